// SPDX-License-Identifier: GPL-3.0-or-later
// The constants of one serving replica that the simulation of docs/serving.md, "One iteration"
// reads; the caller computes them from section 4's performance model at the effective precision.
#pragma once

namespace infertco {

struct ReplicaModel
{
    double weightsBytes = 0; ///< W
    double kvBytesPerToken = 0; ///< K
    double bandwidth = 0; ///< BW, bytes/s (already × t × bw_efficiency × e × d)
    double flops = 0; ///< F, FLOP/s (already × t × compute_efficiency × e × d)
    /// params_b: an iteration's FLOPs are 2 × params_b × 1e9 × tokens, left to right.
    double paramsB = 0;
    long long kvCapacityTokens = 0; ///< KVcap = floor((t × Umem − W) / K)
    int maxBatch = 256; ///< at most this many requests run at once
    int prefillChunkTokens = 2048; ///< tokens one iteration may process
    double iterationOverheadS = 0; ///< ovh = iteration_overhead_ms / 1000
    double sequenceOverheadS = 0; ///< seq = sequence_overhead_ms / 1000
    double requestOverheadS = 0; ///< q = request_overhead_ms / 1000
    /// At t > 1 (docs/serving.md, "The performance model"): the all-reduces of an iteration,
    /// layers × tp_allreduce_us / 1e6 seconds, plus layers × tp_allreduce_ns_per_token / 1e9
    /// seconds per token it processes; both 0 at t = 1 or when the card has none.
    double allreduceS = 0;
    double allreduceTokenS = 0;

    friend bool operator==(const ReplicaModel &, const ReplicaModel &) = default;
};

} // namespace infertco
