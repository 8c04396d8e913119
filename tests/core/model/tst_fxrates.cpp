// SPDX-License-Identifier: GPL-3.0-or-later
// FxRates: which currencies a scenario still needs a rate for, the next one a new rate is for,
// a rate moved to another currency, and the codes a currency cell offers.
#include "model/entities/fxrates.h"
#include "testdecimal.h"

#include <QTest>

using namespace infertco;
using namespace Qt::StringLiterals;
using infertco::testing::dec;

namespace {

// A catalog with one item of each kind priced in the given currency (empty: no such item).
Catalog catalogIn(const QString &region, const QString &card, const QString &platform,
                  const QString &rental, const QString &colo)
{
    Catalog c;
    if (!region.isEmpty()) {
        Region r;
        r.id = QStringLiteral("r");
        r.currency = region;
        c.regions = { r };
    }
    if (!card.isEmpty()) {
        Accelerator a;
        a.id = QStringLiteral("a");
        a.currency = card;
        c.accelerators = { a };
    }
    if (!platform.isEmpty()) {
        ServerPlatform p;
        p.id = QStringLiteral("p");
        p.currency = platform;
        c.platforms = { p };
    }
    if (!rental.isEmpty()) {
        RentalOffer o;
        o.id = QStringLiteral("rent");
        o.currency = rental;
        c.rentalOffers = { o };
    }
    if (!colo.isEmpty()) {
        ColoOffer o;
        o.id = QStringLiteral("colo");
        o.currency = colo;
        c.coloOffers = { o };
    }
    return c;
}

// "USD=7.8,CNY=1.08" as a scenario's rates.
QMap<QString, Decimal> ratesOf(const QString &text)
{
    QMap<QString, Decimal> fx;
    for (const QString &pair : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList parts = pair.split(QLatin1Char('='));
        fx.insert(parts.at(0), dec(parts.at(1)));
    }
    return fx;
}

const QString NoneLeft = QStringLiteral("Every currency the catalog uses already has a rate; "
                                        "change a rate's currency to add another.");

} // namespace

