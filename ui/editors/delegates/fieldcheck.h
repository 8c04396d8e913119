// SPDX-License-Identifier: GPL-3.0-or-later
// Checks what is being typed into a numeric editor as it is typed, with the same rules the
// model applies on commit (NumberEntry::parse), and marks the editor with the reason.
#pragma once

#include "itemroles.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace infertco {

class FieldCheck
{
    Q_DECLARE_TR_FUNCTIONS(infertco::FieldCheck)

public:
    /// Why `text` is not a value of `kind`; empty when it is (or when the kind is not
    /// numeric). An empty text is fine where the field is optional.
    static QString problem(FieldKind kind, const QString &text, bool optional);
    /// Marks `editor` invalid (error colour via the "invalid" property, reason as tooltip)
    /// or valid again when `problem` is empty.
    static void mark(QWidget *editor, const QString &problem);
};

} // namespace infertco
