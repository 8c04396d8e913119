// SPDX-License-Identifier: GPL-3.0-or-later
// Builds the result charts of docs/architecture.md, "Folders" from an engine Result: TCO by
// component, cumulative cost with break-even, cost per million tokens. The dashboard and the PDF
// report share them.
#pragma once

#include "charts/chartstyle.h"
#include "cost/result.h"

#include <QChart>
#include <QCoreApplication>
#include <QFont>
#include <QLocale>

class QAbstractAxis;
class QLegendMarker;
class QAbstractSeries;

namespace infertco {

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
    /// Brings a chart made by one of the three builders up to date with `result` in place:
    /// its series data, names and colours, category labels, axis ticks and ranges, tooltips and
    /// break-even marks become what a new build with `style` would show, and the chart keeps
    /// its objects (docs/architecture.md, "Tests": an edit redraws, it does not rebuild). Returns
    /// false and leaves the chart alone when it would be built differently (another count of
    /// options or break-even marks, another type size or language): build a new one then.
    static bool update(QChart *chart, const Result &result, const ChartStyle &style);

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
    /// The most lines a feasible option's row label takes in a componentBreakdown() chart
    /// drawn in `style`: its name wrapped to `style.nameWidth` and its total (on a line of its
    /// own with `style.rowFigures`, else after the name's last line where that fits).
    static qsizetype breakdownLabelLines(const Result &result, const ChartStyle &style);
    /// The widest an option's name may be in the rows of a componentBreakdown() chart
    /// `style.chartWidth` wide before Qt Charts cuts it: the axes on the left get at most 40%
    /// of the width the chart's margins and a legend on the right leave (Qt's
    /// CartesianChartLayout), less the axis's label padding and ticks.
    static qreal breakdownNameLimit(const ChartStyle &style, bool legendBeside = true);
    /// True when a componentBreakdown() chart `style.chartWidth` wide would put its legend
    /// beside the bars (fitLegend(): it does not fit in one row below them).
    static bool breakdownLegendBeside(const ChartStyle &style);
};

} // namespace infertco
