// SPDX-License-Identifier: GPL-3.0-or-later
// The cache of simulations (docs/serving.md, "Caching"): results kept on exactly what a simulation
// reads, so that an edit that changes none of it (a price, a name, the horizon) re-simulates
// nothing, while every options of the same card and workload share one SLO-capacity search.
#pragma once

#include "model/entities/requestlog.h"
#include "serving/arrivals.h"
#include "serving/replicamodel.h"
#include "serving/simulator.h"

#include <QtGlobal>

#include <cstddef>
#include <functional>
#include <list>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace infertco {

/// What draws the unit arrival times: N, and the seed, the process and (bursty) burst_cv, or
/// (arrival "log") the log's rows; a field that is not read is left at its default.
struct ArrivalSpec
{
    int requests = 0;
    quint64 seed = 0;
    ArrivalProcess arrival = ArrivalProcess::Poisson;
    double burstCv = 0;
    std::shared_ptr<const RequestLogRows> log; ///< arrival "log" only
};

/// Everything an open-loop run of one replica reads besides its rate: the replica's constants
/// (from the accelerator's serving factors, the workload's model and the headroom at one t,
/// never a price), the lengths of its requests and the arrivals.
struct SimulationInput
{
    ReplicaModel replica;
    int promptTokens = 0; ///< fixed lengths only (0 with lengths from a log)
    int outputTokens = 0; ///< fixed lengths only (0 with lengths from a log)
    std::shared_ptr<const RequestLogRows> lengths; ///< lengths "log" only
    ArrivalSpec arrivals;

    /// The request shape the simulator reads (it points into `lengths`).
    RequestShape shape() const;
};

/// Simulation results on exactly what the simulation reads (SimulationInput; a capacity also on
/// section 4's replica_tps and the two P99 targets), least recently used first out: at most
/// `maxReplicas` inputs and `maxSchedules` arrival schedules are kept. Thread-safe; a search of
/// one input runs while other inputs are searched on other threads. The engine reads it as an
/// input and stays a function of its inputs: a cached result is the result the same call would
/// compute.
class SimulationCache
{
public:
    static constexpr std::size_t DefaultMaxReplicas = 256;
    static constexpr std::size_t DefaultMaxSchedules = 8;
    /// Open-loop runs kept per input (the peak-month load, a sweep's ten rates, a few more).
    static constexpr std::size_t MaxRunsPerReplica = 32;

    explicit SimulationCache(std::size_t maxReplicas = DefaultMaxReplicas,
                             std::size_t maxSchedules = DefaultMaxSchedules);
    ~SimulationCache();
    SimulationCache(const SimulationCache &) = delete;
    SimulationCache &operator=(const SimulationCache &) = delete;

    /// The unit arrival times `spec` draws.
    std::shared_ptr<const ArrivalSchedule> arrivals(const ArrivalSpec &spec);

    /// The SLO capacity in requests/s of the replica, searched from `averageTokensPerS`
    /// (section 4's replica_tps at its t) with the workload's targets.
    double capacity(const SimulationInput &input, double averageTokensPerS,
                    std::optional<double> ttftMs, double tpotMs);
    /// The same search, stopped (nullopt) as soon as `mayMatter(upper)` is false for a rate
    /// `upper` no capacity the search can still find exceeds: the caller's answer can then not
    /// depend on it. A stopped search is kept and resumed by the next call, so the capacity,
    /// when returned, is the full search's.
    std::optional<double> capacity(const SimulationInput &input, double averageTokensPerS,
                                   std::optional<double> ttftMs, double tpotMs,
                                   const std::function<bool(double upperRate)> &mayMatter);
    /// An open-loop run at `ratePerS` requests/s.
    SimulationResult openLoop(const SimulationInput &input, double ratePerS);
    /// The P99s at capacity × k / 10 for k = 1 … 10 (ServingSimulator::sweep), each run
    /// through openLoop() so that a repeated sweep simulates nothing.
    std::vector<SweepPoint> sweep(const SimulationInput &input, double capacityPerS);

    /// Simulations run so far, for tests and benchmarks: a capacity search counts once each
    /// time it runs (a resumed one again), an open-loop run once; a cache hit runs none.
    long long simulationsRun() const;
    /// Inputs whose results are held now (at most maxReplicas).
    std::size_t replicasHeld() const;

private:
    struct Entry;
    struct Schedule;
    std::shared_ptr<Entry> entry(const SimulationInput &input);
    void counted();

    const std::size_t m_maxReplicas;
    const std::size_t m_maxSchedules;
    mutable std::mutex m_mutex;
    std::list<std::shared_ptr<Entry>> m_entries; ///< most recently used first
    std::list<Schedule> m_schedules; ///< most recently used first
    long long m_runs = 0;
};

} // namespace infertco
