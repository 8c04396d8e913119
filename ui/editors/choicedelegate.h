// SPDX-License-Identifier: GPL-3.0-or-later
// Edits a cell that takes one of a list of values (an accelerator class, a power billing,
// an option's mode, a precision, the id of another item) with a combo box showing the
// names of the values the model allows in that cell, and nothing else.
#pragma once

#include <QStyledItemDelegate>

namespace infertco {

class ChoiceDelegate : public QStyledItemDelegate
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
