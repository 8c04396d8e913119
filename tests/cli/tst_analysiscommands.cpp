// SPDX-License-Identifier: GPL-3.0-or-later
// infertco-cli sensitivity and montecarlo, run as a user runs them: exit codes, the JSON
// shape, CSV and table output, and every kind of bad argument.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

namespace {

QJsonObject jsonOf(const Run &run)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(run.out, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("not JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

bool isMoney(const QJsonValue &value)
{
    static const QRegularExpression pattern(QStringLiteral("^-?[0-9]+\\.[0-9]{2}$"));
    return value.isString() && pattern.match(value.toString()).hasMatch();
}

} // namespace

class TestAnalysisCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sensitivityJson();
    void sensitivityPairAndMeasure();
    void sensitivityCsvAndTable();
    void monteCarloJson();
    void monteCarloIsReproducible();
    void monteCarloZeroWidthIsExact();
    void monteCarloCsvAndTable();
    void readsDocuments();
    void badArguments_data();
    void badArguments();
};

void TestAnalysisCommands::sensitivityJson()
{
    const Run run = cli({ QStringLiteral("sensitivity"), source("tests/golden/example-hk.json"),
                          QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonOf(run);
    QCOMPARE(json.value(QStringLiteral("scenario")).toString(), QStringLiteral("example"));
    QCOMPARE(json.value(QStringLiteral("currency")).toString(), QStringLiteral("HKD"));
    QCOMPARE(json.value(QStringLiteral("measure")).toString(), QStringLiteral("total"));
    // Default pair: colo against rent on the L40S; 1,392,948.76 − 1,389,760.00 = 3,188.76.
    QCOMPARE(json.value(QStringLiteral("option_a")).toString(), QStringLiteral("L40S colo"));
    QCOMPARE(json.value(QStringLiteral("option_b")).toString(), QStringLiteral("L40S rent"));
    QCOMPARE(json.value(QStringLiteral("base_difference")).toString(), QStringLiteral("3188.76"));
    const QJsonArray drivers = json.value(QStringLiteral("drivers")).toArray();
    QCOMPARE(drivers.size(), 13); // nine v1 drivers, the USD rate, three v2 drivers
    bool electricityFound = false;
    for (const QJsonValue &value : drivers) {
        const QJsonObject driver = value.toObject();
        for (const char *key : { "driver", "name", "scale", "low", "base", "high" })
            QVERIFY2(driver.value(QLatin1String(key)).isString(), key);
        for (const char *key : { "difference_low", "difference_high", "swing" })
            QVERIFY2(isMoney(driver.value(QLatin1String(key))), key);
        const QJsonValue flip = driver.value(QStringLiteral("flip"));
        QVERIFY(flip.isNull() || flip.isObject());
        if (driver.value(QStringLiteral("driver")).toString()
            == QLatin1String("electricity_price")) {
            electricityFound = true;
            // Hand-computed in tst_sensitivity: 960.10 a month × 36.
            QCOMPARE(driver.value(QStringLiteral("swing")).toString(), QStringLiteral("34563.60"));
            QVERIFY(flip.toObject()
                            .value(QStringLiteral("text"))
                            .toString()
                            .contains(QStringLiteral("electricity costs less than HK$1.445/kWh")));
        }
    }
    QVERIFY(electricityFound);
}

void TestAnalysisCommands::sensitivityPairAndMeasure()
{
    const Run run = cli({ QStringLiteral("sensitivity"), source("tests/golden/example-hk.json"),
                          QStringLiteral("--pair"), QStringLiteral("NPU colo"),
                          QStringLiteral("L40S colo"), QStringLiteral("--measure=npv"),
                          QStringLiteral("--range"), QStringLiteral("discount_rate=0.02:0.2"),
                          QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonOf(run);
    QCOMPARE(json.value(QStringLiteral("option_a")).toString(), QStringLiteral("NPU colo"));
    QCOMPARE(json.value(QStringLiteral("measure")).toString(), QStringLiteral("npv"));
    for (const QJsonValue &value : json.value(QStringLiteral("drivers")).toArray()) {
        const QJsonObject driver = value.toObject();
        if (driver.value(QStringLiteral("driver")).toString() != QLatin1String("discount_rate"))
            continue;
        QCOMPARE(driver.value(QStringLiteral("low")).toString(), QStringLiteral("0.02"));
        QCOMPARE(driver.value(QStringLiteral("high")).toString(), QStringLiteral("0.2"));
        // On NPV the discount rate moves the difference.
        QVERIFY(driver.value(QStringLiteral("swing")).toString() != QLatin1String("0.00"));
        return;
    }
    QFAIL("no discount_rate row");
}

void TestAnalysisCommands::sensitivityCsvAndTable()
{
    const Run csv = cli({ QStringLiteral("sensitivity"), source("tests/golden/example-hk.json"),
                          QStringLiteral("--format"), QStringLiteral("csv") });
    QCOMPARE(csv.exitCode, 0);
    // RFC 4180, as every CSV of infertco-cli: each record ends in CRLF.
    QVERIFY(csv.out.endsWith("\r\n"));
    QCOMPARE(csv.out.count("\r\n"), csv.out.count('\n'));
    const QList<QByteArray> lines = csv.out.chopped(2).split('\n');
    QCOMPARE(lines.size(), 14); // header and the 13 drivers
    QVERIFY(lines.first().startsWith("driver,name,low,base,high,difference_low"));
    const Run table
            = cli({ QStringLiteral("sensitivity"), source("tests/golden/example-hk.json") });
    QCOMPARE(table.exitCode, 0);
    QVERIFY(table.out.contains("Where the choice flips:"));
    QVERIFY(table.out.contains("HK$34,563.60"));
}

void TestAnalysisCommands::monteCarloJson()
{
    const Run run
            = cli({ QStringLiteral("montecarlo"), source("data/demo.json"),
                    QStringLiteral("--scenario"), QStringLiteral("hk-api"),
                    QStringLiteral("--seed"), QStringLiteral("11"), QStringLiteral("--draws"),
                    QStringLiteral("1000"), QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonOf(run);
    QCOMPARE(json.value(QStringLiteral("scenario")).toString(), QStringLiteral("hk-api"));
    QCOMPARE(json.value(QStringLiteral("seed")).toInt(), 11);
    QCOMPARE(json.value(QStringLiteral("draws")).toInt(), 1000);
    QVERIFY(json.value(QStringLiteral("note")).toString().contains(QStringLiteral("double")));
    const QJsonObject bins = json.value(QStringLiteral("bins")).toObject();
    QVERIFY(isMoney(bins.value(QStringLiteral("start"))));
    QVERIFY(isMoney(bins.value(QStringLiteral("width"))));
    const int binCount = bins.value(QStringLiteral("count")).toInt();
    QCOMPARE(binCount, 40);
    double probability = 0;
    const QJsonArray options = json.value(QStringLiteral("options")).toArray();
    QCOMPARE(options.size(), 5);
    for (const QJsonValue &value : options) {
        const QJsonObject option = value.toObject();
        QVERIFY(option.value(QStringLiteral("name")).isString());
        if (!option.value(QStringLiteral("feasible")).toBool())
            continue;
        for (const char *key : { "total", "min", "p10", "p50", "p90", "max", "mean" })
            QVERIFY2(isMoney(option.value(QLatin1String(key))), key);
        QVERIFY(option.value(QStringLiteral("exact")).isBool());
        QCOMPARE(option.value(QStringLiteral("histogram")).toArray().size(), binCount);
        probability += option.value(QStringLiteral("probability_cheapest")).toDouble();
    }
    QVERIFY(qAbs(probability - 1.0) < 1e-9);
    QCOMPARE(json.value(QStringLiteral("drivers")).toArray().size(), 13);
}

void TestAnalysisCommands::monteCarloIsReproducible()
{
    const QStringList arguments{ QStringLiteral("montecarlo"), source("data/demo.json"),
                                 QStringLiteral("--seed"),     QStringLiteral("3"),
                                 QStringLiteral("--draws"),    QStringLiteral("700"),
                                 QStringLiteral("--format"),   QStringLiteral("json") };
    const Run one
            = cli(arguments + QStringList{ QStringLiteral("--threads"), QStringLiteral("1") });
    const Run two
            = cli(arguments + QStringList{ QStringLiteral("--threads"), QStringLiteral("2") });
    QCOMPARE(one.exitCode, 0);
    QCOMPARE(two.exitCode, 0);
    QCOMPARE(one.out, two.out);
    const Run other
            = cli({ QStringLiteral("montecarlo"), source("data/demo.json"),
                    QStringLiteral("--seed"), QStringLiteral("4"), QStringLiteral("--draws"),
                    QStringLiteral("700"), QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY(other.out != one.out);
}

void TestAnalysisCommands::monteCarloZeroWidthIsExact()
{
    // Every driver pinned to the scenario's value: P50 is the golden total of each option.
    QStringList arguments{ QStringLiteral("montecarlo"), source("tests/golden/example-hk.json"),
                           QStringLiteral("--draws"),    QStringLiteral("50"),
                           QStringLiteral("--format"),   QStringLiteral("json") };
    for (const char *pin :
         { "electricity_price=1:1", "utilization=0.5:0.5", "accelerator_price=1:1",
           "rental_price=1:1", "colo_fee=1:1", "model_updates=2:2", "engineer_day_rate=4000:4000",
           "residual_value=0.2:0.2", "fx=7.8:7.8", // USD: the rate the default pair uses
           "demand_growth=0:0", "rental_price_trend=0:0", "owned_servers=1:1" })
        arguments << QStringLiteral("--range") << QString::fromLatin1(pin);
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 0);
    const QJsonArray options = jsonOf(run).value(QStringLiteral("options")).toArray();
    const QStringList totals{ QStringLiteral("1392948.76"), QStringLiteral("1389760.00"),
                              QStringLiteral("1881739.40") };
    QCOMPARE(options.size(), 3);
    for (int i = 0; i < 3; ++i) {
        const QJsonObject option = options.at(i).toObject();
        QCOMPARE(option.value(QStringLiteral("p50")).toString(), totals.at(i));
        QCOMPARE(option.value(QStringLiteral("p10")).toString(), totals.at(i));
        QCOMPARE(option.value(QStringLiteral("p90")).toString(), totals.at(i));
        QVERIFY(option.value(QStringLiteral("exact")).toBool());
    }
}

void TestAnalysisCommands::monteCarloCsvAndTable()
{
    const Run csv = cli({ QStringLiteral("montecarlo"), source("tests/golden/example-hk.json"),
                          QStringLiteral("--draws"), QStringLiteral("200"),
                          QStringLiteral("--format"), QStringLiteral("csv") });
    QCOMPARE(csv.exitCode, 0);
    // RFC 4180, as every CSV of infertco-cli: each record ends in CRLF.
    QVERIFY(csv.out.endsWith("\r\n"));
    QCOMPARE(csv.out.count("\r\n"), csv.out.count('\n'));
    const QList<QByteArray> lines = csv.out.chopped(2).split('\n');
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines.first(),
             QByteArray("option,feasible,exact,total,p10,p50,p90,min,max,mean,"
                        "probability_cheapest\r"));
    QVERIFY(csv.err.contains(QLatin1String("double precision")));
    const Run table = cli({ QStringLiteral("montecarlo"), source("tests/golden/example-hk.json"),
                            QStringLiteral("--draws"), QStringLiteral("200") });
    QCOMPARE(table.exitCode, 0);
    QVERIFY(table.out.contains("200 draws, seed 1"));
    QVERIFY(table.out.contains("double precision"));
}

void TestAnalysisCommands::readsDocuments()
{
    // The bundle imported into a .infertco document gives the same sensitivity.
    QTemporaryDir dir;
    const QString document = dir.filePath(QStringLiteral("example.infertco"));
    const Run import
            = cli({ QStringLiteral("import"), source("tests/golden/example-hk.json"), document });
    QCOMPARE(import.exitCode, 0);
    const QStringList rest{ QStringLiteral("--format"), QStringLiteral("json") };
    const Run fromDocument = cli(QStringList{ QStringLiteral("sensitivity"), document } + rest);
    const Run fromBundle = cli(
            QStringList{ QStringLiteral("sensitivity"), source("tests/golden/example-hk.json") }
            + rest);
    QCOMPARE(fromDocument.exitCode, 0);
    QCOMPARE(fromDocument.out, fromBundle.out);
}

void TestAnalysisCommands::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString example = source("tests/golden/example-hk.json");
    const auto row = [&](const char *name, QStringList arguments, int code, const char *message) {
        QTest::newRow(name) << arguments << code << QString::fromUtf8(message);
    };
    const QString s = QStringLiteral("sensitivity");
    const QString m = QStringLiteral("montecarlo");
    row("no input", { s }, 2, "exactly one INPUT");
    row("two inputs", { s, example, example }, 2, "exactly one INPUT");
    row("unknown option", { m, example, QStringLiteral("--fast") }, 2, "unknown option --fast");
    row("bad format", { s, example, QStringLiteral("--format"), QStringLiteral("xml") }, 2,
        "--format must be json, csv or table");
    row("bad measure", { s, example, QStringLiteral("--measure"), QStringLiteral("irr") }, 2,
        "--measure must be total or npv");
    row("pair with one name", { s, example, QStringLiteral("--pair"), QStringLiteral("L40S colo") },
        2, "--pair needs two option names");
    row("seed not a number", { m, example, QStringLiteral("--seed"), QStringLiteral("abc") }, 2,
        "--seed must be a whole number");
    row("negative draws", { m, example, QStringLiteral("--draws"), QStringLiteral("-5") }, 2,
        "--draws must be a whole number from 1");
    row("zero threads", { m, example, QStringLiteral("--threads"), QStringLiteral("0") }, 2,
        "--threads must be a whole number");
    row("unknown driver", { s, example, QStringLiteral("--range"), QStringLiteral("weather=1:2") },
        2, "--range expects DRIVER=LOW:HIGH");
    row("range not a number",
        { s, example, QStringLiteral("--range"), QStringLiteral("utilization=low:1") }, 2,
        "is not a number");
    row("range with four values",
        { s, example, QStringLiteral("--range"), QStringLiteral("utilization=0.1:0.2:0.3:0.4") }, 2,
        "give LOW:HIGH or LOW:MOST_LIKELY:HIGH");
    row("missing file", { s, source("tests/golden/no-such-file.json") }, 1, "no-such-file.json");
    row("unknown scenario", { m, example, QStringLiteral("--scenario"), QStringLiteral("nope") }, 1,
        "scenario \"nope\": is not in this file");
    row("unknown option name",
        { s, example, QStringLiteral("--pair"), QStringLiteral("L40S colo"),
          QStringLiteral("GPU") },
        1, "has no option named \"GPU\"");
    row("same option twice",
        { s, example, QStringLiteral("--pair"), QStringLiteral("L40S colo"),
          QStringLiteral("L40S colo") },
        1, "cannot be compared with itself");
    row("utilization above full load",
        { m, example, QStringLiteral("--range"), QStringLiteral("utilization=0.2:1.4") }, 1,
        "driver \"utilization\", field \"high\"");
    row("currency without a rate",
        { s, example, QStringLiteral("--fx-currency"), QStringLiteral("JPY") }, 1,
        "field \"currency\"");
}

void TestAnalysisCommands::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestAnalysisCommands)
#include "tst_analysiscommands.moc"
