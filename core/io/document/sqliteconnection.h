// SPDX-License-Identifier: GPL-3.0-or-later
// One uniquely named QSqlDatabase connection to an SQLite file, opened with the defensive
// settings docs/format.md, "Opening a document" asks for when reading files of unknown origin, and
// removed when destroyed.
#pragma once

#include "model/rules/problem.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>
#include <QVariant>

namespace infertco {

class SqliteConnection
{
    Q_DECLARE_TR_FUNCTIONS(infertco::SqliteConnection)

public:
    enum class Mode {
        ReadOnly, ///< never writes, never creates, never rolls back a journal
        ReadWrite, ///< an existing file
        ReadWriteCreate, ///< creates the file if missing
        Memory, ///< a private in-memory database
    };

    SqliteConnection();
    ~SqliteConnection();
    SqliteConnection(const SqliteConnection &) = delete;
    SqliteConnection &operator=(const SqliteConnection &) = delete;

    /// Opens `path` and applies the defensive settings: SQLITE_DBCONFIG_DEFENSIVE, no
    /// triggers or views, trusted_schema=OFF, cell_size_check=ON, no memory mapping. Writable
    /// connections also get foreign_keys=ON, journal_mode=DELETE and synchronous=FULL.
    /// Returns SQLite's error text, empty on success.
    QString open(const QString &path, Mode mode);
    void close();

    QSqlDatabase &database() { return m_db; }
    bool isOpen() const { return m_db.isOpen(); }

    /// Runs one statement; returns SQLite's error text, empty on success.
    QString exec(const QString &sql, const QVariantList &values = {});
    /// Runs a script of statements separated by semicolons (comments allowed).
    QString execScript(const QString &script);
    /// Every row of a query, each as its columns; `error` receives SQLite's text on failure.
    QList<QVariantList> rows(const QString &sql, QString *error = nullptr,
                             const QVariantList &values = {});
    /// The first column of the first row, or an invalid QVariant.
    QVariant scalar(const QString &sql, QString *error = nullptr);

    /// SQLite's extended result code of the last error on this connection (0 if none).
    int lastErrorCode() const;

private:
    QString m_name;
    QSqlDatabase m_db;
};

} // namespace infertco
