// SPDX-License-Identifier: GPL-3.0-or-later
// Request logs in the bundle and the engine (docs/serving.md, "Request logs"): the reader's
// and the validator's refusals (the log, the row from 1 and the field), the round trip of
// the writer, and a log whose rows are all the same giving exactly the fixed-length figures.
#include "cost/engine.h"
#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"
#include "io/document/document.h"
#include "io/import/requestlogimport.h"
#include "io/output/resultformat.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace infertco;

namespace {

Bundle golden()
{
    const Outcome<Bundle> bundle = BundleReader::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/example-hk-v3.json"));
    if (!bundle.ok())
        qFatal("the golden bundle does not read");
    return bundle.value();
}

RequestLog logOf(const QString &id, std::vector<RequestLogRow> rows)
{
    RequestLog log;
    log.id = id;
    log.name = QStringLiteral("Test log");
    log.requests = std::make_shared<const RequestLogRows>(std::move(rows));
    return log;
}

// The golden bundle with one log added and written out, as a user's file would be.
QByteArray withLog(const QByteArray &logJson, const QByteArray &workloadEdit = {})
{
    QByteArray json = BundleWriter::toJson(golden());
    json.chop(json.endsWith("\n") ? 2 : 1); // the closing brace
    json += ",\n \"request_logs\": [" + logJson + "]\n}\n";
    if (!workloadEdit.isEmpty())
        json.replace("\"sim_seed\": 11", "\"sim_seed\": 11, " + workloadEdit);
    return json;
}

QString problemsText(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines.append(p.text());
    return lines.join(u'\n');
}

// compute --format json of every scenario of `bundle`, with the latency of every option.
// `stripLog`: without the request_log object, to compare with a run that has none.
QByteArray computeAll(const Bundle &bundle, bool stripLog = false)
{
    QByteArray out;
    EngineOptions options;
    options.latency = true;
    for (const Scenario &scenario : bundle.scenarios) {
        const Outcome<Result> result = Engine::compute(scenario, bundle.catalog, options);
        if (!result.ok())
            qFatal("%s", qPrintable(problemsText(result.problems())));
        Result stripped = result.value();
        stripped.requestLog.reset();
        out += ResultFormat::toJson(stripLog ? stripped : result.value());
    }
    return out;
}

} // namespace

class TestRequestLogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void badLogsRefused_data();
    void badLogsRefused();
    void everyLogChecked();
    void workloadNeedsItsLog_data();
    void workloadNeedsItsLog();
    void roundTrip();
    void noLogsWriteNoKey();
    void identicalRowsGiveFixedFigures_data();
    void identicalRowsGiveFixedFigures();
    void summaryPrinted();
    void logLengthsSizeByMeansAndLongest();
    void importAzureTrace();
    void importLayouts_data();
    void importLayouts();
    void importRefusals_data();
    void importRefusals();
    void documentKeepsLogs();
};

void TestRequestLogs::badLogsRefused_data()
{
    QTest::addColumn<QByteArray>("requests");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a fraction") << QByteArray("[0, 10, 5], [10, 10.5, 5]")
                                << QStringLiteral("requests row 2, prompt_tokens");
    QTest::newRow("a zero output") << QByteArray("[0, 10, 5], [10, 10, 0]")
                                   << QStringLiteral("requests row 2, output_tokens");
    QTest::newRow("too long") << QByteArray("[0, 10, 5], [10, 10000001, 5]")
                              << QStringLiteral("requests row 2, prompt_tokens");
    QTest::newRow("a negative time")
            << QByteArray("[-1, 10, 5], [10, 10, 5]") << QStringLiteral("requests row 1, t_us");
    QTest::newRow("2^53") << QByteArray("[0, 10, 5], [9007199254740992, 10, 5]")
                          << QStringLiteral("requests row 2, t_us");
    QTest::newRow("out of order") << QByteArray("[0, 1, 1], [50, 1, 1], [40, 1, 1]")
                                  << QStringLiteral("requests row 3, t_us");
    QTest::newRow("no span") << QByteArray("[7, 1, 1], [7, 1, 1]")
                             << QStringLiteral("requests row 2, t_us");
    QTest::newRow("one row") << QByteArray("[7, 1, 1]") << QStringLiteral("requests");
    QTest::newRow("not a triple") << QByteArray("[0, 1, 1], [5, 1]")
                                  << QStringLiteral("requests row 2");
    QTest::newRow("text") << QByteArray("[0, 1, 1], [\"5\", 1, 1]")
                          << QStringLiteral("requests row 2, t_us");
}

