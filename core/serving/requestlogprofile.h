// SPDX-License-Identifier: GPL-3.0-or-later
// What the serving simulation reads from a request log (docs/serving.md, "Request logs"):
// its arrivals as unit gaps, replayed at any rate, and the summary the outputs print.
#pragma once

#include "model/entities/requestlog.h"
#include "serving/arrivals.h"

namespace infertco {

/// The unit arrival times of the first `requests` requests replaying `log`: with
/// m = double(T_(n−1) − T_0) / double(n − 1), request i (row j = i mod n) has the gap
/// g_i = 1.0 when j = 0, else double(T_j − T_(j−1)) / m; S_i = S_(i−1) + g_i, left to right.
/// No random numbers. Needs a log of at least 2 rows whose last time is after its first.
ArrivalSchedule logArrivals(const RequestLogRows &log, int requests);

/// The lengths of one column of a log: mean (double(Σ) / double(n)), and the nearest-rank
/// percentiles p50, p99 and the largest, whole numbers.
struct LengthSummary
{
    double mean = 0;
    qint64 p50 = 0;
    qint64 p99 = 0;
    qint64 max = 0;
};

/// The `request_log` object of the outputs.
struct RequestLogSummary
{
    QString id;
    qsizetype requests = 0; ///< n
    LengthSummary promptTokens;
    LengthSummary outputTokens;
    double ratePerS = 0; ///< (n − 1) × 1e6 / (T_(n−1) − T_0)
    /// The population standard deviation of the n − 1 gaps over their mean, in double, two
    /// passes left to right; 0 when the mean gap is 0.
    double gapCv = 0;
};

/// The summary of `log` (at least 2 rows, the last after the first).
RequestLogSummary summarizeLog(const QString &id, const RequestLogRows &log);

} // namespace infertco
