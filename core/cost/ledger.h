// SPDX-License-Identifier: GPL-3.0-or-later
// The month-by-month cost ledger of one option (docs/method.md, "Fleet" and "The ledger"), written
// once for any number type: the engine runs it on exact Decimal; the benchmark and the Monte Carlo
// run the same code on double.
#pragma once

#include "component.h"
#include "model/entities/enums.h"
#include "money/decimal.h"
#include "sizing/fleet.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <vector>

namespace infertco {

/// The operations the ledger needs from its number type, each naming its rounding.
template <typename Number>
struct LedgerNumber;

template <>
struct LedgerNumber<Decimal>
{
    /// 730 hours a month / 1000 W per kW (docs/method.md, "Numbers"), exact.
    static const Decimal &kiloHoursPerMonth()
    {
        static const Decimal value = *Decimal::parse(u"0.73");
        return value;
    }
    /// docs/method.md, "Numbers": each monthly line item is rounded half to even to 0.01, once.
    static Decimal cents(const Decimal &value) { return value.rounded(2); }
    static Decimal centsOfQuotient(const Decimal &value, int divisor)
    {
        return Decimal::divide(value, Decimal(divisor), 2);
    }
    static const Decimal &max(const Decimal &a, const Decimal &b) { return Decimal::max(a, b); }
    /// (1 + c)^k for k = 0..years (docs/method.md, "Numbers": at least 30 significant digits).
    static std::vector<Decimal> yearlyFactors(const Decimal &change, int years)
    {
        std::vector<Decimal> factors(static_cast<size_t>(years) + 1, Decimal(1));
        if (!change.isZero()) {
            const Decimal base = Decimal(1) + change;
            for (size_t k = 1; k < factors.size(); ++k)
                factors[k] = nextYearlyFactor(factors[k - 1], base);
        }
        return factors;
    }
};

template <>
struct LedgerNumber<double>
{
    static double kiloHoursPerMonth() { return 0.73; }
    static double cents(double value) { return std::nearbyint(value * 100.0) / 100.0; }
    static double centsOfQuotient(double value, int divisor) { return cents(value / divisor); }
    static double max(double a, double b) { return a < b ? b : a; }
    static std::vector<double> yearlyFactors(double change, int years)
    {
        std::vector<double> factors(static_cast<size_t>(years) + 1, 1.0);
        for (int k = 1; k <= years; ++k)
            factors[static_cast<size_t>(k)] = std::pow(1.0 + change, k);
        return factors;
    }
};

/// Everything one option's ledger is computed from, each figure in its own currency with
/// the rate that converts it to the reporting currency beside it, and the monthly fleet.
template <typename Number>
struct LedgerInputs
{
    OptionMode mode = OptionMode::Rent;
    int horizonMonths = 36;
    std::vector<FleetMonth> fleet; ///< months 0..H (docs/method.md, "Fleet")

    // Owned hardware (colo, hybrid).
    Number acceleratorPrice{}, acceleratorFx{}, acceleratorPriceChange{};
    Number tdpW{}, idleW{};
    Number platformPrice{}, platformFx{}, platformPriceChange{};
    int platformRackUnits = 0;
    Number platformBaseW{};
    Number utilization{};

    // The colo offer (colo, hybrid).
    Number coloFx{}, coloNetworkPerMonth{}, coloPriceChange{};
    Number setupFeePerRack{}, rackFeePerMonth{}, uFeePerMonth{};
    Number rackPowerKw{}, powerPricePerKwMonth{};
    PowerBilling powerBilling = PowerBilling::Metered;

    // The rental offer (rent, hybrid).
    Number rentalFx{}, rentalNetworkPerMonth{}, rentalPriceChange{};
    Number rentalPricePerServer{}; ///< per month, or per hour when rentalPriceIsHourly
    bool rentalPriceIsHourly = false;
    Number setupFeePerServer{};

    // The option's region: electricity for owned hardware.
    Number regionFx{};
    Number electricityPricePerKwh{}, electricityPriceChange{};
    Number pue{}; ///< the offer's, else the region's

    // Staff: the team region's cost, or the option's region's.
    Number staffFx{};
    Number staffCostPerFteYear{}, staffCostChange{};
    Number ftePerServerOwned{}, ftePerServerRented{}, minFte{};

