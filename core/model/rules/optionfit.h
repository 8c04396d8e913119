// SPDX-License-Identifier: GPL-3.0-or-later
// Which catalog items fit a scenario option (docs/format.md; docs/serving.md, "Sizing"): the rules
// the validator checks, the sizer applies and the option editor offers as its choices.
#pragma once

#include "model/entities/catalog.h"
#include "model/entities/scenario.h"

#include <QCoreApplication>
#include <QStringList>

namespace infertco {

class OptionFit
{
    Q_DECLARE_TR_FUNCTIONS(infertco::OptionFit)

public:
    /// docs/format.md: a rent option's offer is a rental offer for the option's accelerator.
    static bool offerFits(const RentalOffer &offer, const QString &accelerator);
    /// docs/serving.md, "Sizing": a platform holds only accelerators of the classes it accepts.
    static bool platformAccepts(const ServerPlatform &platform, const Accelerator &accelerator);
    /// docs/format.md (v3): a platform that lists form factors takes only accelerators of those;
    /// either absent (or the list empty): no restriction.
    static bool takesFormFactor(const ServerPlatform &platform, const Accelerator &accelerator);
    /// Why a colo or hybrid option of `accelerator` on `platform` is infeasible for its form
    /// factor ("the platform does not take SXM modules"), in the user's language; empty when
    /// the platform takes it.
    static QString formFactorReason(const ServerPlatform &platform, const Accelerator &accelerator);
    /// A colo option buys its accelerators and its servers, so both need a price.
    static bool canBuy(const Accelerator &accelerator);
    static bool canBuy(const ServerPlatform &platform);

    /// Whether an option of `mode` can use `accelerator`: rent needs a rental offer for it,
    /// colo needs its price, hybrid (own the base, rent the rest) needs both.
    static bool acceleratorFits(const Catalog &catalog, OptionMode mode,
                                const Accelerator &accelerator);
    /// Whether a colo option with `accelerator` (nullptr: not in the catalog) can be built on
    /// `platform`: the platform accepts the accelerator's class, takes its form factor and has
    /// a price.
    static bool platformFits(const ServerPlatform &platform, const Accelerator *accelerator);

    /// The ids, in catalog order, of the accelerators an option of `mode` can use.
    static QStringList accelerators(const Catalog &catalog, OptionMode mode);
    /// The platforms that fit `option` (colo, hybrid); none for a rent option.
    static QStringList platforms(const Catalog &catalog, const ScenarioOption &option);
    /// The offers that fit `option`: the rental offers for its accelerator (rent), every colo
    /// offer (colo, hybrid).
    static QStringList offers(const Catalog &catalog, const ScenarioOption &option);
    /// The rental offers a hybrid option can rent its remainder from: those for its
    /// accelerator; none for rent and colo options.
    static QStringList rentalOffers(const Catalog &catalog, const ScenarioOption &option);

    /// Makes the option's platform and offer (and a hybrid's rental offer) fit its mode and
    /// accelerator, keeping each where it already fits and otherwise taking the first item
    /// that does (empty when none does). A hybrid owns at least one server; the other modes
    /// own none through `ownedServers` and rent through no `rentalOffer`.
    static void fitReferences(const Catalog &catalog, ScenarioOption &option);
};

} // namespace infertco
