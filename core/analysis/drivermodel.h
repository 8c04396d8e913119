// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario sized once whose cost drivers can then be moved: one at a time on the exact
// ledger (sensitivity) or all at once on the double ledger (Monte Carlo).
#pragma once

#include "cost/engine.h"
#include "driver.h"
#include "model/entities/catalog.h"

#include <QCoreApplication>
#include <QDate>
#include <QStringList>

#include <vector>

namespace infertco {

/// One driver set to one value: a multiplier (relative drivers) or the value (absolute ones).
struct DriverValue
{
    DriverRange range;
    Decimal value;
};

/// What an analysis compares options by.
enum class Measure {
    Total, ///< the sum of the ledger over the horizon (docs/method.md, "The ledger" `total`)
    Npv, ///< the discounted ledger (docs/method.md, "Summary figures" `npv`)
};

class DriverModel
{
    Q_DECLARE_TR_FUNCTIONS(infertco::DriverModel)

public:
    /// Exchange-rate fields of LedgerInputs, as bits of fxFields().
    enum FxField : unsigned {
        AcceleratorFx = 1u << 0,
        PlatformFx = 1u << 1,
        ColoFx = 1u << 2, ///< the colo offer's currency
        RegionFx = 1u << 3,
        EngineerFx = 1u << 4,
        RentalFx = 1u << 5, ///< the rental offer's currency
        StaffFx = 1u << 6, ///< the staff region's currency
    };

    /// Validates and sizes the scenario (Engine::prepare); invalid input comes back as problems.
    /// The base options carry their advice, quotes dated against `today` (Advisor::forOption).
    static Outcome<DriverModel> build(const Scenario &scenario, const Catalog &catalog,
                                      const QDate &today);

    const Scenario &scenario() const { return m_scenario; }
    const PreparedScenario &prepared() const { return m_prepared; }
    int optionCount() const { return static_cast<int>(m_prepared.options.size()); }
    const OptionResult &option(int index) const { return m_prepared.options.at(index).result; }
    /// The option as the engine computes it, with every driver at its scenario value.
    const OptionResult &baseResult(int index) const { return m_base.at(index); }
    QList<OptionResult> baseResults() const { return m_base; }
    /// The scenario's result with every option at its base (baseResults()): what the decision
    /// is summarised from.
    Result baseScenarioResult() const;

    /// Foreign currencies that the feasible options' figures are quoted in, most used first;
    /// only those of `options` when given (the pair a sensitivity compares).
    QStringList foreignCurrencies(const QList<int> &options = {}) const;
    /// Which exchange-rate fields of an option's ledger are rates of `currency`.
    unsigned fxFields(int option, const QString &currency) const;

    /// The figure a relative driver multiplies in one option, with its currency and unit
    /// ("/kWh", " per card"); nullopt when the driver moves several figures or none.
    struct QuotedFigure
    {
        Decimal value;
        QString currency;
        QString unit;
    };
    std::optional<QuotedFigure> quotedFigure(int option, Driver driver) const;

    /// Whether moving the driver can change the option's measure. False for infeasible options.
    bool touches(int option, const DriverRange &range, Measure measure) const;

    /// The option's exact result with one driver set to `value` (a multiplier of the quoted
    /// figures for relative drivers, the value itself for absolute ones).
    OptionResult exactResult(int option, const DriverRange &range, const Decimal &value) const;
    /// The same with several drivers set at once (each driver at most once).
    OptionResult exactResult(int option, const QList<DriverValue> &values) const;
    /// The option's prepared ledger inputs with the drivers set, and in `economics` the
    /// discount factors and tokens served that go with them (for Engine::finish).
    PreparedOption preparedWith(int option, const QList<DriverValue> &values,
                                PreparedScenario &economics) const;
    Decimal exactMeasure(int option, const DriverRange &range, const Decimal &value,
                         Measure measure) const;

    /// Sets the ledger fields a driver moves from the option's base inputs. Model updates and
    /// the discount rate are not ledger fields: their callers set updatesPerMonth and discount
    /// factors themselves.
    template <typename Number>
    static void apply(LedgerInputs<Number> &in, const LedgerInputs<Number> &base, Driver driver,
                      const Number &value, unsigned fxFields)
    {
        switch (driver) {
        case Driver::ElectricityPrice:
            in.electricityPricePerKwh = base.electricityPricePerKwh * value;
            break;
        case Driver::Utilization:
            in.utilization = value;
            break;
        case Driver::AcceleratorPrice:
            in.acceleratorPrice = base.acceleratorPrice * value;
            break;
        case Driver::RentalPrice:
            in.rentalPricePerServer = base.rentalPricePerServer * value;
            break;
        case Driver::ColoFee:
            in.rackFeePerMonth = base.rackFeePerMonth * value;
            in.uFeePerMonth = base.uFeePerMonth * value;
            in.powerPricePerKwMonth = base.powerPricePerKwMonth * value;
            break;
        case Driver::EngineerDayRate:
            in.engineerDayRate = value;
            break;
        case Driver::ResidualValue:
            in.residualFraction = value;
            break;
        case Driver::Fx:
            if (fxFields & AcceleratorFx)
                in.acceleratorFx = value;
            if (fxFields & PlatformFx)
                in.platformFx = value;
            if (fxFields & ColoFx)
                in.coloFx = value;
            if (fxFields & RentalFx)
                in.rentalFx = value;
            if (fxFields & RegionFx)
                in.regionFx = value;
            if (fxFields & StaffFx)
                in.staffFx = value;
            if (fxFields & EngineerFx)
                in.engineerFx = value;
            break;
        case Driver::RentalPriceTrend:
            in.rentalPriceChange = base.rentalPriceChange + value;
            break;
        case Driver::DiscountRate:
        case Driver::ModelUpdates:
        case Driver::DemandGrowth:
        case Driver::OwnedServers:
            break;
        }
    }

    /// DemandGrowth and OwnedServers change the fleet, not a ledger figure: the option's fleet
    /// planned again (the replica stays as sized) for a growth rate and a multiplier of the
    /// owned servers (either unset: the scenario's), with Σ peak(m) in `peakSum`. The base
    /// fleet when the new one would break a count limit.
    std::vector<FleetMonth> replannedFleet(int option, const std::optional<Decimal> &growth,
                                           const std::optional<Decimal> &ownedFactor,
                                           Decimal *peakSum = nullptr) const;

private:
    struct Currencies
    {
        QString accelerator, platform, coloOffer, rentalOffer, region, staff, engineer;
    };

    Scenario m_scenario;
    PreparedScenario m_prepared;
    QList<OptionResult> m_base;
    QList<Currencies> m_currencies;
};

} // namespace infertco
