// SPDX-License-Identifier: GPL-3.0-or-later
// The finance layer (docs/method.md, "After tax, loans and leases") on small hand-made ledgers:
// loans in arrears with their payoff at the horizon, leases in advance with the tail owed at
// the horizon, the profits tax with immediate or straight-line write-off, lag and the capped
// sale. Every figure is computed by hand in the comment above its row.
#include "cost/finance.h"
#include "testdecimal.h"

#include <QTest>

using namespace infertco;
using infertco::testing::dec;

namespace {

// One amount per month 0..H of one line, as text ("" for 0.00).
using Line = QStringList;

// A ledger of months 0..H with only the purchases, the staff and the residual given.
struct Ledger
{
    int horizon = 0;
    QMap<int, QByteArray> purchases;
    QMap<int, QByteArray> staff;
    QByteArray residual = "0";

    std::vector<ComponentAmounts> months() const
    {
        std::vector<ComponentAmounts> months(static_cast<size_t>(horizon) + 1);
        for (ComponentAmounts &m : months)
            m.fill(Decimal::fromUnits(0, 2));
        for (auto it = purchases.cbegin(); it != purchases.cend(); ++it)
            months[static_cast<size_t>(it.key())][static_cast<size_t>(Component::Purchase)]
                    = dec(it.value().constData());
        for (auto it = staff.cbegin(); it != staff.cend(); ++it)
            months[static_cast<size_t>(it.key())][static_cast<size_t>(Component::Staff)]
                    = dec(it.value().constData());
        months[static_cast<size_t>(horizon)][static_cast<size_t>(Component::Residual)]
                = dec(residual.constData());
        return months;
    }
};

Financing loan(const char *rate, int months, const char *down = nullptr)
{
    Financing f;
    f.kind = FinancingKind::Loan;
    f.rateYear = dec(rate);
    f.termMonths = months;
    if (down)
        f.downPaymentFraction = dec(down);
    return f;
}

Financing lease(const char *rate, int months)
{
    Financing f;
    f.kind = FinancingKind::Lease;
    f.rateYear = dec(rate);
    f.termMonths = months;
    return f;
}

TaxAssumptions tax(const char *rate, int lag = 0, int straightLineYears = 0)
{
    TaxAssumptions t;
    t.rate = dec(rate);
    t.lagMonths = lag;
    if (straightLineYears > 0) {
        t.ownership = TaxOwnership::StraightLine;
        t.years = straightLineYears;
    }
    return t;
}

Line lineOf(const FinancedLedger &ledger, FinanceLine line)
{
    Line out;
    for (const FinanceAmounts &m : ledger.lines)
        out.append(m[static_cast<size_t>(line)].toString(2));
    return out;
}

Line componentOf(const FinancedLedger &ledger, Component component)
{
    Line out;
    for (const ComponentAmounts &m : ledger.months)
        out.append(m[static_cast<size_t>(component)].toString(2));
    return out;
}

Line line(std::initializer_list<const char *> amounts)
{
    Line out;
    for (const char *a : amounts)
        out.append(QString::fromLatin1(a));
    return out;
}

} // namespace

Q_DECLARE_METATYPE(Ledger)
Q_DECLARE_METATYPE(infertco::Financing)
Q_DECLARE_METATYPE(infertco::TaxAssumptions)

class TestFinance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void annuity_data();
    void annuity();
    void financed_data();
    void financed();
    void cashWithoutTaxIsUnchanged();
};

