// SPDX-License-Identifier: GPL-3.0-or-later
// ChartBuilder: the stacked bars carry one set per component (residual below zero), the
// lines follow the engine's cumulative cost, break-even months are marked, and every option
// and component keeps its colour from chart to chart (docs/architecture.md, "Folders").
#include "charts/chartpalette.h"
#include "results/chartbuilder.h"
#include "resultsfixture.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTest>
#include <QValueAxis>

#include <memory>

using namespace infertco;
using namespace infertco::testing;

namespace {

ChartStyle testStyle()
{
    ChartStyle style;
    style.locale = QLocale(QLocale::English, QLocale::UnitedStates);
    style.interactive = false;
    return style;
}

template <typename Series>
QList<Series *> seriesOf(QChart *chart)
{
    QList<Series *> found;
    for (QAbstractSeries *series : chart->series()) {
        if (auto *typed = qobject_cast<Series *>(series))
            found.append(typed);
    }
    return found;
}

/// Line series that are option curves (they have a name; break-even rules have none).
QList<QLineSeries *> optionLines(QChart *chart)
{
    QList<QLineSeries *> lines;
    for (QLineSeries *line : seriesOf<QLineSeries>(chart)) {
        if (!qobject_cast<QScatterSeries *>(line) && !line->name().isEmpty())
            lines.append(line);
    }
    return lines;
}

/// Everything a reader sees in a chart, one line per thing, to compare two charts.
QStringList describe(QChart *chart)
{
    QStringList lines{ chart->title() };
    for (QAbstractSeries *series : chart->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(series)) {
            QString line = QStringLiteral("xy %1 %2 %3 %4:")
                                   .arg(xy->name(), xy->pen().color().name())
                                   .arg(int(xy->pen().style()))
                                   .arg(xy->color().name());
            for (const QPointF &point : xy->points())
                line += QStringLiteral(" %1,%2").arg(point.x()).arg(point.y(), 0, 'f', 2);
            lines.append(line);
        } else if (auto *bars = qobject_cast<QHorizontalStackedBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets()) {
                QString line = QStringLiteral("bars %1 %2:").arg(set->label(), set->color().name());
                for (int i = 0; i < set->count(); ++i)
                    line += QStringLiteral(" %1").arg(set->at(i), 0, 'f', 2);
                lines.append(line);
            }
        }
    }
    for (QAbstractAxis *axis : chart->axes()) {
        if (auto *money = qobject_cast<QCategoryAxis *>(axis)) {
            QString line = QStringLiteral("money axis %1..%2:").arg(money->min()).arg(money->max());
            for (const QString &label : money->categoriesLabels())
                line += QStringLiteral(" %1@%2").arg(label).arg(money->endValue(label));
            lines.append(line);
        } else if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis)) {
            lines.append(QStringLiteral("categories: ") + categories->categories().join(u'|'));
        } else if (auto *months = qobject_cast<QValueAxis *>(axis)) {
            lines.append(QStringLiteral("months %1..%2 every %3 %4")
                                 .arg(months->min())
                                 .arg(months->max())
                                 .arg(months->tickInterval())
                                 .arg(months->titleText()));
        }
    }
    for (QLegendMarker *marker : chart->legend()->markers()) {
        lines.append(QStringLiteral("legend %1 %2")
                             .arg(marker->label())
                             .arg(ChartBuilder::isHiddenMarker(marker) ? QStringLiteral("hidden")
                                                                       : QStringLiteral("shown")));
    }
    for (QGraphicsItem *item : chart->childItems()) {
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            lines.append(
                    QStringLiteral("label %1 %2").arg(text->text(), text->brush().color().name()));
    }
    return lines;
}

/// The bundle's rental offers at `percent` of their prices, computed again.
ComputedBundle withRentAt(const QString &golden, int percent)
{
    ComputedBundle computed = compute(goldenPath(golden));
    for (RentalOffer &offer : computed.bundle.catalog.rentalOffers) {
        for (std::optional<Decimal> *price : { &offer.monthlyPrice, &offer.hourlyPrice }) {
            if (*price)
                *price = Decimal::divide(**price * Decimal(percent), Decimal(100), 6);
        }
    }
    const Outcome<Result> result = Engine::compute(computed.scenario, computed.bundle.catalog);
    computed.ok = computed.ok && result.ok();
    if (result.ok())
        computed.result = result.value();
    return computed;
}

