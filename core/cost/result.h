// SPDX-License-Identifier: GPL-3.0-or-later
// What the engine returns for a scenario: per option its sizing, advice and ledger, and the
// break-even months of colo against rent (docs/method.md, "Summary figures").
#pragma once

#include "advicekind.h"
#include "component.h"
#include "financeline.h"
#include "model/entities/enums.h"
#include "money/decimal.h"
#include "servinglatency.h"
#include "sizing/fleet.h"
#include "sizing/sizing.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace infertco {

using ComponentAmounts = std::array<Decimal, ComponentCount>;
using FinanceAmounts = std::array<Decimal, FinanceLineCount>;

/// docs/method.md, "After tax, loans and leases": what the finance layer adds to an option when
/// the scenario has a tax or any option a loan or a lease. The option's monthly components,
/// month totals, total, NPV and cost per million tokens are then the financed ones (interest,
/// repayments and lease payments included, tax not).
struct FinanceResult
{
    std::vector<FinanceAmounts> monthly; ///< months 0..H, each line rounded to the cent
    FinanceAmounts totals{};
    Decimal totalAfterTax; ///< total + tax
    Decimal npvAfterTax; ///< NPV of each month's total + tax
    Decimal costPerMillionTokensAfterTax; ///< 4 decimal places
    Decimal repaidAtHorizon; ///< a loan's balance repaid in month H (Finance::apply)

    const Decimal &amount(int month, FinanceLine line) const
    {
        return monthly[static_cast<size_t>(month)][static_cast<size_t>(line)];
    }
    const Decimal &lineTotal(FinanceLine line) const { return totals[static_cast<size_t>(line)]; }
};

struct OptionResult
{
    QString name;
    OptionMode mode = OptionMode::Rent;
    QString accelerator; ///< id
    bool feasible = false;
    QString reason; ///< why it is infeasible
    /// docs/method.md, "Advice": empty from the engine; Advisor::advised (analysis/advice.h)
    /// fills it from the result.
    QList<Advice> advice;
    /// The empty catalog figures its cost reads, counted as 0 (UnknownFigures::of): when any,
    /// the total is a lower bound and the option is never the cheapest (docs/method.md,
    /// "Incomplete options").
    QStringList incomplete;
    Sizing sizing;
    /// docs/serving.md, "P99 sizing": at the peak-month load, when the workload sizes by P99 or
    /// latency was asked for (and the replica can be simulated).
    std::optional<Latency> latency;
    QString latencyLeftOut; ///< why the latency was asked for but not simulated
    /// What the advice reads of the planned fleet besides its months (`fleet`): the planner's
    /// Fleet without them.
    Fleet fleetPlan;

    std::vector<FleetMonth> fleet; ///< months 0..H: owned and rented servers, racks
    std::vector<ComponentAmounts> monthly; ///< months 0..H, each line rounded to the cent
    std::vector<Decimal> monthTotals;
    std::vector<Decimal> cumulative; ///< cost from month 0 through month m, for m = 0..H
    ComponentAmounts totals{};
    Decimal total;
    Decimal npv;
    Decimal costPerMillionTokens; ///< 4 decimal places
    std::optional<FinanceResult> finance; ///< v4: only when the scenario is financed or taxed

    const Decimal &amount(int month, Component component) const
    {
        return monthly[static_cast<size_t>(month)][static_cast<size_t>(component)];
    }
    const Decimal &componentTotal(Component component) const
    {
        return totals[static_cast<size_t>(component)];
    }
    /// Cost from month 0 through `month` inclusive (zero when infeasible).
    Decimal cumulativeThrough(int month) const;
    /// Feasible, with every figure its cost reads given.
    bool isComplete() const { return feasible && incomplete.isEmpty(); }
};

struct BreakEven
{
    int coloOption = -1; ///< index into Result::options
    int rentOption = -1;
    /// First month from which colo stays at or below rent through the horizon; nullopt if never.
    std::optional<int> month;
    /// The same without the residual credit: the break-even that needs no resale.
    std::optional<int> cashMonth = std::nullopt;
};

struct Result
{
    QString scenarioId;
    QString scenarioName;
    QString currency;
    int horizonMonths = 0;
    QList<OptionResult> options;
    QList<BreakEven> breakEvens;
    /// v4: the request log a workload with lengths or arrival "log" replays, summarized
    /// (docs/serving.md, "Request logs").
    std::optional<RequestLogSummary> requestLog = std::nullopt;

    /// Index of the complete option (OptionResult::isComplete) with the lowest total (first on
    /// ties), or -1: an incomplete option is never the cheapest.
    int cheapestOption() const;
    /// The feasible options' indices, cheapest first: every complete option before every
    /// incomplete one, then by total, then in order (docs/method.md, "Incomplete options").
    QList<int> ranking() const;
};

} // namespace infertco
