// SPDX-License-Identifier: GPL-3.0-or-later
// HeadlineFigures: the titles and sentences around the figures, in plain words.
#include "analysis/breakeventext.h"
#include "analysis/decision.h"
#include "analysis/targetcost.h"
#include "cost/engine.h"
#include "results/headlinefigures.h"
#include "resultsfixture.h"

#include <QTest>

using namespace infertco;
using namespace infertco::testing;

class TestHeadlineFigures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void horizonTotalTitle_data();
    void horizonTotalTitle();
    void breakEvenSentences();
    void optionSummary();
    void runnerUpAndDiscountRate();
    void breakEvenWithoutPairs();
    void breakEvenOfAnotherPairSaysWhy();
    void figuresSayWhatDrivesThem();
    void largestComponent_data();
    void largestComponent();
    void peakRange_data();
    void peakRange();
    void workloadSummary_data();
    void workloadSummary();
    void onlyFeasibleOption();
    void incompleteOptionIsNeverTheHeadline();
    void afterTaxBesideThePreTax();
    void breakEvenOfIncompleteOptionIsALowerBound();
    void cheapestMissingItsP99TargetIsFlagged();
};

void TestHeadlineFigures::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestHeadlineFigures::horizonTotalTitle_data()
{
    QTest::addColumn<int>("months");
    QTest::addColumn<QString>("expected");
    QTest::newRow("36 months") << 36 << "3-year total";
    QTest::newRow("12 months") << 12 << "1-year total";
    QTest::newRow("24 months") << 24 << "2-year total";
    QTest::newRow("18 months") << 18 << "18-month total";
    QTest::newRow("1 month") << 1 << "1-month total";
}

void TestHeadlineFigures::horizonTotalTitle()
{
    QFETCH(int, months);
    QFETCH(QString, expected);
    QCOMPARE(HeadlineFigures::horizonTotalTitle(months), expected);
}

void TestHeadlineFigures::breakEvenSentences()
{
    const ComputedBundle consumer = compute(goldenPath(QStringLiteral("consumer-tp.json")));
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(consumer.ok && example.ok);
    QCOMPARE(BreakEvenText::sentences(consumer.result),
             (QStringList{ QStringLiteral("4090 colo HK pays back against 4090 rent 2-card "
                                          "servers from month 17."),
                           QStringLiteral("4090 colo HK pays back against 4090 rent 8-card SG "
                                          "from month 14.") }));
    QCOMPARE(BreakEvenText::sentences(example.result),
             QStringList{ QStringLiteral("L40S colo costs more than L40S rent through the whole "
                                         "36-month horizon.") });

    // v2: the worked example's L40S colo breaks even with rent in month 36 only through the
    // residual credit of 152,800 + 167,196 = HK$319,996.00 (cash_month null), and its card says so.
    const ComputedBundle v2 = compute(goldenPath(QStringLiteral("example-hk-v2.json")));
    QVERIFY(v2.ok);
    QCOMPARE(BreakEvenText::sentences(v2.result).first(),
             QStringLiteral("L40S colo pays back against L40S rent from month 36 only through the "
                            "HK$319,996.00 resale value at the end: without selling the hardware "
                            "it does not pay back within the 36-month horizon."));
    Result cashLater = v2.result;
    cashLater.breakEvens.first().month = 20;
    cashLater.breakEvens.first().cashMonth = 30;
    QCOMPARE(BreakEvenText::sentences(cashLater).first(),
             QStringLiteral("L40S colo pays back against L40S rent from month 20 (from month 30 "
                            "without the resale value)."));
    const HeadlineFigures card = HeadlineFigures::from(v2.result, v2.scenario, v2.bundle.catalog);
    QCOMPARE(card.breakEven.value, QStringLiteral("Month 36"));
    QCOMPARE(card.breakEven.detail,
             QStringLiteral("L40S colo vs L40S rent, only through the HK$319,996.00 resale value"));

    // Month 0: colo is never dearer.
    Result fromStart = example.result;
    fromStart.breakEvens.first().month = 0;
    fromStart.breakEvens.first().cashMonth = 0;
    QCOMPARE(BreakEvenText::sentences(fromStart).first(),
             QStringLiteral("L40S colo costs no more than L40S rent from the start."));
}

