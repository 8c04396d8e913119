// SPDX-License-Identifier: GPL-3.0-or-later
// Edits a currency code: a combo box offering the codes the document already uses, in
// which a new three-letter code may be typed (upper-cased as it is typed).
#pragma once

#include <QStyledItemDelegate>

namespace infertco {

class CurrencyDelegate : public QStyledItemDelegate
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
