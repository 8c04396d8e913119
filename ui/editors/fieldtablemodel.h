// SPDX-License-Identifier: GPL-3.0-or-later
// One table model for every catalog list: the list of the bundle, its item type's field table
// and the keys of its columns, so that an editor is a list and its columns (issue 23). The
// columns are looked up once per model, by key; a model adds only what a field table cannot
// say (choices among other items, a region move, the lists beside the table).
#pragma once

#include "catalogtablemodel.h"

#include "model/catalogitems.h"
#include "model/fields.h"

namespace infertco {

template <typename Item, QList<Item> Catalog::*List, const QList<FieldSpec<Item>> &(*Fields)(),
          const QStringList &(*Columns)()>
class FieldTableModel : public CatalogTableModel
{
public:
    FieldTableModel(BundleStore *store, BundlePart part, QObject *parent)
        : CatalogTableModel(store, part, parent)
    {
        for (const QString &key : Columns())
            m_byColumn.append(
                    { commonOf(key), findField(Fields(), QLatin1StringView(key.toLatin1())) });
    }

    /// The column that shows field `key` ("price", "tflops.fp16", "id"); -1 if none does.
    static int columnOf(const char *key)
    {
        return static_cast<int>(Columns().indexOf(QString::fromLatin1(key)));
    }

    QString itemName(int row) const override { return items(bundle()).at(row).displayName(); }

protected:
    static const QList<Item> &items(const Bundle &bundle) { return bundle.catalog.*List; }
    static QList<Item> &items(Bundle &bundle) { return bundle.catalog.*List; }

    int itemCount(const Bundle &bundle) const override
    {
        return static_cast<int>(items(bundle).size());
    }
    int fieldCount() const override { return static_cast<int>(m_byColumn.size()); }
    Field field(int column) const override
    {
        const TableColumn c = m_byColumn.value(column);
        if (c.common)
            return commonField(*c.common);
        return c.spec ? specField(*c.spec) : Field();
    }
    QVariant value(const Bundle &bundle, int row, int column) const override
    {
        const TableColumn c = m_byColumn.value(column);
        if (c.common)
            return commonValue(items(bundle).at(row), *c.common);
        return c.spec ? specValue(*c.spec, c.spec->get(items(bundle).at(row))) : QVariant();
    }
    bool assign(Bundle &bundle, int row, int column, const QVariant &value,
                QString *error) const override
    {
        const TableColumn c = m_byColumn.value(column);
        if (c.common)
            return assignCommon(bundle, items(bundle), row, *c.common, value, error);
        return c.spec && c.spec->set(items(bundle)[row], specInput(*c.spec, value));
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

private:
    struct TableColumn
    {
        std::optional<Common> common;
        const FieldSpec<Item> *spec = nullptr;
    };
    QList<TableColumn> m_byColumn; ///< one per key of Columns(), looked up when the model is made
};

} // namespace infertco
