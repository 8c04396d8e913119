// SPDX-License-Identifier: GPL-3.0-or-later
#include "quoteage.h"

namespace infertco {

std::optional<QDate> QuoteAge::day(const QString &quoteDate)
{
    const QDate day = QDate::fromString(quoteDate, QStringLiteral("yyyy-MM-dd"));
    if (day.isValid())
        return day;
    const QDate month = QDate::fromString(quoteDate, QStringLiteral("yyyy-MM"));
    if (month.isValid())
        return QDate(month.year(), month.month(), month.daysInMonth());
    return std::nullopt;
}

std::optional<int> QuoteAge::months(const QString &quoteDate, const QDate &reference)
{
    const std::optional<QDate> when = day(quoteDate);
    if (!when || !reference.isValid())
        return std::nullopt;
    int months = (reference.year() - when->year()) * 12 + reference.month() - when->month();
    // A month counts once its day is reached again (or the month ends before that day).
    if (months > 0 && reference < when->addMonths(months))
        --months;
    else if (months < 0 && reference > when->addMonths(months))
        ++months;
    return months;
}

bool QuoteAge::isOld(const QString &quoteDate, const QDate &reference)
{
    const std::optional<QDate> when = day(quoteDate);
    return when && reference.isValid() && *when < reference.addMonths(-LimitMonths);
}

bool QuoteAge::isUnverifiable(const CatalogItem &item)
{
    return item.source.trimmed().isEmpty() && item.quoteDate.trimmed().isEmpty();
}

} // namespace infertco