void TestRequestLogs::badLogsRefused()
{
    QFETCH(QByteArray, requests);
    QFETCH(QString, expected);
    const Outcome<Bundle> bundle
            = BundleReader::read(withLog("{\"id\": \"chat\", \"requests\": [" + requests + "]}"));
    QVERIFY(!bundle.ok());
    const QString text = problemsText(bundle.problems());
    QVERIFY2(text.contains(QStringLiteral("chat")), qPrintable(text));
    QVERIFY2(text.contains(expected), qPrintable(text));
}

void TestRequestLogs::everyLogChecked()
{
    // No scenario names the log: it is refused all the same.
    const Outcome<Bundle> bundle = BundleReader::read(
            withLog("{\"id\": \"unused\", \"requests\": [[0, 1, 1], [5, 0, 1]]}"));
    QVERIFY(!bundle.ok());
    QVERIFY(problemsText(bundle.problems()).contains(QStringLiteral("unused")));
}

void TestRequestLogs::workloadNeedsItsLog_data()
{
    QTest::addColumn<QByteArray>("edit");
    QTest::addColumn<QString>("expected");
    QTest::newRow("lengths log, no log")
            << QByteArray("\"lengths\": \"log\"") << QStringLiteral("workload.request_log");
    QTest::newRow("arrival log, no log")
            << QByteArray("\"request_log\": \"\"") // the arrival is replaced below
            << QStringLiteral("workload.request_log");
    QTest::newRow("unknown id") << QByteArray("\"request_log\": \"nope\"")
                                << QStringLiteral("\"nope\" is not a request log");
}

void TestRequestLogs::workloadNeedsItsLog()
{
    QFETCH(QByteArray, edit);
    QFETCH(QString, expected);
    QByteArray json = withLog("{\"id\": \"chat\", \"requests\": [[0, 1, 1], [5, 1, 1]]}", edit);
    if (QByteArray(QTest::currentDataTag()).startsWith("arrival"))
        json.replace("\"arrival\": \"bursty\"", "\"arrival\": \"log\"");
    const Outcome<Bundle> bundle = BundleReader::read(json);
    QVERIFY(!bundle.ok());
    const QString text = problemsText(bundle.problems());
    QVERIFY2(text.contains(expected), qPrintable(text));
}

void TestRequestLogs::roundTrip()
{
    Bundle bundle = golden();
    RequestLog log = logOf(QStringLiteral("chat"), { { 0, 12, 3 }, { 250, 7, 1 }, { 900, 40, 9 } });
    log.source = QStringLiteral("made up for a test");
    log.quoteDate = QStringLiteral("2024-05");
    log.notes = QStringLiteral("three rows");
    bundle.catalog.requestLogs.append(log);
    bundle.scenarios[0].workload.requestLog = QStringLiteral("chat");
    bundle.scenarios[0].workload.lengths = LengthSource::Log;
    const QByteArray json = BundleWriter::toJson(bundle);
    QVERIFY(json.contains("\"version\": 4"));
    QVERIFY(json.contains("[250, 7, 1]"));
    QVERIFY(json.contains("\"lengths\": \"log\""));
    const Outcome<Bundle> back = BundleReader::read(json);
    QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : problemsText(back.problems())));
    QCOMPARE(back.value().catalog.requestLogs.size(), 1);
    QVERIFY(back.value().catalog.requestLogs.at(0) == log);
    QCOMPARE(back.value().scenarios[0].workload.lengths, LengthSource::Log);
    QCOMPARE(BundleWriter::toJson(back.value()), json);
}

