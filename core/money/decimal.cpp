// SPDX-License-Identifier: GPL-3.0-or-later
#include "decimal.h"

#include <QCoreApplication>

#include <array>
#include <cstdlib>
#include <limits>
#include <stdexcept>
#include <string>

namespace infertco {

namespace {

using BigInt = boost::multiprecision::cpp_int;

// 10^76 is the largest power of ten below 2^255.
constexpr int MaxPowerOfTen = 76;

const Decimal::Mantissa &powerOfTen(int exponent)
{
    static const std::array<Decimal::Mantissa, MaxPowerOfTen + 1> table = [] {
        std::array<Decimal::Mantissa, MaxPowerOfTen + 1> powers;
        Decimal::Mantissa value = 1;
        for (auto &power : powers) {
            power = value;
            if (&power != &powers.back())
                value *= 10;
        }
        return powers;
    }();
    if (exponent < 0 || exponent > MaxPowerOfTen)
        throw std::overflow_error("decimal scale out of range");
    return table[static_cast<size_t>(exponent)];
}

// Quotient of numerator / denominator rounded with mode; denominator must be positive.
template <typename Integer>
Integer roundedQuotient(const Integer &numerator, const Integer &denominator, RoundingMode mode)
{
    Integer quotient = numerator / denominator; // truncates toward zero
    const Integer remainder = numerator % denominator;
    if (remainder == 0)
        return quotient;
    const int sign = numerator < 0 ? -1 : 1;
    const Integer twiceRemainder = (remainder < 0 ? Integer(-remainder) : remainder) * 2;
    bool awayFromZero = false;
    switch (mode) {
    case RoundingMode::Down:
        break;
    case RoundingMode::Up:
        awayFromZero = true;
        break;
    case RoundingMode::Ceiling:
        awayFromZero = sign > 0;
        break;
    case RoundingMode::Floor:
        awayFromZero = sign < 0;
        break;
    case RoundingMode::HalfUp:
        awayFromZero = twiceRemainder >= denominator;
        break;
    case RoundingMode::HalfEven:
        awayFromZero = twiceRemainder > denominator
                || (twiceRemainder == denominator && (quotient % 2) != 0);
        break;
    }
    if (awayFromZero)
        quotient += sign;
    return quotient;
}

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("infertco::Decimal", text, nullptr, n);
}

} // namespace

Decimal Decimal::fromUnits(const Mantissa &mantissa, int scale)
{
    Decimal result;
    result.m_mantissa = mantissa;
    result.m_scale = scale;
    return result;
}

std::optional<Decimal> Decimal::parse(QStringView text, QString *error, int maxScale)
{
    auto fail = [error](const QString &why) -> std::optional<Decimal> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QStringView trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return fail(tr("is empty; a number is expected"));

    qsizetype pos = 0;
    bool negative = false;
    if (trimmed[pos] == u'-' || trimmed[pos] == u'+') {
        negative = trimmed[pos] == u'-';
        ++pos;
    }
    Mantissa mantissa = 0;
    int significantDigits = 0;
    int fractionDigits = 0;
    bool seenPoint = false;
    bool anyDigit = false;
    for (; pos < trimmed.size(); ++pos) {
        const QChar c = trimmed[pos];
        if (c == u'.' && !seenPoint) {
            seenPoint = true;
            continue;
        }
        if (c < u'0' || c > u'9')
            break;
        anyDigit = true;
        if (mantissa != 0 || c != u'0')
            ++significantDigits;
        if (significantDigits > MaxPowerOfTen - 6)
            return fail(tr("has too many digits"));
        mantissa = mantissa * 10 + (c.unicode() - u'0');
        if (seenPoint)
            ++fractionDigits;
    }
    if (!anyDigit)
        return fail(tr("\"%1\" is not a number").arg(trimmed.toString()));

    int exponent = 0;
    if (pos < trimmed.size() && (trimmed[pos] == u'e' || trimmed[pos] == u'E')) {
        ++pos;
        bool exponentNegative = false;
        if (pos < trimmed.size() && (trimmed[pos] == u'-' || trimmed[pos] == u'+')) {
            exponentNegative = trimmed[pos] == u'-';
            ++pos;
        }
        const qsizetype exponentStart = pos;
        while (pos < trimmed.size() && trimmed[pos] >= u'0' && trimmed[pos] <= u'9') {
            exponent = exponent * 10 + (trimmed[pos].unicode() - u'0');
            if (exponent > 1000)
                return fail(tr("has an exponent out of range"));
            ++pos;
        }
        if (pos == exponentStart)
            return fail(tr("\"%1\" is not a number").arg(trimmed.toString()));
        if (exponentNegative)
            exponent = -exponent;
    }
    if (pos != trimmed.size())
        return fail(tr("\"%1\" is not a number").arg(trimmed.toString()));

    Decimal result = fromUnits(negative ? Mantissa(-mantissa) : mantissa, fractionDigits);
    result.m_scale -= exponent;
    if (result.isZero()) {
        result.m_scale = 0;
    } else if (result.m_scale < 0) {
        if (!result.isZero() && significantDigits - result.m_scale > MaxPowerOfTen - 6)
            return fail(tr("is too large"));
        result.m_mantissa *= powerOfTen(-result.m_scale);
        result.m_scale = 0;
    }
    result = result.normalized();
    if (result.m_scale > maxScale)
        return fail(tr("has more than %n decimal place(s)", maxScale));
    return result;
}

