// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentchecksum.h"

#include "sqliteconnection.h"

#include <QCryptographicHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QtEndian>

#include <cstring>

namespace infertco {

namespace {

const QString ChecksumTable = QStringLiteral("document_checksum");

QString quoted(const QString &identifier)
{
    QString inner = identifier;
    return u'"' + inner.replace(u'"', QLatin1String("\"\"")) + u'"';
}

void addNumber(QByteArray &out, quint64 number)
{
    const quint64 big = qToBigEndian(number);
    out += QByteArrayView(reinterpret_cast<const char *>(&big), sizeof big);
}

// One value, its type first, so that 1, 1.0, '1' and x'31' all differ; texts and blobs carry
// their length, so that no two rows run together into the same bytes.
void addValue(QByteArray &out, const QVariant &value)
{
    if (value.isNull()) {
        out += 'n';
        return;
    }
    switch (value.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::ULongLong:
    case QMetaType::UInt:
        out += 'i';
        addNumber(out, quint64(value.toLongLong()));
        return;
    case QMetaType::Double: {
        out += 'r';
        const double real = value.toDouble();
        quint64 bits = 0;
        std::memcpy(&bits, &real, sizeof bits);
        addNumber(out, bits);
        return;
    }
    case QMetaType::QByteArray: {
        const QByteArray bytes = value.toByteArray();
        out += 'b';
        addNumber(out, quint64(bytes.size()));
        out += bytes;
        return;
    }
    default: {
        const QByteArray text = value.toString().toUtf8();
        out += 't';
        addNumber(out, quint64(text.size()));
        out += text;
        return;
    }
    }
}

QByteArray tableBytes(const QString &name)
{
    QByteArray bytes("T");
    addValue(bytes, name);
    return bytes;
}

// The bytes of a row as the checksum takes them.
QByteArray rowBytes(const QVariantList &row)
{
    QByteArray bytes("R");
    for (const QVariant &value : row)
        addValue(bytes, value);
    return bytes;
}

// The tables the checksum covers, by name.
QStringList checkedTables(SqliteConnection &connection, QString *failure)
{
    QStringList names;
    for (const QVariantList &table : connection.rows(
                 QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT "
                                "LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"),
                 failure)) {
        if (table.value(0).toString() != ChecksumTable)
            names.append(table.value(0).toString());
    }
    return names;
}

// A table's columns (quoted) and the indexes of its primary key columns in key order; all
// columns when it declares no key.
QStringList columnsOf(SqliteConnection &connection, const QString &name, QList<int> *keys,
                      QString *failure)
{
    QStringList columns;
    QList<QPair<int, int>> primary;
    for (const QVariantList &column :
         connection.rows(QStringLiteral("PRAGMA table_info(%1)").arg(quoted(name)), failure)) {
        if (column.value(5).toInt() > 0)
            primary.append({ column.value(5).toInt(), int(columns.size()) });
        columns.append(quoted(column.value(1).toString()));
    }
    std::sort(primary.begin(), primary.end());
    keys->clear();
    for (const auto &key : std::as_const(primary))
        keys->append(key.second);
    if (keys->isEmpty()) {
        for (int i = 0; i < columns.size(); ++i)
            keys->append(i);
    }
    return columns;
}

QString joinedKeys(const QStringList &columns, const QList<int> &keys, const QString &separator)
{
    QStringList names;
    for (int key : keys)
        names.append(columns.at(key));
    return names.join(separator);
}

// The digest of one row in the combinable checksum (definition 2): its table and values.
QByteArray rowDigest(const QByteArray &table, const QByteArray &row)
{
    // One hasher, reset for each row, instead of one allocated per row.
    thread_local QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.reset();
    hash.addData(table);
    hash.addData(row);
    return hash.result();
}

// Calls onTable(name, columns, keys) for each checked table in name order, with its columns
// and the positions of its primary key's columns, until one returns SQLite's error text, which
// it returns.
template <typename OnTable>
QString forEachTable(SqliteConnection &connection, OnTable onTable)
{
    QString failure;
    const QStringList names = checkedTables(connection, &failure);
    for (const QString &name : names) {
        if (!failure.isEmpty())
            break;
        QList<int> keys;
        const QStringList columns = columnsOf(connection, name, &keys, &failure);
        if (!failure.isEmpty() || columns.isEmpty())
            break;
        failure = onTable(name, columns, keys);
    }
    return failure;
}

// Reads every checked row, table by table in name order and each table in primary-key order
// (the same in every copy of the document: VACUUM may renumber rowids), from the table's own
// b-tree, never an index that could disagree with it. Calls onTable(name, columns, keys) then
// onRow(row) for each row. Returns SQLite's error text.
template <typename OnTable, typename OnRow>
QString scan(SqliteConnection &connection, OnTable onTable, OnRow onRow)
{
    return forEachTable(
            connection,
            [&](const QString &name, const QStringList &columns,
                const QList<int> &keys) -> QString {
                onTable(name, columns, keys);
                // Row by row: a table of a million rows is never held whole.
                QSqlQuery query(connection.database());
                query.setForwardOnly(true);
                if (!query.exec(QStringLiteral("SELECT %1 FROM %2 NOT INDEXED ORDER BY %3")
                                        .arg(columns.join(u','), quoted(name),
                                             joinedKeys(columns, keys, QStringLiteral(",")))))
                    return query.lastError().text();
                QVariantList row(columns.size());
                while (query.next()) {
                    for (qsizetype i = 0; i < columns.size(); ++i)
                        row[i] = query.value(int(i));
                    onRow(row);
                }
                return query.lastError().isValid() ? query.lastError().text() : QString();
            });
}

} // namespace

