// SPDX-License-Identifier: GPL-3.0-or-later
// The items of one catalog by id, for checks that look up many references at once: a lookup
// is a hash probe instead of a walk through the list (Catalog::accelerator() and the rest).
#pragma once

#include "catalog.h"

#include <QHash>
#include <QSet>

namespace infertco {

class CatalogIndex
{
public:
    /// Indexes `catalog` as it is now; the catalog must outlive the index and not change.
    /// Where two items share an id the first one is found, as Catalog's own lookups do.
    explicit CatalogIndex(const Catalog &catalog);
    /// Indexes the regions, accelerators and platforms of `catalog` (few) and, of its offers,
    /// only those whose ids `offers` holds: what the checks of a change look up, without
    /// indexing every offer of a large catalog.
    CatalogIndex(const Catalog &catalog, const QSet<QString> &offers);

    const Catalog &catalog() const { return m_catalog; }

    const Accelerator *accelerator(const QString &id) const { return m_accelerators.value(id); }
    const ServerPlatform *platform(const QString &id) const { return m_platforms.value(id); }
    const RentalOffer *rentalOffer(const QString &id) const { return m_rentalOffers.value(id); }
    const ColoOffer *coloOffer(const QString &id) const { return m_coloOffers.value(id); }
    const Region *region(const QString &id) const { return m_regions.value(id); }
    /// A request log: few per catalog, found by a walk.
    const RequestLog *requestLog(const QString &id) const { return m_catalog.requestLog(id); }

private:
    const Catalog &m_catalog;
    QHash<QString, const Accelerator *> m_accelerators;
    QHash<QString, const ServerPlatform *> m_platforms;
    QHash<QString, const RentalOffer *> m_rentalOffers;
    QHash<QString, const ColoOffer *> m_coloOffers;
    QHash<QString, const Region *> m_regions;
};

} // namespace infertco
