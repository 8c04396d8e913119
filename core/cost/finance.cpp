// SPDX-License-Identifier: GPL-3.0-or-later
#include "finance.h"

#include <boost/multiprecision/cpp_int.hpp>

#include <algorithm>

namespace infertco {

namespace {

using BigInt = boost::multiprecision::cpp_int;

const Decimal &at(const ComponentAmounts &month, Component c)
{
    return month[static_cast<size_t>(c)];
}

Decimal &at(ComponentAmounts &month, Component c)
{
    return month[static_cast<size_t>(c)];
}

Decimal &at(FinanceAmounts &month, FinanceLine line)
{
    return month[static_cast<size_t>(line)];
}

// A decimal as mantissa × 10^−scale with scale ≥ 0, the mantissa unbounded.
BigInt unitsAt(const Decimal &value, int scale)
{
    BigInt units(value.mantissa());
    for (int s = value.scale(); s < scale; ++s)
        units *= 10;
    for (int s = value.scale(); s > scale; --s)
        units /= 10; // callers pass a scale at least the value's own
    return units;
}

// numerator / denominator (denominator > 0) rounded half to even to a whole number.
BigInt roundedQuotient(const BigInt &numerator, const BigInt &denominator)
{
    const bool negative = numerator < 0;
    const BigInt n = negative ? BigInt(-numerator) : numerator;
    BigInt quotient = n / denominator;
    const BigInt twice = 2 * (n % denominator);
    if (twice > denominator || (twice == denominator && (quotient & 1) != 0))
        ++quotient;
    return negative ? BigInt(-quotient) : quotient;
}

Decimal fromCents(const BigInt &cents)
{
    return Decimal::fromUnits(Decimal::Mantissa(cents.convert_to<long long>()), 2);
}

struct Tranche
{
    int month = 0; ///< p, the month it is bought in
    Decimal amount; ///< C = purchase(p)
};

// docs/method.md, "Loans": an annuity in arrears from month p + 1, interest on the balance from
// the exact quotient B × rate_year / 12; what is owed after month H's payment is repaid then.
void payLoan(const Tranche &t, const Financing &f, std::vector<ComponentAmounts> &months,
             std::vector<FinanceAmounts> &lines, Decimal &repaidAtHorizon)
{
    const int horizon = static_cast<int>(months.size()) - 1;
    const Decimal down = f.downPaymentFraction ? (t.amount * *f.downPaymentFraction).rounded(2)
                                               : Decimal::fromUnits(0, 2);
    at(months[static_cast<size_t>(t.month)], Component::Purchase) = down;
    Decimal balance = t.amount - down;
    const int n = f.termMonths;
    const Decimal payment = Finance::annuity(balance, f.rateYear, n, false);
    for (int k = 1; k <= n && t.month + k <= horizon; ++k) {
        FinanceAmounts &month = lines[static_cast<size_t>(t.month + k)];
        const Decimal interest = Decimal::divide(balance * f.rateYear, Decimal(12), 2);
        const Decimal principal = k == n ? balance : payment - interest;
        balance -= principal;
        at(month, FinanceLine::Interest) += interest;
        at(month, FinanceLine::LoanRepayment) += principal;
        if (t.month + k == horizon) {
            at(month, FinanceLine::LoanRepayment) += balance; // the payoff at the horizon
            repaidAtHorizon += balance;
            balance = Decimal();
        }
    }
}

// docs/method.md, "Leases": an annuity in advance in months p .. p + n − 1, the payments due
// after month H all owed in month H; the hardware is not bought.
void payLease(const Tranche &t, const Financing &f, std::vector<ComponentAmounts> &months,
              std::vector<FinanceAmounts> &lines)
{
    const int horizon = static_cast<int>(months.size()) - 1;
    at(months[static_cast<size_t>(t.month)], Component::Purchase) = Decimal::fromUnits(0, 2);
    const Decimal payment = Finance::annuity(t.amount, f.rateYear, f.termMonths, true);
    const int last = t.month + f.termMonths - 1;
    for (int m = t.month; m <= std::min(last, horizon); ++m)
        at(lines[static_cast<size_t>(m)], FinanceLine::Lease) += payment;
    if (last > horizon)
        at(lines[static_cast<size_t>(horizon)], FinanceLine::Lease)
                += payment * Decimal(last - horizon);
}

// The components deducted as paid (everything but the purchase, the residual and a loan's
// principal, which are capital).
constexpr std::array DeductedComponents{
    Component::Setup,       Component::Migration,      Component::Rental,  Component::Power,
    Component::Cooling,     Component::RackSpace,      Component::Network, Component::Staff,
    Component::Maintenance, Component::Requantization,
};

// docs/method.md, "Tax": each month's tax on its receipts less its deductions, rounded on its
// own, then booked after the lag (in month H at the latest).
void payTax(const std::vector<Tranche> &owned, const Decimal &sale, const TaxAssumptions &tax,
            const std::vector<ComponentAmounts> &months, std::vector<FinanceAmounts> &lines)
{
    const int horizon = static_cast<int>(months.size()) - 1;
    const size_t count = months.size();
    std::vector<Decimal> deductible(count, Decimal::fromUnits(0, 2));
    for (size_t m = 0; m < count; ++m) {
        Decimal &d = deductible[m];
        for (const Component c : DeductedComponents)
            d += at(months[m], c);
        d += lines[m][static_cast<size_t>(FinanceLine::Interest)];
        d += lines[m][static_cast<size_t>(FinanceLine::Lease)];
    }
    // The write-off of the hardware bought (cash or loan), and what is left of it at month H.
    Decimal bought;
    Decimal undeducted;
    for (const Tranche &t : owned) {
        bought += t.amount;
        if (tax.ownership == TaxOwnership::Immediate) {
            deductible[static_cast<size_t>(t.month)] += t.amount;
            continue;
        }
        const int allowanceMonths = 12 * tax.years;
        const Decimal share = Decimal::divide(t.amount, Decimal(allowanceMonths), 2);
        for (int k = 0; k < allowanceMonths; ++k) {
            const int m = t.month + k;
            if (m > horizon) {
                undeducted += t.amount - share * Decimal(k);
                break;
            }
            deductible[static_cast<size_t>(m)]
                    += k + 1 == allowanceMonths ? t.amount - share * Decimal(k) : share;
        }
    }
    // The sale is taxed up to what was deducted (s.16G(3)); a straight line not run to its end
    // is deducted at the sale.
    std::vector<Decimal> receipts(count, Decimal::fromUnits(0, 2));
    receipts[static_cast<size_t>(horizon)] = (sale < bought ? sale : bought) - undeducted;
    for (size_t m = 0; m < count; ++m) {
        const Decimal taxed = (*tax.rate * (receipts[m] - deductible[m])).rounded(2);
        const size_t paid = std::min(m + static_cast<size_t>(tax.lagMonths), count - 1);
        lines[paid][static_cast<size_t>(FinanceLine::Tax)] += taxed;
    }
}

} // namespace

Decimal Finance::annuity(const Decimal &amount, const Decimal &rateYear, int months, bool inAdvance)
{
    if (rateYear.isZero())
        return Decimal::divide(amount, Decimal(months), 2);
    // With the rate R × 10^−s, i = R / d and 1 + i = q / d for d = 12 × 10^s, q = d + R:
    // in arrears X × R × q^n / (d × (q^n − d^n)), in advance X × R × q^(n−1) / (q^n − d^n).
    const Decimal rate = rateYear.normalized();
    const int scale = std::max(0, rate.scale());
    const BigInt r = unitsAt(rate, scale);
    BigInt d = 12;
    for (int s = 0; s < scale; ++s)
        d *= 10;
    const BigInt q = d + r;
    const BigInt qn = boost::multiprecision::pow(q, static_cast<unsigned>(months));
    const BigInt dn = boost::multiprecision::pow(d, static_cast<unsigned>(months));
    const BigInt cents = unitsAt(amount, std::max(2, amount.scale()));
    // The amount in units of 10^−(its scale); the result wanted in cents.
    BigInt numerator = cents * r;
    BigInt denominator = qn - dn;
    if (inAdvance) {
        numerator *= boost::multiprecision::pow(q, static_cast<unsigned>(months - 1));
    } else {
        numerator *= qn;
        denominator *= d;
    }
    for (int s = std::max(2, amount.scale()); s > 2; --s)
        denominator *= 10;
    return fromCents(roundedQuotient(numerator, denominator));
}

FinancedLedger Finance::apply(std::vector<ComponentAmounts> months, const Financing &financing,
                              const TaxAssumptions &tax)
{
    FinancedLedger ledger;
    FinanceAmounts none;
    none.fill(Decimal::fromUnits(0, 2));
    ledger.lines.assign(months.size(), none);
    if (months.empty())
        return ledger;
    const size_t horizon = months.size() - 1;
    std::vector<Tranche> tranches;
    for (size_t m = 0; m < months.size(); ++m) {
        if (at(months[m], Component::Purchase).isPositive())
            tranches.push_back({ static_cast<int>(m), at(months[m], Component::Purchase) });
    }
    const bool lease = financing.kind == FinancingKind::Lease;
    Decimal sale = -at(months[horizon], Component::Residual);
    for (const Tranche &t : tranches) {
        if (financing.kind == FinancingKind::Loan)
            payLoan(t, financing, months, ledger.lines, ledger.repaidAtHorizon);
        else if (lease)
            payLease(t, financing, months, ledger.lines);
    }
    if (lease) {
        // The hardware goes back: nothing to sell, nothing written off.
        at(months[horizon], Component::Residual) = Decimal::fromUnits(0, 2);
        sale = Decimal();
        tranches.clear();
    }
    if (tax.given())
        payTax(tranches, sale, tax, months, ledger.lines);
    ledger.months = std::move(months);
    return ledger;
}

} // namespace infertco
