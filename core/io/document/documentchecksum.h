// SPDX-License-Identifier: GPL-3.0-or-later
// The content checksum of a .infertco document (document version 3, docs/format.md, "Opening a
// document"): SHA-256 over the digests of every row of every table, kept in the table
// document_checksum, written in the same transaction as every save and verified before the document
// is trusted.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <memory>
#include <optional>
#include <vector>

class QSqlQuery;

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
    /// The sum compute() hashes, for a save to carry on from (ChecksumRows).
    static std::optional<RowDigestSum> computeSum(SqliteConnection &connection, QString *error);
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

/// compute() kept up to date row by row, so that a save reads only the rows it writes: the sum of
/// every row's digest, taken from the checks of the file when it was opened (or read once), then
/// each written row's old digest taken out of it before the write and its new one added after.
/// Nothing per row is held: memory does not grow with the document.
class ChecksumRows
{
public:
    /// Reads the tables' layouts and starts from `sum`, the digests of every row as the checks
    /// of the file found them; without one, reads every row once. Returns SQLite's error text;
    /// then nothing is kept.
    QString start(SqliteConnection &connection, const std::optional<RowDigestSum> &sum);
    /// start() without a sum: every row read.
    QString load(SqliteConnection &connection) { return start(connection, std::nullopt); }
    bool isLoaded() const { return m_loaded; }
    void clear();
    /// Takes the row of `table` with primary key `key` (values in PRIMARY KEY order) out of
    /// the sum if it is there now: called before the row is updated or deleted. Returns
    /// SQLite's error text.
    QString remove(SqliteConnection &connection, const QString &table, const QVariantList &key);
    /// Adds the row as it is now: called after it is inserted or updated.
    QString add(SqliteConnection &connection, const QString &table, const QVariantList &key);
    /// What DocumentChecksum::compute() would return for the rows counted.
    QByteArray checksum() const;

private:
    struct Table
    {
        QString name;
        QByteArray prefix; ///< the table's bytes in each row digest
        int keyCount = 0;
        QString select; ///< one row by key
        std::shared_ptr<QSqlQuery> query; ///< select, prepared at its first use
    };

    Table *table(const QString &name);
    // The digest of the row with `key` as it is now; empty when there is none.
    QByteArray digestOf(SqliteConnection &connection, Table &table, const QVariantList &key,
                        QString *error);
    // remove() and add(): `apply` (RowDigestSum::subtract or add) to the row's digest as it
    // is now, when there is a row.
    QString change(SqliteConnection &connection, const QString &name, const QVariantList &key,
                   void (RowDigestSum::*apply)(const QByteArray &digest));

    std::vector<Table> m_tables;
    RowDigestSum m_sum;
    bool m_loaded = false;
};

} // namespace infertco
