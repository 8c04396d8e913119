// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamserver.h"

#include "teamconnection.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace infertco {

namespace {

using namespace Qt::StringLiterals;

const QString Schema = u"infertco"_s;

QString quotedIdentifier(const QString &name)
{
    QString n = name;
    n.replace(u'"', QLatin1String("\"\""));
    return u'"' + n + u'"';
}

QString table(const QString &kind)
{
    return Schema + u'.' + quotedIdentifier(kind);
}

// updated_at as ISO 8601 in UTC, to the millisecond.
QString isoUtc(const QString &column)
{
    return uR"(to_char(%1 AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))"_s.arg(column);
}

// The statements of schema version 1, in order.
QStringList schemaVersion1(const QString &owner)
{
    QStringList s;
    s << u"CREATE SCHEMA infertco"_s;
    s << u"REVOKE ALL ON SCHEMA infertco FROM PUBLIC"_s;
    s << u"CREATE TABLE infertco.meta (key text PRIMARY KEY, value text NOT NULL)"_s;
    // The BEFORE trigger: the server, not the client, sets the row's bookkeeping.
    s << uR"(CREATE FUNCTION infertco.stamp() RETURNS trigger LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        NEW.version := 1;
    ELSE
        IF NEW.id IS DISTINCT FROM OLD.id THEN
            RAISE EXCEPTION 'the id of a catalog row cannot change';
        END IF;
        NEW.version := OLD.version + 1;
    END IF;
    NEW.updated_by := session_user;
    NEW.updated_at := now();
    RETURN NEW;
END
$$)"_s;
    s << uR"(CREATE TABLE infertco.audit_log (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    username text NOT NULL,
    action text NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
    kind text NOT NULL,
    item_id text NOT NULL,
    old jsonb,
    new jsonb))"_s;
    s << u"CREATE INDEX audit_log_item ON infertco.audit_log (kind, item_id, at)"_s;
    // Written only by this SECURITY DEFINER trigger, which runs as the schema's owner with a
    // fixed search_path and records who is connected (session_user), not who owns it.
    s << uR"(CREATE FUNCTION infertco.audit() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    INSERT INTO infertco.audit_log (at, username, action, kind, item_id, old, new)
    VALUES (now(), session_user, lower(TG_OP), TG_TABLE_NAME,
            CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END,
            CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END,
            CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END);
    RETURN NULL;
END
$$)"_s;
    s << u"REVOKE ALL ON FUNCTION infertco.audit() FROM PUBLIC"_s;
    s << uR"(CREATE FUNCTION infertco.audit_log_is_kept() RETURNS trigger LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    RAISE EXCEPTION 'the audit log cannot be changed or deleted';
