// SPDX-License-Identifier: GPL-3.0-or-later
// Measured runs for a calibration (docs/serving.md, "Calibration"): the JSON of vllm bench
// serve --save-result (summary and --save-detailed) and the CSV of runs, read; every bad
// input refused naming the key (and the line of a CSV).
#include "io/import/runreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace infertco;
using namespace Qt::StringLiterals;

namespace {

/// A summary as vllm bench serve --save-result writes it (values of a real-looking run).
QJsonObject summary()
{
    return QJsonObject{ { u"date"_s, u"20260315-101500"_s },
                        { u"backend"_s, u"vllm"_s },
                        { u"model_id"_s, u"meta-llama/Llama-3.1-8B-Instruct"_s },
                        { u"num_prompts"_s, 200 },
                        { u"request_rate"_s, u"inf"_s },
                        { u"burstiness"_s, 1.0 },
                        { u"max_concurrency"_s, 16 },
                        { u"duration"_s, 41.2 },
                        { u"completed"_s, 200 },
                        { u"total_input_tokens"_s, 204899 }, // 1024.495 a request: 1024
                        { u"total_output_tokens"_s, 25700 }, // 128.5 a request: 129 (half up)
                        { u"request_throughput"_s, 4.85 },
                        { u"mean_ttft_ms"_s, 81.25 },
                        { u"median_ttft_ms"_s, 77.0 },
                        { u"std_ttft_ms"_s, 9.1 },
                        { u"p99_ttft_ms"_s, 140.5 },
                        { u"mean_tpot_ms"_s, 11.5 },
                        { u"median_tpot_ms"_s, 11.4 },
                        { u"p99_tpot_ms"_s, 13.0 } };
}

QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson();
}

Outcome<QList<MeasuredRun>> parse(const QByteArray &data)
{
    return RunReader::parse(data, QStringLiteral("run.json"));
}

} // namespace

class TestRunReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void summaryClosedLoop();
    void medianWhenNoMean();
    void openLoopBurstiness_data();
    void openLoopBurstiness();
    void everyRequestAtOnce();
    void detailedLengths();
    void csvRuns();
    void refusedJson_data();
    void refusedJson();
    void refusedCsv_data();
    void refusedCsv();
};

void TestRunReader::summaryClosedLoop()
{
    const Outcome<QList<MeasuredRun>> runs = parse(json(summary()));
    QVERIFY(runs.ok());
    QCOMPARE(runs.value().size(), 1);
    const MeasuredRun &run = runs.value().first();
    QCOMPARE(run.file, QStringLiteral("run.json"));
    QCOMPARE(run.line, 0);
    QCOMPARE(run.concurrency, std::optional<int>(16));
    QVERIFY(!run.ratePerS);
    QCOMPARE(run.requests, 200);
    // 204,899 / 200 = 1,024.495 → 1,024; 25,700 / 200 = 128.5 → 129 (half up).
    QCOMPARE(run.promptTokens, 1024);
    QCOMPARE(run.outputTokens, 129);
    QCOMPARE(run.ttftMs, 81.25);
    QCOMPARE(run.ttftStatistic, MeasuredStatistic::Mean);
    QCOMPARE(run.tpotMs, 11.5);
    QCOMPARE(run.ttftP99Ms, std::optional<double>(140.5));
    QCOMPARE(run.tpotP99Ms, std::optional<double>(13.0));
    QCOMPARE(run.date, QDate(2026, 3, 15));
    QVERIFY(run.promptLengths.isEmpty());
}

void TestRunReader::medianWhenNoMean()
{
    QJsonObject object = summary();
    object.remove(u"mean_ttft_ms"_s);
    object.remove(u"mean_tpot_ms"_s);
    const Outcome<QList<MeasuredRun>> runs = parse(json(object));
    QVERIFY(runs.ok());
    QCOMPARE(runs.value().first().ttftMs, 77.0);
    QCOMPARE(runs.value().first().ttftStatistic, MeasuredStatistic::Median);
    QCOMPARE(runs.value().first().tpotMs, 11.4);
    QCOMPARE(runs.value().first().tpotStatistic, MeasuredStatistic::Median);
}

