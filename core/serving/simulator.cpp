// SPDX-License-Identifier: GPL-3.0-or-later
// Compiled with -ffp-contract=off (core/CMakeLists.txt): no fused multiply-add, so every
// platform gets the same bits (docs/serving.md, "One iteration", step 4).
#include "serving/simulator.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <stdexcept>
#include <utility>

namespace infertco {

namespace {

// docs/serving.md, "One iteration": an iteration's time, left to right: the roofline step
// max(bytes / BW, FLOPs / F) over `contextTokens` of KV and `tokens` computed, then the
// iteration's overhead and each running sequence's, then (at t > 1) the all-reduces.
double iterationTime(const ReplicaModel &replica, long long contextTokens, long long tokens,
                     long long running)
{
    const double bytes
            = replica.weightsBytes + replica.kvBytesPerToken * static_cast<double>(contextTokens);
    const double flops = 2.0 * replica.paramsB * 1e9 * static_cast<double>(tokens);
    // The all-reduce terms come last: with the card's at 0 they add +0 and the time keeps the
    // bits of the version 3 formula.
    return std::max(bytes / replica.bandwidth, flops / replica.flops) + replica.iterationOverheadS
            + replica.sequenceOverheadS * static_cast<double>(running) + replica.allreduceS
            + replica.allreduceTokenS * static_cast<double>(tokens);
}

void requireRunnable(const ReplicaModel &replica, RequestShape shape, int requests)
{
    if (shape.log) {
        if (shape.log->size() < 1)
            throw std::invalid_argument("serving simulation: the request log has no row");
        // Rows hold lengths of at least 1 (validated); the longest must fit.
        if (replica.kvCapacityTokens < shape.log->longestContext())
            throw std::invalid_argument("serving simulation: the KV cache holds no request");
    } else {
        if (shape.promptTokens < 1 || shape.outputTokens < 1)
            throw std::invalid_argument("serving simulation: prompt and output need a token each");
        if (replica.kvCapacityTokens
            < static_cast<long long>(shape.promptTokens) + shape.outputTokens)
            throw std::invalid_argument("serving simulation: the KV cache holds no request");
    }
    if (replica.maxBatch < 1 || replica.prefillChunkTokens < 1)
        throw std::invalid_argument("serving simulation: max_batch and the chunk must be >= 1");
    if (!(replica.bandwidth > 0) || !(replica.flops > 0))
        throw std::invalid_argument("serving simulation: bandwidth and FLOP/s must be > 0");
    if (requests < 1)
        throw std::invalid_argument("serving simulation: no request");
}

/// The P99 targets a run is judged on, for a run that may stop as soon as they are missed
/// (ServingSimulator::holdsAt). The P99 of n values is the value of rank ceil(0.99 × n), so a
/// target is missed exactly when more than n − rank of the values after the warm-up exceed it.
struct TargetWatch
{
    int warmUp = 0; ///< ceil(N / 10): requests before it are not judged
    long long allowed = 0; ///< n − rank: values above a target that still let it hold
    bool ttftSet = false;
    double ttftLimit = 0; ///< ttft_ms / 1000, as ServingSimulator::ttftHolds reads it
    double tpotLimit = 0; ///< tpot_ms / 1000, as ServingSimulator::tpotHolds reads it
    mutable long long ttftMissed = 0;
    mutable long long tpotMissed = 0;

    /// Counts a first token; true when the TTFT target can no longer hold.
    bool missesTtft(int request, double ttft) const
    {
        return ttftSet && request >= warmUp && !(ttft <= ttftLimit) && ++ttftMissed > allowed;
    }
    /// Counts a finish; true when the TPOT target can no longer hold.
    bool missesTpot(int request, double tpot) const
    {
        return request >= warmUp && !(tpot <= tpotLimit) && ++tpotMissed > allowed;
    }
};

/// The arrival a_i = S_i / r of request i, +inf past the last request and in a closed loop:
/// the loops keep the next one, computed once per request.
struct NextArrival
{
    const ArrivalSchedule *schedule = nullptr;
    double ratePerS = 0;
    int requests = 0;