void TestHeadlineFigures::optionSummary()
{
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    // Reference sizing: L40S rent uses 4 cards in one server, NPU colo 8 cards in 2 servers.
    QCOMPARE(HeadlineFigures::optionSummary(example.result.options.at(1), example.bundle.catalog),
             QStringLiteral("Rent · 4 × NVIDIA L40S 48GB in one server"));
    QCOMPARE(HeadlineFigures::optionSummary(example.result.options.at(2), example.bundle.catalog),
             QStringLiteral("Colocation · 8 × Example NPU card 64GB in 2 servers"));

    OptionResult infeasible;
    infeasible.reason = QStringLiteral("the platform does not accept npu cards");
    QCOMPARE(HeadlineFigures::optionSummary(infeasible, example.bundle.catalog), infeasible.reason);
}

void TestHeadlineFigures::runnerUpAndDiscountRate()
{
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    const HeadlineFigures figures
            = HeadlineFigures::from(example.result, example.scenario, example.bundle.catalog);
    QCOMPARE(figures.cheapestOption, 1);
    // discount_rate_year 0.08 → 8%.
    QCOMPARE(figures.npv.detail, QStringLiteral("Discounted at 8% a year"));
    QCOMPARE(figures.breakEven.detail,
             QStringLiteral("L40S colo stays dearer than L40S rent over 36 months"));
}

void TestHeadlineFigures::breakEvenOfAnotherPairSaysWhy()
{
    // Issue 21 item 5: when the cheapest option has no pair (here NPU colo, made the cheapest:
    // no rental offers its card), the card shows another pair and says why.
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    Result result = example.result;
    result.options[2].total = Decimal(1);
    QCOMPARE(result.cheapestOption(), 2);
    const HeadlineFigures figures
            = HeadlineFigures::from(result, example.scenario, example.bundle.catalog);
    QCOMPARE(figures.breakEven.detail,
             QStringLiteral("L40S colo stays dearer than L40S rent over 36 months (NPU colo, the "
                            "cheapest, has no rental or owned option on the same card to "
                            "compare with)"));
    // The cheapest option's own pair needs no such note (runnerUpAndDiscountRate).

    // A hybrid option is named by the one display name of its mode.
    const ComputedBundle v2 = compute(goldenPath(QStringLiteral("example-hk-v2.json")));
    QVERIFY(v2.ok);
    QVERIFY(HeadlineFigures::optionSummary(v2.result.options.at(3), v2.bundle.catalog)
                    .startsWith(QStringLiteral("Hybrid · ")));
}

void TestHeadlineFigures::breakEvenWithoutPairs()
{
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    Result result = example.result;
    result.breakEvens.clear();
    const HeadlineFigures figures
            = HeadlineFigures::from(result, example.scenario, example.bundle.catalog);
    QCOMPARE(figures.breakEven.value, QStringLiteral("—"));
    QCOMPARE(figures.breakEven.detail,
             QStringLiteral("No colo and rent option on the same accelerator"));
    QVERIFY(BreakEvenText::sentences(result).isEmpty());
}

void TestHeadlineFigures::figuresSayWhatDrivesThem()
{
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    const HeadlineFigures figures
            = HeadlineFigures::from(example.result, example.scenario, example.bundle.catalog);
    // Cheapest: L40S rent at 1,389,760.00; next L40S colo at 1,392,948.76. Margin
    // 1,392,948.76 − 1,389,760.00 = 3,188.76, and 3,188.76 / 1,392,948.76 = 0.229 % → 0.2 %.
    QCOMPARE(figures.cheapest.detail,
             QStringLiteral("Rent · 4 × NVIDIA L40S 48GB in one server · HK$3,188.76 (0.2%) less "
                            "than L40S colo"));
    // L40S rent: rental 1,103,760 + staff 180,000 + requantization 48,000 + network 36,000
    // + migration 20,000 + setup 2,000 = 1,389,760; 1,103,760 / 1,389,760 = 79.42 % → 79 %.
    QCOMPARE(figures.total.detail, QStringLiteral("Server rental is 79% of the costs"));
    // utilization 0.5, a constant peak of 1,500 output tokens per second.
    QCOMPARE(figures.costPerMillionTokens.detail,
             QStringLiteral("L40S rent, output tokens at 50% average load of a 1,500 tokens/s "
                            "peak"));
    // The cost per million tokens in cents, as on the results table (JSON keeps four places):
    // 19.5862 → HK$19.59.
    QCOMPARE(figures.costPerMillionTokens.value, QStringLiteral("HK$19.59"));
}