void TestRunReader::openLoopBurstiness_data()
{
    QTest::addColumn<double>("burstiness");
    QTest::addColumn<bool>("bursty");
    QTest::addColumn<double>("cv");
    QTest::addColumn<bool>("smoother");
    QTest::newRow("1: Poisson") << 1.0 << false << 1.0 << false;
    // b < 1: gamma gaps of coefficient of variation 1 / sqrt(b); 0.25 → 2.
    QTest::newRow("0.25: bursty, cv 2") << 0.25 << true << 2.0 << false;
    QTest::newRow("0.5: bursty, cv sqrt 2") << 0.5 << true << std::sqrt(2.0) << false;
    // b > 1: smoother than Poisson, simulated as Poisson with a note.
    QTest::newRow("4: Poisson, noted") << 4.0 << false << 1.0 << true;
}

void TestRunReader::openLoopBurstiness()
{
    QFETCH(double, burstiness);
    QFETCH(bool, bursty);
    QFETCH(double, cv);
    QFETCH(bool, smoother);
    QJsonObject object = summary();
    object.remove(u"max_concurrency"_s);
    object[u"request_rate"_s] = 3.5;
    object[u"burstiness"_s] = burstiness;
    const Outcome<QList<MeasuredRun>> runs = parse(json(object));
    QVERIFY(runs.ok());
    const MeasuredRun &run = runs.value().first();
    QVERIFY(!run.concurrency);
    QCOMPARE(run.ratePerS, std::optional<double>(3.5));
    QCOMPARE(run.arrival, bursty ? ArrivalProcess::Bursty : ArrivalProcess::Poisson);
    if (bursty)
        QCOMPARE(run.burstCv, cv);
    QCOMPARE(run.smootherThanPoisson, smoother);

    // max_concurrency null is no concurrency.
    object[u"max_concurrency"_s] = QJsonValue::Null;
    QVERIFY(parse(json(object)).ok());
}

void TestRunReader::everyRequestAtOnce()
{
    // request_rate inf without max_concurrency: every request arrives at 0, a closed loop of
    // all of them.
    QJsonObject object = summary();
    object.remove(u"max_concurrency"_s);
    const Outcome<QList<MeasuredRun>> runs = parse(json(object));
    QVERIFY(runs.ok());
    QCOMPARE(runs.value().first().concurrency, std::optional<int>(200));
}

void TestRunReader::detailedLengths()
{
    QJsonObject object = summary();
    object[u"completed"_s] = 3;
    object[u"total_input_tokens"_s] = 3000;
    object[u"total_output_tokens"_s] = 301;
    // The fourth request failed: 0 output tokens, left out.
    object[u"input_lens"_s] = QJsonArray{ 900, 1000, 1100, 1000 };
    object[u"output_lens"_s] = QJsonArray{ 100, 120, 81, 0 };
    object[u"ttfts"_s] = QJsonArray{ 0.08, 0.09, 0.1, 0 };
    object[u"itls"_s] = QJsonArray{ QJsonArray{ 0.01 }, QJsonArray{ 0.01 }, QJsonArray{ 0.01 },
                                    QJsonArray{} };
    const Outcome<QList<MeasuredRun>> runs = parse(json(object));
    QVERIFY(runs.ok());
    const MeasuredRun &run = runs.value().first();
    QCOMPARE(run.promptLengths, (QList<int>{ 900, 1000, 1100 }));
    QCOMPARE(run.outputLengths, (QList<int>{ 100, 120, 81 }));
    QCOMPARE(run.promptTokens, 1000);
    QCOMPARE(run.outputTokens, 100); // 301 / 3 = 100.33
}

