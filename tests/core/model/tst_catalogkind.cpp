// SPDX-License-Identifier: GPL-3.0-or-later
// The names of each catalog kind (its item key and its bundle list key) and the way back from
// them, and the visitor that reaches the catalog's list of a kind.
#include "model/entities/catalogkind.h"

#include "smallcatalog.h"

#include <QTest>

#include <algorithm>

using namespace infertco;
using namespace infertco::testing;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(infertco::CatalogKind)

class TestCatalogKind : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names_data();
    void names();
    void everyKindHasARow();
    void unknownText_data();
    void unknownText();
    void visitorReachesTheList_data();
    void visitorReachesTheList();
    void visitorEditsTheList_data();
    void visitorEditsTheList();
};

void TestCatalogKind::names_data()
{
    QTest::addColumn<CatalogKind>("kind");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("listKey");
    QTest::newRow("accelerator") << CatalogKind::Accelerator << "accelerator"
                                 << "accelerators";
    QTest::newRow("platform") << CatalogKind::Platform << "platform"
                              << "platforms";
    QTest::newRow("rental offer") << CatalogKind::RentalOffer << "rental_offer"
                                  << "rental_offers";
    QTest::newRow("colo offer") << CatalogKind::ColoOffer << "colo_offer"
                                << "colo_offers";
    QTest::newRow("region") << CatalogKind::Region << "region"
                            << "regions";
}

void TestCatalogKind::names()
{
    QFETCH(CatalogKind, kind);
    QFETCH(QString, key);
    QFETCH(QString, listKey);
    QCOMPARE(QString::fromLatin1(catalogKey(kind)), key);
    QCOMPARE(QString::fromLatin1(catalogListKey(kind)), listKey);
    QCOMPARE(catalogKindOfKey(key), std::optional<CatalogKind>(kind));
    QCOMPARE(catalogKindOfListKey(listKey), std::optional<CatalogKind>(kind));
    // The two sets of names do not overlap: an item key is no list key and back.
    QVERIFY(!catalogKindOfListKey(key));
    QVERIFY(!catalogKindOfKey(listKey));
}

void TestCatalogKind::everyKindHasARow()
{
    // catalogKinds lists each kind once, in the enum's (the bundle's) order, so the rows of
    // names_data() above cover them all.
    QCOMPARE(catalogKinds.size(), std::size_t(5));
    for (std::size_t i = 0; i < catalogKinds.size(); ++i)
        QCOMPARE(static_cast<std::size_t>(catalogKinds[i]), i);
}

void TestCatalogKind::unknownText_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("scenario") << "scenario";
    QTest::newRow("scenarios") << "scenarios";
    QTest::newRow("capitalised") << "Accelerator";
    QTest::newRow("label, not key") << "rental offer";
    QTest::newRow("camel case") << "rentalOffers";
    QTest::newRow("trailing space") << "region ";
    QTest::newRow("prefix of a key") << "colo";
}

void TestCatalogKind::unknownText()
{
    QFETCH(QString, text);
    QVERIFY(!catalogKindOfKey(text));
    QVERIFY(!catalogKindOfListKey(text));
}

void TestCatalogKind::visitorReachesTheList_data()
{
    // smallBundle(): ids chosen so that each list differs from every other.
    QTest::addColumn<CatalogKind>("kind");
    QTest::addColumn<QStringList>("ids");
    QTest::newRow("accelerators") << CatalogKind::Accelerator
                                  << QStringList{ u"h100"_s, u"rtx"_s, u"npu"_s };
    QTest::newRow("platforms") << CatalogKind::Platform
                               << QStringList{ u"hgx"_s, u"pcie"_s, u"bare"_s };
    QTest::newRow("rental offers")
            << CatalogKind::RentalOffer
            << QStringList{ u"aws-h100"_s, u"lambda-h100"_s, u"cloud-rtx"_s };
    QTest::newRow("colo offers") << CatalogKind::ColoOffer
                                 << QStringList{ u"colo-hk"_s, u"colo-us"_s };
    QTest::newRow("regions") << CatalogKind::Region << QStringList{ u"hk"_s, u"us"_s, u"cn"_s };
}

void TestCatalogKind::visitorReachesTheList()
{
    QFETCH(CatalogKind, kind);
    QFETCH(QStringList, ids);
    const Bundle bundle = smallBundle();
    const qsizetype count
            = withCatalogList(bundle.catalog, kind, [](const auto &items) { return items.size(); });
    QCOMPARE(count, ids.size());
    const QStringList visited = withCatalogList(bundle.catalog, kind, [&](const auto &items) {
        QStringList result;
        for (const auto &item : items) {
            if (catalogKind(item) == kind)
                result.append(item.id);
        }
        return result;
    });
    QCOMPARE(visited, ids);
}

void TestCatalogKind::visitorEditsTheList_data()
{
    visitorReachesTheList_data();
}

void TestCatalogKind::visitorEditsTheList()
{
    QFETCH(CatalogKind, kind);
    QFETCH(QStringList, ids);
    Bundle bundle = smallBundle();
    const Catalog before = bundle.catalog;
    withCatalogList(bundle.catalog, kind, [](auto &items) { items.removeFirst(); });
    for (CatalogKind other : catalogKinds) {
        const auto size = [](const auto &items) { return items.size(); };
        const qsizetype expected = withCatalogList(before, other, size) - (other == kind ? 1 : 0);
        QCOMPARE(withCatalogList(bundle.catalog, other, size), expected);
    }
    const QString first = withCatalogList(bundle.catalog, kind,
                                          [](const auto &items) { return items.constFirst().id; });
    QCOMPARE(first, ids.at(1));
}

QTEST_APPLESS_MAIN(TestCatalogKind)
#include "tst_catalogkind.moc"
