// SPDX-License-Identifier: GPL-3.0-or-later
// NumberEntry: the one rule for numbers typed into the table editor and read from a quote CSV
// (issue 14: "180,000" was accepted by one and refused by the other).
#include "money/numberentry.h"

#include <QTest>

using namespace infertco;

class TestNumberEntry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reads_data();
    void reads();
    void refuses_data();
    void refuses();
    void wholeNumber_data();
    void wholeNumber();
};

void TestNumberEntry::reads_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("value");
    QTest::newRow("plain") << "180000"
                           << "180000";
    QTest::newRow("grouped by commas") << "180,000"
                                       << "180000";
    QTest::newRow("grouped, with cents") << "1,234.50"
                                         << "1234.5";
    QTest::newRow("millions") << "12,500,000"
                              << "12500000";
    QTest::newRow("negative grouped") << "-2,500"
                                      << "-2500";
    QTest::newRow("grouped by spaces") << "1 234 567.25"
                                       << "1234567.25";
    QTest::newRow("grouped by no-break spaces") << QStringLiteral("180\u00A0000") << "180000";
    QTest::newRow("spaces around") << "  180,000  "
                                   << "180000";
    QTest::newRow("exponent after grouping") << "1,500e2"
                                             << "150000";
}

void TestNumberEntry::reads()
{
    QFETCH(QString, text);
    QFETCH(QString, value);
    QString error;
    const std::optional<Decimal> parsed = NumberEntry::parse(text, &error);
    QVERIFY2(parsed, qPrintable(error));
    QCOMPARE(parsed->normalized().toString(), value);
}

void TestNumberEntry::refuses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    const QString groups = QStringLiteral("group the digits by threes");
    QTest::newRow("lakh grouping") << "1,80,000" << groups;
    QTest::newRow("a decimal comma") << "1,5" << groups;
    QTest::newRow("four digits after a comma") << "18,0000" << groups;
    QTest::newRow("four digits before the first comma") << "1800,000" << groups;
    QTest::newRow("two kinds of separator") << "1,234 567" << groups;
    QTest::newRow("a comma at the end") << "180," << groups;
    QTest::newRow("a comma first") << ",180" << groups;
    QTest::newRow("a comma in the cents") << "180.000,5" << groups;
    QTest::newRow("not a number") << "abc"
                                  << "is not a number";
    QTest::newRow("empty") << ""
                           << "is empty";
}

void TestNumberEntry::refuses()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!NumberEntry::parse(text, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TestNumberEntry::wholeNumber_data()
{
    // The one whole-number rule of the table editor, its live check and the quote import.
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("taken");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("message");
    QTest::newRow("36") << "36" << true << 36 << "";
    QTest::newRow("grouped 1,000") << "1,000" << true << 1000 << "";
    QTest::newRow("36.0 is whole") << "36.0" << true << 36 << "";
    QTest::newRow("-12") << "-12" << true << -12 << "";
    QTest::newRow("at the limit 1,000,000,000") << "1000000000" << true << 1000000000 << "";
    QTest::newRow("-1,000,000,000") << "-1000000000" << true << -1000000000 << "";
    QTest::newRow("a fraction") << "36.5" << false << 0 << "must be a whole number";
    QTest::newRow("one past the limit") << "1000000001" << false << 0 << "must be a whole number";
    QTest::newRow("far past an int") << "99999999999999" << false << 0 << "must be a whole number";
    QTest::newRow("not a number") << "abc" << false << 0 << "not a number";
}

void TestNumberEntry::wholeNumber()
{
    QFETCH(QString, text);
    QFETCH(bool, taken);
    QFETCH(int, value);
    QFETCH(QString, message);
    QString error;
    const std::optional<int> whole = NumberEntry::wholeNumber(text, &error);
    QCOMPARE(whole.has_value(), taken);
    if (taken)
        QCOMPARE(*whole, value);
    else
        QVERIFY2(error.contains(message), qPrintable(error));
}

QTEST_APPLESS_MAIN(TestNumberEntry)
#include "tst_numberentry.moc"
