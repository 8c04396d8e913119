// SPDX-License-Identifier: GPL-3.0-or-later
// TerminalText: names made safe for a terminal (caret notation) and the padder every table of
// infertco-cli lines up with, counting display columns (CJK 2, combining marks 0).
#include "io/output/terminaltext.h"

#include <QTest>

using namespace infertco;

class TestTerminalText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void safe_data();
    void safe();
    void columns_data();
    void columns();
    void padded_data();
    void padded();
    void clipped_data();
    void clipped();
    void tableRow();
};

void TestTerminalText::safe_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("keepLineBreaks");
    QTest::addColumn<QString>("shown");
    QTest::newRow("plain text unchanged")
            << "H100 colo, Hong Kong" << false << "H100 colo, Hong Kong";
    QTest::newRow("Chinese unchanged")
            << QStringLiteral("香港托管 (H100)") << false << QStringLiteral("香港托管 (H100)");
    QTest::newRow("ESC sequence") << "\x1b[2JEvil" << false << "^[[2JEvil";
    QTest::newRow("window title and bell") << "\x1b]0;owned\x07" << false << "^[]0;owned^G";
    QTest::newRow("DEL") << "a\x7f" << false << "a^?";
    QTest::newRow("C1 CSI") << QStringLiteral("a\u009b1m") << false << QStringLiteral("a\uFFFD1m");
    QTest::newRow("tab and CR") << "a\tb\rc" << false << "a^Ib^Mc";
    QTest::newRow("line break in a cell") << "a\nb" << false << "a^Jb";
    QTest::newRow("line break in a table") << "a\nb\x1b" << true << "a\nb^[";
}

void TestTerminalText::safe()
{
    QFETCH(QString, text);
    QFETCH(bool, keepLineBreaks);
    QFETCH(QString, shown);
    QCOMPARE(TerminalText::safe(text, keepLineBreaks), shown);
}

void TestTerminalText::columns_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("columns");
    QTest::newRow("empty") << QString() << 0;
    QTest::newRow("ASCII") << QStringLiteral("H100 colo") << 9;
    // 4 ideographs × 2 = 8.
    QTest::newRow("CJK ideographs") << QStringLiteral("香港托管") << 8;
    // "H100 " 5 + 2 ideographs × 2 = 9.
    QTest::newRow("mixed") << QStringLiteral("H100 托管") << 9;
    // Full-width "ＡＢ" 2 × 2 + ideographic full stop "。" 2 = 6.
    QTest::newRow("full-width forms") << QStringLiteral("ＡＢ。") << 6;
    // Hangul syllables 2 × 2 = 4; katakana 2 × 2 = 4.
    QTest::newRow("hangul") << QStringLiteral("한국") << 4;
    QTest::newRow("katakana") << QStringLiteral("カタ") << 4;
    // "e" + U+0301 COMBINING ACUTE ACCENT: one column, not two.
    QTest::newRow("combining mark") << QStringLiteral("cafe\u0301") << 4;
    // U+200B ZERO WIDTH SPACE takes none.
    QTest::newRow("zero width space") << QStringLiteral("a\u200Bb") << 2;
    // U+20000 (CJK Extension B, a surrogate pair) is one wide character: 2, not 1 + 1.
    QTest::newRow("CJK outside the BMP") << QStringLiteral("\U00020000x") << 3;
    // ESC is shown as "^[": two columns, as printed.
    QTest::newRow("control character as caret") << "a\x1b" << 3;
}

void TestTerminalText::columns()
{
    QFETCH(QString, text);
    QFETCH(int, columns);
    QCOMPARE(TerminalText::columns(text), columns);
}

void TestTerminalText::padded_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("right");
    QTest::addColumn<QString>("shown");
    QTest::newRow("ASCII left") << QStringLiteral("abc") << 6 << false << QStringLiteral("abc   ");
    QTest::newRow("ASCII right") << QStringLiteral("abc") << 6 << true << QStringLiteral("   abc");
    // 2 ideographs take 4 columns: 2 spaces fill 6, not 4.
    QTest::newRow("CJK left") << QStringLiteral("托管") << 6 << false << QStringLiteral("托管  ");
    QTest::newRow("CJK right") << QStringLiteral("托管") << 6 << true << QStringLiteral("  托管");
    // "L40S " 5 + "托管" 4 = 9 columns: one space to 10.
    QTest::newRow("mixed") << QStringLiteral("L40S 托管") << 10 << false
                           << QStringLiteral("L40S 托管 ");
    // "e" + combining accent is 1 column: "café" takes 4, so 2 spaces fill 6.
    QTest::newRow("combining") << QStringLiteral("cafe\u0301") << 6 << false
                               << QStringLiteral("cafe\u0301  ");
    // ESC becomes "^[" (2 columns) before it is measured: "a^[" 3 + 2 spaces = 5.
    QTest::newRow("control characters") << "a\x1b" << 5 << false << "a^[  ";
    QTest::newRow("longer than the width is kept whole")
            << QStringLiteral("abcdef") << 4 << true << QStringLiteral("abcdef");
}

void TestTerminalText::padded()
{
    QFETCH(QString, text);
    QFETCH(int, width);
    QFETCH(bool, right);
    QFETCH(QString, shown);
    const QString result = TerminalText::padded(
            text, width, right ? TerminalText::Align::Right : TerminalText::Align::Left);
    QCOMPARE(result, shown);
    QCOMPARE(TerminalText::columns(result), std::max(width, TerminalText::columns(text)));
}

void TestTerminalText::clipped_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("columns");
    QTest::addColumn<QString>("shown");
    QTest::newRow("ASCII fits") << QStringLiteral("abc") << 5 << QStringLiteral("abc");
    QTest::newRow("ASCII clipped") << QStringLiteral("abcdef") << 4 << QStringLiteral("abcd");
    // 5 columns hold 2 ideographs (4); a third would need 6.
    QTest::newRow("CJK clipped on a whole character")
            << QStringLiteral("香港托管") << 5 << QStringLiteral("香港");
    // The combining accent stays with its "e".
    QTest::newRow("combining mark kept with its base")
            << QStringLiteral("cafe\u0301s") << 4 << QStringLiteral("cafe\u0301");
    // A surrogate pair is never split: "\U00020000" needs 2 columns, 1 is left after "a".
    QTest::newRow("surrogate pair not split")
            << QStringLiteral("a\U00020000") << 2 << QStringLiteral("a");
    QTest::newRow("control characters shown first") << "\x1b[2J" << 3 << "^[[";
}

void TestTerminalText::clipped()
{
    QFETCH(QString, text);
    QFETCH(int, columns);
    QFETCH(QString, shown);
    QCOMPARE(TerminalText::clipped(text, columns), shown);
}

void TestTerminalText::tableRow()
{
    const TerminalTable table(
            { { 8, TerminalText::Align::Left }, { 6, TerminalText::Align::Right } });
    // "托管" 4 columns + 4 spaces = 8; "1.00" right in 6; "note" past the columns as it is.
    QCOMPARE(table.row({ QStringLiteral("托管"), QStringLiteral("1.00"), QStringLiteral("note") }),
             QStringLiteral("托管      1.00note\n"));
    // Each cell is made safe before it is measured: a line break inside a cell is "^J", so
    // "a^Jb" takes 4 columns + 4 spaces, then 5 spaces and "x" fill the second column's 6.
    QCOMPARE(table.row({ QStringLiteral("a\nb"), QStringLiteral("x") }),
             QStringLiteral("a^Jb         x\n"));
}

QTEST_APPLESS_MAIN(TestTerminalText)
#include "tst_terminaltext.moc"
