// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include "discountfactorcache.h"
#include "finance.h"
#include "ledger.h"
#include "model/rules/validation.h"
#include "money/fxtable.h"
#include "unknownfigures.h"

#include <boost/multiprecision/cpp_dec_float.hpp>

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace infertco {

namespace {

struct Context
{
    const Scenario &scenario;
    const Catalog &catalog;
    FxTable fx;
    std::vector<int> updates;
    std::vector<Decimal> peaks; ///< peak(m), m = 0..H
    Decimal largestPeak;
    bool latency = false; ///< docs/serving.md, "Latency at the peak-month load": simulate at the
                          ///< peak-month load
    SimulationCache *simulations = nullptr; ///< never null during prepare()
};

// Scale of the discount factors: at least 30 significant digits for every factor a valid
// scenario can have (r ≤ 100 %, H ≤ 240 months gives factors ≥ 2^−20).
constexpr int DiscountScale = 36;

// round(total × factor, 2), half to even, exactly. total is a sum of cents and factor has at
// most DiscountScale places below 1, so the product fits a split 128-bit computation:
// factor × 10^36 = high × 10^18 + low, and total × factor = (total·high·10^18 + total·low) / 10^36.
Decimal discountedCents(const Decimal &total, const Decimal &factor)
{
    using Int128 = NativeInt128;
    constexpr std::int64_t e18 = 1000000000000000000LL;
    const Decimal::Mantissa totalMantissa = total.mantissa();
    const Decimal::Mantissa factorMantissa = factor.mantissa();
    constexpr std::int64_t totalLimit = std::numeric_limits<std::int64_t>::max() / 1000;
    if (total.scale() > 2 || factor.scale() > DiscountScale || factorMantissa < 0
        || factorMantissa > Decimal::Mantissa(e18) * Decimal::Mantissa(e18)
        || totalMantissa > totalLimit || totalMantissa < -totalLimit)
        return (total * factor).rounded(2);
    Int128 cents = static_cast<std::int64_t>(totalMantissa);
    for (int s = total.scale(); s < 2; ++s)
        cents *= 10;
    Int128 f = static_cast<Int128>(factorMantissa);
    for (int s = factor.scale(); s < DiscountScale; ++s)
        f *= 10;
    if (f > Int128(e18) * e18) // a factor above 1 (a negative rate): the general path
        return (total * factor).rounded(2);
    const bool negative = cents < 0;
    const Int128 a = negative ? -cents : cents; // < 2^63
    const Int128 high = f / e18; // ≤ 10^18
    const Int128 low = f % e18; // < 10^18
    const Int128 x = a * high; // < 2^123
    const Int128 y = a * low; // < 2^123
    // a·f / 10^36 = x / 10^18 + y / 10^36: carry the remainders so nothing is lost.
    const Int128 qx = x / e18;
    const Int128 rx = x % e18;
    const Int128 qy = y / e18;
    const Int128 ry = y % e18;
    const Int128 z = (rx + qy) * e18 + ry; // < 2^125
    const Int128 e36 = Int128(e18) * e18;
    Int128 quotient = qx + z / e36;
    const Int128 remainder = z % e36;
    if (2 * remainder > e36 || (2 * remainder == e36 && quotient % 2 != 0))
        ++quotient;
    const Int128 signedQuotient = negative ? -quotient : quotient;
    return Decimal::fromUnits(Decimal::Mantissa(static_cast<long long>(signedQuotient)), 2);
}

Decimal rate(const FxTable &fx, const QString &currency)
{
    // Validation has made sure every rate the options need is present.
    return fx.rate(currency).value_or(Decimal(1));
}

// The rental offer's figures (rent, hybrid): its servers, minimum term and prices.
void addRentalOffer(const Context &ctx, const RentalOffer &rental, LedgerInputs<Decimal> &in,
                    FleetPlan &plan)
{
    plan.rentedPerServer = rental.acceleratorsPerServer;
    plan.minTermMonths = rental.minTermMonths;
    in.rentalFx = rate(ctx.fx, rental.currency);
    in.rentalNetworkPerMonth = rental.networkPerMonth;
    in.rentalPriceChange = rental.priceChangeYear;
    in.rentalPriceIsHourly = !rental.monthlyPrice.has_value();
    in.rentalPricePerServer = rental.monthlyPrice ? *rental.monthlyPrice : *rental.hourlyPrice;
    in.setupFeePerServer = rental.setupFeePerServer;
}

// Owned hardware in a colo offer (colo, hybrid): the platform, the offer's racks and prices,
// the accelerator's price and power, and the scenario's owned-hardware figures. Returns the
// offer's region.
const Region *addOwnedHardware(const Context &ctx, const ScenarioOption &option,
                               const Accelerator &accelerator, LedgerInputs<Decimal> &in,
                               Placement &placement, FleetPlan &plan)
{
    const Scenario &s = ctx.scenario;
    const Catalog &catalog = ctx.catalog;
    const ServerPlatform &platform = *catalog.platform(option.platform);
    const ColoOffer &offer = *catalog.coloOffer(option.offer);
    const Region *region = catalog.region(offer.region);
    placement.acceleratorsPerServer = platform.slots;
    placement.platform = &platform;
    placement.coloOffer = &offer;
    plan.slots = platform.slots;
    plan.fullyPopulated = platform.fullyPopulated;
    plan.rack = RackSpec::of(platform, offer, accelerator);
    plan.ownedServers = option.ownedServers;
    in.coloFx = rate(ctx.fx, offer.currency);
    in.coloNetworkPerMonth = offer.networkPerMonth;
    in.coloPriceChange = offer.priceChangeYear;
    in.acceleratorPrice = *accelerator.price;
    in.acceleratorFx = rate(ctx.fx, accelerator.currency);
    in.acceleratorPriceChange = accelerator.priceChangeYear;
    in.tdpW = accelerator.tdpW;
    // docs/method.md, "Incomplete options": an empty figure counts as 0 (and is listed).
    in.idleW = accelerator.idleW.value_or(Decimal());
    in.platformPrice = *platform.price;
    in.platformFx = rate(ctx.fx, platform.currency);
    in.platformPriceChange = platform.priceChangeYear;
    in.platformRackUnits = platform.rackUnits;
    in.platformBaseW = platform.baseW.value_or(Decimal());
    in.setupFeePerRack = offer.setupFeePerRack;
    in.rackFeePerMonth = offer.rackFeePerMonth.value_or(Decimal());
    in.uFeePerMonth = offer.uFeePerMonth.value_or(Decimal());
    in.rackPowerKw = offer.rackPowerKw;
    in.powerPricePerKwMonth = offer.powerPricePerKwMonth.value_or(Decimal());
    in.powerBilling = offer.powerBilling;
    in.pue = offer.pue ? *offer.pue : region->pue;
    in.minFte = s.staff.minFteOwned;
    in.purchaseOverheadFraction = s.owned.purchaseOverheadFraction;
    in.maintenanceRateYear = s.owned.maintenanceRateYear;
    in.residualFraction = s.owned.residualFraction;
    in.residualByYear.assign(s.owned.residualByYear.cbegin(), s.owned.residualByYear.cend());
    return region;
}

// docs/serving.md, "P99 sizing": P99 sizing replaces each feasible t's replica_tps by its SLO
// capacity × O; an empty function under average sizing.
ReplicaThroughput p99Throughput(const Context &ctx, const Accelerator &accelerator)
{
    if (ctx.scenario.workload.sizing != SizingMode::P99)
        return {};
    // The function outlives this call: it holds the scenario, the accelerator and the cache,
    // not the references naming them here.
    return [&s = ctx.scenario, &accelerator = accelerator, simulations = ctx.simulations](
                   const ReplicaPerformance &replica, double averageTokensPerS,
                   const std::function<bool(double)> &couldBeChosen) -> std::optional<double> {
        const Workload &workload = s.workload;
        const ReplicaModel simulated = ServingLatency::replicaModel(replica, workload, accelerator);
        if (!ServingLatency::whyNotSimulated(simulated, workload).isEmpty())
            return std::nullopt;
        const double outputTokens = ServingLatency::meanOutputTokens(workload);
        // The search stops while the size cannot be chosen at any capacity it can still find
        // (its throughput is capacity × O, as below); a stopped search drops the size.
        const std::optional<double> capacity = simulations->capacity(
                ServingLatency::simulationInput(simulated, workload), averageTokensPerS,
                workload.ttftMs, workload.tpotMs, [&couldBeChosen, outputTokens](double upper) {
                    return !couldBeChosen || couldBeChosen(upper * outputTokens);
                });
        if (!capacity || !(*capacity > 0))
            return std::nullopt;
        return *capacity * outputTokens;
    };
}

// Sizes the option and plans its fleet month by month (docs/serving.md, "Sizing"; docs/format.md,
// "The bundle"); an infeasible plan makes the sizing infeasible with the plan's reason.
Sizing sizeAndPlan(const Context &ctx, const Accelerator &accelerator, const Placement &placement,
                   FleetPlan &plan, Fleet &fleet)
{
    const Scenario &s = ctx.scenario;
    Sizing sizing = Sizer::size(s.workload, accelerator, placement, s.headroom,
                                s.owned.spareFraction, p99Throughput(ctx, accelerator));
    if (!sizing.feasible)
        return sizing;
    plan.tp = sizing.tp;
    plan.replicaTokensPerS = sizing.replicaTokensPerS;
    fleet = FleetPlanner::plan(plan, ctx.peaks);
    if (!fleet.feasible) {
        sizing.feasible = false;
        sizing.reason = fleet.reason;
        return sizing;
    }
    // docs/format.md, "The results JSON of `compute --format json`": sizing's counts are the
    // largest monthly values.
    sizing.replicas = fleet.largest.replicas;
    sizing.spares = fleet.largest.spares;
    sizing.racks = fleet.largest.racks;
    sizing.ownedServers = fleet.largest.ownedServers;
    sizing.rentedServers = fleet.largest.rentedServers;
    sizing.servers = fleet.largestServers;
    sizing.accelerators = fleet.largestAccelerators;
    return sizing;
}

// The latency of a feasible option at the peak-month load (docs/serving.md, "Latency at the
// peak-month load"), or why it is left out.
void addLatency(const Context &ctx, const Accelerator &accelerator, OptionResult &result)
{
    const Scenario &s = ctx.scenario;
    QString whyNot;
    result.latency = Engine::latency(s, accelerator, result.sizing, ctx.largestPeak.toDouble(), {},
                                     *ctx.simulations, &whyNot);
    result.latencyLeftOut = whyNot;
}

// The figures every feasible option's ledger reads besides its offers: electricity in the
// option's region, staff in the team region (else the option's own), engineering days.
void addRegionAndStaff(const Context &ctx, const Region &region, const Accelerator &accelerator,
                       const Sizing &sizing, LedgerInputs<Decimal> &in)
{
    const Scenario &s = ctx.scenario;
    const Region *staffRegion = s.teamRegion.isEmpty() ? &region : ctx.catalog.region(s.teamRegion);
    in.utilization = s.workload.utilization;
    in.regionFx = rate(ctx.fx, region.currency);
    in.electricityPricePerKwh = region.electricityPricePerKwh;
    in.electricityPriceChange = region.electricityPriceChangeYear;
    in.staffFx = rate(ctx.fx, staffRegion->currency);
    in.staffCostPerFteYear = staffRegion->staffCostPerFteYear;
    in.staffCostChange = staffRegion->staffCostChangeYear;
    in.engineerDayRate = s.engineerDayRate;
    in.engineerFx = rate(ctx.fx, s.engineerCurrency);
    in.migrationDays = accelerator.migrationDays;
    in.requantDays = accelerator.requantDays;
    in.requantizes = isQuantized(sizing.effectivePrecision) || accelerator.requiresQuantization;
    in.updatesPerMonth = ctx.updates;
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
    placement.largestPeak = ctx.largestPeak;
    FleetPlan &plan = prepared.plan;
    plan.mode = option.mode;
    plan.spareFraction = s.owned.spareFraction;
    const RentalOffer *rental = option.mode == OptionMode::Rent
            ? catalog.rentalOffer(option.offer)
            : (option.mode == OptionMode::Hybrid ? catalog.rentalOffer(option.rentalOffer)
                                                 : nullptr);
    if (rental)
        addRentalOffer(ctx, *rental, in, plan);
    const Region *region = nullptr;
    if (option.mode == OptionMode::Rent) {
        region = catalog.region(rental->region);
        placement.acceleratorsPerServer = rental->acceleratorsPerServer;
        in.minFte = s.staff.minFteRented;
    } else {
        region = addOwnedHardware(ctx, option, accelerator, in, placement, plan);
    }
    in.ftePerServerOwned = s.staff.ftePerServerOwned;
    in.ftePerServerRented = s.staff.ftePerServerRented;

    Fleet fleet;
    const Sizing sizing = sizeAndPlan(ctx, accelerator, placement, plan, fleet);
    if (sizing.feasible) {
        in.fleet = fleet.months;
        prepared.ownedReplicas = fleet.ownedReplicas;
    }
    result.sizing = sizing;
    result.fleetPlan = std::move(fleet);
    result.fleetPlan.months.clear();
    if (sizing.feasible && ctx.latency)
        addLatency(ctx, accelerator, result);
    if (!sizing.feasible) {
        result.reason = sizing.reason;
        return prepared;
    }
    result.feasible = true;
    result.fleet = in.fleet;
    if (ownsHardware(option.mode)) {
        result.incomplete = UnknownFigures::of(option.mode, accelerator, placement.platform,
                                               placement.coloOffer);
    }
    addRegionAndStaff(ctx, *region, accelerator, sizing, in);
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
        const long long through
                = Decimal::divide(Decimal(m) * updatesPerYear, Decimal(12), 0, RoundingMode::Floor)
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
    // below the 30 significant digits docs/method.md, "Numbers" asks for.
    const Float base = Float(1) + Float(ratePerYear.toString().toStdString());
    const Float monthly = boost::multiprecision::pow(base, Float(-1) / Float(12));
    const Float e18("1e18");
    Float factor = 1;
    for (int m = 1; m <= horizonMonths; ++m) {
        factor *= monthly;
        // factor × 10^36 rounded to an integer, taken in two 18-digit halves.
        const Float scaled = boost::multiprecision::round(factor * e18 * e18);
        const Float high = boost::multiprecision::floor(scaled / e18);
        const Float low = scaled - high * e18;
        const Decimal::Mantissa mantissa = Decimal::Mantissa(high.convert_to<long long>())
                        * Decimal::Mantissa(1000000000000000000LL)
                + Decimal::Mantissa(low.convert_to<long long>());
        factors.push_back(Decimal::fromUnits(mantissa, DiscountScale).normalized());
    }
    return factors;
}

Decimal Engine::tokensServed(const Decimal &peakSum, const Decimal &utilization)
{
    // docs/method.md, "Summary figures": Σ peak(m) × U × 3600 × 730 output tokens over months 1..H.
    return peakSum * utilization * Decimal(3600 * 730);
}

std::optional<int> Engine::breakEvenMonth(const OptionResult &colo, const OptionResult &rent,
                                          bool withResidual)
{
    const size_t months = std::min(colo.cumulative.size(), rent.cumulative.size());
    // The residual is credited in month H only, so without it the cumulative cost of the
    // last month is the cumulative cost less the residual total.
    const auto cumulative = [withResidual](const OptionResult &option, size_t m) {
        if (withResidual || m + 1 != option.cumulative.size())
            return option.cumulative[m];
        return option.cumulative[m] - option.componentTotal(Component::Residual);
    };
    std::optional<int> from;
    for (size_t m = 0; m < months; ++m) {
        if (cumulative(colo, m) <= cumulative(rent, m)) {
            if (!from)
                from = static_cast<int>(m);
        } else {
            from.reset();
        }
    }
    return from;
}

std::optional<Latency> Engine::latency(const Scenario &scenario, const Accelerator &accelerator,
                                       const Sizing &sizing, double largestPeak,
                                       const LatencyLoad &load, SimulationCache &simulations,
                                       QString *whyNot)
{
    const Workload &workload = scenario.workload;
    const double headroom = scenario.headroom.toDouble();
    const PerformanceModel model(workload, accelerator, sizing.effectivePrecision, headroom);
    const ReplicaPerformance replica = model.replica(sizing.tp);
    const ReplicaModel simulated = ServingLatency::replicaModel(replica, workload, accelerator);
    const QString why = ServingLatency::whyNotSimulated(simulated, workload);
    if (!why.isEmpty()) {
        if (whyNot)
            *whyNot = why;
        return std::nullopt;
    }
    // Section 4's replica_tps at this t starts the capacity search (under P99 sizing the same
    // search sized the option, so the cache answers it).
    const double averageTokensPerS = sizing.batch / replica.tokenTime(sizing.batch);
    const SimulationInput input = ServingLatency::simulationInput(simulated, workload);
    const double capacity
            = simulations.capacity(input, averageTokensPerS, workload.ttftMs, workload.tpotMs);
    Latency latency;
    if (load.concurrency) {
        latency.result = ServingSimulator::closedLoop(simulated, ServingLatency::shape(workload),
                                                      ServingLatency::simulatedRequests(workload),
                                                      *load.concurrency);
    } else {
        // docs/serving.md, "Latency at the peak-month load": rate_per_replica = (Pmax / O) / max_m
        // replicas(m), in double, left to right (sizing.replicas is the largest monthly count,
        // owned and rented together).
        latency.ratePerReplica = load.ratePerReplica
                ? *load.ratePerReplica
                : largestPeak / ServingLatency::meanOutputTokens(workload) / sizing.replicas;
        latency.result = simulations.openLoop(input, *latency.ratePerReplica);
    }
    latency.meanOutputTokens = ServingLatency::meanOutputTokens(workload);
    latency.sloCapacityTokensPerS = capacity * latency.meanOutputTokens;
    if (load.sweep) {
        latency.sweep = simulations.sweep(input, capacity);
    }
    return latency;
}

bool Engine::computesLatency(const Scenario &scenario, const EngineOptions &options)
{
    return options.latency || scenario.workload.sizing == SizingMode::P99;
}

void Engine::resolveRequestLog(Workload &workload, const Catalog &catalog)
{
    const RequestLog *log
            = workload.requestLog.isEmpty() ? nullptr : catalog.requestLog(workload.requestLog);
    workload.log = log ? log->requests : nullptr;
}

Outcome<PreparedScenario> Engine::prepare(const Scenario &unresolved, const Catalog &catalog,
                                          const EngineOptions &options)
{
    Problems problems = Validator::check(unresolved, catalog);
    if (!problems.isEmpty())
        return problems;
    // docs/serving.md, "Request logs": the workload reads its log's rows from the catalog.
    Scenario scenario = unresolved;
    resolveRequestLog(scenario.workload, catalog);
    std::vector<Decimal> peaks = FleetPlanner::peaks(scenario.workload, scenario.horizonMonths);
    const Decimal peakSum = FleetPlanner::peakSum(peaks);
    // Pmax of docs/serving.md, "Sizing"; the horizon is at least one month (validated).
    const Decimal largestPeak = FleetPlanner::largestPeak(peaks);
    Context ctx{ scenario,
                 catalog,
                 FxTable(scenario.currency, scenario.fx),
                 updatesPerMonth(scenario.workload.modelUpdatesPerYear, scenario.horizonMonths),
                 std::move(peaks),
                 largestPeak,
                 computesLatency(scenario, options),
                 options.simulations };
    SimulationCache ownCache;
    if (!ctx.simulations)
        ctx.simulations = &ownCache;
    PreparedScenario prepared;
    // A plan search prepares one scenario per candidate, all discounted alike: the factors are
    // computed once per rate and horizon.
    prepared.discountFactors = DiscountFactorCache::shared().factors(scenario.discountRateYear,
                                                                     scenario.horizonMonths);
    prepared.peakSum = peakSum;
    prepared.tokensPerHorizon = tokensServed(peakSum, scenario.workload.utilization);
    prepared.tax = scenario.tax;
    prepared.financed = scenario.tax.given();
    for (const ScenarioOption &option : scenario.options) {
        prepared.options.append(prepareOption(ctx, option));
        prepared.options.last().financing = option.financing;
        prepared.financed = prepared.financed || option.financing.given();
    }
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
    if (scenario.financed)
        finance(result, option.financing, scenario);
    result.cumulative.reserve(result.monthTotals.size());
    Decimal runningTotal;
    for (const Decimal &monthTotal : result.monthTotals) {
        runningTotal += monthTotal;
        result.cumulative.push_back(runningTotal);
    }
    // docs/method.md, "Summary figures": NPV sums each month's total discounted and rounded to the
    // cent.
    result.npv = Decimal();
    for (size_t m = 0; m < result.monthTotals.size(); ++m)
        result.npv += discountedCents(result.monthTotals[m], scenario.discountFactors[m]);
    // docs/method.md, "Summary figures": total / (tokens over the horizon / 10^6), half to even to
    // 0.0001.
    result.costPerMillionTokens
            = Decimal::divide(result.total * Decimal(1000000), scenario.tokensPerHorizon, 4);
    return result;
}

void Engine::finance(OptionResult &result, const Financing &financing,
                     const PreparedScenario &scenario)
{
    FinancedLedger financed = Finance::apply(std::move(result.monthly), financing, scenario.tax);
    result.monthly = std::move(financed.months);
    FinanceResult lines;
    lines.repaidAtHorizon = financed.repaidAtHorizon;
    lines.monthly = std::move(financed.lines);
    lines.totals.fill(Decimal::fromUnits(0, 2));
    result.totals.fill(Decimal::fromUnits(0, 2));
    result.total = Decimal::fromUnits(0, 2);
    lines.totalAfterTax = Decimal::fromUnits(0, 2);
    lines.npvAfterTax = Decimal::fromUnits(0, 2);
    // The month's total is the cash paid: the components, interest, repayments and lease
    // payments; the tax beside it.
    for (size_t m = 0; m < result.monthly.size(); ++m) {
        Decimal monthTotal = Decimal::fromUnits(0, 2);
        for (size_t c = 0; c < ComponentCount; ++c) {
            result.totals[c] += result.monthly[m][c];
            monthTotal += result.monthly[m][c];
        }
        for (size_t l = 0; l < FinanceLineCount; ++l) {
            lines.totals[l] += lines.monthly[m][l];
            if (static_cast<FinanceLine>(l) != FinanceLine::Tax)
                monthTotal += lines.monthly[m][l];
        }
        const Decimal &tax = lines.monthly[m][static_cast<size_t>(FinanceLine::Tax)];
        result.monthTotals[m] = monthTotal;
        result.total += monthTotal;
        lines.npvAfterTax += discountedCents(monthTotal + tax, scenario.discountFactors[m]);
    }
    lines.totalAfterTax = result.total + lines.lineTotal(FinanceLine::Tax);
    lines.costPerMillionTokensAfterTax
            = Decimal::divide(lines.totalAfterTax * Decimal(1000000), scenario.tokensPerHorizon, 4);
    result.finance = std::move(lines);
}

QList<BreakEven> Engine::breakEvens(const QList<OptionResult> &options)
{
    QList<BreakEven> breakEvens;
    for (int c = 0; c < options.size(); ++c) {
        const OptionResult &colo = options.at(c);
        if (!ownsHardware(colo.mode) || !colo.feasible)
            continue;
        for (int r = 0; r < options.size(); ++r) {
            const OptionResult &rent = options.at(r);
            if (rent.mode != OptionMode::Rent || !rent.feasible
                || rent.accelerator != colo.accelerator)
                continue;
            breakEvens.append(
                    { c, r, breakEvenMonth(colo, rent, true), breakEvenMonth(colo, rent, false) });
        }
    }
    return breakEvens;
}

Result Engine::resultOf(const Scenario &scenario)
{
    Result result;
    result.scenarioId = scenario.id;
    result.scenarioName = scenario.name;
    result.currency = scenario.currency;
    result.horizonMonths = scenario.horizonMonths;
    return result;
}

Outcome<Result> Engine::compute(const Scenario &scenario, const Catalog &catalog,
                                const EngineOptions &options)
{
    Problems problems;
    Result result = resultOf(scenario);
    try {
        const Outcome<PreparedScenario> prepared = prepare(scenario, catalog, options);
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
    if (const RequestLog *log = ServingLatency::usesLog(scenario.workload)
                ? catalog.requestLog(scenario.workload.requestLog)
                : nullptr;
        log && log->requests)
        result.requestLog = summarizeLog(log->id, *log->requests);
    return result;
}

Decimal OptionResult::cumulativeThrough(int month) const
{
    if (cumulative.empty() || month < 0)
        return Decimal();
    return cumulative[std::min(static_cast<size_t>(month), cumulative.size() - 1)];
}

int Result::cheapestOption() const
{
    int best = -1;
    for (int i = 0; i < options.size(); ++i) {
        if (options.at(i).isComplete()
            && (best < 0 || options.at(i).total < options.at(best).total))
            best = i;
    }
    return best;
}

QList<int> Result::ranking() const
{
    QList<int> ranked;
    for (int i = 0; i < options.size(); ++i) {
        if (options.at(i).feasible)
            ranked << i;
    }
    std::stable_sort(ranked.begin(), ranked.end(), [this](int a, int b) {
        const OptionResult &x = options.at(a);
        const OptionResult &y = options.at(b);
        if (x.isComplete() != y.isComplete())
            return x.isComplete();
        return x.total < y.total;
    });
    return ranked;
}

} // namespace infertco