using Build = QChart *(*)(const Result &, const ChartStyle &);

} // namespace

Q_DECLARE_METATYPE(Build)

class TestChartBuilder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void breakdownHasOneSetPerComponent();
    void residualIsNegative();
    void breakdownLeavesOutInfeasibleOptions();
    void legendListsOnlyComponentsWithMoney();
    void financedBarsAddUpToTheTotalAfterTax();
    void optionColoursAgreeAcrossCharts();
    void coloSolidRentDashed();
    void cumulativeFollowsTheEngine();
    void breakEvenIsMarked();
    void noBreakEvenNoMarker();
    void breakEvenLabelsDoNotPileUp();
    void moneyAxisIsAbbreviated();
    void nothingFeasibleGivesEmptyCharts();
    void fitLegend();
    void updateInPlaceMatchesANewChart_data();
    void updateInPlaceMatchesANewChart();
    void updateRefusesAnotherShape();

private:
    ComputedBundle m_example;
    ComputedBundle m_consumer;
    ComputedBundle m_fallback;
};

void TestChartBuilder::initTestCase()
{
    m_example = compute(goldenPath(QStringLiteral("example-hk.json")));
    m_consumer = compute(goldenPath(QStringLiteral("consumer-tp.json")));
    m_fallback = compute(goldenPath(QStringLiteral("npu-fallback.json")));
    QVERIFY(m_example.ok && m_consumer.ok && m_fallback.ok);
}

void TestChartBuilder::breakdownHasOneSetPerComponent()
{
    std::unique_ptr<QChart> chart(ChartBuilder::componentBreakdown(m_example.result, testStyle()));
    const auto bars = seriesOf<QHorizontalStackedBarSeries>(chart.get());
    QCOMPARE(bars.size(), 1);
    const QList<QBarSet *> sets = bars.first()->barSets();
    // The components, then the finance lines (docs/method.md, "After tax, loans and leases").
    QCOMPARE(sets.size(), ComponentCount + FinanceLineCount);
    for (int i = 0; i < FinanceLineCount; ++i) {
        const FinanceLine line = AllFinanceLines[static_cast<size_t>(i)];
        QCOMPARE(sets.at(ComponentCount + i)->label(), financeLineName(line));
        QCOMPARE(sets.at(ComponentCount + i)->color(), ChartPalette::financeLine(line));
    }
    for (int i = 0; i < ComponentCount; ++i) {
        const Component component = AllComponents[static_cast<size_t>(i)];
        QCOMPARE(sets.at(i)->label(), ComponentNames::displayName(component));
        QCOMPARE(sets.at(i)->color(), ChartPalette::component(component));
        QCOMPARE(sets.at(i)->count(), 3);
    }
    // Options are listed top-down: bar index 0 (the bottom) is the last option.
    const int purchase = int(Component::Purchase);
    QCOMPARE(sets.at(purchase)->at(2), 389640.0); // L40S colo, example-hk.expected.json
    QCOMPARE(sets.at(int(Component::Rental))->at(1), 1103760.0); // L40S rent
}

void TestChartBuilder::residualIsNegative()
{
    std::unique_ptr<QChart> chart(ChartBuilder::componentBreakdown(m_example.result, testStyle()));
    const QBarSet *residual = seriesOf<QHorizontalStackedBarSeries>(chart.get())
                                      .first()
                                      ->barSets()
                                      .at(int(Component::Residual));
    // Reference: L40S colo −76,400.00, L40S rent 0.00, NPU colo −144,640.00 (bottom-up order).
    QCOMPARE(residual->at(0), -144640.0);
    QCOMPARE(residual->at(1), 0.0);
    QCOMPARE(residual->at(2), -76400.0);
    // The value axis reaches below zero to show it.
    const auto axes = chart->axes(Qt::Horizontal);
    QCOMPARE(axes.size(), 1);
    QVERIFY(qobject_cast<QValueAxis *>(axes.first())->min() < -144640.0);
}

