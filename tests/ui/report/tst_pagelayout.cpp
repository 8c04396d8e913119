// SPDX-License-Identifier: GPL-3.0-or-later
// PageLayout: blocks go down the page and onto a new one when they do not fit, an empty page
// takes a block whatever its height, tables repeat their header, columns narrow the blocks,
// and measuring (no painter) breaks the pages exactly where painting does.
#include "report/pagelayout.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace infertco;

namespace {

const QRectF Content(50, 62, 495, 720); // an A4 page in points, less the report's margins

QList<PageLayout::Row> rows(int count)
{
    QList<PageLayout::Row> list;
    for (int i = 0; i < count; ++i)
        list.append({ { QStringLiteral("Option %1").arg(i), QStringLiteral("HK$1,000.00") },
                      {},
                      false,
                      i % 2 == 1 });
    return list;
}

QList<PageLayout::Column> columns()
{
    return { { QStringLiteral("Option"), 300, Qt::AlignLeft },
             { QStringLiteral("Total"), 195, Qt::AlignRight } };
}

} // namespace

class TestPageLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void blocksGoDownThePage();
    void ensureSpace_data();
    void ensureSpace();
    void tableRunsOntoNewPages_data();
    void tableRunsOntoNewPages();
    void measureLeavesThePositionAlone();
    void paintingBreaksWhereMeasuringDoes();
    void columnNarrowsTheBlocks();
};

void TestPageLayout::blocksGoDownThePage()
{
    int breaks = 0;
    PageLayout layout({ QApplication::font().family() }, Content, [&] { ++breaks; });
    QCOMPARE(layout.y(), Content.top());
    layout.heading(QStringLiteral("Risk and sensitivity"));
    const qreal afterHeading = layout.y();
    QVERIFY(afterHeading > Content.top());
    layout.paragraph(QStringLiteral("A paragraph."), Qt::black);
    QVERIFY(layout.y() > afterHeading);
    const qreal afterParagraph = layout.y();
    layout.bullet(QStringLiteral("A point."), Qt::black);
    QVERIFY(layout.y() > afterParagraph);
    QCOMPARE(breaks, 0);
}

void TestPageLayout::ensureSpace_data()
{
    QTest::addColumn<qreal>("y");
    QTest::addColumn<qreal>("height");
    QTest::addColumn<int>("breaks");

    QTest::newRow("fits") << 100.0 << 100.0 << 0;
    QTest::newRow("fits exactly") << 100.0 << Content.bottom() - 100.0 << 0;
    QTest::newRow("one point too high") << 100.0 << Content.bottom() - 99.0 << 1;
    QTest::newRow("empty page takes anything") << Content.top() << 5000.0 << 0;
}

void TestPageLayout::ensureSpace()
{
    QFETCH(qreal, y);
    QFETCH(qreal, height);
    QFETCH(int, breaks);
    int counted = 0;
    PageLayout layout({ QApplication::font().family() }, Content, [&] { ++counted; });
    layout.setY(y);
    layout.ensureSpace(height);
    QCOMPARE(counted, breaks);
    QCOMPARE(layout.y(), breaks ? Content.top() : y);
}

void TestPageLayout::tableRunsOntoNewPages_data()
{
    QTest::addColumn<int>("rowCount");
    QTest::addColumn<bool>("breaks");

    QTest::newRow("5 rows on one page") << 5 << false;
    QTest::newRow("200 rows over several") << 200 << true;
}

void TestPageLayout::tableRunsOntoNewPages()
{
    QFETCH(int, rowCount);
    QFETCH(bool, breaks);
    int pages = 1;
    PageLayout layout({ QApplication::font().family() }, Content, [&] { ++pages; });
    layout.table(columns(), rows(rowCount));
    QCOMPARE(pages > 1, breaks);
    QVERIFY(layout.y() <= Content.bottom() + 10);
}

void TestPageLayout::measureLeavesThePositionAlone()
{
    int breaks = 0;
    PageLayout layout({ QApplication::font().family() }, Content, [&] { ++breaks; });
    layout.setY(300);
    const qreal height = layout.measure([&] { layout.table(columns(), rows(5)); });
    QVERIFY(height > 0);
    QCOMPARE(layout.y(), 300.0);
    QCOMPARE(layout.painter(), nullptr);
    layout.table(columns(), rows(5));
    QCOMPARE(layout.y(), 300.0 + height);
}

void TestPageLayout::paintingBreaksWhereMeasuringDoes()
{
    const auto lay = [](PageLayout &layout) {
        for (int i = 0; i < 12; ++i) {
            layout.heading(QStringLiteral("Section %1").arg(i));
            layout.paragraph(QStringLiteral("Words that wrap over several lines of the page, "
                                            "again and again and again.")
                                     .repeated(3),
                             Qt::black);
            layout.table(columns(), rows(7));
        }
    };
    int measured = 1;
    PageLayout measuring({ QApplication::font().family() }, Content, [&] { ++measured; });
    lay(measuring);

    QImage image(600, 850, QImage::Format_RGB32);
    QPainter painter(&image);
    int painted = 1;
    PageLayout painting({ QApplication::font().family() }, Content, [&] { ++painted; });
    painting.setPainter(&painter);
    lay(painting);
    QVERIFY(measured > 1);
    QCOMPARE(painted, measured);
    QCOMPARE(painting.y(), measuring.y());
}

void TestPageLayout::columnNarrowsTheBlocks()
{
    PageLayout layout({ QApplication::font().family() }, Content, [] {});
    QCOMPARE(layout.left(), Content.left());
    QCOMPARE(layout.width(), Content.width());
    layout.setColumn(300, 200);
    QCOMPARE(layout.left(), 300.0);
    QCOMPARE(layout.width(), 200.0);
    layout.setColumn(0, 0);
    QCOMPARE(layout.width(), Content.width());
}

QTEST_MAIN(TestPageLayout)
#include "tst_pagelayout.moc"
