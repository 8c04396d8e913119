// SPDX-License-Identifier: GPL-3.0-or-later
// BundleMerge::merge, as an import into an open document uses it: a new id is appended, an id
// already there is replaced in place, every other item is kept as it was, and the lists of what
// was added and updated say so. Each expected bundle is written out by hand from the base.
#include "io/bundle/bundlemerge.h"

#include "bundlecompare.h"
#include "smallcatalog.h"
#include "testdecimal.h"

#include <QTest>

using namespace infertco;
using namespace infertco::testing;

Q_DECLARE_METATYPE(infertco::Bundle)

namespace {

Scenario scenarioNamed(const char *id, const char *name)
{
    Scenario s;
    s.id = QString::fromLatin1(id);
    s.name = QString::fromLatin1(name);
    return s;
}

QStringList names(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *name : list)
        out.append(QString::fromLatin1(name));
    return out;
}

QString describe(const Bundle &actual, const Bundle &expected)
{
    return BundleCompare::differences(actual, expected).join(QStringLiteral("; "));
}

} // namespace

class TestBundleMerge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void merge_data();
    void merge();
    void keepsWhatIncomingDoesNotName();
    void sameIdTwiceInIncoming();
    void firstOfTwoEqualIdsReplaced();
};

void TestBundleMerge::merge_data()
{
    QTest::addColumn<Bundle>("incoming");
    QTest::addColumn<Bundle>("expected"); // smallBundle() with the change written out
    QTest::addColumn<QStringList>("added");
    QTest::addColumn<QStringList>("updated");

    const Bundle base = smallBundle();

    QTest::newRow("nothing incoming") << Bundle() << base << QStringList() << QStringList();

    {
        // A new card and a new scenario go to the end of their lists: h100, rtx, npu, mi300;
        // s1, s2, s3.
        Bundle incoming;
        incoming.catalog.accelerators
                = { smallAccelerator("mi300", AcceleratorClass::DatacenterGpu, true) };
        incoming.scenarios = { scenarioNamed("s3", "New") };
        Bundle expected = base;
        expected.catalog.accelerators.append(incoming.catalog.accelerators.first());
        expected.scenarios.append(incoming.scenarios.first());
        QTest::newRow("adds") << incoming << expected
                              << names({ "accelerator mi300", "scenario s3" }) << QStringList();
    }
    {
        // rtx is the second card: its new price 2000 (was 1000) lands at index 1, not at the end.
        Accelerator rtx = smallAccelerator("rtx", AcceleratorClass::ConsumerGpu, true);
        rtx.price = dec("2000");
        Bundle incoming;
        incoming.catalog.accelerators = { rtx };
        Bundle expected = base;
        expected.catalog.accelerators[1].price = dec("2000");
        QTest::newRow("replaces in place")
                << incoming << expected << QStringList() << names({ "accelerator rtx" });
    }
    {
        // A scenario is replaced whole: s1's three options give way to the incoming one.
        Scenario s1 = scenarioNamed("s1", "Only colo");
        s1.options = { smallOption("H100 colo", OptionMode::Colo, "h100", "hgx", "colo-us") };
        Bundle incoming;
        incoming.scenarios = { s1 };
        Bundle expected = base;
        expected.scenarios[0] = s1;
        QTest::newRow("scenario replaced whole")
                << incoming << expected << QStringList() << names({ "scenario s1" });
    }
    {
        // "us" is both a region and a colo offer's id here: ids are looked up per kind, so the
        // region us (index 1 of hk, us, cn) is replaced and the colo offer us is added after
        // colo-hk and colo-us.
        Region us;
        us.id = QStringLiteral("us");
        us.pue = dec("1.3");
        Bundle incoming;
        incoming.catalog.coloOffers = { smallColoOffer("us", "us") };
        incoming.catalog.regions = { us };
        Bundle expected = base;
        expected.catalog.coloOffers.append(smallColoOffer("us", "us"));
        expected.catalog.regions[1] = us;
        QTest::newRow("same id, other kind")
                << incoming << expected << names({ "colo offer us" }) << names({ "region us" });
    }
    {
        // Every kind at once, listed in bundle order (accelerators, platforms, rental offers,
        // colo offers, regions, scenarios) whatever order they were built in.
        Bundle incoming;
        incoming.scenarios = { scenarioNamed("s2", "Renamed") };
        incoming.catalog.regions = { base.catalog.regions.at(2) };
        incoming.catalog.coloOffers = { smallColoOffer("colo-cn", "cn") };
        incoming.catalog.rentalOffers = { smallRentalOffer("aws-h100", "hk", "h100") };
        incoming.catalog.platforms = { smallPlatform("bare", { AcceleratorClass::Npu }, true) };
        incoming.catalog.accelerators = { smallAccelerator("npu", AcceleratorClass::Npu, true) };
        Bundle expected = base;
        expected.catalog.accelerators[2].price = Decimal(1000); // npu now priced
        expected.catalog.platforms[2].price = Decimal(5000); // bare now priced
        expected.catalog.rentalOffers[0].region = QStringLiteral("hk"); // aws-h100 was in us
        expected.catalog.coloOffers.append(smallColoOffer("colo-cn", "cn"));
        expected.scenarios[1] = scenarioNamed("s2", "Renamed"); // options gone with the old s2
        QTest::newRow("every kind, bundle order")
                << incoming << expected << names({ "colo offer colo-cn" })
                << names({ "accelerator npu", "platform bare", "rental offer aws-h100", "region cn",
                           "scenario s2" });
    }
}

