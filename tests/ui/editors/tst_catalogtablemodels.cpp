// SPDX-License-Identifier: GPL-3.0-or-later
// The five catalog table models: checked by QAbstractItemModelTester through edits, undo and
// row changes; valid edits reach the document, invalid ones are refused with the item, the
// field and the reason; ids rename everywhere; old quotes are flagged.
#include "edit/bundlestore.h"
#include "editors/acceleratortablemodel.h"
#include "editors/colooffertablemodel.h"
#include "editors/editorpalette.h"
#include "editors/platformtablemodel.h"
#include "editors/regiontablemodel.h"
#include "editors/rentaloffertablemodel.h"
#include "editors/tablesortproxy.h"

#include "editorstore.h"
#include "io/bundle/bundlereader.h"
#include "io/document/document.h"
#include "io/storage/documentstorage.h"
#include "model/entities/quoteage.h"
#include "sourcetree.h"

#include <QAbstractItemModelTester>
#include <QDate>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace infertco;
using namespace infertco::testing;

namespace {

Bundle golden()
{
    return readBundle("tests/golden/dc-gpu.json");
}

std::unique_ptr<BundleTableModel> makeModel(const QString &kind, BundleStore *store)
{
    if (kind == QLatin1String("accelerators"))
        return std::make_unique<AcceleratorTableModel>(store);
    if (kind == QLatin1String("platforms"))
        return std::make_unique<PlatformTableModel>(store);
    if (kind == QLatin1String("rental offers"))
        return std::make_unique<RentalOfferTableModel>(store);
    if (kind == QLatin1String("colo offers"))
        return std::make_unique<ColoOfferTableModel>(store);
    return std::make_unique<RegionTableModel>(store);
}

} // namespace

class TestCatalogTableModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void modelTesterThroughEdits_data();
    void modelTesterThroughEdits();
    void validEdit_data();
    void validEdit();
    void efficiencyMapsShownReadOnly();
    void refusedEdit_data();
    void refusedEdit();
    void undoTextNamesFieldAndItem();
    void checkboxEdit();
    void v2FlagsAreCheckboxes_data();
    void v2FlagsAreCheckboxes();
    void priceChangeUndoes();
    void priceChangeMarksTheQuote();
    void renamedIdFollowsReferences();
    void takenIdRefused();
    void itemInUseCannotBeRemoved();
    void severalRowsAreOneStep();
    void sortsByExactValue();
    void oldQuotesFlagged();
    void rentalOfferColumnsPriceFirst();
    void feeTooltipsSayWhatTheyArePer();
    void newRentalOfferCopiesNothing_data();
    void newRentalOfferCopiesNothing();
    void currencyFollowsRegion_data();
    void currencyFollowsRegion();

private:
    QString reread(int (*count)(const Bundle &));
    /// Reopens the store on `bundle` instead of the golden one.
    void useBundle(const Bundle &bundle);

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<BundleStore> m_store;
};

void TestCatalogTableModels::init()
{
    m_path = m_dir.filePath(
            QStringLiteral("%1.infertco").arg(QString::fromLatin1(QTest::currentTestFunction())));
    m_store = openStore(m_path, golden());
    QVERIFY(m_store);
}

void TestCatalogTableModels::cleanup()
{
    m_store.reset();
}

void TestCatalogTableModels::modelTesterThroughEdits_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::newRow("accelerators, price")
            << "accelerators" << int(AcceleratorTableModel::columnOf("price")) << "26000";
    QTest::newRow("platforms, base power")
            << "platforms" << int(PlatformTableModel::columnOf("base_w")) << "2300";
    QTest::newRow("rental offers, network")
            << "rental offers" << int(RentalOfferTableModel::columnOf("network_per_month"))
            << "400";
    QTest::newRow("colo offers, rack fee")
            << "colo offers" << int(ColoOfferTableModel::columnOf("rack_fee_per_month")) << "9900";
    QTest::newRow("regions, electricity")
            << "regions" << int(RegionTableModel::columnOf("electricity_price_per_kwh")) << "1.5";
}

