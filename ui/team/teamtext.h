// SPDX-License-Identifier: GPL-3.0-or-later
// How the team catalog's words reach the user: a kind's name, a server time in the user's
// time zone and locale, a value as the conflict and history dialogs show it.
#pragma once

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

namespace infertco {

class TeamText
{
    Q_DECLARE_TR_FUNCTIONS(infertco::TeamText)

public:
    /// "Rental offer" for "rental_offer"; the table name itself for one this build lacks.
    static QString kind(const QString &table);
    /// A field of an item of `table` by its label in the editor ("Monthly price", "Quote
    /// date") for its bundle key ("monthly_price", "quote_date"); the key for one this build
    /// lacks.
    static QString field(const QString &table, const QString &key);
    /// An ISO 8601 UTC time from the server in local time ("3/12/2026 21:20"); the text as
    /// given when it cannot be read.
    static QString when(const QString &isoUtc);
    /// A value: text unquoted, "(none)" for absent.
    static QString value(const QJsonValue &value);
    /// A value of the audit log (JSON text as stored): strings unquoted, "(none)" for null.
    static QString logged(const QString &json);
};

} // namespace infertco