void TestFinance::annuity_data()
{
    QTest::addColumn<QByteArray>("amount");
    QTest::addColumn<QByteArray>("rate");
    QTest::addColumn<int>("months");
    QTest::addColumn<bool>("inAdvance");
    QTest::addColumn<QByteArray>("expected");
    // i = 0.12 / 12 = 0.01: 1000 × 0.01 / (1 − 1.01^−2) = 10 × 1.0201 / 0.0201 = 507.5124…
    QTest::newRow("arrears, 2 months")
            << QByteArray("1000") << QByteArray("0.12") << 2 << false << QByteArray("507.51");
    // 10 × 1.030301 / 0.030301 = 340.0221…
    QTest::newRow("arrears, 3 months")
            << QByteArray("1000") << QByteArray("0.12") << 3 << false << QByteArray("340.02");
    // In advance, one period less of interest: 10 × 1.0201 / 0.030301 = 336.6555…
    QTest::newRow("advance, 3 months")
            << QByteArray("1000") << QByteArray("0.12") << 3 << true << QByteArray("336.66");
    // A 36-month loan of 100,000 at 6 %: i = 0.005, 500 / (1 − 1.005^−36) = 3042.1937…
    QTest::newRow("arrears, 36 months at 6 %")
            << QByteArray("100000") << QByteArray("0.06") << 36 << false << QByteArray("3042.19");
    // The same in advance: 3042.1937… / 1.005 = 3027.0584…
    QTest::newRow("advance, 36 months at 6 %")
            << QByteArray("100000") << QByteArray("0.06") << 36 << true << QByteArray("3027.06");
    // i = 0: X / n, half to even: 750.02 / 3 = 250.0066… and 1000 / 3 = 333.333…
    QTest::newRow("zero rate, arrears")
            << QByteArray("750.02") << QByteArray("0") << 3 << false << QByteArray("250.01");
    QTest::newRow("zero rate, advance")
            << QByteArray("1000") << QByteArray("0") << 3 << true << QByteArray("333.33");
    // 0.5 / 2 = 0.25 exactly … a half cent: 0.01 / 2 = 0.005 → 0.00 (even), 0.03 / 2 → 0.02.
    QTest::newRow("zero rate, half cent to even")
            << QByteArray("0.01") << QByteArray("0") << 2 << false << QByteArray("0.00");
    QTest::newRow("zero rate, half cent up to even")
            << QByteArray("0.03") << QByteArray("0") << 2 << false << QByteArray("0.02");
}

void TestFinance::annuity()
{
    QFETCH(QByteArray, amount);
    QFETCH(QByteArray, rate);
    QFETCH(int, months);
    QFETCH(bool, inAdvance);
    QFETCH(QByteArray, expected);
    QCOMPARE(Finance::annuity(dec(amount.constData()), dec(rate.constData()), months, inAdvance)
                     .toString(2),
             QString::fromLatin1(expected));
}

