// SPDX-License-Identifier: GPL-3.0-or-later
// CsvExport: summary and monthly cash flows that add up to the cent, with cells a spreadsheet
// would run as formulas neutralised (DESIGN 7).
#include "cost/engine.h"
#include "documenttestfiles.h"
#include "io/csvexport.h"
#include "io/csvreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace infertco;
using namespace infertco::testing;

namespace {

// The CSV as rows of cells keyed by the header's column names.
QList<QHash<QString, QString>> table(const QByteArray &csv)
{
    const Outcome<QList<CsvRecord>> records = CsvReader::parse(csv);
    QList<QHash<QString, QString>> rows;
    if (!records.ok() || records.value().isEmpty())
        return rows;
    const QStringList header = records.value().first().fields;
    for (qsizetype r = 1; r < records.value().size(); ++r) {
        QHash<QString, QString> row;
        for (qsizetype c = 0; c < header.size(); ++c)
            row.insert(header.at(c), records.value().at(r).fields.value(c));
        rows.append(row);
    }
    return rows;
}

Result compute(const Bundle &bundle, int scenario = 0)
{
    const Outcome<Result> result = Engine::compute(bundle.scenarios.at(scenario), bundle.catalog);
    return result.ok() ? result.value() : Result();
}

QJsonObject expectedJson(const char *relative)
{
    return QJsonDocument::fromJson(readAll(sourcePath(relative))).object();
}

} // namespace

class TestCsvExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The summary's totals are the independent reference's figures for the golden bundles.
    void summaryMatchesTheGoldenTotals_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("dc-gpu") << QStringLiteral("dc-gpu");
        QTest::newRow("npu-fallback") << QStringLiteral("npu-fallback");
        QTest::newRow("consumer-tp") << QStringLiteral("consumer-tp");
        QTest::newRow("example-hk") << QStringLiteral("example-hk");
    }

    void summaryMatchesTheGoldenTotals()
    {
        QFETCH(QString, name);
        const Bundle bundle
                = readBundle(QStringLiteral("tests/golden/%1.json").arg(name).toUtf8().constData());
        const Result result = compute(bundle);
        QVERIFY(!result.options.isEmpty());
        const QList<QHash<QString, QString>> rows = table(CsvExport::summary(result));
        const QJsonArray expected = expectedJson(QStringLiteral("tests/golden/%1.expected.json")
                                                         .arg(name)
                                                         .toUtf8()
                                                         .constData())
                                            .value(QLatin1String("options"))
                                            .toArray();
        QCOMPARE(rows.size(), expected.size());
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QJsonObject option = expected.at(i).toObject();
            QCOMPARE(rows.at(i).value(QStringLiteral("option")),
                     option.value(QLatin1String("name")).toString());
            const QJsonObject totals = option.value(QLatin1String("totals")).toObject();
            for (auto it = totals.constBegin(); it != totals.constEnd(); ++it)
                QCOMPARE(rows.at(i).value(it.key()), it.value().toString());
            if (option.contains(QLatin1String("cost_per_million_tokens")))
                QCOMPARE(rows.at(i).value(QStringLiteral("cost_per_million_tokens")),
                         option.value(QLatin1String("cost_per_million_tokens")).toString());
        }
    }

    // Every component column of the monthly file adds up, exactly, to the summary's total.
    void monthlyRowsAddUpToTheTotals()
    {
        const Bundle demo = readBundle("data/demo.json");
        for (qsizetype s = 0; s < demo.scenarios.size(); ++s) {
            const Result result = compute(demo, int(s));
            const QList<QHash<QString, QString>> summary = table(CsvExport::summary(result));
            const QList<QHash<QString, QString>> monthly = table(CsvExport::monthly(result));
            for (const QHash<QString, QString> &option : summary) {
                if (option.value(QStringLiteral("feasible")) != QLatin1String("true"))
                    continue;
                QStringList columns;
                for (const Component c : AllComponents)
                    columns.append(componentKey(c));
                columns.append(QStringLiteral("total"));
                QHash<QString, Decimal> sums;
                QString lastCumulative;
                int months = 0;
                for (const QHash<QString, QString> &row : monthly) {
                    if (row.value(QStringLiteral("option"))
                        != option.value(QStringLiteral("option")))
                        continue;
                    ++months;
                    for (const QString &column : columns)
                        sums[column] += *Decimal::parse(row.value(column));
                    lastCumulative = row.value(QStringLiteral("cumulative"));
                }
                QCOMPARE(months, result.horizonMonths + 1);
                for (const QString &column : columns)
                    QCOMPARE(sums.value(column).toString(2), option.value(column));
                QCOMPARE(lastCumulative, option.value(QStringLiteral("total")));
            }
        }
    }

    void formulaLikeCellsAreNeutralised_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("written");
        QTest::newRow("=") << QStringLiteral("=HYPERLINK(\"http://evil\",\"x\")")
                           << QStringLiteral("'=HYPERLINK(\"http://evil\",\"x\")");
        QTest::newRow("+") << QStringLiteral("+SUM(1,2)") << QStringLiteral("'+SUM(1,2)");
        QTest::newRow("-") << QStringLiteral("-2+3") << QStringLiteral("'-2+3");
        QTest::newRow("@") << QStringLiteral("@SUM(A1)") << QStringLiteral("'@SUM(A1)");
        QTest::newRow("tab") << QStringLiteral("\tcmd") << QStringLiteral("'\tcmd");
        QTest::newRow("carriage return") << QStringLiteral("\rcmd") << QStringLiteral("'\rcmd");
        QTest::newRow("plain text is left alone")
                << QStringLiteral("H100 colo, 香港") << QStringLiteral("H100 colo, 香港");
    }

    void formulaLikeCellsAreNeutralised()
    {
        QFETCH(QString, name);
        QFETCH(QString, written);
        Bundle bundle = readBundle("tests/golden/dc-gpu.json");
        bundle.scenarios.first().options.first().name = name;
        const Result result = compute(bundle);
        QCOMPARE(result.options.first().name, name);
        for (const QByteArray &csv : { CsvExport::summary(result), CsvExport::monthly(result) }) {
            const QList<QHash<QString, QString>> rows = table(csv);
            QVERIFY(!rows.isEmpty());
            QCOMPARE(rows.first().value(QStringLiteral("option")), written);
        }
    }

    // A negative amount (the residual credit) is a number, not a formula: left as it is.
    void negativeMoneyStaysANumber()
    {
        const Bundle bundle = readBundle("tests/golden/dc-gpu.json");
        const Result result = compute(bundle);
        const QList<QHash<QString, QString>> rows = table(CsvExport::summary(result));
        bool sawNegative = false;
        for (const QHash<QString, QString> &row : rows) {
            const QString residual = row.value(QStringLiteral("residual"));
            if (residual.startsWith(u'-')) {
                sawNegative = true;
                QVERIFY(Decimal::parse(residual).has_value());
            }
        }
        QVERIFY2(sawNegative, "dc-gpu has a colo option with a residual credit");
    }

    void infeasibleOptionHasItsReasonAndNoMonths()
    {
        Bundle bundle = readBundle("tests/golden/dc-gpu.json");
        // 5,000B parameters (10 TB in fp16) fit on no accelerator at tensor parallel 8 or less.
        bundle.scenarios.first().workload.paramsB = 5000;
        const Result result = compute(bundle);
        QVERIFY(!result.options.isEmpty());
        const QList<QHash<QString, QString>> rows = table(CsvExport::summary(result));
        QCOMPARE(rows.size(), result.options.size());
        for (const QHash<QString, QString> &row : rows) {
            QCOMPARE(row.value(QStringLiteral("feasible")), QStringLiteral("false"));
            QVERIFY(!row.value(QStringLiteral("reason")).isEmpty());
            QVERIFY(row.value(QStringLiteral("total")).isEmpty());
            QCOMPARE(row.value(QStringLiteral("currency")), result.currency);
        }
        QVERIFY(table(CsvExport::monthly(result)).isEmpty());
    }

    void writesBothFilesWithBomAndCrlf()
    {
        QTemporaryDir dir;
        const QString summary = dir.filePath(QStringLiteral("report.csv"));
        QCOMPARE(CsvExport::monthlyPathFor(summary),
                 dir.filePath(QStringLiteral("report.monthly.csv")));
        const Result result = compute(readBundle("tests/golden/dc-gpu.json"));
        QVERIFY(CsvExport::write(result, summary, CsvExport::monthlyPathFor(summary)).isEmpty());
        const QByteArray written = readAll(summary);
        QVERIFY(written.startsWith("\xEF\xBB\xBFscenario,option,"));
        QVERIFY(written.contains("\r\n"));
        QCOMPARE(written.mid(3), CsvExport::summary(result));
        QCOMPARE(readAll(dir.filePath(QStringLiteral("report.monthly.csv"))).mid(3),
                 CsvExport::monthly(result));
    }

    void unwritablePathIsAProblem()
    {
        const Result result = compute(readBundle("tests/golden/dc-gpu.json"));
        const QString path = QStringLiteral("/nonexistent-folder/report.csv");
        const Problems problems = CsvExport::write(result, path, CsvExport::monthlyPathFor(path));
        QVERIFY(!problems.isEmpty());
        QVERIFY(problems.first().text().contains(QLatin1String("cannot be written")));
    }
};

QTEST_GUILESS_MAIN(TestCsvExport)
#include "tst_csvexport.moc"
