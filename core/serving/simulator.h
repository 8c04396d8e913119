// SPDX-License-Identifier: GPL-3.0-or-later
// The discrete-event simulation of one replica under continuous batching (docs/serving.md, "One
// iteration", "Statistics" and "SLO capacity"): latency percentiles and the largest rate at which
// the P99 targets hold. Deterministic: the same inputs give the same bits.
#pragma once

#include "model/entities/requestlog.h"
#include "serving/arrivals.h"
#include "serving/replicamodel.h"

#include <functional>
#include <optional>
#include <vector>

namespace infertco {

/// Nearest-rank percentiles, in seconds.
struct Percentiles
{
    double p50 = 0;
    double p90 = 0;
    double p99 = 0;
};

struct SimulationResult
{
    Percentiles ttft; ///< time to first token
    Percentiles tpot; ///< time per output token after the first
    Percentiles e2e; ///< end to end
    double tokensPerS = 0; ///< N × O / τ_end, warm-up included
    double meanBatch = 0; ///< mean running-list length after admission, over iterations
    double endTime = 0; ///< τ_end, the last finish, seconds
    long long iterations = 0; ///< clock jumps to the next arrival are not iterations
};

/// Every request has the workload's prompt P and output O tokens; with `log` set (lengths
/// "log", docs/serving.md "Request logs") request i has those of the log's row i mod n
/// instead, and P and O are not read.
struct RequestShape
{
    int promptTokens = 0;
    int outputTokens = 0;
    const RequestLogRows *log = nullptr;

    /// The mean output tokens of a request: O, or the log's Obar.
    double meanOutputTokens() const
    {
        return log ? log->meanOutput() : static_cast<double>(outputTokens);
    }
};

/// One request's times, seconds (the request overhead q included in ttft and e2e).
struct RequestTimes
{
    double arrival = 0;
    double ttft = 0;
    double tpot = 0;
    double e2e = 0;
};

/// A whole run: every request in arrival order (warm-up included) and the run's totals.
struct SimulationTrace
{
    std::vector<RequestTimes> requests;
    double endTime = 0;
    long long batchSum = 0; ///< Σ over iterations of the running-list length after admission
    long long iterations = 0;
    /// Set by a run judged on its targets (ServingSimulator::holdsAt) that stopped once a P99
    /// target could no longer hold; the times after that request are not filled.
    bool targetsMissed = false;
};

/// One point of the latency-against-load sweep: the P99s at rate = capacity × k / 10.
struct SweepPoint
{
    double load = 0; ///< k / 10
    double ratePerS = 0;
    double ttftP99 = 0; ///< seconds
    double tpotP99 = 0; ///< seconds
};

/// Every function requires P ≥ 1, O ≥ 1, KVcap ≥ P + O (with a log: KVcap ≥ its longest
/// request), max_batch ≥ 1, a chunk ≥ 1,
/// BW > 0, F > 0, at least one request, a rate > 0 and a concurrency ≥ 1; it throws
/// std::invalid_argument otherwise (a caller's error: the simulation could not end).
class ServingSimulator
{
public:
    /// Requests 0 … N − 1 arrive at a_i = S_i / ratePerS (N = the schedule's size).
    static SimulationResult openLoop(const ReplicaModel &replica, RequestShape shape,
                                     const ArrivalSchedule &schedule, double ratePerS);
    /// `requests` requests, `concurrency` of them in the system at once (docs/serving.md,
    /// "One iteration"): no random numbers.
    static SimulationResult closedLoop(const ReplicaModel &replica, RequestShape shape,
                                       int requests, int concurrency);

    /// The same runs with every request's times, for analyses beyond the percentiles.
    static SimulationTrace openLoopTrace(const ReplicaModel &replica, RequestShape shape,
                                         const ArrivalSchedule &schedule, double ratePerS);
    static SimulationTrace closedLoopTrace(const ReplicaModel &replica, RequestShape shape,
                                           int requests, int concurrency);
    /// docs/serving.md, "Statistics" of a trace: percentiles over the requests after the first
    /// ceil(N / 10); throughput and mean batch over the whole run.
    static SimulationResult summarize(const SimulationTrace &trace, RequestShape shape);

    /// The nearest-rank percentile p of `values`: the value of rank ceil(p × n) in ascending
    /// order. Reorders `values`; 0 for an empty list.
    static double percentile(std::vector<double> &values, double p);

    /// A target holds when the P99 in seconds is ≤ the target in ms / 1000; an unset TTFT
    /// target always holds.
    static bool targetsHold(const SimulationResult &result, std::optional<double> ttftMs,
                            double tpotMs);
    /// The P99 time to first token is within `ttftMs` (targetsHold's rule); no target holds.
    static bool ttftHolds(const SimulationResult &result, std::optional<double> ttftMs);
    /// The P99 time per output token is within `tpotMs` (targetsHold's rule).
    static bool tpotHolds(const SimulationResult &result, double tpotMs);

    /// targetsHold(openLoop(…), ttftMs, tpotMs), the same answer for every input, but the run
    /// stops as soon as more requests after the warm-up miss a target than its P99 allows (an
    /// overloaded replica is judged early).
    static bool holdsAt(const ReplicaModel &replica, RequestShape shape,
                        const ArrivalSchedule &schedule, double ratePerS,
                        std::optional<double> ttftMs, double tpotMs);

    /// docs/serving.md, "SLO capacity" SLO capacity in requests/s: hi = 2 × replicaTokensPerS / O
    /// (with a log: Obar), lo = 0; hi if the targets hold at hi, else lo after 20 bisection steps.
    /// 0 when replicaTokensPerS is not above 0.
    static double sloCapacity(const ReplicaModel &replica, RequestShape shape,
                              const ArrivalSchedule &schedule, double replicaTokensPerS,
                              std::optional<double> ttftMs, double tpotMs);

    /// The P99s at rate = capacity × k / 10 for k = 1 … 10 (`--sweep`); empty when the
    /// capacity is not above 0.
    static std::vector<SweepPoint> sweep(const ReplicaModel &replica, RequestShape shape,
                                         const ArrivalSchedule &schedule, double capacityPerS);
    /// The same sweep with the run at each rate made by `runAt` (through a cache, say).
    static std::vector<SweepPoint>
    sweep(double capacityPerS, const std::function<SimulationResult(double ratePerS)> &runAt);
};

/// The SLO-capacity search of docs/serving.md, "SLO capacity", one simulation at a time, so that a
/// caller can stop it while its answer cannot matter and resume it later with the same result:
/// hi = 2 × replica_tps / O, lo = 0; the capacity is hi if the targets hold at hi, else lo
/// after 20 bisection steps. The capacity is never above upperBound().
class CapacitySearch
{
public:
    static constexpr int Steps = 20;

    /// A search from section 4's replica_tps; done at once with a capacity of 0 when that is
    /// not above 0.
    CapacitySearch(double replicaTokensPerS, double meanOutputTokens);

    bool done() const { return m_done; }
    /// The capacity in requests/s once done().
    double capacity() const { return m_capacity; }
    /// No capacity the search can still find is above this rate (the capacity once done).
    double upperBound() const;
    /// Runs the next simulation: `holds(rate)` says whether the targets hold at that rate.
    void step(const std::function<bool(double)> &holds);

private:
    double m_lo = 0;
    double m_hi = 0;
    int m_steps = 0;
    bool m_hiChecked = false;
    bool m_done = false;
    double m_capacity = 0;
};

} // namespace infertco
