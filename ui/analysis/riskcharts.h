// SPDX-License-Identifier: GPL-3.0-or-later
// The charts of the risk view and its report pages: the tornado of a sensitivity (bars from
// the base difference, the break-even line, flips marked) and the simulated spread per option.
#pragma once

#include "analysis/montecarlo.h"
#include "analysis/sensitivity.h"

#include <QChart>
#include <QCoreApplication>
#include <QFont>
#include <QLocale>

namespace infertco {

struct RiskChartStyle
{
    QLocale locale;
    QFont font;
    qreal scale = 1.0; ///< the report enlarges type and lines
    bool interactive = true; ///< tooltips on hover (not in the report)
};

class RiskCharts
{
    Q_DECLARE_TR_FUNCTIONS(infertco::RiskCharts)

public:
    /// One bar per driver, largest swing on top: from A − B at the scenario's figures to A − B
    /// at the driver's low value (one colour) and high value (another). A vertical line marks
    /// A − B = 0 where the cheaper option changes; a diamond on it marks each driver that flips.
    static QChart *tornado(const SensitivityResult &result, const Scenario &scenario,
                           const RiskChartStyle &style);
    /// One row per feasible option: P10–P90 as a thick bar, min–max as a thin line and the P50
    /// as a dot, in the option's colour.
    static QChart *spread(const MonteCarloResult &result, const RiskChartStyle &style);

    /// Colour of the option at `index` in its scenario: the results palette's, so that an
    /// option looks the same in every chart.
    static QColor optionColour(int index);
    static QColor lowColour();
    static QColor highColour();

    /// Tick values from lo to hi at a 1-2-5 step, about `targetCount` of them, covering both.
    static QList<double> niceTicks(double lo, double hi, int targetCount);
};

} // namespace infertco