void TestCatalogTableModels::modelTesterThroughEdits()
{
    QFETCH(QString, kind);
    QFETCH(int, column);
    QFETCH(QString, text);
    std::unique_ptr<BundleTableModel> model = makeModel(kind, m_store.get());
    QAbstractItemModelTester tester(model.get(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    TableSortProxy proxy;
    proxy.setSourceModel(model.get());
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.sort(column);

    const int rows = model->rowCount();
    QVERIFY(rows > 0);
    QVERIFY(model->setData(model->index(0, column), text));
    QVERIFY(model->duplicateItems({ 0 }));
    QCOMPARE(model->rowCount(), rows + 1);
    QVERIFY(model->removeItems({ 1 }));
    QCOMPARE(model->rowCount(), rows);
    QUndoStack *stack = m_store->undoStack();
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(model->rowCount(), rows);
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(model->index(0, column).data(Qt::EditRole).toString(), text);
}

void TestCatalogTableModels::validEdit_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("stored"); ///< the cell's exact text afterwards

    QTest::newRow("price with grouping")
            << "accelerators" << int(AcceleratorTableModel::columnOf("price")) << "27,500.50"
            << "27500.5";
    QTest::newRow("fp16 TFLOPS") << "accelerators"
                                 << int(AcceleratorTableModel::columnOf("tflops.fp16")) << "1000.5"
                                 << "1000.5";
    QTest::newRow("int4 TFLOPS") << "accelerators"
                                 << int(AcceleratorTableModel::columnOf("tflops.int4")) << "3958"
                                 << "3958";
    QTest::newRow("fp8 emptied: unsupported, fp16 instead")
            << "accelerators" << int(AcceleratorTableModel::columnOf("tflops.fp8")) << ""
            << "";
    QTest::newRow("class") << "accelerators" << int(AcceleratorTableModel::columnOf("class"))
                           << "npu"
                           << "npu";
    QTest::newRow("accepts two classes")
            << "platforms" << int(PlatformTableModel::columnOf("accepts")) << "datacenter_gpu, npu"
            << "datacenter_gpu, npu";
    QTest::newRow("slots") << "platforms" << int(PlatformTableModel::columnOf("slots")) << "4"
                           << "4";
    QTest::newRow("hourly price beside monthly")
            << "rental offers" << int(RentalOfferTableModel::columnOf("hourly_price")) << "21.5"
            << "21.5";
    QTest::newRow("currency lower case")
            << "rental offers" << int(RentalOfferTableModel::columnOf("currency")) << "hkd"
            << "HKD";
    QTest::newRow("own PUE") << "colo offers" << int(ColoOfferTableModel::columnOf("pue")) << "1.45"
                             << "1.45";
    QTest::newRow("power billing")
            << "colo offers" << int(ColoOfferTableModel::columnOf("power_billing")) << "metered"
            << "metered";
    QTest::newRow("staff cost") << "regions"
                                << int(RegionTableModel::columnOf("staff_cost_per_fte_year"))
                                << "800000"
                                << "800000";
    QTest::newRow("quote month") << "regions" << int(RegionTableModel::columnOf("quote_date"))
                                 << "2026-03"
                                 << "2026-03";
    // v2 price paths (docs/method.md, "Prices over time"): a fraction with at most 6 places, above
    // -1.
    QTest::newRow("card price falls 15% a year")
            << "accelerators" << int(AcceleratorTableModel::columnOf("price_change_year"))
            << "-0.15"
            << "-0.15";
    QTest::newRow("server price change, 6 places")
            << "platforms" << int(PlatformTableModel::columnOf("price_change_year")) << "-0.123456"
            << "-0.123456";
    QTest::newRow("rental price falls 20% a year")
            << "rental offers" << int(RentalOfferTableModel::columnOf("price_change_year"))
            << "-0.2"
            << "-0.2";
    QTest::newRow("colo fees rise 3% a year")
            << "colo offers" << int(ColoOfferTableModel::columnOf("price_change_year")) << "0.03"
            << "0.03";
    QTest::newRow("electricity rises 5% a year")
            << "regions" << int(RegionTableModel::columnOf("electricity_price_change_year"))
            << "0.05"
            << "0.05";
    QTest::newRow("staff cost rises 4% a year")
            << "regions" << int(RegionTableModel::columnOf("staff_cost_change_year")) << "0.04"
            << "0.04";
    // v3 (docs/format.md; docs/serving.md, "The serving simulation"): the columns after Notes, in
    // acceleratorColumns() order (form_factor, the two maps, the two overheads).
    const int formFactor = AcceleratorTableModel::columnOf("form_factor");
    QTest::newRow("SXM module") << "accelerators" << formFactor << "sxm"
                                << "sxm";
    QTest::newRow("per-sequence overhead") << "accelerators" << formFactor + 3 << "0.4"
                                           << "0.4";
    QTest::newRow("platform takes SXM and OAM")
            << "platforms" << int(PlatformTableModel::columnOf("form_factors")) << "sxm, oam"
            << "sxm, oam";
}

void TestCatalogTableModels::validEdit()
{
    QFETCH(QString, kind);
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(QString, stored);
    std::unique_ptr<BundleTableModel> model = makeModel(kind, m_store.get());
    QVERIFY2(model->setData(model->index(0, column), text), qPrintable(model->lastRefusal()));
    QCOMPARE(model->index(0, column).data(Qt::EditRole).toString(), stored);
    QCOMPARE(m_store->undoStack()->count(), 1);

    // Reopened from the file, the cell shows the same.
    m_store.reset();
    Outcome<std::unique_ptr<Document>> document = Document::open(m_path);
    QVERIFY(document.ok());
    Outcome<Bundle> content = document.value()->load();
    QVERIFY(content.ok());
    m_store = std::make_unique<BundleStore>(
            std::make_unique<DocumentStorage>(std::move(document.value())), content.value());
    model = makeModel(kind, m_store.get());
    QCOMPARE(model->index(0, column).data(Qt::EditRole).toString(), stored);
}

// The two v3 maps are shown as text and not edited in a cell (docs/serving.md, "The serving
// simulation").
void TestCatalogTableModels::efficiencyMapsShownReadOnly()
{
    Bundle bundle = m_store->bundle();
    Accelerator &card = bundle.catalog.accelerators.first();
    card.tpEfficiencyBySize = { { 2, 0.8 }, { 4, 0.65 } };
    card.efficiencyByPrecision = { { QStringLiteral("fp16"), { 0.9, 0.6 } },
                                   { QStringLiteral("fp8"), { 0.7, std::nullopt } } };
    useBundle(bundle);
    AcceleratorTableModel model(m_store.get());
    const QModelIndex bySize = model.index(0, AcceleratorTableModel::columnOf("form_factor") + 1);
    const QModelIndex byPrecision
            = model.index(0, AcceleratorTableModel::columnOf("form_factor") + 2);
    QCOMPARE(bySize.data().toString(), QStringLiteral("2: 0.8, 4: 0.65"));
    QCOMPARE(byPrecision.data().toString(),
             QStringLiteral("fp16: bw 0.9, compute 0.6; fp8: bw 0.7"));
    QCOMPARE(model.headerData(bySize.column(), Qt::Horizontal).toString(),
             QStringLiteral("TP eff. by size"));
    QVERIFY(!(model.flags(bySize) & Qt::ItemIsEditable));
    QVERIFY(!(model.flags(byPrecision) & Qt::ItemIsEditable));
    QVERIFY(model.flags(model.index(0, AcceleratorTableModel::columnOf("form_factor") + 3))
            & Qt::ItemIsEditable);
    QVERIFY(!model.setData(bySize, QStringLiteral("2: 0.5")));
    QCOMPARE(m_store->bundle().catalog.accelerators.first().tpEfficiencyBySize,
             card.tpEfficiencyBySize);
}

void TestCatalogTableModels::refusedEdit_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");

    QTest::newRow("negative price")
            << "accelerators" << int(AcceleratorTableModel::columnOf("price")) << "-5"
            << "accelerator \"h100-sxm\", field \"price\": must not be negative";
    QTest::newRow("price not a number")
            << "accelerators" << int(AcceleratorTableModel::columnOf("price")) << "abc"
            << "accelerator \"h100-sxm\", field \"price\": \"abc\" is not a number";
    QTest::newRow("more than 12 decimals")
            << "accelerators" << int(AcceleratorTableModel::columnOf("price")) << "1.0000000000001"
            << "field \"price\": has more than 12 decimal place";
    QTest::newRow("price emptied while a colo option buys the card")
            << "accelerators" << int(AcceleratorTableModel::columnOf("price")) << ""
            << "accelerator \"h100-sxm\" has no price; enter a quote to compare buying it";
    QTest::newRow("idle above TDP")
            << "accelerators" << int(AcceleratorTableModel::columnOf("idle_w")) << "800"
            << "field \"idle_w\": must not exceed tdp_w";
    QTest::newRow("efficiency above 1")
            << "accelerators" << int(AcceleratorTableModel::columnOf("bw_efficiency")) << "1.2"
            << "field \"bw_efficiency\": must be greater than 0 and at most 1";
    QTest::newRow("fractional slots")
            << "platforms" << int(PlatformTableModel::columnOf("slots")) << "2.5"
            << "field \"slots\": must be a whole number";
    QTest::newRow("unknown class")
            << "platforms" << int(PlatformTableModel::columnOf("accepts")) << "gpu"
            << "\"gpu\" is not an accelerator class";
    QTest::newRow("unknown form factor")
            << "platforms" << int(PlatformTableModel::columnOf("form_factors")) << "sxm5"
            << "\"sxm5\" is not a form factor; use sxm, oam, pcie or other";
    QTest::newRow("accelerator form factor sxm5")
            << "accelerators" << int(AcceleratorTableModel::columnOf("form_factor")) << "sxm5"
            << "\"sxm5\" is not one of the choices offered here";
    QTest::newRow("negative per-request overhead")
            << "accelerators" << int(AcceleratorTableModel::columnOf("form_factor")) + 4 << "-1"
            << "field \"request_overhead_ms\": must not be negative";
    QTest::newRow("currency not a code")
            << "rental offers" << int(RentalOfferTableModel::columnOf("currency")) << "dollars"
            << "\"dollars\" is not a three-letter currency code";
    QTest::newRow("no price left")
            << "rental offers" << int(RentalOfferTableModel::columnOf("monthly_price")) << ""
            << "field \"monthly_price\": is required (or hourly_price)";
    QTest::newRow("region not in catalog")
            << "rental offers" << int(RentalOfferTableModel::columnOf("region")) << "mars"
            << "\"mars\" is not one of the choices offered here";
    QTest::newRow("per-kW billing needs rack power")
            << "colo offers" << int(ColoOfferTableModel::columnOf("rack_power_kw")) << "0"
            << "field \"rack_power_kw\": must be greater than zero when power is billed per kW";
    QTest::newRow("PUE below 1") << "regions" << int(RegionTableModel::columnOf("pue")) << "0.9"
                                 << "region \"hk\", field \"pue\": must be between 1 and 5";
    QTest::newRow("bad quote date")
            << "regions" << int(RegionTableModel::columnOf("quote_date")) << "last spring"
            << "is not a date such as 2026-03-28";

    // v2 yearly changes: a fall of 100% or more, or a seventh decimal place, is refused.
    const struct
    {
        const char *kind;
        int column;
        const char *item;
        const char *field;
    } changes[] = {
        { "accelerators", AcceleratorTableModel::columnOf("price_change_year"),
          "accelerator \"h100-sxm\"", "price_change_year" },
        { "platforms", PlatformTableModel::columnOf("price_change_year"), "platform \"hgx8\"",
          "price_change_year" },
        { "rental offers", RentalOfferTableModel::columnOf("price_change_year"),
          "rental offer \"rent-h100-us\"", "price_change_year" },
        { "colo offers", ColoOfferTableModel::columnOf("price_change_year"),
          "colo offer \"colo-hk-kw\"", "price_change_year" },
        { "regions", RegionTableModel::columnOf("electricity_price_change_year"), "region \"hk\"",
          "electricity_price_change_year" },
        { "regions", RegionTableModel::columnOf("staff_cost_change_year"), "region \"hk\"",
          "staff_cost_change_year" },
    };
    for (const auto &change : changes) {
        const QString kind = QString::fromLatin1(change.kind);
        const QString prefix
                = QStringLiteral("%1, field \"%2\": ")
                          .arg(QLatin1String(change.item), QLatin1String(change.field));
        QTest::addRow("%s: %s = -1", change.kind, change.field)
                << kind << change.column << QStringLiteral("-1")
                << prefix
                        + QStringLiteral("must be greater than -1 (-0.2 is a fall of 20% a year)");
        QTest::addRow("%s: %s = -1.5", change.kind, change.field)
                << kind << change.column << QStringLiteral("-1.5")
                << prefix + QStringLiteral("must be greater than -1");
        QTest::addRow("%s: %s with 7 decimals", change.kind, change.field)
                << kind << change.column << QStringLiteral("0.1234567")
                << prefix + QStringLiteral("has more than 6 decimal places");
    }

    // Non-finite numbers (issue 10) in the double fields of a card.
    const struct
    {
        int column;
        const char *field;
    } numbers[] = {
        { AcceleratorTableModel::columnOf("memory_gb"), "memory_gb" },
        { AcceleratorTableModel::columnOf("bandwidth_gbs"), "bandwidth_gbs" },
        { AcceleratorTableModel::columnOf("tflops.fp16"), "tflops" }, // the editor names the group
        { AcceleratorTableModel::columnOf("compute_efficiency"), "compute_efficiency" },
    };
    for (const auto &number : numbers) {
        for (const char *value : { "9e999", "inf", "nan", "Infinity", "-1e400" }) {
            QTest::addRow("%s = %s", number.field, value)
                    << "accelerators" << number.column << value
                    << QStringLiteral("accelerator \"h100-sxm\", field \"%1\"")
                               .arg(QLatin1String(number.field));
        }
    }
    // Texts a document could not keep (issue 10).
    QTest::newRow("name of 501 characters")
            << "accelerators" << int(AcceleratorTableModel::columnOf("name")) << QString(501, u'n')
            << "field \"name\": is 501 characters long; at most 500 are allowed";
    QTest::newRow("vendor of 501 characters")
            << "accelerators" << int(AcceleratorTableModel::columnOf("vendor"))
            << QString(501, u'v') << "field \"vendor\": is 501 characters long";
    QTest::newRow("notes of 100,001 characters")
            << "accelerators" << int(AcceleratorTableModel::columnOf("notes"))
            << QString(100001, u'x')
            << "field \"notes\": is 100,001 characters long; at most 100,000 are allowed";
    QTest::newRow("source of 10 MB")
            << "rental offers" << int(RentalOfferTableModel::columnOf("source"))
            << QString(10 * 1024 * 1024, u's') << "field \"source\": is 10,485,760 characters long";
    QTest::newRow("id of 201 characters")
            << "accelerators" << int(AcceleratorTableModel::columnOf("id")) << QString(201, u'i')
            << "field \"id\": is 201 characters long; at most 200 are allowed";
}

