// SPDX-License-Identifier: GPL-3.0-or-later
// Sorts an editor table by the values its cells hold (exact decimals compared exactly,
// absent values first) and filters rows on any column's text.
#pragma once

#include <QSortFilterProxyModel>

namespace infertco {

class TableSortProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit TableSortProxy(QObject *parent = nullptr);

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
};

} // namespace infertco
