// SPDX-License-Identifier: GPL-3.0-or-later
// infertco-cli calibrate (docs/serving.md, "Calibration"), run as a user runs it on the
// golden dc-gpu bundle (a 70.6 B model in fp8 on h100-sxm): the JSON of the calibrated card,
// its runs and the fit; the table; --add into a document beside the original, in one
// transaction; every bad run file and argument refused with the file and the key, nothing
// written.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;
using namespace Qt::StringLiterals;

namespace {

QString dcGpu()
{
    return source("tests/golden/dc-gpu.json");
}

QJsonObject jsonOf(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("not JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

/// A summary of vllm bench serve --save-result at `concurrency`, prompts of 2,000 tokens and
/// outputs of 500 (the dc-gpu workload's), with the given mean TTFT and TPOT.
QJsonObject benchmark(int concurrency, double ttftMs, double tpotMs)
{
    return QJsonObject{ { u"date"_s, u"20260610-093000"_s },
                        { u"backend"_s, u"vllm"_s },
                        { u"model_id"_s, u"meta-llama/Llama-3.1-70B-Instruct"_s },
                        { u"num_prompts"_s, 20 * concurrency },
                        { u"request_rate"_s, u"inf"_s },
                        { u"burstiness"_s, 1.0 },
                        { u"max_concurrency"_s, concurrency },
                        { u"completed"_s, 20 * concurrency },
                        { u"total_input_tokens"_s, 2000 * 20 * concurrency },
                        { u"total_output_tokens"_s, 500 * 20 * concurrency },
                        { u"mean_ttft_ms"_s, ttftMs },
                        { u"median_ttft_ms"_s, ttftMs },
                        { u"p99_ttft_ms"_s, ttftMs * 2 },
                        { u"mean_tpot_ms"_s, tpotMs },
                        { u"median_tpot_ms"_s, tpotMs },
                        { u"p99_tpot_ms"_s, tpotMs * 1.2 } };
}

void write(const QString &path, const QByteArray &data)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
        qFatal("cannot write %s", qPrintable(path));
}

/// Three run files in `dir`: two benchmark JSONs and a CSV of two runs (one open loop).
QStringList runFiles(const QTemporaryDir &dir)
{
    const QString c1 = dir.filePath(QStringLiteral("c1.json"));
    const QString c16 = dir.filePath(QStringLiteral("c16.json"));
    const QString csv = dir.filePath(QStringLiteral("runs.csv"));
    write(c1, QJsonDocument(benchmark(1, 260, 14)).toJson());
    write(c16, QJsonDocument(benchmark(16, 900, 19)).toJson());
    write(csv,
          "concurrency,prompt_tokens,output_tokens,ttft_ms,tpot_ms,rate_per_s\n"
          "4,2000,500,420,15.5,\n"
          ",2000,500,300,15,0.5\n");
    return { c1, c16, csv };
}

QStringList calibrate(const QString &input, const QStringList &runs, const QStringList &more = {})
{
    return QStringList{ QStringLiteral("calibrate"),     input,
                        QStringLiteral("--scenario"),    QStringLiteral("dc-gpu"),
                        QStringLiteral("--accelerator"), QStringLiteral("h100-sxm"),
                        QStringLiteral("--tp"),          QStringLiteral("2") }
    + runs + more;
}

QStringList acceleratorIds(const QString &document)
{
    const Run run = cli({ QStringLiteral("export"), document });
    if (run.exitCode != 0)
        qFatal("export failed: %s", qPrintable(run.err));
    QStringList ids;
    for (const QJsonValue &a : jsonOf(run.out).value(QStringLiteral("accelerators")).toArray())
        ids.append(a.toObject().value(QStringLiteral("id")).toString());
    return ids;
}

} // namespace

class TestCalibrateCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void json();
    void newId();
    void table();
    void addToDocument();
    void refusedRuns_data();
    void refusedRuns();
    void badArguments_data();
    void badArguments();
};

