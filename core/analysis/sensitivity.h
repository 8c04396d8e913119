// SPDX-License-Identifier: GPL-3.0-or-later
// One-at-a-time sensitivity of the cost difference between two options (a tornado): how far
// each driver's range moves the difference, and the driver value at which the choice flips.
#pragma once

#include "drivermodel.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace infertco {

/// Where the cheaper of the pair changes as one driver moves.
struct FlipPoint
{
    Decimal value; ///< the driver value (multiplier or absolute), to the driver's precision
    bool below = true; ///< the flip happens when the driver is below `value` (else above)
    bool aBecomesCheaper = true; ///< after the flip A costs no more than B
    QString text; ///< "A becomes cheaper than B if electricity costs less than …"
};

struct SensitivityRow
{
    DriverRange range;
    Decimal baseValue; ///< the driver's value in the scenario (1 for relative drivers)
    Decimal differenceLow; ///< A − B with the driver at its low value, exact
    Decimal differenceHigh; ///< A − B with the driver at its high value, exact
    Decimal swing; ///< |differenceHigh − differenceLow|
    std::optional<FlipPoint> flip;
};

struct SensitivityResult
{
    QString scenarioId;
    QString currency;
    Measure measure = Measure::Total;
    int optionA = -1;
    int optionB = -1;
    QString nameA;
    QString nameB;
    Decimal baseDifference; ///< A − B with every driver at its scenario value
    QList<SensitivityRow> rows; ///< largest swing first; equal swings in driver order
};

class Sensitivity
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Sensitivity)

public:
    /// The pair a buyer usually weighs: the cheapest option that has a counterpart of the other
    /// mode on the same accelerator, against its cheapest such counterpart (colo first, rent
    /// second); without such a pair the two cheapest options. nullopt below two feasible options.
    static std::optional<std::pair<int, int>> defaultPair(const QList<OptionResult> &options);

    /// Moves each driver of `ranges` alone to its low and high value on the exact ledger, and
    /// searches each range for the value at which A − B changes sign. Problems name a bad range,
    /// an unknown or infeasible option, or figures too large to compute exactly.
    static Outcome<SensitivityResult> run(const DriverModel &model, int optionA, int optionB,
                                          const QList<DriverRange> &ranges,
                                          Measure measure = Measure::Total);

    /// The resolution to which a flip point is searched and reported.
    static Decimal flipStep(Driver driver);
    /// The driver value in words ("×0.80", "45.0%", "HK$2,400.00"), for tables.
    static QString valueText(const DriverRange &range, const Decimal &value,
                             const Scenario &scenario);
};

} // namespace infertco
