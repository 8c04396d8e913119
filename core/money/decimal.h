// SPDX-License-Identifier: GPL-3.0-or-later
// Exact decimal number used for every amount of money, price, rate and factor (docs/method.md,
// "Numbers").
#pragma once

#include <QString>
#include <QStringView>

#include <boost/multiprecision/cpp_int.hpp>

#include <compare>
#include <cstdint>
#include <memory>
#include <optional>

namespace infertco {

/// The compiler's native 128-bit integer, used only on fast paths that check for overflow.
__extension__ typedef __int128 NativeInt128;

/// How a value that does not fit the requested scale is rounded. Every rounding names one.
enum class RoundingMode {
    HalfEven, ///< banker's rounding, the default for money (docs/method.md, "Numbers")
    HalfUp, ///< half away from zero
    Down, ///< toward zero
    Up, ///< away from zero
    Ceiling, ///< toward +infinity
    Floor, ///< toward -infinity
};

/// An exact decimal: an integer mantissa and a count of decimal places.
/// Sums and products are exact; overflow throws std::overflow_error, never wraps.
/// Division always names its result scale and rounding mode, and is exact before rounding.
///
/// The mantissa lives in a 64-bit integer while it fits (every realistic price, rate and
/// rounded amount does), and moves to a 256-bit checked integer when a product needs more
/// digits, so that money stays cheap without ever losing a digit.
class Decimal
{
public:
    using Mantissa = boost::multiprecision::checked_int256_t;

    /// Inputs are exact with up to this many decimal places (docs/method.md, "Numbers").
    static constexpr int MaxInputScale = 12;

    Decimal() = default;
    Decimal(int value) : m_small(value) { }
    Decimal(long long value) : m_small(value) { }
    Decimal(long value) : m_small(value) { }
    Decimal(const Decimal &other)
        : m_small(other.m_small),
          m_scale(other.m_scale),
          m_big(other.m_big ? std::make_unique<Mantissa>(*other.m_big) : nullptr)
    { }
    Decimal(Decimal &&other) noexcept = default;
    Decimal &operator=(const Decimal &other)
    {
        if (this != &other) {
            m_small = other.m_small;
            m_scale = other.m_scale;
            m_big = other.m_big ? std::make_unique<Mantissa>(*other.m_big) : nullptr;
        }
        return *this;
    }
    Decimal &operator=(Decimal &&other) noexcept = default;
    ~Decimal() = default;

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

    Mantissa mantissa() const { return m_big ? *m_big : Mantissa(m_small); }
    int scale() const { return m_scale; }
    bool isZero() const { return m_big ? *m_big == 0 : m_small == 0; }
    bool isNegative() const { return m_big ? *m_big < 0 : m_small < 0; }
    bool isPositive() const { return m_big ? *m_big > 0 : m_small > 0; }
    /// Removes trailing zeros of the fraction (same value, smallest scale).
    Decimal normalized() const;

    Decimal operator-() const;
    Decimal &operator+=(const Decimal &other)
    {
        // Fast path: two 64-bit mantissas at one scale (every sum of rounded amounts).
        std::int64_t sum = 0;
        if (!m_big && !other.m_big && m_scale == other.m_scale
            && !__builtin_add_overflow(m_small, other.m_small, &sum)) {
            m_small = sum;
            return *this;
        }
        return addSlow(other);
    }
    Decimal &operator-=(const Decimal &other);
    Decimal &operator*=(const Decimal &other);

    friend Decimal operator+(Decimal a, const Decimal &b) { return a += b; }
    friend Decimal operator-(Decimal a, const Decimal &b) { return a -= b; }
    friend Decimal operator*(Decimal a, const Decimal &b) { return a *= b; }
    friend bool operator==(const Decimal &a, const Decimal &b) { return compare(a, b) == 0; }
    friend std::strong_ordering operator<=>(const Decimal &a, const Decimal &b)
    {
        if (!a.m_big && !b.m_big && a.m_scale == b.m_scale)
            return a.m_small <=> b.m_small;
        const int c = compare(a, b);
        return c < 0 ? std::strong_ordering::less
                     : (c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal);
    }

    static const Decimal &max(const Decimal &a, const Decimal &b) { return a < b ? b : a; }

private:
    static int compare(const Decimal &a, const Decimal &b);
    Decimal &addSlow(const Decimal &other);
    /// The same value at a larger scale, or nullopt when the mantissa would leave 64 bits.
    std::optional<std::int64_t> smallAtScale(int scale) const;
    void setMantissa(const Mantissa &mantissa);

    std::int64_t m_small = 0; ///< the mantissa, when m_big is null
    int m_scale = 0;
    std::unique_ptr<Mantissa> m_big; ///< the mantissa, when it does not fit 64 bits
};

} // namespace infertco
