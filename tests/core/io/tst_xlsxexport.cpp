// SPDX-License-Identifier: GPL-3.0-or-later
// XlsxExport: the workbook read back from its ZIP and XML (zlib + QXmlStreamReader, see
// xlsxcontent.h): sheets per view, money formatted as money, totals equal to the ledger.
#include "analysis/advice.h"
#include "cost/engine.h"
#include "cost/latencyinputs.h"
#include "documenttestfiles.h"
#include "io/output/xlsxexport.h"
#include "model/fields/fields.h"
#include "xlsxcontent.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

#include <algorithm>
#include <cstdlib>

using namespace infertco;
using namespace infertco::testing;

namespace {

Result compute(const Bundle &bundle, int scenario = 0)
{
    const Outcome<Result> result
            = Advisor::compute(bundle.scenarios.at(scenario), bundle.catalog, QDate::currentDate());
    return result.ok() ? result.value() : Result();
}

/// A list of UTF-8 literals (the build forbids the implicit const char * conversion).
QStringList strings(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

QString column(int index)
{
    QString name;
    for (int c = index + 1; c > 0; c = (c - 1) / 26)
        name.prepend(QChar(u'A' + (c - 1) % 26));
    return name;
}

// The decimal a numeric cell holds, to the cent.
QString money(const XlsxCell &cell)
{
    const std::optional<Decimal> value = Decimal::parse(cell.value);
    return value ? value->toString(2) : QStringLiteral("(not a number: %1)").arg(cell.value);
}

} // namespace

class TestXlsxExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Writes and reads back the workbook of one scenario.
    bool exportScenario(const Bundle &bundle, int scenario, const QString &name, Result &result,
                        XlsxContent &content)
    {
        result = compute(bundle, scenario);
        const QString path = m_dir.filePath(name);
        const Problems problems
                = XlsxExport::write(path, bundle.scenarios.at(scenario), bundle.catalog, result);
        if (!problems.isEmpty()) {
            qWarning() << problems.first().text();
            return false;
        }
        return content.load(path);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void oneSheetPerView()
    {
        const Bundle demo = readBundle("data/demo.json");
        Result result;
        XlsxContent content;
        QVERIFY(exportScenario(demo, 0, QStringLiteral("views.xlsx"), result, content));
        QStringList expected{ QStringLiteral("Summary") };
        expected += XlsxExport::monthlySheetNames(result);
        expected << QStringLiteral("Sizing") << QStringLiteral("Assumptions");
        QCOMPARE(content.sheetNames(), expected);
        int feasible = 0;
        for (const OptionResult &option : result.options)
            feasible += option.feasible ? 1 : 0;
        QCOMPARE(XlsxExport::monthlySheetNames(result).size(), feasible);
        QCOMPARE(content.cell(QStringLiteral("Summary"), QStringLiteral("B2")).value,
                 result.scenarioId);
    }

    // Each monthly sheet's Total row is the ledger to the cent, its months add up to it
    // exactly, and the Check row sums the column with a formula.
    void totalsEqualTheLedger_data()
    {
        QTest::addColumn<int>("scenario");
        const Bundle demo = readBundle("data/demo.json");
        for (int s = 0; s < demo.scenarios.size(); ++s)
            QTest::newRow(demo.scenarios.at(s).id.toUtf8().constData()) << s;
    }

    void totalsEqualTheLedger()
    {
        QFETCH(int, scenario);
        const Bundle demo = readBundle("data/demo.json");
        Result result;
        XlsxContent content;
        QVERIFY(exportScenario(demo, scenario, QStringLiteral("totals-%1.xlsx").arg(scenario),
                               result, content));
        const QStringList sheets = XlsxExport::monthlySheetNames(result);
        int sheet = 0;
        for (const OptionResult &option : result.options) {
            if (!option.feasible)
                continue;
            const QString name = sheets.at(sheet++);
            const int totalRow = content.rowLabelled(name, QStringLiteral("Total"));
            QVERIFY2(totalRow > 0, qPrintable(name));
            const int firstMonth = content.rowLabelled(name, QStringLiteral("Month")) + 1;
            QCOMPARE(totalRow - firstMonth, result.horizonMonths + 1);
            // The columns in order: the components; financed (docs/method.md, "After tax,
            // loans and leases"), interest, loan repayment and lease; the total; financed, the
            // tax and the total after tax.
            QList<Decimal> columns;
            QList<std::function<Decimal(size_t)>> months; // each column's month m
            for (const Component component : AllComponents) {
                columns.append(option.componentTotal(component));
                months.append([&option, component](size_t m) {
                    return option.monthly[m][size_t(component)];
                });
            }
            const auto financeLine = [&](FinanceLine line) {
                columns.append(option.finance->lineTotal(line));
                months.append(
                        [&option, line](size_t m) { return option.finance->amount(int(m), line); });
            };
            if (option.finance) {
                for (const FinanceLine line :
                     { FinanceLine::Interest, FinanceLine::LoanRepayment, FinanceLine::Lease })
                    financeLine(line);
            }
            columns.append(option.total);
            months.append([&option](size_t m) { return option.monthTotals[m]; });
            if (option.finance) {
                financeLine(FinanceLine::Tax);
                columns.append(option.finance->totalAfterTax);
                months.append([&option](size_t m) {
                    return option.monthTotals[m] + option.finance->amount(int(m), FinanceLine::Tax);
                });
            }
            for (int c = 0; c < columns.size(); ++c) {
                const Decimal &ledger = columns.at(c);
                const QString col = column(c + 1);
                const XlsxCell total = content.cell(name, col + QString::number(totalRow));
                QCOMPARE(money(total), ledger.toString(2));
                QCOMPARE(std::strtod(total.value.toLatin1().constData(), nullptr),
                         std::strtod(ledger.toString(2).toLatin1().constData(), nullptr));
                QCOMPARE(content.numberFormat(total.style), QStringLiteral("#,##0.00"));
                Decimal sum;
                for (int row = firstMonth; row < totalRow; ++row) {
                    const XlsxCell month = content.cell(name, col + QString::number(row));
                    const std::optional<Decimal> value = Decimal::parse(month.value);
                    QVERIFY2(value, qPrintable(month.value));
                    // Each month holds the double nearest to its two-decimal ledger line, the
                    // number Excel holds when that amount is typed in (libxlsxwriter prints it
                    // with 16 significant digits, so 9710.03 reads "9710.030000000001").
                    const size_t m = size_t(row - firstMonth);
                    const Decimal line = months.at(c)(m);
                    QCOMPARE(std::strtod(month.value.toLatin1().constData(), nullptr),
                             std::strtod(line.toString(2).toLatin1().constData(), nullptr));
                    QCOMPARE(value->toString(2), line.toString(2));
                    sum += *value;
                }
                QCOMPARE(sum.toString(2), ledger.toString(2));
                const XlsxCell check = content.cell(name, col + QString::number(totalRow + 1));
                QCOMPARE(check.formula,
                         QStringLiteral("SUM(%1%2:%1%3)")
                                 .arg(col)
                                 .arg(firstMonth)
                                 .arg(totalRow - 1));
                QCOMPARE(money(check), ledger.toString(2));
            }
        }
        QCOMPARE(sheet, sheets.size());
    }

    // Against the independent reference: the Summary's figures are the golden totals.
    void summaryMatchesTheGoldenTotals()
    {
        const Bundle bundle = readBundle("tests/golden/dc-gpu.json");
        Result result;
        XlsxContent content;
        QVERIFY(exportScenario(bundle, 0, QStringLiteral("golden.xlsx"), result, content));
        const QJsonArray expected
                = QJsonDocument::fromJson(readAll(sourcePath("tests/golden/dc-gpu.expected.json")))
                          .object()
                          .value(QLatin1String("options"))
                          .toArray();
        const int headerRow
                = content.rowLabelled(QStringLiteral("Summary"), QStringLiteral("Option"));
        QVERIFY(headerRow > 0);
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const QJsonObject option = expected.at(i).toObject();
            const int row = headerRow + 1 + int(i);
            QCOMPARE(content.cell(QStringLiteral("Summary"), QStringLiteral("A%1").arg(row)).value,
                     option.value(QLatin1String("name")).toString());
            if (!option.value(QLatin1String("feasible")).toBool())
                continue;
            const QJsonObject totals = option.value(QLatin1String("totals")).toObject();
            for (int c = 0; c < ComponentCount; ++c) {
                const XlsxCell cell = content.cell(QStringLiteral("Summary"),
                                                   column(4 + c) + QString::number(row));
                QCOMPARE(money(cell),
                         totals.value(componentKey(AllComponents[size_t(c)])).toString());
            }
            QCOMPARE(money(content.cell(QStringLiteral("Summary"),
                                        column(4 + ComponentCount) + QString::number(row))),
                     totals.value(QLatin1String("total")).toString());
            QCOMPARE(money(content.cell(QStringLiteral("Summary"),
                                        column(5 + ComponentCount) + QString::number(row))),
                     totals.value(QLatin1String("npv")).toString());
        }
    }

