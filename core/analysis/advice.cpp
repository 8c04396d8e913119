// SPDX-License-Identifier: GPL-3.0-or-later
#include "advice.h"

namespace infertco {

namespace {

bool isSpecialised(AcceleratorClass c)
{
    return c == AcceleratorClass::Npu || c == AcceleratorClass::InferenceAsic;
}

} // namespace

QList<Advice> Advisor::advise(const Workload &workload, const Accelerator &accelerator,
                              const Sizing &sizing, OptionMode mode, int horizonMonths,
                              int minTermMonths)
{
    QList<Advice> advice;
    const auto add = [&advice](AdviceKind kind, const QString &text) {
        advice.append({ kind, text });
    };
    const QString card = accelerator.displayName();
    if (sizing.feasible && sizing.memoryBatch < TightMemoryBatch) {
        add(AdviceKind::TightMemory,
            tr("Memory is tight: at tensor-parallel size %1 only %n sequence(s) fit in memory "
               "at once, so long prompts or traffic bursts will queue. Consider a card with "
               "more memory or a lower-precision model.",
               nullptr, sizing.memoryBatch)
                    .arg(sizing.tp));
    }
    if (sizing.feasible && sizing.precisionFellBack) {
        add(AdviceKind::PrecisionFallback,
            tr("%1 does not support %2, so the model runs in %3: it needs more memory and runs "
               "slower than planned, and the model must be converted to %3.")
                    .arg(card, toText(workload.precision), toText(sizing.effectivePrecision)));
    }
    const bool specialised = isSpecialised(accelerator.acceleratorClass);
    if (specialised && workload.modelUpdatesPerYear >= Decimal(FrequentUpdatesPerYear)) {
        add(AdviceKind::FrequentUpdatesOnSpecialisedHardware,
            tr("The model changes %1 times a year: on %2 every new model must be ported and "
               "requantized for the vendor's toolchain, which takes engineering days each time. "
               "NPUs and inference ASICs suit models that stay stable.")
                    .arg(workload.modelUpdatesPerYear.toString(), card));
    }
    if (workload.requiresIsolation && !accelerator.supportsPartitioning) {
        add(AdviceKind::IsolationUnsupported,
            tr("The workload needs isolation between tenants, but %1 cannot be partitioned "
               "(no MIG-like isolation): tenants would share whole cards or need cards of "
               "their own.")
                    .arg(card));
    }
    if (sizing.feasible && accelerator.acceleratorClass == AcceleratorClass::ConsumerGpu
        && sizing.tp > 1) {
        add(AdviceKind::ConsumerTensorParallel,
            tr("Consumer cards split one model over %1 cards through PCIe, without NVLink: "
               "real throughput is often well below the estimate. Test before you buy.")
                    .arg(sizing.tp));
    }
    if (sizing.feasible && sizing.replicaSpansServers) {
        add(AdviceKind::ReplicaSpansServers,
            tr("One copy of the model needs %1 cards but a server holds fewer, so each copy "
               "spans servers over the network: expect lower throughput and higher latency.")
                    .arg(sizing.tp));
    }
    if (specialised && workload.dynamicShapes) {
        add(AdviceKind::DynamicShapesOnSpecialisedHardware,
            tr("The workload has dynamic shapes (varying prompt lengths or batch sizes): %1 "
               "compiles for fixed shapes and loses efficiency with them.")
                    .arg(card));
    }
    if (mode == OptionMode::Rent && horizonMonths < minTermMonths) {
        add(AdviceKind::HorizonShorterThanMinimumTerm,
            tr("The rental's minimum term is %1 months, longer than the %2-month horizon: "
               "you would pay for months you do not use.")
                    .arg(minTermMonths)
                    .arg(horizonMonths));
    }
    return advice;
}

} // namespace infertco
