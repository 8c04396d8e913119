// SPDX-License-Identifier: GPL-3.0-or-later
#include "sizing.h"

#include "fleet.h"
#include "model/rules/optionfit.h"
#include "performancemodel.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace infertco {

namespace {

// One tensor-parallel size that fits in memory and meets the latency target.
struct Candidate
{
    int tp = 0;
    int batch = 0;
    int memoryBatch = 0;
    double replicaTokensPerS = 0;
    // 64-bit, saturated at ReplicaCeiling: the choice is made on these, and the count limit
    // of docs/method.md, "Numbers" is applied to the chosen one.
    long long replicas = 0;
    long long servers = 0;
    bool spansServers = false;
    Roofline roofline;

    long long acceleratorsForChoice() const { return replicas * tp; }
};

// Far above the count limit, and small enough that replicas × 8 and every product below
// stays inside 64 bits.
constexpr double ReplicaCeiling = 1e18;

bool isBetter(const Candidate &a, const Candidate &b)
{
    // docs/serving.md, "Sizing": fewest servers, then fewest accelerators (replicas × t), then
    // smaller t.
    if (a.servers != b.servers)
        return a.servers < b.servers;
    if (a.acceleratorsForChoice() != b.acceleratorsForChoice())
        return a.acceleratorsForChoice() < b.acceleratorsForChoice();
    return a.tp < b.tp;
}

} // namespace

std::optional<Precision> Sizer::effectivePrecision(Precision wanted, const TensorThroughput &tflops)
{
    Precision precision = wanted;
    while (!tflops.supports(precision)) {
        switch (precision) {
        case Precision::Int4:
            precision = Precision::Int8;
            break;
        case Precision::Int8:
        case Precision::Fp8:
            precision = Precision::Fp16;
            break;
        case Precision::Fp16:
        case Precision::Bf16:
            return std::nullopt;
        }
    }
    return precision;
}

