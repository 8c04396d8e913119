// SPDX-License-Identifier: GPL-3.0-or-later
// Warnings a buyer should see about an option, in plain words (docs/method.md, "Advice").
#pragma once

#include "cost/advicekind.h"
#include "cost/engine.h"
#include "cost/result.h"
#include "model/entities/accelerator.h"
#include "model/entities/catalog.h"
#include "model/entities/scenario.h"
#include "sizing/fleet.h"
#include "sizing/sizing.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>

namespace infertco {

class Advisor
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Advisor)

public:
    /// Sizing may be infeasible: then only the advice that does not depend on it is given.
    /// `minTermMonths` is the rental offer's minimum term (0 for colo).
    static QList<Advice> advise(const Workload &workload, const Accelerator &accelerator,
                                const Sizing &sizing, OptionMode mode, int horizonMonths,
                                int minTermMonths);

    /// Every warning of docs/method.md, "Advice" for one option of `scenario`: the rules above,
    /// then the v2 rules that read the catalog items the option uses and, when it is feasible, its
    /// monthly `fleet`. Quotes are dated against `referenceDate` (the engine passes today).
    static QList<Advice> advise(const Scenario &scenario, const Catalog &catalog,
                                const ScenarioOption &option, const Sizing &sizing,
                                const Fleet &fleet, const QDate &referenceDate);

    /// docs/method.md, "Advice": `result`, computed by the engine from `scenario` in `catalog`,
    /// with every option's warnings: advise() below, the latency's, the finance's, then
    /// addBreakEvenAdvice(). Quotes are dated against `today`, which the caller passes.
    static Result advised(Result result, const Scenario &scenario, const Catalog &catalog,
                          const QDate &today);
    /// The warnings of `option` of `scenario`, whose computed result is `result`, in the
    /// order advised() gives them (all but the break-even's).
    static QList<Advice> forOption(const OptionResult &result, const Scenario &scenario,
                                   const ScenarioOption &option, const Catalog &catalog,
                                   const QDate &today);
    /// Engine::compute, then advised(): what the command line and the desktop show.
    static Outcome<Result> compute(const Scenario &scenario, const Catalog &catalog,
                                   const QDate &today, const EngineOptions &options = {});

    /// docs/method.md, "Advice" (v2): adds to each colo or hybrid option whose break-even against a
    /// rent option exists only through the residual credit (`month` set, `cashMonth` null) a
    /// warning naming the rent option, the month and the residual amount.
    static void addBreakEvenAdvice(Result &result);

    /// docs/method.md, "Advice", for an option whose latency was computed at the peak-month
    /// load: P99 targets missed under average sizing (with the replicas P99 sizing adds), a
    /// peak load above Latency::PeakLoadShare of the SLO capacity, and the decode and prefill
    /// bounds.
    /// `largestPeak` is Pmax, `largestReplicas` max_m replicas(m).
    static QList<Advice> latencyAdvice(const Workload &workload, const Sizing &sizing,
                                       const Latency &latency, double largestPeak,
                                       int largestReplicas);
    /// The ridge / decode intensity ratio from which the advice says how far below it is.
    static constexpr double BoundRatioToSay = 4;

    /// Sequences that must fit in memory at once before memory is called tight.
    static constexpr int TightMemoryBatch = 8;
    /// Model updates a year from which NPUs and ASICs are flagged.
    static constexpr int FrequentUpdatesPerYear = 6;
};

} // namespace infertco
