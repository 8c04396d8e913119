// SPDX-License-Identifier: GPL-3.0-or-later
// How many accelerators, servers and racks an option needs to serve the workload at its
// latency target (docs/serving.md, "Sizing").
#pragma once

#include "model/entities/accelerator.h"
#include "model/entities/colooffer.h"
#include "model/entities/scenario.h"
#include "model/entities/serverplatform.h"
#include "performancemodel.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>

namespace infertco {

struct Sizing
{
    bool feasible = false;
    QString reason; ///< why not, when infeasible

    Precision effectivePrecision = Precision::Fp16;
    bool precisionFellBack = false;
    int tp = 0;
    int batch = 0;
    int memoryBatch = 0; ///< Bmem at the chosen tp: sequences that fit in memory
    double replicaTokensPerS = 0;
    int replicas = 0;
    int accelerators = 0; ///< installed (colo) or rented (rent) accelerators
    int spares = 0; ///< colo only
    int servers = 0;
    int racks = 0; ///< colo only
    bool replicaSpansServers = false;
    int ownedServers = 0; ///< v2: largest Sown(m)
    int rentedServers = 0; ///< v2: largest Srent(m)
    Roofline roofline; ///< docs/serving.md, "Roofline", at the chosen t and batch
};

/// What sizing needs to know about where the option runs.
struct Placement
{
    OptionMode mode = OptionMode::Rent;
    int acceleratorsPerServer = 0; ///< offer's (rent) or platform's slots (colo, hybrid)
    const ServerPlatform *platform = nullptr; ///< colo, hybrid
    const ColoOffer *coloOffer = nullptr; ///< colo, hybrid
    /// The largest monthly peak (the Pmax of docs/serving.md, "Sizing"); unset: the workload's own
    /// peak.
    std::optional<Decimal> largestPeak = std::nullopt;
};

/// docs/serving.md, "P99 sizing" `sizing: "p99"`: the replica throughput (tokens/s) that replaces
/// section 4's replica_tps for one tensor-parallel size, given that size's replica and section 4's
/// figure; nullopt drops the size (its SLO capacity is 0, or it cannot be simulated). The third
/// argument says whether a throughput could still make the size the one chosen (false: the size
/// loses whatever its throughput at most that value); the function may return nullopt as soon as
/// its throughput can no longer exceed a value for which it says false.
using ReplicaThroughput = std::function<std::optional<double>(
        const ReplicaPerformance &, double averageTokensPerS,
        const std::function<bool(double tokensPerS)> &couldBeChosen)>;

class Sizer
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Sizer)

public:
    /// docs/method.md, "Numbers": the most servers, accelerators (spares included) or racks an
    /// option may have; 10^9 itself is allowed.
    static constexpr long long MaxCount = 1000000000;

    /// docs/serving.md, "Sizing": sizes one option; never throws, an impossible option comes back
    /// infeasible. With `throughput` set, every size section 4 finds feasible is sized by it
    /// instead (P99 sizing); `batch` stays section 4's B.
    static Sizing size(const Workload &workload, const Accelerator &accelerator,
                       const Placement &placement, const Decimal &headroom,
                       const Decimal &spareFraction, const ReplicaThroughput &throughput = {});

    /// The precision actually run: the workload's, or its fallback (int4 → int8 → fp16,
    /// fp8 → fp16) when the accelerator lacks it; nullopt when none is supported.
    static std::optional<Precision> effectivePrecision(Precision wanted,
                                                       const TensorThroughput &tflops);
};

} // namespace infertco
