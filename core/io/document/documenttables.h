// SPDX-License-Identifier: GPL-3.0-or-later
// Maps the domain model to the tables of a .infertco document and back (docs/format.md, "Tables and
// columns"): every field of a bundle has its column, money is exact decimal text, lists keep their
// order.
#pragma once

#include "model/entities/bundle.h"
#include "model/rules/problem.h"

#include <QCoreApplication>
#include <QList>
#include <QVariant>

#include <functional>

namespace infertco {

class SqliteConnection;

class DocumentTables
{
    Q_DECLARE_TR_FUNCTIONS(infertco::DocumentTables)

public:
    /// Reads the whole content of a document of `version`. A stored value that cannot be a
    /// domain value (a price that is not a decimal, an unknown class) is a problem naming the
    /// item and the field; the content is not validated here.
    static Outcome<Bundle> read(SqliteConnection &connection, int version);

    /// When a write tells of a row: before it updates or deletes it, after it inserts or
    /// updates it.
    enum class Moment { Before, After };
    /// Told of each row a write changes, by table and primary key values (in PRIMARY KEY
    /// order); a non-empty return stops the write with that error.
    using RowHook
            = std::function<QString(const QString &table, const QVariantList &key, Moment moment)>;

    /// Turns a current-version document holding `before` into one holding `after`, writing
    /// only the rows that differ (docs/format.md, "While it is open"): INSERT, UPDATE or DELETE of
    /// those rows, each told to `hook`. Only the touched items' old rows are held; the new ones are
    /// written as they are made. The caller holds the transaction and has validated `after`.
    /// Returns SQLite's error text.
    static QString write(SqliteConnection &connection, const Bundle &before, const Bundle &after,
                         const RowHook &hook = {});

    /// What a valid bundle may hold that the tables cannot: a rent option naming a platform
    /// that is not in the catalog (a rent option needs none; the column refers to platforms).
    static Problems checkStorable(const Bundle &bundle);

    /// docs/format.md, "Tables and columns": a text as Qt must bind it for SQLite to store it
    /// exactly (one more U+FEFF before a text that begins with U+FEFF or U+FFFE), and a text
    /// column read as a BLOB (its UTF-8) back as the text, a leading U+FEFF kept.
    static QVariant storedText(const QString &text);
    static QString textOf(const QVariant &stored);
};

} // namespace infertco
