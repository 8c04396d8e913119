// SPDX-License-Identifier: GPL-3.0-or-later
// Cost drivers: their spellings, the default ranges around a scenario's figures, and every
// bad range a user can type.
#include "analysis/driver.h"
#include "analysistestdata.h"

#include <QTest>

using namespace infertco;
using namespace infertco::testing;

class TestDriver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keysRoundTrip();
    void defaultRanges();
    void defaultRangesClip_data();
    void defaultRangesClip();
    void badRanges_data();
    void badRanges();
    void fxBand_data();
    void fxBand();
    void fxRange_data();
    void fxRange();
};

void TestDriver::keysRoundTrip()
{
    QSet<QString> keys;
    for (int d = 0; d < DriverCount; ++d) {
        const Driver driver = Driver(d);
        const QString key = Drivers::key(driver);
        QCOMPARE(Drivers::fromKey(key), std::optional<Driver>(driver));
        QVERIFY(!Drivers::displayName(driver).isEmpty());
        keys.insert(key);
    }
    QCOMPARE(keys.size(), DriverCount);
    QCOMPARE(Drivers::fromKey(QStringLiteral("electricity")), std::nullopt);
}

void TestDriver::defaultRanges()
{
    // example-hk: U = 0.5, r = 0.08, 2 updates a year, HK$4,000 a day, residual 0.2, USD 7.8.
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const Scenario &s = scenario(bundle, QStringLiteral("example"));
    const QList<DriverRange> ranges = Drivers::defaultRanges(s, QStringLiteral("USD"));
    QCOMPARE(ranges.size(), DriverCount);
    QVERIFY(Drivers::check(ranges, s).isEmpty());
    const auto expect
            = [&](Driver driver, const char *low, const char *mostLikely, const char *high) {
                  for (const DriverRange &range : ranges) {
                      if (range.driver != driver)
                          continue;
                      QCOMPARE(range.low, dec(low));
                      QCOMPARE(range.mostLikely, dec(mostLikely));
                      QCOMPARE(range.high, dec(high));
                      return;
                  }
                  QFAIL("driver missing");
              };
    expect(Driver::ElectricityPrice, "0.8", "1", "1.2");
    expect(Driver::Utilization, "0.25", "0.5", "1"); // half of 0.5 to full load
    expect(Driver::DiscountRate, "0.06", "0.08", "0.1"); // ±2 points
    expect(Driver::ModelUpdates, "0", "2", "12");
    expect(Driver::EngineerDayRate, "3200", "4000", "4800"); // ±20%
    expect(Driver::ResidualValue, "0.1", "0.2", "0.3"); // ½× to 1½×
    expect(Driver::Fx, "7.75", "7.8", "7.85"); // the Linked Exchange Rate System's band
    // v2: no growth in the scenario, so 20 points either side of 0; the rental price trend
    // from 20 points faster to 5 points slower; owned servers from half to twice.
    expect(Driver::DemandGrowth, "-0.2", "0", "0.2");
    expect(Driver::RentalPriceTrend, "-0.2", "0", "0.05");
    expect(Driver::OwnedServers, "0.5", "1", "2");
    QCOMPARE(ranges.last().currency, QStringLiteral("USD"));
    for (const DriverRange &range : ranges)
        QVERIFY2(!range.basis.isEmpty(), qPrintable(Drivers::key(range.driver)));
    // No foreign currency chosen: no exchange-rate driver.
    QCOMPARE(Drivers::defaultRanges(s, QString()).size(), DriverCount - 1);
}

void TestDriver::defaultRangesClip_data()
{
    QTest::addColumn<QString>("residual");
    QTest::addColumn<QString>("rate");
    QTest::addColumn<QString>("updates");
    QTest::addColumn<QString>("residualHigh");
    QTest::addColumn<QString>("rateLow");
    QTest::addColumn<QString>("updatesHigh");
    // Residual 0.8 × 1.5 = 1.2 is clipped to 1; a 1% rate cannot go 2 points down; 24
    // updates a year keep 24 as the high end.
    QTest::newRow("clipped") << "0.8"
                             << "0.01"
                             << "24"
                             << "1"
                             << "0"
                             << "24";
    QTest::newRow("inside") << "0.5"
                            << "0.05"
                            << "4"
                            << "0.75"
                            << "0.03"
                            << "12";
}