void TestChartBuilder::breakdownLeavesOutInfeasibleOptions()
{
    std::unique_ptr<QChart> chart(ChartBuilder::componentBreakdown(m_fallback.result, testStyle()));
    auto *categories = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).first());
    QVERIFY(categories);
    int feasible = 0;
    for (const OptionResult &option : m_fallback.result.options)
        feasible += option.feasible ? 1 : 0;
    QCOMPARE(feasible, 2);
    QCOMPARE(categories->count(), feasible);
    QVERIFY(categories->categories().first().contains(QStringLiteral("NPU-A rent SZ")));
}

void TestChartBuilder::legendListsOnlyComponentsWithMoney()
{
    // dc-gpu has no requantization (fp16 on H100) and the rent option no purchase, but the
    // colo option has one: count the components that are zero everywhere from the result.
    const ComputedBundle dc = compute(goldenPath(QStringLiteral("dc-gpu.json")));
    QVERIFY(dc.ok);
    int unused = 0;
    for (int c = 0; c < ComponentCount; ++c) {
        bool used = false;
        for (const OptionResult &option : dc.result.options)
            used = used || (option.feasible && !option.totals[static_cast<size_t>(c)].isZero());
        unused += used ? 0 : 1;
    }
    QVERIFY(unused > 0);

    std::unique_ptr<QChart> chart(ChartBuilder::componentBreakdown(dc.result, testStyle()));
    int hidden = 0;
    for (QLegendMarker *marker : chart->legend()->markers())
        hidden += ChartBuilder::isHiddenMarker(marker) ? 1 : 0;
    // A result without loans, leases or tax hides every finance line too.
    QCOMPARE(hidden, unused + FinanceLineCount);
}

void TestChartBuilder::financedBarsAddUpToTheTotalAfterTax()
{
    // tests/golden/v4-finance.expected.json, finance-immediate, bottom-up (bar 0 is the last
    // option, rent; bar 5 is loan-24). loan-24's bar: its components 554,455.48 (residual
    // −223,934.00 included) + interest 32,279.38 + repayment 555,604.20 = total 1,142,339.06,
    // + tax −188,485.95 = 953,853.11 after tax. lease-36 (bar 2): lease 614,014.20.
    const ComputedBundle taxed = compute(goldenPath(QStringLiteral("v4-finance.json")), 0);
    QVERIFY(taxed.ok);
    std::unique_ptr<QChart> chart(ChartBuilder::componentBreakdown(taxed.result, testStyle()));
    const QList<QBarSet *> sets
            = seriesOf<QHorizontalStackedBarSeries>(chart.get()).first()->barSets();
    const auto line
            = [&sets](FinanceLine l) { return sets.at(ComponentCount + static_cast<int>(l)); };
    QCOMPARE(line(FinanceLine::Interest)->at(5), 32279.38);
    QCOMPARE(line(FinanceLine::LoanRepayment)->at(5), 555604.20);
    QCOMPARE(line(FinanceLine::Tax)->at(5), -188485.95);
    QCOMPARE(line(FinanceLine::Lease)->at(2), 614014.20);
    for (int bar = 0; bar < taxed.result.options.size(); ++bar) {
        // Summed in cents: display doubles, compared with the engine's exact figure.
        qint64 cents = 0;
        for (const QBarSet *set : sets)
            cents += qRound64(set->at(bar) * 100);
        const OptionResult &option = taxed.result.options.at(taxed.result.options.size() - 1 - bar);
        QCOMPARE(QString::number(cents), option.finance->totalAfterTax.toString(2).remove(u'.'));
    }
    // The title and the rows' labels say what the bars add up to.
    QCOMPARE(chart->title(), QStringLiteral("Total cost of ownership by component, after tax"));
    const ComputedBundle untaxed = compute(goldenPath(QStringLiteral("v4-finance.json")), 3);
    QVERIFY(untaxed.ok);
    std::unique_ptr<QChart> plain(ChartBuilder::componentBreakdown(untaxed.result, testStyle()));
    QCOMPARE(plain->title(), QStringLiteral("Total cost of ownership by component"));
    // The cumulative lines beside the bars stay before tax, as the break-even does.
    std::unique_ptr<QChart> cumulative(ChartBuilder::cumulativeCost(taxed.result, testStyle()));
    QCOMPARE(cumulative->title(), QStringLiteral("Cumulative cost before tax, month 0 to 36"));
    // Every line with money is in the legend, under its own name.
    QStringList shown;
    for (QLegendMarker *marker : chart->legend()->markers()) {
        if (!ChartBuilder::isHiddenMarker(marker))
            shown.append(marker->label());
    }
    for (FinanceLine l : AllFinanceLines)
        QVERIFY2(shown.contains(financeLineName(l)), qPrintable(financeLineName(l)));
}

