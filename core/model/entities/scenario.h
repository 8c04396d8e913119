// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario: the workload to serve, the financial assumptions and the options to compare
// (docs/format.md, "Scenarios").
#pragma once

#include "enums.h"
#include "money/decimal.h"
#include "requestlog.h"

#include <QList>
#include <QMap>
#include <QString>

#include <memory>
#include <optional>

namespace infertco {

/// From `fromMonth` on, the peak is `peakOutputTokensPerS` (docs/method.md, "Demand", v2).
struct DemandStep
{
    int fromMonth = 1;
    Decimal peakOutputTokensPerS;

    friend bool operator==(const DemandStep &, const DemandStep &) = default;
};

struct Workload
{
    double paramsB = 0;
    Precision precision = Precision::Fp16;
    double kvBytes = 2;
    int layers = 0;
    int kvHeads = 0;
    int headDim = 0;
    int promptTokens = 0;
    int outputTokens = 0;
    Decimal peakOutputTokensPerS;
    /// v2: the peak grows by (1 + g) once a year; exclusive with `demand`.
    std::optional<Decimal> demandGrowthYear = std::nullopt;
    /// v2: the peak in steps; when given, peakOutputTokensPerS is ignored.
    QList<DemandStep> demand = {};
    double tpotMs = 0;
    std::optional<double> ttftMs
            = std::nullopt; ///< v2: time to first token limit (prefill of one request)
    Decimal utilization = Decimal(1);
    Decimal modelUpdatesPerYear;
    int maxBatch = 256;
    bool dynamicShapes = false;
    bool requiresIsolation = false;
    /// v3 (docs/serving.md, "The serving simulation"): the serving simulation and how it sizes.
    SizingMode sizing = SizingMode::Average;
    ArrivalProcess arrival = ArrivalProcess::Poisson;
    double burstCv = 2; ///< coefficient of variation of the gaps when bursty, >= 1
    int prefillChunkTokens = 2048; ///< tokens one iteration may process, [16, 1,000,000]
    double iterationOverheadMs = 0; ///< time added to every iteration, >= 0
    int simRequests = 4000; ///< [500, 1,000,000]
    quint64 simSeed = 1; ///< [0, 2^63)
    /// v4 (docs/serving.md, "Request logs"): the id of a request log; empty: none.
    QString requestLog = QString();
    LengthSource lengths = LengthSource::Fixed;
    /// Whether sim_requests was given: absent, a workload on a log simulates max(n, 500).
    bool simRequestsGiven = false;
    /// The rows of `requestLog`, set by the engine from the catalog before it sizes (no
    /// field: never read or written); compared by identity.
    std::shared_ptr<const RequestLogRows> log = nullptr;

    /// Lengths per request from the log: lengths "log" with the log's rows at hand.
    bool lengthsFromLog() const { return lengths == LengthSource::Log && log != nullptr; }

    friend bool operator==(const Workload &, const Workload &) = default;
};

struct StaffAssumptions
{
    Decimal ftePerServerOwned;
    Decimal ftePerServerRented;
    Decimal minFteOwned;
    Decimal minFteRented;

    friend bool operator==(const StaffAssumptions &, const StaffAssumptions &) = default;
};

struct OwnedAssumptions
{
    Decimal spareFraction;
    Decimal purchaseOverheadFraction;
    Decimal maintenanceRateYear;
    Decimal residualFraction;
    /// v2: value left after 1, 2, … years, each in [0, 1]; exclusive with residualFraction.
    QList<Decimal> residualByYear = {};

    friend bool operator==(const OwnedAssumptions &, const OwnedAssumptions &) = default;
};

/// v4 (docs/method.md, "After tax, loans and leases"): how an owned option's hardware is
/// paid for when it is not paid in cash. Absent (no kind) for cash.
struct Financing
{
    std::optional<FinancingKind> kind = std::nullopt;
    Decimal rateYear; ///< nominal, compounded monthly, in [0, 1)
    int termMonths = 0; ///< 1..120
    /// Loan only: the share of each tranche paid at purchase; absent is 0.
    std::optional<Decimal> downPaymentFraction = std::nullopt;

    bool given() const { return kind.has_value(); }
    friend bool operator==(const Financing &, const Financing &) = default;
};

/// v4: the profits tax the scenario's cash flows are taken after. Absent (no rate): before tax.
struct TaxAssumptions
{
    std::optional<Decimal> rate = std::nullopt; ///< in [0, 1)
    TaxOwnership ownership = TaxOwnership::Immediate;
    int years = 0; ///< straight_line only, 1..20; 0 when not given
    int lagMonths = 0; ///< 0..24: months from the month taxed to the month paid

    bool given() const { return rate.has_value(); }
    friend bool operator==(const TaxAssumptions &, const TaxAssumptions &) = default;
};

/// One way of serving the workload: rent servers from an offer, buy and place in colo, or
/// own a base of servers in colo and rent the rest (hybrid).
struct ScenarioOption
{
    QString name;
    OptionMode mode = OptionMode::Rent;
    QString accelerator;
    QString platform; ///< colo and hybrid
    QString offer; ///< a rental offer (rent) or a colo offer (colo, hybrid)
    QString rentalOffer = QString(); ///< hybrid: the rental offer of the rented remainder
    int ownedServers = 0; ///< hybrid: servers owned from month 1
    Financing financing = {}; ///< v4, colo and hybrid: a loan or a lease instead of cash

    friend bool operator==(const ScenarioOption &, const ScenarioOption &) = default;
};

struct Scenario
{
    QString id;
    QString name;
    QString notes;
    QString currency = QStringLiteral("HKD");
    QMap<QString, Decimal> fx; ///< value of one unit of the key currency in `currency`
    int horizonMonths = 36;
    Decimal discountRateYear;
    Decimal headroom = *Decimal::parse(u"0.1");
    Decimal engineerDayRate;
    QString engineerCurrency = QStringLiteral("HKD");
    /// v2: the region whose staff cost applies to every option; empty: each option's own.
    QString teamRegion = QString();
    StaffAssumptions staff;
    OwnedAssumptions owned;
    Workload workload;
    TaxAssumptions tax = {}; ///< v4: absent, every result is before tax
    QList<ScenarioOption> options;

    friend bool operator==(const Scenario &, const Scenario &) = default;
};

} // namespace infertco
