// SPDX-License-Identifier: GPL-3.0-or-later
#include "optionitems.h"

#include "model/entities/optionmode.h"

namespace infertco {

OptionItems OptionItems::used(const ScenarioOption &option, const Catalog &catalog)
{
    OptionItems items;
    items.accelerator = catalog.accelerator(option.accelerator);
    if (ownsHardware(option.mode)) {
        items.platform = catalog.platform(option.platform);
        items.coloOffer = catalog.coloOffer(coloOfferOf(option));
        if (items.coloOffer)
            items.coloRegion = catalog.region(items.coloOffer->region);
    }
    if (rentsServers(option.mode)) {
        items.rentalOffer = catalog.rentalOffer(rentalOfferOf(option));
        if (items.rentalOffer)
            items.rentalRegion = catalog.region(items.rentalOffer->region);
    }
    return items;
}

} // namespace infertco