void TestFinance::financed_data()
{
    QTest::addColumn<Ledger>("ledger");
    QTest::addColumn<Financing>("financing");
    QTest::addColumn<TaxAssumptions>("tax");
    QTest::addColumn<Line>("purchase");
    QTest::addColumn<Line>("residual");
    QTest::addColumn<Line>("interest");
    QTest::addColumn<Line>("repayment");
    QTest::addColumn<Line>("lease");
    QTest::addColumn<Line>("taxLine");

    const Line zero4 = line({ "0.00", "0.00", "0.00", "0.00", "0.00" });
    const Line zero3 = line({ "0.00", "0.00", "0.00", "0.00" });
    const Line zero2 = line({ "0.00", "0.00", "0.00" });

    // A loan that ends before the horizon. 1000 in month 0 at 12 % over 2 months: A = 507.51.
    // Month 1: interest 1000 × 0.12 / 12 = 10.00, principal 497.51, balance 502.49.
    // Month 2 (the last): interest 502.49 × 0.12 / 12 = 5.0249 → 5.02, principal = the
    // balance 502.49. Months 3 and 4 pay nothing; the purchase becomes the down payment 0.
    {
        Ledger l;
        l.horizon = 4;
        l.purchases = { { 0, "1000" } };
        QTest::newRow("loan ending before the horizon")
                << l << loan("0.12", 2) << TaxAssumptions() << zero4 << zero4
                << line({ "0.00", "10.00", "5.02", "0.00", "0.00" })
                << line({ "0.00", "497.51", "502.49", "0.00", "0.00" }) << zero4 << zero4;
    }
    // A loan past the horizon: 1000 at 12 % over 3 months, H = 2: A = 340.02.
    // Month 1: interest 10.00, principal 330.02, balance 669.98.
    // Month 2 = H: interest 669.98 × 0.01 = 6.6998 → 6.70, principal 340.02 − 6.70 = 333.32,
    // balance 336.66 repaid as well: 333.32 + 336.66 = 669.98 (1000.00 repaid in all).
    {
        Ledger l;
        l.horizon = 2;
        l.purchases = { { 0, "1000" } };
        QTest::newRow("loan past the horizon, paid off in month H")
                << l << loan("0.12", 3) << TaxAssumptions() << zero2 << zero2
                << line({ "0.00", "10.00", "6.70" }) << line({ "0.00", "330.02", "669.98" })
                << zero2 << zero2;
    }
    // A zero-rate loan with a down payment, bought in month 1, H = 3. down = 1000.02 × 0.25 =
    // 250.005 → 250.00 (half to even); L = 750.02, A = 750.02 / 3 = 250.0066… → 250.01.
    // Month 2: principal 250.01, balance 500.01. Month 3 = H: principal 250.01, balance 250.00
    // paid off: 500.01. Repaid 750.02 = L; the purchase of month 1 is the down payment.
    {
        Ledger l;
        l.horizon = 3;
        l.purchases = { { 1, "1000.02" } };
        QTest::newRow("zero-rate loan with a down payment")
                << l << loan("0", 3, "0.25") << TaxAssumptions()
                << line({ "0.00", "250.00", "0.00", "0.00" }) << zero3 << zero3
                << line({ "0.00", "0.00", "250.01", "500.01" }) << zero3 << zero3;
    }
    // A lease that ends at the horizon: 1000 at 12 % over 3 months in advance, A = 336.66 in
    // months 0, 1, 2 (p + n = 3 = H). Nothing is bought and nothing is sold: the residual
    // −300 becomes 0.
    {
        Ledger l;
        l.horizon = 3;
        l.purchases = { { 0, "1000" } };
        l.residual = "-300";
        QTest::newRow("lease ending at the horizon")
                << l << lease("0.12", 3) << TaxAssumptions() << zero3 << zero3 << zero3 << zero3
                << line({ "336.66", "336.66", "336.66", "0.00" }) << zero3;
    }
    // Leases past the horizon, at 0 %, over 4 months, H = 3: 1000 in month 0, A = 250 in
    // months 0..3; 500 in month 2, A = 125 in months 2..5, months 4 and 5 owed in month 3.
    // Month 2: 250 + 125 = 375; month 3: 250 + 125 + 2 × 125 = 625. 1500 in all.
    {
        Ledger l;
        l.horizon = 3;
        l.purchases = { { 0, "1000" }, { 2, "500" } };
        QTest::newRow("lease past the horizon, the tail owed in month H")
                << l << lease("0", 4) << TaxAssumptions() << zero3 << zero3 << zero3 << zero3
                << line({ "250.00", "250.00", "375.00", "625.00" }) << zero3;
    }
    // Immediate write-off at 16.5 %, cash, H = 2; staff 100 in months 1 and 2, the residual
    // −300. Month 0: 0.165 × −1000 = −165.00; months 1, 2: 0.165 × −100 = −16.50; month 2
    // also taxes the sale 300 (≤ 1000 deducted): 0.165 × (300 − 100) = 33.00.
    {
        Ledger l;
        l.horizon = 2;
        l.purchases = { { 0, "1000" } };
        l.staff = { { 1, "100" }, { 2, "100" } };
        l.residual = "-300";
        QTest::newRow("immediate write-off")
                << l << Financing() << tax("0.165") << line({ "1000.00", "0.00", "0.00" })
                << line({ "0.00", "0.00", "-300.00" }) << zero2 << zero2 << zero2
                << line({ "-165.00", "-16.50", "33.00" });
    }
    // Straight line over 1 year at 20 %, H = 3, the residual −600: a = 1000 / 12 = 83.33 in
    // months 0..3; 1000 − 4 × 83.33 = 666.68 not deducted by month H. Months 0..2:
    // 0.2 × −83.33 = −16.666 → −16.67. Month 3: receipts min(600, 1000) − 666.68 = −66.68,
    // 0.2 × (−66.68 − 83.33) = −30.002 → −30.00. In all −80.01 ≈ 0.2 × (1000 − 600).
    {
        Ledger l;
        l.horizon = 3;
        l.purchases = { { 0, "1000" } };
        l.residual = "-600";
        QTest::newRow("straight line not run to its end")
                << l << Financing() << tax("0.2", 0, 1)
                << line({ "1000.00", "0.00", "0.00", "0.00" })
                << line({ "0.00", "0.00", "0.00", "-600.00" }) << zero3 << zero3 << zero3
                << line({ "-16.67", "-16.67", "-16.67", "-30.00" });
    }
    // Straight line run to its end, H = 12, 1 year at 10 %: months 0..10 deduct 83.33
    // (0.1 × −83.33 = −8.333 → −8.33), month 11 the rest 1000 − 11 × 83.33 = 83.37
    // (−8.337 → −8.34), month 12 nothing (no sale, nothing left).
    {
        Ledger l;
        l.horizon = 12;
        l.purchases = { { 0, "1000" } };
        Line purchase = line({ "1000.00" });
        Line zeros;
        Line taxed;
        for (int m = 0; m <= 12; ++m) {
            zeros.append(QStringLiteral("0.00"));
            if (m > 0)
                purchase.append(QStringLiteral("0.00"));
            taxed.append(m < 11 ? QStringLiteral("-8.33")
                                : (m == 11 ? QStringLiteral("-8.34") : QStringLiteral("0.00")));
        }
        QTest::newRow("straight line, the last month takes the rest")
                << l << Financing() << tax("0.1", 0, 1) << purchase << zeros << zeros << zeros
                << zeros << taxed;
    }
    // The lag crosses the horizon: 10 %, lag 2, H = 3, staff 100 in months 1..3: month 0's tax
    // (0.00) is paid in month 2; months 1, 2, 3 (−10.00 each) in month min(m + 2, 3) = 3.
    {
        Ledger l;
        l.horizon = 3;
        l.staff = { { 1, "100" }, { 2, "100" }, { 3, "100" } };
        QTest::newRow("lag crossing the horizon")
                << l << Financing() << tax("0.1", 2) << zero3 << zero3 << zero3 << zero3 << zero3
                << line({ "0.00", "0.00", "0.00", "-30.00" });
    }
    // The taxable sale is capped by the deduction (s.16G(3)): 100 deducted, sold for 150 at
    // 50 %: month 0 0.5 × −100 = −50.00, month 1 0.5 × min(150, 100) = 50.00 (not 75.00).
    {
        Ledger l;
        l.horizon = 1;
        l.purchases = { { 0, "100" } };
        l.residual = "-150";
        QTest::newRow("taxable sale capped by the deduction")
                << l << Financing() << tax("0.5") << line({ "100.00", "0.00" })
                << line({ "0.00", "-150.00" }) << line({ "0.00", "0.00" })
                << line({ "0.00", "0.00" }) << line({ "0.00", "0.00" })
                << line({ "-50.00", "50.00" });
    }
    // A loan under immediate write-off at 10 %, H = 2 (the payoff case above): the whole
    // 1000 is deducted in month 0 (−100.00), the interest as paid: 0.1 × −10.00 = −1.00,
    // 0.1 × −6.70 = −0.67. Repayments are capital, not deducted.
    {
        Ledger l;
        l.horizon = 2;
        l.purchases = { { 0, "1000" } };
        QTest::newRow("loan, immediate write-off")
                << l << loan("0.12", 3) << tax("0.1") << zero2 << zero2
                << line({ "0.00", "10.00", "6.70" }) << line({ "0.00", "330.02", "669.98" })
                << zero2 << line({ "-100.00", "-1.00", "-0.67" });
    }
    // A lease under tax at 10 %: no write-off and no taxed sale (the residual −300 goes with
    // the hardware); the payments are deducted: 0.1 × −336.66 = −33.666 → −33.67.
    {
        Ledger l;
        l.horizon = 3;
        l.purchases = { { 0, "1000" } };
        l.residual = "-300";
        QTest::newRow("lease, payments deducted")
                << l << lease("0.12", 3) << tax("0.1") << zero3 << zero3 << zero3 << zero3
                << line({ "336.66", "336.66", "336.66", "0.00" })
                << line({ "-33.67", "-33.67", "-33.67", "0.00" });
    }
}

