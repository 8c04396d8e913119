// SPDX-License-Identifier: GPL-3.0-or-later
// exportFileName: the name a save dialog suggests is one safe file name, whatever the title.
#include "window/exportfilename.h"

#include <QTest>

using namespace infertco;

class TestExportFileName : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names_data();
    void names();
    void cutToWholeCharacters();
};

void TestExportFileName::names_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("expected");

    // The demo's title: the slash used to make the dialog suggest "L40S).pdf" in "70B (H100 ".
    QTest::newRow("slash in a scenario name")
            << QStringLiteral("70B in tensor parallel (H100 / L40S)")
            << QStringLiteral("70B in tensor parallel (H100 - L40S).pdf");
    QTest::newRow("backslash") << QStringLiteral("a\\b") << QStringLiteral("a-b.pdf");
    QTest::newRow("every character Windows refuses")
            << QStringLiteral("a:b*c?d\"e<f>g|h") << QStringLiteral("a-b-c-d-e-f-g-h.pdf");
    QTest::newRow("runs of separators fold to one dash")
            << QStringLiteral("a//b") << QStringLiteral("a-b.pdf");
    QTest::newRow("control characters and a line break")
            << QStringLiteral("a\tb\nc\x1b[31md") << QStringLiteral("a b c-[31md.pdf");
    QTest::newRow("leading dots would hide the file")
            << QStringLiteral("..plan") << QStringLiteral("plan.pdf");
    QTest::newRow("trailing dots and spaces")
            << QStringLiteral("plan. . ") << QStringLiteral("plan.pdf");
    QTest::newRow("Chinese is kept") << QStringLiteral("香港 API 服务（增长）")
                                     << QStringLiteral("香港 API 服务（增长）.pdf");
    QTest::newRow("nothing left: the fallback")
            << QStringLiteral(" / ") << QStringLiteral("report.pdf");
    QTest::newRow("empty: the fallback") << QString() << QStringLiteral("report.pdf");
}

void TestExportFileName::names()
{
    QFETCH(QString, title);
    QFETCH(QString, expected);
    QCOMPARE(exportFileName(title, QStringLiteral(".pdf"), QStringLiteral("report")), expected);
}

void TestExportFileName::cutToWholeCharacters()
{
    // 100 × "服" is 300 UTF-8 bytes: cut to 66 characters (198 bytes ≤ 200), never mid-way.
    const QString name = exportFileName(QString(100, QChar(u'服')), QStringLiteral(".xlsx"),
                                        QStringLiteral("report"));
    QCOMPARE(name, QString(66, QChar(u'服')) + QStringLiteral(".xlsx"));
    // An emoji is two UTF-16 units: no lone surrogate is left when the cut falls on one.
    const QString emoji = QStringLiteral("\U0001F4C8");
    QString title;
    for (int i = 0; i < 60; ++i)
        title += emoji; // 4 bytes each: 240 bytes
    const QString cut = exportFileName(title, QString(), QStringLiteral("report"));
    QCOMPARE(cut.toUtf8().size(), 200);
    QVERIFY(!cut.back().isHighSurrogate());
    QCOMPARE(cut, QString(title.left(100)));
}

QTEST_APPLESS_MAIN(TestExportFileName)
#include "tst_exportfilename.moc"
