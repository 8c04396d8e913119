// SPDX-License-Identifier: GPL-3.0-or-later
// Referential integrity (docs/format.md): who uses each kind of catalog item, what a rename
// rewrites (and nothing else), and what a rental offer's change of accelerator does to the
// options renting it.
#include "model/rules/references.h"

#include "smallcatalog.h"

#include <QTest>

using namespace infertco;
using namespace infertco::testing;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(infertco::CatalogKind)

namespace {

/// Every id field of the bundle that names another item, as "owner field=value".
QStringList referenceFields(const Bundle &b)
{
    QStringList fields;
    for (const RentalOffer &o : b.catalog.rentalOffers) {
        fields << QStringLiteral("%1 region=%2").arg(o.id, o.region)
               << QStringLiteral("%1 accelerator=%2").arg(o.id, o.accelerator);
    }
    for (const ColoOffer &o : b.catalog.coloOffers)
        fields << QStringLiteral("%1 region=%2").arg(o.id, o.region);
    for (const Scenario &s : b.scenarios) {
        for (const ScenarioOption &o : s.options) {
            const QString owner = QStringLiteral("%1/%2").arg(s.id, o.name);
            fields << QStringLiteral("%1 accelerator=%2").arg(owner, o.accelerator)
                   << QStringLiteral("%1 platform=%2").arg(owner, o.platform)
                   << QStringLiteral("%1 offer=%2").arg(owner, o.offer);
        }
    }
    return fields;
}

/// The fields of `after` that differ from `before` (both lists in the same order).
QStringList changedFields(const QStringList &before, const QStringList &after)
{
    QStringList changed;
    for (qsizetype i = 0; i < after.size(); ++i) {
        if (before.at(i) != after.at(i))
            changed << after.at(i);
    }
    return changed;
}

QString option(const QString &name, const QString &scenario)
{
    return u"option \"%1\" of scenario %2"_s.arg(name, scenario);
}

} // namespace

class TestReferences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void users_data();
    void users();
    void rename_data();
    void rename();
    void setOfferAccelerator_data();
    void setOfferAccelerator();
    void catalogKindOfEachItemType();
    void hybridAndTeamRegion_data();
    void hybridAndTeamRegion();
};

void TestReferences::users_data()
{
    QTest::addColumn<CatalogKind>("kind");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("accelerator used by offers and options")
            << CatalogKind::Accelerator << "h100"
            << QStringList{ u"rental offer aws-h100"_s, u"rental offer lambda-h100"_s,
                            option(u"H100 rent"_s, u"s1"_s), option(u"H100 colo"_s, u"s1"_s),
                            option(u"H100 rent"_s, u"s2"_s) };
    QTest::newRow("accelerator used by a rent and a colo option")
            << CatalogKind::Accelerator << "rtx"
            << QStringList{ u"rental offer cloud-rtx"_s, option(u"RTX rent"_s, u"s1"_s),
                            option(u"RTX colo"_s, u"s2"_s) };
    QTest::newRow("accelerator named only by a mismatched rent option")
            << CatalogKind::Accelerator << "npu" << QStringList{ option(u"Mismatch"_s, u"s2"_s) };
    QTest::newRow("platform of a colo option, not the leftover of a rent option")
            << CatalogKind::Platform << "hgx" << QStringList{ option(u"H100 colo"_s, u"s1"_s) };
    QTest::newRow("platform of a colo option in the second scenario")
            << CatalogKind::Platform << "pcie" << QStringList{ option(u"RTX colo"_s, u"s2"_s) };
    QTest::newRow("platform nobody uses") << CatalogKind::Platform << "bare" << QStringList{};
    QTest::newRow("rental offer of rent options in two scenarios")
            << CatalogKind::RentalOffer << "aws-h100"
            << QStringList{ option(u"H100 rent"_s, u"s1"_s), option(u"H100 rent"_s, u"s2"_s),
                            option(u"Mismatch"_s, u"s2"_s) };
    QTest::newRow("rental offer nobody rents")
            << CatalogKind::RentalOffer << "lambda-h100" << QStringList{};
    QTest::newRow("colo offer") << CatalogKind::ColoOffer << "colo-hk"
                                << QStringList{ option(u"H100 colo"_s, u"s1"_s) };
    QTest::newRow("colo offer id that is a rental offer's: kinds apart")
            << CatalogKind::ColoOffer << "aws-h100" << QStringList{};
    QTest::newRow("region of two rental offers and a colo offer")
            << CatalogKind::Region << "us"
            << QStringList{ u"rental offer aws-h100"_s, u"rental offer lambda-h100"_s,
                            u"colocation offer colo-us"_s };
    QTest::newRow("region of one colo offer")
            << CatalogKind::Region << "hk" << QStringList{ u"colocation offer colo-hk"_s };
    QTest::newRow("unknown id") << CatalogKind::Accelerator << "b200" << QStringList{};
    QTest::newRow("empty id") << CatalogKind::Platform << "" << QStringList{};
}