    Number engineerDayRate{}, engineerFx{};
    Number migrationDays{}, requantDays{};
    bool requantizes = false;
    std::vector<int> updatesPerMonth; ///< model updates falling in each month 0..H

    Number purchaseOverheadFraction{}, maintenanceRateYear{}, residualFraction{};
    std::vector<Number> residualByYear; ///< v2: value left after 1, 2, … years
};

/// The same inputs in another number type (the benchmark's and the Monte Carlo's double).
template <typename To, typename From, typename Convert>
LedgerInputs<To> convertInputs(const LedgerInputs<From> &in, Convert convert)
{
    LedgerInputs<To> out;
    out.mode = in.mode;
    out.horizonMonths = in.horizonMonths;
    out.fleet = in.fleet;
    out.acceleratorPrice = convert(in.acceleratorPrice);
    out.acceleratorFx = convert(in.acceleratorFx);
    out.acceleratorPriceChange = convert(in.acceleratorPriceChange);
    out.tdpW = convert(in.tdpW);
    out.idleW = convert(in.idleW);
    out.platformPrice = convert(in.platformPrice);
    out.platformFx = convert(in.platformFx);
    out.platformPriceChange = convert(in.platformPriceChange);
    out.platformRackUnits = in.platformRackUnits;
    out.platformBaseW = convert(in.platformBaseW);
    out.utilization = convert(in.utilization);
    out.coloFx = convert(in.coloFx);
    out.coloNetworkPerMonth = convert(in.coloNetworkPerMonth);
    out.coloPriceChange = convert(in.coloPriceChange);
    out.setupFeePerRack = convert(in.setupFeePerRack);
    out.rackFeePerMonth = convert(in.rackFeePerMonth);
    out.uFeePerMonth = convert(in.uFeePerMonth);
    out.rackPowerKw = convert(in.rackPowerKw);
    out.powerPricePerKwMonth = convert(in.powerPricePerKwMonth);
    out.powerBilling = in.powerBilling;
    out.rentalFx = convert(in.rentalFx);
    out.rentalNetworkPerMonth = convert(in.rentalNetworkPerMonth);
    out.rentalPriceChange = convert(in.rentalPriceChange);
    out.rentalPricePerServer = convert(in.rentalPricePerServer);
    out.rentalPriceIsHourly = in.rentalPriceIsHourly;
    out.setupFeePerServer = convert(in.setupFeePerServer);
    out.regionFx = convert(in.regionFx);
    out.electricityPricePerKwh = convert(in.electricityPricePerKwh);
    out.electricityPriceChange = convert(in.electricityPriceChange);
    out.pue = convert(in.pue);
    out.staffFx = convert(in.staffFx);
    out.staffCostPerFteYear = convert(in.staffCostPerFteYear);
    out.staffCostChange = convert(in.staffCostChange);
    out.ftePerServerOwned = convert(in.ftePerServerOwned);
    out.ftePerServerRented = convert(in.ftePerServerRented);
    out.minFte = convert(in.minFte);
    out.engineerDayRate = convert(in.engineerDayRate);
    out.engineerFx = convert(in.engineerFx);
    out.migrationDays = convert(in.migrationDays);
    out.requantDays = convert(in.requantDays);
    out.requantizes = in.requantizes;
    out.updatesPerMonth = in.updatesPerMonth;
    out.purchaseOverheadFraction = convert(in.purchaseOverheadFraction);
    out.maintenanceRateYear = convert(in.maintenanceRateYear);
    out.residualFraction = convert(in.residualFraction);
    for (const From &share : in.residualByYear)
        out.residualByYear.push_back(convert(share));
    return out;
}

/// One option's line items in compact form: month 0, runs of months 1..H that share their
/// running line items (the fleet and the year's prices are the same), and the events of
/// single months (purchase tranches and setup after month 0, requantization, residual). All
/// the arithmetic of the ledger happens here; spreadLedger lays it out month by month.
template <typename Number>
struct LedgerLines
{
    using Month = std::array<Number, ComponentCount>;
    struct Run
    {
        int firstMonth;
        int lastMonth;
        Month lines;
    };
    struct Event
    {
        int month;
        Component component;
        Number amount;
    };
    int horizonMonths = 0;
    Month first{}; ///< month 0: one-off costs
    std::vector<Run> runs; ///< months 1..H in order, each month in exactly one run
    std::vector<Event> events; ///< months 1..H
    Month totals{}; ///< per component, over months 0..H
    Number total{};
};

template <typename Number>
struct Ledger
{
    using Month = std::array<Number, ComponentCount>;
    std::vector<Month> months; ///< months 0..H, each line rounded to the cent
    std::vector<Number> monthTotals;
    Month totals{};
    Number total{};
};

/// The rule of each component (docs/method.md, "The ledger"): one function a component, each giving
/// its line item from the inputs and the fleet. computeLedgerLines places them month by month, so
/// a new component is a row of ComponentTable and its rule here (a running one also a row of
/// RunningRules).
template <typename Number>
class LedgerRules
{
public:
    using N = LedgerNumber<Number>;
    using Month = std::array<Number, ComponentCount>;

