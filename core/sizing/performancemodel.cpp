// SPDX-License-Identifier: GPL-3.0-or-later
#include "performancemodel.h"

#include <algorithm>
#include <cmath>

namespace infertco {

PerformanceModel::PerformanceModel(const Workload &workload, const Accelerator &accelerator,
                                   Precision precision, double headroom)
    : m_paramsB(workload.paramsB),
      // docs/serving.md, "Request logs": lengths "log" put the log's means where section 4
      // reads the workload's lengths, and its longest request where memory must hold one.
      m_promptTokens(workload.lengthsFromLog() ? workload.log->meanPrompt()
                                               : double(workload.promptTokens)),
      m_outputTokens(workload.lengthsFromLog() ? workload.log->meanOutput()
                                               : double(workload.outputTokens)),
      // docs/serving.md, "Sizing", in double precision and in the order the formulas are written.
      m_weights(workload.paramsB * 1e9 * bytesPerParameter(precision)),
      m_kvPerToken(2.0 * workload.layers * workload.kvHeads * workload.headDim * workload.kvBytes),
      m_context(workload.lengthsFromLog() ? double(workload.log->longestContext())
                                          : double(workload.promptTokens) + workload.outputTokens),
      m_batchContext(workload.lengthsFromLog() ? m_promptTokens + m_outputTokens : m_context),
      m_averageContext(m_promptTokens + m_outputTokens / 2.0),
      m_usableMemory(accelerator.memoryGb * 1e9 * (1.0 - headroom)),
      m_tflops(accelerator.tflops.forPrecision(precision)),
      m_dynamicShape(workload.dynamicShapes ? accelerator.dynamicShapeEfficiency : 1.0),
      m_bandwidthGbs(accelerator.bandwidthGbs),
      m_bwEfficiency(accelerator.bwEfficiency),
      m_computeEfficiency(accelerator.computeEfficiency),
      m_tpEfficiency(accelerator.tpEfficiency),
      m_tpEfficiencyBySize(accelerator.tpEfficiencyBySize),
      m_allreduceS(workload.layers * accelerator.tpAllreduceUs / 1e6),
      m_allreduceTokenS(workload.layers * accelerator.tpAllreduceNsPerToken / 1e9)
{
    // docs/serving.md, "The performance model": at the effective precision, efficiency_by_precision
    // replaces the card's bandwidth and compute efficiencies, each where it is given.
    const auto byPrecision = accelerator.efficiencyByPrecision.constFind(tflopsKey(precision));
    if (byPrecision != accelerator.efficiencyByPrecision.cend()) {
        if (byPrecision->bw)
            m_bwEfficiency = *byPrecision->bw;
        if (byPrecision->compute)
            m_computeEfficiency = *byPrecision->compute;
    }
}

QString PerformanceModel::tflopsKey(Precision precision)
{
    switch (precision) {
    case Precision::Fp16:
    case Precision::Bf16:
        return QStringLiteral("fp16");
    case Precision::Fp8:
        return QStringLiteral("fp8");
    case Precision::Int8:
        return QStringLiteral("int8");
    case Precision::Int4:
        return QStringLiteral("int4");
    }
    return QStringLiteral("fp16");
}

double PerformanceModel::tpEfficiency(int tp) const
{
    if (tp == 1)
        return 1.0;
    return m_tpEfficiencyBySize.value(tp, m_tpEfficiency);
}

ReplicaPerformance PerformanceModel::replica(int tp) const
{
    return ReplicaPerformance(*this, tp);
}

ReplicaPerformance::ReplicaPerformance(const PerformanceModel &model, int tp)
    : m_model(model), m_tp(tp)
{
    const double e = model.tpEfficiency(tp);
    const double d = model.m_dynamicShape;
    m_bandwidth = tp * model.m_bandwidthGbs * 1e9 * model.m_bwEfficiency * e * d;
    m_compute = tp * model.m_tflops * 1e12 * model.m_computeEfficiency * e * d;
    // docs/serving.md, "The performance model": the all-reduces only at t > 1; added last, so
    // that a card without them keeps every bit of the version 3 times.
    if (tp > 1) {
        m_allreduce = model.m_allreduceS;
        m_allreduceToken = model.m_allreduceTokenS;
    }
    m_prefill = 2.0 * model.m_paramsB * 1e9 * model.m_promptTokens / m_compute + m_allreduce
            + m_allreduceToken * model.m_promptTokens;
}

double ReplicaPerformance::stepTime(double batch) const
{
    const PerformanceModel &m = m_model;
    return std::max((m.m_weights + batch * m.m_kvPerToken * m.m_averageContext) / m_bandwidth,
                    2.0 * m.m_paramsB * 1e9 * batch / m_compute)
            + m_allreduce + m_allreduceToken * batch;
}

double ReplicaPerformance::tokenTime(double batch) const
{
    return stepTime(batch) + batch * m_prefill / m_model.m_outputTokens;
}

double ReplicaPerformance::memoryBatch() const
{
    const PerformanceModel &m = m_model;
    return std::floor((m_tp * m.m_usableMemory - m.m_weights)
                      / (m.m_kvPerToken * m.m_batchContext));
}

double ReplicaPerformance::kvCapacityTokens() const
{
    const PerformanceModel &m = m_model;
    return std::floor((m_tp * m.m_usableMemory - m.m_weights) / m.m_kvPerToken);
}

bool ReplicaPerformance::fitsOneSequence() const
{
    const PerformanceModel &m = m_model;
    return m_tp * m.m_usableMemory >= m.m_weights + m.m_kvPerToken * m.m_context;
}

Roofline ReplicaPerformance::roofline(int batch) const
{
    const PerformanceModel &m = m_model;
    Roofline roofline;
    roofline.ridgeFlopsPerByte = m_compute / m_bandwidth;
    roofline.bandwidthBytesPerS = m_bandwidth;
    roofline.computeFlopsPerS = m_compute;
    roofline.decodeIntensity = 2.0 * m.m_paramsB * 1e9 * batch
            / (m.m_weights + batch * m.m_kvPerToken * m.m_averageContext);
    roofline.prefillIntensity = 2.0 * m.m_paramsB * 1e9 * m.m_promptTokens
            / (m.m_weights + m.m_kvPerToken * m.m_promptTokens);
    return roofline;
}

} // namespace infertco
