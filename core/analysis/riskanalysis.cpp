// SPDX-License-Identifier: GPL-3.0-or-later
#include "riskanalysis.h"

#include "drivermodel.h"
#include "risksetup.h"

namespace infertco {

Outcome<RiskAnalysis> RiskAnalysis::atDefaults(const Scenario &scenario, const Catalog &catalog,
                                               const QDate &today)
{
    const MonteCarloSettings simulation = RiskSetup().simulation;
    return atDefaults(scenario, catalog, today, simulation.seed, simulation.draws);
}

Outcome<RiskAnalysis> RiskAnalysis::atDefaults(const Scenario &scenario, const Catalog &catalog,
                                               const QDate &today, std::uint64_t seed, int draws)
{
    const Outcome<DriverModel> built = DriverModel::build(scenario, catalog, today);
    if (!built.ok())
        return built.problems();
    const DriverModel &model = built.value();
    RiskAnalysis analysis;
    analysis.scenario = scenario;
    const RiskSetup setup = RiskSetup::defaults(model);
    if (setup.pair) {
        const Outcome<SensitivityResult> sensitivity
                = Sensitivity::run(model, setup.pair->first, setup.pair->second, setup.ranges);
        if (!sensitivity.ok())
            return sensitivity.problems();
        analysis.sensitivity = sensitivity.value();
    }
    MonteCarloSettings settings = setup.simulation;
    settings.seed = seed;
    settings.draws = draws;
    const Outcome<MonteCarloResult> simulation = MonteCarlo::run(model, setup.ranges, settings);
    if (simulation.ok())
        analysis.monteCarlo = simulation.value();
    analysis.decision = Decision::summarize(scenario, model.baseScenarioResult(),
                                            analysis.sensitivity ? &*analysis.sensitivity : nullptr,
                                            analysis.monteCarlo ? &*analysis.monteCarlo : nullptr);
    return analysis;
}

} // namespace infertco
