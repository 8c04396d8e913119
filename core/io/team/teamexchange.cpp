// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamexchange.h"

#include "teamconnection.h"
#include "teamserver.h"

#include "model/rules/validation.h"

#include <QHash>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace infertco {

namespace {

// `rows` in the order of `before`: rows that were there keep their place, new ones follow in
// id order.
template <typename Item>
void keepOrder(QList<Item> &rows, const QList<Item> &before)
{
    QHash<QString, qsizetype> place;
    for (qsizetype i = 0; i < before.size(); ++i)
        place.insert(before.at(i).id, i);
    std::stable_sort(rows.begin(), rows.end(), [&](const Item &a, const Item &b) {
        return place.value(a.id, before.size()) < place.value(b.id, before.size());
    });
}

TeamExchangeResult refused(const QString &message)
{
    TeamExchangeResult result;
    result.status = TeamExchangeResult::Status::Refused;
    result.message = message;
    return result;
}

TeamExchangeResult invalid(const Problems &problems, bool server)
{
    TeamExchangeResult result;
    result.status = TeamExchangeResult::Status::Invalid;
    result.problems = problems;
    result.serverProblems = server;
    return result;
}

TeamExchangeResult withConflicts(TeamSync::Plan plan)
{
    TeamExchangeResult result;
    result.status = TeamExchangeResult::Status::Conflicts;
    result.plan = std::move(plan);
    return result;
}

// The server's rows and their canonical form; an error result when they cannot be had. A row
// the validator refuses (made by hand on the server, or before the server had constraints) is
// left out and named in `skipped`, with the rows that need it (an offer of a refused
// accelerator), so that one bad row does not stop every member's pull and push.
std::optional<TeamExchangeResult> readServer(TeamServer &server, TeamServerRows *rows,
                                             TeamItems *canonical, TeamSkipped *skipped)
{
    TeamError error;
    *rows = server.rows(&error);
    if (error.isError())
        return refused(error.message);
    TeamItems serverItems;
    for (auto it = rows->constBegin(); it != rows->constEnd(); ++it)
        serverItems.insert(it.key(), it.value().values);
    *canonical = TeamExchange::validRows(serverItems, skipped);
    for (auto it = skipped->constBegin(); it != skipped->constEnd(); ++it)
        rows->remove(it.key());
    return std::nullopt;
}

} // namespace

TeamItems TeamExchange::validRows(TeamItems items, TeamSkipped *skipped)
{
    // Each round drops the rows the problems name; a problem that names no row drops none,
    // and the round after gives up on the rest.
    for (;;) {
        const Outcome<TeamItems> read = TeamItemsOf::canonical(items);
        if (read.ok())
            return read.value();
        qsizetype dropped = 0;
        for (auto it = items.begin(); it != items.end();) {
            QString noun = it.key().kind;
            noun.replace(u'_', u' ');
            const QString label = Validator::itemLabel(noun.toLatin1().constData(), it.key().id);
            QStringList why;
            for (const Problem &problem : read.problems()) {
                if (problem.item == label)
                    why << (problem.field.isEmpty() ? problem.message
                                                    : problem.field + u' ' + problem.message);
            }
            if (why.isEmpty()) {
                ++it;
                continue;
            }
            skipped->insert(it.key(), why.join(QLatin1String("; ")));
            it = items.erase(it);
            ++dropped;
        }
        if (dropped == 0) {
            // Problems of no row in particular: every row left is kept out.
            for (auto it = items.constBegin(); it != items.constEnd(); ++it)
                skipped->insert(it.key(), read.problems().first().text());
            return {};
        }
    }
}

TeamBases TeamExchange::basesOf(const QList<DocumentTeamBase> &stored)
{
    TeamBases bases;
    for (const DocumentTeamBase &base : stored)
        bases.insert({ base.kind, base.itemId },
                     { base.version, QJsonDocument::fromJson(base.values).object() });
    return bases;
}

