// SPDX-License-Identifier: GPL-3.0-or-later
// What fits a scenario option (docs/format.md; docs/serving.md, "Sizing"): the offer's accelerator,
// the platform's classes and prices, the choices an option's editor offers, and how an option's
// references are made to fit after its mode or accelerator changes.
#include "model/rules/optionfit.h"

#include "smallcatalog.h"

#include <QTest>

using namespace infertco;
using namespace infertco::testing;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(infertco::OptionMode)

class TestOptionFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void offerFits_data();
    void offerFits();
    void platformFits_data();
    void platformFits();
    void formFactor_data();
    void formFactor();
    void platformsTakeTheFormFactor();
    void accelerators_data();
    void accelerators();
    void platforms_data();
    void platforms();
    void offers_data();
    void offers();
    void fitReferences_data();
    void fitReferences();
    void rentalOffers_data();
    void rentalOffers();
    void fitReferencesHybrid_data();
    void fitReferencesHybrid();
};

void TestOptionFit::offerFits_data()
{
    QTest::addColumn<QString>("offer");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<bool>("fits");

    QTest::newRow("offer for the card") << "aws-h100"
                                        << "h100" << true;
    QTest::newRow("offer for another card") << "aws-h100"
                                            << "rtx" << false;
    QTest::newRow("consumer card offer") << "cloud-rtx"
                                         << "rtx" << true;
    QTest::newRow("no accelerator named") << "cloud-rtx"
                                          << "" << false;
}

void TestOptionFit::offerFits()
{
    QFETCH(QString, offer);
    QFETCH(QString, accelerator);
    QFETCH(bool, fits);
    const Bundle b = smallBundle();
    QCOMPARE(OptionFit::offerFits(*b.catalog.rentalOffer(offer), accelerator), fits);
}

void TestOptionFit::platformFits_data()
{
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<bool>("accepts");
    QTest::addColumn<bool>("fits"); ///< accepts and can be bought

    QTest::newRow("datacenter GPU in an HGX") << "hgx"
                                              << "h100" << true << true;
    QTest::newRow("consumer card in an HGX") << "hgx"
                                             << "rtx" << false << false;
    QTest::newRow("consumer card in a PCIe server") << "pcie"
                                                    << "rtx" << true << true;
    QTest::newRow("datacenter GPU in a PCIe server") << "pcie"
                                                     << "h100" << true << true;
    QTest::newRow("NPU in an unpriced server") << "bare"
                                               << "npu" << true << false;
    QTest::newRow("GPU in an NPU server") << "bare"
                                          << "h100" << false << false;
}

void TestOptionFit::platformFits()
{
    QFETCH(QString, platform);
    QFETCH(QString, accelerator);
    QFETCH(bool, accepts);
    QFETCH(bool, fits);
    const Bundle b = smallBundle();
    const ServerPlatform &p = *b.catalog.platform(platform);
    const Accelerator &a = *b.catalog.accelerator(accelerator);
    QCOMPARE(OptionFit::platformAccepts(p, a), accepts);
    QCOMPARE(OptionFit::platformFits(p, &a), fits);
    QVERIFY(!OptionFit::platformFits(p, nullptr));
}

Q_DECLARE_METATYPE(std::optional<infertco::FormFactor>)

void TestOptionFit::formFactor_data()
{
    QTest::addColumn<std::optional<FormFactor>>("card");
    QTest::addColumn<QList<FormFactor>>("platform");
    QTest::addColumn<QString>("reason"); // empty: the platform takes the card

    const QString sxm = u"the platform does not take SXM modules"_s;
    QTest::newRow("SXM module in a PCIe server")
            << std::optional(FormFactor::Sxm) << QList<FormFactor>{ FormFactor::Pcie } << sxm;
    QTest::newRow("SXM module on an SXM board")
            << std::optional(FormFactor::Sxm) << QList<FormFactor>{ FormFactor::Sxm } << QString();
    QTest::newRow("SXM module on a board taking OAM and SXM")
            << std::optional(FormFactor::Sxm)
            << QList<FormFactor>{ FormFactor::Oam, FormFactor::Sxm } << QString();
    QTest::newRow("OAM module on an SXM board")
            << std::optional(FormFactor::Oam) << QList<FormFactor>{ FormFactor::Sxm }
            << u"the platform does not take OAM modules"_s;
    QTest::newRow("PCIe card on an SXM board")
            << std::optional(FormFactor::Pcie) << QList<FormFactor>{ FormFactor::Sxm }
            << u"the platform does not take PCIe cards"_s;
    QTest::newRow("other form factor in a PCIe server")
            << std::optional(FormFactor::Other) << QList<FormFactor>{ FormFactor::Pcie }
            << u"the platform does not take accelerators of another form factor"_s;
    // docs/format.md: either absent, or the list empty, is no restriction (v2 unchanged).
    QTest::newRow("SXM module, platform lists none")
            << std::optional(FormFactor::Sxm) << QList<FormFactor>{} << QString();
    QTest::newRow("card states none, PCIe server")
            << std::optional<FormFactor>() << QList<FormFactor>{ FormFactor::Pcie } << QString();
}

