// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario's models: its fields (one row per scenario), the options it compares (combo
// choices limited to items that fit) and its exchange rates; all checked by
// QAbstractItemModelTester, every invalid entry refused with the Validator's words.
#include "edit/bundlestore.h"
#include "editors/demandsteptablemodel.h"
#include "editors/fxratetablemodel.h"
#include "editors/scenarioeditor.h"
#include "editors/scenariooptiontablemodel.h"
#include "editors/scenariotablemodel.h"
#include "editors/tableeditor.h"

#include "editorstore.h"
#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"
#include "io/document/document.h"
#include "model/fields/fields.h"
#include "model/fields/identityfields.h"
#include "sourcetree.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

using namespace infertco;
using namespace infertco::testing;
using namespace Qt::StringLiterals;

namespace {

constexpr auto Fatal = QAbstractItemModelTester::FailureReportingMode::QtTest;

Bundle golden()
{
    return readBundle("tests/golden/dc-gpu.json");
}

const QString ScenarioId = QStringLiteral("dc-gpu");

/// What an edit should do to the scenario (or option), written by hand from its members.
using ScenarioChange = void (*)(Scenario &);
using OptionChange = void (*)(ScenarioOption &);

/// The keys and titles the field tables give an editor's columns, in table order.
template <typename Item>
void appendEditorFields(const QList<FieldSpec<Item>> &fields, QStringList *keys,
                        QStringList *titles)
{
    for (const FieldSpec<Item> &spec : fields) {
        if (!spec.title)
            continue;
        keys->append(spec.keyText());
        titles->append(FieldLabel::translated(spec.title));
    }
}

const FieldSpec<Scenario> &identityField(const char *key)
{
    const FieldSpec<Scenario> *spec = findField(scenarioIdentityFields(), QLatin1StringView(key));
    Q_ASSERT(spec);
    return *spec;
}

} // namespace

Q_DECLARE_METATYPE(ScenarioChange)
Q_DECLARE_METATYPE(OptionChange)

class TestScenarioModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void columnsAreTheFieldTables_data();
    void columnsAreTheFieldTables();
    void scenarioEditReachesItsMember_data();
    void scenarioEditReachesItsMember();
    void optionEditReachesItsMember_data();
    void optionEditReachesItsMember();
    void scenarioFieldEdits_data();
    void scenarioFieldEdits();
    void scenarioIdIsReadOnly();
    void addAndRemoveScenario();
    void newScenarioTakesTheTeamRegionsTax();
    void optionChoicesFitTheOption();
    void modeChangeFitsReferences();
    void choiceMadeForTheUserIsShown_data();
    void choiceMadeForTheUserIsShown();
    void optionEditsRefused_data();
    void optionEditsRefused();
    void optionsFollowScenarioRemoval();
    void exchangeRates();
    void residualCurve();
    void demandSteps();
    void hybridOption();
    void editorOffersTeamRegions();
    void formShowsEveryFieldInItsGroup_data();
    void formShowsEveryFieldInItsGroup();
    void refusalBannerSpeaksLabelsAndClears();
    void wheelScrollsTheFormNotItsValues();
    void successiveEditsUndoOneByOne();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<BundleStore> m_store;
};

void TestScenarioModels::init()
{
    const QString path = m_dir.filePath(
            QStringLiteral("%1.infertco").arg(QString::fromLatin1(QTest::currentTestFunction())));
    m_store = openStore(path, golden());
    QVERIFY(m_store);
}

void TestScenarioModels::cleanup()
{
    m_store.reset();
}

void TestScenarioModels::columnsAreTheFieldTables_data()
{
    // Issue 23 item 4: the models' columns are the editor fields of the field tables, in the
    // tables' order, found by key; nothing is restated beside them but the residual curve.
    QTest::addColumn<bool>("options"); ///< the option table, else the scenario table
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QStringList>("titles");

    QStringList keys{ u"name"_s, u"id"_s };
    QStringList titles{ FieldLabel::translated(identityField("name").title),
                        FieldLabel::translated(identityField("id").title) };
    appendEditorFields(scenarioFields(), &keys, &titles);
    // The curve follows the single residual fraction it excludes.
    const qsizetype curve = keys.indexOf(u"owned.residual_fraction"_s) + 1;
    keys.insert(curve, u"owned.residual_by_year"_s);
    titles.insert(curve, u"Residual by year"_s);
    keys.append(u"notes"_s);
    titles.append(FieldLabel::translated(identityField("notes").title));
    QTest::newRow("scenario: identity, scalar fields, residual curve") << false << keys << titles;

    keys.clear();
    titles.clear();
    appendEditorFields(scenarioOptionFields(), &keys, &titles);
    QTest::newRow("option: every field") << true << keys << titles;
}

