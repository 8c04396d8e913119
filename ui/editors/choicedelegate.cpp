// SPDX-License-Identifier: GPL-3.0-or-later
#include "choicedelegate.h"

#include "itemroles.h"

#include <QComboBox>

namespace infertco {

QWidget *ChoiceDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                      const QModelIndex &index) const
{
    auto *editor = new QComboBox(parent);
    const QStringList values = index.data(ChoicesRole).toStringList();
    const QStringList labels = index.data(ChoiceLabelsRole).toStringList();
    for (int i = 0; i < values.size(); ++i)
        editor->addItem(i < labels.size() ? labels.at(i) : values.at(i), values.at(i));
    // A choice is made in one gesture: commit as soon as it is picked.
    connect(editor, &QComboBox::activated, this, [this, editor] {
        auto *self = const_cast<ChoiceDelegate *>(this);
        Q_EMIT self->commitData(editor);
        Q_EMIT self->closeEditor(editor);
    });
    return editor;
}

void ChoiceDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = static_cast<QComboBox *>(editor);
    combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole).toString()));
}

void ChoiceDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                  const QModelIndex &index) const
{
    const auto *combo = static_cast<QComboBox *>(editor);
    if (combo->currentIndex() >= 0)
        model->setData(index, combo->currentData(), Qt::EditRole);
}

} // namespace infertco
