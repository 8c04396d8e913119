// SPDX-License-Identifier: GPL-3.0-or-later
#include "currencydelegate.h"

#include "itemroles.h"

#include "model/textformat.h"

#include <QComboBox>
#include <QLineEdit>
#include <QRegularExpressionValidator>

namespace infertco {

QWidget *CurrencyDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                        const QModelIndex &index) const
{
    auto *editor = new QComboBox(parent);
    editor->setEditable(true);
    editor->setInsertPolicy(QComboBox::NoInsert);
    editor->addItems(index.data(ChoicesRole).toStringList());
    editor->setValidator(new QRegularExpressionValidator(
            QRegularExpression(TextFormat::currencyTypingPattern()), editor));
    QLineEdit *line = editor->lineEdit();
    connect(line, &QLineEdit::textEdited, line, [line](const QString &text) {
        const int cursor = line->cursorPosition();
        line->setText(TextFormat::currencyInput(text));
        line->setCursorPosition(cursor);
    });
    connect(editor, &QComboBox::activated, this, [this, editor] {
        auto *self = const_cast<CurrencyDelegate *>(this);
        Q_EMIT self->commitData(editor);
        Q_EMIT self->closeEditor(editor);
    });
    return editor;
}

void CurrencyDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    static_cast<QComboBox *>(editor)->setCurrentText(index.data(Qt::EditRole).toString());
}

void CurrencyDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                    const QModelIndex &index) const
{
    model->setData(index, static_cast<QComboBox *>(editor)->currentText(), Qt::EditRole);
}

} // namespace infertco