    // v2: each month's fleet beside its costs, as the independent reference counts it
    // (example-hk-v2: colo tranches in months 1 and 19, a hybrid renting from month 19).
    void monthlyFleetMatchesTheReference()
    {
        const Bundle bundle = readBundle("tests/golden/example-hk-v2.json");
        Result result;
        XlsxContent content;
        QVERIFY(exportScenario(bundle, 0, QStringLiteral("fleet.xlsx"), result, content));
        const QJsonArray expected
                = QJsonDocument::fromJson(
                          readAll(sourcePath("tests/golden/example-hk-v2.expected.json")))
                          .object()
                          .value(QLatin1String("options"))
                          .toArray();
        const QStringList sheets = XlsxExport::monthlySheetNames(result);
        const char *keys[] = { "owned_servers", "rented_servers", "racks" };
        const QStringList titles{ QStringLiteral("Owned servers"), QStringLiteral("Rented servers"),
                                  QStringLiteral("Racks") };
        int sheet = 0;
        int changes = 0;
        for (qsizetype i = 0; i < result.options.size(); ++i) {
            if (!result.options.at(i).feasible)
                continue;
            const QString name = sheets.at(sheet++);
            const int headerRow = content.rowLabelled(name, QStringLiteral("Month"));
            QVERIFY(headerRow > 0);
            const QJsonArray months
                    = expected.at(i).toObject().value(QLatin1String("monthly")).toArray();
            QCOMPARE(months.size(), result.horizonMonths + 1);
            for (int k = 0; k < 3; ++k) {
                // Month, the components, Total and Cumulative come first.
                const QString col = column(ComponentCount + 3 + k);
                QCOMPARE(content.cell(name, col + QString::number(headerRow)).value, titles.at(k));
                for (int m = 0; m <= result.horizonMonths; ++m) {
                    const int count = months.at(m).toObject().value(QLatin1String(keys[k])).toInt();
                    QCOMPARE(content.cell(name, col + QString::number(headerRow + 1 + m)).value,
                             QString::number(count));
                    if (m > 1
                        && count
                                != months.at(m - 1)
                                           .toObject()
                                           .value(QLatin1String(keys[k]))
                                           .toInt())
                        ++changes;
                }
            }
        }
        QCOMPARE(sheet, sheets.size());
        // Not a fleet that stands still: tranches and the hybrid's rented servers change it.
        QVERIFY(changes >= 3);
    }

