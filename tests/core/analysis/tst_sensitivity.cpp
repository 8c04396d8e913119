// SPDX-License-Identifier: GPL-3.0-or-later
// Sensitivity of the cost difference of two options: swings computed by hand on the exact
// ledger, drivers without effect, flip points, the default pair and bad requests.
#include "analysis/sensitivity.h"
#include "analysistestdata.h"

#include <QTest>

using namespace infertco;
using namespace infertco::testing;

namespace {

const SensitivityRow &rowOf(const SensitivityResult &result, Driver driver)
{
    for (const SensitivityRow &row : result.rows) {
        if (row.range.driver == driver)
            return row;
    }
    qFatal("no row for driver %s", qPrintable(Drivers::key(driver)));
    return result.rows.first();
}

SensitivityResult runOrFail(const DriverModel &model, int a, int b,
                            const QList<DriverRange> &ranges, Measure measure = Measure::Total)
{
    const Outcome<SensitivityResult> result = Sensitivity::run(model, a, b, ranges, measure);
    if (!result.ok())
        qFatal("sensitivity failed: %s", qPrintable(result.problems().first().text()));
    return result.value();
}

} // namespace

class TestSensitivity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noEffectHasZeroSwing_data();
    void noEffectHasZeroSwing();
    void electricitySwingOnMeteredColo();
    void rowsAreSortedBySwing();
    void residualFlipIsExact();
    void electricityFlipIsInsideItsRange();
    void noFlipOutsideTheRange();
    void defaultPair_data();
    void defaultPair();
    void badRequests_data();
    void badRequests();
};

void TestSensitivity::noEffectHasZeroSwing_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("optionA");
    QTest::addColumn<QString>("optionB");
    QTest::addColumn<int>("driver");
    QTest::addColumn<int>("measure");
    const int total = int(Measure::Total);
    const QString demo = sourcePath("data/demo.json");
    const QString example = sourcePath("tests/golden/example-hk.json");
    // Two rent options: neither pays for electricity, cards, colocation or residual value.
    const QString runpod = QStringLiteral("H100 SXM rent, RunPod 1-GPU");
    const QString lambda = QStringLiteral("H100 SXM rent, Lambda 8x");
    for (const Driver driver :
         { Driver::ElectricityPrice, Driver::Utilization, Driver::AcceleratorPrice, Driver::ColoFee,
           Driver::ResidualValue }) {
        QTest::addRow("rent vs rent, %s", qPrintable(Drivers::key(driver)))
                << demo << QStringLiteral("hk-api") << runpod << lambda << int(driver) << total;
    }
    // The same accelerator on both sides: the engineer's migration days cancel out.
    QTest::newRow("same card, engineer day rate")
            << demo << QStringLiteral("hk-api") << runpod << lambda << int(Driver::EngineerDayRate)
            << total;
    // Two colo options: no rental price.
    QTest::newRow("colo vs colo, rental price")
            << example << QStringLiteral("example") << QStringLiteral("L40S colo")
            << QStringLiteral("NPU colo") << int(Driver::RentalPrice) << total;
    // The discount rate changes NPV only, never the total.
    QTest::newRow("discount rate on the total")
            << example << QStringLiteral("example") << QStringLiteral("L40S colo")
            << QStringLiteral("L40S rent") << int(Driver::DiscountRate) << total;
}

void TestSensitivity::noEffectHasZeroSwing()
{
    QFETCH(QString, path);
    QFETCH(QString, scenario);
    QFETCH(QString, optionA);
    QFETCH(QString, optionB);
    QFETCH(int, driver);
    QFETCH(int, measure);
    const Bundle bundle = readBundleFile(path);
    const DriverModel model = testing::model(bundle, scenario);
    const QList<DriverRange> ranges
            = Drivers::defaultRanges(model.scenario(), model.foreignCurrencies().value(0));
    const SensitivityResult result
            = runOrFail(model, optionIndex(model, optionA), optionIndex(model, optionB), ranges,
                        Measure(measure));
    const SensitivityRow &row = rowOf(result, Driver(driver));
    QVERIFY(row.range.low != row.range.high); // the range is not empty: the driver moves
    QCOMPARE(row.swing, Decimal());
    QCOMPARE(row.differenceLow, result.baseDifference);
    QCOMPARE(row.differenceHigh, result.baseDifference);
    QVERIFY(!row.flip);
}

