// SPDX-License-Identifier: GPL-3.0-or-later
// Splits CSV text (RFC 4180) into records, each knowing the line it starts on, so that every
// error in an imported file can name its line.
#pragma once

#include "model/rules/problem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

namespace infertco {

struct CsvRecord
{
    int line = 0; ///< 1-based line on which the record starts
    QStringList fields; ///< unquoted, as written (not trimmed)
    QList<bool> quoted; ///< per field: it was written in quotes (its text is exactly its own)
};

class CsvReader
{
    Q_DECLARE_TR_FUNCTIONS(infertco::CsvReader)

public:
    /// UTF-8 with or without a byte-order mark; fields separated by commas; records by CRLF,
    /// LF or CR; a field in double quotes may hold commas, line breaks and doubled quotes.
    /// Empty lines are skipped. Text that is not UTF-8, an unclosed quote, text after a
    /// closing quote or a quote inside an unquoted field is a problem naming its line.
    static Outcome<QList<CsvRecord>> parse(const QByteArray &data);
};

} // namespace infertco
