// SPDX-License-Identifier: GPL-3.0-or-later
// infertco-cli plan (docs/method.md, "Plan search"), run as a user runs it: the JSON of the ranked
// plans on plan-k3.json (priced by hand in tests/core/plan/tst_plansearch.cpp: hybrid with 3 owned
// servers 2900.00, colo 3500.00, rent 4000.00), the table, --add on a document (all or
// nothing, names kept unique) and every bad argument with its exit code.
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

namespace {

const QString Dot = QStringLiteral(" \u00b7 ");

QString k3()
{
    return source("tests/core/plan/plan-k3.json");
}

QJsonObject jsonOf(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("not JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

/// The option names of the first scenario of `document`, through `export`.
QStringList optionNames(const QString &document)
{
    const Run run = cli({ QStringLiteral("export"), document });
    if (run.exitCode != 0)
        qFatal("export failed: %s", qPrintable(run.err));
    QStringList names;
    const QJsonArray options = jsonOf(run.out)
                                       .value(QStringLiteral("scenarios"))
                                       .toArray()
                                       .first()
                                       .toObject()
                                       .value(QStringLiteral("options"))
                                       .toArray();
    for (const QJsonValue &option : options)
        names.append(option.toObject().value(QStringLiteral("name")).toString());
    return names;
}

} // namespace

class TestPlanCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void json();
    void top();
    void table();
    void regions();
    void addToDocument();
    void addIsAllOrNothing();
    void workloadWithoutPeak();
    void badArguments_data();
    void badArguments();
};

void TestPlanCommand::json()
{
    const Run run = cli(
            { QStringLiteral("plan"), k3(), QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonOf(run.out);
    QCOMPARE(json.value(QStringLiteral("scenario")).toString(), QStringLiteral("k3"));
    QCOMPARE(json.value(QStringLiteral("candidates")).toInt(), 3);
    const QJsonObject leftOut = json.value(QStringLiteral("left_out")).toObject();
    QCOMPARE(leftOut.size(), 3);
    QCOMPARE(leftOut.value(QStringLiteral("fx:USD")).toInt(), 2);
    QCOMPARE(leftOut.value(QStringLiteral("infeasible")).toInt(), 3);
    QCOMPARE(leftOut.value(QStringLiteral("missing:platform.price")).toInt(), 5);
    const QJsonArray plans = json.value(QStringLiteral("plans")).toArray();
    QCOMPARE(plans.size(), 3);

    const QJsonObject hybrid = plans.at(0).toObject();
    QCOMPARE(hybrid.value(QStringLiteral("rank")).toInt(), 1);
    QCOMPARE(hybrid.value(QStringLiteral("name")).toString(),
             QStringLiteral("Card") + Dot + QStringLiteral("hybrid") + Dot
                     + QStringLiteral("one-slot") + Dot + QStringLiteral("colo + rent-1") + Dot
                     + QStringLiteral("3 owned"));
    QCOMPARE(hybrid.value(QStringLiteral("mode")).toString(), QStringLiteral("hybrid"));
    QCOMPARE(hybrid.value(QStringLiteral("accelerator")).toString(), QStringLiteral("card"));
    QCOMPARE(hybrid.value(QStringLiteral("platform")).toString(), QStringLiteral("one-slot"));
    QCOMPARE(hybrid.value(QStringLiteral("offer")).toString(), QStringLiteral("colo"));
    QCOMPARE(hybrid.value(QStringLiteral("rental_offer")).toString(), QStringLiteral("rent-1"));
    QCOMPARE(hybrid.value(QStringLiteral("owned_servers")).toInt(), 3);
    const QJsonObject totals = hybrid.value(QStringLiteral("totals")).toObject();
    QCOMPARE(totals.value(QStringLiteral("total")).toString(), QStringLiteral("2900.00"));
    QCOMPARE(totals.value(QStringLiteral("purchase")).toString(), QStringLiteral("2100.00"));
    QCOMPARE(totals.value(QStringLiteral("rental")).toString(), QStringLiteral("800.00"));
    QVERIFY(totals.contains(QStringLiteral("npv")));
    QCOMPARE(totals.size(), 14);
    const QJsonObject sizing = hybrid.value(QStringLiteral("sizing")).toObject();
    QCOMPARE(sizing.value(QStringLiteral("owned_servers")).toInt(), 3);
    QCOMPARE(sizing.value(QStringLiteral("rented_servers")).toInt(), 2);
    QCOMPARE(sizing.value(QStringLiteral("replicas")).toInt(), 5);
    QCOMPARE(sizing.value(QStringLiteral("replica_tokens_per_s")).toDouble(), 99.98);
    // 2900 / (Σ peak 3880 × 1 × 3600 × 730 / 10^6 = 10196.64) = 0.28440…
    QCOMPARE(hybrid.value(QStringLiteral("cost_per_million_tokens")).toString(),
             QStringLiteral("0.2844"));
    // Purchase 2100 is larger than rental 800.
    QCOMPARE(hybrid.value(QStringLiteral("largest_component")).toString(),
             QStringLiteral("purchase"));

    const QJsonObject colo = plans.at(1).toObject();
    QCOMPARE(colo.value(QStringLiteral("mode")).toString(), QStringLiteral("colo"));
    QVERIFY(colo.value(QStringLiteral("rental_offer")).isNull());
    QVERIFY(colo.value(QStringLiteral("owned_servers")).isNull());
    QCOMPARE(colo.value(QStringLiteral("cost_per_million_tokens")).toString(),
             QStringLiteral("0.3433"));

    const QJsonObject rent = plans.at(2).toObject();
    QCOMPARE(rent.value(QStringLiteral("rank")).toInt(), 3);
    QCOMPARE(rent.value(QStringLiteral("offer")).toString(), QStringLiteral("rent-1"));
    QVERIFY(rent.value(QStringLiteral("platform")).isNull());
    QVERIFY(rent.value(QStringLiteral("rental_offer")).isNull());
    QVERIFY(rent.value(QStringLiteral("owned_servers")).isNull());
    QCOMPARE(rent.value(QStringLiteral("largest_component")).toString(), QStringLiteral("rental"));
    QCOMPARE(rent.value(QStringLiteral("totals")).toObject().value(QStringLiteral("total")),
             QJsonValue(QStringLiteral("4000.00")));
}

void TestPlanCommand::top()
{
    const Run run = cli({ QStringLiteral("plan"), k3(), QStringLiteral("--top"),
                          QStringLiteral("1"), QStringLiteral("--format=json") });
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonOf(run.out);
    QCOMPARE(json.value(QStringLiteral("candidates")).toInt(), 3); // ranked, not shown
    QCOMPARE(json.value(QStringLiteral("plans")).toArray().size(), 1);
}

void TestPlanCommand::table()
{
    const Run run = cli({ QStringLiteral("plan"), k3() });
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.contains(QLatin1String("2900.00")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("colo + rent-1") + Dot + QStringLiteral("3 owned")));
    QVERIFY(text.contains(QLatin1String("missing:platform.price")));
    // Ranked: the hybrid's line comes before the rent's.
    QVERIFY(text.indexOf(QLatin1String("2900.00")) < text.indexOf(QLatin1String("4000.00")));
}

void TestPlanCommand::regions()
{
    // plan-k3.json has every offer in hk: with sg alone nothing is a candidate.
    const Run sg
            = cli({ QStringLiteral("plan"), k3(), QStringLiteral("--region"), QStringLiteral("sg"),
                    QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(sg.exitCode, 0);
    const QJsonObject json = jsonOf(sg.out);
    QCOMPARE(json.value(QStringLiteral("candidates")).toInt(), 0);
    QVERIFY(json.value(QStringLiteral("plans")).toArray().isEmpty());
    QVERIFY(json.value(QStringLiteral("left_out")).toObject().isEmpty());

    const Run both = cli({ QStringLiteral("plan"), k3(), QStringLiteral("--region"),
                           QStringLiteral("sg"), QStringLiteral("--region"), QStringLiteral("hk"),
                           QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(both.exitCode, 0);
    QCOMPARE(jsonOf(both.out).value(QStringLiteral("candidates")).toInt(), 3);
}

void TestPlanCommand::addToDocument()
{
    QTemporaryDir dir;
    const QString document = dir.filePath(QStringLiteral("plans.infertco"));
    QCOMPARE(cli({ QStringLiteral("import"), k3(), document }).exitCode, 0);
    const QString rentName = QStringLiteral("Card") + Dot + QStringLiteral("rent") + Dot
            + QStringLiteral("rent-1");
    QCOMPARE(optionNames(document), QStringList{ rentName });

    const Run first = cli({ QStringLiteral("plan"), document, QStringLiteral("--add"),
                            QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(first.exitCode, 0);
    const QJsonArray plans = jsonOf(first.out).value(QStringLiteral("plans")).toArray();
    QCOMPARE(plans.size(), 3);
    const QString hybridName = plans.at(0).toObject().value(QStringLiteral("name")).toString();
    const QString coloName = plans.at(1).toObject().value(QStringLiteral("name")).toString();
    // The rent plan's name is the option already there: it is added as "… (2)".
    QCOMPARE(optionNames(document),
             QStringList({ rentName, hybridName, coloName, rentName + QStringLiteral(" (2)") }));

    // Twice: no name repeats.
    const Run second = cli({ QStringLiteral("plan"), document, QStringLiteral("--add"),
                             QStringLiteral("--top"), QStringLiteral("2") });
    QCOMPARE(second.exitCode, 0);
    const QString secondText = QString::fromUtf8(second.out);
    QVERIFY2(secondText.contains(QLatin1String("added to scenario \"k3\":\n  ") + hybridName
                                 + QStringLiteral(" (2)\n  ") + coloName
                                 + QStringLiteral(" (2)\n")),
             qPrintable(secondText));
    QCOMPARE(optionNames(document),
             QStringList({ rentName, hybridName, coloName, rentName + QStringLiteral(" (2)"),
                           hybridName + QStringLiteral(" (2)"),
                           coloName + QStringLiteral(" (2)") }));

    // The added options compute as the plans did.
    const Run computed = cli({ QStringLiteral("compute"), document, QStringLiteral("--format"),
                               QStringLiteral("json") });
    QCOMPARE(computed.exitCode, 0);
    const QJsonArray options = jsonOf(computed.out).value(QStringLiteral("options")).toArray();
    QCOMPARE(options.at(1)
                     .toObject()
                     .value(QStringLiteral("totals"))
                     .toObject()
                     .value(QStringLiteral("total"))
                     .toString(),
             QStringLiteral("2900.00"));
}

void TestPlanCommand::addIsAllOrNothing()
{
    // rent-1 named with 490 characters (a name may have 500): the colo plan's name is short,
    // but the hybrid and the rent plans on rent-1 get names over 500 characters. The save
    // refuses them, and the colo plan is not added alone.
    QTemporaryDir dir;
    QFile in(k3());
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray bundle = in.readAll();
    bundle.replace("{\"id\": \"rent-1\",",
                   "{\"id\": \"rent-1\", \"name\": \"" + QByteArray(490, 'r') + "\",");
    const QString bundlePath = dir.filePath(QStringLiteral("long.json"));
    QFile out(bundlePath);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(bundle);
    out.close();
    const QString document = dir.filePath(QStringLiteral("long.infertco"));
    QCOMPARE(cli({ QStringLiteral("import"), bundlePath, document }).exitCode, 0);
    const QByteArray before = sha256(document);
    const Run run = cli({ QStringLiteral("plan"), document, QStringLiteral("--add") });
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QLatin1String("name")), qPrintable(run.err));
    QCOMPARE(sha256(document), before);
    QCOMPARE(optionNames(document).size(), 1);
}

void TestPlanCommand::workloadWithoutPeak()
{
    // The demand steps replaced by a peak of 0: an invalid workload, exit 1 naming the field.
    QTemporaryDir dir;
    QFile in(k3());
    QVERIFY(in.open(QIODevice::ReadOnly));
    QString bundle = QString::fromUtf8(in.readAll());
    bundle.replace(QRegularExpression(QStringLiteral("\"demand\": \\[[^\\]]*\\]")),
                   QStringLiteral("\"peak_output_tokens_per_s\": 0"));
    QVERIFY(!bundle.contains(QLatin1String("demand")));
    const QString path = dir.filePath(QStringLiteral("nopeak.json"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(bundle.toUtf8());
    out.close();
    const Run run = cli(
            { QStringLiteral("plan"), path, QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QLatin1String("peak_output_tokens_per_s")), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

void TestPlanCommand::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString input = k3();
    QTest::newRow("top 0") << QStringList{ QStringLiteral("--top"), QStringLiteral("0") } << 2
                           << QStringLiteral("--top");
    QTest::newRow("top -1") << QStringList{ QStringLiteral("--top=-1") } << 2
                            << QStringLiteral("--top");
    QTest::newRow("top text") << QStringList{ QStringLiteral("--top"), QStringLiteral("ten") } << 2
                              << QStringLiteral("--top");
    QTest::newRow("format csv") << QStringList{ QStringLiteral("--format"), QStringLiteral("csv") }
                                << 2 << QStringLiteral("--format");
    QTest::newRow("add on a bundle")
            << QStringList{ QStringLiteral("--add") } << 2 << QStringLiteral("--add");
    QTest::newRow("unknown option")
            << QStringList{ QStringLiteral("--cheapest") } << 2 << QStringLiteral("--cheapest");
    QTest::newRow("unknown region")
            << QStringList{ QStringLiteral("--region"), QStringLiteral("mars") } << 1
            << QStringLiteral("mars");
    QTest::newRow("unknown scenario")
            << QStringList{ QStringLiteral("--scenario"), QStringLiteral("nope") } << 1
            << QStringLiteral("nope");
}

void TestPlanCommand::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const Run run = cli(QStringList{ QStringLiteral("plan"), k3() } + arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestPlanCommand)
#include "tst_plancommand.moc"
