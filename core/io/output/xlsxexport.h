// SPDX-License-Identifier: GPL-3.0-or-later
// The results of a scenario as an Excel workbook for finance reviews: one sheet per view, money
// formatted as money, and column totals that are the ledger's own figures to the cent.
#pragma once

#include "cost/result.h"
#include "model/entities/catalog.h"
#include "model/entities/scenario.h"
#include "model/rules/problem.h"

#include <QCoreApplication>

namespace infertco {

class XlsxExport
{
    Q_DECLARE_TR_FUNCTIONS(infertco::XlsxExport)

public:
    /// Sheets: "Summary" (an option per row, break-even, advice), "Sizing" (an option per row;
    /// with the latency figures of docs/serving.md, "Latency at the peak-month load" against the
    /// targets when the result carries them, as ResultFormat::latencyFigures gives them), one
    /// monthly sheet per feasible option (months down, components across, then a Total row holding
    /// the ledger's totals and a Check row summing the column with a formula), and "Assumptions"
    /// (the scenario and the sources of every catalog item it uses). Money is written as the
    /// number of its exact two-decimal text with the format #,##0.00. The file is written
    /// whole or not at all.
    static Problems write(const QString &path, const Scenario &scenario, const Catalog &catalog,
                          const Result &result);

    /// The monthly sheet names write() gives the feasible options, in order: at most 31
    /// characters, none of []:*?/\, unique.
    static QStringList monthlySheetNames(const Result &result);
};

} // namespace infertco
