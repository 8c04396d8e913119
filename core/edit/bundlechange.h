// SPDX-License-Identifier: GPL-3.0-or-later
// What an edit changed in a bundle, so that the models showing it can tell their views
// precisely (rows inserted or removed) or broadly (values changed anywhere).
#pragma once

#include "model/entities/catalogkind.h"

#include <algorithm>
#include <optional>

namespace infertco {

/// The lists of a bundle an editor shows as a table. The catalog's lists are its kinds, with
/// the same values (bundlePartOf, catalogKindOf).
enum class BundlePart {
    Accelerators = static_cast<int>(CatalogKind::Accelerator),
    Platforms = static_cast<int>(CatalogKind::Platform),
    RentalOffers = static_cast<int>(CatalogKind::RentalOffer),
    ColoOffers = static_cast<int>(CatalogKind::ColoOffer),
    Regions = static_cast<int>(CatalogKind::Region),
    Scenarios = static_cast<int>(catalogKinds.size()),
    ScenarioOptions, ///< the options of the scenario at BundleChange::scenario
    ScenarioFx, ///< the exchange rates of the scenario at BundleChange::scenario
    ScenarioDemand, ///< the demand steps of the scenario at BundleChange::scenario
};

/// The part that shows the catalog's list of `kind`.
constexpr BundlePart bundlePartOf(CatalogKind kind)
{
    return static_cast<BundlePart>(kind);
}

/// The kind of catalog item `part` lists; none for the scenarios' parts.
constexpr std::optional<CatalogKind> catalogKindOf(BundlePart part)
{
    if (static_cast<int>(part) < static_cast<int>(BundlePart::Scenarios))
        return static_cast<CatalogKind>(part);
    return std::nullopt;
}

static_assert(std::ranges::all_of(catalogKinds, [](CatalogKind kind) {
    return catalogKindOf(bundlePartOf(kind)) == kind;
}));

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
