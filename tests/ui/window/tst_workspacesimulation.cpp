// SPDX-License-Identifier: GPL-3.0-or-later
// docs/serving.md, "The serving simulation" in the window: simulations run off the window's thread.
// A P99-sized scenario comes from a worker and arrives; a scenario sized by averages gets its costs
// at once and its latency figures afterwards; a job whose inputs were edited meanwhile is
// discarded; an edit of a price simulates nothing (the workspace's SimulationCache answers it).
//
// The document is tests/golden/example-hk-v3.json (the worked example of
// tests/golden): example-v2 sized by averages, example-v2-p99 by P99, where the NPU
// option needs 4 replicas instead of 3 (tests/golden/example-hk-v3-p99.expected.json).
#include "window/workspace.h"

#include "edit/bundlestore.h"
#include "editors/colooffertablemodel.h"
#include "editors/scenariotablemodel.h"

#include "analysis/advice.h"
#include "cost/engine.h"
#include "io/bundle/bundlereader.h"
#include "io/document/document.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

using namespace infertco;

namespace {

constexpr int AverageRow = 0; ///< example-v2
constexpr int P99Row = 1; ///< example-v2-p99
constexpr int SimulationTimeoutMs = 60000; // a Debug build on a busy machine

const OptionResult &option(const Result &result, const char *name)
{
    for (const OptionResult &o : result.options) {
        if (o.name == QLatin1String(name))
            return o;
    }
    qFatal("no option %s", name);
}

/// Lets every simulation job end and its result reach the window's thread.
void settle(Workspace &workspace)
{
    QTRY_VERIFY_WITH_TIMEOUT(!workspace.isSimulating(), SimulationTimeoutMs);
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

} // namespace

class TestWorkspaceSimulation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void p99ScenarioComputesOffThreadAndArrives();
    void averageScenarioGetsItsLatencyAfterItsCosts();
    void newerEditDiscardsTheOlderJob();
    void priceEditSimulatesNothing_data();
    void priceEditSimulatesNothing();

private:
    std::unique_ptr<Workspace> open();

    QTemporaryDir m_dir;
    QString m_path;
    Bundle m_bundle;
};

void TestWorkspaceSimulation::init()
{
    m_path = m_dir.filePath(QStringLiteral("%1-%2.infertco")
                                    .arg(QString::fromLatin1(QTest::currentTestFunction()),
                                         QString::fromLatin1(QTest::currentDataTag())));
    QFile::remove(m_path);
    Outcome<Bundle> bundle = BundleReader::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/example-hk-v3.json"));
    QVERIFY(bundle.ok());
    m_bundle = bundle.value();
    QVERIFY(Document::createFromBundle(m_path, m_bundle).ok());
}

std::unique_ptr<Workspace> TestWorkspaceSimulation::open()
{
    Outcome<std::unique_ptr<Workspace>> opened = Workspace::open(m_path);
    if (!opened.ok())
        return nullptr;
    return std::move(opened.value());
}

void TestWorkspaceSimulation::p99ScenarioComputesOffThreadAndArrives()
{
    std::unique_ptr<Workspace> workspace = open();
    QVERIFY(workspace);
    settle(*workspace);
    QSignalSpy results(workspace.get(), &Workspace::resultChanged);
    workspace->setScenarioId(QStringLiteral("example-v2-p99"));
    // setScenarioId() returned without the result: the sizing runs on a worker, and another
    // scenario's result is not shown meanwhile.
    QVERIFY(workspace->isSimulating());
    QVERIFY(!workspace->result());
    QVERIFY(workspace->problems().isEmpty());
    QCOMPARE(results.count(), 1);

    QTRY_VERIFY_WITH_TIMEOUT(workspace->result() != nullptr, SimulationTimeoutMs);
    QVERIFY(!workspace->isSimulating());
    QVERIFY(workspace->hasLatency());
    QCOMPARE(results.count(), 2);
    const Result &result = *workspace->result();
    QCOMPARE(result.scenarioId, QStringLiteral("example-v2-p99"));
    // The figures of the worked example: P99 sizing gives the NPU a fourth replica.
    const Result expected = Advisor::compute(*m_bundle.scenario(QStringLiteral("example-v2-p99")),
                                             m_bundle.catalog, QDate::currentDate())
                                    .value();
    QCOMPARE(option(result, "NPU colo").sizing.replicas, 4);
    for (int i = 0; i < result.options.size(); ++i) {
        const OptionResult &o = result.options.at(i);
        QCOMPARE(o.total, expected.options.at(i).total);
        QCOMPARE(o.feasible, expected.options.at(i).feasible);
        if (!o.feasible)
            continue;
        QVERIFY2(o.latency, qPrintable(o.name));
        QCOMPARE(o.latency->result.ttft.p99, expected.options.at(i).latency->result.ttft.p99);
        // The latency view's sweep: the P99s at capacity × k / 10, k = 1 … 10.
        QCOMPARE(o.latency->sweep.size(), size_t(10));
        QCOMPARE(o.latency->sweep.back().load, 1.0);
    }
}

