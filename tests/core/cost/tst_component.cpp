// SPDX-License-Identifier: GPL-3.0-or-later
// The component table (core/cost/component.h): the components of docs/method.md, "The ledger" in
// its order, each with its own key, name and colour, so that a row added to the table is all a
// report needs.
#include "cost/component.h"

#include <QSet>
#include <QTest>

#include <cstddef>

using namespace infertco;

class TestComponent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keysAreDesignsInItsOrder_data();
    void keysAreDesignsInItsOrder();
    void everyComponentHasItsOwnKeyNameAndTone();
};

void TestComponent::keysAreDesignsInItsOrder_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("name");
    // docs/method.md, "The ledger" and "Advice": the keys of the JSON "components" object, in
    // report order.
    const char *const rows[][2] = {
        { "purchase", "Purchase" },
        { "setup", "Setup" },
        { "migration", "Migration" },
        { "rental", "Server rental" },
        { "power", "Power" },
        { "cooling", "Cooling" },
        { "rack_space", "Rack space" },
        { "network", "Network" },
        { "staff", "Staff" },
        { "maintenance", "Maintenance" },
        { "requantization", "Requantization" },
        { "residual", "Residual value" },
    };
    int index = 0;
    for (const auto &row : rows) {
        QTest::newRow(row[0]) << index << QString::fromLatin1(row[0])
                              << QString::fromLatin1(row[1]);
        ++index;
    }
}

void TestComponent::keysAreDesignsInItsOrder()
{
    QFETCH(int, index);
    QFETCH(QString, key);
    QFETCH(QString, name);
    QCOMPARE(ComponentCount, 12);
    const Component component = AllComponents[static_cast<std::size_t>(index)];
    QCOMPARE(static_cast<int>(component), index);
    QCOMPARE(componentKey(component), key);
    QCOMPARE(ComponentNames::displayName(component), name); // no translator: the source text
}

void TestComponent::everyComponentHasItsOwnKeyNameAndTone()
{
    QSet<QString> keys;
    QSet<QString> names;
    QSet<int> tones;
    for (const ComponentInfo &info : ComponentTable) {
        keys.insert(QString::fromLatin1(info.key));
        names.insert(QString::fromLatin1(info.name));
        tones.insert(info.tone);
        QVERIFY2(info.tone >= 0, info.key);
    }
    QCOMPARE(keys.size(), ComponentCount);
    QCOMPARE(names.size(), ComponentCount);
    QCOMPARE(tones.size(), ComponentCount); // two components of one colour cannot be told apart
}

QTEST_APPLESS_MAIN(TestComponent)
#include "tst_component.moc"
