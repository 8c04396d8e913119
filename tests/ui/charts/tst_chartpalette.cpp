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
    void optionColourFollowsTheOption();
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

void TestChartPalette::optionColourFollowsTheOption()
{
    // The same option keeps its colour whatever its row and whichever scenario it is in
    // (the demo's chat and code scenarios list the same four options, other scenarios some of
    // them in another order), and no two options of one scenario share one.
    const QStringList chat{ QStringLiteral("H100 SXM rent, RunPod 1-GPU"),
                            QStringLiteral("H100 SXM colo, Hong Kong"),
                            QStringLiteral("L40S rent, RunPod 4-GPU"),
                            QStringLiteral("L40S colo, Hong Kong") };
    const QStringList reordered{ chat.at(3), chat.at(1), chat.at(0), chat.at(2) };
    for (int i = 0; i < chat.size(); ++i) {
        const int j = static_cast<int>(reordered.indexOf(chat.at(i)));
        QCOMPARE(ChartPalette::option(reordered, j), ChartPalette::option(chat, i));
    }
    // Row order alone would give row 0 the first colour in both lists: not so here.
    QVERIFY(ChartPalette::option(chat, 0) != ChartPalette::option(reordered, 0));
    // A scenario that holds one more option keeps the colours of the others unless the new
    // option asks for the same colour as one of them.
    QSet<QRgb> seen;
    for (int i = 0; i < chat.size(); ++i)
        seen.insert(ChartPalette::option(chat, i).rgb());
    QCOMPARE(seen.size(), chat.size());
    // Twelve options: twelve colours, each of the eight safe ones once.
    QStringList many;
    for (int i = 0; i < 12; ++i)
        many.append(QStringLiteral("option %1").arg(i));
    QSet<int> slots;
    for (int i = 0; i < many.size(); ++i)
        slots.insert(ChartPalette::optionSlot(many, i));
    QCOMPARE(slots.size(), 12);
    for (int slot = 0; slot < 8; ++slot)
        QVERIFY(slots.contains(slot));
    // The same list, the same colours, every time (no per-run hash seed).
    QCOMPARE(ChartPalette::optionSlot(chat, 2), ChartPalette::optionSlot(QStringList(chat), 2));
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
