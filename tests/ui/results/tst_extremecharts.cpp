// SPDX-License-Identifier: GPL-3.0-or-later
// Every chart of the results and the latency view does bounded work whatever the values: the
// example v2 scenario with a peak of 50,000,000 output tokens per second (which the field
// accepts) is drawn fresh and, for the charts updated in place on screen, as an edit of a chart
// showing the ordinary peak. Qt Charts lays out and labels each tick of a value axis as soon as
// its range or interval changes, so every state an axis passes through is checked, not only the
// last one: a fleet axis set to 0..150,000 servers while its interval was still 1 froze the
// window for minutes.
#include "charts/chartstyle.h"
#include "charts/valueaxis.h"
#include "latency/latencycharts.h"
#include "results/chartbuilder.h"
#include "results/fleetchart.h"
#include "resultsfixture.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QTest>
#include <QValueAxis>

using namespace infertco;
using namespace infertco::testing;

namespace {

constexpr int LargePeak = 50000000;

using Builder = std::function<QChart *(const Result &, const ChartStyle &)>;
using Updater = std::function<bool(QChart *, const Result &, const ChartStyle &)>;

/// Records the most ticks any value axis of `chart` has in any state it passes through.
struct AxisWatch
{
    double most = 0;

    void watch(QChart *chart)
    {
        for (QAbstractAxis *axis : chart->axes()) {
            auto *value = qobject_cast<QValueAxis *>(axis);
            if (!value)
                continue;
            const auto note = [this, value] { most = std::max(most, ValueAxis::tickCount(value)); };
            note();
            QObject::connect(value, &QValueAxis::rangeChanged, value, note);
            QObject::connect(value, &QValueAxis::tickIntervalChanged, value, note);
            QObject::connect(value, &QValueAxis::tickCountChanged, value, note);
            QObject::connect(value, &QValueAxis::tickTypeChanged, value, note);
        }
    }
};

} // namespace

class TestExtremeCharts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void largePeakIsComputed();
    void freshChartsAreBounded_data();
    void freshChartsAreBounded();
    void editedChartsAreBounded_data();
    void editedChartsAreBounded();

private:
    ComputedBundle m_ordinary;
    Result m_large;
    Workload m_largeWorkload;
};

void TestExtremeCharts::initTestCase()
{
    m_ordinary = compute(goldenPath(QStringLiteral("example-hk-v2.json")));
    QVERIFY(m_ordinary.ok);
    Scenario large = m_ordinary.scenario;
    large.workload.peakOutputTokensPerS = Decimal(LargePeak);
    for (DemandStep &step : large.workload.demand)
        step.peakOutputTokensPerS = Decimal(LargePeak);
    m_largeWorkload = large.workload;
    const Outcome<Result> result = Engine::compute(large, m_ordinary.bundle.catalog);
    QVERIFY(result.ok());
    m_large = result.value();
}

void TestExtremeCharts::largePeakIsComputed()
{
    // The fleet the charts draw: far more servers than any axis can tick one by one.
    int most = 0;
    for (const OptionResult &option : m_large.options) {
        for (const FleetMonth &month : option.fleet)
            most = std::max({ most, month.ownedServers, month.rentedServers });
    }
    QVERIFY2(most > 10000, qPrintable(QString::number(most)));
}

namespace {

void addCharts()
{
    QTest::addColumn<QString>("chart");
    for (const char *name :
         { "breakdown", "cumulative", "perMillion", "fleet", "ttft", "tpot", "roofline" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

Builder builder(const QString &name, const Workload &workload)
{
    if (name == QLatin1String("breakdown"))
        return &ChartBuilder::componentBreakdown;
    if (name == QLatin1String("cumulative"))
        return &ChartBuilder::cumulativeCost;
    if (name == QLatin1String("perMillion"))
        return &ChartBuilder::costPerMillionTokens;
    if (name == QLatin1String("fleet"))
        return &FleetChart::build;
    if (name == QLatin1String("ttft") || name == QLatin1String("tpot")) {
        const auto metric = name == QLatin1String("ttft")
                ? LatencyCharts::Metric::TimeToFirstToken
                : LatencyCharts::Metric::TimePerOutputToken;
        return [workload, metric](const Result &result, const ChartStyle &style) {
            return LatencyCharts::againstLoad(result, workload, metric, style);
        };
    }
    return &LatencyCharts::roofline;
}

/// Shows `chart` in a view the size of the dashboard's and lays it out.
std::unique_ptr<QChartView> show(QChart *chart)
{
    auto view = std::make_unique<QChartView>(chart);
    view->resize(880, 520);
    view->show();
    QCoreApplication::processEvents();
    return view;
}

} // namespace

void TestExtremeCharts::freshChartsAreBounded_data()
{
    addCharts();
}

void TestExtremeCharts::freshChartsAreBounded()
{
    QFETCH(QString, chart);
    ChartStyle style;
    QElapsedTimer timer;
    timer.start();
    QChart *built = builder(chart, m_largeWorkload)(m_large, style);
    AxisWatch watch;
    watch.watch(built);
    const std::unique_ptr<QChartView> view = show(built);
    QVERIFY2(watch.most <= ValueAxis::MaxTicks, qPrintable(QString::number(watch.most)));
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
}

void TestExtremeCharts::editedChartsAreBounded_data()
{
    QTest::addColumn<QString>("chart");
    for (const char *name : { "breakdown", "cumulative", "perMillion", "fleet" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestExtremeCharts::editedChartsAreBounded()
{
    QFETCH(QString, chart);
    ChartStyle style;
    const Updater update = chart == QLatin1String("fleet") ? Updater(&FleetChart::update)
                                                           : Updater(&ChartBuilder::update);
    // The same options and break-evens (so that the chart is updated in place, as on an edit
    // of the peak), with a fleet of at most 3 servers: the axes start small.
    Result small = m_large;
    for (OptionResult &option : small.options) {
        for (FleetMonth &month : option.fleet) {
            month.ownedServers = std::min(month.ownedServers, 3);
            month.rentedServers = std::min(month.rentedServers, 3);
        }
    }
    QChart *built = builder(chart, m_largeWorkload)(small, style);
    const std::unique_ptr<QChartView> view = show(built);
    AxisWatch watch;
    watch.watch(built);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(update(built, m_large, style));
    QCoreApplication::processEvents();
    QVERIFY2(watch.most <= ValueAxis::MaxTicks, qPrintable(QString::number(watch.most)));
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    // And back: the large axis's interval never meets the small range's labels one by one.
    QVERIFY(update(built, small, style));
    QCoreApplication::processEvents();
    QVERIFY2(watch.most <= ValueAxis::MaxTicks, qPrintable(QString::number(watch.most)));
}

QTEST_MAIN(TestExtremeCharts)
#include "tst_extremecharts.moc"