Sizing Sizer::size(const Workload &workload, const Accelerator &accelerator,
                   const Placement &placement, const Decimal &headroom,
                   const Decimal &spareFraction, const ReplicaThroughput &throughput)
{
    Sizing sizing;
    if (ownsHardware(placement.mode) && placement.platform
        && !OptionFit::platformAccepts(*placement.platform, accelerator)) {
        sizing.reason = tr("the server platform \"%1\" does not accept %2 accelerators")
                                .arg(placement.platform->displayName(),
                                     toText(accelerator.acceleratorClass));
        return sizing;
    }
    // docs/format.md; docs/serving.md, "Sizing" (v3): a platform that lists its form factors takes
    // no other.
    if (ownsHardware(placement.mode) && placement.platform) {
        const QString reason = OptionFit::formFactorReason(*placement.platform, accelerator);
        if (!reason.isEmpty()) {
            sizing.reason = reason;
            return sizing;
        }
    }
    const std::optional<Precision> precision
            = effectivePrecision(workload.precision, accelerator.tflops);
    if (!precision) {
        sizing.reason = tr("the accelerator supports neither %1 nor any fallback precision")
                                .arg(toText(workload.precision));
        return sizing;
    }
    sizing.effectivePrecision = *precision;
    sizing.precisionFellBack = *precision != workload.precision
            && !(workload.precision == Precision::Bf16 && *precision == Precision::Fp16);

    // docs/serving.md, "Sizing" (with the v3 factors of docs/serving.md, "The performance model"):
    // the performance model at the effective precision.
    const PerformanceModel model(workload, accelerator, *precision, headroom.toDouble());
    const double W = model.weightBytes();
    const double K = model.kvBytesPerToken();
    const double ctx = model.contextTokens();
    const double targetS = workload.tpotMs / 1000.0;
    // docs/serving.md, "Sizing": sized at the largest monthly peak; a ttft_ms limit bounds the
    // prefill.
    const double peak
            = (placement.largestPeak ? *placement.largestPeak : workload.peakOutputTokensPerS)
                      .toDouble();
    const std::optional<double> ttftS
            = workload.ttftMs ? std::optional<double>(*workload.ttftMs / 1000.0) : std::nullopt;
    bool anyMeetsTtft = !ttftS;
    const int n = placement.acceleratorsPerServer;

    bool anyFits = false;
    bool anyHasBatch = false;
    int largestTried = 0;
    std::optional<Candidate> best;
    // Replicas and servers at a replica throughput, as the choice counts them.
    const auto countAt = [peak, n](Candidate &c, double tokensPerS) {
        const double replicas = std::ceil(peak / tokensPerS);
        c.replicas = replicas < ReplicaCeiling ? std::max(1LL, static_cast<long long>(replicas))
                                               : static_cast<long long>(ReplicaCeiling);
        c.servers = FleetPlanner::serversFor(c.replicas, c.tp, n);
    };
    // Under P99 sizing, every size that section 4 finds feasible, with its replica.
    std::vector<std::pair<Candidate, ReplicaPerformance>> toSimulate;
    for (const int t : std::array{ 1, 2, 4, 8 }) {
        if (t > accelerator.maxTp)
            break;
        largestTried = t;
        const ReplicaPerformance replica = model.replica(t);
        if (!replica.fitsOneSequence())
            continue;
        anyFits = true;
        if (ttftS && !(replica.prefillTime() <= *ttftS))
            continue;
        anyMeetsTtft = true;
        const double bMemD = replica.memoryBatch();
        const int bMem = bMemD > 1e9 ? 1000000000 : static_cast<int>(bMemD);
        const int bMax = std::min(bMem, workload.maxBatch);
        // T(B) is non-decreasing in B, so the largest B meeting the target is found by
        // bisection; it equals the linear search's answer.
        if (bMax < 1 || !(replica.tokenTime(1) <= targetS))
            continue;
        int lo = 1;
        int hi = bMax;
        while (lo < hi) {
            const int mid = lo + (hi - lo + 1) / 2;
            if (replica.tokenTime(mid) <= targetS)
                lo = mid;
            else
                hi = mid - 1;
        }
        Candidate candidate;
        candidate.tp = t;
        candidate.batch = lo;
        candidate.memoryBatch = bMem;
        candidate.replicaTokensPerS = lo / replica.tokenTime(lo);
        candidate.roofline = replica.roofline(lo);
        candidate.spansServers = t > n;
        anyHasBatch = true;
        countAt(candidate, candidate.replicaTokensPerS);
        if (throughput)
            toSimulate.emplace_back(candidate, replica);
        else if (!best || isBetter(candidate, *best))
            best = candidate;
    }
    if (throughput) {
        // docs/serving.md, "P99 sizing": P99 sizing replaces replica_tps for every feasible t.
        // The choice is the least size under isBetter, whatever the order the sizes are
        // simulated in; the order of their section 4 counts comes first, so that the size
        // likely chosen is searched first. Replicas and servers never fall as the throughput
        // falls, so a size that would not beat the best so far at a throughput loses at every
        // lower one: its search may stop there, and the choice is the one the full searches
        // give (docs/serving.md, "P99 sizing").
        std::stable_sort(toSimulate.begin(), toSimulate.end(),
                         [](const auto &a, const auto &b) { return isBetter(a.first, b.first); });
        for (auto &[candidate, replica] : toSimulate) {
            const auto couldBeChosen = [&, &candidate = candidate](double tokensPerS) {
                if (!best)
                    return true;
                Candidate bound = candidate;
                countAt(bound, tokensPerS);
                return isBetter(bound, *best);
            };
            const std::optional<double> p99
                    = throughput(replica, candidate.replicaTokensPerS, couldBeChosen);
            if (!p99 || !(*p99 > 0))
                continue;
            candidate.replicaTokensPerS = *p99;
            countAt(candidate, candidate.replicaTokensPerS);
            if (!best || isBetter(candidate, *best))
                best = candidate;
        }
    }
    if (!best) {
        sizing.reason = anyHasBatch ? tr("no load meets the P99 targets")
                : anyFits && !anyMeetsTtft
                ? tr("no tensor-parallel size fills the prompt of %1 tokens within the %2 ms "
                     "time-to-first-token limit")
                          .arg(workload.promptTokens)
                          .arg(*workload.ttftMs)
                : anyFits
                ? tr("no batch size meets the %1 ms per-token target, even at batch 1")
                          .arg(workload.tpotMs)
                : tr("the model and the KV cache of one sequence (%1 GB) do not fit in the "
                     "memory of %2 accelerator(s) with %3% kept free")
                          .arg((W + K * ctx) / 1e9, 0, 'f', 1)
                          .arg(largestTried)
                          .arg(headroom.toDouble() * 100, 0, 'g', 3);
        return sizing;
    }

    // docs/method.md, "Numbers": servers, accelerators (with spares) and racks of at most 10^9
    // each; more makes the option infeasible (counts are formed in 64 bits, so nothing wraps).
    const auto tooMany = [&sizing](const QString &what, long long count) {
        sizing.reason = tr("it would need %1 %2, more than the 1,000,000,000 a plan can hold; "
                           "check the peak tokens per second and the per-token target")
                                .arg(count)
                                .arg(what);
        return sizing;
    };
    const long long servers = best->servers;
    if (servers > MaxCount)
        return tooMany(tr("servers"), servers);
    const long long accelerators = placement.mode == OptionMode::Rent
            ? servers * n // every rented card is paid for
            : best->replicas * best->tp;
    if (accelerators > MaxCount)
        return tooMany(tr("accelerators"), accelerators);
    long long spares = 0;
    long long racks = 0;
    if (placement.mode != OptionMode::Rent) {
        // docs/method.md, "Fleet": P = ceil(A × spare_fraction), exact.
        spares = (Decimal(accelerators) * spareFraction).toInteger(RoundingMode::Ceiling);
        if (accelerators + spares > MaxCount)
            return tooMany(tr("accelerators with spares"), accelerators + spares);
        // docs/serving.md, "Sizing": racks by space and, where the rack has a power allowance, by
        // peak power. Computed exactly so that a rack exactly at its limit is not counted twice.
        racks = FleetPlanner::racksFor(
                servers, accelerators,
                RackSpec::of(*placement.platform, *placement.coloOffer, accelerator));
        if (racks > MaxCount)
            return tooMany(tr("racks"), racks);
    }

    sizing.feasible = true;
    sizing.tp = best->tp;
    sizing.batch = best->batch;
    sizing.memoryBatch = best->memoryBatch;
    sizing.replicaTokensPerS = best->replicaTokensPerS;
    // All within MaxCount, so they fit an int.
    sizing.replicas = static_cast<int>(best->replicas);
    sizing.servers = static_cast<int>(servers);
    sizing.accelerators = static_cast<int>(accelerators);
    sizing.spares = static_cast<int>(spares);
    sizing.racks = static_cast<int>(racks);
    sizing.replicaSpansServers = best->spansServers;
    sizing.roofline = best->roofline;
    return sizing;
}

} // namespace infertco
