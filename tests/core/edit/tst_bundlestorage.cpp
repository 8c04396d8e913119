// SPDX-License-Identifier: GPL-3.0-or-later
// The two storages behind BundleStorage (issue 25 item 1): the local document and the team
// catalog's server, run through the same tests where they should agree (load, an edit, its
// undo and redo, a check of only what changed), and the server's own rules: an edit lands with
// a new version under the user's name; a conflicting edit is refused naming the field, the
// other user and the time, and changes nothing. Against a PostgreSQL server the suite starts.
#include "edit/bundlestore.h"
#include "edit/changevaluecommand.h"

#include "io/document/document.h"
#include "io/storage/documentstorage.h"
#include "io/storage/teamserverstorage.h"
#include "io/team/teamconnection.h"
#include "io/team/teamexchange.h"
#include "io/team/teamserver.h"
#include "model/rules/validation.h"
#include "postgresserver.h"
#include "sourcetree.h"
#include "testdecimal.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace infertco;
using namespace infertco::testing;

namespace {

const QString Document_ = QStringLiteral("document");
const QString Server = QStringLiteral("team server");

/// The catalog of the golden bundle: one rental offer, "rent-h100-us" at 15999.99 USD a month.
Bundle catalogOnly()
{
    Bundle bundle;
    bundle.catalog = readBundle("tests/golden/dc-gpu.json").catalog;
    return bundle;
}

Bundle withMonthlyPrice(Bundle bundle, const char *price)
{
    bundle.catalog.rentalOffers[0].monthlyPrice = dec(price);
    return bundle;
}

/// The catalog with an accelerator no other row uses, whose TDP is negative: a problem only a
/// check of the whole finds.
Bundle withBadAccelerator(Bundle bundle, const char *tdp = "-1")
{
    Accelerator bad = bundle.catalog.accelerators.constFirst();
    bad.id = QStringLiteral("unused-bad");
    bad.tdpW = dec(tdp);
    bad.idleW = Decimal();
    bundle.catalog.accelerators.append(bad);
    return bundle;
}

CellAddress priceCell()
{
    return { BundlePart::RentalOffers, -1, 0, 6 };
}

ChangeValueCommand *priceChange(BundleStore *store, const char *to)
{
    const Bundle before = store->bundle();
    return new ChangeValueCommand(
            store, QStringLiteral("Change monthly price"), priceCell(),
            QVariant::fromValue(*before.catalog.rentalOffers.at(0).monthlyPrice),
            QVariant::fromValue(dec(to)), before, withMonthlyPrice(before, to),
            BundleChange{ BundleChange::ValuesChanged, BundlePart::RentalOffers, -1, 0 });
}

} // namespace

class TestBundleStorage : public QObject
{
    Q_OBJECT

    PostgresServer m_server;
    QTemporaryDir m_dir;
    QString m_path;
    int m_run = 0;

    QString conn(const QString &user) const
    {
        return m_server.conn(QStringLiteral("postgres"), user, user + QStringLiteral("-pw-1"));
    }

    /// The storage the data row names: a new document holding the catalog, or the server as
    /// `user`.
    std::unique_ptr<BundleStorage> storage(const QString &which,
                                           const QString &user = QStringLiteral("alice"))
    {
        if (which == Server) {
            Outcome<std::unique_ptr<TeamServerStorage>> server
                    = TeamServerStorage::open(conn(user));
            if (!server.ok()) {
                qWarning("%s", qPrintable(server.problems().value(0).text()));
                return nullptr;
            }
            return std::move(server.value());
        }
        Outcome<std::unique_ptr<Document>> document
                = Document::createFromBundle(m_path, catalogOnly());
        if (!document.ok())
            return nullptr;
        return std::make_unique<DocumentStorage>(std::move(document.value()));
    }

    /// What the data row's storage holds now, read by a second reader.
    Bundle stored(const QString &which)
    {
        if (which == Server) {
            Outcome<std::unique_ptr<TeamServerStorage>> server
                    = TeamServerStorage::open(conn(QStringLiteral("bob")));
            Q_ASSERT(server.ok());
            Outcome<Bundle> content = server.value()->load();
            Q_ASSERT(content.ok());
            return content.value();
        }
        Outcome<Bundle> content = Document::read(m_path);
        Q_ASSERT(content.ok());
        return content.value();
    }

    QString serverRow(const QString &columns)
    {
        return m_server.psql(QStringLiteral("SELECT %1 FROM infertco.rental_offer WHERE id = "
                                            "'rent-h100-us'")
                                     .arg(columns));
    }

