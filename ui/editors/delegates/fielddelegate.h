// SPDX-License-Identifier: GPL-3.0-or-later
// Edits a cell of an editor table by its field's kind (FieldKindRole), so that one place says
// which editor a kind gets: money, factors and other figures as text, the exact decimal checked
// with Decimal::parse while typing (error colour and the reason as tooltip); a currency code in a
// combo box offering the codes the document already uses, in which a new three-letter code may
// be typed (upper-cased as it is typed); a value among those the model allows in that cell (an
// accelerator class, a power billing, the id of another item), by name, in a combo box. Other
// kinds get Qt's own editor. The model refuses what is still wrong on commit, so nothing invalid
// reaches the engine.
#pragma once

#include <QStyledItemDelegate>

class QComboBox;

namespace infertco {

class FieldDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;

private:
    QWidget *decimalEditor(QWidget *parent, const QModelIndex &index) const;
    QWidget *currencyEditor(QWidget *parent, const QModelIndex &index) const;
    QWidget *choiceEditor(QWidget *parent, const QModelIndex &index) const;
    /// A choice is made in one gesture: picking in `editor` commits and closes it.
    void commitOnPick(QComboBox *editor) const;
};

} // namespace infertco
