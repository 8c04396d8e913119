// SPDX-License-Identifier: GPL-3.0-or-later
// The chart palette gives every cost component a colour of its own, taken from the tone the
// component table names (core/cost/component.h).
#include "charts/chartpalette.h"

#include <QSet>
#include <QTest>

using namespace infertco;

class TestChartPalette : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyComponentHasItsOwnColour();
    void everyOptionHasItsOwnColour();
    void tonesAreTheTablesTones_data();
    void tonesAreTheTablesTones();
    void financeLinesHaveColoursOfTheirOwn();
};

void TestChartPalette::everyComponentHasItsOwnColour()
{
    QSet<QRgb> colours;
    for (const Component component : AllComponents) {
        const QColor colour = ChartPalette::component(component);
        // Qt::gray is what a tone outside the palette falls back to.
        QVERIFY2(colour != QColor(Qt::gray), componentInfo(component).key);
        colours.insert(colour.rgb());
    }
    QCOMPARE(colours.size(), ComponentCount);
}

void TestChartPalette::everyOptionHasItsOwnColour()
{
    // Issue 21 item 4: with 9 options two shared a colour. Up to 120 options, no two alike,
    // none white-ish (each must read on the white chart background), and the first eight are
    // the colour-blind-safe set as before.
    QSet<QRgb> seen;
    for (int i = 0; i < 120; ++i) {
        const QColor colour = ChartPalette::option(i);
        QVERIFY2(!seen.contains(colour.rgb()), qPrintable(QString::number(i)));
        seen.insert(colour.rgb());
        QVERIFY2(colour.lightness() < 200, qPrintable(QString::number(i)));
    }
    QCOMPARE(ChartPalette::option(0), QColor(0x00, 0x72, 0xB2));
    QCOMPARE(ChartPalette::option(7), QColor(0xB8, 0xA3, 0x00));
    // The same index, the same colour: every chart and the PDF ask by the option's index.
    QCOMPARE(ChartPalette::option(9), ChartPalette::option(9));
}

void TestChartPalette::tonesAreTheTablesTones_data()
{
    QTest::addColumn<Component>("component");
    QTest::addColumn<QColor>("colour");
    // Three of the twelve, as the palette's comment lists them: indigo purchase, sand power,
    // grey residual.
    QTest::newRow("purchase") << Component::Purchase << QColor(0x33, 0x22, 0x88);
    QTest::newRow("power") << Component::Power << QColor(0xDD, 0xCC, 0x77);
    QTest::newRow("residual") << Component::Residual << QColor(0x99, 0x99, 0x99);
}

void TestChartPalette::tonesAreTheTablesTones()
{
    QFETCH(Component, component);
    QFETCH(QColor, colour);
    QCOMPARE(ChartPalette::component(component), colour);
}

void TestChartPalette::financeLinesHaveColoursOfTheirOwn()
{
    // docs/method.md, "On screen and on paper": the loan, lease and tax lines stack on the
    // component bars, each in a colour no component and no other line has. The tax (tone 15)
    // is the palette's last tone: one past it would fall back to Qt::gray.
    QSet<QRgb> colours;
    for (const Component component : AllComponents)
        colours.insert(ChartPalette::component(component).rgb());
    for (const FinanceLine line : AllFinanceLines) {
        const QColor colour = ChartPalette::financeLine(line);
        QVERIFY2(colour != QColor(Qt::gray), financeLineInfo(line).key);
        colours.insert(colour.rgb());
    }
    QCOMPARE(colours.size(), ComponentCount + FinanceLineCount);
    QCOMPARE(ChartPalette::financeLine(FinanceLine::Tax), QColor::fromRgb(0x663333));
}

QTEST_APPLESS_MAIN(TestChartPalette)
#include "tst_chartpalette.moc"
