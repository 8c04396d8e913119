// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario whose drivers move: base results equal the engine's, a driver that does not touch
// an option leaves its exact ledger as it was, the double ledger agrees with the exact one,
// and the exchange-rate driver finds the figures quoted in its currency.
#include "analysis/drivermodel.h"
#include "analysistestdata.h"

#include <QTest>

#include <cmath>
#include <functional>

using namespace infertco;
using namespace infertco::testing;

class TestDriverModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void baseIsTheEngine_data();
    void baseIsTheEngine();
    void untouchedOptionsDoNotMove_data();
    void untouchedOptionsDoNotMove();
    void doubleLedgerAgreesAtTheScenario_data();
    void doubleLedgerAgreesAtTheScenario();
    void exchangeRate();
    void utilizationChangesTokensServed();
    void fleetDriversAreTheEngineOnAChangedScenario_data();
    void fleetDriversAreTheEngineOnAChangedScenario();
    void invalidScenario();
};

namespace {

void addBundles()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("scenario");
    for (const BundleCase &c : AllBundles)
        QTest::addRow("%s %s", c.path, c.scenario)
                << sourcePath(c.path) << QString::fromLatin1(c.scenario);
}

} // namespace

void TestDriverModel::baseIsTheEngine_data()
{
    addBundles();
}

void TestDriverModel::baseIsTheEngine()
{
    QFETCH(QString, path);
    QFETCH(QString, scenario);
    const Bundle bundle = readBundleFile(path);
    const DriverModel model = testing::model(bundle, scenario);
    const Outcome<Result> exact = Engine::compute(model.scenario(), bundle.catalog);
    QVERIFY(exact.ok());
    QCOMPARE(model.optionCount(), exact.value().options.size());
    for (int i = 0; i < model.optionCount(); ++i) {
        QCOMPARE(model.baseResult(i).feasible, exact.value().options.at(i).feasible);
        QCOMPARE(model.baseResult(i).total, exact.value().options.at(i).total);
        QCOMPARE(model.baseResult(i).npv, exact.value().options.at(i).npv);
    }
    // The whole result the decision is summarised from: the engine's, heading and options.
    const Result base = model.baseScenarioResult();
    QCOMPARE(base.scenarioId, exact.value().scenarioId);
    QCOMPARE(base.scenarioName, exact.value().scenarioName);
    QCOMPARE(base.currency, exact.value().currency);
    QCOMPARE(base.horizonMonths, exact.value().horizonMonths);
    QCOMPARE(base.options.size(), exact.value().options.size());
    for (int i = 0; i < base.options.size(); ++i)
        QCOMPARE(base.options.at(i).total, exact.value().options.at(i).total);
}

void TestDriverModel::untouchedOptionsDoNotMove_data()
{
    addBundles();
}

void TestDriverModel::untouchedOptionsDoNotMove()
{
    // touches() decides which options the Monte Carlo may keep exact, so it must never miss
    // an effect: every driver at both ends of its range, on every option, by total and NPV.
    QFETCH(QString, path);
    QFETCH(QString, scenario);
    const Bundle bundle = readBundleFile(path);
    const DriverModel model = testing::model(bundle, scenario);
    const QList<DriverRange> ranges
            = Drivers::defaultRanges(model.scenario(), model.foreignCurrencies().value(0));
    int touched = 0;
    for (int option = 0; option < model.optionCount(); ++option) {
        if (!model.option(option).feasible)
            continue;
        for (const DriverRange &range : ranges) {
            for (const Measure measure : { Measure::Total, Measure::Npv }) {
                if (model.touches(option, range, measure)) {
                    ++touched;
                    continue;
                }
                const OptionResult &base = model.baseResult(option);
                const Decimal &expected = measure == Measure::Total ? base.total : base.npv;
                for (const Decimal &value : { range.low, range.high }) {
                    QCOMPARE(model.exactMeasure(option, range, value, measure), expected);
                }
            }
        }
    }
    QVERIFY(touched > 0);
}

void TestDriverModel::doubleLedgerAgreesAtTheScenario_data()
{
    addBundles();
}

