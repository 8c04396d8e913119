// SPDX-License-Identifier: GPL-3.0-or-later
// The store and its undo commands: every change written to the document in one
// transaction, successive edits of one cell as separate steps, batches, and writes the document
// refuses.
#include "edit/batchcommand.h"
#include "edit/bundlestore.h"
#include "edit/changevaluecommand.h"
#include "edit/rowcommand.h"

#include "editorstore.h"
#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"
#include "io/document/document.h"
#include "problemcheck.h"
#include "sourcetree.h"
#include "testdecimal.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace infertco;
using namespace infertco::testing;
using infertco::testing::dec;

namespace {

Bundle golden()
{
    return readBundle("tests/golden/dc-gpu.json");
}

/// The bundle with the rental offer's monthly price changed.
Bundle withMonthlyPrice(Bundle bundle, const char *price)
{
    bundle.catalog.rentalOffers[0].monthlyPrice = dec(price);
    return bundle;
}

Decimal storedMonthlyPrice(const QString &path)
{
    Outcome<Bundle> stored = Document::read(path);
    Q_ASSERT(stored.ok());
    return *stored.value().catalog.rentalOffers.at(0).monthlyPrice;
}

// The whole content, every field, as one comparable value.
QByteArray whole(const Bundle &bundle)
{
    return BundleWriter::toJson(bundle);
}

QByteArray wholeStored(const QString &path)
{
    Outcome<Bundle> stored = Document::read(path);
    Q_ASSERT(stored.ok());
    return whole(stored.value());
}

CellAddress priceCell()
{
    return { BundlePart::RentalOffers, -1, 0, 6 };
}

} // namespace

class TestBundleStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void replaceWritesTheDocument();
    void consecutiveEditsOfOneCellUndoOneByOne();
    void cellTypedBackIsAStep();
    void editsOfDifferentCellsStaySeparate();
    void refusedWriteChangesNothing();
    void writesAfterPaintKeepEveryRule();
    void batchIsOneStep();
    void rowCommandsTellInsertAndRemove();
    void undoRedoRestoresExactly_data();
    void undoRedoRestoresExactly();
    void commandHoldsOnlyTheChangedItems();
    void successiveEditsOfOneCellAreSteps();
    void multiRowEditIsOneCommandAndOneWrite();

private:
    ChangeValueCommand *priceChange(const char *from, const char *to);

    QTemporaryDir m_dir;
    QString m_path;
    int m_run = 0;
    std::unique_ptr<BundleStore> m_store;
};

void TestBundleStore::init()
{
    // One file per test and data row.
    m_path = m_dir.filePath(QStringLiteral("store-%1-%2.infertco")
                                    .arg(QString::fromLatin1(QTest::currentTestFunction()))
                                    .arg(++m_run));
    m_store = openStore(m_path, golden());
    QVERIFY(m_store);
}

void TestBundleStore::cleanup()
{
    m_store.reset();
}

ChangeValueCommand *TestBundleStore::priceChange(const char *from, const char *to)
{
    const Bundle before = m_store->bundle();
    return new ChangeValueCommand(
            m_store.get(), QStringLiteral("Change monthly price"), priceCell(),
            QVariant::fromValue(dec(from)), QVariant::fromValue(dec(to)), before,
            withMonthlyPrice(before, to),
            BundleChange{ BundleChange::ValuesChanged, BundlePart::RentalOffers, -1, 0 });
}

void TestBundleStore::replaceWritesTheDocument()
{
    QSignalSpy about(m_store.get(), &BundleStore::aboutToChange);
    QSignalSpy changed(m_store.get(), &BundleStore::changed);
    const Problems problems
            = m_store->replace(withMonthlyPrice(m_store->bundle(), "16000"), BundleChange());
    QVERIFY(problems.isEmpty());
    QCOMPARE(about.count(), 1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_store->bundle().catalog.rentalOffers.at(0).monthlyPrice->toString(),
             QStringLiteral("16000"));
    QCOMPARE(storedMonthlyPrice(m_path).toString(), QStringLiteral("16000"));
}

