// SPDX-License-Identifier: GPL-3.0-or-later
// The pictures of a request log the window draws (docs/serving.md, "Request logs"): how its
// prompt and output lengths spread, and how many requests arrive each minute. Binned here in
// one pass over the rows, so that a view draws a bounded number of bars for any log.
#pragma once

#include "model/entities/requestlog.h"

#include <QList>

namespace infertco {

/// One bar of the length histogram: the requests whose length is in [from, to], counted for
/// the prompt and for the output separately.
struct LengthBin
{
    qint64 from = 0;
    qint64 to = 0;
    qint64 prompts = 0;
    qint64 outputs = 0;

    friend bool operator==(const LengthBin &, const LengthBin &) = default;
};

/// The lengths of `log` in bins whose bounds double: [1, 1], [2, 3], [4, 7], … [2^k, 2^(k+1) − 1],
/// from the bin of the shortest length to that of the longest (prompt and output together), at
/// most 24 bins for lengths up to 10,000,000. Empty for an empty log.
QList<LengthBin> lengthHistogram(const RequestLogRows &log);

/// The arrivals of a log per minute since its first row: bin k counts the rows with
/// T_0 + k × binMinutes × 60 s ≤ t < T_0 + (k + 1) × binMinutes × 60 s. A log longer than
/// `maxBins` minutes is binned by whole numbers of minutes (binMinutes = ceil(minutes /
/// maxBins)); each bin's `perMinute` is its count over binMinutes.
struct ArrivalsPerMinute
{
    int binMinutes = 1;
    QList<qint64> counts;
    QList<double> perMinute;
};

ArrivalsPerMinute arrivalsPerMinute(const RequestLogRows &log, int maxBins = 240);

} // namespace infertco
