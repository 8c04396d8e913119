// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablesortproxy.h"

#include "editors/delegates/itemroles.h"

#include "money/decimal.h"

namespace infertco {

TableSortProxy::TableSortProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(UnderlyingValueRole);
    setFilterKeyColumn(-1);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

bool TableSortProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(UnderlyingValueRole);
    const QVariant b = right.data(UnderlyingValueRole);
    if (!a.isValid() || !b.isValid())
        return !a.isValid() && b.isValid();
    if (a.metaType() == QMetaType::fromType<Decimal>()
        && b.metaType() == QMetaType::fromType<Decimal>())
        return a.value<Decimal>() < b.value<Decimal>();
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace infertco
