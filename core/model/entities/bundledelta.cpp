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

namespace {

// Calls `change` with each list delta of `delta` and the list of `bundle` it changes.
template <typename Change>
void forEachList(const BundleDelta &delta, Bundle &bundle, Change change)
{
    change(delta.accelerators, bundle.catalog.accelerators);
    change(delta.platforms, bundle.catalog.platforms);
    change(delta.rentalOffers, bundle.catalog.rentalOffers);
    change(delta.coloOffers, bundle.catalog.coloOffers);
    change(delta.regions, bundle.catalog.regions);
    change(delta.scenarios, bundle.scenarios);
    change(delta.requestLogs, bundle.catalog.requestLogs);
}

} // namespace

void BundleDelta::apply(Bundle &bundle) const
{
    forEachList(*this, bundle, [](const auto &list, auto &items) { list.apply(items); });
}

void BundleDelta::revert(Bundle &bundle) const
{
    forEachList(*this, bundle, [](const auto &list, auto &items) { list.revert(items); });
}

} // namespace infertco
