// SPDX-License-Identifier: GPL-3.0-or-later
// The open document with its live result: an edit changes the result to the figure worked
// out by hand, undo restores the exact previous figure, an invalid entry changes nothing,
// and every edit is in the file when it is opened again.
//
// The document is the golden bundle tests/golden/dc-gpu.json; its hand arithmetic is in
// tests/golden/dc-gpu.md (colo total 4 059 679.91 HKD, rent total 5 020 543.99 HKD).
#include "window/workspace.h"

#include "edit/bundlestore.h"
#include "editors/colooffertablemodel.h"
#include "editors/rentaloffertablemodel.h"
#include "editors/scenariotablemodel.h"

#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"
#include "io/document/document.h"
#include "problemcheck.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace infertco;
using infertco::testing::describe;

namespace {

constexpr int ColoOption = 0; ///< "H100 HK colo"
constexpr int RentOption = 1; ///< "H100 US rent"

QString total(const Workspace &workspace, int option)
{
    Q_ASSERT(workspace.result());
    return workspace.result()->options.at(option).total.toString(2);
}

std::unique_ptr<BundleTableModel> modelFor(const QString &table, BundleStore *store)
{
    if (table == QLatin1String("rental offers"))
        return std::make_unique<RentalOfferTableModel>(store);
    if (table == QLatin1String("colo offers"))
        return std::make_unique<ColoOfferTableModel>(store);
    return std::make_unique<ScenarioTableModel>(store);
}

} // namespace

class TestWorkspace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void opensWithTheGoldenFigures();
    void editUpdatesResult_data();
    void editUpdatesResult();
    void invalidEntryChangesNothing_data();
    void invalidEntryChangesNothing();
    void chosenScenarioFallsBackToFirst();
    void secondOpenIsRefused();
    void importedQuotesAreOneUndoableStep();
    void badQuotesChangeNothing_data();
    void badQuotesChangeNothing();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

namespace {

QString writeCsv(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(text);
    return path;
}

const QByteArray RentalHeader = "id,region,accelerator,accelerators_per_server,monthly_price,"
                                "currency,setup_fee_per_server,network_per_month,"
                                "min_term_months\n";

} // namespace

void TestWorkspace::init()
{
    m_path = m_dir.filePath(QStringLiteral("%1-%2.infertco")
                                    .arg(QString::fromLatin1(QTest::currentTestFunction()),
                                         QString::fromLatin1(QTest::currentDataTag())));
    QFile::remove(m_path);
    Outcome<Bundle> bundle = BundleReader::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/dc-gpu.json"));
    QVERIFY(bundle.ok());
    QVERIFY(Document::createFromBundle(m_path, bundle.value()).ok());
}

void TestWorkspace::opensWithTheGoldenFigures()
{
    Outcome<std::unique_ptr<Workspace>> opened = Workspace::open(m_path);
    QVERIFY(opened.ok());
    Workspace &workspace = *opened.value();
    QCOMPARE(workspace.scenarioId(), QStringLiteral("dc-gpu"));
    QVERIFY(workspace.problems().isEmpty());
    QCOMPARE(total(workspace, ColoOption), QStringLiteral("4059679.91"));
    QCOMPARE(total(workspace, RentOption), QStringLiteral("5020543.99"));
    QVERIFY(workspace.lastComputeMilliseconds() > 0);
}

void TestWorkspace::editUpdatesResult_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("option");
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");

    // rental 16 000 USD × 7.8125 = 125 000.00 a month (was 124 999.92), × 36 = 4 500 000.00
    // (was 4 499 997.12): 5 020 543.99 − 4 499 997.12 + 4 500 000.00 = 5 020 546.87.
    QTest::newRow("rent: monthly price 15999.99 -> 16000 USD")
            << "rental offers" << int(RentalOfferTableModel::columnOf("monthly_price")) << "16000"
            << RentOption << "5020543.99"
            << "5020546.87";
    // rack_space 1 × 9 900 + 1 × 6 U × 150 = 10 800.00 a month (was 10 700.00), × 36 =
    // 388 800.00 (was 385 200.00): 4 059 679.91 + 3 600.00 = 4 063 279.91.
    QTest::newRow("colo: rack fee 9800 -> 9900 HKD")
            << "colo offers" << int(ColoOfferTableModel::columnOf("rack_fee_per_month")) << "9900"
            << ColoOption << "4059679.91"
            << "4063279.91";
    // residual −2 104 968.75 × 0.2 = −420 993.75 (was −315 745.31): 4 059 679.91
    // − 105 248.44 = 3 954 431.47.
    QTest::newRow("colo: residual 0.15 -> 0.2")
            << "scenario" << ScenarioTableModel::columnOf("owned.residual_fraction") << "0.2"
            << ColoOption << "4059679.91"
            << "3954431.47";
}

