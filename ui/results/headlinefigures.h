// SPDX-License-Identifier: GPL-3.0-or-later
// The few figures a reader looks at first (docs/architecture.md, "Folders"): the cheapest option,
// its total, NPV, break-even and cost per million tokens, as text for the dashboard cards and the
// report.
#pragma once

#include "analysis/targetcost.h"
#include "cost/result.h"
#include "model/entities/catalog.h"
#include "model/entities/scenario.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace infertco {

struct HeadlineFigure
{
    QString title; ///< "3-year total"
    QString value; ///< "HK$1,389,760.00"
    QString detail; ///< one line that says what the value is about
    /// A warning the card shows in the warning colour: the cheapest option misses its P99
    /// targets, and what meeting them costs (docs/serving.md, "P99 sizing"); empty otherwise.
    QString flag = QString();
};

struct HeadlineFigures
{
    Q_DECLARE_TR_FUNCTIONS(infertco::HeadlineFigures)

public:
    int cheapestOption = -1; ///< index into Result::options; -1 when nothing is feasible
    HeadlineFigure cheapest;
    HeadlineFigure total;
    HeadlineFigure npv;
    HeadlineFigure breakEven;
    HeadlineFigure costPerMillionTokens;

    /// Every figure is taken from the engine's result as it is; nothing is recomputed here.
    /// `target`: what meeting the P99 targets costs the cheapest option (TargetCosts), when
    /// computed; without it a miss is flagged with no cost.
    static HeadlineFigures from(const Result &result, const Scenario &scenario,
                                const Catalog &catalog, const QLocale &locale = QLocale(),
                                const std::optional<TargetCost> &target = std::nullopt);
    /// The cheapest option's flag: which P99 target it misses at the peak-month load and its
    /// total sized by P99 (`target`), or why that cannot be given; empty when it meets them.
    static QString targetFlag(const Result &result, const Scenario &scenario,
                              const std::optional<TargetCost> &target,
                              const QLocale &locale = QLocale());

    /// "3-year total" for whole years, else "18-month total".
    static QString horizonTotalTitle(int horizonMonths);
    /// "Rent · 8 × NVIDIA L40S in 2 servers" for a feasible option, else its reason.
    static QString optionSummary(const OptionResult &option, const Catalog &catalog);
    /// The workload in one line for a presentation's title: "70 billion parameters, FP8 ·
    /// 1,200 output tokens per second at peak · 36 months".
    static QString workloadSummary(const Scenario &scenario, const QLocale &locale = QLocale());
};

} // namespace infertco
