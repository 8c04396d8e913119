// SPDX-License-Identifier: GPL-3.0-or-later
// `infertco-cli team …` (docs/team.md, "Commands"): the team catalog on a PostgreSQL server. init
// creates its schema, grant and revoke its roles, pull and push exchange rows with a document,
// export and history read it.
#pragma once

#include "commandgroup.h"

namespace infertco {

class TeamConnection;

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

    /// Connects; nullptr once the reason is printed (exit 1).
    std::unique_ptr<TeamConnection> connect(const QString &conn) const;
    /// "infertco-cli: team: MESSAGE" on the error stream; ExitInvalidInput.
    int refused(const QString &message) const;
};

} // namespace infertco
