// SPDX-License-Identifier: GPL-3.0-or-later
// The risk analyses as text: the JSON, CSV and terminal tables of `infertco-cli sensitivity`
// and `infertco-cli montecarlo`.
#pragma once

#include "analysis/montecarlo.h"
#include "analysis/sensitivity.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace infertco {

class AnalysisFormat
{
    Q_DECLARE_TR_FUNCTIONS(infertco::AnalysisFormat)

public:
    /// `{"scenario", "currency", "measure", "option_a", "option_b", "base_difference",
    /// "drivers"}`, each driver with its range, differences, swing and flip (or null).
    static QByteArray sensitivityJson(const SensitivityResult &result);
    /// One record a driver, its flip value and text empty when it has none.
    static QByteArray sensitivityCsv(const SensitivityResult &result);
    /// The drivers by swing and where the choice flips, made safe to print on a terminal.
    static QString sensitivityTable(const SensitivityResult &result, const Scenario &scenario);

    /// How the simulated totals are computed: printed with every format (to the error
    /// stream beside CSV, which has no place for prose).
    static QString monteCarloNote();
    /// The drivers, each option's distribution (an infeasible one with `model`'s reason) and
    /// the histogram's bins.
    static QByteArray monteCarloJson(const MonteCarloResult &result, const DriverModel &model);
    /// One record an option; an infeasible option's figures are empty.
    static QByteArray monteCarloCsv(const MonteCarloResult &result);
    /// The drivers drawn and each option's P10, P50, P90 and share of draws it is the
    /// cheapest in, made safe to print on a terminal.
    static QString monteCarloTable(const MonteCarloResult &result, const DriverModel &model);
};

} // namespace infertco
