// SPDX-License-Identifier: GPL-3.0-or-later
// Money and numbers as a reader expects them (docs/architecture.md, "Folders"): full amounts with
// the locale's separators and the currency symbol, and short axis labels counted in K/M/B or 万/亿.
#pragma once

#include "decimal.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace infertco {

class MoneyFormat
{
public:
    /// "HK$", "US$", "S$", "€", "¥" (CN¥ outside mainland-Chinese locales), else "JPY ".
    static QString symbol(const QString &currency, const QLocale &locale = QLocale());

    /// "HK$1,234,567.00", "-HK$12.50": rounded half to even to `decimals` places, exact.
    static QString money(const Decimal &amount, const QString &currency,
                         const QLocale &locale = QLocale(), int decimals = 2);
    /// The locale's grouping and decimal point, exactly `decimals` places ("1,500.00").
    static QString number(const Decimal &value, int decimals, const QLocale &locale = QLocale());

    /// Short form for charts: English HK$1.2M, HK$350K, HK$1.5B; Chinese HK$123.4万, HK$1.2亿
    /// (萬/億 in Traditional-script locales). Display only; rounds half to even.
    static QString abbreviated(const Decimal &amount, const QString &currency,
                               const QLocale &locale = QLocale());
    static QString abbreviated(double amount, const QString &currency,
                               const QLocale &locale = QLocale());

    /// Labels for axis ticks, all in the unit of the largest tick and with the fewest
    /// decimals (at most two) that keep every tick exact: HK$0, HK$0.5M, HK$1M, HK$1.5M.
    static QStringList axisLabels(const QList<double> &ticks, const QString &currency,
                                  const QLocale &locale = QLocale());

    /// True for locales whose readers count in 万 and 亿.
    static bool countsInTenThousands(const QLocale &locale);
};

} // namespace infertco