void TestFinance::financed()
{
    QFETCH(Ledger, ledger);
    QFETCH(Financing, financing);
    QFETCH(TaxAssumptions, tax);
    const FinancedLedger financed = Finance::apply(ledger.months(), financing, tax);
    QTEST(componentOf(financed, Component::Purchase), "purchase");
    QTEST(componentOf(financed, Component::Residual), "residual");
    QTEST(lineOf(financed, FinanceLine::Interest), "interest");
    QTEST(lineOf(financed, FinanceLine::LoanRepayment), "repayment");
    QTEST(lineOf(financed, FinanceLine::Lease), "lease");
    QTEST(lineOf(financed, FinanceLine::Tax), "taxLine");
    // Staff (and every other component) stays as the ledger had it.
    QCOMPARE(componentOf(financed, Component::Staff),
             componentOf({ ledger.months(), {}, Decimal() }, Component::Staff));
}

// Neither financing nor tax: the ledger comes back as it was, every line zero.
void TestFinance::cashWithoutTaxIsUnchanged()
{
    Ledger l;
    l.horizon = 2;
    l.purchases = { { 0, "1000" }, { 1, "20.5" } };
    l.residual = "-300";
    const FinancedLedger financed = Finance::apply(l.months(), Financing(), TaxAssumptions());
    QCOMPARE(componentOf(financed, Component::Purchase), line({ "1000.00", "20.50", "0.00" }));
    QCOMPARE(componentOf(financed, Component::Residual), line({ "0.00", "0.00", "-300.00" }));
    for (const FinanceLine f : AllFinanceLines)
        QCOMPARE(lineOf(financed, f), line({ "0.00", "0.00", "0.00" }));
}

QTEST_GUILESS_MAIN(TestFinance)
#include "tst_finance.moc"
