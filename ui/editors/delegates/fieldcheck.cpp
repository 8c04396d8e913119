// SPDX-License-Identifier: GPL-3.0-or-later
#include "fieldcheck.h"

#include "money/numberentry.h"

#include <QStyle>
#include <QWidget>

namespace infertco {

QString FieldCheck::problem(FieldKind kind, const QString &text, bool optional)
{
    if (kind != FieldKind::Money && kind != FieldKind::Factor && kind != FieldKind::Number
        && kind != FieldKind::Integer)
        return {};
    const QString cleaned = text.trimmed();
    if (cleaned.isEmpty() && optional)
        return {};
    QString error;
    const bool ok = kind == FieldKind::Integer
            ? NumberEntry::wholeNumber(cleaned, &error).has_value()
            : NumberEntry::parse(cleaned, &error).has_value();
    return ok ? QString() : error;
}

void FieldCheck::mark(QWidget *editor, const QString &problem)
{
    const bool invalid = !problem.isEmpty();
    if (editor->property("invalid").toBool() == invalid && editor->toolTip() == problem)
        return;
    editor->setProperty("invalid", invalid);
    editor->setToolTip(problem);
    // The style sheet selects on the property; re-polish so that the colour follows.
    editor->style()->unpolish(editor);
    editor->style()->polish(editor);
}

} // namespace infertco