void TestRunReader::csvRuns()
{
    const QByteArray csv = "concurrency,prompt_tokens,output_tokens,ttft_ms,tpot_ms,rate_per_s\n"
                           "16,1024,128,840.8,16.5,\n"
                           ",2048.5,256,120,12.25,3.5\n";
    const Outcome<QList<MeasuredRun>> runs = RunReader::parse(csv, QStringLiteral("runs.csv"));
    QVERIFY(runs.ok());
    QCOMPARE(runs.value().size(), 2);
    const MeasuredRun &closed = runs.value().at(0);
    QCOMPARE(closed.line, 2);
    QCOMPARE(closed.where(), QStringLiteral("runs.csv line 2"));
    QCOMPARE(closed.concurrency, std::optional<int>(16));
    QCOMPARE(closed.requests, 0);
    QCOMPARE(closed.ttftMs, 840.8);
    const MeasuredRun &open = runs.value().at(1);
    QVERIFY(!open.concurrency);
    QCOMPARE(open.ratePerS, std::optional<double>(3.5));
    QCOMPARE(open.promptTokens, 2049); // 2,048.5 half up
    QCOMPARE(open.tpotMs, 12.25);

    // The five columns alone, in another order.
    const Outcome<QList<MeasuredRun>> reordered = RunReader::parse(
            "ttft_ms,tpot_ms,concurrency,prompt_tokens,output_tokens\r\n100,10,4,512,64\r\n",
            QStringLiteral("r.csv"));
    QVERIFY(reordered.ok());
    QCOMPARE(reordered.value().first().concurrency, std::optional<int>(4));
    QCOMPARE(reordered.value().first().promptTokens, 512);
}

