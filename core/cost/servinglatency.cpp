// SPDX-License-Identifier: GPL-3.0-or-later
#include "servinglatency.h"

#include <algorithm>
#include <cmath>

namespace infertco {

struct SimulationCache::Entry
{
    Workload workload;
    Accelerator accelerator;
    double headroom = 0;
    int tp = 0;
    std::mutex mutex; // one search at a time per replica; other replicas run meanwhile
    std::optional<double> capacity;
    std::map<double, SimulationResult> runs; ///< by rate, requests/s
};

struct SimulationCache::Schedule
{
    int requests = 0;
    quint64 seed = 0;
    ArrivalProcess arrival = ArrivalProcess::Poisson;
    double burstCv = 0;
    const RequestLogRows *log = nullptr; ///< arrival "log": the rows replayed
    std::shared_ptr<const RequestLogRows> keepLog; ///< held while the schedule is cached
    std::shared_ptr<const ArrivalSchedule> schedule;
};

SimulationCache::SimulationCache() = default;
SimulationCache::~SimulationCache() = default;

std::shared_ptr<const ArrivalSchedule> SimulationCache::arrivals(const Workload &workload)
{
    const std::lock_guard lock(m_mutex);
    // docs/serving.md, "Random numbers": burst_cv shapes the gaps only when arrivals are bursty;
    // the seed draws nothing for a log's arrivals.
    const double cv = workload.arrival == ArrivalProcess::Bursty ? workload.burstCv : 0.0;
    const bool fromLog = workload.arrival == ArrivalProcess::Log;
    const RequestLogRows *log = fromLog ? workload.log.get() : nullptr;
    const quint64 seed = fromLog ? 0 : workload.simSeed;
    const int requests = ServingLatency::simulatedRequests(workload);
    for (const auto &s : m_schedules) {
        if (s->requests == requests && s->seed == seed && s->arrival == workload.arrival
            && s->burstCv == cv && s->log == log)
            return s->schedule;
    }
    auto schedule = std::make_unique<Schedule>();
    schedule->requests = requests;
    schedule->seed = seed;
    schedule->arrival = workload.arrival;
    schedule->burstCv = cv;
    schedule->log = log;
    if (fromLog)
        schedule->keepLog = workload.log;
    schedule->schedule = std::make_shared<const ArrivalSchedule>(
            fromLog && log
                    ? logArrivals(*log, requests)
                    : drawArrivals(requests, workload.simSeed, workload.arrival, workload.burstCv));
    m_schedules.push_back(std::move(schedule));
    return m_schedules.back()->schedule;
}

SimulationCache::Entry &SimulationCache::entry(const Workload &workload,
                                               const Accelerator &accelerator, double headroom,
                                               int tp)
{
    const std::lock_guard lock(m_mutex);
    for (const auto &e : m_entries) {
        if (e->tp == tp && e->headroom == headroom && e->workload == workload
            && e->accelerator == accelerator)
            return *e;
    }
    auto e = std::make_unique<Entry>();
    e->workload = workload;
    e->accelerator = accelerator;
    e->headroom = headroom;
    e->tp = tp;
    m_entries.push_back(std::move(e));
    return *m_entries.back();
}

double SimulationCache::capacity(const Workload &workload, const Accelerator &accelerator,
                                 double headroom, int tp, const ReplicaModel &replica,
                                 double averageTokensPerS)
{
    Entry &e = entry(workload, accelerator, headroom, tp);
    const std::shared_ptr<const ArrivalSchedule> schedule = arrivals(workload);
    const std::lock_guard lock(e.mutex);
    if (!e.capacity) {
        e.capacity = ServingSimulator::sloCapacity(replica, ServingLatency::shape(workload),
                                                   *schedule, averageTokensPerS, workload.ttftMs,
                                                   workload.tpotMs);
        const std::lock_guard countLock(m_mutex);
        ++m_runs;
    }
    return *e.capacity;
}

SimulationResult SimulationCache::openLoop(const Workload &workload, const Accelerator &accelerator,
                                           double headroom, int tp, const ReplicaModel &replica,
                                           double ratePerS)
{
    Entry &e = entry(workload, accelerator, headroom, tp);
    const std::shared_ptr<const ArrivalSchedule> schedule = arrivals(workload);
    const std::lock_guard lock(e.mutex);
    const auto found = e.runs.find(ratePerS);
    if (found != e.runs.end())
        return found->second;
    const SimulationResult result = ServingSimulator::openLoop(
            replica, ServingLatency::shape(workload), *schedule, ratePerS);
    e.runs.emplace(ratePerS, result);
    const std::lock_guard countLock(m_mutex);
    ++m_runs;
    return result;
}

std::vector<SweepPoint> SimulationCache::sweep(const Workload &workload,
                                               const Accelerator &accelerator, double headroom,
                                               int tp, const ReplicaModel &replica,
                                               double capacityPerS)
{
    // The rates and their order of ServingSimulator::sweep, each run cached by its rate.
    std::vector<SweepPoint> points;
    if (!(capacityPerS > 0))
        return points;
    for (int k = 1; k <= 10; ++k) {
        SweepPoint point;
        point.load = static_cast<double>(k) / 10.0;
        point.ratePerS = capacityPerS * static_cast<double>(k) / 10.0;
        const SimulationResult result
                = openLoop(workload, accelerator, headroom, tp, replica, point.ratePerS);
        point.ttftP99 = result.ttft.p99;
        point.tpotP99 = result.tpot.p99;
        points.push_back(point);
    }
    return points;
}

std::optional<double> Latency::shareOfCapacity(double outputTokens) const
{
    if (!ratePerReplica || !(outputTokens >= 1))
        return std::nullopt;
    const double capacityPerS = sloCapacityTokensPerS / outputTokens;
    if (!(capacityPerS > 0))
        return std::nullopt;
    return *ratePerReplica / capacityPerS;
}

bool Latency::missesTtft(std::optional<double> ttftMs) const
{
    return !ServingSimulator::ttftHolds(result, ttftMs);
}

bool Latency::missesTpot(double tpotMs) const
{
    return !ServingSimulator::tpotHolds(result, tpotMs);
}

bool Latency::nearCapacity(double outputTokens) const
{
    if (!ratePerReplica || !(outputTokens >= 1))
        return false;
    const double capacityPerS = sloCapacityTokensPerS / outputTokens;
    return *ratePerReplica > PeakLoadShare * capacityPerS;
}

long long SimulationCache::simulationsRun() const
{
    const std::lock_guard lock(m_mutex);
    return m_runs;
}

ReplicaModel ServingLatency::replicaModel(const ReplicaPerformance &replica,
                                          const Workload &workload, const Accelerator &accelerator)
{
    ReplicaModel model;
    model.weightsBytes = replica.model().weightBytes();
    model.kvBytesPerToken = replica.model().kvBytesPerToken();
    model.bandwidth = replica.bandwidth();
    model.flops = replica.compute();
    model.paramsB = workload.paramsB;
    // KVcap = floor((t × Umem − W) / K); held in 64 bits (a K of 0 would make it infinite).
    const double kvCapacity = replica.kvCapacityTokens();
    model.kvCapacityTokens = !(kvCapacity < 1e18)
            ? 1000000000000000000LL
            : (kvCapacity < 0 ? -1 : static_cast<long long>(kvCapacity));
    model.maxBatch = workload.maxBatch;
    model.prefillChunkTokens = workload.prefillChunkTokens;
    model.iterationOverheadS = workload.iterationOverheadMs / 1000.0;
    model.sequenceOverheadS = accelerator.sequenceOverheadMs / 1000.0;
    model.requestOverheadS = accelerator.requestOverheadMs / 1000.0;
    model.allreduceS = replica.allreduceTime();
    model.allreduceTokenS = replica.allreduceTokenTime();
    return model;
}

QString ServingLatency::whyNotSimulated(const ReplicaModel &replica, const Workload &workload)
{
    if (usesLog(workload) && !workload.log)
        return tr("the request log \"%1\" is not in the bundle").arg(workload.requestLog);
    if (!workload.lengthsFromLog() && (workload.promptTokens < 1 || workload.outputTokens < 1))
        return tr("a simulation needs at least one prompt and one output token per request");
    if (workload.maxBatch < 1)
        return tr("a simulation needs a max_batch of at least 1");
    const long long longest = workload.lengthsFromLog()
            ? workload.log->longestContext()
            : static_cast<long long>(workload.promptTokens) + workload.outputTokens;
    if (replica.kvCapacityTokens < longest)
        return tr("the KV cache of one replica holds %1 tokens, fewer than one request's %2")
                .arg(replica.kvCapacityTokens < 0 ? 0 : replica.kvCapacityTokens)
                .arg(longest);
    return QString();
}

RequestShape ServingLatency::shape(const Workload &workload)
{
    RequestShape shape{ workload.promptTokens, workload.outputTokens };
    if (workload.lengthsFromLog())
        shape.log = workload.log.get();
    return shape;
}

double ServingLatency::meanOutputTokens(const Workload &workload)
{
    return workload.lengthsFromLog() ? workload.log->meanOutput()
                                     : static_cast<double>(workload.outputTokens);
}

bool ServingLatency::usesLog(const Workload &workload)
{
    return workload.lengths == LengthSource::Log || workload.arrival == ArrivalProcess::Log;
}

int ServingLatency::simulatedRequests(const Workload &workload)
{
    // A count other than the default was given, whatever the reader knew.
    const bool given = workload.simRequestsGiven || workload.simRequests != Workload().simRequests;
    if (given || !usesLog(workload) || !workload.log)
        return workload.simRequests;
    constexpr qsizetype Fewest = 500;
    constexpr qsizetype Most = 1000000;
    return static_cast<int>(std::min(std::max(workload.log->size(), Fewest), Most));
}

} // namespace infertco
