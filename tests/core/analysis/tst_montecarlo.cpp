// SPDX-License-Identifier: GPL-3.0-or-later
// The Monte Carlo simulation: the triangular sampler, reproducibility for a seed whatever the
// thread count, zero-width distributions that reproduce the exact ledger, progress, cancel.
#include "analysis/montecarlo.h"
#include "analysistestdata.h"

#include <QTest>

#include <cmath>

using namespace infertco;
using namespace infertco::testing;

namespace {

MonteCarloResult runOrFail(const DriverModel &model, const QList<DriverRange> &ranges,
                           const MonteCarloSettings &settings)
{
    const Outcome<MonteCarloResult> result = MonteCarlo::run(model, ranges, settings);
    if (!result.ok())
        qFatal("simulation failed: %s", qPrintable(result.problems().first().text()));
    return result.value();
}

// Every driver at its scenario value: low = most likely = high.
QList<DriverRange> zeroWidth(const DriverModel &model)
{
    QList<DriverRange> ranges
            = Drivers::defaultRanges(model.scenario(), model.foreignCurrencies().value(0));
    for (DriverRange &range : ranges) {
        range.low = range.mostLikely;
        range.high = range.mostLikely;
    }
    return ranges;
}

void compareResults(const MonteCarloResult &a, const MonteCarloResult &b)
{
    QCOMPARE(a.options.size(), b.options.size());
    QCOMPARE(a.binStart, b.binStart);
    QCOMPARE(a.binWidth, b.binWidth);
    for (qsizetype i = 0; i < a.options.size(); ++i) {
        const OptionDistribution &x = a.options.at(i);
        const OptionDistribution &y = b.options.at(i);
        QCOMPARE(x.min, y.min);
        QCOMPARE(x.p10, y.p10);
        QCOMPARE(x.p50, y.p50);
        QCOMPARE(x.p90, y.p90);
        QCOMPARE(x.max, y.max);
        QCOMPARE(x.mean, y.mean);
        QCOMPARE(x.probabilityCheapest, y.probabilityCheapest);
        QCOMPARE(x.histogram, y.histogram);
    }
}

} // namespace

class TestMonteCarlo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void triangularQuantile_data();
    void triangularQuantile();
    void triangularMoments_data();
    void triangularMoments();
    void chunkStreamsDiffer();
    void sameSeedSameResult();
    void threadCountDoesNotMatter();
    void otherSeedOtherResult();
    void zeroWidthReproducesExactLedger_data();
    void zeroWidthReproducesExactLedger();
    void zeroWidthAwayFromBaseIsExact();
    void unmovedOptionsStayExact();
    void distributionsAreOrdered();
    void updatesPerMonthMatchesEngine_data();
    void updatesPerMonthMatchesEngine();
    void progressReachesTheEnd();
    void cancelStopsTheRun();
    void badSettings_data();
    void badSettings();
    void drawCounts_data();
    void drawCounts();
};

void TestMonteCarlo::triangularQuantile_data()
{
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("mode");
    QTest::addColumn<double>("high");
    QTest::addColumn<double>("u");
    QTest::addColumn<double>("expected");
    // F(x) = (x − a)² / ((b − a)(c − a)) left of the mode, so x = a + sqrt(u (b − a)(c − a)).
    QTest::newRow("symmetric 0..2, u = 0.5 is the mode") << 0.0 << 1.0 << 2.0 << 0.5 << 1.0;
    // u = 0.125: 0 + sqrt(0.125 × 2 × 1) = 0.5
    QTest::newRow("symmetric 0..2, u = 0.125") << 0.0 << 1.0 << 2.0 << 0.125 << 0.5;
    // Right of the mode x = b − sqrt((1 − u)(b − a)(b − c)): 2 − sqrt(0.125 × 2 × 1) = 1.5
    QTest::newRow("symmetric 0..2, u = 0.875") << 0.0 << 1.0 << 2.0 << 0.875 << 1.5;
    // Mode at the low end: x = 4 − sqrt((1 − 0.75) × 4 × 4) = 4 − 2 = 2
    QTest::newRow("mode at low, u = 0.75") << 0.0 << 0.0 << 4.0 << 0.75 << 2.0;
    // Mode at the high end: x = 0 + sqrt(0.25 × 4 × 4) = 2
    QTest::newRow("mode at high, u = 0.25") << 0.0 << 4.0 << 4.0 << 0.25 << 2.0;
    QTest::newRow("zero width is the value") << 1.25 << 1.25 << 1.25 << 0.7 << 1.25;
    QTest::newRow("u = 0 is the low end") << 3.0 << 5.0 << 9.0 << 0.0 << 3.0;
}

