// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlereferences.h"

namespace infertco {

namespace {

/// Visits every id field that refers to an item of `part`, with a description of its owner.
template <typename AnyBundle, typename Visit>
void forEachReference(AnyBundle &bundle, BundlePart part, Visit &&visit)
{
    auto &catalog = bundle.catalog;
    if (part == BundlePart::Regions) {
        for (auto &offer : catalog.rentalOffers)
            visit(offer.region, BundleReferences::tr("rental offer %1").arg(offer.id));
        for (auto &offer : catalog.coloOffers)
            visit(offer.region, BundleReferences::tr("colocation offer %1").arg(offer.id));
    }
    if (part == BundlePart::Accelerators) {
        for (auto &offer : catalog.rentalOffers)
            visit(offer.accelerator, BundleReferences::tr("rental offer %1").arg(offer.id));
    }
    for (auto &scenario : bundle.scenarios) {
        for (auto &option : scenario.options) {
            const QString owner = BundleReferences::tr("option “%1” of scenario %2")
                                          .arg(option.name, scenario.id);
            switch (part) {
            case BundlePart::Accelerators:
                visit(option.accelerator, owner);
                break;
            case BundlePart::Platforms:
                if (option.mode == OptionMode::Colo)
                    visit(option.platform, owner);
                break;
            case BundlePart::RentalOffers:
                if (option.mode == OptionMode::Rent)
                    visit(option.offer, owner);
                break;
            case BundlePart::ColoOffers:
                if (option.mode == OptionMode::Colo)
                    visit(option.offer, owner);
                break;
            default:
                break;
            }
        }
    }
}

} // namespace

QStringList BundleReferences::users(const Bundle &bundle, BundlePart part, const QString &id)
{
    QStringList owners;
    forEachReference(bundle, part, [&](const QString &reference, const QString &owner) {
        if (reference == id)
            owners.append(owner);
    });
    return owners;
}

void BundleReferences::rename(Bundle &bundle, BundlePart part, const QString &from,
                              const QString &to)
{
    forEachReference(bundle, part, [&](QString &reference, const QString &) {
        if (reference == from)
            reference = to;
    });
}

} // namespace infertco
