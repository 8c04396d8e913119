// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's result as text: the contract JSON of DESIGN 6 and a plain table for a terminal
// (the CSV is CsvExport's).
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
    /// DESIGN 6's `sizing` and `totals` objects of one option, and a JSON string, as the
    /// `compute` JSON writes them (for other commands' output: plan).
    static QByteArray sizingJson(const Sizing &sizing);
    static QByteArray totalsJson(const OptionResult &option);
    static QByteArray jsonString(const QString &text);
    /// A summary a person reads in a terminal: sizing, totals per component, break-even.
    static QString toTable(const Result &result);
    /// DESIGN 10: `value` as the JSON number at 10^-places nearest the double's exact binary
    /// value, ties to even (Python's round(value, places)); "null" when not finite.
    static QByteArray roundedNumber(double value, int places);
    /// DESIGN 10: the `latency` object, with its `sweep` list when `withSweep`.
    static QByteArray latencyJson(const Latency &latency, bool withSweep);
};

} // namespace infertco