void TestHeadlineFigures::largestComponent_data()
{
    QTest::addColumn<int>("option");
    QTest::addColumn<int>("component");
    QTest::addColumn<int>("percent");
    QTest::addColumn<bool>("afterCredit");
    // example-hk. L40S colo: the costs before the residual credit of 76,400 are
    // 1,392,948.76 + 76,400 = 1,469,348.76; rack space 432,000 is the largest part:
    // 432,000 / 1,469,348.76 = 29.40 % → 29 %.
    QTest::newRow("colo, with a resale credit") << 0 << int(Component::RackSpace) << 29 << true;
    // L40S rent: 1,103,760 / 1,389,760 = 79.42 % → 79 %.
    QTest::newRow("rent") << 1 << int(Component::Rental) << 79 << false;
    // NPU colo: purchase 737,664 of 1,881,739.40 + 144,640 = 2,026,379.40: 36.40 % → 36 %.
    QTest::newRow("colo, purchase first") << 2 << int(Component::Purchase) << 36 << true;
}

void TestHeadlineFigures::largestComponent()
{
    QFETCH(int, option);
    QFETCH(int, component);
    QFETCH(int, percent);
    QFETCH(bool, afterCredit);
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    const std::optional<ComponentShare> share
            = Decision::largestComponent(example.result.options.at(option));
    QVERIFY(share);
    QCOMPARE(int(share->component), component);
    QCOMPARE(share->percent, percent);
    QCOMPARE(share->afterCredit, afterCredit);

    // The card of the colo option says the credit it leaves out.
    if (option == 0) {
        Result coloOnly = example.result;
        coloOnly.options[1].feasible = false;
        coloOnly.options[2].feasible = false;
        const HeadlineFigures figures
                = HeadlineFigures::from(coloOnly, example.scenario, example.bundle.catalog);
        QCOMPARE(figures.total.detail,
                 QStringLiteral("Rack space is 29% of the costs before the resale credit of "
                                "HK$76,400.00"));
    }
    // An infeasible option has no share.
    OptionResult infeasible;
    QVERIFY(!Decision::largestComponent(infeasible));
}

void TestHeadlineFigures::peakRange_data()
{
    QTest::addColumn<QString>("growth");
    QTest::addColumn<bool>("steps");
    QTest::addColumn<QString>("detail");
    // example-hk: peak 1,500, utilization 0.5, 36 months.
    // Growth 70 % a year: 1,500, 1,500 × 1.7 = 2,550, 1,500 × 1.7² = 4,335 (the rented fleet
    // grows with it and the colo option becomes the cheapest).
    QTest::newRow("yearly growth")
            << "0.7" << false
            << "L40S colo, output tokens at 50% average load of peaks from 1,500 to 4,335 "
               "tokens/s";
    // Steps 2,000 from month 1 and 800 from month 13: the lowest is the later step.
    QTest::newRow("steps down") << "" << true
                                << "L40S rent, output tokens at 50% average load of peaks from "
                                   "800 to 2,000 tokens/s";
    // Growth 0: the peak stays 1,500.
    QTest::newRow("no growth") << "0" << false
                               << "L40S rent, output tokens at 50% average load of a 1,500 "
                                  "tokens/s peak";
}

void TestHeadlineFigures::peakRange()
{
    QFETCH(QString, growth);
    QFETCH(bool, steps);
    QFETCH(QString, detail);
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    Scenario scenario = example.scenario;
    if (!growth.isEmpty())
        scenario.workload.demandGrowthYear = *Decimal::parse(growth);
    if (steps) {
        scenario.workload.demand
                = { DemandStep{ 1, Decimal(2000) }, DemandStep{ 13, Decimal(800) } };
    }
    const Outcome<Result> result = Engine::compute(scenario, example.bundle.catalog);
    QVERIFY(result.ok());
    const HeadlineFigures figures
            = HeadlineFigures::from(result.value(), scenario, example.bundle.catalog);
    QCOMPARE(figures.costPerMillionTokens.detail, detail);
}

