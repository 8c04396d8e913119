// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamserver.h"

#include "teamconnection.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <string>

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

// The function of the stamp trigger: `create` (the statement up to its body) with the body
// that gives an inserted row `insertVersion`, keeps a row's id on an update and counts its
// version up, and records who changed the row and when.
QString stampFunction(const QString &create, const QString &insertVersion)
{
    return create + uR"( AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        NEW.version := )"_s
            + insertVersion + uR"(;
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
}

// The trigger function `name` that refuses what its trigger fires on with `message`.
QString refusingFunction(const QString &name, const QString &message)
{
    return uR"(CREATE FUNCTION infertco.%1() RETURNS trigger LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    RAISE EXCEPTION '%2';
END
$$)"_s.arg(name, message);
}

// The statements of schema version 1, in order.
QStringList schemaVersion1(const QString &owner)
{
    QStringList s;
    s << u"CREATE SCHEMA infertco"_s;
    s << u"REVOKE ALL ON SCHEMA infertco FROM PUBLIC"_s;
    s << u"CREATE TABLE infertco.meta (key text PRIMARY KEY, value text NOT NULL)"_s;
    // The BEFORE trigger: the server, not the client, sets the row's bookkeeping.
    s << stampFunction(u"CREATE FUNCTION infertco.stamp() RETURNS trigger LANGUAGE plpgsql\n"
                       "SET search_path = pg_catalog, pg_temp"_s,
                       u"1"_s);
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
    s << refusingFunction(u"audit_log_is_kept"_s, u"the audit log cannot be changed or deleted"_s);
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

// The statements that bring a version 1 schema to version 2 (docs/team.md, "Schema
// versions"), run by the role that created version 1 (which owns it), in the same
// transaction as the check that found version 1:
// - every column the field tables have (a field newer than the server's tables);
// - the validator's rules as NOT NULL and CHECK constraints, and the references of the offers
//   as foreign keys (checked at commit, so that a push may insert an offer before its region);
// - versions that never repeat for an id: an insert continues after the highest version the
//   audit log ever recorded for it;
// - no TRUNCATE of a catalog table, which would bypass the audit trigger;
// - membership per database (infertco.member, read through row-level security): the three
//   group roles are shared by the whole server, so holding one says which kind of access, the
//   member rows of this database say where;
// - everything owned by a NOLOGIN role of this database nobody logs in as, so that the role
//   that ran init can no longer disable the triggers or rewrite the audit log.
QStringList schemaVersion2(const QString &initRole, const QString &ownerRole,
                           const QString &database, bool upgrade)
{
    const QString owner = quotedIdentifier(ownerRole);
    QStringList s;
    s << uR"(DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = '%1') THEN
        CREATE ROLE %2 NOLOGIN;
    ELSIF (SELECT rolcanlogin OR rolsuper FROM pg_catalog.pg_roles WHERE rolname = '%1') THEN
        RAISE EXCEPTION 'the role %1 exists and can log in; the team catalog''s owner must be a role nobody logs in as';
    END IF;
END $$)"_s.arg(ownerRole, owner);
    s << u"GRANT %1 TO %2"_s.arg(owner, quotedIdentifier(initRole));

    // Versions never repeat for an id, even for a row deleted and inserted again.
    s << stampFunction(u"CREATE OR REPLACE FUNCTION infertco.stamp() RETURNS trigger LANGUAGE "
                       "plpgsql\nSECURITY DEFINER SET search_path = pg_catalog, pg_temp"_s,
                       uR"(COALESCE((
            SELECT max(GREATEST((a.old ->> 'version')::bigint, (a.new ->> 'version')::bigint))
            FROM infertco.audit_log a WHERE a.kind = TG_TABLE_NAME AND a.item_id = NEW.id), 0) + 1)"_s);
    s << u"REVOKE ALL ON FUNCTION infertco.stamp() FROM PUBLIC"_s;
    s << refusingFunction(u"catalog_is_kept_whole"_s,
                          u"a team catalog table cannot be truncated: delete its rows, which "
                          "the audit log records"_s);

    // Membership of this database's catalog.
    s << uR"(CREATE TABLE infertco.member (
    username text NOT NULL,
    role text NOT NULL CHECK (role IN ('viewer', 'buyer', 'admin')),
    PRIMARY KEY (username, role)))"_s;
    s << uR"(CREATE FUNCTION infertco.may(level text) RETURNS boolean LANGUAGE sql STABLE
SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    SELECT COALESCE((SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = session_user), false)
        OR EXISTS (SELECT FROM infertco.member m
                   WHERE m.username = session_user
                     AND (level = 'viewer' OR m.role = 'admin' OR (level = 'buyer' AND m.role = 'buyer'))
                     AND pg_catalog.pg_has_role(session_user, 'infertco_' || m.role, 'MEMBER'))
$$)"_s;
    s << u"REVOKE ALL ON FUNCTION infertco.may(text) FROM PUBLIC"_s;
    s << u"GRANT EXECUTE ON FUNCTION infertco.may(text) TO infertco_viewer, infertco_buyer, "
         "infertco_admin"_s;
    s << u"GRANT SELECT ON infertco.member TO infertco_viewer, infertco_buyer, infertco_admin"_s;
    s << u"GRANT INSERT, DELETE ON infertco.member TO infertco_admin"_s;
    // Upgrading, who held a team role when roles were not per database keeps it here (the
    // server cannot tell on which database it was granted); a new catalog starts with its
    // creator alone.
    for (const char *level : { "viewer", "buyer", "admin" }) {
        if (!upgrade)
            break;
        s << uR"(INSERT INTO infertco.member (username, role)
SELECT r.rolname, '%1' FROM pg_catalog.pg_roles r
WHERE r.rolcanlogin AND NOT r.rolsuper AND pg_catalog.pg_has_role(r.oid, 'infertco_%1', 'MEMBER'))"_s
                        .arg(QLatin1String(level));
    }
    s << u"INSERT INTO infertco.member (username, role) VALUES (%1, 'admin') ON CONFLICT DO "
         "NOTHING"_s.arg(u'\'' + QString(initRole).replace(u'\'', u"''"_s) + u'\'');

    QStringList owned{ u"infertco.meta"_s, u"infertco.audit_log"_s, u"infertco.member"_s };
    for (const TeamKind &kind : teamKinds()) {
        const QString t = table(kind.table);
        QStringList changes;
        for (const TeamColumn &column : kind.columns) {
            const QString c = quotedIdentifier(column.name);
            changes << u"ADD COLUMN IF NOT EXISTS %1 %2"_s.arg(c, column.sqlType());
            if (column.required)
                changes << u"ALTER COLUMN %1 SET NOT NULL"_s.arg(c);
            if (!column.check.isEmpty())
                changes << u"ADD CONSTRAINT %1 CHECK (%2)"_s.arg(
                        quotedIdentifier(column.name + u"_valid"_s), column.check.arg(c));
        }
        s << u"ALTER TABLE %1 %2"_s.arg(t, changes.join(u",\n    "_s));
        s << u"CREATE TRIGGER kept_whole BEFORE TRUNCATE ON %1 FOR EACH STATEMENT "
             "EXECUTE FUNCTION infertco.catalog_is_kept_whole()"_s.arg(t);
        // Read by members of this database, written by its buyers, deleted by its admins.
        s << u"ALTER TABLE %1 ENABLE ROW LEVEL SECURITY"_s.arg(t);
        s << u"CREATE POLICY members_read ON %1 FOR SELECT USING (infertco.may('viewer'))"_s.arg(t);
        s << u"CREATE POLICY buyers_insert ON %1 FOR INSERT WITH CHECK (infertco.may('buyer'))"_s
                        .arg(t);
        s << u"CREATE POLICY buyers_update ON %1 FOR UPDATE USING (infertco.may('buyer')) "
             "WITH CHECK (infertco.may('buyer'))"_s.arg(t);
        s << u"CREATE POLICY admins_delete ON %1 FOR DELETE USING (infertco.may('admin'))"_s.arg(t);
        owned << t;
    }
    // The offers' references, checked at commit.
    for (const auto &[kind, column, target] :
         { std::tuple{ "rental_offer", "accelerator", "accelerator" },
           std::tuple{ "rental_offer", "region", "region" },
           std::tuple{ "colo_offer", "region", "region" } }) {
        s << u"ALTER TABLE %1 ADD CONSTRAINT %2 FOREIGN KEY (%3) REFERENCES %4 (id) "
             "DEFERRABLE INITIALLY DEFERRED"_s.arg(
                     table(QLatin1String(kind)),
                     quotedIdentifier(QLatin1String(column) + u"_known"_s),
                     quotedIdentifier(QLatin1String(column)), table(QLatin1String(target)));
    }
    s << u"ALTER TABLE infertco.audit_log ENABLE ROW LEVEL SECURITY"_s;
    s << u"CREATE POLICY members_read ON infertco.audit_log FOR SELECT "
         "USING (infertco.may('viewer'))"_s;
    s << u"ALTER TABLE infertco.member ENABLE ROW LEVEL SECURITY"_s;
    s << u"CREATE POLICY members_read ON infertco.member FOR SELECT "
         "USING (infertco.may('viewer'))"_s;
    s << u"CREATE POLICY admins_insert ON infertco.member FOR INSERT "
         "WITH CHECK (infertco.may('admin'))"_s;
    s << u"CREATE POLICY admins_delete ON infertco.member FOR DELETE "
         "USING (infertco.may('admin'))"_s;

    s << u"UPDATE infertco.meta SET value = '2' WHERE key = 'schema_version'"_s;
    // The owner nobody logs in as. Giving it the schema needs its CREATE on the database for
    // the moment of the change.
    const QString db = quotedIdentifier(database);
    s << u"GRANT CREATE ON DATABASE %1 TO %2"_s.arg(db, owner);
    s << u"ALTER SCHEMA infertco OWNER TO %1"_s.arg(owner);
    for (const QString &t : std::as_const(owned))
        s << u"ALTER TABLE %1 OWNER TO %2"_s.arg(t, owner);
    for (const char *function :
         { "stamp()", "audit()", "audit_log_is_kept()", "catalog_is_kept_whole()", "may(text)" })
        s << u"ALTER FUNCTION infertco.%1 OWNER TO %2"_s.arg(QLatin1String(function), owner);
    s << u"REVOKE CREATE ON DATABASE %1 FROM %2"_s.arg(db, owner);
    s << u"REVOKE %1 FROM %2"_s.arg(owner, quotedIdentifier(initRole));
    return s;
}

