// SPDX-License-Identifier: GPL-3.0-or-later
#include "moneyformat.h"

#include <algorithm>
#include <cmath>

namespace infertco {

namespace {

struct Unit
{
    Decimal value;
    QString suffix;
};

/// The C locale means "no preference": money is then written the English way.
QLocale effectiveLocale(const QLocale &locale)
{
    if (locale.language() == QLocale::C)
        return QLocale(QLocale::English, QLocale::UnitedStates);
    return locale;
}

QList<Unit> unitsFor(const QLocale &locale)
{
    if (MoneyFormat::countsInTenThousands(locale)) {
        const bool traditional = locale.script() == QLocale::TraditionalChineseScript;
        return {
            { Decimal(10000), traditional ? QStringLiteral("萬") : QStringLiteral("万") },
            { Decimal(100000000), traditional ? QStringLiteral("億") : QStringLiteral("亿") },
            { Decimal(1000000000000LL),
              traditional ? QStringLiteral("萬億") : QStringLiteral("万亿") },
        };
    }
    return {
        { Decimal(1000), QStringLiteral("K") },
        { Decimal(1000000), QStringLiteral("M") },
        { Decimal(1000000000), QStringLiteral("B") },
        { Decimal(1000000000000LL), QStringLiteral("T") },
    };
}

/// Index of the largest unit not above `magnitude`, or -1 when it is below the smallest.
int unitIndexFor(const Decimal &magnitude, const QList<Unit> &units)
{
    int index = -1;
    for (int i = 0; i < units.size(); ++i) {
        if (magnitude >= units.at(i).value)
            index = i;
    }
    return index;
}

Decimal absolute(const Decimal &value)
{
    return value.isNegative() ? -value : value;
}

/// A tick or amount handed over as a double, as the decimal a reader would write for it.
Decimal fromDisplayDouble(double value)
{
    if (!std::isfinite(value))
        return Decimal();
    return Decimal::parse(QString::number(value, 'f', 4)).value_or(Decimal());
}

} // namespace

bool MoneyFormat::countsInTenThousands(const QLocale &locale)
{
    return locale.language() == QLocale::Chinese;
}

QString MoneyFormat::symbol(const QString &currency, const QLocale &locale)
{
    const QString code = currency.trimmed().toUpper();
    if (code == QLatin1String("HKD"))
        return QStringLiteral("HK$");
    if (code == QLatin1String("USD"))
        return QStringLiteral("US$");
    if (code == QLatin1String("SGD"))
        return QStringLiteral("S$");
    if (code == QLatin1String("EUR"))
        return QStringLiteral("€");
    if (code == QLatin1String("CNY")) {
        // ¥ is also the yen sign: only a mainland reader takes it for renminbi unprompted.
        const bool mainland
                = locale.language() == QLocale::Chinese && locale.territory() == QLocale::China;
        return mainland ? QStringLiteral("¥") : QStringLiteral("CN¥");
    }
    return code + QLatin1Char(' ');
}

QString MoneyFormat::number(const Decimal &value, int decimals, const QLocale &locale)
{
    const QLocale loc = effectiveLocale(locale);
    const Decimal rounded = value.rounded(decimals, RoundingMode::HalfEven);
    QString digits = absolute(rounded).toString(decimals);

    const qsizetype point = digits.indexOf(QLatin1Char('.'));
    QString integerPart = point < 0 ? digits : digits.left(point);
    const QString fraction = point < 0 ? QString() : digits.mid(point + 1);

    if (!(loc.numberOptions() & QLocale::OmitGroupSeparator)) {
        const QString separator = loc.groupSeparator();
        for (qsizetype i = integerPart.size() - 3; i > 0; i -= 3)
            integerPart.insert(i, separator);
    }
    QString text = rounded.isNegative() ? loc.negativeSign() + integerPart : integerPart;
    if (!fraction.isEmpty())
        text += loc.decimalPoint() + fraction;
    return text;
}

QString MoneyFormat::money(const Decimal &amount, const QString &currency, const QLocale &locale,
                           int decimals)
{
    const QLocale loc = effectiveLocale(locale);
    const Decimal rounded = amount.rounded(decimals, RoundingMode::HalfEven);
    const QString sign = rounded.isNegative() ? loc.negativeSign() : QString();
    return sign + symbol(currency, loc) + number(absolute(rounded), decimals, loc);
}

QString MoneyFormat::abbreviated(const Decimal &amount, const QString &currency,
                                 const QLocale &locale)
{
    const QLocale loc = effectiveLocale(locale);
    const QList<Unit> units = unitsFor(loc);
    const Decimal magnitude = absolute(amount);

    // One decimal below 1,000 of a unit, none from there (HK$1.2M, HK$350K, HK$123.4万,
    // HK$1,235万), a trailing ".0" dropped;
    // a value that rounds up to the next unit moves there (HK$999,950 → HK$1M, not 1000K).
    int unit = unitIndexFor(magnitude, units);
    Decimal scaled;
    for (;;) {
        if (unit < 0) {
            scaled = magnitude.rounded(0, RoundingMode::HalfEven);
        } else {
            const Decimal &size = units.at(unit).value;
            const Decimal whole = Decimal::divide(magnitude, size, 0, RoundingMode::Down);
            scaled = Decimal::divide(magnitude, size, whole >= Decimal(1000) ? 0 : 1,
                                     RoundingMode::HalfEven);
        }
        if (unit + 1 >= units.size())
            break;
        const Decimal nextStep = unit < 0
                ? units.first().value
                : Decimal::divide(units.at(unit + 1).value, units.at(unit).value, 0);
        if (scaled < nextStep)
            break;
        ++unit;
    }

    scaled = scaled.normalized();
    QString text = number(scaled, scaled.scale(), loc);
    if (unit >= 0)
        text += units.at(unit).suffix;
    const QString sign = amount.isNegative() && !scaled.isZero() ? loc.negativeSign() : QString();
    return sign + symbol(currency, loc) + text;
}

QString MoneyFormat::abbreviated(double amount, const QString &currency, const QLocale &locale)
{
    return abbreviated(fromDisplayDouble(amount), currency, locale);
}

QStringList MoneyFormat::axisLabels(const QList<double> &ticks, const QString &currency,
                                    const QLocale &locale)
{
    const QLocale loc = effectiveLocale(locale);
    const QList<Unit> units = unitsFor(loc);

    QList<Decimal> values;
    Decimal largest;
    for (double tick : ticks) {
        values.append(fromDisplayDouble(tick));
        largest = Decimal::max(largest, absolute(values.last()));
    }
    const int unit = unitIndexFor(largest, units);
    const Decimal size = unit < 0 ? Decimal(1) : units.at(unit).value;

    constexpr int MaxDecimals = 2;
    int decimals = 0;
    for (const Decimal &value : values) {
        const Decimal exact = Decimal::divide(value, size, MaxDecimals + 4).normalized();
        decimals = std::max(decimals, std::min(MaxDecimals, exact.scale()));
    }

    QStringList labels;
    for (const Decimal &value : values) {
        const Decimal scaled = Decimal::divide(value, size, decimals, RoundingMode::HalfEven);
        if (scaled.isZero()) {
            labels.append(symbol(currency, loc) + QLatin1Char('0'));
            continue;
        }
        QString text = number(absolute(scaled), decimals, loc);
        if (unit >= 0)
            text += units.at(unit).suffix;
        const QString sign = scaled.isNegative() ? loc.negativeSign() : QString();
        labels.append(sign + symbol(currency, loc) + text);
    }
    return labels;
}

} // namespace infertco