// docs/format.md (v3): a platform that lists form factors takes only those, with a reason that says
// which form factor it lacks; platformFits follows.
void TestOptionFit::formFactor()
{
    QFETCH(std::optional<FormFactor>, card);
    QFETCH(QList<FormFactor>, platform);
    QFETCH(QString, reason);
    const Bundle b = smallBundle();
    ServerPlatform p = *b.catalog.platform(u"hgx"_s);
    Accelerator a = *b.catalog.accelerator(u"h100"_s);
    QVERIFY(OptionFit::platformFits(p, &a));
    p.formFactors = platform;
    a.formFactor = card;
    QCOMPARE(OptionFit::takesFormFactor(p, a), reason.isEmpty());
    QCOMPARE(OptionFit::formFactorReason(p, a), reason);
    QCOMPARE(OptionFit::platformFits(p, &a), reason.isEmpty());
}

// The option editor's platform choices (OptionFit::platforms) leave out a platform that does
// not take the card's form factor, and fitReferences moves the option off it.
void TestOptionFit::platformsTakeTheFormFactor()
{
    Bundle b = smallBundle();
    ScenarioOption option;
    option.mode = OptionMode::Colo;
    option.accelerator = u"h100"_s;
    const QStringList before = OptionFit::platforms(b.catalog, option);
    QVERIFY(before.contains(u"hgx"_s) && before.contains(u"pcie"_s));
    b.catalog.accelerators[b.catalog.accelerators.indexOf(*b.catalog.accelerator(u"h100"_s))]
            .formFactor
            = FormFactor::Sxm;
    for (ServerPlatform &p : b.catalog.platforms)
        p.formFactors = { p.id == u"hgx"_s ? FormFactor::Sxm : FormFactor::Pcie };
    QCOMPARE(OptionFit::platforms(b.catalog, option), QStringList{ u"hgx"_s });
    option.platform = u"pcie"_s;
    OptionFit::fitReferences(b.catalog, option);
    QCOMPARE(option.platform, u"hgx"_s);
}

void TestOptionFit::accelerators_data()
{
    QTest::addColumn<OptionMode>("mode");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("rent: cards some offer has")
            << OptionMode::Rent << QStringList{ u"h100"_s, u"rtx"_s };
    QTest::newRow("colo: cards with a price")
            << OptionMode::Colo << QStringList{ u"h100"_s, u"rtx"_s };
    QTest::newRow("hybrid: cards with a price and an offer")
            << OptionMode::Hybrid << QStringList{ u"h100"_s, u"rtx"_s };
}

void TestOptionFit::accelerators()
{
    QFETCH(OptionMode, mode);
    QFETCH(QStringList, expected);
    Bundle b = smallBundle();
    QCOMPARE(OptionFit::accelerators(b.catalog, mode), expected);

    // The two rules differ: a priced card without an offer fits colo only, an offered card
    // without a price rent only.
    b.catalog.rentalOffers.removeLast(); // cloud-rtx
    b.catalog.rentalOffers.append(smallRentalOffer("npu-cloud", "cn", "npu"));
    QCOMPARE(OptionFit::acceleratorFits(b.catalog, mode, *b.catalog.accelerator(u"rtx"_s)),
             mode == OptionMode::Colo);
    QCOMPARE(OptionFit::acceleratorFits(b.catalog, mode, *b.catalog.accelerator(u"npu"_s)),
             mode == OptionMode::Rent);
}