// docs/team.md, "Schema versions and upgrades": version 3 adds the columns of the catalog
// fields added since version 2 (the accelerator's tp_allreduce_us and
// tp_allreduce_ns_per_token), each with its field's check, as version 2 made the others. A
// server brought from version 1 gets every column from version 2's step, so `missing` is
// empty then. The tables and the meta row belong to the owner role, which the init role holds
// for the moment of the change.
QStringList schemaVersion3(const QString &initRole, const QString &ownerRole,
                           const QList<std::pair<QString, TeamColumn>> &missing)
{
    QStringList s;
    const QString owner = quotedIdentifier(ownerRole);
    s << u"GRANT %1 TO %2"_s.arg(owner, quotedIdentifier(initRole));
    for (const auto &[tableName, column] : missing) {
        const QString c = quotedIdentifier(column.name);
        QString change
                = u"ALTER TABLE %1 ADD COLUMN %2 %3"_s.arg(table(tableName), c, column.sqlType());
        if (column.required)
            change += u" NOT NULL"_s;
        if (!column.check.isEmpty())
            change += u" CONSTRAINT %1 CHECK (%2)"_s.arg(
                    quotedIdentifier(column.name + u"_valid"_s), column.check.arg(c));
        s << change;
    }
    s << u"UPDATE infertco.meta SET value = '3' WHERE key = 'schema_version'"_s;
    s << u"REVOKE %1 FROM %2"_s.arg(owner, quotedIdentifier(initRole));
    return s;
}

