// SPDX-License-Identifier: GPL-3.0-or-later
// The results of a scenario as CSV for spreadsheets, the one results CSV of InferTCO (`compute
// --format csv`, `report --csv`, File > Export CSV): per option a row for every month and a
// totals row, every cell a spreadsheet would run as a formula neutralised (docs/format.md, "Other
// imports and exports").
#pragma once

#include "cost/result.h"
#include "model/rules/problem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace infertco {

class CsvExport
{
    Q_DECLARE_TR_FUNCTIONS(infertco::CsvExport)

public:
    /// Every option in the scenario's order: its months 0..H (every component, the month's
    /// total, the running total) and then a row whose month is "total" (sizing, the total of
    /// every component, total, NPV, cost per million tokens, advice); an option that cannot
    /// serve the workload has only the totals row, with its reason. Money has two decimals,
    /// as the ledger has it; an option's month rows add up to its totals row to the cent.
    static QByteArray results(const Result &result);
    /// The month rows of results() alone, under the same header.
    static QByteArray monthly(const Result &result);
    /// The column names of results() and monthly(), in order; `financed`: of a result with a
    /// tax or a loan or lease (docs/method.md, "After tax, loans and leases"), which adds the
    /// finance lines and the after-tax figures.
    static QStringList header(bool financed = false);

    /// RFC 4180 text of `rows`: every cell through cell(), CRLF line ends. The one CSV
    /// writer of the command line's outputs.
    static QByteArray lines(const QList<QStringList> &rows);
    /// Prefixes a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) with
    /// an apostrophe, and quotes it when needed.
    static QString cell(const QString &value);

    /// Writes results() to `resultsPath` and monthly() to `monthlyPath`, each whole or not at
    /// all, as UTF-8 with a byte-order mark (so that spreadsheets read Chinese names).
    static Problems write(const Result &result, const QString &resultsPath,
                          const QString &monthlyPath);
    /// "report.csv" → "report.monthly.csv": where write() puts the monthly cash flows when
    /// asked for one file.
    static QString monthlyPathFor(const QString &resultsPath);
};

} // namespace infertco
