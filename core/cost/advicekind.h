// SPDX-License-Identifier: GPL-3.0-or-later
// The warnings a result carries for each option (docs/method.md, "Advice"): the kinds and the
// words. The rules that give them are analysis/advice.h, which reads a computed result; the
// engine gives none.
#pragma once

#include <QString>

namespace infertco {

enum class AdviceKind {
    TightMemory,
    PrecisionFallback,
    FrequentUpdatesOnSpecialisedHardware,
    IsolationUnsupported,
    ConsumerTensorParallel,
    ReplicaSpansServers,
    DynamicShapesOnSpecialisedHardware,
    HorizonShorterThanMinimumTerm,
    // v2
    BreakEvenOnlyThroughResidual,
    EmptyFigureCountsAsZero,
    RentalCommittedPastHorizon,
    OutdatedOrExampleQuote,
    OfferOutsideTeamRegion,
    ExportControlledInHongKongMacauOrChina,
    ConsumerCardInDatacenter,
    IdleAcceleratorsInFullServer,
    HybridRentsMostOfHorizon,
    // v3 (docs/serving.md, "Latency at the peak-month load"), given only when the latency is
    // computed
    LatencyNotSimulated,
    AverageSizingMissesP99,
    PeakLoadNearCapacity,
    MemoryOrComputeBound,
    // v4 (docs/method.md, "After tax, loans and leases"), given when the option is financed or
    // the scenario taxed
    LeaseForgoesWriteOff,
    LoanRepaidAtHorizon,
    ZeroTaxRateHidesTiming,
};

struct Advice
{
    AdviceKind kind;
    QString text;
};

} // namespace infertco
