// SPDX-License-Identifier: GPL-3.0-or-later
// What the five catalog tables share: every item has a name, an id other items refer to,
// and the source, date and notes of its figures (DESIGN 2, DESIGN 8: quotes visible).
#pragma once

#include "bundletablemodel.h"
#include "model/catalogitems.h"

#include "money/decimal.h"

#include <optional>

namespace infertco {

class CatalogTableModel : public BundleTableModel
{
    Q_OBJECT

public:
    using BundleTableModel::BundleTableModel;

protected:
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

    // A table whose columns are `columns`: keys of the identity fields or of `specs` (one
    // table per item type, looked up once).
    template <typename Item>
    struct TableColumn
    {
        std::optional<Common> common;
        const FieldSpec<Item> *spec = nullptr;
    };
    template <typename Item>
    static TableColumn<Item> tableColumn(const QStringList &columns,
                                         const QList<FieldSpec<Item>> &specs, int column)
    {
        static const QList<TableColumn<Item>> byColumn = [&] {
            QList<TableColumn<Item>> all;
            for (const QString &key : columns)
                all.append({ commonOf(key), findField(specs, QLatin1StringView(key.toLatin1())) });
            return all;
        }();
        return byColumn.value(column);
    }
    template <typename Item>
    static Field tableField(const QStringList &columns, const QList<FieldSpec<Item>> &specs,
                            int column)
    {
        const TableColumn<Item> c = tableColumn(columns, specs, column);
        if (c.common)
            return commonField(*c.common);
        return c.spec ? specField(*c.spec) : Field();
    }
    template <typename Item>
    static QVariant tableValue(const QStringList &columns, const QList<FieldSpec<Item>> &specs,
                               const Item &item, int column)
    {
        const TableColumn<Item> c = tableColumn(columns, specs, column);
        if (c.common)
            return commonValue(item, *c.common);
        return c.spec ? specValue(*c.spec, c.spec->get(item)) : QVariant();
    }
    template <typename Item>
    static bool tableAssign(const QStringList &columns, const QList<FieldSpec<Item>> &specs,
                            Bundle &bundle, QList<Item> &items, int row, int column,
                            const QVariant &value, QString *error)
    {
        const TableColumn<Item> c = tableColumn(columns, specs, column);
        if (c.common)
            return assignCommon(bundle, items, row, *c.common, value, error);
        return c.spec && c.spec->set(items[row], specInput(*c.spec, value));
    }
};

} // namespace infertco
