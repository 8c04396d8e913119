// SPDX-License-Identifier: GPL-3.0-or-later
// The replicas an option's servers can run at once (docs/serving.md, "Latency at the peak-month
// load"): a server bought or rented with more cards than its replicas need holds more replicas,
// and the peak-month load is spread over all of them.
#pragma once

#include "fleet.h"
#include "model/catalog.h"
#include "model/scenario.h"

#include <vector>

namespace infertco {

struct OptionResult;

class HeldReplicas
{
public:
    /// Replicas of `tp` cards that `servers` servers of `perServer` cards hold: servers ×
    /// floor(perServer / tp) when tp ≤ perServer, else floor(servers / ceil(tp / perServer)).
    static int onServers(int servers, int perServer, int tp);
    /// The replicas month `month` of `plan`'s fleet holds: its owned servers' (no more than its
    /// installed accelerators / tp) and its rented servers', and never fewer than replicas(m).
    static int inMonth(const FleetPlan &plan, const FleetMonth &month);
    /// inMonth() in the first month with the largest replicas(m); 0 without months.
    static int atPeak(const FleetPlan &plan, const std::vector<FleetMonth> &months);
    /// atPeak() of a computed option (its tp and fleet) with the platform and rental offer
    /// `option` names in `catalog`; the option's sizing.replicas when it is infeasible.
    static int atPeak(const OptionResult &result, const ScenarioOption &option,
                      const Catalog &catalog);
};

} // namespace infertco
