// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog items one scenario option uses in its mode (docs/format.md): what the advice reads
// and every report lists as the sources of its figures.
#pragma once

#include "model/entities/catalog.h"
#include "model/entities/scenario.h"

namespace infertco {

/// The items an option uses: its accelerator; colo and hybrid (ownsHardware): the server
/// platform, the colocation offer and that offer's region; rent and hybrid (rentsServers):
/// the rental offer (rentalOfferOf) and its region. nullptr where the mode uses none or the
/// catalog lacks the item.
struct OptionItems
{
    const Accelerator *accelerator = nullptr;
    const ServerPlatform *platform = nullptr;
    const ColoOffer *coloOffer = nullptr;
    const Region *coloRegion = nullptr;
    const RentalOffer *rentalOffer = nullptr;
    const Region *rentalRegion = nullptr;

    static OptionItems used(const ScenarioOption &option, const Catalog &catalog);
};

} // namespace infertco