    /// Owned hardware bought in `month` for `value` (in the reporting currency): the increase
    /// of the owned fleet in month + 1.
    struct Tranche
    {
        int month;
        Number value;
    };

    /// What the rules of a running month m ≥ 1 read.
    struct RunningMonth
    {
        const FleetMonth &fleet;
        size_t year; ///< the price year, floor((m − 1) / 12)
        const Number &maintenanceBase; ///< the values of the tranches bought before m
    };
    using RunningRule = Number (LedgerRules::*)(const RunningMonth &) const;

    explicit LedgerRules(const LedgerInputs<Number> &in)
        : m_in(in),
          // Zero in cents, like every line item, so that sums stay at one scale.
          m_zero(N::cents(Number{})),
          m_owns(ownsHardware(in.mode)),
          m_rents(in.mode != OptionMode::Colo),
          // docs/method.md, "Prices over time": a price with a yearly change c is price × (1 +
          // c)^floor((m − 1) / 12) in month m ≥ 1, and a tranche bought in month j is priced × (1 +
          // c)^floor(j / 12).
          m_rentalF(N::yearlyFactors(in.rentalPriceChange, years(in))),
          m_coloF(N::yearlyFactors(in.coloPriceChange, years(in))),
          m_electricityF(N::yearlyFactors(in.electricityPriceChange, years(in))),
          m_staffF(N::yearlyFactors(in.staffCostChange, years(in))),
          m_acceleratorF(N::yearlyFactors(in.acceleratorPriceChange, years(in))),
          m_platformF(N::yearlyFactors(in.platformPriceChange, years(in))),
          m_engineerRate(in.engineerDayRate * in.engineerFx),
          m_rentalPerServer(in.rentalPriceIsHourly
                                    ? in.rentalPricePerServer * Number(730) * in.rentalFx
                                    : in.rentalPricePerServer * in.rentalFx)
    { }

    const Number &zero() const { return m_zero; }

    /// The fleet of month m (an empty fleet past the plan).
    const FleetMonth &fleetAt(int month) const
    {
        static const FleetMonth none;
        const size_t m = static_cast<size_t>(month);
        return m < m_in.fleet.size() ? m_in.fleet[m] : none;
    }

    // One-off components.

    /// Month 0: moving the model onto the option.
    Number migration() const { return N::cents(m_in.migrationDays * m_engineerRate); }

    /// Month j: the setup fees of the rented servers and racks added in month j + 1, if any.
    std::optional<Number> setup(int month) const
    {
        const FleetMonth &before = fleetAt(month);
        const FleetMonth &after = fleetAt(month + 1);
        Number fees = m_zero;
        bool anySetup = false;
        if (m_rents && after.rentedServers > before.rentedServers) {
            fees = Number(after.rentedServers - before.rentedServers) * m_in.setupFeePerServer
                    * m_in.rentalFx;
            anySetup = true;
        }
        if (m_owns && after.racks > before.racks) {
            fees += Number(after.racks - before.racks) * m_in.setupFeePerRack * m_in.coloFx;
            anySetup = true;
        }
        if (!anySetup)
            return std::nullopt;
        return N::cents(fees);
    }

