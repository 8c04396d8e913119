// SPDX-License-Identifier: GPL-3.0-or-later
#include "decimal.h"

#include <QCoreApplication>

#include <algorithm>
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

constexpr int MaxSmallPowerOfTen = 18;

constexpr std::array<std::int64_t, MaxSmallPowerOfTen + 1> SmallPowersOfTen = [] {
    std::array<std::int64_t, MaxSmallPowerOfTen + 1> powers{};
    std::int64_t value = 1;
    for (auto &power : powers) {
        power = value;
        if (value <= std::numeric_limits<std::int64_t>::max() / 10)
            value *= 10;
    }
    return powers;
}();

// Quotient of numerator / denominator rounded with mode; denominator must be positive.
template<typename Integer>
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
    result.setMantissa(mantissa);
    result.m_scale = scale;
    return result;
}

void Decimal::setMantissa(const Mantissa &mantissa)
{
    if (mantissa >= std::numeric_limits<std::int64_t>::min()
        && mantissa <= std::numeric_limits<std::int64_t>::max()) {
        m_small = static_cast<std::int64_t>(mantissa);
        m_big.reset();
    } else {
        m_small = 0;
        m_big = std::make_unique<Mantissa>(mantissa);
    }
}

std::optional<std::int64_t> Decimal::smallAtScale(int scale) const
{
    const int shift = scale - m_scale;
    if (m_big || shift < 0 || shift > MaxSmallPowerOfTen)
        return std::nullopt;
    std::int64_t scaled = 0;
    if (__builtin_mul_overflow(m_small, SmallPowersOfTen[static_cast<size_t>(shift)], &scaled))
        return std::nullopt;
    return scaled;
}

Decimal Decimal::operator-() const
{
    if (!m_big && m_small != std::numeric_limits<std::int64_t>::min()) {
        Decimal result;
        result.m_small = -m_small;
        result.m_scale = m_scale;
        return result;
    }
    return fromUnits(-mantissa(), m_scale);
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

    int scale = fractionDigits - exponent;
    if (mantissa == 0) {
        scale = 0;
    } else if (scale < 0) {
        if (significantDigits - scale > MaxPowerOfTen - 6)
            return fail(tr("is too large"));
        mantissa *= powerOfTen(-scale);
        scale = 0;
    }
    Decimal result = fromUnits(negative ? Mantissa(-mantissa) : mantissa, scale);
    result = result.normalized();
    if (result.m_scale > maxScale)
        return fail(tr("has more than %n decimal place(s)", maxScale));
    return result;
}

Decimal Decimal::normalized() const
{
    if (isZero())
        return Decimal();
    if (!m_big) {
        Decimal result = *this;
        while (result.m_scale > 0 && result.m_small % 10 == 0) {
            result.m_small /= 10;
            --result.m_scale;
        }
        return result;
    }
    Mantissa value = *m_big;
    int scale = m_scale;
    while (scale > 0 && value % 10 == 0) {
        value /= 10;
        --scale;
    }
    return fromUnits(value, scale);
}

