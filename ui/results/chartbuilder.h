// SPDX-License-Identifier: GPL-3.0-or-later
// Builds the result charts of DESIGN 8 from an engine Result: TCO by component, cumulative
// cost with break-even, cost per million tokens. The dashboard and the PDF report share them.
#pragma once

#include "cost/result.h"

#include <QChart>
#include <QCoreApplication>
#include <QFont>
#include <QLocale>

class QAbstractAxis;
class QLegendMarker;
class QAbstractSeries;

namespace infertco {

struct ChartStyle
{
    QLocale locale;
    QFont font; ///< family and base size; titles and labels are derived from it
    qreal scale = 1.0; ///< presentation mode and the report enlarge type and lines
    bool interactive = true; ///< tooltips on hover (not in the report)
    /// Option names in the bar charts' category labels wider than this (pixels; 0: never)
    /// break between words, so that long names stay whole on a narrow axis.
    qreal nameWidth = 0;
    /// The width the chart will be shown at (0: unknown); a narrow bar chart gets fewer money
    /// ticks so that their labels never touch.
    qreal chartWidth = 0;
};

class ChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(infertco::ChartBuilder)

public:
    /// Horizontal stacked bars, one per feasible option, one bar set per component in
    /// Component order; the residual value is negative and extends below zero.
    static QChart *componentBreakdown(const Result &result, const ChartStyle &style);
    /// One line per feasible option over months 0..H (colo solid, rent dashed), with each
    /// break-even month marked by a vertical line and a labelled point.
    static QChart *cumulativeCost(const Result &result, const ChartStyle &style);
    /// One horizontal bar per feasible option in its option colour.
    static QChart *costPerMillionTokens(const Result &result, const ChartStyle &style);

    /// Puts the legend below the plot when its entries fit in one row of `width` pixels,
    /// else to the right of it, where long names still fit.
    static void fitLegend(QChart *chart, qreal width);
    /// True for the legend markers of series that are not data (break-even marks, unused
    /// components).
    static bool isHiddenMarker(const QLegendMarker *marker);
    /// The chart's visible legend entries as rich text that wraps between entries: a swatch in
    /// the entry's colour (a solid or dashed stroke for lines) and its name.
    static QString legendHtml(const QChart *chart);
    /// `name` broken into lines no wider than `width` in `font` where it can be: after a
    /// comma first, else between words; a word wider than that keeps a line of its own.
    static QStringList wrappedName(const QString &name, const QFont &font, qreal width);
    /// The type of the category and axis labels for a style.
    static QFont labelFont(const ChartStyle &style);

    /// Tick values at the finest step of 1, 2, 2.5 or 5 × 10^k that covers lo..hi (from the
    /// last tick at or below lo to the first at or above hi) with at most `maxCount` ticks.
    static QList<double> niceTicks(double lo, double hi, int maxCount);
};

} // namespace infertco