    double operator()(int i) const
    {
        return schedule && i < requests ? schedule->arrival(i, ratePerS)
                                        : std::numeric_limits<double>::infinity();
    }
};

/// docs/serving.md, "Quiet iterations": from a loop head where every running request decodes
/// (no prompt is being filled), the iterations before `finishAt`, the next iteration in which
/// a request finishes, in a tight loop. Each is the loop's own iteration with no prompt token:
/// the same time in the same order of operations, so the same bits. It stops early at an
/// arrival that admission would take (`admits`: a running slot and KV room for the next
/// request); while admission is blocked, arrivals only join the waiting queue, as the loop head
/// would queue them. Requires at least one iteration before `finishAt`.
struct QuietStretch
{
    const ReplicaModel &replica;
    const ArrivalSchedule *schedule; ///< nullptr: closed loop, no arrival in a stretch
    double ratePerS = 0;
    int requests = 0;
    bool admits = false;

    /// The clock, Σ x_j over the decoders (+ `decoders` per iteration) and the arrival of
    /// request `queuedEnd` after the stretch.
    struct End
    {
        double tau = 0;
        long long contextTokens = 0;
        double nextArrival = 0;
    };

    /// From τ = `tau` with Σ x_j = `contextTokens`, request `queuedEnd` arriving at `next`
    /// (NextArrival), all passed and returned by value so that they stay in registers (the loop
    /// is bound by τ's additions; a τ passed by reference was kept in memory).
    End run(long long finishAt, long long decoders, long long contextTokens, double tau,
            double next, SimulationTrace &trace, std::vector<RequestTimes> &times,
            int &queuedEnd) const
    {
        const NextArrival arrivalOf{ schedule, ratePerS, requests };
        double clock = tau;
        long long context = contextTokens;
        long long iterations = trace.iterations;
        long long batchSum = trace.batchSum;
        do {
            clock = clock + iterationTime(replica, context, decoders, decoders);
            ++iterations;
            batchSum += decoders;
            context += decoders;
            if (next <= clock) {
                if (admits)
                    break; // the loop head queues and admits it
                while (next <= clock) {
                    times[static_cast<size_t>(queuedEnd)].arrival = next;
                    next = arrivalOf(++queuedEnd);
                }
            }
        } while (iterations + 1 < finishAt);
        trace.iterations = iterations;
        trace.batchSum = batchSum;
        return End{ clock, context, next };
    }
};

/// The iteration loop of docs/serving.md, "One iteration" in constant work per iteration.
///
/// Every request has the same P and O, so the running list is a contiguous range of request
/// numbers in arrival order: admission is first come first served; a request's prompt
/// finishes no later than that of any request behind it (the chunk budget goes down the list
/// in order); and from its first token each running request decodes one token per iteration,
/// so requests finish in admission order. The list is [runBegin, runEnd): decoders
/// [runBegin, prefillBegin), then prefilling requests [prefillBegin, runEnd), of which only
/// the first can have part of its prompt done (partialDone). The waiting queue is
/// [runEnd, queuedEnd). Σ x_j over the decoders is D × P + Σ generated_j, the latter a
/// running sum; a decoder's generated count is 1 + (iterations − the iteration of its first
/// token). Every sum of tokens is an exact integer converted to a double once, so the bits
/// equal those of the literal per-request loop.
///
/// `schedule` set: open loop at `ratePerS`; otherwise closed loop at `concurrency`. With
/// `watch` set the run stops at the request that makes a target miss (trace.targetsMissed).
SimulationTrace run(const ReplicaModel &replica, RequestShape shape, int requests,
                    const ArrivalSchedule *schedule, double ratePerS, int concurrency,
                    const TargetWatch *watch)
{
    requireRunnable(replica, shape, requests);
    const long long P = shape.promptTokens;
    const int O = shape.outputTokens;
    const long long context = P + O;
    const double q = replica.requestOverheadS;
    const double decodeSteps = static_cast<double>(O - 1);

    SimulationTrace trace;
    const auto n = static_cast<size_t>(requests);
    trace.requests.resize(n);
    std::vector<RequestTimes> &times = trace.requests;
    std::vector<double> firstTokenTime(n);
    std::vector<long long> firstTokenIteration(n);

    int runBegin = 0;
    int prefillBegin = 0;
    int runEnd = 0;
    int queuedEnd = 0;
    int issued = 0; // closed loop: requests given an arrival time
    long long partialDone = 0; // prompt tokens done of request prefillBegin
    long long generatedSum = 0; // Σ generated over the decoders
    long long reserved = 0;
    int finished = 0;
    double tau = 0.0;

    if (schedule == nullptr) {
        issued = std::min(concurrency, requests);
        for (int i = 0; i < issued; ++i)
            times[static_cast<size_t>(i)].arrival = 0.0;
    }
    const NextArrival arrivalOf{ schedule, ratePerS, requests };
    double nextArrival = arrivalOf(0); // of request queuedEnd

    while (finished < requests) {
        // 1. Arrivals join the waiting queue in number order.
        if (schedule != nullptr) {
            while (nextArrival <= tau) {
                times[static_cast<size_t>(queuedEnd)].arrival = nextArrival;
                nextArrival = arrivalOf(++queuedEnd);
            }
            if (runBegin == queuedEnd) { // nothing running or waiting: not an iteration
                tau = nextArrival;
                continue;
            }
        } else {
            queuedEnd = issued;
        }

        // 2. Admission, first come first served; the head blocks the rest.
        while (runEnd < queuedEnd && runEnd - runBegin < replica.maxBatch
               && reserved + context <= replica.kvCapacityTokens) {
            ++runEnd;
            reserved += context;
        }
        const int running = runEnd - runBegin;

        // docs/serving.md, "Quiet iterations": no prompt to fill and the head's finish (the
        // first, requests finish in admission order) not in this iteration.
        if (prefillBegin == runEnd && running > 0
            && trace.iterations + 1 < firstTokenIteration[static_cast<size_t>(runBegin)] + O - 1) {
            const bool admits
                    = running < replica.maxBatch && reserved + context <= replica.kvCapacityTokens;
            const long long decoders = running;
            const QuietStretch stretch{ replica, schedule, ratePerS, requests, admits };
            const QuietStretch::End end = stretch.run(
                    firstTokenIteration[static_cast<size_t>(runBegin)] + O - 1, decoders,
                    decoders * P + generatedSum, tau, nextArrival, trace, times, queuedEnd);
            tau = end.tau;
            nextArrival = end.nextArrival;
            generatedSum = end.contextTokens - decoders * P;
            continue;
        }

        // 3. Tokens: every decoder one, then the prompts in list order from what is left.
        const long long decoders = prefillBegin - runBegin;
        long long budget = replica.prefillChunkTokens - decoders;
        long long promptTaken = 0; // Σ c_k
        long long promptContext = 0; // Σ (done_k + c_k) over the requests with c_k ≥ 1
        int prefillEnd = prefillBegin; // requests before it finish their prompt now
        long long done = partialDone;
        while (prefillEnd < runEnd && budget > 0) {
            const long long need = P - done;
            const long long take = std::min(need, budget);
            budget -= take;
            promptTaken += take;
            promptContext += done + take;
            if (take < need) {
                done += take;
                break;
            }
            ++prefillEnd;
            done = 0;
        }

        // 4. Its time, left to right.
        const long long contextTokens = decoders * P + generatedSum + promptContext;
        const double dt = iterationTime(replica, contextTokens, decoders + promptTaken, running);
        tau = tau + dt;
        ++trace.iterations;
        trace.batchSum += running;

        // 5. Its results at the new τ.
        generatedSum += decoders;
        for (int i = prefillBegin; i < prefillEnd; ++i) {
            const auto r = static_cast<size_t>(i);
            firstTokenTime[r] = tau;
            firstTokenIteration[r] = trace.iterations;
            times[r].ttft = tau - times[r].arrival + q;
            if (watch && watch->missesTtft(i, times[r].ttft)) {
                trace.targetsMissed = true;
                return trace;
            }
        }
        generatedSum += prefillEnd - prefillBegin;
        prefillBegin = prefillEnd;
        partialDone = done;
        while (runBegin < prefillBegin
               && 1 + trace.iterations - firstTokenIteration[static_cast<size_t>(runBegin)] == O) {
            const auto r = static_cast<size_t>(runBegin);
            times[r].e2e = tau - times[r].arrival + q;
            times[r].tpot = O == 1 ? 0.0 : (tau - firstTokenTime[r]) / decodeSteps;
            if (watch && watch->missesTpot(runBegin, times[r].tpot)) {
                trace.targetsMissed = true;
                return trace;
            }
            reserved -= context;
            generatedSum -= O;
            ++runBegin;
            ++finished;
            if (schedule == nullptr && issued < requests) {
                times[static_cast<size_t>(issued)].arrival = tau;
                ++issued;
            }
        }
    }
    trace.endTime = tau;
    return trace;
}

/// The iteration loop with lengths per request (docs/serving.md, "Request logs"): request i
/// has the prompt P_i and output O_i of the log's row i mod n.
///
/// Admission is still first come first served in request-number order and the chunk budget
/// still goes down the running list in order, so the prompts still finish in admission
/// order: the prefilling requests are the contiguous range [prefillBegin, runEnd), only the
/// first with part of its prompt done. Decoders no longer finish in admission order: each
/// one's finish iteration (first-token iteration + O_i − 1) is kept in a min-heap ordered by
/// (iteration, request number), so that requests finishing in the same iteration leave in
/// running-list order. Σ x_j over the decoders is a running sum: + (P_i + 1) at a first
/// token, + D per iteration, − (P_i + O_i) at a finish. Every buffer is sized before the
/// loop: no allocation per iteration. Every token sum is an exact integer converted to a
/// double once, so a log whose rows are all the same gives the bits of the loop above.
SimulationTrace runPerRequest(const ReplicaModel &replica, RequestShape shape, int requests,
                              const ArrivalSchedule *schedule, double ratePerS, int concurrency,
                              const TargetWatch *watch)
{
    requireRunnable(replica, shape, requests);
    const std::vector<RequestLogRow> &rows = shape.log->rows();
    const auto rowCount = static_cast<int>(rows.size());
    const auto rowOf = [&rows, rowCount](int i) -> const RequestLogRow & {
        // i mod n without a division while i < n (every request of a log of N rows or more).
        return rows[static_cast<size_t>(i < rowCount ? i : i % rowCount)];
    };
    const double q = replica.requestOverheadS;

    SimulationTrace trace;
    const auto n = static_cast<size_t>(requests);
    trace.requests.resize(n);
    std::vector<RequestTimes> &times = trace.requests;
    std::vector<double> firstTokenTime(n);

    // (finish iteration, request number): std::greater makes a min-heap; at most max_batch
    // requests run, so it never grows past that.
    using Finish = std::pair<long long, int>;
    std::vector<Finish> finishing;
    finishing.reserve(static_cast<size_t>(std::min(replica.maxBatch, requests)) + 1);
    const std::greater<Finish> later;

    int prefillBegin = 0; // first admitted request whose prompt is not done
    int runEnd = 0; // requests [0, runEnd) were admitted
    int queuedEnd = 0;
    int issued = 0; // closed loop: requests given an arrival time
    int running = 0; // the running list's length
    long long partialDone = 0; // prompt tokens done of request prefillBegin
    long long decodeContext = 0; // Σ (P_j + generated_j) over the decoders
    long long reserved = 0;
    int finished = 0;
    double tau = 0.0;

    if (schedule == nullptr) {
        issued = std::min(concurrency, requests);
        for (int i = 0; i < issued; ++i)
            times[static_cast<size_t>(i)].arrival = 0.0;
    }
    const NextArrival arrivalOf{ schedule, ratePerS, requests };
    double nextArrival = arrivalOf(0); // of request queuedEnd

    while (finished < requests) {
        // 1. Arrivals join the waiting queue in number order.
        if (schedule != nullptr) {
            while (nextArrival <= tau) {
                times[static_cast<size_t>(queuedEnd)].arrival = nextArrival;
                nextArrival = arrivalOf(++queuedEnd);
            }
            if (running == 0 && runEnd == queuedEnd) { // nothing running or waiting
                tau = nextArrival;
                continue;
            }
        } else {
            queuedEnd = issued;
        }

        // 2. Admission, first come first served; the head blocks the rest.
        while (runEnd < queuedEnd && running < replica.maxBatch) {
            const RequestLogRow &row = rowOf(runEnd);
            const long long context = static_cast<long long>(row.promptTokens) + row.outputTokens;
            if (reserved + context > replica.kvCapacityTokens)
                break;
            reserved += context;
            ++runEnd;
            ++running;
        }

        // docs/serving.md, "Quiet iterations": no prompt to fill and no finish in this iteration.
        if (prefillBegin == runEnd && running > 0
            && trace.iterations + 1 < finishing.front().first) {
            const bool admits = running < replica.maxBatch && runEnd < requests
                    && reserved + rowOf(runEnd).promptTokens + rowOf(runEnd).outputTokens
                            <= replica.kvCapacityTokens;
            const QuietStretch stretch{ replica, schedule, ratePerS, requests, admits };
            const QuietStretch::End end
                    = stretch.run(finishing.front().first, running, decodeContext, tau, nextArrival,
                                  trace, times, queuedEnd);
            tau = end.tau;
            nextArrival = end.nextArrival;
            decodeContext = end.contextTokens;
            continue;
        }

        // 3. Tokens: every decoder one, then the prompts in list order from what is left.
        const long long decoders = running - (runEnd - prefillBegin);
        long long budget = replica.prefillChunkTokens - decoders;
        long long promptTaken = 0; // Σ c_k
        long long promptContext = 0; // Σ (done_k + c_k) over the requests with c_k ≥ 1
        int prefillEnd = prefillBegin; // requests before it finish their prompt now
        long long done = partialDone;
        while (prefillEnd < runEnd && budget > 0) {
            const long long need = rowOf(prefillEnd).promptTokens - done;
            const long long take = std::min(need, budget);
            budget -= take;
            promptTaken += take;
            promptContext += done + take;
            if (take < need) {
                done += take;
                break;
            }
            ++prefillEnd;
            done = 0;
        }

        // 4. Its time, left to right.
        const long long contextTokens = decodeContext + promptContext;
        const double dt = iterationTime(replica, contextTokens, decoders + promptTaken, running);
        tau = tau + dt;
        ++trace.iterations;
        trace.batchSum += running;

        // 5. Its results at the new τ.
        decodeContext += decoders;
        for (int i = prefillBegin; i < prefillEnd; ++i) {
            const auto r = static_cast<size_t>(i);
            const RequestLogRow &row = rowOf(i);
            firstTokenTime[r] = tau;
            times[r].ttft = tau - times[r].arrival + q;
            if (watch && watch->missesTtft(i, times[r].ttft)) {
                trace.targetsMissed = true;
                return trace;
            }
            decodeContext += static_cast<long long>(row.promptTokens) + 1;
            finishing.emplace_back(trace.iterations + row.outputTokens - 1, i);
            std::push_heap(finishing.begin(), finishing.end(), later);
        }
        prefillBegin = prefillEnd;
        partialDone = done;
        while (!finishing.empty() && finishing.front().first == trace.iterations) {
            const int i = finishing.front().second;
            std::pop_heap(finishing.begin(), finishing.end(), later);
            finishing.pop_back();
            const auto r = static_cast<size_t>(i);
            const RequestLogRow &row = rowOf(i);
            const long long context = static_cast<long long>(row.promptTokens) + row.outputTokens;
            times[r].e2e = tau - times[r].arrival + q;
            times[r].tpot = row.outputTokens == 1
                    ? 0.0
                    : (tau - firstTokenTime[r]) / static_cast<double>(row.outputTokens - 1);
            if (watch && watch->missesTpot(i, times[r].tpot)) {
                trace.targetsMissed = true;
                return trace;
            }
            reserved -= context;
            decodeContext -= context;
            --running;
            ++finished;
            if (schedule == nullptr && issued < requests) {
                times[static_cast<size_t>(issued)].arrival = tau;
                ++issued;
            }
        }
    }
    trace.endTime = tau;
    return trace;
}

} // namespace

SimulationTrace ServingSimulator::openLoopTrace(const ReplicaModel &replica, RequestShape shape,
                                                const ArrivalSchedule &schedule, double ratePerS)
{
    if (!(ratePerS > 0))
        throw std::invalid_argument("serving simulation: the rate must be > 0");
    const int requests = static_cast<int>(schedule.unitTimes.size());
    if (shape.log)
        return runPerRequest(replica, shape, requests, &schedule, ratePerS, 0, nullptr);
    return run(replica, shape, requests, &schedule, ratePerS, 0, nullptr);
}

SimulationTrace ServingSimulator::closedLoopTrace(const ReplicaModel &replica, RequestShape shape,
                                                  int requests, int concurrency)
{
    if (concurrency < 1)
        throw std::invalid_argument("serving simulation: the concurrency must be >= 1");
    if (shape.log)
        return runPerRequest(replica, shape, requests, nullptr, 0.0, concurrency, nullptr);
    return run(replica, shape, requests, nullptr, 0.0, concurrency, nullptr);
}

SimulationResult ServingSimulator::openLoop(const ReplicaModel &replica, RequestShape shape,
                                            const ArrivalSchedule &schedule, double ratePerS)
{
    return summarize(openLoopTrace(replica, shape, schedule, ratePerS), shape);
}

SimulationResult ServingSimulator::closedLoop(const ReplicaModel &replica, RequestShape shape,
                                              int requests, int concurrency)
{
    return summarize(closedLoopTrace(replica, shape, requests, concurrency), shape);
}

double ServingSimulator::percentile(std::vector<double> &values, double p)
{
    if (values.empty())
        return 0.0;
    const auto count = static_cast<double>(values.size());
    auto rank = static_cast<size_t>(std::ceil(p * count));
    rank = std::clamp<size_t>(rank, 1, values.size());
    const auto nth = values.begin() + static_cast<std::ptrdiff_t>(rank - 1);
    std::nth_element(values.begin(), nth, values.end());
    return *nth;
}

SimulationResult ServingSimulator::summarize(const SimulationTrace &trace, RequestShape shape)
{
    SimulationResult result;
    const auto total = static_cast<long long>(trace.requests.size());
    const long long warmUp = (total + 9) / 10; // ceil(N / 10)
    std::vector<double> ttft, tpot, e2e;
    ttft.reserve(static_cast<size_t>(total - warmUp));
    tpot.reserve(static_cast<size_t>(total - warmUp));
    e2e.reserve(static_cast<size_t>(total - warmUp));
    for (auto i = static_cast<size_t>(warmUp); i < trace.requests.size(); ++i) {
        ttft.push_back(trace.requests[i].ttft);
        tpot.push_back(trace.requests[i].tpot);
        e2e.push_back(trace.requests[i].e2e);
    }
    const auto fill = [](std::vector<double> &values, Percentiles &into) {
        into.p50 = percentile(values, 0.50);
        into.p90 = percentile(values, 0.90);
        into.p99 = percentile(values, 0.99);
    };
    fill(ttft, result.ttft);
    fill(tpot, result.tpot);
    fill(e2e, result.e2e);
    result.endTime = trace.endTime;
    result.iterations = trace.iterations;
    if (trace.endTime > 0) {
        // Σ O_i over the N requests, exact, converted once.
        long long outputs = 0;
        if (shape.log) {
            const auto rows = shape.log->size();
            for (long long i = 0; i < total; ++i)
                outputs += shape.log->at(static_cast<qsizetype>(i % rows)).outputTokens;
        } else {
            outputs = total * shape.outputTokens;
        }
        result.tokensPerS = static_cast<double>(outputs) / trace.endTime;
    }
    if (trace.iterations > 0)
        result.meanBatch
                = static_cast<double>(trace.batchSum) / static_cast<double>(trace.iterations);
    return result;
}

bool ServingSimulator::targetsHold(const SimulationResult &result, std::optional<double> ttftMs,
                                   double tpotMs)
{
    return ttftHolds(result, ttftMs) && tpotHolds(result, tpotMs);
}

bool ServingSimulator::ttftHolds(const SimulationResult &result, std::optional<double> ttftMs)
{
    return !ttftMs || result.ttft.p99 <= *ttftMs / 1000.0;
}

bool ServingSimulator::tpotHolds(const SimulationResult &result, double tpotMs)
{
    return result.tpot.p99 <= tpotMs / 1000.0;
}

bool ServingSimulator::holdsAt(const ReplicaModel &replica, RequestShape shape,
                               const ArrivalSchedule &schedule, double ratePerS,
                               std::optional<double> ttftMs, double tpotMs)
{
    if (!(ratePerS > 0))
        throw std::invalid_argument("serving simulation: the rate must be > 0");
    const int requests = static_cast<int>(schedule.unitTimes.size());
    // The values judged and the rank of their P99 exactly as summarize() and percentile() take
    // them; with none judged the P99s are 0 and the full run decides.
    const long long warmUp = (static_cast<long long>(requests) + 9) / 10;
    const long long judged = requests - warmUp;
    TargetWatch watch;
    if (judged > 0) {
        auto rank = static_cast<long long>(std::ceil(0.99 * static_cast<double>(judged)));
        rank = std::clamp<long long>(rank, 1, judged);
        watch.warmUp = static_cast<int>(warmUp);
        watch.allowed = judged - rank;
        watch.ttftSet = ttftMs.has_value();
        watch.ttftLimit = ttftMs ? *ttftMs / 1000.0 : 0.0;
        watch.tpotLimit = tpotMs / 1000.0;
    }
    const TargetWatch *watching = judged > 0 ? &watch : nullptr;
    const SimulationTrace trace = shape.log
            ? runPerRequest(replica, shape, requests, &schedule, ratePerS, 0, watching)
            : run(replica, shape, requests, &schedule, ratePerS, 0, watching);
    if (trace.targetsMissed)
        return false;
    // The whole run was watched: no more values than allowed exceed a target, so each P99 (the
    // value of rank n − allowed) is within it. Unwatched (no value judged): the full statistics.
    if (watching)
        return true;
    return targetsHold(summarize(trace, shape), ttftMs, tpotMs);
}

CapacitySearch::CapacitySearch(double replicaTokensPerS, double meanOutputTokens)
{
    if (!(replicaTokensPerS > 0)) {
        m_done = true;
        return;
    }
    m_hi = 2.0 * replicaTokensPerS / meanOutputTokens;
}

double CapacitySearch::upperBound() const
{
    return m_done ? m_capacity : m_hi;
}

void CapacitySearch::step(const std::function<bool(double)> &holds)
{
    if (m_done)
        return;
    if (!m_hiChecked) {
        m_hiChecked = true;
        if (holds(m_hi)) {
            m_capacity = m_hi;
            m_done = true;
        }
        return;
    }
    const double mid = (m_lo + m_hi) / 2.0;
    if (holds(mid))
        m_lo = mid;
    else
        m_hi = mid;
    if (++m_steps == Steps) {
        m_capacity = m_lo;
        m_done = true;
    }
}

double ServingSimulator::sloCapacity(const ReplicaModel &replica, RequestShape shape,
                                     const ArrivalSchedule &schedule, double replicaTokensPerS,
                                     std::optional<double> ttftMs, double tpotMs)
{
    CapacitySearch search(replicaTokensPerS, shape.meanOutputTokens());
    const auto holds
            = [&](double rate) { return holdsAt(replica, shape, schedule, rate, ttftMs, tpotMs); };
    while (!search.done())
        search.step(holds);
    return search.capacity();
}

std::vector<SweepPoint> ServingSimulator::sweep(const ReplicaModel &replica, RequestShape shape,
                                                const ArrivalSchedule &schedule,
                                                double capacityPerS)
{
    return sweep(capacityPerS,
                 [&](double ratePerS) { return openLoop(replica, shape, schedule, ratePerS); });
}

std::vector<SweepPoint>
ServingSimulator::sweep(double capacityPerS,
                        const std::function<SimulationResult(double ratePerS)> &runAt)
{
    std::vector<SweepPoint> points;
    if (!(capacityPerS > 0))
        return points;
    for (int k = 1; k <= 10; ++k) {
        SweepPoint point;
        point.load = static_cast<double>(k) / 10.0;
        point.ratePerS = capacityPerS * static_cast<double>(k) / 10.0;
        const SimulationResult result = runAt(point.ratePerS);
        point.ttftP99 = result.ttft.p99;
        point.tpotP99 = result.tpot.p99;
        points.push_back(point);
    }
    return points;
}

} // namespace infertco
