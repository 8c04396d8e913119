// SPDX-License-Identifier: GPL-3.0-or-later
// A small line of a plan's cumulative cost in its table cell, from the shape the core
// computes (PlanTableModel::ShapeRole), each plan on its own scale: bought up front or paid
// as it goes reads at a glance; the totals are in their own column.
#pragma once

#include <QStyledItemDelegate>

namespace infertco {

class SparklineDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit SparklineDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace infertco
