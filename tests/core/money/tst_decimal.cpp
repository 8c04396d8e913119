// SPDX-License-Identifier: GPL-3.0-or-later
// Decimal, the exact money type (docs/method.md, "Numbers"): parsing from decimal text, rounding
// modes, exact division, checked overflow, comparisons across scales and exact sums.
#include "money/decimal.h"
#include "testdecimal.h"

#include <QTest>

#include <stdexcept>

using namespace infertco;
using infertco::testing::dec;

Q_DECLARE_METATYPE(infertco::RoundingMode)

class TestDecimal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseAccepts_data();
    void parseAccepts();
    void parseRejects_data();
    void parseRejects();
    void toStringWithScale_data();
    void toStringWithScale();
    void rounding_data();
    void rounding();
    void roundingToMorePlacesPads();
    void divide_data();
    void divide();
    void divideByZeroThrows();
    void multiplyIsExact_data();
    void multiplyIsExact();
    void overflowThrows();
    void acrossSixtyFourBits_data();
    void acrossSixtyFourBits();
    void comparisons_data();
    void comparisons();
    void sumsAreExact();
    void toIntegerNamesItsRounding_data();
    void toIntegerNamesItsRounding();
};

void TestDecimal::parseAccepts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shortest"); // toString()
    QTest::addColumn<QString>("twoPlaces"); // toString(2)

    QTest::newRow("zero") << "0"
                          << "0"
                          << "0.00";
    QTest::newRow("integer") << "42"
                             << "42"
                             << "42.00";
    QTest::newRow("negative integer") << "-7"
                                      << "-7"
                                      << "-7.00";
    QTest::newRow("explicit plus") << "+5"
                                   << "5"
                                   << "5.00";
    QTest::newRow("decimal") << "12.345"
                             << "12.345"
                             << "12.34"; // 12.345 → half-even → 12.34
    QTest::newRow("negative decimal") << "-0.5"
                                      << "-0.5"
                                      << "-0.50";
    QTest::newRow("leading zeros") << "007.50"
                                   << "7.5"
                                   << "7.50";
    QTest::newRow("negative zero") << "-0.000"
                                   << "0"
                                   << "0.00";
    QTest::newRow("exponent 1e-5") << "1e-5"
                                   << "0.00001"
                                   << "0.00";
    QTest::newRow("exponent 3.0E+2") << "3.0E+2"
                                     << "300"
                                     << "300.00";
    QTest::newRow("exponent 2.5e3") << "2.5e3"
                                    << "2500"
                                    << "2500.00";
    QTest::newRow("negative with exponent") << "-1.5E-2"
                                            << "-0.015"
                                            << "-0.02"; // half-even
    QTest::newRow("exponent without sign") << "7e2"
                                           << "700"
                                           << "700.00";
    QTest::newRow("surrounding spaces") << "  7.25  "
                                        << "7.25"
                                        << "7.25";
    QTest::newRow("tabs and newline") << "\t1\n"
                                      << "1"
                                      << "1.00";
    QTest::newRow("12 decimal places") << "0.000000000001"
                                       << "0.000000000001"
                                       << "0.00";
    QTest::newRow("1e-12") << "1e-12"
                           << "0.000000000001"
                           << "0.00";
    QTest::newRow("trailing zeros beyond 12 places") << "0.100000000000000"
                                                     << "0.1"
                                                     << "0.10";
    QTest::newRow("exponent shifts the point") << "123.456789e-3"
                                               << "0.123456789"
                                               << "0.12";
    QTest::newRow("large integer") << "123456789012345678901234567890"
                                   << "123456789012345678901234567890"
                                   << "123456789012345678901234567890.00";
}

void TestDecimal::parseAccepts()
{
    QFETCH(QString, text);
    QFETCH(QString, shortest);
    QFETCH(QString, twoPlaces);
    QString error;
    const std::optional<Decimal> value = Decimal::parse(text, &error);
    QVERIFY2(value, qPrintable(error));
    QCOMPARE(value->toString(), shortest);
    QCOMPARE(value->toString(2), twoPlaces);
}

