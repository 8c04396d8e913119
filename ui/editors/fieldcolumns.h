// SPDX-License-Identifier: GPL-3.0-or-later
// The columns of an editor table made from field tables: each column is a key of the
// item's column list, looked up once in its field tables, so that a model finds a column by its
// key and a column's field by its number, and no model keeps a Column enum beside the key list.
#pragma once

#include "model/fields/fields.h"

#include <QList>
#include <QStringList>

#include <initializer_list>

namespace infertco {

template <typename Item>
class FieldColumns
{
public:
    using Table = QList<FieldSpec<Item>>;

    /// One column per key of `keys`, its field the first of `tables` that has that key; a key
    /// none of them has is a column its model makes by hand (field() is nullptr).
    FieldColumns(const QStringList &keys, std::initializer_list<const Table *> tables)
        : m_keys(keys)
    {
        m_fields.reserve(keys.size());
        for (const QString &key : keys) {
            const QByteArray latin = key.toLatin1();
            const FieldSpec<Item> *found = nullptr;
            for (const Table *table : tables) {
                if (!found)
                    found = findField(*table, QLatin1StringView(latin));
            }
            m_fields.append(found);
        }
    }

    int count() const { return static_cast<int>(m_keys.size()); }
    /// The column of field `key` ("workload.precision"); -1 if none shows it.
    int columnOf(QLatin1StringView key) const { return static_cast<int>(m_keys.indexOf(key)); }
    /// The key of `column`; empty outside the columns.
    QString key(int column) const { return m_keys.value(column); }
    /// The field `column` shows; nullptr outside the columns and for a column made by hand.
    const FieldSpec<Item> *field(int column) const { return m_fields.value(column); }
    /// The values an Enum column takes, from its field table; empty for other columns.
    QStringList enumChoices(int column) const
    {
        const FieldSpec<Item> *spec = field(column);
        return spec && spec->type == FieldType::Enum && spec->values ? spec->values()
                                                                     : QStringList();
    }

private:
    QStringList m_keys;
    QList<const FieldSpec<Item> *> m_fields;
};

} // namespace infertco
