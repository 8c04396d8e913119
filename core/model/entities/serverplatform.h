// SPDX-License-Identifier: GPL-3.0-or-later
// A server that hosts owned accelerators in colocation (docs/format.md, "Server platforms").
#pragma once

#include "catalogitem.h"
#include "enums.h"
#include "money/decimal.h"

#include <QList>

#include <optional>

namespace infertco {

struct ServerPlatform : CatalogItem
{
    int slots = 0;
    QList<AcceleratorClass> accepts;
    int rackUnits = 0;
    std::optional<Decimal> baseW; ///< empty: unknown (docs/method.md, "Incomplete options")
    std::optional<Decimal> price;
    QString currency;
    Decimal priceChangeYear = Decimal(); ///< the price moves by (1 + c) once a year
                                         ///< (docs/method.md, "Prices over time")
    /// Bought with every slot filled (HGX/DGX boards): installed accelerators = servers × slots.
    bool fullyPopulated = false;
    /// v3 (docs/format.md, "Server platforms"): the form factors it takes; empty: no restriction.
    QList<FormFactor> formFactors = {};

    friend bool operator==(const ServerPlatform &, const ServerPlatform &) = default;
};

} // namespace infertco
