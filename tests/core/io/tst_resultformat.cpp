// SPDX-License-Identifier: GPL-3.0-or-later
// The terminal table of `infertco-cli compute --format table`: its columns line up when option
// names are Chinese (two terminal columns per ideograph), and a long Chinese name is clipped
// to its column rather than pushing the figures out of line; its break-even lines.
#include "io/output/resultformat.h"

#include "analysis/advice.h"
#include "cost/engine.h"
#include "io/bundle/bundlereader.h"

#include "resultcompare.h"
#include "sourcetree.h"

#include <QFile>
#include <QTest>

using namespace infertco;

namespace {

// Terminal columns of a string made of ASCII and CJK ideographs (U+4E00–U+9FFF: two each).
int columns(const QString &text)
{
    int n = 0;
    for (const QChar c : text)
        n += (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF) ? 2 : 1;
    return n;
}

} // namespace

class TestResultFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableLinesUpWithChineseNames_data();
    void tableLinesUpWithChineseNames();
    void roundedNumbers_data();
    void goldenJson_data();
    void goldenJson();
    void goldenFinance_data();
    void goldenFinance();
    void roundedNumbers();
    void latencyFigures_data();
    void latencyFigures();
    void tableBreakEvenLines();
};

void TestResultFormat::tableLinesUpWithChineseNames_data()
{
    QTest::addColumn<QString>("coloName");
    QTest::addColumn<QString>("shownAs");

    QTest::newRow("ASCII") << QStringLiteral("H100 HK colo") << QStringLiteral("H100 HK colo");
    // 5 ideographs + " H100" = 15 columns: fits the 17 a name may take.
    QTest::newRow("Chinese, fits")
            << QStringLiteral("香港托管方案 H100") << QStringLiteral("香港托管方案 H100");
    // 12 ideographs = 24 columns > 17: clipped to 8 ideographs (16 columns), not 17 characters.
    QTest::newRow("Chinese, clipped") << QStringLiteral("香港葵涌数据中心服务器托管方案")
                                      << QStringLiteral("香港葵涌数据中心");
}

void TestResultFormat::tableLinesUpWithChineseNames()
{
    QFETCH(QString, coloName);
    QFETCH(QString, shownAs);
    Outcome<Bundle> bundle = BundleReader::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/dc-gpu.json"));
    QVERIFY(bundle.ok());
    Scenario scenario = bundle.value().scenarios.constFirst();
    scenario.options[0].name = coloName;
    const Outcome<Result> result
            = Advisor::compute(scenario, bundle.value().catalog, QDate::currentDate());
    QVERIFY(result.ok());

    const QStringList lines = ResultFormat::toTable(result.value()).split(u'\n');
    // Line 0 is the title and line 1 blank; the header and the sizing rows follow.
    const QString header = lines.at(2);
    QVERIFY2(header.contains(shownAs), qPrintable(header));
    if (shownAs != coloName)
        QVERIFY2(!header.contains(coloName), qPrintable(header));
    // Label 22 + two options × 18 columns, on every row of the block.
    for (int i = 2; i < lines.size() && !lines.at(i).isEmpty(); ++i)
        QCOMPARE(columns(lines.at(i)), 22 + 2 * 18);
}

// The table's break-even lines are the sentences of the dashboard and the report
// (BreakEvenText), one per colo/rent pair: dc-gpu's colo option breaks even in month 28 with
// and without its resale value (tests/golden/dc-gpu.expected.json).
void TestResultFormat::tableBreakEvenLines()
{
    Outcome<Bundle> bundle = BundleReader::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/dc-gpu.json"));
    QVERIFY(bundle.ok());
    const Outcome<Result> result = Advisor::compute(bundle.value().scenarios.constFirst(),
                                                    bundle.value().catalog, QDate::currentDate());
    QVERIFY(result.ok());
    QStringList breakEvens;
    for (const QString &line : ResultFormat::toTable(result.value()).split(u'\n')) {
        if (line.startsWith(QLatin1String("Break-even")))
            breakEvens.append(line);
    }
    QCOMPARE(breakEvens,
             QStringList{ QStringLiteral(
                     "Break-even: H100 HK colo pays back against H100 US rent from month 28.") });
}