void TestDriver::defaultRangesClip()
{
    QFETCH(QString, residual);
    QFETCH(QString, rate);
    QFETCH(QString, updates);
    QFETCH(QString, residualHigh);
    QFETCH(QString, rateLow);
    QFETCH(QString, updatesHigh);
    Scenario s;
    s.owned.residualFraction = *Decimal::parse(residual);
    s.discountRateYear = *Decimal::parse(rate);
    s.workload.modelUpdatesPerYear = *Decimal::parse(updates);
    const QList<DriverRange> ranges = Drivers::defaultRanges(s, QString());
    QVERIFY(Drivers::check(ranges, s).isEmpty());
    for (const DriverRange &range : ranges) {
        if (range.driver == Driver::ResidualValue)
            QCOMPARE(range.high, *Decimal::parse(residualHigh));
        if (range.driver == Driver::DiscountRate)
            QCOMPARE(range.low, *Decimal::parse(rateLow));
        if (range.driver == Driver::ModelUpdates)
            QCOMPARE(range.high, *Decimal::parse(updatesHigh));
    }
}

void TestDriver::badRanges_data()
{
    QTest::addColumn<int>("driver");
    QTest::addColumn<QString>("low");
    QTest::addColumn<QString>("mostLikely");
    QTest::addColumn<QString>("high");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("field");
    const auto row = [](const char *name, Driver driver, const char *low, const char *mode,
                        const char *high, const char *currency, const char *field) {
        QTest::newRow(name) << int(driver) << low << mode << high << currency << field;
    };
    row("most likely below low", Driver::ElectricityPrice, "0.9", "0.8", "1.2", "", "most_likely");
    row("high below most likely", Driver::ElectricityPrice, "0.8", "1", "0.9", "", "high");
    row("negative multiplier", Driver::AcceleratorPrice, "-0.1", "1", "1.2", "", "low");
    row("utilization zero", Driver::Utilization, "0", "0.5", "1", "", "low");
    row("utilization above one", Driver::Utilization, "0.5", "0.5", "1.5", "", "high");
    row("negative discount rate", Driver::DiscountRate, "-0.01", "0.08", "0.1", "", "low");
    row("discount rate above one", Driver::DiscountRate, "0.05", "0.08", "1.5", "", "high");
    row("negative updates", Driver::ModelUpdates, "-1", "2", "12", "", "low");
    row("updates above 366", Driver::ModelUpdates, "0", "2", "400", "", "high");
    row("negative day rate", Driver::EngineerDayRate, "-5", "4000", "4800", "", "low");
    row("residual above one", Driver::ResidualValue, "0.1", "0.2", "1.2", "", "high");
    row("negative residual", Driver::ResidualValue, "-0.1", "0.2", "0.3", "", "low");
    row("zero exchange rate", Driver::Fx, "0", "7.8", "8", "USD", "low");
    row("currency without a rate", Driver::Fx, "1", "1", "1", "JPY", "currency");
    row("reporting currency", Driver::Fx, "1", "1", "1", "HKD", "currency");
    row("no currency", Driver::Fx, "1", "1", "1", "", "currency");
}

void TestDriver::badRanges()
{
    QFETCH(int, driver);
    QFETCH(QString, low);
    QFETCH(QString, mostLikely);
    QFETCH(QString, high);
    QFETCH(QString, currency);
    QFETCH(QString, field);
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const Scenario &s = scenario(bundle, QStringLiteral("example"));
    const DriverRange range{ Driver(driver), *Decimal::parse(low), *Decimal::parse(mostLikely),
                             *Decimal::parse(high), currency };
    const Problems problems = Drivers::check({ range }, s);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().field, field);
    QCOMPARE(problems.first().item,
             QStringLiteral("driver \"%1\"").arg(Drivers::key(Driver(driver))));
    QVERIFY(!problems.first().message.isEmpty());
}

