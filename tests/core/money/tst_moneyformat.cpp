// SPDX-License-Identifier: GPL-3.0-or-later
// MoneyFormat: full amounts and axis abbreviations in English and Chinese locales
// (docs/architecture.md, "Folders").
#include "money/moneyformat.h"
#include "testdecimal.h"

#include <QTest>

using namespace infertco;
using infertco::testing::dec;

namespace {

const QLocale EnUs(QLocale::English, QLocale::UnitedStates);
const QLocale ZhCn(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
const QLocale ZhHk(QLocale::Chinese, QLocale::TraditionalChineseScript, QLocale::HongKong);

QStringList strings(std::initializer_list<const char *> texts)
{
    QStringList list;
    for (const char *text : texts)
        list.append(QString::fromUtf8(text));
    return list;
}

} // namespace

class TestMoneyFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void money_data();
    void money();
    void symbol_data();
    void symbol();
    void abbreviated_data();
    void abbreviated();
    void abbreviatedFromDouble();
    void axisLabels_data();
    void axisLabels();
    void cLocaleReadsAsEnglish();
};

void TestMoneyFormat::money_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("amount");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("expected");

    QTest::newRow("en: example total") << EnUs << "1389760"
                                       << "HKD" << 2 << "HK$1,389,760.00";
    QTest::newRow("en: cents kept") << EnUs << "1392948.76"
                                    << "HKD" << 2 << "HK$1,392,948.76";
    QTest::newRow("zh_CN: same grouping") << ZhCn << "1234567"
                                          << "HKD" << 2 << "HK$1,234,567.00";
    QTest::newRow("zh_HK: same grouping") << ZhHk << "1234567"
                                          << "HKD" << 2 << "HK$1,234,567.00";
    QTest::newRow("en: negative residual") << EnUs << "-52800.5"
                                           << "HKD" << 2 << "-HK$52,800.50";
    QTest::newRow("zh_CN: negative") << ZhCn << "-1234.5"
                                     << "CNY" << 2 << "-¥1,234.50";
    QTest::newRow("en: zero") << EnUs << "0"
                              << "USD" << 2 << "US$0.00";
    QTest::newRow("en: below a thousand, no separator") << EnUs << "999.99"
                                                        << "SGD" << 2 << "S$999.99";
    QTest::newRow("en: exactly a thousand") << EnUs << "1000"
                                            << "EUR" << 2 << "€1,000.00";
    // 0.125 → half to even at 2 places: 0.12; 0.135 → 0.14.
    QTest::newRow("half even down") << EnUs << "0.125"
                                    << "HKD" << 2 << "HK$0.12";
    QTest::newRow("half even up") << EnUs << "0.135"
                                  << "HKD" << 2 << "HK$0.14";
    // -0.004 rounds to zero at 2 places: no minus sign on a zero.
    QTest::newRow("tiny negative is zero") << EnUs << "-0.004"
                                           << "HKD" << 2 << "HK$0.00";
    QTest::newRow("cost per Mtok, 4 places") << EnUs << "19.5862"
                                             << "HKD" << 4 << "HK$19.5862";
    QTest::newRow("unknown currency: code and space") << EnUs << "1500"
                                                      << "JPY" << 2 << "JPY 1,500.00";
    QTest::newRow("large: 12 digits") << EnUs << "123456789012.34"
                                      << "HKD" << 2 << "HK$123,456,789,012.34";
}

void TestMoneyFormat::money()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, amount);
    QFETCH(QString, currency);
    QFETCH(int, decimals);
    QFETCH(QString, expected);
    QCOMPARE(MoneyFormat::money(*Decimal::parse(amount), currency, locale, decimals), expected);
}

void TestMoneyFormat::symbol_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("expected");

    QTest::newRow("HKD") << EnUs << "HKD"
                         << "HK$";
    QTest::newRow("USD") << EnUs << "USD"
                         << "US$";
    QTest::newRow("SGD") << EnUs << "SGD"
                         << "S$";
    QTest::newRow("EUR") << EnUs << "EUR"
                         << "€";
    QTest::newRow("CNY in zh_CN") << ZhCn << "CNY"
                                  << "¥";
    QTest::newRow("CNY in en: ambiguous with yen") << EnUs << "CNY"
                                                   << "CN¥";
    QTest::newRow("CNY in zh_HK") << ZhHk << "CNY"
                                  << "CN¥";
    QTest::newRow("lower-case code") << EnUs << "hkd"
                                     << "HK$";
    QTest::newRow("other code") << EnUs << "GBP"
                                << "GBP ";
}

