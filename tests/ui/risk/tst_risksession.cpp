// SPDX-License-Identifier: GPL-3.0-or-later
// RiskSession: for the same document the risk view, the PDF report's risk pages and
// infertco-cli sensitivity / montecarlo start from the same defaults (pair, exchange-rate
// driver, ranges, seed, draws); the simulation runs with Qt Concurrent and can be cancelled.
#include "analysis/risksetup.h"
#include "io/bundle/bundlereader.h"
#include "risk/driverrangemodel.h"
#include "risk/riskreport.h"
#include "risk/risksession.h"
#include "sourcetree.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace infertco;
using infertco::testing::readBundle;
using infertco::testing::sourcePath;

namespace {

QJsonObject runCli(const QStringList &arguments)
{
    QProcess cli;
    cli.start(QStringLiteral(INFERTCO_CLI), arguments);
    if (!cli.waitForFinished(120000) || cli.exitCode() != 0)
        qFatal("infertco-cli %s failed: %s", qPrintable(arguments.join(u' ')),
               cli.readAllStandardError().constData());
    return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
}

QString exact(const Decimal &value)
{
    return value.normalized().toString();
}

/// The ranges as the CLI's JSON writes them: "key[currency]" -> "low:high".
QMap<QString, QString> rangesOf(const QList<DriverRange> &ranges)
{
    QMap<QString, QString> map;
    for (const DriverRange &range : ranges)
        map.insert(Drivers::key(range.driver) + u'[' + range.currency + u']',
                   exact(range.low) + u':' + exact(range.high));
    return map;
}

QMap<QString, QString> rangesOf(const QJsonArray &drivers)
{
    QMap<QString, QString> map;
    for (const QJsonValue &value : drivers) {
        const QJsonObject o = value.toObject();
        map.insert(o.value(QStringLiteral("driver")).toString() + u'['
                           + o.value(QStringLiteral("currency")).toString() + u']',
                   o.value(QStringLiteral("low")).toString() + u':'
                           + o.value(QStringLiteral("high")).toString());
    }
    return map;
}

} // namespace

class TestRiskSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void guiPdfAndCliAgree_data();
    void guiPdfAndCliAgree();
    void runsAndCancels();
    void editedRangeKeptAcrossAnEdit();
    void fxRangeShowsItsSource();
};

void TestRiskSession::guiPdfAndCliAgree_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("scenario");

    QTest::newRow("example-hk") << "tests/golden/example-hk.json"
                                << "example";
    QTest::newRow("dc-gpu") << "tests/golden/dc-gpu.json"
                            << "";
    QTest::newRow("consumer-tp") << "tests/golden/consumer-tp.json"
                                 << "";
    QTest::newRow("demo hk-api") << "data/demo.json"
                                 << "hk-api";
    QTest::newRow("demo vision-npu") << "data/demo.json"
                                     << "vision-npu";
    QTest::newRow("demo consumer-poc") << "data/demo.json"
                                       << "consumer-poc";
    QTest::newRow("demo 70b-tp") << "data/demo.json"
                                 << "70b-tp";
}

void TestRiskSession::guiPdfAndCliAgree()
{
    QFETCH(QString, file);
    QFETCH(QString, scenario);
    const Bundle bundle = readBundle(file);
    const Scenario &s = scenario.isEmpty() ? bundle.scenarios.first() : *bundle.scenario(scenario);

    RiskSession session;
    session.setScenario(s, bundle.catalog);
    QVERIFY(session.model());
    const QList<DriverRange> &gui = session.rangeModel()->ranges();

    // The PDF made without the risk view.
    const Outcome<RiskReportContent> pdf = RiskReport::compute(s, bundle.catalog);
    QVERIFY(pdf.ok());
    QVERIFY(pdf.value().monteCarlo);
    QCOMPARE(rangesOf(pdf.value().monteCarlo->ranges), rangesOf(gui));
    QCOMPARE(pdf.value().monteCarlo->seed, session.seed());
    QCOMPARE(pdf.value().monteCarlo->draws, session.draws());

    // infertco-cli sensitivity and montecarlo without options.
    const QStringList input{ sourcePath(file), QStringLiteral("--scenario"), s.id,
                             QStringLiteral("--format"), QStringLiteral("json") };
    const QJsonObject sensitivity = runCli(QStringList{ QStringLiteral("sensitivity") } + input);
    QCOMPARE(rangesOf(sensitivity.value(QStringLiteral("drivers")).toArray()), rangesOf(gui));
    QVERIFY(session.sensitivity());
    QCOMPARE(sensitivity.value(QStringLiteral("option_a")).toString(),
             session.sensitivity()->nameA);
    QCOMPARE(sensitivity.value(QStringLiteral("option_b")).toString(),
             session.sensitivity()->nameB);
    QVERIFY(pdf.value().sensitivity);
    QCOMPARE(pdf.value().sensitivity->nameA, session.sensitivity()->nameA);

    const QJsonObject monteCarlo = runCli(QStringList{ QStringLiteral("montecarlo") } + input);
    QCOMPARE(rangesOf(monteCarlo.value(QStringLiteral("drivers")).toArray()), rangesOf(gui));
    QCOMPARE(monteCarlo.value(QStringLiteral("seed")).toInteger(), qint64(session.seed()));
    QCOMPARE(monteCarlo.value(QStringLiteral("draws")).toInt(), session.draws());
}

