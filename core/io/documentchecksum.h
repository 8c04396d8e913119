// SPDX-License-Identifier: GPL-3.0-or-later
// The content checksum of a .infertco document (document version 3, DESIGN 7): SHA-256 over a
// canonical serialization of every row of every table, kept in the table document_checksum,
// written in the same transaction as every save and verified before the document is trusted.
#pragma once

#include <QByteArray>
#include <QString>

namespace infertco {

class SqliteConnection;

class DocumentChecksum
{
public:
    /// The checksum of the rows `connection` sees now: each table (by name, document_checksum
    /// left out) and each of its rows in primary-key order, each value with its SQLite type.
    /// Empty, with `error` set, when the rows cannot be read.
    static QByteArray compute(SqliteConnection &connection, QString *error);
    /// The checksum stored in the document; empty when there is none.
    static QByteArray stored(SqliteConnection &connection, QString *error);
    /// Computes the checksum and stores it; the caller holds the write transaction. Returns
    /// SQLite's error text, empty on success.
    static QString store(SqliteConnection &connection);
};

} // namespace infertco
