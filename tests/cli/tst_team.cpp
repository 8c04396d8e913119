// SPDX-License-Identifier: GPL-3.0-or-later
// `infertco-cli team` (docs/team.md, "Commands") against a real PostgreSQL server the test starts
// itself (tests/support/postgresserver.h): init, grant and revoke, export and history, the roles
// and the audit log enforced by the server (tried as raw SQL with each role), connection errors
// that never echo a password. A server that cannot be started fails the suite: CI must prove it.
#include "clirun.h"
#include "io/document/document.h"
#include "io/team/teamconnection.h"
#include "io/team/teamserver.h"
#include "postgresserver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace clitest;
using infertco::testing::PostgresServer;

namespace {

const QString OwnerPassword = QStringLiteral("owner-pw-8c1f");
const QString AlicePassword = QStringLiteral("alice-pw-77d2");
const QString BobPassword = QStringLiteral("bob-pw-31aa");
const QString CarolPassword = QStringLiteral("carol-pw-90b4");

QStringList team(std::initializer_list<QString> arguments)
{
    return QStringList{ QStringLiteral("team") } + QStringList(arguments);
}

// The items of a bundle array by id: the comparison is field by field, whatever the order.
QMap<QString, QJsonObject> byId(const QJsonArray &items)
{
    QMap<QString, QJsonObject> map;
    for (const QJsonValue &item : items)
        map.insert(item.toObject().value(QLatin1String("id")).toString(), item.toObject());
    return map;
}

// A bundle holding one rental offer of data/catalog.json with another hourly price.
QByteArray offerAt(const QString &price)
{
    const QJsonObject catalog
            = QJsonDocument::fromJson(readAll(source("data/catalog.json"))).object();
    for (const QJsonValue &value : catalog.value(QLatin1String("rental_offers")).toArray()) {
        QJsonObject offer = value.toObject();
        if (offer.value(QLatin1String("id")).toString() != QLatin1String("aws-p5-48xlarge"))
            continue;
        offer.insert(QStringLiteral("hourly_price"), price);
        QJsonObject bundle = catalog;
        bundle.insert(QStringLiteral("rental_offers"), QJsonArray{ offer });
        return QJsonDocument(bundle).toJson();
    }
    return {};
}

} // namespace

class TstTeam : public QObject
{
    Q_OBJECT

private:
    PostgresServer m_server;

