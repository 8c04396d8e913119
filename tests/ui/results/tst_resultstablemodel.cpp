// SPDX-License-Identifier: GPL-3.0-or-later
// ResultsTableModel: every cell is the engine's figure, to the cent, formatted with the locale;
// columns add up to their totals; infeasible options show a dash and their reason.
#include "charts/chartpalette.h"
#include "cost/latencyinputs.h"
#include "money/moneyformat.h"
#include "results/resultstablemodel.h"
#include "resultsfixture.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QTest>

using namespace infertco;
using namespace infertco::testing;

class TestResultsTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelIsConsistent();
    void amountsMatchReference_data();
    void amountsMatchReference();
    void displayIsLocaleMoney_data();
    void displayIsLocaleMoney();
    void columnsAddUpToTheirTotal();
    void headers();
    void infeasibleOptionShowsDashAndReason();
    void incompleteTotalIsALowerBound();
    void emptyResultHasNoRows();
    void latencyRowsOnlyWithLatency();
    void latencyRows_data();
    void latencyRows();
    void financeRowsInOrder();
    void financeFigures_data();
    void financeFigures();
    void financedColumnsAddUp();
    void untaxedLoansHaveNoTaxRows();
    void financeRowsNeedTheScenario();

private:
    /// tests/golden/v4-finance.json, scenario `index`: 0 finance-immediate (16.5 %), 3
    /// finance-untaxed (loans and leases, no tax).
    ResultsTableModel *financeModel(int index);
    ComputedBundle m_finance[4];
    ComputedBundle m_example;
    ComputedBundle m_fallback;
};

void TestResultsTableModel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_example = compute(goldenPath(QStringLiteral("example-hk.json")));
    m_fallback = compute(goldenPath(QStringLiteral("npu-fallback.json")));
    QVERIFY(m_example.ok);
    QVERIFY(m_fallback.ok);
    for (int i = 0; i < 4; ++i) {
        m_finance[i] = compute(goldenPath(QStringLiteral("v4-finance.json")), i);
        QVERIFY(m_finance[i].ok);
    }
}

ResultsTableModel *TestResultsTableModel::financeModel(int index)
{
    auto *model = new ResultsTableModel(this);
    model->setFinance(m_finance[index].scenario);
    model->setResult(m_finance[index].result);
    return model;
}

void TestResultsTableModel::modelIsConsistent()
{
    ResultsTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setResult(m_example.result);
    QCOMPARE(model.rowCount(), ResultsTableModel::RowCount);
    QCOMPARE(model.columnCount(), 3);
    model.setResult(m_fallback.result);
    QCOMPARE(model.columnCount(), 4);
    model.setResult(Result());
    QCOMPARE(model.columnCount(), 0);
}

void TestResultsTableModel::amountsMatchReference_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("key");

    // The independent Python reference's figures (example-hk.expected.json), every row of
    // every option.
    // The rows: the component table's, then the totals.
    QStringList keys;
    for (const Component component : AllComponents)
        keys.append(componentKey(component));
    keys << QStringLiteral("total") << QStringLiteral("npv")
         << QStringLiteral("cost_per_million_tokens");
    for (const QString &option :
         { QStringLiteral("L40S colo"), QStringLiteral("L40S rent"), QStringLiteral("NPU colo") }) {
        for (int row = 0; row < keys.size(); ++row) {
            const QByteArray name = (option + QStringLiteral(", ") + keys.at(row)).toUtf8();
            QTest::newRow(name.constData()) << option << row << keys.at(row);
        }
    }
}

void TestResultsTableModel::amountsMatchReference()
{
    QFETCH(QString, option);
    QFETCH(int, row);
    QFETCH(QString, key);

    ResultsTableModel model;
    model.setResult(m_example.result);
    int column = -1;
    for (int c = 0; c < model.columnCount(); ++c) {
        if (model.headerData(c, Qt::Horizontal).toString() == option)
            column = c;
    }
    QVERIFY(column >= 0);

    const QJsonObject expected
            = expectedOption(goldenPath(QStringLiteral("example-hk.expected.json")), option);
    const QString expectedText = key == QLatin1String("cost_per_million_tokens")
            ? expected.value(key).toString()
            : expected.value(QStringLiteral("totals")).toObject().value(key).toString();
    QVERIFY(!expectedText.isEmpty());
    QCOMPARE(model.data(model.index(row, column), ResultsTableModel::AmountRole).toString(),
             expectedText);
}

