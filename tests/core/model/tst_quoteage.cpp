// SPDX-License-Identifier: GPL-3.0-or-later
// QuoteAge: the one rule the advice and the catalog editor use to call a quote old (docs/method.md,
// "Advice": more than 12 calendar months before the day it is read), and the unverifiable quote (no
// source, no date).
#include "model/entities/quoteage.h"

#include <QTest>

using namespace infertco;

class TestQuoteAge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ageAndFlag_data()
    {
        QTest::addColumn<QString>("quoted");
        QTest::addColumn<QDate>("seen");
        QTest::addColumn<int>("months"); // -1000: no age (undated or unreadable)
        QTest::addColumn<bool>("old");
        const QDate seen(2026, 1, 20);
        // Issue 23: the advice called this old and the table did not. 12 months and 10 days
        // have passed: more than 12 months, so old; its age in whole months is 12.
        QTest::newRow("2025-01-10 seen 2026-01-20") << "2025-01-10" << seen << 12 << true;
        // The boundary: 2026-01-20 minus 12 months is 2025-01-20. That day is exactly 12
        // months old (not more); the day before is old.
        QTest::newRow("exactly 12 months") << "2025-01-20" << seen << 12 << false;
        QTest::newRow("one day past 12 months") << "2025-01-19" << seen << 12 << true;
        QTest::newRow("one day short of 12 months") << "2025-01-21" << seen << 11 << false;
        QTest::newRow("13 months") << "2024-12-20" << seen << 13 << true;
        // A month-only date is the month's last day: 2025-01 is 2025-01-31, 11 whole months
        // before 2026-01-20 (2025-12-31 + 20 days), not old; seen 2026-02-01 it is old
        // (2026-02-01 − 12 months = 2025-02-01, after 2025-01-31).
        QTest::newRow("month only, not yet old") << "2025-01" << seen << 11 << false;
        QTest::newRow("month only, old") << "2025-01" << QDate(2026, 2, 1) << 12 << true;
        // Month ends: 2025-01-31 seen 2026-02-28: 2026-02-28 − 12 months = 2025-02-28, after
        // the quote: old; 13 whole months (2025-01-31 + 13 months = 2026-02-28).
        QTest::newRow("month end") << "2025-01-31" << QDate(2026, 2, 28) << 13 << true;
        // A leap day: 2024-02-29 + 12 months = 2025-02-28, the reference: exactly 12 months.
        QTest::newRow("leap day") << "2024-02-29" << QDate(2025, 2, 28) << 12 << false;
        QTest::newRow("same day") << "2026-01-20" << seen << 0 << false;
        QTest::newRow("a later quote") << "2026-03-20" << seen << -2 << false;
        QTest::newRow("undated") << "" << seen << -1000 << false;
        QTest::newRow("unreadable") << "Q3 2019" << seen << -1000 << false;
        QTest::newRow("impossible day") << "2025-02-30" << seen << -1000 << false;
    }

    void ageAndFlag()
    {
        QFETCH(QString, quoted);
        QFETCH(QDate, seen);
        QFETCH(int, months);
        QFETCH(bool, old);
        const std::optional<int> age = QuoteAge::months(quoted, seen);
        QCOMPARE(age.value_or(-1000), months);
        QCOMPARE(QuoteAge::isOld(quoted, seen), old);
        // The flag and the age agree: old exactly when more than LimitMonths have passed,
        // counted in whole months and days.
        if (age && *age != QuoteAge::LimitMonths)
            QCOMPARE(old, *age > QuoteAge::LimitMonths);
    }

    void unverifiable_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("date");
        QTest::addColumn<bool>("unverifiable");
        QTest::newRow("neither") << ""
                                 << "" << true;
        QTest::newRow("blanks only") << "  "
                                     << " " << true;
        QTest::newRow("source only") << "Vendor quote"
                                     << "" << false;
        QTest::newRow("date only") << ""
                                   << "2026-01" << false;
        QTest::newRow("both") << "Vendor quote"
                              << "2026-01-05" << false;
    }

    void unverifiable()
    {
        QFETCH(QString, source);
        QFETCH(QString, date);
        QFETCH(bool, unverifiable);
        CatalogItem item;
        item.id = QStringLiteral("x");
        item.source = source;
        item.quoteDate = date;
        QCOMPARE(QuoteAge::isUnverifiable(item), unverifiable);
    }
};

QTEST_GUILESS_MAIN(TestQuoteAge)
#include "tst_quoteage.moc"
