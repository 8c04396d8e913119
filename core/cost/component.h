// SPDX-License-Identifier: GPL-3.0-or-later
// The cost components of DESIGN 3.2, in the order they are reported.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <array>

namespace infertco {

enum class Component {
    Purchase,
    Setup,
    Migration,
    Rental,
    Power,
    Cooling,
    RackSpace,
    Network,
    Staff,
    Maintenance,
    Requantization,
    Residual,
};

inline constexpr int ComponentCount = 12;

inline constexpr std::array<Component, ComponentCount> AllComponents{
    Component::Purchase,       Component::Setup,   Component::Migration, Component::Rental,
    Component::Power,          Component::Cooling, Component::RackSpace, Component::Network,
    Component::Staff,          Component::Maintenance, Component::Requantization,
    Component::Residual,
};

/// The key used in bundle JSON, CSV and the CLI ("rack_space").
QString componentKey(Component component);

/// The name shown to a user, translated.
class ComponentNames
{
    Q_DECLARE_TR_FUNCTIONS(infertco::ComponentNames)

public:
    static QString displayName(Component component);
};

} // namespace infertco