void TestWorkspaceSimulation::averageScenarioGetsItsLatencyAfterItsCosts()
{
    std::unique_ptr<Workspace> workspace = open();
    QVERIFY(workspace);
    QCOMPARE(workspace->scenarioId(), QStringLiteral("example-v2"));
    // Sized by averages, nothing is simulated until the latency is wanted (docs/serving.md,
    // "Latency at the peak-month load": never forcing a simulation on an ordinary compute), edits
    // included.
    QVERIFY(workspace->result());
    QVERIFY(!workspace->isSimulating());
    ColoOfferTableModel offers(workspace->store());
    QVERIFY(offers.setData(offers.index(0, ColoOfferTableModel::columnOf("rack_fee_per_month")),
                           QStringLiteral("13000")));
    QVERIFY(!workspace->isSimulating());
    QThreadPool::globalInstance()->waitForDone();
    QCOMPARE(workspace->simulations().simulationsRun(), 0);
    // The latency view asks: the costs stay, the latency is on its way.
    workspace->setLatencyWanted(true);
    QVERIFY(workspace->result());
    QVERIFY(workspace->isSimulating());
    QVERIFY(!workspace->hasLatency());
    for (const OptionResult &o : workspace->result()->options)
        QVERIFY(!o.latency);
    const Decimal npuTotal = option(*workspace->result(), "NPU colo").total;

    QSignalSpy latency(workspace.get(), &Workspace::latencyChanged);
    QVERIFY(latency.wait(SimulationTimeoutMs));
    QVERIFY(workspace->hasLatency());
    QVERIFY(!workspace->isSimulating());
    const OptionResult &npu = option(*workspace->result(), "NPU colo");
    QCOMPARE(npu.total, npuTotal); // the same costs
    QVERIFY(npu.latency);
    QCOMPARE(npu.latency->sweep.size(), size_t(10));
    // The advice of the latency view (docs/serving.md, "Latency at the peak-month load"): sized by
    // averages the NPU misses its P99 TPOT target.
    QVERIFY(std::any_of(npu.advice.cbegin(), npu.advice.cend(), [](const Advice &a) {
        return a.kind == AdviceKind::AverageSizingMissesP99;
    }));
}

void TestWorkspaceSimulation::newerEditDiscardsTheOlderJob()
{
    std::unique_ptr<Workspace> workspace = open();
    QVERIFY(workspace);
    workspace->setScenarioId(QStringLiteral("example-v2-p99"));
    settle(*workspace);
    QVERIFY(workspace->result());
    ScenarioTableModel scenarios(workspace->store());
    QSignalSpy results(workspace.get(), &Workspace::resultChanged);

    // Two workload edits before the window's thread sees either job end: 2000 → 1500 → 1000
    // prompt tokens. Only the last one's figures may arrive.
    const QModelIndex prompt
            = scenarios.index(P99Row, ScenarioTableModel::columnOf("workload.prompt_tokens"));
    QVERIFY2(scenarios.setData(prompt, QStringLiteral("1500")),
             qPrintable(scenarios.lastRefusal()));
    QVERIFY(workspace->isSimulating());
    QVERIFY2(scenarios.setData(prompt, QStringLiteral("1000")),
             qPrintable(scenarios.lastRefusal()));
    QCOMPARE(results.count(), 2); // one at each edit's start
    settle(*workspace);
    QCOMPARE(results.count(), 3); // and one arrival: the first job was discarded

    Scenario edited = *m_bundle.scenario(QStringLiteral("example-v2-p99"));
    edited.workload.promptTokens = 1000;
    const Result expected
            = Advisor::compute(edited, m_bundle.catalog, QDate::currentDate()).value();
    const Result &result = *workspace->result();
    QCOMPARE(workspace->scenario()->workload.promptTokens, 1000);
    for (int i = 0; i < result.options.size(); ++i) {
        QCOMPARE(result.options.at(i).total, expected.options.at(i).total);
        if (result.options.at(i).latency)
            QCOMPARE(result.options.at(i).latency->result.ttft.p99,
                     expected.options.at(i).latency->result.ttft.p99);
    }
}

void TestWorkspaceSimulation::priceEditSimulatesNothing_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::newRow("sized by P99") << QStringLiteral("example-v2-p99");
    QTest::newRow("sized by averages, latency shown") << QStringLiteral("example-v2");
}

void TestWorkspaceSimulation::priceEditSimulatesNothing()
{
    QFETCH(QString, scenario);
    std::unique_ptr<Workspace> workspace = open();
    QVERIFY(workspace);
    workspace->setLatencyWanted(true);
    workspace->setScenarioId(scenario);
    settle(*workspace);
    QVERIFY(workspace->hasLatency());
    const long long runs = workspace->simulations().simulationsRun();
    QVERIFY(runs > 0);
    const Decimal before = option(*workspace->result(), "L40S colo").total;

    // A colo rack fee: neither the workload nor an accelerator.
    ColoOfferTableModel offers(workspace->store());
    const QModelIndex fee = offers.index(0, ColoOfferTableModel::columnOf("rack_fee_per_month"));
    QVERIFY2(offers.setData(fee, QStringLiteral("13000")), qPrintable(offers.lastRefusal()));
    settle(*workspace);
    QVERIFY(workspace->hasLatency());
    QVERIFY(option(*workspace->result(), "L40S colo").total != before);
    QCOMPARE(workspace->simulations().simulationsRun(), runs);

    // A workload edit does simulate (the test can fail).
    ScenarioTableModel scenarios(workspace->store());
    const int row = scenario == QLatin1String("example-v2") ? AverageRow : P99Row;
    QVERIFY(scenarios.setData(
            scenarios.index(row, ScenarioTableModel::columnOf("workload.output_tokens")),
            QStringLiteral("280")));
    settle(*workspace);
    QVERIFY(workspace->simulations().simulationsRun() > runs);
}

QTEST_MAIN(TestWorkspaceSimulation)
#include "tst_workspacesimulation.moc"