QList<DocumentTeamBase> TeamExchange::storedOf(const TeamBases &bases)
{
    QList<DocumentTeamBase> stored;
    for (auto it = bases.constBegin(); it != bases.constEnd(); ++it)
        stored.append({ it.key().kind, it.key().id, it.value().version,
                        TeamItemsOf::compactJson(QJsonDocument(it.value().values)) });
    return stored;
}

Outcome<Catalog> TeamExchange::catalogInOrder(const TeamItems &items, const Catalog &before)
{
    Outcome<Catalog> catalog = TeamItemsOf::catalog(items);
    if (!catalog.ok())
        return catalog;
    Catalog &c = catalog.value();
    keepOrder(c.accelerators, before.accelerators);
    keepOrder(c.platforms, before.platforms);
    keepOrder(c.rentalOffers, before.rentalOffers);
    keepOrder(c.coloOffers, before.coloOffers);
    keepOrder(c.regions, before.regions);
    // Request logs are no part of the team catalog (docs/serving.md, "Request logs"): the
    // document's own stay as they are.
    c.requestLogs = before.requestLogs;
    return catalog;
}

TeamExchangeResult TeamExchange::pull(TeamConnection &connection, const Catalog &local,
                                      const QList<DocumentTeamBase> &bases,
                                      const TeamSync::Resolution &resolution)
{
    TeamServer server(connection);
    if (const TeamError error = server.checkSchema(); error.isError())
        return refused(error.message);
    TeamServerRows rows;
    TeamItems serverCanonical;
    TeamSkipped skipped;
    if (std::optional<TeamExchangeResult> failed
        = readServer(server, &rows, &serverCanonical, &skipped))
        return *failed;

    TeamSync::Plan plan = TeamSync::pull(TeamItemsOf::of(local), basesOf(bases), rows,
                                         serverCanonical, resolution, skipped);
    if (!plan.conflicts.isEmpty())
        return withConflicts(std::move(plan));
    const Outcome<Catalog> catalog = catalogInOrder(plan.items, local);
    if (!catalog.ok())
        return invalid(catalog.problems(), false);
    TeamExchangeResult result;
    result.catalog = catalog.value();
    result.bases = storedOf(plan.bases);
    result.plan = std::move(plan);
    return result;
}

