// SPDX-License-Identifier: GPL-3.0-or-later
// WindowShortcuts: the window's shortcuts fire while the cursor is in a text field; a field
// keeps its own undo only while the user is typing in it.
#include "window/windowshortcuts.h"

#include <QAction>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

using namespace infertco;

namespace {

// A window with the fields of an editor and the actions of the main window's menus.
struct Window
{
    QMainWindow window;
    QLineEdit *line = new QLineEdit;
    QPlainTextEdit *notes = new QPlainTextEdit;
    QDoubleSpinBox *spin = new QDoubleSpinBox;
    QAction *report = new QAction(QStringLiteral("Export PDF Report"), &window);
    QAction *undo = new QAction(QStringLiteral("Undo"), &window);
    QAction *redo = new QAction(QStringLiteral("Redo"), &window);
    WindowShortcuts shortcuts{ &window };

    Window()
    {
        auto *central = new QWidget;
        auto *layout = new QVBoxLayout(central);
        layout->addWidget(line);
        layout->addWidget(notes);
        layout->addWidget(spin);
        window.setCentralWidget(central);
        report->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
        undo->setShortcut(QKeySequence::Undo);
        redo->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
        window.addActions({ report, undo, redo });
        shortcuts.setCommands({ report });
        shortcuts.setUndoRedo(undo, redo);
        window.show();
    }

    // Under Xvfb no window manager activates the window; shortcuts need an active one.
    bool ready()
    {
        if (!QTest::qWaitForWindowExposed(&window))
            return false;
        QApplication::setActiveWindow(&window);
        return QApplication::activeWindow() == &window;
    }
};

} // namespace

class TestWindowShortcuts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void commandFromEveryField_data();
    void commandFromEveryField();
    void undoGoesToTheDocumentOnceTheFieldIsCommitted();
    void undoStaysInTheFieldWhileTyping();
    void typingStillTypes();
};

void TestWindowShortcuts::commandFromEveryField_data()
{
    QTest::addColumn<int>("field");
    QTest::newRow("line edit (reads Ctrl+E as end of line on X11)") << 0;
    QTest::newRow("notes") << 1;
    QTest::newRow("spin box") << 2;
}

void TestWindowShortcuts::commandFromEveryField()
{
    QFETCH(int, field);
    Window w;
    QVERIFY(w.ready());
    QWidget *target = field == 0 ? static_cast<QWidget *>(w.line)
            : field == 1         ? static_cast<QWidget *>(w.notes)
                                 : static_cast<QWidget *>(w.spin);
    target->setFocus();
    QTest::keyClicks(target, QStringLiteral("12")); // the user has typed: still Ctrl+E exports
    QSignalSpy triggered(w.report, &QAction::triggered);
    QTest::keyClick(target, Qt::Key_E, Qt::ControlModifier);
    QCOMPARE(triggered.count(), 1);
}

void TestWindowShortcuts::undoGoesToTheDocumentOnceTheFieldIsCommitted()
{
    Window w;
    QVERIFY(w.ready());
    w.line->setFocus();
    QTest::keyClicks(w.line, QStringLiteral("32"));
    QTest::keyClick(w.line, Qt::Key_Return);
    w.line->setText(QStringLiteral("32")); // the editor shows the committed value again
    QSignalSpy undone(w.undo, &QAction::triggered);
    QSignalSpy redone(w.redo, &QAction::triggered);
    QTest::keyClick(w.line, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(undone.count(), 1);
    QTest::keyClick(w.line, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(redone.count(), 1);
}

void TestWindowShortcuts::undoStaysInTheFieldWhileTyping()
{
    Window w;
    QVERIFY(w.ready());
    w.line->setText(QStringLiteral("15"));
    w.line->setFocus();
    w.line->end(false);
    QTest::keyClicks(w.line, QStringLiteral("0"));
    QCOMPARE(w.line->text(), QStringLiteral("150"));
    QSignalSpy undone(w.undo, &QAction::triggered);
    QTest::keyClick(w.line, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(undone.count(), 0);
    QCOMPARE(w.line->text(), QStringLiteral("15")); // the typing was undone, as anywhere
}

void TestWindowShortcuts::typingStillTypes()
{
    Window w;
    QVERIFY(w.ready());
    w.line->setFocus();
    QSignalSpy triggered(w.report, &QAction::triggered);
    QTest::keyClicks(w.line, QStringLiteral("e E z"));
    QCOMPARE(w.line->text(), QStringLiteral("e E z"));
    QCOMPARE(triggered.count(), 0);
}

QTEST_MAIN(TestWindowShortcuts)
#include "tst_windowshortcuts.moc"
