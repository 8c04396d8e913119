// SPDX-License-Identifier: GPL-3.0-or-later
// What the client asks of the team catalog's server (DESIGN 11): creating and migrating the
// schema `infertco` with its roles, triggers and audit log; granting roles; reading the rows
// with their versions; the audit history; writing a push in one transaction. Every value
// travels as a bound parameter; identifiers are quoted; money is read as numeric text.
#pragma once

#include "teamtables.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QString>

#include <memory>
#include <optional>
#include <tuple>

class QSqlQuery;

namespace infertco {

class TeamConnection;

/// A server row: its canonical values and bookkeeping.
struct TeamServerRow
{
    qint64 version = 0;
    QString updatedBy;
    QString updatedAt; ///< ISO 8601, UTC
    QJsonObject values; ///< as the server holds them (not yet canonical)
};
using TeamServerRows = QMap<TeamItemKey, TeamServerRow>;

/// A server error with the exit code the command gives for it.
struct TeamError
{
    QString message;
    bool conflict = false; ///< a unique-key violation: another client inserted the id first
    bool isError() const { return !message.isEmpty(); }
};

class TeamServer
{
    Q_DECLARE_TR_FUNCTIONS(infertco::TeamServer)

public:
    /// The server schema this build creates and understands.
    static constexpr int SchemaVersion = 1;

    explicit TeamServer(TeamConnection &connection) : m_connection(connection) { }

    enum class InitResult { Created, AlreadyCurrent, Migrated };
    /// Creates (or migrates) the schema in one transaction; refuses a newer one.
    InitResult init(TeamError *error, int *foundVersion);
    /// Checks the schema is there and of this version (for every command but init).
    TeamError checkSchema();

    enum class Role { Viewer, Buyer, Admin };
    static std::optional<Role> roleNamed(const QString &name);
    static QString roleName(Role role); ///< "infertco_buyer"
    TeamError grant(const QString &user, Role role, bool revoke);

    /// Every catalog row, in kind then id order. `forUpdate` locks them for the transaction.
    TeamServerRows rows(TeamError *error, bool forUpdate = false);

    /// The audit log of one row (kind may be empty: any kind) or all rows, newest first.
    struct HistoryEntry
    {
        qint64 id = 0;
        QString at;
        QString username;
        QString action;
        QString kind;
        QString itemId;
        /// field -> (old, new) as JSON text ("null" when absent), exact as stored.
        QList<std::tuple<QString, QString, QString>> changes;
    };
    QList<HistoryEntry> history(const QString &kind, const QString &id, int limit,
                                TeamError *error);

    /// Transactions on the connection.
    TeamError begin();
    TeamError commit();
    void rollback();

    /// INSERT of one row; its new version, updated_by and updated_at in `stamped`.
    TeamError insert(const QString &kind, const QJsonObject &values, TeamServerRow *stamped);
    /// UPDATE of one row at `version`; false in *updated when no row was at that version.
    TeamError update(const QString &kind, const QJsonObject &values, qint64 version, bool *updated,
                     TeamServerRow *stamped);

private:
    TeamError execAll(const QStringList &statements);
    /// The statement `sql`, prepared at its first use and kept for the next rows of a push (one
    /// round trip per row instead of prepare, execute and deallocate).
    QSqlQuery &prepared(const QString &sql);
    QString lastError(const QSqlQuery &query) const;

    TeamConnection &m_connection;
    QHash<QString, std::shared_ptr<QSqlQuery>> m_prepared;
};

} // namespace infertco
