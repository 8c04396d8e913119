// SPDX-License-Identifier: GPL-3.0-or-later
// `infertco-cli team …` (docs/team.md, "Commands"): the team catalog on a PostgreSQL server. init
// creates its schema, grant and revoke its roles, pull and push exchange rows with a document,
// export and history read it.
#pragma once

#include "commandgroup.h"
#include "io/document/document.h"
#include "io/team/teamconnection.h"
#include "io/team/teamsync.h"

#include <variant>

namespace infertco {

class TeamServer;
struct TeamExchangeResult;

class TeamCommands : public CommandGroup
{
    Q_DECLARE_TR_FUNCTIONS(infertco::TeamCommands)

public:
    TeamCommands(QTextStream &out, QTextStream &err);

    QString usage() const override;

    /// docs/team.md, "Pull, push and conflicts": conflicts found, nothing written.
    static constexpr int ExitConflicts = 3;

    /// Overwrites, in the process's own argument memory, the passwords a `team` command's
    /// CONN holds, once the arguments are read: `ps` and /proc then show "***" where the
    /// password was (docs/team.md, "Connection").
    static void hideSecrets(int argc, char *argv[]);

private:
    int team(const QStringList &arguments) const;
    int init(const QStringList &arguments) const;
    int grant(const QStringList &arguments, bool revoke) const;
    int exportCatalog(const QStringList &arguments) const;
    int history(const QStringList &arguments) const;
    int pull(const QStringList &arguments) const;
    int push(const QStringList &arguments) const;

    /// What pull and push start from: DOC (or BUNDLE), --theirs or --ours, the local side
    /// (the document's content and the team bases it keeps; a bundle pushed has none, and no
    /// document) and the connection to CONN.
    struct Exchange
    {
        QString path;
        TeamSync::Resolve resolve = TeamSync::Resolve::None;
        OpenedInput local;
        QList<DocumentTeamBase> bases;
        std::unique_ptr<TeamConnection> connection;
    };
    /// Reads the arguments, then the local side (the input first), then connects; the exit code
    /// once a problem is printed. A pull's DOC that is not there yet is empty; a push reads a
    /// BUNDLE that is not a document.
    std::variant<Exchange, int> startExchange(const QStringList &arguments, bool push) const;
    /// A pull's or push's result that is not done, reported: refused, invalid (in the server's
    /// rows or in `path`), or each conflict and then `conflicts` (%1, the rows in conflict).
    /// The exit code; nullopt when the result is done.
    std::optional<int> notDone(const TeamExchangeResult &result, const TeamConnection &connection,
                               const QString &path, const char *command,
                               const QString &conflicts) const;

    /// A connection to CONN and the team server on it.
    struct Server
    {
        std::unique_ptr<TeamConnection> connection;
        std::unique_ptr<TeamServer> server; ///< on *connection
    };
    /// Connects to `conn` and, with `checkSchema`, checks the server's schema; nullopt once the
    /// problem is printed (exit 1).
    std::optional<Server> openServer(const QString &conn, bool checkSchema) const;
    /// Connects; nullptr once the reason is printed (exit 1).
    std::unique_ptr<TeamConnection> connect(const QString &conn) const;
    /// "infertco-cli: team: MESSAGE" on the error stream; ExitInvalidInput.
    int refused(const QString &message) const;
};

} // namespace infertco