void TestBundleStore::consecutiveEditsOfOneCellUndoOneByOne()
{
    QUndoStack *stack = m_store->undoStack();
    stack->push(priceChange("15999.99", "16000"));
    stack->push(priceChange("16000", "16500"));
    QCOMPARE(stack->count(), 2);
    QCOMPARE(storedMonthlyPrice(m_path).toString(), QStringLiteral("16500"));
    stack->undo();
    // One undo step back to the price before the last edit, in memory and in the file.
    QCOMPARE(m_store->bundle().catalog.rentalOffers.at(0).monthlyPrice->toString(),
             QStringLiteral("16000"));
    QCOMPARE(storedMonthlyPrice(m_path).toString(), QStringLiteral("16000"));
    stack->redo();
    QCOMPARE(storedMonthlyPrice(m_path).toString(), QStringLiteral("16500"));
}

void TestBundleStore::cellTypedBackIsAStep()
{
    // Typed back to where it started: two edits the user made, each undone on its own.
    QUndoStack *stack = m_store->undoStack();
    stack->push(priceChange("15999.99", "16000"));
    stack->push(priceChange("16000", "15999.99"));
    QCOMPARE(stack->count(), 2);
    QCOMPARE(storedMonthlyPrice(m_path).toString(2), QStringLiteral("15999.99"));
    stack->undo();
    QCOMPARE(storedMonthlyPrice(m_path).toString(), QStringLiteral("16000"));
}

void TestBundleStore::editsOfDifferentCellsStaySeparate()
{
    QUndoStack *stack = m_store->undoStack();
    stack->push(priceChange("15999.99", "16000"));
    Bundle before = m_store->bundle();
    Bundle after = before;
    after.catalog.rentalOffers[0].networkPerMonth = dec("400");
    stack->push(new ChangeValueCommand(
            m_store.get(), QStringLiteral("Change network cost"),
            { BundlePart::RentalOffers, -1, 0, 12 }, QVariant::fromValue(dec("350")),
            QVariant::fromValue(dec("400")), before, after, BundleChange()));
    QCOMPARE(stack->count(), 2);
    stack->undo();
    QCOMPARE(m_store->bundle().catalog.rentalOffers.at(0).networkPerMonth.toString(),
             QStringLiteral("350"));
    QCOMPARE(m_store->bundle().catalog.rentalOffers.at(0).monthlyPrice->toString(),
             QStringLiteral("16000"));
}

void TestBundleStore::refusedWriteChangesNothing()
{
    // The document validates what it saves: a negative price is refused, the command is
    // dropped and both memory and file keep the old price.
    QSignalSpy problems(m_store.get(), &BundleStore::problemsOccurred);
    m_store->undoStack()->push(priceChange("15999.99", "-1"));
    QCOMPARE(problems.count(), 1);
    QVERIFY_PROBLEM(m_store->lastProblems(), itemLabel("rental offer", "rent-h100-us"),
                    "monthly_price", "must not be negative");
    QCOMPARE(m_store->undoStack()->count(), 0);
    QCOMPARE(m_store->bundle().catalog.rentalOffers.at(0).monthlyPrice->toString(2),
             QStringLiteral("15999.99"));
    QCOMPARE(storedMonthlyPrice(m_path).toString(2), QStringLiteral("15999.99"));
}

