// SPDX-License-Identifier: GPL-3.0-or-later
// `infertco-cli team` (DESIGN 11) against a real PostgreSQL server the test starts itself
// (tests/support/postgresserver.h): init, grant and revoke, export and history, the roles and
// the audit log enforced by the server (tried as raw SQL with each role), connection errors
// that never echo a password. A server that cannot be started fails the suite: CI must prove it.
#include "clirun.h"
#include "io/document.h"
#include "postgresserver.h"

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
                 QStringLiteral("1"));
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
        superSql(QStringLiteral(
                "UPDATE infertco.meta SET value = '2' WHERE key = 'schema_version'"));
        const Run init = cli({ QStringLiteral("team"), QStringLiteral("init"), ownerConn() });
        const Run exported = cli({ QStringLiteral("team"), QStringLiteral("export"), ownerConn() });
        superSql(QStringLiteral(
                "UPDATE infertco.meta SET value = '1' WHERE key = 'schema_version'"));
        QCOMPARE(init.exitCode, 1);
        QVERIFY2(init.err.contains(QLatin1String("newer")), qPrintable(init.err));
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