    QString conn(const QString &user, const QString &password) const
    {
        return m_server.conn(QStringLiteral("tco"), user, password);
    }
    QString ownerConn() const { return conn(QStringLiteral("owner"), OwnerPassword); }
    /// psql on the team database as `user`; the error text, empty on success.
    QString sqlAs(const QString &user, const QString &password, const QString &sql,
                  QString *out = nullptr) const
    {
        QString error;
        const QString result = m_server.psql(sql, &error, QStringLiteral("tco"), user, password);
        if (out)
            *out = result;
        return error;
    }
    QString superSql(const QString &sql) const
    {
        QString error;
        const QString out = m_server.psql(sql, &error, QStringLiteral("tco"));
        if (!error.isEmpty())
            qWarning("%s", qPrintable(error));
        return out;
    }
    /// A new database `name` owned by the role `owner`; psql's error, empty on success.
    QString createDatabase(const QString &name, const QString &owner = QStringLiteral("owner"))
    {
        QString error;
        m_server.psql(QStringLiteral("CREATE DATABASE %1 OWNER %2").arg(name, owner), &error);
        return error;
    }
    /// psql as the superuser on `database`.
    QString sqlOn(const QString &database, const QString &sql, QString *error = nullptr) const
    {
        QString e;
        const QString out = m_server.psql(sql, &e, database);
        if (error)
            *error = e;
        else if (!e.isEmpty())
            qWarning("%s", qPrintable(e));
        return out;
    }
    /// A session that holds `table` of the team database against everyone (ACCESS EXCLUSIVE)
    /// until releaseLocks(); true once the lock is held.
    bool holdLock(QProcess &holder, const QString &table)
    {
        holder.start(PostgresServer::binDirectory() + QStringLiteral("/psql"),
                     { QStringLiteral("-X"), QStringLiteral("-h"), m_server.socketDirectory(),
                       QStringLiteral("-U"), QStringLiteral("postgres"), QStringLiteral("-d"),
                       QStringLiteral("tco"), QStringLiteral("-c"),
                       QStringLiteral("BEGIN; LOCK TABLE %1 IN ACCESS EXCLUSIVE MODE; SELECT "
                                      "pg_sleep(120);")
                               .arg(table) });
        if (!holder.waitForStarted())
            return false;
        for (int i = 0; i < 100; ++i) {
            QTest::qWait(100);
            if (superSql(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE query LIKE "
                                        "'%LOCK TABLE%' AND state = 'active' AND pid <> "
                                        "pg_backend_pid()"))
                == QStringLiteral("1"))
                return true;
        }
        return false;
    }
    void releaseLocks(QProcess &holder)
    {
        superSql(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                                "query LIKE '%LOCK TABLE%' AND pid <> pg_backend_pid()"));
        holder.waitForFinished(10000);
    }
    /// Waits until a session of `user` waits for a lock; false after 10 s.
    bool waitsForLock(const QString &user)
    {
        for (int i = 0; i < 100; ++i) {
            QTest::qWait(100);
            if (superSql(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE usename = "
                                        "'%1' AND wait_event_type = 'Lock'")
                                 .arg(user))
                == QStringLiteral("1"))
                return true;
        }
        return false;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString error = m_server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString created = m_server.createTeamDatabase(
                QStringLiteral("tco"), QStringLiteral("owner"), OwnerPassword,
                { { QStringLiteral("alice"), AlicePassword },
                  { QStringLiteral("bob"), BobPassword },
                  { QStringLiteral("carol"), CarolPassword } });
        QVERIFY2(created.isEmpty(), qPrintable(created));
        QString sqlError;
        m_server.psql(QStringLiteral("CREATE ROLE team_group NOLOGIN"), &sqlError);
        QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
    }

    void init_createsOnceThenSaysSo()
    {
        const Run first = cli({ QStringLiteral("team"), QStringLiteral("init"), ownerConn() });
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QVERIFY(QString::fromUtf8(first.out).contains(QLatin1String("created")));
        QVERIFY(!QString::fromUtf8(first.out).contains(OwnerPassword));
        QVERIFY(QString::fromUtf8(first.out).contains(QLatin1String("password=***")));

        const Run second = cli({ QStringLiteral("team"), QStringLiteral("init"), ownerConn() });
        QCOMPARE(second.exitCode, 0);
        QVERIFY(QString::fromUtf8(second.out).contains(QLatin1String("already initialised")));

        QCOMPARE(superSql(QStringLiteral(
                         "SELECT value FROM infertco.meta WHERE key = 'schema_version'")),
                 QString::number(infertco::TeamServer::SchemaVersion));
        // Money and factors are numeric, never a binary float; lists and objects jsonb.
        QCOMPARE(superSql(QStringLiteral(
                         "SELECT count(*) FROM information_schema.columns WHERE table_schema = "
                         "'infertco' AND data_type IN ('real', 'double precision')")),
                 QStringLiteral("0"));
        QCOMPARE(superSql(QStringLiteral(
                         "SELECT data_type FROM information_schema.columns WHERE table_schema = "
                         "'infertco' AND table_name = 'rental_offer' AND column_name = "
                         "'monthly_price'")),
                 QStringLiteral("numeric"));
        QCOMPARE(superSql(QStringLiteral(
                         "SELECT data_type FROM information_schema.columns WHERE table_schema = "
                         "'infertco' AND table_name = 'platform' AND column_name = 'accepts'")),
                 QStringLiteral("jsonb"));
        // The role that ran init holds infertco_admin with ADMIN OPTION.
        QCOMPARE(superSql(QStringLiteral(
                         "SELECT m.admin_option FROM pg_auth_members m JOIN pg_roles r ON r.oid "
                         "= m.roleid JOIN pg_roles u ON u.oid = m.member WHERE r.rolname = "
                         "'infertco_admin' AND u.rolname = 'owner'")),
                 QStringLiteral("t"));
    }

    void init_refusesNewerSchema()
    {
        const int current = infertco::TeamServer::SchemaVersion;
        superSql(QStringLiteral("UPDATE infertco.meta SET value = '%1' WHERE key = "
                                "'schema_version'")
                         .arg(current + 1));
        const Run init = cli({ QStringLiteral("team"), QStringLiteral("init"), ownerConn() });
        const Run exported = cli({ QStringLiteral("team"), QStringLiteral("export"), ownerConn() });
        superSql(QStringLiteral("UPDATE infertco.meta SET value = '%1' WHERE key = "
                                "'schema_version'")
                         .arg(current));
        QCOMPARE(init.exitCode, 1);
        QVERIFY2(init.err.contains(QLatin1String("newer")), qPrintable(init.err));
        // Both versions are named: the server's and the one this build understands.
        QVERIFY2(init.err.contains(QStringLiteral("version %1").arg(current + 1))
                         && init.err.contains(QStringLiteral("(%1)").arg(current)),
                 qPrintable(init.err));
        QCOMPARE(exported.exitCode, 1);
        QVERIFY2(exported.err.contains(QLatin1String("newer")), qPrintable(exported.err));
        QVERIFY(!init.err.contains(OwnerPassword) && !exported.err.contains(OwnerPassword));
    }

    void grant_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("said");
        QTest::newRow("buyer") << QStringList{ QStringLiteral("grant"), QStringLiteral("alice"),
                                               QStringLiteral("buyer") }
                               << 0 << QStringLiteral("infertco_buyer granted to alice");
        QTest::newRow("viewer") << QStringList{ QStringLiteral("grant"), QStringLiteral("bob"),
                                                QStringLiteral("viewer") }
                                << 0 << QStringLiteral("infertco_viewer granted to bob");
        QTest::newRow("no such user")
                << QStringList{ QStringLiteral("grant"), QStringLiteral("mallory"),
                                QStringLiteral("buyer") }
                << 1 << QStringLiteral("no role \"mallory\"");
        QTest::newRow("not a login role")
                << QStringList{ QStringLiteral("grant"), QStringLiteral("team_group"),
                                QStringLiteral("viewer") }
                << 1 << QStringLiteral("not a login role");
        QTest::newRow("unknown role")
                << QStringList{ QStringLiteral("grant"), QStringLiteral("alice"),
                                QStringLiteral("owner") }
                << 2 << QStringLiteral("viewer, buyer or admin");
        QTest::newRow("too few") << QStringList{ QStringLiteral("grant"), QStringLiteral("alice") }
                                 << 2 << QStringLiteral("team grant takes");
    }

    void grant()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, said);
        QStringList args{ QStringLiteral("team"), arguments.first(), ownerConn() };
        args += arguments.mid(1);
        const Run run = cli(args);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2((QString::fromUtf8(run.out) + run.err).contains(said),
                 qPrintable(QString::fromUtf8(run.out) + run.err));
        QVERIFY(!run.err.contains(OwnerPassword));
    }

    void grant_onlyAdmins()
    {
        // bob is a viewer: he may not hand out roles, and the server agrees.
        const Run run = cli({ QStringLiteral("team"), QStringLiteral("grant"),
                              conn(QStringLiteral("bob"), BobPassword), QStringLiteral("bob"),
                              QStringLiteral("admin") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("infertco_admin")), qPrintable(run.err));
        QVERIFY(!sqlAs(QStringLiteral("bob"), BobPassword,
                       QStringLiteral("GRANT infertco_admin TO bob"))
                         .isEmpty());
    }

    void revoke_andGrantAgain()
    {
        QCOMPARE(cli({ QStringLiteral("team"), QStringLiteral("grant"), ownerConn(),
                       QStringLiteral("bob"), QStringLiteral("buyer") })
                         .exitCode,
                 0);
        QCOMPARE(superSql(QStringLiteral("SELECT pg_has_role('bob', 'infertco_buyer', 'MEMBER')")),
                 QStringLiteral("t"));
        const Run revoked = cli({ QStringLiteral("team"), QStringLiteral("revoke"), ownerConn(),
                                  QStringLiteral("bob"), QStringLiteral("buyer") });
        QCOMPARE(revoked.exitCode, 0);
        QCOMPARE(superSql(QStringLiteral("SELECT pg_has_role('bob', 'infertco_buyer', 'MEMBER')")),
                 QStringLiteral("f"));
    }

    void server_enforcesRoles()
    {
        const QString insert = QStringLiteral(
                "INSERT INTO infertco.region (id, currency, electricity_price_per_kwh, pue, "
                "staff_cost_per_fte_year, version, updated_by) VALUES ('%1', 'HKD', "
                "'0.123456789012', '1.4', '98765432109876.54', 99, 'someone-else')");
        // A viewer cannot write.
        QString error = sqlAs(QStringLiteral("bob"), BobPassword, insert.arg(QLatin1String("v1")));
        QVERIFY2(error.contains(QLatin1String("permission denied")), qPrintable(error));
        // A buyer inserts and updates; the server sets version, updated_by and updated_at.
        QCOMPARE(sqlAs(QStringLiteral("alice"), AlicePassword, insert.arg(QLatin1String("hk"))),
                 QString());
        QCOMPARE(superSql(QStringLiteral("SELECT version || ' ' || updated_by FROM infertco.region "
                                         "WHERE id = 'hk'")),
                 QStringLiteral("1 alice"));
        QCOMPARE(sqlAs(QStringLiteral("alice"), AlicePassword,
                       QStringLiteral("UPDATE infertco.region SET pue = '1.35', version = 7 WHERE "
                                      "id = 'hk'")),
                 QString());
        QCOMPARE(superSql(QStringLiteral("SELECT version || ' ' || updated_by FROM infertco.region "
                                         "WHERE id = 'hk'")),
                 QStringLiteral("2 alice"));
        // A buyer cannot delete.
        error = sqlAs(QStringLiteral("alice"), AlicePassword,
                      QStringLiteral("DELETE FROM infertco.region WHERE id = 'hk'"));
        QVERIFY2(error.contains(QLatin1String("permission denied")), qPrintable(error));
        // Nobody rewrites the audit log: not a buyer, not the schema's owner.
        for (const QString &statement :
             { QStringLiteral("UPDATE infertco.audit_log SET username = 'x'"),
               QStringLiteral("DELETE FROM infertco.audit_log"),
               QStringLiteral("TRUNCATE infertco.audit_log"),
               QStringLiteral("INSERT INTO infertco.audit_log (username, action, kind, item_id) "
                              "VALUES ('x', 'insert', 'region', 'x')") }) {
            QVERIFY2(!sqlAs(QStringLiteral("alice"), AlicePassword, statement).isEmpty(),
                     qPrintable(statement));
            QVERIFY2(!sqlAs(QStringLiteral("bob"), BobPassword, statement).isEmpty(),
                     qPrintable(statement));
            if (!statement.startsWith(QLatin1String("INSERT")))
                QVERIFY2(!sqlAs(QStringLiteral("owner"), OwnerPassword, statement).isEmpty(),
                         qPrintable(statement));
        }
        QCOMPARE(superSql(QStringLiteral(
                         "SELECT string_agg(action || ' ' || username, ', ' ORDER BY id) FROM "
                         "infertco.audit_log WHERE kind = 'region' AND item_id = 'hk'")),
                 QStringLiteral("insert alice, update alice"));
        // The viewer reads the catalog and the audit log.
        QString out;
        QCOMPARE(sqlAs(QStringLiteral("bob"), BobPassword,
                       QStringLiteral("SELECT count(*) FROM infertco.audit_log"), &out),
                 QString());
        QVERIFY(out.toInt() >= 2);
    }

    void history_json()
    {
        const Run run = cli({ QStringLiteral("team"), QStringLiteral("history"),
                              conn(QStringLiteral("bob"), BobPassword), QStringLiteral("region/hk"),
                              QStringLiteral("--format"), QStringLiteral("json") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray entries = QJsonDocument::fromJson(run.out).array();
        QCOMPARE(entries.size(), 2);
        const QJsonObject update = entries.at(0).toObject();
        QCOMPARE(update.value(QLatin1String("action")).toString(), QStringLiteral("update"));
        QCOMPARE(update.value(QLatin1String("username")).toString(), QStringLiteral("alice"));
        QCOMPARE(update.value(QLatin1String("kind")).toString(), QStringLiteral("region"));
        QCOMPARE(update.value(QLatin1String("item_id")).toString(), QStringLiteral("hk"));
        QVERIFY(update.value(QLatin1String("at")).toString().endsWith(u'Z'));
        const QJsonObject changes = update.value(QLatin1String("changes")).toObject();
        QCOMPARE(changes.keys(), QStringList{ QStringLiteral("pue") });
        QCOMPARE(changes.value(QLatin1String("pue")).toArray(),
                 (QJsonArray{ QStringLiteral("1.4"), QStringLiteral("1.35") }));
        const QJsonObject insert = entries.at(1).toObject();
        QCOMPARE(insert.value(QLatin1String("action")).toString(), QStringLiteral("insert"));
        // Money exact, as text, through the audit log.
        QVERIFY2(run.out.contains("\"electricity_price_per_kwh\": [null, \"0.123456789012\"]"),
                 run.out.constData());
        // --limit 1: the newest only; an id of no row: no entries.
        const Run limited
                = cli({ QStringLiteral("team"), QStringLiteral("history"), ownerConn(),
                        QStringLiteral("hk"), QStringLiteral("--limit"), QStringLiteral("1"),
                        QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(limited.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(limited.out).array().size(), 1);
        const Run table = cli({ QStringLiteral("team"), QStringLiteral("history"), ownerConn() });
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains("update  region/hk\n    pue: 1.4 -> 1.35\n"),
                 table.out.constData());
    }

    void export_exactMoney()
    {
        const Run run = cli({ QStringLiteral("team"), QStringLiteral("export"),
                              conn(QStringLiteral("bob"), BobPassword) });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject bundle = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(bundle.value(QLatin1String("format")).toString(),
                 QStringLiteral("infertco-bundle"));
        const QJsonArray regions = bundle.value(QLatin1String("regions")).toArray();
        QCOMPARE(regions.size(), 1);
        const QJsonObject hk = regions.at(0).toObject();
        QCOMPARE(hk.value(QLatin1String("electricity_price_per_kwh")).toString(),
                 QStringLiteral("0.123456789012"));
        QCOMPARE(hk.value(QLatin1String("pue")).toString(), QStringLiteral("1.35"));
        // 16 significant digits: more than a double holds exactly.
        QCOMPARE(hk.value(QLatin1String("staff_cost_per_fte_year")).toString(),
                 QStringLiteral("98765432109876.54"));
        QVERIFY(!hk.contains(QLatin1String("version")));
        QVERIFY(!hk.contains(QLatin1String("updated_by")));
    }

    void connection_refused_data()
    {
        QTest::addColumn<QString>("conn");
        QTest::addColumn<QString>("said");
        QTest::addColumn<QString>("secret");
        QTest::newRow("not a connection string")
                << QStringLiteral("this is not=a conn'ection password=hunter2-x")
                << QStringLiteral("connection string") << QStringLiteral("hunter2-x");
        QTest::newRow("bad URI") << QStringLiteral("postgresql://alice:hunter2-y@[::1")
                                 << QStringLiteral("connection string")
                                 << QStringLiteral("hunter2-y");
        QTest::newRow("wrong password")
                << QString() << QStringLiteral("password authentication failed")
                << QStringLiteral("wrong-pw-5e5e");
        QTest::newRow("refused sslmode") << QStringLiteral("sslmode=none-such")
                                         << QStringLiteral("sslmode") << AlicePassword;
    }

    void connection_refused()
    {
        QFETCH(QString, conn);
        QFETCH(QString, said);
        QFETCH(QString, secret);
        if (conn.isEmpty())
            conn = this->conn(QStringLiteral("alice"), secret);
        else if (conn.startsWith(QLatin1String("sslmode")))
            conn = this->conn(QStringLiteral("alice"), secret) + u' ' + conn;
        for (const QString &command :
             { QStringLiteral("export"), QStringLiteral("init"), QStringLiteral("history") }) {
            const Run run = cli({ QStringLiteral("team"), command, conn });
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(said), qPrintable(run.err));
            QVERIFY2(!run.err.contains(secret), qPrintable(run.err));
            QVERIFY(!run.out.contains(secret.toUtf8()));
        }
    }

    void passwordFromEnvironment()
    {
        // libpq's own sources (PGPASSWORD here) work without a password in CONN.
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PGPASSWORD"), BobPassword);
        process.setProcessEnvironment(environment);
        process.start(Cli,
                      { QStringLiteral("team"), QStringLiteral("export"),
                        conn(QStringLiteral("bob"), QString()) });
        QVERIFY(process.waitForFinished(60000));
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    }

    void uri()
    {
        // A URI: the socket folder as the host, percent-encoded.
        const QString uri = QStringLiteral("postgresql://bob:%1@%2:5432/tco")
                                    .arg(BobPassword,
                                         QString::fromLatin1(QUrl::toPercentEncoding(
                                                 m_server.socketDirectory())));
        const Run run = cli({ QStringLiteral("team"), QStringLiteral("history"), uri,
                              QStringLiteral("--limit"), QStringLiteral("1") });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }

    void roundTrip_exact()
    {
        QTemporaryDir dir;
        QCOMPARE(cli(team({ QStringLiteral("grant"), ownerConn(), QStringLiteral("carol"),
                            QStringLiteral("buyer") }))
                         .exitCode,
                 0);
        const QString alice = conn(QStringLiteral("alice"), AlicePassword);
        const Run pushed
                = cli(team({ QStringLiteral("push"), alice, source("data/catalog.json") }));
        QVERIFY2(pushed.exitCode == 0, qPrintable(pushed.err));
        // Every catalog row of the file is new to the server: count them from the file.
        const QJsonObject catalogJson
                = QJsonDocument::fromJson(readAll(source("data/catalog.json"))).object();
        qsizetype rows = 0;
        for (const char *kind :
             { "accelerators", "platforms", "rental_offers", "colo_offers", "regions" })
            rows += catalogJson.value(QLatin1String(kind)).toArray().size();
        QVERIFY(rows > 0);
        const QByteArray expected = "pushed: " + QByteArray::number(rows)
                + " inserted, 0 updated, 0 stale, 0 conflicts";
        QVERIFY2(pushed.out.contains(expected), pushed.out.constData());
        // Pushing the same bundle again changes nothing (no update without a changed value).
        const Run again = cli(team({ QStringLiteral("push"), alice, source("data/catalog.json") }));
        QVERIFY2(again.out.contains("pushed: 0 inserted, 0 updated"), again.out.constData());

        const QString doc = dir.filePath(QStringLiteral("a.infertco"));
        const Run pulled = cli(team({ QStringLiteral("pull"), alice, doc }));
        QVERIFY2(pulled.exitCode == 0, qPrintable(pulled.err));
        // The file's rows and the row "hk" of the raw SQL test.
        QVERIFY2(pulled.out.contains("pulled: " + QByteArray::number(rows + 1) + " inserted"),
                 pulled.out.constData());
        // The document's catalog equals the pushed one field by field (and the row "hk" of the
        // raw SQL test, with its 19-digit price).
        const Run exported = cli({ QStringLiteral("export"), doc });
        QCOMPARE(exported.exitCode, 0);
        // The catalog as the bundle writer writes it (money as exact decimal text).
        const Run canonical = cli({ QStringLiteral("export"), source("data/catalog.json") });
        QCOMPARE(canonical.exitCode, 0);
        const QJsonObject original = QJsonDocument::fromJson(canonical.out).object();
        const QJsonObject back = QJsonDocument::fromJson(exported.out).object();
        for (const QString &kind :
             { QStringLiteral("accelerators"), QStringLiteral("platforms"),
               QStringLiteral("rental_offers"), QStringLiteral("colo_offers") })
            QCOMPARE(byId(back.value(kind).toArray()), byId(original.value(kind).toArray()));
        QVERIFY(exported.out.contains("\"electricity_price_per_kwh\": \"0.123456789012\""));
        const Run server = cli(team({ QStringLiteral("export"), alice }));
        QCOMPARE(byId(QJsonDocument::fromJson(server.out)
                              .object()
                              .value(QStringLiteral("rental_offers"))
                              .toArray()),
                 byId(original.value(QStringLiteral("rental_offers")).toArray()));
    }

    void conflict_namesFieldUserAndTime()
    {
        QTemporaryDir dir;
        const QString alice = conn(QStringLiteral("alice"), AlicePassword);
        const QString carol = conn(QStringLiteral("carol"), CarolPassword);
        const QString docA = dir.filePath(QStringLiteral("alice.infertco"));
        const QString docC = dir.filePath(QStringLiteral("carol.infertco"));
        QCOMPARE(cli(team({ QStringLiteral("pull"), alice, docA })).exitCode, 0);
        QCOMPARE(cli(team({ QStringLiteral("pull"), carol, docC })).exitCode, 0);
        // Both edit the same quote, by importing a bundle over it.
        writeAll(dir.filePath(QStringLiteral("a.json")), offerAt(QStringLiteral("56.00")));
        writeAll(dir.filePath(QStringLiteral("c.json")), offerAt(QStringLiteral("57.10")));
        QCOMPARE(cli({ QStringLiteral("import"), dir.filePath(QStringLiteral("a.json")), docA })
                         .exitCode,
                 0);
        QCOMPARE(cli({ QStringLiteral("import"), dir.filePath(QStringLiteral("c.json")), docC })
                         .exitCode,
                 0);

        const Run first = cli(team({ QStringLiteral("push"), alice, docA }));
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QVERIFY2(first.out.contains("pushed: 0 inserted, 1 updated, 0 stale, 0 conflicts"),
                 first.out.constData());

        const QByteArray before = sha256(docC);
        const Run second = cli(team({ QStringLiteral("push"), carol, docC }));
        QCOMPARE(second.exitCode, 3);
        QVERIFY2(second.err.contains(QRegularExpression(QStringLiteral(
                         "rental_offer aws-p5-48xlarge, field hourly_price: local 57.1, server "
                         "56 \\(changed by alice at 20[0-9-]+T[0-9:.]+Z\\)"))),
                 qPrintable(second.err));
        QCOMPARE(sha256(docC), before);
        QVERIFY(superSql(QStringLiteral("SELECT hourly_price::text FROM infertco.rental_offer "
                                        "WHERE id = 'aws-p5-48xlarge'"))
                == QStringLiteral("56"));
        // A pull is a conflict too; nothing is lost on either side.
        const Run pull = cli(team({ QStringLiteral("pull"), carol, docC }));
        QCOMPARE(pull.exitCode, 3);
        QCOMPARE(sha256(docC), before);
        QCOMPARE(cli(team({ QStringLiteral("pull"), carol, docC, QStringLiteral("--theirs"),
                            QStringLiteral("--ours") }))
                         .exitCode,
                 2);
        // --ours keeps carol's edit and takes the server's version as its base: the next push
        // updates.
        const Run ours
                = cli(team({ QStringLiteral("pull"), carol, docC, QStringLiteral("--ours") }));
        QVERIFY2(ours.exitCode == 0, qPrintable(ours.err));
        const Run third = cli(team({ QStringLiteral("push"), carol, docC }));
        QVERIFY2(third.exitCode == 0, qPrintable(third.err));
        QVERIFY2(third.out.contains("1 updated"), third.out.constData());
        QCOMPARE(superSql(QStringLiteral("SELECT hourly_price::text || ' ' || updated_by || ' ' "
                                         "|| version FROM infertco.rental_offer WHERE id = "
                                         "'aws-p5-48xlarge'")),
                 QStringLiteral("57.1 carol 3"));
        // alice's document was not edited since: it takes the change silently.
        const Run silent = cli(team({ QStringLiteral("pull"), alice, docA }));
        QVERIFY2(silent.out.contains("0 inserted, 1 updated, 0 stale, 0 conflicts"),
                 silent.out.constData());
    }

    // A push of rows some of which the server has and some not: the new ones inserted, the
    // edited ones updated, and only the bases of the rows written change in the document. Then
    // a push with one row in conflict writes nothing, neither the clean update nor the new row.
    void push_mixedRows()
    {
        QTemporaryDir dir;
        const QString alice = conn(QStringLiteral("alice"), AlicePassword);
        const auto regions = [&](const QString &name,
                                 const QList<std::pair<QString, QString>> &rows) {
            QJsonArray array;
            for (const auto &[id, price] : rows)
                array.append(QJsonObject{
                        { QStringLiteral("id"), id },
                        { QStringLiteral("currency"), QStringLiteral("HKD") },
                        { QStringLiteral("electricity_price_per_kwh"), price },
                        { QStringLiteral("pue"), QStringLiteral("1.3") },
                        { QStringLiteral("staff_cost_per_fte_year"), QStringLiteral("1") } });
            const QString path = dir.filePath(name);
            writeAll(path,
                     QJsonDocument(QJsonObject{ { QStringLiteral("format"),
                                                  QStringLiteral("infertco-bundle") },
                                                { QStringLiteral("version"), 2 },
                                                { QStringLiteral("regions"), array } })
                             .toJson());
            return path;
        };
        const auto price = [&](const QString &id) {
            return superSql(QStringLiteral("SELECT electricity_price_per_kwh::text || ' v' || "
                                           "version FROM infertco.region WHERE id = '%1'")
                                    .arg(id));
        };
        const auto bases = [&](const QString &doc) {
            QMap<QString, std::pair<qint64, QByteArray>> found;
            infertco::Outcome<std::unique_ptr<infertco::Document>> opened
                    = infertco::Document::open(doc);
            if (!opened.ok())
                return found;
            const infertco::Outcome<QList<infertco::DocumentTeamBase>> stored
                    = opened.value()->teamBases();
            for (const infertco::DocumentTeamBase &base : stored.value())
                if (base.kind == QLatin1String("region") && base.itemId.startsWith(u"mix-"))
                    found.insert(base.itemId, { base.version, base.values });
            return found;
        };

        QCOMPARE(cli(team({ QStringLiteral("push"), alice,
                            regions(QStringLiteral("seed.json"),
                                    { { QStringLiteral("mix-1"), QStringLiteral("1.11") },
                                      { QStringLiteral("mix-2"), QStringLiteral("1.21") },
                                      { QStringLiteral("mix-3"), QStringLiteral("1.31") } }) }))
                         .exitCode,
                 0);
        const QString doc = dir.filePath(QStringLiteral("mix.infertco"));
        QCOMPARE(cli(team({ QStringLiteral("pull"), alice, doc })).exitCode, 0);
        const auto pulled = bases(doc);
        QCOMPARE(pulled.size(), 3);

        // mix-1 and mix-2 edited, mix-3 as pulled, mix-4 and mix-5 new.
        const QString edit = regions(QStringLiteral("edit.json"),
                                     { { QStringLiteral("mix-1"), QStringLiteral("2.11") },
                                       { QStringLiteral("mix-2"), QStringLiteral("2.21") },
                                       { QStringLiteral("mix-3"), QStringLiteral("1.31") },
                                       { QStringLiteral("mix-4"), QStringLiteral("2.41") },
                                       { QStringLiteral("mix-5"), QStringLiteral("2.51") } });
        QCOMPARE(cli({ QStringLiteral("import"), edit, doc }).exitCode, 0);
        const Run pushed = cli(team({ QStringLiteral("push"), alice, doc }));
        QVERIFY2(pushed.exitCode == 0, qPrintable(pushed.err));
        QVERIFY2(pushed.out.contains("pushed: 2 inserted, 2 updated, 0 stale, 0 conflicts"),
                 pushed.out.constData());
        QCOMPARE(price(QStringLiteral("mix-1")), QStringLiteral("2.11 v2"));
        QCOMPARE(price(QStringLiteral("mix-2")), QStringLiteral("2.21 v2"));
        QCOMPARE(price(QStringLiteral("mix-3")), QStringLiteral("1.31 v1"));
        QCOMPARE(price(QStringLiteral("mix-4")), QStringLiteral("2.41 v1"));
        QCOMPARE(price(QStringLiteral("mix-5")), QStringLiteral("2.51 v1"));
        // The bases of the rows written moved on; mix-3's is the one pulled, byte for byte.
        const auto afterPush = bases(doc);
        QCOMPARE(afterPush.size(), 5);
        QCOMPARE(afterPush.value(QStringLiteral("mix-1")).first, 2);
        QVERIFY(afterPush.value(QStringLiteral("mix-1")).second.contains("\"2.11\""));
        QCOMPARE(afterPush.value(QStringLiteral("mix-2")).first, 2);
        QCOMPARE(afterPush.value(QStringLiteral("mix-3")), pulled.value(QStringLiteral("mix-3")));
        QCOMPARE(afterPush.value(QStringLiteral("mix-4")).first, 1);
        QCOMPARE(afterPush.value(QStringLiteral("mix-5")).first, 1);
        // The document's checksum covers the bases written: it opens, and nothing is left to
        // push or pull.
        const Run again = cli(team({ QStringLiteral("push"), alice, doc }));
        QVERIFY2(again.out.contains("pushed: 0 inserted, 0 updated, 0 stale, 0 conflicts"),
                 again.out.constData());
        const Run back = cli(team({ QStringLiteral("pull"), alice, doc }));
        QVERIFY2(back.exitCode == 0, qPrintable(back.err));
        QVERIFY2(back.out.contains("pulled: 0 inserted, 0 updated, 0 stale, 0 conflicts"),
                 back.out.constData());

        // mix-1 edited here only, mix-2 here and on the server, mix-6 new: a conflict, and
        // nothing is written, not mix-1's update nor mix-6.
        QCOMPARE(superSql(QStringLiteral("UPDATE infertco.region SET pue = 1.4 WHERE id = "
                                         "'mix-2' RETURNING version")),
                 QStringLiteral("3"));
        const QString conflicting
                = regions(QStringLiteral("conflict.json"),
                          { { QStringLiteral("mix-1"), QStringLiteral("3.11") },
                            { QStringLiteral("mix-2"), QStringLiteral("3.21") },
                            { QStringLiteral("mix-3"), QStringLiteral("1.31") },
                            { QStringLiteral("mix-4"), QStringLiteral("2.41") },
                            { QStringLiteral("mix-5"), QStringLiteral("2.51") },
                            { QStringLiteral("mix-6"), QStringLiteral("3.61") } });
        QCOMPARE(cli({ QStringLiteral("import"), conflicting, doc }).exitCode, 0);
        const QByteArray before = sha256(doc);
        const Run refused = cli(team({ QStringLiteral("push"), alice, doc }));
        QCOMPARE(refused.exitCode, 3);
        QVERIFY2(refused.err.contains(QLatin1String("region mix-2")), qPrintable(refused.err));
        QCOMPARE(sha256(doc), before);
        QCOMPARE(price(QStringLiteral("mix-1")), QStringLiteral("2.11 v2"));
        QCOMPARE(price(QStringLiteral("mix-6")), QString());
        QCOMPARE(superSql(QStringLiteral("SELECT count(*) FROM infertco.audit_log WHERE item_id "
                                         "IN ('mix-1', 'mix-6')")),
                 QStringLiteral("2"));
        // --theirs takes the server's mix-2 and writes the rest in the same push.
        const Run theirs
                = cli(team({ QStringLiteral("push"), alice, doc, QStringLiteral("--theirs") }));
        QVERIFY2(theirs.exitCode == 0, qPrintable(theirs.err));
        QVERIFY2(theirs.out.contains("pushed: 1 inserted, 1 updated, 0 stale, 1 conflicts"),
                 theirs.out.constData());
        QCOMPARE(price(QStringLiteral("mix-1")), QStringLiteral("3.11 v3"));
        QCOMPARE(price(QStringLiteral("mix-2")), QStringLiteral("2.21 v3"));
        QCOMPARE(price(QStringLiteral("mix-6")), QStringLiteral("3.61 v1"));
        const auto afterTheirs = bases(doc);
        QCOMPARE(afterTheirs.value(QStringLiteral("mix-2")).first, 3);
        QCOMPARE(afterTheirs.value(QStringLiteral("mix-6")).first, 1);
        QCOMPARE(afterTheirs.value(QStringLiteral("mix-3")), pulled.value(QStringLiteral("mix-3")));

        // A row deleted on the server loses its base at the next pull; the others keep theirs
        // and the document still opens (its checksum follows the base taken out).
        superSql(QStringLiteral("DELETE FROM infertco.region WHERE id = 'mix-5'"));
        const Run deleted = cli(team({ QStringLiteral("pull"), alice, doc }));
        QVERIFY2(deleted.exitCode == 0, qPrintable(deleted.err));
        QVERIFY2(deleted.out.contains("region mix-5: deleted on the server"),
                 deleted.out.constData());
        const auto afterDelete = bases(doc);
        QCOMPARE(afterDelete.size(), 5);
        QVERIFY(!afterDelete.contains(QStringLiteral("mix-5")));
        QCOMPARE(afterDelete.value(QStringLiteral("mix-6")),
                 afterTheirs.value(QStringLiteral("mix-6")));
    }

    void viewerPush_refused()
    {
        QTemporaryDir dir;
        writeAll(dir.filePath(QStringLiteral("new.json")),
                 R"({"format": "infertco-bundle", "version": 2, "regions": [{"id": "viewer-r",
                    "currency": "HKD", "electricity_price_per_kwh": "1.1", "pue": "1.3",
                    "staff_cost_per_fte_year": "1"}]})");
        const Run run = cli(team({ QStringLiteral("push"), conn(QStringLiteral("bob"), BobPassword),
                                   dir.filePath(QStringLiteral("new.json")) }));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("permission denied")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QLatin1String("nothing was written")), qPrintable(run.err));
        QCOMPARE(superSql(QStringLiteral(
                         "SELECT count(*) FROM infertco.region WHERE id = 'viewer-r'")),
                 QStringLiteral("0"));
    }

    void serverKilledMidPush()
    {
        QTemporaryDir dir;
        const QString alice = conn(QStringLiteral("alice"), AlicePassword);
        const QString doc = dir.filePath(QStringLiteral("k.infertco"));
        QCOMPARE(cli(team({ QStringLiteral("pull"), alice, doc })).exitCode, 0);
        writeAll(dir.filePath(QStringLiteral("new.json")),
                 R"({"format": "infertco-bundle", "version": 2, "regions": [{"id": "killed-r",
                    "currency": "HKD", "electricity_price_per_kwh": "1.1", "pue": "1.3",
                    "staff_cost_per_fte_year": "1"}]})");
        QCOMPARE(cli({ QStringLiteral("import"), dir.filePath(QStringLiteral("new.json")), doc })
                         .exitCode,
                 0);
        const QByteArray before = sha256(doc);
        // Another session holds the region table against writes, so the push waits in the
        // middle of its transaction; then the server dies.
        QProcess holder;
        holder.start(PostgresServer::binDirectory() + QStringLiteral("/psql"),
                     { QStringLiteral("-X"), QStringLiteral("-h"), m_server.socketDirectory(),
                       QStringLiteral("-U"), QStringLiteral("postgres"), QStringLiteral("-d"),
                       QStringLiteral("tco"), QStringLiteral("-c"),
                       QStringLiteral("BEGIN; LOCK TABLE infertco.region IN SHARE MODE; SELECT "
                                      "pg_sleep(60);") });
        QVERIFY(holder.waitForStarted());
        QTest::qWait(500);
        QProcess push;
        push.start(Cli, team({ QStringLiteral("push"), alice, doc }));
        QVERIFY(push.waitForStarted());
        // Wait until the push is blocked on the lock.
        bool waiting = false;
        for (int i = 0; i < 100 && !waiting; ++i) {
            QTest::qWait(100);
            waiting = superSql(QStringLiteral(
                              "SELECT count(*) FROM pg_stat_activity WHERE usename = "
                              "'alice' AND wait_event_type = 'Lock'"))
                    == QStringLiteral("1");
        }
        QVERIFY(waiting);
        m_server.kill();
        QVERIFY(push.waitForFinished(60000));
        holder.waitForFinished(10000);
        const QString err = QString::fromUtf8(push.readAllStandardError());
        QCOMPARE(push.exitCode(), 1);
        QVERIFY2(err.contains(QLatin1String("nothing was written")), qPrintable(err));
        // A server that died is not a server that refused.
        QVERIFY2(err.contains(QLatin1String("connection to the server was lost")), qPrintable(err));
        QVERIFY(!err.contains(AlicePassword));
        QCOMPARE(sha256(doc), before);
        const QString restarted = m_server.startServer();
        QVERIFY2(restarted.isEmpty(), qPrintable(restarted));
        QCOMPARE(superSql(QStringLiteral(
                         "SELECT count(*) FROM infertco.region WHERE id = 'killed-r'")),
                 QStringLiteral("0"));
        const Run next = cli(team({ QStringLiteral("push"), alice, doc }));
        QVERIFY2(next.exitCode == 0, qPrintable(next.err));
        QVERIFY2(next.out.contains("pushed: 1 inserted"), next.out.constData());
        QCOMPARE(superSql(QStringLiteral(
                         "SELECT count(*) FROM infertco.audit_log WHERE item_id = 'killed-r'")),
                 QStringLiteral("1"));
    }

    void init_upgradesVersion1WithDataIntact()
    {
        // A catalog as the previous release made it (schema version 1), with rows, an update
        // and a deletion in its audit log.
        QVERIFY(createDatabase(QStringLiteral("tco_v1")).isEmpty());
        {
            QString error;
            const std::unique_ptr<infertco::TeamConnection> connection
                    = infertco::TeamConnection::open(m_server.conn(QStringLiteral("tco_v1"),
                                                                   QStringLiteral("owner"),
                                                                   OwnerPassword),
                                                     &error);
            QVERIFY2(connection, qPrintable(error));
            infertco::TeamServer server(*connection);
            infertco::TeamError made;
            int found = -1;
            QCOMPARE(server.init(&made, &found, 1), infertco::TeamServer::InitResult::Created);
            QVERIFY2(!made.isError(), qPrintable(made.message));
        }
        const QString v1 = QStringLiteral("tco_v1");
        const QString row = QStringLiteral(
                "INSERT INTO infertco.region (id, currency, electricity_price_per_kwh, pue, "
                "staff_cost_per_fte_year) VALUES ('%1', 'HKD', '1.234567890123', '1.4', "
                "'98765432109876.54')");
        sqlOn(v1, row.arg(QLatin1String("kept")));
        sqlOn(v1, QStringLiteral("UPDATE infertco.region SET pue = '1.35' WHERE id = 'kept'"));
        sqlOn(v1, row.arg(QLatin1String("gone")));
        sqlOn(v1, QStringLiteral("DELETE FROM infertco.region WHERE id = 'gone'"));
        QCOMPARE(sqlOn(v1, QStringLiteral("SELECT value FROM infertco.meta")), QStringLiteral("1"));
        const QString owner = m_server.conn(v1, QStringLiteral("owner"), OwnerPassword);
        // Every other command asks for the upgrade.
        const Run before = cli(team({ QStringLiteral("export"), owner }));
        QCOMPARE(before.exitCode, 1);
        QVERIFY2(before.err.contains(QLatin1String("run infertco-cli team init")),
                 qPrintable(before.err));

        const Run upgraded = cli(team({ QStringLiteral("init"), owner }));
        QVERIFY2(upgraded.exitCode == 0, qPrintable(upgraded.err));
        QVERIFY2(upgraded.out.contains(QStringLiteral("from schema version 1 to %1")
                                               .arg(infertco::TeamServer::SchemaVersion)
                                               .toUtf8()),
                 upgraded.out.constData());
        QCOMPARE(sqlOn(v1, QStringLiteral("SELECT value FROM infertco.meta")),
                 QString::number(infertco::TeamServer::SchemaVersion));
        // The data as it was: values exact, versions, who and the audit log.
        QCOMPARE(sqlOn(v1,
                       QStringLiteral("SELECT electricity_price_per_kwh || ' ' || pue || ' ' "
                                      "|| staff_cost_per_fte_year || ' v' || version || ' ' "
                                      "|| updated_by FROM infertco.region")),
                 QStringLiteral("1.234567890123 1.35 98765432109876.54 v2 postgres"));
        QCOMPARE(sqlOn(v1, QStringLiteral("SELECT count(*) FROM infertco.audit_log")),
                 QStringLiteral("4"));
        // The owner reads it (a member of this catalog), and a second init changes nothing.
        const Run exported = cli(team({ QStringLiteral("export"), owner }));
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        QVERIFY(exported.out.contains("\"electricity_price_per_kwh\": \"1.234567890123\""));
        const Run again = cli(team({ QStringLiteral("init"), owner }));
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.out.contains("already initialised"), again.out.constData());
        // Version 2's rules hold for the old rows' table: the deleted id continues at 2.
        sqlOn(v1, row.arg(QLatin1String("gone")));
        QCOMPARE(sqlOn(v1,
                       QStringLiteral("SELECT version FROM infertco.region WHERE id = "
                                      "'gone'")),
                 QStringLiteral("2"));
    }

    void init_upgradesVersion2AddsTheNewColumns()
    {
        // A catalog of schema version 2 as the previous release made it: without the columns
        // of the fields added since (the accelerator's all-reduce times).
        QVERIFY(createDatabase(QStringLiteral("tco_v2")).isEmpty());
        {
            QString error;
            const std::unique_ptr<infertco::TeamConnection> connection
                    = infertco::TeamConnection::open(m_server.conn(QStringLiteral("tco_v2"),
                                                                   QStringLiteral("owner"),
                                                                   OwnerPassword),
                                                     &error);
            QVERIFY2(connection, qPrintable(error));
            infertco::TeamServer server(*connection);
            infertco::TeamError made;
            int found = -1;
            QCOMPARE(server.init(&made, &found, 2), infertco::TeamServer::InitResult::Created);
            QVERIFY2(!made.isError(), qPrintable(made.message));
        }
        const QString v2 = QStringLiteral("tco_v2");
        sqlOn(v2,
              QStringLiteral("ALTER TABLE infertco.accelerator DROP COLUMN tp_allreduce_us, "
                             "DROP COLUMN tp_allreduce_ns_per_token"));
        QCOMPARE(sqlOn(v2, QStringLiteral("SELECT value FROM infertco.meta")), QStringLiteral("2"));
        const QString owner = m_server.conn(v2, QStringLiteral("owner"), OwnerPassword);
        const Run before = cli(team({ QStringLiteral("export"), owner }));
        QCOMPARE(before.exitCode, 1);
        QVERIFY2(before.err.contains(QLatin1String("run infertco-cli team init")),
                 qPrintable(before.err));

        const Run upgraded = cli(team({ QStringLiteral("init"), owner }));
        QVERIFY2(upgraded.exitCode == 0, qPrintable(upgraded.err));
        QVERIFY2(upgraded.out.contains("from schema version 2 to 3"), upgraded.out.constData());
        QCOMPARE(sqlOn(v2, QStringLiteral("SELECT value FROM infertco.meta")), QStringLiteral("3"));
        // Both columns, numeric, each with its field's range as a check.
        QCOMPARE(sqlOn(v2,
                       QStringLiteral("SELECT string_agg(column_name || ' ' || data_type, ', ' "
                                      "ORDER BY column_name) FROM information_schema.columns "
                                      "WHERE table_schema = 'infertco' AND column_name LIKE "
                                      "'tp_allreduce%'")),
                 QStringLiteral("tp_allreduce_ns_per_token numeric, tp_allreduce_us numeric"));
        QCOMPARE(sqlOn(v2,
                       QStringLiteral("SELECT count(*) FROM pg_catalog.pg_constraint WHERE "
                                      "conname IN ('tp_allreduce_us_valid', "
                                      "'tp_allreduce_ns_per_token_valid')")),
                 QStringLiteral("2"));
        // The owner reads it, and a second init changes nothing.
        const Run exported = cli(team({ QStringLiteral("export"), owner }));
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        const Run again = cli(team({ QStringLiteral("init"), owner }));
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.out.contains("already initialised"), again.out.constData());
    }

    void schema_damagedIsRefused_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("repair");
        QTest::addColumn<QString>("said");
        QTest::newRow("stamp trigger disabled")
                << QStringLiteral("ALTER TABLE infertco.region DISABLE TRIGGER stamp")
                << QStringLiteral("ALTER TABLE infertco.region ENABLE TRIGGER stamp")
                << QStringLiteral("trigger region.stamp is disabled");
        QTest::newRow("audit trigger dropped")
                << QStringLiteral("DROP TRIGGER audit ON infertco.rental_offer")
                << QStringLiteral("CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON "
                                  "infertco.rental_offer FOR EACH ROW EXECUTE FUNCTION "
                                  "infertco.audit()")
                << QStringLiteral("trigger rental_offer.audit is missing");
        QTest::newRow("price as a binary float")
                << QStringLiteral("ALTER TABLE infertco.region ALTER COLUMN pue TYPE real")
                << QStringLiteral("ALTER TABLE infertco.region ALTER COLUMN pue TYPE numeric")
                << QStringLiteral("column region.pue is real, not numeric");
        QTest::newRow("version as text")
                << QStringLiteral("ALTER TABLE infertco.platform ALTER COLUMN version TYPE text")
                << QStringLiteral("ALTER TABLE infertco.platform ALTER COLUMN version TYPE "
                                  "integer USING version::integer")
                << QStringLiteral("column platform.version is text, not integer");
    }

    void schema_damagedIsRefused()
    {
        // A schema changed by hand with its version still current: refused on connect by
        // every command, and init does not call it "nothing changed".
        QFETCH(QString, damage);
        QFETCH(QString, repair);
        QFETCH(QString, said);
        const QString v1 = QStringLiteral("tco_v1");
        const QString owner = m_server.conn(v1, QStringLiteral("owner"), OwnerPassword);
        QString error;
        sqlOn(v1, damage, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const Run exported = cli(team({ QStringLiteral("export"), owner }));
        const Run init = cli(team({ QStringLiteral("init"), owner }));
        sqlOn(v1, repair, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(exported.exitCode, 1);
        QVERIFY2(exported.err.contains(said), qPrintable(exported.err));
        QVERIFY2(exported.err.contains(QLatin1String("changed by hand")), qPrintable(exported.err));
        QCOMPARE(init.exitCode, 1);
        QVERIFY2(init.err.contains(said), qPrintable(init.err));
        QVERIFY(!init.out.contains("nothing changed"));
        QCOMPARE(cli(team({ QStringLiteral("export"), owner })).exitCode, 0);
    }

    void constraints_refuseWhatTheValidatorRefuses_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("said");
        QTest::newRow("offer without its required columns")
                << QStringLiteral("INSERT INTO infertco.rental_offer (id, name) VALUES ('x', "
                                  "'x')")
                << QStringLiteral("null value");
        QTest::newRow("negative price")
                << QStringLiteral("INSERT INTO infertco.region (id, currency, "
                                  "electricity_price_per_kwh, pue, staff_cost_per_fte_year) "
                                  "VALUES ('neg', 'HKD', '-0.01', '1.3', '1')")
                << QStringLiteral("electricity_price_per_kwh_valid");
        QTest::newRow("not a currency code")
                << QStringLiteral("INSERT INTO infertco.region (id, currency, "
                                  "electricity_price_per_kwh, pue, staff_cost_per_fte_year) "
                                  "VALUES ('cur', 'hkd', '1', '1.3', '1')")
                << QStringLiteral("currency_valid");
        QTest::newRow("NaN") << QStringLiteral(
                "INSERT INTO infertco.region (id, currency, "
                "electricity_price_per_kwh, pue, staff_cost_per_fte_year) "
                "VALUES ('nan', 'HKD', 'NaN', '1.3', '1')")
                             << QStringLiteral("electricity_price_per_kwh_valid");
        QTest::newRow("unknown accelerator")
                << QStringLiteral("INSERT INTO infertco.rental_offer (id, region, accelerator, "
                                  "accelerators_per_server, currency, hourly_price) SELECT "
                                  "'ghost', id, 'no-such-card', 8, 'USD', '1' FROM "
                                  "infertco.region LIMIT 1")
                << QStringLiteral("accelerator_known");
        QTest::newRow("unknown class")
                << QStringLiteral("INSERT INTO infertco.accelerator (id, class, memory_gb, "
                                  "bandwidth_gbs, tdp_w, tflops) VALUES ('cls', 'gpu', 80, 3000, "
                                  "700, '{\"fp16\": 1}')")
                << QStringLiteral("class_valid");
        QTest::newRow("fraction above 1")
                << QStringLiteral("UPDATE infertco.accelerator SET bw_efficiency = 1.5 WHERE id "
                                  "= 'h100-sxm'")
                << QStringLiteral("bw_efficiency_valid");
    }

    void constraints_refuseWhatTheValidatorRefuses()
    {
        // A buyer's raw SQL: the server refuses what the validator refuses, so that one bad
        // row cannot stop every member's pull and push.
        QFETCH(QString, sql);
        QFETCH(QString, said);
        const QString error = sqlAs(QStringLiteral("alice"), AlicePassword, sql);
        QVERIFY2(error.contains(said), qPrintable(error));
        const Run pulled = cli(
                team({ QStringLiteral("export"), conn(QStringLiteral("alice"), AlicePassword) }));
        QCOMPARE(pulled.exitCode, 0);
    }

    void pull_skipsAndNamesAnInvalidRow()
    {
        // A row the constraints let through but the validator refuses (an offer with neither
        // price), written by a superuser: pull and export leave it out and name it; the other
        // rows come through.
        superSql(QStringLiteral(
                "INSERT INTO infertco.rental_offer (id, region, accelerator, "
                "accelerators_per_server, currency) SELECT 'priceless', region, accelerator, 8, "
                "'USD' FROM infertco.rental_offer WHERE id = 'aws-p5-48xlarge'"));
        QTemporaryDir dir;
        const QString alice = conn(QStringLiteral("alice"), AlicePassword);
        const QString doc = dir.filePath(QStringLiteral("skip.infertco"));
        const Run pulled = cli(team({ QStringLiteral("pull"), alice, doc }));
        const Run exported = cli(team({ QStringLiteral("export"), alice }));
        superSql(QStringLiteral("DELETE FROM infertco.rental_offer WHERE id = 'priceless'"));
        QVERIFY2(pulled.exitCode == 0, qPrintable(pulled.err));
        QVERIFY2(pulled.out.contains("rental_offer priceless: the server's row is invalid"),
                 pulled.out.constData());
        QVERIFY2(pulled.out.contains("hourly_price"), pulled.out.constData());
        QVERIFY(pulled.out.contains("pulled: "));
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        QVERIFY2(exported.err.contains(QLatin1String("rental_offer priceless")),
                 qPrintable(exported.err));
        QVERIFY(exported.out.contains("aws-p5-48xlarge"));
        QVERIFY(!exported.out.contains("priceless"));
    }

    void versions_neverRepeatForAnId()
    {
        // Deleted and inserted again, a row continues its versions: an old copy at version 1
        // cannot match the new row and overwrite it without a conflict.
        QTemporaryDir dir;
        const QString alice = conn(QStringLiteral("alice"), AlicePassword);
        writeAll(dir.filePath(QStringLiteral("r.json")),
                 R"({"format": "infertco-bundle", "version": 2, "regions": [{"id": "again",
                    "currency": "HKD", "electricity_price_per_kwh": "1.1", "pue": "1.3",
                    "staff_cost_per_fte_year": "1"}]})");
        QCOMPARE(
                cli(team({ QStringLiteral("push"), alice, dir.filePath(QStringLiteral("r.json")) }))
                        .exitCode,
                0);
        const QString doc = dir.filePath(QStringLiteral("old.infertco"));
        QCOMPARE(cli(team({ QStringLiteral("pull"), alice, doc })).exitCode, 0);
        superSql(QStringLiteral("DELETE FROM infertco.region WHERE id = 'again'"));
        QCOMPARE(superSql(QStringLiteral(
                         "INSERT INTO infertco.region (id, currency, electricity_price_per_kwh, "
                         "pue, staff_cost_per_fte_year) VALUES ('again', 'HKD', '9.9', '1.3', "
                         "'1') RETURNING version")),
                 QStringLiteral("2"));
        // The old copy, edited, meets a row at another version: a conflict, not an overwrite.
        writeAll(dir.filePath(QStringLiteral("edit.json")),
                 R"({"format": "infertco-bundle", "version": 2, "regions": [{"id": "again",
                    "currency": "HKD", "electricity_price_per_kwh": "1.2", "pue": "1.3",
                    "staff_cost_per_fte_year": "1"}]})");
        QCOMPARE(cli({ QStringLiteral("import"), dir.filePath(QStringLiteral("edit.json")), doc })
                         .exitCode,
                 0);
        const Run pushed = cli(team({ QStringLiteral("push"), alice, doc }));
        QCOMPARE(pushed.exitCode, 3);
        QCOMPARE(superSql(QStringLiteral(
                         "SELECT electricity_price_per_kwh FROM infertco.region WHERE id = "
                         "'again'")),
                 QStringLiteral("9.9"));
    }

    void owner_cannotBypassTheAudit()
    {
        // The tables belong to a role nobody logs in as: the role that ran init cannot turn
        // the audit off, rewrite its function or truncate a table unaudited.
        QCOMPARE(superSql(QStringLiteral(
                         "SELECT string_agg(DISTINCT r.rolcanlogin::text, ',') FROM pg_tables t "
                         "JOIN pg_roles r ON r.rolname = t.tableowner WHERE t.schemaname = "
                         "'infertco'")),
                 QStringLiteral("false"));
        for (const QString &statement :
             { QStringLiteral("ALTER TABLE infertco.region DISABLE TRIGGER audit"),
               QStringLiteral("ALTER TABLE infertco.region DISABLE TRIGGER ALL"),
               QStringLiteral("ALTER TABLE infertco.audit_log DISABLE TRIGGER kept"),
               QStringLiteral("TRUNCATE infertco.region"),
               QStringLiteral("TRUNCATE infertco.audit_log"),
               QStringLiteral("DROP TRIGGER audit ON infertco.region"),
               QStringLiteral("CREATE OR REPLACE FUNCTION infertco.audit() RETURNS trigger "
                              "LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$"),
               QStringLiteral("ALTER TABLE infertco.region OWNER TO owner"),
               QStringLiteral("SET ROLE infertco_admin; TRUNCATE infertco.region") }) {
            const QString error = sqlAs(QStringLiteral("owner"), OwnerPassword, statement);
            QVERIFY2(!error.isEmpty(), qPrintable(statement));
        }
        // Truncation is refused even for the table's owner: only deletions, which are audited.
        QString error;
        m_server.psql(QStringLiteral("TRUNCATE infertco.rental_offer"), &error,
                      QStringLiteral("tco"));
        QVERIFY2(error.contains(QLatin1String("cannot be truncated")), qPrintable(error));
        QVERIFY(superSql(QStringLiteral("SELECT count(*) FROM infertco.rental_offer")).toInt() > 0);
    }

    void roles_perDatabase()
    {
        // A second catalog on the same server: a buyer of the first is only what she is
        // granted there; an admin of the first is nobody there.
        QVERIFY(createDatabase(QStringLiteral("tco_b")).isEmpty());
        const QString ownerB
                = m_server.conn(QStringLiteral("tco_b"), QStringLiteral("owner"), OwnerPassword);
        QCOMPARE(cli(team({ QStringLiteral("init"), ownerB })).exitCode, 0);
        QCOMPARE(cli(team({ QStringLiteral("grant"), ownerB, QStringLiteral("alice"),
                            QStringLiteral("viewer") }))
                         .exitCode,
                 0);
        QCOMPARE(cli(team({ QStringLiteral("grant"), ownerConn(), QStringLiteral("carol"),
                            QStringLiteral("admin") }))
                         .exitCode,
                 0);
        const QString aliceB
                = m_server.conn(QStringLiteral("tco_b"), QStringLiteral("alice"), AlicePassword);
        const QString carolB
                = m_server.conn(QStringLiteral("tco_b"), QStringLiteral("carol"), CarolPassword);
        // alice is a buyer on tco, a viewer on tco_b: she reads it and cannot write it.
        QCOMPARE(cli(team({ QStringLiteral("export"), aliceB })).exitCode, 0);
        const Run pushed
                = cli(team({ QStringLiteral("push"), aliceB, source("data/catalog.json") }));
        QCOMPARE(pushed.exitCode, 1);
        QVERIFY2(pushed.err.contains(QLatin1String("nothing was written")), qPrintable(pushed.err));
        QString error;
        m_server.psql(QStringLiteral("INSERT INTO infertco.region (id, currency, "
                                     "electricity_price_per_kwh, pue, staff_cost_per_fte_year) "
                                     "VALUES ('x', 'HKD', '1', '1.3', '1')"),
                      &error, QStringLiteral("tco_b"), QStringLiteral("alice"), AlicePassword);
        QVERIFY2(error.contains(QLatin1String("row-level security")), qPrintable(error));
        QCOMPARE(sqlOn(QStringLiteral("tco_b"),
                       QStringLiteral("SELECT count(*) FROM infertco.region")),
                 QStringLiteral("0"));
        // carol, admin of tco, holds nothing on tco_b: no reading, no granting herself.
        const Run read = cli(team({ QStringLiteral("export"), carolB }));
        QCOMPARE(read.exitCode, 1);
        QVERIFY2(read.err.contains(QLatin1String("holds no team role")), qPrintable(read.err));
        const Run granted = cli(team({ QStringLiteral("grant"), carolB, QStringLiteral("carol"),
                                       QStringLiteral("admin") }));
        QCOMPARE(granted.exitCode, 1);
        m_server.psql(QStringLiteral("INSERT INTO infertco.member VALUES ('carol', 'admin')"),
                      &error, QStringLiteral("tco_b"), QStringLiteral("carol"), CarolPassword);
        QVERIFY2(!error.isEmpty(), "carol made herself an admin of tco_b");
        QCOMPARE(cli(team({ QStringLiteral("revoke"), ownerConn(), QStringLiteral("carol"),
                            QStringLiteral("admin") }))
                         .exitCode,
                 0);
    }

    void push_oursPublishesAndKeepsServerChanges()
    {
        QTemporaryDir dir;
        const QString alice = conn(QStringLiteral("alice"), AlicePassword);
        const auto bundle = [&](const QString &name, const QString &price, const QString &staff,
                                const QString &pue = QStringLiteral("1.3")) {
            const QString path = dir.filePath(name);
            writeAll(path,
                     QStringLiteral(R"({"format": "infertco-bundle", "version": 2, "regions": [
                        {"id": "ours-1", "currency": "HKD", "electricity_price_per_kwh": "%1",
                         "pue": "%3", "staff_cost_per_fte_year": "%2"}]})")
                             .arg(price, staff, pue)
                             .toUtf8());
            return path;
        };
        const auto server = [&] {
            return superSql(QStringLiteral(
                    "SELECT electricity_price_per_kwh || ' ' || pue || ' ' || "
                    "staff_cost_per_fte_year || ' v' || version FROM infertco.region WHERE id = "
                    "'ours-1'"));
        };
        QCOMPARE(cli(team({ QStringLiteral("push"), alice,
                            bundle(QStringLiteral("a.json"), QStringLiteral("1.0"),
                                   QStringLiteral("100")) }))
                         .exitCode,
                 0);
        const QString doc = dir.filePath(QStringLiteral("ours.infertco"));
        QCOMPARE(cli(team({ QStringLiteral("pull"), alice, doc })).exitCode, 0);

        // The server changes pue and the staff cost, the document the price: a conflict that
        // names the price alone (the fields only the server changed are not in conflict), one
        // row.
        superSql(QStringLiteral("UPDATE infertco.region SET pue = 1.5, staff_cost_per_fte_year "
                                "= 200 WHERE id = 'ours-1'"));
        QCOMPARE(cli({ QStringLiteral("import"),
                       bundle(QStringLiteral("b.json"), QStringLiteral("4.4"),
                              QStringLiteral("100")),
                       doc })
                         .exitCode,
                 0);
        const Run conflict = cli(team({ QStringLiteral("push"), alice, doc }));
        QCOMPARE(conflict.exitCode, 3);
        QVERIFY2(conflict.err.contains(QLatin1String("field electricity_price_per_kwh")),
                 qPrintable(conflict.err));
        QVERIFY2(!conflict.err.contains(QLatin1String("staff_cost_per_fte_year"))
                         && !conflict.err.contains(QLatin1String("field pue")),
                 qPrintable(conflict.err));
        QVERIFY2(conflict.err.contains(QLatin1String(": 1 rows in conflict")),
                 qPrintable(conflict.err));
        QCOMPARE(server(), QStringLiteral("1 1.5 200 v2"));
        // --ours publishes the local price now and keeps the server's pue and staff cost.
        const Run ours
                = cli(team({ QStringLiteral("push"), alice, doc, QStringLiteral("--ours") }));
        QVERIFY2(ours.exitCode == 0, qPrintable(ours.err));
        QVERIFY2(ours.out.contains("pushed: 0 inserted, 1 updated, 0 stale, 1 conflicts"),
                 ours.out.constData());
        QCOMPARE(server(), QStringLiteral("4.4 1.5 200 v3"));
        const Run after = cli(team({ QStringLiteral("pull"), alice, doc }));
        QVERIFY2(after.out.contains("pulled: 0 inserted, 0 updated, 0 stale, 0 conflicts"),
                 after.out.constData());
    }

    void pull_oursKeepsTheEditAndTakesTheServersOtherFields()
    {
        QTemporaryDir dir;
        const QString alice = conn(QStringLiteral("alice"), AlicePassword);
        const auto bundle = [&](const QString &name, const QString &price) {
            const QString path = dir.filePath(name);
            writeAll(path,
                     QStringLiteral(R"({"format": "infertco-bundle", "version": 2, "regions": [
                        {"id": "ours-2", "currency": "HKD", "electricity_price_per_kwh": "%1",
                         "pue": "1.3", "staff_cost_per_fte_year": "100"}]})")
                             .arg(price)
                             .toUtf8());
            return path;
        };
        QCOMPARE(cli(team({ QStringLiteral("push"), alice,
                            bundle(QStringLiteral("a.json"), QStringLiteral("1.5")) }))
                         .exitCode,
                 0);
        const QString doc = dir.filePath(QStringLiteral("p.infertco"));
        QCOMPARE(cli(team({ QStringLiteral("pull"), alice, doc })).exitCode, 0);
        superSql(QStringLiteral("UPDATE infertco.region SET pue = 1.6, electricity_price_per_kwh "
                                "= 2.5 WHERE id = 'ours-2'"));
        QCOMPARE(cli({ QStringLiteral("import"),
                       bundle(QStringLiteral("b.json"), QStringLiteral("3.5")), doc })
                         .exitCode,
                 0);
        // The price was changed on both sides, pue only on the server: one conflict, the price.
        const Run conflict = cli(team({ QStringLiteral("pull"), alice, doc }));
        QCOMPARE(conflict.exitCode, 3);
        QVERIFY2(conflict.err.contains(QLatin1String("field electricity_price_per_kwh"))
                         && !conflict.err.contains(QLatin1String("field pue")),
                 qPrintable(conflict.err));
        QVERIFY2(conflict.err.contains(QLatin1String(": 1 rows in conflict")),
                 qPrintable(conflict.err));
        // --ours keeps the local price and takes the server's pue; the next push publishes
        // the price alone.
        const Run ours
                = cli(team({ QStringLiteral("pull"), alice, doc, QStringLiteral("--ours") }));
        QVERIFY2(ours.exitCode == 0, qPrintable(ours.err));
        const Run exported = cli({ QStringLiteral("export"), doc });
        QVERIFY2(exported.out.contains("\"pue\": \"1.6\""), exported.out.constData());
        QVERIFY2(exported.out.contains("\"electricity_price_per_kwh\": \"3.5\""),
                 exported.out.constData());
        const Run pushed = cli(team({ QStringLiteral("push"), alice, doc }));
        QVERIFY2(pushed.out.contains("pushed: 0 inserted, 1 updated, 0 stale, 0 conflicts"),
                 pushed.out.constData());
        QCOMPARE(superSql(QStringLiteral("SELECT electricity_price_per_kwh || ' ' || pue FROM "
                                         "infertco.region WHERE id = 'ours-2'")),
                 QStringLiteral("3.5 1.6"));
    }

    void race_conflictNamesFieldUserAndTime()
    {
        // Another member changes the row between the push's read and its write: the conflict
        // the write finds names the field, who changed it and when, like one found by reading.
        QTemporaryDir dir;
        const QString alice = conn(QStringLiteral("alice"), AlicePassword);
        const auto bundle = [&](const QString &name, const QString &price) {
            const QString path = dir.filePath(name);
            writeAll(path,
                     QStringLiteral(R"({"format": "infertco-bundle", "version": 2, "regions": [
                        {"id": "race-r", "currency": "HKD", "electricity_price_per_kwh": "%1",
                         "pue": "1.3", "staff_cost_per_fte_year": "100"}]})")
                             .arg(price)
                             .toUtf8());
            return path;
        };
        QCOMPARE(cli(team({ QStringLiteral("push"), alice,
                            bundle(QStringLiteral("a.json"), QStringLiteral("1.1")) }))
                         .exitCode,
                 0);
        const QString doc = dir.filePath(QStringLiteral("race.infertco"));
        QCOMPARE(cli(team({ QStringLiteral("pull"), alice, doc })).exitCode, 0);
        QCOMPARE(cli({ QStringLiteral("import"),
                       bundle(QStringLiteral("b.json"), QStringLiteral("2.2")), doc })
                         .exitCode,
                 0);
        // The other member holds the table against writers (reads go on), lets the push read
        // and block on its UPDATE, then changes the row and commits.
        QProcess other;
        other.start(PostgresServer::binDirectory() + QStringLiteral("/psql"),
                    { QStringLiteral("-X"), QStringLiteral("-h"), m_server.socketDirectory(),
                      QStringLiteral("-U"), QStringLiteral("postgres"), QStringLiteral("-d"),
                      QStringLiteral("tco"), QStringLiteral("-c"),
                      QStringLiteral("BEGIN; LOCK TABLE infertco.region IN SHARE MODE; SELECT "
                                     "pg_sleep(4); UPDATE infertco.region SET "
                                     "electricity_price_per_kwh = 7.7 WHERE id = 'race-r'; "
                                     "COMMIT;") });
        QVERIFY(other.waitForStarted());
        QTest::qWait(500);
        const Run pushed = cli(team({ QStringLiteral("push"), alice, doc }));
        QVERIFY(other.waitForFinished(30000));
        QCOMPARE(pushed.exitCode, 3);
        QVERIFY2(pushed.err.contains(QLatin1String(
                         "region race-r, field electricity_price_per_kwh: local 2.2, server 7.7 "
                         "(changed by postgres at ")),
                 qPrintable(pushed.err));
        QCOMPARE(superSql(QStringLiteral("SELECT electricity_price_per_kwh || ' v' || version "
                                         "FROM infertco.region WHERE id = 'race-r'")),
                 QStringLiteral("7.7 v2"));
    }

    void secrets_neverShown()
    {
        // sslpassword is a secret like password: masked in errors and in init's message.
        const QString withSsl = ownerConn() + QStringLiteral(" sslpassword=ssl-secret-4f1");
        const Run init = cli(team({ QStringLiteral("init"), withSsl }));
        QVERIFY2(init.exitCode == 0, qPrintable(init.err));
        QVERIFY2(!init.out.contains("ssl-secret-4f1"), init.out.constData());
        QVERIFY2(init.out.contains("sslpassword=***"), init.out.constData());
        const Run refused = cli(team({ QStringLiteral("export"),
                                       conn(QStringLiteral("alice"), QStringLiteral("wrong-9a"))
                                               + QStringLiteral(" sslpassword=ssl-secret-4f1") }));
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(!refused.err.contains(QLatin1String("ssl-secret-4f1")), qPrintable(refused.err));
        // A dbname that libpq expands into a URI with its own password.
        const QString nested
                = QStringLiteral("dbname='postgresql://alice:uri-secret-77@/tco?host=%1'")
                          .arg(m_server.socketDirectory());
        const Run expanded = cli(team({ QStringLiteral("history"), nested,
                                        QStringLiteral("--limit"), QStringLiteral("1") }));
        QVERIFY2(!expanded.err.contains(QLatin1String("uri-secret-77")), qPrintable(expanded.err));
        QVERIFY(!expanded.out.contains("uri-secret-77"));
        const Run wrongNested = cli(
                team({ QStringLiteral("export"),
                       QStringLiteral("dbname='postgresql://alice:uri-secret-78@/tco?host=%1' "
                                      "connect_timeout=5")
                               .arg(m_server.socketDirectory()) }));
        QCOMPARE(wrongNested.exitCode, 1);
        QVERIFY2(!wrongNested.err.contains(QLatin1String("uri-secret-78")),
                 qPrintable(wrongNested.err));
        QVERIFY2(wrongNested.err.contains(QLatin1String("password=***")),
                 qPrintable(wrongNested.err));
        // A short password is masked as a whole value only, never inside libpq's words.
        const Run shortPassword
                = cli(team({ QStringLiteral("export"),
                             QStringLiteral("host=no-such-host.invalid user=alice password=se "
                                            "connect_timeout=5") }));
        QCOMPARE(shortPassword.exitCode, 1);
        QVERIFY2(!QRegularExpression(QStringLiteral("\\*\\*\\*\\w|\\w\\*\\*\\*"))
                          .match(shortPassword.err)
                          .hasMatch(),
                 qPrintable(shortPassword.err));
    }

    void secrets_notInTheProcessList()
    {
        // The URI's password is read, then overwritten in the process's arguments: `ps` and
        // /proc/PID/cmdline do not show it while the command runs (held here by a lock).
        QProcess holder;
        QVERIFY(holdLock(holder, QStringLiteral("infertco.accelerator")));
        const QString uri = QStringLiteral("postgresql://alice:%1@%2:5432/tco")
                                    .arg(AlicePassword,
                                         QString::fromLatin1(QUrl::toPercentEncoding(
                                                 m_server.socketDirectory())));
        QProcess exported;
        exported.start(Cli, team({ QStringLiteral("export"), uri }));
        QVERIFY(exported.waitForStarted());
        const bool waiting = waitsForLock(QStringLiteral("alice"));
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(exported.processId()));
        QVERIFY(cmdline.open(QIODevice::ReadOnly));
        const QByteArray shown = cmdline.readAll();
        releaseLocks(holder);
        QVERIFY(exported.waitForFinished(60000));
        QVERIFY(waiting);
        QVERIFY2(!shown.contains(AlicePassword.toUtf8()), shown.constData());
        QVERIFY2(shown.contains("postgresql://alice:"), shown.constData());
        QCOMPARE(exported.exitCode(), 0);
    }

    void heldLock_boundedWait()
    {
        // A member holding a lock does not hang everyone's pull: the wait is bounded and says
        // why.
        QProcess holder;
        QVERIFY(holdLock(holder, QStringLiteral("infertco.accelerator")));
        QTemporaryDir dir;
        QElapsedTimer timer;
        timer.start();
        const Run pulled
                = cli(team({ QStringLiteral("pull"), conn(QStringLiteral("alice"), AlicePassword),
                             dir.filePath(QStringLiteral("wait.infertco")) }));
        const qint64 waited = timer.elapsed();
        releaseLocks(holder);
        QCOMPARE(pulled.exitCode, 1);
        QVERIFY2(pulled.err.contains(QLatin1String("lock_timeout")), qPrintable(pulled.err));
        QVERIFY2(waited < 40000, qPrintable(QString::number(waited)));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("wait.infertco"))));
    }

    void unicode_roundTripsExactly()
    {
        // U+FEFF first, U+FFFE and U+FFFF: on the server and back from it as they went.
        QTemporaryDir dir;
        const QString alice = conn(QStringLiteral("alice"), AlicePassword);
        writeAll(dir.filePath(QStringLiteral("u.json")),
                 R"({"format": "infertco-bundle", "version": 2, "regions": [{"id": "uni-r",
                    "name": "\ufeffLead \ufffe\uffff end", "notes": "\ufeff",
                    "currency": "HKD", "electricity_price_per_kwh": "1.1", "pue": "1.3",
                    "staff_cost_per_fte_year": "1"}]})");
        const Run pushed = cli(
                team({ QStringLiteral("push"), alice, dir.filePath(QStringLiteral("u.json")) }));
        QVERIFY2(pushed.exitCode == 0, qPrintable(pushed.err));
        QCOMPARE(superSql(QStringLiteral("SELECT encode(convert_to(name, 'UTF8'), 'hex') FROM "
                                         "infertco.region WHERE id = 'uni-r'")),
                 QStringLiteral("efbbbf4c65616420efbfbeefbfbf20656e64"));
        // What the server gives back is what went: U+FEFF as its JSON escape, which every
        // JSON reader takes back as it is. (A document keeps its text in SQLite, whose UTF-16
        // reading turns U+FFFE and U+FFFF into U+FFFD: that is the document's, not the
        // server's.)
        const QString name = QStringLiteral("\ufeffLead \ufffe\uffff end");
        const auto region = [](const QByteArray &json) {
            for (const QJsonValue &r :
                 QJsonDocument::fromJson(json).object().value(QLatin1String("regions")).toArray())
                if (r.toObject().value(QLatin1String("id")).toString() == QLatin1String("uni-r"))
                    return r.toObject();
            return QJsonObject();
        };
        const Run fromServer = cli(team({ QStringLiteral("export"), alice }));
        QCOMPARE(region(fromServer.out).value(QLatin1String("name")).toString(), name);
        QVERIFY(fromServer.out.contains("Lead \xEF\xBF\xBE\xEF\xBF\xBF end"));
    }

    void init_foreignSchemaAndNoCreateRole()
    {
        // A schema "infertco" InferTCO did not make is named as such by init and every other
        // command alike.
        QVERIFY(createDatabase(QStringLiteral("tco_foreign")).isEmpty());
        sqlOn(QStringLiteral("tco_foreign"),
              QStringLiteral("CREATE SCHEMA infertco AUTHORIZATION owner"));
        const QString owner = m_server.conn(QStringLiteral("tco_foreign"), QStringLiteral("owner"),
                                            OwnerPassword);
        const Run init = cli(team({ QStringLiteral("init"), owner }));
        const Run exported = cli(team({ QStringLiteral("export"), owner }));
        QCOMPARE(init.exitCode, 1);
        QVERIFY2(init.err.contains(QLatin1String("did not create")), qPrintable(init.err));
        QVERIFY(!init.out.contains("already initialised"));
        QCOMPARE(exported.exitCode, 1);
        QVERIFY2(exported.err.contains(QLatin1String("did not create")), qPrintable(exported.err));
        // A database owner that may not create roles is told what it lacks.
        QString error;
        m_server.psql(QStringLiteral("CREATE ROLE plain LOGIN PASSWORD 'plain-pw-1'"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(createDatabase(QStringLiteral("tco_plain"), QStringLiteral("plain")).isEmpty());
        const Run plain
                = cli(team({ QStringLiteral("init"),
                             m_server.conn(QStringLiteral("tco_plain"), QStringLiteral("plain"),
                                           QStringLiteral("plain-pw-1")) }));
        QCOMPARE(plain.exitCode, 1);
        QVERIFY2(plain.err.contains(QLatin1String("CREATEROLE")), qPrintable(plain.err));
        QCOMPARE(sqlOn(QStringLiteral("tco_plain"),
                       QStringLiteral("SELECT count(*) FROM pg_namespace WHERE nspname = "
                                      "'infertco'")),
                 QStringLiteral("0"));
    }

    void history_showsBidiControlsEscaped()
    {
        QTemporaryDir dir;
        const QString alice = conn(QStringLiteral("alice"), AlicePassword);
        writeAll(dir.filePath(QStringLiteral("b.json")),
                 R"({"format": "infertco-bundle", "version": 2, "regions": [{"id": "bidi-r",
                    "name": "abc\u202edef", "currency": "HKD",
                    "electricity_price_per_kwh": "1.1", "pue": "1.3",
                    "staff_cost_per_fte_year": "1"}]})");
        QCOMPARE(
                cli(team({ QStringLiteral("push"), alice, dir.filePath(QStringLiteral("b.json")) }))
                        .exitCode,
                0);
        const Run table
                = cli(team({ QStringLiteral("history"), alice, QStringLiteral("region/bidi-r") }));
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(!table.out.contains("\xE2\x80\xAE"), table.out.constData());
        QVERIFY2(table.out.contains("abc<U+202E>def"), table.out.constData());
        const Run json
                = cli(team({ QStringLiteral("history"), alice, QStringLiteral("region/bidi-r"),
                             QStringLiteral("--format"), QStringLiteral("json") }));
        QCOMPARE(json.exitCode, 0);
        QVERIFY2(!json.out.contains("\xE2\x80\xAE"), json.out.constData());
        // The JSON keeps the value: an escape JSON readers decode.
        QCOMPARE(QJsonDocument::fromJson(json.out)
                         .array()
                         .at(0)
                         .toObject()
                         .value(QLatin1String("changes"))
                         .toObject()
                         .value(QLatin1String("name"))
                         .toArray()
                         .at(1)
                         .toString(),
                 QStringLiteral("abc\u202edef"));
    }

    void usage()
    {
        QCOMPARE(cli({ QStringLiteral("team") }).exitCode, 2);
        QCOMPARE(cli({ QStringLiteral("team"), QStringLiteral("nonsense") }).exitCode, 2);
        QCOMPARE(cli({ QStringLiteral("team"), QStringLiteral("history"), ownerConn(),
                       QStringLiteral("--limit"), QStringLiteral("0") })
                         .exitCode,
                 2);
        QCOMPARE(cli({ QStringLiteral("team"), QStringLiteral("history"), ownerConn(),
                       QStringLiteral("--format"), QStringLiteral("csv") })
                         .exitCode,
                 2);
    }
};

QTEST_GUILESS_MAIN(TstTeam)
#include "tst_team.moc"
