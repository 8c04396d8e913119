// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamsync.h"

namespace infertco {

namespace {

void addConflicts(TeamSync::Plan &plan, const TeamItemKey &key, const QJsonObject &local,
                  const QJsonObject &server, const TeamServerRow &row)
{
    for (const QString &field : TeamItemsOf::differences(key.kind, local, server))
        plan.conflicts.append({ key, field, local.value(field), server.value(field), row.updatedBy,
                                row.updatedAt, QString() });
    ++plan.conflicted;
}

} // namespace

TeamSync::Plan TeamSync::pull(const TeamItems &local, const TeamBases &bases,
                              const TeamServerRows &server, const TeamItems &serverCanonical,
                              const Resolution &resolution)
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
        const bool edited = base == bases.constEnd() || base->values != mine.value();
        const bool serverMoved = base == bases.constEnd() || base->version != row.version;
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
        // Edited here and changed there.
        const Resolve resolve = resolution.of(key);
        if (resolve == Resolve::Theirs) {
            plan.items.insert(key, theirs);
            plan.bases.insert(key, serverBase);
            ++plan.updated;
            ++plan.conflicted;
        } else if (resolve == Resolve::Ours) {
            plan.bases.insert(key, serverBase);
            ++plan.stale;
            ++plan.conflicted;
        } else {
            addConflicts(plan, key, mine.value(), theirs, row);
        }
    }
    // Rows deleted on the server stay as local-only rows, their base cleared.
    for (auto it = bases.constBegin(); it != bases.constEnd(); ++it) {
        if (serverCanonical.contains(it.key()))
            continue;
        plan.bases.remove(it.key());
        if (local.contains(it.key()))
            plan.notes << tr("%1 %2: deleted on the server; kept here as a local-only row")
                                  .arg(it.key().kind, it.key().id);
    }
    if (!plan.conflicts.isEmpty()) {
        plan.items = local;
        plan.bases = bases;
    }
    return plan;
}

TeamSync::Plan TeamSync::push(const TeamItems &local, const TeamBases &bases, bool hasBases,
                              const TeamServerRows &server, const TeamItems &serverCanonical,
                              const Resolution &resolution)
{
    Plan plan;
    plan.items = local;
    plan.bases = bases;
    for (auto it = local.constBegin(); it != local.constEnd(); ++it) {
        const TeamItemKey &key = it.key();
        const QJsonObject &mine = it.value();
        const auto theirs = serverCanonical.constFind(key);
        const auto base = hasBases ? bases.constFind(key) : bases.constEnd();
        const bool hasBase = base != bases.constEnd();
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
        if (resolve == Resolve::Theirs) {
            plan.items.insert(key, theirs.value());
            plan.bases.insert(key, serverBase);
        } else if (resolve == Resolve::Ours) {
            plan.bases.insert(key, serverBase); // so that the next push updates
            ++plan.stale;
        } else {
            addConflicts(plan, key, mine, theirs.value(), row);
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
