// SPDX-License-Identifier: GPL-3.0-or-later
#include "component.h"

namespace infertco {

QString componentKey(Component component)
{
    switch (component) {
    case Component::Purchase:
        return QStringLiteral("purchase");
    case Component::Setup:
        return QStringLiteral("setup");
    case Component::Migration:
        return QStringLiteral("migration");
    case Component::Rental:
        return QStringLiteral("rental");
    case Component::Power:
        return QStringLiteral("power");
    case Component::Cooling:
        return QStringLiteral("cooling");
    case Component::RackSpace:
        return QStringLiteral("rack_space");
    case Component::Network:
        return QStringLiteral("network");
    case Component::Staff:
        return QStringLiteral("staff");
    case Component::Maintenance:
        return QStringLiteral("maintenance");
    case Component::Requantization:
        return QStringLiteral("requantization");
    case Component::Residual:
        return QStringLiteral("residual");
    }
    return {};
}

QString ComponentNames::displayName(Component component)
{
    switch (component) {
    case Component::Purchase:
        return tr("Purchase");
    case Component::Setup:
        return tr("Setup");
    case Component::Migration:
        return tr("Migration");
    case Component::Rental:
        return tr("Server rental");
    case Component::Power:
        return tr("Power");
    case Component::Cooling:
        return tr("Cooling");
    case Component::RackSpace:
        return tr("Rack space");
    case Component::Network:
        return tr("Network");
    case Component::Staff:
        return tr("Staff");
    case Component::Maintenance:
        return tr("Maintenance");
    case Component::Requantization:
        return tr("Requantization");
    case Component::Residual:
        return tr("Residual value");
    }
    return {};
}

} // namespace infertco
