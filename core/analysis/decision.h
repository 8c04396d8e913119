// SPDX-License-Identifier: GPL-3.0-or-later
// The decision view: which option is cheapest by each measure, and the seeds of doubt (warnings,
// drivers that flip the choice, the odds from a simulation) in words a client understands.
#pragma once

#include "cost/result.h"
#include "model/scenario.h"
#include "montecarlo.h"
#include "sensitivity.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace infertco {

struct DecisionSummary
{
    QList<int> byTotal; ///< feasible options, lowest total first
    QList<int> byNpv; ///< lowest NPV first
    QList<int> byCostPerMillionTokens; ///< lowest cost per million tokens first
    QStringList headlines; ///< the cheapest option by each measure
    QStringList doubts; ///< what could change the answer
};

class Decision
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Decision)

public:
    /// Options whose totals differ by less than this share are called a close call.
    static constexpr int CloseCallPercent = 5;

    /// Ranks the feasible options and explains the choice. `sensitivity` and `monteCarlo` are
    /// optional: without them the doubts are the warnings and close calls only.
    static DecisionSummary summarize(const Scenario &scenario, const Result &result,
                                     const SensitivityResult *sensitivity = nullptr,
                                     const MonteCarloResult *monteCarlo = nullptr);
};

} // namespace infertco