void TestDecimal::parseRejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("errorContains");

    QTest::newRow("empty") << ""
                           << "empty";
    QTest::newRow("only spaces") << "   "
                                 << "empty";
    QTest::newRow("letters") << "abc"
                             << "not a number";
    QTest::newRow("thousands separator") << "1,000"
                                         << "not a number";
    QTest::newRow("two points") << "1.2.3"
                                << "not a number";
    QTest::newRow("double minus") << "--1"
                                  << "not a number";
    QTest::newRow("sign only") << "-"
                               << "not a number";
    QTest::newRow("point only") << "."
                                << "not a number";
    QTest::newRow("space inside") << "1 000"
                                  << "not a number";
    QTest::newRow("trailing letters") << "1.5abc"
                                      << "not a number";
    QTest::newRow("exponent without digits") << "1e"
                                             << "not a number";
    QTest::newRow("exponent without mantissa") << "e5"
                                               << "not a number";
    QTest::newRow("hexadecimal") << "0x10"
                                 << "not a number";
    QTest::newRow("nan") << "NaN"
                         << "not a number";
    QTest::newRow("infinity") << "inf"
                              << "not a number";
    QTest::newRow("13 decimal places") << "0.1234567890123"
                                       << "decimal place";
    QTest::newRow("1e-13") << "1e-13"
                           << "decimal place";
    QTest::newRow("13 places through an exponent") << "123.456789012345e-3"
                                                   << "decimal place";
    QTest::newRow("exponent out of range") << "1e99999"
                                           << "out of range";
    QTest::newRow("too large") << "1e75"
                               << "too large";
}

void TestDecimal::parseRejects()
{
    QFETCH(QString, text);
    QFETCH(QString, errorContains);
    QString error;
    QVERIFY(!Decimal::parse(text, &error));
    QVERIFY2(error.contains(errorContains), qPrintable(error));
    QVERIFY(!Decimal::parse(text)); // without an error string too
}

void TestDecimal::toStringWithScale_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("scale");
    QTest::addColumn<QString>("expected");

    QTest::newRow("pad to two") << "1.5" << 2 << "1.50";
    QTest::newRow("zero at two") << "0" << 2 << "0.00";
    QTest::newRow("negative at two") << "-0.5" << 2 << "-0.50";
    QTest::newRow("tiny negative rounds to zero, no minus sign") << "-0.001" << 2 << "0.00";
    QTest::newRow("half cent to even (down)") << "0.005" << 2 << "0.00";
    QTest::newRow("half cent to even (up)") << "0.015" << 2 << "0.02";
    QTest::newRow("to whole number") << "1234567.891" << 0 << "1234568";
    QTest::newRow("half to even at 0 places") << "2.5" << 0 << "2";
    QTest::newRow("integer at three") << "12" << 3 << "12.000";
    QTest::newRow("four places") << "0.05" << 4 << "0.0500";
    QTest::newRow("leading zeros of the fraction") << "0.0007" << 4 << "0.0007";
    QTest::newRow("cost per million tokens style") << "0.00666666" << 4 << "0.0067";
}

void TestDecimal::toStringWithScale()
{
    QFETCH(QString, value);
    QFETCH(int, scale);
    QFETCH(QString, expected);
    QCOMPARE(dec(value).toString(scale), expected);
}

