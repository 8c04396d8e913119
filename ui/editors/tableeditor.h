// SPDX-License-Identifier: GPL-3.0-or-later
// An editable table of one bundle list: a filter, add/duplicate/remove, sortable columns
// with a delegate per kind of field, and a bar that says why an edit was refused.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QMenu;
class QTableView;
class QToolButton;

namespace infertco {

class BundleTableModel;
class TableSortProxy;

class TableEditor : public QWidget
{
    Q_OBJECT

public:
    struct Options
    {
        QString title; ///< heading above the table; none when empty
        QString description; ///< a sentence under the heading
        bool filter = true; ///< show the filter line edit
        bool sortable = true;
        /// Narrow the columns so that all fit the view, each header whole and the first
        /// column (the row's name) first (small embedded tables); when not even the
        /// headers fit, or without this, the table scrolls sideways.
        bool fitToWidth = false;
    };

    TableEditor(BundleTableModel *model, const Options &options, QWidget *parent = nullptr);

    BundleTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }
    /// The message of the refusal bar; empty when the bar is hidden.
    QString refusal() const;
    /// Selected rows of the model (not of the proxy), in ascending order.
    QList<int> selectedRows() const;

    /// Sizes the columns to their contents within sensible bounds per kind of field (and
    /// to the view's width with Options::fitToWidth).
    void fitColumns();

public Q_SLOTS:
    void addItem();
    void duplicateSelected();
    void removeSelected();

Q_SIGNALS:
    /// A message for the status bar (why an edit was refused); empty when a valid edit ended
    /// the refusal.
    void message(const QString &text);
    /// A context menu is about to open on model row `row`: listeners add their actions to
    /// `menu` (it opens only when one did).
    void contextMenuAboutToShow(QMenu *menu, int row);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void showRefusal(const QString &message);
    void updateButtons();

    BundleTableModel *m_model;
    TableSortProxy *m_proxy;
    QTableView *m_view;
    QLineEdit *m_filter = nullptr;
    QLabel *m_refusalBar;
    QLabel *m_noteBar; ///< what the last edit chose besides the cell edited
    QToolButton *m_add;
    QToolButton *m_duplicate;
    QToolButton *m_remove;
    bool m_fitToWidth;
};

} // namespace infertco
