// SPDX-License-Identifier: GPL-3.0-or-later
#include "decimaldelegate.h"

#include "fieldcheck.h"
#include "itemroles.h"

#include <QLineEdit>

namespace infertco {

QWidget *DecimalDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                       const QModelIndex &index) const
{
    auto *editor = new QLineEdit(parent);
    editor->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    editor->setFrame(false);
    const auto kind = static_cast<FieldKind>(index.data(FieldKindRole).toInt());
    const bool optional = index.data(OptionalRole).toBool();
    connect(editor, &QLineEdit::textEdited, editor, [editor, kind, optional](const QString &text) {
        FieldCheck::mark(editor, FieldCheck::problem(kind, text, optional));
    });
    return editor;
}

void DecimalDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    static_cast<QLineEdit *>(editor)->setText(index.data(Qt::EditRole).toString());
}

void DecimalDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                   const QModelIndex &index) const
{
    // The model checks again and refuses with the field's name and the reason.
    model->setData(index, static_cast<QLineEdit *>(editor)->text(), Qt::EditRole);
}

} // namespace infertco