// The window's mode (docs/architecture.md, "Tests"): the content changes at once, the write follows
// the events already queued; a refused value is still refused at once, and nothing queued is lost.
void TestBundleStore::writesAfterPaintKeepEveryRule()
{
    m_store->setWritesAfterPaint(true);
    QSignalSpy unwritten(m_store.get(), &BundleStore::unwrittenChangesChanged);
    m_store->undoStack()->push(priceChange("15999.99", "-1"));
    QVERIFY(!m_store->lastProblems().isEmpty());
    QCOMPARE(m_store->undoStack()->count(), 0);
    QVERIFY(!m_store->hasUnwrittenChanges());

    m_store->undoStack()->push(priceChange("15999.99", "16000"));
    QCOMPARE(m_store->bundle().catalog.rentalOffers.at(0).monthlyPrice->toString(),
             QStringLiteral("16000"));
    QVERIFY(m_store->hasUnwrittenChanges());
    QCOMPARE(storedMonthlyPrice(m_path).toString(2), QStringLiteral("15999.99"));
    QCOMPARE(unwritten.count(), 1);
    QCoreApplication::processEvents();
    QVERIFY(!m_store->hasUnwrittenChanges());
    QCOMPARE(storedMonthlyPrice(m_path).toString(), QStringLiteral("16000"));
    QCOMPARE(unwritten.count(), 2);

    // flush() writes without waiting (a close); the queued write then finds nothing to do.
    m_store->undoStack()->undo();
    QVERIFY(m_store->hasUnwrittenChanges());
    QVERIFY(m_store->flush().isEmpty());
    QCOMPARE(storedMonthlyPrice(m_path).toString(2), QStringLiteral("15999.99"));
    QCoreApplication::processEvents();
    QCOMPARE(unwritten.count(), 4);

    // A store that goes (a document switched) writes what is still queued.
    m_store->undoStack()->redo();
    QVERIFY(m_store->hasUnwrittenChanges());
    m_store.reset();
    QCOMPARE(storedMonthlyPrice(m_path).toString(), QStringLiteral("16000"));
}

void TestBundleStore::batchIsOneStep()
{
    // Two exchange rates added as one undo step, written once at the end of the batch.
    const Bundle start = m_store->bundle();
    auto *batch = new BatchCommand(m_store.get(), QStringLiteral("Remove 2 rates"));
    Bundle step1 = start;
    step1.scenarios[0].fx.insert(QStringLiteral("EUR"), dec("9.0247"));
    Bundle step2 = step1;
    step2.scenarios[0].fx.insert(QStringLiteral("SGD"), dec("6.0874"));
    new RowCommand(m_store.get(), QString(), RowCommand::Insert, BundlePart::ScenarioFx, 0, 0,
                   start, step1, batch);
    new RowCommand(m_store.get(), QString(), RowCommand::Insert, BundlePart::ScenarioFx, 0, 1,
                   step1, step2, batch);
    QSignalSpy changed(m_store.get(), &BundleStore::changed);
    m_store->undoStack()->push(batch);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(m_store->undoStack()->count(), 1);
    Outcome<Bundle> stored = Document::read(m_path);
    QVERIFY(stored.ok());
    QCOMPARE(stored.value().scenarios.at(0).fx.size(), 3);
    m_store->undoStack()->undo();
    QCOMPARE(m_store->bundle().scenarios.at(0).fx.size(), 1);
    QCOMPARE(Document::read(m_path).value().scenarios.at(0).fx.size(), 1);

    // A batch whose end state the document refuses (a region the offers still use is gone)
    // leaves memory and file as they were, and is not on the stack.
    auto *bad = new BatchCommand(m_store.get(), QStringLiteral("Break it"));
    Bundle broken = m_store->bundle();
    broken.catalog.regions.removeFirst();
    new RowCommand(m_store.get(), QString(), RowCommand::Remove, BundlePart::Regions, -1, 0,
                   m_store->bundle(), broken, bad);
    m_store->undoStack()->push(bad);
    QCOMPARE(m_store->bundle().catalog.regions.size(), 2);
    QCOMPARE(Document::read(m_path).value().catalog.regions.size(), 2);
    // The push dropped the undone batch (as any push does) and kept nothing of its own.
    QCOMPARE(m_store->undoStack()->count(), 0);
}

