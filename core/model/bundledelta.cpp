// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundledelta.h"

namespace infertco {

// Items compare with the model's defaulted operator== (every field, decimals by value), so a
// field added to a struct is part of the comparison without a line here.

BundleDelta BundleDelta::between(const Bundle &before, const Bundle &after)
{
    BundleDelta delta;
    delta.accelerators = ListDelta<Accelerator>::between(before.catalog.accelerators,
                                                         after.catalog.accelerators);
    delta.platforms
            = ListDelta<ServerPlatform>::between(before.catalog.platforms, after.catalog.platforms);
    delta.rentalOffers = ListDelta<RentalOffer>::between(before.catalog.rentalOffers,
                                                         after.catalog.rentalOffers);
    delta.coloOffers
            = ListDelta<ColoOffer>::between(before.catalog.coloOffers, after.catalog.coloOffers);
    delta.regions = ListDelta<Region>::between(before.catalog.regions, after.catalog.regions);
    delta.scenarios = ListDelta<Scenario>::between(before.scenarios, after.scenarios);
    delta.requestLogs
            = ListDelta<RequestLog>::between(before.catalog.requestLogs, after.catalog.requestLogs);
    return delta;
}

bool BundleDelta::isEmpty() const
{
    return accelerators.isEmpty() && platforms.isEmpty() && rentalOffers.isEmpty()
            && coloOffers.isEmpty() && regions.isEmpty() && scenarios.isEmpty()
            && requestLogs.isEmpty();
}

qsizetype BundleDelta::itemCount() const
{
    const auto count = [](const auto &list) { return list.removed.size() + list.inserted.size(); };
    return count(accelerators) + count(platforms) + count(rentalOffers) + count(coloOffers)
            + count(regions) + count(scenarios) + count(requestLogs);
}

void BundleDelta::apply(Bundle &bundle) const
{
    accelerators.apply(bundle.catalog.accelerators);
    platforms.apply(bundle.catalog.platforms);
    rentalOffers.apply(bundle.catalog.rentalOffers);
    coloOffers.apply(bundle.catalog.coloOffers);
    regions.apply(bundle.catalog.regions);
    scenarios.apply(bundle.scenarios);
    requestLogs.apply(bundle.catalog.requestLogs);
}

void BundleDelta::revert(Bundle &bundle) const
{
    accelerators.revert(bundle.catalog.accelerators);
    platforms.revert(bundle.catalog.platforms);
    rentalOffers.revert(bundle.catalog.rentalOffers);
    coloOffers.revert(bundle.catalog.coloOffers);
    regions.revert(bundle.catalog.regions);
    scenarios.revert(bundle.scenarios);
    requestLogs.revert(bundle.catalog.requestLogs);
}

} // namespace infertco