void TestMonteCarlo::triangularQuantile()
{
    QFETCH(double, low);
    QFETCH(double, mode);
    QFETCH(double, high);
    QFETCH(double, u);
    QFETCH(double, expected);
    const Triangular distribution{ low, mode, high };
    QCOMPARE(distribution.quantile(u), expected);
}

void TestMonteCarlo::triangularMoments_data()
{
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("mode");
    QTest::addColumn<double>("high");
    QTest::newRow("electricity 0.8 / 1 / 1.2") << 0.8 << 1.0 << 1.2;
    QTest::newRow("skewed 0 / 2 / 12") << 0.0 << 2.0 << 12.0;
    QTest::newRow("mode at high 0.25 / 1 / 1") << 0.25 << 1.0 << 1.0;
}

void TestMonteCarlo::triangularMoments()
{
    // Mean (a + b + c) / 3, variance (a² + b² + c² − ab − ac − bc) / 18. Over n = 100,000
    // draws the standard error of the mean is sd / sqrt(n); the tolerance is 5 standard errors,
    // and the fixed seed makes the check deterministic.
    QFETCH(double, low);
    QFETCH(double, mode);
    QFETCH(double, high);
    const Triangular distribution{ low, mode, high };
    RandomStream stream(2024, 0);
    const int n = 100000;
    double sum = 0;
    double sumSquares = 0;
    for (int i = 0; i < n; ++i) {
        const double x = distribution.quantile(stream.next());
        QVERIFY(x >= low && x <= high);
        sum += x;
        sumSquares += x * x;
    }
    const double mean = sum / n;
    const double variance = sumSquares / n - mean * mean;
    const double expectedMean = (low + mode + high) / 3.0;
    const double expectedVariance
            = (low * low + mode * mode + high * high - low * mode - low * high - mode * high)
            / 18.0;
    const double standardError = std::sqrt(expectedVariance / n);
    QVERIFY2(std::abs(mean - expectedMean) < 5 * standardError,
             qPrintable(QStringLiteral("mean %1, expected %2").arg(mean).arg(expectedMean)));
    QVERIFY2(std::abs(variance - expectedVariance) < 0.02 * expectedVariance,
             qPrintable(QStringLiteral("variance %1, expected %2")
                                .arg(variance)
                                .arg(expectedVariance)));
}

void TestMonteCarlo::chunkStreamsDiffer()
{
    // Neighbouring chunks and neighbouring seeds start unrelated streams.
    QVERIFY(RandomStream::chunkSeed(1, 0) != RandomStream::chunkSeed(1, 1));
    QVERIFY(RandomStream::chunkSeed(1, 0) != RandomStream::chunkSeed(2, 0));
    RandomStream a(7, 3);
    RandomStream b(7, 3);
    for (int i = 0; i < 100; ++i) {
        const double x = a.next();
        QCOMPARE(x, b.next());
        QVERIFY(x >= 0.0 && x < 1.0);
    }
}

