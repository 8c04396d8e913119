// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamsync.h"

namespace infertco {

namespace {

// The fields a local edit changed: those whose value differs from the base's.
QStringList editedFields(const QString &kind, const QJsonObject &base, const QJsonObject &local)
{
    return TeamItemsOf::differences(kind, base, local);
}

// The row as both sides made it: the server's values with the fields edited here (against
// `base`) taken from `local`. Without a base every field is taken from `local`.
QJsonObject merged(const QString &kind, const TeamBase *base, const QJsonObject &local,
                   const QJsonObject &server)
{
    if (!base)
        return local;
    QJsonObject row = server;
    for (const QString &field : editedFields(kind, base->values, local)) {
        if (local.contains(field))
            row.insert(field, local.value(field));
        else
            row.remove(field);
    }
    return row;
}

// The conflicts of a row edited here and changed on the server: the fields edited here
// (against the base) whose value differs from the server's; a field only the server changed
// is not one, and no resolution takes it back. Empty when the local edits equal the server's
// values. Without a base every differing field is one.
QList<TeamConflict> conflictsOf(const TeamItemKey &key, const TeamBase *base,
                                const QJsonObject &local, const QJsonObject &server,
                                const TeamServerRow &row)
{
    QList<TeamConflict> conflicts;
    const QStringList edited = base ? editedFields(key.kind, base->values, local) : QStringList();
    for (const QString &field : TeamItemsOf::differences(key.kind, local, server)) {
        if (base && !edited.contains(field))
            continue;
        conflicts.append({ key, field, local.value(field), server.value(field), row.updatedBy,
                           row.updatedAt, QString() });
    }
    return conflicts;
}

} // namespace

TeamSync::Plan TeamSync::pull(const TeamItems &local, const TeamBases &bases,
                              const TeamServerRows &server, const TeamItems &serverCanonical,
                              const Resolution &resolution, const TeamSkipped &skipped)
{
    Plan plan;
    plan.items = local;
    plan.bases = bases;
    for (auto it = serverCanonical.constBegin(); it != serverCanonical.constEnd(); ++it) {
        const TeamItemKey &key = it.key();
        const QJsonObject &theirs = it.value();
        const TeamServerRow &row = server.value(key);
        const TeamBase serverBase{ row.version, theirs };
        const auto mine = local.constFind(key);
        if (mine == local.constEnd()) {
            plan.items.insert(key, theirs);
            plan.bases.insert(key, serverBase);
            ++plan.inserted;
            continue;
        }
        const auto base = bases.constFind(key);
        const TeamBase *known = base == bases.constEnd() ? nullptr : &base.value();
        const bool edited = !known || known->values != mine.value();
        const bool serverMoved = !known || known->version != row.version;
        if (mine.value() == theirs) {
            plan.bases.insert(key, serverBase);
            continue;
        }
        if (!edited) {
            // An unedited row takes the server's changes silently.
            plan.items.insert(key, theirs);
            plan.bases.insert(key, serverBase);
            ++plan.updated;
            continue;
        }
        if (!serverMoved)
            continue; // a local edit not yet pushed
        // Edited here and changed there: the server's changes to other fields come in, the
        // local edits stay (to push later) unless they meet a change of the same field.
        const QList<TeamConflict> conflicts = conflictsOf(key, known, mine.value(), theirs, row);
        const Resolve resolve = conflicts.isEmpty() ? Resolve::Ours : resolution.of(key);
        if (resolve == Resolve::Theirs) {
            plan.items.insert(key, theirs);
            plan.bases.insert(key, serverBase);
            ++plan.updated;
            ++plan.conflicted;
        } else if (resolve == Resolve::Ours) {
            const QJsonObject both = merged(key.kind, known, mine.value(), theirs);
            plan.items.insert(key, both);
            plan.bases.insert(key, serverBase);
            if (!conflicts.isEmpty()) {
                ++plan.stale; // the local edit waits for the next push
                ++plan.conflicted;
            } else if (both != mine.value()) {
                ++plan.updated;
            }
        } else {
            plan.conflicts += conflicts;
            ++plan.conflicted;
        }
    }
    // Rows deleted on the server stay as local-only rows, their base cleared.
    for (auto it = bases.constBegin(); it != bases.constEnd(); ++it) {
        if (serverCanonical.contains(it.key()) || skipped.contains(it.key()))
            continue;
        plan.bases.remove(it.key());
        if (local.contains(it.key()))
            plan.notes << tr("%1 %2: deleted on the server; kept here as a local-only row")
                                  .arg(it.key().kind, it.key().id);
    }
    for (auto it = skipped.constBegin(); it != skipped.constEnd(); ++it)
        plan.notes << tr("%1 %2: the server's row is invalid (%3); skipped, the document's copy "
                         "is left as it is")
                              .arg(it.key().kind, it.key().id, it.value());
    if (!plan.conflicts.isEmpty()) {
        plan.items = local;
        plan.bases = bases;
    }
    return plan;
}

TeamSync::Plan TeamSync::push(const TeamItems &local, const TeamBases &bases, bool hasBases,
                              const TeamServerRows &server, const TeamItems &serverCanonical,
                              const Resolution &resolution, const TeamSkipped &skipped)
{
    Plan plan;
    plan.items = local;
    plan.bases = bases;
    for (auto it = local.constBegin(); it != local.constEnd(); ++it) {
        const TeamItemKey &key = it.key();
        const QJsonObject &mine = it.value();
        if (skipped.contains(key)) {
            plan.notes << tr("%1 %2: the server's row is invalid (%3); not pushed")
                                  .arg(key.kind, key.id, skipped.value(key));
            continue;
        }
        const auto theirs = serverCanonical.constFind(key);
        const auto base = hasBases ? bases.constFind(key) : bases.constEnd();
        const bool hasBase = base != bases.constEnd();
        const TeamBase *known = hasBase ? &base.value() : nullptr;
        const Resolve resolve = resolution.of(key);
        if (theirs == serverCanonical.constEnd()) {
            if (hasBase) {
                // Pulled once, deleted on the server since: not put back silently.
                if (resolve == Resolve::Theirs) {
                    plan.items.remove(key);
                    plan.bases.remove(key);
                } else if (resolve == Resolve::Ours) {
                    plan.bases.remove(key);
                    plan.toInsert.append(key);
                    ++plan.inserted;
                } else {
                    plan.conflicts.append({ key,
                                            QString(),
                                            {},
                                            {},
                                            QString(),
                                            QString(),
                                            tr("deleted on the server since it was pulled") });
                }
                ++plan.conflicted;
                continue;
            }
            plan.toInsert.append(key);
            ++plan.inserted;
            continue;
        }
        const TeamServerRow &row = server.value(key);
        const TeamBase serverBase{ row.version, theirs.value() };
        if (mine == theirs.value()) {
            if (hasBases)
                plan.bases.insert(key, serverBase);
            continue; // an update that changes no value is never made
        }
        const bool edited = !hasBase || base->values != mine;
        if (hasBase && !edited) {
            if (base->version != row.version)
                ++plan.stale; // the server moved on; the next pull brings it
            continue;
        }
        if (hasBase && base->version == row.version) {
            plan.toUpdate.append(key);
            ++plan.updated;
            continue;
        }
        // Edited here and changed there (or, without a base, another value there).
        const QList<TeamConflict> conflicts = conflictsOf(key, known, mine, theirs.value(), row);
        const QJsonObject both = merged(key.kind, known, mine, theirs.value());
        if (conflicts.isEmpty()) {
            // The two sides changed different fields: both changes are kept.
            plan.items.insert(key, both);
            plan.bases.insert(key, serverBase);
            if (both != theirs.value()) {
                plan.toUpdate.append(key);
                ++plan.updated;
            }
            continue;
        }
        if (resolve == Resolve::Theirs) {
            plan.items.insert(key, theirs.value());
            plan.bases.insert(key, serverBase);
        } else if (resolve == Resolve::Ours) {
            // Published now, over the server's version; the server's changes to the fields
            // not edited here are kept.
            plan.items.insert(key, both);
            plan.bases.insert(key, serverBase);
            plan.toUpdate.append(key);
            ++plan.updated;
        } else {
            plan.conflicts += conflicts;
            ++plan.conflicted;
            continue;
        }
        ++plan.conflicted;
    }
    if (hasBases) {
        for (auto it = bases.constBegin(); it != bases.constEnd(); ++it) {
            if (!local.contains(it.key()) && serverCanonical.contains(it.key()))
                ++plan.deletedLocally;
        }
    }
    return plan;
}

int TeamSync::rowsInConflict(const Plan &plan)
{
    QList<TeamItemKey> rows;
    for (const TeamConflict &conflict : plan.conflicts) {
        if (!rows.contains(conflict.key))
            rows.append(conflict.key);
    }
    return int(rows.size());
}

QString TeamSync::describe(const TeamConflict &conflict)
{
    if (!conflict.reason.isEmpty())
        return tr("%1 %2: %3").arg(conflict.key.kind, conflict.key.id, conflict.reason);
    return tr("%1 %2, field %3: local %4, server %5 (changed by %6 at %7)")
            .arg(conflict.key.kind, conflict.key.id, conflict.field,
                 TeamItemsOf::shown(conflict.local), TeamItemsOf::shown(conflict.server),
                 conflict.by, conflict.at);
}

} // namespace infertco
