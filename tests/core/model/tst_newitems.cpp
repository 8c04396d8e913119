// SPDX-License-Identifier: GPL-3.0-or-later
// NewItems: what a new scenario, rental offer, option and demand step and a copy of a
// scenario or option start from, valid as they stand.
#include "model/entities/taxdefaults.h"
#include "model/rules/newitems.h"
#include "model/rules/validation.h"
#include "problemcheck.h"
#include "testdecimal.h"

#include <QTest>

using namespace infertco;
using namespace Qt::StringLiterals;
using infertco::testing::dec;
using infertco::testing::describe;

namespace {

Catalog catalogWith(bool regions, bool cards, bool offers)
{
    Catalog c;
    if (regions) {
        Region hk;
        hk.id = QStringLiteral("hk");
        hk.currency = QStringLiteral("HKD");
        Region cn;
        cn.id = QStringLiteral("cn");
        cn.currency = QStringLiteral("CNY");
        c.regions = { hk, cn };
    }
    if (cards) {
        Accelerator a;
        a.id = QStringLiteral("h100");
        Accelerator b;
        b.id = QStringLiteral("l40s");
        c.accelerators = { a, b };
    }
    if (offers) {
        RentalOffer r;
        r.id = QStringLiteral("rent-l40s");
        r.accelerator = QStringLiteral("l40s");
        c.rentalOffers = { r };
    }
    return c;
}

Scenario withOptions(const QStringList &names)
{
    Scenario s;
    for (const QString &name : names) {
        ScenarioOption o;
        o.name = name;
        s.options.append(o);
    }
    return s;
}

QList<Scenario> withIds(const QStringList &ids)
{
    QList<Scenario> scenarios;
    for (const QString &id : ids) {
        Scenario s;
        s.id = id;
        scenarios.append(s);
    }
    return scenarios;
}

// "1:500,13:800": from month 1 on 500 tokens/s, from month 13 on 800.
QList<DemandStep> stepsOf(const QString &text)
{
    QList<DemandStep> steps;
    for (const QString &step : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList parts = step.split(QLatin1Char(':'));
        steps.append({ parts.at(0).toInt(), dec(parts.at(1)) });
    }
    return steps;
}

const QString NewName = QStringLiteral("New scenario");
const QString StarterNotes = QStringLiteral("Start here.");
const QString CopyName = QStringLiteral("%1 (copy)");

} // namespace

