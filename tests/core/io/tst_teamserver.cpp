// SPDX-License-Identifier: GPL-3.0-or-later
// The team server under concurrent writers (docs/team.md, issue 25): 8 clients, each with its own
// connection, push 250 distinct rows one transaction at a time; every row arrives once, and
// each has exactly one audit entry with its writer. Against a real server the suite starts.
#include "io/team/teamconnection.h"
#include "io/team/teamserver.h"
#include "postgresserver.h"

#include <QMutex>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace infertco;
using infertco::testing::PostgresServer;

class TstTeamServer : public QObject
{
    Q_OBJECT

    PostgresServer m_server;

private Q_SLOTS:
    void initTestCase()
    {
        const QString error = m_server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QString sqlError;
        m_server.psql(QStringLiteral("CREATE ROLE buyer LOGIN PASSWORD 'buyer-pw-1'"), &sqlError);
        QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
        QString connectError;
        std::unique_ptr<TeamConnection> owner
                = TeamConnection::open(m_server.conn(), &connectError);
        QVERIFY2(owner, qPrintable(connectError));
        TeamServer server(*owner);
        TeamError initError;
        int version = -1;
        // A new server: created at this build's schema version, found with none before.
        QCOMPARE(server.init(&initError, &version), TeamServer::InitResult::Created);
        QVERIFY2(!initError.isError(), qPrintable(initError.message));
        QCOMPARE(version, 0);
        QVERIFY(!server.checkSchema().isError());
        QVERIFY(!server.grant(QStringLiteral("buyer"), TeamServer::Role::Buyer, false).isError());
    }

    void concurrentPushes()
    {
        // 8 clients x 250 single-row transactions = 2,000 rows.
        constexpr int Clients = 8;
        constexpr int PushesEach = 250;
        std::atomic<int> failures = 0;
        QString firstFailure;
        QMutex failureLock;
        QList<QThread *> threads;
        for (int client = 0; client < Clients; ++client) {
            threads.append(QThread::create([&, client] {
                QString error;
                std::unique_ptr<TeamConnection> connection = TeamConnection::open(
                        m_server.conn(QStringLiteral("postgres"), QStringLiteral("buyer"),
                                      QStringLiteral("buyer-pw-1")),
                        &error);
                const auto fail = [&](const QString &why) {
                    ++failures;
                    QMutexLocker locker(&failureLock);
                    if (firstFailure.isEmpty())
                        firstFailure = why;
                };
                if (!connection) {
                    fail(error);
                    return;
                }
                TeamServer server(*connection);
                for (int n = 0; n < PushesEach; ++n) {
                    const QString id = QStringLiteral("c%1-r%2").arg(client).arg(n);
                    const QJsonObject row{ { QStringLiteral("id"), id },
                                           { QStringLiteral("currency"), QStringLiteral("HKD") },
                                           { QStringLiteral("electricity_price_per_kwh"),
                                             QStringLiteral("1.%1").arg(n) },
                                           { QStringLiteral("pue"), QStringLiteral("1.3") },
                                           { QStringLiteral("staff_cost_per_fte_year"),
                                             QStringLiteral("720000") } };
                    TeamServerRow stamped;
                    TeamError e = server.begin();
                    if (!e.isError())
                        e = server.insert(QStringLiteral("region"), row, &stamped);
                    if (!e.isError())
                        e = server.commit();
                    if (e.isError()) {
                        server.rollback();
                        fail(e.message);
                    } else if (stamped.version != 1
                               || stamped.updatedBy != QLatin1String("buyer")) {
                        fail(QStringLiteral("stamped %1 by %2")
                                     .arg(stamped.version)
                                     .arg(stamped.updatedBy));
                    }
                }
            }));
        }
        for (QThread *thread : std::as_const(threads))
            thread->start();
        for (QThread *thread : std::as_const(threads)) {
            QVERIFY(thread->wait(240000));
            delete thread;
        }
        QVERIFY2(failures == 0, qPrintable(firstFailure));
        QCOMPARE(m_server.psql(QStringLiteral("SELECT count(*) FROM infertco.region")),
                 QStringLiteral("2000"));
        QCOMPARE(m_server.psql(QStringLiteral(
                         "SELECT count(*) || ' ' || count(DISTINCT item_id) FROM "
                         "infertco.audit_log WHERE action = 'insert' AND username = 'buyer'")),
                 QStringLiteral("2000 2000"));
        QCOMPARE(m_server.psql(QStringLiteral(
                         "SELECT electricity_price_per_kwh::text FROM infertco.region WHERE id = "
                         "'c7-r249'")),
                 QStringLiteral("1.249"));
    }

