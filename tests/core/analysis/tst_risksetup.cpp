// SPDX-License-Identifier: GPL-3.0-or-later
// RiskSetup: the one place the risk view, the PDF report and infertco-cli take their defaults
// from (pair, exchange-rate driver, ranges, seed and draws).
#include "analysis/risksetup.h"
#include "analysis/sensitivity.h"
#include "analysistestdata.h"

#include <QTest>

using namespace infertco;
using namespace infertco::testing;

class TestRiskSetup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultsOfExample();
    void fxCurrency_data();
    void fxCurrency();
    void publishedCardPriceRange();
};

void TestRiskSetup::defaultsOfExample()
{
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel m = model(bundle, QStringLiteral("example"));
    const RiskSetup setup = RiskSetup::defaults(m);
    QCOMPARE(setup.pair, Sensitivity::defaultPair(m.baseResults()));
    QVERIFY(setup.pair);
    QCOMPARE(m.option(setup.pair->first).name, QStringLiteral("L40S colo"));
    QCOMPARE(m.option(setup.pair->second).name, QStringLiteral("L40S rent"));
    // All options use CNY most (the NPU), but the pair compared uses USD: the driver follows the
    // pair, in the view, the report and the CLI's montecarlo alike.
    QCOMPARE(m.foreignCurrencies().first(), QStringLiteral("CNY"));
    QCOMPARE(setup.fxCurrency, QStringLiteral("USD"));
    const QList<DriverRange> expected = Drivers::defaultRanges(m.scenario(), QStringLiteral("USD"));
    QCOMPARE(setup.ranges.size(), expected.size());
    for (int i = 0; i < expected.size(); ++i) {
        QCOMPARE(setup.ranges.at(i).driver, expected.at(i).driver);
        QCOMPARE(setup.ranges.at(i).low, expected.at(i).low);
        QCOMPARE(setup.ranges.at(i).mostLikely, expected.at(i).mostLikely);
        QCOMPARE(setup.ranges.at(i).high, expected.at(i).high);
        QCOMPARE(setup.ranges.at(i).basis, expected.at(i).basis);
    }
    QCOMPARE(setup.simulation.seed, std::uint64_t(1));
    QCOMPARE(setup.simulation.draws, 10000);
}

void TestRiskSetup::fxCurrency_data()
{
    QTest::addColumn<QString>("pairA"); // empty: the default pair
    QTest::addColumn<QString>("pairB");
    QTest::addColumn<QString>("preferred");
    QTest::addColumn<QString>("expected");

    QTest::newRow("default pair: USD") << ""
                                       << ""
                                       << ""
                                       << "USD";
    QTest::newRow("pair with the NPU: CNY") << "NPU colo"
                                            << "L40S rent"
                                            << ""
                                            << "CNY";
    QTest::newRow("preferred CNY is used") << ""
                                           << ""
                                           << "CNY"
                                           << "CNY";
    QTest::newRow("preferred JPY is not a currency of the options") << ""
                                                                    << ""
                                                                    << "JPY"
                                                                    << "USD";
    QTest::newRow("preferred reporting currency") << ""
                                                  << ""
                                                  << "HKD"
                                                  << "USD";
}

void TestRiskSetup::fxCurrency()
{
    QFETCH(QString, pairA);
    QFETCH(QString, pairB);
    QFETCH(QString, preferred);
    QFETCH(QString, expected);
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel m = model(bundle, QStringLiteral("example"));
    std::optional<std::pair<int, int>> pair;
    if (!pairA.isEmpty())
        pair = std::make_pair(optionIndex(m, pairA), optionIndex(m, pairB));
    const RiskSetup setup = RiskSetup::defaults(m, pair, preferred);
    QCOMPARE(setup.fxCurrency, expected);
    QCOMPARE(RiskSetup::fxCurrencyFor(m, setup.pair, preferred), expected);
    QCOMPARE(setup.ranges.last().driver, Driver::Fx);
    QCOMPARE(setup.ranges.last().currency, expected);
    if (pair)
        QCOMPARE(setup.pair, pair);
}