END
$$)"_s;
    s << u"CREATE TRIGGER kept BEFORE UPDATE OR DELETE ON infertco.audit_log FOR EACH ROW "
         "EXECUTE FUNCTION infertco.audit_log_is_kept()"_s;
    s << u"CREATE TRIGGER kept_whole BEFORE TRUNCATE ON infertco.audit_log FOR EACH STATEMENT "
         "EXECUTE FUNCTION infertco.audit_log_is_kept()"_s;

    QStringList catalogTables;
    for (const TeamKind &kind : teamKinds()) {
        QStringList columns;
        for (const TeamColumn &column : kind.columns) {
            QString definition = quotedIdentifier(column.name) + u' ' + column.sqlType();
            if (column.name == QLatin1String("id"))
                definition += u" PRIMARY KEY CHECK (id <> '')"_s;
            columns << definition;
        }
        columns << u"version integer NOT NULL DEFAULT 1"_s
                << u"updated_by text NOT NULL DEFAULT session_user"_s
                << u"updated_at timestamptz NOT NULL DEFAULT now()"_s;
        const QString t = table(kind.table);
        s << u"CREATE TABLE %1 (\n    %2)"_s.arg(t, columns.join(u",\n    "_s));
        s << u"CREATE TRIGGER stamp BEFORE INSERT OR UPDATE ON %1 FOR EACH ROW "
             "EXECUTE FUNCTION infertco.stamp()"_s.arg(t);
        s << u"CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %1 FOR EACH ROW "
             "EXECUTE FUNCTION infertco.audit()"_s.arg(t);
        catalogTables << t;
    }
    const QString catalog = catalogTables.join(u", "_s);

    // The group roles are shared by the whole server: created when absent.
    for (const char *role : { "infertco_viewer", "infertco_buyer", "infertco_admin" }) {
        s << uR"(DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = '%1') THEN
        CREATE ROLE %1 NOLOGIN;
    END IF;
END $$)"_s.arg(QLatin1String(role));
    }
    s << u"GRANT USAGE ON SCHEMA infertco TO infertco_viewer, infertco_buyer, infertco_admin"_s;
    s << u"GRANT SELECT ON infertco.meta, infertco.audit_log, %1 TO infertco_viewer, "
         "infertco_buyer, infertco_admin"_s.arg(catalog);
    s << u"GRANT INSERT, UPDATE ON %1 TO infertco_buyer"_s.arg(catalog);
    s << u"GRANT INSERT, UPDATE, DELETE ON %1 TO infertco_admin"_s.arg(catalog);
    s << u"GRANT infertco_viewer, infertco_buyer TO infertco_admin WITH ADMIN OPTION"_s;
    s << u"GRANT infertco_admin TO %1 WITH ADMIN OPTION"_s.arg(quotedIdentifier(owner));
    s << u"INSERT INTO infertco.meta (key, value) VALUES ('schema_version', '1')"_s;
    return s;
}

} // namespace

QString TeamServer::lastError(const QSqlQuery &query) const
{
    QString text = query.lastError().databaseText().trimmed();
    if (text.isEmpty())
        text = query.lastError().text().trimmed();
    if (text.isEmpty())
        text = m_connection.database().lastError().text().trimmed();
    if (text.isEmpty())
        text = tr("the connection to the server was lost");
    return text;
}

TeamError TeamServer::execAll(const QStringList &statements)
{
    for (const QString &statement : statements) {
        QSqlQuery query(m_connection.database());
        if (!query.exec(statement))
            return { lastError(query) };
    }
    return {};
}

QSqlQuery &TeamServer::prepared(const QString &sql)
{
    std::shared_ptr<QSqlQuery> &query = m_prepared[sql];
    if (!query) {
        query = std::make_shared<QSqlQuery>(m_connection.database());
        query->prepare(sql);
    }
    return *query;
}

TeamError TeamServer::begin()
{
    if (!m_connection.database().transaction())
        return { tr("cannot start a transaction: %1")
                         .arg(m_connection.database().lastError().text().trimmed()) };
    return {};
}

TeamError TeamServer::commit()
{
    if (!m_connection.database().commit()) {
        QString reason = m_connection.database().lastError().databaseText().trimmed();
        if (reason.isEmpty())
            reason = m_connection.database().lastError().text().trimmed();
        return { tr("the server did not commit: %1").arg(reason) };
    }
    return {};
}

void TeamServer::rollback()
{
    m_connection.database().rollback();
}