void TestScenarioModels::columnsAreTheFieldTables()
{
    QFETCH(bool, options);
    QFETCH(QStringList, keys);
    QFETCH(QStringList, titles);
    ScenarioTableModel scenarios(m_store.get());
    ScenarioOptionTableModel optionModel(m_store.get());
    optionModel.setScenarioId(ScenarioId);
    BundleTableModel &model = options ? static_cast<BundleTableModel &>(optionModel)
                                      : static_cast<BundleTableModel &>(scenarios);
    const auto columnOf = [options](const QString &key) {
        const QByteArray latin = key.toLatin1();
        return options ? ScenarioOptionTableModel::columnOf(latin.constData())
                       : ScenarioTableModel::columnOf(latin.constData());
    };

    QCOMPARE(options ? scenarioOptionColumns() : scenarioColumns(), keys);
    QCOMPARE(model.columnCount(), keys.size());
    for (int column = 0; column < keys.size(); ++column) {
        QCOMPARE(columnOf(keys.at(column)), column);
        QCOMPARE(model.headerData(column, Qt::Horizontal).toString(), titles.at(column));
    }
    QCOMPARE(columnOf(u"no_such_field"_s), -1);

    // An enumeration offers the values of its field, the ones the field table's messages list.
    const auto enumField = [options](const QByteArray &key) -> const FieldInfo * {
        const QLatin1StringView k(key);
        const FieldInfo *spec = options
                ? static_cast<const FieldInfo *>(findField(scenarioOptionFields(), k))
                : findField(scenarioFields(), k);
        return spec && spec->type == FieldType::Enum ? spec : nullptr;
    };
    int enums = 0;
    for (int column = 0; column < keys.size(); ++column) {
        const QByteArray latin = keys.at(column).toLatin1();
        const FieldInfo *spec = enumField(latin);
        if (!spec)
            continue;
        ++enums;
        QVERIFY2(spec->values, latin.constData());
        QCOMPARE(model.index(0, column).data(ChoicesRole).toStringList(), spec->values());
        QCOMPARE(spec->values().join(u", "_s), QString::fromLatin1(spec->choices));
    }
    // mode, financing kind; precision, sizing, arrival, lengths, tax ownership
    QCOMPARE(enums, options ? 2 : 5);
}

void TestScenarioModels::scenarioEditReachesItsMember_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QString>("text");
    QTest::addColumn<ScenarioChange>("change"); ///< the edit, made by hand on the members

    QTest::newRow("name") << "name"_ba << u"Renamed"_s
                          << ScenarioChange([](Scenario &s) { s.name = u"Renamed"_s; });
    QTest::newRow("horizon") << "horizon_months"_ba << u"48"_s
                             << ScenarioChange([](Scenario &s) { s.horizonMonths = 48; });
    QTest::newRow("discount rate")
            << "discount_rate_year"_ba << u"0.05"_s
            << ScenarioChange([](Scenario &s) { s.discountRateYear = *Decimal::parse(u"0.05"); });
    QTest::newRow("staff, nested")
            << "staff.min_fte_rented"_ba << u"0.75"_s
            << ScenarioChange([](Scenario &s) { s.staff.minFteRented = *Decimal::parse(u"0.75"); });
    QTest::newRow("owned, nested")
            << "owned.spare_fraction"_ba << u"0.125"_s << ScenarioChange([](Scenario &s) {
                   s.owned.spareFraction = *Decimal::parse(u"0.125");
               });
    QTest::newRow("layers, not KV heads")
            << "workload.layers"_ba << u"81"_s
            << ScenarioChange([](Scenario &s) { s.workload.layers = 81; });
    QTest::newRow("KV heads, not layers")
            << "workload.kv_heads"_ba << u"4"_s
            << ScenarioChange([](Scenario &s) { s.workload.kvHeads = 4; });
    QTest::newRow("precision, an enumeration")
            << "workload.precision"_ba << u"int8"_s
            << ScenarioChange([](Scenario &s) { s.workload.precision = Precision::Int8; });
    QTest::newRow("arrivals, an enumeration")
            << "workload.arrival"_ba << u"bursty"_s
            << ScenarioChange([](Scenario &s) { s.workload.arrival = ArrivalProcess::Bursty; });
    QTest::newRow("TTFT, optional")
            << "workload.ttft_ms"_ba << u"900"_s
            << ScenarioChange([](Scenario &s) { s.workload.ttftMs = 900.0; });
    QTest::newRow("seed, 64 bits")
            << "workload.sim_seed"_ba << u"9000000000"_s
            << ScenarioChange([](Scenario &s) { s.workload.simSeed = 9000000000ULL; });
    QTest::newRow("notes") << "notes"_ba << u"Checked twice."_s
                           << ScenarioChange([](Scenario &s) { s.notes = u"Checked twice."_s; });
}

void TestScenarioModels::scenarioEditReachesItsMember()
{
    QFETCH(QByteArray, key);
    QFETCH(QString, text);
    QFETCH(ScenarioChange, change);
    ScenarioTableModel model(m_store.get());
    QAbstractItemModelTester tester(&model, Fatal);
    const int row = model.rowOf(ScenarioId);
    const int column = ScenarioTableModel::columnOf(key.constData());
    QVERIFY(column >= 0);
    const Scenario before = m_store->bundle().scenarios.at(row);
    Scenario expected = before;
    change(expected);
    QVERIFY2(expected != before, "the row must change something");

    QVERIFY2(model.setData(model.index(row, column), text), qPrintable(model.lastRefusal()));
    // That member and no other.
    QVERIFY(m_store->bundle().scenarios.at(row) == expected);
    m_store->undoStack()->undo();
    QVERIFY(m_store->bundle().scenarios.at(row) == before);
}

void TestScenarioModels::optionEditReachesItsMember_data()
{
    QTest::addColumn<int>("row"); ///< 0 "H100 HK colo", 1 "H100 US rent"
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QString>("text");
    QTest::addColumn<OptionChange>("change");

    QTest::newRow("name") << 0 << "name"_ba << u"Renamed"_s
                          << OptionChange([](ScenarioOption &o) { o.name = u"Renamed"_s; });
    // The mode brings the references that fit it along (OptionFit::fitReferences).
    QTest::newRow("mode, rent to hybrid")
            << 1 << "mode"_ba << u"hybrid"_s << OptionChange([](ScenarioOption &o) {
                   o.mode = OptionMode::Hybrid;
                   o.platform = u"hgx8"_s;
                   o.offer = u"colo-hk-kw"_s;
                   o.rentalOffer = u"rent-h100-us"_s;
                   o.ownedServers = 1;
               });
}