// docs/serving.md, "The serving simulation": the decimal at 10^-places nearest the double's exact
// binary value, ties to even (Python's round(d, places)); trailing zeros dropped.
void TestResultFormat::roundedNumbers_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("places");
    QTest::addColumn<QByteArray>("expected");
    // 0.125 and 0.375 are exact in binary: true ties, to the even digit.
    QTest::newRow("0.125 tie to even 0.12") << 0.125 << 2 << QByteArray("0.12");
    QTest::newRow("0.375 tie to even 0.38") << 0.375 << 2 << QByteArray("0.38");
    // 2.675 is 2.67499999999999982236431605997495353221893310546875 in binary: down.
    QTest::newRow("2.675 is below the tie") << 2.675 << 2 << QByteArray("2.67");
    // 1.0005 is 1.000499999999999944932938… : down at 3 places.
    QTest::newRow("1.0005 is below the tie") << 1.0005 << 3 << QByteArray("1");
    // 0.0005 is 0.000500000000000000010408… : up.
    QTest::newRow("0.0005 is above the tie") << 0.0005 << 3 << QByteArray("0.001");
    QTest::newRow("carry through nines") << 9.9996 << 3 << QByteArray("10");
    QTest::newRow("583.2638… at 0.01")
            << 733e12 * 0.55 / (864e9 * 0.8) << 2 << QByteArray("583.26");
    QTest::newRow("negative") << -2.5 << 0 << QByteArray("-2");
    QTest::newRow("negative to zero") << -0.0004 << 3 << QByteArray("0");
    QTest::newRow("tiny") << 1e-300 << 3 << QByteArray("0");
    QTest::newRow("large") << 123456789012.345 << 2 << QByteArray("123456789012.35");
}

void TestResultFormat::roundedNumbers()
{
    QFETCH(double, value);
    QFETCH(int, places);
    QFETCH(QByteArray, expected);
    QCOMPARE(ResultFormat::roundedNumber(value, places), expected);
}

// The JSON of every golden bundle (the first scenario, as `compute` without --scenario) equals
// its expected file from the independent reference: the v1 and v2 keys and, since docs/serving.md,
// "The serving simulation", the roofline after monthly.
void TestResultFormat::goldenJson_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : { "dc-gpu", "npu-fallback", "consumer-tp", "example-hk",
                              "example-hk-v2", "v2-growth-tranches", "v2-rent-term",
                              "v2-hybrid-hgx", "v2-residual-curve", "v4-finance" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

// docs/method.md, "After tax, loans and leases": every scenario of the finance golden (three
// tranches on a growing workload; cash, loans ending before and after the horizon, a zero-rate
// loan with a down payment, leases ending at and after the horizon, rent) under immediate and
// straight-line write-off, lag, and no tax, against tests/golden/reference/finance_reference.py.
void TestResultFormat::goldenFinance_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("expected");
    QTest::newRow("immediate") << "finance-immediate"
                               << "v4-finance.expected.json";
    for (const char *id : { "finance-straight", "finance-lag", "finance-untaxed" })
        QTest::newRow(id) << QString::fromLatin1(id)
                          << QStringLiteral("v4-finance.%1.expected.json").arg(QLatin1String(id));
}

void TestResultFormat::goldenFinance()
{
    QFETCH(QString, scenario);
    QFETCH(QString, expected);
    const Bundle bundle = infertco::testing::readBundleFile(
            infertco::testing::sourcePath(QStringLiteral("tests/golden/v4-finance.json")));
    const auto it = std::find_if(bundle.scenarios.cbegin(), bundle.scenarios.cend(),
                                 [&](const Scenario &s) { return s.id == scenario; });
    QVERIFY(it != bundle.scenarios.cend());
    const Outcome<Result> result = Advisor::compute(*it, bundle.catalog, QDate::currentDate());
    QVERIFY(result.ok());
    QFile file(infertco::testing::sourcePath(QStringLiteral("tests/golden/") + expected));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList diff = infertco::testing::resultDifferences(
            file.readAll(), ResultFormat::toJson(result.value()));
    QVERIFY2(diff.isEmpty(), qPrintable(diff.join(u'\n')));
}

void TestResultFormat::goldenJson()
{
    QFETCH(QString, name);
    const Bundle bundle = infertco::testing::readBundleFile(
            infertco::testing::sourcePath(QStringLiteral("tests/golden/%1.json").arg(name)));
    const Outcome<Result> result
            = Advisor::compute(bundle.scenarios.first(), bundle.catalog, QDate::currentDate());
    QVERIFY(result.ok());
    QFile expected(infertco::testing::sourcePath(
            QStringLiteral("tests/golden/%1.expected.json").arg(name)));
    QVERIFY(expected.open(QIODevice::ReadOnly));
    const QStringList diff = infertco::testing::resultDifferences(
            expected.readAll(), ResultFormat::toJson(result.value()));
    QVERIFY2(diff.isEmpty(), qPrintable(diff.join(u'\n')));
}

