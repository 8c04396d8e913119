// SPDX-License-Identifier: GPL-3.0-or-later
// The edits every catalog list takes the same way, whoever makes them (the editor, a future
// command): fresh ids for new and copied items, an id change that keeps ids unique and follows
// every reference, and an offer moved to another region (its currency follows).
#pragma once

#include "model/entities/bundle.h"
#include "references.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <algorithm>

namespace infertco {

class CatalogItems
{
    Q_DECLARE_TR_FUNCTIONS(infertco::CatalogItems)

public:
    /// `base`, else `base-2`, `base-3`, … whichever no item of `items` has.
    template <typename Item>
    static QString uniqueId(const QList<Item> &items, const QString &base)
    {
        const auto taken = [&items](const QString &id) {
            return std::any_of(items.cbegin(), items.cend(),
                               [&id](const Item &item) { return item.id == id; });
        };
        if (!taken(base))
            return base;
        for (int n = 2;; ++n) {
            const QString candidate = QStringLiteral("%1-%2").arg(base).arg(n);
            if (!taken(candidate))
                return candidate;
        }
    }

    /// Gives item `row` of `items` (a list of `bundle`) the id `id`, renaming every
    /// reference to it. Refuses an id another item has.
    template <typename Item>
    static bool changeId(Bundle &bundle, QList<Item> &items, int row, const QString &id,
                         QString *error)
    {
        for (int other = 0; other < items.size(); ++other) {
            if (other != row && items.at(other).id == id) {
                *error = tr("\"%1\" is already the id of %2")
                                 .arg(id, items.at(other).displayName());
                return false;
            }
        }
        const QString old = items.at(row).id;
        items[row].id = id;
        References::rename(bundle, catalogKind(items.at(row)), old, id);
        return true;
    }

    /// A new item at `row`: a copy of the last one (or `blank` if there is none) with a fresh id
    /// from `idBase`, the name `name`, and no source, date or notes yet (they are the copied
    /// item's, not the new one's).
    template <typename Item>
    static void insertNew(QList<Item> &items, int row, const Item &blank, const QString &idBase,
                          const QString &name)
    {
        Item item = items.isEmpty() ? blank : items.constLast();
        item.id = uniqueId(items, idBase);
        item.name = name;
        item.source.clear();
        item.quoteDate.clear();
        item.notes.clear();
        items.insert(row, item);
    }

    /// Moves an offer to region `region`. Its currency follows the region while it is the old
    /// region's currency; one the user chose otherwise stays (a HK$ quote does not turn into
    /// CNY because the region changed, nor a USD quote into HK$).
    static void moveToRegion(const Catalog &catalog, QString &offerRegion, QString &currency,
                             const QString &region);

    /// A copy of item `row` with a new id and name, inserted after it.
    template <typename Item>
    static void insertCopy(QList<Item> &items, int row)
    {
        Item copy = items.at(row);
        copy.id = uniqueId(items, copy.id + QStringLiteral("-copy"));
        copy.name = tr("%1 (copy)").arg(copy.displayName());
        items.insert(row + 1, copy);
    }

    /// Why catalog item `item` cannot be removed: who still uses it. Empty if nobody.
    template <typename Item>
    static QString removalBlocker(const Bundle &bundle, const Item &item)
    {
        const QStringList users = References::users(bundle, catalogKind(item), item.id);
        if (users.isEmpty())
            return {};
        return tr("%1 is still used by %2; change or remove those first.")
                .arg(item.displayName(), users.join(QStringLiteral(", ")));
    }
};

} // namespace infertco