void TestHeadlineFigures::workloadSummary_data()
{
    QTest::addColumn<QString>("growth");
    QTest::addColumn<bool>("steps");
    QTest::addColumn<QString>("summary");
    // example-hk: 32.8B at int4, peak 1,500, 36 months; the peaks as in peakRange_data().
    QTest::newRow("yearly growth")
            << "0.7" << false
            << "32.8 billion parameters, int4 · peaks from 1,500 to 4,335 output tokens per "
               "second · 36 months";
    QTest::newRow("steps down") << "" << true
                                << "32.8 billion parameters, int4 · peaks from 800 to 2,000 "
                                   "output tokens per second · 36 months";
    QTest::newRow("no growth") << "0" << false
                               << "32.8 billion parameters, int4 · 1,500 output tokens per "
                                  "second at peak · 36 months";
}

void TestHeadlineFigures::workloadSummary()
{
    QFETCH(QString, growth);
    QFETCH(bool, steps);
    QFETCH(QString, summary);
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    Scenario scenario = example.scenario;
    if (!growth.isEmpty())
        scenario.workload.demandGrowthYear = *Decimal::parse(growth);
    if (steps) {
        scenario.workload.demand
                = { DemandStep{ 1, Decimal(2000) }, DemandStep{ 13, Decimal(800) } };
    }
    QCOMPARE(HeadlineFigures::workloadSummary(scenario, QLocale()), summary);
}

void TestHeadlineFigures::onlyFeasibleOption()
{
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    Result result = example.result;
    result.options[0].feasible = false;
    result.options[2].feasible = false;
    QVERIFY(!Decision::margin(result, 1));
    QVERIFY(!Decision::margin(result, 0)); // not feasible itself
    const HeadlineFigures figures
            = HeadlineFigures::from(result, example.scenario, example.bundle.catalog);
    QCOMPARE(figures.cheapest.detail,
             QStringLiteral("Rent · 4 × NVIDIA L40S 48GB in one server · the only feasible "
                            "option"));
    // Margin with the two options that remain: NPU colo 1,881,739.40 against L40S colo
    // 1,392,948.76: 488,790.64 / 1,881,739.40 = 25.975 % → 26.0 %.
    Result colos = example.result;
    colos.options[1].feasible = false;
    const std::optional<Margin> margin = Decision::margin(colos, 0);
    QVERIFY(margin);
    QCOMPARE(margin->runnerUp, 2);
    QCOMPARE(margin->amount, *Decimal::parse(u"488790.64"));
    QCOMPARE(margin->percent, *Decimal::parse(u"26.0"));
}

void TestHeadlineFigures::incompleteOptionIsNeverTheHeadline()
{
    // tests/golden/incomplete-rack-fee.md: both colo options lack the rack fee. L40S colo has
    // the lowest total (960,948.76) but is a lower bound; the headline is L40S rent
    // (1,389,760.00), the only option with every figure, and no saving is measured from an
    // incomplete option.
    const ComputedBundle example = compute(goldenPath(QStringLiteral("incomplete-rack-fee.json")));
    QVERIFY(example.ok);
    const HeadlineFigures figures
            = HeadlineFigures::from(example.result, example.scenario, example.bundle.catalog);
    QCOMPARE(figures.cheapestOption, 1);
    QCOMPARE(figures.cheapest.value, QStringLiteral("L40S rent"));
    QCOMPARE(figures.total.value, QStringLiteral("HK$1,389,760.00"));
    QCOMPARE(figures.cheapest.detail,
             QStringLiteral("Rent · 4 × NVIDIA L40S 48GB in one server · the only option with "
                            "every figure"));
    QVERIFY(!Decision::margin(example.result, 1));
    QVERIFY(!Decision::margin(example.result, 0));

    // With the rent option gone, nothing is crowned: every feasible option lacks a figure.
    Result onlyIncomplete = example.result;
    onlyIncomplete.options.removeAt(1);
    onlyIncomplete.breakEvens.clear();
    const HeadlineFigures none
            = HeadlineFigures::from(onlyIncomplete, example.scenario, example.bundle.catalog);
    QCOMPARE(none.cheapestOption, -1);
    QCOMPARE(none.cheapest.value, QStringLiteral("None with every figure"));
    QCOMPARE(none.cheapest.detail,
             QStringLiteral("Every option that can serve this workload lacks a figure (rack fee "
                            "for L40S colo); enter it to compare."));
    QCOMPARE(none.total.value, QStringLiteral("—"));

    // The risk view's ranking and headlines: complete before incomplete.
    const DecisionSummary summary = Decision::summarize(example.scenario, example.result);
    QCOMPARE(summary.byTotal, (QList<int>{ 1, 0, 2 }));
    QCOMPARE(summary.headlines.first(),
             QStringLiteral("Only one option has every figure it needs: L40S rent at "
                            "HK$1,389,760.00 over 36 months; the others lack a figure and are "
                            "not compared."));
    const DecisionSummary noneSummary = Decision::summarize(example.scenario, onlyIncomplete);
    QCOMPARE(noneSummary.headlines,
             QStringList{ QStringLiteral("No option can be named the cheapest: every option "
                                         "that can serve the workload lacks a figure (rack fee "
                                         "for L40S colo).") });
}

