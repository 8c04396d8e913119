// SPDX-License-Identifier: GPL-3.0-or-later
// Measures issue 24's target for the serving simulation (docs/serving.md, "The serving
// simulation"): one run of 10,000 requests (P 1,024, O 256, up to 256 running) < 10 ms, and one
// SLO-capacity search.
//
// The replica: a 70 B model in fp8 on 8 H100 SXM (t = 8, e = tp_efficiency 0.9):
//   W  = 70e9 × 1 B                         = 7e10 B
//   K  = 2 × 80 layers × 8 KV heads × 128 × 1 B = 163,840 B/token
//   BW = 8 × 3,350e9 × 0.8 × 0.9            = 1.9296e13 B/s
//   F  = 8 × 1,979e12 (fp8) × 0.6 × 0.9     = 8.54928e15 FLOP/s
//   KVcap = floor((8 × 80e9 × 0.9 − 7e10) / 163,840) = 3,088,378 tokens (2,412 contexts)
//   max_batch 256, chunk 2,048, no overheads.
#include "io/import/requestlogimport.h"
#include "serving/requestlogprofile.h"
#include "serving/simulator.h"

#include "benchsupport.h"

#include <QTextStream>

#include <algorithm>

using namespace infertco;

namespace {

ReplicaModel replica()
{
    ReplicaModel m;
    m.weightsBytes = 70e9 * 1;
    m.kvBytesPerToken = 2.0 * 80 * 8 * 128 * 1;
    m.bandwidth = 8 * 3350e9 * 0.8 * 0.9;
    m.flops = 8 * 1979e12 * 0.6 * 0.9;
    m.paramsB = 70;
    m.kvCapacityTokens
            = static_cast<long long>((8 * 80e9 * 0.9 - m.weightsBytes) / m.kvBytesPerToken);
    m.maxBatch = 256;
    m.prefillChunkTokens = 2048;
    return m;
}

/// the replica_tps of docs/serving.md, "Sizing" = B / T(B) at B = max_batch (memory allows it
/// here).
double design4TokensPerS(const ReplicaModel &m, RequestShape shape)
{
    const double B = m.maxBatch;
    const double cAvg = shape.promptTokens + shape.outputTokens / 2.0;
    const double step = std::max((m.weightsBytes + B * m.kvBytesPerToken * cAvg) / m.bandwidth,
                                 2 * m.paramsB * 1e9 * B / m.flops);
    const double pf = 2 * m.paramsB * 1e9 * shape.promptTokens / m.flops;
    return B / (step + B * pf / shape.outputTokens);
}

} // namespace

int main()
{
    QTextStream out(stdout);
    const ReplicaModel m = replica();
    const RequestShape shape{ 1024, 256 };
    const int requests = 10000;
    const double replicaTps = design4TokensPerS(m, shape);
    out << "replica: 70B fp8 on 8 H100, KVcap " << m.kvCapacityTokens
        << " tokens, sizing throughput " << QString::number(replicaTps, 'f', 1)
        << " tokens/s at B 256\n";

    const ArrivalSchedule schedule = drawArrivals(requests, 1, ArrivalProcess::Poisson, 2);
    // Loads from light to past saturation (the requests/s docs/serving.md, "Sizing" serves:
    // replicaTps / O).
    const double designRate = replicaTps / shape.outputTokens;
    for (const double load : { 0.5, 0.9, 2.0 }) {
        SimulationResult result;
        const double ms = bench::medianMs(21, [&](int) {
            result = ServingSimulator::openLoop(m, shape, schedule, designRate * load);
        });
        out << "open loop, 10,000 requests at " << load << " x the example's rate ("
            << QString::number(designRate * load, 'f', 2) << "/s): " << QString::number(ms, 'f', 3)
            << " ms median; " << result.iterations << " iterations, mean batch "
            << QString::number(result.meanBatch, 'f', 1) << ", P99 TTFT "
            << QString::number(result.ttft.p99 * 1000, 'f', 1) << " ms, P99 TPOT "
            << QString::number(result.tpot.p99 * 1000, 'f', 2) << " ms\n";
    }
    {
        SimulationResult result;
        const double ms = bench::medianMs(
                21, [&](int) { result = ServingSimulator::closedLoop(m, shape, requests, 256); });
        out << "closed loop, 10,000 requests at concurrency 256: " << QString::number(ms, 'f', 3)
            << " ms median; " << result.iterations << " iterations, mean batch "
            << QString::number(result.meanBatch, 'f', 1) << '\n';
    }
    for (const int n : { 4000, 10000 }) {
        const ArrivalSchedule searched = drawArrivals(n, 1, ArrivalProcess::Poisson, 2);
        double capacity = 0;
        const double ms = bench::medianMs(5, [&](int) {
            capacity = ServingSimulator::sloCapacity(m, shape, searched, replicaTps, 2000.0, 50.0);
        });
        out << "SLO capacity search (TTFT 2,000 ms, TPOT 50 ms), " << n
            << " requests: " << QString::number(ms, 'f', 1) << " ms median; capacity "
            << QString::number(capacity, 'f', 3) << " requests/s ("
            << QString::number(capacity * shape.outputTokens, 'f', 0) << " tokens/s)\n";
    }
    // docs/serving.md, "Request logs": 10,000 requests with the lengths of Azure's code trace
    // (tests/data/traces; the conversation trace is not shipped), on Poisson arrivals and on
    // the log's own, each at 90 % of its SLO capacity.
    const Outcome<RequestLogImport::Imported> trace = RequestLogImport::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/data/traces/azure-llm-2023-code.csv"),
            QStringLiteral("code"), QString());
    if (!trace.ok()) {
        out << "the code trace does not read\n";
        return 1;
    }
    const RequestLogRows &log = *trace.value().log.requests;
    RequestShape fromLog{ 1, 1 };
    fromLog.log = &log;
    const double logTps = design4TokensPerS(
            m,
            RequestShape{ static_cast<int>(log.meanPrompt()), static_cast<int>(log.meanOutput()) });
    for (const bool logArrivalsToo : { false, true }) {
        const ArrivalSchedule arrivals = logArrivalsToo
                ? logArrivals(log, requests)
                : drawArrivals(requests, 1, ArrivalProcess::Poisson, 2);
        const double capacity
                = ServingSimulator::sloCapacity(m, fromLog, arrivals, logTps, 2000.0, 50.0);
        SimulationResult result;
        const double ms = bench::medianMs(21, [&](int) {
            result = ServingSimulator::openLoop(m, fromLog, arrivals, capacity * 0.9);
        });
        out << "open loop, 10,000 requests with the code log's lengths"
            << (logArrivalsToo ? " and arrivals" : ", Poisson arrivals") << " at 90% of capacity ("
            << QString::number(capacity * 0.9, 'f', 2) << "/s): " << QString::number(ms, 'f', 3)
            << " ms median; " << result.iterations << " iterations, P99 TTFT "
            << QString::number(result.ttft.p99 * 1000, 'f', 1) << " ms\n";
    }
    return 0;
}
