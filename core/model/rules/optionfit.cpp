// SPDX-License-Identifier: GPL-3.0-or-later
#include "optionfit.h"

#include <algorithm>

namespace infertco {

bool OptionFit::offerFits(const RentalOffer &offer, const QString &accelerator)
{
    return offer.accelerator == accelerator;
}

bool OptionFit::platformAccepts(const ServerPlatform &platform, const Accelerator &accelerator)
{
    return platform.accepts.contains(accelerator.acceleratorClass);
}

bool OptionFit::takesFormFactor(const ServerPlatform &platform, const Accelerator &accelerator)
{
    return !accelerator.formFactor || platform.formFactors.isEmpty()
            || platform.formFactors.contains(*accelerator.formFactor);
}

QString OptionFit::formFactorReason(const ServerPlatform &platform, const Accelerator &accelerator)
{
    if (takesFormFactor(platform, accelerator))
        return {};
    switch (*accelerator.formFactor) {
    case FormFactor::Sxm:
        return tr("the platform does not take SXM modules");
    case FormFactor::Oam:
        return tr("the platform does not take OAM modules");
    case FormFactor::Pcie:
        return tr("the platform does not take PCIe cards");
    case FormFactor::Other:
        break;
    }
    return tr("the platform does not take accelerators of another form factor");
}

bool OptionFit::canBuy(const Accelerator &accelerator)
{
    return accelerator.price.has_value();
}

bool OptionFit::canBuy(const ServerPlatform &platform)
{
    return platform.price.has_value();
}

bool OptionFit::acceleratorFits(const Catalog &catalog, OptionMode mode,
                                const Accelerator &accelerator)
{
    const bool rentable = std::any_of(
            catalog.rentalOffers.cbegin(), catalog.rentalOffers.cend(),
            [&](const RentalOffer &offer) { return offerFits(offer, accelerator.id); });
    switch (mode) {
    case OptionMode::Rent:
        return rentable;
    case OptionMode::Colo:
        return canBuy(accelerator);
    case OptionMode::Hybrid:
        return rentable && canBuy(accelerator);
    }
    return false;
}

bool OptionFit::platformFits(const ServerPlatform &platform, const Accelerator *accelerator)
{
    return accelerator && platformAccepts(platform, *accelerator)
            && takesFormFactor(platform, *accelerator) && canBuy(platform);
}

QStringList OptionFit::accelerators(const Catalog &catalog, OptionMode mode)
{
    QStringList ids;
    for (const Accelerator &accelerator : catalog.accelerators) {
        if (acceleratorFits(catalog, mode, accelerator))
            ids.append(accelerator.id);
    }
    return ids;
}

QStringList OptionFit::platforms(const Catalog &catalog, const ScenarioOption &option)
{
    QStringList ids;
    if (option.mode == OptionMode::Rent)
        return ids;
    const Accelerator *accelerator = catalog.accelerator(option.accelerator);
    for (const ServerPlatform &platform : catalog.platforms) {
        if (platformFits(platform, accelerator))
            ids.append(platform.id);
    }
    return ids;
}

QStringList OptionFit::offers(const Catalog &catalog, const ScenarioOption &option)
{
    QStringList ids;
    if (option.mode == OptionMode::Rent) {
        for (const RentalOffer &offer : catalog.rentalOffers) {
            if (offerFits(offer, option.accelerator))
                ids.append(offer.id);
        }
    } else {
        for (const ColoOffer &offer : catalog.coloOffers)
            ids.append(offer.id);
    }
    return ids;
}

QStringList OptionFit::rentalOffers(const Catalog &catalog, const ScenarioOption &option)
{
    QStringList ids;
    if (option.mode != OptionMode::Hybrid)
        return ids;
    for (const RentalOffer &offer : catalog.rentalOffers) {
        if (offerFits(offer, option.accelerator))
            ids.append(offer.id);
    }
    return ids;
}

void OptionFit::fitReferences(const Catalog &catalog, ScenarioOption &option)
{
    const auto fitOrFirst = [](QString &reference, const QStringList &fitting) {
        if (!fitting.contains(reference))
            reference = fitting.isEmpty() ? QString() : fitting.constFirst();
    };
    if (option.mode == OptionMode::Rent)
        option.platform.clear();
    else
        fitOrFirst(option.platform, platforms(catalog, option));
    fitOrFirst(option.offer, offers(catalog, option));
    if (option.mode == OptionMode::Hybrid) {
        fitOrFirst(option.rentalOffer, rentalOffers(catalog, option));
        option.ownedServers = std::max(option.ownedServers, 1);
    } else {
        option.rentalOffer.clear();
        option.ownedServers = 0;
    }
}

} // namespace infertco
