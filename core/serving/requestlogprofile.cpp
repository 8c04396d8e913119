// SPDX-License-Identifier: GPL-3.0-or-later
// Compiled with -ffp-contract=off (core/CMakeLists.txt): the same bits on every platform.
#include "serving/requestlogprofile.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace infertco {

ArrivalSchedule logArrivals(const RequestLogRows &log, int requests)
{
    ArrivalSchedule schedule;
    const qsizetype n = log.size();
    if (requests <= 0 || n < 2)
        return schedule;
    const double m
            = static_cast<double>(log.at(n - 1).tUs - log.at(0).tUs) / static_cast<double>(n - 1);
    schedule.unitTimes.reserve(static_cast<size_t>(requests));
    double sum = 0.0;
    qsizetype j = 0;
    for (int i = 0; i < requests; ++i) {
        const double gap
                = j == 0 ? 1.0 : static_cast<double>(log.at(j).tUs - log.at(j - 1).tUs) / m;
        sum = sum + gap;
        schedule.unitTimes.push_back(sum);
        if (++j == n)
            j = 0;
    }
    return schedule;
}

namespace {

// Nearest rank: the value of rank ceil(p × n) in ascending order (docs/serving.md).
qint64 rankOf(const std::vector<qint32> &sorted, double p)
{
    const auto count = static_cast<double>(sorted.size());
    auto rank = static_cast<size_t>(std::ceil(p * count));
    rank = std::clamp<size_t>(rank, 1, sorted.size());
    return sorted[rank - 1];
}

LengthSummary lengthsOf(std::vector<qint32> values)
{
    LengthSummary summary;
    long long sum = 0;
    for (const qint32 v : values)
        sum += v;
    summary.mean = static_cast<double>(sum) / static_cast<double>(values.size());
    std::sort(values.begin(), values.end());
    summary.p50 = rankOf(values, 0.50);
    summary.p99 = rankOf(values, 0.99);
    summary.max = values.back();
    return summary;
}

} // namespace

RequestLogSummary summarizeLog(const QString &id, const RequestLogRows &log)
{
    RequestLogSummary summary;
    summary.id = id;
    const qsizetype n = log.size();
    summary.requests = n;
    if (n < 2)
        return summary;
    std::vector<qint32> lengths(static_cast<size_t>(n));
    for (qsizetype j = 0; j < n; ++j)
        lengths[static_cast<size_t>(j)] = log.at(j).promptTokens;
    summary.promptTokens = lengthsOf(lengths);
    for (qsizetype j = 0; j < n; ++j)
        lengths[static_cast<size_t>(j)] = log.at(j).outputTokens;
    summary.outputTokens = lengthsOf(std::move(lengths));
    const qint64 span = log.at(n - 1).tUs - log.at(0).tUs;
    summary.ratePerS = static_cast<double>(n - 1) * 1e6 / static_cast<double>(span);
    // Two passes left to right over the n − 1 gaps: their mean, then the mean square
    // deviation from it.
    const auto gaps = static_cast<double>(n - 1);
    double total = 0.0;
    for (qsizetype j = 1; j < n; ++j)
        total = total + static_cast<double>(log.at(j).tUs - log.at(j - 1).tUs);
    const double mean = total / gaps;
    double squares = 0.0;
    for (qsizetype j = 1; j < n; ++j) {
        const double d = static_cast<double>(log.at(j).tUs - log.at(j - 1).tUs) - mean;
        squares = squares + d * d;
    }
    summary.gapCv = mean > 0 ? std::sqrt(squares / gaps) / mean : 0.0;
    return summary;
}

} // namespace infertco
