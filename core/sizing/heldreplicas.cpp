// SPDX-License-Identifier: GPL-3.0-or-later
#include "heldreplicas.h"

#include "cost/result.h"

#include <algorithm>

namespace infertco {

int HeldReplicas::onServers(int servers, int perServer, int tp)
{
    if (servers <= 0 || perServer <= 0 || tp <= 0)
        return 0;
    if (tp <= perServer)
        return servers * (perServer / tp);
    // A replica spans ceil(tp / perServer) whole servers (docs/serving.md, "Sizing").
    return servers / ((tp + perServer - 1) / perServer);
}

int HeldReplicas::inMonth(const FleetPlan &plan, const FleetMonth &month)
{
    int held = 0;
    if (month.ownedServers > 0) {
        // Installed cards only: a platform bought part-filled holds Aown / tp replicas, a
        // fully populated one every replica its slots hold.
        held += std::min(onServers(month.ownedServers, plan.slots, plan.tp),
                         month.ownedAccelerators / std::max(1, plan.tp));
    }
    held += onServers(month.rentedServers, plan.rentedPerServer, plan.tp);
    return std::max(held, month.replicas);
}

int HeldReplicas::atPeak(const FleetPlan &plan, const std::vector<FleetMonth> &months)
{
    const auto peak = std::max_element(
            months.cbegin(), months.cend(),
            [](const FleetMonth &a, const FleetMonth &b) { return a.replicas < b.replicas; });
    return peak == months.cend() ? 0 : inMonth(plan, *peak);
}

int HeldReplicas::atPeak(const OptionResult &result, const ScenarioOption &option,
                         const Catalog &catalog)
{
    if (!result.feasible)
        return result.sizing.replicas;
    FleetPlan plan;
    plan.mode = result.mode;
    plan.tp = result.sizing.tp;
    const QString rentalId = result.mode == OptionMode::Rent
            ? option.offer
            : (result.mode == OptionMode::Hybrid ? option.rentalOffer : QString());
    if (const RentalOffer *rental = rentalId.isEmpty() ? nullptr : catalog.rentalOffer(rentalId))
        plan.rentedPerServer = rental->acceleratorsPerServer;
    if (const ServerPlatform *platform
        = result.mode == OptionMode::Rent ? nullptr : catalog.platform(option.platform)) {
        plan.slots = platform->slots;
        plan.fullyPopulated = platform->fullyPopulated;
    }
    return atPeak(plan, result.fleet);
}

} // namespace infertco
