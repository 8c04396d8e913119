// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogitems.h"

namespace infertco {

void CatalogItems::moveToRegion(const Catalog &catalog, QString &offerRegion, QString &currency,
                                const QString &region)
{
    const Region *from = catalog.region(offerRegion);
    const Region *to = catalog.region(region);
    if (from && to && currency == from->currency)
        currency = to->currency;
    offerRegion = region;
}

} // namespace infertco
