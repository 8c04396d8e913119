// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamserverstorage.h"

#include "io/team/teamconnection.h"
#include "io/team/teamexchange.h"

#include "model/entities/catalogkind.h"
#include "model/rules/validation.h"

#include <QSet>

namespace infertco {

namespace {

/// `rental offer "h100-hk"` for the server's kind "rental_offer".
QString itemLabel(const QString &kind, const QString &id)
{
    QString noun = kind;
    noun.replace(u'_', u' ');
    return Validator::itemLabel(noun.toLatin1().constData(), id);
}

/// The catalog rows of `before` that `after` no longer has.
Problems removedRows(const Catalog &before, const Catalog &after)
{
    Problems problems;
    for (const CatalogKind kind : catalogKinds) {
        QSet<QString> kept;
        withCatalogList(after, kind, [&kept](const auto &items) {
            for (const auto &item : items)
                kept.insert(item.id);
        });
        withCatalogList(before, kind, [&](const auto &items) {
            for (const auto &item : items) {
                if (!kept.contains(item.id))
                    problems.append(
                            { itemLabel(QLatin1String(catalogKey(kind)), item.id), QString(),
                              TeamServerStorage::tr("cannot be removed from the team catalog: a "
                                                    "push never deletes a row; nothing was "
                                                    "written") });
            }
        });
    }
    return problems;
}

} // namespace

Outcome<std::unique_ptr<TeamServerStorage>> TeamServerStorage::open(const QString &conn)
{
    QString error;
    std::unique_ptr<TeamConnection> connection = TeamConnection::open(conn, &error);
    if (!connection)
        return Problems{ Problem{ TeamConnection::display(conn), QString(), error } };
    return std::make_unique<TeamServerStorage>(std::move(connection));
}

TeamServerStorage::TeamServerStorage(std::unique_ptr<TeamConnection> connection)
    : m_connection(std::move(connection))
{ }

TeamServerStorage::~TeamServerStorage() = default;

bool TeamServerStorage::hasFeature(Feature feature) const
{
    switch (feature) {
    case Feature::Scenarios:
    case Feature::RowRemoval:
    case Feature::TeamBases:
    case Feature::SaveAs:
        return false;
    }
    return false;
}

QString TeamServerStorage::location() const
{
    return m_connection->shown();
}

Outcome<Bundle> TeamServerStorage::load()
{
    // A pull into an empty catalog: every server row, its version kept as the row's base.
    const TeamExchangeResult result
            = TeamExchange::pull(*m_connection, Catalog(), {}, TeamSync::Resolve::None);
    if (!result.ok())
        return problemsOf(result);
    Bundle content;
    content.catalog = result.catalog;
    m_content = content;
    m_bases = result.bases;
    return content;
}

Problems TeamServerStorage::check(const Bundle &before, const Bundle &after) const
{
    if (!after.scenarios.isEmpty())
        return { Problem{ location(), QString(),
                          tr("holds the team catalog only; scenarios stay in a document") } };
    if (Problems removed = removedRows(before.catalog, after.catalog); !removed.isEmpty())
        return removed;
    // The whole is validated only when the change alone does not pass.
    if (Validator::changeIsValid(before, after))
        return {};
    return Validator::check(after);
}

Problems TeamServerStorage::write(const Bundle &after)
{
    if (Problems problems = check(m_content, after); !problems.isEmpty())
        return problems;
    // A row is pushed when it differs from its base, the values it was read or pushed at, and
    // only while the server row is still at the base's version.
    const TeamExchangeResult result = TeamExchange::push(*m_connection, after.catalog, m_bases,
                                                         true, TeamSync::Resolve::None);
    if (!result.ok())
        return problemsOf(result);
    m_content = after;
    m_bases = result.bases;
    m_lastWriteRowChanges = result.plan.toInsert.size() + result.plan.toUpdate.size();
    return {};
}

qint64 TeamServerStorage::lastWriteRowChanges() const
{
    return m_lastWriteRowChanges;
}

qint64 TeamServerStorage::version(const QString &kind, const QString &id) const
{
    for (const DocumentTeamBase &base : m_bases) {
        if (base.kind == kind && base.itemId == id)
            return base.version;
    }
    return 0;
}

Problems TeamServerStorage::problemsOf(const TeamExchangeResult &result) const
{
    switch (result.status) {
    case TeamExchangeResult::Status::Done:
        return {};
    case TeamExchangeResult::Status::Refused:
        return { Problem{ location(), QString(), result.message } };
    case TeamExchangeResult::Status::Invalid:
        return result.problems;
    case TeamExchangeResult::Status::Conflicts:
        break;
    }
    // docs/team.md, "Pull, push and conflicts": each conflict names the field, the server's value,
    // who changed it and when.
    Problems problems;
    for (const TeamConflict &conflict : result.plan.conflicts) {
        const QString label = itemLabel(conflict.key.kind, conflict.key.id);
        if (!conflict.reason.isEmpty()) {
            problems.append(
                    { label, QString(), tr("%1; nothing was written").arg(conflict.reason) });
            continue;
        }
        problems.append(
                { label, conflict.field,
                  tr("was changed on the server by %1 at %2 to %3 (yours: %4); nothing "
                     "was written")
                          .arg(conflict.by, conflict.at, TeamItemsOf::shown(conflict.server),
                               TeamItemsOf::shown(conflict.local)) });
    }
    return problems;
}

} // namespace infertco
