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

void addLength(QCryptographicHash &hash, qsizetype length)
{
    const quint64 big = qToBigEndian(quint64(length));
    hash.addData(QByteArrayView(reinterpret_cast<const char *>(&big), sizeof big));
}

// One value, its type first, so that 1, 1.0, '1' and x'31' all differ; texts and blobs carry
// their length, so that no two rows run together into the same bytes.
void addValue(QCryptographicHash &hash, const QVariant &value)
{
    if (value.isNull()) {
        hash.addData("n");
        return;
    }
    switch (value.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::ULongLong:
    case QMetaType::UInt: {
        hash.addData("i");
        const quint64 big = qToBigEndian(quint64(value.toLongLong()));
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(&big), sizeof big));
        return;
    }
    case QMetaType::Double: {
        hash.addData("r");
        const double real = value.toDouble();
        quint64 bits = 0;
        std::memcpy(&bits, &real, sizeof bits);
        const quint64 big = qToBigEndian(bits);
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(&big), sizeof big));
        return;
    }
    case QMetaType::QByteArray: {
        const QByteArray bytes = value.toByteArray();
        hash.addData("b");
        addLength(hash, bytes.size());
        hash.addData(bytes);
        return;
    }
    default: {
        const QByteArray text = value.toString().toUtf8();
        hash.addData("t");
        addLength(hash, text.size());
        hash.addData(text);
        return;
    }
    }
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
        hash.addData("T");
        addValue(hash, name);
        // The table's own b-tree, never an index that could disagree with it.
        const QList<QVariantList> rows
                = connection.rows(QStringLiteral("SELECT %1 FROM %2 NOT INDEXED ORDER BY %3")
                                          .arg(columns.join(u','), quoted(name), keys.join(u',')),
                                  &failure);
        for (const QVariantList &row : rows) {
            hash.addData("R");
            for (const QVariant &value : row)
                addValue(hash, value);
        }
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
    return connection.exec(
            QStringLiteral("INSERT INTO document_checksum (id, sha256) VALUES (1, ?) "
                           "ON CONFLICT (id) DO UPDATE SET sha256 = excluded.sha256"),
            { checksum });
}

} // namespace infertco