void TestBundleMerge::merge()
{
    QFETCH(Bundle, incoming);
    QFETCH(Bundle, expected);
    QFETCH(QStringList, added);
    QFETCH(QStringList, updated);

    const BundleMerge::Merged merged = BundleMerge::merge(smallBundle(), incoming);
    QVERIFY2(merged.bundle == expected, qPrintable(describe(merged.bundle, expected)));
    QCOMPARE(merged.added, added);
    QCOMPARE(merged.updated, updated);
}

void TestBundleMerge::keepsWhatIncomingDoesNotName()
{
    // One platform replaced (pcie now takes NPUs only): the other two platforms and every
    // other list are the base's own values, compared whole (operator== over every field).
    const Bundle base = smallBundle();
    Bundle incoming;
    incoming.catalog.platforms = { smallPlatform("pcie", { AcceleratorClass::Npu }, false) };
    const BundleMerge::Merged merged = BundleMerge::merge(base, incoming);
    QCOMPARE(merged.bundle.catalog.platforms.size(), 3);
    QVERIFY(merged.bundle.catalog.platforms.at(0) == base.catalog.platforms.at(0));
    QVERIFY(merged.bundle.catalog.platforms.at(1) == incoming.catalog.platforms.at(0));
    QVERIFY(merged.bundle.catalog.platforms.at(2) == base.catalog.platforms.at(2));
    QVERIFY(merged.bundle.catalog.accelerators == base.catalog.accelerators);
    QVERIFY(merged.bundle.catalog.rentalOffers == base.catalog.rentalOffers);
    QVERIFY(merged.bundle.catalog.coloOffers == base.catalog.coloOffers);
    QVERIFY(merged.bundle.catalog.regions == base.catalog.regions);
    // The merge does not validate: s2's "RTX colo" option still puts the RTX on pcie, which no
    // longer takes it; the validator reports that after the import, the merge keeps it.
    QVERIFY(merged.bundle.scenarios == base.scenarios);
    QCOMPARE(merged.bundle.scenarios.at(1).options.at(1).platform, QStringLiteral("pcie"));
}

void TestBundleMerge::sameIdTwiceInIncoming()
{
    // The incoming bundle names mi300 twice (price 1000, then 7000): the first is added, the
    // second replaces it, so one mi300 at index 3 with the second's price, listed once in each.
    Accelerator first = smallAccelerator("mi300", AcceleratorClass::DatacenterGpu, true);
    Accelerator second = first;
    second.price = dec("7000");
    Bundle incoming;
    incoming.catalog.accelerators = { first, second };
    const BundleMerge::Merged merged = BundleMerge::merge(smallBundle(), incoming);
    QCOMPARE(merged.bundle.catalog.accelerators.size(), 4);
    QVERIFY(merged.bundle.catalog.accelerators.at(3) == second);
    QCOMPARE(merged.added, QStringList{ QStringLiteral("accelerator mi300") });
    QCOMPARE(merged.updated, QStringList{ QStringLiteral("accelerator mi300") });
}

void TestBundleMerge::firstOfTwoEqualIdsReplaced()
{
    // A base that already holds two cards with the id "dup" (names "one" and "two"), as a
    // document the validator has not seen yet may: the first is the one replaced; "two" stays.
    Bundle base;
    Accelerator one = smallAccelerator("dup", AcceleratorClass::Npu, false);
    one.name = QStringLiteral("one");
    Accelerator two = one;
    two.name = QStringLiteral("two");
    base.catalog.accelerators = { one, two };
    Accelerator incomingDup = one;
    incomingDup.name = QStringLiteral("new");
    Bundle incoming;
    incoming.catalog.accelerators = { incomingDup };

    const BundleMerge::Merged merged = BundleMerge::merge(base, incoming);
    QCOMPARE(merged.bundle.catalog.accelerators.size(), 2);
    QCOMPARE(merged.bundle.catalog.accelerators.at(0).name, QStringLiteral("new"));
    QCOMPARE(merged.bundle.catalog.accelerators.at(1).name, QStringLiteral("two"));
    QCOMPARE(merged.updated, QStringList{ QStringLiteral("accelerator dup") });
    QVERIFY(merged.added.isEmpty());
}

QTEST_APPLESS_MAIN(TestBundleMerge)
#include "tst_bundlemerge.moc"
