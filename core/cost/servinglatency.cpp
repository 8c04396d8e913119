// SPDX-License-Identifier: GPL-3.0-or-later
#include "servinglatency.h"

#include <algorithm>
#include <cmath>

namespace infertco {

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

ArrivalSpec ServingLatency::arrivalSpec(const Workload &workload)
{
    // docs/serving.md, "Random numbers": burst_cv shapes the gaps only when arrivals are bursty;
    // the seed draws nothing for a log's arrivals.
    ArrivalSpec spec;
    spec.requests = simulatedRequests(workload);
    spec.arrival = workload.arrival;
    if (workload.arrival == ArrivalProcess::Log) {
        spec.log = workload.log;
    } else {
        spec.seed = workload.simSeed;
        if (workload.arrival == ArrivalProcess::Bursty)
            spec.burstCv = workload.burstCv;
    }
    return spec;
}

SimulationInput ServingLatency::simulationInput(const ReplicaModel &replica,
                                                const Workload &workload)
{
    SimulationInput input;
    input.replica = replica;
    if (workload.lengthsFromLog()) {
        input.lengths = workload.log;
    } else {
        input.promptTokens = workload.promptTokens;
        input.outputTokens = workload.outputTokens;
    }
    input.arrivals = arrivalSpec(workload);
    return input;
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
