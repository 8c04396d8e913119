// SPDX-License-Identifier: GPL-3.0-or-later
// The latency view and the roofline (docs/serving.md, "Roofline", issue 24 item 5) built for every
// scenario of the demo document as the window computes it (the workspace's worker: the latency at
// the peak month and the sweep): every feasible option drawn in its chart colour, the targets, the
// SLO capacity and the peak-month load marked; the roofline log-log with each option's roof,
// decode and prefill points on it and both regions labelled; "simulating…" while a job runs.
#include "latency/latencycharts.h"
#include "latency/latencyview.h"
#include "charts/chartview.h"
#include "window/workspace.h"

#include "charts/chartpalette.h"
#include "io/bundle/bundlereader.h"
#include "io/document/document.h"

#include <QAreaSeries>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

using namespace infertco;

namespace {

constexpr int SimulationTimeoutMs = 120000; // every option of a scenario, Debug build

template <typename Series>
QList<Series *> seriesNamed(const QChart *chart, const QString &objectName)
{
    QList<Series *> found;
    for (QAbstractSeries *series : chart->series()) {
        if (series->objectName() == objectName)
            found.append(qobject_cast<Series *>(series));
    }
    return found;
}

QList<int> drawnOptions(const Result &result, bool latency)
{
    QList<int> options;
    for (int i = 0; i < result.options.size(); ++i) {
        const OptionResult &o = result.options.at(i);
        if (o.feasible && (!latency || (o.latency && !o.latency->sweep.empty())))
            options.append(i);
    }
    return options;
}

} // namespace

class TestLatencyView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void demoScenarios_data();
    void demoScenarios();
    void simulatingIsSaid();
    void summaryWords();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;
};

void TestLatencyView::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const Outcome<Bundle> demo
            = BundleReader::readFile(QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json"));
    QVERIFY(demo.ok());
    const QString path = m_dir.filePath(QStringLiteral("demo.infertco"));
    QVERIFY(Document::createFromBundle(path, demo.value()).ok());
    Outcome<std::unique_ptr<Workspace>> opened = Workspace::open(path);
    QVERIFY(opened.ok());
    m_workspace = std::move(opened.value());
    m_workspace->setLatencyWanted(true); // as the latency tab asks
}