void TestMoneyFormat::symbol()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, currency);
    QFETCH(QString, expected);
    QCOMPARE(MoneyFormat::symbol(currency, locale), expected);
}

void TestMoneyFormat::abbreviated_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("amount");
    QTest::addColumn<QString>("expected");

    QTest::newRow("en: zero") << EnUs << "0"
                              << "HK$0";
    QTest::newRow("en: below a thousand") << EnUs << "950"
                                          << "HK$950";
    // 999.5 → half even to whole: 1000 (999 is odd) → moves up to K: 1.0K → "1K".
    QTest::newRow("en: 999.5 rounds into K") << EnUs << "999.5"
                                             << "HK$1K";
    QTest::newRow("en: 350K") << EnUs << "350000"
                              << "HK$350K";
    // 350,449 / 1,000 = 350.449 → 350.4.
    QTest::newRow("en: 350.4K") << EnUs << "350449"
                                << "HK$350.4K";
    // 999,449 / 1,000 = 999.449 → 999.4.
    QTest::newRow("en: 999.4K") << EnUs << "999449"
                                << "HK$999.4K";
    // 9,999 / 1,000 = 9.999 → 10.0 at one place → "10K".
    QTest::newRow("en: 9999") << EnUs << "9999"
                              << "HK$10K";
    QTest::newRow("en: 10000") << EnUs << "10000"
                               << "HK$10K";
    // 1,234,567 / 10^6 = 1.234567 → 1.2.
    QTest::newRow("en: 1.2M") << EnUs << "1234567"
                              << "HK$1.2M";
    // 1,250,000 → 1.25 → half even → 1.2; 1,350,000 → 1.35 → 1.4.
    QTest::newRow("en: 1.25M half even") << EnUs << "1250000"
                                         << "HK$1.2M";
    QTest::newRow("en: 1.35M half even") << EnUs << "1350000"
                                         << "HK$1.4M";
    QTest::newRow("en: example total 1.4M") << EnUs << "1389760"
                                            << "HK$1.4M";
    // 999,950 / 1,000 = 999.95 → 1000.0 at one place (half even) → moves up:
    // 0.99995M → 1.0 → "1M".
    QTest::newRow("en: 999,950 rolls to 1M") << EnUs << "999950"
                                             << "HK$1M";
    QTest::newRow("en: 1.5B") << EnUs << "1500000000"
                              << "HK$1.5B";
    QTest::newRow("en: negative") << EnUs << "-264000"
                                  << "-HK$264K";
    QTest::newRow("zh_CN: zero") << ZhCn << "0"
                                 << "HK$0";
    QTest::newRow("zh_CN: 9999 stays whole") << ZhCn << "9999"
                                             << "HK$9,999";
    QTest::newRow("zh_CN: 10000 is 1万") << ZhCn << "10000"
                                         << "HK$1万";
    // 9,999.5 → 10,000 (half even) → 1万.
    QTest::newRow("zh_CN: 9999.5 rounds into 万") << ZhCn << "9999.5"
                                                  << "HK$1万";
    // 1,234,000 / 10^4 = 123.4 → 123.4万.
    QTest::newRow("zh_CN: 123.4万") << ZhCn << "1234000"
                                    << "HK$123.4万";
    // 123,400 / 10^4 = 12.34 → 12.3万.
    QTest::newRow("zh_CN: 12.3万") << ZhCn << "123400"
                                   << "HK$12.3万";
    // 1,389,760 / 10^4 = 138.976 → 139.0 → "139万".
    QTest::newRow("zh_CN: example total") << ZhCn << "1389760"
                                          << "HK$139万";
    // 12,345,678 / 10^4 = 1234.5678 → ≥ 1,000: no decimals → 1,235万.
    QTest::newRow("zh_CN: grouping in 万") << ZhCn << "12345678"
                                           << "HK$1,235万";
    QTest::newRow("zh_CN: 1.2亿") << ZhCn << "120000000"
                                  << "HK$1.2亿";
    // 999,950,000 / 10^4 = 99,995 → no decimals → ≥ 10,000 万 → 亿: 9.9995 → 10.0 → "10亿".
    QTest::newRow("zh_CN: rolls into 亿") << ZhCn << "999950000"
                                          << "HK$10亿";
    QTest::newRow("zh_CN: negative") << ZhCn << "-50000"
                                     << "-HK$5万";
    QTest::newRow("zh_HK: traditional 萬") << ZhHk << "1234000"
                                           << "HK$123.4萬";
    QTest::newRow("zh_HK: traditional 億") << ZhHk << "150000000"
                                           << "HK$1.5億";
    QTest::newRow("zh_HK: 9999") << ZhHk << "9999"
                                 << "HK$9,999";
}