void TestRequestLogs::noLogsWriteNoKey()
{
    QVERIFY(!BundleWriter::toJson(golden()).contains("request_logs"));
}

void TestRequestLogs::identicalRowsGiveFixedFigures_data()
{
    QTest::addColumn<QString>("arrival");
    QTest::newRow("poisson") << QStringLiteral("poisson");
    QTest::newRow("bursty") << QStringLiteral("bursty");
}

void TestRequestLogs::identicalRowsGiveFixedFigures()
{
    // Every scenario of the golden bundle (average and P99 sizing), each workload's own P and
    // O in all 4,000 rows (so N = max(4,000, 500) = sim_requests' default): lengths "log"
    // gives exactly the bits of lengths "fixed": money, sizing, every latency figure.
    QFETCH(QString, arrival);
    Bundle fixed = golden();
    for (Scenario &s : fixed.scenarios)
        s.workload.arrival = *arrivalProcessFromText(arrival);
    Bundle fromLog = fixed;
    for (Scenario &s : fromLog.scenarios) {
        const QString id = QStringLiteral("log-") + s.id;
        std::vector<RequestLogRow> rows;
        for (int j = 0; j < 4000; ++j)
            rows.push_back({ 1000LL * j, s.workload.promptTokens, s.workload.outputTokens });
        fromLog.catalog.requestLogs.append(logOf(id, std::move(rows)));
        s.workload.requestLog = id;
        s.workload.lengths = LengthSource::Log;
    }
    const QByteArray expected = computeAll(fixed);
    QVERIFY(expected.contains("\"latency\""));
    QVERIFY(expected.contains("\"sizing\""));
    QCOMPARE(computeAll(fromLog, true), expected);
    // The summary is the only addition.
    QVERIFY(computeAll(fromLog).contains("\"request_log\": {\"id\": \"log-"));
}

void TestRequestLogs::summaryPrinted()
{
    Bundle bundle = golden();
    bundle.catalog.requestLogs.append(
            logOf(QStringLiteral("chat"),
                  { { 0, 10, 1 }, { 1000000, 20, 1 }, { 2000000, 30, 2 }, { 6000000, 40, 8 } }));
    Scenario &s = bundle.scenarios[0];
    s.workload.requestLog = QStringLiteral("chat");
    s.workload.arrival = ArrivalProcess::Log;
    const Outcome<Result> result = Engine::compute(s, bundle.catalog);
    QVERIFY(result.ok());
    const QByteArray json = ResultFormat::toJson(result.value());
    // Means 25 and 3, nearest-rank p50/p99/max, rate 3 × 1e6 / 6e6 = 0.5, gap CV
    // sqrt(2e12) / 2e6 = 0.7071… -> 0.707.
    QVERIFY2(json.contains("\"request_log\": {\"id\": \"chat\", \"requests\": 4, "
                           "\"prompt_tokens\": {\"mean\": 25, \"p50\": 20, \"p99\": 40, "
                           "\"max\": 40}, \"output_tokens\": {\"mean\": 3, \"p50\": 1, "
                           "\"p99\": 8, \"max\": 8}, \"rate_per_s\": 0.5, \"gap_cv\": 0.707}"),
             json.left(600).constData());
    // Without a log mode the scenario prints no summary, even if it names a log.
    s.workload.arrival = ArrivalProcess::Poisson;
    QVERIFY(!ResultFormat::toJson(Engine::compute(s, bundle.catalog).value())
                     .contains("request_log"));
}