    // Issue 14: the Summary has an Advice heading only where some option has advice.
    // docs/serving.md, "P99 sizing": with the latency computed, the Sizing sheet carries each
    // option's P99s against the targets, the SLO capacity, the peak load's share of it and the
    // bounds, as `compute --latency --format json` prints them; without it the sheet is as before.
    void sizingSheetCarriesTheLatency()
    {
        const Bundle demo = readBundle("data/demo.json");
        const Scenario *scenario = demo.scenario(QStringLiteral("hk-chat-slo-average"));
        QVERIFY(scenario);
        EngineOptions options;
        options.latency = true;
        const Outcome<Result> result
                = Advisor::compute(*scenario, demo.catalog, QDate::currentDate(), options);
        QVERIFY(result.ok());
        const QString path = m_dir.filePath(QStringLiteral("latency.xlsx"));
        QVERIFY(XlsxExport::write(path, *scenario, demo.catalog, result.value()).isEmpty());
        XlsxContent content;
        QVERIFY(content.load(path));
        const QString sheet = QStringLiteral("Sizing");
        const auto cell = [&](const char *ref) {
            return content.cell(sheet, QString::fromLatin1(ref)).value;
        };
        QCOMPARE(cell("L1"), QStringLiteral("P99 time to first token (ms)"));
        QCOMPARE(cell("T1"), QStringLiteral("Prefill"));
        QCOMPARE(cell("U1"), QStringLiteral("Why not feasible"));
        // Row 2, H100 rent: one replica at 1,300 / 400 = 3.25 requests/s; the JSON's 558.886 ms
        // P99 TTFT against 500 (missed: "no"), 45.927 ms TPOT against 50, a capacity of
        // 1,166.717 tokens/s = 2.9168 requests/s, so 3.25 / 2.9168 = 111.4 % of it.
        QCOMPARE(cell("L2"), QStringLiteral("558.886"));
        QCOMPARE(cell("M2"), QStringLiteral("500"));
        QCOMPARE(cell("N2"), QStringLiteral("45.927"));
        QCOMPARE(cell("O2"), QStringLiteral("50"));
        QCOMPARE(cell("P2"), QStringLiteral("no"));
        QCOMPARE(cell("Q2"), QStringLiteral("1166.717"));
        QCOMPARE(cell("R2"), QStringLiteral("111.4"));
        QCOMPARE(cell("S2"), QStringLiteral("memory-bound"));
        QCOMPARE(cell("T2"), QStringLiteral("compute-bound"));
        // Row 4, L40S rent: 1.625 requests/s per replica, 1.625 × 400 / 1,159.157 = 56.1 %.
        QCOMPARE(cell("L4"), QStringLiteral("221.611"));
        QCOMPARE(cell("P4"), QStringLiteral("yes"));
        QCOMPARE(cell("R4"), QStringLiteral("56.1"));

        // The ordinary compute simulates nothing: the reason stays in column L.
        const Outcome<Result> plain
                = Advisor::compute(*scenario, demo.catalog, QDate::currentDate());
        QVERIFY(plain.ok());
        const QString plainPath = m_dir.filePath(QStringLiteral("no-latency.xlsx"));
        QVERIFY(XlsxExport::write(plainPath, *scenario, demo.catalog, plain.value()).isEmpty());
        XlsxContent plainContent;
        QVERIFY(plainContent.load(plainPath));
        QCOMPARE(plainContent.cell(sheet, QStringLiteral("L1")).value,
                 QStringLiteral("Why not feasible"));
    }

