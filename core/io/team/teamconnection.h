// SPDX-License-Identifier: GPL-3.0-or-later
// A connection to the team catalog's PostgreSQL server (docs/team.md, "Connecting"): CONN, a libpq
// URI or keyword string, split with libpq's PQconninfoParse and handed to Qt's QPSQL driver. A
// password given in CONN is used for the connection only: shown as "***", never stored.
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

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
    /// CONN for messages: every keyword given, password and sslpassword as "***", a dbname
    /// that libpq expands (a URI or keywords) shown the same way in brackets.
    static QString display(const QString &conn);
    /// The secret values CONN holds (password, sslpassword, and those of a dbname libpq
    /// expands).
    static QStringList secrets(const QString &conn);
    /// `text` with every whole occurrence of a secret replaced by "***": an occurrence inside
    /// a longer word is left alone, since masking it would spell out the secret's letters.
    static QString masked(const QString &text, const QStringList &secrets);
    /// A keyword value as a keyword string carries it: single-quoted, backslash and quote
    /// escaped (libpq's own quoting rules), for CONN and for the QPSQL connect options.
    static QString quoted(const QString &value);

    /// Connects; nullptr with `error` set (libpq's reason, never the password) when the
    /// server cannot be reached or refuses.
    static std::unique_ptr<TeamConnection> open(const QString &conn, QString *error);
    ~TeamConnection();

    QSqlDatabase &database() { return m_database; }
    /// The role the server knows us as (session_user).
    QString user() const { return m_user; }
    /// CONN as display() shows it.
    QString shown() const { return m_shown; }
    /// True once the connection to the server is broken (the server stopped or the network
    /// dropped): an error then is not the server's refusal.
    bool isLost() const;
    /// The session's lock_timeout and statement_timeout as the server shows them ("10s").
    QString lockTimeout() const { return m_lockTimeout; }
    QString statementTimeout() const { return m_statementTimeout; }

private:
    TeamConnection() = default;

    QSqlDatabase m_database;
    QString m_name;
    QString m_user;
    QString m_shown;
    QString m_lockTimeout;
    QString m_statementTimeout;
};

} // namespace infertco
