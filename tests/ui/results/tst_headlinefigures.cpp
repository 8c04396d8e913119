// SPDX-License-Identifier: GPL-3.0-or-later
// HeadlineFigures: the titles and sentences around the figures, in plain words.
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
    QCOMPARE(HeadlineFigures::breakEvenSentences(consumer.result),
             (QStringList{ QStringLiteral("4090 colo HK pays back against 4090 rent 2-card "
                                          "servers from month 17."),
                           QStringLiteral("4090 colo HK pays back against 4090 rent 8-card SG "
                                          "from month 14.") }));
    QCOMPARE(HeadlineFigures::breakEvenSentences(example.result),
             QStringList{ QStringLiteral("L40S colo costs more than L40S rent through the whole "
                                         "36-month horizon.") });

    // v2: the worked example's L40S colo breaks even with rent in month 36 only through the
    // residual credit of 152,800 + 167,196 = HK$319,996.00 (cash_month null), and its card says so.
    const ComputedBundle v2 = compute(goldenPath(QStringLiteral("example-hk-v2.json")));
    QVERIFY(v2.ok);
    QCOMPARE(HeadlineFigures::breakEvenSentences(v2.result).first(),
             QStringLiteral("L40S colo pays back against L40S rent from month 36 only through the "
                            "HK$319,996.00 resale value at the end: without selling the hardware "
                            "it does not pay back within the 36-month horizon."));
    Result cashLater = v2.result;
    cashLater.breakEvens.first().month = 20;
    cashLater.breakEvens.first().cashMonth = 30;
    QCOMPARE(HeadlineFigures::breakEvenSentences(cashLater).first(),
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
    QCOMPARE(HeadlineFigures::breakEvenSentences(fromStart).first(),
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
    QCOMPARE(figures.total.detail, QStringLiteral("Next: L40S colo at HK$1,392,948.76"));
    // discount_rate_year 0.08 → 8%.
    QCOMPARE(figures.npv.detail, QStringLiteral("Discounted at 8% a year"));
    QCOMPARE(figures.breakEven.detail,
             QStringLiteral("L40S colo stays dearer than L40S rent over 36 months"));
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
    QVERIFY(HeadlineFigures::breakEvenSentences(result).isEmpty());
}

QTEST_APPLESS_MAIN(TestHeadlineFigures)
#include "tst_headlinefigures.moc"