void TestBundleStore::rowCommandsTellInsertAndRemove()
{
    QList<BundleChange> seen;
    connect(m_store.get(), &BundleStore::changed, this,
            [&seen](const BundleChange &change) { seen.append(change); });
    Bundle after = m_store->bundle();
    after.scenarios[0].options.removeLast();
    m_store->undoStack()->push(new RowCommand(m_store.get(), QStringLiteral("Remove option"),
                                              RowCommand::Remove, BundlePart::ScenarioOptions, 0, 1,
                                              m_store->bundle(), after));
    m_store->undoStack()->undo();
    QCOMPARE(seen.size(), 2);
    QCOMPARE(seen.at(0).kind, BundleChange::RowRemoved);
    QCOMPARE(seen.at(1).kind, BundleChange::RowInserted);
    QCOMPARE(seen.at(1).row, 1);
    QCOMPARE(seen.at(1).scenario, 0);
}

enum class Kind { ChangeValue, RowInsert, RowRemove, Batch, WholeBundle };
Q_DECLARE_METATYPE(Kind)

void TestBundleStore::undoRedoRestoresExactly_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::newRow("change of one cell") << Kind::ChangeValue;
    QTest::newRow("row inserted") << Kind::RowInsert;
    QTest::newRow("row removed") << Kind::RowRemove;
    QTest::newRow("batch of two rows") << Kind::Batch;
    QTest::newRow("import-like change of several lists") << Kind::WholeBundle;
}

void TestBundleStore::undoRedoRestoresExactly()
{
    QFETCH(Kind, kind);
    const Bundle start = m_store->bundle();
    Bundle end = start;
    QUndoCommand *command = nullptr;
    switch (kind) {
    case Kind::ChangeValue:
        end = withMonthlyPrice(start, "17000");
        command = priceChange("15999.99", "17000");
        break;
    case Kind::RowInsert: {
        Accelerator copy = end.catalog.accelerators.first();
        copy.id = QStringLiteral("copy");
        end.catalog.accelerators.insert(0, copy);
        command = new RowCommand(m_store.get(), QStringLiteral("Add"), RowCommand::Insert,
                                 BundlePart::Accelerators, -1, 0, start, end);
        break;
    }
    case Kind::RowRemove:
        end.scenarios[0].options.removeLast();
        command = new RowCommand(m_store.get(), QStringLiteral("Remove"), RowCommand::Remove,
                                 BundlePart::ScenarioOptions, 0, 1, start, end);
        break;
    case Kind::Batch: {
        auto *batch = new BatchCommand(m_store.get(), QStringLiteral("Add 2 rates"));
        Bundle middle = start;
        middle.scenarios[0].fx.insert(QStringLiteral("EUR"), dec("9.0247"));
        end = middle;
        end.scenarios[0].fx.insert(QStringLiteral("SGD"), dec("6.0874"));
        new RowCommand(m_store.get(), QString(), RowCommand::Insert, BundlePart::ScenarioFx, 0, 0,
                       start, middle, batch);
        new RowCommand(m_store.get(), QString(), RowCommand::Insert, BundlePart::ScenarioFx, 0, 1,
                       middle, end, batch);
        command = batch;
        break;
    }
    case Kind::WholeBundle:
        end.catalog.rentalOffers[0].networkPerMonth = dec("123.45");
        end.catalog.regions[0].pue = dec("1.33");
        end.scenarios[0].notes = QStringLiteral("imported");
        command = new BundleCommand(m_store.get(), QStringLiteral("Import"), start, end,
                                    BundleChange{ BundleChange::Reset });
        break;
    }
    QVERIFY(whole(start) != whole(end));
    m_store->undoStack()->push(command);
    QVERIFY(m_store->lastProblems().isEmpty());
    QCOMPARE(whole(m_store->bundle()), whole(end));
    QCOMPARE(wholeStored(m_path), whole(end));
    m_store->undoStack()->undo();
    QCOMPARE(whole(m_store->bundle()), whole(start));
    QCOMPARE(wholeStored(m_path), whole(start));
    m_store->undoStack()->redo();
    QCOMPARE(whole(m_store->bundle()), whole(end));
    QCOMPARE(wholeStored(m_path), whole(end));
}

