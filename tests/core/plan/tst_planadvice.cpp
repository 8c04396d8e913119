// SPDX-License-Identifier: GPL-3.0-or-later
// What the desktop says about a finished plan search (issue 26 item 4), on plan-k3.json,
// priced by hand in tst_plansearch.cpp: rent 4000.00, colo 3500.00, hybrid k = 3 2900.00.
//   The scenario's one typed option is the rent, 4000.00; the best plan the hybrid, 2900.00:
//   margin 4000 − 2900 = 1100.00, 1100 / 4000 = 27.5 %.
//   Sparkline, each plan on its own scale: the rent pays 100 a server-month for 5 servers in
//   months 1–4 (2000 by month 4), 3 in months 5–10 (3800 by month 10), 1 in months 11–12
//   (4000): 2000 / 4000 = 0.5 at month 4, 3800 / 4000 = 0.95 at month 10, 1 at the end.
#include "analysis/advice.h"
#include "analysistestdata.h"
#include "cost/engine.h"
#include "plan/planadvice.h"
#include "testdecimal.h"

#include <QTest>

using namespace infertco;
using namespace infertco::testing;

namespace {

const QLocale English(QLocale::English, QLocale::UnitedStates);

Bundle k3Bundle()
{
    return readBundle("tests/core/plan/plan-k3.json");
}

PlanSearchResult search(const Scenario &scenario, const Catalog &catalog)
{
    const Outcome<PlanSearchResult> result = PlanSearch::run(scenario, catalog);
    if (!result.ok())
        qFatal("plan search failed: %s", qPrintable(result.problems().first().text()));
    return result.value();
}

Result compute(const Scenario &scenario, const Catalog &catalog)
{
    const Outcome<Result> result = Advisor::compute(scenario, catalog, QDate::currentDate());
    if (!result.ok())
        qFatal("compute failed: %s", qPrintable(result.problems().first().text()));
    return result.value();
}

} // namespace

class TestPlanAdvice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void planBeatsTheTypedOptionByItsMargin();
    void aTypedOptionAsCheapAsThePlanIsNotBeaten();
    void aPlanBeatsNoFeasibleOption();
    void aCancelledSearchGivesNoAdvice();
    void leftOutInPlainWords_data();
    void leftOutInPlainWords();
    void cumulativeShapeIsScaledToTheLargestCost();
};

void TestPlanAdvice::planBeatsTheTypedOptionByItsMargin()
{
    const Bundle bundle = k3Bundle();
    const Scenario &scenario = bundle.scenarios.first();
    const Result typed = compute(scenario, bundle.catalog);
    const PlanSearchResult plans = search(scenario, bundle.catalog);
    QCOMPARE(typed.options.size(), 1);
    QCOMPARE(typed.options.first().total, dec("4000.00"));

    const std::optional<PlanBeat> beat = PlanAdvice::beat(typed, plans);
    QVERIFY(beat.has_value());
    QCOMPARE(beat->plan, 0);
    QCOMPARE(plans.plans.at(beat->plan).option.mode, OptionMode::Hybrid);
    QCOMPARE(plans.plans.at(beat->plan).result.total, dec("2900.00"));
    QCOMPARE(beat->option, 0);
    QCOMPARE(beat->margin, dec("1100.00"));
    QCOMPARE(beat->percent, dec("27.5"));

    const QString text = PlanAdvice::sentence(typed, plans, *beat, English);
    QVERIFY2(text.contains(QStringLiteral("HK$2,900.00")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("HK$1,100.00 (27.5%) less")), qPrintable(text));
    QVERIFY2(text.contains(plans.plans.first().option.name), qPrintable(text));
    QVERIFY2(text.contains(typed.options.first().name), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("12 months")), qPrintable(text));
}

void TestPlanAdvice::aTypedOptionAsCheapAsThePlanIsNotBeaten()
{
    // The user typed the best plan itself: 2900.00 against 2900.00 is no beat.
    Bundle bundle = k3Bundle();
    Scenario &scenario = bundle.scenarios.first();
    const PlanSearchResult plans = search(scenario, bundle.catalog);
    scenario.options.append(plans.plans.first().option);
    const Result typed = compute(scenario, bundle.catalog);
    QCOMPARE(typed.options.at(typed.cheapestOption()).total, dec("2900.00"));
    QVERIFY(!PlanAdvice::beat(typed, plans).has_value());
}