void TestDecimal::rounding_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<RoundingMode>("mode");
    QTest::addColumn<QString>("expected"); // at 2 places

    using M = RoundingMode;
    // docs/method.md, "Numbers": half to even. 0.125 lies exactly between 0.12 and 0.13: the even
    // one wins.
    QTest::newRow("half-even 0.125 -> 0.12") << "0.125" << M::HalfEven << "0.12";
    QTest::newRow("half-even 0.135 -> 0.14") << "0.135" << M::HalfEven << "0.14";
    QTest::newRow("half-even 0.145 -> 0.14") << "0.145" << M::HalfEven << "0.14";
    QTest::newRow("half-even -0.125 -> -0.12") << "-0.125" << M::HalfEven << "-0.12";
    QTest::newRow("half-even -0.135 -> -0.14") << "-0.135" << M::HalfEven << "-0.14";
    // As a double 2.675 is 2.67499999999999982236431605997495353221893310546875 and would
    // round to 2.67; the exact decimal is a true half and rounds to the even 2.68.
    QTest::newRow("half-even 2.675 -> 2.68 (exact, not binary)")
            << "2.675" << M::HalfEven << "2.68";
    QTest::newRow("half-even 2.665 -> 2.66") << "2.665" << M::HalfEven << "2.66";
    QTest::newRow("half-even 1.005 -> 1.00") << "1.005" << M::HalfEven << "1.00";
    QTest::newRow("half-even above half 0.1251 -> 0.13") << "0.1251" << M::HalfEven << "0.13";
    QTest::newRow("half-even below half 0.1249 -> 0.12") << "0.1249" << M::HalfEven << "0.12";
    QTest::newRow("half-even exact stays 0.12") << "0.12" << M::HalfEven << "0.12";
    QTest::newRow("half-even carries 0.995 -> 1.00") << "0.995" << M::HalfEven << "1.00";
    // A mantissa beyond 64 bits: 92233720368547758075 × 10^-3.
    QTest::newRow("half-even beyond 64 bits")
            << "92233720368547758.075" << M::HalfEven << "92233720368547758.08";
    QTest::newRow("half-even beyond 64 bits, even")
            << "-92233720368547758.065" << M::HalfEven << "-92233720368547758.06";

    QTest::newRow("half-up 0.125 -> 0.13") << "0.125" << M::HalfUp << "0.13";
    QTest::newRow("half-up -0.125 -> -0.13") << "-0.125" << M::HalfUp << "-0.13";
    QTest::newRow("half-up 0.1249 -> 0.12") << "0.1249" << M::HalfUp << "0.12";

    QTest::newRow("down 0.129 -> 0.12") << "0.129" << M::Down << "0.12";
    QTest::newRow("down -0.129 -> -0.12") << "-0.129" << M::Down << "-0.12";

    QTest::newRow("up 0.121 -> 0.13") << "0.121" << M::Up << "0.13";
    QTest::newRow("up -0.121 -> -0.13") << "-0.121" << M::Up << "-0.13";
    QTest::newRow("up exact stays 0.12") << "0.12" << M::Up << "0.12";

    QTest::newRow("ceiling 0.121 -> 0.13") << "0.121" << M::Ceiling << "0.13";
    QTest::newRow("ceiling -0.129 -> -0.12") << "-0.129" << M::Ceiling << "-0.12";

    QTest::newRow("floor 0.129 -> 0.12") << "0.129" << M::Floor << "0.12";
    QTest::newRow("floor -0.121 -> -0.13") << "-0.121" << M::Floor << "-0.13";
}

void TestDecimal::rounding()
{
    QFETCH(QString, value);
    QFETCH(RoundingMode, mode);
    QFETCH(QString, expected);
    const Decimal rounded = dec(value).rounded(2, mode);
    QCOMPARE(rounded.scale(), 2);
    QCOMPARE(rounded.toString(2), expected);
    QCOMPARE(rounded, dec(expected));
}

void TestDecimal::roundingToMorePlacesPads()
{
    const Decimal value = dec("0.1").rounded(4);
    QCOMPARE(value.scale(), 4);
    QCOMPARE(value.mantissa(), Decimal::Mantissa(1000)); // 0.1 = 1000 × 10^-4
    QCOMPARE(value, dec("0.1"));
}