Decimal Decimal::divide(const Decimal &a, const Decimal &b, int scale, RoundingMode mode)
{
    if (b.isZero())
        throw std::domain_error("division by zero");
    // Fast path: both mantissas in 64 bits and the scaled numerator within 128 bits.
    const int fastShift = scale + b.m_scale - a.m_scale;
    if (!a.m_big && !b.m_big && fastShift >= -MaxSmallPowerOfTen
        && fastShift <= 2 * MaxSmallPowerOfTen) {
        using Int128 = NativeInt128;
        Int128 numerator = a.m_small;
        Int128 denominator = b.m_small;
        bool overflow = false;
        if (fastShift >= 0) {
            for (int done = 0; done < fastShift && !overflow; done += MaxSmallPowerOfTen) {
                const int step = std::min(MaxSmallPowerOfTen, fastShift - done);
                overflow = __builtin_mul_overflow(
                        numerator, Int128(SmallPowersOfTen[static_cast<size_t>(step)]), &numerator);
            }
        } else {
            overflow = __builtin_mul_overflow(
                    denominator, Int128(SmallPowersOfTen[static_cast<size_t>(-fastShift)]),
                    &denominator);
        }
        if (!overflow) {
            if (denominator < 0) {
                numerator = -numerator;
                denominator = -denominator;
            }
            const Int128 quotient = roundedQuotient<Int128>(numerator, denominator, mode);
            if (quotient >= std::numeric_limits<std::int64_t>::min()
                && quotient <= std::numeric_limits<std::int64_t>::max()) {
                Decimal result;
                result.m_small = static_cast<std::int64_t>(quotient);
                result.m_scale = scale;
                return result;
            }
        }
    }
    // a / b at `scale` places = a.m × 10^(scale + b.s − a.s) / b.m, computed without limit.
    BigInt numerator(a.mantissa());
    BigInt denominator(b.mantissa());
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
    if (scale >= m_scale) {
        if (const std::optional<std::int64_t> small = smallAtScale(scale)) {
            Decimal result;
            result.m_small = *small;
            result.m_scale = scale;
            return result;
        }
        return fromUnits(mantissa() * powerOfTen(scale - m_scale), scale);
    }
    const int shift = m_scale - scale;
    if (!m_big && shift <= MaxSmallPowerOfTen) {
        Decimal result;
        result.m_small = roundedQuotient<std::int64_t>(
                m_small, SmallPowersOfTen[static_cast<size_t>(shift)], mode);
        result.m_scale = scale;
        return result;
    }
    return fromUnits(roundedQuotient(mantissa(), powerOfTen(shift), mode), scale);
}

long long Decimal::toInteger(RoundingMode mode) const
{
    const Decimal whole = rounded(0, mode);
    if (whole.m_big)
        throw std::overflow_error("decimal does not fit a 64-bit integer");
    return whole.m_small;
}

double Decimal::toDouble() const
{
    return std::strtod(toString().toLatin1().constData(), nullptr);
}

QString Decimal::toString(int scale) const
{
    const Decimal value = rounded(scale);
    const bool negative = value.isNegative();
    std::string digits;
    if (!value.m_big && value.m_small != std::numeric_limits<std::int64_t>::min())
        digits = std::to_string(negative ? -value.m_small : value.m_small);
    else
        digits = (negative ? Mantissa(-value.mantissa()) : value.mantissa()).str();
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

Decimal &Decimal::addSlow(const Decimal &other)
{
    if (!m_big && !other.m_big) {
        const int scale = std::max(m_scale, other.m_scale);
        const std::optional<std::int64_t> a = smallAtScale(scale);
        const std::optional<std::int64_t> b = other.smallAtScale(scale);
        std::int64_t sum = 0;
        if (a && b && !__builtin_add_overflow(*a, *b, &sum)) {
            m_small = sum;
            m_scale = scale;
            return *this;
        }
    }
    // Exact in 256 bits; Mantissa is checked, so leaving that range throws.
    const int scale = std::max(m_scale, other.m_scale);
    *this = fromUnits(mantissa() * powerOfTen(scale - m_scale)
                              + other.mantissa() * powerOfTen(scale - other.m_scale),
                      scale);
    return *this;
}

Decimal &Decimal::operator-=(const Decimal &other)
{
    return *this += -other;
}

Decimal &Decimal::operator*=(const Decimal &other)
{
    std::int64_t product = 0;
    if (!m_big && !other.m_big && !__builtin_mul_overflow(m_small, other.m_small, &product)) {
        m_small = product;
        m_scale += other.m_scale;
    } else {
        *this = fromUnits(mantissa() * other.mantissa(), m_scale + other.m_scale);
    }
    // Keep long chains of products inside the mantissa's range; stripping zeros is exact.
    if (m_scale > 36)
        *this = normalized();
    return *this;
}

int Decimal::compare(const Decimal &a, const Decimal &b)
{
    if (!a.m_big && !b.m_big) {
        const int scale = std::max(a.m_scale, b.m_scale);
        const std::optional<std::int64_t> x = a.smallAtScale(scale);
        const std::optional<std::int64_t> y = b.smallAtScale(scale);
        if (x && y)
            return *x < *y ? -1 : (*x > *y ? 1 : 0);
    }
    const Decimal difference = a - b;
    return difference.isNegative() ? -1 : (difference.isZero() ? 0 : 1);
}

} // namespace infertco
