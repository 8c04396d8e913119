// SPDX-License-Identifier: GPL-3.0-or-later
// A colocation provider's rack offer: space, power allowance and how power is billed (docs/format.md, "Colocation offers").
#pragma once

#include "catalogitem.h"
#include "enums.h"
#include "money/decimal.h"

#include <optional>

namespace infertco {

struct ColoOffer : CatalogItem
{
    QString provider;
    QString region;
    /// Empty (absent) is an unknown, not 0: an option that reads it is incomplete
    /// (docs/method.md, "Incomplete options"); a typed 0 is a figure.
    std::optional<Decimal> rackFeePerMonth;
    std::optional<Decimal> uFeePerMonth;
    int usableU = 0;
    Decimal rackPowerKw;
    PowerBilling powerBilling = PowerBilling::Metered;
    std::optional<Decimal> powerPricePerKwMonth; ///< empty: unknown, as the fees above
    std::optional<Decimal> pue; ///< else the region's
    Decimal setupFeePerRack;
    Decimal networkPerMonth;
    QString currency;
    Decimal priceChangeYear = Decimal(); ///< rack, U, per-kW and network fees move by (1 + c) once a year

    friend bool operator==(const ColoOffer &, const ColoOffer &) = default;
};

} // namespace infertco
