// SPDX-License-Identifier: GPL-3.0-or-later
// CatalogItems: fresh ids, an id change that stays unique and follows every reference, a new
// item's start, and an offer's currency that follows its region (issue 23: rules the editor
// held, now the core's).
#include "model/rules/catalogitems.h"

#include <QTest>

using namespace infertco;

namespace {

Region region(const char *id, const char *currency)
{
    Region r;
    r.id = QString::fromLatin1(id);
    r.currency = QString::fromLatin1(currency);
    return r;
}

Accelerator card(const QString &id)
{
    Accelerator a;
    a.id = id;
    a.name = id.toUpper();
    return a;
}

// Two cards, one rented by an offer that an option of a scenario uses.
Bundle twoCards()
{
    Bundle b;
    b.catalog.accelerators = { card(QStringLiteral("h100")), card(QStringLiteral("l40s")) };
    RentalOffer offer;
    offer.id = QStringLiteral("rent-hk");
    offer.accelerator = QStringLiteral("h100");
    b.catalog.rentalOffers = { offer };
    Scenario s;
    s.id = QStringLiteral("s");
    ScenarioOption o;
    o.name = QStringLiteral("Rent");
    o.accelerator = QStringLiteral("h100");
    o.offer = QStringLiteral("rent-hk");
    s.options = { o };
    b.scenarios = { s };
    return b;
}

} // namespace

class TestCatalogItems : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void uniqueId_data()
    {
        QTest::addColumn<QStringList>("taken");
        QTest::addColumn<QString>("base");
        QTest::addColumn<QString>("id");
        QTest::newRow("free") << QStringList{ QStringLiteral("a") } << "region"
                              << "region";
        QTest::newRow("taken once") << QStringList{ QStringLiteral("region") } << "region"
                                    << "region-2";
        QTest::newRow("taken with -2")
                << QStringList{ QStringLiteral("region"), QStringLiteral("region-2") } << "region"
                << "region-3";
        // A gap is filled: -2 is free although -3 is taken.
        QTest::newRow("a gap") << QStringList{ QStringLiteral("region"),
                                               QStringLiteral("region-3") }
                               << "region"
                               << "region-2";
        QTest::newRow("empty list") << QStringList{} << "region"
                                    << "region";
    }
    void uniqueId()
    {
        QFETCH(QStringList, taken);
        QFETCH(QString, base);
        QFETCH(QString, id);
        QList<Region> items;
        for (const QString &t : taken)
            items.append(region(qPrintable(t), "HKD"));
        QCOMPARE(CatalogItems::uniqueId(items, base), id);
    }

    void changeIdFollowsReferences()
    {
        Bundle b = twoCards();
        QString error;
        QVERIFY(CatalogItems::changeId(b, b.catalog.accelerators, 0, QStringLiteral("h100-sxm"),
                                       &error));
        QCOMPARE(b.catalog.accelerators.at(0).id, QStringLiteral("h100-sxm"));
        QCOMPARE(b.catalog.rentalOffers.at(0).accelerator, QStringLiteral("h100-sxm"));
        QCOMPARE(b.scenarios.at(0).options.at(0).accelerator, QStringLiteral("h100-sxm"));
    }

    void changeIdRefusesATakenId()
    {
        Bundle b = twoCards();
        const Bundle before = b;
        QString error;
        QVERIFY(!CatalogItems::changeId(b, b.catalog.accelerators, 0, QStringLiteral("l40s"),
                                        &error));
        QCOMPARE(error, QStringLiteral("\"l40s\" is already the id of L40S"));
        QVERIFY(b == before); // nothing renamed
        // Its own id again is no clash.
        QVERIFY(CatalogItems::changeId(b, b.catalog.accelerators, 0, QStringLiteral("h100"),
                                       &error));
    }

    void moveToRegion_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("currencyAfter");
        // hk: HKD, cn: CNY, sg: SGD.
        QTest::newRow("follows the region") << "hk"
                                            << "HKD"
                                            << "cn"
                                            << "CNY";
        QTest::newRow("a currency chosen otherwise stays") << "hk"
                                                           << "USD"
                                                           << "cn"
                                                           << "USD";
        QTest::newRow("back again") << "cn"
                                    << "CNY"
                                    << "hk"
                                    << "HKD";
        QTest::newRow("from an unknown region") << "xx"
                                                << "HKD"
                                                << "cn"
                                                << "HKD";
        QTest::newRow("to an unknown region") << "hk"
                                              << "HKD"
                                              << "xx"
                                              << "HKD";
        QTest::newRow("same region") << "hk"
                                     << "HKD"
                                     << "hk"
                                     << "HKD";
    }
    void moveToRegion()
    {
        QFETCH(QString, from);
        QFETCH(QString, currency);
        QFETCH(QString, to);
        QFETCH(QString, currencyAfter);
        Catalog catalog;
        catalog.regions = { region("hk", "HKD"), region("cn", "CNY"), region("sg", "SGD") };
        QString offerRegion = from;
        QString offerCurrency = currency;
        CatalogItems::moveToRegion(catalog, offerRegion, offerCurrency, to);
        QCOMPARE(offerRegion, to);
        QCOMPARE(offerCurrency, currencyAfter);
    }

    void insertNewCopiesTheLastWithoutItsQuote()
    {
        QList<Region> items{ region("hk", "HKD"), region("cn", "CNY") };
        items[1].name = QStringLiteral("Mainland");
        items[1].source = QStringLiteral("tariff 2026");
        items[1].quoteDate = QStringLiteral("2026-01");
        items[1].notes = QStringLiteral("peak rate");
        CatalogItems::insertNew(items, 2, Region(), QStringLiteral("region"),
                                QStringLiteral("New region"));
        QCOMPARE(items.size(), 3);
        const Region &added = items.at(2);
        QCOMPARE(added.id, QStringLiteral("region"));
        QCOMPARE(added.name, QStringLiteral("New region"));
        QCOMPARE(added.currency, QStringLiteral("CNY")); // the last item's figures
        QVERIFY(added.source.isEmpty());
        QVERIFY(added.quoteDate.isEmpty());
        QVERIFY(added.notes.isEmpty());

        QList<Region> none;
        Region blank = region("", "SGD");
        CatalogItems::insertNew(none, 0, blank, QStringLiteral("region"),
                                QStringLiteral("New region"));
        QCOMPARE(none.at(0).currency, QStringLiteral("SGD"));
        QCOMPARE(none.at(0).id, QStringLiteral("region"));
    }

    void insertCopy()
    {
        QList<Region> items{ region("hk", "HKD"), region("hk-copy", "HKD") };
        items[0].name = QStringLiteral("Hong Kong");
        CatalogItems::insertCopy(items, 0);
        QCOMPARE(items.size(), 3);
        QCOMPARE(items.at(1).id, QStringLiteral("hk-copy-2"));
        QCOMPARE(items.at(1).name, QStringLiteral("Hong Kong (copy)"));
    }

    void removalBlocker()
    {
        const Bundle b = twoCards();
        QCOMPARE(CatalogItems::removalBlocker(b, b.catalog.accelerators.at(1)), QString());
        const QString blocker = CatalogItems::removalBlocker(b, b.catalog.accelerators.at(0));
        QVERIFY2(blocker.startsWith(QStringLiteral("H100 is still used by ")), qPrintable(blocker));
    }
};

QTEST_APPLESS_MAIN(TestCatalogItems)
#include "tst_catalogitems.moc"
