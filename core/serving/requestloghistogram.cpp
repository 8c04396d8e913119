// SPDX-License-Identifier: GPL-3.0-or-later
#include "requestloghistogram.h"

#include <algorithm>
#include <array>
#include <bit>

namespace infertco {

namespace {

/// The bin of a length of at least 1: floor(log2(length)).
int binOf(qint64 length)
{
    return static_cast<int>(std::bit_width(static_cast<quint64>(length))) - 1;
}

} // namespace

QList<LengthBin> lengthHistogram(const RequestLogRows &log)
{
    if (log.size() == 0)
        return {};
    // 10,000,000 tokens at most: bins 0 … 23.
    constexpr int Bins = 64;
    std::array<qint64, Bins> prompts{};
    std::array<qint64, Bins> outputs{};
    int lowest = Bins;
    int highest = -1;
    for (const RequestLogRow &row : log.rows()) {
        const int p = binOf(std::max<qint64>(row.promptTokens, 1));
        const int o = binOf(std::max<qint64>(row.outputTokens, 1));
        ++prompts[static_cast<size_t>(p)];
        ++outputs[static_cast<size_t>(o)];
        lowest = std::min({ lowest, p, o });
        highest = std::max({ highest, p, o });
    }
    QList<LengthBin> bins;
    for (int k = lowest; k <= highest; ++k) {
        LengthBin bin;
        bin.from = qint64(1) << k;
        bin.to = (qint64(1) << (k + 1)) - 1;
        bin.prompts = prompts[static_cast<size_t>(k)];
        bin.outputs = outputs[static_cast<size_t>(k)];
        bins.append(bin);
    }
    return bins;
}

ArrivalsPerMinute arrivalsPerMinute(const RequestLogRows &log, int maxBins)
{
    ArrivalsPerMinute arrivals;
    if (log.size() == 0 || maxBins < 1)
        return arrivals;
    constexpr qint64 MinuteUs = 60'000'000;
    const qint64 first = log.at(0).tUs;
    const qint64 span = log.at(log.size() - 1).tUs - first;
    const qint64 minutes = span / MinuteUs + 1; // the minute of the last row counts
    const qint64 binMinutes = (minutes + maxBins - 1) / maxBins;
    const qint64 binUs = binMinutes * MinuteUs;
    const qint64 bins = span / binUs + 1;
    arrivals.binMinutes = static_cast<int>(binMinutes);
    arrivals.counts = QList<qint64>(bins, 0);
    for (const RequestLogRow &row : log.rows())
        ++arrivals.counts[(row.tUs - first) / binUs];
    arrivals.perMinute.reserve(bins);
    for (const qint64 count : std::as_const(arrivals.counts))
        arrivals.perMinute.append(static_cast<double>(count) / static_cast<double>(binMinutes));
    return arrivals;
}

} // namespace infertco