void TestRequestLogs::logLengthsSizeByMeansAndLongest()
{
    // Prompts 100 and 300, outputs 50 and 150: Pbar 200, Obar 100, ctxmax 450. The
    // performance model reads Pbar and Obar for time, Pbar + Obar = 300 for the memory batch
    // and ctxmax for fitting one sequence.
    Workload w = golden().scenarios[0].workload;
    w.requestLog = QStringLiteral("x");
    w.lengths = LengthSource::Log;
    w.log = std::make_shared<const RequestLogRows>(
            std::vector<RequestLogRow>{ { 0, 100, 50 }, { 10, 300, 150 } });
    const Accelerator &a = golden().catalog.accelerators.at(0);
    const PerformanceModel model(w, a, Precision::Fp16, 0.1);
    QCOMPARE(model.promptTokens(), 200.0);
    QCOMPARE(model.outputTokens(), 100.0);
    QCOMPARE(model.contextTokens(), 450.0);
    QCOMPARE(model.batchContextTokens(), 300.0);
    QCOMPARE(model.averageContextTokens(), 250.0); // 200 + 100 / 2
}

namespace {

Outcome<RequestLogImport::Imported> importText(const QByteArray &csv)
{
    QByteArray copy = csv;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    return RequestLogImport::read(buffer, QStringLiteral("log.csv"), QStringLiteral("log"),
                                  QStringLiteral("A log"));
}

} // namespace

void TestRequestLogs::importAzureTrace()
{
    // Azure's code trace (tests/data/traces), row for row: 8,819 requests, the first at 0.
    // Row 3 at 18:17:04.0781490 is .078149 after the fraction is cut, 0.098189 s after the
    // first row's 18:17:03.979960; the last at 19:14:19.928016 is 3,435.948056 s after it.
    const Outcome<RequestLogImport::Imported> imported = RequestLogImport::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/data/traces/azure-llm-2023-code.csv"),
            QStringLiteral("code"), QStringLiteral("Code"));
    QVERIFY(imported.ok());
    const RequestLogRows &rows = *imported.value().log.requests;
    QCOMPARE(rows.size(), qsizetype(8819));
    QVERIFY(imported.value().leftOut.isEmpty());
    QVERIFY(rows.at(0) == (RequestLogRow{ 0, 4808, 10 }));
    QVERIFY(rows.at(2) == (RequestLogRow{ 98189, 110, 27 }));
    QVERIFY(rows.at(8818) == (RequestLogRow{ 3435948056LL, 549, 173 }));
}

void TestRequestLogs::importLayouts_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QByteArray>("expected"); // the rows as the bundle writes them
    QTest::addColumn<QString>("leftOut");
    QTest::newRow("azure, a zero output left out")
            << QByteArray("TIMESTAMP,ContextTokens,GeneratedTokens\r\n"
                          "2023-12-31 23:59:59.9999999,10,2\r\n"
                          "2024-01-01 00:00:00,5,0\r\n"
                          "2024-01-01 00:00:01.5,7,3\r\n")
            << QByteArray("[0, 10, 2], [1500001, 7, 3]")
            << QStringLiteral("1 row(s) with no output tokens left out");
    QTest::newRow("burstgpt, times from the first row kept")
            << QByteArray("Timestamp,Model,Request tokens,Response tokens,Total tokens,Log Type\n"
                          "5,ChatGPT,0,20,20,Conversation log\n"
                          "8.25,ChatGPT,472,18,490,Conversation log\n"
                          "9.0000019,GPT-4,1087,230,1317,API log\n")
            << QByteArray("[0, 472, 18], [750001, 1087, 230]")
            << QStringLiteral("1 row(s) with no prompt tokens left out");
    QTest::newRow("seconds") << QByteArray(
            "arrival_s,prompt_tokens,output_tokens\n0.5,100,10\n0.5,200,20\n2,1,1\n")
                             << QByteArray("[0, 100, 10], [0, 200, 20], [1500000, 1, 1]")
                             << QString();
}

