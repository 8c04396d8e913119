// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's result as text: the contract JSON of DESIGN 6, CSV for spreadsheets, and a
// plain table for a terminal.
#pragma once

#include "cost/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

namespace infertco {

class ResultFormat
{
    Q_DECLARE_TR_FUNCTIONS(infertco::ResultFormat)

public:
    /// DESIGN 6: money as strings with two decimals, cost per million tokens with four.
    static QJsonObject toJsonObject(const Result &result);
    static QByteArray toJson(const Result &result);
    /// One row per option and month with every component; formula-like cells neutralised.
    static QByteArray toCsv(const Result &result);
    /// A summary a person reads in a terminal: sizing, totals per component, break-even.
    static QString toTable(const Result &result);

    /// Prefixes a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) with
    /// an apostrophe, and quotes it when needed.
    static QString csvCell(const QString &value);

    /// `text` safe to print on a terminal: a document's names could carry escape sequences
    /// that move the cursor, retitle the window or hide lines. Control characters become
    /// caret notation (ESC is "^[", DEL "^?") or, past ASCII, U+FFFD; line breaks are kept
    /// only when `keepLineBreaks` (a whole table), else shown as "^J" (one cell).
    static QString terminalText(const QString &text, bool keepLineBreaks = false);
};

} // namespace infertco
