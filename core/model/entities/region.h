// SPDX-License-Identifier: GPL-3.0-or-later
// A region: its currency, electricity tariff, typical PUE and staff cost (docs/format.md,
// "Regions").
#pragma once

#include "catalogitem.h"
#include "money/decimal.h"

namespace infertco {

struct Region : CatalogItem
{
    QString currency;
    Decimal electricityPricePerKwh;
    Decimal pue;
    Decimal staffCostPerFteYear;
    Decimal electricityPriceChangeYear = Decimal(); ///< the tariff moves by (1 + c) once a year
    Decimal staffCostChangeYear = Decimal(); ///< the cost per FTE moves by (1 + c) once a year

    friend bool operator==(const Region &, const Region &) = default;
};

} // namespace infertco
