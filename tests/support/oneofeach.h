// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper: a catalog that holds one item of each kind and a scenario, as the engine,
// validation and advice tests build them (each with its own figures), with the one item of
// each kind at hand: in.card().price = Decimal(-1).
#pragma once

#include "model/entities/catalog.h"
#include "model/entities/scenario.h"

namespace infertco::testing {

struct OneOfEach
{
    Catalog catalog;
    Scenario scenario;

    Accelerator &card() { return catalog.accelerators[0]; }
    ServerPlatform &box() { return catalog.platforms[0]; }
    Region &region() { return catalog.regions[0]; }
    ColoOffer &colo() { return catalog.coloOffers[0]; }
    RentalOffer &rent() { return catalog.rentalOffers[0]; }
    Workload &workload() { return scenario.workload; }
};

} // namespace infertco::testing
