// SPDX-License-Identifier: GPL-3.0-or-later
// A colocation provider's rack offer: space, power allowance and how power is billed (DESIGN 2).
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
    Decimal rackFeePerMonth;
    Decimal uFeePerMonth;
    int usableU = 0;
    Decimal rackPowerKw;
    PowerBilling powerBilling = PowerBilling::Metered;
    Decimal powerPricePerKwMonth;
    std::optional<Decimal> pue; ///< else the region's
    Decimal setupFeePerRack;
    Decimal networkPerMonth;
    QString currency;
    Decimal priceChangeYear = Decimal(); ///< rack, U, per-kW and network fees move by (1 + c) once a year

    friend bool operator==(const ColoOffer &, const ColoOffer &) = default;
};

} // namespace infertco
