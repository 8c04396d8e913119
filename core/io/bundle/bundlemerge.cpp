// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlemerge.h"

#include <QHash>

namespace infertco {

namespace {

// Same id replaces in place, a new id is appended; the ids of `into` are looked up in a hash
// built once, so a merge takes time in proportion to the two lists, not to their product.
template <typename Item>
void mergeList(QList<Item> &into, const QList<Item> &incoming, const char *kind,
               BundleMerge::Merged &merged)
{
    QHash<QString, qsizetype> position;
    position.reserve(into.size() + incoming.size());
    for (qsizetype i = 0; i < into.size(); ++i) {
        if (!position.contains(into.at(i).id)) // the first item with an id is the one replaced
            position.insert(into.at(i).id, i);
    }
    for (const Item &item : incoming) {
        const QString label = QStringLiteral("%1 %2").arg(QLatin1String(kind), item.id);
        const auto existing = position.constFind(item.id);
        if (existing != position.constEnd()) {
            into[*existing] = item;
            merged.updated.append(label);
        } else {
            position.insert(item.id, into.size());
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
    mergeList(catalog.requestLogs, incoming.catalog.requestLogs, "request log", merged);
    return merged;
}

} // namespace infertco