    // docs/serving.md, "Request logs": under the options, the Sizing sheet says which requests
    // the latency (and with a log, the sizing) was simulated with; a version-3 workload without
    // latency gets no such line.
    void sizingSheetSaysWhichRequests()
    {
        Bundle demo = readBundle("data/demo.json");
        Scenario scenario = *demo.scenario(QStringLiteral("hk-chat-slo-average"));
        const auto sentenceCell = [&](const Result &result, const QString &name) {
            const QString path = m_dir.filePath(name);
            if (!XlsxExport::write(path, scenario, demo.catalog, result).isEmpty())
                return QStringLiteral("(not written)");
            XlsxContent content;
            if (!content.load(path))
                return QStringLiteral("(not read)");
            // One row a option from row 2, then an empty row, then the sentence.
            const QString ref = QStringLiteral("A%1").arg(result.options.size() + 3);
            return content.cell(QStringLiteral("Sizing"), ref).value;
        };
        EngineOptions latency;
        latency.latency = true;
        const Outcome<Result> simulated = Engine::compute(scenario, demo.catalog, latency);
        QVERIFY(simulated.ok());
        QCOMPARE(sentenceCell(simulated.value(), QStringLiteral("fixed.xlsx")),
                 LatencyInputs::sentence(scenario.workload, demo.catalog));
        QVERIFY(sentenceCell(simulated.value(), QStringLiteral("fixed.xlsx"))
                        .startsWith(QStringLiteral("Requests simulated with fixed lengths")));
        const Outcome<Result> plain = Engine::compute(scenario, demo.catalog);
        QVERIFY(plain.ok());
        QCOMPARE(sentenceCell(plain.value(), QStringLiteral("plain.xlsx")), QString());

        // Sized by averages on a log's lengths, without latency: the sentence names the log.
        RequestLog log;
        log.id = QStringLiteral("four");
        log.name = QStringLiteral("Four requests");
        log.requests = std::make_shared<const RequestLogRows>(std::vector<RequestLogRow>{
                { 0, 10, 1 }, { 1000000, 20, 1 }, { 2000000, 30, 2 }, { 6000000, 40, 8 } });
        demo.catalog.requestLogs.append(log);
        scenario.workload.requestLog = log.id;
        scenario.workload.lengths = LengthSource::Log;
        const Outcome<Result> onLog = Engine::compute(scenario, demo.catalog);
        QVERIFY(onLog.ok());
        QCOMPARE(sentenceCell(onLog.value(), QStringLiteral("log.xlsx")),
                 QStringLiteral("Requests simulated with the lengths of request log \u201CFour "
                                "requests\u201D and Poisson arrivals."));
    }