void TestDriver::fxBand_data()
{
    QTest::addColumn<QString>("reporting");
    QTest::addColumn<QString>("foreign");
    QTest::addColumn<QString>("low"); // empty: no band, the rate floats
    QTest::addColumn<QString>("high");
    QTest::addColumn<QString>("source"); // a word the basis must name

    QTest::newRow("HKD per USD: LERS") << "HKD"
                                       << "USD"
                                       << "7.75"
                                       << "7.85"
                                       << "HKMA";
    QTest::newRow("USD per HKD: LERS inverted") << "USD"
                                                << "HKD"
                                                << "0.127389"
                                                << "0.129032"
                                                << "HKMA";
    QTest::newRow("HKD per MOP: the peg") << "HKD"
                                          << "MOP"
                                          << "0.970874"
                                          << "0.970874"
                                          << "AMCM";
    QTest::newRow("MOP per HKD: the peg") << "MOP"
                                          << "HKD"
                                          << "1.03"
                                          << "1.03"
                                          << "AMCM";
    // 1.03 × 7.75 = 7.9825 and 1.03 × 7.85 = 8.0855 MOP per USD.
    QTest::newRow("MOP per USD: peg times band") << "MOP"
                                                 << "USD"
                                                 << "7.9825"
                                                 << "8.0855"
                                                 << "AMCM";
    QTest::newRow("CNY per USD: observed range") << "CNY"
                                                 << "USD"
                                                 << "6.2"
                                                 << "7.4"
                                                 << "PBoC";
    // 7.75 / 7.40 and 7.85 / 6.20 HKD per CNY.
    QTest::newRow("HKD per CNY: both bands") << "HKD"
                                             << "CNY"
                                             << "1.047297"
                                             << "1.266129"
                                             << "PBoC";
    QTest::newRow("SGD floats") << "HKD"
                                << "SGD"
                                << ""
                                << ""
                                << "";
    QTest::newRow("EUR reporting floats") << "EUR"
                                          << "USD"
                                          << ""
                                          << ""
                                          << "";
    QTest::newRow("same currency") << "HKD"
                                   << "HKD"
                                   << ""
                                   << ""
                                   << "";
    QTest::newRow("no currency") << "HKD"
                                 << ""
                                 << ""
                                 << ""
                                 << "";
}

void TestDriver::fxBand()
{
    QFETCH(QString, reporting);
    QFETCH(QString, foreign);
    QFETCH(QString, low);
    QFETCH(QString, high);
    QFETCH(QString, source);
    const std::optional<FxBand> band = Drivers::fxBand(reporting, foreign);
    if (low.isEmpty()) {
        QVERIFY(!band);
        return;
    }
    QVERIFY(band);
    QCOMPARE(band->low, *Decimal::parse(low));
    QCOMPARE(band->high, *Decimal::parse(high));
    QVERIFY2(band->basis.contains(source), qPrintable(band->basis));
}

void TestDriver::fxRange_data()
{
    QTest::addColumn<QString>("reporting");
    QTest::addColumn<QString>("foreign");
    QTest::addColumn<QString>("rate");
    QTest::addColumn<QString>("low");
    QTest::addColumn<QString>("high");

    QTest::newRow("rate inside the band") << "HKD"
                                          << "USD"
                                          << "7.8"
                                          << "7.75"
                                          << "7.85";
    QTest::newRow("rate below the band widens it") << "HKD"
                                                   << "USD"
                                                   << "7.7"
                                                   << "7.7"
                                                   << "7.85";
    QTest::newRow("rate above the band widens it") << "HKD"
                                                   << "USD"
                                                   << "7.9"
                                                   << "7.75"
                                                   << "7.9";
    QTest::newRow("a peg holds the rate") << "MOP"
                                          << "HKD"
                                          << "1.03"
                                          << "1.03"
                                          << "1.03";
    QTest::newRow("floating: ±10%") << "HKD"
                                    << "SGD"
                                    << "5.8"
                                    << "5.22"
                                    << "6.38";
}

void TestDriver::fxRange()
{
    QFETCH(QString, reporting);
    QFETCH(QString, foreign);
    QFETCH(QString, rate);
    QFETCH(QString, low);
    QFETCH(QString, high);
    Scenario s;
    s.id = QStringLiteral("fx");
    s.currency = reporting;
    s.fx.insert(foreign, *Decimal::parse(rate));
    s.workload.utilization = dec("0.5");
    s.discountRateYear = dec("0.08");
    const QList<DriverRange> ranges = Drivers::defaultRanges(s, foreign);
    const DriverRange &fx = ranges.last();
    QCOMPARE(fx.driver, Driver::Fx);
    QCOMPARE(fx.currency, foreign);
    QCOMPARE(fx.low, *Decimal::parse(low));
    QCOMPARE(fx.mostLikely, *Decimal::parse(rate));
    QCOMPARE(fx.high, *Decimal::parse(high));
    QVERIFY(!fx.basis.isEmpty());
    QVERIFY(Drivers::check({ fx }, s).isEmpty());
}

QTEST_GUILESS_MAIN(TestDriver)
#include "tst_driver.moc"