Decimal Decimal::normalized() const
{
    if (m_mantissa == 0)
        return Decimal();
    Decimal result = *this;
    while (result.m_scale > 0 && result.m_mantissa % 10 == 0) {
        result.m_mantissa /= 10;
        --result.m_scale;
    }
    return result;
}

Decimal Decimal::divide(const Decimal &a, const Decimal &b, int scale, RoundingMode mode)
{
    if (b.isZero())
        throw std::domain_error("division by zero");
    // a / b at `scale` places = a.m × 10^(scale + b.s − a.s) / b.m, computed without limit.
    BigInt numerator(a.m_mantissa);
    BigInt denominator(b.m_mantissa);
    const int shift = scale + b.m_scale - a.m_scale;
    if (shift >= 0)
        numerator *= boost::multiprecision::pow(BigInt(10), static_cast<unsigned>(shift));
    else
        denominator *= boost::multiprecision::pow(BigInt(10), static_cast<unsigned>(-shift));
    if (denominator < 0) {
        numerator = -numerator;
        denominator = -denominator;
    }
    const BigInt quotient = roundedQuotient(numerator, denominator, mode);
    return fromUnits(Mantissa(quotient), scale);
}

Decimal Decimal::rounded(int scale, RoundingMode mode) const
{
    if (scale >= m_scale)
        return fromUnits(m_mantissa * powerOfTen(scale - m_scale), scale);
    return fromUnits(roundedQuotient(m_mantissa, powerOfTen(m_scale - scale), mode), scale);
}

long long Decimal::toInteger(RoundingMode mode) const
{
    const Mantissa whole = rounded(0, mode).m_mantissa;
    if (whole > std::numeric_limits<long long>::max()
        || whole < std::numeric_limits<long long>::min())
        throw std::overflow_error("decimal does not fit a 64-bit integer");
    return static_cast<long long>(whole);
}

double Decimal::toDouble() const
{
    return std::strtod(toString().toLatin1().constData(), nullptr);
}

QString Decimal::toString(int scale) const
{
    const Decimal value = rounded(scale);
    const bool negative = value.m_mantissa < 0;
    std::string digits = (negative ? Mantissa(-value.m_mantissa) : value.m_mantissa).str();
    if (scale > 0) {
        if (digits.size() <= static_cast<size_t>(scale))
            digits.insert(0, static_cast<size_t>(scale) + 1 - digits.size(), '0');
        digits.insert(digits.size() - static_cast<size_t>(scale), 1, '.');
    }
    if (negative)
        digits.insert(0, 1, '-');
    return QString::fromLatin1(digits.data(), static_cast<qsizetype>(digits.size()));
}

QString Decimal::toString() const
{
    const Decimal value = normalized();
    return value.toString(value.m_scale);
}

Decimal &Decimal::operator+=(const Decimal &other)
{
    if (m_scale == other.m_scale) {
        m_mantissa += other.m_mantissa;
    } else if (m_scale > other.m_scale) {
        m_mantissa += other.m_mantissa * powerOfTen(m_scale - other.m_scale);
    } else {
        m_mantissa = m_mantissa * powerOfTen(other.m_scale - m_scale) + other.m_mantissa;
        m_scale = other.m_scale;
    }
    return *this;
}

Decimal &Decimal::operator-=(const Decimal &other)
{
    return *this += -other;
}

Decimal &Decimal::operator*=(const Decimal &other)
{
    m_mantissa *= other.m_mantissa;
    m_scale += other.m_scale;
    // Keep long chains of products inside the mantissa's range; stripping zeros is exact.
    if (m_scale > 36)
        *this = normalized();
    return *this;
}

int Decimal::compare(const Decimal &a, const Decimal &b)
{
    if (a.m_scale == b.m_scale)
        return a.m_mantissa < b.m_mantissa ? -1 : (a.m_mantissa > b.m_mantissa ? 1 : 0);
    const Decimal difference = a - b;
    return difference.isNegative() ? -1 : (difference.isZero() ? 0 : 1);
}

} // namespace infertco
