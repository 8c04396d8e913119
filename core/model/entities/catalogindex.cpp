// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogindex.h"

namespace infertco {

namespace {

template <typename Item>
void indexById(const QList<Item> &items, QHash<QString, const Item *> &index)
{
    index.reserve(items.size());
    for (const Item &item : items) {
        if (!index.contains(item.id)) // the first item with an id keeps it
            index.insert(item.id, &item);
    }
}

template <typename Item>
void indexNamed(const QList<Item> &items, const QSet<QString> &named,
                QHash<QString, const Item *> &index)
{
    for (const Item &item : items) {
        if (named.contains(item.id) && !index.contains(item.id))
            index.insert(item.id, &item);
    }
}

} // namespace

CatalogIndex::CatalogIndex(const Catalog &catalog) : m_catalog(catalog)
{
    indexById(catalog.accelerators, m_accelerators);
    indexById(catalog.platforms, m_platforms);
    indexById(catalog.rentalOffers, m_rentalOffers);
    indexById(catalog.coloOffers, m_coloOffers);
    indexById(catalog.regions, m_regions);
}

CatalogIndex::CatalogIndex(const Catalog &catalog, const QSet<QString> &offers) : m_catalog(catalog)
{
    indexById(catalog.accelerators, m_accelerators);
    indexById(catalog.platforms, m_platforms);
    indexNamed(catalog.rentalOffers, offers, m_rentalOffers);
    indexNamed(catalog.coloOffers, offers, m_coloOffers);
    indexById(catalog.regions, m_regions);
}

} // namespace infertco
