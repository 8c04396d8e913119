// SPDX-License-Identifier: GPL-3.0-or-later
// UnknownFigures (docs/method.md, "Incomplete options"): an option is incomplete exactly when
// its cost reads a figure the catalog leaves empty; a typed 0 is a figure. And the ranking
// that follows: an incomplete option is never the cheapest and ranks after every complete one.
#include "cost/result.h"
#include "cost/unknownfigures.h"
#include "model/entities/accelerator.h"
#include "model/entities/colooffer.h"
#include "model/entities/serverplatform.h"
#include "testdecimal.h"

#include <QTest>

using namespace infertco;
using infertco::testing::dec;
using namespace Qt::StringLiterals;

namespace {

// Which of the five figures are empty (every other one is given, as a typed 0 where it is
// "0"), how the offer bills power and its rack power.
struct Items
{
    Accelerator card;
    ServerPlatform box;
    ColoOffer offer;
};

Items items(const QStringList &empty, PowerBilling billing, const QString &rackKw)
{
    Items i;
    i.card.id = QStringLiteral("card");
    i.card.tdpW = Decimal(300);
    i.box.id = QStringLiteral("box");
    i.offer.id = QStringLiteral("hk-1");
    i.offer.powerBilling = billing;
    i.offer.rackPowerKw = dec(rackKw);
    const auto given = [&empty](const char *key) {
        return empty.contains(QLatin1StringView(key)) ? std::optional<Decimal>()
                                                      : std::optional<Decimal>(Decimal(0));
    };
    i.card.idleW = given("idle_w");
    i.box.baseW = given("base_w");
    i.offer.rackFeePerMonth = given("rack_fee_per_month");
    i.offer.uFeePerMonth = given("u_fee_per_month");
    i.offer.powerPricePerKwMonth = given("power_price_per_kw_month");
    return i;
}

OptionResult option(const char *name, const char *total, QStringList incomplete = {})
{
    OptionResult o;
    o.name = QString::fromLatin1(name);
    o.feasible = true;
    o.total = dec(total);
    o.incomplete = std::move(incomplete);
    return o;
}

const QString RackFee = QStringLiteral("colo_offer hk-1.rack_fee_per_month");
const QString UFee = QStringLiteral("colo_offer hk-1.u_fee_per_month");
const QString PerKw = QStringLiteral("colo_offer hk-1.power_price_per_kw_month");
const QString BaseW = QStringLiteral("platform box.base_w");
const QString IdleW = QStringLiteral("accelerator card.idle_w");

} // namespace

class TestUnknownFigures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void figuresOf_data();
    void figuresOf();
    void rentIsNeverIncomplete();
    void namesAndLowerBound();
    void cheapestSkipsIncomplete();
    void rankingPutsCompleteFirst();
};

void TestUnknownFigures::figuresOf_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<QStringList>("empty");
    QTest::addColumn<int>("billing");
    QTest::addColumn<QString>("rackKw");
    QTest::addColumn<QStringList>("expected");
    const int colo = int(OptionMode::Colo);
    const int hybrid = int(OptionMode::Hybrid);
    const int metered = int(PowerBilling::Metered);
    const int included = int(PowerBilling::Included);
    const int perKw = int(PowerBilling::PerKw);
    const QStringList none;
    QTest::newRow("every figure a typed 0, metered") << colo << none << metered << u"0"_s << none;
    QTest::newRow("both fees empty: both keys")
            << colo << QStringList{ u"rack_fee_per_month"_s, u"u_fee_per_month"_s } << included
            << u"0"_s << QStringList{ RackFee, UFee };
    QTest::newRow("hybrid, both fees empty")
            << hybrid << QStringList{ u"rack_fee_per_month"_s, u"u_fee_per_month"_s } << included
            << u"0"_s << QStringList{ RackFee, UFee };
    QTest::newRow("rack fee empty, U fee given: the U fee is the price")
            << colo << QStringList{ u"rack_fee_per_month"_s } << included << u"0"_s << none;
    QTest::newRow("U fee empty, rack fee given")
            << colo << QStringList{ u"u_fee_per_month"_s } << included << u"0"_s << none;
    QTest::newRow("per-kW price empty under per_kw")
            << colo << QStringList{ u"power_price_per_kw_month"_s } << perKw << u"10"_s
            << QStringList{ PerKw };
    QTest::newRow("per-kW price empty under metered: not read")
            << colo << QStringList{ u"power_price_per_kw_month"_s } << metered << u"0"_s << none;
    QTest::newRow("base_w empty under metered")
            << colo << QStringList{ u"base_w"_s } << metered << u"0"_s << QStringList{ BaseW };
    QTest::newRow("base_w empty, included, rack power 10 kW: the rack count reads it")
            << colo << QStringList{ u"base_w"_s } << included << u"10"_s << QStringList{ BaseW };
    QTest::newRow("base_w empty, included, no rack power: not read")
            << colo << QStringList{ u"base_w"_s } << included << u"0"_s << none;
    QTest::newRow("idle_w empty under metered")
            << colo << QStringList{ u"idle_w"_s } << metered << u"0"_s << QStringList{ IdleW };
    QTest::newRow("idle_w empty under per_kw: not read")
            << colo << QStringList{ u"idle_w"_s } << perKw << u"10"_s << none;
    QTest::newRow("everything empty, metered, 10 kW: sorted")
            << colo
            << QStringList{ u"idle_w"_s, u"base_w"_s, u"rack_fee_per_month"_s, u"u_fee_per_month"_s,
                            u"power_price_per_kw_month"_s }
            << metered << u"10"_s << QStringList{ IdleW, RackFee, UFee, BaseW };
}

