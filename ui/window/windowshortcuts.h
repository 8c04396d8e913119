// SPDX-License-Identifier: GPL-3.0-or-later
// Keeps the window's shortcuts working while the cursor is in a text field: a field takes
// only the keys it has a use for (typing, its own undo while the user is mid-edit), the
// window the rest (Ctrl+E exports even though a line edit on X11 reads it as "end of line").
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace infertco {

class WindowShortcuts final : public QObject
{
    Q_OBJECT

public:
    /// Filters the application's events for the text fields of window.
    explicit WindowShortcuts(QWidget *window);
    ~WindowShortcuts() override;

    /// Actions whose shortcuts win over every text field of the window.
    void setCommands(const QList<QAction *> &commands);
    /// The document's undo and redo: they win unless the focused field has text of its own
    /// that the user is editing (then Ctrl+Z undoes the typing, as in any text field).
    void setUndoRedo(QAction *undo, QAction *redo);

    /// True when the window, not the field that has the focus, should take the key.
    bool windowTakes(const QWidget *focus, int keyWithModifiers) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
    QList<QPointer<QAction>> m_commands;
    QPointer<QAction> m_undo;
    QPointer<QAction> m_redo;
};

} // namespace infertco
