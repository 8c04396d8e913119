// SPDX-License-Identifier: GPL-3.0-or-later
// The performance model of docs/serving.md, "Sizing" (and its v3 factors of docs/serving.md, "The
// performance model"): how many bytes a workload keeps and reads, how fast an accelerator at a
// tensor-parallel size moves and computes them, the step and prefill times, and the roofline.
// Sizing, the serving simulation and the roofline all read it here; nothing else re-derives these
// figures.
#pragma once

#include "model/entities/accelerator.h"
#include "model/entities/scenario.h"

#include <QString>

#include <algorithm>

namespace infertco {

/// docs/serving.md, "Roofline": where the workload sits against the replica's ratio of compute to
/// bandwidth. Bounds are decided on these unrounded doubles.
class ReplicaPerformance;

struct Roofline
{
    double ridgeFlopsPerByte = 0; ///< F / BW
    double decodeIntensity = 0; ///< FLOP per byte of one decode step at batch B
    double prefillIntensity = 0; ///< FLOP per byte of one request's prefill
    double bandwidthBytesPerS = 0; ///< BW of the replica: the roof's slope
    double computeFlopsPerS = 0; ///< F of the replica: the roof's ceiling

    /// The roof at `intensity` FLOP per byte: min(F, intensity × BW), FLOP per second.
    double attainable(double intensity) const
    {
        return std::min(computeFlopsPerS, intensity * bandwidthBytesPerS);
    }

    bool decodeComputeBound() const { return decodeIntensity >= ridgeFlopsPerByte; }
    bool prefillComputeBound() const { return prefillIntensity >= ridgeFlopsPerByte; }
};

class PerformanceModel
{
public:
    /// The workload on the accelerator at the effective `precision` (after any fallback),
    /// with `headroom` of each accelerator's memory kept free.
    PerformanceModel(const Workload &workload, const Accelerator &accelerator, Precision precision,
                     double headroom);

    /// W = params_b × 1e9 × bpp, bytes of weights.
    double weightBytes() const { return m_weights; }
    /// K = 2 × layers × kv_heads × head_dim × kv_bytes, bytes of KV cache per token.
    double kvBytesPerToken() const { return m_kvPerToken; }
    /// ctx = prompt_tokens + output_tokens, tokens a sequence keeps; with lengths "log" the
    /// log's longest request ctxmax = max_j (P_j + O_j), which memory must hold.
    double contextTokens() const { return m_context; }
    /// The tokens an average sequence keeps, for the memory batch: ctx, or Pbar + Obar with
    /// lengths "log".
    double batchContextTokens() const { return m_batchContext; }
    /// prompt_tokens, or Pbar with lengths "log".
    double promptTokens() const { return m_promptTokens; }
    /// output_tokens, or Obar with lengths "log".
    double outputTokens() const { return m_outputTokens; }
    /// c_avg = prompt_tokens + output_tokens / 2, tokens read per decode step on average.
    double averageContextTokens() const { return m_averageContext; }
    /// Umem = memory_gb × 1e9 × (1 − headroom), usable bytes per accelerator.
    double usableMemory() const { return m_usableMemory; }
    /// 2 × params_b × 1e9: FLOP per token through the model.
    double flopsPerToken() const { return 2.0 * m_paramsB * 1e9; }

    /// e: 1 at t = 1; else tp_efficiency_by_size[t] when given, else tp_efficiency.
    double tpEfficiency(int tp) const;
    /// bw_efficiency, or efficiency_by_precision[precision].bw when given (v3).
    double bandwidthEfficiency() const { return m_bwEfficiency; }
    /// compute_efficiency, or efficiency_by_precision[precision].compute when given (v3).
    double computeEfficiency() const { return m_computeEfficiency; }

    /// A replica of `tp` accelerators.
    ReplicaPerformance replica(int tp) const;

    /// The key of `tflops` (and of efficiency_by_precision) a precision reads: bf16 reads
    /// fp16's.
    static QString tflopsKey(Precision precision);

private:
    friend class ReplicaPerformance;
    double m_paramsB = 0;
    double m_promptTokens = 0;
    double m_outputTokens = 0;
    double m_weights = 0;
    double m_kvPerToken = 0;
    double m_context = 0;
    double m_batchContext = 0;
    double m_averageContext = 0;
    double m_usableMemory = 0;
    double m_tflops = 0;
    double m_dynamicShape = 1;
    double m_bandwidthGbs = 0;
    double m_bwEfficiency = 1;
    double m_computeEfficiency = 1;
    double m_tpEfficiency = 1;
    QMap<int, double> m_tpEfficiencyBySize;
    double m_allreduceS = 0; // layers × tp_allreduce_us / 1e6
    double m_allreduceTokenS = 0; // layers × tp_allreduce_ns_per_token / 1e9
};

/// One replica of t accelerators: effective bandwidth and compute, and the times of
/// docs/serving.md, "Sizing". Every expression is evaluated left to right in the order
/// docs/serving.md, "Sizing" writes it.
class ReplicaPerformance
{
public:
    int tp() const { return m_tp; }
    /// The workload and accelerator figures this replica was made from.
    const PerformanceModel &model() const { return m_model; }
    /// BW, bytes per second.
    double bandwidth() const { return m_bandwidth; }
    /// F, FLOP per second.
    double compute() const { return m_compute; }
    /// pf = 2 × params_b × 1e9 × prompt_tokens / F + ar + ar_tok × prompt_tokens: the
    /// prefill of one request, seconds.
    double prefillTime() const { return m_prefill; }
    /// step(B) = max((W + B × K × c_avg) / BW, 2 × params_b × 1e9 × B / F) + ar + ar_tok × B,
    /// seconds.
    double stepTime(double batch) const;
    /// ar = layers × tp_allreduce_us / 1e6 at t > 1, else 0: the all-reduces of one step, s.
    double allreduceTime() const { return m_allreduce; }
    /// ar_tok = layers × tp_allreduce_ns_per_token / 1e9 at t > 1, else 0: per token, s.
    double allreduceTokenTime() const { return m_allreduceToken; }
    /// T(B) = step(B) + B × pf / output_tokens: time per output token at batch B, seconds.
    double tokenTime(double batch) const;
    /// Bmem = floor((t × Umem − W) / (K × ctx)), as a double (it may be huge or negative);
    /// with lengths "log", K × (Pbar + Obar).
    double memoryBatch() const;
    /// KVcap = floor((t × Umem − W) / K): tokens of KV cache the replica holds (docs/serving.md,
    /// "The serving simulation").
    double kvCapacityTokens() const;
    /// t × Umem ≥ W + K × ctx: the weights and one whole sequence fit.
    bool fitsOneSequence() const;
    /// The roofline at batch B (docs/serving.md, "Roofline").
    Roofline roofline(int batch) const;

private:
    friend class PerformanceModel;
    ReplicaPerformance(const PerformanceModel &model, int tp);

    PerformanceModel m_model; // a copy: a replica outlives the model it came from
    int m_tp;
    double m_bandwidth = 0;
    double m_compute = 0;
    double m_prefill = 0;
    double m_allreduce = 0;
    double m_allreduceToken = 0;
};

} // namespace infertco
