// SPDX-License-Identifier: GPL-3.0-or-later
// Windows and dialogs fit the screen's available area with their frame: the plan dialog opened
// 1,440 px wide on a 1,366 px screen, and the first window at 1366 × 768 was taller than the
// screen (its status bar below the edge).
#include "widgets/screenfit.h"

#include <QTest>

using namespace infertco;

class TestScreenFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fit_data();
    void fit();
};

void TestScreenFit::fit_data()
{
    QTest::addColumn<QSize>("wanted");
    QTest::addColumn<QRect>("available");
    QTest::addColumn<QSize>("expected");
    // Frame 4 + 4 wide, 32 + 4 high: 1366 − 8 = 1358, 768 − 36 = 732.
    QTest::newRow("plan dialog on 1366 x 768")
            << QSize(1440, 720) << QRect(0, 0, 1366, 768) << QSize(1358, 720);
    QTest::newRow("first window on 1366 x 768")
            << QSize(1440, 900) << QRect(0, 0, 1366, 768) << QSize(1358, 732);
    // A task bar of 40 px at the bottom: 1040 − 36 = 1004 is room enough.
    QTest::newRow("first window on 1920 x 1080")
            << QSize(1766, 993) << QRect(0, 0, 1920, 1040) << QSize(1766, 993);
    QTest::newRow("second screen")
            << QSize(1440, 720) << QRect(1920, 0, 1280, 1024) << QSize(1272, 720);
}

void TestScreenFit::fit()
{
    QFETCH(QSize, wanted);
    QFETCH(QRect, available);
    QFETCH(QSize, expected);
    QCOMPARE(ScreenFit::fit(wanted, available, ScreenFit::assumedFrame()), expected);
}

QTEST_MAIN(TestScreenFit)
#include "tst_screenfit.moc"
