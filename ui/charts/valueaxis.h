// SPDX-License-Identifier: GPL-3.0-or-later
// The plain number axes of the charts (months, servers, load): Qt Charts lays out and labels
// every tick of a dynamic-tick axis as soon as its range or interval changes, so the work an
// axis does is its tick count, and that count must stay small whatever the values are.
#pragma once

class QValueAxis;

namespace infertco {

class ValueAxis
{
public:
    /// The most ticks a value axis is ever given.
    static constexpr int MaxTicks = 24;

    /// Puts dynamic ticks every `interval` (widened so that at most MaxTicks fall on the
    /// range) on [min, max], anchored at 0. The range and the interval are set in the order
    /// that never passes through a state with more ticks than the old or the new one: a chart
    /// on screen with 0..5 servers updated to 0..150,000 would otherwise lay out 150,000
    /// labels between the two calls.
    static void setTicks(QValueAxis *axis, double min, double max, double interval);

    /// A whole step of 1, 2 or 5 times a power of ten that puts at most 8 intervals under
    /// `top` (at least 1): the step of an axis of counts (servers, requests).
    static long long wholeStep(long long top);

    /// The number of ticks `axis` lays out as it stands (its dynamic ticks, or its tick count).
    static double tickCount(const QValueAxis *axis);
};

} // namespace infertco