void TestChartBuilder::optionColoursAgreeAcrossCharts()
{
    std::unique_ptr<QChart> lines(ChartBuilder::cumulativeCost(m_example.result, testStyle()));
    std::unique_ptr<QChart> tokens(
            ChartBuilder::costPerMillionTokens(m_example.result, testStyle()));
    const QList<QLineSeries *> curves = optionLines(lines.get());
    const QList<QBarSet *> bars
            = seriesOf<QHorizontalStackedBarSeries>(tokens.get()).first()->barSets();
    QCOMPARE(curves.size(), 3);
    QCOMPARE(bars.size(), 3);
    for (int option = 0; option < 3; ++option) {
        const QString name = m_example.result.options.at(option).name;
        const auto curve = std::find_if(curves.begin(), curves.end(),
                                        [&](QLineSeries *s) { return s->name() == name; });
        const auto bar = std::find_if(bars.begin(), bars.end(),
                                      [&](QBarSet *s) { return s->label() == name; });
        QVERIFY(curve != curves.end());
        QVERIFY(bar != bars.end());
        // Each option's colour is its own, chosen by its name (ChartPalette::optionIn).
        QCOMPARE((*curve)->pen().color(), ChartPalette::optionIn(m_example.result.options, option));
        QCOMPARE((*bar)->color(), ChartPalette::optionIn(m_example.result.options, option));
    }
    // Three options, three different colours.
    QVERIFY(ChartPalette::optionIn(m_example.result.options, 0)
            != ChartPalette::optionIn(m_example.result.options, 1));
    QVERIFY(ChartPalette::optionIn(m_example.result.options, 1)
            != ChartPalette::optionIn(m_example.result.options, 2));
}

void TestChartBuilder::coloSolidRentDashed()
{
    std::unique_ptr<QChart> chart(ChartBuilder::cumulativeCost(m_example.result, testStyle()));
    for (QLineSeries *line : optionLines(chart.get())) {
        const bool rent = line->name().contains(QStringLiteral("rent"));
        QCOMPARE(line->pen().style(), rent ? Qt::DashLine : Qt::SolidLine);
    }
}

void TestChartBuilder::cumulativeFollowsTheEngine()
{
    std::unique_ptr<QChart> chart(ChartBuilder::cumulativeCost(m_example.result, testStyle()));
    const QLineSeries *rent = nullptr;
    for (QLineSeries *line : optionLines(chart.get())) {
        if (line->name() == QLatin1String("L40S rent"))
            rent = line;
    }
    QVERIFY(rent);
    QCOMPARE(rent->count(), 37); // months 0..36
    const OptionResult &option = m_example.result.options.at(1);
    for (int month = 0; month <= 36; ++month)
        QCOMPARE(rent->at(month).y(), option.cumulativeThrough(month).toDouble());
    // The last point is the total: 1,389,760.00 in the reference.
    QCOMPARE(rent->at(36).y(), 1389760.0);
}

