// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet chart (docs/architecture.md, "Folders", v2): one step line per option and kind of
// server, whose counts are the engine's monthly fleet month by month, checked against the
// independent reference's owned_servers and rented_servers of the worked v2 example.
#include "results/fleetchart.h"

#include "charts/chartstyle.h"
#include "resultsfixture.h"

#include <QApplication>
#include <QChart>
#include <QLineSeries>
#include <QTest>

using namespace infertco;
using namespace infertco::testing;

namespace {

/// The count a step line shows for month m: its last point at x = m.
int countAt(const QList<QPointF> &points, int month)
{
    int value = -1;
    for (const QPointF &point : points) {
        if (point.x() == month)
            value = static_cast<int>(point.y());
    }
    return value;
}

} // namespace

class TestFleetChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void stepsAreTheFleet_data();
    void stepsAreTheFleet();
    void trancheIsAStep();
    void oneLinePerOptionAndKind();
    void infeasibleOptionsHaveNoLine();

private:
    ComputedBundle m_v2;
};

void TestFleetChart::initTestCase()
{
    m_v2 = compute(goldenPath(QStringLiteral("example-hk-v2.json")));
    QVERIFY(m_v2.ok);
}

void TestFleetChart::stepsAreTheFleet_data()
{
    QTest::addColumn<int>("option");
    QTest::addColumn<bool>("owned");
    for (int i = 0; i < m_v2.result.options.size(); ++i) {
        const OptionResult &option = m_v2.result.options.at(i);
        for (bool owned : { true, false }) {
            if (FleetChart::draws(option,
                                  owned ? FleetChart::Servers::Owned : FleetChart::Servers::Rented))
                QTest::addRow("%s, %s", qPrintable(option.name), owned ? "owned" : "rented")
                        << i << owned;
        }
    }
}

void TestFleetChart::stepsAreTheFleet()
{
    QFETCH(int, option);
    QFETCH(bool, owned);
    const OptionResult &result = m_v2.result.options.at(option);
    const QList<QPointF> points = FleetChart::steps(
            result, owned ? FleetChart::Servers::Owned : FleetChart::Servers::Rented);
    const QJsonArray monthly
            = expectedOption(goldenPath(QStringLiteral("example-hk-v2.expected.json")), result.name)
                      .value(QStringLiteral("monthly"))
                      .toArray();
    const int horizon = m_v2.result.horizonMonths;
    QCOMPARE(static_cast<int>(result.fleet.size()), horizon + 1);
    QCOMPARE(monthly.size(), horizon + 1);
    const QString key = owned ? QStringLiteral("owned_servers") : QStringLiteral("rented_servers");
    for (int m = 0; m <= horizon; ++m) {
        const FleetMonth &month = result.fleet[static_cast<size_t>(m)];
        const int expected = owned ? month.ownedServers : month.rentedServers;
        QCOMPARE(countAt(points, m), expected);
        QCOMPARE(countAt(points, m), monthly.at(m).toObject().value(key).toInt());
    }
    // A step line: x never goes back, and it spans months 0..H.
    for (int i = 1; i < points.size(); ++i)
        QVERIFY(points.at(i).x() >= points.at(i - 1).x());
    QCOMPARE(points.constFirst().x(), 0.0);
    QCOMPARE(points.constLast().x(), double(horizon));
}

void TestFleetChart::trancheIsAStep()
{
    // example-hk-v2.md: the L40S colo option owns 1 server from month 1 and buys a second
    // tranche in month 19 (the reference's owned_servers: 0, then 1 for months 1-18, then 2).
    const auto colo
            = std::find_if(m_v2.result.options.cbegin(), m_v2.result.options.cend(),
                           [](const OptionResult &o) { return o.mode == OptionMode::Colo; });
    QVERIFY(colo != m_v2.result.options.cend());
    const QList<QPointF> points = FleetChart::steps(*colo, FleetChart::Servers::Owned);
    // 0 in month 0 held to x = 1, a step up to 1 there, held month by month to x = 19, a
    // step up to 2, held to the end at 36.
    const QList<QPointF> expected{ { 0, 0 }, { 1, 0 }, { 1, 1 }, { 2, 1 } };
    QCOMPARE(points.mid(0, 4), expected);
    QVERIFY(points.contains(QPointF(19, 1)));
    QVERIFY(points.contains(QPointF(19, 2)));
    QCOMPARE(points.constLast(), QPointF(36, 2));
}

void TestFleetChart::oneLinePerOptionAndKind()
{
    ChartStyle style;
    std::unique_ptr<QChart> chart(FleetChart::build(m_v2.result, style));
    int expected = 0;
    QStringList names;
    for (const OptionResult &option : m_v2.result.options) {
        if (FleetChart::draws(option, FleetChart::Servers::Owned)) {
            ++expected;
            names << QStringLiteral("%1, owned").arg(option.name);
        }
        if (FleetChart::draws(option, FleetChart::Servers::Rented)) {
            ++expected;
            names << QStringLiteral("%1, rented").arg(option.name);
        }
    }
    QStringList shown;
    for (QAbstractSeries *series : chart->series())
        shown << series->name();
    QCOMPARE(shown, names);
    QCOMPARE(chart->series().size(), expected);
    // The example has a colo, a rent and a hybrid option at least: every kind is drawn.
    QVERIFY(expected >= 4);
    for (QAbstractSeries *series : chart->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        QVERIFY(line);
        QCOMPARE(line->pen().style(),
                 series->name().endsWith(QLatin1String("owned")) ? Qt::SolidLine : Qt::DashLine);
    }
}

void TestFleetChart::infeasibleOptionsHaveNoLine()
{
    const ComputedBundle golden = compute(goldenPath(QStringLiteral("npu-fallback.json")));
    QVERIFY(golden.ok);
    int infeasible = 0;
    for (const OptionResult &option : golden.result.options) {
        if (option.feasible)
            continue;
        ++infeasible;
        QVERIFY(!FleetChart::draws(option, FleetChart::Servers::Owned));
        QVERIFY(!FleetChart::draws(option, FleetChart::Servers::Rented));
    }
    QVERIFY(infeasible > 0);
}

QTEST_MAIN(TestFleetChart)
#include "tst_fleetchart.moc"
