// SPDX-License-Identifier: GPL-3.0-or-later
// The cost drivers a buyer doubts (electricity, utilization, prices, rates, FX) and the
// low / most likely / high range each may take, for sensitivity and Monte Carlo analyses.
#pragma once

#include "model/entities/scenario.h"
#include "model/rules/problem.h"
#include "money/decimal.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace infertco {

/// A figure that moves the cost of some options. The order is the display order.
enum class Driver {
    ElectricityPrice, ///< every region's price per kWh (metered colo power and cooling)
    Utilization, ///< the workload's average load / peak (energy, tokens served)
    AcceleratorPrice, ///< every bought card's price (colo)
    RentalPrice, ///< every rental offer's server price (rent)
    ColoFee, ///< every colocation offer's rack, per-U and per-kW fees (colo)
    DiscountRate, ///< the scenario's discount rate (NPV only)
    ModelUpdates, ///< model updates a year (requantization)
    EngineerDayRate, ///< the scenario's engineer day rate (migration, requantization)
    ResidualValue, ///< owned hardware's residual fraction at the end (colo)
    Fx, ///< the rate of one foreign currency in the reporting currency
    DemandGrowth, ///< v2: the demand's growth a year (scenarios without demand steps)
    RentalPriceTrend, ///< v2: points added to every rental offer's yearly price change
    OwnedServers, ///< v2: each hybrid option's owned servers, as a multiplier
};
inline constexpr int DriverCount = 13;

/// Relative drivers multiply figures that differ per item (each region has its own electricity
/// price); absolute drivers replace one scenario-wide value.
enum class DriverScale { Relative, Absolute };

/// The range of one driver: multipliers of the scenario's figures (relative) or values
/// (absolute). Low ≤ most likely ≤ high; the most likely value is the triangular mode.
struct DriverRange
{
    Driver driver = Driver::ElectricityPrice;
    Decimal low;
    Decimal mostLikely;
    Decimal high;
    QString currency; ///< Fx only: the currency whose rate moves
    /// Where the range comes from, in words a reader can check ("Linked Exchange Rate System:
    /// …", "assumed: …"); empty for a range the user entered.
    QString basis = QString();

    bool isZeroWidth() const { return low == mostLikely && mostLikely == high; }
};

/// The range an exchange rate keeps under a peg or a managed band, in units of the reporting
/// currency per unit of the foreign one, with the sources it follows.
struct FxBand
{
    Decimal low;
    Decimal high;
    QString basis = QString();
};

class Drivers
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Drivers)

public:
    static DriverScale scale(Driver driver);
    /// Stable spelling for files and the command line ("electricity_price").
    static QString key(Driver driver);
    static std::optional<Driver> fromKey(const QString &key);
    /// The name a user reads ("Electricity price").
    static QString displayName(Driver driver);
    /// The name of a range's driver, with the currency for the exchange rate ("Exchange rate
    /// (USD)").
    static QString label(const DriverRange &range);
    /// What a value of the driver means: "× quoted", "share of peak", "per year", a currency.
    static QString unitText(const DriverRange &range, const Scenario &scenario);

    /// The value a driver has in the scenario as entered: 1 for relative drivers.
    static Decimal baseValue(const Scenario &scenario, Driver driver, const QString &currency = {});

    /// Every driver with a default range around the scenario's own figures, each with its
    /// basis: prices and fees ±20%, utilization from half its value to full load, 0 to 12 model
    /// updates a year, discount rate ±2 points, engineer day rate ±20%, residual value ½× to
    /// 1½× (all assumptions, no published spread exists), and the rate of `fxCurrency` within
    /// its peg or band (fxBand) where it has one, else ±10% (no Fx driver when it is empty).
    /// A scenario rate outside the band widens the range to include it.
    static QList<DriverRange> defaultRanges(const Scenario &scenario, const QString &fxCurrency);

    /// The band the rate of `foreign` in `reporting` keeps, from the pegs and managed bands of
    /// HKD (to USD), MOP (to HKD) and CNY (to USD) and their combinations; nullopt for a pair
    /// with a currency that has none (the rate floats).
    static std::optional<FxBand> fxBand(const QString &reporting, const QString &foreign);

    /// Problems with the ranges, each naming the driver and the end that is wrong. `scenario`
    /// tells which currencies have rates.
    static Problems check(const QList<DriverRange> &ranges, const Scenario &scenario);
};

} // namespace infertco
