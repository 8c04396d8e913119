// SPDX-License-Identifier: GPL-3.0-or-later
// RiskAnalysis::atDefaults: the analysis a report makes without the risk view, from RiskSetup's
// defaults: the default pair's sensitivity, a simulation with the given seed and draws and the
// decision summarised from them.
#include "analysis/riskanalysis.h"
#include "analysis/risksetup.h"
#include "analysistestdata.h"

#include <QTest>

using namespace infertco;
using namespace infertco::testing;

class TestRiskAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void atDefaults_data();
    void atDefaults();
    void defaultSimulation();
    void invalidScenario();
};

void TestRiskAnalysis::atDefaults_data()
{
    QTest::addColumn<int>("keptOptions"); ///< the scenario's first n options; 0: all
    QTest::addColumn<QString>("nameA"); ///< empty: no sensitivity
    QTest::addColumn<QString>("nameB");
    // example-hk's default pair (tst_risksetup): L40S colo against L40S rent.
    QTest::newRow("every option: the default pair")
            << 0 << QStringLiteral("L40S colo") << QStringLiteral("L40S rent");
    // One option: no pair, so no sensitivity; the simulation and the decision still come.
    QTest::newRow("one option: no pair") << 1 << QString() << QString();
}

void TestRiskAnalysis::atDefaults()
{
    QFETCH(int, keptOptions);
    QFETCH(QString, nameA);
    QFETCH(QString, nameB);
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    Scenario s = scenario(bundle, QStringLiteral("example"));
    if (keptOptions > 0)
        s.options = s.options.first(keptOptions);
    const Outcome<RiskAnalysis> analysis
            = RiskAnalysis::atDefaults(s, bundle.catalog, QDate::currentDate(), 7, 300);
    QVERIFY(analysis.ok());
    const RiskAnalysis &a = analysis.value();
    QCOMPARE(a.scenario.id, s.id);
    QCOMPARE(a.sensitivity.has_value(), !nameA.isEmpty());
    if (a.sensitivity) {
        QCOMPARE(a.sensitivity->nameA, nameA);
        QCOMPARE(a.sensitivity->nameB, nameB);
    }
    QVERIFY(a.monteCarlo);
    QCOMPARE(a.monteCarlo->seed, std::uint64_t(7));
    QCOMPARE(a.monteCarlo->draws, 300);

    // The same steps by hand: the model, RiskSetup's ranges, the run, the decision.
    const DriverModel m = DriverModel::build(s, bundle.catalog, QDate::currentDate()).value();
    const RiskSetup setup = RiskSetup::defaults(m);
    MonteCarloSettings settings = setup.simulation;
    settings.seed = 7;
    settings.draws = 300;
    const MonteCarloResult run = MonteCarlo::run(m, setup.ranges, settings).value();
    QCOMPARE(a.monteCarlo->options.size(), run.options.size());
    for (int i = 0; i < run.options.size(); ++i) {
        QCOMPARE(a.monteCarlo->options.at(i).p50, run.options.at(i).p50);
        QCOMPARE(a.monteCarlo->options.at(i).probabilityCheapest,
                 run.options.at(i).probabilityCheapest);
    }
    const DecisionSummary decision = Decision::summarize(
            s, m.baseScenarioResult(), a.sensitivity ? &*a.sensitivity : nullptr, &run);
    QCOMPARE(a.decision.byTotal, decision.byTotal);
    QCOMPARE(a.decision.headlines, decision.headlines);
    QCOMPARE(a.decision.doubts, decision.doubts);
}

// Without a seed and draws: RiskSetup's, seed 1 and 10,000 draws, as the risk view starts.
void TestRiskAnalysis::defaultSimulation()
{
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    const Outcome<RiskAnalysis> analysis = RiskAnalysis::atDefaults(
            scenario(bundle, QStringLiteral("example")), bundle.catalog, QDate::currentDate());
    QVERIFY(analysis.ok());
    QVERIFY(analysis.value().monteCarlo);
    QCOMPARE(analysis.value().monteCarlo->seed, std::uint64_t(1));
    QCOMPARE(analysis.value().monteCarlo->draws, 10000);
}

void TestRiskAnalysis::invalidScenario()
{
    const Bundle bundle = readBundleFile(sourcePath("tests/golden/example-hk.json"));
    Scenario s = scenario(bundle, QStringLiteral("example"));
    s.horizonMonths = 0;
    QVERIFY(!RiskAnalysis::atDefaults(s, bundle.catalog, QDate::currentDate(), 1, 100).ok());
}

QTEST_GUILESS_MAIN(TestRiskAnalysis)
#include "tst_riskanalysis.moc"
