// SPDX-License-Identifier: GPL-3.0-or-later
// The decision view: which option is cheapest by each measure, and the seeds of doubt (warnings,
// drivers that flip the choice, the odds from a simulation) in words a client understands.
#pragma once

#include "cost/result.h"
#include "model/entities/scenario.h"
#include "montecarlo.h"
#include "sensitivity.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace infertco {

struct DecisionSummary
{
    QList<int> byTotal; ///< feasible options, lowest total first
    QList<int> byNpv; ///< lowest NPV first
    QList<int> byCostPerMillionTokens; ///< lowest cost per million tokens first
    QStringList headlines; ///< the cheapest option by each measure
    QStringList doubts; ///< what could change the answer
};

/// The cost component that weighs most in an option's total.
struct ComponentShare
{
    Component component = Component::Purchase;
    Decimal amount; ///< the component's total
    /// Its share of the option's costs before credits (the sum of its positive component
    /// totals, so a resale credit cannot push a share past 100 %), in whole percent, half to even.
    int percent = 0;
    bool afterCredit = false; ///< the option has a credit (residual) that the share leaves out
};

/// How far the cheapest option is ahead of the next.
struct Margin
{
    int runnerUp = -1; ///< index into Result::options
    Decimal amount; ///< runner-up total − cheapest total
    /// amount as a share of the runner-up's total (what choosing the cheapest saves), in
    /// percent to one decimal place, half to even; 0 when the runner-up's total is not positive.
    Decimal percent;
};

/// The lowest and highest monthly peak (docs/method.md, "Fleet") over the horizon.
struct PeakRange
{
    Decimal low;
    Decimal high;
};

class Decision
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Decision)

public:
    /// Options whose totals differ by less than this share are called a close call.
    static constexpr int CloseCallPercent = 5;

    /// Ranks the feasible options and explains the choice. `sensitivity` and `monteCarlo` are
    /// optional: without them the doubts are the warnings and close calls only.
    /// The largest positive component of a feasible option; nullopt if it has no cost.
    static std::optional<ComponentShare> largestComponent(const OptionResult &option);
    /// The feasible option with the next-lowest total after `cheapest` (first on ties) and
    /// the margin; nullopt when `cheapest` is the only feasible option or is not valid.
    static std::optional<Margin> margin(const Result &result, int cheapest);
    /// The monthly peaks the cost per million tokens rests on; nullopt for an invalid
    /// workload (the engine refuses it too).
    static std::optional<PeakRange> peakRange(const Scenario &scenario);

    static DecisionSummary summarize(const Scenario &scenario, const Result &result,
                                     const SensitivityResult *sensitivity = nullptr,
                                     const MonteCarloResult *monteCarlo = nullptr);
};

} // namespace infertco
