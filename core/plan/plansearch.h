// SPDX-License-Identifier: GPL-3.0-or-later
// Plan search (docs/method.md, "Plan search"): every option the catalog allows for a scenario's
// workload — rent on each rental offer, colo on each accelerator, platform and colo offer, hybrid
// on each platform, colo offer and rental offer with its best number of owned servers — computed
// with the engine, each sized within one server, and ranked: complete before incomplete, then
// by total, NPV and enumeration order.
#pragma once

#include "cost/result.h"
#include "model/entities/catalog.h"
#include "model/entities/scenario.h"
#include "model/rules/problem.h"

#include <QCoreApplication>
#include <QDate>
#include <QMap>
#include <QSet>
#include <QStringList>

#include <atomic>
#include <functional>

namespace infertco {

struct PlanQuery
{
    /// Only offers in these regions (a hybrid's two offers both); empty: every region.
    QStringList regions;
    /// Worker threads; 0: one per core. The result does not depend on it.
    int threads = 0;
    /// The date each plan's advice dates quotes against (docs/method.md, "Advice"): the caller
    /// passes today.
    QDate today;
};

/// One ranked candidate: the option as it would be added to the scenario, and its result.
struct Plan
{
    ScenarioOption option;
    OptionResult result;
    int order = 0; ///< position in the enumeration order of docs/method.md, "Plan search"
};

struct PlanSearchResult
{
    QString scenarioId;
    QString currency;
    int horizonMonths = 0;
    /// Ranked: complete before incomplete (OptionResult::isComplete), then by total, then NPV,
    /// then enumeration order.
    QList<Plan> plans;
    /// Each reason a candidate was left out (`fx:USD`, `missing:platform.price`, `infeasible`,
    /// `too_many_servers`, `spans_servers`) with the number of candidates it left out.
    QMap<QString, int> leftOut;
    bool cancelled = false; ///< the search was stopped: plans and leftOut are incomplete
};

class PlanSearch
{
    Q_DECLARE_TR_FUNCTIONS(infertco::PlanSearch)

public:
    /// A hybrid triple whose colo option needs more servers than this is left out
    /// (`too_many_servers`): its k search would run a ledger for every k.
    static constexpr int MaxHybridServers = 10000;

    /// Called from worker threads, serialised: candidates (a hybrid triple counts once) done
    /// and in all.
    using Progress = std::function<void(int done, int total)>;

    /// Validates the scenario (its options are not used) and the regions, then searches.
    /// Only an invalid scenario or an unknown region is a problem; a candidate that cannot
    /// be computed is left out under its reason.
    static Outcome<PlanSearchResult> run(const Scenario &scenario, const Catalog &catalog,
                                         const PlanQuery &query = {}, const Progress &progress = {},
                                         const std::atomic<bool> *cancel = nullptr);

    /// The regions of the offers `option` uses, colo offer first (a hybrid has both; an
    /// offer not in the catalog has none).
    static QStringList regionsOf(const ScenarioOption &option, const Catalog &catalog);
    /// PlanQuery::regions' rule: offers in `offerRegions` (regionsOf) are within `regions`
    /// when each of them is one of `regions` (a hybrid's two offers both). With no `regions`
    /// every offer is; with none of `offerRegions` known, the offers are within none.
    static bool withinRegions(const QStringList &offerRegions, const QStringList &regions);

    /// The component with the largest total; the first in report order on ties.
    static Component largestComponent(const OptionResult &result);

    /// `name`, or `name (2)`, `name (3)`, … the first not in `taken`.
    static QString uniqueName(const QString &name, const QSet<QString> &taken);
    /// The plans' options renamed where a name is taken by one of the scenario's options or
    /// by an earlier plan of the list: what "add to scenario" appends.
    static QList<ScenarioOption> optionsToAdd(const Scenario &scenario, const QList<Plan> &plans);
};

} // namespace infertco
