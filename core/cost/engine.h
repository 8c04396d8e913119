// SPDX-License-Identifier: GPL-3.0-or-later
// The cost engine's public entry point: a scenario and its catalog in, every option's sized
// ledger out (DESIGN 1: Engine::compute(Scenario, Catalog) → Result).
#pragma once

#include "ledger.h"
#include "model/catalog.h"
#include "model/problem.h"
#include "model/scenario.h"
#include "result.h"

#include <QCoreApplication>

namespace infertco {

/// An option sized and ready for its ledger: the result without money, and the ledger's
/// inputs (empty when the option is infeasible).
struct PreparedOption
{
    OptionResult result;
    LedgerInputs<Decimal> inputs;
    /// How the monthly fleet was formed, to plan it again for another demand or another
    /// number of owned servers (analyses).
    FleetPlan plan;
    int ownedReplicas = 0; ///< hybrid: C, the replicas the owned servers hold
};

/// Everything computed once per scenario, before any ledger.
struct PreparedScenario
{
    QList<PreparedOption> options;
    std::vector<Decimal> discountFactors; ///< months 0..H
    Decimal peakSum; ///< Σ peak(m) over months 1..H
    Decimal tokensPerHorizon; ///< Σ peak(m) × U × 3600 × 730 output tokens
};

class Engine
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Engine)

public:
    /// Validates the scenario and the items it refers to, then sizes and costs every option.
    /// Invalid input comes back as problems; an infeasible option is a result, not a problem.
    static Outcome<Result> compute(const Scenario &scenario, const Catalog &catalog);

    /// Validation and sizing only: what compute() does before the ledgers. Analyses that
    /// re-run ledgers many times (sensitivity, Monte Carlo) start from here.
    static Outcome<PreparedScenario> prepare(const Scenario &scenario, const Catalog &catalog);
    /// The ledger, totals, NPV and cost per million tokens of one prepared, feasible option.
    static OptionResult finish(const PreparedOption &option, const PreparedScenario &scenario);
    /// Break-even of every feasible colo option against every feasible rent option on the
    /// same accelerator, colo options in order, then rent options in order (DESIGN 3.3).
    static QList<BreakEven> breakEvens(const QList<OptionResult> &options);

    /// Model updates falling in each month 0..H: update k is in month ceil(12k / u)
    /// (DESIGN 3.2), computed exactly.
    static std::vector<int> updatesPerMonth(const Decimal &updatesPerYear, int horizonMonths);

    /// (1 + r)^(−m/12) for m = 0..H, to 36 decimal places (DESIGN 3.3 asks ≥ 30 digits).
    static std::vector<Decimal> discountFactors(const Decimal &ratePerYear, int horizonMonths);

    /// DESIGN 3.4: the first month from which colo's cumulative cost stays ≤ rent's; without
    /// the residual credit when `withResidual` is false (the cash break-even).
    static std::optional<int> breakEvenMonth(const OptionResult &colo, const OptionResult &rent,
                                             bool withResidual = true);
    /// DESIGN 3.4: the output tokens served over the horizon.
    static Decimal tokensServed(const Decimal &peakSum, const Decimal &utilization);
};

} // namespace infertco
