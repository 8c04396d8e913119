// SPDX-License-Identifier: GPL-3.0-or-later
// What the five catalog tables share: every item has a name, an id other items refer to,
// and the source, date and notes of its figures (docs/format.md, docs/architecture.md, "Folders":
// quotes visible).
#pragma once

#include "bundletablemodel.h"
#include "model/entities/catalogkind.h"
#include "model/rules/catalogitems.h"

#include "money/decimal.h"

#include <optional>

namespace infertco {

class CatalogTableModel : public BundleTableModel
{
    Q_OBJECT

public:
    /// The table of the catalog's items of `kind`.
    CatalogTableModel(BundleStore *store, CatalogKind kind, QObject *parent);

protected:
    /// "accelerator" / "accelerators" (translated, by count), as undo texts name the rows.
    QString itemNoun(int count) const override;
    /// How the Validator names the item of this kind with id `id` (`rental offer "lambda-8x"`),
    /// so that its problems are told in the row of that item.
    QString itemLabel(const QString &id) const;
    /// What a new item's id is made from ("rental-offer") and its name ("New rental offer").
    QString newItemIdBase() const;
    QString newItemName() const;

    enum class Common { Name, Id, Source, QuoteDate, Notes };

    static Field commonField(Common which);
    static QVariant commonValue(const CatalogItem &item, Common which);

    /// Sets a common field of item `row` of `items`; an id change follows every reference.
    template <typename Item>
    static bool assignCommon(Bundle &bundle, QList<Item> &items, int row, Common which,
                             const QVariant &value, QString *error)
    {
        CatalogItem &item = items[row];
        switch (which) {
        case Common::Name:
            item.name = value.toString();
            return true;
        case Common::Id:
            return CatalogItems::changeId(bundle, items, row, value.toString(), error);
        case Common::Source:
            item.source = value.toString();
            return true;
        case Common::QuoteDate:
            item.quoteDate = value.toString();
            return true;
        case Common::Notes:
            item.notes = value.toString();
            return true;
        }
        return false;
    }

    /// The identity column a field-table key names ("name", "id", …), if it is one.
    static std::optional<Common> commonOf(const QString &key);

    /// The note on a changed price (`fieldName`: "price") of an item whose source or quote
    /// date described the old one.
    static QString priceChangedNote(const QString &fieldName, const CatalogItem &item);

private:
    CatalogKind m_kind;
};

} // namespace infertco