// The server's UTF-8 as it is. QString::fromUtf8, which the driver uses for text, drops a
// leading U+FEFF (taken for a byte order mark) and Qt's decoder may not keep U+FFFE and
// U+FFFF: a name beginning with U+FEFF would then come back shorter, and differ from the
// document's copy at every pull. PostgreSQL only holds valid UTF-8, so no check is needed
// beyond not reading past the end.
QString exactUtf8(const QByteArray &bytes)
{
    QString text;
    text.reserve(bytes.size());
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const auto *end = p + bytes.size();
    while (p < end) {
        char32_t c = *p++;
        int more = 0;
        if (c >= 0xF0) {
            c &= 0x07;
            more = 3;
        } else if (c >= 0xE0) {
            c &= 0x0F;
            more = 2;
        } else if (c >= 0xC0) {
            c &= 0x1F;
            more = 1;
        }
        for (; more > 0 && p < end; --more)
            c = (c << 6) | (*p++ & 0x3F);
        if (more > 0)
            c = QChar::ReplacementCharacter;
        if (QChar::requiresSurrogates(c)) {
            text += QChar(QChar::highSurrogate(c));
            text += QChar(QChar::lowSurrogate(c));
        } else {
            text += QChar(char16_t(c));
        }
    }
    return text;
}

} // namespace

