// SPDX-License-Identifier: GPL-3.0-or-later
// The request log under a scenario's workload (docs/serving.md, "Request logs"): its figures are
// core's summary as the outputs print it, and the charts draw core's bins, bar for bar.
#include "editors/requestlogpanel.h"
#include "charts/chartview.h"

#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

using namespace infertco;

namespace {

// The log of tst_requestlogs' summary: prompts 10, 20, 30, 40 and outputs 1, 1, 2, 8 at 0, 1,
// 2 and 6 s. Means 25 and 3; nearest-rank P99 40 and 8; rate 3 × 1e6 / 6e6 = 0.5 requests/s;
// gaps 1, 1, 4 s, mean 2, population deviation sqrt((1 + 1 + 4) / 3) = sqrt(2), CV 0.707.
Catalog catalogWithLog()
{
    Catalog catalog;
    RequestLog log;
    log.id = QStringLiteral("chat");
    log.name = QStringLiteral("Chat");
    log.requests = std::make_shared<const RequestLogRows>(std::vector<RequestLogRow>{
            { 0, 10, 1 }, { 1000000, 20, 1 }, { 2000000, 30, 2 }, { 6000000, 40, 8 } });
    catalog.requestLogs.append(log);
    return catalog;
}

} // namespace

class TestRequestLogPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void figuresAreTheSummary();
    void chartsDrawTheBins();
    void noLogSaysHowToGetOne();
};

void TestRequestLogPanel::figuresAreTheSummary()
{
    RequestLogPanel panel;
    Workload w;
    w.requestLog = QStringLiteral("chat");
    w.arrival = ArrivalProcess::Log;
    w.promptTokens = 500;
    w.outputTokens = 300;
    panel.setWorkload(w, catalogWithLog());
    const QList<QPair<QString, QString>> rows{
        { QStringLiteral("Name"), QStringLiteral("Chat (chat)") },
        { QStringLiteral("Requests"), QStringLiteral("4") },
        { QStringLiteral("Rate"), QStringLiteral("0.500 requests/s") },
        { QStringLiteral("Prompt tokens"), QStringLiteral("mean 25.0 · P99 40 · longest 40") },
        { QStringLiteral("Output tokens"), QStringLiteral("mean 3.0 · P99 8 · longest 8") },
        { QStringLiteral("Gap CV"), QStringLiteral("0.707") },
    };
    QCOMPARE(panel.figureTexts(), rows);
    QCOMPARE(panel.noteText(),
             QStringLiteral("Requests simulated with fixed lengths (500 prompt and 300 output "
                            "tokens) and the arrivals of request log \u201CChat\u201D."));
}

void TestRequestLogPanel::chartsDrawTheBins()
{
    RequestLogPanel panel;
    Workload w;
    w.requestLog = QStringLiteral("chat");
    w.lengths = LengthSource::Log;
    panel.setWorkload(w, catalogWithLog());
    // Prompts 10 in [8,15], 20 and 30 in [16,31], 40 in [32,63]; outputs 1, 1 in [1,1], 2 in
    // [2,3], 8 in [8,15]: the bins from [1,1] to [32,63].
    const QList<LengthBin> bins{ { 1, 1, 0, 2 },  { 2, 3, 0, 1 },   { 4, 7, 0, 0 },
                                 { 8, 15, 1, 1 }, { 16, 31, 2, 0 }, { 32, 63, 1, 0 } };
    QCOMPARE(panel.lengthBins(), bins);
    QChart *lengths = panel.lengthsView()->chart();
    QVERIFY(lengths);
    auto *bars = qobject_cast<QBarSeries *>(lengths->series().value(0));
    QVERIFY(bars);
    QCOMPARE(bars->barSets().size(), qsizetype(2));
    for (int k = 0; k < bins.size(); ++k) {
        QCOMPARE(bars->barSets().at(0)->at(k), double(bins.at(k).prompts));
        QCOMPARE(bars->barSets().at(1)->at(k), double(bins.at(k).outputs));
    }
    // All four in the first minute, drawn flat over it.
    QCOMPARE(panel.arrivals().counts, QList<qint64>{ 4 });
    QChart *arrivals = panel.arrivalsView()->chart();
    auto *line = qobject_cast<QLineSeries *>(arrivals->series().value(0));
    QVERIFY(line);
    QCOMPARE(line->points(), (QList<QPointF>{ { 0, 4 }, { 1, 4 } }));
    // The axes have bounded ticks.
    for (QAbstractAxis *axis : arrivals->axes()) {
        if (auto *value = qobject_cast<QValueAxis *>(axis))
            QVERIFY((value->max() - value->min()) / value->tickInterval() <= 24);
    }
}

void TestRequestLogPanel::noLogSaysHowToGetOne()
{
    RequestLogPanel panel;
    panel.setWorkload(Workload(), catalogWithLog());
    QVERIFY(panel.figureTexts().isEmpty());
    QVERIFY(panel.noteText().contains(QStringLiteral("Import Request Log")));
    Workload missing;
    missing.requestLog = QStringLiteral("gone");
    panel.setWorkload(missing, catalogWithLog());
    QVERIFY(panel.figureTexts().isEmpty());
    QVERIFY(panel.noteText().contains(QStringLiteral("\"gone\"")));
    QVERIFY(panel.lengthBins().isEmpty());
}

QTEST_MAIN(TestRequestLogPanel)
#include "tst_requestlogpanel.moc"