void TestSensitivity::electricitySwingOnMeteredColo()
{
    // example-hk, "L40S colo" (metered, PUE 1.6, HK$1.5/kWh) against "L40S rent".
    // Sizing (golden): S = 1 server of base_w 600 W, A = 4 L40S (idle 35 W, TDP 350 W), U = 0.5.
    //   IT power = 600 + 4 × (35 + (350 − 35) × 0.5) = 600 + 4 × 192.5 = 1370 W
    //   kWh a month = 1370 × 730 / 1000 = 1000.1
    // Electricity ×0.8 = HK$1.2/kWh:  power 1000.1 × 1.2 = 1200.12
    //                                 cooling 1000.1 × 0.6 × 1.2 = 720.072 → 720.07
    // Electricity ×1.2 = HK$1.8/kWh:  power 1000.1 × 1.8 = 1800.18
    //                                 cooling 1000.1 × 0.6 × 1.8 = 1080.108 → 1080.11
    // Per month (1800.18 + 1080.11) − (1200.12 + 720.07) = 2880.29 − 1920.19 = 960.10
    // Swing over 36 months = 960.10 × 36 = 34,563.60; the rent option does not move.
    // Base difference (golden totals) = 1,392,948.76 − 1,389,760.00 = 3,188.76.
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const DriverRange electricity{ Driver::ElectricityPrice, dec("0.8"), dec("1"), dec("1.2"), {} };
    const SensitivityResult result
            = runOrFail(model, optionIndex(model, QStringLiteral("L40S colo")),
                        optionIndex(model, QStringLiteral("L40S rent")), { electricity });
    QCOMPARE(result.baseDifference, dec("3188.76"));
    const SensitivityRow &row = result.rows.first();
    QCOMPARE(row.swing, dec("34563.60"));
    // Low: 3,188.76 − 36 × (2400.24 − 1920.19) = 3,188.76 − 17,281.80 = −14,093.04
    QCOMPARE(row.differenceLow, dec("-14093.04"));
    // High: 3,188.76 + 36 × (2880.29 − 2400.24) = 3,188.76 + 17,281.80 = 20,470.56
    QCOMPARE(row.differenceHigh, dec("20470.56"));
    QCOMPARE(row.baseValue, dec("1"));
}

void TestSensitivity::rowsAreSortedBySwing()
{
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const QList<DriverRange> ranges
            = Drivers::defaultRanges(model.scenario(), QStringLiteral("USD"));
    const SensitivityResult result = runOrFail(model, 0, 1, ranges);
    QCOMPARE(result.rows.size(), ranges.size());
    for (qsizetype i = 1; i < result.rows.size(); ++i)
        QVERIFY(!(result.rows.at(i - 1).swing < result.rows.at(i).swing));
    QVERIFY(result.rows.first().swing.isPositive());
    QCOMPARE(result.rows.last().swing, Decimal()); // the discount rate, on the total
}

void TestSensitivity::residualFlipIsExact()
{
    // example-hk with the rent offer's setup fee changed so that the flip is exact.
    // Colo hardware = 1 × 70,000 (platform, HKD) + (4 + 1 spare) × 8,000 USD × 7.8 = 382,000.
    // Colo total at residual 0.2 (golden) = 1,392,948.76, its residual line −382,000 × 0.2 =
    // −76,400.00, so the colo total without residual is 1,469,348.76.
    // Rent total = setup F + migration 5 × 4,000 + requantization 6 × 2 × 4,000
    //            + 36 × (rental 42 × 730 + network 1,000 + staff 5,000)
    //            = F + 20,000 + 48,000 + 36 × 36,660 = F + 1,387,760.
    // With F = 24,288.76 the rent total is 1,412,048.76 and
    // Difference(r) = 1,469,348.76 − 382,000 r − 1,412,048.76 = 57,300 − 382,000 r,
    // zero at r = 57,300 / 382,000 = 0.15 exactly; at the base r = 0.2 it is −19,100.00.
    Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    bundle.catalog.rentalOffers.first().setupFeePerServer = dec("24288.76");
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const DriverRange residual{ Driver::ResidualValue, dec("0.1"), dec("0.2"), dec("0.3"), {} };
    const SensitivityResult result
            = runOrFail(model, optionIndex(model, QStringLiteral("L40S colo")),
                        optionIndex(model, QStringLiteral("L40S rent")), { residual });
    QCOMPARE(result.baseDifference.toString(2), QStringLiteral("-19100.00"));
    const SensitivityRow &row = result.rows.first();
    // 57,300 − 38,200 = 19,100 at r = 0.1; 57,300 − 114,600 = −57,300 at r = 0.3.
    QCOMPARE(row.differenceLow.toString(2), QStringLiteral("19100.00"));
    QCOMPARE(row.differenceHigh.toString(2), QStringLiteral("-57300.00"));
    QCOMPARE(row.swing.toString(2), QStringLiteral("76400.00"));
    QVERIFY(row.flip);
    QCOMPARE(row.flip->value.toString(), QStringLiteral("0.15"));
    QVERIFY(row.flip->below);
    QVERIFY(!row.flip->aBecomesCheaper);
    QCOMPARE(row.flip->text,
             QStringLiteral("L40S rent becomes cheaper than L40S colo if the hardware resells "
                            "for less than 15.0% of its price."));
}

