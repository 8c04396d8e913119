// SPDX-License-Identifier: GPL-3.0-or-later
// Exact decimal number used for every amount of money, price, rate and factor (DESIGN 3.1).
#pragma once

#include <QString>
#include <QStringView>

#include <boost/multiprecision/cpp_int.hpp>

#include <compare>
#include <optional>

namespace infertco {

/// How a value that does not fit the requested scale is rounded. Every rounding names one.
enum class RoundingMode {
    HalfEven, ///< banker's rounding, the default for money (DESIGN 3.1)
    HalfUp,   ///< half away from zero
    Down,     ///< toward zero
    Up,       ///< away from zero
    Ceiling,  ///< toward +infinity
    Floor,    ///< toward -infinity
};

/// An exact decimal: a 256-bit checked integer mantissa and a count of decimal places.
/// Sums and products are exact; overflow throws std::overflow_error, never wraps.
/// Division always names its result scale and rounding mode, and is exact before rounding.
class Decimal
{
public:
    using Mantissa = boost::multiprecision::checked_int256_t;

    /// Inputs are exact with up to this many decimal places (DESIGN 3.1).
    static constexpr int MaxInputScale = 12;

    Decimal() = default;
    Decimal(int value) : m_mantissa(value) { }
    Decimal(long long value) : m_mantissa(value) { }
    Decimal(long value) : m_mantissa(value) { }

    /// Parses "-12.345", "1e-5" or "3.0E+2". Rejects anything else, and more than maxScale
    /// significant decimal places (trailing zeros do not count). On failure returns nullopt
    /// and, if given, sets *error to a sentence saying what is wrong.
    static std::optional<Decimal> parse(QStringView text, QString *error = nullptr,
                                        int maxScale = MaxInputScale);
    /// Builds mantissa × 10^(−scale).
    static Decimal fromUnits(const Mantissa &mantissa, int scale);

    /// Exact a / b rounded to `scale` places. Throws std::domain_error when b is zero.
    static Decimal divide(const Decimal &a, const Decimal &b, int scale,
                          RoundingMode mode = RoundingMode::HalfEven);

    Decimal rounded(int scale, RoundingMode mode = RoundingMode::HalfEven) const;
    /// The value rounded to a whole number with `mode`; throws if it does not fit 64 bits.
    long long toInteger(RoundingMode mode) const;
    /// Only for display scales and physical quantities (sizing); never for money.
    double toDouble() const;

    /// Exactly `scale` places, rounding half to even if the value has more.
    QString toString(int scale) const;
    /// The shortest exact text ("0.1", "-3", "12.5").
    QString toString() const;

    const Mantissa &mantissa() const { return m_mantissa; }
    int scale() const { return m_scale; }
    bool isZero() const { return m_mantissa == 0; }
    bool isNegative() const { return m_mantissa < 0; }
    bool isPositive() const { return m_mantissa > 0; }
    /// Removes trailing zeros of the fraction (same value, smallest scale).
    Decimal normalized() const;

    Decimal operator-() const { return fromUnits(-m_mantissa, m_scale); }
    Decimal &operator+=(const Decimal &other);
    Decimal &operator-=(const Decimal &other);
    Decimal &operator*=(const Decimal &other);

    friend Decimal operator+(Decimal a, const Decimal &b) { return a += b; }
    friend Decimal operator-(Decimal a, const Decimal &b) { return a -= b; }
    friend Decimal operator*(Decimal a, const Decimal &b) { return a *= b; }
    friend bool operator==(const Decimal &a, const Decimal &b) { return compare(a, b) == 0; }
    friend std::strong_ordering operator<=>(const Decimal &a, const Decimal &b)
    {
        const int c = compare(a, b);
        return c < 0 ? std::strong_ordering::less
                     : (c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal);
    }

    static const Decimal &max(const Decimal &a, const Decimal &b) { return a < b ? b : a; }

private:
    static int compare(const Decimal &a, const Decimal &b);

    Mantissa m_mantissa = 0;
    int m_scale = 0;
};

} // namespace infertco