void TestReferences::hybridAndTeamRegion_data()
{
    QTest::addColumn<CatalogKind>("kind");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("expected");
    const QString hybrid = option(u"H100 hybrid"_s, u"s1"_s);
    // v2: a hybrid owns servers on a platform in a colo offer and rents the rest from a
    // rental offer; a scenario's team region is a use of that region.
    QTest::newRow("platform of the hybrid's owned base")
            << CatalogKind::Platform << "pcie"
            << QStringList{ hybrid, option(u"RTX colo"_s, u"s2"_s) };
    QTest::newRow("colo offer of the hybrid")
            << CatalogKind::ColoOffer << "colo-us"
            << QStringList{ hybrid, option(u"RTX colo"_s, u"s2"_s) };
    QTest::newRow("rental offer of the hybrid's rented rest")
            << CatalogKind::RentalOffer << "lambda-h100" << QStringList{ hybrid };
    QTest::newRow("team region") << CatalogKind::Region << "cn"
                                 << QStringList{ u"rental offer cloud-rtx"_s,
                                                 u"team region of scenario s1"_s };
}

void TestReferences::hybridAndTeamRegion()
{
    QFETCH(CatalogKind, kind);
    QFETCH(QString, id);
    QFETCH(QStringList, expected);
    Bundle b = smallBundle();
    b.scenarios[0].teamRegion = u"cn"_s;
    b.scenarios[0].options.append(ScenarioOption{ u"H100 hybrid"_s, OptionMode::Hybrid, u"h100"_s,
                                                  u"pcie"_s, u"colo-us"_s, u"lambda-h100"_s, 2 });
    QCOMPARE(References::users(b, kind, id), expected);

    // A rename follows every use, the hybrid's and the team region included.
    References::rename(b, kind, id, u"renamed"_s);
    QVERIFY(References::users(b, kind, id).isEmpty());
    QCOMPARE(References::users(b, kind, u"renamed"_s), expected);
    const ScenarioOption &option = b.scenarios[0].options.constLast();
    switch (kind) {
    case CatalogKind::Platform:
        QCOMPARE(option.platform, u"renamed"_s);
        break;
    case CatalogKind::ColoOffer:
        QCOMPARE(option.offer, u"renamed"_s);
        break;
    case CatalogKind::RentalOffer:
        QCOMPARE(option.rentalOffer, u"renamed"_s);
        break;
    case CatalogKind::Region:
        QCOMPARE(b.scenarios[0].teamRegion, u"renamed"_s);
        break;
    case CatalogKind::Accelerator:
        QFAIL("no accelerator row");
    }
}

void TestReferences::users()
{
    QFETCH(CatalogKind, kind);
    QFETCH(QString, id);
    QFETCH(QStringList, expected);
    QCOMPARE(References::users(smallBundle(), kind, id), expected);
}