void TestLatencyView::demoScenarios_data()
{
    QTest::addColumn<QString>("scenario");
    const Outcome<Bundle> demo
            = BundleReader::readFile(QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json"));
    QVERIFY(demo.ok());
    for (const Scenario &scenario : demo.value().scenarios)
        QTest::newRow(qPrintable(scenario.id)) << scenario.id;
}

void TestLatencyView::demoScenarios()
{
    QFETCH(QString, scenario);
    m_workspace->setScenarioId(scenario);
    QTRY_VERIFY_WITH_TIMEOUT(!m_workspace->isSimulating() && m_workspace->hasLatency(),
                             SimulationTimeoutMs);
    const Result &result = *m_workspace->result();
    const Workload &workload = m_workspace->scenario()->workload;

    LatencyView latency;
    latency.resize(1100, 900);
    latency.setResult(result, workload, true);
    latency.show();
    QVERIFY(QTest::qWaitForWindowExposed(&latency));
    const QList<int> simulated = drawnOptions(result, true);
    QVERIFY2(!simulated.isEmpty(), "the demo's options can be simulated");
    QVERIFY(latency.statusText().isEmpty());
    for (ChartView *view : { latency.ttftView(), latency.tpotView() }) {
        const QChart *chart = view->chart();
        QVERIFY(chart);
        const bool ttft = view == latency.ttftView();
        // One line per simulated option, in its chart colour, through its ten sweep points at
        // 10 % … 100 % of its capacity (ms on the axis).
        const QList<QLineSeries *> lines
                = seriesNamed<QLineSeries>(chart, QStringLiteral("optionLine"));
        QCOMPARE(lines.size(), simulated.size());
        for (int k = 0; k < lines.size(); ++k) {
            const OptionResult &option = result.options.at(simulated.at(k));
            QCOMPARE(lines.at(k)->name(), option.name);
            QCOMPARE(lines.at(k)->pen().color(),
                     ChartPalette::optionIn(result.options, simulated.at(k)));
            QCOMPARE(lines.at(k)->count(), 10);
            QCOMPARE(lines.at(k)->at(9).x(), 100.0);
            const SweepPoint &last = option.latency->sweep.back();
            QCOMPARE(lines.at(k)->at(9).y(), (ttft ? last.ttftP99 : last.tpotP99) * 1000.0);
        }
        // The target: TPOT always, TTFT only where the workload sets one (the demo does not).
        const QList<QLineSeries *> target
                = seriesNamed<QLineSeries>(chart, QStringLiteral("targetLine"));
        const std::optional<double> targetMs = ttft ? workload.ttftMs : workload.tpotMs;
        QCOMPARE(target.size(), targetMs ? 1 : 0);
        if (targetMs)
            QCOMPARE(target.first()->at(0).y(), *targetMs);
        // The SLO capacity at 100 %, and every option's peak-month load at its share of it.
        const QList<QLineSeries *> capacity
                = seriesNamed<QLineSeries>(chart, QStringLiteral("sloCapacityRule"));
        QCOMPARE(capacity.size(), 1);
        QCOMPARE(capacity.first()->at(0).x(), 100.0);
        const QList<QScatterSeries *> peaks
                = seriesNamed<QScatterSeries>(chart, QStringLiteral("peakLoadPoint"));
        QCOMPARE(peaks.size(), simulated.size());
        for (int k = 0; k < peaks.size(); ++k) {
            const Latency &l = *result.options.at(simulated.at(k)).latency;
            QCOMPARE(peaks.at(k)->color(), ChartPalette::optionIn(result.options, simulated.at(k)));
            QCOMPARE(peaks.at(k)->at(0).x(), *l.shareOfCapacity() * 100.0);
            QCOMPARE(peaks.at(k)->at(0).y(),
                     (ttft ? l.result.ttft.p99 : l.result.tpot.p99) * 1000.0);
        }
        const auto *load = qobject_cast<QValueAxis *>(chart->axes(Qt::Horizontal).first());
        QVERIFY(load && load->max() >= 100.0);
    }
    QVERIFY(latency.summaryText().contains(
            result.options.at(simulated.first()).name.toHtmlEscaped()));

    RooflineView roofline;
    roofline.resize(1100, 800);
    roofline.setResult(result);
    roofline.show();
    QVERIFY(QTest::qWaitForWindowExposed(&roofline));
    const QChart *chart = roofline.chartView()->chart();
    QVERIFY(chart);
    QVERIFY(qobject_cast<QLogValueAxis *>(chart->axes(Qt::Horizontal).first()));
    QVERIFY(qobject_cast<QLogValueAxis *>(chart->axes(Qt::Vertical).first()));
    const QList<int> feasible = drawnOptions(result, false);
    const QList<QLineSeries *> roofs = seriesNamed<QLineSeries>(chart, QStringLiteral("roof"));
    const QList<QScatterSeries *> decode
            = seriesNamed<QScatterSeries>(chart, QStringLiteral("decodePoint"));
    const QList<QScatterSeries *> prefill
            = seriesNamed<QScatterSeries>(chart, QStringLiteral("prefillPoint"));
    QCOMPARE(roofs.size(), feasible.size());
    QCOMPARE(decode.size(), feasible.size());
    QCOMPARE(prefill.size(), feasible.size());
    for (int k = 0; k < feasible.size(); ++k) {
        const Roofline &r = result.options.at(feasible.at(k)).sizing.roofline;
        QCOMPARE(roofs.at(k)->pen().color(),
                 ChartPalette::optionIn(result.options, feasible.at(k)));
        // The roof bends at the ridge, at the compute ceiling (TFLOP/s).
        QCOMPARE(roofs.at(k)->at(1), QPointF(r.ridgeFlopsPerByte, r.computeFlopsPerS / 1e12));
        // The points sit on the roof at their intensities.
        QCOMPARE(decode.at(k)->at(0),
                 QPointF(r.decodeIntensity, r.attainable(r.decodeIntensity) / 1e12));
        QCOMPARE(prefill.at(k)->at(0),
                 QPointF(r.prefillIntensity, r.attainable(r.prefillIntensity) / 1e12));
        QCOMPARE(decode.at(k)->color(), ChartPalette::optionIn(result.options, feasible.at(k)));
    }
    QCOMPARE(seriesNamed<QAreaSeries>(chart, QStringLiteral("memoryBoundRegion")).size(), 1);
    QCOMPARE(seriesNamed<QAreaSeries>(chart, QStringLiteral("computeBoundRegion")).size(), 1);
    QStringList labels;
    for (QGraphicsItem *item : chart->childItems()) {
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            labels << text->text();
    }
    QVERIFY2(labels.contains(QStringLiteral("Memory-bound")), qPrintable(labels.join(u',')));
    QVERIFY(labels.contains(QStringLiteral("Compute-bound")));
    // Every option's ridge and bounds in words, the unit never broken off its figure.
    QVERIFY(roofline.summaryText().contains(QStringLiteral("ridge ")));
    QVERIFY(roofline.summaryText().contains(QStringLiteral("&nbsp;FLOP/\u2060byte")));
    QVERIFY(roofline.summaryText().contains(QStringLiteral("memory-bound")));
}

void TestLatencyView::simulatingIsSaid()
{
    LatencyView view;
    view.resize(900, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.statusText().contains(QStringLiteral("as soon as the scenario can be computed")));
    Result result;
    view.setResult(result, Workload(), false);
    view.setSimulating(true);
    QVERIFY2(view.statusText().startsWith(QStringLiteral("Simulating")),
             qPrintable(view.statusText()));
    view.setSimulating(false);
    QCOMPARE(view.statusText(), QStringLiteral("No latency figures for these inputs."));
    // A result that carries latency but no option could be simulated.
    view.setResult(result, Workload(), true);
    QVERIFY(view.statusText().contains(QStringLiteral("No option could be simulated")));
}

void TestLatencyView::summaryWords()
{
    // Unit conversions only: seconds to ms with 2, 1 or 0 places, a share to %.
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    QCOMPARE(LatencyCharts::milliseconds(0.003254, english), QStringLiteral("3.25 ms"));
    QCOMPARE(LatencyCharts::milliseconds(0.05527, english), QStringLiteral("55.3 ms"));
    QCOMPARE(LatencyCharts::milliseconds(1.8404, english), QStringLiteral("1,840 ms"));
    QCOMPARE(LatencyCharts::percent(1.1218, english), QStringLiteral("112%"));
    QCOMPARE(LatencyCharts::percent(0.72, english), QStringLiteral("72%"));
}

QTEST_MAIN(TestLatencyView)
#include "tst_latencyview.moc"