TeamServer::InitResult TeamServer::init(TeamError *error, int *foundVersion)
{
    *foundVersion = 0;
    if ((*error = begin()).isError())
        return InitResult::Created;
    // Two inits at once: the second waits, then finds the schema.
    QSqlQuery lock(m_connection.database());
    lock.exec(u"SELECT pg_advisory_xact_lock(4954434, 1)"_s);
    QSqlQuery probe(m_connection.database());
    if (!probe.exec(u"SELECT to_regnamespace('infertco') IS NOT NULL, "
                    "to_regclass('infertco.meta') IS NOT NULL"_s)
        || !probe.next()) {
        *error = { lastError(probe) };
        rollback();
        return InitResult::Created;
    }
    const bool schemaThere = probe.value(0).toBool();
    const bool metaThere = probe.value(1).toBool();
    if (schemaThere) {
        int version = 0;
        if (metaThere) {
            QSqlQuery meta(m_connection.database());
            meta.prepare(u"SELECT value FROM infertco.meta WHERE key = ?"_s);
            meta.addBindValue(u"schema_version"_s);
            if (meta.exec() && meta.next())
                version = meta.value(0).toString().toInt();
        }
        rollback();
        *foundVersion = version;
        if (version <= 0) {
            *error = { tr("the database has a schema \"infertco\" that InferTCO did not create; "
                          "nothing was changed") };
        } else if (version > SchemaVersion) {
            *error = { tr("the team catalog has schema version %1, newer than this InferTCO "
                          "understands (%2); update InferTCO")
                               .arg(version)
                               .arg(SchemaVersion) };
        }
        // There is no older version yet: version SchemaVersion is the first.
        return InitResult::AlreadyCurrent;
    }
    if ((*error = execAll(schemaVersion1(m_connection.user()))).isError()) {
        rollback();
        return InitResult::Created;
    }
    if ((*error = commit()).isError())
        return InitResult::Created;
    *foundVersion = SchemaVersion;
    return InitResult::Created;
}

TeamError TeamServer::checkSchema()
{
    QSqlQuery probe(m_connection.database());
    if (!probe.exec(u"SELECT to_regclass('infertco.meta') IS NOT NULL"_s) || !probe.next())
        return { lastError(probe) };
    if (!probe.value(0).toBool())
        return { tr("the database holds no team catalog (run infertco-cli team init first, or "
                    "ask who runs the server for access to the schema infertco)") };
    QSqlQuery meta(m_connection.database());
    meta.prepare(u"SELECT value FROM infertco.meta WHERE key = ?"_s);
    meta.addBindValue(u"schema_version"_s);
    if (!meta.exec())
        return { lastError(meta) };
    const int version = meta.next() ? meta.value(0).toString().toInt() : 0;
    if (version > SchemaVersion)
        return { tr("the team catalog has schema version %1, newer than this InferTCO "
                    "understands (%2); update InferTCO")
                         .arg(version)
                         .arg(SchemaVersion) };
    if (version < SchemaVersion)
        return { tr("the team catalog has schema version %1; run infertco-cli team init to "
                    "bring it to version %2")
                         .arg(version)
                         .arg(SchemaVersion) };
    return {};
}

std::optional<TeamServer::Role> TeamServer::roleNamed(const QString &name)
{
    if (name == QLatin1String("viewer"))
        return Role::Viewer;
    if (name == QLatin1String("buyer"))
        return Role::Buyer;
    if (name == QLatin1String("admin"))
        return Role::Admin;
    return std::nullopt;
}

QString TeamServer::roleName(Role role)
{
    switch (role) {
    case Role::Viewer:
        return u"infertco_viewer"_s;
    case Role::Buyer:
        return u"infertco_buyer"_s;
    case Role::Admin:
        return u"infertco_admin"_s;
    }
    return {};
}

TeamError TeamServer::grant(const QString &user, Role role, bool revoke)
{
    QSqlQuery who(m_connection.database());
    who.prepare(u"SELECT rolcanlogin FROM pg_catalog.pg_roles WHERE rolname = ?"_s);
    who.addBindValue(user);
    if (!who.exec())
        return { lastError(who) };
    if (!who.next())
        return { tr("there is no role \"%1\" on the server").arg(user) };
    if (!who.value(0).toBool())
        return { tr("\"%1\" is not a login role (a user)").arg(user) };
    QSqlQuery admin(m_connection.database());
    admin.prepare(u"SELECT pg_catalog.pg_has_role(session_user, 'infertco_admin', 'MEMBER') "
                  "OR (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = session_user)"_s);
    if (!admin.exec() || !admin.next())
        return { lastError(admin) };
    if (!admin.value(0).toBool())
        return { tr("only a member of infertco_admin may grant or revoke team roles; %1 is "
                    "not one")
                         .arg(m_connection.user()) };
    const QString statement = revoke
            ? u"REVOKE %1 FROM %2"_s.arg(roleName(role), quotedIdentifier(user))
            : u"GRANT %1 TO %2%3"_s.arg(roleName(role), quotedIdentifier(user),
                                        role == Role::Admin ? u" WITH ADMIN OPTION"_s : QString());
    QSqlQuery change(m_connection.database());
    if (!change.exec(statement))
        return { lastError(change) };
    return {};
}

