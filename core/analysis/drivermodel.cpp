// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivermodel.h"

#include "advice.h"

#include <QMap>

#include <algorithm>
#include <stdexcept>

namespace infertco {

Outcome<DriverModel> DriverModel::build(const Scenario &scenario, const Catalog &catalog,
                                        const QDate &today)
{
    DriverModel model;
    model.m_scenario = scenario;
    try {
        Outcome<PreparedScenario> prepared = Engine::prepare(scenario, catalog);
        if (!prepared.ok())
            return prepared.problems();
        model.m_prepared = std::move(prepared.value());
        for (const PreparedOption &option : std::as_const(model.m_prepared.options))
            model.m_base.append(Engine::finish(option, model.m_prepared));
        // The base options carry their advice, as computing the scenario gives it (without the
        // break-even's): the decision's doubts read it.
        for (qsizetype i = 0; i < model.m_base.size(); ++i)
            model.m_base[i].advice = Advisor::forOption(model.m_base.at(i), scenario,
                                                        scenario.options.at(i), catalog, today);
    } catch (const std::exception &) {
        return Problems{ { tr("scenario \"%1\"").arg(scenario.id), QString(),
                           tr("its figures are too large to compute exactly; check for a "
                              "mistyped price or quantity") } };
    }
    const Region *teamRegion
            = scenario.teamRegion.isEmpty() ? nullptr : catalog.region(scenario.teamRegion);
    for (const ScenarioOption &option : scenario.options) {
        Currencies currencies;
        currencies.engineer = scenario.engineerCurrency;
        const Region *region = nullptr;
        const QString &rentalId
                = option.mode == OptionMode::Hybrid ? option.rentalOffer : option.offer;
        if (option.mode != OptionMode::Colo) {
            if (const RentalOffer *offer = catalog.rentalOffer(rentalId)) {
                currencies.rentalOffer = offer->currency;
                if (option.mode == OptionMode::Rent)
                    region = catalog.region(offer->region);
            }
        }
        if (ownsHardware(option.mode)) {
            if (const Accelerator *accelerator = catalog.accelerator(option.accelerator))
                currencies.accelerator = accelerator->currency;
            if (const ServerPlatform *platform = catalog.platform(option.platform))
                currencies.platform = platform->currency;
            if (const ColoOffer *offer = catalog.coloOffer(option.offer)) {
                currencies.coloOffer = offer->currency;
                region = catalog.region(offer->region);
            }
            if (region)
                currencies.region = region->currency;
        }
        if (const Region *staff = teamRegion ? teamRegion : region)
            currencies.staff = staff->currency;
        model.m_currencies.append(currencies);
    }
    return model;
}

Result DriverModel::baseScenarioResult() const
{
    Result result = Engine::resultOf(m_scenario);
    result.options = m_base;
    return result;
}

QStringList DriverModel::foreignCurrencies(const QList<int> &options) const
{
    QMap<QString, int> uses;
    for (int i = 0; i < optionCount(); ++i) {
        if (!option(i).feasible || (!options.isEmpty() && !options.contains(i)))
            continue;
        const Currencies &c = m_currencies.at(i);
        for (const QString &currency : { c.accelerator, c.platform, c.coloOffer, c.rentalOffer,
                                         c.region, c.staff, c.engineer }) {
            if (!currency.isEmpty() && currency != m_scenario.currency)
                ++uses[currency];
        }
    }
    QStringList currencies = uses.keys();
    std::stable_sort(currencies.begin(), currencies.end(),
                     [&](const QString &a, const QString &b) { return uses[a] > uses[b]; });
    return currencies;
}

unsigned DriverModel::fxFields(int option, const QString &currency) const
{
    if (currency.isEmpty() || currency == m_scenario.currency)
        return 0;
    const Currencies &c = m_currencies.at(option);
    unsigned fields = 0;
    if (c.accelerator == currency)
        fields |= AcceleratorFx;
    if (c.platform == currency)
        fields |= PlatformFx;
    if (c.coloOffer == currency)
        fields |= ColoFx;
    if (c.rentalOffer == currency)
        fields |= RentalFx;
    if (c.region == currency)
        fields |= RegionFx;
    if (c.staff == currency)
        fields |= StaffFx;
    if (c.engineer == currency)
        fields |= EngineerFx;
    return fields;
}

std::optional<DriverModel::QuotedFigure> DriverModel::quotedFigure(int index, Driver driver) const
{
    const PreparedOption &prepared = m_prepared.options.at(index);
    if (!prepared.result.feasible)
        return std::nullopt;
    const LedgerInputs<Decimal> &in = prepared.inputs;
    const Currencies &c = m_currencies.at(index);
    const bool colo = ownsHardware(in.mode);
    const bool rents = rentsServers(in.mode);
    switch (driver) {
    case Driver::ElectricityPrice:
        if (colo && in.powerBilling == PowerBilling::Metered)
            return QuotedFigure{ in.electricityPricePerKwh, c.region, tr("/kWh") };
        break;
    case Driver::AcceleratorPrice:
        if (colo)
            return QuotedFigure{ in.acceleratorPrice, c.accelerator, tr(" per card") };
        break;
    case Driver::RentalPrice:
        if (rents)
            return QuotedFigure{ in.rentalPricePerServer, c.rentalOffer,
                                 in.rentalPriceIsHourly ? tr(" per server-hour")
                                                        : tr(" per server-month") };
        break;
    default:
        break;
    }
    return std::nullopt;
}

bool DriverModel::touches(int index, const DriverRange &range, Measure measure) const
{
    const PreparedOption &prepared = m_prepared.options.at(index);
    if (!prepared.result.feasible)
        return false;
    const LedgerInputs<Decimal> &in = prepared.inputs;
    const bool owns = ownsHardware(in.mode);
    switch (range.driver) {
    case Driver::ElectricityPrice:
    case Driver::Utilization: // docs/method.md, "The ledger": utilization enters the cost only
                              // through kWh
        return owns && in.powerBilling == PowerBilling::Metered;
    case Driver::AcceleratorPrice:
    case Driver::ColoFee:
        return owns;
    case Driver::ResidualValue:
        // The driver replaces residual_fraction; a residual curve is not moved by it.
        return owns && in.residualByYear.empty();
    case Driver::RentalPrice:
    case Driver::RentalPriceTrend:
        return rentsServers(in.mode);
    case Driver::DemandGrowth:
        return m_scenario.workload.demand.isEmpty();
    case Driver::OwnedServers:
        return in.mode == OptionMode::Hybrid;
    case Driver::DiscountRate:
        return measure == Measure::Npv;
    case Driver::ModelUpdates:
        return in.requantizes;
    case Driver::EngineerDayRate:
        return true;
    case Driver::Fx:
        return fxFields(index, range.currency) != 0;
    }
    return true;
}

PreparedOption DriverModel::preparedWith(int index, const QList<DriverValue> &values,
                                         PreparedScenario &economics) const
{
    PreparedOption option = m_prepared.options.at(index);
    economics.options.clear();
    economics.discountFactors = m_prepared.discountFactors;
    economics.peakSum = m_prepared.peakSum;
    economics.tokensPerHorizon = m_prepared.tokensPerHorizon;
    if (!option.result.feasible)
        return option;
    const LedgerInputs<Decimal> &base = m_prepared.options.at(index).inputs;
    std::optional<Decimal> growth;
    std::optional<Decimal> ownedFactor;
    Decimal utilization = m_scenario.workload.utilization;
    for (const auto &[range, value] : values) {
        switch (range.driver) {
        case Driver::DiscountRate:
            economics.discountFactors = Engine::discountFactors(value, m_scenario.horizonMonths);
            break;
        case Driver::DemandGrowth:
            if (m_scenario.workload.demand.isEmpty())
                growth = value;
            break;
        case Driver::OwnedServers:
            if (base.mode == OptionMode::Hybrid)
                ownedFactor = value;
            break;
        case Driver::ModelUpdates:
            option.inputs.updatesPerMonth
                    = Engine::updatesPerMonth(value, m_scenario.horizonMonths);
            break;
        case Driver::Utilization:
            // Sizing stays at the peak; the tokens served follow the average load (docs/method.md,
            // "Summary figures").
            utilization = value;
            apply(option.inputs, base, range.driver, value, 0);
            break;
        default:
            apply(option.inputs, base, range.driver, value, fxFields(index, range.currency));
            break;
        }
    }
    if (growth || ownedFactor)
        option.inputs.fleet = replannedFleet(index, growth, ownedFactor, &economics.peakSum);
    economics.tokensPerHorizon = Engine::tokensServed(economics.peakSum, utilization);
    return option;
}

std::vector<FleetMonth> DriverModel::replannedFleet(int index, const std::optional<Decimal> &growth,
                                                    const std::optional<Decimal> &ownedFactor,
                                                    Decimal *peakSum) const
{
    const PreparedOption &prepared = m_prepared.options.at(index);
    Workload workload = m_scenario.workload;
    if (growth && workload.demand.isEmpty())
        workload.demandGrowthYear = growth;
    const std::vector<Decimal> peaks = FleetPlanner::peaks(workload, m_scenario.horizonMonths);
    if (peakSum)
        *peakSum = FleetPlanner::peakSum(peaks);
    FleetPlan plan = prepared.plan;
    if (ownedFactor && plan.mode == OptionMode::Hybrid) {
        // A whole number of servers, at least one (docs/method.md, "Fleet").
        const long long owned
                = (Decimal(plan.ownedServers) * *ownedFactor).toInteger(RoundingMode::HalfUp);
        plan.ownedServers = static_cast<int>(std::clamp<long long>(owned, 1, Sizer::MaxCount));
    }
    Fleet fleet = FleetPlanner::plan(plan, peaks);
    return fleet.feasible ? std::move(fleet.months) : prepared.inputs.fleet;
}

OptionResult DriverModel::exactResult(int index, const QList<DriverValue> &values) const
{
    PreparedScenario economics;
    const PreparedOption option = preparedWith(index, values, economics);
    if (!option.result.feasible)
        return option.result;
    return Engine::finish(option, economics);
}

OptionResult DriverModel::exactResult(int index, const DriverRange &range,
                                      const Decimal &value) const
{
    return exactResult(index, QList<DriverValue>{ { range, value } });
}

Decimal DriverModel::exactMeasure(int index, const DriverRange &range, const Decimal &value,
                                  Measure measure) const
{
    const OptionResult result = exactResult(index, range, value);
    return measure == Measure::Total ? result.total : result.npv;
}

} // namespace infertco