void TestOptionFit::platforms_data()
{
    QTest::addColumn<OptionMode>("mode");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("colo H100: both GPU servers")
            << OptionMode::Colo << "h100" << QStringList{ u"hgx"_s, u"pcie"_s };
    QTest::newRow("colo RTX: the PCIe server")
            << OptionMode::Colo << "rtx" << QStringList{ u"pcie"_s };
    QTest::newRow("colo NPU: its server has no price")
            << OptionMode::Colo << "npu" << QStringList{};
    QTest::newRow("colo unknown card: none") << OptionMode::Colo << "b200" << QStringList{};
    QTest::newRow("rent: no platform") << OptionMode::Rent << "h100" << QStringList{};
    QTest::newRow("hybrid H100: its owned base fits both GPU servers")
            << OptionMode::Hybrid << "h100" << QStringList{ u"hgx"_s, u"pcie"_s };
}

void TestOptionFit::platforms()
{
    QFETCH(OptionMode, mode);
    QFETCH(QString, accelerator);
    QFETCH(QStringList, expected);
    const ScenarioOption option{ QStringLiteral("o"), mode, accelerator, {}, {} };
    QCOMPARE(OptionFit::platforms(smallBundle().catalog, option), expected);
}

void TestOptionFit::offers_data()
{
    QTest::addColumn<OptionMode>("mode");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("rent H100: its two offers")
            << OptionMode::Rent << "h100" << QStringList{ u"aws-h100"_s, u"lambda-h100"_s };
    QTest::newRow("rent RTX: its offer")
            << OptionMode::Rent << "rtx" << QStringList{ u"cloud-rtx"_s };
    QTest::newRow("rent NPU: no offer") << OptionMode::Rent << "npu" << QStringList{};
    QTest::newRow("colo: every colo offer")
            << OptionMode::Colo << "h100" << QStringList{ u"colo-hk"_s, u"colo-us"_s };
    QTest::newRow("colo, any card: every colo offer")
            << OptionMode::Colo << "npu" << QStringList{ u"colo-hk"_s, u"colo-us"_s };
    QTest::newRow("hybrid: every colo offer for the owned base")
            << OptionMode::Hybrid << "h100" << QStringList{ u"colo-hk"_s, u"colo-us"_s };
}

void TestOptionFit::rentalOffers_data()
{
    QTest::addColumn<OptionMode>("mode");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("hybrid H100: its two offers")
            << OptionMode::Hybrid << "h100" << QStringList{ u"aws-h100"_s, u"lambda-h100"_s };
    QTest::newRow("hybrid NPU: no offer") << OptionMode::Hybrid << "npu" << QStringList{};
    QTest::newRow("rent: none (its offer is the rental)")
            << OptionMode::Rent << "h100" << QStringList{};
    QTest::newRow("colo: none") << OptionMode::Colo << "h100" << QStringList{};
}

void TestOptionFit::rentalOffers()
{
    QFETCH(OptionMode, mode);
    QFETCH(QString, accelerator);
    QFETCH(QStringList, expected);
    const ScenarioOption option{ QStringLiteral("o"), mode, accelerator, {}, {} };
    QCOMPARE(OptionFit::rentalOffers(smallBundle().catalog, option), expected);
}

void TestOptionFit::fitReferencesHybrid_data()
{
    QTest::addColumn<OptionMode>("mode");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QString>("rentalOffer");
    QTest::addColumn<int>("ownedServers");
    QTest::addColumn<QString>("expectedRental");
    QTest::addColumn<int>("expectedOwned");

    QTest::newRow("hybrid, fitting rental kept, 3 owned kept")
            << OptionMode::Hybrid << "h100"
            << "lambda-h100" << 3 << "lambda-h100" << 3;
    QTest::newRow("rent to hybrid: the card's first offer, one owned server")
            << OptionMode::Hybrid << "h100"
            << "" << 0 << "aws-h100" << 1;
    QTest::newRow("hybrid, rental of another card: the card's offer")
            << OptionMode::Hybrid << "rtx"
            << "aws-h100" << 2 << "cloud-rtx" << 2;
    QTest::newRow("hybrid to colo: rental and owned count dropped") << OptionMode::Colo << "h100"
                                                                    << "aws-h100" << 2 << "" << 0;
    QTest::newRow("hybrid to rent: rental and owned count dropped") << OptionMode::Rent << "h100"
                                                                    << "aws-h100" << 2 << "" << 0;
}

