// SPDX-License-Identifier: GPL-3.0-or-later
// Warnings a buyer should see about an option, in plain words (DESIGN 5).
#pragma once

#include "model/accelerator.h"
#include "model/scenario.h"
#include "sizing/sizing.h"

#include <QCoreApplication>
#include <QList>
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
};

struct Advice
{
    AdviceKind kind;
    QString text;
};

class Advisor
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Advisor)

public:
    /// Sizing may be infeasible: then only the advice that does not depend on it is given.
    /// `minTermMonths` is the rental offer's minimum term (0 for colo).
    static QList<Advice> advise(const Workload &workload, const Accelerator &accelerator,
                                const Sizing &sizing, OptionMode mode, int horizonMonths,
                                int minTermMonths);

    /// Sequences that must fit in memory at once before memory is called tight.
    static constexpr int TightMemoryBatch = 8;
    /// Model updates a year from which NPUs and ASICs are flagged.
    static constexpr int FrequentUpdatesPerYear = 6;
};

} // namespace infertco
