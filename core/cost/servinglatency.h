// SPDX-License-Identifier: GPL-3.0-or-later
// docs/serving.md, "The serving simulation" seen from the engine: one replica of an option as the
// simulation's ReplicaModel (from the performance model of docs/serving.md, "Sizing"), its SLO
// capacity and its latency at a load, and the cache of simulations the engine is given so that an
// edit elsewhere re-simulates nothing.
#pragma once

#include "model/accelerator.h"
#include "model/scenario.h"
#include "serving/arrivals.h"
#include "serving/replicamodel.h"
#include "serving/requestlogprofile.h"
#include "serving/simulator.h"
#include "sizing/performancemodel.h"

#include <QCoreApplication>

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace infertco {

/// The `latency` object of docs/serving.md, "Latency at the peak-month load" for one option.
struct Latency
{
    /// Requests per second per replica; unset for a closed-loop run (`simulate --concurrency`).
    std::optional<double> ratePerReplica;
    SimulationResult result; ///< times in seconds
    double sloCapacityTokensPerS = 0; ///< capacity (requests/s) × output_tokens
    /// What the capacity in tokens/s was made from and is divided by to count requests: O, or
    /// Obar with lengths "log" (docs/serving.md, "Request logs").
    double meanOutputTokens = 0;
    std::vector<SweepPoint> sweep; ///< `simulate --sweep` only

    /// The load as a share of the SLO capacity: rate_per_replica / (slo_capacity_tokens_per_s
    /// / O), as the advice reads it (1 is the capacity); unset for a closed loop or a
    /// capacity of 0.
    std::optional<double> shareOfCapacity(double outputTokens) const;
    /// shareOfCapacity() with the mean output tokens the latency was computed with (Obar with
    /// lengths "log"), as the window shows it.
    std::optional<double> shareOfCapacity() const { return shareOfCapacity(meanOutputTokens); }

    /// docs/serving.md, "SLO capacity": above this share of the SLO capacity queues grow steeply;
    /// the advice warns and the views mark the load.
    static constexpr double PeakLoadShare = 0.85;
    /// The P99 time to first token misses the workload's `ttftMs` (never without a target),
    /// as ServingSimulator::ttftHolds decides.
    bool missesTtft(std::optional<double> ttftMs) const;
    /// The P99 time per output token misses the workload's `tpotMs`.
    bool missesTpot(double tpotMs) const;
    /// The load is above PeakLoadShare of the SLO capacity: rate_per_replica > 0.85 ×
    /// slo_capacity_tokens_per_s / O. A capacity of 0 is exceeded by any load; a closed loop
    /// (no rate) or O < 1 never is.
    bool nearCapacity(double outputTokens) const;
    /// nearCapacity() with the mean output tokens the latency was computed with.
    bool nearCapacity() const { return nearCapacity(meanOutputTokens); }
};

/// Simulations cached on exactly what they depend on (docs/serving.md, "Caching": the workload, the
/// accelerator, the scenario's headroom and t. Arrival schedules are drawn once per (seed, N,
/// arrival, burst_cv). Thread-safe; the engine reads it as an input and stays a function of its
/// inputs (a cached result is the result the same call would compute).
class SimulationCache
{
public:
    SimulationCache();
    ~SimulationCache();
    SimulationCache(const SimulationCache &) = delete;
    SimulationCache &operator=(const SimulationCache &) = delete;

    /// The unit arrival times of `workload` (its sim_requests, sim_seed, arrival, burst_cv).
    std::shared_ptr<const ArrivalSchedule> arrivals(const Workload &workload);
    /// The SLO capacity in requests/s of one replica of `tp` accelerators, searched from
    /// `averageTokensPerS` (section 4's replica_tps at that t).
    double capacity(const Workload &workload, const Accelerator &accelerator, double headroom,
                    int tp, const ReplicaModel &replica, double averageTokensPerS);
    /// An open-loop run at `ratePerS` requests/s per replica.
    SimulationResult openLoop(const Workload &workload, const Accelerator &accelerator,
                              double headroom, int tp, const ReplicaModel &replica,
                              double ratePerS);

    /// The P99s at capacity × k / 10 for k = 1 … 10 (ServingSimulator::sweep), each run
    /// through openLoop() so that a repeated sweep simulates nothing.
    std::vector<SweepPoint> sweep(const Workload &workload, const Accelerator &accelerator,
                                  double headroom, int tp, const ReplicaModel &replica,
                                  double capacityPerS);

    /// Simulations run so far (a cache hit runs none): for tests and benchmarks.
    long long simulationsRun() const;

private:
    struct Entry;
    Entry &entry(const Workload &workload, const Accelerator &accelerator, double headroom, int tp);

    mutable std::mutex m_mutex;
    std::vector<std::unique_ptr<Entry>> m_entries;
    struct Schedule;
    std::vector<std::unique_ptr<Schedule>> m_schedules;
    long long m_runs = 0;
};

class ServingLatency
{
    Q_DECLARE_TR_FUNCTIONS(infertco::ServingLatency)

public:
    /// The simulation's constants for one replica (docs/serving.md, "One iteration": W, K, BW, F
    /// from the performance model, KVcap = floor((t × Umem − W) / K), the workload's max_batch,
    /// chunk and iteration overhead, the accelerator's overheads, each ms / 1000.
    static ReplicaModel replicaModel(const ReplicaPerformance &replica, const Workload &workload,
                                     const Accelerator &accelerator);
    /// Why one replica cannot be simulated (a prompt or output of 0 tokens, or KVcap < P + O),
    /// or an empty text when it can.
    static QString whyNotSimulated(const ReplicaModel &replica, const Workload &workload);
    /// The request shape every request has: the workload's P and O, or with lengths "log"
    /// the rows of its request log.
    static RequestShape shape(const Workload &workload);
    /// O, or Obar with lengths "log": what a token rate is divided by to count requests.
    static double meanOutputTokens(const Workload &workload);
    /// N: sim_requests; absent with lengths or arrival "log", max(n, 500) capped at 1,000,000
    /// (docs/serving.md, "Request logs").
    static int simulatedRequests(const Workload &workload);
    /// Whether the workload reads its request log (lengths or arrival "log").
    static bool usesLog(const Workload &workload);
};

} // namespace infertco
