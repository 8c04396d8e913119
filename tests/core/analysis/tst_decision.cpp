// SPDX-License-Identifier: GPL-3.0-or-later
// The decision view: rankings by total, NPV and cost per million tokens, and the seeds of
// doubt (warnings, close calls, flipping drivers, simulated odds, infeasible options).
#include "analysis/decision.h"
#include "analysistestdata.h"

#include <QTest>

using namespace infertco;
using namespace infertco::testing;

namespace {

QStringList names(const DriverModel &model, const QList<int> &order)
{
    QStringList result;
    for (const int option : order)
        result.append(model.option(option).name);
    return result;
}

Result resultOf(const DriverModel &model)
{
    Result result;
    result.scenarioId = model.scenario().id;
    result.currency = model.scenario().currency;
    result.horizonMonths = model.scenario().horizonMonths;
    result.options = model.baseResults();
    return result;
}

bool anyContains(const QStringList &lines, const QString &text)
{
    for (const QString &line : lines) {
        if (line.contains(text))
            return true;
    }
    return false;
}

} // namespace

class TestDecision : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rankings();
    void closeCall();
    void doubtsFromSensitivityAndSimulation();
    void infeasibleOptionsAreNamed();
    void noFeasibleOption();
};

void TestDecision::rankings()
{
    // example-hk totals (golden): L40S rent 1,389,760.00 < L40S colo 1,392,948.76 <
    // NPU colo 1,881,739.40. Cost per million tokens follows the total (same tokens served).
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const DecisionSummary summary = Decision::summarize(model.scenario(), resultOf(model));
    const QStringList byTotal{ QStringLiteral("L40S rent"), QStringLiteral("L40S colo"),
                               QStringLiteral("NPU colo") };
    QCOMPARE(names(model, summary.byTotal), byTotal);
    QCOMPARE(names(model, summary.byCostPerMillionTokens), byTotal);
    QCOMPARE(summary.byNpv.size(), 3);
    QCOMPARE(summary.headlines.size(), 3);
    // 1,392,948.76 − 1,389,760.00 = 3,188.76
    QCOMPARE(summary.headlines.first(),
             QStringLiteral("Cheapest over 36 months: L40S rent at HK$1,389,760.00, "
                            "HK$3,188.76 less than L40S colo."));
    QVERIFY(summary.headlines.at(1).startsWith(
            QStringLiteral("Cheapest in today's money (NPV at 8% a year): ")));
    QVERIFY(summary.headlines.at(2).startsWith(
            QStringLiteral("Lowest cost per million output tokens: L40S rent at HK$")));
}

void TestDecision::closeCall()
{
    // 3,188.76 is 0.23% of 1,389,760.00, well inside 5%: a close call.
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const DecisionSummary summary = Decision::summarize(model.scenario(), resultOf(model));
    QVERIFY(anyContains(summary.doubts,
                        QStringLiteral("L40S rent and L40S colo are within 5% of each other")));

    // dc-gpu: 5,020,543.99 − 4,059,679.91 = 960,864.08, 23.7% of 4,059,679.91: no close call.
    const Bundle dc = readBundleFile(sourcePath("tests/golden/dc-gpu.json"));
    const DriverModel dcModel = testing::model(dc, QStringLiteral("dc-gpu"));
    const DecisionSummary dcSummary = Decision::summarize(dcModel.scenario(), resultOf(dcModel));
    QVERIFY(!anyContains(dcSummary.doubts, QStringLiteral("of each other")));
    QCOMPARE(dcSummary.headlines.first(),
             QStringLiteral("Cheapest over 36 months: H100 HK colo at HK$4,059,679.91, "
                            "HK$960,864.08 less than H100 US rent."));
}

void TestDecision::doubtsFromSensitivityAndSimulation()
{
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("example"));
    const QList<DriverRange> ranges
            = Drivers::defaultRanges(model.scenario(), QStringLiteral("USD"));
    const Outcome<SensitivityResult> sensitivity = Sensitivity::run(model, 0, 1, ranges);
    QVERIFY(sensitivity.ok());
    MonteCarloSettings settings;
    settings.draws = 800; // below 1,000: no group separator whatever the locale
    const Outcome<MonteCarloResult> simulation = MonteCarlo::run(model, ranges, settings);
    QVERIFY(simulation.ok());
    const DecisionSummary summary = Decision::summarize(model.scenario(), resultOf(model),
                                                        &sensitivity.value(), &simulation.value());
    // Every flip of the sensitivity is a doubt, in its own words.
    int flips = 0;
    for (const SensitivityRow &row : sensitivity.value().rows) {
        if (!row.flip)
            continue;
        ++flips;
        QVERIFY2(summary.doubts.contains(row.flip->text), qPrintable(row.flip->text));
    }
    QVERIFY(flips > 0);
    QVERIFY(anyContains(summary.doubts, QStringLiteral("In 800 simulated futures, ")));
    // The warnings of the compared options are there: the L40S is int4 → int8 (fallback).
    for (const Advice &advice : model.option(0).advice)
        QVERIFY(summary.doubts.contains(QStringLiteral("L40S colo: ") + advice.text));
}

void TestDecision::infeasibleOptionsAreNamed()
{
    // npu-fallback: "NPU-A in GPU-only server" cannot host the NPU.
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/npu-fallback.json"));
    const DriverModel model = testing::model(bundle, QStringLiteral("npu-fallback"));
    const DecisionSummary summary = Decision::summarize(model.scenario(), resultOf(model));
    const int infeasible = optionIndex(model, QStringLiteral("NPU-A in GPU-only server"));
    QVERIFY(!model.option(infeasible).feasible);
    QVERIFY(!summary.byTotal.contains(infeasible));
    QVERIFY(anyContains(summary.doubts,
                        QStringLiteral("NPU-A in GPU-only server cannot serve the workload: ")));
}

void TestDecision::noFeasibleOption()
{
    Result result;
    result.currency = QStringLiteral("HKD");
    result.horizonMonths = 36;
    OptionResult option;
    option.name = QStringLiteral("Groq colo");
    option.reason = QStringLiteral("the model does not fit");
    result.options.append(option);
    const DecisionSummary summary = Decision::summarize(Scenario(), result);
    QVERIFY(summary.byTotal.isEmpty());
    QCOMPARE(summary.headlines,
             QStringList{ QStringLiteral("No option can serve this workload as specified.") });
    QCOMPARE(summary.doubts,
             QStringList{ QStringLiteral("Groq colo cannot serve the workload: the model does "
                                         "not fit") });
}

QTEST_GUILESS_MAIN(TestDecision)
#include "tst_decision.moc"