void TestDecimal::divide_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("scale");
    QTest::addColumn<RoundingMode>("mode");
    QTest::addColumn<QString>("expected");

    using M = RoundingMode;
    QTest::newRow("1/3 at 20 places") << "1"
                                      << "3" << 20 << M::HalfEven << "0.33333333333333333333";
    QTest::newRow("2/3 at 2 places") << "2"
                                     << "3" << 2 << M::HalfEven << "0.67";
    QTest::newRow("2/3 at 20 places") << "2"
                                      << "3" << 20 << M::HalfEven << "0.66666666666666666667";
    QTest::newRow("1/7 at 30 places")
            << "1"
            << "7" << 30 << M::HalfEven << "0.142857142857142857142857142857";
    // 100000 / 12 = 8333.3333… → 8333.33
    QTest::newRow("100000/12") << "100000"
                               << "12" << 2 << M::HalfEven << "8333.33";
    // 0.3 / 12 = 0.025, a true half cent: half-even gives 0.02, half-up 0.03.
    QTest::newRow("0.3/12 half-even") << "0.3"
                                      << "12" << 2 << M::HalfEven << "0.02";
    QTest::newRow("0.3/12 half-up") << "0.3"
                                    << "12" << 2 << M::HalfUp << "0.03";
    QTest::newRow("negative divisor 1/-8") << "1"
                                           << "-8" << 2 << M::HalfEven << "-0.12";
    QTest::newRow("negative dividend -1/8") << "-1"
                                            << "8" << 2 << M::HalfEven << "-0.12";
    QTest::newRow("both negative -1/-8") << "-1"
                                         << "-8" << 2 << M::HalfEven << "0.12";
    QTest::newRow("negative divisor 3/-8 (half to even is -0.38)")
            << "3"
            << "-8" << 2 << M::HalfEven << "-0.38";
    QTest::newRow("10/4 to whole, half-even -> 2") << "10"
                                                   << "4" << 0 << M::HalfEven << "2";
    QTest::newRow("14/4 to whole, half-even -> 4") << "14"
                                                   << "4" << 0 << M::HalfEven << "4";
    QTest::newRow("7/2 ceiling") << "7"
                                 << "2" << 0 << M::Ceiling << "4";
    QTest::newRow("-7/2 ceiling") << "-7"
                                  << "2" << 0 << M::Ceiling << "-3";
    QTest::newRow("-7/2 floor") << "-7"
                                << "2" << 0 << M::Floor << "-4";
    QTest::newRow("7/-2 down") << "7"
                               << "-2" << 0 << M::Down << "-3";
    QTest::newRow("different scales 0.3/0.1") << "0.3"
                                              << "0.1" << 0 << M::HalfEven << "3";
    QTest::newRow("small divisor 1/0.0003") << "1"
                                            << "0.0003" << 4 << M::HalfEven << "3333.3333";
    QTest::newRow("exact 43000/43000 ceiling") << "43000"
                                               << "43000" << 0 << M::Ceiling << "1";
}

void TestDecimal::divide()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, scale);
    QFETCH(RoundingMode, mode);
    QFETCH(QString, expected);
    const Decimal quotient = Decimal::divide(dec(a), dec(b), scale, mode);
    QCOMPARE(quotient.scale(), scale);
    QCOMPARE(quotient.toString(scale), expected);
}

void TestDecimal::divideByZeroThrows()
{
    QVERIFY_THROWS_EXCEPTION(std::domain_error, Decimal::divide(dec("1"), dec("0.000"), 2));
}

void TestDecimal::multiplyIsExact_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("expected");

    QTest::newRow("0.1 x 0.1") << "0.1"
                               << "0.1"
                               << "0.01";
    QTest::newRow("1.25 x 4") << "1.25"
                              << "4"
                              << "5";
    QTest::newRow("negative") << "-2.5"
                              << "0.4"
                              << "-1";
    QTest::newRow("20 digits squared") << "99999999999999999999"
                                       << "99999999999999999999"
                                       << "9999999999999999999800000000000000000001";
    // 219 kWh × 0.8 CNY = 175.2 exactly (the example of docs/method.md, "The ledger").
    QTest::newRow("219 kWh x 0.8") << "219"
                                   << "0.8"
                                   << "175.2";
    // 25500 USD × 7.8125 = 199218.75 exactly.
    QTest::newRow("USD card at 7.8125") << "25500"
                                        << "7.8125"
                                        << "199218.75";
}

void TestDecimal::multiplyIsExact()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, expected);
    QCOMPARE((dec(a) * dec(b)).toString(), expected);
}

