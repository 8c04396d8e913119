// SPDX-License-Identifier: GPL-3.0-or-later
// The month-by-month cost ledger of one option (DESIGN 3.2 and 3.3), written once for any
// number type: the engine runs it on exact Decimal; the benchmark and the Monte Carlo run the
// same code on double.
#pragma once

#include "component.h"
#include "model/enums.h"
#include "money/decimal.h"
#include "sizing/fleet.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace infertco {

/// The operations the ledger needs from its number type, each naming its rounding.
template <typename Number>
struct LedgerNumber;

template <>
struct LedgerNumber<Decimal>
{
    /// 730 hours a month / 1000 W per kW (DESIGN 3.1), exact.
    static const Decimal &kiloHoursPerMonth()
    {
        static const Decimal value = *Decimal::parse(u"0.73");
        return value;
    }
    /// DESIGN 3.1: each monthly line item is rounded half to even to 0.01, once.
    static Decimal cents(const Decimal &value) { return value.rounded(2); }
    static Decimal centsOfQuotient(const Decimal &value, int divisor)
    {
        return Decimal::divide(value, Decimal(divisor), 2);
    }
    static const Decimal &max(const Decimal &a, const Decimal &b) { return Decimal::max(a, b); }
    /// (1 + c)^k for k = 0..years (DESIGN 3.1: at least 30 significant digits).
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
    std::vector<FleetMonth> fleet; ///< months 0..H (DESIGN 3.2)

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

template <typename Number>
LedgerLines<Number> computeLedgerLines(const LedgerInputs<Number> &in)
{
    using N = LedgerNumber<Number>;
    using Month = typename LedgerLines<Number>::Month;
    const auto at = [](Component c) { return static_cast<size_t>(c); };
    // Zero in cents, like every line item, so that sums stay at one scale.
    const Number zero = N::cents(Number{});
    const int horizon = in.horizonMonths;
    const bool owns = ownsHardware(in.mode);
    const bool rents = in.mode != OptionMode::Colo;
    LedgerLines<Number> lines;
    lines.horizonMonths = horizon;
    lines.first.fill(zero);

    const auto fleetAt = [&in](int month) -> const FleetMonth & {
        static const FleetMonth none;
        const size_t m = static_cast<size_t>(month);
        return m < in.fleet.size() ? in.fleet[m] : none;
    };
    // DESIGN 3.2: a price with a yearly change c is price × (1 + c)^floor((m − 1) / 12) in
    // month m ≥ 1, and a tranche bought in month j is priced × (1 + c)^floor(j / 12).
    const int years = horizon / 12 + 1;
    const std::vector<Number> rentalF = N::yearlyFactors(in.rentalPriceChange, years);
    const std::vector<Number> coloF = N::yearlyFactors(in.coloPriceChange, years);
    const std::vector<Number> electricityF = N::yearlyFactors(in.electricityPriceChange, years);
    const std::vector<Number> staffF = N::yearlyFactors(in.staffCostChange, years);
    const std::vector<Number> acceleratorF = N::yearlyFactors(in.acceleratorPriceChange, years);
    const std::vector<Number> platformF = N::yearlyFactors(in.platformPriceChange, years);

    const Number engineerRate = in.engineerDayRate * in.engineerFx;
    const Number rentalPerServer = in.rentalPriceIsHourly
            ? in.rentalPricePerServer * Number(730) * in.rentalFx
            : in.rentalPricePerServer * in.rentalFx;

    // Tranches: the increase of the owned fleet in month m is bought in month m − 1, at
    // value = ΔS × platform.price(j) + (ΔA + ΔP) × acc.price(j), in the reporting currency.
    struct Tranche
    {
        int month; // j, the month it is bought in
        Number value;
    };
    std::vector<Tranche> tranches;
    // One-off costs of month j (purchase, setup) for the fleet that grows in month j + 1.
    const auto oneOffs = [&](int month, Month &into) {
        const FleetMonth &before = fleetAt(month);
        const FleetMonth &after = fleetAt(month + 1);
        Number setup = zero;
        bool anySetup = false;
        if (rents && after.rentedServers > before.rentedServers) {
            setup = Number(after.rentedServers - before.rentedServers) * in.setupFeePerServer
                    * in.rentalFx;
            anySetup = true;
        }
        if (owns) {
            if (after.racks > before.racks) {
                setup += Number(after.racks - before.racks) * in.setupFeePerRack * in.coloFx;
                anySetup = true;
            }
            const int servers = std::max(0, after.ownedServers - before.ownedServers);
            const int cards = std::max(0, after.ownedAccelerators - before.ownedAccelerators)
                    + std::max(0, after.spares - before.spares);
            if (servers > 0 || cards > 0) {
                const size_t year = static_cast<size_t>(month / 12);
                const Number value
                        = Number(servers) * in.platformPrice * platformF[year] * in.platformFx
                        + Number(cards) * in.acceleratorPrice * acceleratorF[year]
                                * in.acceleratorFx;
                tranches.push_back({ month, value });
                into[at(Component::Purchase)]
                        = N::cents(value * (Number(1) + in.purchaseOverheadFraction));
            }
        }
        if (anySetup)
            into[at(Component::Setup)] = N::cents(setup);
    };

    lines.first[at(Component::Migration)] = N::cents(in.migrationDays * engineerRate);
    oneOffs(0, lines.first);

    Number maintenanceBase = zero; // the values of the tranches bought before the month
    size_t tranchesInBase = 0;
    const auto running = [&](int month) {
        Month m;
        m.fill(zero);
        const FleetMonth &f = fleetAt(month);
        const size_t year = static_cast<size_t>((month - 1) / 12);
        const Number ownedServers = Number(f.ownedServers);
        const Number rentedServers = Number(f.rentedServers);
        Number network = zero;
        if (rents && f.rentedServers > 0) {
            m[at(Component::Rental)] = N::cents(rentedServers * rentalPerServer * rentalF[year]);
            network = in.rentalNetworkPerMonth * rentalF[year] * in.rentalFx;
        }
        if (owns) {
            const Number racks = Number(f.racks);
            network += in.coloNetworkPerMonth * coloF[year] * in.coloFx;
            // Monthly IT energy: (S × base_w + A × idle + L × (tdp − idle) × U) × 730 / 1000;
            // spares draw nothing.
            const Number kwh
                    = (ownedServers * in.platformBaseW + Number(f.ownedAccelerators) * in.idleW
                       + Number(f.loadedAccelerators) * (in.tdpW - in.idleW) * in.utilization)
                    * N::kiloHoursPerMonth();
            const Number electricity = in.electricityPricePerKwh * electricityF[year] * in.regionFx;
            switch (in.powerBilling) {
            case PowerBilling::Metered:
                m[at(Component::Power)] = N::cents(kwh * electricity);
                m[at(Component::Cooling)] = N::cents(kwh * (in.pue - Number(1)) * electricity);
                break;
            case PowerBilling::PerKw:
                m[at(Component::Power)] = N::cents(racks * in.rackPowerKw * in.powerPricePerKwMonth
                                                   * coloF[year] * in.coloFx);
                break;
            case PowerBilling::Included:
                break;
            }
            m[at(Component::RackSpace)]
                    = N::cents((racks * in.rackFeePerMonth
                                + ownedServers * Number(in.platformRackUnits) * in.uFeePerMonth)
                               * coloF[year] * in.coloFx);
            while (tranchesInBase < tranches.size() && tranches[tranchesInBase].month < month)
                maintenanceBase += tranches[tranchesInBase++].value;
            m[at(Component::Maintenance)]
                    = N::centsOfQuotient(maintenanceBase * in.maintenanceRateYear, 12);
        }
        m[at(Component::Network)] = N::cents(network);
        // DESIGN 3.3: FTE = max(min_fte, Sown × fte_owned + Srent × fte_rented).
        const Number fte = N::max(in.minFte,
                                  ownedServers * in.ftePerServerOwned
                                          + rentedServers * in.ftePerServerRented);
        m[at(Component::Staff)]
                = N::centsOfQuotient(fte * in.staffCostPerFteYear * staffF[year] * in.staffFx, 12);
        return m;
    };

    for (int month = 1; month <= horizon; ++month) {
        const bool sameRun = !lines.runs.empty() && fleetAt(month) == fleetAt(month - 1)
                && (month - 1) / 12 == (month - 2) / 12;
        if (sameRun)
            lines.runs.back().lastMonth = month;
        else
            lines.runs.push_back({ month, month, running(month) });
        if (month < horizon) {
            Month oneOff;
            oneOff.fill(zero);
            const size_t before = tranches.size();
            oneOffs(month, oneOff);
            const bool bought = tranches.size() > before;
            if (bought)
                lines.events.push_back(
                        { month, Component::Purchase, oneOff[at(Component::Purchase)] });
            if (oneOff[at(Component::Setup)] != zero)
                lines.events.push_back({ month, Component::Setup, oneOff[at(Component::Setup)] });
        }
    }

    if (in.requantizes) {
        const int last = std::min(horizon, static_cast<int>(in.updatesPerMonth.size()) - 1);
        for (int month = 1; month <= last; ++month) {
            const int updates = in.updatesPerMonth[static_cast<size_t>(month)];
            if (updates > 0) // several updates in one month make one line item
                lines.events.push_back(
                        { month, Component::Requantization,
                          N::cents(Number(updates) * in.requantDays * engineerRate) });
        }
    }
    if (owns && horizon > 0) {
        // DESIGN 3.3: the residual share of a tranche of age a is f(a); the sum over the
        // tranches is divided once (by H for the straight line, by 12 for the curve).
        Number numerator = zero;
        int divisor = horizon;
        if (in.residualByYear.empty()) {
            // f(a) = 1 − (1 − residual_fraction) × a / H = (H − (1 − rf) × a) / H.
            for (const Tranche &t : tranches)
                numerator += t.value
                        * (Number(horizon)
                           - (Number(1) - in.residualFraction) * Number(horizon - t.month));
        } else {
            // Through (0, 1), (12, r1), …, (12n, rn), and rn beyond:
            // f(a) = (12 × r_k + (r_{k+1} − r_k) × (a − 12k)) / 12.
            divisor = 12;
            const int n = static_cast<int>(in.residualByYear.size());
            const auto share = [&](int k) {
                return k == 0 ? Number(1) : in.residualByYear[static_cast<size_t>(k - 1)];
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
        lines.events.push_back(
                { horizon, Component::Residual, -N::centsOfQuotient(numerator, divisor) });
    }

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