void TestRequestLogs::importLayouts()
{
    QFETCH(QByteArray, csv);
    QFETCH(QByteArray, expected);
    QFETCH(QString, leftOut);
    const Outcome<RequestLogImport::Imported> imported = importText(csv);
    QVERIFY2(imported.ok(),
             qPrintable(imported.ok() ? QString() : problemsText(imported.problems())));
    Bundle bundle;
    bundle.catalog.requestLogs.append(imported.value().log);
    QByteArray json = BundleWriter::toJson(bundle);
    json = json.simplified().replace("[ ", "[").replace(" ]", "]");
    QVERIFY2(json.contains("\"requests\": [" + expected + "]"), json.constData());
    QCOMPARE(imported.value().leftOut.join(u'\n'), leftOut);
}

void TestRequestLogs::importRefusals_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("expected");
    QTest::newRow("out of order")
            << QByteArray("arrival_s,prompt_tokens,output_tokens\n1,5,5\n3,5,5\n2,5,5\n")
            << QStringLiteral(
                       "log.csv line 4, field \"arrival_s\": is earlier than the row before it");
    QTest::newRow("a bad time") << QByteArray(
            "TIMESTAMP,ContextTokens,GeneratedTokens\n2023-02-30 00:00:00,5,5\n")
                                << QStringLiteral("log.csv line 2, field \"TIMESTAMP\"");
    QTest::newRow("a fraction of a token")
            << QByteArray("arrival_s,prompt_tokens,output_tokens\n1,5.5,5\n2,5,5\n")
            << QStringLiteral("log.csv line 2, field \"prompt_tokens\"");
    QTest::newRow("an unknown header")
            << QByteArray("time,in,out\n1,2,3\n") << QStringLiteral("log.csv line 1");
    QTest::newRow("one row kept") << QByteArray(
            "arrival_s,prompt_tokens,output_tokens\n1,5,5\n2,0,5\n")
                                  << QStringLiteral("requests");
}

void TestRequestLogs::importRefusals()
{
    QFETCH(QByteArray, csv);
    QFETCH(QString, expected);
    const Outcome<RequestLogImport::Imported> imported = importText(csv);
    QVERIFY(!imported.ok());
    const QString text = problemsText(imported.problems());
    QVERIFY2(text.contains(expected), qPrintable(text));
}

void TestRequestLogs::documentKeepsLogs()
{
    // A document stores the rows packed (data/schema/v9.sql) and reads them back equal, with
    // the workload's v4 fields, arrival "log" included; a replaced log is written again.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("logs.infertco"));
    Bundle bundle = golden();
    bundle.catalog.requestLogs.append(
            logOf(QStringLiteral("chat"), { { 0, 12, 3 }, { 250, 7, 1 }, { 900, 40, 9 } }));
    Workload &w = bundle.scenarios[0].workload;
    w.requestLog = QStringLiteral("chat");
    w.lengths = LengthSource::Log;
    w.arrival = ArrivalProcess::Log;
    {
        const Outcome<std::unique_ptr<Document>> created = Document::createFromBundle(path, bundle);
        QVERIFY2(created.ok(),
                 qPrintable(created.ok() ? QString() : problemsText(created.problems())));
    }
    Outcome<Bundle> read = Document::read(path);
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : problemsText(read.problems())));
    QVERIFY(read.value().catalog.requestLogs == bundle.catalog.requestLogs);
    QCOMPARE(read.value().scenarios[0].workload.arrival, ArrivalProcess::Log);
    QCOMPARE(read.value().scenarios[0].workload.lengths, LengthSource::Log);
    QCOMPARE(read.value().scenarios[0].workload.requestLog, QStringLiteral("chat"));

    Bundle replaced = read.value();
    replaced.catalog.requestLogs[0] = logOf(QStringLiteral("chat"), { { 0, 1, 1 }, { 5, 2, 2 } });
    {
        const Outcome<std::unique_ptr<Document>> open = Document::open(path);
        QVERIFY(open.ok());
        QVERIFY(open.value()->save(replaced).isEmpty());
    }
    read = Document::read(path);
    QVERIFY(read.ok());
    QVERIFY(read.value().catalog.requestLogs == replaced.catalog.requestLogs);
}

QTEST_MAIN(TestRequestLogs)
#include "tst_requestlogs.moc"
