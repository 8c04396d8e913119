// SPDX-License-Identifier: GPL-3.0-or-later
// Which requests the serving figures were simulated with (docs/serving.md, "Request logs"):
// the workload's fixed lengths or a request log's, and random or the log's arrivals. The
// latency view, the results table, the PDF report and the workbook all say it in these words.
#pragma once

#include "model/entities/catalog.h"
#include "model/entities/scenario.h"

#include <QCoreApplication>

namespace infertco {

class LatencyInputs
{
    Q_DECLARE_TR_FUNCTIONS(infertco::LatencyInputs)

public:
    /// One sentence: "Requests simulated with fixed lengths (500 prompt and 300 output tokens)
    /// and Poisson arrivals.", "… with the lengths and arrivals of request log “Code” …", and
    /// the mixes. The log is named by its name in `catalog` (its id when it has none or is
    /// not there).
    static QString sentence(const Workload &workload, const Catalog &catalog);
    /// The log the workload reads (lengths or arrival "log"), or nullptr.
    static const RequestLog *logOf(const Workload &workload, const Catalog &catalog);
};

} // namespace infertco
