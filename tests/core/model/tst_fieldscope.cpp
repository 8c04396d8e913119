// SPDX-License-Identifier: GPL-3.0-or-later
// fieldInEffect: which fields of an option are in effect in each mode, read from the option
// field table's onlyWhen and mandatoryWhen (docs/format.md: a hybrid option owns a base on a
// platform in a colo offer and rents the rest from a rental offer; a rent option has no platform).
#include "model/entities/scenario.h"
#include "model/fields/fieldscope.h"

#include <QTest>

using namespace infertco;

class TestFieldScope : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void optionFields_data()
    {
        QTest::addColumn<OptionMode>("mode");
        QTest::addColumn<QStringList>("keys");
        const QStringList common{ QStringLiteral("name"), QStringLiteral("mode"),
                                  QStringLiteral("accelerator") };
        // financing.kind is read in every mode, so that financing on a rent option is refused
        // by name (docs/method.md, "After tax, loans and leases"); its other fields only
        // beside a kind.
        const QStringList financing{ QStringLiteral("financing.kind") };
        QTest::newRow("rent") << OptionMode::Rent
                              << common + QStringList{ QStringLiteral("offer") } + financing;
        QTest::newRow("colo") << OptionMode::Colo
                              << common
                        + QStringList{ QStringLiteral("platform"), QStringLiteral("offer") }
                        + financing;
        QTest::newRow("hybrid") << OptionMode::Hybrid
                                << common
                        + QStringList{ QStringLiteral("platform"), QStringLiteral("offer"),
                                       QStringLiteral("rental_offer"),
                                       QStringLiteral("owned_servers") }
                        + financing;
    }
    void optionFields()
    {
        QFETCH(OptionMode, mode);
        QFETCH(QStringList, keys);
        ScenarioOption option;
        option.mode = mode;
        // A rent option keeps a platform it had: still not in effect.
        option.platform = QStringLiteral("box");
        QStringList inEffect;
        for (const FieldSpec<ScenarioOption> &spec : scenarioOptionFields()) {
            if (fieldInEffect(spec, option))
                inEffect.append(spec.keyText());
        }
        QCOMPARE(inEffect, keys);
    }

    // A field without onlyWhen or mandatoryWhen is always in effect.
    void plainFieldAlwaysInEffect()
    {
        FieldSpec<ScenarioOption> spec;
        spec.key = "name";
        QVERIFY(fieldInEffect(spec, ScenarioOption()));
    }
};

QTEST_APPLESS_MAIN(TestFieldScope)
#include "tst_fieldscope.moc"