void TestDriverModel::doubleLedgerAgreesAtTheScenario()
{
    // The Monte Carlo's double ledger at the scenario's figures, rounded to the cent, is the
    // exact total within one cent per month: a line item exactly on a half cent can round the
    // other way in binary (v2-growth-tranches has such power lines on purpose: 12 of them), and
    // that is why zero-width runs take the exact path.
    QFETCH(QString, path);
    QFETCH(QString, scenario);
    const Bundle bundle = readBundleFile(path);
    const DriverModel model = testing::model(bundle, scenario);
    for (int option = 0; option < model.optionCount(); ++option) {
        if (!model.option(option).feasible)
            continue;
        const LedgerInputs<double> inputs
                = convertInputs<double>(model.prepared().options.at(option).inputs,
                                        [](const Decimal &value) { return value.toDouble(); });
        const double total = buildLedger(inputs).total;
        const Decimal cents = Decimal::fromUnits(
                Decimal::Mantissa(static_cast<long long>(std::nearbyint(total * 100.0))), 2);
        const Decimal gap = cents - model.baseResult(option).total;
        const Decimal allowed
                = Decimal::fromUnits(Decimal::Mantissa(model.scenario().horizonMonths + 1), 2);
        QVERIFY2(!(allowed < gap) && !(gap < -allowed),
                 qPrintable(QStringLiteral("%1 vs %2")
                                    .arg(cents.toString(2),
                                         model.baseResult(option).total.toString(2))));
    }
}

void TestDriverModel::exchangeRate()
{
    // example-hk: L40S colo buys a USD card (acceleratorFx) in an HKD colo; the NPU colo buys
    // a CNY card; the rent option is all HKD.
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const int l40sColo = optionIndex(model, QStringLiteral("L40S colo"));
    const int rent = optionIndex(model, QStringLiteral("L40S rent"));
    const int npu = optionIndex(model, QStringLiteral("NPU colo"));
    QCOMPARE(model.fxFields(l40sColo, QStringLiteral("USD")), unsigned(DriverModel::AcceleratorFx));
    QCOMPARE(model.fxFields(rent, QStringLiteral("USD")), 0u);
    QCOMPARE(model.fxFields(npu, QStringLiteral("CNY")), unsigned(DriverModel::AcceleratorFx));
    QCOMPARE(model.fxFields(l40sColo, QStringLiteral("HKD")), 0u);
    QCOMPARE(model.foreignCurrencies(),
             (QStringList{ QStringLiteral("CNY"), QStringLiteral("USD") }));

    // USD at 8.58 instead of 7.8: the L40S colo's 5 cards cost 5 × 8,000 × 0.78 = 31,200 more;
    // purchase ×1.02 → 31,824.00 more; maintenance 5% a year on 31,200 → 130.00 a month →
    // 4,680.00 over 36 months; residual 20% → 6,240.00 more credit.
    // Total change = 31,824 + 4,680 − 6,240 = 30,264.00.
    const DriverRange usd{ Driver::Fx, dec("7.02"), dec("7.8"), dec("8.58"),
                           QStringLiteral("USD") };
    const Decimal moved = model.exactMeasure(l40sColo, usd, dec("8.58"), Measure::Total);
    QCOMPARE(moved - model.baseResult(l40sColo).total, dec("30264.00"));
}

void TestDriverModel::utilizationChangesTokensServed()
{
    // Rent cost does not depend on load, but the tokens served do: at U = 0.25 instead of 0.5
    // the cost per million tokens doubles (to the 0.0001 rounding).
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const int rent = optionIndex(model, QStringLiteral("L40S rent"));
    const DriverRange utilization{ Driver::Utilization, dec("0.25"), dec("0.5"), dec("1"), {} };
    const OptionResult result = model.exactResult(rent, utilization, dec("0.25"));
    QCOMPARE(result.total, model.baseResult(rent).total);
    // Tokens at U = 0.25: 1500 × 0.25 × 3600 × 730 × 36 = 35,478,000,000 → 35,478 million;
    // 1,389,760.00 / 35,478 = 39.17244… → 39.1724.
    QCOMPARE(result.costPerMillionTokens, dec("39.1724"));
}

