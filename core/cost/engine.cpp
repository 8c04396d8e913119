// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include "ledger.h"
#include "model/validation.h"
#include "money/fxtable.h"

#include <boost/multiprecision/cpp_dec_float.hpp>

#include <stdexcept>

namespace infertco {

namespace {

struct Context
{
    const Scenario &scenario;
    const Catalog &catalog;
    FxTable fx;
    std::vector<int> updates;
};

Decimal rate(const FxTable &fx, const QString &currency)
{
    // Validation has made sure every rate the options need is present.
    return fx.rate(currency).value_or(Decimal(1));
}

PreparedOption prepareOption(const Context &ctx, const ScenarioOption &option)
{
    const Scenario &s = ctx.scenario;
    const Catalog &catalog = ctx.catalog;
    const Accelerator &accelerator = *catalog.accelerator(option.accelerator);

    PreparedOption prepared;
    OptionResult &result = prepared.result;
    result.name = option.name;
    result.mode = option.mode;
    result.accelerator = option.accelerator;

    LedgerInputs<Decimal> &in = prepared.inputs;
    in.mode = option.mode;
    in.horizonMonths = s.horizonMonths;
    Placement placement;
    placement.mode = option.mode;
    const Region *region = nullptr;
    int minTermMonths = 0;
    if (option.mode == OptionMode::Rent) {
        const RentalOffer &offer = *catalog.rentalOffer(option.offer);
        region = catalog.region(offer.region);
        placement.acceleratorsPerServer = offer.acceleratorsPerServer;
        minTermMonths = offer.minTermMonths;
        in.offerFx = rate(ctx.fx, offer.currency);
        in.networkPerMonth = offer.networkPerMonth;
        in.rentalPriceIsHourly = !offer.monthlyPrice.has_value();
        in.rentalPricePerServer = offer.monthlyPrice ? *offer.monthlyPrice : *offer.hourlyPrice;
        in.setupFeePerServer = offer.setupFeePerServer;
        in.ftePerServer = s.staff.ftePerServerRented;
        in.minFte = s.staff.minFteRented;
    } else {
        const ServerPlatform &platform = *catalog.platform(option.platform);
        const ColoOffer &offer = *catalog.coloOffer(option.offer);
        region = catalog.region(offer.region);
        placement.acceleratorsPerServer = platform.slots;
        placement.platform = &platform;
        placement.coloOffer = &offer;
        in.offerFx = rate(ctx.fx, offer.currency);
        in.networkPerMonth = offer.networkPerMonth;
        in.acceleratorPrice = *accelerator.price;
        in.acceleratorFx = rate(ctx.fx, accelerator.currency);
        in.tdpW = accelerator.tdpW;
        in.idleW = accelerator.idleW;
        in.platformPrice = *platform.price;
        in.platformFx = rate(ctx.fx, platform.currency);
        in.platformRackUnits = platform.rackUnits;
        in.platformBaseW = platform.baseW;
        in.setupFeePerRack = offer.setupFeePerRack;
        in.rackFeePerMonth = offer.rackFeePerMonth;
        in.uFeePerMonth = offer.uFeePerMonth;
        in.rackPowerKw = offer.rackPowerKw;
        in.powerPricePerKwMonth = offer.powerPricePerKwMonth;
        in.powerBilling = offer.powerBilling;
        in.pue = offer.pue ? *offer.pue : region->pue;
        in.ftePerServer = s.staff.ftePerServerOwned;
        in.minFte = s.staff.minFteOwned;
        in.purchaseOverheadFraction = s.owned.purchaseOverheadFraction;
        in.maintenanceRateYear = s.owned.maintenanceRateYear;
        in.residualFraction = s.owned.residualFraction;
    }

    const Sizing sizing = Sizer::size(s.workload, accelerator, placement, s.headroom,
                                      s.owned.spareFraction);
    result.sizing = sizing;
    result.advice = Advisor::advise(s.workload, accelerator, sizing, option.mode,
                                    s.horizonMonths, minTermMonths);
    if (!sizing.feasible) {
        result.reason = sizing.reason;
        return prepared;
    }
    result.feasible = true;

    in.servers = sizing.servers;
    in.accelerators = sizing.accelerators;
    in.spares = sizing.spares;
    in.racks = sizing.racks;
    in.utilization = s.workload.utilization;
    in.regionFx = rate(ctx.fx, region->currency);
    in.electricityPricePerKwh = region->electricityPricePerKwh;
    in.staffCostPerFteYear = region->staffCostPerFteYear;
    in.engineerDayRate = s.engineerDayRate;
    in.engineerFx = rate(ctx.fx, s.engineerCurrency);
    in.migrationDays = accelerator.migrationDays;
    in.requantDays = accelerator.requantDays;
    in.requantizes = isQuantized(sizing.effectivePrecision) || accelerator.requiresQuantization;
    in.updatesPerMonth = ctx.updates;
    return prepared;
}

} // namespace

std::vector<int> Engine::updatesPerMonth(const Decimal &updatesPerYear, int horizonMonths)
{
    // Updates in months 1..m number floor(m × u / 12), since ceil(12k/u) ≤ m ⇔ k ≤ m·u/12.
    std::vector<int> perMonth(static_cast<size_t>(horizonMonths) + 1, 0);
    if (!updatesPerYear.isPositive())
        return perMonth;
    long long before = 0;
    for (int m = 1; m <= horizonMonths; ++m) {
        const long long through = Decimal::divide(Decimal(m) * updatesPerYear, Decimal(12), 0,
                                                  RoundingMode::Floor)
                                          .toInteger(RoundingMode::Floor);
        perMonth[static_cast<size_t>(m)] = static_cast<int>(through - before);
        before = through;
    }
    return perMonth;
}

std::vector<Decimal> Engine::discountFactors(const Decimal &ratePerYear, int horizonMonths)
{
    using Float = boost::multiprecision::cpp_dec_float_50;
    std::vector<Decimal> factors;
    factors.reserve(static_cast<size_t>(horizonMonths) + 1);
    factors.push_back(Decimal(1)); // month 0 is not discounted
    if (ratePerYear.isZero()) {
        factors.resize(static_cast<size_t>(horizonMonths) + 1, Decimal(1));
        return factors;
    }
    // (1 + r)^(−1/12) to 50 digits, then powers by repeated products: the error stays far
    // below the 30 significant digits DESIGN 3.3 asks for.
    const Float base = Float(1) + Float(ratePerYear.toString().toStdString());
    const Float monthly = boost::multiprecision::pow(base, Float(-1) / Float(12));
    Float factor = 1;
    for (int m = 1; m <= horizonMonths; ++m) {
        factor *= monthly;
        const std::string text = factor.str(40, std::ios_base::fixed);
        factors.push_back(*Decimal::parse(QString::fromStdString(text), nullptr, 45));
    }
    return factors;
}

std::optional<int> Engine::breakEvenMonth(const OptionResult &colo, const OptionResult &rent)
{
    const size_t months = std::min(colo.monthTotals.size(), rent.monthTotals.size());
    std::optional<int> from;
    Decimal coloCumulative;
    Decimal rentCumulative;
    for (size_t m = 0; m < months; ++m) {
        coloCumulative += colo.monthTotals[m];
        rentCumulative += rent.monthTotals[m];
        if (coloCumulative <= rentCumulative) {
            if (!from)
                from = static_cast<int>(m);
        } else {
            from.reset();
        }
    }
    return from;
}

Outcome<PreparedScenario> Engine::prepare(const Scenario &scenario, const Catalog &catalog)
{
    Problems problems = Validator::check(scenario, catalog);
    if (!problems.isEmpty())
        return problems;
    const Context ctx{ scenario, catalog, FxTable(scenario.currency, scenario.fx),
                       updatesPerMonth(scenario.workload.modelUpdatesPerYear,
                                       scenario.horizonMonths) };
    PreparedScenario prepared;
    prepared.discountFactors = discountFactors(scenario.discountRateYear, scenario.horizonMonths);
    prepared.tokensPerHorizon = scenario.workload.peakOutputTokensPerS
            * scenario.workload.utilization * Decimal(3600 * 730) * Decimal(scenario.horizonMonths);
    for (const ScenarioOption &option : scenario.options)
        prepared.options.append(prepareOption(ctx, option));
    return prepared;
}

OptionResult Engine::finish(const PreparedOption &option, const PreparedScenario &scenario)
{
    OptionResult result = option.result;
    if (!result.feasible)
        return result;
    Ledger<Decimal> ledger = buildLedger(option.inputs);
    result.monthly = std::move(ledger.months);
    result.monthTotals = std::move(ledger.monthTotals);
    result.totals = ledger.totals;
    result.total = ledger.total;
    // DESIGN 3.3: NPV sums each month's total discounted and rounded to the cent.
    result.npv = Decimal();
    for (size_t m = 0; m < result.monthTotals.size(); ++m)
        result.npv += (result.monthTotals[m] * scenario.discountFactors[m]).rounded(2);
    // DESIGN 3.3: total / (tokens over the horizon / 10^6), half to even to 0.0001.
    result.costPerMillionTokens = Decimal::divide(result.total * Decimal(1000000),
                                                  scenario.tokensPerHorizon, 4);
    return result;
}

QList<BreakEven> Engine::breakEvens(const QList<OptionResult> &options)
{
    QList<BreakEven> breakEvens;
    for (int c = 0; c < options.size(); ++c) {
        const OptionResult &colo = options.at(c);
        if (colo.mode != OptionMode::Colo || !colo.feasible)
            continue;
        for (int r = 0; r < options.size(); ++r) {
            const OptionResult &rent = options.at(r);
            if (rent.mode != OptionMode::Rent || !rent.feasible
                || rent.accelerator != colo.accelerator)
                continue;
            breakEvens.append({ c, r, breakEvenMonth(colo, rent) });
        }
    }
    return breakEvens;
}

Outcome<Result> Engine::compute(const Scenario &scenario, const Catalog &catalog)
{
    Problems problems;
    Result result;
    result.scenarioId = scenario.id;
    result.scenarioName = scenario.name;
    result.currency = scenario.currency;
    result.horizonMonths = scenario.horizonMonths;
    try {
        const Outcome<PreparedScenario> prepared = prepare(scenario, catalog);
        if (!prepared.ok())
            return prepared.problems();
        for (const PreparedOption &option : prepared.value().options)
            result.options.append(finish(option, prepared.value()));
    } catch (const std::exception &) {
        // Only a figure too large for exact arithmetic gets here.
        return Problems{ { tr("scenario \"%1\"").arg(scenario.id), QString(),
                           tr("its figures are too large to compute exactly; check for a "
                              "mistyped price or quantity") } };
    }
    result.breakEvens = breakEvens(result.options);
    return result;
}

Decimal OptionResult::cumulativeThrough(int month) const
{
    Decimal sum;
    for (int m = 0; m <= month && m < static_cast<int>(monthTotals.size()); ++m)
        sum += monthTotals[static_cast<size_t>(m)];
    return sum;
}

int Result::cheapestOption() const
{
    int best = -1;
    for (int i = 0; i < options.size(); ++i) {
        if (options.at(i).feasible && (best < 0 || options.at(i).total < options.at(best).total))
            best = i;
    }
    return best;
}

} // namespace infertco