void TestMoneyFormat::abbreviated()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, amount);
    QFETCH(QString, expected);
    QCOMPARE(MoneyFormat::abbreviated(*Decimal::parse(amount), QStringLiteral("HKD"), locale),
             expected);
}

void TestMoneyFormat::abbreviatedFromDouble()
{
    QCOMPARE(MoneyFormat::abbreviated(1234567.0, QStringLiteral("HKD"), EnUs),
             QStringLiteral("HK$1.2M"));
    QCOMPARE(MoneyFormat::abbreviated(1234000.0, QStringLiteral("HKD"), ZhCn),
             QStringLiteral("HK$123.4万"));
    QCOMPARE(MoneyFormat::abbreviated(-0.0, QStringLiteral("HKD"), EnUs), QStringLiteral("HK$0"));
    QCOMPARE(MoneyFormat::abbreviated(qQNaN(), QStringLiteral("HKD"), EnUs),
             QStringLiteral("HK$0"));
}

void TestMoneyFormat::axisLabels_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QList<double>>("ticks");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("en: half-million steps") << EnUs << QList<double>{ 0, 500000, 1000000, 1500000 }
                                            << strings({ "HK$0", "HK$0.5M", "HK$1.0M", "HK$1.5M" });
    QTest::newRow("en: whole millions") << EnUs << QList<double>{ 0, 1000000, 2000000 }
                                        << strings({ "HK$0", "HK$1M", "HK$2M" });
    QTest::newRow("en: negative residual side")
            << EnUs << QList<double>{ -200000, 0, 200000, 400000 }
            << strings({ "-HK$200K", "HK$0", "HK$200K", "HK$400K" });
    // Floating-point ticks like 0.30000000000000004 M read as 0.3 M.
    QTest::newRow("en: float noise") << EnUs << QList<double>{ 0, 100000.00000001, 299999.9999999 }
                                     << strings({ "HK$0", "HK$100K", "HK$300K" });
    QTest::newRow("en: small values") << EnUs << QList<double>{ 0, 5, 10, 15 }
                                      << strings({ "HK$0", "HK$5", "HK$10", "HK$15" });
    QTest::newRow("zh_CN: 万 steps") << ZhCn << QList<double>{ 0, 500000, 1000000, 1500000 }
                                     << strings({ "HK$0", "HK$50万", "HK$100万", "HK$150万" });
    QTest::newRow("zh_CN: 亿 steps") << ZhCn << QList<double>{ 0, 50000000, 100000000, 150000000 }
                                     << strings({ "HK$0", "HK$0.5亿", "HK$1.0亿", "HK$1.5亿" });
    QTest::newRow("zh_CN: 9,999 max stays whole") << ZhCn << QList<double>{ 0, 5000, 9999 }
                                                  << strings({ "HK$0", "HK$5,000", "HK$9,999" });
}

void TestMoneyFormat::axisLabels()
{
    QFETCH(QLocale, locale);
    QFETCH(QList<double>, ticks);
    QFETCH(QStringList, expected);
    QCOMPARE(MoneyFormat::axisLabels(ticks, QStringLiteral("HKD"), locale), expected);
}

void TestMoneyFormat::cLocaleReadsAsEnglish()
{
    const QLocale c = QLocale::c();
    QCOMPARE(MoneyFormat::money(dec("1234567.891"), QStringLiteral("HKD"), c),
             QStringLiteral("HK$1,234,567.89"));
    QCOMPARE(MoneyFormat::abbreviated(dec("1500000"), QStringLiteral("HKD"), c),
             QStringLiteral("HK$1.5M"));
}

QTEST_APPLESS_MAIN(TestMoneyFormat)
#include "tst_moneyformat.moc"