void TestScenarioModels::optionEditReachesItsMember()
{
    QFETCH(int, row);
    QFETCH(QByteArray, key);
    QFETCH(QString, text);
    QFETCH(OptionChange, change);
    ScenarioOptionTableModel model(m_store.get());
    QAbstractItemModelTester tester(&model, Fatal);
    model.setScenarioId(ScenarioId);
    const int column = ScenarioOptionTableModel::columnOf(key.constData());
    QVERIFY(column >= 0);
    const ScenarioOption before = m_store->bundle().scenarios.at(0).options.at(row);
    ScenarioOption expected = before;
    change(expected);

    QVERIFY2(model.setData(model.index(row, column), text), qPrintable(model.lastRefusal()));
    QVERIFY(m_store->bundle().scenarios.at(0).options.at(row) == expected);
    m_store->undoStack()->undo();
    QVERIFY(m_store->bundle().scenarios.at(0).options.at(row) == before);
}

void TestScenarioModels::scenarioFieldEdits_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QString>("expected"); ///< the stored text, or the refusal's words

    QTest::newRow("name") << ScenarioTableModel::columnOf("name") << "Renamed" << true << "Renamed";
    QTest::newRow("discount rate 5 %")
            << ScenarioTableModel::columnOf("discount_rate_year") << "0.05" << true << "0.05";
    QTest::newRow("precision int4")
            << ScenarioTableModel::columnOf("workload.precision") << "int4" << true << "int4";
    QTest::newRow("peak tokens") << ScenarioTableModel::columnOf(
            "workload.peak_output_tokens_per_s")
                                 << "6500" << true << "6500";
    QTest::newRow("horizon 0 months")
            << ScenarioTableModel::columnOf("horizon_months") << "0" << false
            << "scenario \"dc-gpu\", field \"horizon_months\": must be between 1 and 240 months";
    QTest::newRow("utilization above 1")
            << ScenarioTableModel::columnOf("workload.utilization") << "1.5" << false
            << "field \"workload.utilization\": must be greater than 0 and at most 1";
    QTest::newRow("params not a number") << ScenarioTableModel::columnOf("workload.params_b")
                                         << "seventy" << false << "\"seventy\" is not a number";
    QTest::newRow("engineer currency without rate")
            << ScenarioTableModel::columnOf("engineer_currency") << "EUR" << false
            << "field \"fx\": has no exchange rate for EUR (needed by engineer_currency)";
    QTest::newRow("unknown precision")
            << ScenarioTableModel::columnOf("workload.precision") << "fp4" << false
            << "\"fp4\" is not one of the choices offered here";
    // v2 fields (docs/format.md).
    QTest::newRow("team region") << ScenarioTableModel::columnOf("team_region") << "us" << true
                                 << "us";
    QTest::newRow("team region not in the catalog")
            << ScenarioTableModel::columnOf("team_region") << "mars" << false
            << "\"mars\" is not one of the choices offered here";
    QTest::newRow("demand grows 50% a year")
            << ScenarioTableModel::columnOf("workload.demand_growth_year") << "0.5" << true
            << "0.5";
    QTest::newRow("demand falls 100% a year")
            << ScenarioTableModel::columnOf("workload.demand_growth_year") << "-1" << false
            << "field \"workload.demand_growth_year\": must be greater than -1 (0.5 is a growth "
               "of 50% a year)";
    QTest::newRow("TTFT limit 800 ms")
            << ScenarioTableModel::columnOf("workload.ttft_ms") << "800" << true << "800";
    QTest::newRow("TTFT limit 0 ms")
            << ScenarioTableModel::columnOf("workload.ttft_ms") << "0" << false
            << "field \"workload.ttft_ms\": must be greater than zero";
    QTest::newRow("residual curve with a word")
            << ScenarioTableModel::columnOf("owned.residual_by_year") << "0.7, half" << false
            << "field \"owned.residual_by_year\": \"half\" is not a number; give one fraction "
               "per year, separated by commas, such as 0.7, 0.5, 0.4";
    QTest::newRow("residual curve beside a residual fraction")
            << ScenarioTableModel::columnOf("owned.residual_by_year") << "0.7, 0.5" << false
            << "cannot be given together with owned.residual_fraction";
}

void TestScenarioModels::scenarioFieldEdits()
{
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(bool, accepted);
    QFETCH(QString, expected);
    ScenarioTableModel model(m_store.get());
    QAbstractItemModelTester tester(&model, Fatal);
    const QModelIndex cell = model.index(model.rowOf(ScenarioId), column);
    const QString before = cell.data(Qt::EditRole).toString();
    QCOMPARE(model.setData(cell, text), accepted);
    if (accepted) {
        QCOMPARE(cell.data(Qt::EditRole).toString(), expected);
        m_store->undoStack()->undo();
        QCOMPARE(cell.data(Qt::EditRole).toString(), before);
    } else {
        QVERIFY2(model.lastRefusal().contains(expected), qPrintable(model.lastRefusal()));
        QCOMPARE(cell.data(Qt::EditRole).toString(), before);
        QCOMPARE(m_store->undoStack()->count(), 0);
    }
}

void TestScenarioModels::scenarioIdIsReadOnly()
{
    ScenarioTableModel model(m_store.get());
    const QModelIndex id = model.index(0, ScenarioTableModel::columnOf("id"));
    QVERIFY(!(model.flags(id) & Qt::ItemIsEditable));
    QVERIFY(!model.setData(id, QStringLiteral("other")));
    QCOMPARE(m_store->bundle().scenarios.at(0).id, ScenarioId);
}

void TestScenarioModels::addAndRemoveScenario()
{
    ScenarioTableModel model(m_store.get());
    QAbstractItemModelTester tester(&model, Fatal);
    QVERIFY(model.addItem());
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(1, ScenarioTableModel::columnOf("id")).data().toString(),
             QStringLiteral("scenario"));
    QCOMPARE(model.index(1, ScenarioTableModel::columnOf("name")).data().toString(),
             QStringLiteral("New scenario"));
    QCOMPARE(m_store->undoStack()->undoText(), QStringLiteral("Add scenario"));
    QVERIFY(model.duplicateItems({ 1 }));
    QCOMPARE(model.index(2, ScenarioTableModel::columnOf("name")).data().toString(),
             QStringLiteral("New scenario (copy)"));
    QVERIFY(model.removeItems({ 0, 2 }));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(m_store->undoStack()->undoText(), QStringLiteral("Remove 2 scenarios"));
    m_store->undoStack()->undo();
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.rowOf(ScenarioId), 0);
}