void TestMonteCarlo::sameSeedSameResult()
{
    const Bundle bundle = readBundleFile(sourcePath("data/demo.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("hk-api"));
    const QList<DriverRange> ranges
            = Drivers::defaultRanges(model.scenario(), QStringLiteral("USD"));
    MonteCarloSettings settings;
    settings.seed = 42;
    settings.draws = 2000;
    settings.threads = 2;
    const MonteCarloResult first = runOrFail(model, ranges, settings);
    const MonteCarloResult second = runOrFail(model, ranges, settings);
    compareResults(first, second);
    QVERIFY(!first.activeDrivers.isEmpty());
}

void TestMonteCarlo::threadCountDoesNotMatter()
{
    // 1000 draws are 4 chunks (of 256); 1, 2 and 3 threads share them out differently.
    const Bundle bundle = readBundleFile(sourcePath("data/demo.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("hk-api"));
    const QList<DriverRange> ranges
            = Drivers::defaultRanges(model.scenario(), QStringLiteral("USD"));
    MonteCarloSettings settings;
    settings.seed = 7;
    settings.draws = 1000;
    settings.threads = 1;
    const MonteCarloResult one = runOrFail(model, ranges, settings);
    settings.threads = 2;
    const MonteCarloResult two = runOrFail(model, ranges, settings);
    settings.threads = 3;
    const MonteCarloResult three = runOrFail(model, ranges, settings);
    compareResults(one, two);
    compareResults(one, three);
}

void TestMonteCarlo::otherSeedOtherResult()
{
    const Bundle bundle = readBundleFile(sourcePath("data/demo.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("hk-api"));
    const QList<DriverRange> ranges
            = Drivers::defaultRanges(model.scenario(), QStringLiteral("USD"));
    MonteCarloSettings settings;
    settings.draws = 500;
    settings.seed = 1;
    const MonteCarloResult a = runOrFail(model, ranges, settings);
    settings.seed = 2;
    const MonteCarloResult b = runOrFail(model, ranges, settings);
    bool differs = false;
    for (qsizetype i = 0; i < a.options.size(); ++i)
        differs = differs || a.options.at(i).mean != b.options.at(i).mean;
    QVERIFY(differs);
}

void TestMonteCarlo::zeroWidthReproducesExactLedger_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("scenario");
    for (const BundleCase &c : AllBundles)
        QTest::addRow("%s %s", c.path, c.scenario)
                << sourcePath(c.path) << QString::fromLatin1(c.scenario);
}

void TestMonteCarlo::zeroWidthReproducesExactLedger()
{
    QFETCH(QString, path);
    QFETCH(QString, scenario);
    const Bundle bundle = readBundleFile(path);
    const DriverModel model = testing::model(bundle, scenario);
    const Outcome<Result> exact = Engine::compute(model.scenario(), bundle.catalog);
    QVERIFY(exact.ok());
    MonteCarloSettings settings;
    settings.draws = 300;
    const MonteCarloResult result = runOrFail(model, zeroWidth(model), settings);
    QVERIFY(result.activeDrivers.isEmpty());
    QCOMPARE(result.options.size(), exact.value().options.size());
    const int cheapest = exact.value().cheapestOption();
    for (qsizetype i = 0; i < result.options.size(); ++i) {
        const OptionDistribution &d = result.options.at(i);
        const OptionResult &o = exact.value().options.at(i);
        QCOMPARE(d.feasible, o.feasible);
        if (!o.feasible)
            continue;
        QVERIFY(d.exact);
        QCOMPARE(d.p10, o.total);
        QCOMPARE(d.p50, o.total);
        QCOMPARE(d.p90, o.total);
        QCOMPARE(d.min, o.total);
        QCOMPARE(d.max, o.total);
        QCOMPARE(d.mean, o.total);
        QCOMPARE(d.probabilityCheapest, i == cheapest ? 1.0 : 0.0);
    }
}

void TestMonteCarlo::zeroWidthAwayFromBaseIsExact()
{
    // Electricity fixed at ×1.2 and the residual at 0.3: the colo total is exact, as in
    // sensitivity: electricity adds 36 × (2880.29 − 2400.24) = 17,281.80 (tst_sensitivity), the
    // residual credit grows by 382,000 × (0.3 − 0.2) = 38,200.00, so
    // 1,392,948.76 + 17,281.80 − 38,200.00 = 1,372,030.56.
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const QList<DriverRange> ranges{
        { Driver::ElectricityPrice, dec("1.2"), dec("1.2"), dec("1.2"), {} },
        { Driver::ResidualValue, dec("0.3"), dec("0.3"), dec("0.3"), {} },
    };
    MonteCarloSettings settings;
    settings.draws = 100;
    const MonteCarloResult result = runOrFail(model, ranges, settings);
    QVERIFY(result.activeDrivers.isEmpty());
    const OptionDistribution &colo
            = result.options.at(optionIndex(model, QStringLiteral("L40S colo")));
    QVERIFY(colo.exact);
    QCOMPARE(colo.p50, dec("1372030.56"));
    QCOMPARE(colo.p10, colo.p50);
    QCOMPARE(colo.p90, colo.p50);
    QCOMPARE(colo.exactTotal, dec("1392948.76")); // the scenario's own figures
    // The rent option (1,389,760.00) is now dearer: the colo option is always cheapest.
    QCOMPARE(colo.probabilityCheapest, 1.0);
}

void TestMonteCarlo::unmovedOptionsStayExact()
{
    // Only electricity varies: rent options pay none, so their totals are the exact ones;
    // the metered colo option moves.
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const QList<DriverRange> ranges{
        { Driver::ElectricityPrice, dec("0.8"), dec("1"), dec("1.2"), {} }
    };
    MonteCarloSettings settings;
    settings.draws = 1000;
    const MonteCarloResult result = runOrFail(model, ranges, settings);
    const OptionDistribution &rent
            = result.options.at(optionIndex(model, QStringLiteral("L40S rent")));
    QVERIFY(rent.exact);
    QCOMPARE(rent.p10, dec("1389760.00"));
    QCOMPARE(rent.p90, dec("1389760.00"));
    const OptionDistribution &colo
            = result.options.at(optionIndex(model, QStringLiteral("L40S colo")));
    QVERIFY(!colo.exact);
    // Electricity from ×0.8 to ×1.2 moves the colo total by −17,281.80 to +17,281.80 around
    // 1,392,948.76 (see tst_sensitivity); P10 and P90 lie strictly inside.
    QVERIFY(dec("1375666.96") < colo.p10 && colo.p90 < dec("1410230.56"));
    QVERIFY(colo.p10 < colo.p50 && colo.p50 < colo.p90);
    QCOMPARE(result.activeDrivers, QList<Driver>{ Driver::ElectricityPrice });
}

void TestMonteCarlo::distributionsAreOrdered()
{
    const Bundle bundle = readBundleFile(sourcePath("data/demo.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("70b-tp"));
    const QList<DriverRange> ranges
            = Drivers::defaultRanges(model.scenario(), QStringLiteral("USD"));
    MonteCarloSettings settings;
    settings.draws = 1500;
    settings.histogramBins = 25;
    const MonteCarloResult result = runOrFail(model, ranges, settings);
    QCOMPARE(result.draws, 1500);
    QCOMPARE(result.binCount, 25);
    double probabilities = 0;
    for (const OptionDistribution &d : result.options) {
        if (!d.feasible)
            continue;
        QVERIFY(d.min <= d.p10 && d.p10 <= d.p50 && d.p50 <= d.p90 && d.p90 <= d.max);
        QVERIFY(d.min <= d.mean && d.mean <= d.max);
        QCOMPARE(d.histogram.size(), 25);
        int count = 0;
        for (const int bin : d.histogram)
            count += bin;
        QCOMPARE(count, 1500);
        probabilities += d.probabilityCheapest;
        // Every draw lies inside the bins.
        QVERIFY(result.binStart <= d.min);
        QVERIFY(d.max < result.binStart + result.binWidth * Decimal(result.binCount));
    }
    QVERIFY(std::abs(probabilities - 1.0) < 1e-12);
}

void TestMonteCarlo::updatesPerMonthMatchesEngine_data()
{
    QTest::addColumn<QString>("updates");
    QTest::newRow("none") << "0";
    QTest::newRow("twice a year") << "2";
    QTest::newRow("4.5 a year") << "4.5";
    QTest::newRow("monthly") << "12";
    QTest::newRow("weekly") << "52";
    QTest::newRow("0.7 a year") << "0.7";
}

void TestMonteCarlo::updatesPerMonthMatchesEngine()
{
    QFETCH(QString, updates);
    const Decimal exact = *Decimal::parse(updates);
    std::vector<int> perMonth(37, -1);
    MonteCarlo::updatesPerMonth(exact.toDouble(), perMonth);
    QCOMPARE(perMonth, Engine::updatesPerMonth(exact, 36));
}

void TestMonteCarlo::progressReachesTheEnd()
{
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const QList<DriverRange> ranges
            = Drivers::defaultRanges(model.scenario(), QStringLiteral("USD"));
    MonteCarloSettings settings;
    settings.draws = 1000;
    settings.threads = 2;
    QList<int> reports;
    const Outcome<MonteCarloResult> result
            = MonteCarlo::run(model, ranges, settings, [&](int done, int total) {
                  QCOMPARE(total, 1000);
                  reports.append(done);
              });
    QVERIFY(result.ok());
    // 1000 draws are chunks of 256, 256, 256 and 232: four reports, rising, ending at 1000.
    QCOMPARE(reports.size(), 4);
    QCOMPARE(reports.last(), 1000);
    for (qsizetype i = 1; i < reports.size(); ++i)
        QVERIFY(reports.at(i - 1) < reports.at(i));
}

void TestMonteCarlo::cancelStopsTheRun()
{
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const QList<DriverRange> ranges
            = Drivers::defaultRanges(model.scenario(), QStringLiteral("USD"));
    MonteCarloSettings settings;
    settings.draws = 100000;
    settings.threads = 1;
    std::atomic<bool> cancel{ false };
    int lastReport = 0;
    const Outcome<MonteCarloResult> result = MonteCarlo::run(
            model, ranges, settings,
            [&](int done, int) {
                lastReport = done;
                cancel.store(true); // after the first chunk
            },
            &cancel);
    QVERIFY(result.ok());
    QVERIFY(result.value().cancelled);
    QVERIFY(result.value().options.isEmpty());
    QCOMPARE(lastReport, MonteCarlo::ChunkSize);
}

void TestMonteCarlo::badSettings_data()
{
    QTest::addColumn<int>("draws");
    QTest::addColumn<int>("bins");
    QTest::addColumn<QString>("utilizationHigh");
    QTest::addColumn<qulonglong>("seed");
    QTest::addColumn<QString>("field");
    const qulonglong seed = 1;
    QTest::newRow("no draws") << 0 << 40 << "1" << seed << "draws";
    QTest::newRow("one below the fewest")
            << MonteCarlo::MinDraws - 1 << 40 << "1" << seed << "draws";
    QTest::newRow("too many draws") << MonteCarlo::MaxDraws + 1 << 40 << "1" << seed << "draws";
    QTest::newRow("no bins") << 100 << 0 << "1" << seed << "bins";
    QTest::newRow("utilization above full load") << 100 << 40 << "1.1" << seed << "high";
    // 2^53 = 9,007,199,254,740,992: one above the largest seed JSON gives back exactly.
    QTest::newRow("seed of 2^53") << 100 << 40 << "1" << (qulonglong{ 1 } << 53) << "seed";
}

void TestMonteCarlo::badSettings()
{
    QFETCH(int, draws);
    QFETCH(int, bins);
    QFETCH(QString, utilizationHigh);
    QFETCH(qulonglong, seed);
    QFETCH(QString, field);
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const QList<DriverRange> ranges{
        { Driver::Utilization, dec("0.25"), dec("0.5"), *Decimal::parse(utilizationHigh), {} }
    };
    MonteCarloSettings settings;
    settings.draws = draws;
    settings.histogramBins = bins;
    settings.seed = seed;
    const Outcome<MonteCarloResult> result = MonteCarlo::run(model, ranges, settings);
    QVERIFY(!result.ok());
    QCOMPARE(result.problems().first().field, field);
}

// The draws a run takes: 1 (MinDraws) is a run; the risk view starts its box at 100, a count
// the run takes too (100 draws are one chunk of 256, cut to 100).
void TestMonteCarlo::drawCounts_data()
{
    QTest::addColumn<int>("draws");
    QTest::newRow("the fewest a run takes: 1") << MonteCarlo::MinDraws;
    QTest::newRow("the fewest the view offers: 100") << MonteCarlo::MinDrawsInView;
}

void TestMonteCarlo::drawCounts()
{
    QFETCH(int, draws);
    QCOMPARE(MonteCarlo::MinDraws, 1);
    QCOMPARE(MonteCarlo::MinDrawsInView, 100);
    QVERIFY(MonteCarlo::MinDraws <= MonteCarlo::MinDrawsInView);
    QVERIFY(MonteCarlo::MinDrawsInView <= MonteCarlo::MaxDraws);
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const QList<DriverRange> ranges{
        { Driver::Utilization, dec("0.25"), dec("0.5"), dec("1"), {} }
    };
    MonteCarloSettings settings;
    settings.draws = draws;
    const Outcome<MonteCarloResult> result = MonteCarlo::run(model, ranges, settings);
    QVERIFY(result.ok());
    QCOMPARE(result.value().draws, draws);
}

QTEST_GUILESS_MAIN(TestMonteCarlo)
#include "tst_montecarlo.moc"