void TestWorkspace::editUpdatesResult()
{
    QFETCH(QString, table);
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(int, option);
    QFETCH(QString, before);
    QFETCH(QString, after);
    {
        Outcome<std::unique_ptr<Workspace>> opened = Workspace::open(m_path);
        QVERIFY(opened.ok());
        Workspace &workspace = *opened.value();
        std::unique_ptr<BundleTableModel> model = modelFor(table, workspace.store());
        QSignalSpy recomputed(&workspace, &Workspace::resultChanged);
        QCOMPARE(total(workspace, option), before);

        QVERIFY2(model->setData(model->index(0, column), text), qPrintable(model->lastRefusal()));
        QCOMPARE(recomputed.count(), 1);
        QCOMPARE(total(workspace, option), after);

        workspace.store()->undoStack()->undo();
        QCOMPARE(total(workspace, option), before);
        workspace.store()->undoStack()->redo();
        QCOMPARE(total(workspace, option), after);
    }
    // The edit is in the file: reopened, the result is the edited one.
    Outcome<std::unique_ptr<Workspace>> reopened = Workspace::open(m_path);
    QVERIFY(reopened.ok());
    QCOMPARE(total(*reopened.value(), option), after);
}

void TestWorkspace::invalidEntryChangesNothing_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative monthly price")
            << "rental offers" << int(RentalOfferTableModel::columnOf("monthly_price")) << "-1"
            << "rental offer \"rent-h100-us\", field \"monthly_price\": must not be negative";
    QTest::newRow("monthly price abc")
            << "rental offers" << int(RentalOfferTableModel::columnOf("monthly_price")) << "abc"
            << "rental offer \"rent-h100-us\", field \"monthly_price\": \"abc\" is not a number";
    QTest::newRow("negative discount rate")
            << "scenario" << ScenarioTableModel::columnOf("discount_rate_year") << "-0.01"
            << "scenario \"dc-gpu\", field \"discount_rate_year\": must be between 0 and 1";
}

void TestWorkspace::invalidEntryChangesNothing()
{
    QFETCH(QString, table);
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(QString, message);
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray stored = file.readAll();
    file.close();
    {
        Outcome<std::unique_ptr<Workspace>> opened = Workspace::open(m_path);
        QVERIFY(opened.ok());
        Workspace &workspace = *opened.value();
        std::unique_ptr<BundleTableModel> model = modelFor(table, workspace.store());
        QSignalSpy recomputed(&workspace, &Workspace::resultChanged);
        QVERIFY(!model->setData(model->index(0, column), text));
        QVERIFY2(model->lastRefusal().startsWith(message), qPrintable(model->lastRefusal()));
        QCOMPARE(recomputed.count(), 0);
        QCOMPARE(total(workspace, RentOption), QStringLiteral("5020543.99"));
        QCOMPARE(workspace.store()->undoStack()->count(), 0);
    }
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), stored);
}

void TestWorkspace::chosenScenarioFallsBackToFirst()
{
    Outcome<std::unique_ptr<Workspace>> opened = Workspace::open(m_path);
    QVERIFY(opened.ok());
    Workspace &workspace = *opened.value();
    ScenarioTableModel scenarios(workspace.store());
    QVERIFY(scenarios.duplicateItems({ 0 }));
    QSignalSpy computed(&workspace, &Workspace::resultChanged);

    workspace.setScenarioId(QStringLiteral("dc-gpu-copy"));
    QCOMPARE(workspace.scenarioId(), QStringLiteral("dc-gpu-copy"));
    QCOMPARE(computed.count(), 1);
    // Choosing the scenario already shown computes nothing again.
    workspace.setScenarioId(QStringLiteral("dc-gpu-copy"));
    QCOMPARE(computed.count(), 1);
    // An unknown id falls back to the first scenario.
    workspace.setScenarioId(QStringLiteral("no-such-scenario"));
    QCOMPARE(workspace.scenarioId(), QStringLiteral("dc-gpu"));
    QCOMPARE(computed.count(), 2);
    // Removing the scenario shown shows the first one.
    workspace.setScenarioId(QStringLiteral("dc-gpu-copy"));
    QVERIFY(scenarios.removeItems({ 1 }));
    QCOMPARE(workspace.scenarioId(), QStringLiteral("dc-gpu"));
    QCOMPARE(total(workspace, RentOption), QStringLiteral("5020543.99"));
}

void TestWorkspace::secondOpenIsRefused()
{
    Outcome<std::unique_ptr<Workspace>> first = Workspace::open(m_path);
    QVERIFY(first.ok());
    Outcome<std::unique_ptr<Workspace>> second = Workspace::open(m_path);
    QVERIFY(!second.ok());
    // A problem of the whole file, named by the file (issue 21 item 14), no field.
    QVERIFY_PROBLEM(second.problems(), QDir::toNativeSeparators(m_path), "", "is already open in");
    QVERIFY(second.problems().first().text().startsWith(QDir::toNativeSeparators(m_path)
                                                        + QStringLiteral(": is already open in")));
}

