// SPDX-License-Identifier: GPL-3.0-or-later
#include "fielddelegate.h"

#include "fieldcheck.h"
#include "itemroles.h"

#include "model/rules/textformat.h"

#include <QComboBox>
#include <QLineEdit>
#include <QRegularExpressionValidator>

namespace infertco {

namespace {

enum class Editor { Decimal, Currency, Choice, Other };

/// Which editor the cell's field kind takes.
Editor editorOf(const QModelIndex &index)
{
    switch (static_cast<FieldKind>(index.data(FieldKindRole).toInt())) {
    case FieldKind::Money:
    case FieldKind::Factor:
    case FieldKind::Number:
    case FieldKind::Integer:
        return Editor::Decimal;
    case FieldKind::Currency:
        return Editor::Currency;
    case FieldKind::Choice:
        return Editor::Choice;
    default:
        return Editor::Other;
    }
}

} // namespace

QWidget *FieldDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                     const QModelIndex &index) const
{
    switch (editorOf(index)) {
    case Editor::Decimal:
        return decimalEditor(parent, index);
    case Editor::Currency:
        return currencyEditor(parent, index);
    case Editor::Choice:
        return choiceEditor(parent, index);
    case Editor::Other:
        break;
    }
    return QStyledItemDelegate::createEditor(parent, option, index);
}

void FieldDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    const QString text = index.data(Qt::EditRole).toString();
    switch (editorOf(index)) {
    case Editor::Decimal:
        static_cast<QLineEdit *>(editor)->setText(text);
        return;
    case Editor::Currency:
        static_cast<QComboBox *>(editor)->setCurrentText(text);
        return;
    case Editor::Choice: {
        auto *combo = static_cast<QComboBox *>(editor);
        combo->setCurrentIndex(combo->findData(text));
        return;
    }
    case Editor::Other:
        break;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void FieldDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                 const QModelIndex &index) const
{
    // The model checks again and refuses with the field's name and the reason.
    switch (editorOf(index)) {
    case Editor::Decimal:
        model->setData(index, static_cast<QLineEdit *>(editor)->text(), Qt::EditRole);
        return;
    case Editor::Currency:
        model->setData(index, static_cast<QComboBox *>(editor)->currentText(), Qt::EditRole);
        return;
    case Editor::Choice: {
        // Nothing picked (an empty list) leaves the cell as it was.
        const auto *combo = static_cast<QComboBox *>(editor);
        if (combo->currentIndex() >= 0)
            model->setData(index, combo->currentData(), Qt::EditRole);
        return;
    }
    case Editor::Other:
        break;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

QWidget *FieldDelegate::decimalEditor(QWidget *parent, const QModelIndex &index) const
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

QWidget *FieldDelegate::currencyEditor(QWidget *parent, const QModelIndex &index) const
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
    commitOnPick(editor);
    return editor;
}

QWidget *FieldDelegate::choiceEditor(QWidget *parent, const QModelIndex &index) const
{
    auto *editor = new QComboBox(parent);
    const QStringList values = index.data(ChoicesRole).toStringList();
    const QStringList labels = index.data(ChoiceLabelsRole).toStringList();
    for (int i = 0; i < values.size(); ++i)
        editor->addItem(i < labels.size() ? labels.at(i) : values.at(i), values.at(i));
    commitOnPick(editor);
    return editor;
}

void FieldDelegate::commitOnPick(QComboBox *editor) const
{
    connect(editor, &QComboBox::activated, this, [this, editor] {
        auto *self = const_cast<FieldDelegate *>(this);
        Q_EMIT self->commitData(editor);
        Q_EMIT self->closeEditor(editor);
    });
}

} // namespace infertco
