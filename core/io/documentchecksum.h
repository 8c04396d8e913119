// SPDX-License-Identifier: GPL-3.0-or-later
// The content checksum of a .infertco document (document version 3, DESIGN 7): SHA-256 over a
// canonical serialization of every row of every table, kept in the table document_checksum,
// written in the same transaction as every save and verified before the document is trusted.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <map>
#include <vector>

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
    /// Stores `checksum` as the document's; the caller holds the write transaction.
    static QString store(SqliteConnection &connection, const QByteArray &checksum);
};

/// The same checksum kept up to date row by row, so that a save re-reads only the rows it
/// wrote: each row's canonical bytes held in the order compute() reads them. load() reads
/// every row once; refresh() re-reads one row by its primary key after a write.
class ChecksumRows
{
public:
    /// Reads every row. Returns SQLite's error text; on an error, or when a table's key order
    /// here would not be SQLite's (a key that is neither text nor integer), nothing is kept.
    QString load(SqliteConnection &connection);
    bool isLoaded() const { return m_loaded; }
    void clear();
    /// Re-reads the row of `table` with primary key `key` (values in PRIMARY KEY order):
    /// changed, new, or gone. Returns SQLite's error text.
    QString refresh(SqliteConnection &connection, const QString &table, const QVariantList &key);
    /// What DocumentChecksum::compute() would return for the rows read.
    QByteArray checksum() const;

private:
    struct Table
    {
        QString name;
        QStringList columns; ///< quoted
        QList<int> keyColumns; ///< indexes into columns, in PRIMARY KEY order
        QString select; ///< one row by key
        std::map<QByteArray, QByteArray> rows; ///< sort key -> canonical bytes
    };

    Table *table(const QString &name);

    std::vector<Table> m_tables;
    bool m_loaded = false;
};

} // namespace infertco
