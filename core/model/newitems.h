// SPDX-License-Identifier: GPL-3.0-or-later
// What a new scenario, rental offer and option start from, so that each is valid as it
// stands and the same whoever adds it. Their names are the caller's (in the user's language).
#pragma once

#include "bundle.h"

namespace infertco {

class NewItems
{
public:
    /// A scenario to start from when a document has none: Llama-3.1-8B-Instruct's
    /// architecture (config.json: 32 layers, 8 KV heads, head_dim 128, 8.03 B parameters)
    /// and the assumptions of the demo scenarios, no options, no id, name or notes yet.
    static Scenario starterScenario();

    /// A rental offer with id `id` and no name: the catalog's first region and that region's
    /// currency, its first accelerator, one card per server, a monthly price of 0 until the
    /// quote is typed in. Nothing is copied from another offer.
    static RentalOffer rentalOffer(const Catalog &catalog, const QString &id);

    /// An option for `scenario` without a name: a copy of its last option; for the first, a
    /// rent option on the catalog's first rental offer and that offer's card (else a default
    /// option, which validation refuses until the catalog has an offer).
    static ScenarioOption option(const Catalog &catalog, const Scenario &scenario);
};

} // namespace infertco