void TestDecimal::overflowThrows()
{
    // Two 40-digit numbers: the product has 79 digits, beyond the 256-bit mantissa
    // (about 1.16e77). It must throw, never wrap.
    const Decimal big = dec("9999999999999999999999999999999999999999");
    QVERIFY_THROWS_EXCEPTION(std::overflow_error, big * big);
    Decimal product = big;
    QVERIFY_THROWS_EXCEPTION(std::overflow_error, product *= big);

    // 10^39 squared is 10^78: also too large.
    const Decimal tenTo39 = dec("1e39");
    QVERIFY_THROWS_EXCEPTION(std::overflow_error, tenTo39 * tenTo39);

    // Sums near the limit: 10^76 + 10^76 + ... eventually overflows.
    const Decimal huge
            = Decimal::fromUnits(Decimal::Mantissa("100000000000000000000000000000000000000"
                                                   "000000000000000000000000000000000000000"),
                                 0); // 10^77
    QVERIFY_THROWS_EXCEPTION(std::overflow_error, huge + huge);

    // A quotient that does not fit the mantissa throws rather than truncating.
    QVERIFY_THROWS_EXCEPTION(std::overflow_error,
                             Decimal::divide(dec("1e60"), dec("0.000000000001"), 10));

    // Smaller figures do not throw: 10^38 squared is 10^76.
    const Decimal tenTo38 = dec("1e38");
    QCOMPARE((tenTo38 * tenTo38).toString(), QStringLiteral("1") + QString(76, u'0'));
}

void TestDecimal::acrossSixtyFourBits_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QChar>("op");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("expected");

    // Mantissas near 2^63 = 9223372036854775808: every result is exact whichever way the
    // value is stored.
    QTest::newRow("max int64 + 1") << "9223372036854775807" << QChar(u'+') << "1"
                                   << "9223372036854775808";
    QTest::newRow("min int64 - 1") << "-9223372036854775808" << QChar(u'-') << "1"
                                   << "-9223372036854775809";
    QTest::newRow("back below the limit") << "9223372036854775808" << QChar(u'-') << "1"
                                          << "9223372036854775807";
    QTest::newRow("sum at different scales") << "9223372036854775.807" << QChar(u'+') << "0.0001"
                                             << "9223372036854775.8071";
    // 3037000500² = 9223372037000250000 > 2^63 − 1.
    QTest::newRow("product crossing 2^63") << "3037000500" << QChar(u'*') << "3037000500"
                                           << "9223372037000250000";
    QTest::newRow("negative product crossing 2^63") << "-3037000500" << QChar(u'*') << "3037000500"
                                                    << "-9223372037000250000";
    // 4294967296 × 0.000000001 = 4.294967296: scales add.
    QTest::newRow("product with scale") << "4294967296" << QChar(u'*') << "0.000000001"
                                        << "4.294967296";
    QTest::newRow("min int64 negated") << "0" << QChar(u'-') << "-9223372036854775808"
                                       << "9223372036854775808";
    // 92233720368.54775807 has a 64-bit mantissa; brought to 12 places it needs more.
    QTest::newRow("rescale beyond 64 bits")
            << "92233720368.54775807" << QChar(u'+') << "0.000000000001"
            << "92233720368.547758070001";
}

void TestDecimal::acrossSixtyFourBits()
{
    QFETCH(QString, a);
    QFETCH(QChar, op);
    QFETCH(QString, b);
    QFETCH(QString, expected);
    const Decimal x = dec(a);
    const Decimal y = dec(b);
    Decimal result;
    if (op == u'+')
        result = x + y;
    else if (op == u'-')
        result = x - y;
    else
        result = x * y;
    QCOMPARE(result.toString(), expected);
    QCOMPARE(result, dec(expected));
    QVERIFY(result == dec(expected));
    // Round trip through a copy and half-even rounding to cents.
    const Decimal copy = result;
    QCOMPARE(copy.toString(), expected);
    QCOMPARE(copy.rounded(2), dec(expected).rounded(2));
}

