// SPDX-License-Identifier: GPL-3.0-or-later
// A request log: the workload as it really arrives, one row per request (docs/serving.md,
// "Request logs"). Kept beside the catalog, never in the team catalog.
#pragma once

#include "catalogitem.h"

#include <QtGlobal>

#include <memory>
#include <vector>

namespace infertco {

/// One request of a log: its arrival in microseconds since the log's origin and its lengths.
struct RequestLogRow
{
    qint64 tUs = 0;
    qint32 promptTokens = 0;
    qint32 outputTokens = 0;

    friend bool operator==(const RequestLogRow &, const RequestLogRow &) = default;
};

/// The rows of a log, immutable once made, with the figures sizing reads from them on every
/// call made once: the exact sums, the means and the longest request.
class RequestLogRows
{
public:
    explicit RequestLogRows(std::vector<RequestLogRow> rows);

    const std::vector<RequestLogRow> &rows() const { return m_rows; }
    qsizetype size() const { return static_cast<qsizetype>(m_rows.size()); }
    const RequestLogRow &at(qsizetype j) const { return m_rows[static_cast<size_t>(j)]; }

    /// Pbar = double(ΣP_j) / double(n), the exact sum converted once.
    double meanPrompt() const { return m_meanPrompt; }
    /// Obar = double(ΣO_j) / double(n).
    double meanOutput() const { return m_meanOutput; }
    /// ctxmax = max_j (P_j + O_j): the longest request, which memory must hold.
    long long longestContext() const { return m_longestContext; }

    /// The bounds of a row and of a log (docs/format.md, "Request logs").
    static constexpr qint64 MaxTimeUs = qint64(1) << 53; ///< t_us < 2^53
    static constexpr qint32 MaxTokens = 10000000;
    static constexpr qsizetype MinRows = 2;
    static constexpr qsizetype MaxRows = 1000000;

private:
    std::vector<RequestLogRow> m_rows;
    double m_meanPrompt = 0;
    double m_meanOutput = 0;
    long long m_longestContext = 0;
};

struct RequestLog : CatalogItem
{
    std::shared_ptr<const RequestLogRows> requests;

    qsizetype rowCount() const { return requests ? requests->size() : 0; }

    /// Equal items and equal rows (the rows compared by value, the same rows shared fast).
    friend bool operator==(const RequestLog &a, const RequestLog &b)
    {
        if (static_cast<const CatalogItem &>(a) != static_cast<const CatalogItem &>(b))
            return false;
        if (a.requests == b.requests)
            return true;
        if (!a.requests || !b.requests)
            return false;
        return a.requests->rows() == b.requests->rows();
    }
};

} // namespace infertco
