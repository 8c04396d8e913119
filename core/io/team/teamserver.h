// SPDX-License-Identifier: GPL-3.0-or-later
// What the client asks of the team catalog's server (docs/team.md): creating and migrating the
// schema `infertco` with its roles, triggers and audit log; granting roles; reading the rows
// with their versions; the audit history; writing a push in one transaction. Values are
// given to QSqlQuery as bind values, never pasted into our SQL text; but Qt's PostgreSQL
// driver sends them as text too: it prepares the statement on the server (PREPARE) and runs
// each row as EXECUTE with the values quoted on the client (QSqlDriver::formatValue doubles
// single quotes), not as protocol-level parameters. The server's CHECK constraints, not this
// quoting, are what keep a bad value out. Identifiers are quoted; money is read as numeric
// text.
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
    /// 1: the tables, triggers and audit log; 2: constraints and foreign keys, versions that
    /// never repeat for an id, membership per database, a NOLOGIN owner (docs/team.md);
    /// 3: the catalog fields added since (the accelerator's all-reduce times).
    static constexpr int SchemaVersion = 3;

    explicit TeamServer(TeamConnection &connection) : m_connection(connection) { }

    enum class InitResult { Created, AlreadyCurrent, Migrated, Refused };
    /// Creates the schema, or migrates an older one to `targetVersion`, in one transaction;
    /// refuses a newer one, a damaged one and a schema "infertco" it did not create.
    /// `foundVersion`: the version the server had (0 when none). An older target than
    /// SchemaVersion is for tests of the migration.
    InitResult init(TeamError *error, int *foundVersion, int targetVersion = SchemaVersion);
    /// Checks the schema is there, of this version and of the shape this version gives it
    /// (columns, types, triggers), and that the user is a member of this database's catalog
    /// (for every command but init).
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
    /// The schema's version: -1 when there is no schema, 0 when it is not InferTCO's.
    int schemaVersion(TeamError *error);
    /// What differs from the shape of SchemaVersion, as one message; none when it is intact.
    TeamError checkShape();
    static QString foreignSchema();
    static QString newerSchema(int found);
    QString stampRefused(qint64 version, const QString &by) const;
    TeamError execAll(const QStringList &statements);
    /// The statement `sql`, prepared at its first use and kept for the next rows of a push (one
    /// round trip per row instead of prepare, execute and deallocate); nullptr with `error` set
    /// when the server refuses to prepare it.
    QSqlQuery *prepared(const QString &sql, TeamError *error);
    QString lastError(const QSqlQuery &query) const;

    TeamConnection &m_connection;
    QHash<QString, std::shared_ptr<QSqlQuery>> m_prepared;
};

} // namespace infertco
