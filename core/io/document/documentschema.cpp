// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentschema.h"

#include "sqliteconnection.h"

#include <QFile>
#include <QHash>
#include <QMutex>

namespace infertco {

QString DocumentSchema::script(int version)
{
    QFile file(QStringLiteral(":/infertco/schema/v%1.sql").arg(version));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QString DocumentSchema::upgrade(SqliteConnection &connection, int from, int to)
{
    for (int version = from + 1; version <= to; ++version) {
        const QString sql = script(version);
        if (sql.isEmpty())
            return tr("the schema script for document version %1 is missing from this build")
                    .arg(version);
        const QString error = connection.execScript(sql);
        if (!error.isEmpty())
            return tr("updating to document version %1 failed: %2").arg(version).arg(error);
    }
    if (from == 0) {
        const QString error
                = connection.exec(QStringLiteral("PRAGMA application_id = %1").arg(ApplicationId));
        if (!error.isEmpty())
            return error;
    }
    return connection.exec(QStringLiteral("PRAGMA user_version = %1").arg(to));
}

QStringList DocumentSchema::objectsOf(SqliteConnection &connection, QString *error)
{
    QStringList objects;
    const QList<QVariantList> rows = connection.rows(
            QStringLiteral("SELECT type, name, sql FROM sqlite_schema "
                           "WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name"),
            error);
    for (const QVariantList &row : rows) {
        objects.append(QStringLiteral("%1 %2: %3")
                               .arg(row.value(0).toString(), row.value(1).toString(),
                                    row.value(2).toString()));
    }
    return objects;
}

QStringList DocumentSchema::expectedObjects(int version)
{
    static QMutex mutex;
    static QHash<int, QStringList> cache;
    const QMutexLocker locker(&mutex);
    const auto cached = cache.constFind(version);
    if (cached != cache.constEnd())
        return *cached;
    SqliteConnection memory;
    QStringList objects;
    if (memory.open(QString(), SqliteConnection::Mode::Memory).isEmpty()
        && upgrade(memory, 0, version).isEmpty()) {
        QString error;
        objects = objectsOf(memory, &error);
    }
    cache.insert(version, objects);
    return objects;
}

} // namespace infertco
