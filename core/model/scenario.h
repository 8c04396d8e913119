// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario: the workload to serve, the financial assumptions and the options to compare
// (DESIGN 2).
#pragma once

#include "enums.h"
#include "money/decimal.h"

#include <QList>
#include <QMap>
#include <QString>

namespace infertco {

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
    double tpotMs = 0;
    Decimal utilization = Decimal(1);
    Decimal modelUpdatesPerYear;
    int maxBatch = 256;
    bool dynamicShapes = false;
    bool requiresIsolation = false;
};

struct StaffAssumptions
{
    Decimal ftePerServerOwned;
    Decimal ftePerServerRented;
    Decimal minFteOwned;
    Decimal minFteRented;
};

struct OwnedAssumptions
{
    Decimal spareFraction;
    Decimal purchaseOverheadFraction;
    Decimal maintenanceRateYear;
    Decimal residualFraction;
};

/// One way of serving the workload: rent servers from an offer, or buy and place in colo.
struct ScenarioOption
{
    QString name;
    OptionMode mode = OptionMode::Rent;
    QString accelerator;
    QString platform; ///< colo only
    QString offer;    ///< a rental offer (rent) or a colo offer (colo)
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
    StaffAssumptions staff;
    OwnedAssumptions owned;
    Workload workload;
    QList<ScenarioOption> options;
};

} // namespace infertco