void TestHeadlineFigures::afterTaxBesideThePreTax()
{
    // tests/golden/v4-finance.expected.json, finance-immediate: cash and loan-0-down tie at
    // HK$1,110,059.68 and the first, cash, is the cheapest. Its tax is −183,159.90, so after
    // tax 1,110,059.68 − 183,159.90 = 926,899.78; NPV 1,054,806.82, after tax 880,763.61.
    const ComputedBundle taxed = compute(goldenPath(QStringLiteral("v4-finance.json")), 0);
    QVERIFY(taxed.ok);
    const HeadlineFigures figures
            = HeadlineFigures::from(taxed.result, taxed.scenario, taxed.bundle.catalog);
    QCOMPARE(figures.cheapest.value, QStringLiteral("cash"));
    QCOMPARE(figures.total.value, QStringLiteral("HK$1,110,059.68"));
    QVERIFY2(figures.total.detail.startsWith(QStringLiteral("After tax HK$926,899.78 · ")),
             qPrintable(figures.total.detail));
    QCOMPARE(figures.npv.value, QStringLiteral("HK$1,054,806.82"));
    QVERIFY2(figures.npv.detail.startsWith(QStringLiteral("After tax HK$880,763.61 · Discounted")),
             qPrintable(figures.npv.detail));

    // finance-untaxed: loans and leases without a tax say nothing of tax.
    const ComputedBundle untaxed = compute(goldenPath(QStringLiteral("v4-finance.json")), 3);
    QVERIFY(untaxed.ok);
    const HeadlineFigures plain
            = HeadlineFigures::from(untaxed.result, untaxed.scenario, untaxed.bundle.catalog);
    QVERIFY(!plain.total.detail.contains(QStringLiteral("tax")));
    QVERIFY(plain.npv.detail.startsWith(QStringLiteral("Discounted")));
}

void TestHeadlineFigures::breakEvenOfIncompleteOptionIsALowerBound()
{
    // tests/golden/incomplete-rack-fee.md: L40S colo lacks the rack fee, so its total
    // (960,948.76) is a lower bound and its break-even against L40S rent (month 19 in the
    // expected JSON's "breakeven") is the earliest it can be: the real rack fee only adds cost.
    const ComputedBundle example = compute(goldenPath(QStringLiteral("incomplete-rack-fee.json")));
    QVERIFY(example.ok);
    QCOMPARE(example.result.breakEvens.size(), 1);
    QCOMPARE(example.result.breakEvens.first().month, std::optional<int>(19));
    const HeadlineFigures figures
            = HeadlineFigures::from(example.result, example.scenario, example.bundle.catalog);
    QCOMPARE(figures.breakEven.value, QStringLiteral("Month 19 at the earliest"));
    QCOMPARE(figures.breakEven.detail,
             QStringLiteral("L40S colo vs L40S rent; L40S colo is a lower bound (rack fee "
                            "unknown)"));

    // A pair that never breaks even holds a fortiori, and says it is measured at the lower
    // bound (the dashboard's "Never — H100 SXM colo, Hong Kong" of the demo's 70b-tp).
    Result never = example.result;
    never.breakEvens[0].month.reset();
    never.breakEvens[0].cashMonth.reset();
    const HeadlineFigures neverFigures
            = HeadlineFigures::from(never, example.scenario, example.bundle.catalog);
    QCOMPARE(neverFigures.breakEven.value, QStringLiteral("Never"));
    QCOMPARE(neverFigures.breakEven.detail,
             QStringLiteral("L40S colo stays dearer than L40S rent over 36 months even at its "
                            "lower bound"));

    // With every figure given (example-hk), the card reads as before: no "at the earliest".
    const ComputedBundle complete = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(complete.ok);
    const HeadlineFigures completeFigures
            = HeadlineFigures::from(complete.result, complete.scenario, complete.bundle.catalog);
    QVERIFY(!completeFigures.breakEven.value.contains(QStringLiteral("earliest")));
    QVERIFY(!completeFigures.breakEven.detail.contains(QStringLiteral("lower bound")));
}

