// SPDX-License-Identifier: GPL-3.0-or-later
// Edits money, factors and other figures as text: the exact decimal the cell holds, checked
// with Decimal::parse while typing (error colour and the reason as tooltip). The model
// refuses what is still wrong on commit, so nothing invalid reaches the engine.
#pragma once

#include <QStyledItemDelegate>

namespace infertco {

class DecimalDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
};

} // namespace infertco
