// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentchecksum.h"

#include "sqliteconnection.h"

#include <QCryptographicHash>
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

// A key that sorts as SQLite's ORDER BY does (BINARY collation): integers before texts,
// integers by value, texts by their UTF-8 bytes. Empty when a value is of another type.
QByteArray sortKey(const QVariantList &row, const QList<int> &keyColumns)
{
    QByteArray key;
    for (int column : keyColumns) {
        const QVariant &value = row.at(column);
        switch (value.typeId()) {
        case QMetaType::LongLong:
        case QMetaType::Int:
        case QMetaType::ULongLong:
        case QMetaType::UInt: {
            key += '\x01';
            // Offset so that unsigned byte order is numeric order.
            const quint64 big = qToBigEndian(quint64(value.toLongLong()) ^ (quint64(1) << 63));
            key += QByteArrayView(reinterpret_cast<const char *>(&big), sizeof big);
            break;
        }
        case QMetaType::QString: {
            key += '\x02';
            // A zero byte is written as 00 01 and the end as 00 00, so that "a" < "a\0" < "ab".
            for (const char c : value.toString().toUtf8()) {
                key += c;
                if (c == '\0')
                    key += '\x01';
            }
            key += QByteArray(2, '\0');
            break;
        }
        default:
            return {};
        }
    }
    return key;
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

} // namespace

QByteArray DocumentChecksum::compute(SqliteConnection &connection, QString *error)
{
    QString failure;
    const QList<QVariantList> tables = connection.rows(
            QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT "
                           "LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"),
            &failure);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData("InferTCO document content 1\n");
    for (const QVariantList &table : tables) {
        const QString name = table.value(0).toString();
        if (name == ChecksumTable || !failure.isEmpty())
            continue;
        // Primary-key order, the same in every copy of the document (VACUUM may renumber
        // rowids); a table without a declared key is ordered by all its columns.
        QStringList keys;
        QStringList columns;
        QList<QPair<int, QString>> primary;
        for (const QVariantList &column :
             connection.rows(QStringLiteral("PRAGMA table_info(%1)").arg(quoted(name)), &failure)) {
            columns.append(quoted(column.value(1).toString()));
            if (column.value(5).toInt() > 0)
                primary.append({ column.value(5).toInt(), quoted(column.value(1).toString()) });
        }
        std::sort(primary.begin(), primary.end());
        for (const auto &key : std::as_const(primary))
            keys.append(key.second);
        if (keys.isEmpty())
            keys = columns;
        if (!failure.isEmpty() || columns.isEmpty())
            break;
        hash.addData(tableBytes(name));
        // The table's own b-tree, never an index that could disagree with it.
        const QList<QVariantList> rows
                = connection.rows(QStringLiteral("SELECT %1 FROM %2 NOT INDEXED ORDER BY %3")
                                          .arg(columns.join(u','), quoted(name), keys.join(u',')),
                                  &failure);
        for (const QVariantList &row : rows)
            hash.addData(rowBytes(row));
    }
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
    m_loaded = false;
}

QString ChecksumRows::load(SqliteConnection &connection)
{
    clear();
    QString failure;
    const QStringList names = checkedTables(connection, &failure);
    for (const QString &name : names) {
        if (!failure.isEmpty())
            break;
        Table table;
        table.name = name;
        table.columns = columnsOf(connection, name, &table.keyColumns, &failure);
        if (!failure.isEmpty() || table.columns.isEmpty())
            break;
        const QString keys = joinedKeys(table.columns, table.keyColumns, QStringLiteral(","));
        table.select = QStringLiteral("SELECT %1 FROM %2 WHERE %3")
                               .arg(table.columns.join(u','), quoted(name),
                                    joinedKeys(table.columns, table.keyColumns,
                                               QStringLiteral(" = ? AND "))
                                            + QStringLiteral(" = ?"));
        // The same rows in the same order as compute() reads them.
        const QList<QVariantList> rows
                = connection.rows(QStringLiteral("SELECT %1 FROM %2 NOT INDEXED ORDER BY %3")
                                          .arg(table.columns.join(u','), quoted(name), keys),
                                  &failure);
        QByteArray previous;
        for (const QVariantList &row : rows) {
            const QByteArray key = sortKey(row, table.keyColumns);
            // Kept only if this order is SQLite's: each key sorts after the one before.
            if (key.isEmpty() || (!previous.isEmpty() && !(previous < key))) {
                clear();
                return QStringLiteral("the rows of %1 cannot be kept in order").arg(name);
            }
            table.rows.emplace_hint(table.rows.end(), key, rowBytes(row));
            previous = key;
        }
        m_tables.push_back(std::move(table));
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

QString ChecksumRows::refresh(SqliteConnection &connection, const QString &name,
                              const QVariantList &key)
{
    Table *found = table(name);
    if (!m_loaded || !found || key.size() != found->keyColumns.size())
        return QStringLiteral("no rows of %1 are kept").arg(name);
    QString failure;
    const QList<QVariantList> rows = connection.rows(found->select, &failure, key);
    if (!failure.isEmpty())
        return failure;
    // The key as SQLite holds it: the values the row was written with, in column places.
    QVariantList keyRow(found->columns.size());
    for (qsizetype i = 0; i < key.size(); ++i)
        keyRow[found->keyColumns.at(i)] = key.at(i);
    const QByteArray sort = sortKey(rows.isEmpty() ? keyRow : rows.constFirst(), found->keyColumns);
    if (sort.isEmpty())
        return QStringLiteral("a key of %1 cannot be kept in order").arg(name);
    if (rows.isEmpty())
        found->rows.erase(sort);
    else
        found->rows[sort] = rowBytes(rows.constFirst());
    return {};
}

QByteArray ChecksumRows::checksum() const
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData("InferTCO document content 1\n");
    for (const Table &table : m_tables) {
        hash.addData(tableBytes(table.name));
        for (const auto &row : table.rows)
            hash.addData(row.second);
    }
    return hash.result();
}

} // namespace infertco
