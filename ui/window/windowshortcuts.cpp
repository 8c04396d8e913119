// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowshortcuts.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace infertco {

namespace {

bool matches(const QAction *action, const QKeySequence &pressed)
{
    if (!action || !action->isEnabled())
        return false;
    const QList<QKeySequence> shortcuts = action->shortcuts();
    for (const QKeySequence &shortcut : shortcuts) {
        if (shortcut.matches(pressed) == QKeySequence::ExactMatch)
            return true;
    }
    return false;
}

// A text field, and whether the user has typed into it since it was last filled in.
struct TextField
{
    bool isText = false;
    bool userIsEditing = false;
};

TextField textFieldOf(const QWidget *widget)
{
    if (const auto *line = qobject_cast<const QLineEdit *>(widget))
        return { true, line->isModified() };
    if (const auto *combo = qobject_cast<const QComboBox *>(widget)) {
        if (!combo->isEditable())
            return {};
        return { true, combo->lineEdit()->isModified() };
    }
    if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(widget)) {
        const QLineEdit *line = spin->findChild<QLineEdit *>();
        return { true, line && line->isModified() };
    }
    if (const auto *plain = qobject_cast<const QPlainTextEdit *>(widget))
        return { !plain->isReadOnly(), plain->document()->isModified() };
    if (const auto *rich = qobject_cast<const QTextEdit *>(widget))
        return { !rich->isReadOnly(), rich->document()->isModified() };
    return {};
}

} // namespace

WindowShortcuts::WindowShortcuts(QWidget *window) : QObject(window), m_window(window)
{
    qApp->installEventFilter(this);
}

WindowShortcuts::~WindowShortcuts()
{
    qApp->removeEventFilter(this);
}

void WindowShortcuts::setCommands(const QList<QAction *> &commands)
{
    m_commands.clear();
    for (QAction *action : commands)
        m_commands.append(action);
}

void WindowShortcuts::setUndoRedo(QAction *undo, QAction *redo)
{
    m_undo = undo;
    m_redo = redo;
}

bool WindowShortcuts::windowTakes(const QWidget *focus, int keyWithModifiers) const
{
    if (!focus || focus->window() != m_window)
        return false;
    const TextField field = textFieldOf(focus);
    if (!field.isText)
        return false;
    const QKeySequence pressed(keyWithModifiers);
    for (const QPointer<QAction> &command : m_commands) {
        if (matches(command, pressed))
            return true;
    }
    if (matches(m_undo, pressed) || matches(m_redo, pressed))
        return !field.userIsEditing;
    return false;
}

bool WindowShortcuts::eventFilter(QObject *watched, QEvent *event)
{
    // A ShortcutOverride a text field accepts keeps the key from the window's shortcut; left
    // unaccepted (and not passed on), the shortcut fires.
    if (event->type() == QEvent::ShortcutOverride && watched->isWidgetType()) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (windowTakes(static_cast<QWidget *>(watched), key->keyCombination().toCombined())) {
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace infertco
