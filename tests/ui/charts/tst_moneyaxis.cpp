// SPDX-License-Identifier: GPL-3.0-or-later
// MoneyAxis: the one tick function of every chart (the TCO axes and the tornado step alike),
// how many ticks a horizontal axis takes in each language, and where the labels are placed.
#include "charts/chartstyle.h"
#include "charts/moneyaxis.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QTest>

#include <memory>

using namespace infertco;

class TestMoneyAxis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void niceTicks_data();
    void niceTicks();
    void horizontalTickCount_data();
    void horizontalTickCount();
    void labelsInsideTheRangeOnly();
    void offsetShiftsEveryLabel();
};

void TestMoneyAxis::niceTicks_data()
{
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<int>("maxCount");
    QTest::addColumn<QList<double>>("expected");

    // 1.98M over at most 6 ticks: 0.25M steps need 9, 0.5M steps need 5 (0..2M).
    QTest::newRow("0 to 1.98M, 6 ticks")
            << 0.0 << 1.98e6 << 6 << QList<double>{ 0, 5e5, 1e6, 1.5e6, 2e6 };
    // −0.14M..1.98M at most 7: 0.5M steps from −0.5M to 2M make 6.
    QTest::newRow("residual below zero")
            << -1.4e5 << 1.98e6 << 7 << QList<double>{ -5e5, 0, 5e5, 1e6, 1.5e6, 2e6 };
    QTest::newRow("small: 0 to 26.5")
            << 0.0 << 26.5 << 7 << QList<double>{ 0, 5, 10, 15, 20, 25, 30 };
    QTest::newRow("2.5 step") << 0.0 << 10.0 << 5 << QList<double>{ 0, 2.5, 5, 7.5, 10 };
    QTest::newRow("empty range") << 0.0 << 0.0 << 5 << QList<double>{ 0, 0.25, 0.5, 0.75, 1 };
    // A tornado: differences on both sides of zero, at most 5 ticks (labels in 万).
    QTest::newRow("tornado −1.3M to 0.4M, 5 ticks")
            << -1.3e6 << 4e5 << 5 << QList<double>{ -1.5e6, -1e6, -5e5, 0, 5e5 };
    QTest::newRow("reversed ends") << 10.0 << 0.0 << 5 << QList<double>{ 0, 2.5, 5, 7.5, 10 };
    QTest::newRow("not finite") << qInf() << 1.0 << 5 << QList<double>{ 0, 0.25, 0.5, 0.75, 1 };
}

void TestMoneyAxis::niceTicks()
{
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(int, maxCount);
    QFETCH(QList<double>, expected);
    const QList<double> ticks = MoneyAxis::niceTicks(lo, hi, maxCount);
    QCOMPARE(ticks, expected);
    QVERIFY(ticks.size() <= maxCount);
}

void TestMoneyAxis::horizontalTickCount_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<qreal>("width");
    QTest::addColumn<qreal>("scale");
    QTest::addColumn<int>("lowest");
    QTest::addColumn<int>("highest");

    const QLocale en(QLocale::English, QLocale::UnitedStates);
    const QLocale zh(QLocale::Chinese, QLocale::China);
    QTest::newRow("English, wide") << en << 2000.0 << 1.0 << 7 << 7;
    QTest::newRow("English, narrow") << en << 300.0 << 1.0 << 5 << 5;
    QTest::newRow("Chinese, narrow") << zh << 300.0 << 1.0 << 5 << 5;
    QTest::newRow("English, width unknown") << en << 0.0 << 1.0 << 5 << 7;
    QTest::newRow("large type") << en << 2000.0 << 1.5 << 5 << 5;
}

void TestMoneyAxis::horizontalTickCount()
{
    QFETCH(QLocale, locale);
    QFETCH(qreal, width);
    QFETCH(qreal, scale);
    QFETCH(int, lowest);
    QFETCH(int, highest);
    ChartStyle style;
    style.locale = locale;
    style.chartWidth = width;
    style.scale = scale;
    const int count = MoneyAxis::horizontalTickCount(style, QStringLiteral("HKD"));
    QVERIFY2(count >= lowest && count <= highest, qPrintable(QString::number(count)));
    QVERIFY(count <= MoneyAxis::verticalTickCount(style));
}

void TestMoneyAxis::labelsInsideTheRangeOnly()
{
    ChartStyle style;
    style.locale = QLocale(QLocale::English, QLocale::UnitedStates);
    const QList<double> ticks{ -5e5, 0, 5e5, 1e6 };
    std::unique_ptr<QCategoryAxis> axis(
            MoneyAxis::create(ticks, -1e5, 1e6, QStringLiteral("HKD"), style));
    QCOMPARE(axis->min(), -1e5);
    QCOMPARE(axis->max(), 1e6);
    QCOMPARE(axis->count(), 3); // −0.5M lies outside
    QCOMPARE(axis->endValue(axis->categoriesLabels().first()), 0.0);
}

void TestMoneyAxis::offsetShiftsEveryLabel()
{
    ChartStyle style;
    style.locale = QLocale(QLocale::English, QLocale::UnitedStates);
    const QList<double> ticks{ 0, 5e5, 1e6 };
    std::unique_ptr<QCategoryAxis> axis(
            MoneyAxis::create(ticks, 0, 1e6, QStringLiteral("HKD"), style, 2e5));
    QCOMPARE(axis->min(), -2e5);
    QCOMPARE(axis->max(), 8e5);
    const QStringList labels = axis->categoriesLabels();
    QCOMPARE(labels.size(), 3);
    QCOMPARE(axis->endValue(labels.at(1)), 3e5);
}

QTEST_MAIN(TestMoneyAxis)
#include "tst_moneyaxis.moc"