void TestResultsTableModel::displayIsLocaleMoney_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected");

    // Column 0 is "L40S colo", 1 "L40S rent".
    QTest::newRow("colo purchase") << 0 << 0 << "HK$389,640.00";
    QTest::newRow("colo residual is negative") << int(Component::Residual) << 0 << "-HK$76,400.00";
    QTest::newRow("rent purchase is zero") << 0 << 1 << "HK$0.00";
    QTest::newRow("rent total") << int(ResultsTableModel::TotalRow) << 1 << "HK$1,389,760.00";
    QTest::newRow("colo NPV") << int(ResultsTableModel::NpvRow) << 0 << "HK$1,291,987.65";
    QTest::newRow("rent cost per Mtok, cents on screen (19.5862)")
            << int(ResultsTableModel::CostPerMillionTokensRow) << 1 << "HK$19.59";
}

void TestResultsTableModel::displayIsLocaleMoney()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, expected);
    ResultsTableModel model;
    model.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
    model.setResult(m_example.result);
    QCOMPARE(model.data(model.index(row, column)).toString(), expected);
}

void TestResultsTableModel::columnsAddUpToTheirTotal()
{
    // What a finance reviewer does with the table: add up every component of a column.
    ResultsTableModel model;
    model.setResult(m_example.result);
    for (int column = 0; column < model.columnCount(); ++column) {
        Decimal sum;
        for (int row = 0; row < ComponentCount; ++row)
            sum += *Decimal::parse(
                    model.data(model.index(row, column), ResultsTableModel::AmountRole).toString());
        const Decimal total
                = *Decimal::parse(model.data(model.index(ResultsTableModel::TotalRow, column),
                                             ResultsTableModel::AmountRole)
                                          .toString());
        QCOMPARE(sum.toString(2), total.toString(2));
    }
}

void TestResultsTableModel::headers()
{
    ResultsTableModel model;
    model.setResult(m_example.result);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("L40S colo"));
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("NPU colo"));
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(),
             ComponentNames::displayName(Component::Purchase));
    QCOMPARE(model.headerData(int(Component::Residual), Qt::Vertical).toString(),
             ComponentNames::displayName(Component::Residual));
    QCOMPARE(model.headerData(ResultsTableModel::TotalRow, Qt::Vertical).toString(),
             QStringLiteral("Total"));
    QCOMPARE(model.headerData(ResultsTableModel::CostPerMillionTokensRow, Qt::Vertical).toString(),
             QStringLiteral("Cost per million tokens"));
    QVERIFY(!model.headerData(0, Qt::Vertical, Qt::DecorationRole).isNull());

    // A long name goes on two lines, broken at the space nearest its middle; the tooltip
    // keeps it whole.
    Result renamed = m_example.result;
    renamed.options[0].name = QStringLiteral("H100 SXM colo, Hong Kong");
    model.setResult(renamed);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(),
             QStringLiteral("H100 SXM colo,\nHong Kong"));
    QCOMPARE(model.headerData(0, Qt::Horizontal, Qt::ToolTipRole).toString(),
             QStringLiteral("H100 SXM colo, Hong Kong"));
    QVERIFY(model.headerData(ResultsTableModel::TotalRow, Qt::Vertical, Qt::DecorationRole)
                    .isNull());
}

void TestResultsTableModel::infeasibleOptionShowsDashAndReason()
{
    ResultsTableModel model;
    model.setResult(m_fallback.result);
    int infeasible = -1;
    for (int c = 0; c < m_fallback.result.options.size(); ++c) {
        if (!m_fallback.result.options.at(c).feasible) {
            infeasible = c;
            break;
        }
    }
    QVERIFY(infeasible >= 0);
    const QModelIndex total = model.index(ResultsTableModel::TotalRow, infeasible);
    QCOMPARE(model.data(total).toString(), QStringLiteral("—"));
    QCOMPARE(model.data(total, ResultsTableModel::AmountRole).toString(), QString());
    QCOMPARE(model.data(total, Qt::ToolTipRole).toString(),
             m_fallback.result.options.at(infeasible).reason);
    QVERIFY(!m_fallback.result.options.at(infeasible).reason.isEmpty());
    QCOMPARE(model.amount(ResultsTableModel::TotalRow, infeasible), nullptr);
}