void TestScenarioModels::newScenarioTakesTheTeamRegionsTax()
{
    // docs/method.md, "Tax defaults of a new scenario": New Scenario after one whose team
    // region is the United States starts at its 21 % (data/tax-defaults.json); the scenario it
    // was made from keeps no tax, as dc-gpu.json has none.
    ScenarioTableModel model(m_store.get());
    QVERIFY(model.setData(model.index(0, ScenarioTableModel::columnOf("team_region")),
                          QStringLiteral("us")));
    QVERIFY(model.addItem());
    const Scenario &made = m_store->bundle().scenarios.at(1);
    QVERIFY(made.tax.given());
    QCOMPARE(made.tax.rate->toString(2), QStringLiteral("0.21"));
    QCOMPARE(made.tax.ownership, TaxOwnership::Immediate);
    QVERIFY(!m_store->bundle().scenarios.at(0).tax.given());
    // Undone, the new scenario is gone and nothing else changed.
    m_store->undoStack()->undo();
    QCOMPARE(m_store->bundle().scenarios.size(), 1);
    QVERIFY(!m_store->bundle().scenarios.at(0).tax.given());
}

void TestScenarioModels::optionChoicesFitTheOption()
{
    ScenarioOptionTableModel model(m_store.get());
    QAbstractItemModelTester tester(&model, Fatal);
    model.setScenarioId(ScenarioId);
    QCOMPARE(model.rowCount(), 2);
    using C = ScenarioOptionTableModel;
    // Row 0 is "H100 HK colo", row 1 "H100 US rent".
    QCOMPARE(model.index(0, C::columnOf("platform")).data(ChoicesRole).toStringList(),
             QStringList{ QStringLiteral("hgx8") });
    QCOMPARE(model.index(0, C::columnOf("offer")).data(ChoicesRole).toStringList(),
             QStringList{ QStringLiteral("colo-hk-kw") });
    QCOMPARE(model.index(1, C::columnOf("offer")).data(ChoicesRole).toStringList(),
             QStringList{ QStringLiteral("rent-h100-us") });
    QCOMPARE(model.index(1, C::columnOf("offer")).data(ChoiceLabelsRole).toStringList(),
             QStringList{ QStringLiteral("rent-h100-us") });
    QCOMPARE(model.index(1, C::columnOf("mode")).data().toString(), QStringLiteral("Rent"));
    QCOMPARE(model.index(0, C::columnOf("accelerator")).data().toString(),
             QStringLiteral("H100-like SXM 80GB"));
    // A rent option has no platform to choose.
    QVERIFY(!(model.flags(model.index(1, C::columnOf("platform"))) & Qt::ItemIsEditable));
    QVERIFY(model.flags(model.index(0, C::columnOf("platform"))) & Qt::ItemIsEditable);
}

void TestScenarioModels::modeChangeFitsReferences()
{
    ScenarioOptionTableModel model(m_store.get());
    QAbstractItemModelTester tester(&model, Fatal);
    model.setScenarioId(ScenarioId);
    using C = ScenarioOptionTableModel;
    QVERIFY2(model.setData(model.index(1, C::columnOf("mode")), QStringLiteral("colo")),
             qPrintable(model.lastRefusal()));
    const ScenarioOption &colo = m_store->bundle().scenarios.at(0).options.at(1);
    QCOMPARE(colo.platform, QStringLiteral("hgx8"));
    QCOMPARE(colo.offer, QStringLiteral("colo-hk-kw"));
    QCOMPARE(m_store->undoStack()->undoText(), QStringLiteral("Change mode of H100 US rent"));

    QVERIFY(model.setData(model.index(0, C::columnOf("mode")), QStringLiteral("rent")));
    const ScenarioOption &rent = m_store->bundle().scenarios.at(0).options.at(0);
    QCOMPARE(rent.offer, QStringLiteral("rent-h100-us"));
    QVERIFY(rent.platform.isEmpty());
}

void TestScenarioModels::choiceMadeForTheUserIsShown_data()
{
    QTest::addColumn<int>("row"); ///< 0 "H100 HK colo", 1 "H100 US rent"
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("platform"); ///< after the edit
    QTest::addColumn<QString>("offer");
    QTest::addColumn<int>("notedColumn"); ///< -1: nothing chosen, no note
    QTest::addColumn<QString>("note");

    using C = ScenarioOptionTableModel;
    QTest::newRow("rent option, another card: its first offer, shown")
            << 1 << C::columnOf("accelerator") << "l40s"
            << ""
            << "rent-l40s-a" << C::columnOf("offer")
            << "Offer changed to L40S-like 4x (A): the previous one does not fit this option.";
    QTest::newRow("rent option to colo: platform and offer, shown")
            << 1 << C::columnOf("mode") << "colo"
            << "hgx8"
            << "colo-hk-kw" << C::columnOf("offer")
            << "Server platform changed to 8-GPU HGX server and offer to colo-hk-kw: the previous "
               "ones do not fit this option.";
    QTest::newRow("colo option to rent: the card's offer, shown")
            << 0 << C::columnOf("mode") << "rent"
            << ""
            << "rent-h100-us" << C::columnOf("offer")
            << "Offer changed to rent-h100-us: the previous one does not fit this option.";
    QTest::newRow("colo option, another card the platform takes: nothing chosen")
            << 0 << C::columnOf("accelerator") << "l40s"
            << "hgx8"
            << "colo-hk-kw" << -1 << "";
    QTest::newRow("renamed option: nothing chosen") << 1 << C::columnOf("name") << "Renamed"
                                                    << ""
                                                    << "rent-h100-us" << -1 << "";
}

