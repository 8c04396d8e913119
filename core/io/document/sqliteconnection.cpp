// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqliteconnection.h"

#include <QAtomicInteger>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUrl>

#include <sqlite3.h>

namespace infertco {

namespace {

QAtomicInteger<quint64> connectionCounter;

// The driver's sqlite3 handle; Debian's Qt SQLite plugin links the system libsqlite3, the
// same library infertco_io links, so the handle can be configured directly.
sqlite3 *nativeHandle(const QSqlDatabase &db)
{
    if (!db.driver())
        return nullptr;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

QString uriFor(const QString &path, SqliteConnection::Mode mode)
{
    QUrl url = QUrl::fromLocalFile(path);
    switch (mode) {
    case SqliteConnection::Mode::ReadOnly:
        url.setQuery(QStringLiteral("mode=ro"));
        break;
    case SqliteConnection::Mode::ReadWrite:
        url.setQuery(QStringLiteral("mode=rw"));
        break;
    case SqliteConnection::Mode::ReadWriteCreate:
        url.setQuery(QStringLiteral("mode=rwc"));
        break;
    case SqliteConnection::Mode::Memory:
        return QStringLiteral("file::memory:");
    }
    return url.toString(QUrl::FullyEncoded);
}

} // namespace

SqliteConnection::SqliteConnection()
    : m_name(QStringLiteral("infertco-sqlite-%1").arg(connectionCounter.fetchAndAddRelaxed(1)))
{ }

SqliteConnection::~SqliteConnection()
{
    close();
    m_db = QSqlDatabase();
    if (QSqlDatabase::contains(m_name))
        QSqlDatabase::removeDatabase(m_name);
}

QString SqliteConnection::open(const QString &path, Mode mode)
{
    close();
    if (!m_db.isValid())
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    if (!m_db.isValid())
        return tr("the Qt SQLite driver (QSQLITE) is not available");
    QString options = QStringLiteral("QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=5000");
    if (mode == Mode::ReadOnly)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    m_db.setConnectOptions(options);
    m_db.setDatabaseName(uriFor(path, mode));
    if (!m_db.open()) {
        const QString error = m_db.lastError().text();
        close();
        return error.isEmpty() ? tr("cannot be opened") : error;
    }

    // docs/format.md, "Opening a document": a file of unknown origin is read with SQLite's
    // defensive settings.
    if (sqlite3 *handle = nativeHandle(m_db)) {
        sqlite3_db_config(handle, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
        sqlite3_db_config(handle, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
        sqlite3_db_config(handle, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);
        sqlite3_db_config(handle, SQLITE_DBCONFIG_ENABLE_VIEW, 0, nullptr);
        // No text in a document comes near this; a hostile file cannot make us allocate more.
        sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, 16 * 1024 * 1024);
    } else {
        close();
        return tr("the Qt SQLite driver does not expose its SQLite handle, so the file cannot "
                  "be opened with SQLite's defensive settings");
    }
    QStringList pragmas{ QStringLiteral("PRAGMA trusted_schema = OFF"),
                         QStringLiteral("PRAGMA cell_size_check = ON"),
                         QStringLiteral("PRAGMA mmap_size = 0") };
    if (mode != Mode::ReadOnly) {
        // docs/format.md, "While it is open": foreign keys on, a rollback journal that is deleted
        // after each transaction (no -wal/-shm beside a closed document), and a full sync on
        // commit.
        pragmas << QStringLiteral("PRAGMA foreign_keys = ON")
                << QStringLiteral("PRAGMA journal_mode = DELETE")
                << QStringLiteral("PRAGMA synchronous = FULL");
    } else {
        pragmas << QStringLiteral("PRAGMA query_only = ON");
    }
    for (const QString &pragma : std::as_const(pragmas)) {
        const QString error = exec(pragma);
        if (!error.isEmpty()) {
            close();
            return error;
        }
    }
    return {};
}

void SqliteConnection::close()
{
    if (m_db.isOpen())
        m_db.close();
}

QString SqliteConnection::exec(const QString &sql, const QVariantList &values)
{
    QSqlQuery query(m_db);
    if (!query.prepare(sql))
        return query.lastError().text();
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        return query.lastError().text();
    return {};
}

QString SqliteConnection::execScript(const QString &script)
{
    sqlite3 *handle = nativeHandle(m_db);
    if (!handle)
        return tr("the database is not open");
    char *message = nullptr;
    const int rc = sqlite3_exec(handle, script.toUtf8().constData(), nullptr, nullptr, &message);
    if (rc == SQLITE_OK)
        return {};
    const QString error
            = message ? QString::fromUtf8(message) : QString::fromUtf8(sqlite3_errstr(rc));
    sqlite3_free(message);
    return error;
}

QList<QVariantList> SqliteConnection::rows(const QString &sql, QString *error,
                                           const QVariantList &values)
{
    QList<QVariantList> result;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    bool ok = query.prepare(sql);
    if (ok) {
        for (const QVariant &value : values)
            query.addBindValue(value);
        ok = query.exec();
    }
    if (!ok) {
        if (error)
            *error = query.lastError().text();
        return result;
    }
    while (query.next()) {
        QVariantList row;
        const int columns = query.record().count();
        row.reserve(columns);
        for (int i = 0; i < columns; ++i)
            row.append(query.value(i));
        result.append(row);
    }
    if (query.lastError().isValid() && error)
        *error = query.lastError().text();
    return result;
}

QVariant SqliteConnection::scalar(const QString &sql, QString *error)
{
    const QList<QVariantList> result = rows(sql, error);
    if (result.isEmpty() || result.first().isEmpty())
        return {};
    return result.first().first();
}

int SqliteConnection::lastErrorCode() const
{
    sqlite3 *handle = nativeHandle(m_db);
    return handle ? sqlite3_extended_errcode(handle) : 0;
}

} // namespace infertco