void TestRiskSession::runsAndCancels()
{
    const Bundle bundle = readBundle(QStringLiteral("data/demo.json"));
    RiskSession session;
    session.setScenario(*bundle.scenario(QStringLiteral("hk-api")), bundle.catalog);
    QSignalSpy finished(&session, &RiskSession::monteCarloFinished);
    QSignalSpy progress(&session, &RiskSession::monteCarloProgress);
    session.setDraws(2000);
    session.runMonteCarlo();
    QVERIFY(session.isRunning());
    QVERIFY(!session.canRun());
    QVERIFY(finished.wait(60000));
    QVERIFY(!session.isRunning());
    QVERIFY(session.monteCarlo());
    QCOMPARE(session.monteCarlo()->draws, 2000);
    QVERIFY(!progress.isEmpty());

    session.setDraws(MonteCarlo::MaxDraws);
    session.runMonteCarlo();
    session.cancelMonteCarlo();
    QVERIFY(finished.wait(60000));
    QVERIFY(!session.isRunning());
    QVERIFY(!session.monteCarlo());
    QVERIFY(session.canRun());

    // A new scenario while running: the run is dropped, nothing arrives late.
    session.runMonteCarlo();
    session.setScenario(*bundle.scenario(QStringLiteral("vision-npu")), bundle.catalog);
    QVERIFY(!session.isRunning());
    QTest::qWait(50);
    QVERIFY(!session.monteCarlo());
}

void TestRiskSession::editedRangeKeptAcrossAnEdit()
{
    const Bundle bundle = readBundle(QStringLiteral("tests/golden/example-hk.json"));
    Scenario s = bundle.scenarios.first();
    RiskSession session;
    session.setScenario(s, bundle.catalog);
    DriverRangeModel *model = session.rangeModel();
    int row = -1;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->ranges().at(r).driver == Driver::ElectricityPrice)
            row = r;
    }
    QVERIFY(row >= 0);
    QVERIFY(model->setData(model->index(row, DriverRangeModel::HighColumn), QStringLiteral("1.5")));
    QVERIFY(model->ranges().at(row).basis.isEmpty()); // the user's figure, no stated source
    s.discountRateYear = *Decimal::parse(u"0.1");
    session.setScenario(s, bundle.catalog);
    QCOMPARE(session.rangeModel()->ranges().at(row).high, *Decimal::parse(u"1.5"));
    for (const DriverRange &range : session.rangeModel()->ranges()) {
        if (range.driver == Driver::DiscountRate)
            QCOMPARE(range.mostLikely, *Decimal::parse(u"0.1"));
    }
}

void TestRiskSession::fxRangeShowsItsSource()
{
    const Bundle bundle = readBundle(QStringLiteral("tests/golden/example-hk.json"));
    RiskSession session;
    session.setScenario(bundle.scenarios.first(), bundle.catalog);
    const DriverRangeModel *model = session.rangeModel();
    const int row = model->rowCount() - 1;
    QCOMPARE(model->ranges().at(row).driver, Driver::Fx);
    const QString tip
            = model->data(model->index(row, DriverRangeModel::DriverColumn), Qt::ToolTipRole)
                      .toString();
    QVERIFY2(tip.contains(QStringLiteral("HKMA")), qPrintable(tip));
}

QTEST_MAIN(TestRiskSession)
#include "tst_risksession.moc"
