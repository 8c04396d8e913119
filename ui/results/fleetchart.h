// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet chart of docs/architecture.md, "Folders" (v2): owned and rented servers per month of
// every feasible option, drawn as steps so that each colo tranche and each change of the rented
// count shows where it happens.
#pragma once

#include "cost/result.h"

#include <QCoreApplication>
#include <QList>
#include <QPointF>

class QChart;

namespace infertco {

struct ChartStyle;

class FleetChart
{
    Q_DECLARE_TR_FUNCTIONS(infertco::FleetChart)

public:
    enum class Servers { Owned, Rented };

    /// The chart for `result`; an empty chart saying so when no option is feasible.
    static QChart *build(const Result &result, const ChartStyle &style);
    /// Updates a build() chart on screen to `result` when it has the same lines (options and
    /// kinds of server) and style; false when it needs a new chart.
    static bool update(QChart *chart, const Result &result, const ChartStyle &style);

    /// Whether `option` has servers of this kind to draw: owned for colo and hybrid, rented
    /// for rent and hybrid.
    static bool draws(const OptionResult &option, Servers servers);
    /// The step line of one option's owned or rented servers over months 0..H: the count of
    /// month m is drawn from m to m + 1 (the last month's ends the line at H), and a change
    /// shows as a vertical step at the month it happens in; the last point at x = m is the
    /// count of month m.
    static QList<QPointF> steps(const OptionResult &option, Servers servers);
};

} // namespace infertco
