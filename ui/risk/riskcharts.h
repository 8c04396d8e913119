// SPDX-License-Identifier: GPL-3.0-or-later
// The charts of the risk view and its report pages: the tornado of a sensitivity (bars from
// the base difference, the break-even line, flips marked) and the simulated spread per option.
#pragma once

#include "analysis/montecarlo.h"
#include "analysis/sensitivity.h"
#include "charts/chartstyle.h"

#include <QChart>
#include <QCoreApplication>

namespace infertco {

class RiskCharts
{
    Q_DECLARE_TR_FUNCTIONS(infertco::RiskCharts)

public:
    /// One bar per driver, largest swing on top: from A − B at the scenario's figures to A − B
    /// at the driver's low value (one colour) and high value (another). A vertical line marks
    /// A − B = 0 where the cheaper option changes; a diamond on it marks each driver that flips.
    static QChart *tornado(const SensitivityResult &result, const Scenario &scenario,
                           const ChartStyle &style);
    /// One row per feasible option: P10–P90 as a thick bar, min–max as a thin line and the P50
    /// as a dot, in the option's colour.
    /// The tornado's legend as rich text that wraps between entries (the low and high bars,
    /// the scenario's figures): the view writes it under an interactive tornado, whose own
    /// one-row legend would cut its labels on a narrow plot.
    static QString tornadoLegendHtml(const SensitivityResult &result, const QLocale &locale);
    static QChart *spread(const MonteCarloResult &result, const ChartStyle &style);
};

} // namespace infertco