    void adviceHeadingOnlyOverAdvice()
    {
        bool sawAdvice = false;
        bool sawNone = false;
        const auto check = [&](const Bundle &bundle, const QString &label) {
            for (int s = 0; s < bundle.scenarios.size(); ++s) {
                Result result;
                XlsxContent content;
                QVERIFY(exportScenario(bundle, s, QStringLiteral("advice.xlsx"), result, content));
                const bool advice
                        = std::any_of(result.options.cbegin(), result.options.cend(),
                                      [](const OptionResult &o) { return !o.advice.isEmpty(); });
                (advice ? sawAdvice : sawNone) = true;
                const int heading
                        = content.rowLabelled(QStringLiteral("Summary"), QStringLiteral("Advice"));
                QVERIFY2((heading > 0) == advice, qPrintable(label + u' ' + QString::number(s)));
            }
        };
        for (const char *golden :
             { "tests/golden/consumer-tp.json", "tests/golden/dc-gpu.json",
               "tests/golden/example-hk.json", "tests/golden/npu-fallback.json", "data/demo.json" })
            check(readBundle(golden), QString::fromLatin1(golden));
        // dc-gpu's colo option alone has nothing to warn about: no Advice heading.
        Bundle quiet = readBundle("tests/golden/dc-gpu.json");
        quiet.scenarios[0].options = { quiet.scenarios[0].options.first() };
        // With a source for every price: an unsourced, undated one is warned about.
        for (Accelerator &a : quiet.catalog.accelerators)
            a.source = QStringLiteral("Vendor quote");
        for (ServerPlatform &p : quiet.catalog.platforms)
            p.source = QStringLiteral("Vendor quote");
        for (ColoOffer &o : quiet.catalog.coloOffers)
            o.source = QStringLiteral("Vendor quote");
        check(quiet, QStringLiteral("dc-gpu, colo option only"));
        QVERIFY(sawAdvice && sawNone); // both cases are covered
    }

    void assumptionsNameTheSources()
    {
        const Bundle demo = readBundle("data/demo.json");
        Result result;
        XlsxContent content;
        QVERIFY(exportScenario(demo, 0, QStringLiteral("sources.xlsx"), result, content));
        const Accelerator *used
                = demo.catalog.accelerator(demo.scenarios.first().options.first().accelerator);
        QVERIFY(used);
        const int row = content.rowLabelled(QStringLiteral("Assumptions"),
                                            QStringLiteral("accelerator ") + used->id);
        QVERIFY(row > 0);
        QCOMPARE(content.cell(QStringLiteral("Assumptions"), QStringLiteral("C%1").arg(row)).value,
                 used->source);
    }

    // Issue 23: each mode's option is shown whole: its mode by its one display name, and every
    // catalog item it uses in the sources (a hybrid's rental offer and its region included),
    // each export run with that option alone so nothing comes from another option.
    void everyModeShownWhole_data()
    {
        QTest::addColumn<int>("option");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QStringList>("items");
        QTest::addColumn<QStringList>("absent");
        // example-hk-v2: L40S colo, L40S rent, NPU colo, L40S own 1, rent the rest (hybrid).
        QTest::newRow("colo") << 0 << "Colocation"
                              << strings({ "accelerator l40s", "platform srv4",
                                           "colo offer colo-hk", "region hk" })
                              << strings({ "rental offer rent-l40s" });
        QTest::newRow("rent") << 1 << "Rent"
                              << strings({ "accelerator l40s", "rental offer rent-l40s",
                                           "region hk" })
                              << strings({ "platform srv4", "colo offer colo-hk" });
        QTest::newRow("hybrid") << 3 << "Hybrid"
                                << strings({ "accelerator l40s", "platform srv4",
                                             "colo offer colo-hk", "rental offer rent-l40s",
                                             "region hk" })
                                << QStringList{};
    }