void TestCalibrateCommand::json()
{
    QTemporaryDir dir;
    const Run run = cli(calibrate(dcGpu(), runFiles(dir),
                                  { QStringLiteral("--format"), QStringLiteral("json") }));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonOf(run.out);
    QCOMPARE(json.keys(), (QStringList{ u"accelerator"_s, u"fit"_s, u"runs"_s }));

    const QJsonObject card = json.value(QStringLiteral("accelerator")).toObject();
    QCOMPARE(card.value(QStringLiteral("id")).toString(), QStringLiteral("h100-sxm-calibrated"));
    QCOMPARE(card.value(QStringLiteral("source")).toString(),
             QStringLiteral("calibrated on 4 runs: c1.json, c16.json, runs.csv"));
    QCOMPARE(card.value(QStringLiteral("quote_date")).toString(), QStringLiteral("2026-06-10"));
    // Every field of the starting card is there: the catalog's name and memory among them.
    QCOMPARE(card.value(QStringLiteral("memory_gb")).toDouble(), 80.0);
    QVERIFY(card.contains(QStringLiteral("price")));
    // The fitted factors, inside their ranges.
    const QJsonObject fp8 = card.value(QStringLiteral("efficiency_by_precision"))
                                    .toObject()
                                    .value(QStringLiteral("fp8"))
                                    .toObject();
    for (const QString &key : { QStringLiteral("bw"), QStringLiteral("compute") }) {
        const double value = fp8.value(key).toDouble();
        QVERIFY2(value > 0 && value <= 1, qPrintable(key));
    }
    const double e = card.value(QStringLiteral("tp_efficiency_by_size"))
                             .toObject()
                             .value(QStringLiteral("2"))
                             .toDouble();
    QVERIFY(e > 0 && e <= 1);
    QVERIFY(card.value(QStringLiteral("request_overhead_ms")).toDouble() >= 0);

    const QJsonArray runs = json.value(QStringLiteral("runs")).toArray();
    QCOMPARE(runs.size(), 4);
    const QJsonObject first = runs.at(0).toObject();
    QCOMPARE(first.keys(),
             (QStringList{ u"concurrency"_s, u"file"_s, u"output_tokens"_s, u"prompt_tokens"_s,
                           u"rate_per_s"_s, u"tpot_ms"_s, u"ttft_ms"_s }));
    QCOMPARE(first.value(QStringLiteral("file")).toString(), QStringLiteral("c1.json"));
    QCOMPARE(first.value(QStringLiteral("concurrency")).toInt(), 1);
    QVERIFY(first.value(QStringLiteral("rate_per_s")).isNull());
    QCOMPARE(first.value(QStringLiteral("prompt_tokens")).toInt(), 2000);
    QCOMPARE(first.value(QStringLiteral("output_tokens")).toInt(), 500);
    const QJsonObject ttft = first.value(QStringLiteral("ttft_ms")).toObject();
    QCOMPARE(ttft.keys(), (QStringList{ u"after"_s, u"before"_s, u"measured"_s }));
    QCOMPARE(ttft.value(QStringLiteral("measured")).toDouble(), 260.0);
    const QJsonObject open = runs.at(3).toObject();
    QCOMPARE(open.value(QStringLiteral("file")).toString(), QStringLiteral("runs.csv"));
    QVERIFY(open.value(QStringLiteral("concurrency")).isNull());
    QCOMPARE(open.value(QStringLiteral("rate_per_s")).toDouble(), 0.5);

    const QJsonObject fit = json.value(QStringLiteral("fit")).toObject();
    QCOMPARE(fit.keys(),
             (QStringList{ u"runs"_s, u"tpot_within_10pct"_s, u"ttft_within_25pct"_s }));
    QCOMPARE(fit.value(QStringLiteral("runs")).toInt(), 4);
    // The fit's counts are the runs whose "after" is within the band.
    int ttftWithin = 0, tpotWithin = 0;
    for (const QJsonValue &r : runs) {
        const QJsonObject t = r.toObject().value(QStringLiteral("ttft_ms")).toObject();
        const QJsonObject p = r.toObject().value(QStringLiteral("tpot_ms")).toObject();
        ttftWithin
                += std::abs(t.value(u"after"_s).toDouble() / t.value(u"measured"_s).toDouble() - 1)
                <= 0.25;
        tpotWithin
                += std::abs(p.value(u"after"_s).toDouble() / p.value(u"measured"_s).toDouble() - 1)
                <= 0.10;
    }
    QCOMPARE(fit.value(QStringLiteral("ttft_within_25pct")).toInt(), ttftWithin);
    QCOMPARE(fit.value(QStringLiteral("tpot_within_10pct")).toInt(), tpotWithin);
    QVERIFY(tpotWithin >= 3);

    // The same input, the same output.
    QCOMPARE(cli(calibrate(dcGpu(), runFiles(dir),
                           { QStringLiteral("--format"), QStringLiteral("json") }))
                     .out,
             run.out);
}