    static void bothStorages()
    {
        QTest::addColumn<QString>("which");
        QTest::newRow("document") << Document_;
        QTest::newRow("team server") << Server;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString error = m_server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const char *user : { "alice", "bob" }) {
            QString sqlError;
            m_server.psql(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%1-pw-1'")
                                  .arg(QLatin1String(user)),
                          &sqlError);
            QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
        }
        QString connectError;
        std::unique_ptr<TeamConnection> owner
                = TeamConnection::open(m_server.conn(), &connectError);
        QVERIFY2(owner, qPrintable(connectError));
        TeamServer server(*owner);
        TeamError initError;
        int version = 0;
        server.init(&initError, &version);
        QVERIFY2(!initError.isError(), qPrintable(initError.message));
        for (const char *user : { "alice", "bob" })
            QVERIFY(!server.grant(QLatin1String(user), TeamServer::Role::Buyer, false).isError());
    }

    void init()
    {
        // Every test starts from the golden catalog on the server, each row at version 1, and
        // a document of its own.
        QString error;
        // As the superuser, with the triggers off (replica mode): the server refuses a
        // TRUNCATE of a catalog table otherwise, and an id's versions continue after those
        // its audit log holds, so the log goes too.
        m_server.psql(QStringLiteral("SET session_replication_role = replica; TRUNCATE "
                                     "infertco.accelerator, infertco.platform, "
                                     "infertco.rental_offer, infertco.colo_offer, "
                                     "infertco.region, infertco.audit_log"),
                      &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        std::unique_ptr<TeamConnection> owner = TeamConnection::open(m_server.conn(), &error);
        QVERIFY2(owner, qPrintable(error));
        const TeamExchangeResult seeded = TeamExchange::push(*owner, catalogOnly().catalog, {},
                                                             false, TeamSync::Resolve::None);
        QVERIFY2(seeded.ok(), qPrintable(seeded.message));
        QCOMPARE(serverRow(QStringLiteral("version")), QStringLiteral("1"));
        m_path = m_dir.filePath(QStringLiteral("storage-%1.infertco").arg(++m_run));
    }

    void loadsTheCatalog_data() { bothStorages(); }
    void loadsTheCatalog()
    {
        QFETCH(QString, which);
        const std::unique_ptr<BundleStorage> s = storage(which);
        QVERIFY(s);
        const Outcome<Bundle> content = s->load();
        QVERIFY(content.ok());
        // Field by field, money exact: the same canonical rows on either side.
        QCOMPARE(TeamItemsOf::of(content.value().catalog), TeamItemsOf::of(catalogOnly().catalog));
        QCOMPARE(content.value().catalog.rentalOffers.at(0).monthlyPrice->toString(),
                 QStringLiteral("15999.99"));
        QVERIFY(!s->location().isEmpty());
        QVERIFY(!s->location().contains(QLatin1String("-pw-1")));
        QCOMPARE(s->hasFeature(BundleStorage::Feature::Scenarios), which == Document_);
    }

    // The same edit, undo and redo through a BundleStore on either storage: each lands in the
    // storage, read back by another reader, exact to the last decimal.
    void editUndoAndRedoLand_data() { bothStorages(); }
    void editUndoAndRedoLand()
    {
        QFETCH(QString, which);
        std::unique_ptr<BundleStorage> s = storage(which);
        QVERIFY(s);
        const Outcome<Bundle> content = s->load();
        QVERIFY(content.ok());
        BundleStore store(std::move(s), content.value());
        const auto storedPrice
                = [&] { return stored(which).catalog.rentalOffers.at(0).monthlyPrice->toString(); };

        store.undoStack()->push(priceChange(&store, "12345.678901"));
        QVERIFY2(store.lastProblems().isEmpty(), qPrintable(store.lastProblems().value(0).text()));
        QCOMPARE(store.undoStack()->count(), 1);
        QCOMPARE(storedPrice(), QStringLiteral("12345.678901"));
        QVERIFY(store.lastWriteRowChanges() > 0);

        store.undoStack()->undo();
        QVERIFY(store.lastProblems().isEmpty());
        QCOMPARE(storedPrice(), QStringLiteral("15999.99"));
        store.undoStack()->redo();
        QVERIFY(store.lastProblems().isEmpty());
        QCOMPARE(storedPrice(), QStringLiteral("12345.678901"));
        QCOMPARE(TeamItemsOf::of(stored(which).catalog), TeamItemsOf::of(store.bundle().catalog));
    }

    // docs/team.md, "Pull, push and conflicts": every write is a push at the version the row was read at; the server moves
    // it on (1 -> 2 -> 3 -> 4 for the edit, its undo and its redo) under the user's name.
    void serverEditGetsANewVersion()
    {
        std::unique_ptr<BundleStorage> s = storage(Server);
        QVERIFY(s);
        const Outcome<Bundle> content = s->load();
        QVERIFY(content.ok());
        BundleStore store(std::move(s), content.value());
        const auto &server = static_cast<const TeamServerStorage &>(store.storage());
        const QString rental = QStringLiteral("rental_offer");
        const QString id = QStringLiteral("rent-h100-us");
        QCOMPARE(server.version(rental, id), qint64(1));

        store.undoStack()->push(priceChange(&store, "16000.5"));
        QVERIFY(store.lastProblems().isEmpty());
        QCOMPARE(store.lastWriteRowChanges(), qint64(1));
        QCOMPARE(server.version(rental, id), qint64(2));
        QCOMPARE(serverRow(QStringLiteral("monthly_price::text || ' ' || version || ' ' || "
                                          "updated_by")),
                 QStringLiteral("16000.5 2 alice"));
        // Only the row edited moved.
        QCOMPARE(m_server.psql(QStringLiteral("SELECT max(version) FROM infertco.accelerator")),
                 QStringLiteral("1"));

        store.undoStack()->undo();
        QCOMPARE(server.version(rental, id), qint64(3));
        QCOMPARE(serverRow(QStringLiteral("monthly_price::text || ' ' || version")),
                 QStringLiteral("15999.99 3"));
        store.undoStack()->redo();
        QCOMPARE(serverRow(QStringLiteral("monthly_price::text || ' ' || version")),
                 QStringLiteral("16000.5 4"));
    }

    // Two users read the same row; bob's edit lands first, alice's is refused as a conflict
    // that names the field, bob and when he changed it. Nothing of alice's is written, her
    // content stays as it was, and the refused step is not on her undo stack.
    void conflictingEditIsRefused()
    {
        std::unique_ptr<BundleStorage> a = storage(Server, QStringLiteral("alice"));
        std::unique_ptr<BundleStorage> b = storage(Server, QStringLiteral("bob"));
        QVERIFY(a && b);
        const Outcome<Bundle> aliceContent = a->load();
        const Outcome<Bundle> bobContent = b->load();
        QVERIFY(aliceContent.ok() && bobContent.ok());
        BundleStore alice(std::move(a), aliceContent.value());
        BundleStore bob(std::move(b), bobContent.value());

        bob.undoStack()->push(priceChange(&bob, "16100"));
        QVERIFY(bob.lastProblems().isEmpty());
        const QString bobAt = [&] {
            QString error;
            std::unique_ptr<TeamConnection> owner = TeamConnection::open(m_server.conn(), &error);
            TeamServer server(*owner);
            TeamError readError;
            return server.rows(&readError)
                    .value({ QStringLiteral("rental_offer"), QStringLiteral("rent-h100-us") })
                    .updatedAt;
        }();
        QVERIFY(!bobAt.isEmpty());

        const QString before = alice.bundle().catalog.rentalOffers.at(0).monthlyPrice->toString();
        alice.undoStack()->push(priceChange(&alice, "16200"));
        const Problems problems = alice.lastProblems();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.at(0).item, QStringLiteral("rental offer \"rent-h100-us\""));
        QCOMPARE(problems.at(0).field, QStringLiteral("monthly_price"));
        QVERIFY2(problems.at(0).message.contains(QLatin1String("by bob at ") + bobAt),
                 qPrintable(problems.at(0).message));
        QVERIFY2(problems.at(0).message.contains(QLatin1String("16100")),
                 qPrintable(problems.at(0).message));
        QCOMPARE(alice.undoStack()->count(), 0);
        QCOMPARE(alice.bundle().catalog.rentalOffers.at(0).monthlyPrice->toString(), before);
        QCOMPARE(serverRow(QStringLiteral("monthly_price::text || ' ' || version || ' ' || "
                                          "updated_by")),
                 QStringLiteral("16100 2 bob"));
    }

    // Issue 23 item 6: a storage checks what a change touched and what refers to it. An
    // accelerator nobody uses holds a problem only a check of the whole finds; a change of the
    // rental offer passes, a bad rental offer is still refused by name.
    void checkTouchesOnlyTheChange_data() { bothStorages(); }
    void checkTouchesOnlyTheChange()
    {
        QFETCH(QString, which);
        const std::unique_ptr<BundleStorage> s = storage(which);
        QVERIFY(s);
        const Bundle before = withBadAccelerator(catalogOnly());
        const Bundle after = withMonthlyPrice(before, "17000");
        // The test can fail: the whole holds a problem.
        const Problems whole = Validator::check(after);
        QVERIFY(std::any_of(whole.cbegin(), whole.cend(), [](const Problem &p) {
            return p.item == QLatin1String("accelerator \"unused-bad\"");
        }));
        const Problems touched = s->check(before, after);
        QVERIFY2(touched.isEmpty(), qPrintable(touched.value(0).text()));
        // What the change touched is checked, with the problems of a check of the whole.
        const Problems refused = s->check(before, withMonthlyPrice(before, "-1"));
        QVERIFY(!refused.isEmpty());
        QVERIFY(std::any_of(refused.cbegin(), refused.cend(), [](const Problem &p) {
            return p.item == QLatin1String("rental offer \"rent-h100-us\"")
                    && p.field == QLatin1String("monthly_price");
        }));
    }

    // The same through the store, as the window edits (writes after the paint): the edit is
    // checked by the store where it is typed, and only what it touched. The bad accelerator is
    // then mended, and both reach the storage in one write.
    void storeChecksOnlyWhatAnEditTouches_data() { bothStorages(); }
    void storeChecksOnlyWhatAnEditTouches()
    {
        QFETCH(QString, which);
        std::unique_ptr<BundleStorage> s = storage(which);
        QVERIFY(s);
        QVERIFY(s->load().ok());
        BundleStore store(std::move(s), withBadAccelerator(catalogOnly()));
        store.setWritesAfterPaint(true);
        store.undoStack()->push(priceChange(&store, "17000"));
        QVERIFY2(store.lastProblems().isEmpty(), qPrintable(store.lastProblems().value(0).text()));
        QCOMPARE(store.undoStack()->count(), 1);
        QVERIFY(store.hasUnwrittenChanges());

        const Bundle now = store.bundle();
        store.undoStack()->push(new ChangeValueCommand(
                &store, QStringLiteral("Change TDP"),
                CellAddress{ BundlePart::Accelerators, -1, 1, 9 }, QVariant::fromValue(dec("-1")),
                QVariant::fromValue(dec("700")), now,
                withBadAccelerator(withMonthlyPrice(catalogOnly(), "17000"), "700"),
                BundleChange{ BundleChange::ValuesChanged, BundlePart::Accelerators, -1, 1 }));
        QVERIFY(store.lastProblems().isEmpty());
        const Problems flushed = store.flush();
        QVERIFY2(flushed.isEmpty(), qPrintable(flushed.value(0).text()));
        const Bundle back = stored(which);
        QCOMPARE(back.catalog.rentalOffers.at(0).monthlyPrice->toString(), QStringLiteral("17000"));
        QCOMPARE(back.catalog.accelerators.size(), 2);
    }

    // What the server cannot hold is refused before anything is written: a removed row (a push
    // never deletes) and a scenario.
    void serverRefusesWhatItCannotHold()
    {
        std::unique_ptr<BundleStorage> s = storage(Server);
        QVERIFY(s);
        const Outcome<Bundle> content = s->load();
        QVERIFY(content.ok());
        Bundle removed = content.value();
        removed.catalog.coloOffers.clear();
        const Problems refusedRemoval = s->write(removed);
        QCOMPARE(refusedRemoval.size(), 1);
        QCOMPARE(refusedRemoval.at(0).item, QStringLiteral("colo offer \"colo-hk-kw\""));
        Bundle withScenario = content.value();
        withScenario.scenarios = readBundle("tests/golden/dc-gpu.json").scenarios;
        QVERIFY(!s->write(withScenario).isEmpty());
        QCOMPARE(m_server.psql(QStringLiteral("SELECT count(*) FROM infertco.colo_offer")),
                 QStringLiteral("1"));
        QVERIFY(!s->saveAs(m_dir.filePath(QStringLiteral("copy.infertco"))).isEmpty());
        QVERIFY(!s->teamBases().ok());
    }
};

QTEST_GUILESS_MAIN(TestBundleStorage)
#include "tst_bundlestorage.moc"