void TestPlanAdvice::aPlanBeatsNoFeasibleOption()
{
    Bundle bundle = k3Bundle();
    Scenario &scenario = bundle.scenarios.first();
    scenario.options.clear();
    const Result typed = compute(scenario, bundle.catalog);
    const PlanSearchResult plans = search(scenario, bundle.catalog);
    const std::optional<PlanBeat> beat = PlanAdvice::beat(typed, plans);
    QVERIFY(beat.has_value());
    QCOMPARE(beat->option, -1);
    QCOMPARE(beat->margin, dec("0"));
    const QString text = PlanAdvice::sentence(typed, plans, *beat, English);
    QVERIFY2(text.startsWith(QStringLiteral("None of the options")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("HK$2,900.00")), qPrintable(text));
}

void TestPlanAdvice::aCancelledSearchGivesNoAdvice()
{
    const Bundle bundle = k3Bundle();
    const Scenario &scenario = bundle.scenarios.first();
    const Result typed = compute(scenario, bundle.catalog);
    PlanSearchResult plans = search(scenario, bundle.catalog);
    QVERIFY(PlanAdvice::beat(typed, plans).has_value());
    plans.cancelled = true;
    QVERIFY(!PlanAdvice::beat(typed, plans).has_value());
    plans.cancelled = false;
    plans.plans.clear();
    QVERIFY(!PlanAdvice::beat(typed, plans).has_value());
}

void TestPlanAdvice::leftOutInPlainWords_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("expected");
    QTest::newRow("fx") << "fx:USD" << 3
                        << "3 left out because the scenario has no exchange rate for USD.";
    QTest::newRow("fx many") << "fx:EUR" << 1200
                             << "1,200 left out because the scenario has no exchange rate for "
                                "EUR.";
    QTest::newRow("missing platform price")
            << "missing:platform.price" << 2
            << "2 left out because the catalog has no price for their server platform.";
    QTest::newRow("missing accelerator price")
            << "missing:accelerator.price" << 1
            << "1 left out because the catalog has no price for their accelerator.";
    QTest::newRow("missing other")
            << "missing:colo_offer.rack_fee" << 2
            << "2 left out because the catalog lacks a figure they need (colo_offer rack_fee).";
    QTest::newRow("spans servers")
            << "spans_servers" << 3
            << "3 left out because their model would need a tensor-parallel group larger than "
               "one server.";
    QTest::newRow("infeasible") << "infeasible" << 5
                                << "5 left out because they cannot serve this workload.";
    QTest::newRow("too many") << "too_many_servers" << 4
                              << "4 left out because a hybrid would own more than 10,000 servers.";
    QTest::newRow("unknown") << "other" << 2 << "2 left out: other.";
}

void TestPlanAdvice::leftOutInPlainWords()
{
    QFETCH(QString, code);
    QFETCH(int, count);
    QFETCH(QString, expected);
    QLocale::setDefault(English);
    QCOMPARE(PlanAdvice::leftOutSentence(code, count), expected);
}

void TestPlanAdvice::cumulativeShapeIsScaledToTheLargestCost()
{
    const Bundle bundle = k3Bundle();
    const PlanSearchResult plans = search(bundle.scenarios.first(), bundle.catalog);
    QCOMPARE(plans.plans.size(), 3);
    for (int i = 0; i < plans.plans.size(); ++i) {
        const QList<double> shape = PlanAdvice::cumulativeShape(plans, i);
        QCOMPARE(shape.size(), 13); // months 0..12
        QCOMPARE(shape.last(), 1.0); // no residual: the last month's cumulative is the largest
        for (const double value : shape)
            QVERIFY(value >= 0.0 && value <= 1.0);
    }
    const Plan &rent = plans.plans.at(2);
    QCOMPARE(rent.option.mode, OptionMode::Rent);
    const QList<double> shape = PlanAdvice::cumulativeShape(plans, 2);
    QCOMPARE(shape.at(0), 0.0);
    QCOMPARE(shape.at(4), 0.5);
    QCOMPARE(shape.at(10), 0.95);
}

QTEST_GUILESS_MAIN(TestPlanAdvice)
#include "tst_planadvice.moc"
