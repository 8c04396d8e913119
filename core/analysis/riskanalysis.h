// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario's risk analysis as the risk view starts it (RiskSetup's defaults): the
// sensitivity of the default pair, a Monte Carlo run and the decision in plain words. The PDF
// report made without the risk view (the window's and `report --pdf`'s) is this analysis.
#pragma once

#include "decision.h"
#include "montecarlo.h"
#include "sensitivity.h"

#include "model/entities/catalog.h"
#include "model/entities/scenario.h"
#include "model/rules/problem.h"

#include <cstdint>
#include <optional>

namespace infertco {

struct RiskAnalysis
{
    Scenario scenario;
    /// The default pair's sensitivity; none with fewer than two feasible options.
    std::optional<SensitivityResult> sensitivity;
    /// The simulation; none when the run has a problem (it is then left out, not an error).
    std::optional<MonteCarloResult> monteCarlo;
    DecisionSummary decision;

    /// The analysis at RiskSetup's defaults: the pair, the driver ranges, the seed and draws.
    /// An invalid scenario, or a sensitivity that cannot run, comes back as problems.
    /// The options' advice dates quotes against `today` (DriverModel::build).
    static Outcome<RiskAnalysis> atDefaults(const Scenario &scenario, const Catalog &catalog,
                                            const QDate &today);
    /// The same with a simulation of `draws` draws with `seed`.
    static Outcome<RiskAnalysis> atDefaults(const Scenario &scenario, const Catalog &catalog,
                                            const QDate &today, std::uint64_t seed, int draws);
};

} // namespace infertco
