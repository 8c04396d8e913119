// SPDX-License-Identifier: GPL-3.0-or-later
// What a finished plan search tells the desktop (docs/method.md, "Plan search"): whether a plan
// beats every option the user typed and by how much, what was left out in plain words, and the
// shape of each plan's cumulative cost for a sparkline.
#pragma once

#include "cost/result.h"
#include "plan/plansearch.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

namespace infertco {

/// The cheapest plan against the cheapest feasible option of the scenario.
struct PlanBeat
{
    int plan = 0; ///< index into PlanSearchResult::plans (the first: the ranking's best)
    int option = -1; ///< index into Result::options; -1 when no typed option is feasible
    Decimal margin; ///< the option's total minus the plan's, > 0 (zero without an option)
    Decimal percent; ///< the margin as a percentage of the option's total, 1 decimal place
};

class PlanAdvice
{
    Q_DECLARE_TR_FUNCTIONS(infertco::PlanAdvice)

public:
    /// The best plan when its total is below every feasible option of `typed` (ties do not
    /// count: the plan may be one of them), or when no typed option is feasible and a plan
    /// is; nullopt otherwise and for a cancelled search.
    static std::optional<PlanBeat> beat(const Result &typed, const PlanSearchResult &search);
    /// The advice sentence for `beat`, money through MoneyFormat in `locale`.
    static QString sentence(const Result &typed, const PlanSearchResult &search,
                            const PlanBeat &beat, const QLocale &locale = QLocale());

    /// One left-out code (`fx:USD`, `missing:platform.price`, `infeasible`,
    /// `too_many_servers`) and its count in plain words.
    static QString leftOutSentence(const QString &code, int count);

    /// Plan `plan`'s cumulative cost month by month as fractions of its own largest
    /// cumulative cost: the shape of its spending (bought up front or paid as it goes), at
    /// most 1; below 0 only where a residual credit takes a cumulative cost below zero; all
    /// zero when no cumulative cost is positive. Its size is horizon + 1 (months 0..H).
    static QList<double> cumulativeShape(const PlanSearchResult &search, int plan);
};

} // namespace infertco