void RowDigestSum::add(const QByteArray &digest)
{
    combine(digest, false);
    ++m_rows;
}

void RowDigestSum::subtract(const QByteArray &digest)
{
    combine(digest, true);
    --m_rows;
}

void RowDigestSum::combine(const QByteArray &digest, bool subtracting)
{
    Q_ASSERT(digest.size() == 32);
    // The digest as a 256-bit big-endian number, added to (or taken from) the sum mod 2^256.
    quint64 carry = 0;
    for (int limb = 0; limb < 4; ++limb) {
        const quint64 part = qFromBigEndian<quint64>(digest.constData() + (3 - limb) * 8);
        const quint64 was = m_limbs[limb];
        if (!subtracting) {
            const quint64 sum = was + part;
            const quint64 next = sum < was ? 1 : 0;
            m_limbs[limb] = sum + carry;
            carry = next + (m_limbs[limb] < sum ? 1 : 0);
        } else {
            const quint64 difference = was - part;
            const quint64 next = was < part ? 1 : 0;
            m_limbs[limb] = difference - carry;
            carry = next + (difference < carry ? 1 : 0);
        }
    }
}

QByteArray RowDigestSum::checksum() const
{
    QByteArray summary("InferTCO document content 2\n");
    for (int limb = 3; limb >= 0; --limb)
        addNumber(summary, m_limbs[limb]);
    addNumber(summary, quint64(m_rows));
    return QCryptographicHash::hash(summary, QCryptographicHash::Sha256);
}

QByteArray DocumentChecksum::compute(SqliteConnection &connection, QString *error)
{
    const std::optional<RowDigestSum> sum = computeSum(connection, error);
    return sum ? sum->checksum() : QByteArray();
}

std::optional<RowDigestSum> DocumentChecksum::computeSum(SqliteConnection &connection,
                                                         QString *error)
{
    RowDigestSum sum;
    QByteArray table;
    const QString failure = scan(
            connection,
            [&](const QString &name, const QStringList &, const QList<int> &) {
                table = tableBytes(name);
            },
            [&](const QVariantList &row) { sum.add(rowDigest(table, rowBytes(row))); });
    if (!failure.isEmpty()) {
        if (error)
            *error = failure;
        return std::nullopt;
    }
    return sum;
}

QByteArray DocumentChecksum::computeFirstDefinition(SqliteConnection &connection, QString *error)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData("InferTCO document content 1\n");
    const QString failure = scan(
            connection,
            [&](const QString &name, const QStringList &, const QList<int> &) {
                hash.addData(tableBytes(name));
            },
            [&](const QVariantList &row) { hash.addData(rowBytes(row)); });
    if (!failure.isEmpty()) {
        if (error)
            *error = failure;
        return {};
    }
    return hash.result();
}