void TestScenarioModels::choiceMadeForTheUserIsShown()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, value);
    QFETCH(QString, platform);
    QFETCH(QString, offer);
    QFETCH(int, notedColumn);
    QFETCH(QString, note);
    // A second card with two rental offers, so that a change of card has offers to choose from.
    Bundle bundle = golden();
    Accelerator l40s = bundle.catalog.accelerators.constFirst();
    l40s.id = QStringLiteral("l40s");
    l40s.name = QStringLiteral("L40S-like");
    bundle.catalog.accelerators.append(l40s);
    for (const char *suffix : { "a", "b" }) {
        RentalOffer rent = bundle.catalog.rentalOffers.constFirst();
        rent.id = QStringLiteral("rent-l40s-%1").arg(QLatin1String(suffix));
        rent.name = QStringLiteral("L40S-like 4x (%1)").arg(QString::fromLatin1(suffix).toUpper());
        rent.accelerator = l40s.id;
        bundle.catalog.rentalOffers.append(rent);
    }
    m_store.reset();
    const QString path = m_dir.filePath(QStringLiteral("choice.infertco"));
    m_store = openStore(path, bundle);
    QVERIFY(m_store);

    ScenarioOptionTableModel model(m_store.get());
    QAbstractItemModelTester tester(&model, Fatal);
    model.setScenarioId(ScenarioId);
    const ScenarioOption before = m_store->bundle().scenarios.at(0).options.at(row);
    QSignalSpy noted(&model, &BundleTableModel::editNoted);
    QVERIFY2(model.setData(model.index(row, column), value), qPrintable(model.lastRefusal()));
    const ScenarioOption &after = m_store->bundle().scenarios.at(0).options.at(row);
    QCOMPARE(after.platform, platform);
    QCOMPARE(after.offer, offer);

    if (notedColumn < 0) {
        QVERIFY(model.lastNote().isEmpty());
        QCOMPARE(noted.count(), 0);
    } else {
        // Shown: the note on the chosen cell (tooltip and warning icon) and signalled for the
        // editor's bar; nothing else in the row is marked.
        QVERIFY2(model.lastNote().startsWith(note), qPrintable(model.lastNote()));
        QCOMPARE(noted.count(), 1);
        QCOMPARE(noted.at(0).at(0).toModelIndex(), model.index(row, notedColumn));
        const QModelIndex cell = model.index(row, notedColumn);
        QCOMPARE(cell.data(Qt::ToolTipRole).toString(), model.lastNote());
        QVERIFY(!cell.data(Qt::DecorationRole).isNull());
        QVERIFY(model.index(row, ScenarioOptionTableModel::columnOf("name"))
                        .data(Qt::DecorationRole)
                        .isNull());
    }

    // Undoable: one step puts the edited value and the choice back, and the note goes.
    m_store->undoStack()->undo();
    const ScenarioOption &undone = m_store->bundle().scenarios.at(0).options.at(row);
    QCOMPARE(undone.mode, before.mode);
    QCOMPARE(undone.accelerator, before.accelerator);
    QCOMPARE(undone.platform, before.platform);
    QCOMPARE(undone.offer, before.offer);
    QVERIFY(model.lastNote().isEmpty());
    if (notedColumn >= 0)
        QVERIFY(model.index(row, notedColumn).data(Qt::DecorationRole).isNull());
}

void TestScenarioModels::optionEditsRefused_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    QTest::newRow("name taken") << ScenarioOptionTableModel::columnOf("name") << "H100 US rent"
                                << "field \"name\": is used by another option";
    QTest::newRow("name empty") << ScenarioOptionTableModel::columnOf("name") << ""
                                << "field \"name\": is required";
    QTest::newRow("rental offer for a colo option")
            << ScenarioOptionTableModel::columnOf("offer") << "rent-h100-us"
            << "\"rent-h100-us\" is not one of the choices offered here";
}

void TestScenarioModels::optionEditsRefused()
{
    QFETCH(int, column);
    QFETCH(QString, value);
    QFETCH(QString, message);
    ScenarioOptionTableModel model(m_store.get());
    model.setScenarioId(ScenarioId);
    QVERIFY(!model.setData(model.index(0, column), value));
    QVERIFY2(model.lastRefusal().contains(message), qPrintable(model.lastRefusal()));
    QCOMPARE(m_store->undoStack()->count(), 0);
}

void TestScenarioModels::optionsFollowScenarioRemoval()
{
    ScenarioTableModel scenarios(m_store.get());
    ScenarioOptionTableModel options(m_store.get());
    QAbstractItemModelTester tester(&options, Fatal);
    options.setScenarioId(ScenarioId);
    QVERIFY(options.addItem());
    QCOMPARE(options.rowCount(), 3);
    QCOMPARE(options.index(2, ScenarioOptionTableModel::columnOf("name")).data().toString(),
             QStringLiteral("Option 3"));
    QVERIFY(scenarios.removeItems({ 0 }));
    QCOMPARE(options.rowCount(), 0);
    m_store->undoStack()->undo();
    QCOMPARE(options.rowCount(), 3);
}

