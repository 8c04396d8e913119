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
    void tonesAreTheTablesTones_data();
    void tonesAreTheTablesTones();
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

QTEST_APPLESS_MAIN(TestChartPalette)
#include "tst_chartpalette.moc"
