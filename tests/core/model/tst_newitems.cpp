// SPDX-License-Identifier: GPL-3.0-or-later
// NewItems: what a new scenario, rental offer and option start from, valid as they stand.
#include "model/newitems.h"
#include "model/validation.h"
#include "problemcheck.h"
#include "testdecimal.h"

#include <QTest>

using namespace infertco;
using infertco::testing::dec;
using infertco::testing::describe;

namespace {

Catalog catalogWith(bool regions, bool cards, bool offers)
{
    Catalog c;
    if (regions) {
        Region hk;
        hk.id = QStringLiteral("hk");
        hk.currency = QStringLiteral("HKD");
        Region cn;
        cn.id = QStringLiteral("cn");
        cn.currency = QStringLiteral("CNY");
        c.regions = { hk, cn };
    }
    if (cards) {
        Accelerator a;
        a.id = QStringLiteral("h100");
        Accelerator b;
        b.id = QStringLiteral("l40s");
        c.accelerators = { a, b };
    }
    if (offers) {
        RentalOffer r;
        r.id = QStringLiteral("rent-l40s");
        r.accelerator = QStringLiteral("l40s");
        c.rentalOffers = { r };
    }
    return c;
}

} // namespace

class TestNewItems : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void starterScenario()
    {
        const Scenario s = NewItems::starterScenario();
        // Llama-3.1-8B in fp16 and the demo's assumptions.
        QCOMPARE(s.workload.paramsB, 8.03);
        QCOMPARE(s.workload.layers, 32);
        QCOMPARE(s.workload.kvHeads, 8);
        QCOMPARE(s.workload.headDim, 128);
        QCOMPARE(s.workload.promptTokens, 1000);
        QCOMPARE(s.workload.outputTokens, 300);
        QCOMPARE(s.workload.peakOutputTokensPerS, Decimal(500));
        QCOMPARE(s.workload.tpotMs, 50.0);
        QCOMPARE(s.workload.utilization, dec("0.5"));
        QCOMPARE(s.workload.modelUpdatesPerYear, Decimal(2));
        QCOMPARE(s.discountRateYear, dec("0.08"));
        QCOMPARE(s.engineerDayRate, Decimal(1200));
        QCOMPARE(s.staff.ftePerServerOwned, dec("0.05"));
        QCOMPARE(s.staff.minFteRented, dec("0.1"));
        QCOMPARE(s.owned.spareFraction, dec("0.05"));
        QCOMPARE(s.owned.residualFraction, dec("0.4"));
        QVERIFY(s.options.isEmpty());
        // Valid once it has an id: nothing else is missing.
        Scenario named = s;
        named.id = QStringLiteral("scenario");
        const Problems problems = Validator::check(named, Catalog());
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
    }

    void rentalOffer_data()
    {
        QTest::addColumn<bool>("regions");
        QTest::addColumn<bool>("cards");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("accelerator");
        QTest::newRow("the first region and card") << true << true << "hk"
                                                   << "HKD"
                                                   << "h100";
        QTest::newRow("no region yet") << false << true << ""
                                       << ""
                                       << "h100";
        QTest::newRow("no card yet") << true << false << "hk"
                                     << "HKD"
                                     << "";
    }
    void rentalOffer()
    {
        QFETCH(bool, regions);
        QFETCH(bool, cards);
        QFETCH(QString, region);
        QFETCH(QString, currency);
        QFETCH(QString, accelerator);
        const RentalOffer o = NewItems::rentalOffer(catalogWith(regions, cards, false),
                                                    QStringLiteral("rental-offer"));
        QCOMPARE(o.id, QStringLiteral("rental-offer"));
        QCOMPARE(o.region, region);
        QCOMPARE(o.currency, currency);
        QCOMPARE(o.accelerator, accelerator);
        QCOMPARE(o.acceleratorsPerServer, 1);
        QCOMPARE(o.monthlyPrice, std::optional<Decimal>(Decimal()));
        QVERIFY(!o.hourlyPrice);
        QVERIFY(o.name.isEmpty());
    }

    void firstOptionRentsTheFirstOffer()
    {
        const ScenarioOption o = NewItems::option(catalogWith(true, true, true), Scenario());
        QCOMPARE(o.mode, OptionMode::Rent);
        QCOMPARE(o.accelerator, QStringLiteral("l40s")); // the offer's card, not the first card
        QCOMPARE(o.offer, QStringLiteral("rent-l40s"));
        QVERIFY(o.name.isEmpty());
    }

    void laterOptionCopiesTheLast()
    {
        Scenario s;
        ScenarioOption hybrid;
        hybrid.name = QStringLiteral("Hybrid");
        hybrid.mode = OptionMode::Hybrid;
        hybrid.accelerator = QStringLiteral("h100");
        hybrid.platform = QStringLiteral("box");
        hybrid.offer = QStringLiteral("colo-hk");
        hybrid.rentalOffer = QStringLiteral("rent-h100");
        hybrid.ownedServers = 2;
        s.options = { ScenarioOption(), hybrid };
        const ScenarioOption o = NewItems::option(catalogWith(true, true, true), s);
        QCOMPARE(o, hybrid);
    }

    void noOfferNoChoice()
    {
        const ScenarioOption o = NewItems::option(catalogWith(true, true, false), Scenario());
        QCOMPARE(o, ScenarioOption());
    }
};

QTEST_APPLESS_MAIN(TestNewItems)
#include "tst_newitems.moc"
