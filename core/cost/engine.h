// SPDX-License-Identifier: GPL-3.0-or-later
// The cost engine's public entry point: a scenario and its catalog in, every option's sized
// ledger out (DESIGN 1: Engine::compute(Scenario, Catalog) → Result).
#pragma once

#include "model/catalog.h"
#include "model/problem.h"
#include "model/scenario.h"
#include "result.h"

#include <QCoreApplication>

namespace infertco {

class Engine
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Engine)

public:
    /// Validates the scenario and the items it refers to, then sizes and costs every option.
    /// Invalid input comes back as problems; an infeasible option is a result, not a problem.
    static Outcome<Result> compute(const Scenario &scenario, const Catalog &catalog);

    /// Model updates falling in each month 0..H: update k is in month ceil(12k / u)
    /// (DESIGN 3.2), computed exactly.
    static std::vector<int> updatesPerMonth(const Decimal &updatesPerYear, int horizonMonths);

    /// (1 + r)^(−m/12) for m = 0..H, to 40 decimal places (DESIGN 3.3).
    static std::vector<Decimal> discountFactors(const Decimal &ratePerYear, int horizonMonths);

    /// DESIGN 3.3: the first month from which colo's cumulative cost stays ≤ rent's.
    static std::optional<int> breakEvenMonth(const OptionResult &colo, const OptionResult &rent);
};

} // namespace infertco