// v2 drivers: moving the demand growth, the rental price trend or a hybrid's owned servers
// gives, to the cent, what the engine computes for the scenario changed the same way.
using ScenarioChange = std::function<void(Bundle &)>;
Q_DECLARE_METATYPE(ScenarioChange)

void TestDriverModel::fleetDriversAreTheEngineOnAChangedScenario_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("option");
    QTest::addColumn<int>("driver");
    QTest::addColumn<QString>("value");
    QTest::addColumn<ScenarioChange>("change");
    const QString hgx = sourcePath("tests/golden/v2-hybrid-hgx.json");
    const QString growth = sourcePath("tests/golden/v2-growth-tranches.json");
    QTest::newRow("owned servers x2: 1 HGX becomes 2")
            << hgx << "v2-hybrid-hgx"
            << "own 1 HGX, rent the rest" << int(Driver::OwnedServers) << "2"
            << ScenarioChange([](Bundle &b) { b.scenarios[0].options[0].ownedServers = 2; });
    QTest::newRow("rental price trend +5 points")
            << growth << "v2-growth-tranches"
            << "rent" << int(Driver::RentalPriceTrend) << "0.05" << ScenarioChange([](Bundle &b) {
                   for (RentalOffer &offer : b.catalog.rentalOffers)
                       offer.priceChangeYear = offer.priceChangeYear + dec("0.05");
               });
    QTest::newRow("demand growth at the scenario's 60%")
            << growth << "v2-growth-tranches"
            << "colo" << int(Driver::DemandGrowth) << "0.6" << ScenarioChange([](Bundle &) {});
    QTest::newRow("demand growth 70% (colo)")
            << growth << "v2-growth-tranches"
            << "colo" << int(Driver::DemandGrowth) << "0.7" << ScenarioChange([](Bundle &b) {
                   b.scenarios[0].workload.demandGrowthYear = dec("0.7");
               });
    QTest::newRow("demand growth 70% (rent)")
            << growth << "v2-growth-tranches"
            << "rent" << int(Driver::DemandGrowth) << "0.7" << ScenarioChange([](Bundle &b) {
                   b.scenarios[0].workload.demandGrowthYear = dec("0.7");
               });
}

void TestDriverModel::fleetDriversAreTheEngineOnAChangedScenario()
{
    QFETCH(QString, path);
    QFETCH(QString, scenario);
    QFETCH(QString, option);
    QFETCH(int, driver);
    QFETCH(QString, value);
    QFETCH(ScenarioChange, change);
    Bundle bundle = readBundleFile(path);
    const DriverModel model = testing::model(bundle, scenario);
    const int index = optionIndex(model, option);
    DriverRange range;
    range.driver = Driver(driver);
    const OptionResult moved = model.exactResult(index, range, *Decimal::parse(value));

    change(bundle);
    const Outcome<Result> engine = Engine::compute(bundle.scenarios.at(0), bundle.catalog);
    QVERIFY(engine.ok());
    const OptionResult &expected = engine.value().options.at(index);
    // The replica is sized once; the changed scenario must size it the same for the check.
    QCOMPARE(moved.sizing.tp, expected.sizing.tp);
    QCOMPARE(moved.total, expected.total);
    QCOMPARE(moved.npv, expected.npv);
    QCOMPARE(moved.costPerMillionTokens, expected.costPerMillionTokens);
    QCOMPARE(moved.monthTotals, expected.monthTotals);
}

void TestDriverModel::invalidScenario()
{
    Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    Scenario scenario = bundle.scenarios.first();
    scenario.options.first().accelerator = QStringLiteral("no-such-card");
    const Outcome<DriverModel> built
            = DriverModel::build(scenario, bundle.catalog, QDate::currentDate());
    QVERIFY(!built.ok());
    QVERIFY(!built.problems().isEmpty());
}

QTEST_GUILESS_MAIN(TestDriverModel)
#include "tst_drivermodel.moc"