void TestCatalogTableModels::refusedEdit()
{
    QFETCH(QString, kind);
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(QString, message);
    std::unique_ptr<BundleTableModel> model = makeModel(kind, m_store.get());
    const QModelIndex cell = model->index(0, column);
    const QString before = cell.data(Qt::EditRole).toString();
    const QByteArray storedBefore = [this] {
        QFile file(m_path);
        file.open(QIODevice::ReadOnly);
        return file.readAll();
    }();
    QSignalSpy refused(model.get(), &BundleTableModel::editRefused);

    QVERIFY(!model->setData(cell, text));
    QCOMPARE(refused.count(), 1);
    QVERIFY2(model->lastRefusal().contains(message), qPrintable(model->lastRefusal()));
    // Marked in place with the reason; the value, the stack and the file are as they were.
    QCOMPARE(cell.data(ProblemRole).toString(), model->lastRefusal());
    QCOMPARE(cell.data(Qt::ToolTipRole).toString(), model->lastRefusal());
    QCOMPARE(cell.data(Qt::ForegroundRole).value<QColor>(), EditorPalette::errorText());
    QCOMPARE(cell.data(Qt::EditRole).toString(), before);
    QCOMPARE(m_store->undoStack()->count(), 0);
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), storedBefore);
}

void TestCatalogTableModels::undoTextNamesFieldAndItem()
{
    AcceleratorTableModel model(m_store.get());
    QVERIFY(model.setData(model.index(0, AcceleratorTableModel::columnOf("price")),
                          QStringLiteral("26000")));
    QCOMPARE(m_store->undoStack()->undoText(),
             QStringLiteral("Change price of H100-like SXM 80GB"));
    QVERIFY(model.duplicateItems({ 0 }));
    QCOMPARE(m_store->undoStack()->undoText(), QStringLiteral("Duplicate H100-like SXM 80GB"));
    QVERIFY(model.removeItems({ 1 }));
    QCOMPARE(m_store->undoStack()->undoText(), QStringLiteral("Remove H100-like SXM 80GB (copy)"));
}