void TestWorkspace::importedQuotesAreOneUndoableStep()
{
    // The quote re-prices rent-h100-us (was 15 999.99 USD, the other fields as in
    // dc-gpu.json) and adds a second offer. As in editUpdatesResult: 16 000 USD × 7.8125 =
    // 125 000.00 a month, × 36 = 4 500 000.00 (was 4 499 997.12), so the rent total goes
    // from 5 020 543.99 to 5 020 546.87.
    const QString csv = writeCsv(m_dir, QStringLiteral("quotes.csv"),
                                 RentalHeader
                                         + "rent-h100-us,us,h100-sxm,8,16000,USD,450,350,12\n"
                                           "rent-h100-hk,hk,h100-sxm,8,120000,HKD,0,0,0\n");
    {
        Outcome<std::unique_ptr<Workspace>> opened = Workspace::open(m_path);
        QVERIFY(opened.ok());
        Workspace &workspace = *opened.value();
        QUndoStack *undo = workspace.store()->undoStack();
        const int steps = undo->count();

        const Outcome<QuoteImport::Imported> imported = workspace.importQuotes(csv);
        QVERIFY2(imported.ok(), qPrintable(describe(imported.problems())));
        QCOMPARE(imported.value().updated, QStringList{ QStringLiteral("rent-h100-us") });
        QCOMPARE(imported.value().added, QStringList{ QStringLiteral("rent-h100-hk") });
        QCOMPARE(workspace.store()->bundle().catalog.rentalOffers.size(), 2);
        QCOMPARE(total(workspace, RentOption), QStringLiteral("5020546.87"));
        QCOMPARE(undo->count(), steps + 1);
        QVERIFY(undo->undoText().contains(QStringLiteral("quotes.csv")));

        // The same file again changes nothing and adds no step.
        QVERIFY(workspace.importQuotes(csv).ok());
        QCOMPARE(undo->count(), steps + 1);

        undo->undo();
        QCOMPARE(workspace.store()->bundle().catalog.rentalOffers.size(), 1);
        QCOMPARE(total(workspace, RentOption), QStringLiteral("5020543.99"));
        undo->redo();
    }
    // The import is in the file.
    Outcome<std::unique_ptr<Workspace>> reopened = Workspace::open(m_path);
    QVERIFY(reopened.ok());
    QCOMPARE(reopened.value()->store()->bundle().catalog.rentalOffers.size(), 2);
    QCOMPARE(total(*reopened.value(), RentOption), QStringLiteral("5020546.87"));
}

void TestWorkspace::badQuotesChangeNothing_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QStringList>("messageContains");

    // Line 3 is bad: the whole file is refused, line 2's good re-pricing included.
    QTest::newRow("negative price on line 3")
            << RentalHeader
                    + "rent-h100-us,us,h100-sxm,8,16000,USD,450,350,12\n"
                      "rent-h100-hk,hk,h100-sxm,8,-5,HKD,0,0,0\n"
            << QStringList{ QStringLiteral("line 3"), QStringLiteral("monthly_price") };
    QTest::newRow("unknown accelerator")
            << RentalHeader + "rent-x,hk,no-such-card,8,100,HKD,0,0,0\n"
            << QStringList{ QStringLiteral("no-such-card") };
    QTest::newRow("not a quote file")
            << QByteArray("just,some,columns\n1,2,3\n") << QStringList{ QStringLiteral("line 1") };
}

void TestWorkspace::badQuotesChangeNothing()
{
    QFETCH(QByteArray, csv);
    QFETCH(QStringList, messageContains);
    Outcome<std::unique_ptr<Workspace>> opened = Workspace::open(m_path);
    QVERIFY(opened.ok());
    Workspace &workspace = *opened.value();
    const QByteArray before = BundleWriter::toJson(workspace.store()->bundle());
    const int steps = workspace.store()->undoStack()->count();
    QSignalSpy recomputed(&workspace, &Workspace::resultChanged);

    const Outcome<QuoteImport::Imported> imported
            = workspace.importQuotes(writeCsv(m_dir, QStringLiteral("bad.csv"), csv));
    QVERIFY(!imported.ok());
    const QString text = describe(imported.problems());
    for (const QString &part : messageContains)
        QVERIFY2(text.contains(part), qPrintable(text));
    QCOMPARE(BundleWriter::toJson(workspace.store()->bundle()), before);
    QCOMPARE(workspace.store()->undoStack()->count(), steps);
    QCOMPARE(recomputed.count(), 0);
    QCOMPARE(total(workspace, RentOption), QStringLiteral("5020543.99"));
}

QTEST_MAIN(TestWorkspace)
#include "tst_workspace.moc"
