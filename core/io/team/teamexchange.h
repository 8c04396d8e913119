// SPDX-License-Identifier: GPL-3.0-or-later
// Pull and push as whole operations (docs/team.md, "Commands"), shared by `infertco-cli team` and
// the desktop so that both follow the same rules: check the server's schema, read its rows, plan
// with TeamSync and, for a push, write the plan in one transaction (all or nothing). The
// caller owns the document: it reads the catalog and bases before and writes the result after.
// Everything here runs on the thread that opened the connection.
#pragma once

#include "io/document/document.h"
#include "teamsync.h"

#include "model/rules/problem.h"

#include <QCoreApplication>

namespace infertco {

class TeamConnection;

struct TeamExchangeResult
{
    enum class Status {
        Done, ///< `catalog` and `bases` are what the document takes
        Conflicts, ///< plan.conflicts names them; nothing written anywhere
        Refused, ///< the server refused or failed: `message`; nothing written
        Invalid, ///< `problems` in the server's rows (serverProblems) or the result
    };
    Status status = Status::Done;
    TeamSync::Plan plan;
    Catalog catalog; ///< Done: the catalog after, rows in the order they had before
    QList<DocumentTeamBase> bases; ///< Done: the bases after
    QString message;
    Problems problems;
    bool serverProblems = false; ///< the problems are in the server's rows, not the input

    bool ok() const { return status == Status::Done; }
};

class TeamExchange
{
    Q_DECLARE_TR_FUNCTIONS(infertco::TeamExchange)

public:
    /// The canonical form of the server's `items` that the validator takes; the rows it
    /// refuses, and the rows that refer to them, are left out and named in `skipped`.
    static TeamItems validRows(TeamItems items, TeamSkipped *skipped);
    static TeamBases basesOf(const QList<DocumentTeamBase> &stored);
    static QList<DocumentTeamBase> storedOf(const TeamBases &bases);
    /// The catalog of `items` with the rows of `before` in their place, new ones after them
    /// in id order.
    static Outcome<Catalog> catalogInOrder(const TeamItems &items, const Catalog &before);

    /// What a pull makes of `local` and its `bases` against the server's rows.
    static TeamExchangeResult pull(TeamConnection &connection, const Catalog &local,
                                   const QList<DocumentTeamBase> &bases,
                                   const TeamSync::Resolution &resolution);
    /// Publishes `local`'s new and edited rows in one transaction. `hasBases` is false for a
    /// bundle (no bases at all); the result's catalog is then left empty.
    static TeamExchangeResult push(TeamConnection &connection, const Catalog &local,
                                   const QList<DocumentTeamBase> &bases, bool hasBases,
                                   const TeamSync::Resolution &resolution);

    /// The team role the connected user holds ("admin", "buyer", "viewer", the highest when
    /// several); empty when none. A superuser counts as admin.
    static QString role(TeamConnection &connection, QString *error);
};

} // namespace infertco