void TestRunReader::refusedJson_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("field"); // empty: the whole file
    QTest::addColumn<QString>("message"); // a part of the message

    const auto without = [](const char *key) {
        QJsonObject object = summary();
        object.remove(QLatin1StringView(key));
        return json(object);
    };
    const auto with = [](const char *key, const QJsonValue &value) {
        QJsonObject object = summary();
        object[QLatin1StringView(key)] = value;
        return json(object);
    };
    QTest::newRow("a bundle") << QByteArray("{\"format\": \"infertco-bundle\", \"version\": 4}")
                              << QString() << QStringLiteral("not a benchmark result");
    QTest::newRow("a list") << QByteArray("[1, 2]") << QString()
                            << QStringLiteral("not a benchmark result");
    QTest::newRow("broken JSON") << QByteArray("{\"completed\": ") << QString()
                                 << QStringLiteral("not a benchmark result");
    QTest::newRow("no completed") << without("completed") << QStringLiteral("completed")
                                  << QStringLiteral("missing");
    QTest::newRow("0 completed") << with("completed", 0) << QStringLiteral("completed")
                                 << QStringLiteral("no request completed");
    QTest::newRow("completed 2.5") << with("completed", 2.5) << QStringLiteral("completed")
                                   << QStringLiteral("whole number");
    QTest::newRow("no total_input_tokens")
            << without("total_input_tokens") << QStringLiteral("total_input_tokens")
            << QStringLiteral("missing");
    QTest::newRow("no total_output_tokens")
            << without("total_output_tokens") << QStringLiteral("total_output_tokens")
            << QStringLiteral("missing");
    // 99 tokens over 200 requests: 0.495 rounds to 0.
    QTest::newRow("mean prompt below 1")
            << with("total_input_tokens", 99) << QStringLiteral("total_input_tokens")
            << QStringLiteral("below 1 token");
    QTest::newRow("mean output below 1")
            << with("total_output_tokens", 0) << QStringLiteral("total_output_tokens")
            << QStringLiteral("below 1 token");
    QTest::newRow("no TTFT") <<
            [] {
                QJsonObject object = summary();
                object.remove(u"mean_ttft_ms"_s);
                object.remove(u"median_ttft_ms"_s);
                return json(object);
            }() << QStringLiteral("mean_ttft_ms")
                             << QStringLiteral("median_ttft_ms");
    QTest::newRow("no TPOT") <<
            [] {
                QJsonObject object = summary();
                object.remove(u"mean_tpot_ms"_s);
                object.remove(u"median_tpot_ms"_s);
                return json(object);
            }() << QStringLiteral("mean_tpot_ms")
                             << QStringLiteral("missing");
    QTest::newRow("TTFT as text") << with("mean_ttft_ms", u"fast"_s)
                                  << QStringLiteral("mean_ttft_ms")
                                  << QStringLiteral("milliseconds");
    QTest::newRow("TTFT 0") << with("mean_ttft_ms", 0) << QStringLiteral("mean_ttft_ms")
                            << QStringLiteral("above 0");
    QTest::newRow("negative p99") << with("p99_tpot_ms", -1) << QStringLiteral("p99_tpot_ms")
                                  << QStringLiteral("milliseconds");
    QTest::newRow("concurrency and rate at once")
            << with("request_rate", 4) << QStringLiteral("max_concurrency")
            << QStringLiteral("not both");
    QTest::newRow("no load") <<
            [] {
                QJsonObject object = summary();
                object.remove(u"max_concurrency"_s);
                object.remove(u"request_rate"_s);
                return json(object);
            }() << QStringLiteral("request_rate")
                             << QStringLiteral("missing");
    QTest::newRow("concurrency 0")
            << with("max_concurrency", 0) << QStringLiteral("max_concurrency")
            << QStringLiteral("at least 1");
    QTest::newRow("rate 0") <<
            [] {
                QJsonObject object = summary();
                object.remove(u"max_concurrency"_s);
                object[u"request_rate"_s] = 0;
                return json(object);
            }() << QStringLiteral("request_rate")
                            << QStringLiteral("above 0");
    QTest::newRow("open loop without burstiness") << [] {
        QJsonObject object = summary();
        object.remove(u"max_concurrency"_s);
        object.remove(u"burstiness"_s);
        object[u"request_rate"_s] = 2;
        return json(object);
    }() << QStringLiteral("burstiness") << QStringLiteral("missing");
    QTest::newRow("burstiness 0") <<
            [] {
                QJsonObject object = summary();
                object.remove(u"max_concurrency"_s);
                object[u"burstiness"_s] = 0;
                object[u"request_rate"_s] = 2;
                return json(object);
            }() << QStringLiteral("burstiness")
                                  << QStringLiteral("above 0");
    QTest::newRow("lists of other sizes") << [] {
        QJsonObject object = summary();
        object[u"input_lens"_s] = QJsonArray{ 1, 2 };
        object[u"output_lens"_s] = QJsonArray{ 1 };
        return json(object);
    }() << QStringLiteral("output_lens") << QStringLiteral("one each per request");
    QTest::newRow("lists of other requests") << [] {
        QJsonObject object = summary();
        object[u"input_lens"_s] = QJsonArray{ 1000, 1000 };
        object[u"output_lens"_s] = QJsonArray{ 100, 100 };
        return json(object);
    }() << QStringLiteral("output_lens") << QStringLiteral("not the 200 completed");
    QTest::newRow("a prompt of 0 tokens") << [] {
        QJsonObject object = summary();
        object[u"completed"_s] = 2;
        object[u"total_input_tokens"_s] = 2000;
        object[u"total_output_tokens"_s] = 200;
        object[u"input_lens"_s] = QJsonArray{ 2000, 0 };
        object[u"output_lens"_s] = QJsonArray{ 100, 100 };
        return json(object);
    }() << QStringLiteral("input_lens") << QStringLiteral("below 1 token");
    QTest::newRow("a length as text") <<
            [] {
                QJsonObject object = summary();
                object[u"input_lens"_s] = QJsonArray{ 1000 };
                object[u"output_lens"_s] = QJsonArray{ u"many"_s };
                return json(object);
            }() << QStringLiteral("output_lens")
                                      << QStringLiteral("whole number");
}