void TestChartBuilder::breakEvenIsMarked()
{
    // consumer-tp: "4090 colo HK" breaks even with its two rent options in months 17 and 14.
    std::unique_ptr<QChart> chart(ChartBuilder::cumulativeCost(m_consumer.result, testStyle()));
    const QList<QScatterSeries *> points = seriesOf<QScatterSeries>(chart.get());
    QCOMPARE(points.size(), 2);
    QList<int> months;
    for (const QScatterSeries *point : points) {
        QCOMPARE(point->count(), 1);
        months.append(int(point->at(0).x()));
        QCOMPARE(point->color(), ChartPalette::optionIn(m_consumer.result.options, 0));
    }
    std::sort(months.begin(), months.end());
    QCOMPARE(months, (QList<int>{ 14, 17 }));

    QStringList labels;
    for (QGraphicsItem *item : chart->childItems()) {
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            labels.append(text->text());
    }
    QVERIFY(labels.contains(QStringLiteral("Break-even: month 14")));
    QVERIFY(labels.contains(QStringLiteral("Break-even: month 17")));
    // Each label in its colo option's colour, never the text colour (issue 14, item 5).
    for (QGraphicsItem *item : chart->childItems()) {
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            QCOMPARE(text->brush().color(),
                     ChartPalette::optionIn(m_consumer.result.options, 0).darker(115));
    }
}

void TestChartBuilder::breakEvenLabelsDoNotPileUp()
{
    // Issue 21 item 12: one label per break-even piled up down the plot with many options.
    // consumer-tp's two break-evens (months 14 and 17) and six more of the same pair at other
    // months: every one keeps its mark, at most four are labelled.
    Result many = m_consumer.result;
    QCOMPARE(many.breakEvens.size(), 2);
    for (int month : { 3, 6, 9, 20, 24, 30 }) {
        BreakEven pair = many.breakEvens.first();
        pair.month = month;
        pair.cashMonth = month;
        many.breakEvens.append(pair);
    }
    std::unique_ptr<QChart> chart(ChartBuilder::cumulativeCost(many, testStyle()));
    int marks = 0;
    for (const QScatterSeries *point : seriesOf<QScatterSeries>(chart.get()))
        marks += point->count();
    QCOMPARE(marks, 8);
    QStringList labels;
    for (QGraphicsItem *item : chart->childItems()) {
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            labels.append(text->text());
    }
    QCOMPARE(labels.size(), 4);
    // Two break-evens, both labelled, as before.
    std::unique_ptr<QChart> two(ChartBuilder::cumulativeCost(m_consumer.result, testStyle()));
    int twoLabels = 0;
    for (QGraphicsItem *item : two->childItems())
        twoLabels += dynamic_cast<QGraphicsSimpleTextItem *>(item) ? 1 : 0;
    QCOMPARE(twoLabels, 2);
}

void TestChartBuilder::noBreakEvenNoMarker()
{
    // example-hk: L40S colo never catches up with L40S rent (break-even null).
    std::unique_ptr<QChart> chart(ChartBuilder::cumulativeCost(m_example.result, testStyle()));
    QCOMPARE(seriesOf<QScatterSeries>(chart.get()).size(), 0);
    QCOMPARE(optionLines(chart.get()).size(), 3);
}

void TestChartBuilder::moneyAxisIsAbbreviated()
{
    std::unique_ptr<QChart> chart(ChartBuilder::cumulativeCost(m_example.result, testStyle()));
    auto *axis = qobject_cast<QCategoryAxis *>(chart->axes(Qt::Vertical).first());
    QVERIFY(axis);
    const QStringList labels = axis->categoriesLabels();
    QVERIFY(labels.size() >= 3);
    QCOMPARE(labels.first(), QStringLiteral("HK$0"));
    for (const QString &label : labels)
        QVERIFY2(label.startsWith(QStringLiteral("HK$")) && label.size() <= 8, qPrintable(label));
    // The top tick is at or above the largest cumulative cost (NPU colo peaks near 1.98M).
    QVERIFY(axis->max() >= 1.9e6);
}