    void everyModeShownWhole()
    {
        QFETCH(int, option);
        QFETCH(QString, mode);
        QFETCH(QStringList, items);
        QFETCH(QStringList, absent);
        Bundle bundle = readBundle("tests/golden/example-hk-v2.json");
        const ScenarioOption chosen = bundle.scenarios[0].options.at(option);
        bundle.scenarios[0].options = { chosen };
        Result result;
        XlsxContent content;
        QVERIFY(exportScenario(bundle, 0, QStringLiteral("mode.xlsx"), result, content));
        QVERIFY(result.options.first().feasible);

        const QString summary = QStringLiteral("Summary");
        const int header = content.rowLabelled(summary, QStringLiteral("Option"));
        QVERIFY(header > 0);
        QCOMPARE(content.cell(summary, QStringLiteral("B%1").arg(header)).value,
                 QStringLiteral("Mode"));
        QCOMPARE(content.cell(summary, QStringLiteral("B%1").arg(header + 1)).value, mode);

        const QString sheet = QStringLiteral("Assumptions");
        for (const QString &item : std::as_const(items))
            QVERIFY2(content.rowLabelled(sheet, item) > 0, qPrintable(item));
        for (const QString &item : std::as_const(absent))
            QVERIFY2(content.rowLabelled(sheet, item) == 0, qPrintable(item));

        // The options table: the mode's name, and for a hybrid its rental offer and owned
        // servers beside the colocation offer.
        const int options = content.rowLabelled(sheet, QStringLiteral("Options"));
        QVERIFY(options > 0);
        const QMap<QString, XlsxCell> &cells = content.cells(sheet);
        QStringList headerRow;
        QStringList optionRow;
        for (int c = 0; c < 7; ++c) {
            const QString column = QString(QChar(u'A' + c));
            headerRow.append(cells.value(column + QString::number(options + 1)).value);
            optionRow.append(cells.value(column + QString::number(options + 2)).value);
        }
        QCOMPARE(headerRow,
                 (strings({ "Option", "Mode", "Accelerator", "Server platform", "Offer",
                            "Rental offer", "Owned servers" })));
        QCOMPARE(optionRow.at(0), chosen.name);
        QCOMPARE(optionRow.at(1), mode);
        QCOMPARE(optionRow.at(4), chosen.offer);
        QCOMPARE(optionRow.at(5),
                 chosen.mode == OptionMode::Hybrid ? chosen.rentalOffer : QString());
        QCOMPARE(optionRow.at(6),
                 chosen.mode == OptionMode::Hybrid ? QString::number(chosen.ownedServers)
                                                   : QString());
    }

