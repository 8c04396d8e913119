// SPDX-License-Identifier: GPL-3.0-or-later
// A number as a person types it, into the table editor or a quote CSV: one rule for both, so
// that a figure accepted in one is accepted in the other ("180,000").
#pragma once

#include "decimal.h"

#include <QCoreApplication>

#include <optional>

namespace infertco {

class NumberEntry
{
    Q_DECLARE_TR_FUNCTIONS(infertco::NumberEntry)

public:
    /// Decimal::parse() after taking out thousands separators (",", a space or a no-break
    /// space) that group the whole part by threes: "180,000", "1 234.50" and "-2,500" are
    /// read; "1,80,000" and "1,5" are refused with a sentence
    /// saying how to write it.
    static std::optional<Decimal> parse(QStringView text, QString *error = nullptr,
                                        int maxScale = Decimal::MaxInputScale);

    /// The largest whole number a count or a month field takes, either sign.
    static constexpr int WholeNumberLimit = 1'000'000'000;
    /// parse() for a field that holds a whole number (a month, a count): refused with
    /// "must be a whole number" when it has a fraction or lies beyond ±WholeNumberLimit.
    static std::optional<int> wholeNumber(QStringView text, QString *error = nullptr);
};

} // namespace infertco