void TestCalibrateCommand::newId()
{
    QTemporaryDir dir;
    const Run run = cli(calibrate(dcGpu(), runFiles(dir).mid(0, 1),
                                  { QStringLiteral("--as"), QStringLiteral("h100-ours"),
                                    QStringLiteral("--format=json") }));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject card = jsonOf(run.out).value(QStringLiteral("accelerator")).toObject();
    QCOMPARE(card.value(QStringLiteral("id")).toString(), QStringLiteral("h100-ours"));
    QCOMPARE(card.value(QStringLiteral("source")).toString(),
             QStringLiteral("calibrated on 1 runs: c1.json"));

    // Never over the original.
    const Run over = cli(calibrate(dcGpu(), runFiles(dir).mid(0, 1),
                                   { QStringLiteral("--as"), QStringLiteral("h100-sxm") }));
    QCOMPARE(over.exitCode, 1);
    QVERIFY2(over.err.contains(QLatin1String("\"h100-sxm\""))
                     && over.err.contains(QLatin1String("--as")),
             qPrintable(over.err));
}

void TestCalibrateCommand::table()
{
    QTemporaryDir dir;
    const Run run = cli(calibrate(dcGpu(), runFiles(dir)));
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    for (const char *expected :
         { "Calibrated h100-sxm-calibrated from h100-sxm at fp8, tensor-parallel size 2, on 4 runs",
           "Bandwidth efficiency (fp8)", "Tensor-parallel efficiency at 2", "Request overhead ms",
           "c16.json", "runs.csv line 3", "0.5/s", "16 at once", "Fit: TTFT within ±25 %" }) {
        QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
    }
}