void TestResultsTableModel::incompleteTotalIsALowerBound()
{
    // tests/golden/incomplete-rack-fee.md: L40S colo lacks its rack fee, 960,948.76 counted
    // with it at 0; L40S rent is complete.
    const ComputedBundle incomplete
            = compute(goldenPath(QStringLiteral("incomplete-rack-fee.json")));
    QVERIFY(incomplete.ok);
    ResultsTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setResult(incomplete.result);
    const QModelIndex colo = model.index(ResultsTableModel::TotalRow, 0);
    QCOMPARE(model.data(colo).toString(),
             QStringLiteral("at least HK$960,948.76 — rack fee unknown"));
    QCOMPARE(model.data(colo, Qt::ToolTipRole).toString(),
             QStringLiteral("L40S colo — at least HK$960,948.76 — rack fee unknown"));
    // The exact figure stays the amount; NPV and cost per million are marked as lower bounds.
    QCOMPARE(model.data(colo, ResultsTableModel::AmountRole).toString(),
             QStringLiteral("960948.76"));
    QVERIFY(model.data(model.index(ResultsTableModel::NpvRow, 0))
                    .toString()
                    .startsWith(QStringLiteral("\u2265 HK$")));
    // A component is what it is; a complete option's total as before.
    QCOMPARE(model.data(model.index(0, 0)).toString().left(3), QStringLiteral("HK$"));
    QCOMPARE(model.data(model.index(ResultsTableModel::TotalRow, 1)).toString(),
             QStringLiteral("HK$1,389,760.00"));
}

void TestResultsTableModel::emptyResultHasNoRows()
{
    ResultsTableModel model;
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.amount(0, 0), nullptr);
    QVERIFY(!model.data(model.index(0, 0)).isValid());
}

namespace {

// example-hk-v3.json, example-v2 sized by averages, computed as `compute --latency` does; the
// figures are those of tests/golden/example-hk-v3-average.expected.json.
Result exampleV3WithLatency(Workload *workload)
{
    const Outcome<Bundle> bundle
            = BundleReader::readFile(goldenPath(QStringLiteral("example-hk-v3.json")));
    if (!bundle.ok())
        return {};
    *workload = bundle.value().scenarios.first().workload;
    EngineOptions options;
    options.latency = true;
    return Engine::compute(bundle.value().scenarios.first(), bundle.value().catalog, options)
            .value();
}

} // namespace

void TestResultsTableModel::latencyRowsOnlyWithLatency()
{
    ResultsTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Without latency (every v1 and v2 result, and a v3 one before its simulation arrives):
    // the money rows only, as before.
    model.setResult(m_example.result);
    QVERIFY(!model.hasLatencyRows());
    QCOMPARE(model.rowCount(), int(ResultsTableModel::RowCount));
    QCOMPARE(model.headerData(ResultsTableModel::RowCount - 1, Qt::Vertical).toString(),
             QStringLiteral("Cost per million tokens"));
    QVERIFY(!model.headerData(ResultsTableModel::TtftP99Row, Qt::Vertical).isValid());

    Workload workload;
    const Result latency = exampleV3WithLatency(&workload);
    model.setWorkload(workload, Catalog());
    model.setResult(latency);
    QVERIFY(model.hasLatencyRows());
    QCOMPARE(model.rowCount(), int(ResultsTableModel::RowCountWithLatency));
    const QStringList names{ QStringLiteral("P99 time to first token"),
                             QStringLiteral("P99 time per output token"),
                             QStringLiteral("SLO capacity per replica"),
                             QStringLiteral("Peak load, % of SLO capacity") };
    for (int i = 0; i < names.size(); ++i) {
        QCOMPARE(model.headerData(ResultsTableModel::TtftP99Row + i, Qt::Vertical).toString(),
                 names.at(i));
    }
    // docs/serving.md, "Request logs": the latency rows say which requests they were
    // simulated with; the money rows do not depend on it.
    QCOMPARE(model.latencyInputs(), LatencyInputs::sentence(workload, Catalog()));
    QVERIFY(model.latencyInputs().startsWith(QStringLiteral("Requests simulated with fixed")));
    for (int i = 0; i < names.size(); ++i) {
        QCOMPARE(model.headerData(ResultsTableModel::TtftP99Row + i, Qt::Vertical, Qt::ToolTipRole)
                         .toString(),
                 model.latencyInputs());
    }
    QVERIFY(!model.headerData(ResultsTableModel::TotalRow, Qt::Vertical, Qt::ToolTipRole)
                     .isValid());
    // The money rows are where they were.
    QCOMPARE(model.data(model.index(ResultsTableModel::TotalRow, 0), ResultsTableModel::AmountRole)
                     .toString(),
             latency.options.at(0).total.toString(2));
    model.setResult(m_example.result);
    QCOMPARE(model.rowCount(), int(ResultsTableModel::RowCount));
}

