// SPDX-License-Identifier: GPL-3.0-or-later
// The item data roles and field kinds shared by the editors' models, delegates and proxies,
// so that a view can ask a model what a cell holds and how it is edited.
#pragma once

#include "model/fields/fields.h" // FieldKind

#include <Qt>

namespace infertco {

enum ItemRole {
    /// The value itself for sorting and tests: a Decimal, double, int, bool or QString;
    /// an invalid QVariant where an optional value is absent.
    UnderlyingValueRole = Qt::UserRole + 1,
    /// The FieldKind of the cell.
    FieldKindRole,
    /// For choice and currency cells: the values the cell may take (QStringList).
    ChoicesRole,
    /// For choice cells: what the user sees for each of ChoicesRole (QStringList).
    ChoiceLabelsRole,
    /// The problem that marks the cell invalid, as text; empty when it is valid.
    ProblemRole,
    /// True where the cell may be left empty (a price not quoted yet).
    OptionalRole,
};

} // namespace infertco
