// SPDX-License-Identifier: GPL-3.0-or-later
// The one chart style of the results and risk charts, on screen and in the PDF: type sizes
// derived from one font, the frame of a new chart and the look of its axes.
#pragma once

#include <QFont>
#include <QLocale>

class QAbstractAxis;
class QChart;
class QString;

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
    /// The bar charts write each option's figure under its name; off where the rows are too
    /// short for both (the figures are on the cards and in the table).
    bool rowFigures = true;
    /// The width the chart will be shown at (0: unknown, taken as DefaultWidth); a narrow chart
    /// gets fewer money ticks so that their labels never touch.
    qreal chartWidth = 0;

    /// The width the report lays its charts out at, and the width assumed when none is known.
    static constexpr qreal DefaultWidth = 880;

    /// `font` at `points` × scale.
    QFont scaledFont(qreal points, bool bold = false) const;
    /// The type of the category and axis labels.
    QFont labelFont() const;
    /// A chart with `title` on white, without animation, its legend below the plot.
    QChart *newChart(const QString &title) const;
    /// Label and title type, text colours and grid lines of an axis.
    void styleAxis(QAbstractAxis *axis) const;
};

} // namespace infertco
