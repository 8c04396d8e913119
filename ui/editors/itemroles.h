// SPDX-License-Identifier: GPL-3.0-or-later
// The item data roles and field kinds shared by the editors' models, delegates and proxies,
// so that a view can ask a model what a cell holds and how it is edited.
#pragma once

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

enum class FieldKind {
    Text,
    Id,
    Money, ///< exact decimal, shown with two places and grouped digits
    Factor, ///< exact decimal: rates, fractions, counts of days
    Number, ///< a physical figure held as double (memory, bandwidth, throughput)
    Integer,
    Boolean,
    Choice, ///< one of a fixed list: an enumeration or the id of another item
    Currency, ///< a three-letter code
    QuoteDate, ///< "YYYY-MM-DD" or "YYYY-MM"; old quotes are flagged
    Notes, ///< long free text, shown shortened
};

} // namespace infertco
