// SPDX-License-Identifier: GPL-3.0-or-later
#include "breakeventext.h"

#include "money/moneyformat.h"

namespace infertco {

QStringList BreakEvenText::sentences(const Result &result, const QLocale &locale)
{
    QStringList sentences;
    for (const BreakEven &pair : result.breakEvens) {
        const QString colo = result.options.at(pair.coloOption).name;
        const QString rent = result.options.at(pair.rentOption).name;
        if (!pair.month) {
            sentences.append(tr("%1 costs more than %2 through the whole %3-month horizon.")
                                     .arg(colo, rent)
                                     .arg(result.horizonMonths));
        } else if (!pair.cashMonth) {
            // docs/method.md, "Summary figures": the break-even rests on the residual credit of
            // month H.
            sentences.append(
                    tr("%1 pays back against %2 from month %3 only through the %4 resale value "
                       "at the end: without selling the hardware it does not pay back within "
                       "the %5-month horizon.")
                            .arg(colo, rent)
                            .arg(*pair.month)
                            .arg(resaleValue(result, pair, locale))
                            .arg(result.horizonMonths));
        } else if (*pair.month == 0) {
            sentences.append(tr("%1 costs no more than %2 from the start.").arg(colo, rent));
        } else if (*pair.cashMonth != *pair.month) {
            sentences.append(tr("%1 pays back against %2 from month %3 (from month %4 without "
                                "the resale value).")
                                     .arg(colo, rent)
                                     .arg(*pair.month)
                                     .arg(*pair.cashMonth));
        } else {
            sentences.append(
                    tr("%1 pays back against %2 from month %3.").arg(colo, rent).arg(*pair.month));
        }
    }
    return sentences;
}

QString BreakEvenText::resaleValue(const Result &result, const BreakEven &pair,
                                   const QLocale &locale)
{
    const OptionResult &owned = result.options.at(pair.coloOption);
    return MoneyFormat::money(-owned.componentTotal(Component::Residual), result.currency, locale);
}

} // namespace infertco