void TestOptionFit::fitReferencesHybrid()
{
    QFETCH(OptionMode, mode);
    QFETCH(QString, accelerator);
    QFETCH(QString, rentalOffer);
    QFETCH(int, ownedServers);
    QFETCH(QString, expectedRental);
    QFETCH(int, expectedOwned);
    ScenarioOption option{ QStringLiteral("o"), mode,        accelerator, u"hgx"_s,
                           u"colo-hk"_s,        rentalOffer, ownedServers };
    OptionFit::fitReferences(smallBundle().catalog, option);
    QCOMPARE(option.rentalOffer, expectedRental);
    QCOMPARE(option.ownedServers, expectedOwned);
    if (mode == OptionMode::Hybrid)
        QCOMPARE(option.offer, u"colo-hk"_s);
}

void TestOptionFit::offers()
{
    QFETCH(OptionMode, mode);
    QFETCH(QString, accelerator);
    QFETCH(QStringList, expected);
    const ScenarioOption option{ QStringLiteral("o"), mode, accelerator, {}, {} };
    QCOMPARE(OptionFit::offers(smallBundle().catalog, option), expected);
}

void TestOptionFit::fitReferences_data()
{
    QTest::addColumn<OptionMode>("mode");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("offer");
    QTest::addColumn<QString>("expectedPlatform");
    QTest::addColumn<QString>("expectedOffer");

    QTest::newRow("rent, fitting offer kept") << OptionMode::Rent << "h100"
                                              << ""
                                              << "lambda-h100"
                                              << ""
                                              << "lambda-h100";
    QTest::newRow("rent, offer of another card: the card's first offer")
            << OptionMode::Rent << "rtx"
            << ""
            << "aws-h100"
            << ""
            << "cloud-rtx";
    QTest::newRow("rent, card without offers: no offer") << OptionMode::Rent << "npu"
                                                         << ""
                                                         << "aws-h100"
                                                         << ""
                                                         << "";
    QTest::newRow("colo to rent: platform dropped, colo offer replaced")
            << OptionMode::Rent << "h100"
            << "hgx"
            << "colo-hk"
            << ""
            << "aws-h100";
    QTest::newRow("colo, fitting platform and offer kept") << OptionMode::Colo << "h100"
                                                           << "pcie"
                                                           << "colo-us"
                                                           << "pcie"
                                                           << "colo-us";
    QTest::newRow("colo, platform that refuses the card: the first that accepts it")
            << OptionMode::Colo << "rtx"
            << "hgx"
            << "colo-hk"
            << "pcie"
            << "colo-hk";
    QTest::newRow("rent to colo: first platform and first colo offer") << OptionMode::Colo << "h100"
                                                                       << ""
                                                                       << "aws-h100"
                                                                       << "hgx"
                                                                       << "colo-hk";
    QTest::newRow("colo, card no priced platform accepts: no platform") << OptionMode::Colo << "npu"
                                                                        << "bare"
                                                                        << "colo-us"
                                                                        << ""
                                                                        << "colo-us";
    QTest::newRow("colo, unknown platform: the first that fits") << OptionMode::Colo << "h100"
                                                                 << "dgx"
                                                                 << "colo-us"
                                                                 << "hgx"
                                                                 << "colo-us";
}

void TestOptionFit::fitReferences()
{
    QFETCH(OptionMode, mode);
    QFETCH(QString, accelerator);
    QFETCH(QString, platform);
    QFETCH(QString, offer);
    QFETCH(QString, expectedPlatform);
    QFETCH(QString, expectedOffer);
    ScenarioOption option{ QStringLiteral("o"), mode, accelerator, platform, offer };
    OptionFit::fitReferences(smallBundle().catalog, option);
    QCOMPARE(option.platform, expectedPlatform);
    QCOMPARE(option.offer, expectedOffer);
    QCOMPARE(option.accelerator, accelerator);
    QCOMPARE(option.mode, mode);
}

QTEST_APPLESS_MAIN(TestOptionFit)
#include "tst_optionfit.moc"
