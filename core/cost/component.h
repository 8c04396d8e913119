// SPDX-License-Identifier: GPL-3.0-or-later
// The cost components of docs/method.md, "The ledger", in the order they are reported: one table
// says each component's key, name and colour; every report, export and chart iterates it.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <array>
#include <cstddef>

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

/// What is known of a component besides its arithmetic (which is the ledger's).
struct ComponentInfo
{
    Component component;
    const char *key; ///< in bundle JSON, CSV, Excel and the CLI: "rack_space"
    const char *name; ///< shown to a user, translated in context infertco::ComponentNames
    int tone; ///< its colour: an index into ChartPalette's component tones
};

/// Every component, in Component order, which is the order of every report.
inline constexpr std::array ComponentTable{
    ComponentInfo{ Component::Purchase, "purchase",
                   QT_TRANSLATE_NOOP("infertco::ComponentNames", "Purchase"), 0 },
    ComponentInfo{ Component::Setup, "setup",
                   QT_TRANSLATE_NOOP("infertco::ComponentNames", "Setup"), 1 },
    ComponentInfo{ Component::Migration, "migration",
                   QT_TRANSLATE_NOOP("infertco::ComponentNames", "Migration"), 2 },
    ComponentInfo{ Component::Rental, "rental",
                   QT_TRANSLATE_NOOP("infertco::ComponentNames", "Server rental"), 3 },
    ComponentInfo{ Component::Power, "power",
                   QT_TRANSLATE_NOOP("infertco::ComponentNames", "Power"), 4 },
    ComponentInfo{ Component::Cooling, "cooling",
                   QT_TRANSLATE_NOOP("infertco::ComponentNames", "Cooling"), 5 },
    ComponentInfo{ Component::RackSpace, "rack_space",
                   QT_TRANSLATE_NOOP("infertco::ComponentNames", "Rack space"), 6 },
    ComponentInfo{ Component::Network, "network",
                   QT_TRANSLATE_NOOP("infertco::ComponentNames", "Network"), 7 },
    ComponentInfo{ Component::Staff, "staff",
                   QT_TRANSLATE_NOOP("infertco::ComponentNames", "Staff"), 8 },
    ComponentInfo{ Component::Maintenance, "maintenance",
                   QT_TRANSLATE_NOOP("infertco::ComponentNames", "Maintenance"), 9 },
    ComponentInfo{ Component::Requantization, "requantization",
                   QT_TRANSLATE_NOOP("infertco::ComponentNames", "Requantization"), 10 },
    ComponentInfo{ Component::Residual, "residual",
                   QT_TRANSLATE_NOOP("infertco::ComponentNames", "Residual value"), 11 },
};

inline constexpr int ComponentCount = static_cast<int>(ComponentTable.size());

/// The components in report order (Component order).
inline constexpr std::array<Component, ComponentCount> AllComponents = [] {
    std::array<Component, ComponentCount> all{};
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = ComponentTable[i].component;
    return all;
}();

/// The ledger indexes its months by Component: the table must list each one at its own place.
inline constexpr bool componentTableInOrder()
{
    for (std::size_t i = 0; i < ComponentTable.size(); ++i) {
        if (static_cast<std::size_t>(ComponentTable[i].component) != i)
            return false;
    }
    return true;
}
static_assert(componentTableInOrder(), "ComponentTable lists a component out of Component order");

inline constexpr const ComponentInfo &componentInfo(Component component)
{
    return ComponentTable[static_cast<std::size_t>(component)];
}

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