void TestChartBuilder::nothingFeasibleGivesEmptyCharts()
{
    Result result;
    result.currency = QStringLiteral("HKD");
    result.horizonMonths = 36;
    OptionResult option;
    option.name = QStringLiteral("Too small");
    option.reason = QStringLiteral("the model does not fit");
    result.options.append(option);
    for (auto build : { &ChartBuilder::componentBreakdown, &ChartBuilder::cumulativeCost,
                        &ChartBuilder::costPerMillionTokens }) {
        std::unique_ptr<QChart> chart(build(result, testStyle()));
        QVERIFY(chart->series().isEmpty());
        QVERIFY(!chart->title().isEmpty());
    }
}

void TestChartBuilder::fitLegend()
{
    std::unique_ptr<QChart> chart(ChartBuilder::cumulativeCost(m_example.result, testStyle()));
    ChartBuilder::fitLegend(chart.get(), 2000);
    QCOMPARE(chart->legend()->alignment(), Qt::AlignBottom);
    ChartBuilder::fitLegend(chart.get(), 150);
    QCOMPARE(chart->legend()->alignment(), Qt::AlignRight);
}

void TestChartBuilder::updateInPlaceMatchesANewChart_data()
{
    QTest::addColumn<QString>("golden");
    QTest::addColumn<int>("percent");
    QTest::addColumn<Build>("build");
    QTest::addColumn<bool>("inPlace");
    const QList<std::pair<const char *, Build>> kinds{
        { "breakdown", &ChartBuilder::componentBreakdown },
        { "cumulative", &ChartBuilder::cumulativeCost },
        { "tokens", &ChartBuilder::costPerMillionTokens },
    };
    for (const auto &[name, build] : kinds) {
        const bool cumulative = build == &ChartBuilder::cumulativeCost;
        for (const char *golden : { "example-hk.json", "consumer-tp.json", "dc-gpu.json" }) {
            for (int percent : { 80, 120 }) {
                // The cumulative chart changes shape where a break-even mark comes or goes:
                // example-hk's colo pays back once rent costs 120%, and consumer-tp keeps one
                // of its two marks (months 17 and 14) at 80%. It is built anew then.
                const bool marksChange = cumulative
                        && ((QByteArray(golden) == "example-hk.json" && percent == 120)
                            || (QByteArray(golden) == "consumer-tp.json" && percent == 80));
                QTest::addRow("%s, %s, rent at %d%%", golden, name, percent)
                        << QString::fromLatin1(golden) << percent << build << !marksChange;
            }
        }
    }
}

void TestChartBuilder::updateInPlaceMatchesANewChart()
{
    QFETCH(QString, golden);
    QFETCH(int, percent);
    QFETCH(Build, build);
    QFETCH(bool, inPlace);
    const ComputedBundle before = compute(goldenPath(golden));
    const ComputedBundle after = withRentAt(golden, percent);
    QVERIFY(before.ok && after.ok);
    ChartStyle style = testStyle();
    style.interactive = true; // tooltips are part of the update
    std::unique_ptr<QChart> chart(build(before.result, style));
    const QStringList old = describe(chart.get());
    std::unique_ptr<QChart> fresh(build(after.result, style));
    const QStringList expected = describe(fresh.get());
    QVERIFY(old != expected); // the edit shows
    QCOMPARE(ChartBuilder::update(chart.get(), after.result, style), inPlace);
    QCOMPARE(describe(chart.get()), inPlace ? expected : old);
}

void TestChartBuilder::updateRefusesAnotherShape()
{
    // example-hk has three feasible options, npu-fallback two: the charts are built anew.
    std::unique_ptr<QChart> chart(ChartBuilder::componentBreakdown(m_example.result, testStyle()));
    const QStringList old = describe(chart.get());
    QVERIFY(!ChartBuilder::update(chart.get(), m_fallback.result, testStyle()));
    QCOMPARE(describe(chart.get()), old);
    // Another type size (presentation mode) is another chart too.
    ChartStyle large = testStyle();
    large.scale = 1.4;
    QVERIFY(!ChartBuilder::update(chart.get(), m_example.result, large));
    QVERIFY(ChartBuilder::update(chart.get(), m_example.result, testStyle()));
    QVERIFY(!ChartBuilder::update(nullptr, m_example.result, testStyle()));
}

QTEST_MAIN(TestChartBuilder)
#include "tst_chartbuilder.moc"
