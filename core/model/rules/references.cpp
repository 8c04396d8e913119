// SPDX-License-Identifier: GPL-3.0-or-later
#include "references.h"

namespace infertco {

namespace {

/// Visits every id field that refers to an item of `kind`, with a function describing its
/// owner (called only by visitors that need the description).
template <typename AnyBundle, typename Visit>
void forEachReference(AnyBundle &bundle, CatalogKind kind, Visit &&visit)
{
    auto &catalog = bundle.catalog;
    if (kind == CatalogKind::Region) {
        for (auto &offer : catalog.rentalOffers) {
            visit(offer.region,
                  [&offer] { return References::tr("rental offer %1").arg(offer.id); });
        }
        for (auto &offer : catalog.coloOffers) {
            visit(offer.region,
                  [&offer] { return References::tr("colocation offer %1").arg(offer.id); });
        }
    }
    if (kind == CatalogKind::Accelerator) {
        for (auto &offer : catalog.rentalOffers) {
            visit(offer.accelerator,
                  [&offer] { return References::tr("rental offer %1").arg(offer.id); });
        }
    }
    for (auto &scenario : bundle.scenarios) {
        if (kind == CatalogKind::Region && !scenario.teamRegion.isEmpty()) {
            visit(scenario.teamRegion, [&scenario] {
                return References::tr("team region of scenario %1").arg(scenario.id);
            });
        }
        for (auto &option : scenario.options) {
            const auto owner = [&option, &scenario] {
                return References::tr("option \"%1\" of scenario %2").arg(option.name, scenario.id);
            };
            switch (kind) {
            case CatalogKind::Accelerator:
                visit(option.accelerator, owner);
                break;
            // A hybrid option owns servers in colo and rents the rest (docs/format.md, v2).
            case CatalogKind::Platform:
                if (option.mode != OptionMode::Rent)
                    visit(option.platform, owner);
                break;
            case CatalogKind::RentalOffer:
                if (option.mode == OptionMode::Rent)
                    visit(option.offer, owner);
                else if (option.mode == OptionMode::Hybrid)
                    visit(option.rentalOffer, owner);
                break;
            case CatalogKind::ColoOffer:
                if (option.mode != OptionMode::Rent)
                    visit(option.offer, owner);
                break;
            case CatalogKind::Region:
                break;
            }
        }
    }
}

} // namespace

QStringList References::users(const Bundle &bundle, CatalogKind kind, const QString &id)
{
    QStringList owners;
    forEachReference(bundle, kind, [&](const QString &reference, const auto &owner) {
        if (reference == id)
            owners.append(owner());
    });
    return owners;
}

void References::rename(Bundle &bundle, CatalogKind kind, const QString &from, const QString &to)
{
    forEachReference(bundle, kind, [&](QString &reference, const auto &) {
        if (reference == from)
            reference = to;
    });
}

void References::setOfferAccelerator(Bundle &bundle, const QString &offerId,
                                     const QString &accelerator)
{
    QString old;
    bool found = false;
    for (RentalOffer &offer : bundle.catalog.rentalOffers) {
        if (offer.id == offerId) {
            old = offer.accelerator;
            offer.accelerator = accelerator;
            found = true;
        }
    }
    if (!found)
        return;
    for (Scenario &scenario : bundle.scenarios) {
        for (ScenarioOption &option : scenario.options) {
            if (option.mode == OptionMode::Rent && option.offer == offerId
                && option.accelerator == old)
                option.accelerator = accelerator;
        }
    }
}

} // namespace infertco
