// SPDX-License-Identifier: GPL-3.0-or-later
// The three cell editors of the tables (FieldDelegate's decimal, currency and choice editors) on
// the catalog models of a real document: the editor shows the cell's value, what is typed or
// picked reaches the model exactly, a bad entry is marked while typed and refused on commit
// with the item, the field and the reason, and the cell, the undo stack and the file keep
// their value. One suite: the three share the document and the models they edit.
#include "edit/bundlestore.h"
#include "editors/acceleratortablemodel.h"
#include "editors/delegates/fielddelegate.h"
#include "editors/rentaloffertablemodel.h"

#include "editorstore.h"
#include "sourcetree.h"
#include "testdecimal.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace infertco;
using namespace infertco::testing;

class TestDelegates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void decimalRoundTrip_data();
    void decimalRoundTrip();
    void decimalMarksWhileTyping();
    void decimalBadEntryRefused_data();
    void decimalBadEntryRefused();

    void currencyRoundTrip();
    void currencyTypedUpperCaseLettersOnly();
    void currencyBadEntryRefused();

    void choiceShowsLabelsKeepsValues();
    void choiceRoundTrip();
    void choiceNothingPickedLeavesCell();
    void pickCommitsAndCloses();

private:
    /// `delegate`'s editor for `index`, with the cell's value in it; an editor of another
    /// type than `Editor` stops the run.
    template <typename Editor>
    Editor *openEditor(const QStyledItemDelegate &delegate, const QModelIndex &index);
    /// The checks after a refused commit: the model said why, nothing changed anywhere.
    void expectRefused(BundleTableModel &model, const QModelIndex &cell, const QString &before,
                       const QSignalSpy &refused, const QString &message);

    QTemporaryDir m_dir;
    QWidget m_parent;
    std::unique_ptr<BundleStore> m_store;
};

void TestDelegates::init()
{
    m_store = openStore(
            m_dir.filePath(
                    QStringLiteral("%1.infertco").arg(QLatin1String(QTest::currentTestFunction()))),
            readBundle("tests/golden/dc-gpu.json"));
    QVERIFY(m_store);
}

void TestDelegates::cleanup()
{
    m_store.reset();
}

template <typename Editor>
Editor *TestDelegates::openEditor(const QStyledItemDelegate &delegate, const QModelIndex &index)
{
    QWidget *widget = delegate.createEditor(&m_parent, QStyleOptionViewItem(), index);
    auto *editor = qobject_cast<Editor *>(widget);
    if (!editor)
        qFatal("%s made a %s, not a %s", delegate.metaObject()->className(),
               widget ? widget->metaObject()->className() : "null",
               Editor::staticMetaObject.className());
    delegate.setEditorData(editor, index);
    return editor;
}

void TestDelegates::expectRefused(BundleTableModel &model, const QModelIndex &cell,
                                  const QString &before, const QSignalSpy &refused,
                                  const QString &message)
{
    QCOMPARE(refused.count(), 1);
    QCOMPARE(model.lastRefusal(), message);
    QCOMPARE(cell.data(ProblemRole).toString(), message);
    QCOMPARE(cell.data(Qt::EditRole).toString(), before);
    QCOMPARE(m_store->undoStack()->count(), 0);
}

void TestDelegates::decimalRoundTrip_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("before"); // dc-gpu.json's figure
    QTest::addColumn<QString>("typed");

    QTest::newRow("card price, cents") << int(AcceleratorTableModel::columnOf("price")) << "25500"
                                       << "26000.01";
    QTest::newRow("card price, 12 places")
            << int(AcceleratorTableModel::columnOf("price")) << "25500"
            << "25500.000000000001";
    QTest::newRow("migration days") << int(AcceleratorTableModel::columnOf("migration_days")) << "6"
                                    << "6.5";
}

void TestDelegates::decimalRoundTrip()
{
    QFETCH(int, column);
    QFETCH(QString, before);
    QFETCH(QString, typed);
    AcceleratorTableModel model(m_store.get());
    const QModelIndex cell = model.index(0, column);
    FieldDelegate delegate;

    auto *editor = openEditor<QLineEdit>(delegate, cell);
    QCOMPARE(editor->text(), before);
    QCOMPARE(editor->alignment(), Qt::AlignRight | Qt::AlignVCenter);

    editor->setText(typed);
    delegate.setModelData(editor, &model, cell);
    // The cell, the store's bundle and the undo stack hold exactly what was typed.
    QCOMPARE(cell.data(Qt::EditRole).toString(), typed);
    QCOMPARE(cell.data(UnderlyingValueRole).value<Decimal>(), dec(typed));
    QCOMPARE(m_store->undoStack()->count(), 1);
    m_store->undoStack()->undo();
    QCOMPARE(cell.data(Qt::EditRole).toString(), before);
}