    // Issue 23: the assumption list is the scenario field table: the v2 fields are there
    // (TTFT limit, demand growth, team region), and the lists beside the table follow.
    void assumptionsListEveryScenarioField()
    {
        const Bundle bundle = readBundle("tests/golden/example-hk-v2.json");
        Result result;
        XlsxContent content;
        QVERIFY(exportScenario(bundle, 0, QStringLiteral("fields.xlsx"), result, content));
        const QString sheet = QStringLiteral("Assumptions");
        for (const FieldSpec<Scenario> &spec : scenarioFields()) {
            // The tax fields are listed only with a tax (this scenario is before tax).
            if (spec.type == FieldType::Group || spec.group() == QLatin1String("tax"))
                continue;
            QVERIFY2(content.rowLabelled(sheet, spec.keyText()) > 0, spec.key);
        }
        const auto value = [&](const char *key) {
            const int row = content.rowLabelled(sheet, QString::fromLatin1(key));
            return content.cell(sheet, QStringLiteral("B%1").arg(row)).value;
        };
        QCOMPARE(value("workload.ttft_ms"), QStringLiteral("2000"));
        QCOMPARE(value("team_region"), QStringLiteral("hk"));
        // No growth is given (the demand is in steps): said, not left as a blank or a 0.
        QCOMPARE(value("workload.demand_growth_year"), QStringLiteral("not set"));
        const int ttft = content.rowLabelled(sheet, QStringLiteral("workload.ttft_ms"));
        QCOMPARE(content.cell(sheet, QStringLiteral("C%1").arg(ttft)).value,
                 QStringLiteral("Time to first token (ms)"));

        // The demand steps 1: 800, 7: 1500, 19: 2600, 31: 2200; the residual curve 0.7, 0.5, 0.4.
        const int steps
                = content.rowLabelled(sheet, QStringLiteral("Demand steps (workload.demand)"));
        QVERIFY(steps > 0);
        QCOMPARE(content.cell(sheet, QStringLiteral("A%1").arg(steps + 4)).value,
                 QStringLiteral("19"));
        QCOMPARE(content.cell(sheet, QStringLiteral("B%1").arg(steps + 4)).value,
                 QStringLiteral("2600"));
        const int residual = content.rowLabelled(
                sheet, QStringLiteral("Residual value by year (owned.residual_by_year)"));
        QVERIFY(residual > 0);
        QCOMPARE(content.cell(sheet, QStringLiteral("B%1").arg(residual + 2)).value,
                 QStringLiteral("0.7"));
        QCOMPARE(content.cell(sheet, QStringLiteral("B%1").arg(residual + 4)).value,
                 QStringLiteral("0.4"));
    }

    void sheetNamesAreValidAndUnique_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QStringList>("sheets");
        QTest::newRow("forbidden characters") << QStringList{ QStringLiteral("a/b: [c]*?\\") }
                                              << QStringList{ QStringLiteral("a-b- -c----") };
        QTest::newRow("too long, then a clash")
                << QStringList{ QStringLiteral("H100 SXM colo, Hong Kong, 10 kW rack A"),
                                QStringLiteral("H100 SXM colo, Hong Kong, 10 kW rack B") }
                << QStringList{ QStringLiteral("H100 SXM colo, Hong Kong, 10 kW"),
                                QStringLiteral("H100 SXM colo, Hong Kong, 1 (2)") };
        QTest::newRow("a view's name") << QStringList{ QStringLiteral("summary") }
                                       << QStringList{ QStringLiteral("summary (2)") };
        QTest::newRow("Chinese counts characters, not bytes")
                << QStringList{ QStringLiteral(
                           "香港主機託管方案一二三四五六七八九十甲乙丙丁戊己庚辛壬癸子丑寅卯") }
                << QStringList{ QStringLiteral(
                           "香港主機託管方案一二三四五六七八九十甲乙丙丁戊己庚辛壬癸子丑寅") };
    }

    void sheetNamesAreValidAndUnique()
    {
        QFETCH(QStringList, names);
        QFETCH(QStringList, sheets);
        Result result;
        for (const QString &name : names) {
            OptionResult option;
            option.name = name;
            option.feasible = true;
            result.options.append(option);
        }
        QCOMPARE(XlsxExport::monthlySheetNames(result), sheets);
    }

    void replacesAnExistingFileWhole()
    {
        const Bundle bundle = readBundle("tests/golden/dc-gpu.json");
        const QString path = m_dir.filePath(QStringLiteral("existing.xlsx"));
        QVERIFY(writeAll(path, "an old report"));
        const Result result = compute(bundle);
        QVERIFY(XlsxExport::write(path, bundle.scenarios.first(), bundle.catalog, result)
                        .isEmpty());
        XlsxContent content;
        QVERIFY(content.load(path));
        QVERIFY(QDir(m_dir.path()).entryList({ QStringLiteral("*.writing-*") }).isEmpty());
    }

    void unwritablePathIsAProblem()
    {
        const Bundle bundle = readBundle("tests/golden/dc-gpu.json");
        const Problems problems
                = XlsxExport::write(QStringLiteral("/nonexistent-folder/r.xlsx"),
                                    bundle.scenarios.first(), bundle.catalog, compute(bundle));
        QVERIFY(!problems.isEmpty());
        QVERIFY(problems.first().text().contains(QLatin1String("cannot be written")));
    }
};

QTEST_GUILESS_MAIN(TestXlsxExport)
#include "tst_xlsxexport.moc"