QString TeamServer::lastError(const QSqlQuery &query) const
{
    // The bounded waits (TeamConnection::open) in words a member can act on.
    const QString state = query.lastError().nativeErrorCode();
    if (state == QLatin1String("55P03"))
        return tr("another session holds a lock on the team catalog, and the server stopped "
                  "waiting for it after %1 (lock_timeout); try again when it is done")
                .arg(m_connection.lockTimeout());
    if (state == QLatin1String("57014"))
        return tr("the server stopped a statement that ran longer than %1 "
                  "(statement_timeout); try again later")
                .arg(m_connection.statementTimeout());
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

QSqlQuery *TeamServer::prepared(const QString &sql, TeamError *error)
{
    std::shared_ptr<QSqlQuery> &query = m_prepared[sql];
    if (!query) {
        auto made = std::make_shared<QSqlQuery>(m_connection.database());
        if (!made->prepare(sql)) {
            // Not kept: executing a statement that was never prepared gives the driver's
            // "syntax error … EXECUTE" instead of the reason.
            *error = { lastError(*made) };
            m_prepared.remove(sql);
            return nullptr;
        }
        query = std::move(made);
    }
    return query.get();
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

namespace {

// What a version 2 schema holds besides the columns: the triggers of each table (name and
// function) and the named constraints.
struct ExpectedTrigger
{
    QString table;
    QString name;
    QString function;
};

QList<ExpectedTrigger> expectedTriggers()
{
    QList<ExpectedTrigger> triggers{ { u"audit_log"_s, u"kept"_s, u"audit_log_is_kept"_s },
                                     { u"audit_log"_s, u"kept_whole"_s, u"audit_log_is_kept"_s } };
    for (const TeamKind &kind : teamKinds()) {
        triggers.append({ kind.table, u"stamp"_s, u"stamp"_s });
        triggers.append({ kind.table, u"audit"_s, u"audit"_s });
        triggers.append({ kind.table, u"kept_whole"_s, u"catalog_is_kept_whole"_s });
    }
    return triggers;
}

// The columns of each table as format_type() names their types.
QList<std::tuple<QString, QString, QString, bool>> expectedColumns()
{
    QList<std::tuple<QString, QString, QString, bool>> columns;
    for (const TeamKind &kind : teamKinds()) {
        for (const TeamColumn &column : kind.columns)
            columns.append({ kind.table, column.name, column.sqlType(), column.required });
        columns.append({ kind.table, u"version"_s, u"integer"_s, true });
        columns.append({ kind.table, u"updated_by"_s, u"text"_s, true });
        columns.append({ kind.table, u"updated_at"_s, u"timestamp with time zone"_s, true });
    }
    return columns;
}

} // namespace

int TeamServer::schemaVersion(TeamError *error)
{
    QSqlQuery probe(m_connection.database());
    if (!probe.exec(u"SELECT to_regnamespace('infertco') IS NOT NULL, "
                    "to_regclass('infertco.meta') IS NOT NULL"_s)
        || !probe.next()) {
        *error = { lastError(probe) };
        return -1;
    }
    if (!probe.value(0).toBool())
        return -1;
    if (!probe.value(1).toBool())
        return 0;
    QSqlQuery meta(m_connection.database());
    if (!meta.prepare(u"SELECT value FROM infertco.meta WHERE key = ?"_s)) {
        *error = { lastError(meta) };
        return -1;
    }
    meta.addBindValue(u"schema_version"_s);
    if (!meta.exec()) {
        *error = { lastError(meta) };
        return -1;
    }
    if (!meta.next())
        return 0;
    bool number = false;
    const int version = meta.value(0).toString().toInt(&number);
    return number && version > 0 ? version : 0;
}

QString TeamServer::foreignSchema()
{
    return tr("the database has a schema \"infertco\" that InferTCO did not create (it has no "
              "schema_version in infertco.meta); nothing was changed");
}

QString TeamServer::newerSchema(int found)
{
    return tr("the team catalog has schema version %1, newer than this InferTCO understands "
              "(%2); update InferTCO")
            .arg(found)
            .arg(SchemaVersion);
}

TeamError TeamServer::checkShape()
{
    QStringList damage;
    QSqlQuery columns(m_connection.database());
    columns.setForwardOnly(true);
    if (!columns.exec(
                uR"(SELECT c.relname, a.attname, pg_catalog.format_type(a.atttypid, a.atttypmod),
       a.attnotnull
FROM pg_catalog.pg_attribute a
JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'infertco' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped)"_s))
        return { lastError(columns) };
    QHash<QString, std::pair<QString, bool>> found;
    while (columns.next())
        found.insert(columns.value(0).toString() + u'.' + columns.value(1).toString(),
                     { columns.value(2).toString(), columns.value(3).toBool() });
    for (const auto &[tableName, column, type, required] : expectedColumns()) {
        const QString name = tableName + u'.' + column;
        const auto it = found.constFind(name);
        if (it == found.constEnd())
            damage << tr("column %1 is missing").arg(name);
        else if (it->first != type)
            damage << tr("column %1 is %2, not %3").arg(name, it->first, type);
        else if (required && !it->second)
            damage << tr("column %1 may be empty (NOT NULL was dropped)").arg(name);
    }

    QSqlQuery triggers(m_connection.database());
    triggers.setForwardOnly(true);
    if (!triggers.exec(uR"(SELECT c.relname, t.tgname, p.proname, t.tgenabled
FROM pg_catalog.pg_trigger t
JOIN pg_catalog.pg_class c ON c.oid = t.tgrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
JOIN pg_catalog.pg_proc p ON p.oid = t.tgfoid
WHERE n.nspname = 'infertco' AND NOT t.tgisinternal)"_s))
        return { lastError(triggers) };
    QHash<QString, std::pair<QString, QString>> present;
    while (triggers.next())
        present.insert(triggers.value(0).toString() + u'.' + triggers.value(1).toString(),
                       { triggers.value(2).toString(), triggers.value(3).toString() });
    for (const ExpectedTrigger &trigger : expectedTriggers()) {
        const QString name = trigger.table + u'.' + trigger.name;
        const auto it = present.constFind(name);
        if (it == present.constEnd())
            damage << tr("trigger %1 is missing").arg(name);
        else if (it->first != trigger.function)
            damage << tr("trigger %1 runs %2, not %3").arg(name, it->first, trigger.function);
        // 'O' and 'A' fire; 'D' is disabled, 'R' fires only on a replica.
        else if (it->second != QLatin1String("O") && it->second != QLatin1String("A"))
            damage << tr("trigger %1 is disabled").arg(name);
    }

    QSqlQuery secured(m_connection.database());
    secured.setForwardOnly(true);
    if (!secured.exec(uR"(SELECT c.relname FROM pg_catalog.pg_class c
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'infertco' AND c.relkind = 'r' AND NOT c.relrowsecurity
  AND c.relname <> 'meta')"_s))
        return { lastError(secured) };
    while (secured.next())
        damage << tr("table %1 has no row-level security").arg(secured.value(0).toString());

    if (damage.isEmpty())
        return {};
    return { tr("the team catalog's schema (version %1) was changed by hand: %2; nothing was "
                "done (restore the schema from a backup, or have a superuser put it back)")
                     .arg(SchemaVersion)
                     .arg(damage.join(u"; "_s)) };
}

TeamServer::InitResult TeamServer::init(TeamError *error, int *foundVersion, int targetVersion)
{
    *foundVersion = 0;
    targetVersion = std::clamp(targetVersion, 1, int(SchemaVersion));
    if ((*error = begin()).isError())
        return InitResult::Refused;
    const auto refuse = [&](const QString &message) {
        rollback();
        *error = { message };
        return InitResult::Refused;
    };
    // Two inits at once: the second waits, then finds the schema.
    QSqlQuery lock(m_connection.database());
    if (!lock.exec(u"SELECT pg_advisory_xact_lock(4954434, 1)"_s))
        return refuse(lastError(lock));
    const int version = schemaVersion(error);
    if (error->isError())
        return refuse(error->message);
    *foundVersion = std::max(version, 0);
    if (version == 0)
        return refuse(foreignSchema());
    if (version > targetVersion)
        return refuse(version > SchemaVersion
                              ? newerSchema(version)
                              : tr("the team catalog has schema version %1, newer than %2")
                                        .arg(version)
                                        .arg(targetVersion));
    if (version == targetVersion) {
        const TeamError damaged = version == SchemaVersion ? checkShape() : TeamError{};
        rollback();
        *error = damaged;
        return damaged.isError() ? InitResult::Refused : InitResult::AlreadyCurrent;
    }

    // Creating or migrating: the roles, the owner role, the tables.
    QSqlQuery who(m_connection.database());
    if (!who.exec(uR"(SELECT r.rolsuper OR r.rolcreaterole, current_database(), d.oid::text
FROM pg_catalog.pg_roles r, pg_catalog.pg_database d
WHERE r.rolname = session_user AND d.datname = current_database())"_s)
        || !who.next())
        return refuse(lastError(who));
    if (!who.value(0).toBool())
        return refuse(tr("%1 may not create roles: team init needs a role with CREATEROLE (or a "
                         "superuser) to create the team roles and the catalog's owner role; "
                         "nothing was changed (a superuser can run: ALTER ROLE %1 CREATEROLE)")
                              .arg(m_connection.user()));
    const QString database = who.value(1).toString();
    const QString ownerRole = u"infertco_owner_"_s + who.value(2).toString();

    // The notices of a migration ("column … already exists, skipping") are not for users.
    QList<QStringList> steps{ { u"SET LOCAL client_min_messages = warning"_s } };
    if (version < 0)
        steps << schemaVersion1(m_connection.user());
    if (version < 2 && targetVersion >= 2)
        steps << schemaVersion2(m_connection.user(), ownerRole, database, version > 0);
    if (version < 3 && targetVersion >= 3) {
        // At version 2, the columns the server lacks; below it, version 2 adds them all.
        QList<std::pair<QString, TeamColumn>> missing;
        if (version == 2) {
            QSqlQuery columns(m_connection.database());
            if (!columns.exec(
                        uR"(SELECT c.relname || '.' || a.attname FROM pg_catalog.pg_attribute a
JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'infertco' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped)"_s))
                return refuse(lastError(columns));
            QSet<QString> present;
            while (columns.next())
                present.insert(columns.value(0).toString());
            for (const TeamKind &kind : teamKinds()) {
                for (const TeamColumn &column : kind.columns) {
                    if (!present.contains(kind.table + u'.' + column.name))
                        missing.append({ kind.table, column });
                }
            }
        }
        steps << schemaVersion3(m_connection.user(), ownerRole, missing);
    }
    for (const QStringList &step : std::as_const(steps)) {
        if (const TeamError failed = execAll(step); failed.isError()) {
            rollback();
            *error = { version < 0 ? failed.message
                                   : tr("cannot bring the team catalog from schema version %1 "
                                        "to %2: %3; nothing was changed")
                                             .arg(version)
                                             .arg(targetVersion)
                                             .arg(failed.message) };
            return InitResult::Refused;
        }
    }
    if ((*error = commit()).isError())
        return InitResult::Refused;
    return version < 0 ? InitResult::Created : InitResult::Migrated;
}

TeamError TeamServer::checkSchema()
{
    TeamError error;
    const int version = schemaVersion(&error);
    if (error.isError())
        return error;
    if (version < 0)
        return { tr("the database holds no team catalog (run infertco-cli team init first, or "
                    "ask who runs the server for access to the schema infertco)") };
    if (version == 0)
        return { foreignSchema() };
    if (version > SchemaVersion)
        return { newerSchema(version) };
    if (version < SchemaVersion)
        return { tr("the team catalog has schema version %1; run infertco-cli team init to "
                    "bring it to version %2")
                         .arg(version)
                         .arg(SchemaVersion) };
    if (const TeamError damaged = checkShape(); damaged.isError())
        return damaged;
    QSqlQuery member(m_connection.database());
    if (!member.exec(u"SELECT has_function_privilege('infertco.may(text)', 'EXECUTE'), "
                     "current_database()"_s)
        || !member.next())
        return { lastError(member) };
    bool isMember = member.value(0).toBool();
    if (isMember) {
        QSqlQuery may(m_connection.database());
        if (!may.exec(u"SELECT infertco.may('viewer')"_s) || !may.next())
            return { lastError(may) };
        isMember = may.value(0).toBool();
    }
    if (!isMember)
        return { tr("%1 holds no team role on the catalog of the database %2 (an administrator "
                    "of this catalog runs infertco-cli team grant)")
                         .arg(m_connection.user(), member.value(1).toString()) };
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
    if (!who.prepare(u"SELECT rolcanlogin FROM pg_catalog.pg_roles WHERE rolname = ?"_s))
        return { lastError(who) };
    who.addBindValue(user);
    if (!who.exec())
        return { lastError(who) };
    if (!who.next())
        return { tr("there is no role \"%1\" on the server").arg(user) };
    if (!who.value(0).toBool())
        return { tr("\"%1\" is not a login role (a user)").arg(user) };
    // An administrator of this database's catalog, not of another one on the same server.
    QSqlQuery admin(m_connection.database());
    if (!admin.exec(u"SELECT has_function_privilege('infertco.may(text)', 'EXECUTE') AND "
                    "infertco.may('admin'), current_database()"_s)
        || !admin.next())
        return { lastError(admin) };
    if (!admin.value(0).toBool())
        return { tr("only a member of infertco_admin on this catalog (database %1) may grant or "
                    "revoke team roles; %2 is not one")
                         .arg(admin.value(1).toString(), m_connection.user()) };
    if (const TeamError e = begin(); e.isError())
        return e;
    const QString statement = revoke
            ? u"REVOKE %1 FROM %2"_s.arg(roleName(role), quotedIdentifier(user))
            : u"GRANT %1 TO %2%3"_s.arg(roleName(role), quotedIdentifier(user),
                                        role == Role::Admin ? u" WITH ADMIN OPTION"_s : QString());
    QSqlQuery change(m_connection.database());
    if (!change.exec(statement)) {
        const TeamError e{ lastError(change) };
        rollback();
        return e;
    }
    QSqlQuery member(m_connection.database());
    const bool prepared = member.prepare(
            revoke ? u"DELETE FROM infertco.member WHERE username = ? AND role = ?"_s
                   : u"INSERT INTO infertco.member (username, role) VALUES (?, ?) ON CONFLICT "
                     "DO NOTHING"_s);
    member.addBindValue(user);
    member.addBindValue(roleName(role).mid(qsizetype(std::char_traits<char>::length("infertco_"))));
    if (!prepared || !member.exec()) {
        const TeamError e{ lastError(member) };
        rollback();
        return e;
    }
    return commit();
}

TeamServerRows TeamServer::rows(TeamError *error, bool forUpdate)
{
    TeamServerRows rows;
    for (const TeamKind &kind : teamKinds()) {
        QStringList columns{ u"version::text"_s, u"updated_by"_s, isoUtc(u"updated_at"_s) };
        // Text as its bytes (exactUtf8), numbers as their exact text.
        for (const TeamColumn &column : kind.columns)
            columns << (column.type == TeamColumn::Type::Text
                                        || column.type == TeamColumn::Type::Json
                                ? u"convert_to(%1::text, 'UTF8')"_s
                                : u"%1::text"_s)
                               .arg(quotedIdentifier(column.name));
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
                QVariant text = query.value(int(i) + 3);
                if (!text.isNull() && text.metaType().id() == QMetaType::QByteArray)
                    text = exactUtf8(text.toByteArray());
                const QJsonValue value = kind.columns.at(i).fromSql(text);
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
    const bool prepared = query.prepare(uR"(WITH entries AS (
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
    if (!prepared || !query.exec()) {
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

QString TeamServer::stampRefused(qint64 version, const QString &by) const
{
    return tr("the server gave the row version %1 by %2, which its stamp trigger never gives: "
              "the team catalog's schema is damaged")
            .arg(version)
            .arg(by);
}

TeamError TeamServer::insert(const QString &kind, const QJsonObject &values, TeamServerRow *stamped)
{
    const TeamKind *k = teamKind(kind);
    QStringList names;
    QStringList placeholders;
    for (const TeamColumn &column : k->columns) {
        names << quotedIdentifier(column.name);
        placeholders << u"CAST(? AS %1)"_s.arg(column.sqlType());
    }
    TeamError error;
    QSqlQuery *statement
            = prepared(u"INSERT INTO %1 (%2) VALUES (%3)"_s.arg(table(kind), names.join(u", "_s),
                                                                placeholders.join(u", "_s))
                               + returning(),
                       &error);
    if (!statement)
        return error;
    QSqlQuery &query = *statement;
    for (const TeamColumn &column : k->columns)
        query.addBindValue(column.toSql(values.value(column.name)));
    if (!query.exec() || !query.next())
        return { lastError(query), query.lastError().nativeErrorCode() == QLatin1String("23505") };
    stamped->version = query.value(0).toString().toLongLong();
    stamped->updatedBy = query.value(1).toString();
    stamped->updatedAt = query.value(2).toString();
    stamped->values = values;
    // The server's stamp trigger sets both: anything else is a damaged schema.
    if (stamped->version < 1 || stamped->updatedBy != m_connection.user())
        return { stampRefused(stamped->version, stamped->updatedBy) };
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
    TeamError error;
    QSqlQuery *statement = prepared(
            u"UPDATE %1 SET %2 WHERE id = CAST(? AS text) AND version = CAST(? AS integer)"_s.arg(
                    table(kind), sets.join(u", "_s))
                    + returning(),
            &error);
    if (!statement)
        return error;
    QSqlQuery &query = *statement;
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
        if (stamped->version != version + 1 || stamped->updatedBy != m_connection.user())
            return { stampRefused(stamped->version, stamped->updatedBy) };
    }
    return {};
}

} // namespace infertco