void TestRiskSetup::publishedCardPriceRange()
{
    // docs/method.md, "Published price ranges": the H200's published prices conflict. The
    // catalog row keeps its dated listing (US$35,928.75, 2025-01-31); runlocalai.co reports
    // retail around US$28,000-31,000 through Q1 2026. Compared in the demo's 70b-tp:
    Bundle bundle = readBundleFile(sourcePath("data/demo.json"));
    const Accelerator *h200 = bundle.catalog.accelerator(QStringLiteral("h200-sxm"));
    QVERIFY(h200 && h200->price);
    QCOMPARE(*h200->price, *Decimal::parse(u"35928.75"));
    // The row's notes name the range and both sources the risk view cites.
    QVERIFY(h200->notes.contains(QStringLiteral("US$28,000")));
    QVERIFY(h200->notes.contains(
            QStringLiteral("runlocalai.co/pulse/nvidia-b200-production-ramp-pricing")));
    QVERIFY(h200->notes.contains(QStringLiteral("archive.ph/TxlLv")));

    const DriverModel m = model(bundle, QStringLiteral("70b-tp"));
    const auto cardRange = [](const RiskSetup &setup) {
        for (const DriverRange &range : setup.ranges) {
            if (range.driver == Driver::AcceleratorPrice)
                return range;
        }
        return DriverRange();
    };
    const int h200Colo = optionIndex(m, QStringLiteral("H200 colo, Hong Kong"));
    const int h100Colo = optionIndex(m, QStringLiteral("H100 SXM colo, Hong Kong"));
    const int h100Rent = optionIndex(m, QStringLiteral("H100 SXM rent, Oblivus 3-yr"));

    // H200 colo against a rental: the pair buys one card, the H200, so the range is the
    // published one as multipliers of the quoted US$35,928.75:
    // low 28,000 / 35,928.75 = 0.77932018… → 0.779320; high 35,928.75 / 35,928.75 = 1.
    const RiskSetup h200Setup = RiskSetup::defaults(m, std::make_pair(h200Colo, h100Rent));
    const DriverRange published = cardRange(h200Setup);
    QCOMPARE(published.low, *Decimal::parse(u"0.779320"));
    QCOMPARE(published.mostLikely, Decimal(1));
    QCOMPARE(published.high, Decimal(1));
    QVERIFY(published.basis.startsWith(QStringLiteral("published range of h200-sxm: "
                                                      "US$28,000.00 to US$35,928.75 a card")));
    QVERIFY(published.basis.contains(QStringLiteral("runlocalai.co")));
    QVERIFY(published.basis.contains(QStringLiteral("archive.ph/TxlLv, 2025-01-31")));
    QVERIFY(Drivers::check(h200Setup.ranges, m.scenario()).isEmpty());
    const std::optional<DriverRange> direct = RiskSetup::publishedCardPriceRange(m, h200Setup.pair);
    QVERIFY(direct);
    QCOMPARE(direct->low, published.low);
    QCOMPARE(direct->basis, published.basis);

    // The same range with the pair the other way round.
    QCOMPARE(cardRange(RiskSetup::defaults(m, std::make_pair(h100Rent, h200Colo))).low,
             published.low);

    // A pair of two cards (H200 and H100) or of an H100 alone keeps the assumed ±20%: the one
    // multiplier cannot carry one card's published range.
    for (const std::pair<int, int> &pair :
         { std::make_pair(h200Colo, h100Colo), std::make_pair(h100Colo, h100Rent) }) {
        const DriverRange assumed = cardRange(RiskSetup::defaults(m, pair));
        QCOMPARE(assumed.low, *Decimal::parse(u"0.8"));
        QCOMPARE(assumed.high, *Decimal::parse(u"1.2"));
        QVERIFY(!RiskSetup::publishedCardPriceRange(m, pair));
    }
    // The default pair of 70b-tp compares H100 options: ±20% there too.
    const RiskSetup byDefault = RiskSetup::defaults(m);
    QVERIFY(byDefault.pair);
    QCOMPARE(cardRange(byDefault).low, *Decimal::parse(u"0.8"));

    // A quote above the published high widens the range to hold it: at US$40,000 the low end
    // is 28,000 / 40,000 = 0.7 and the high end the quote itself (1).
    for (Accelerator &accelerator : bundle.catalog.accelerators) {
        if (accelerator.id == QLatin1String("h200-sxm"))
            accelerator.price = Decimal(40000);
    }
    const DriverModel quoted = model(bundle, QStringLiteral("70b-tp"));
    const DriverRange widened = cardRange(RiskSetup::defaults(
            quoted,
            std::make_pair(optionIndex(quoted, QStringLiteral("H200 colo, Hong Kong")),
                           optionIndex(quoted,
                                       QStringLiteral("H100 SXM rent, Oblivus "
                                                      "3-yr")))));
    QCOMPARE(widened.low, *Decimal::parse(u"0.7"));
    QCOMPARE(widened.high, Decimal(1));
}

QTEST_APPLESS_MAIN(TestRiskSetup)
#include "tst_risksetup.moc"