void TestCalibrateCommand::addToDocument()
{
    QTemporaryDir dir;
    const QString document = dir.filePath(QStringLiteral("pilot.infertco"));
    QCOMPARE(cli({ QStringLiteral("import"), dcGpu(), document }).exitCode, 0);
    const Run added = cli(calibrate(document, runFiles(dir), { QStringLiteral("--add") }));
    QCOMPARE(added.exitCode, 0);
    QVERIFY2(QString::fromUtf8(added.out).contains(
                     QLatin1String("added accelerator \"h100-sxm-calibrated\" beside "
                                   "\"h100-sxm\"")),
             added.out.constData());
    QCOMPARE(acceleratorIds(document),
             (QStringList{ QStringLiteral("h100-sxm"), QStringLiteral("h100-sxm-calibrated") }));

    // Again: the id is taken; nothing is written.
    const QByteArray before = sha256(document);
    const Run again = cli(calibrate(document, runFiles(dir), { QStringLiteral("--add") }));
    QCOMPARE(again.exitCode, 1);
    QVERIFY2(again.err.contains(QLatin1String("already")), qPrintable(again.err));
    QCOMPARE(sha256(document), before);

    // A bad run file among good ones: nothing is written either.
    write(dir.filePath(QStringLiteral("bad.json")), "{\"completed\": 0}");
    const Run bad = cli(calibrate(
            document, runFiles(dir) << dir.filePath(QStringLiteral("bad.json")),
            { QStringLiteral("--add"), QStringLiteral("--as"), QStringLiteral("h100-two") }));
    QCOMPARE(bad.exitCode, 1);
    QCOMPARE(sha256(document), before);

    // --as: a second calibrated card, beside the original.
    const Run second = cli(
            calibrate(document, runFiles(dir).mid(0, 2),
                      { QStringLiteral("--add"), QStringLiteral("--as"), QStringLiteral("h100-two"),
                        QStringLiteral("--format"), QStringLiteral("json") }));
    QCOMPARE(second.exitCode, 0);
    QCOMPARE(jsonOf(second.out)
                     .value(QStringLiteral("accelerator"))
                     .toObject()
                     .value(u"id"_s)
                     .toString(),
             QStringLiteral("h100-two"));
    QCOMPARE(acceleratorIds(document),
             (QStringList{ QStringLiteral("h100-sxm"), QStringLiteral("h100-two"),
                           QStringLiteral("h100-sxm-calibrated") }));
    // The document computes.
    QCOMPARE(cli({ QStringLiteral("validate"), document }).exitCode, 0);
}

void TestCalibrateCommand::refusedRuns_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("expected"); // in the error, after the file's path

    const auto with = [](const char *key, const QJsonValue &value) {
        QJsonObject object = benchmark(4, 400, 15);
        if (value.isUndefined())
            object.remove(QLatin1StringView(key));
        else
            object[QLatin1StringView(key)] = value;
        return QJsonDocument(object).toJson();
    };
    QFile bundle(dcGpu());
    bundle.open(QIODevice::ReadOnly);
    QTest::newRow("a bundle, not a benchmark result")
            << bundle.readAll() << QStringLiteral("bundle.json")
            << QStringLiteral("is not a benchmark result");
    QTest::newRow("missing completed")
            << with("completed", QJsonValue::Undefined) << QStringLiteral("run.json")
            << QStringLiteral("field \"completed\": is missing");
    QTest::newRow("missing mean and median TPOT") << [&] {
        QJsonObject object = benchmark(4, 400, 15);
        object.remove(u"mean_tpot_ms"_s);
        object.remove(u"median_tpot_ms"_s);
        return QJsonDocument(object).toJson();
    }() << QStringLiteral("run.json") << QStringLiteral("field \"mean_tpot_ms\"");
    QTest::newRow("0 completed") << with("completed", 0) << QStringLiteral("run.json")
                                 << QStringLiteral("field \"completed\": is 0");
    QTest::newRow("concurrency and rate at once")
            << with("request_rate", 2.0) << QStringLiteral("run.json")
            << QStringLiteral("field \"max_concurrency\"");
    QTest::newRow("mean output below 1 token")
            << with("total_output_tokens", 10) << QStringLiteral("run.json")
            << QStringLiteral("field \"total_output_tokens\"");
    QTest::newRow("CSV row with both loads")
            << QByteArray("concurrency,prompt_tokens,output_tokens,ttft_ms,tpot_ms,rate_per_s\n"
                          "4,2000,500,400,15,1\n")
            << QStringLiteral("measured.csv") << QStringLiteral("line 2, field \"rate_per_s\"");
    QTest::newRow("CSV prompt of 0")
            << QByteArray("concurrency,prompt_tokens,output_tokens,ttft_ms,"
                          "tpot_ms\n4,0,500,400,15\n")
            << QStringLiteral("measured.csv") << QStringLiteral("line 2, field \"prompt_tokens\"");
    // 8 × 80 GB is not enough for a 70.6 B model's 3,000,000-token request at TP2: the run
    // is not of this scenario's model and size.
    QTest::newRow("lengths not the scenario's")
            << with("total_input_tokens", 3000000.0 * 80) << QStringLiteral("long.json")
            << QStringLiteral("long.json, field \"total_input_tokens\"");
}