// LatencyFigures: the P99s in ms against the targets, decided as the advice decides (≤ holds),
// and the peak load's share of the SLO capacity; nothing for an option without a latency.
void TestResultFormat::latencyFigures_data()
{
    QTest::addColumn<double>("ttftS");
    QTest::addColumn<double>("tpotS");
    QTest::addColumn<double>("ttftTargetMs"); ///< 0: the workload has none
    QTest::addColumn<double>("rate"); ///< requests/s per replica; 0: a closed loop
    QTest::addColumn<double>("capacityTokensPerS");
    QTest::addColumn<bool>("ttftMissed");
    QTest::addColumn<bool>("tpotMissed");
    QTest::addColumn<bool>("meets");
    QTest::addColumn<double>("percent"); ///< -1: unset
    QTest::addColumn<bool>("nearCapacity"); ///< above 85 % of the capacity
    // O = 400. Capacity 1,000 tokens/s = 2.5 requests/s; 3 / 2.5 × 100 = 120 % > 85 %.
    // 0.5 s ≤ 500 / 1000 and 0.05 s ≤ 50 / 1000: both held at the target exactly.
    QTest::newRow("at the targets exactly")
            << 0.5 << 0.05 << 500.0 << 3.0 << 1000.0 << false << false << true << 120.0 << true;
    // 0.500001 s > 0.5 s: the first-token target is missed. 1 / 2.5 × 100 = 40 %.
    QTest::newRow("first token missed") << 0.500001 << 0.05 << 500.0 << 1.0 << 1000.0 << true
                                        << false << false << 40.0 << false;
    // TPOT 0.0501 s > 0.05 s; no first-token target, so a long TTFT does not count.
    // 2 / 2.5 × 100 = 80 % ≤ 85 %.
    QTest::newRow("per token missed, no TTFT target")
            << 9.0 << 0.0501 << 0.0 << 2.0 << 1000.0 << false << true << false << 80.0 << false;
    // 2.125 = 0.85 × 2.5 exactly: at 85 % the load is not above it; 2.126 / 2.5 = 85.04 % is.
    QTest::newRow("load at 85 %") << 0.1 << 0.01 << 500.0 << 2.125 << 1000.0 << false << false
                                  << true << 85.0 << false;
    QTest::newRow("load at 85.04 %")
            << 0.1 << 0.01 << 500.0 << 2.126 << 1000.0 << false << false << true << 85.04 << true;
    // A capacity of 0 (no load meets the targets) or a closed loop: no share. Any load is
    // above a capacity of 0, as the advice says; a closed loop has no load to compare.
    QTest::newRow("capacity 0") << 0.1 << 0.01 << 500.0 << 2.0 << 0.0 << false << false << true
                                << -1.0 << true;
    QTest::newRow("closed loop") << 0.1 << 0.01 << 500.0 << 0.0 << 1000.0 << false << false << true
                                 << -1.0 << false;
}

void TestResultFormat::latencyFigures()
{
    QFETCH(double, ttftS);
    QFETCH(double, tpotS);
    QFETCH(double, ttftTargetMs);
    QFETCH(double, rate);
    QFETCH(double, capacityTokensPerS);
    QFETCH(bool, ttftMissed);
    QFETCH(bool, tpotMissed);
    QFETCH(bool, meets);
    QFETCH(double, percent);
    QFETCH(bool, nearCapacity);
    Workload workload;
    workload.outputTokens = 400;
    workload.tpotMs = 50;
    if (ttftTargetMs > 0)
        workload.ttftMs = ttftTargetMs;
    OptionResult option;
    option.feasible = true;
    // The roofline: decode below its ridge (memory-bound), prefill above it (compute-bound).
    option.sizing.roofline.ridgeFlopsPerByte = 300;
    option.sizing.roofline.decodeIntensity = 70;
    option.sizing.roofline.prefillIntensity = 3000;
    QVERIFY(!ResultFormat::latencyFigures(option, workload)); // no latency yet
    Latency latency;
    if (rate > 0)
        latency.ratePerReplica = rate;
    latency.result.ttft.p99 = ttftS;
    latency.result.tpot.p99 = tpotS;
    latency.sloCapacityTokensPerS = capacityTokensPerS;
    // The engine records the mean output the capacity was made with (O = 400 here, fixed
    // lengths); the share of capacity divides by it.
    latency.meanOutputTokens = 400;
    option.latency = latency;

    const std::optional<LatencyFigures> figures = ResultFormat::latencyFigures(option, workload);
    QVERIFY(figures);
    QCOMPARE(figures->ttftP99Ms, ttftS * 1000.0);
    QCOMPARE(figures->tpotP99Ms, tpotS * 1000.0);
    QCOMPARE(figures->ttftTargetMs.has_value(), ttftTargetMs > 0);
    QCOMPARE(figures->tpotTargetMs, 50.0);
    QCOMPARE(figures->ttftMissed, ttftMissed);
    QCOMPARE(figures->tpotMissed, tpotMissed);
    QCOMPARE(figures->meetsTargets, meets);
    QCOMPARE(figures->nearCapacity, nearCapacity);
    QCOMPARE(figures->sloCapacityTokensPerS, capacityTokensPerS);
    QCOMPARE(figures->peakLoadPercent.has_value(), percent >= 0);
    if (percent >= 0)
        QVERIFY2(qAbs(*figures->peakLoadPercent - percent) < 1e-9,
                 qPrintable(QString::number(*figures->peakLoadPercent, 'g', 17)));
    QVERIFY(!figures->decodeComputeBound);
    QVERIFY(figures->prefillComputeBound);

    option.feasible = false; // an infeasible option shows no latency
    QVERIFY(!ResultFormat::latencyFigures(option, workload));
}

QTEST_APPLESS_MAIN(TestResultFormat)
#include "tst_resultformat.moc"