void TestUnknownFigures::figuresOf()
{
    QFETCH(int, mode);
    QFETCH(QStringList, empty);
    QFETCH(int, billing);
    QFETCH(QString, rackKw);
    QFETCH(QStringList, expected);
    const Items i = items(empty, PowerBilling(billing), rackKw);
    QCOMPARE(UnknownFigures::of(OptionMode(mode), i.card, &i.box, &i.offer), expected);
}

void TestUnknownFigures::rentIsNeverIncomplete()
{
    const Items i = items({ u"idle_w"_s }, PowerBilling::Metered, u"0"_s);
    QVERIFY(UnknownFigures::of(OptionMode::Rent, i.card, nullptr, nullptr).isEmpty());
}

void TestUnknownFigures::namesAndLowerBound()
{
    // The offer's two fees are one unknown, its rack fee (the field table's label).
    QCOMPARE(UnknownFigures::names({ RackFee, UFee }), QStringLiteral("rack fee"));
    QCOMPARE(UnknownFigures::names({ IdleW, RackFee, UFee, BaseW }),
             QStringLiteral("idle power, rack fee, base power"));
    QCOMPARE(UnknownFigures::lowerBound(QStringLiteral("HK$1,078,937.95"), { RackFee, UFee }),
             QStringLiteral("at least HK$1,078,937.95 — rack fee unknown"));
    // Nothing unknown: the amount as it is.
    QCOMPARE(UnknownFigures::lowerBound(QStringLiteral("HK$5.00"), {}), QStringLiteral("HK$5.00"));
}

void TestUnknownFigures::cheapestSkipsIncomplete()
{
    Result r;
    // 900.00 is the lowest total but lacks its rack fee; 1000.00 is the cheapest complete one.
    r.options = { option("colo", "900.00", { RackFee, UFee }), option("rent", "1000.00"),
                  option("rent 2", "1200.00") };
    QCOMPARE(r.cheapestOption(), 1);
    // Only incomplete options: none is the cheapest.
    r.options = { option("colo", "900.00", { RackFee, UFee }) };
    QCOMPARE(r.cheapestOption(), -1);
    // A typed 0 leaves an option complete: it may be the cheapest.
    r.options = { option("colo", "900.00"), option("rent", "1000.00") };
    QCOMPARE(r.cheapestOption(), 0);
}

void TestUnknownFigures::rankingPutsCompleteFirst()
{
    Result r;
    OptionResult infeasible = option("none", "0.00");
    infeasible.feasible = false;
    r.options = { option("colo a", "800.00", { IdleW }), option("rent", "1000.00"), infeasible,
                  option("colo b", "700.00", { RackFee, UFee }), option("rent 2", "950.00") };
    // Complete by total (950, 1000), then incomplete by total (700, 800); infeasible left out.
    QCOMPARE(r.ranking(), (QList<int>{ 4, 1, 3, 0 }));
}

QTEST_APPLESS_MAIN(TestUnknownFigures)
#include "tst_unknownfigures.moc"