void TestDelegates::decimalMarksWhileTyping()
{
    AcceleratorTableModel model(m_store.get());
    const QModelIndex price = model.index(0, AcceleratorTableModel::columnOf("price"));
    FieldDelegate delegate;
    auto *editor = openEditor<QLineEdit>(delegate, price);
    editor->clear();

    QTest::keyClicks(editor, QStringLiteral("12a"));
    QVERIFY(editor->property("invalid").toBool());
    QCOMPARE(editor->toolTip(), QStringLiteral("\"12a\" is not a number"));
    QTest::keyClick(editor, Qt::Key_Backspace);
    QCOMPARE(editor->text(), QStringLiteral("12"));
    QVERIFY(!editor->property("invalid").toBool());
    QCOMPARE(editor->toolTip(), QString());
    // A card's price may be left empty (not quoted yet): an emptied editor is not marked.
    QTest::keyClick(editor, Qt::Key_Backspace);
    QTest::keyClick(editor, Qt::Key_Backspace);
    QCOMPARE(editor->text(), QString());
    QVERIFY(!editor->property("invalid").toBool());
    // Nothing reached the model while typing.
    QCOMPARE(price.data(Qt::EditRole).toString(), QStringLiteral("25500"));
}

void TestDelegates::decimalBadEntryRefused_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("message");

    QTest::newRow("not a number")
            << int(AcceleratorTableModel::columnOf("price")) << "abc"
            << "accelerator \"h100-sxm\", field \"price\": \"abc\" is not a number";
    QTest::newRow("negative price")
            << int(AcceleratorTableModel::columnOf("price")) << "-5"
            << "accelerator \"h100-sxm\", field \"price\": must not be negative";
    QTest::newRow("efficiency above 1")
            << int(AcceleratorTableModel::columnOf("bw_efficiency")) << "1.2"
            << "accelerator \"h100-sxm\", field \"bw_efficiency\": must be greater than 0 and at "
               "most 1";
}

void TestDelegates::decimalBadEntryRefused()
{
    QFETCH(int, column);
    QFETCH(QString, typed);
    QFETCH(QString, message);
    AcceleratorTableModel model(m_store.get());
    const QModelIndex cell = model.index(0, column);
    const QString before = cell.data(Qt::EditRole).toString();
    FieldDelegate delegate;
    auto *editor = openEditor<QLineEdit>(delegate, cell);
    QSignalSpy refused(&model, &BundleTableModel::editRefused);

    editor->setText(typed);
    delegate.setModelData(editor, &model, cell);
    expectRefused(model, cell, before, refused, message);
}

void TestDelegates::currencyRoundTrip()
{
    AcceleratorTableModel model(m_store.get());
    const QModelIndex currency = model.index(0, AcceleratorTableModel::columnOf("currency"));
    FieldDelegate delegate;
    auto *editor = openEditor<QComboBox>(delegate, currency);
    QVERIFY(editor->isEditable());
    // The codes the document uses are offered; the card's own is shown.
    const QStringList offered = currency.data(ChoicesRole).toStringList();
    QVERIFY2(offered.contains(QStringLiteral("HKD")) && offered.contains(QStringLiteral("USD")),
             qPrintable(offered.join(u' ')));
    QCOMPARE(editor->count(), offered.size());
    for (int i = 0; i < offered.size(); ++i)
        QCOMPARE(editor->itemText(i), offered.at(i));
    QCOMPARE(editor->currentText(), QStringLiteral("USD"));

    editor->setCurrentIndex(editor->findText(QStringLiteral("HKD")));
    delegate.setModelData(editor, &model, currency);
    QCOMPARE(currency.data(Qt::EditRole).toString(), QStringLiteral("HKD"));
    QCOMPARE(m_store->bundle().catalog.accelerators.at(0).currency, QStringLiteral("HKD"));
}

void TestDelegates::currencyTypedUpperCaseLettersOnly()
{
    AcceleratorTableModel model(m_store.get());
    const QModelIndex currency = model.index(0, AcceleratorTableModel::columnOf("currency"));
    FieldDelegate delegate;
    auto *editor = openEditor<QComboBox>(delegate, currency);
    QLineEdit *line = editor->lineEdit();
    line->clear();
    // Digits are not taken, letters are upper-cased, a fourth letter is not taken.
    QTest::keyClicks(line, QStringLiteral("h1k9dx"));
    QCOMPARE(line->text(), QStringLiteral("HKD"));

    delegate.setModelData(editor, &model, currency);
    QCOMPARE(currency.data(Qt::EditRole).toString(), QStringLiteral("HKD"));
}