void TestScenarioModels::exchangeRates()
{
    FxRateTableModel model(m_store.get());
    QAbstractItemModelTester tester(&model, Fatal);
    model.setScenarioId(ScenarioId);
    QCOMPARE(model.rowCount(), 1);
    const QModelIndex usd = model.index(0, FxRateTableModel::Rate);
    QCOMPARE(model.index(0, FxRateTableModel::Currency).data().toString(), QStringLiteral("USD"));
    QVERIFY(model.setData(usd, QStringLiteral("7.8")));
    QCOMPARE(usd.data(Qt::EditRole).toString(), QStringLiteral("7.8"));

    QVERIFY(!model.setData(usd, QStringLiteral("0")));
    QVERIFY2(model.lastRefusal().contains(
                     QStringLiteral("the rate of USD must be greater than zero")),
             qPrintable(model.lastRefusal()));
    // Every price in USD needs the rate: renaming or removing it is refused.
    QVERIFY(!model.setData(model.index(0, FxRateTableModel::Currency), QStringLiteral("EUR")));
    QVERIFY(model.lastRefusal().contains(QStringLiteral("has no exchange rate for USD")));
    QVERIFY(!model.removeItems({ 0 }));
    QVERIFY(model.lastRefusal().contains(QStringLiteral("has no exchange rate for USD")));
    QVERIFY(!model.setData(model.index(0, FxRateTableModel::Currency), QStringLiteral("HKD")));
    QVERIFY(model.lastRefusal().contains(QStringLiteral("HKD is the reporting currency")));
    // Every currency in use has a rate: there is none to add.
    QVERIFY(!model.addItem());
    QVERIFY(model.lastRefusal().contains(QStringLiteral("already has a rate")));
    QVERIFY(!model.duplicateItems({ 0 }));
    QCOMPARE(m_store->undoStack()->count(), 1);
}

void TestScenarioModels::residualCurve()
{
    ScenarioTableModel model(m_store.get());
    const int row = model.rowOf(ScenarioId);
    QVERIFY(model.setData(model.index(row, ScenarioTableModel::columnOf("owned.residual_fraction")),
                          u"0"_s));
    const QModelIndex curve
            = model.index(row, ScenarioTableModel::columnOf("owned.residual_by_year"));
    QCOMPARE(curve.data(Qt::EditRole).toString(), QString());
    QVERIFY2(model.setData(curve, u"0.7,0.5, 0.4"_s), qPrintable(model.lastRefusal()));
    QCOMPARE(curve.data(Qt::EditRole).toString(), u"0.7, 0.5, 0.4"_s);
    const QList<Decimal> expected{ *Decimal::parse(u"0.7"), *Decimal::parse(u"0.5"),
                                   *Decimal::parse(u"0.4") };
    QCOMPARE(m_store->bundle().scenarios.at(row).owned.residualByYear, expected);
    QVERIFY(!model.setData(curve, u"0.7, 1.2"_s));
    QVERIFY2(model.lastRefusal().contains(u"owned.residual_by_year"_s),
             qPrintable(model.lastRefusal()));
    m_store->undoStack()->undo();
    QVERIFY(m_store->bundle().scenarios.at(row).owned.residualByYear.isEmpty());
    m_store->undoStack()->redo();
    QCOMPARE(m_store->bundle().scenarios.at(row).owned.residualByYear, expected);
    // Emptied, the curve is gone and the residual fraction applies again.
    QVERIFY(model.setData(curve, QString()));
    QVERIFY(m_store->bundle().scenarios.at(row).owned.residualByYear.isEmpty());
}

void TestScenarioModels::demandSteps()
{
    DemandStepTableModel model(m_store.get());
    QAbstractItemModelTester tester(&model, Fatal);
    model.setScenarioId(ScenarioId);
    using C = DemandStepTableModel;
    QCOMPARE(model.rowCount(), 0);
    // The first step starts in month 1 at the scenario's peak (6000); the next a month later.
    QVERIFY2(model.addItem(), qPrintable(model.lastRefusal()));
    QVERIFY2(model.addItem(), qPrintable(model.lastRefusal()));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, C::FromMonth).data(Qt::EditRole).toInt(), 1);
    QCOMPARE(model.index(1, C::FromMonth).data(Qt::EditRole).toInt(), 2);
    QCOMPARE(model.index(1, C::PeakOutputTokensPerS).data(Qt::EditRole).toString(), u"6000"_s);
    QVERIFY(model.setData(model.index(1, C::FromMonth), u"13"_s));
    QVERIFY(model.setData(model.index(1, C::PeakOutputTokensPerS), u"9000"_s));
    const QList<DemandStep> steps{ { 1, Decimal(6000) }, { 13, Decimal(9000) } };
    QCOMPARE(m_store->bundle().scenarios.at(0).workload.demand, steps);

    QVERIFY(!model.setData(model.index(1, C::FromMonth), u"1"_s));
    QVERIFY2(model.lastRefusal().contains(u"each step must start after the one before"_s),
             qPrintable(model.lastRefusal()));
    QVERIFY(!model.setData(model.index(1, C::FromMonth), u"37"_s));
    QVERIFY2(model.lastRefusal().contains(u"after the 36-month horizon"_s),
             qPrintable(model.lastRefusal()));
    QVERIFY(!model.setData(model.index(0, C::PeakOutputTokensPerS), u"0"_s));
    QVERIFY(model.lastRefusal().contains(u"the peak of step 1 must be greater than zero"_s));

    // Steps and a yearly growth exclude each other.
    ScenarioTableModel scenarios(m_store.get());
    QVERIFY(!scenarios.setData(
            scenarios.index(0, ScenarioTableModel::columnOf("workload.demand_growth_year")),
            u"0.5"_s));
    QVERIFY(scenarios.lastRefusal().contains(u"cannot be given together with workload.demand"_s));

    QVERIFY(model.removeItems({ 1 }));
    QCOMPARE(model.rowCount(), 1);
    m_store->undoStack()->undo();
    QCOMPARE(m_store->bundle().scenarios.at(0).workload.demand, steps);
    while (m_store->undoStack()->canUndo())
        m_store->undoStack()->undo();
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(scenarios.setData(
            scenarios.index(0, ScenarioTableModel::columnOf("workload.demand_growth_year")),
            u"0.5"_s));
    QVERIFY(!model.addItem());
    QVERIFY(model.lastRefusal().contains(u"demand growth per year"_s));
}

