// SPDX-License-Identifier: GPL-3.0-or-later
// What an option's mode means for what it names: the one display name of each mode, and which
// of its offers is a rental and which a colocation offer (for the editor, the dashboard and
// every export).
#pragma once

#include "enums.h"
#include "scenario.h"

#include <QCoreApplication>

namespace infertco {

class OptionModeName
{
    Q_DECLARE_TR_FUNCTIONS(infertco::OptionModeName)

public:
    /// "Rent", "Colocation", "Hybrid" in the user's language (the bundle spells them
    /// rent, colo, hybrid: toText).
    static QString displayName(OptionMode mode);
};

/// The rental offer an option rents from: a rent option's offer, a hybrid option's
/// rental_offer; empty for a colo option.
inline QString rentalOfferOf(const ScenarioOption &option)
{
    switch (option.mode) {
    case OptionMode::Rent:
        return option.offer;
    case OptionMode::Hybrid:
        return option.rentalOffer;
    case OptionMode::Colo:
        break;
    }
    return {};
}

/// The colocation offer an option's owned servers stand in: colo and hybrid; empty for rent.
inline QString coloOfferOf(const ScenarioOption &option)
{
    return ownsHardware(option.mode) ? option.offer : QString();
}

} // namespace infertco