void TestDelegates::currencyBadEntryRefused()
{
    // Two letters pass the editor (a code is typed a letter at a time) but not the model.
    AcceleratorTableModel model(m_store.get());
    const QModelIndex currency = model.index(0, AcceleratorTableModel::columnOf("currency"));
    FieldDelegate delegate;
    auto *editor = openEditor<QComboBox>(delegate, currency);
    QSignalSpy refused(&model, &BundleTableModel::editRefused);

    editor->setEditText(QStringLiteral("US"));
    delegate.setModelData(editor, &model, currency);
    expectRefused(model, currency, QStringLiteral("USD"), refused,
                  QStringLiteral("accelerator \"h100-sxm\", field \"currency\": \"US\" is not a "
                                 "three-letter currency code such as HKD"));
}

void TestDelegates::choiceShowsLabelsKeepsValues()
{
    AcceleratorTableModel model(m_store.get());
    const QModelIndex cls = model.index(0, AcceleratorTableModel::columnOf("class"));
    FieldDelegate delegate;
    auto *editor = openEditor<QComboBox>(delegate, cls);
    QVERIFY(!editor->isEditable()); // only the values the model allows
    const QStringList labels{ QStringLiteral("Datacenter GPU"), QStringLiteral("Consumer GPU"),
                              QStringLiteral("NPU"), QStringLiteral("Inference ASIC") };
    const QStringList values{ QStringLiteral("datacenter_gpu"), QStringLiteral("consumer_gpu"),
                              QStringLiteral("npu"), QStringLiteral("inference_asic") };
    QCOMPARE(editor->count(), 4);
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(editor->itemText(i), labels.at(i));
        QCOMPARE(editor->itemData(i).toString(), values.at(i));
    }
    QCOMPARE(editor->currentIndex(), 0); // the card is a datacenter GPU
}

void TestDelegates::choiceRoundTrip()
{
    // The rental offer rent-h100-us moves from us to hk: the editor lists the regions by
    // name and the model receives the id.
    RentalOfferTableModel model(m_store.get());
    const QModelIndex region = model.index(0, RentalOfferTableModel::columnOf("region"));
    FieldDelegate delegate;
    auto *editor = openEditor<QComboBox>(delegate, region);
    QCOMPARE(editor->currentData().toString(), QStringLiteral("us"));
    const int hk = editor->findData(QStringLiteral("hk"));
    QVERIFY(hk >= 0);
    QCOMPARE(editor->itemText(hk), QStringLiteral("Hong Kong"));

    editor->setCurrentIndex(hk);
    delegate.setModelData(editor, &model, region);
    QCOMPARE(region.data(Qt::EditRole).toString(), QStringLiteral("hk"));
    QCOMPARE(m_store->bundle().catalog.rentalOffers.at(0).region, QStringLiteral("hk"));
}

void TestDelegates::choiceNothingPickedLeavesCell()
{
    RentalOfferTableModel model(m_store.get());
    const QModelIndex region = model.index(0, RentalOfferTableModel::columnOf("region"));
    FieldDelegate delegate;
    auto *editor = openEditor<QComboBox>(delegate, region);
    QSignalSpy refused(&model, &BundleTableModel::editRefused);

    editor->setCurrentIndex(-1);
    delegate.setModelData(editor, &model, region);
    QCOMPARE(refused.count(), 0);
    QCOMPARE(region.data(Qt::EditRole).toString(), QStringLiteral("us"));
    QCOMPARE(m_store->undoStack()->count(), 0);
}

void TestDelegates::pickCommitsAndCloses()
{
    // A choice is made in one gesture: picking commits and closes, in both combo editors.
    AcceleratorTableModel model(m_store.get());
    FieldDelegate delegate;
    for (const int column : { AcceleratorTableModel::columnOf("class"),
                              AcceleratorTableModel::columnOf("currency") }) {
        auto *editor = openEditor<QComboBox>(delegate, model.index(0, column));
        QSignalSpy committed(&delegate, &QAbstractItemDelegate::commitData);
        QSignalSpy closed(&delegate, &QAbstractItemDelegate::closeEditor);
        Q_EMIT editor->activated(1);
        QCOMPARE(committed.count(), 1);
        QCOMPARE(committed.first().first().value<QWidget *>(), editor);
        QCOMPARE(closed.count(), 1);
    }
}

QTEST_MAIN(TestDelegates)
#include "tst_delegates.moc"