    /// Month j: the tranche bought for the owned fleet's increase in month j + 1, if any:
    /// ΔS × platform.price(j) + (ΔA + ΔP) × acc.price(j), in the reporting currency.
    std::optional<Tranche> tranche(int month) const
    {
        if (!m_owns)
            return std::nullopt;
        const FleetMonth &before = fleetAt(month);
        const FleetMonth &after = fleetAt(month + 1);
        const int servers = std::max(0, after.ownedServers - before.ownedServers);
        const int cards = std::max(0, after.ownedAccelerators - before.ownedAccelerators)
                + std::max(0, after.spares - before.spares);
        if (servers == 0 && cards == 0)
            return std::nullopt;
        const size_t year = static_cast<size_t>(month / 12);
        return Tranche{ month,
                        Number(servers) * m_in.platformPrice * m_platformF[year] * m_in.platformFx
                                + Number(cards) * m_in.acceleratorPrice * m_acceleratorF[year]
                                        * m_in.acceleratorFx };
    }

    /// The purchase of a tranche, with its overhead.
    Number purchase(const Tranche &tranche) const
    {
        return N::cents(tranche.value * (Number(1) + m_in.purchaseOverheadFraction));
    }

    /// A month with model updates: several updates in one month make one line item.
    Number requantization(int updates) const
    {
        return N::cents(Number(updates) * m_in.requantDays * m_engineerRate);
    }

    /// Month H: the value left of every tranche, credited (negative), if the option owns any.
    std::optional<Number> residual(const std::vector<Tranche> &tranches) const
    {
        const int horizon = m_in.horizonMonths;
        if (!m_owns || horizon <= 0)
            return std::nullopt;
        // docs/method.md, "Residual": the residual share of a tranche of age a is f(a); the sum
        // over the tranches is divided once (by H for the straight line, by 12 for the curve).
        Number numerator = m_zero;
        int divisor = horizon;
        if (m_in.residualByYear.empty()) {
            // f(a) = 1 − (1 − residual_fraction) × a / H = (H − (1 − rf) × a) / H.
            for (const Tranche &t : tranches)
                numerator += t.value
                        * (Number(horizon)
                           - (Number(1) - m_in.residualFraction) * Number(horizon - t.month));
        } else {
            // Through (0, 1), (12, r1), …, (12n, rn), and rn beyond:
            // f(a) = (12 × r_k + (r_{k+1} − r_k) × (a − 12k)) / 12.
            divisor = 12;
            const int n = static_cast<int>(m_in.residualByYear.size());
            const auto share = [this](int k) {
                return k == 0 ? Number(1) : m_in.residualByYear[static_cast<size_t>(k - 1)];
            };
            for (const Tranche &t : tranches) {
                const int age = horizon - t.month;
                const int k = age / 12;
                const Number f12 = k >= n
                        ? Number(12) * share(n)
                        : Number(12) * share(k) + (share(k + 1) - share(k)) * Number(age - 12 * k);
                numerator += t.value * f12;
            }
        }
        return -N::centsOfQuotient(numerator, divisor);
    }

    // Running components of month m ≥ 1 (zero where the option has none).

    Number rental(const RunningMonth &m) const
    {
        if (!m_rents || m.fleet.rentedServers <= 0)
            return m_zero;
        return N::cents(Number(m.fleet.rentedServers) * m_rentalPerServer * m_rentalF[m.year]);
    }

    /// The rental offer's network fee while any server is rented, and the colo offer's.
    Number network(const RunningMonth &m) const
    {
        Number network = m_zero;
        if (m_rents && m.fleet.rentedServers > 0)
            network = m_in.rentalNetworkPerMonth * m_rentalF[m.year] * m_in.rentalFx;
        if (m_owns)
            network += m_in.coloNetworkPerMonth * m_coloF[m.year] * m_in.coloFx;
        return N::cents(network);
    }

    Number power(const RunningMonth &m) const
    {
        if (!m_owns)
            return m_zero;
        switch (m_in.powerBilling) {
        case PowerBilling::Metered:
            return N::cents(itEnergyKwh(m.fleet) * electricityPrice(m.year));
        case PowerBilling::PerKw:
            return N::cents(Number(m.fleet.racks) * m_in.rackPowerKw * m_in.powerPricePerKwMonth
                            * m_coloF[m.year] * m_in.coloFx);
        case PowerBilling::Included:
            break;
        }
        return m_zero;
    }

