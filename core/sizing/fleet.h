// SPDX-License-Identifier: GPL-3.0-or-later
// Demand over time and the monthly fleet that serves it (docs/method.md, "Demand", v2): the peak of
// each month, the replicas it needs, and the owned and rented servers, accelerators, spares and
// racks of an option in every month 0..H.
#pragma once

#include "model/entities/accelerator.h"
#include "model/entities/colooffer.h"
#include "model/entities/scenario.h"
#include "model/entities/serverplatform.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace infertco {

/// One month of an option's fleet. Month 0 is all zeros (docs/method.md, "Fleet": X(0) = 0).
struct FleetMonth
{
    int replicas = 0; ///< replicas(m) the month's peak needs
    int ownedServers = 0; ///< Sown(m)
    int ownedAccelerators = 0; ///< Aown(m), installed
    int spares = 0; ///< Pown(m)
    int racks = 0; ///< Racks(m)
    int rentedServers = 0; ///< Srent(m)
    int loadedAccelerators = 0; ///< accelerators of the owned part carrying load, for power

    friend bool operator==(const FleetMonth &, const FleetMonth &) = default;
};

/// What the rack count of owned servers depends on (docs/serving.md, "Sizing").
struct RackSpec
{
    int rackUnits = 0; ///< the platform's
    int usableU = 1; ///< the colo offer's
    Decimal rackPowerKw; ///< the colo offer's; 0: no power limit
    Decimal baseW; ///< the platform's
    Decimal tdpW; ///< the accelerator's

    static RackSpec of(const ServerPlatform &platform, const ColoOffer &offer,
                       const Accelerator &accelerator);
};

/// Everything the monthly fleet of one option is formed from, once sizing has fixed the
/// replica (tensor-parallel size and throughput). Values only, so that an analysis can keep it
/// and plan again for another demand or another number of owned servers.
struct FleetPlan
{
    OptionMode mode = OptionMode::Rent;
    int tp = 1;
    double replicaTokensPerS = 0;
    int rentedPerServer = 0; ///< the rental offer's accelerators_per_server (rent, hybrid)
    int minTermMonths = 0; ///< the rental offer's (rent, hybrid)
    int ownedServers = 0; ///< hybrid
    int slots = 0; ///< the platform's (colo, hybrid)
    bool fullyPopulated = false; ///< the platform's
    RackSpec rack; ///< colo, hybrid
    Decimal spareFraction;
};

struct Fleet
{
    bool feasible = false;
    QString reason; ///< why not, when infeasible
    std::vector<FleetMonth> months; ///< months 0..H
    /// The largest monthly values (docs/format.md, "The results JSON of `compute --format json`":
    /// sizing's counts).
    FleetMonth largest;
    int largestServers = 0; ///< max Sown(m) + Srent(m)
    int largestAccelerators = 0; ///< max Aown(m) + Srent(m) × n
    int ownedReplicas = 0; ///< hybrid: C, the replicas the owned servers hold
    /// Rent, hybrid: server-months the minimum term commits after month H (docs/method.md,
    /// "Advice"), not counted in any month's rental; see FleetPlanner::serverMonthsPastHorizon.
    long long rentedServerMonthsPastHorizon = 0;
};

class FleetPlanner
{
    Q_DECLARE_TR_FUNCTIONS(infertco::FleetPlanner)

public:
    /// docs/method.md, "Demand": peak(m) for m = 1..H, exact (index 0 holds zero). A yearly growth
    /// factor (1 + g)^k is carried to 34 significant digits.
    static std::vector<Decimal> peaks(const Workload &workload, int horizonMonths);
    /// Σ peak(m) over months 1..H of peaks() (docs/method.md, "Summary figures": the tokens served
    /// follow it).
    static Decimal peakSum(const std::vector<Decimal> &peaks);
    /// Pmax of docs/serving.md, "Sizing": the largest peak(m) over months 1..H of peaks(); zero
    /// when H < 1.
    static Decimal largestPeak(const std::vector<Decimal> &peaks);
    /// Pmax of `workload` over `horizonMonths`: largestPeak(peaks(workload, horizonMonths)).
    static Decimal largestPeak(const Workload &workload, int horizonMonths);

    /// docs/serving.md, "Sizing": servers for `replicas` replicas of `tp` accelerators on servers
    /// of `n`.
    static long long serversFor(long long replicas, int tp, int n);
    /// docs/serving.md, "Sizing": racks for `servers` servers holding `accelerators` installed
    /// accelerators, by space and, where the rack has a power allowance, by peak power, exactly.
    static long long racksFor(long long servers, long long accelerators, const RackSpec &rack);
    /// docs/method.md, "Fleet" (hybrid): the replicas `ownedServers` servers of `slots` slots hold.
    static long long ownedReplicas(long long ownedServers, int tp, int slots);
    /// docs/method.md, "Advice": the rented server-months committed after month H = need.size() −
    /// 1, with need(j) the month's rented need before the holding rule (need[0] unused). The
    /// holding rule of docs/method.md, "Fleet" carried on past H with no new need: Σ over m = H+1 …
    /// H+T−1 of max{ need(j) : max(1, m − T + 1) ≤ j ≤ H }, T = min_term_months (0 when T < 2).
    static long long serverMonthsPastHorizon(const std::vector<long long> &need, int termMonths);

    /// The monthly fleet of one option for the given monthly peaks; infeasible (with the
    /// reason) when a month needs more than 10^9 servers, accelerators or racks, or when the
    /// owned servers of a hybrid option hold no replica.
    static Fleet plan(const FleetPlan &plan, const std::vector<Decimal> &peaks);
};

/// (1 + c)^k, exact while it has at most 34 significant digits, else rounded half to even to
/// 34 (docs/method.md, "Numbers" asks for at least 30).
Decimal yearlyFactor(const Decimal &change, int years);
/// (1 + c)^(k + 1) from (1 + c)^k = `factor` and 1 + c = `base`, with the same rounding.
Decimal nextYearlyFactor(const Decimal &factor, const Decimal &base);

} // namespace infertco
