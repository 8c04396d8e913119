// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet.h"

#include "sizing.h"

#include <algorithm>
#include <cmath>
#include <deque>

namespace infertco {

namespace {

constexpr int FactorDigits = 34;
constexpr int MaxFactorScale = 36;

// Far above the count limit and far below the 64-bit edge: products of counts saturate here.
constexpr long long Saturated = 4000000000000000000LL;

long long saturatedProduct(long long a, long long b)
{
    long long product = 0;
    if (__builtin_mul_overflow(a, b, &product) || product > Saturated)
        return Saturated;
    return product;
}

long long saturatedSum(long long a, long long b)
{
    return std::min(Saturated, a + b); // both ≤ Saturated, so the sum fits
}

// Srent(m) = max{ need(j) : max(1, m − T + 1) ≤ j ≤ m } for every m, with a monotone deque.
std::vector<long long> heldForTerm(const std::vector<long long> &need, int termMonths)
{
    const size_t term = static_cast<size_t>(std::max(1, termMonths));
    std::vector<long long> held(need.size(), 0);
    std::deque<size_t> window; // months whose need may still be the window's largest
    for (size_t m = 1; m < need.size(); ++m) {
        while (!window.empty() && need[window.back()] <= need[m])
            window.pop_back();
        window.push_back(m);
        while (window.front() + term <= m)
            window.pop_front();
        held[m] = need[window.front()];
    }
    return held;
}

} // namespace

Decimal nextYearlyFactor(const Decimal &factor, const Decimal &base)
{
    // The digits of the mantissa, counted against 10^34 without forming its text.
    static const Decimal::Mantissa limit = [] {
        Decimal::Mantissa value = 1;
        for (int i = 0; i < FactorDigits; ++i)
            value *= 10;
        return value;
    }();
    Decimal next = (factor * base).normalized();
    Decimal::Mantissa mantissa = next.mantissa();
    if (mantissa < 0)
        mantissa = -mantissa;
    int excess = 0;
    while (mantissa >= limit) {
        mantissa /= 10;
        ++excess;
    }
    // At most 36 decimal places as well, like the discount factors: a steep fall over many
    // years ((10^-6)^k) would otherwise grow its scale by 6 a year until a product with a
    // price no longer fits exact arithmetic. What is cut is below 10^-36 of the price.
    const int scale = std::min(next.scale() - excess, MaxFactorScale);
    if (scale < next.scale())
        next = next.rounded(std::max(0, scale)).normalized();
    return next;
}

Decimal yearlyFactor(const Decimal &change, int years)
{
    const Decimal base = Decimal(1) + change;
    Decimal factor(1);
    for (int k = 0; k < years; ++k)
        factor = nextYearlyFactor(factor, base);
    return factor;
}

std::vector<Decimal> FleetPlanner::peaks(const Workload &workload, int horizonMonths)
{
    std::vector<Decimal> peaks(static_cast<size_t>(std::max(0, horizonMonths)) + 1);
    if (!workload.demand.isEmpty()) {
        // docs/method.md, "Demand": the step with the largest from_month ≤ m.
        qsizetype step = 0;
        for (int m = 1; m <= horizonMonths; ++m) {
            while (step + 1 < workload.demand.size() && workload.demand.at(step + 1).fromMonth <= m)
                ++step;
            peaks[static_cast<size_t>(m)] = workload.demand.at(step).peakOutputTokensPerS;
        }
        return peaks;
    }
    const Decimal growth = workload.demandGrowthYear.value_or(Decimal());
    const Decimal base = Decimal(1) + growth;
    Decimal factor(1);
    Decimal yearPeak = workload.peakOutputTokensPerS;
    for (int m = 1; m <= horizonMonths; ++m) {
        if (m > 1 && (m - 1) % 12 == 0 && !growth.isZero()) {
            factor = nextYearlyFactor(factor, base);
            yearPeak = workload.peakOutputTokensPerS * factor;
        }
        peaks[static_cast<size_t>(m)] = yearPeak;
    }
    return peaks;
}

Decimal FleetPlanner::peakSum(const std::vector<Decimal> &peaks)
{
    Decimal sum;
    for (size_t m = 1; m < peaks.size(); ++m)
        sum += peaks[m];
    return sum;
}

Decimal FleetPlanner::largestPeak(const std::vector<Decimal> &peaks)
{
    if (peaks.size() < 2)
        return Decimal();
    return *std::max_element(peaks.begin() + 1, peaks.end());
}

Decimal FleetPlanner::largestPeak(const Workload &workload, int horizonMonths)
{
    return largestPeak(peaks(workload, horizonMonths));
}

long long FleetPlanner::serversFor(long long replicas, int tp, int n)
{
    if (replicas <= 0 || n <= 0)
        return 0;
    if (tp <= n) {
        const long long perServer = n / tp;
        return (replicas + perServer - 1) / perServer;
    }
    return saturatedProduct(replicas, (tp + n - 1) / n);
}

RackSpec RackSpec::of(const ServerPlatform &platform, const ColoOffer &offer,
                      const Accelerator &accelerator)
{
    return { platform.rackUnits, offer.usableU, offer.rackPowerKw,
             platform.baseW.value_or(Decimal()), accelerator.tdpW };
}

long long FleetPlanner::racksFor(long long servers, long long accelerators, const RackSpec &rack)
{
    if (servers <= 0 || rack.usableU <= 0)
        return 0;
    const long long units = saturatedProduct(servers, rack.rackUnits);
    long long racks = (units + rack.usableU - 1) / rack.usableU;
    if (rack.rackPowerKw.isPositive()) {
        const Decimal peakW = Decimal(servers) * rack.baseW + Decimal(accelerators) * rack.tdpW;
        const Decimal byPower = Decimal::divide(peakW, rack.rackPowerKw * Decimal(1000), 0,
                                                RoundingMode::Ceiling);
        racks = std::max(racks, byPower.toInteger(RoundingMode::Ceiling));
    }
    return racks;
}

long long FleetPlanner::ownedReplicas(long long ownedServers, int tp, int slots)
{
    if (tp <= slots)
        return saturatedProduct(ownedServers, slots / tp);
    return ownedServers / ((tp + slots - 1) / slots);
}

long long FleetPlanner::serverMonthsPastHorizon(const std::vector<long long> &need, int termMonths)
{
    const long long horizon = static_cast<long long>(need.size()) - 1;
    if (termMonths < 2 || horizon < 1)
        return 0;
    const long long term = termMonths;
    // For m ≤ T the window starts at month 1; after that at m − T + 1 = H − T + 2 … H, one
    // month each, so the sum runs over suffix maxima of need.
    long long total = 0;
    long long largest = 0; // max need(j) for j from the window's start through H
    const long long firstStart = std::max(2LL, horizon - term + 2);
    for (long long j = horizon; j >= 1; --j) {
        largest = std::max(largest, need[static_cast<size_t>(j)]);
        if (j >= firstStart)
            total = saturatedSum(total, largest);
    }
    // Months H+1 … min(T, H+T−1) hold the largest need of all months 1..H.
    const long long fromStart = std::max(0LL, term - horizon);
    return saturatedSum(total, saturatedProduct(fromStart, largest));
}

Fleet FleetPlanner::plan(const FleetPlan &plan, const std::vector<Decimal> &peaks)
{
    Fleet fleet;
    const size_t months = peaks.size();
    const bool owns = ownsHardware(plan.mode);
    const int slots = plan.slots;
    const bool fullyPopulated = plan.fullyPopulated;

    // replicas(m) = ceil(peak(m) / replica_tps), peak(m) as a double (docs/method.md, "Fleet").
    std::vector<long long> replicas(months, 0);
    double peak = 0; // peak(m) as a double, converted once per distinct value (runs of months)
    for (size_t m = 1; m < months; ++m) {
        if (m == 1 || !(peaks[m] == peaks[m - 1]))
            peak = peaks[m].toDouble();
        const double needed = std::ceil(peak / plan.replicaTokensPerS);
        replicas[m] = needed < double(Saturated) ? std::max(1LL, static_cast<long long>(needed))
                                                 : Saturated;
    }

    long long ownedCapacity = 0; // C, hybrid
    if (plan.mode == OptionMode::Hybrid) {
        ownedCapacity = ownedReplicas(plan.ownedServers, plan.tp, slots);
        if (ownedCapacity == 0) {
            fleet.reason = tr("%n owned server(s) of %1 slots cannot hold one replica of %2 "
                              "accelerators; own more servers",
                              nullptr, plan.ownedServers)
                                   .arg(slots)
                                   .arg(plan.tp);
            return fleet;
        }
        fleet.ownedReplicas = static_cast<int>(std::min<long long>(ownedCapacity, Sizer::MaxCount));
    }

    // The rented servers each month needs, then held for the minimum term.
    std::vector<long long> rentedNeed(months, 0);
    if (plan.mode != OptionMode::Colo) {
        for (size_t m = 1; m < months; ++m) {
            const long long rest = std::max(0LL, replicas[m] - ownedCapacity);
            rentedNeed[m] = serversFor(rest, plan.tp, plan.rentedPerServer);
        }
    }
    const std::vector<long long> rented = heldForTerm(rentedNeed, plan.minTermMonths);

    const auto tooMany = [&fleet](const QString &what, long long count, int month) {
        fleet.reason = tr("in month %1 it would need %2 %3, more than the 1,000,000,000 a plan "
                          "can hold; check the demand and the per-token target")
                               .arg(month)
                               .arg(count)
                               .arg(what);
        return fleet;
    };

    fleet.months.resize(months);
    long long ownedReplicasSoFar = 0; // Rown(m) for colo
    // Spares and racks depend on the owned servers and accelerators alone, which stay the same
    // for runs of months: each run computes them once.
    long long lastServers = -1;
    long long lastAccelerators = -1;
    long long lastSpares = 0;
    long long lastRacks = 0;
    for (size_t m = 1; m < months; ++m) {
        long long ownedServers = 0;
        long long ownedAccelerators = 0;
        long long loaded = 0;
        if (plan.mode == OptionMode::Colo) {
            ownedReplicasSoFar = std::max(ownedReplicasSoFar, replicas[m]);
            ownedServers = serversFor(ownedReplicasSoFar, plan.tp, slots);
            ownedAccelerators = fullyPopulated ? saturatedProduct(ownedServers, slots)
                                               : saturatedProduct(ownedReplicasSoFar, plan.tp);
            loaded = saturatedProduct(replicas[m], plan.tp);
        } else if (plan.mode == OptionMode::Hybrid) {
            ownedServers = plan.ownedServers;
            ownedAccelerators = fullyPopulated ? saturatedProduct(ownedServers, slots)
                                               : saturatedProduct(ownedCapacity, plan.tp);
            loaded = saturatedProduct(std::min(replicas[m], ownedCapacity), plan.tp);
        }
        long long spares = 0;
        long long racks = 0;
        if (owns && (ownedServers != lastServers || ownedAccelerators != lastAccelerators)) {
            // docs/method.md, "Fleet": P = ceil(A × spare_fraction), exact.
            lastSpares = ownedAccelerators >= Saturated
                    ? Saturated
                    : (Decimal(ownedAccelerators) * plan.spareFraction)
                              .toInteger(RoundingMode::Ceiling);
            lastRacks = racksFor(ownedServers, ownedAccelerators, plan.rack);
            lastServers = ownedServers;
            lastAccelerators = ownedAccelerators;
        }
        if (owns) {
            spares = lastSpares;
            racks = lastRacks;
        }
        const long long servers = saturatedSum(ownedServers, rented[m]);
        const long long accelerators
                = saturatedSum(saturatedSum(ownedAccelerators, spares),
                               saturatedProduct(rented[m], plan.rentedPerServer));
        const int month = static_cast<int>(m);
        if (servers > Sizer::MaxCount)
            return tooMany(tr("servers"), servers, month);
        if (accelerators > Sizer::MaxCount)
            return tooMany(tr("accelerators with spares"), accelerators, month);
        if (racks > Sizer::MaxCount)
            return tooMany(tr("racks"), racks, month);
        if (replicas[m] > Sizer::MaxCount)
            return tooMany(tr("replicas"), replicas[m], month);

        // Every count is now at most 10^9, so each fits an int.
        FleetMonth &f = fleet.months[m];
        f.replicas = static_cast<int>(replicas[m]);
        f.ownedServers = static_cast<int>(ownedServers);
        f.ownedAccelerators = static_cast<int>(ownedAccelerators);
        f.spares = static_cast<int>(spares);
        f.racks = static_cast<int>(racks);
        f.rentedServers = static_cast<int>(rented[m]);
        f.loadedAccelerators = static_cast<int>(std::min<long long>(loaded, ownedAccelerators));

        FleetMonth &top = fleet.largest;
        top.replicas = std::max(top.replicas, f.replicas);
        top.ownedServers = std::max(top.ownedServers, f.ownedServers);
        top.ownedAccelerators = std::max(top.ownedAccelerators, f.ownedAccelerators);
        top.spares = std::max(top.spares, f.spares);
        top.racks = std::max(top.racks, f.racks);
        top.rentedServers = std::max(top.rentedServers, f.rentedServers);
        top.loadedAccelerators = std::max(top.loadedAccelerators, f.loadedAccelerators);
        fleet.largestServers = std::max(fleet.largestServers, f.ownedServers + f.rentedServers);
        // At most 10^9: accelerators with spares passed the limit above.
        fleet.largestAccelerators
                = std::max(fleet.largestAccelerators,
                           static_cast<int>(ownedAccelerators + rented[m] * plan.rentedPerServer));
    }
    fleet.rentedServerMonthsPastHorizon = serverMonthsPastHorizon(rentedNeed, plan.minTermMonths);
    fleet.feasible = true;
    return fleet;
}

} // namespace infertco