class TestFxRates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nextCurrency_data()
    {
        // The catalog's region, card, platform, rental and colo offer currencies; the
        // scenario's reporting currency, engineers' currency and rates.
        QTest::addColumn<QStringList>("catalog");
        QTest::addColumn<QString>("reporting");
        QTest::addColumn<QString>("engineers");
        QTest::addColumn<QString>("rates");
        QTest::addColumn<QStringList>("missing");
        QTest::addColumn<QString>("next");
        QTest::addColumn<QString>("error");

        QTest::newRow("sorted; the reporting currency and rated USD skipped")
                << QStringList{ u"HKD"_s, u"USD"_s, u"USD"_s, u"SGD"_s, u"JPY"_s } << "HKD"
                << "HKD"
                << "USD=7.8" << QStringList{ u"JPY"_s, u"SGD"_s } << "JPY"
                << "";
        QTest::newRow("every kind of item counts")
                << QStringList{ u"CNY"_s, u"EUR"_s, u"GBP"_s, u"SGD"_s, u"JPY"_s } << "HKD"
                << "HKD"
                << "" << QStringList{ u"CNY"_s, u"EUR"_s, u"GBP"_s, u"JPY"_s, u"SGD"_s } << "CNY"
                << "";
        QTest::newRow("the engineers' currency counts")
                << QStringList{ u"HKD"_s, u"HKD"_s, u""_s, u""_s, u""_s } << "HKD"
                << "EUR"
                << "" << QStringList{ u"EUR"_s } << "EUR"
                << "";
        QTest::newRow("reporting in USD: HKD needs a rate, USD never")
                << QStringList{ u"HKD"_s, u"USD"_s, u""_s, u"USD"_s, u""_s } << "USD"
                << "HKD"
                << "" << QStringList{ u"HKD"_s } << "HKD"
                << "";
        QTest::newRow("every currency has a rate: none left")
                << QStringList{ u"HKD"_s, u"USD"_s, u"CNY"_s, u""_s, u""_s } << "HKD"
                << "HKD"
                << "USD=7.8,CNY=1.08" << QStringList() << "" << NoneLeft;
        QTest::newRow("a rate nobody needs does not count")
                << QStringList{ u"HKD"_s, u""_s, u""_s, u""_s, u""_s } << "HKD"
                << "HKD"
                << "EUR=8.4" << QStringList() << "" << NoneLeft;
    }
    void nextCurrency()
    {
        QFETCH(QStringList, catalog);
        QFETCH(QString, reporting);
        QFETCH(QString, engineers);
        QFETCH(QString, rates);
        QFETCH(QStringList, missing);
        QFETCH(QString, next);
        QFETCH(QString, error);
        const Catalog c = catalogIn(catalog.at(0), catalog.at(1), catalog.at(2), catalog.at(3),
                                    catalog.at(4));
        Scenario s;
        s.currency = reporting;
        s.engineerCurrency = engineers;
        s.fx = ratesOf(rates);
        QCOMPARE(FxRates::withoutRate(c, s), missing);
        QString why;
        QCOMPARE(FxRates::nextCurrency(c, s, &why), next);
        QCOMPARE(why, error);
    }

    void rename_data()
    {
        QTest::addColumn<QString>("rates");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("error");
        QTest::addColumn<QString>("after");

        QTest::newRow("to a currency without a rate: the rate moves") << "CNY=1.08,USD=7.8"
                                                                      << "USD"
                                                                      << "EUR"
                                                                      << ""
                                                                      << "CNY=1.08,EUR=7.8";
        QTest::newRow("to the reporting currency: refused")
                << "USD=7.8"
                << "USD"
                << "HKD"
                << "HKD is the reporting currency; its rate is always 1"
                << "USD=7.8";
        QTest::newRow("to a currency with a rate: refused") << "CNY=1.08,USD=7.8"
                                                            << "USD"
                                                            << "CNY"
                                                            << "CNY already has a rate"
                                                            << "CNY=1.08,USD=7.8";
    }
    void rename()
    {
        QFETCH(QString, rates);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, error);
        QFETCH(QString, after);
        Scenario s;
        s.currency = QStringLiteral("HKD");
        s.fx = ratesOf(rates);
        QString why;
        QCOMPARE(FxRates::rename(s, from, to, &why), error.isEmpty());
        QCOMPARE(why, error);
        QCOMPARE(s.fx, ratesOf(after));
    }

    void inUseIsSortedWithoutEmptyCodes()
    {
        Bundle b;
        b.catalog = catalogIn(QStringLiteral("HKD"), QStringLiteral("USD"), QString(),
                              QStringLiteral("SGD"), QString());
        b.catalog.accelerators.append(Accelerator()); // no currency yet
        Scenario s;
        s.currency = QStringLiteral("HKD");
        s.fx = ratesOf(QStringLiteral("CNY=1.08,USD=7.8"));
        Scenario t;
        t.currency = QStringLiteral("EUR");
        b.scenarios = { s, t };
        QCOMPARE(FxRates::inUse(b),
                 (QStringList{ u"CNY"_s, u"EUR"_s, u"HKD"_s, u"SGD"_s, u"USD"_s }));
    }

    void inUseHasEveryCurrencyAnFxRateMayNeed()
    {
        // The cell's list and withoutRate() read the same items: a platform in JPY, a colo
        // offer in GBP and engineers paid in AUD are offered too (they were missing before).
        Bundle b;
        b.catalog = catalogIn(QString(), QString(), QStringLiteral("JPY"), QString(),
                              QStringLiteral("GBP"));
        Scenario s;
        s.currency = QStringLiteral("HKD");
        s.engineerCurrency = QStringLiteral("AUD");
        b.scenarios = { s };
        QCOMPARE(FxRates::inUse(b), (QStringList{ u"AUD"_s, u"GBP"_s, u"HKD"_s, u"JPY"_s }));
        QCOMPARE(FxRates::withoutRate(b.catalog, s), (QStringList{ u"AUD"_s, u"GBP"_s, u"JPY"_s }));
    }
};

QTEST_APPLESS_MAIN(TestFxRates)
#include "tst_fxrates.moc"
