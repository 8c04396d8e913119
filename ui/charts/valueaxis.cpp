// SPDX-License-Identifier: GPL-3.0-or-later
#include "valueaxis.h"

#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace infertco {

void ValueAxis::setTicks(QValueAxis *axis, double min, double max, double interval)
{
    if (!std::isfinite(min) || !std::isfinite(max))
        min = max = 0;
    if (max <= min)
        max = min + 1;
    const double span = max - min;
    if (!std::isfinite(interval) || interval <= 0 || span / interval > MaxTicks - 1)
        interval = span / (MaxTicks - 1);
    axis->setTickAnchor(0);
    axis->setTickType(QValueAxis::TicksDynamic);
    // A wider interval first shrinks the old range's ticks; a narrower one waits for the
    // new (narrower) range, so each state in between has at most as many as one end.
    if (interval >= axis->tickInterval()) {
        axis->setTickInterval(interval);
        axis->setRange(min, max);
    } else {
        axis->setRange(min, max);
        axis->setTickInterval(interval);
    }
}

long long ValueAxis::wholeStep(long long top)
{
    long long step = 1;
    for (long long decade = 1; decade <= top; decade *= 10) {
        for (long long factor : { 1, 2, 5 }) {
            step = factor * decade;
            if (top / step <= 8)
                return step;
        }
    }
    return step;
}

double ValueAxis::tickCount(const QValueAxis *axis)
{
    if (axis->tickType() == QValueAxis::TicksFixed)
        return axis->tickCount();
    if (axis->tickInterval() <= 0)
        return 0; // Qt lays out no dynamic ticks without an interval
    return (axis->max() - axis->min()) / axis->tickInterval() + 1;
}

} // namespace infertco
