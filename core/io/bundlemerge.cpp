// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlemerge.h"

#include <algorithm>

namespace infertco {

namespace {

template <typename Item>
void mergeList(QList<Item> &into, const QList<Item> &incoming, const char *kind,
               BundleMerge::Merged &merged)
{
    for (const Item &item : incoming) {
        const QString label = QStringLiteral("%1 %2").arg(QLatin1String(kind), item.id);
        auto existing = std::find_if(into.begin(), into.end(),
                                     [&item](const Item &other) { return other.id == item.id; });
        if (existing != into.end()) {
            *existing = item;
            merged.updated.append(label);
        } else {
            into.append(item);
            merged.added.append(label);
        }
    }
}

} // namespace

BundleMerge::Merged BundleMerge::merge(const Bundle &base, const Bundle &incoming)
{
    Merged merged;
    merged.bundle = base;
    Catalog &catalog = merged.bundle.catalog;
    mergeList(catalog.accelerators, incoming.catalog.accelerators, "accelerator", merged);
    mergeList(catalog.platforms, incoming.catalog.platforms, "platform", merged);
    mergeList(catalog.rentalOffers, incoming.catalog.rentalOffers, "rental offer", merged);
    mergeList(catalog.coloOffers, incoming.catalog.coloOffers, "colo offer", merged);
    mergeList(catalog.regions, incoming.catalog.regions, "region", merged);
    mergeList(merged.bundle.scenarios, incoming.scenarios, "scenario", merged);
    return merged;
}

} // namespace infertco