void TestBundleStore::commandHoldsOnlyTheChangedItems()
{
    // One rental offer's price: the command keeps that offer before and after (2 items),
    // not the bundle (dc-gpu has several items in every list).
    auto *command = priceChange("15999.99", "16000");
    m_store->undoStack()->push(command);
    const BundleDelta &delta = command->delta();
    QCOMPARE(delta.itemCount(), 2);
    QCOMPARE(delta.rentalOffers.at, 0);
    QCOMPARE(delta.rentalOffers.removed.size(), 1);
    QCOMPARE(delta.rentalOffers.removed.at(0).monthlyPrice->toString(2),
             QStringLiteral("15999.99"));
    QCOMPARE(delta.rentalOffers.inserted.at(0).monthlyPrice->toString(), QStringLiteral("16000"));
    QVERIFY(delta.accelerators.isEmpty() && delta.platforms.isEmpty() && delta.coloOffers.isEmpty()
            && delta.regions.isEmpty() && delta.scenarios.isEmpty());
}

void TestBundleStore::successiveEditsOfOneCellAreSteps()
{
    // Successive edits of one cell merged into one step, so that 2,000 then 6,000 then
    // 50,000,000 undid to 2,000: each committed edit is a step of its own, undone one by one.
    QUndoStack *stack = m_store->undoStack();
    stack->push(priceChange("15999.99", "16000"));
    stack->push(priceChange("16000", "16500"));
    auto *last = priceChange("16500", "17000");
    stack->push(last);
    QCOMPARE(stack->count(), 3);
    QCOMPARE(last->delta().itemCount(), 2);
    QCOMPARE(last->oldValue().value<Decimal>().toString(), QStringLiteral("16500"));
    QCOMPARE(last->newValue().value<Decimal>().toString(), QStringLiteral("17000"));
    stack->undo();
    QCOMPARE(m_store->bundle().catalog.rentalOffers.at(0).monthlyPrice->toString(),
             QStringLiteral("16500"));
    stack->undo();
    QCOMPARE(m_store->bundle().catalog.rentalOffers.at(0).monthlyPrice->toString(),
             QStringLiteral("16000"));
    stack->undo();
    QCOMPARE(m_store->bundle().catalog.rentalOffers.at(0).monthlyPrice->toString(2),
             QStringLiteral("15999.99"));
}

void TestBundleStore::multiRowEditIsOneCommandAndOneWrite()
{
    // Two rows removed as one batch: one undo step, and the document saved once, at the end.
    // The batch's one save deletes 2 scenario_fx rows and upserts saved_by and the checksum:
    // 2 + 2 = 4 rows.
    Bundle start = m_store->bundle();
    start.scenarios[0].fx.insert(QStringLiteral("EUR"), dec("9.0247"));
    start.scenarios[0].fx.insert(QStringLiteral("SGD"), dec("6.0874"));
    QVERIFY(m_store->replace(start, BundleChange{ BundleChange::Reset }).isEmpty());
    auto *batch = new BatchCommand(m_store.get(), QStringLiteral("Remove 2 rates"));
    Bundle middle = start;
    middle.scenarios[0].fx.remove(QStringLiteral("SGD"));
    Bundle end = middle;
    end.scenarios[0].fx.remove(QStringLiteral("EUR"));
    new RowCommand(m_store.get(), QString(), RowCommand::Remove, BundlePart::ScenarioFx, 0, 2,
                   start, middle, batch);
    new RowCommand(m_store.get(), QString(), RowCommand::Remove, BundlePart::ScenarioFx, 0, 1,
                   middle, end, batch);
    QSignalSpy changed(m_store.get(), &BundleStore::changed);
    m_store->undoStack()->push(batch);
    QCOMPARE(m_store->undoStack()->count(), 1);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(m_store->lastWriteRowChanges(), qint64(4));
    QCOMPARE(wholeStored(m_path), whole(end));
}

QTEST_MAIN(TestBundleStore)
#include "tst_bundlestore.moc"
