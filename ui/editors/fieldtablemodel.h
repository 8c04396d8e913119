// SPDX-License-Identifier: GPL-3.0-or-later
// One table model for every catalog list: the list of the bundle, its item type's field table
// and the keys of its columns, so that an editor is a list and its columns. The
// columns are looked up once, by key (FieldColumns); a model adds only what a field table cannot
// say (choices among other items, a region move, the lists beside the table).
#pragma once

#include "catalogtablemodel.h"
#include "fieldcolumns.h"

#include "model/fields/fields.h"
#include "model/rules/catalogitems.h"

namespace infertco {

template <typename Item, QList<Item> Catalog::*List, const QList<FieldSpec<Item>> &(*Fields)(),
          const QStringList &(*Columns)()>
class FieldTableModel : public CatalogTableModel
{
public:
    FieldTableModel(BundleStore *store, QObject *parent)
        : CatalogTableModel(store, catalogKind(Item()), parent)
    {
        for (int column = 0; column < columns().count(); ++column)
            m_common.append(commonOf(columns().key(column)));
    }

    /// The column that shows field `key` ("price", "tflops.fp16", "id"); -1 if none does.
    static int columnOf(const char *key) { return columns().columnOf(QLatin1StringView(key)); }

    QString itemName(int row) const override { return items(bundle()).at(row).displayName(); }

protected:
    static const QList<Item> &items(const Bundle &bundle) { return bundle.catalog.*List; }
    static QList<Item> &items(Bundle &bundle) { return bundle.catalog.*List; }

    int itemCount(const Bundle &bundle) const override
    {
        return static_cast<int>(items(bundle).size());
    }
    /// The columns of Columns(), each looked up once in Fields().
    static const FieldColumns<Item> &columns()
    {
        static const FieldColumns<Item> byKey(Columns(), { &Fields() });
        return byKey;
    }

    int fieldCount() const override { return columns().count(); }
    Field field(int column) const override
    {
        if (const std::optional<Common> common = m_common.value(column))
            return commonField(*common);
        const FieldSpec<Item> *spec = columns().field(column);
        return spec ? specField(*spec) : Field();
    }
    QVariant value(const Bundle &bundle, int row, int column) const override
    {
        if (const std::optional<Common> common = m_common.value(column))
            return commonValue(items(bundle).at(row), *common);
        const FieldSpec<Item> *spec = columns().field(column);
        return spec ? specValue(*spec, spec->get(items(bundle).at(row))) : QVariant();
    }
    bool assign(Bundle &bundle, int row, int column, const QVariant &value,
                QString *error) const override
    {
        if (const std::optional<Common> common = m_common.value(column))
            return assignCommon(bundle, items(bundle), row, *common, value, error);
        const FieldSpec<Item> *spec = columns().field(column);
        return spec && spec->set(items(bundle)[row], specInput(*spec, value));
    }
    /// An Enum column offers its field's values; other columns the common choices.
    QStringList choices(const Bundle &bundle, int row, int column) const override
    {
        const QStringList values = columns().enumChoices(column);
        return values.isEmpty() ? CatalogTableModel::choices(bundle, row, column) : values;
    }
    QString problemLabel(const Bundle &bundle, int row) const override
    {
        return itemLabel(items(bundle).at(row).id);
    }
    /// A new item of the type's defaults with an id no other item has, at `row`.
    int insertNew(Bundle &bundle, int row, QString *) const override
    {
        CatalogItems::insertNew(items(bundle), row, Item(), newItemIdBase(), newItemName());
        return row;
    }
    void insertCopy(Bundle &bundle, int row) const override
    {
        CatalogItems::insertCopy(items(bundle), row);
    }
    void removeAt(Bundle &bundle, int row) const override { items(bundle).removeAt(row); }
    QString removalBlocker(const Bundle &bundle, int row) const override
    {
        return CatalogItems::removalBlocker(bundle, items(bundle).at(row));
    }

    /// A price (a money field) changed on an item that names a source or a quote date: those
    /// still describe the old figure, so the quote date's cell is marked with a note asking
    /// the user to update them. Nothing else changes; Undo puts the old figure back.
    int consequence(const Bundle &before, const Bundle &after, int row, int column,
                    QString *note) const override
    {
        Q_UNUSED(before);
        const int quoteDate = columnOf("quote_date");
        if (quoteDate < 0 || field(column).kind != FieldKind::Money)
            return -1;
        const CatalogItem &item = items(after).at(row);
        if (item.source.trimmed().isEmpty() && item.quoteDate.trimmed().isEmpty())
            return -1;
        *note = priceChangedNote(field(column).name, item);
        return quoteDate;
    }

private:
    /// Per column: the CatalogItem identity field it shows, if it is one (not in Fields()).
    QList<std::optional<Common>> m_common;
};

} // namespace infertco
