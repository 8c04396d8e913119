// SPDX-License-Identifier: GPL-3.0-or-later
// docs/serving.md, "P99 sizing" seen from the headline: an option sized by averages whose P99
// misses a target at the peak-month load, and what the same option would cost sized by P99.
#pragma once

#include "cost/result.h"
#include "model/entities/catalog.h"
#include "model/entities/scenario.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace infertco {

class SimulationCache;

struct TargetCost
{
    int option = -1; ///< index into Result::options
    bool ttftMissed = false; ///< its P99 time to first token misses `ttft_ms`
    bool tpotMissed = false; ///< its P99 time per output token misses `tpot_ms`
    /// The option's total with the workload sized by P99 (every other input the same); empty
    /// when P99 sizing cannot size it, with the reason in whyNoTotal.
    std::optional<Decimal> p99Total;
    QString whyNoTotal;
};

class TargetCosts
{
    Q_DECLARE_TR_FUNCTIONS(infertco::TargetCosts)

public:
    /// The option carries a latency whose P99s miss the workload's targets.
    static bool misses(const OptionResult &option, const Workload &workload);
    /// For option `index` of `result` (computed from `scenario` with its latency) when it
    /// misses its targets: which ones, and its total sized by P99, computed by the engine on
    /// the scenario with `sizing: "p99"` and only that option, financed as in the whole
    /// scenario. Nullopt when the option meets its targets or carries no latency.
    /// `simulations` may be nullptr (a cache of this call's own).
    static std::optional<TargetCost> of(const Result &result, int index, const Scenario &scenario,
                                        const Catalog &catalog, SimulationCache *simulations);
    /// of() for the result's cheapest option.
    static std::optional<TargetCost> ofCheapest(const Result &result, const Scenario &scenario,
                                                const Catalog &catalog,
                                                SimulationCache *simulations);
};

} // namespace infertco
