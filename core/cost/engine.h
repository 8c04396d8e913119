// SPDX-License-Identifier: GPL-3.0-or-later
// The cost engine's public entry point: a scenario and its catalog in, every option's sized
// ledger out (docs/architecture.md, "Libraries": Engine::compute(Scenario, Catalog) → Result).
#pragma once

#include "ledger.h"
#include "model/entities/catalog.h"
#include "model/entities/scenario.h"
#include "model/rules/problem.h"
#include "result.h"
#include "servinglatency.h"

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
    Financing financing; ///< v4: a loan or a lease instead of cash; none by default
};

/// How much of docs/serving.md, "The serving simulation" a computation does beyond the ledger.
struct EngineOptions
{
    /// Simulate every feasible option at the peak-month load even under average sizing
    /// (`compute --latency`); P99 sizing always does.
    bool latency = false;
    /// The simulations already run; nullptr: a cache of this call's own.
    SimulationCache *simulations = nullptr;
};

/// The load a latency is simulated at (docs/serving.md, "Latency at the peak-month load"): by
/// default the peak month's.
struct LatencyLoad
{
    std::optional<double> ratePerReplica; ///< requests/s per replica (`simulate --rate`)
    std::optional<int> concurrency; ///< a closed loop (`simulate --concurrency`)
    bool sweep = false; ///< add the P99s at capacity × k / 10, k = 1..10
};

/// Everything computed once per scenario, before any ledger.
struct PreparedScenario
{
    QList<PreparedOption> options;
    std::vector<Decimal> discountFactors; ///< months 0..H
    Decimal peakSum; ///< Σ peak(m) over months 1..H
    Decimal tokensPerHorizon; ///< Σ peak(m) × U × 3600 × 730 output tokens
    TaxAssumptions tax; ///< v4: none by default
    /// v4: the scenario has a tax or an option a loan or a lease, so that every option's
    /// results carry the finance lines (docs/method.md, "After tax, loans and leases").
    bool financed = false;
};

class Engine
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Engine)

public:
    /// Validates the scenario and the items it refers to, then sizes and costs every option.
    /// Invalid input comes back as problems; an infeasible option is a result, not a problem.
    static Outcome<Result> compute(const Scenario &scenario, const Catalog &catalog,
                                   const EngineOptions &options = {});

    /// Validation and sizing only: what compute() does before the ledgers. Analyses that
    /// re-run ledgers many times (sensitivity, Monte Carlo) start from here.
    static Outcome<PreparedScenario> prepare(const Scenario &scenario, const Catalog &catalog,
                                             const EngineOptions &options = {});
    /// docs/serving.md, "Latency at the peak-month load": the latency of one replica of a feasible
    /// option sized as `sizing` (t, B, precision, the largest monthly replicas) at `load`;
    /// `largestPeak` is Pmax. Nullopt, with the reason in `whyNot`, when the replica cannot be
    /// simulated.
    static std::optional<Latency> latency(const Scenario &scenario, const Accelerator &accelerator,
                                          const Sizing &sizing, double largestPeak,
                                          const LatencyLoad &load, SimulationCache &simulations,
                                          QString *whyNot = nullptr);
    /// Gives `workload` the rows of the request log it names (none when it names none or an
    /// unknown one): compute() and prepare() do it; a caller of latency() does it first.
    static void resolveRequestLog(Workload &workload, const Catalog &catalog);
    /// docs/serving.md, "Latency at the peak-month load": whether a scenario's options carry a
    /// latency under `options`.
    static bool computesLatency(const Scenario &scenario, const EngineOptions &options);
    /// The result of `scenario` before its options: its id, name, currency and horizon.
    static Result resultOf(const Scenario &scenario);
    /// The ledger, totals, NPV and cost per million tokens of one prepared, feasible option.
    static OptionResult finish(const PreparedOption &option, const PreparedScenario &scenario);
    /// docs/method.md, "After tax, loans and leases": the option's ledger financed by
    /// `financing` and taxed by the scenario's tax; its totals, month totals and finance lines.
    /// finish() calls it when the scenario is financed; NPV and cost per million tokens follow.
    static void finance(OptionResult &result, const Financing &financing,
                        const PreparedScenario &scenario);
    /// Break-even of every feasible colo option against every feasible rent option on the
    /// same accelerator, colo options in order, then rent options in order (docs/method.md, "The
    /// ledger").
    static QList<BreakEven> breakEvens(const QList<OptionResult> &options);

    /// Model updates falling in each month 0..H: update k is in month ceil(12k / u)
    /// (docs/method.md, "Fleet"), computed exactly.
    static std::vector<int> updatesPerMonth(const Decimal &updatesPerYear, int horizonMonths);

    /// (1 + r)^(−m/12) for m = 0..H, to 36 decimal places (docs/method.md, "Numbers" asks ≥ 30
    /// digits).
    static std::vector<Decimal> discountFactors(const Decimal &ratePerYear, int horizonMonths);

    /// docs/method.md, "Summary figures": the first month from which colo's cumulative cost stays ≤
    /// rent's; without the residual credit when `withResidual` is false (the cash break-even).
    static std::optional<int> breakEvenMonth(const OptionResult &colo, const OptionResult &rent,
                                             bool withResidual = true);
    /// docs/method.md, "Summary figures": the output tokens served over the horizon.
    static Decimal tokensServed(const Decimal &peakSum, const Decimal &utilization);
};

} // namespace infertco