void TestReferences::rename_data()
{
    QTest::addColumn<CatalogKind>("kind");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QStringList>("changed"); ///< every reference field that changes

    QTest::newRow("accelerator: offers and options follow")
            << CatalogKind::Accelerator << "h100"
            << "h100-sxm"
            << QStringList{ u"aws-h100 accelerator=h100-sxm"_s,
                            u"lambda-h100 accelerator=h100-sxm"_s,
                            u"s1/H100 rent accelerator=h100-sxm"_s,
                            u"s1/H100 colo accelerator=h100-sxm"_s,
                            u"s2/H100 rent accelerator=h100-sxm"_s };
    QTest::newRow("platform: the colo option, not a rent option's leftover")
            << CatalogKind::Platform << "hgx"
            << "hgx-8" << QStringList{ u"s1/H100 colo platform=hgx-8"_s };
    QTest::newRow("rental offer: rent options only")
            << CatalogKind::RentalOffer << "aws-h100"
            << "aws-p5"
            << QStringList{ u"s1/H100 rent offer=aws-p5"_s, u"s2/H100 rent offer=aws-p5"_s,
                            u"s2/Mismatch offer=aws-p5"_s };
    QTest::newRow("colo offer: colo options only")
            << CatalogKind::ColoOffer << "colo-us"
            << "equinix-us" << QStringList{ u"s2/RTX colo offer=equinix-us"_s };
    QTest::newRow("colo offer id that is a rental offer's: nothing changes")
            << CatalogKind::ColoOffer << "aws-h100"
            << "x" << QStringList{};
    QTest::newRow("region: rental and colo offers")
            << CatalogKind::Region << "us"
            << "us-west"
            << QStringList{ u"aws-h100 region=us-west"_s, u"lambda-h100 region=us-west"_s,
                            u"colo-us region=us-west"_s };
    QTest::newRow("unused item: nothing changes") << CatalogKind::Platform << "bare"
                                                  << "bare-2" << QStringList{};
    QTest::newRow("unknown id: nothing changes") << CatalogKind::Region << "sg"
                                                 << "sg-1" << QStringList{};
}

void TestReferences::rename()
{
    QFETCH(CatalogKind, kind);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QStringList, changed);
    Bundle bundle = smallBundle();
    const QStringList before = referenceFields(bundle);
    const QStringList usersBefore = References::users(bundle, kind, from);
    References::rename(bundle, kind, from, to);
    QCOMPARE(changedFields(before, referenceFields(bundle)), changed);
    QCOMPARE(References::users(bundle, kind, to), usersBefore);
    QCOMPARE(References::users(bundle, kind, from), QStringList{});
}

void TestReferences::setOfferAccelerator_data()
{
    QTest::addColumn<QString>("offer");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QStringList>("changed");

    QTest::newRow("rent options of the offer follow, the mismatched one stays")
            << "aws-h100"
            << "rtx"
            << QStringList{ u"aws-h100 accelerator=rtx"_s, u"s1/H100 rent accelerator=rtx"_s,
                            u"s2/H100 rent accelerator=rtx"_s };
    QTest::newRow("offer nobody rents: only the offer changes")
            << "lambda-h100"
            << "rtx" << QStringList{ u"lambda-h100 accelerator=rtx"_s };
    QTest::newRow("colo options of the same card stay")
            << "cloud-rtx"
            << "h100"
            << QStringList{ u"cloud-rtx accelerator=h100"_s, u"s1/RTX rent accelerator=h100"_s };
    QTest::newRow("to an accelerator not in the catalog: options follow all the same")
            << "cloud-rtx"
            << "b200"
            << QStringList{ u"cloud-rtx accelerator=b200"_s, u"s1/RTX rent accelerator=b200"_s };
    QTest::newRow("same accelerator: nothing changes") << "aws-h100"
                                                       << "h100" << QStringList{};
    QTest::newRow("unknown offer: nothing changes") << "vast-h100"
                                                    << "rtx" << QStringList{};
}

void TestReferences::setOfferAccelerator()
{
    QFETCH(QString, offer);
    QFETCH(QString, accelerator);
    QFETCH(QStringList, changed);
    Bundle bundle = smallBundle();
    const QStringList before = referenceFields(bundle);
    References::setOfferAccelerator(bundle, offer, accelerator);
    QCOMPARE(changedFields(before, referenceFields(bundle)), changed);
}

void TestReferences::catalogKindOfEachItemType()
{
    QCOMPARE(catalogKind(Accelerator()), CatalogKind::Accelerator);
    QCOMPARE(catalogKind(ServerPlatform()), CatalogKind::Platform);
    QCOMPARE(catalogKind(RentalOffer()), CatalogKind::RentalOffer);
    QCOMPARE(catalogKind(ColoOffer()), CatalogKind::ColoOffer);
    QCOMPARE(catalogKind(Region()), CatalogKind::Region);
    // A rename keyed by the item's type reaches the references of that type only.
    Bundle bundle = smallBundle();
    References::rename(bundle, catalogKind(bundle.catalog.regions.at(1)), QStringLiteral("us"),
                       QStringLiteral("usa"));
    QCOMPARE(bundle.catalog.coloOffers.at(1).region, QStringLiteral("usa"));
    QCOMPARE(bundle.catalog.rentalOffers.at(0).accelerator, QStringLiteral("h100"));
}

QTEST_APPLESS_MAIN(TestReferences)
#include "tst_references.moc"
