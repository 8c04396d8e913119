// SPDX-License-Identifier: GPL-3.0-or-later
// What one edit changed in a bundle, and nothing else: per list, the run of items replaced
// (their old and new values), so that an undo step or a document save holds only those.
#pragma once

#include "bundle.h"

#include <QList>

namespace infertco {

/// One list's change: the items `removed` at index `at` were replaced by `inserted`. An
/// edited cell is one item replaced by one; an added row is one inserted; a removed row one
/// removed. Items before `at` and after the run are the same in both lists.
template <typename Item>
struct ListDelta
{
    qsizetype at = 0;
    QList<Item> removed;
    QList<Item> inserted;

    bool isEmpty() const { return removed.isEmpty() && inserted.isEmpty(); }

    /// The smallest run that turns `before` into `after`: the common start and end are left
    /// out. Lists that share their data (untouched by the edit) are not compared at all.
    static ListDelta between(const QList<Item> &before, const QList<Item> &after)
    {
        ListDelta delta;
        if (before.isSharedWith(after))
            return delta;
        const qsizetype shorter = std::min(before.size(), after.size());
        qsizetype start = 0;
        while (start < shorter && before.at(start) == after.at(start))
            ++start;
        qsizetype end = 0;
        while (end < shorter - start
               && before.at(before.size() - 1 - end) == after.at(after.size() - 1 - end))
            ++end;
        delta.at = start;
        delta.removed = before.mid(start, before.size() - start - end);
        delta.inserted = after.mid(start, after.size() - start - end);
        return delta;
    }

    /// Turns the list `before` was into the list `after` was.
    void apply(QList<Item> &list) const { swapRun(list, removed.size(), inserted); }
    /// Turns the list `after` was back into the list `before` was.
    void revert(QList<Item> &list) const { swapRun(list, inserted.size(), removed); }

private:
    void swapRun(QList<Item> &list, qsizetype count, const QList<Item> &with) const
    {
        if (count == 0 && with.isEmpty())
            return;
        const qsizetype common = std::min(count, with.size());
        for (qsizetype i = 0; i < common; ++i)
            list[at + i] = with.at(i);
        if (count > common)
            list.remove(at + common, count - common);
        for (qsizetype i = common; i < with.size(); ++i)
            list.insert(at + i, with.at(i));
    }
};

/// The changes of every list of a bundle from one state to another.
struct BundleDelta
{
    ListDelta<Accelerator> accelerators;
    ListDelta<ServerPlatform> platforms;
    ListDelta<RentalOffer> rentalOffers;
    ListDelta<ColoOffer> coloOffers;
    ListDelta<Region> regions;
    ListDelta<Scenario> scenarios;
    ListDelta<RequestLog> requestLogs; ///< v4: request logs (docs/serving.md, "Request logs")

    static BundleDelta between(const Bundle &before, const Bundle &after);
    bool isEmpty() const;
    /// How many items the delta holds, old and new values counted apart.
    qsizetype itemCount() const;
    void apply(Bundle &bundle) const;
    void revert(Bundle &bundle) const;
};

} // namespace infertco