void TestResultsTableModel::latencyRows_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("warned");

    // Column 0 "L40S colo": P99 TTFT 304.503 ms (target 2000), P99 TPOT 50.548 ms (target 50:
    // missed), capacity 636.262 tokens/s, peak 2.167 req/s of 636.262 / 300 = 2.1209 = 102 %.
    QTest::newRow("L40S TTFT") << int(ResultsTableModel::TtftP99Row) << 0 << "305 ms" << false;
    QTest::newRow("L40S TPOT") << int(ResultsTableModel::TpotP99Row) << 0 << "50.5 ms" << true;
    QTest::newRow("L40S capacity")
            << int(ResultsTableModel::SloCapacityRow) << 0 << "636 tokens/s" << false;
    QTest::newRow("L40S peak share")
            << int(ResultsTableModel::PeakLoadShareRow) << 0 << "102%" << true;
    // Column 2 "NPU colo": 589.488 ms, 55.277 ms, 772.539 tokens/s; 2.889 / 2.5751 = 112 %.
    QTest::newRow("NPU TTFT") << int(ResultsTableModel::TtftP99Row) << 2 << "589 ms" << false;
    QTest::newRow("NPU TPOT") << int(ResultsTableModel::TpotP99Row) << 2 << "55.3 ms" << true;
    QTest::newRow("NPU capacity") << int(ResultsTableModel::SloCapacityRow) << 2 << "773 tokens/s"
                                  << false;
    QTest::newRow("NPU peak share")
            << int(ResultsTableModel::PeakLoadShareRow) << 2 << "112%" << true;
}

void TestResultsTableModel::latencyRows()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(bool, warned);
    ResultsTableModel model;
    model.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
    Workload workload;
    model.setWorkload(workload, Catalog());
    const Result latency = exampleV3WithLatency(&workload);
    model.setWorkload(workload, Catalog());
    model.setResult(latency);
    const QModelIndex index = model.index(row, column);
    QCOMPARE(model.data(index).toString(), text);
    QCOMPARE(model.data(index, Qt::ForegroundRole).value<QBrush>().color(),
             warned ? ChartPalette::warning() : ChartPalette::text());
    QVERIFY(model.data(index, ResultsTableModel::LatencyRole).isValid());
    QVERIFY(!model.data(index, ResultsTableModel::AmountRole).isValid());
}

void TestResultsTableModel::financeRowsInOrder()
{
    // docs/method.md, "After tax, loans and leases": the loan lines and the lease line above the
    // total they are part of; the tax and each after-tax figure below its pre-tax twin.
    ResultsTableModel *model = financeModel(0);
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->rowCount(), ComponentCount + 10);
    QStringList names;
    for (int row = ComponentCount; row < model->rowCount(); ++row)
        names.append(model->headerData(row, Qt::Vertical).toString());
    QCOMPARE(names,
             (QStringList{ QStringLiteral("Loan interest"), QStringLiteral("Loan repayment"),
                           QStringLiteral("Lease payments"), QStringLiteral("Total"),
                           QStringLiteral("Profits tax"), QStringLiteral("Total after tax"),
                           QStringLiteral("Net present value"),
                           QStringLiteral("Net present value after tax"),
                           QStringLiteral("Cost per million tokens"),
                           QStringLiteral("Cost per million tokens after tax") }));
    QCOMPARE(model->rowKind(ComponentCount), int(ResultsTableModel::InterestRow));
    QCOMPARE(model->rowOf(ResultsTableModel::TotalRow), ComponentCount + 3);
    QCOMPARE(model->rowOf(ResultsTableModel::TtftP99Row), -1);
    // The finance lines wear their chart colours.
    const QIcon tax = model->headerData(model->rowOf(ResultsTableModel::TaxRow), Qt::Vertical,
                                        Qt::DecorationRole)
                              .value<QIcon>();
    QCOMPARE(tax.pixmap(12, 12).toImage().pixelColor(6, 6),
             ChartPalette::financeLine(FinanceLine::Tax));
}