class TestNewItems : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void starterScenario()
    {
        const Scenario s = NewItems::starterScenario();
        // Llama-3.1-8B in fp16 and the demo's assumptions.
        QCOMPARE(s.workload.paramsB, 8.03);
        QCOMPARE(s.workload.layers, 32);
        QCOMPARE(s.workload.kvHeads, 8);
        QCOMPARE(s.workload.headDim, 128);
        QCOMPARE(s.workload.promptTokens, 1000);
        QCOMPARE(s.workload.outputTokens, 300);
        QCOMPARE(s.workload.peakOutputTokensPerS, Decimal(500));
        QCOMPARE(s.workload.tpotMs, 50.0);
        QCOMPARE(s.workload.utilization, dec("0.5"));
        QCOMPARE(s.workload.modelUpdatesPerYear, Decimal(2));
        QCOMPARE(s.discountRateYear, dec("0.08"));
        QCOMPARE(s.engineerDayRate, Decimal(1200));
        QCOMPARE(s.staff.ftePerServerOwned, dec("0.05"));
        QCOMPARE(s.staff.minFteRented, dec("0.1"));
        QCOMPARE(s.owned.spareFraction, dec("0.05"));
        QCOMPARE(s.owned.residualFraction, dec("0.4"));
        QVERIFY(s.options.isEmpty());
        // Valid once it has an id: nothing else is missing.
        Scenario named = s;
        named.id = QStringLiteral("scenario");
        const Problems problems = Validator::check(named, Catalog());
        QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
    }

    void rentalOffer_data()
    {
        QTest::addColumn<bool>("regions");
        QTest::addColumn<bool>("cards");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("accelerator");
        QTest::newRow("the first region and card") << true << true << "hk"
                                                   << "HKD"
                                                   << "h100";
        QTest::newRow("no region yet") << false << true << ""
                                       << ""
                                       << "h100";
        QTest::newRow("no card yet") << true << false << "hk"
                                     << "HKD"
                                     << "";
    }
    void rentalOffer()
    {
        QFETCH(bool, regions);
        QFETCH(bool, cards);
        QFETCH(QString, region);
        QFETCH(QString, currency);
        QFETCH(QString, accelerator);
        const RentalOffer o = NewItems::rentalOffer(catalogWith(regions, cards, false),
                                                    QStringLiteral("rental-offer"));
        QCOMPARE(o.id, QStringLiteral("rental-offer"));
        QCOMPARE(o.region, region);
        QCOMPARE(o.currency, currency);
        QCOMPARE(o.accelerator, accelerator);
        QCOMPARE(o.acceleratorsPerServer, 1);
        QCOMPARE(o.monthlyPrice, std::optional<Decimal>(Decimal()));
        QVERIFY(!o.hourlyPrice);
        QVERIFY(o.name.isEmpty());
    }

    void firstOptionRentsTheFirstOffer()
    {
        const ScenarioOption o = NewItems::option(catalogWith(true, true, true), Scenario());
        QCOMPARE(o.mode, OptionMode::Rent);
        QCOMPARE(o.accelerator, QStringLiteral("l40s")); // the offer's card, not the first card
        QCOMPARE(o.offer, QStringLiteral("rent-l40s"));
        QVERIFY(o.name.isEmpty());
    }

    void laterOptionCopiesTheLast()
    {
        Scenario s;
        ScenarioOption hybrid;
        hybrid.name = QStringLiteral("Hybrid");
        hybrid.mode = OptionMode::Hybrid;
        hybrid.accelerator = QStringLiteral("h100");
        hybrid.platform = QStringLiteral("box");
        hybrid.offer = QStringLiteral("colo-hk");
        hybrid.rentalOffer = QStringLiteral("rent-h100");
        hybrid.ownedServers = 2;
        s.options = { ScenarioOption(), hybrid };
        const ScenarioOption o = NewItems::option(catalogWith(true, true, true), s);
        QCOMPARE(o, hybrid);
    }

    void noOfferNoChoice()
    {
        const ScenarioOption o = NewItems::option(catalogWith(true, true, false), Scenario());
        QCOMPARE(o, ScenarioOption());
    }

    void firstScenarioIsTheStarter()
    {
        const Scenario s = NewItems::scenario({}, NewName, StarterNotes);
        Scenario expected = NewItems::starterScenario();
        expected.id = QStringLiteral("scenario");
        expected.name = NewName;
        expected.notes = StarterNotes;
        QCOMPARE(s, expected);
    }

    void laterScenarioCopiesTheLastWithoutNotes()
    {
        Scenario first;
        first.id = QStringLiteral("hk");
        first.horizonMonths = 24;
        Scenario last;
        last.id = QStringLiteral("cn");
        last.name = QStringLiteral("CN API");
        last.notes = QStringLiteral("Quoted in March.");
        last.currency = QStringLiteral("CNY");
        last.horizonMonths = 48;
        last.options = withOptions({ QStringLiteral("Rent") }).options;
        const Scenario s = NewItems::scenario({ first, last }, NewName, StarterNotes);
        Scenario expected = last;
        expected.id = QStringLiteral("scenario");
        expected.name = NewName;
        expected.notes.clear();
        QCOMPARE(s, expected);
    }

    void newScenarioId_data()
    {
        QTest::addColumn<QStringList>("ids");
        QTest::addColumn<QString>("id");
        QTest::newRow("none yet") << QStringList() << "scenario";
        QTest::newRow("free") << QStringList{ u"hk"_s } << "scenario";
        QTest::newRow("taken") << QStringList{ u"scenario"_s } << "scenario-2";
        QTest::newRow("taken twice")
                << QStringList{ u"scenario-2"_s, u"scenario"_s } << "scenario-3";
        QTest::newRow("a gap is used")
                << QStringList{ u"scenario"_s, u"scenario-3"_s } << "scenario-2";
    }
    void newScenarioId()
    {
        QFETCH(QStringList, ids);
        QFETCH(QString, id);
        QCOMPARE(NewItems::scenario(withIds(ids), NewName, StarterNotes).id, id);
    }

    void scenarioCopy_data()
    {
        QTest::addColumn<QStringList>("ids");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("copyId");
        QTest::addColumn<QString>("copyName");
        QTest::newRow("named") << QStringList{ u"hk"_s } << "HK API"
                               << "hk-copy"
                               << "HK API (copy)";
        QTest::newRow("no name: the id stands in") << QStringList{ u"hk"_s } << ""
                                                   << "hk-copy"
                                                   << "hk (copy)";
        QTest::newRow("copied before") << QStringList{ u"hk"_s, u"hk-copy"_s } << "HK API"
                                       << "hk-copy-2"
                                       << "HK API (copy)";
    }
    void scenarioCopy()
    {
        QFETCH(QStringList, ids);
        QFETCH(QString, name);
        QFETCH(QString, copyId);
        QFETCH(QString, copyName);
        QList<Scenario> scenarios = withIds(ids);
        scenarios[0].name = name;
        scenarios[0].notes = QStringLiteral("Quoted in March.");
        scenarios[0].horizonMonths = 48;
        const Scenario copy = NewItems::scenarioCopy(scenarios, 0, CopyName);
        QCOMPARE(copy.id, copyId);
        QCOMPARE(copy.name, copyName);
        // Everything else is the original's, its notes too.
        Scenario expected = scenarios.at(0);
        expected.id = copyId;
        expected.name = copyName;
        QCOMPARE(copy, expected);
    }

    void optionName_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("name");
        QTest::newRow("the first") << QStringList() << "Option 1";
        QTest::newRow("counts the options") << QStringList{ u"Rent"_s, u"Colo"_s } << "Option 3";
        QTest::newRow("a lower number is free") << QStringList{ u"Option 1"_s } << "Option 2";
        QTest::newRow("taken: the next number") << QStringList{ u"Option 2"_s } << "Option 3";
        QTest::newRow("taken twice")
                << QStringList{ u"Option 3"_s, u"Option 4"_s, u"Rent"_s } << "Option 5";
    }
    void optionName()
    {
        QFETCH(QStringList, names);
        QFETCH(QString, name);
        QCOMPARE(NewItems::optionName(withOptions(names), QStringLiteral("Option %1")), name);
    }

    void optionCopy_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("name");
        QTest::newRow("first copy") << QStringList{ u"Rent"_s } << 0 << "Rent (copy)";
        QTest::newRow("copied before")
                << QStringList{ u"Rent"_s, u"Rent (copy)"_s } << 0 << "Rent (copy) 2";
        QTest::newRow("copied twice before")
                << QStringList{ u"Rent"_s, u"Rent (copy) 2"_s, u"Rent (copy)"_s } << 0
                << "Rent (copy) 3";
        QTest::newRow("a copy of a copy")
                << QStringList{ u"Rent"_s, u"Rent (copy)"_s } << 1 << "Rent (copy) (copy)";
    }
    void optionCopy()
    {
        QFETCH(QStringList, names);
        QFETCH(int, row);
        QFETCH(QString, name);
        Scenario s = withOptions(names);
        s.options[row].mode = OptionMode::Hybrid;
        s.options[row].accelerator = QStringLiteral("h100");
        s.options[row].ownedServers = 2;
        ScenarioOption expected = s.options.at(row);
        expected.name = name;
        QCOMPARE(NewItems::optionCopy(s, row, CopyName), expected);
    }

    void demandStep_data()
    {
        QTest::addColumn<QString>("growth"); // empty: none
        QTest::addColumn<int>("horizon");
        QTest::addColumn<QString>("steps");
        QTest::addColumn<int>("fromMonth"); // 0: refused
        QTest::addColumn<QString>("peak");
        QTest::addColumn<QString>("error");

        QTest::newRow("first: month 1 at the scenario's peak") << "" << 36 << "" << 1 << "500"
                                                               << "";
        QTest::newRow("later: a month after the last, at its peak")
                << "" << 36 << "1:500,13:800" << 14 << "800"
                << "";
        QTest::newRow("the horizon's last month is left")
                << "" << 24 << "1:500,23:900" << 24 << "900"
                << "";
        QTest::newRow("growth per year set: refused")
                << "0.2" << 36 << "" << 0 << ""
                << "The scenario has a demand growth per year; empty it to give the demand in "
                   "steps instead.";
        QTest::newRow("growth of 0 set: refused too")
                << "0" << 36 << "" << 0 << ""
                << "The scenario has a demand growth per year; empty it to give the demand in "
                   "steps instead.";
        QTest::newRow("the last step in the horizon's last month: refused")
                << "" << 24 << "1:500,24:900" << 0 << ""
                << "The last step starts in the horizon's last month; there is no month left "
                   "for another.";
    }
    void demandStep()
    {
        QFETCH(QString, growth);
        QFETCH(int, horizon);
        QFETCH(QString, steps);
        QFETCH(int, fromMonth);
        QFETCH(QString, peak);
        QFETCH(QString, error);
        Scenario s;
        s.horizonMonths = horizon;
        s.workload.peakOutputTokensPerS = Decimal(500);
        if (!growth.isEmpty())
            s.workload.demandGrowthYear = dec(growth);
        s.workload.demand = stepsOf(steps);
        QString why;
        const std::optional<DemandStep> step = NewItems::demandStep(s, &why);
        QCOMPARE(why, error);
        QCOMPARE(step.has_value(), fromMonth > 0);
        if (step) {
            QCOMPARE(step->fromMonth, fromMonth);
            QCOMPARE(step->peakOutputTokensPerS, dec(peak));
        }
    }

    void newScenarioTakesItsRegionsTax_data()
    {
        // data/tax-defaults.json (data/README.md, "Profits tax by region (after tax, loans and
        // leases)"): every region of data/catalog.json, each written off at once, without a lag.
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("rate");
        QTest::newRow("Hong Kong, CLP: 16.5 %, s.16G") << "hk-clp"
                                                       << "0.165";
        QTest::newRow("Hong Kong, HK Electric") << "hk-hke"
                                                << "0.165";
        QTest::newRow("mainland China: 25 %, one-off deduction") << "cn"
                                                                 << "0.25";
        QTest::newRow("Singapore: 17 %, s.19A") << "sg"
                                                << "0.17";
        QTest::newRow("United States: 21 %, 168(k) bonus") << "us"
                                                           << "0.21";
    }
    void newScenarioTakesItsRegionsTax()
    {
        QFETCH(QString, region);
        QFETCH(QString, rate);
        Scenario last;
        last.id = QStringLiteral("last");
        last.teamRegion = region;
        const Scenario s = NewItems::scenario({ last }, NewName, StarterNotes);
        QVERIFY(s.tax.given());
        QCOMPARE(*s.tax.rate, dec(rate));
        QCOMPARE(s.tax.ownership, TaxOwnership::Immediate);
        QCOMPARE(s.tax.years, 0);
        QCOMPARE(s.tax.lagMonths, 0);
        // The scenario it was made from is not touched, nor is a copy of it.
        QVERIFY(!last.tax.given());
        QVERIFY(!NewItems::scenarioCopy({ last }, 0, u"%1 (copy)"_s).tax.given());
        // The scenario's tax is the row's, field for field.
        QCOMPARE(TaxDefaults::forRegion(region), std::optional<TaxAssumptions>(s.tax));
    }

    void everyTaxDefaultReadsWithItsSource()
    {
        QStringList regions;
        for (const TaxDefault &row : TaxDefaults::all()) {
            regions.append(row.region);
            QVERIFY2(!row.rule.isEmpty() && row.source.contains(u"http"_s), qPrintable(row.region));
            QVERIFY(*row.tax.rate > Decimal() && *row.tax.rate < Decimal(1));
        }
        QCOMPARE(regions, (QStringList{ u"hk-clp"_s, u"hk-hke"_s, u"cn"_s, u"sg"_s, u"us"_s }));
    }

    void taxDefaultsNeverOverrideATax()
    {
        // A tax the new scenario copied stays as it is (here straight line over 3 years in
        // mainland China, not the one-off deduction's default).
        Scenario last;
        last.id = QStringLiteral("last");
        last.teamRegion = QStringLiteral("cn");
        last.tax.rate = dec("0.25");
        last.tax.ownership = TaxOwnership::StraightLine;
        last.tax.years = 3;
        QCOMPARE(NewItems::scenario({ last }, NewName, StarterNotes).tax, last.tax);
        // No team region, or one of the user's own: no default, as before.
        last.tax = {};
        last.teamRegion = QStringLiteral("my-region");
        QVERIFY(!NewItems::scenario({ last }, NewName, StarterNotes).tax.given());
        last.teamRegion.clear();
        QVERIFY(!NewItems::scenario({ last }, NewName, StarterNotes).tax.given());
        QVERIFY(!NewItems::scenario({}, NewName, StarterNotes).tax.given());
    }
};

QTEST_APPLESS_MAIN(TestNewItems)
#include "tst_newitems.moc"
