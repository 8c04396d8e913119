// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog items an option uses in each mode (docs/format.md), and which modes own servers and
// which rent them: the rules the advice, the reports' sources and the fleet chart share.
#include "model/rules/optionitems.h"

#include <QTest>

using namespace infertco;

Q_DECLARE_METATYPE(infertco::OptionMode)

namespace {

// A card, a platform, a colo offer in sg and a rental offer in hk, each region listed.
Catalog catalog()
{
    Catalog c;
    Accelerator card;
    card.id = QStringLiteral("card");
    c.accelerators.append(card);
    ServerPlatform box;
    box.id = QStringLiteral("box");
    c.platforms.append(box);
    ColoOffer colo;
    colo.id = QStringLiteral("colo-sg");
    colo.region = QStringLiteral("sg");
    c.coloOffers.append(colo);
    RentalOffer rent;
    rent.id = QStringLiteral("rent-hk");
    rent.region = QStringLiteral("hk");
    c.rentalOffers.append(rent);
    for (const char *id : { "hk", "sg" }) {
        Region region;
        region.id = QString::fromLatin1(id);
        c.regions.append(region);
    }
    return c;
}

QString idOf(const CatalogItem *item)
{
    return item ? item->id : QStringLiteral("-");
}

} // namespace

class TestOptionItems : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void modes_data();
    void modes();
    void used_data();
    void used();
};

void TestOptionItems::modes_data()
{
    QTest::addColumn<OptionMode>("mode");
    QTest::addColumn<bool>("owns");
    QTest::addColumn<bool>("rents");
    QTest::newRow("rent") << OptionMode::Rent << false << true;
    QTest::newRow("colo") << OptionMode::Colo << true << false;
    QTest::newRow("hybrid: both") << OptionMode::Hybrid << true << true;
}

void TestOptionItems::modes()
{
    QFETCH(OptionMode, mode);
    QFETCH(bool, owns);
    QFETCH(bool, rents);
    QCOMPARE(ownsHardware(mode), owns);
    QCOMPARE(rentsServers(mode), rents);
}

// Each row: the option's offer, its rental offer, then the items used as ids ("-": none) in
// the order accelerator, platform, colo offer, its region, rental offer, its region.
void TestOptionItems::used_data()
{
    QTest::addColumn<OptionMode>("mode");
    QTest::addColumn<QString>("offer");
    QTest::addColumn<QString>("rentalOffer");
    QTest::addColumn<QStringList>("expected");
    const auto ids = [](const char *text) { return QString::fromLatin1(text).split(u' '); };
    // A rent option names a platform by mistake: rent uses none.
    QTest::newRow("rent") << OptionMode::Rent << "rent-hk"
                          << "" << ids("card - - - rent-hk hk");
    // A colo option's rental_offer is not used.
    QTest::newRow("colo") << OptionMode::Colo << "colo-sg"
                          << "rent-hk" << ids("card box colo-sg sg - -");
    QTest::newRow("hybrid") << OptionMode::Hybrid << "colo-sg"
                            << "rent-hk" << ids("card box colo-sg sg rent-hk hk");
    // Items the catalog lacks are none, and so are their regions.
    QTest::newRow("hybrid, rental offer missing") << OptionMode::Hybrid << "colo-sg"
                                                  << "gone" << ids("card box colo-sg sg - -");
    QTest::newRow("colo, offer missing") << OptionMode::Colo << "gone"
                                         << "" << ids("card box - - - -");
}

void TestOptionItems::used()
{
    QFETCH(OptionMode, mode);
    QFETCH(QString, offer);
    QFETCH(QString, rentalOffer);
    QFETCH(QStringList, expected);
    ScenarioOption option;
    option.mode = mode;
    option.accelerator = QStringLiteral("card");
    option.platform = QStringLiteral("box");
    option.offer = offer;
    option.rentalOffer = rentalOffer;
    const Catalog c = catalog();
    const OptionItems items = OptionItems::used(option, c);
    QCOMPARE((QStringList{ idOf(items.accelerator), idOf(items.platform), idOf(items.coloOffer),
                           idOf(items.coloRegion), idOf(items.rentalOffer),
                           idOf(items.rentalRegion) }),
             expected);
}

QTEST_APPLESS_MAIN(TestOptionItems)
#include "tst_optionitems.moc"
