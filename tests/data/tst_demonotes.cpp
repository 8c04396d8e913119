// SPDX-License-Identifier: GPL-3.0-or-later
// The demo scenarios' notes tell a client what the numbers show (issue 13 item 4), so every
// figure a note quotes must be one the engine computes from data/demo.json: a change of a price,
// a factor or an option that moves a total or a break-even breaks this test until the note in
// all three languages is brought up to date.
//
// What a note may quote, and what it must then match:
//   English  "HK$2.21M"          a feasible option's total, the difference of two totals, or an
//                                amount the scenario's advice gives (a commitment past the
//                                horizon), in millions to two decimals
//   Chinese  "港币 221 万" / "港幣 221 萬"   the same, in ten-thousands (1 万 = HK$10,000)
//   English  "from month 31"     a colo/rent break-even month, with or without the resale
//   Chinese  "第 31 个月起" / "第 31 個月起"  the same
// Totals are rounded half up, as a reader rounds: HK$2,207,626.20 → HK$2.21M and 221 万.
#include "analysis/advice.h"
#include "cost/engine.h"
#include "io/bundlereader.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace infertco;

namespace {

// The total rounded half up to a whole number of `unit`s, as text ("221" for 2,207,626.20 / 10⁴).
QString inUnits(const Decimal &total, QStringView unit, int places)
{
    const Decimal units
            = Decimal::divide(total, *Decimal::parse(unit), places, RoundingMode::HalfUp);
    return units.toString(places);
}

struct Quoted
{
    QSet<QString> millions; ///< "2.21"
    QSet<QString> tenThousands; ///< "221"
    QSet<int> months;
};

Quoted computed(const Result &result)
{
    Quoted figures;
    const auto add = [&figures](const Decimal &amount) {
        figures.millions.insert(inUnits(amount, u"1000000", 2));
        figures.tenThousands.insert(inUnits(amount, u"10000", 0));
    };
    static const QRegularExpression adviceAmount(QStringLiteral(R"(\$([0-9,]+\.[0-9]{2}))"));
    for (const OptionResult &option : result.options) {
        if (!option.feasible)
            continue;
        add(option.total);
        for (const OptionResult &other : result.options) {
            if (other.feasible && other.total < option.total)
                add(option.total - other.total);
        }
        for (const Advice &advice : option.advice) {
            for (const QRegularExpressionMatch &match : adviceAmount.globalMatch(advice.text))
                add(*Decimal::parse(match.captured(1).remove(u',')));
        }
    }
    for (const BreakEven &pair : result.breakEvens) {
        if (pair.month)
            figures.months.insert(*pair.month);
        if (pair.cashMonth)
            figures.months.insert(*pair.cashMonth);
    }
    return figures;
}

QStringList captures(const QString &text, const QRegularExpression &pattern)
{
    QStringList found;
    for (const QRegularExpressionMatch &match : pattern.globalMatch(text))
        found.append(match.captured(1).remove(u','));
    return found;
}

} // namespace

class TestDemoNotes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void notesAgreeWithFigures_data();
    void notesAgreeWithFigures();
    void checkerSeesAWrongFigure();
};