TeamServerRows TeamServer::rows(TeamError *error, bool forUpdate)
{
    TeamServerRows rows;
    for (const TeamKind &kind : teamKinds()) {
        QStringList columns{ u"version::text"_s, u"updated_by"_s, isoUtc(u"updated_at"_s) };
        for (const TeamColumn &column : kind.columns)
            columns << quotedIdentifier(column.name) + u"::text"_s;
        QSqlQuery query(m_connection.database());
        query.setForwardOnly(true);
        const QString sql = u"SELECT %1 FROM %2 ORDER BY id COLLATE \"C\"%3"_s.arg(
                columns.join(u", "_s), table(kind.table), forUpdate ? u" FOR UPDATE"_s : QString());
        if (!query.exec(sql)) {
            *error = { lastError(query) };
            return {};
        }
        while (query.next()) {
            TeamServerRow row;
            row.version = query.value(0).toString().toLongLong();
            row.updatedBy = query.value(1).toString();
            row.updatedAt = query.value(2).toString();
            for (qsizetype i = 0; i < kind.columns.size(); ++i) {
                const QJsonValue value = kind.columns.at(i).fromSql(query.value(int(i) + 3));
                if (!value.isUndefined())
                    row.values.insert(kind.columns.at(i).name, value);
            }
            rows.insert({ kind.table, row.values.value(u"id"_s).toString() }, row);
        }
    }
    return rows;
}

QList<TeamServer::HistoryEntry> TeamServer::history(const QString &kind, const QString &id,
                                                    int limit, TeamError *error)
{
    // Each entry with the fields it changed, one row per field; the values as jsonb text,
    // exact as stored. The row's own bookkeeping is not a change.
    QSqlQuery query(m_connection.database());
    query.setForwardOnly(true);
    query.prepare(uR"(WITH entries AS (
    SELECT id, at, username, action, kind, item_id, old, new FROM infertco.audit_log
    WHERE (CAST(? AS text) IS NULL OR kind = CAST(? AS text))
      AND (CAST(? AS text) IS NULL OR item_id = CAST(? AS text))
    ORDER BY at DESC, id DESC
    LIMIT CAST(? AS bigint))
SELECT e.id::text, %1, e.username, e.action, e.kind, e.item_id, c.field,
       NULLIF(e.old -> c.field, 'null'::jsonb)::text, NULLIF(e.new -> c.field, 'null'::jsonb)::text
FROM entries e
LEFT JOIN LATERAL (
    SELECT k.field FROM jsonb_object_keys(COALESCE(e.old, '{}'::jsonb) || COALESCE(e.new, '{}'::jsonb))
        AS k(field)
    WHERE k.field NOT IN ('version', 'updated_by', 'updated_at')
      AND NULLIF(e.old -> k.field, 'null'::jsonb) IS DISTINCT FROM NULLIF(e.new -> k.field, 'null'::jsonb)
) c ON true
ORDER BY e.at DESC, e.id DESC)"_s.arg(isoUtc(u"e.at"_s)));
    const QVariant noText(QMetaType::fromType<QString>());
    const QVariant k = kind.isEmpty() ? noText : QVariant(kind);
    const QVariant i = id.isEmpty() ? noText : QVariant(id);
    query.addBindValue(k);
    query.addBindValue(k);
    query.addBindValue(i);
    query.addBindValue(i);
    query.addBindValue(limit > 0 ? QString::number(limit) : noText);
    QList<HistoryEntry> entries;
    if (!query.exec()) {
        *error = { lastError(query) };
        return {};
    }
    while (query.next()) {
        const qint64 entryId = query.value(0).toString().toLongLong();
        if (entries.isEmpty() || entries.last().id != entryId) {
            HistoryEntry entry;
            entry.id = entryId;
            entry.at = query.value(1).toString();
            entry.username = query.value(2).toString();
            entry.action = query.value(3).toString();
            entry.kind = query.value(4).toString();
            entry.itemId = query.value(5).toString();
            entries.append(entry);
        }
        if (!query.value(6).isNull()) {
            const auto text
                    = [](const QVariant &v) { return v.isNull() ? u"null"_s : v.toString(); };
            entries.last().changes.append(
                    { query.value(6).toString(), text(query.value(7)), text(query.value(8)) });
        }
    }
    // The fields in the kind's column order.
    for (HistoryEntry &entry : entries) {
        const TeamKind *k = teamKind(entry.kind);
        if (!k)
            continue;
        const auto position = [k](const QString &field) {
            for (qsizetype n = 0; n < k->columns.size(); ++n) {
                if (k->columns.at(n).name == field)
                    return n;
            }
            return k->columns.size();
        };
        std::stable_sort(entry.changes.begin(), entry.changes.end(),
                         [&](const auto &a, const auto &b) {
                             return position(std::get<0>(a)) < position(std::get<0>(b));
                         });
    }
    return entries;
}