void TestRunReader::refusedJson()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, field);
    QFETCH(QString, message);
    const Outcome<QList<MeasuredRun>> runs = parse(data);
    QVERIFY(!runs.ok());
    const Problem &problem = runs.problems().first();
    QCOMPARE(problem.field, field);
    QVERIFY2(problem.message.contains(message), qPrintable(problem.text()));
    if (!field.isEmpty())
        QCOMPARE(problem.item, QStringLiteral("benchmark result"));
}

void TestRunReader::refusedCsv_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    const QByteArray header
            = "concurrency,prompt_tokens,output_tokens,ttft_ms,tpot_ms,rate_per_s\n";
    QTest::newRow("another CSV") << QByteArray("provider,price\nx,1\n") << QString() << QString()
                                 << QStringLiteral("not a benchmark result");
    QTest::newRow("plain text") << QByteArray("hello \"world") << QString() << QString()
                                << QStringLiteral("not a benchmark result");
    QTest::newRow("empty") << QByteArray() << QString() << QString()
                           << QStringLiteral("not a benchmark result");
    QTest::newRow("no tpot column")
            << QByteArray("concurrency,prompt_tokens,output_tokens,ttft_ms\n"
                          "1,2,3,4\n")
            << QStringLiteral("line 1") << QStringLiteral("tpot_ms") << QStringLiteral("missing");
    QTest::newRow("no row") << header << QStringLiteral("line 1") << QString()
                            << QStringLiteral("no run");
    QTest::newRow("concurrency and rate")
            << header + "4,100,10,50,5,2\n"
            << QStringLiteral("line 2") << QStringLiteral("rate_per_s")
            << QStringLiteral("not both");
    QTest::newRow("no load") << header + ",100,10,50,5,\n"
                             << QStringLiteral("line 2") << QStringLiteral("concurrency")
                             << QStringLiteral("not known");
    QTest::newRow("concurrency 0") << header + "0,100,10,50,5,\n"
                                   << QStringLiteral("line 2") << QStringLiteral("concurrency")
                                   << QStringLiteral("at least 1");
    QTest::newRow("rate -1") << header + ",100,10,50,5,-1\n"
                             << QStringLiteral("line 2") << QStringLiteral("rate_per_s")
                             << QStringLiteral("above 0");
    QTest::newRow("prompt 0.4") << header + "1,0.4,10,50,5,\n"
                                << QStringLiteral("line 2") << QStringLiteral("prompt_tokens")
                                << QStringLiteral("from 1");
    QTest::newRow("output 0") << header + "1,100,0,50,5,\n"
                              << QStringLiteral("line 2") << QStringLiteral("output_tokens")
                              << QStringLiteral("from 1");
    QTest::newRow("output text") << header + "1,100,many,50,5,\n"
                                 << QStringLiteral("line 2") << QStringLiteral("output_tokens")
                                 << QStringLiteral("number of tokens");
    QTest::newRow("ttft 0") << header + "1,100,10,0,5,\n"
                            << QStringLiteral("line 2") << QStringLiteral("ttft_ms")
                            << QStringLiteral("above 0");
    QTest::newRow("tpot 0 with 10 outputs")
            << header + "1,100,10,50,0,\n"
            << QStringLiteral("line 2") << QStringLiteral("tpot_ms") << QStringLiteral("above 0");
    QTest::newRow("third line") << header + "1,100,10,50,5,\n1,100,10,,5,\n"
                                << QStringLiteral("line 3") << QStringLiteral("ttft_ms")
                                << QStringLiteral("above 0");
}

void TestRunReader::refusedCsv()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, item);
    QFETCH(QString, field);
    QFETCH(QString, message);
    const Outcome<QList<MeasuredRun>> runs = RunReader::parse(data, QStringLiteral("runs.csv"));
    QVERIFY(!runs.ok());
    const Problem &problem = runs.problems().first();
    QCOMPARE(problem.item, item);
    QCOMPARE(problem.field, field);
    QVERIFY2(problem.message.contains(message), qPrintable(problem.text()));
}

QTEST_GUILESS_MAIN(TestRunReader)
#include "tst_runreader.moc"
