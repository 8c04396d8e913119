// SPDX-License-Identifier: GPL-3.0-or-later
// How every figure is computed (docs/method.md, "The ledger" and "Summary figures"), in the
// reader's language: one text for the report's method page, the workbook's notes and the help.
#pragma once

#include "component.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace infertco {

struct MethodNote
{
    QString title;
    QString text;
};

/// One section of the help's method page: a heading of docs/method.md or docs/serving.md and
/// its notes.
struct MethodSection
{
    QString heading;
    QList<MethodNote> notes;
};

class MethodNotes
{
    Q_DECLARE_TR_FUNCTIONS(infertco::MethodNotes)

public:
    /// What one component counts and when (docs/method.md, "The ledger").
    static QString component(Component component);
    /// The NPV convention: each month's discounted total rounded to the cent, then summed.
    static QString npv();
    /// The break-even month and the break-even without the resale value.
    static QString breakEven();
    /// The cost per million output tokens.
    static QString costPerMillionTokens();
    /// How every amount is converted and rounded.
    static QString rounding();
    /// docs/method.md, "After tax, loans and leases": loans, leases, the profits tax and what
    /// the tax model leaves out, each a note of the method page.
    static QList<MethodNote> finance();
    /// Every note in the order of the method page: rounding, the components, NPV,
    /// break-even, cost per million tokens, then (`withFinance`) after tax, loans and leases.
    /// The help shows them all; a report or workbook the finance notes only for a result with
    /// a tax or a loan or lease.
    static QList<MethodNote> all(bool withFinance = true);
    /// The help's method page: one section per "##" heading of docs/method.md, in its order and
    /// under the same heading, then "Sizing" and "The serving simulation" of docs/serving.md
    /// (tst_docs keeps the headings and docs/method.md's terms in step).
    static QList<MethodSection> page();
};

} // namespace infertco
