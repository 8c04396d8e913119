// SPDX-License-Identifier: GPL-3.0-or-later
#include "requestlog.h"

#include <algorithm>

namespace infertco {

RequestLogRows::RequestLogRows(std::vector<RequestLogRow> rows) : m_rows(std::move(rows))
{
    // docs/serving.md, "Request logs": exact integer sums, each converted to a double once.
    long long promptSum = 0;
    long long outputSum = 0;
    for (const RequestLogRow &row : m_rows) {
        promptSum += row.promptTokens;
        outputSum += row.outputTokens;
        m_longestContext = std::max(m_longestContext,
                                    static_cast<long long>(row.promptTokens) + row.outputTokens);
    }
    if (!m_rows.empty()) {
        const auto n = static_cast<double>(m_rows.size());
        m_meanPrompt = static_cast<double>(promptSum) / n;
        m_meanOutput = static_cast<double>(outputSum) / n;
    }
}

} // namespace infertco