    /// Metered power only: the energy above the IT load, (PUE − 1) × kWh.
    Number cooling(const RunningMonth &m) const
    {
        if (!m_owns || m_in.powerBilling != PowerBilling::Metered)
            return m_zero;
        return N::cents(itEnergyKwh(m.fleet) * (m_in.pue - Number(1)) * electricityPrice(m.year));
    }

    Number rackSpace(const RunningMonth &m) const
    {
        if (!m_owns)
            return m_zero;
        return N::cents((Number(m.fleet.racks) * m_in.rackFeePerMonth
                         + Number(m.fleet.ownedServers) * Number(m_in.platformRackUnits)
                                 * m_in.uFeePerMonth)
                        * m_coloF[m.year] * m_in.coloFx);
    }

    /// A yearly rate on the value of the tranches bought before the month, by the month.
    Number maintenance(const RunningMonth &m) const
    {
        if (!m_owns)
            return m_zero;
        return N::centsOfQuotient(m.maintenanceBase * m_in.maintenanceRateYear, 12);
    }

    Number staff(const RunningMonth &m) const
    {
        // docs/method.md, "The ledger": FTE = max(min_fte, Sown × fte_owned + Srent × fte_rented).
        const Number fte
                = N::max(m_in.minFte,
                         Number(m.fleet.ownedServers) * m_in.ftePerServerOwned
                                 + Number(m.fleet.rentedServers) * m_in.ftePerServerRented);
        return N::centsOfQuotient(fte * m_in.staffCostPerFteYear * m_staffF[m.year] * m_in.staffFx,
                                  12);
    }

    struct Running
    {
        Component component;
        RunningRule rule;
    };
    /// The components every month m ≥ 1 has, each with its rule.
    static constexpr std::array RunningRules{
        Running{ Component::Rental, &LedgerRules::rental },
        Running{ Component::Power, &LedgerRules::power },
        Running{ Component::Cooling, &LedgerRules::cooling },
        Running{ Component::RackSpace, &LedgerRules::rackSpace },
        Running{ Component::Network, &LedgerRules::network },
        Running{ Component::Staff, &LedgerRules::staff },
        Running{ Component::Maintenance, &LedgerRules::maintenance },
    };

    /// The line items of a running month: every running rule, zero for the other components.
    Month running(const RunningMonth &m) const
    {
        Month month;
        month.fill(m_zero);
        for (const Running &running : RunningRules)
            month[static_cast<size_t>(running.component)] = (this->*running.rule)(m);
        return month;
    }

private:
    static int years(const LedgerInputs<Number> &in) { return in.horizonMonths / 12 + 1; }

    /// Monthly IT energy: (S × base_w + A × idle + L × (tdp − idle) × U) × 730 / 1000; spares
    /// draw nothing.
    Number itEnergyKwh(const FleetMonth &f) const
    {
        return (Number(f.ownedServers) * m_in.platformBaseW
                + Number(f.ownedAccelerators) * m_in.idleW
                + Number(f.loadedAccelerators) * (m_in.tdpW - m_in.idleW) * m_in.utilization)
                * N::kiloHoursPerMonth();
    }

    Number electricityPrice(size_t year) const
    {
        return m_in.electricityPricePerKwh * m_electricityF[year] * m_in.regionFx;
    }