namespace {

QString returning()
{
    return u" RETURNING version::text, updated_by, %1"_s.arg(isoUtc(u"updated_at"_s));
}

} // namespace

TeamError TeamServer::insert(const QString &kind, const QJsonObject &values, TeamServerRow *stamped)
{
    const TeamKind *k = teamKind(kind);
    QStringList names;
    QStringList placeholders;
    for (const TeamColumn &column : k->columns) {
        names << quotedIdentifier(column.name);
        placeholders << u"CAST(? AS %1)"_s.arg(column.sqlType());
    }
    QSqlQuery &query
            = prepared(u"INSERT INTO %1 (%2) VALUES (%3)"_s.arg(table(kind), names.join(u", "_s),
                                                                placeholders.join(u", "_s))
                       + returning());
    for (const TeamColumn &column : k->columns)
        query.addBindValue(column.toSql(values.value(column.name)));
    if (!query.exec() || !query.next())
        return { lastError(query), query.lastError().nativeErrorCode() == QLatin1String("23505") };
    stamped->version = query.value(0).toString().toLongLong();
    stamped->updatedBy = query.value(1).toString();
    stamped->updatedAt = query.value(2).toString();
    stamped->values = values;
    return {};
}

TeamError TeamServer::update(const QString &kind, const QJsonObject &values, qint64 version,
                             bool *updated, TeamServerRow *stamped)
{
    const TeamKind *k = teamKind(kind);
    QStringList sets;
    for (const TeamColumn &column : k->columns) {
        if (column.name != QLatin1String("id"))
            sets << u"%1 = CAST(? AS %2)"_s.arg(quotedIdentifier(column.name), column.sqlType());
    }
    QSqlQuery &query = prepared(
            u"UPDATE %1 SET %2 WHERE id = CAST(? AS text) AND version = CAST(? AS integer)"_s.arg(
                    table(kind), sets.join(u", "_s))
            + returning());
    for (const TeamColumn &column : k->columns) {
        if (column.name != QLatin1String("id"))
            query.addBindValue(column.toSql(values.value(column.name)));
    }
    query.addBindValue(values.value(u"id"_s).toString());
    query.addBindValue(QString::number(version));
    if (!query.exec())
        return { lastError(query) };
    *updated = query.next();
    if (*updated) {
        stamped->version = query.value(0).toString().toLongLong();
        stamped->updatedBy = query.value(1).toString();
        stamped->updatedAt = query.value(2).toString();
        stamped->values = values;
    }
    return {};
}

} // namespace infertco
