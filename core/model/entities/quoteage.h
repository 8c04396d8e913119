// SPDX-License-Identifier: GPL-3.0-or-later
// How old a quote is (docs/method.md, "Advice", docs/architecture.md, "Folders"): one rule for the
// advice and the catalog editor.
#pragma once

#include "catalogitem.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

#include <optional>

namespace infertco {

class QuoteAge
{
    Q_DECLARE_TR_FUNCTIONS(infertco::QuoteAge)

public:
    /// docs/method.md, "Advice": a quote more than this many calendar months before the day it is
    /// read is old.
    static constexpr int LimitMonths = 12;

    /// The day a quote_date stands for: "yyyy-MM-dd" that day; "yyyy-MM" the last day of the
    /// month (the latest it can be, so a month-only quote is never called old too early).
    /// Empty or unreadable text: nullopt.
    static std::optional<QDate> day(const QString &quoteDate);

    /// Whole calendar months from the quote's day to `reference` (negative for a later
    /// quote): 2025-01-10 → 2026-01-20 is 12, 2025-01-21 → 2026-01-20 is 11.
    static std::optional<int> months(const QString &quoteDate, const QDate &reference);

    /// Old: the quote's day is before the same day `LimitMonths` calendar months before
    /// `reference`, i.e. more than 12 months have passed. 2025-01-10 seen on 2026-01-20 is old
    /// (12 months and 10 days); 2025-01-20 seen on 2026-01-20 is exactly 12 months, not old.
    /// An undated or unreadable date is never old (see isUnverifiable).
    static bool isOld(const QString &quoteDate, const QDate &reference);

    /// An item whose figures name neither a source nor a quote date: nothing says where or
    /// when they came from (it must not look cleaner than an old quote).
    static bool isUnverifiable(const CatalogItem &item);
};

} // namespace infertco
