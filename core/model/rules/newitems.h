// SPDX-License-Identifier: GPL-3.0-or-later
// What a new scenario, rental offer, option or demand step and a copy of a scenario or option
// start from, so that each is valid as it stands and the same whoever adds it. Their names are
// the caller's (in the user's language); why one cannot be added is the core's.
#pragma once

#include "model/entities/bundle.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace infertco {

class NewItems
{
    Q_DECLARE_TR_FUNCTIONS(infertco::NewItems)

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

    /// A scenario to add to `scenarios`, with an id none of them has ("scenario",
    /// "scenario-2", …) and the name `name`: a copy of the last one without its notes; the
    /// first, starterScenario() with the notes `starterNotes`. Without a tax of its own it takes
    /// its team region's default (TaxDefaults), if that region has one.
    static Scenario scenario(const QList<Scenario> &scenarios, const QString &name,
                             const QString &starterNotes);

    /// A copy of scenario `row` of `scenarios`: its id and "-copy", made unique, and the name
    /// `copyName` ("%1 (copy)") with %1 its name, or its id when it has none.
    static Scenario scenarioCopy(const QList<Scenario> &scenarios, int row,
                                 const QString &copyName);

    /// The name of a new option of `scenario`: `pattern` ("Option %1") with the first number
    /// from the option count + 1 on that no option's name has.
    static QString optionName(const Scenario &scenario, const QString &pattern);

    /// A copy of option `row` of `scenario` named `copyName` ("%1 (copy)") with %1 its name;
    /// when another option has that name, "… 2", "… 3" and so on.
    static ScenarioOption optionCopy(const Scenario &scenario, int row, const QString &copyName);

    /// The demand step to add to `scenario`: steps stay in month order, so it goes last. The
    /// first starts in month 1 at the scenario's peak, a later one a month after the last at
    /// the last one's peak. None, with *error saying why, when the scenario has a demand
    /// growth per year (the two are exclusive) or the last step starts in the horizon's last
    /// month.
    static std::optional<DemandStep> demandStep(const Scenario &scenario, QString *error);
};

} // namespace infertco