    const LedgerInputs<Number> &m_in;
    Number m_zero;
    bool m_owns;
    bool m_rents;
    std::vector<Number> m_rentalF, m_coloF, m_electricityF, m_staffF, m_acceleratorF, m_platformF;
    Number m_engineerRate;
    Number m_rentalPerServer;
};

/// Every line item of one option, placed: month 0's one-off costs, the running months in
/// runs, and the events of single months.
template <typename Number>
LedgerLines<Number> computeLedgerLines(const LedgerInputs<Number> &in)
{
    using Rules = LedgerRules<Number>;
    using Tranche = typename Rules::Tranche;
    const auto at = [](Component c) { return static_cast<size_t>(c); };
    const Rules rules(in);
    const Number &zero = rules.zero();
    const int horizon = in.horizonMonths;
    LedgerLines<Number> lines;
    lines.horizonMonths = horizon;
    lines.first.fill(zero);

    // Tranches: the increase of the owned fleet in month m is bought in month m − 1.
    std::vector<Tranche> tranches;
    const auto purchase = [&](int month) -> std::optional<Number> {
        const std::optional<Tranche> tranche = rules.tranche(month);
        if (!tranche)
            return std::nullopt;
        tranches.push_back(*tranche);
        return rules.purchase(*tranche);
    };

    lines.first[at(Component::Migration)] = rules.migration();
    if (const std::optional<Number> setup = rules.setup(0))
        lines.first[at(Component::Setup)] = *setup;
    if (const std::optional<Number> bought = purchase(0))
        lines.first[at(Component::Purchase)] = *bought;

    Number maintenanceBase = zero;
    size_t tranchesInBase = 0;
    for (int month = 1; month <= horizon; ++month) {
        const bool sameRun = !lines.runs.empty() && rules.fleetAt(month) == rules.fleetAt(month - 1)
                && (month - 1) / 12 == (month - 2) / 12;
        if (sameRun) {
            lines.runs.back().lastMonth = month;
        } else {
            while (tranchesInBase < tranches.size() && tranches[tranchesInBase].month < month)
                maintenanceBase += tranches[tranchesInBase++].value;
            const size_t year = static_cast<size_t>((month - 1) / 12);
            lines.runs.push_back(
                    { month, month,
                      rules.running({ rules.fleetAt(month), year, maintenanceBase }) });
        }
        if (month < horizon) {
            if (const std::optional<Number> bought = purchase(month))
                lines.events.push_back({ month, Component::Purchase, *bought });
            const std::optional<Number> setup = rules.setup(month);
            if (setup && *setup != zero)
                lines.events.push_back({ month, Component::Setup, *setup });
        }
    }

    if (in.requantizes) {
        const int last = std::min(horizon, static_cast<int>(in.updatesPerMonth.size()) - 1);
        for (int month = 1; month <= last; ++month) {
            const int updates = in.updatesPerMonth[static_cast<size_t>(month)];
            if (updates > 0)
                lines.events.push_back(
                        { month, Component::Requantization, rules.requantization(updates) });
        }
    }
    if (const std::optional<Number> residual = rules.residual(tranches))
        lines.events.push_back({ horizon, Component::Residual, *residual });

    // Totals are sums of rounded line items, so every table adds up to the cent.
    lines.total = zero;
    for (size_t c = 0; c < ComponentCount; ++c) {
        Number sum = lines.first[c];
        for (const auto &run : lines.runs)
            sum += run.lines[c] * Number(run.lastMonth - run.firstMonth + 1);
        lines.totals[c] = sum;
    }
    for (const auto &event : lines.events)
        lines.totals[at(event.component)] += event.amount;
    for (size_t c = 0; c < ComponentCount; ++c)
        lines.total += lines.totals[c];
    return lines;
}

/// The ledger month by month: every line item of every month 0..H and each month's total.
template <typename Number>
Ledger<Number> spreadLedger(const LedgerLines<Number> &lines)
{
    using N = LedgerNumber<Number>;
    const Number zero = N::cents(Number{});
    const auto sum = [&zero](const typename Ledger<Number>::Month &month) {
        Number total = zero;
        for (const Number &amount : month)
            total += amount;
        return total;
    };
    Ledger<Number> ledger;
    const size_t horizon = static_cast<size_t>(lines.horizonMonths);
    ledger.months.reserve(horizon + 1);
    ledger.monthTotals.reserve(horizon + 1);
    ledger.months.push_back(lines.first);
    ledger.monthTotals.push_back(sum(lines.first));
    for (const auto &run : lines.runs) {
        const Number runTotal = sum(run.lines);
        for (int month = run.firstMonth; month <= run.lastMonth; ++month) {
            ledger.months.push_back(run.lines);
            ledger.monthTotals.push_back(runTotal);
        }
    }
    for (const auto &event : lines.events) {
        const size_t month = static_cast<size_t>(event.month);
        ledger.months[month][static_cast<size_t>(event.component)] += event.amount;
        ledger.monthTotals[month] += event.amount;
    }
    ledger.totals = lines.totals;
    ledger.total = lines.total;
    return ledger;
}

template <typename Number>
Ledger<Number> buildLedger(const LedgerInputs<Number> &in)
{
    return spreadLedger(computeLedgerLines(in));
}

} // namespace infertco