void TestScenarioModels::hybridOption()
{
    ScenarioOptionTableModel model(m_store.get());
    QAbstractItemModelTester tester(&model, Fatal);
    model.setScenarioId(ScenarioId);
    using C = ScenarioOptionTableModel;
    QCOMPARE(model.index(1, C::columnOf("mode")).data(ChoicesRole).toStringList(),
             (QStringList{ u"rent"_s, u"colo"_s, u"hybrid"_s }));
    // A rent option has neither a rented remainder nor owned servers.
    QVERIFY(!(model.flags(model.index(1, C::columnOf("rental_offer"))) & Qt::ItemIsEditable));
    QVERIFY(!(model.flags(model.index(1, C::columnOf("owned_servers"))) & Qt::ItemIsEditable));
    QVERIFY(!model.index(1, C::columnOf("owned_servers")).data(UnderlyingValueRole).isValid());

    // Rent to hybrid (row 1, "H100 US rent"): the owned base takes the first platform and colo
    // offer that fit, the rented rest keeps the offer for the card, one server is owned.
    QVERIFY2(model.setData(model.index(1, C::columnOf("mode")), u"hybrid"_s),
             qPrintable(model.lastRefusal()));
    const auto option = [this] { return m_store->bundle().scenarios.at(0).options.at(1); };
    QCOMPARE(option().mode, OptionMode::Hybrid);
    QCOMPARE(option().platform, u"hgx8"_s);
    QCOMPARE(option().offer, u"colo-hk-kw"_s);
    QCOMPARE(option().rentalOffer, u"rent-h100-us"_s);
    QCOMPARE(option().ownedServers, 1);
    QCOMPARE(model.index(1, C::columnOf("mode")).data().toString(), u"Hybrid"_s);
    QCOMPARE(model.index(1, C::columnOf("rental_offer")).data(ChoicesRole).toStringList(),
             QStringList{ u"rent-h100-us"_s });
    QVERIFY(model.flags(model.index(1, C::columnOf("rental_offer"))) & Qt::ItemIsEditable);
    QVERIFY(model.flags(model.index(1, C::columnOf("platform"))) & Qt::ItemIsEditable);

    QVERIFY(model.setData(model.index(1, C::columnOf("owned_servers")), u"3"_s));
    QCOMPARE(option().ownedServers, 3);
    QCOMPARE(m_store->undoStack()->undoText(), u"Change owned servers of H100 US rent"_s);
    QVERIFY(!model.setData(model.index(1, C::columnOf("owned_servers")), u"0"_s));
    QVERIFY2(model.lastRefusal().contains(
                     u"field \"owned_servers\": must be at least 1 for a hybrid option"_s),
             qPrintable(model.lastRefusal()));
    QVERIFY(!model.setData(model.index(1, C::columnOf("rental_offer")), u"colo-hk-kw"_s));
    QVERIFY(model.lastRefusal().contains(u"is not one of the choices offered here"_s));

    m_store->undoStack()->undo();
    m_store->undoStack()->undo();
    QCOMPARE(option().mode, OptionMode::Rent);
    QVERIFY(option().rentalOffer.isEmpty());
    QCOMPARE(option().ownedServers, 0);
}

void TestScenarioModels::editorOffersTeamRegions()
{
    ScenarioTableModel scenarios(m_store.get());
    ScenarioEditor editor(m_store.get(), &scenarios);
    editor.setScenarioId(ScenarioId);
    auto *combo = qobject_cast<QComboBox *>(
            editor.fieldEditor(ScenarioTableModel::columnOf("team_region")));
    QVERIFY(combo);
    QCOMPARE(combo->count(), 3); // each option's own, hk, us
    QCOMPARE(combo->itemText(0), u"Each option's own"_s);
    QCOMPARE(combo->itemData(1).toString(), u"hk"_s);
    combo->setCurrentIndex(2);
    Q_EMIT combo->activated(2);
    QCOMPARE(m_store->bundle().scenarios.at(0).teamRegion, u"us"_s);
    QVERIFY(qobject_cast<QLineEdit *>(
            editor.fieldEditor(ScenarioTableModel::columnOf("owned.residual_by_year"))));
    QVERIFY(qobject_cast<QLineEdit *>(
            editor.fieldEditor(ScenarioTableModel::columnOf("workload.demand_growth_year"))));
    QVERIFY(qobject_cast<QLineEdit *>(
            editor.fieldEditor(ScenarioTableModel::columnOf("workload.ttft_ms"))));
    QVERIFY(editor.demandEditor());
}

// docs/architecture.md, "A new field of an existing kind": every field the model edits stands in
// the form once, in the group box its field table names (the name above the boxes); a field the
// form dropped, or put in another group, fails its row.
void TestScenarioModels::formShowsEveryFieldInItsGroup_data()
{
    QTest::addColumn<QString>("key");
    for (const QString &key : scenarioColumns())
        QTest::newRow(qPrintable(key)) << key;
}