void TestCalibrateCommand::refusedRuns()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, fileName);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath(fileName);
    write(path, data);
    const QString document = dir.filePath(QStringLiteral("d.infertco"));
    QCOMPARE(cli({ QStringLiteral("import"), dcGpu(), document }).exitCode, 0);
    const QByteArray before = sha256(document);
    const Run run = cli(
            calibrate(document, { runFiles(dir).first(), path }, { QStringLiteral("--add") }));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    QVERIFY2(run.err.contains(fileName), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QCOMPARE(sha256(document), before);
}

void TestCalibrateCommand::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments"); // after "calibrate"; RUN is c1.json
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("expected");
    const QString input = dcGpu();
    const QString run = QStringLiteral("RUN");
    const QStringList base{ input, QStringLiteral("--scenario"), QStringLiteral("dc-gpu"),
                            QStringLiteral("--accelerator"), QStringLiteral("h100-sxm") };
    QTest::newRow("no --tp") << (base + QStringList{ run }) << 2 << QStringLiteral("--tp");
    QTest::newRow("--tp 3") << (base
                                + QStringList{ QStringLiteral("--tp"), QStringLiteral("3"), run })
                            << 2 << QStringLiteral("1, 2, 4 or 8");
    QTest::newRow("no run") << (base + QStringList{ QStringLiteral("--tp"), QStringLiteral("2") })
                            << 2 << QStringLiteral("at least one RUN");
    QTest::newRow("no --scenario") << QStringList{ input,
                                                   QStringLiteral("--accelerator"),
                                                   QStringLiteral("h100-sxm"),
                                                   QStringLiteral("--tp"),
                                                   QStringLiteral("2"),
                                                   run }
                                   << 2 << QStringLiteral("--scenario");
    QTest::newRow("--format csv") << (base
                                      + QStringList{ QStringLiteral("--tp"), QStringLiteral("2"),
                                                     QStringLiteral("--format"),
                                                     QStringLiteral("csv"), run })
                                  << 2 << QStringLiteral("json or table");
    QTest::newRow("--add on a bundle")
            << (base
                + QStringList{ QStringLiteral("--tp"), QStringLiteral("2"), QStringLiteral("--add"),
                               run })
            << 2 << QStringLiteral("import it into a document");
    QTest::newRow("unknown scenario") << QStringList{ input,
                                                      QStringLiteral("--scenario"),
                                                      QStringLiteral("nope"),
                                                      QStringLiteral("--accelerator"),
                                                      QStringLiteral("h100-sxm"),
                                                      QStringLiteral("--tp"),
                                                      QStringLiteral("2"),
                                                      run }
                                      << 1 << QStringLiteral("scenario \"nope\"");
    QTest::newRow("unknown accelerator") << QStringList{ input,
                                                         QStringLiteral("--scenario"),
                                                         QStringLiteral("dc-gpu"),
                                                         QStringLiteral("--accelerator"),
                                                         QStringLiteral("b300"),
                                                         QStringLiteral("--tp"),
                                                         QStringLiteral("2"),
                                                         run }
                                         << 1 << QStringLiteral("accelerator \"b300\"");
    QTest::newRow("--tp beyond max_tp 8? no: missing run file")
            << (base
                + QStringList{ QStringLiteral("--tp"), QStringLiteral("2"),
                               QStringLiteral("/nonexistent/run.json") })
            << 1 << QStringLiteral("cannot be read");
}

void TestCalibrateCommand::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    arguments.replaceInStrings(QStringLiteral("RUN"), runFiles(dir).first());
    const Run run = cli(QStringList{ QStringLiteral("calibrate") } + arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCalibrateCommand)
#include "tst_calibratecommand.moc"
