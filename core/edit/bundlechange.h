// SPDX-License-Identifier: GPL-3.0-or-later
// What an edit changed in a bundle, so that the models showing it can tell their views
// precisely (rows inserted or removed) or broadly (values changed anywhere).
#pragma once

namespace infertco {

/// The lists of a bundle an editor shows as a table.
enum class BundlePart {
    Accelerators,
    Platforms,
    RentalOffers,
    ColoOffers,
    Regions,
    Scenarios,
    ScenarioOptions, ///< the options of the scenario at BundleChange::scenario
    ScenarioFx, ///< the exchange rates of the scenario at BundleChange::scenario
    ScenarioDemand, ///< the demand steps of the scenario at BundleChange::scenario
};

struct BundleChange
{
    enum Kind {
        ValuesChanged, ///< any values, in any part; no row was added or removed
        RowInserted, ///< `row` of `part` is new
        RowRemoved, ///< `row` of `part` is gone
        Reset, ///< anything may have changed, rows included
    };

    Kind kind = ValuesChanged;
    BundlePart part = BundlePart::Accelerators;
    int scenario = -1; ///< the scenario's index for ScenarioOptions and ScenarioFx
    int row = -1;

    /// The change that undoes this one: an insertion becomes a removal and back.
    BundleChange inverse() const
    {
        BundleChange other = *this;
        if (kind == RowInserted)
            other.kind = RowRemoved;
        else if (kind == RowRemoved)
            other.kind = RowInserted;
        return other;
    }
};

} // namespace infertco