void TestSensitivity::electricityFlipIsInsideItsRange()
{
    // example-hk: colo is HK$3,188.76 dearer at HK$1.5/kWh; each 1% off the electricity price
    // saves 36 × 2400.24 × 1% ≈ 864.09, so the flip is near ×(1 − 3188.76 / 86408.64) ≈ ×0.9631,
    // i.e. about HK$1.445/kWh. The reported multiplier must turn the sign on the exact ledger.
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const DriverRange electricity{ Driver::ElectricityPrice, dec("0.8"), dec("1"), dec("1.2"), {} };
    const int colo = optionIndex(model, QStringLiteral("L40S colo"));
    const int rent = optionIndex(model, QStringLiteral("L40S rent"));
    const SensitivityResult result = runOrFail(model, colo, rent, { electricity });
    const SensitivityRow &row = result.rows.first();
    QVERIFY(row.flip);
    QVERIFY(row.flip->below);
    QVERIFY(row.flip->aBecomesCheaper);
    const Decimal step = Sensitivity::flipStep(Driver::ElectricityPrice);
    const auto difference = [&](const Decimal &value) {
        return model.exactMeasure(colo, electricity, value, Measure::Total)
                - model.exactMeasure(rent, electricity, value, Measure::Total);
    };
    QVERIFY(!difference(row.flip->value - step).isPositive());
    QVERIFY(difference(row.flip->value + step).isPositive());
    QVERIFY(dec("0.963") < row.flip->value && row.flip->value < dec("0.964"));
    QVERIFY2(row.flip->text.contains(QStringLiteral("electricity costs less than HK$1.44")),
             qPrintable(row.flip->text));
}

void TestSensitivity::noFlipOutsideTheRange()
{
    // The same pair, electricity only up to ±3%: −3% saves about 2,592, short of 3,188.76.
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const DriverRange electricity{
        Driver::ElectricityPrice, dec("0.97"), dec("1"), dec("1.03"), {}
    };
    const SensitivityResult result = runOrFail(model, 0, 1, { electricity });
    QVERIFY(result.rows.first().differenceLow.isPositive());
    QVERIFY(!result.rows.first().flip);
}

void TestSensitivity::defaultPair_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("optionA");
    QTest::addColumn<QString>("optionB");
    // Colo and rent on the L40S exist: they are compared, colo first.
    QTest::newRow("example: colo vs rent on the L40S")
            << sourcePath("tests/golden/example-hk.json") << QStringLiteral("example")
            << QStringLiteral("L40S colo") << QStringLiteral("L40S rent");
    QTest::newRow("dc-gpu: the only pair")
            << sourcePath("tests/golden/dc-gpu.json") << QStringLiteral("dc-gpu")
            << QStringLiteral("H100 HK colo") << QStringLiteral("H100 US rent");
}

void TestSensitivity::defaultPair()
{
    QFETCH(QString, path);
    QFETCH(QString, scenario);
    QFETCH(QString, optionA);
    QFETCH(QString, optionB);
    const Bundle bundle = readBundleFile(path);
    const DriverModel model = testing::model(bundle, scenario);
    const auto pair = Sensitivity::defaultPair(model.baseResults());
    QVERIFY(pair);
    QCOMPARE(model.option(pair->first).name, optionA);
    QCOMPARE(model.option(pair->second).name, optionB);
}

void TestSensitivity::badRequests_data()
{
    QTest::addColumn<int>("optionA");
    QTest::addColumn<int>("optionB");
    QTest::addColumn<QString>("low");
    QTest::addColumn<QString>("high");
    QTest::addColumn<QString>("field");
    QTest::newRow("same option twice") << 0 << 0 << "0.8"
                                       << "1.2" << QString();
    QTest::newRow("option out of range") << 0 << 7 << "0.8"
                                         << "1.2"
                                         << "options";
    QTest::newRow("negative option") << -1 << 1 << "0.8"
                                     << "1.2"
                                     << "options";
    QTest::newRow("negative multiplier") << 0 << 1 << "-0.1"
                                         << "1.2"
                                         << "low";
    QTest::newRow("high below most likely") << 0 << 1 << "0.8"
                                            << "0.9"
                                            << "high";
}

void TestSensitivity::badRequests()
{
    QFETCH(int, optionA);
    QFETCH(int, optionB);
    QFETCH(QString, low);
    QFETCH(QString, high);
    QFETCH(QString, field);
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const DriverRange range{
        Driver::ElectricityPrice, *Decimal::parse(low), dec("1"), *Decimal::parse(high), {}
    };
    const Outcome<SensitivityResult> result = Sensitivity::run(model, optionA, optionB, { range });
    QVERIFY(!result.ok());
    QCOMPARE(result.problems().first().field, field);
}

QTEST_GUILESS_MAIN(TestSensitivity)
#include "tst_sensitivity.moc"
