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

QTEST_APPLESS_MAIN(TestRiskSetup)
#include "tst_risksetup.moc"
