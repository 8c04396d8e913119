// SPDX-License-Identifier: GPL-3.0-or-later
#include "numberentry.h"

#include <algorithm>

namespace infertco {

std::optional<Decimal> NumberEntry::parse(QStringView text, QString *error, int maxScale)
{
    const QString trimmed = text.trimmed().toString();
    auto isSeparator = [](QChar c) { return c == u',' || c == u' ' || c == QChar(0x00A0); };
    if (std::none_of(trimmed.begin(), trimmed.end(), isSeparator))
        return Decimal::parse(trimmed, error, maxScale);

    // The whole part, after any sign, up to the decimal point or an exponent.
    qsizetype start = 0;
    if (!trimmed.isEmpty() && (trimmed.at(0) == u'-' || trimmed.at(0) == u'+'))
        start = 1;
    qsizetype end = start;
    while (end < trimmed.size() && (trimmed.at(end).isDigit() || isSeparator(trimmed.at(end))))
        ++end;
    const QString whole = trimmed.mid(start, end - start);
    const QString rest = trimmed.mid(end);
    bool grouped = !whole.isEmpty() && !isSeparator(whole.front()) && !isSeparator(whole.back())
            && std::none_of(rest.begin(), rest.end(), isSeparator);
    // One kind of separator; one to three digits before the first, exactly three after each.
    QChar separator;
    QString digits;
    qsizetype run = 0;
    for (qsizetype i = 0; grouped && i < whole.size(); ++i) {
        const QChar c = whole.at(i);
        if (!isSeparator(c)) {
            digits += c;
            ++run;
            continue;
        }
        const bool first = separator.isNull();
        grouped = (first || c == separator) && (first ? run >= 1 && run <= 3 : run == 3);
        separator = c;
        run = 0;
    }
    grouped = grouped && run == 3;
    if (!grouped) {
        if (error) {
            *error = tr("\"%1\" is not a number: group the digits by threes (180,000) or not "
                        "at all (180000)")
                             .arg(trimmed);
        }
        return std::nullopt;
    }
    return Decimal::parse(trimmed.left(start) + digits + rest, error, maxScale);
}

std::optional<int> NumberEntry::wholeNumber(QStringView text, QString *error)
{
    const std::optional<Decimal> value = parse(text, error);
    if (!value)
        return std::nullopt;
    if (value->normalized().scale() > 0 || *value > Decimal(WholeNumberLimit)
        || *value < Decimal(-WholeNumberLimit)) {
        if (error)
            *error = tr("must be a whole number");
        return std::nullopt;
    }
    return static_cast<int>(value->toInteger(RoundingMode::Down));
}

} // namespace infertco
