// SPDX-License-Identifier: GPL-3.0-or-later
#include "targetcost.h"

#include "cost/engine.h"

#include <algorithm>

namespace infertco {

bool TargetCosts::misses(const OptionResult &option, const Workload &workload)
{
    return option.feasible && option.latency
            && (option.latency->missesTtft(workload.ttftMs)
                || option.latency->missesTpot(workload.tpotMs));
}

std::optional<TargetCost> TargetCosts::of(const Result &result, int index, const Scenario &scenario,
                                          const Catalog &catalog, SimulationCache *simulations)
{
    if (index < 0 || index >= result.options.size() || index >= scenario.options.size())
        return std::nullopt;
    const OptionResult &option = result.options.at(index);
    if (!misses(option, scenario.workload))
        return std::nullopt;
    TargetCost cost;
    cost.option = index;
    cost.ttftMissed = option.latency->missesTtft(scenario.workload.ttftMs);
    cost.tpotMissed = option.latency->missesTpot(scenario.workload.tpotMs);
    if (!scenario.workload.ttftMs) {
        // docs/serving.md, "P99 sizing" needs a time-to-first-token target.
        cost.whyNoTotal = tr("P99 sizing needs a time-to-first-token target");
        return cost;
    }
    // The same inputs with this option alone, sized by P99. Financing is the whole
    // scenario's business (docs/method.md, "After tax, loans and leases"): a scenario with a
    // tax or any financed option finances every option's ledger, so this one is finished the
    // same way.
    Scenario alone = scenario;
    alone.workload.sizing = SizingMode::P99;
    alone.options = { scenario.options.at(index) };
    EngineOptions options;
    options.simulations = simulations;
    const Outcome<PreparedScenario> prepared = Engine::prepare(alone, catalog, options);
    if (!prepared.ok()) {
        cost.whyNoTotal
                = prepared.problems().isEmpty() ? QString() : prepared.problems().first().message;
        return cost;
    }
    PreparedScenario financed = prepared.value();
    financed.financed = scenario.tax.given()
            || std::any_of(scenario.options.cbegin(), scenario.options.cend(),
                           [](const ScenarioOption &o) { return o.financing.given(); });
    const PreparedOption &sized = financed.options.first();
    if (!sized.result.sizing.feasible) {
        cost.whyNoTotal = sized.result.sizing.reason;
        return cost;
    }
    cost.p99Total = Engine::finish(sized, financed).total;
    return cost;
}

std::optional<TargetCost> TargetCosts::ofCheapest(const Result &result, const Scenario &scenario,
                                                  const Catalog &catalog,
                                                  SimulationCache *simulations)
{
    return of(result, result.cheapestOption(), scenario, catalog, simulations);
}

} // namespace infertco