void TestScenarioModels::formShowsEveryFieldInItsGroup()
{
    QFETCH(QString, key);
    const QByteArray latin = key.toLatin1();
    ScenarioTableModel scenarios(m_store.get());
    ScenarioEditor editor(m_store.get(), &scenarios);
    editor.setScenarioId(ScenarioId);
    const int column = ScenarioTableModel::columnOf(latin.constData());
    QVERIFY(column >= 0);
    const FormGroup group = scenarioColumnGroup(QLatin1StringView(latin));
    QCOMPARE(ScenarioTableModel::formGroup(column), group);
    const QList<QWidget *> shown
            = editor.findChildren<QWidget *>(QStringLiteral("field_%1").arg(column));
    // A flag is edited as a check box.
    const Qt::ItemFlags flags = scenarios.flags(scenarios.index(0, column));
    if (!(flags & (Qt::ItemIsEditable | Qt::ItemIsUserCheckable))) {
        QCOMPARE(group, FormGroup::NotShown);
        QVERIFY(shown.isEmpty());
        return;
    }
    QCOMPARE(shown.size(), 1);
    QCOMPARE(editor.fieldEditor(column), shown.first());
    QGroupBox *box = nullptr;
    for (QWidget *w = shown.first()->parentWidget(); w && !box; w = w->parentWidget())
        box = qobject_cast<QGroupBox *>(w);
    if (group == FormGroup::Heading) {
        QVERIFY(!box);
        return;
    }
    QVERIFY(box);
    QCOMPARE(box->title(), FieldLabel::translated(FieldLabel::ofGroup(group)));
}

void TestScenarioModels::refusalBannerSpeaksLabelsAndClears()
{
    // Issue 21 item 13: the banner names the scenario and the field as the editor shows them,
    // and goes away once the value is good again, even when the good value is the one the
    // document still holds (the refused one never reached it, so nothing changes).
    ScenarioTableModel scenarios(m_store.get());
    ScenarioEditor editor(m_store.get(), &scenarios);
    editor.setScenarioId(ScenarioId);
    auto *line = qobject_cast<QLineEdit *>(
            editor.fieldEditor(ScenarioTableModel::columnOf("workload.utilization")));
    QVERIFY(line);
    const QString good = line->text();
    QVERIFY(!good.isEmpty());

    line->setText(u"1.5"_s);
    Q_EMIT line->editingFinished();
    QCOMPARE(editor.refusal(),
             u"scenario \"70B fp8 chat on H100-like, rent (US) vs HK colo\" — Utilization: must "
             "be greater than 0 and at most 1"_s);
    QVERIFY(!editor.refusal().contains(u"workload.utilization"_s));
    QVERIFY(!editor.refusal().contains(u"dc-gpu"_s));
    // The cell's own reason keeps the bundle key, which scripts and the file use.
    QVERIFY(scenarios.lastRefusal().contains(u"field \"workload.utilization\""_s));

    // Above the form, not in it: scrolling the form never hides it.
    auto *bar = editor.findChild<QLabel *>(u"refusalBar"_s);
    QVERIFY(bar);
    QVERIFY(!editor.findChild<QScrollArea *>()->isAncestorOf(bar));

    line->setText(good);
    Q_EMIT line->editingFinished();
    QCOMPARE(editor.refusal(), QString());
    QVERIFY(!line->property("invalid").toBool());

    // The same in an option table: refused, then the name it had put back.
    TableEditor *options = editor.optionsEditor();
    const QModelIndex name = options->model()->index(0, ScenarioOptionTableModel::columnOf("name"));
    const QString oldName = name.data(Qt::EditRole).toString();
    QVERIFY(!options->model()->setData(name, QString()));
    QCOMPARE(options->refusal(), u"option \"%1\" — Option: is required"_s.arg(oldName));
    QVERIFY(options->model()->setData(name, oldName));
    QCOMPARE(options->refusal(), QString());
}

void TestScenarioModels::wheelScrollsTheFormNotItsValues()
{
    // A wheel turned over a combo box of the form while scrolling changed the engineer's
    // currency (HKD to USD) and saved it: now no value changes without a click or a key, and
    // the form scrolls on.
    ScenarioTableModel scenarios(m_store.get());
    ScenarioEditor editor(m_store.get(), &scenarios);
    editor.setScenarioId(ScenarioId);
    editor.resize(1000, 360);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    const QByteArray before = BundleWriter::toJson(m_store->bundle());
    const QList<QComboBox *> combos = editor.findChildren<QComboBox *>();
    int fields = 0;
    for (QComboBox *combo : combos) {
        if (!combo->objectName().startsWith(u"field_"_s))
            continue;
        ++fields;
        // The request log is chosen among the document's logs: this one has none to offer.
        const QString logField
                = u"field_%1"_s.arg(ScenarioTableModel::columnOf("workload.request_log"));
        if (combo->objectName() == logField)
            QCOMPARE(combo->count(), 1);
        else
            QVERIFY2(combo->count() > 1, qPrintable(combo->objectName()));
        for (int delta : { -120, 120, -120 }) {
            const int index = combo->currentIndex();
            const QPoint at = combo->rect().center();
            QWheelEvent wheel(at, combo->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(combo, &wheel);
            QCOMPARE(combo->currentIndex(), index);
            // Left unaccepted, a wheel of the mouse (a spontaneous event) goes on to the
            // parents: the form's scroll area scrolls.
            QVERIFY(!wheel.isAccepted());
        }
    }
    QVERIFY(fields >= 4); // currencies, team region, sizing, arrivals, precision
    QCOMPARE(BundleWriter::toJson(m_store->bundle()), before);
}

void TestScenarioModels::successiveEditsUndoOneByOne()
{
    // The peak typed as 2,000, then 6,000, then 50,000,000 undid to 2,000 in one step.
    ScenarioTableModel model(m_store.get());
    const QModelIndex peak
            = model.index(model.rowOf(ScenarioId),
                          ScenarioTableModel::columnOf("workload.peak_output_tokens_per_s"));
    for (const char *typed : { "2000", "6000", "50000000" })
        QVERIFY2(model.setData(peak, QString::fromLatin1(typed)), qPrintable(model.lastRefusal()));
    m_store->undoStack()->undo();
    QCOMPARE(peak.data(Qt::EditRole).toString(), u"6000"_s);
    m_store->undoStack()->undo();
    QCOMPARE(peak.data(Qt::EditRole).toString(), u"2000"_s);
}

QTEST_MAIN(TestScenarioModels)
#include "tst_scenariomodels.moc"
