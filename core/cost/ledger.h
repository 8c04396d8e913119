// SPDX-License-Identifier: GPL-3.0-or-later
// The month-by-month cost ledger of one option (DESIGN 3.2), written once for any number
// type: the engine runs it on exact Decimal; the benchmark runs the same code on double.
#pragma once

#include "component.h"
#include "model/enums.h"
#include "money/decimal.h"

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
};

template <>
struct LedgerNumber<double>
{
    static double kiloHoursPerMonth() { return 0.73; }
    static double cents(double value) { return std::nearbyint(value * 100.0) / 100.0; }
    static double centsOfQuotient(double value, int divisor) { return cents(value / divisor); }
    static double max(double a, double b) { return a < b ? b : a; }
};

/// Everything one option's ledger is computed from, each figure in its own currency with
/// the rate that converts it to the reporting currency beside it.
template <typename Number>
struct LedgerInputs
{
    OptionMode mode = OptionMode::Rent;
    int horizonMonths = 36;
    int servers = 0;
    int accelerators = 0;
    int spares = 0;
    int racks = 0;

    Number acceleratorPrice{}, acceleratorFx{};
    Number tdpW{}, idleW{};
    Number platformPrice{}, platformFx{};
    int platformRackUnits = 0;
    Number platformBaseW{};
    Number utilization{};

    Number offerFx{};
    Number networkPerMonth{};
    // rent
    Number rentalPricePerServer{}; ///< per month, or per hour when rentalPriceIsHourly
    bool rentalPriceIsHourly = false;
    Number setupFeePerServer{};
    // colo
    Number setupFeePerRack{}, rackFeePerMonth{}, uFeePerMonth{};
    Number rackPowerKw{}, powerPricePerKwMonth{};
    PowerBilling powerBilling = PowerBilling::Metered;

    Number regionFx{};
    Number electricityPricePerKwh{};
    Number pue{}; ///< the offer's, else the region's
    Number staffCostPerFteYear{};
    Number ftePerServer{}, minFte{}; ///< owned or rented figures, per mode

    Number engineerDayRate{}, engineerFx{};
    Number migrationDays{}, requantDays{};
    bool requantizes = false;
    std::vector<int> updatesPerMonth; ///< model updates falling in each month 0..H

    Number purchaseOverheadFraction{}, maintenanceRateYear{}, residualFraction{};
};

/// The same inputs in another number type (the benchmark's and the Monte Carlo's double).
template <typename To, typename From, typename Convert>
LedgerInputs<To> convertInputs(const LedgerInputs<From> &in, Convert convert)
{
    LedgerInputs<To> out;
    out.mode = in.mode;
    out.horizonMonths = in.horizonMonths;
    out.servers = in.servers;
    out.accelerators = in.accelerators;
    out.spares = in.spares;
    out.racks = in.racks;
    out.acceleratorPrice = convert(in.acceleratorPrice);
    out.acceleratorFx = convert(in.acceleratorFx);
    out.tdpW = convert(in.tdpW);
    out.idleW = convert(in.idleW);
    out.platformPrice = convert(in.platformPrice);
    out.platformFx = convert(in.platformFx);
    out.platformRackUnits = in.platformRackUnits;
    out.platformBaseW = convert(in.platformBaseW);
    out.utilization = convert(in.utilization);
    out.offerFx = convert(in.offerFx);
    out.networkPerMonth = convert(in.networkPerMonth);
    out.rentalPricePerServer = convert(in.rentalPricePerServer);
    out.rentalPriceIsHourly = in.rentalPriceIsHourly;
    out.setupFeePerServer = convert(in.setupFeePerServer);
    out.setupFeePerRack = convert(in.setupFeePerRack);
    out.rackFeePerMonth = convert(in.rackFeePerMonth);
    out.uFeePerMonth = convert(in.uFeePerMonth);
    out.rackPowerKw = convert(in.rackPowerKw);
    out.powerPricePerKwMonth = convert(in.powerPricePerKwMonth);
    out.powerBilling = in.powerBilling;
    out.regionFx = convert(in.regionFx);
    out.electricityPricePerKwh = convert(in.electricityPricePerKwh);
    out.pue = convert(in.pue);
    out.staffCostPerFteYear = convert(in.staffCostPerFteYear);
    out.ftePerServer = convert(in.ftePerServer);
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
    return out;
}

