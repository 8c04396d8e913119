// SPDX-License-Identifier: GPL-3.0-or-later
// The results of a scenario as CSV for spreadsheets: a summary row per option and the monthly
// cash flows, every cell a spreadsheet would run as a formula neutralised (DESIGN 7).
#pragma once

#include "cost/result.h"
#include "model/problem.h"

#include <QByteArray>
#include <QCoreApplication>

namespace infertco {

class CsvExport
{
    Q_DECLARE_TR_FUNCTIONS(infertco::CsvExport)

public:
    /// One row per option: sizing, the total of every component, total, NPV and cost per
    /// million tokens (money with two decimals, as the ledger has it), and its advice.
    static QByteArray summary(const Result &result);
    /// One row per feasible option and month 0..H: every component, the month's total and
    /// the running total. The rows of an option add up to its summary totals to the cent.
    static QByteArray monthly(const Result &result);

    /// Writes both files, each whole or not at all, as UTF-8 with a byte-order mark (so that
    /// spreadsheets read Chinese names) and CRLF line ends (RFC 4180).
    static Problems write(const Result &result, const QString &summaryPath,
                          const QString &monthlyPath);
    /// "report.csv" → "report.monthly.csv": where write() puts the monthly cash flows when
    /// asked for one file.
    static QString monthlyPathFor(const QString &summaryPath);
};

} // namespace infertco
