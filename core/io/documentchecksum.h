// SPDX-License-Identifier: GPL-3.0-or-later
// The content checksum of a .infertco document (document version 3, DESIGN 7): SHA-256 over
// the digests of every row of every table, kept in the table document_checksum, written in the
// same transaction as every save and verified before the document is trusted.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <QHash>
#include <vector>

namespace infertco {

class SqliteConnection;

/// The sum (mod 2^256) of the SHA-256 digests of rows: a checksum that one row's change
/// updates without reading the others.
class RowDigestSum
{
public:
    void add(const QByteArray &digest);
    void subtract(const QByteArray &digest);
    /// SHA-256 over a header, the sum and the number of rows.
    QByteArray checksum() const;

private:
    void combine(const QByteArray &digest, bool subtracting);

    quint64 m_limbs[4] = {}; ///< least significant first
    qint64 m_rows = 0;
};

class DocumentChecksum
{
public:
    /// The checksum of the rows `connection` sees now (definition 2): each row of each table
    /// (document_checksum left out) is hashed with its table's name and every value with its
    /// SQLite type; the digests are summed, and the sum and the row count hashed. Empty, with
    /// `error` set, when the rows cannot be read.
    static QByteArray compute(SqliteConnection &connection, QString *error);
    /// The checksum of definition 1, which documents saved before per-row digests carry:
    /// SHA-256 over every row, table by table and in primary-key order.
    static QByteArray computeFirstDefinition(SqliteConnection &connection, QString *error);
    /// The checksum stored in the document; empty when there is none.
    static QByteArray stored(SqliteConnection &connection, QString *error);
    /// Computes the checksum and stores it; the caller holds the write transaction. Returns
    /// SQLite's error text, empty on success.
    static QString store(SqliteConnection &connection);
    /// Stores `checksum` as the document's; the caller holds the write transaction.
    static QString store(SqliteConnection &connection, const QByteArray &checksum);
};

/// compute() kept up to date row by row, so that a save re-reads only the rows it wrote:
/// each row's digest held by its primary key. load() reads every row once; refresh()
/// re-reads one row by its key after a write and swaps its digest in the sum.
class ChecksumRows
{
public:
    /// Reads every row. Returns SQLite's error text (or says which key cannot be kept: one
    /// neither text nor integer); then nothing is kept.
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
        QByteArray prefix; ///< the table's bytes in each row digest
        int columnCount = 0;
        QList<int> keyColumns; ///< indexes of the columns, in PRIMARY KEY order
        QString select; ///< one row by key
        QHash<QByteArray, QByteArray> rows; ///< key -> row digest
    };

    Table *table(const QString &name);

    std::vector<Table> m_tables;
    RowDigestSum m_sum;
    bool m_loaded = false;
};

} // namespace infertco
