// SPDX-License-Identifier: GPL-3.0-or-later
// Pull and push between a catalog and the team server (docs/team.md, "Pull, push and conflicts"),
// on canonical bundle objects: each local row's base (the server version and values it was pulled
// at) tells an edited row from an unedited one; a row edited on both sides is a conflict named
// field by field with who changed the server row and when. Planning reads only; the caller writes.
#pragma once

#include "teamserver.h"
#include "teamtables.h"

#include <QCoreApplication>

namespace infertco {

struct TeamBase
{
    qint64 version = 0;
    QJsonObject values; ///< canonical
};
using TeamBases = QMap<TeamItemKey, TeamBase>;
/// Server rows a pull or push leaves alone because they are not valid, with why.
using TeamSkipped = QMap<TeamItemKey, QString>;

struct TeamConflict
{
    TeamItemKey key;
    QString field;
    QJsonValue local;
    QJsonValue server;
    QString by;
    QString at;
    QString reason; ///< when not a field: "deleted on the server"
};

class TeamSync
{
    Q_DECLARE_TR_FUNCTIONS(infertco::TeamSync)

public:
    enum class Resolve { None, Theirs, Ours };
    /// How the rows in conflict are settled: all alike (the CLI's --theirs / --ours), or row
    /// by row (the desktop's conflict dialog); a row not named takes `all`.
    struct Resolution
    {
        Resolution(Resolve every = Resolve::None) : all(every) { } // NOLINT: implicit on purpose
        Resolve all = Resolve::None;
        QMap<TeamItemKey, Resolve> rows;
        Resolve of(const TeamItemKey &key) const { return rows.value(key, all); }
    };

    struct Plan
    {
        TeamItems items; ///< the local catalog after the operation (canonical)
        TeamBases bases; ///< the bases after the operation
        QList<TeamConflict> conflicts;
        QStringList notes; ///< rows named for the user (deleted on the server, …)
        int inserted = 0;
        int updated = 0;
        int stale = 0;
        int conflicted = 0; ///< rows in conflict (resolved or not)
        /// Push only: the rows to write, in order.
        QList<TeamItemKey> toInsert;
        /// Each at bases[key].version of the plan: the version the row was read at (the
        /// server's current one when --ours publishes over it).
        QList<TeamItemKey> toUpdate;
        int deletedLocally = 0;
    };

    /// What a pull makes of `local` (canonical) with `bases` against the server's rows.
    static Plan pull(const TeamItems &local, const TeamBases &bases, const TeamServerRows &server,
                     const TeamItems &serverCanonical, const Resolution &resolution,
                     const TeamSkipped &skipped = {});
    /// What a push of `local` would write. `hasBases` false for a bundle (no bases at all).
    static Plan push(const TeamItems &local, const TeamBases &bases, bool hasBases,
                     const TeamServerRows &server, const TeamItems &serverCanonical,
                     const Resolution &resolution, const TeamSkipped &skipped = {});
    /// The rows (not fields) the plan's conflicts name.
    static int rowsInConflict(const Plan &plan);

    /// "rental_offer h100-hk, field monthly_price: local 1200.00, server 1150.00 (changed by
    /// bob at 2026-…)".
    static QString describe(const TeamConflict &conflict);
};

} // namespace infertco