void TestCatalogTableModels::checkboxEdit()
{
    AcceleratorTableModel model(m_store.get());
    const QModelIndex cell
            = model.index(0, AcceleratorTableModel::columnOf("requires_quantization"));
    QVERIFY(model.flags(cell) & Qt::ItemIsUserCheckable);
    QCOMPARE(cell.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QVERIFY(model.setData(cell, Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(cell.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QVERIFY(m_store->bundle().catalog.accelerators.at(0).requiresQuantization);
}

void TestCatalogTableModels::v2FlagsAreCheckboxes_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("column");
    QTest::newRow("export controlled card")
            << "accelerators" << int(AcceleratorTableModel::columnOf("export_controlled"));
    QTest::newRow("fully populated platform")
            << "platforms" << int(PlatformTableModel::columnOf("fully_populated"));
}

void TestCatalogTableModels::v2FlagsAreCheckboxes()
{
    QFETCH(QString, kind);
    QFETCH(int, column);
    std::unique_ptr<BundleTableModel> model = makeModel(kind, m_store.get());
    const QModelIndex cell = model->index(0, column);
    QVERIFY(model->flags(cell) & Qt::ItemIsUserCheckable);
    QCOMPARE(cell.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QVERIFY2(model->setData(cell, Qt::Checked, Qt::CheckStateRole),
             qPrintable(model->lastRefusal()));
    QCOMPARE(cell.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    const Bundle &bundle = m_store->bundle();
    QVERIFY(kind == QLatin1String("accelerators")
                    ? bundle.catalog.accelerators.at(0).exportControlled
                    : bundle.catalog.platforms.at(0).fullyPopulated);
    m_store->undoStack()->undo();
    QCOMPARE(cell.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QVERIFY(!m_store->bundle().catalog.accelerators.at(0).exportControlled);
    QVERIFY(!m_store->bundle().catalog.platforms.at(0).fullyPopulated);
}

void TestCatalogTableModels::priceChangeUndoes()
{
    RegionTableModel model(m_store.get());
    const QModelIndex cell = model.index(0, RegionTableModel::columnOf("staff_cost_change_year"));
    QCOMPARE(cell.data(Qt::EditRole).toString(), QStringLiteral("0"));
    QVERIFY(model.setData(cell, QStringLiteral("0.04")));
    QCOMPARE(m_store->undoStack()->undoText(),
             QStringLiteral("Change staff cost change per year of %1").arg(model.itemName(0)));
    QCOMPARE(m_store->bundle().catalog.regions.at(0).staffCostChangeYear, *Decimal::parse(u"0.04"));
    m_store->undoStack()->undo();
    QCOMPARE(cell.data(Qt::EditRole).toString(), QStringLiteral("0"));
    QVERIFY(m_store->bundle().catalog.regions.at(0).staffCostChangeYear.isZero());
    m_store->undoStack()->redo();
    QCOMPARE(cell.data(Qt::EditRole).toString(), QStringLiteral("0.04"));
}

// A changed price leaves the item's source and quote date as they were, but marks the quote
// date's cell with a note that they describe the old figure; one Undo puts the price back and
// the note goes. An item that names neither gets no note.
void TestCatalogTableModels::priceChangeMarksTheQuote()
{
    AcceleratorTableModel model(m_store.get());
    const int source = AcceleratorTableModel::columnOf("source");
    const int date = AcceleratorTableModel::columnOf("quote_date");
    const int price = AcceleratorTableModel::columnOf("price");
    QVERIFY(source >= 0 && date >= 0 && price >= 0);
    QVERIFY(model.setData(model.index(0, source), QStringLiteral("Vendor quote Q-17")));
    QVERIFY(model.setData(model.index(0, date), QStringLiteral("2026-03")));
    const std::optional<Decimal> before = m_store->bundle().catalog.accelerators.at(0).price;

    QSignalSpy noted(&model, &BundleTableModel::editNoted);
    QVERIFY(model.setData(model.index(0, price), QStringLiteral("12345")));
    const Accelerator &after = m_store->bundle().catalog.accelerators.at(0);
    QVERIFY(after.price == Decimal(12345));
    QCOMPARE(after.source, QStringLiteral("Vendor quote Q-17"));
    QCOMPARE(after.quoteDate, QStringLiteral("2026-03"));
    QCOMPARE(noted.count(), 1);
    QCOMPARE(noted.at(0).at(0).toModelIndex(), model.index(0, date));
    QVERIFY2(model.lastNote().contains(QStringLiteral("(Vendor quote Q-17, 2026-03)")),
             qPrintable(model.lastNote()));
    QVERIFY2(model.lastNote().startsWith(QStringLiteral("The price changed")),
             qPrintable(model.lastNote()));
    QCOMPARE(model.index(0, date).data(Qt::ToolTipRole).toString(), model.lastNote());
    QVERIFY(!model.index(0, date).data(Qt::DecorationRole).isNull());

    m_store->undoStack()->undo();
    QVERIFY(m_store->bundle().catalog.accelerators.at(0).price == before);
    QVERIFY(model.lastNote().isEmpty());
    QVERIFY(model.index(0, date).data(Qt::DecorationRole).isNull());

    // Neither a source nor a date: nothing to mark.
    QVERIFY(model.setData(model.index(0, source), QString()));
    QVERIFY(model.setData(model.index(0, date), QString()));
    noted.clear();
    QVERIFY(model.setData(model.index(0, price), QStringLiteral("23456")));
    QCOMPARE(noted.count(), 0);
    QVERIFY(model.lastNote().isEmpty());
}

void TestCatalogTableModels::renamedIdFollowsReferences()
{
    AcceleratorTableModel model(m_store.get());
    QVERIFY(model.setData(model.index(0, AcceleratorTableModel::columnOf("id")),
                          QStringLiteral("h100")));
    const Bundle &bundle = m_store->bundle();
    QCOMPARE(bundle.catalog.rentalOffers.at(0).accelerator, QStringLiteral("h100"));
    for (const ScenarioOption &option : bundle.scenarios.at(0).options)
        QCOMPARE(option.accelerator, QStringLiteral("h100"));
    m_store->undoStack()->undo();
    QCOMPARE(m_store->bundle().catalog.rentalOffers.at(0).accelerator, QStringLiteral("h100-sxm"));
}

void TestCatalogTableModels::takenIdRefused()
{
    RegionTableModel model(m_store.get());
    QVERIFY(!model.setData(model.index(0, RegionTableModel::columnOf("id")), QStringLiteral("us")));
    QVERIFY2(model.lastRefusal().contains(
                     QStringLiteral("\"us\" is already the id of United States")),
             qPrintable(model.lastRefusal()));
    QVERIFY(!model.setData(model.index(0, RegionTableModel::columnOf("id")),
                           QStringLiteral("hong kong")));
    QVERIFY(model.lastRefusal().contains(QStringLiteral("must not contain spaces")));
}

void TestCatalogTableModels::itemInUseCannotBeRemoved()
{
    RegionTableModel model(m_store.get());
    QVERIFY(!model.removeItems({ 0 }));
    QCOMPARE(model.lastRefusal(),
             QStringLiteral("Hong Kong is still used by colocation offer colo-hk-kw; change or "
                            "remove those first."));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(m_store->undoStack()->count(), 0);
}

void TestCatalogTableModels::severalRowsAreOneStep()
{
    RegionTableModel model(m_store.get());
    QVERIFY(model.addItem());
    QCOMPARE(model.rowCount(), 3);
    // A new item starts from the last one, with a fresh id and a name saying it is new.
    QCOMPARE(model.index(2, RegionTableModel::columnOf("id")).data().toString(),
             QStringLiteral("region"));
    QCOMPARE(model.index(2, RegionTableModel::columnOf("name")).data().toString(),
             QStringLiteral("New region"));
    QVERIFY(model.duplicateItems({ 2 }));
    QCOMPARE(model.index(3, RegionTableModel::columnOf("id")).data().toString(),
             QStringLiteral("region-copy"));
    QVERIFY(model.removeItems({ 2, 3 }));
    QCOMPARE(m_store->undoStack()->undoText(), QStringLiteral("Remove 2 regions"));
    QCOMPARE(model.rowCount(), 2);
    m_store->undoStack()->undo();
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(Document::read(m_path).value().catalog.regions.size(), 4);
}

void TestCatalogTableModels::sortsByExactValue()
{
    AcceleratorTableModel model(m_store.get());
    QVERIFY(model.duplicateItems({ 0 }));
    QVERIFY(model.duplicateItems({ 0 }));
    // Compared as exact decimals: 9.5 < 9.500000000001 < 10 (as text, "10" would come first).
    QVERIFY(model.setData(model.index(0, AcceleratorTableModel::columnOf("price")),
                          QStringLiteral("10")));
    QVERIFY(model.setData(model.index(1, AcceleratorTableModel::columnOf("price")),
                          QStringLiteral("9.5")));
    QVERIFY(model.setData(model.index(2, AcceleratorTableModel::columnOf("price")),
                          QStringLiteral("9.500000000001")));
    TableSortProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(AcceleratorTableModel::columnOf("price"));
    QCOMPARE(proxy.index(0, AcceleratorTableModel::columnOf("price")).data(Qt::EditRole).toString(),
             QStringLiteral("9.5"));
    QCOMPARE(proxy.index(1, AcceleratorTableModel::columnOf("price")).data(Qt::EditRole).toString(),
             QStringLiteral("9.500000000001"));
    QCOMPARE(proxy.index(2, AcceleratorTableModel::columnOf("price")).data(Qt::EditRole).toString(),
             QStringLiteral("10"));
    proxy.setFilterFixedString(QStringLiteral("h100-sxm-copy-2"));
    QCOMPARE(proxy.rowCount(), 1);
}

void TestCatalogTableModels::oldQuotesFlagged()
{
    RegionTableModel model(m_store.get());
    const QModelIndex date = model.index(0, RegionTableModel::columnOf("quote_date"));
    const QString fresh = QDate::currentDate().toString(Qt::ISODate);
    QVERIFY(model.setData(date, fresh));
    QVERIFY(!date.data(Qt::DecorationRole).isValid());
    QCOMPARE(date.data(Qt::ToolTipRole).toString(),
             QStringLiteral("Quoted %1, 0 months ago").arg(fresh));

    const QString old = QDate::currentDate().addMonths(-13).toString(Qt::ISODate);
    QVERIFY(model.setData(date, old));
    QCOMPARE(date.data(Qt::ForegroundRole).value<QColor>(), EditorPalette::warningText());
    QVERIFY(date.data(Qt::DecorationRole).isValid());
    QCOMPARE(date.data(Qt::ToolTipRole).toString(),
             QStringLiteral("Quoted %1, 13 months ago: prices may have changed; ask for a new "
                            "quote.")
                     .arg(old));

    // Issue 23: the boundary is the core's (QuoteAge), as in the advice: exactly 12 calendar
    // months ago is not old; one day more is, though its age in whole months is still 12.
    const QDate today = QDate::currentDate();
    const QString twelve = today.addMonths(-12).toString(Qt::ISODate);
    QVERIFY(model.setData(date, twelve));
    QVERIFY(!date.data(Qt::DecorationRole).isValid());
    QCOMPARE(date.data(Qt::ToolTipRole).toString(),
             QStringLiteral("Quoted %1, 12 months ago").arg(twelve));
    const QString past = today.addMonths(-12).addDays(-1).toString(Qt::ISODate);
    QVERIFY(model.setData(date, past));
    QVERIFY(date.data(Qt::DecorationRole).isValid());
    QCOMPARE(date.data(Qt::ToolTipRole).toString(),
             QStringLiteral("Quoted %1, 12 months ago: prices may have changed; ask for a new "
                            "quote.")
                     .arg(past));
    QCOMPARE(QuoteAge::isOld(past, today), true);
}

void TestCatalogTableModels::useBundle(const Bundle &bundle)
{
    m_store.reset();
    m_store = openStore(m_path, bundle);
    QVERIFY(m_store);
}

void TestCatalogTableModels::rentalOfferColumnsPriceFirst()
{
    // Issue 14: the price, the cards it buys and the provider are on screen at the default
    // width, before the accelerator, the region and the quote's source.
    RentalOfferTableModel model(m_store.get());
    QStringList titles;
    for (int column = 0; column < 6; ++column)
        titles << model.headerData(column, Qt::Horizontal).toString();
    QCOMPARE(titles,
             (QStringList{ QStringLiteral("Name"), QStringLiteral("Monthly price"),
                           QStringLiteral("Hourly price"), QStringLiteral("Currency"),
                           QStringLiteral("Cards/server"), QStringLiteral("Provider") }));
}

void TestCatalogTableModels::feeTooltipsSayWhatTheyArePer()
{
    // Issue 21 item 7: network_per_month is per offer, the setup fees per server or per rack;
    // the column tooltips say so.
    RentalOfferTableModel rental(m_store.get());
    const auto tip = [](const QAbstractItemModel &model, int column) {
        return model.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
    };
    QVERIFY2(tip(rental, RentalOfferTableModel::columnOf("network_per_month"))
                     .contains(QStringLiteral("for the whole offer")),
             qPrintable(tip(rental, RentalOfferTableModel::columnOf("network_per_month"))));
    QVERIFY(tip(rental, RentalOfferTableModel::columnOf("network_per_month"))
                    .contains(QStringLiteral("(not per server)")));
    QVERIFY(tip(rental, RentalOfferTableModel::columnOf("setup_fee_per_server"))
                    .contains(QStringLiteral("(per server)")));
    ColoOfferTableModel colo(m_store.get());
    QVERIFY(tip(colo, ColoOfferTableModel::columnOf("network_per_month"))
                    .contains(QStringLiteral("for the whole offer")));
    QVERIFY(tip(colo, ColoOfferTableModel::columnOf("setup_fee_per_rack"))
                    .contains(QStringLiteral("(per rack)")));
}

void TestCatalogTableModels::newRentalOfferCopiesNothing_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected"); ///< the new row's edit text
    QTest::addColumn<QString>("lastRow"); ///< the row above it, which it must not copy

    using C = RentalOfferTableModel;
    QTest::newRow("name") << int(C::columnOf("name")) << "New rental offer"
                          << "H100-like 8x (US rent)";
    QTest::newRow("id") << int(C::columnOf("id")) << "rental-offer"
                        << "rent-h100-us";
    QTest::newRow("provider empty") << int(C::columnOf("provider")) << ""
                                    << "Example Cloud";
    QTest::newRow("region: the catalog's first") << int(C::columnOf("region")) << "hk"
                                                 << "us";
    QTest::newRow("currency: the region's") << int(C::columnOf("currency")) << "HKD"
                                            << "USD";
    QTest::newRow("accelerator: the catalog's first")
            << int(C::columnOf("accelerator")) << "h100-sxm"
            << "h100-sxm";
    QTest::newRow("one card per server") << int(C::columnOf("accelerators_per_server")) << "1"
                                         << "8";
    QTest::newRow("monthly price 0 until quoted") << int(C::columnOf("monthly_price")) << "0"
                                                  << "";
    QTest::newRow("no hourly price") << int(C::columnOf("hourly_price")) << ""
                                     << "98.32";
    QTest::newRow("no setup fee") << int(C::columnOf("setup_fee_per_server")) << "0"
                                  << "450";
    QTest::newRow("no network cost") << int(C::columnOf("network_per_month")) << "0"
                                     << "350";
    QTest::newRow("no minimum term") << int(C::columnOf("min_term_months")) << "0"
                                     << "12";
    QTest::newRow("no source") << int(C::columnOf("source")) << ""
                               << "Quote by e-mail";
    QTest::newRow("no quote date") << int(C::columnOf("quote_date")) << ""
                                   << "2026-03";
    QTest::newRow("no notes") << int(C::columnOf("notes")) << ""
                              << "Reserved for a year";
}

void TestCatalogTableModels::newRentalOfferCopiesNothing()
{
    QFETCH(int, column);
    QFETCH(QString, expected);
    QFETCH(QString, lastRow);
    // The golden offer, with the figures a copy would carry into the new row.
    Bundle bundle = golden();
    RentalOffer &last = bundle.catalog.rentalOffers.last();
    last.name = QStringLiteral("H100-like 8x (US rent)");
    last.provider = QStringLiteral("Example Cloud");
    last.source = QStringLiteral("Quote by e-mail");
    last.quoteDate = QStringLiteral("2026-03");
    last.notes = QStringLiteral("Reserved for a year");
    last.monthlyPrice.reset();
    last.hourlyPrice = *Decimal::parse(u"98.32");
    useBundle(bundle);
    RentalOfferTableModel model(m_store.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int rows = model.rowCount();
    QCOMPARE(model.index(rows - 1, column).data(Qt::EditRole).toString(), lastRow);
    QVERIFY2(model.addItem(), qPrintable(model.lastRefusal()));
    QCOMPARE(model.rowCount(), rows + 1);
    QCOMPARE(model.index(rows, column).data(Qt::EditRole).toString(), expected);
    QCOMPARE(m_store->undoStack()->undoText(), QStringLiteral("Add rental offer"));
    m_store->undoStack()->undo();
    QCOMPARE(model.rowCount(), rows);
    QCOMPARE(m_store->bundle().catalog.rentalOffers.size(), rows);
}

void TestCatalogTableModels::currencyFollowsRegion_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("chosenCurrency"); ///< set by the user first; empty: not set
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("expectedCurrency");

    QTest::newRow("rental offer in USD moved to Hong Kong: HKD") << "rental offers"
                                                                 << ""
                                                                 << "hk"
                                                                 << "HKD";
    QTest::newRow("rental offer in USD moved to mainland China: CNY") << "rental offers"
                                                                      << ""
                                                                      << "cn"
                                                                      << "CNY";
    QTest::newRow("rental offer the user priced in HKD moved to mainland China: stays HKD")
            << "rental offers"
            << "HKD"
            << "cn"
            << "HKD";
    QTest::newRow("colo offer in HKD moved to the US: USD") << "colo offers"
                                                            << ""
                                                            << "us"
                                                            << "USD";
    QTest::newRow("colo offer the user priced in USD moved to mainland China: stays USD")
            << "colo offers"
            << "USD"
            << "cn"
            << "USD";
}

void TestCatalogTableModels::currencyFollowsRegion()
{
    QFETCH(QString, kind);
    QFETCH(QString, chosenCurrency);
    QFETCH(QString, region);
    QFETCH(QString, expectedCurrency);
    Bundle bundle = golden();
    Region cn = bundle.catalog.regions.constFirst();
    cn.id = QStringLiteral("cn");
    cn.name = QStringLiteral("Mainland China");
    cn.currency = QStringLiteral("CNY");
    bundle.catalog.regions.append(cn);
    bundle.scenarios[0].fx.insert(QStringLiteral("CNY"), *Decimal::parse(u"1.08"));
    useBundle(bundle);

    std::unique_ptr<BundleTableModel> model = makeModel(kind, m_store.get());
    const bool rental = kind == QLatin1String("rental offers");
    const int regionColumn = rental ? int(RentalOfferTableModel::columnOf("region"))
                                    : int(ColoOfferTableModel::columnOf("region"));
    const int currencyColumn = rental ? int(RentalOfferTableModel::columnOf("currency"))
                                      : int(ColoOfferTableModel::columnOf("currency"));
    const QModelIndex regionCell = model->index(0, regionColumn);
    const QModelIndex currencyCell = model->index(0, currencyColumn);
    const QString originalRegion = regionCell.data(Qt::EditRole).toString();
    const QString originalCurrency = currencyCell.data(Qt::EditRole).toString();
    if (!chosenCurrency.isEmpty()) {
        QVERIFY2(model->setData(currencyCell, chosenCurrency), qPrintable(model->lastRefusal()));
    }
    const QString currencyBefore = currencyCell.data(Qt::EditRole).toString();

    QVERIFY2(model->setData(regionCell, region), qPrintable(model->lastRefusal()));
    QCOMPARE(regionCell.data(Qt::EditRole).toString(), region);
    QCOMPARE(currencyCell.data(Qt::EditRole).toString(), expectedCurrency);

    // One step: undo puts the region and the currency back together.
    m_store->undoStack()->undo();
    QCOMPARE(regionCell.data(Qt::EditRole).toString(), originalRegion);
    QCOMPARE(currencyCell.data(Qt::EditRole).toString(), currencyBefore);
    m_store->undoStack()->redo();
    QCOMPARE(currencyCell.data(Qt::EditRole).toString(), expectedCurrency);
    m_store->undoStack()->undo();
    if (!chosenCurrency.isEmpty()) {
        m_store->undoStack()->undo();
        QCOMPARE(currencyCell.data(Qt::EditRole).toString(), originalCurrency);
    }
    QVERIFY(!m_store->undoStack()->canUndo());
}

QTEST_MAIN(TestCatalogTableModels)
#include "tst_catalogtablemodels.moc"