TeamExchangeResult TeamExchange::push(TeamConnection &connection, const Catalog &local,
                                      const QList<DocumentTeamBase> &storedBases, bool hasBases,
                                      const TeamSync::Resolution &resolution)
{
    TeamServer server(connection);
    if (const TeamError error = server.checkSchema(); error.isError())
        return refused(error.message);
    if (const TeamError error = server.begin(); error.isError())
        return refused(error.message);
    TeamServerRows rows;
    TeamItems serverCanonical;
    TeamSkipped skipped;
    if (std::optional<TeamExchangeResult> failed
        = readServer(server, &rows, &serverCanonical, &skipped)) {
        server.rollback();
        return *failed;
    }
    const TeamItems localItems = TeamItemsOf::of(local);
    if (const QStringList unknown = TeamItemsOf::unknownKeys(localItems); !unknown.isEmpty()) {
        server.rollback();
        return refused(tr("the team catalog's schema has no place for %1; nothing was written")
                               .arg(unknown.join(QLatin1String(", "))));
    }
    const TeamBases bases = basesOf(storedBases);
    TeamSync::Plan plan = TeamSync::push(localItems, bases, hasBases, rows, serverCanonical,
                                         resolution, skipped);
    if (!plan.conflicts.isEmpty()) {
        server.rollback();
        return withConflicts(std::move(plan));
    }

    // The write: one transaction, all or nothing.
    // A row another member wrote between our read and our write: named field by field with
    // who changed it and when, read again once the transaction is rolled back.
    const auto conflictAt = [&](const TeamItemKey &key, const QString &reason) {
        server.rollback();
        TeamServerRows now;
        TeamItems nowCanonical;
        TeamSkipped nowSkipped;
        const bool read = !readServer(server, &now, &nowCanonical, &nowSkipped).has_value();
        QList<TeamConflict> named;
        if (read && nowCanonical.contains(key)) {
            const TeamServerRow &row = now.value(key);
            const QJsonObject &theirs = nowCanonical.value(key);
            const QJsonObject &mine = plan.items.value(key);
            for (const QString &field : TeamItemsOf::differences(key.kind, mine, theirs))
                named.append({ key, field, mine.value(field), theirs.value(field), row.updatedBy,
                               row.updatedAt, QString() });
        }
        if (named.isEmpty())
            named.append({ key, QString(), {}, {}, QString(), QString(), reason });
        plan.conflicts += named;
        ++plan.conflicted;
        return withConflicts(std::move(plan));
    };
    const auto failed = [&](const TeamError &e, const TeamItemKey &key) {
        if (e.conflict)
            return conflictAt(key, tr("inserted on the server by someone else meanwhile"));
        server.rollback();
        if (connection.isLost())
            return refused(tr("the connection to the server was lost while writing %1 %2 (%3); "
                              "nothing was written")
                                   .arg(key.kind, key.id, e.message));
        return refused(tr("the server refused %1 %2: %3; nothing was written")
                               .arg(key.kind, key.id, e.message));
    };
    for (const TeamItemKey &key : std::as_const(plan.toInsert)) {
        TeamServerRow stamped;
        if (const TeamError e = server.insert(key.kind, plan.items.value(key), &stamped);
            e.isError())
            return failed(e, key);
        plan.bases.insert(key, { stamped.version, plan.items.value(key) });
    }
    for (const TeamItemKey &key : std::as_const(plan.toUpdate)) {
        TeamServerRow stamped;
        bool updated = false;
        if (const TeamError e = server.update(key.kind, plan.items.value(key),
                                              plan.bases.value(key).version, &updated, &stamped);
            e.isError())
            return failed(e, key);
        if (!updated)
            return conflictAt(key, tr("changed on the server meanwhile"));
        plan.bases.insert(key, { stamped.version, plan.items.value(key) });
    }
    if (const TeamError e = server.commit(); e.isError())
        return refused(tr("%1; nothing was written").arg(e.message));

    TeamExchangeResult result;
    if (hasBases) {
        const Outcome<Catalog> catalog = catalogInOrder(plan.items, local);
        if (!catalog.ok())
            return invalid(catalog.problems(), false);
        result.catalog = catalog.value();
    }
    result.bases = storedOf(plan.bases);
    result.plan = std::move(plan);
    return result;
}

QString TeamExchange::role(TeamConnection &connection, QString *error)
{
    // From schema version 2 a role counts on the catalog of this database only
    // (infertco.may); before, membership of the server-wide roles, direct or through another
    // role, as PostgreSQL itself decides it. Only roles that exist are asked about
    // (pg_has_role on a missing name is an error).
    QSqlQuery perDatabase(connection.database());
    if (!perDatabase.exec(
                QStringLiteral("SELECT to_regprocedure('infertco.may(text)') IS NOT NULL"))
        || !perDatabase.next()) {
        *error = perDatabase.lastError().databaseText().trimmed();
        return {};
    }
    QSqlQuery query(connection.database());
    query.setForwardOnly(true);
    const bool ran = perDatabase.value(0).toBool()
            ? query.exec(QStringLiteral(
                    "SELECT level FROM unnest(ARRAY['admin', 'buyer', 'viewer']) AS l(level) "
                    "WHERE infertco.may(level)"))
            : query.exec(QStringLiteral(
                    "SELECT substr(r.rolname, 10) FROM pg_catalog.pg_roles r "
                    "WHERE r.rolname IN ('infertco_admin', 'infertco_buyer', 'infertco_viewer') "
                    "AND ((SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = "
                    "session_user) OR pg_catalog.pg_has_role(session_user, r.oid, 'MEMBER'))"));
    if (!ran) {
        *error = query.lastError().databaseText().trimmed();
        return {};
    }
    QStringList held;
    while (query.next())
        held << query.value(0).toString();
    for (const QString &name :
         { QStringLiteral("admin"), QStringLiteral("buyer"), QStringLiteral("viewer") }) {
        if (held.contains(name))
            return name;
    }
    return {};
}

} // namespace infertco
