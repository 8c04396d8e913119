// SPDX-License-Identifier: GPL-3.0-or-later
// A provider's offer of rented servers with a given accelerator (docs/format.md, "Rental offers").
#pragma once

#include "catalogitem.h"
#include "money/decimal.h"

#include <optional>

namespace infertco {

struct RentalOffer : CatalogItem
{
    QString provider;
    QString region;
    QString accelerator;
    int acceleratorsPerServer = 0;
    std::optional<Decimal> monthlyPrice; ///< per server; preferred when both are given
    std::optional<Decimal> hourlyPrice;  ///< per server
    QString currency;
    Decimal setupFeePerServer;
    Decimal networkPerMonth;
    int minTermMonths = 0;
    Decimal priceChangeYear = Decimal(); ///< server price and network move by (1 + c) once a year

    friend bool operator==(const RentalOffer &, const RentalOffer &) = default;
};

} // namespace infertco