void TestResultsTableModel::financeFigures_data()
{
    // tests/golden/v4-finance.expected.json, scenario finance-immediate (16.5 %, immediate
    // write-off); columns: 0 cash, 1 loan-24, 4 lease-36, 6 rent.
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("amount");
    using M = ResultsTableModel;
    QTest::newRow("loan-24 interest") << int(M::InterestRow) << 1 << "32279.38";
    QTest::newRow("loan-24 repayment") << int(M::LoanRepaymentRow) << 1 << "555604.20";
    QTest::newRow("loan-24 lease") << int(M::LeaseRow) << 1 << "0.00";
    QTest::newRow("lease-36 lease") << int(M::LeaseRow) << 4 << "614014.20";
    // 1,142,339.06 − 188,485.95 = 953,853.11
    QTest::newRow("loan-24 tax") << int(M::TaxRow) << 1 << "-188485.95";
    QTest::newRow("loan-24 total") << int(M::TotalRow) << 1 << "1142339.06";
    QTest::newRow("loan-24 after tax") << int(M::TotalAfterTaxRow) << 1 << "953853.11";
    QTest::newRow("loan-24 NPV") << int(M::NpvRow) << 1 << "1055598.66";
    QTest::newRow("loan-24 NPV after tax") << int(M::NpvAfterTaxRow) << 1 << "876623.13";
    // 1,110,059.68 − 183,159.90 = 926,899.78
    QTest::newRow("cash after tax") << int(M::TotalAfterTaxRow) << 0 << "926899.78";
    QTest::newRow("cash NPV after tax") << int(M::NpvAfterTaxRow) << 0 << "880763.61";
    // rent: 1,323,544.00 − 218,384.76 = 1,105,159.24; × 10^6 / tokens, to four places
    QTest::newRow("rent after tax") << int(M::TotalAfterTaxRow) << 6 << "1105159.24";
    QTest::newRow("rent per million after tax")
            << int(M::CostPerMillionTokensAfterTaxRow) << 6 << "7.5462";
    QTest::newRow("rent per million") << int(M::CostPerMillionTokensRow) << 6 << "9.0373";
}

void TestResultsTableModel::financeFigures()
{
    QFETCH(int, kind);
    QFETCH(int, column);
    QFETCH(QString, amount);
    ResultsTableModel *model = financeModel(0);
    const int row = model->rowOf(static_cast<ResultsTableModel::Row>(kind));
    QVERIFY(row >= 0);
    QCOMPARE(model->data(model->index(row, column), ResultsTableModel::AmountRole).toString(),
             amount);
}

void TestResultsTableModel::financedColumnsAddUp()
{
    // Every row above the total adds up to it, the loan and lease lines included: loan-24's
    // 5,000 + 16,000 + 47,583.12 + 23,791.56 + 370,908 + 55,636.20 + 187,296 + 72,174.60
    // − 223,934 + 32,279.38 interest + 555,604.20 repayment = 1,142,339.06; and the total
    // with the tax is the total after tax.
    ResultsTableModel *model = financeModel(0);
    const int totalRow = model->rowOf(ResultsTableModel::TotalRow);
    for (int column = 0; column < model->columnCount(); ++column) {
        Decimal sum;
        for (int row = 0; row < totalRow; ++row)
            sum += *model->amount(row, column);
        QCOMPARE(sum.toString(2), model->amount(totalRow, column)->toString(2));
        const Decimal afterTax
                = sum + *model->amount(model->rowOf(ResultsTableModel::TaxRow), column);
        QCOMPARE(afterTax.toString(2),
                 model->amount(model->rowOf(ResultsTableModel::TotalAfterTaxRow), column)
                         ->toString(2));
    }
    QCOMPARE(model->data(model->index(model->rowOf(ResultsTableModel::TotalAfterTaxRow), 1))
                     .toString(),
             QStringLiteral("HK$953,853.11"));
}

void TestResultsTableModel::untaxedLoansHaveNoTaxRows()
{
    // finance-untaxed: loans and leases without a tax: their lines, no after-tax twins.
    ResultsTableModel *model = financeModel(3);
    QCOMPARE(model->rowCount(), ComponentCount + 6);
    QVERIFY(model->rowOf(ResultsTableModel::LeaseRow) >= 0);
    QCOMPARE(model->rowOf(ResultsTableModel::TaxRow), -1);
    QCOMPARE(model->rowOf(ResultsTableModel::NpvAfterTaxRow), -1);
}

void TestResultsTableModel::financeRowsNeedTheScenario()
{
    // Without setFinance() (or for a scenario without loans, leases or tax) the rows are
    // version 3's, and a version 3 result keeps them whatever the scenario.
    ResultsTableModel model;
    model.setResult(m_finance[0].result);
    QCOMPARE(model.rowCount(), int(ResultsTableModel::RowCount));
    model.setFinance(m_finance[0].scenario);
    model.setResult(m_example.result);
    QCOMPARE(model.rowCount(), int(ResultsTableModel::RowCount));
    QCOMPARE(model.rowKind(ResultsTableModel::TotalRow), int(ResultsTableModel::TotalRow));
}

QTEST_MAIN(TestResultsTableModel)
#include "tst_resultstablemodel.moc"
