// SPDX-License-Identifier: GPL-3.0-or-later
// A connection to the team catalog's PostgreSQL server (DESIGN 11): CONN, a libpq URI or
// keyword string, split with libpq's PQconninfoParse and handed to Qt's QPSQL driver. A
// password given in CONN is used for the connection only: shown as "***", never stored.
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

#include <memory>

namespace infertco {

class TeamConnection
{
    Q_DECLARE_TR_FUNCTIONS(infertco::TeamConnection)
    Q_DISABLE_COPY_MOVE(TeamConnection)

public:
    /// The keywords of CONN with their values, as libpq reads them; empty with `error` set
    /// when CONN cannot be read. The error never repeats a password.
    struct Keyword
    {
        QString name;
        QString value;
    };
    static QList<Keyword> parse(const QString &conn, QString *error);
    /// CONN for messages: every keyword given, the password as "***".
    static QString display(const QString &conn);

    /// Connects; nullptr with `error` set (libpq's reason, never the password) when the
    /// server cannot be reached or refuses.
    static std::unique_ptr<TeamConnection> open(const QString &conn, QString *error);
    ~TeamConnection();

    QSqlDatabase &database() { return m_database; }
    /// The role the server knows us as (session_user).
    QString user() const { return m_user; }
    /// CONN as display() shows it.
    QString shown() const { return m_shown; }

private:
    TeamConnection() = default;

    QSqlDatabase m_database;
    QString m_name;
    QString m_user;
    QString m_shown;
};

} // namespace infertco
