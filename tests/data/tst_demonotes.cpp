// SPDX-License-Identifier: GPL-3.0-or-later
// The demo scenarios' notes tell the story and its inputs, and quote no figure the engine
// computes (issue 21 item 1): a total, a difference, a saving in per cent or a break-even month
// goes stale the day a catalog price changes, and the results view shows the current ones. So a
// note, in each of its three languages, may not contain:
//   a money amount         "HK$2.21M", "US$3.99", "港币 221 万" / "港幣 221 萬", "52,296 元"
//   a month other than the horizon   "from month 31", "第 31 个月起" / "第 31 個月起"
//                                    ("past month 36" in a 36-month scenario is the horizon)
//   a percentage that is not an input  "42 % less" - while "40 % average load" is the
//                                    workload's utilization 0.4 and may be quoted
// and every scenario must still compute, so the stories the notes tell are ones the engine runs.
#include "cost/engine.h"
#include "io/bundle/bundlereader.h"

#include <QRegularExpression>
#include <QTest>

using namespace infertco;

namespace {

// The scenario's inputs that are fractions, as the percentages a note may quote ("40" for 0.4).
QStringList inputPercentages(const Scenario &scenario)
{
    QList<Decimal> fractions{ scenario.workload.utilization,
                              scenario.discountRateYear,
                              scenario.headroom,
                              scenario.owned.spareFraction,
                              scenario.owned.purchaseOverheadFraction,
                              scenario.owned.maintenanceRateYear,
                              scenario.owned.residualFraction };
    if (scenario.workload.demandGrowthYear)
        fractions.append(*scenario.workload.demandGrowthYear);
    // The tax rate and the financing rates and down payments are inputs too.
    if (scenario.tax.given())
        fractions.append(*scenario.tax.rate);
    for (const ScenarioOption &option : scenario.options) {
        if (!option.financing.given())
            continue;
        fractions.append(option.financing.rateYear);
        if (option.financing.downPaymentFraction)
            fractions.append(*option.financing.downPaymentFraction);
    }
    QStringList percentages;
    for (const Decimal &fraction : fractions) {
        const Decimal percent = fraction * Decimal(100);
        percentages.append(percent.toString(0));
        percentages.append(percent.toString(1));
    }
    return percentages;
}

// What in `paragraph` quotes a computed figure (empty: nothing).
QStringList computedFigures(const QString &paragraph, const Scenario &scenario)
{
    static const QRegularExpression money(QStringLiteral(
            u"(?:HK\\$|US\\$|S\\$|€|¥|\\$|CNY ?|HKD ?|USD ?|港[币幣] ?|美元 ?|人民[币幣] ?)[0-9]"
            u"|[0-9] ?(?:万|萬|元|億|亿)"));
    static const QRegularExpression month(QStringLiteral(u"(?:month|第) ?([0-9]+) ?(?:[个個]月)?"));
    static const QRegularExpression percentage(QStringLiteral(u"([0-9]+(?:\\.[0-9]+)?) ?[%％]"));

    QStringList found;
    for (const QRegularExpressionMatch &match : money.globalMatch(paragraph))
        found.append(match.captured(0));
    for (const QRegularExpressionMatch &match : month.globalMatch(paragraph)) {
        if (match.captured(1).toInt() != scenario.horizonMonths)
            found.append(match.captured(0));
    }
    const QStringList allowed = inputPercentages(scenario);
    for (const QRegularExpressionMatch &match : percentage.globalMatch(paragraph)) {
        if (!allowed.contains(match.captured(1)))
            found.append(match.captured(0));
    }
    return found;
}

Outcome<Bundle> demo()
{
    return BundleReader::readFile(QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json"));
}

} // namespace

class TestDemoNotes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void notesQuoteNoComputedFigure_data();
    void notesQuoteNoComputedFigure();
    void checkerSeesAComputedFigure_data();
    void checkerSeesAComputedFigure();
};

void TestDemoNotes::notesQuoteNoComputedFigure_data()
{
    QTest::addColumn<QString>("scenarioId");
    const Outcome<Bundle> bundle = demo();
    QVERIFY2(bundle.ok(), "data/demo.json must read");
    QVERIFY(!bundle.value().scenarios.isEmpty());
    for (const Scenario &scenario : bundle.value().scenarios)
        QTest::newRow(qPrintable(scenario.id)) << scenario.id;
}

void TestDemoNotes::notesQuoteNoComputedFigure()
{
    QFETCH(QString, scenarioId);
    const Outcome<Bundle> bundle = demo();
    QVERIFY(bundle.ok());
    const Scenario *scenario = bundle.value().scenario(scenarioId);
    QVERIFY(scenario);

    // One paragraph per language: English, Simplified Chinese, Traditional Chinese.
    const QStringList paragraphs = scenario->notes.split(QStringLiteral("\n\n"));
    QVERIFY2(paragraphs.size() == 3, "a demo note has an English, a zh_CN and a zh_HK paragraph");
    for (const QString &paragraph : paragraphs) {
        QVERIFY2(!paragraph.trimmed().isEmpty(), "no language's paragraph may be empty");
        const QStringList found = computedFigures(paragraph, *scenario);
        QVERIFY2(found.isEmpty(),
                 qPrintable(QStringLiteral("%1: the note quotes computed figures: %2")
                                    .arg(scenarioId, found.join(QStringLiteral(" | ")))));
    }

    // The story is one the engine runs: the scenario computes with the shipped catalog.
    const Outcome<Result> result = Engine::compute(*scenario, bundle.value().catalog);
    QVERIFY2(result.ok(), qPrintable(scenarioId));
}

// The checker itself can fail: each computed figure below is caught, each input is not.
void TestDemoNotes::checkerSeesAComputedFigure_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("quotesAComputedFigure");
    QTest::newRow("total in millions") << QStringLiteral("colocating costs HK$0.87M") << true;
    QTest::newRow("rental price") << QStringLiteral("at US$2.99 per GPU-hour") << true;
    QTest::newRow("zh_CN total") << QStringLiteral(u"共港币 86.8 万") << true;
    QTest::newRow("zh_HK total") << QStringLiteral(u"共港幣 86.8 萬") << true;
    QTest::newRow("zh total in yuan") << QStringLiteral(u"一年 52,296 元") << true;
    QTest::newRow("break-even month") << QStringLiteral("pays back from month 24") << true;
    QTest::newRow("zh_CN break-even") << QStringLiteral(u"自第 24 个月起比租用便宜") << true;
    QTest::newRow("zh_HK break-even") << QStringLiteral(u"自第 24 個月起比租用便宜") << true;
    QTest::newRow("saving in per cent") << QStringLiteral("42 % less than renting") << true;
    QTest::newRow("utilization input") << QStringLiteral("40 % average load") << false;
    QTest::newRow("zh utilization input") << QStringLiteral(u"平均负载 40%") << false;
    QTest::newRow("horizon") << QStringLiteral("can run past month 36") << false;
    QTest::newRow("workload figures")
            << QStringLiteral("a peak of 2,000 output tokens/s at 50 ms per token") << false;
}

void TestDemoNotes::checkerSeesAComputedFigure()
{
    QFETCH(QString, text);
    QFETCH(bool, quotesAComputedFigure);
    Scenario scenario;
    scenario.horizonMonths = 36;
    scenario.workload.utilization = *Decimal::parse(u"0.4");
    scenario.discountRateYear = *Decimal::parse(u"0.08");
    QCOMPARE(!computedFigures(text, scenario).isEmpty(), quotesAComputedFigure);
}

QTEST_APPLESS_MAIN(TestDemoNotes)
#include "tst_demonotes.moc"
