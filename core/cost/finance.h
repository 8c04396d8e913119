// SPDX-License-Identifier: GPL-3.0-or-later
// The finance layer (docs/method.md, "After tax, loans and leases"): a transform of one
// option's monthly ledger, as rounded there, into the cash a finance reviewer signs: a loan's
// interest and repayments or a lease's payments in place of the purchases, and the profits tax.
#pragma once

#include "model/entities/scenario.h"
#include "money/decimal.h"
#include "result.h"

#include <vector>

namespace infertco {

/// One option's ledger after financing and tax.
struct FinancedLedger
{
    /// Months 0..H: the ledger's components, a loan's purchases down to the down payment, a
    /// lease's purchases and residual to 0.
    std::vector<ComponentAmounts> months;
    /// Months 0..H: interest, loan repayment, lease payments, tax (booked after its lag).
    std::vector<FinanceAmounts> lines;
    /// A loan still owed after month H's payment, repaid in month H: the sum of those payoffs.
    Decimal repaidAtHorizon;
};

class Finance
{
public:
    /// The level payment that repays `amount` over `months` monthly payments at the nominal
    /// yearly `rateYear` compounded monthly (i = rateYear / 12): X × i / (1 − (1 + i)^−n) in
    /// arrears, X × i / ((1 + i)(1 − (1 + i)^−n)) in advance, X / n at i = 0. Computed as an
    /// exact fraction, then rounded half to even to the cent.
    static Decimal annuity(const Decimal &amount, const Decimal &rateYear, int months,
                           bool inAdvance);

    /// The ledger `months` (0..H) of an option financed by `financing` (none: cash) and taxed
    /// by `tax` (none: no tax line).
    static FinancedLedger apply(std::vector<ComponentAmounts> months, const Financing &financing,
                                const TaxAssumptions &tax);
};

} // namespace infertco
