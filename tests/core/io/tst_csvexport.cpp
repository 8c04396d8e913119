// SPDX-License-Identifier: GPL-3.0-or-later
// CsvExport: the one results CSV, whose month rows add up to its totals rows to the cent, with
// cells a spreadsheet would run as formulas neutralised (docs/format.md, "Other imports and
// exports").
#include "cost/engine.h"
#include "documenttestfiles.h"
#include "io/import/csvreader.h"
#include "io/output/csvexport.h"

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

// The totals row of every option ("month" is "total"), in the scenario's order.
QList<QHash<QString, QString>> totals(const QByteArray &csv)
{
    QList<QHash<QString, QString>> rows = table(csv);
    rows.removeIf([](const QHash<QString, QString> &row) {
        return row.value(QStringLiteral("month")) != QLatin1String("total");
    });
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
    // The totals rows are the independent reference's figures for the golden bundles.
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
        const QList<QHash<QString, QString>> rows = totals(CsvExport::results(result));
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

    // Every component column of the monthly file adds up, exactly, to the option's totals row.
    void monthlyRowsAddUpToTheTotals()
    {
        const Bundle demo = readBundle("data/demo.json");
        for (qsizetype s = 0; s < demo.scenarios.size(); ++s) {
            const Result result = compute(demo, int(s));
            const QList<QHash<QString, QString>> summary = totals(CsvExport::results(result));
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
        for (const QByteArray &csv : { CsvExport::results(result), CsvExport::monthly(result) }) {
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
        const QList<QHash<QString, QString>> rows = totals(CsvExport::results(result));
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
        const QList<QHash<QString, QString>> rows = totals(CsvExport::results(result));
        QCOMPARE(rows.size(), result.options.size());
        for (const QHash<QString, QString> &row : rows) {
            QCOMPARE(row.value(QStringLiteral("feasible")), QStringLiteral("false"));
            QVERIFY(!row.value(QStringLiteral("reason")).isEmpty());
            QVERIFY(row.value(QStringLiteral("total")).isEmpty());
            QCOMPARE(row.value(QStringLiteral("currency")), result.currency);
        }
        QVERIFY(table(CsvExport::monthly(result)).isEmpty());
    }

    // The monthly file is the results' month rows under the same header, in the same order:
    // the same code writes both.
    void monthlyIsTheMonthRowsOfTheResults()
    {
        const Result result = compute(readBundle("data/demo.json"));
        const QByteArray results = CsvExport::results(result);
        const QByteArray monthly = CsvExport::monthly(result);
        QCOMPARE(monthly.left(monthly.indexOf('\n')), results.left(results.indexOf('\n')));
        QList<QHash<QString, QString>> monthRows = table(results);
        monthRows.removeIf([](const QHash<QString, QString> &row) {
            return row.value(QStringLiteral("month")) == QLatin1String("total");
        });
        QCOMPARE(table(monthly), monthRows);
        // Feasible options × months 0..H; one totals row per option besides.
        int feasible = 0;
        for (const OptionResult &option : result.options)
            feasible += option.feasible ? 1 : 0;
        QCOMPARE(monthRows.size(), feasible * (result.horizonMonths + 1));
        QCOMPARE(table(results).size(), monthRows.size() + result.options.size());
    }

    // Which rows a column fills: an option's figures on its totals row, a month's on the
    // month rows, the ledger on both.
    void columnsFillTheirRows_data()
    {
        QTest::addColumn<QString>("column");
        QTest::addColumn<bool>("onMonthRows");
        QTest::addColumn<bool>("onTotalsRow");
        QTest::newRow("scenario") << QStringLiteral("scenario") << true << true;
        QTest::newRow("month") << QStringLiteral("month") << true << true;
        QTest::newRow("tp") << QStringLiteral("tp") << false << true;
        QTest::newRow("servers") << QStringLiteral("servers") << false << true;
        QTest::newRow("power") << QStringLiteral("power") << true << true;
        QTest::newRow("total") << QStringLiteral("total") << true << true;
        QTest::newRow("cumulative") << QStringLiteral("cumulative") << true << false;
        QTest::newRow("npv") << QStringLiteral("npv") << false << true;
        QTest::newRow("cost_per_million_tokens")
                << QStringLiteral("cost_per_million_tokens") << false << true;
        QTest::newRow("currency") << QStringLiteral("currency") << true << true;
    }

    void columnsFillTheirRows()
    {
        QFETCH(QString, column);
        QFETCH(bool, onMonthRows);
        QFETCH(bool, onTotalsRow);
        QVERIFY(CsvExport::header().contains(column));
        const Result result = compute(readBundle("tests/golden/dc-gpu.json"));
        const QList<QHash<QString, QString>> rows = table(CsvExport::results(result));
        QVERIFY(!rows.isEmpty());
        for (const QHash<QString, QString> &row : rows) {
            const bool totalsRow = row.value(QStringLiteral("month")) == QLatin1String("total");
            QCOMPARE(!row.value(column).isEmpty(), totalsRow ? onTotalsRow : onMonthRows);
        }
    }

    // The first colo option of dc-gpu, month 1: the running total is month 0 plus month 1.
    void cumulativeIsTheRunningTotal()
    {
        const Result result = compute(readBundle("tests/golden/dc-gpu.json"));
        const QList<QHash<QString, QString>> rows = table(CsvExport::monthly(result));
        QVERIFY(rows.size() > 2);
        const Decimal month0 = *Decimal::parse(rows.at(0).value(QStringLiteral("total")));
        const Decimal month1 = *Decimal::parse(rows.at(1).value(QStringLiteral("total")));
        QCOMPARE(rows.at(0).value(QStringLiteral("cumulative")), month0.toString(2));
        QCOMPARE(rows.at(1).value(QStringLiteral("cumulative")), (month0 + month1).toString(2));
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
        QCOMPARE(written.mid(3), CsvExport::results(result));
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
