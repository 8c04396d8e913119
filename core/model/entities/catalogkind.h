// SPDX-License-Identifier: GPL-3.0-or-later
// The kinds of catalog item and their one set of names: the key of an item ("rental_offer",
// the team server's table and the document's), the key of the bundle's list ("rental_offers",
// docs/format.md, "The bundle"), and the catalog's list of each kind, reached without a switch at
// the call site.
#pragma once

#include "catalog.h"

#include <QStringView>

#include <array>
#include <concepts>
#include <optional>
#include <type_traits>

namespace infertco {

/// The kinds of catalog item, in bundle order; other items refer to them by id.
enum class CatalogKind { Accelerator, Platform, RentalOffer, ColoOffer, Region };

/// Every kind, in bundle order.
inline constexpr std::array<CatalogKind, 5> catalogKinds{
    CatalogKind::Accelerator, CatalogKind::Platform, CatalogKind::RentalOffer,
    CatalogKind::ColoOffer, CatalogKind::Region
};

/// "rental_offer": the key of one item of `kind`.
const char *catalogKey(CatalogKind kind);
/// "rental_offers": the bundle's key for the list of items of `kind`.
const char *catalogListKey(CatalogKind kind);
/// The kind whose catalogKey() is `key`; none for any other text.
std::optional<CatalogKind> catalogKindOfKey(QStringView key);
/// The kind whose catalogListKey() is `key`; none for any other text.
std::optional<CatalogKind> catalogKindOfListKey(QStringView key);

/// The kind of an item, from its type.
constexpr CatalogKind catalogKind(const Accelerator &)
{
    return CatalogKind::Accelerator;
}
constexpr CatalogKind catalogKind(const ServerPlatform &)
{
    return CatalogKind::Platform;
}
constexpr CatalogKind catalogKind(const RentalOffer &)
{
    return CatalogKind::RentalOffer;
}
constexpr CatalogKind catalogKind(const ColoOffer &)
{
    return CatalogKind::ColoOffer;
}
constexpr CatalogKind catalogKind(const Region &)
{
    return CatalogKind::Region;
}

/// Calls `visit` with the list of `catalog` that holds the items of `kind` (a QList<Item>&,
/// const when the catalog is) and returns what it returns: a generic lambda, giving one type
/// for every list (a count, an id).
template <typename AnyCatalog, typename Visit>
requires std::same_as<std::remove_const_t<AnyCatalog>, Catalog>
decltype(auto) withCatalogList(AnyCatalog &catalog, CatalogKind kind, Visit &&visit)
{
    switch (kind) {
    case CatalogKind::Accelerator:
        return visit(catalog.accelerators);
    case CatalogKind::Platform:
        return visit(catalog.platforms);
    case CatalogKind::RentalOffer:
        return visit(catalog.rentalOffers);
    case CatalogKind::ColoOffer:
        return visit(catalog.coloOffers);
    case CatalogKind::Region:
        break; // below, so that every path returns and the switch still names every kind
    }
    return visit(catalog.regions);
}

} // namespace infertco