QByteArray DocumentChecksum::stored(SqliteConnection &connection, QString *error)
{
    return connection
            .scalar(QStringLiteral("SELECT sha256 FROM document_checksum WHERE id = 1"), error)
            .toByteArray();
}

QString DocumentChecksum::store(SqliteConnection &connection)
{
    QString error;
    const QByteArray checksum = compute(connection, &error);
    if (!error.isEmpty())
        return error;
    return store(connection, checksum);
}

QString DocumentChecksum::store(SqliteConnection &connection, const QByteArray &checksum)
{
    return connection.exec(
            QStringLiteral("INSERT INTO document_checksum (id, sha256) VALUES (1, ?) "
                           "ON CONFLICT (id) DO UPDATE SET sha256 = excluded.sha256"),
            { checksum });
}

void ChecksumRows::clear()
{
    m_tables.clear();
    m_sum = RowDigestSum();
    m_loaded = false;
}

QString ChecksumRows::start(SqliteConnection &connection, const std::optional<RowDigestSum> &sum)
{
    clear();
    QString failure = forEachTable(
            connection,
            [this](const QString &name, const QStringList &columns, const QList<int> &keys) {
                Table table;
                table.name = name;
                table.prefix = tableBytes(name);
                table.keyCount = int(keys.size());
                table.select = QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ?")
                                       .arg(columns.join(u','), quoted(name),
                                            joinedKeys(columns, keys, QStringLiteral(" = ? AND ")));
                m_tables.push_back(std::move(table));
                return QString();
            });
    if (failure.isEmpty()) {
        if (sum)
            m_sum = *sum;
        else if (const std::optional<RowDigestSum> read
                 = DocumentChecksum::computeSum(connection, &failure))
            m_sum = *read;
    }
    if (!failure.isEmpty()) {
        clear();
        return failure;
    }
    m_loaded = true;
    return {};
}

ChecksumRows::Table *ChecksumRows::table(const QString &name)
{
    for (Table &table : m_tables) {
        if (table.name == name)
            return &table;
    }
    return nullptr;
}

QByteArray ChecksumRows::digestOf(SqliteConnection &connection, Table &table,
                                  const QVariantList &key, QString *error)
{
    if (key.size() != table.keyCount) {
        *error = QStringLiteral("a key of %1 does not have %2 values")
                         .arg(table.name)
                         .arg(table.keyCount);
        return {};
    }
    // Prepared once per table and save; finished after each row, so that no statement is
    // left running at COMMIT.
    if (!table.query) {
        table.query = std::make_shared<QSqlQuery>(connection.database());
        table.query->setForwardOnly(true);
        if (!table.query->prepare(table.select)) {
            *error = table.query->lastError().text();
            table.query.reset();
            return {};
        }
    }
    QSqlQuery &query = *table.query;
    for (qsizetype i = 0; i < key.size(); ++i)
        query.bindValue(int(i), key.at(i));
    if (!query.exec()) {
        *error = query.lastError().text();
        return {};
    }
    if (!query.next()) {
        if (query.lastError().isValid())
            *error = query.lastError().text();
        query.finish();
        return {};
    }
    const int columns = query.record().count();
    QVariantList row(columns);
    for (int i = 0; i < columns; ++i)
        row[i] = query.value(i);
    query.finish();
    return rowDigest(table.prefix, rowBytes(row));
}

QString ChecksumRows::change(SqliteConnection &connection, const QString &name,
                             const QVariantList &key,
                             void (RowDigestSum::*apply)(const QByteArray &digest))
{
    Table *found = table(name);
    if (!m_loaded || !found)
        return QStringLiteral("no rows of %1 are counted").arg(name);
    QString failure;
    const QByteArray digest = digestOf(connection, *found, key, &failure);
    if (!digest.isEmpty())
        (m_sum.*apply)(digest);
    return failure;
}

QString ChecksumRows::remove(SqliteConnection &connection, const QString &name,
                             const QVariantList &key)
{
    return change(connection, name, key, &RowDigestSum::subtract);
}

QString ChecksumRows::add(SqliteConnection &connection, const QString &name,
                          const QVariantList &key)
{
    return change(connection, name, key, &RowDigestSum::add);
}

QByteArray ChecksumRows::checksum() const
{
    return m_sum.checksum();
}

} // namespace infertco
