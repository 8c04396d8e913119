// SPDX-License-Identifier: GPL-3.0-or-later
// A server that hosts owned accelerators in colocation (DESIGN 2).
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
    Decimal baseW;
    std::optional<Decimal> price;
    QString currency;

};

} // namespace infertco