/// One option's line items in compact form: month 0, the line items every month 1..H
/// shares, and the events of single months (requantization, residual). All the arithmetic
/// of the ledger happens here; Ledger spreads it out month by month.
template <typename Number>
struct LedgerLines
{
    using Month = std::array<Number, ComponentCount>;
    struct Event
    {
        int month;
        Component component;
        Number amount;
    };
    int horizonMonths = 0;
    Month first{}; ///< month 0: one-off costs
    Month running{}; ///< each of months 1..H before events
    std::vector<Event> events;
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
    const auto at = [](Component c) { return static_cast<size_t>(c); };
    // Zero in cents, like every line item, so that sums stay at one scale.
    const Number zero = N::cents(Number{});
    LedgerLines<Number> lines;
    lines.horizonMonths = in.horizonMonths;
    auto &first = lines.first;
    auto &running = lines.running;
    first.fill(zero);
    running.fill(zero);

    const Number servers = Number(in.servers);
    const Number engineerRate = in.engineerDayRate * in.engineerFx;
    first[at(Component::Migration)] = N::cents(in.migrationDays * engineerRate);
    running[at(Component::Network)] = N::cents(in.networkPerMonth * in.offerFx);
    // DESIGN 3.2: staff = max(min_fte, S × fte_per_server) × cost per FTE-year / 12.
    const Number fte = N::max(in.minFte, servers * in.ftePerServer);
    running[at(Component::Staff)]
            = N::centsOfQuotient(fte * in.staffCostPerFteYear * in.regionFx, 12);

    Number hardware = zero;
    if (in.mode == OptionMode::Rent) {
        first[at(Component::Setup)] = N::cents(servers * in.setupFeePerServer * in.offerFx);
        running[at(Component::Rental)] = in.rentalPriceIsHourly
                ? N::cents(servers * in.rentalPricePerServer * Number(730) * in.offerFx)
                : N::cents(servers * in.rentalPricePerServer * in.offerFx);
    } else {
        const Number racks = Number(in.racks);
        // Hardware value in the reporting currency, exact: platforms plus cards and spares.
        hardware = servers * in.platformPrice * in.platformFx
                + Number(in.accelerators + in.spares) * in.acceleratorPrice * in.acceleratorFx;
        first[at(Component::Purchase)]
                = N::cents(hardware * (Number(1) + in.purchaseOverheadFraction));
        first[at(Component::Setup)] = N::cents(racks * in.setupFeePerRack * in.offerFx);

        // Monthly IT energy: (S × base_w + A × (idle + (tdp − idle) × U)) × 730 / 1000.
        const Number kwh
                = (servers * in.platformBaseW
                   + Number(in.accelerators) * (in.idleW + (in.tdpW - in.idleW) * in.utilization))
                * N::kiloHoursPerMonth();
        switch (in.powerBilling) {
        case PowerBilling::Metered:
            running[at(Component::Power)] = N::cents(kwh * in.electricityPricePerKwh * in.regionFx);
            running[at(Component::Cooling)] = N::cents(kwh * (in.pue - Number(1))
                                                       * in.electricityPricePerKwh * in.regionFx);
            break;
        case PowerBilling::PerKw:
            running[at(Component::Power)]
                    = N::cents(racks * in.rackPowerKw * in.powerPricePerKwMonth * in.offerFx);
            break;
        case PowerBilling::Included:
            break;
        }
        running[at(Component::RackSpace)]
                = N::cents((racks * in.rackFeePerMonth
                            + servers * Number(in.platformRackUnits) * in.uFeePerMonth)
                           * in.offerFx);
        running[at(Component::Maintenance)]
                = N::centsOfQuotient(hardware * in.maintenanceRateYear, 12);
    }

    const int horizon = in.horizonMonths;
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
    if (in.mode == OptionMode::Colo && horizon > 0) // DESIGN 3.2: residual is credited in month H
        lines.events.push_back(
                { horizon, Component::Residual, N::cents(-(hardware * in.residualFraction)) });

    // Totals are sums of rounded line items, so every table adds up to the cent; months
    // 1..H share their line items, so their sum is H times one month, exactly.
    const Number months = Number(horizon);
    lines.total = zero;
    for (size_t c = 0; c < ComponentCount; ++c) {
        lines.totals[c] = first[c] + running[c] * months;
        lines.total += lines.totals[c];
    }
    for (const auto &event : lines.events) {
        lines.totals[at(event.component)] += event.amount;
        lines.total += event.amount;
    }
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
    const Number runningTotal = sum(lines.running);
    ledger.months.reserve(horizon + 1);
    ledger.monthTotals.reserve(horizon + 1);
    ledger.months.push_back(lines.first);
    ledger.monthTotals.push_back(sum(lines.first));
    for (size_t month = 1; month <= horizon; ++month) {
        ledger.months.push_back(lines.running);
        ledger.monthTotals.push_back(runningTotal);
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
