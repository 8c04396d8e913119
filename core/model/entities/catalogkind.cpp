// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogkind.h"

#include <QLatin1StringView>

namespace infertco {

namespace {

struct KindNames
{
    CatalogKind kind;
    const char *key;
    const char *listKey;
};

// docs/format.md, "The bundle": the bundle's list keys; the item keys are the team server's and
// document's tables.
constexpr KindNames Names[] = {
    { CatalogKind::Accelerator, "accelerator", "accelerators" },
    { CatalogKind::Platform, "platform", "platforms" },
    { CatalogKind::RentalOffer, "rental_offer", "rental_offers" },
    { CatalogKind::ColoOffer, "colo_offer", "colo_offers" },
    { CatalogKind::Region, "region", "regions" },
};
static_assert(std::size(Names) == catalogKinds.size());
static_assert(
        [] {
            for (std::size_t i = 0; i < catalogKinds.size(); ++i) {
                if (Names[i].kind != catalogKinds[i]
                    || static_cast<std::size_t>(catalogKinds[i]) != i)
                    return false;
            }
            return true;
        }(),
        "Names and catalogKinds follow the enum's order, so a kind indexes its names");

const KindNames &namesOf(CatalogKind kind)
{
    return Names[static_cast<std::size_t>(kind)];
}

} // namespace

const char *catalogKey(CatalogKind kind)
{
    return namesOf(kind).key;
}

const char *catalogListKey(CatalogKind kind)
{
    return namesOf(kind).listKey;
}

std::optional<CatalogKind> catalogKindOfKey(QStringView key)
{
    for (const KindNames &names : Names) {
        if (key == QLatin1StringView(names.key))
            return names.kind;
    }
    return std::nullopt;
}

std::optional<CatalogKind> catalogKindOfListKey(QStringView key)
{
    for (const KindNames &names : Names) {
        if (key == QLatin1StringView(names.listKey))
            return names.kind;
    }
    return std::nullopt;
}

} // namespace infertco
