// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's result as text: the contract JSON of docs/format.md, "The results JSON of `compute
// --format json`" and a plain table for a terminal (the CSV is CsvExport's).
#pragma once

#include "cost/result.h"
#include "model/entities/scenario.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace infertco {

/// One option's latency as the reports print it (docs/serving.md, "Latency at the peak-month
/// load"): the P99s against the workload's targets at the peak-month load, the SLO capacity, the
/// peak load as a share of it and the roofline's bounds. The table, the workbook and the PDF show
/// these; the arithmetic is here.
struct LatencyFigures
{
    double ttftP99Ms = 0; ///< the double s × 1000, as the JSON's `ttft_ms.p99`
    double tpotP99Ms = 0;
    std::optional<double> ttftTargetMs; ///< the workload's `ttft_ms`; unset when it has none
    double tpotTargetMs = 0;
    bool ttftMissed = false; ///< Latency::missesTtft: the P99 TTFT above its target
    bool tpotMissed = false; ///< Latency::missesTpot
    bool meetsTargets = false; ///< both P99s within their targets, as the advice decides
    double sloCapacityTokensPerS = 0; ///< per replica
    /// The peak load as a per cent of the SLO capacity: rate_per_replica /
    /// (slo_capacity_tokens_per_s / O) × 100, as the advice reads it (100 is the capacity);
    /// unset for a closed loop or a capacity of 0.
    std::optional<double> peakLoadPercent;
    /// Latency::nearCapacity: the peak load above 85 % of the SLO capacity, where the advice
    /// warns and the views mark it.
    bool nearCapacity = false;
    bool decodeComputeBound = false; ///< the roofline of the chosen t (docs/serving.md, "Roofline")
    bool prefillComputeBound = false;
};

class ResultFormat
{
    Q_DECLARE_TR_FUNCTIONS(infertco::ResultFormat)

public:
    /// docs/format.md, "Numbers": money as strings with two decimals, cost per million tokens with
    /// four.
    static QJsonObject toJsonObject(const Result &result);
    static QByteArray toJson(const Result &result);
    /// the `sizing` and `totals` objects of docs/format.md, "The results JSON of `compute --format
    /// json`" of one option, and a JSON string, as the `compute` JSON writes them (for other
    /// commands' output: plan).
    static QByteArray sizingJson(const Sizing &sizing);
    static QByteArray totalsJson(const OptionResult &option);
    static QByteArray jsonString(const QString &text);
    /// A summary a person reads in a terminal: sizing, totals per component, break-even; and,
    /// when the options carry a latency, its figures (LatencyFigures) against the targets of
    /// `workload` (the scenario's; without it the latency rows are left out).
    static QString toTable(const Result &result, const Workload *workload = nullptr);
    /// The latency figures of a feasible option that carries a latency, else nothing.
    static std::optional<LatencyFigures> latencyFigures(const OptionResult &option,
                                                        const Workload &workload);
    /// Whether any option of `result` carries a latency.
    static bool hasLatency(const Result &result);
    /// docs/serving.md, "The serving simulation": `value` as the JSON number at 10^-places nearest
    /// the double's exact binary value, ties to even (Python's round(value, places)); "null" when
    /// not finite.
    static QByteArray roundedNumber(double value, int places);
    /// docs/serving.md, "Latency at the peak-month load": the `latency` object, with its `sweep`
    /// list when `withSweep`.
    static QByteArray latencyJson(const Latency &latency, bool withSweep);
    /// v4: the `request_log` object (docs/serving.md, "Request logs"): means, the rate and
    /// the gap CV at 0.001, percentiles as whole numbers.
    static QByteArray requestLogJson(const RequestLogSummary &summary);
};

} // namespace infertco