void TestDemoNotes::notesAgreeWithFigures_data()
{
    QTest::addColumn<QString>("scenarioId");
    const Outcome<Bundle> bundle
            = BundleReader::readFile(QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json"));
    QVERIFY2(bundle.ok(), "data/demo.json must read");
    QVERIFY(!bundle.value().scenarios.isEmpty());
    for (const Scenario &scenario : bundle.value().scenarios)
        QTest::newRow(qPrintable(scenario.id)) << scenario.id;
}

void TestDemoNotes::notesAgreeWithFigures()
{
    QFETCH(QString, scenarioId);
    const Outcome<Bundle> bundle
            = BundleReader::readFile(QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json"));
    QVERIFY(bundle.ok());
    const Scenario *scenario = bundle.value().scenario(scenarioId);
    QVERIFY(scenario);

    // One paragraph per language: English, Simplified Chinese, Traditional Chinese.
    const QStringList paragraphs = scenario->notes.split(QStringLiteral("\n\n"));
    QVERIFY2(paragraphs.size() >= 3, "a demo note has an English, a zh_CN and a zh_HK paragraph");

    const Outcome<Result> result = Engine::compute(*scenario, bundle.value().catalog);
    QVERIFY(result.ok());
    const Quoted figures = computed(result.value());

    static const QRegularExpression millions(QStringLiteral(R"(HK\$([0-9]+\.[0-9]{2})M)"));
    static const QRegularExpression tenThousands(QStringLiteral(u"港[币幣] ?([0-9]+) ?[万萬]"));
    static const QRegularExpression fromMonth(QStringLiteral(R"(from month ([0-9]+))"));
    static const QRegularExpression fromMonthZh(QStringLiteral(u"第 ?([0-9]+) ?[个個]月起"));

    for (const QString &figure : captures(paragraphs.at(0), millions))
        QVERIFY2(figures.millions.contains(figure),
                 qPrintable(QStringLiteral("%1: the note quotes HK$%2M, no option totals that")
                                    .arg(scenarioId, figure)));
    for (const QString &paragraph : paragraphs.mid(1)) {
        for (const QString &figure : captures(paragraph, tenThousands))
            QVERIFY2(figures.tenThousands.contains(figure),
                     qPrintable(QStringLiteral("%1: the note quotes %2 万, no option totals that")
                                        .arg(scenarioId, figure)));
        for (const QString &month : captures(paragraph, fromMonthZh))
            QVERIFY2(figures.months.contains(month.toInt()),
                     qPrintable(QStringLiteral("%1: the note says month %2, no break-even is")
                                        .arg(scenarioId, month)));
    }
    for (const QString &month : captures(paragraphs.at(0), fromMonth))
        QVERIFY2(figures.months.contains(month.toInt()),
                 qPrintable(QStringLiteral("%1: the note says from month %2, no break-even is")
                                    .arg(scenarioId, month)));
}

// The checker itself can fail: a total off by one unit of the note's rounding, and a month
// off by one, are not found; a difference of two totals and an advice amount are.
void TestDemoNotes::checkerSeesAWrongFigure()
{
    Result result;
    OptionResult option;
    option.feasible = true;
    option.total = *Decimal::parse(u"2207626.20"); // 2.2076262 M → "2.21"; 220.76 万 → "221"
    result.options.append(option);
    BreakEven pair;
    pair.month = 31;
    pair.cashMonth = 33;
    result.breakEvens.append(pair);

    const Quoted figures = computed(result);
    QVERIFY(figures.millions.contains(QStringLiteral("2.21")));
    QVERIFY(!figures.millions.contains(QStringLiteral("2.20")));
    QVERIFY(figures.tenThousands.contains(QStringLiteral("221")));
    QVERIFY(!figures.tenThousands.contains(QStringLiteral("220")));
    QVERIFY(figures.months.contains(31));
    QVERIFY(figures.months.contains(33));
    QVERIFY(!figures.months.contains(32));
    // Half up: 2,205,000.00 is 2.21 M (a reader's rounding), not 2.20 (banker's).
    option.total = *Decimal::parse(u"2205000.00");
    result.options = { option };
    QVERIFY(computed(result).millions.contains(QStringLiteral("2.21")));

    OptionResult cheaper;
    cheaper.feasible = true;
    cheaper.total = *Decimal::parse(u"870000.00");
    cheaper.advice.append({ AdviceKind::RentalCommittedPastHorizon,
                            QStringLiteral("… costing HK$8,293,835.37 at month 36's price") });
    result.options = { option, cheaper };
    const Quoted both = computed(result);
    QVERIFY(both.millions.contains(QStringLiteral("1.34"))); // 2,205,000 − 870,000 = 1,335,000
    QVERIFY(both.millions.contains(QStringLiteral("8.29")));
    QVERIFY(both.tenThousands.contains(QStringLiteral("829")));
    QVERIFY(!both.millions.contains(QStringLiteral("3.08"))); // a sum is not a quoted figure
}

QTEST_APPLESS_MAIN(TestDemoNotes)
#include "tst_demonotes.moc"