void TestHeadlineFigures::cheapestMissingItsP99TargetIsFlagged()
{
    // example-hk-v3, scenario example-v2 sized by averages: the cheapest option, L40S colo
    // (HK$1,601,379.14), runs at a P99 time per output token of 50.5 ms against its 50 ms
    // target at the peak-month load (tests/golden/example-hk-v3-average.expected.json); its
    // P99 time to first token is within 2,000 ms.
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk-v3.json")));
    QVERIFY(example.ok);
    // Without the latency nothing is known of the targets: no flag.
    QVERIFY(HeadlineFigures::from(example.result, example.scenario, example.bundle.catalog)
                    .cheapest.flag.isEmpty());
    EngineOptions options;
    options.latency = true;
    const Result result
            = Engine::compute(example.scenario, example.bundle.catalog, options).value();
    QCOMPARE(result.cheapestOption(), 0);
    QVERIFY(TargetCosts::misses(result.options.at(0), example.scenario.workload));

    // The cost of meeting the targets is the engine's: the whole scenario computed with
    // `sizing: "p99"` (infertco-cli compute on example-v2 with that one change) gives L40S colo
    // HK$1,530,297.62 (2 replicas instead of 4) and NPU colo HK$2,192,413.00; the option
    // sized alone gives the same totals.
    Scenario p99 = example.scenario;
    p99.workload.sizing = SizingMode::P99;
    const Result whole = Engine::compute(p99, example.bundle.catalog).value();
    QCOMPARE(whole.options.at(0).total.toString(2), QStringLiteral("1530297.62"));
    QCOMPARE(whole.options.at(2).total.toString(2), QStringLiteral("2192413.00"));
    const std::optional<TargetCost> cheapest = TargetCosts::ofCheapest(
            result, example.scenario, example.bundle.catalog, nullptr);
    QVERIFY(cheapest);
    QCOMPARE(cheapest->option, 0);
    QVERIFY(cheapest->tpotMissed);
    QVERIFY(!cheapest->ttftMissed);
    QVERIFY(cheapest->p99Total);
    QCOMPARE(cheapest->p99Total->toString(2), QStringLiteral("1530297.62"));
    const std::optional<TargetCost> npu
            = TargetCosts::of(result, 2, example.scenario, example.bundle.catalog, nullptr);
    QVERIFY(npu && npu->p99Total);
    QCOMPARE(npu->p99Total->toString(2), QStringLiteral("2192413.00"));
    // An option that meets its targets has no target cost.
    Result met = result;
    met.options[0].latency->result.tpot.p99 = 0.049;
    QVERIFY(!TargetCosts::of(met, 0, example.scenario, example.bundle.catalog, nullptr));

    // The card: flagged at once, the P99-sized total beside it once computed.
    QCOMPARE(HeadlineFigures::from(result, example.scenario, example.bundle.catalog).cheapest.flag,
             QStringLiteral("Misses its P99 per-token target"));
    const HeadlineFigures card = HeadlineFigures::from(result, example.scenario,
                                                       example.bundle.catalog, QLocale(), cheapest);
    QCOMPARE(card.cheapest.flag,
             QStringLiteral("Misses its P99 per-token target · sized by P99: HK$1,530,297.62"));
    // A target cost of another option is not this card's.
    QCOMPARE(HeadlineFigures::from(result, example.scenario, example.bundle.catalog, QLocale(), npu)
                     .cheapest.flag,
             QStringLiteral("Misses its P99 per-token target"));
}

QTEST_APPLESS_MAIN(TestHeadlineFigures)
#include "tst_headlinefigures.moc"
