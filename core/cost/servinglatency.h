// SPDX-License-Identifier: GPL-3.0-or-later
// docs/serving.md, "The serving simulation" seen from the engine: one replica of an option as the
// simulation's ReplicaModel (from the performance model of docs/serving.md, "Sizing"), its SLO
// capacity and its latency at a load, and what the cache of simulations (serving/simulationcache.h)
// is keyed on.
#pragma once

#include "model/entities/accelerator.h"
#include "model/entities/scenario.h"
#include "serving/arrivals.h"
#include "serving/replicamodel.h"
#include "serving/requestlogprofile.h"
#include "serving/simulationcache.h"
#include "serving/simulator.h"
#include "sizing/performancemodel.h"

#include <QCoreApplication>

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
    /// What draws the workload's unit arrival times (its sim_requests, and sim_seed, arrival and
    /// burst_cv, or with arrival "log" the log's rows), each field only where it is read.
    static ArrivalSpec arrivalSpec(const Workload &workload);
    /// Everything an open-loop run of `replica` reads for `workload`: the cache's key.
    static SimulationInput simulationInput(const ReplicaModel &replica, const Workload &workload);
    /// Whether the workload reads its request log (lengths or arrival "log").
    static bool usesLog(const Workload &workload);
};

} // namespace infertco