    void readsExactDecimals()
    {
        QString error;
        std::unique_ptr<TeamConnection> connection = TeamConnection::open(m_server.conn(), &error);
        QVERIFY2(connection, qPrintable(error));
        m_server.psql(QStringLiteral("UPDATE infertco.region SET electricity_price_per_kwh = "
                                     "'123456789012345.123456789012345678' WHERE id = 'c0-r0'"));
        TeamServer server(*connection);
        TeamError readError;
        const TeamServerRows rows = server.rows(&readError);
        QVERIFY(!readError.isError());
        const TeamServerRow row = rows.value({ QStringLiteral("region"), QStringLiteral("c0-r0") });
        QCOMPARE(row.values.value(QStringLiteral("electricity_price_per_kwh")).toString(),
                 QStringLiteral("123456789012345.123456789012345678"));
        QCOMPARE(row.version, 2);
        QCOMPARE(row.updatedBy, QStringLiteral("postgres"));
    }

    // One TeamServer writes every row of a push with the same statements, prepared once: an
    // update that finds the row at another version makes the push roll back, and nothing of
    // the transaction is left, the rows written before it included; the statements then serve
    // the next transaction, whose duplicate id is a conflict.
    void statementsReused_allOrNothing()
    {
        QString error;
        std::unique_ptr<TeamConnection> connection = TeamConnection::open(
                m_server.conn(QStringLiteral("postgres"), QStringLiteral("buyer"),
                              QStringLiteral("buyer-pw-1")),
                &error);
        QVERIFY2(connection, qPrintable(error));
        const auto region = [](const QString &id, const QString &price) {
            return QJsonObject{ { QStringLiteral("id"), id },
                                { QStringLiteral("currency"), QStringLiteral("HKD") },
                                { QStringLiteral("electricity_price_per_kwh"), price },
                                { QStringLiteral("pue"), QStringLiteral("1.3") },
                                { QStringLiteral("staff_cost_per_fte_year"),
                                  QStringLiteral("720000") } };
        };
        TeamServer server(*connection);
        QVERIFY(!server.begin().isError());
        TeamServerRow stamped;
        QVERIFY(!server.insert(QStringLiteral("region"),
                               region(QStringLiteral("reuse-a"), QStringLiteral("2.1")), &stamped)
                         .isError());
        QVERIFY(!server.insert(QStringLiteral("region"),
                               region(QStringLiteral("reuse-b"), QStringLiteral("2.2")), &stamped)
                         .isError());
        QCOMPARE(stamped.version, 1);
        bool updated = false;
        // c0-r1 is at version 1 (concurrentPushes): updated, at 2.
        QVERIFY(!server.update(QStringLiteral("region"),
                               region(QStringLiteral("c0-r1"), QStringLiteral("9.1")), 1, &updated,
                               &stamped)
                         .isError());
        QVERIFY(updated);
        QCOMPARE(stamped.version, 2);
        // c0-r2 is at version 1, not 7: no row updated.
        QVERIFY(!server.update(QStringLiteral("region"),
                               region(QStringLiteral("c0-r2"), QStringLiteral("9.2")), 7, &updated,
                               &stamped)
                         .isError());
        QVERIFY(!updated);
        server.rollback();
        QCOMPARE(m_server.psql(QStringLiteral(
                         "SELECT count(*) FROM infertco.region WHERE id LIKE 'reuse-%'")),
                 QStringLiteral("0"));
        QCOMPARE(m_server.psql(QStringLiteral("SELECT electricity_price_per_kwh::text || ' v' || "
                                              "version FROM infertco.region WHERE id IN ('c0-r1', "
                                              "'c0-r2') ORDER BY id")),
                 QStringLiteral("1.1 v1\n1.2 v1"));
        QCOMPARE(m_server.psql(QStringLiteral("SELECT count(*) FROM infertco.audit_log WHERE "
                                              "item_id LIKE 'reuse-%' OR (item_id IN ('c0-r1', "
                                              "'c0-r2') AND action = 'update')")),
                 QStringLiteral("0"));

        QVERIFY(!server.begin().isError());
        QVERIFY(!server.insert(QStringLiteral("region"),
                               region(QStringLiteral("reuse-a"), QStringLiteral("2.1")), &stamped)
                         .isError());
        QVERIFY(!server.commit().isError());
        QVERIFY(!server.begin().isError());
        const TeamError duplicate
                = server.insert(QStringLiteral("region"),
                                region(QStringLiteral("reuse-a"), QStringLiteral("2.3")), &stamped);
        QVERIFY(duplicate.isError());
        QVERIFY(duplicate.conflict);
        server.rollback();
        QCOMPARE(m_server.psql(QStringLiteral("SELECT electricity_price_per_kwh::text || ' v' || "
                                              "version FROM infertco.region WHERE id LIKE "
                                              "'reuse-%'")),
                 QStringLiteral("2.1 v1"));
    }

    void displayHidesPassword()
    {
        QCOMPARE(TeamConnection::display(QStringLiteral(
                         "postgresql://al:s3cr%40t@db.example/tco?sslmode=verify-full")),
                 QStringLiteral(
                         "user=al password=*** dbname=tco host=db.example sslmode=verify-full"));
    }
};

QTEST_GUILESS_MAIN(TstTeamServer)
#include "tst_teamserver.moc"
