// SPDX-License-Identifier: GPL-3.0-or-later
// The charts of docs/serving.md, "The serving simulation" from an engine Result: the P99 time to
// first token and time per output token against load (each option's sweep, the targets, the SLO
// capacity and the peak-month load), and the roofline (each option's roof, its decode and prefill
// points, the memory- and compute-bound regions). Every figure is the engine's; the charts only
// convert units (seconds to ms, FLOP/s to TFLOP/s, a share to %).
#pragma once

#include "charts/chartstyle.h"
#include "cost/result.h"
#include "model/entities/scenario.h"

#include <QChart>
#include <QCoreApplication>

namespace infertco {

class LatencyCharts
{
    Q_DECLARE_TR_FUNCTIONS(infertco::LatencyCharts)

public:
    enum class Metric { TimeToFirstToken, TimePerOutputToken };

    /// The P99 of `metric` (ms) against load (% of each option's SLO capacity): one line per
    /// feasible option with a sweep, in its option colour; the workload's target as a dashed
    /// line (none for an unset TTFT target); the SLO capacity (100 %) as a dotted rule; each
    /// option's peak-month load as a diamond at its simulated P99. Its legend is hidden: the
    /// view writes legendHtml() under it.
    static QChart *againstLoad(const Result &result, const Workload &workload, Metric metric,
                               const ChartStyle &style);
    /// Log-log: arithmetic intensity (FLOP per byte) against attainable TFLOP/s. Each feasible
    /// option's roof (the bandwidth slope up to its ridge, then its compute ceiling), its decode
    /// point (circle) and prefill point (square); the intensities below every ridge shaded as
    /// memory-bound, those above every ridge as compute-bound, each labelled.
    static QChart *roofline(const Result &result, const ChartStyle &style);

    /// What these charts read of `result` (per option its name, feasibility, sizing and
    /// latency; no ledger): what a view keeps, cheap to copy on every edit (docs/architecture.md,
    /// "Tests").
    static Result drawable(const Result &result);

    /// True when some feasible option carries a latency with a sweep to draw.
    static bool hasSweep(const Result &result);
    /// True when some feasible option has a roofline to draw.
    static bool hasRoofline(const Result &result);

    /// The legend under the latency charts (`latency`) or the roofline, as rich text that wraps
    /// between entries: the options drawn in their colours, then the marks.
    static QString legendHtml(const Result &result, bool latency);
    /// One line per feasible option: its peak-month load as % of its SLO capacity, the P99s
    /// there and the capacity; rich text, each option's name in its colour.
    static QString latencySummary(const Result &result, const QLocale &locale);
    /// The presentation's line of P99 figures at the peak month: per option its name in its
    /// colour, P99 TTFT and TPOT (a figure above its target in the warning colour) and the
    /// load as % of the SLO capacity; empty when no option carries a latency.
    static QString presentationHtml(const Result &result, const Workload &workload,
                                    const QLocale &locale);
    /// One line per feasible option: its ridge, decode and prefill intensities and bounds.
    static QString rooflineSummary(const Result &result, const QLocale &locale);

    /// A time in seconds as milliseconds for display: "820 ms", "42.5 ms", "3.25 ms".
    static QString milliseconds(double seconds, const QLocale &locale);
    /// A share (1 is the capacity) as a whole percentage: "72%".
    static QString percent(double share, const QLocale &locale);
};

} // namespace infertco