void TestDecimal::comparisons_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("order"); // -1 a < b, 0 equal, 1 a > b

    QTest::newRow("1.10 == 1.1") << "1.10"
                                 << "1.1" << 0;
    QTest::newRow("2 == 2.000") << "2"
                                << "2.000" << 0;
    QTest::newRow("0 == -0.00") << "0"
                                << "-0.00" << 0;
    QTest::newRow("1.1 < 1.11") << "1.1"
                                << "1.11" << -1;
    QTest::newRow("1.11 > 1.1") << "1.11"
                                << "1.1" << 1;
    QTest::newRow("-0.5 < 0.25") << "-0.5"
                                 << "0.25" << -1;
    QTest::newRow("-1.5 < -1.25") << "-1.5"
                                  << "-1.25" << -1;
    QTest::newRow("tiny difference at 12 places") << "0.999999999999"
                                                  << "1" << -1;
    QTest::newRow("large vs small scale") << "100000000"
                                          << "99999999.999999999999" << 1;
    // Rescaling 10^8 to 12 places leaves 64 bits: the comparison must still be exact.
    QTest::newRow("beyond 64 bits after rescaling") << "10000000000"
                                                    << "9999999999.999999999999" << 1;
    QTest::newRow("huge equal values") << "123456789012345678901234567890"
                                       << "123456789012345678901234567890.000" << 0;
    QTest::newRow("huge vs small") << "-123456789012345678901234567890"
                                   << "0.01" << -1;
}

void TestDecimal::comparisons()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, order);
    const Decimal x = dec(a);
    const Decimal y = dec(b);
    QCOMPARE(x == y, order == 0);
    QCOMPARE(x != y, order != 0);
    QCOMPARE(x < y, order < 0);
    QCOMPARE(x > y, order > 0);
    QCOMPARE(x <= y, order <= 0);
    QCOMPARE(x >= y, order >= 0);
    QCOMPARE(Decimal::max(x, y) == (order < 0 ? y : x), true);
}

void TestDecimal::sumsAreExact()
{
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point; exactly 0.3 here.
    QCOMPARE(dec("0.1") + dec("0.2"), dec("0.3"));
    QCOMPARE((dec("0.1") + dec("0.2")).toString(), QStringLiteral("0.3"));

    // 100 000 cents make exactly 1000.00 (in double the sum drifts).
    Decimal sum;
    const Decimal cent = dec("0.01");
    for (int i = 0; i < 100000; ++i)
        sum += cent;
    QCOMPARE(sum, Decimal(1000));
    QCOMPARE(sum.toString(2), QStringLiteral("1000.00"));

    // Subtraction back to zero, and mixed scales.
    for (int i = 0; i < 100000; ++i)
        sum -= cent;
    QVERIFY(sum.isZero());
    QCOMPARE(dec("1.005") - dec("0.005"), Decimal(1));
    QCOMPARE(-dec("0.125"), dec("-0.125"));

    // A long product stays exact: 0.5^60 = 1 / 2^60.
    Decimal half = Decimal(1);
    for (int i = 0; i < 60; ++i)
        half *= dec("0.5");
    QCOMPARE(half.toString(),
             QStringLiteral("0.000000000000000000867361737988403547205962240695953369140625"));
}

void TestDecimal::toIntegerNamesItsRounding_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<RoundingMode>("mode");
    QTest::addColumn<qlonglong>("expected");

    QTest::newRow("7.00 ceiling is 7 (100 x 0.07)") << "7.00" << RoundingMode::Ceiling << 7LL;
    QTest::newRow("7.01 ceiling is 8") << "7.01" << RoundingMode::Ceiling << 8LL;
    QTest::newRow("0.5 ceiling is 1") << "0.5" << RoundingMode::Ceiling << 1LL;
    QTest::newRow("4.3 ceiling is 5") << "4.3" << RoundingMode::Ceiling << 5LL;
    QTest::newRow("4.9 floor is 4") << "4.9" << RoundingMode::Floor << 4LL;
    QTest::newRow("-4.1 floor is -5") << "-4.1" << RoundingMode::Floor << -5LL;
}

void TestDecimal::toIntegerNamesItsRounding()
{
    QFETCH(QString, value);
    QFETCH(RoundingMode, mode);
    QFETCH(qlonglong, expected);
    QCOMPARE(dec(value).toInteger(mode), expected);
    QVERIFY_THROWS_EXCEPTION(std::overflow_error, dec("1e30").toInteger(mode));
}

QTEST_APPLESS_MAIN(TestDecimal)
#include "tst_decimal.moc"
