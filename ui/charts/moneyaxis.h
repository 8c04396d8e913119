// SPDX-License-Identifier: GPL-3.0-or-later
// Money axes of every chart: one tick function (1, 2, 2.5 or 5 × 10^k), one rule for how many
// ticks fit, and labels written the reader's way (HK$1.5M, HK$150万).
#pragma once

#include <QList>

class QCategoryAxis;
class QString;

namespace infertco {

struct ChartStyle;

class MoneyAxis
{
public:
    /// Tick values at the finest step of 1, 2, 2.5 or 5 × 10^k that covers lo..hi (from the
    /// last tick at or below lo to the first at or above hi) with at most `maxCount` ticks.
    static QList<double> niceTicks(double lo, double hi, int maxCount);

    /// The most ticks a vertical money axis takes: fewer when type is large.
    static int verticalTickCount(const ChartStyle &style);
    /// The most ticks a horizontal money axis takes: at most one per one and a half widths of
    /// a long label in the chart's language (HK$12.5M, HK$1,250万) over the plot's share of the
    /// chart's width (the row names take up to 40% of it), and never more than vertically.
    static int horizontalTickCount(const ChartStyle &style, const QString &currency);

    /// An axis over [from, to] labelled at those of `ticks` that lie inside, every value
    /// placed at value − offset (the tornado draws its bars from the base difference).
    static QCategoryAxis *create(const QList<double> &ticks, double from, double to,
                                 const QString &currency, const ChartStyle &style,
                                 double offset = 0);
    /// Gives an axis made by create() new ticks and range in place, as create() would have
    /// made them, so that a chart shown on screen keeps its axis object.
    static void update(QCategoryAxis *axis, const QList<double> &ticks, double from, double to,
                       const QString &currency, const ChartStyle &style, double offset = 0);
};

} // namespace infertco
