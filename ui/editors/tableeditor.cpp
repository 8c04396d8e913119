// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableeditor.h"

#include "bundletablemodel.h"
#include "edit/bundlestore.h"
#include "editors/delegates/fielddelegate.h"
#include "editors/delegates/itemroles.h"
#include "tablesortproxy.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace infertco {

namespace {

/// The widest a column of this kind starts out; the user may widen it.
int startingWidthLimit(FieldKind kind)
{
    switch (kind) {
    case FieldKind::Notes:
        return 340;
    case FieldKind::Text:
        return 230;
    case FieldKind::Choice:
        return 260;
    default:
        return 200;
    }
}

} // namespace

TableEditor::TableEditor(BundleTableModel *model, const Options &options, QWidget *parent)
    : QWidget(parent),
      m_model(model),
      m_proxy(new TableSortProxy(this)),
      m_view(new QTableView),
      m_fitToWidth(options.fitToWidth)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);

    if (!options.title.isEmpty()) {
        auto *title = new QLabel(options.title);
        title->setObjectName(QStringLiteral("pageTitle"));
        layout->addWidget(title);
    }
    if (!options.description.isEmpty()) {
        auto *description = new QLabel(options.description);
        description->setObjectName(QStringLiteral("pageDescription"));
        description->setWordWrap(true);
        layout->addWidget(description);
    }

    auto *bar = new QHBoxLayout;
    bar->setSpacing(6);
    if (options.filter) {
        m_filter = new QLineEdit;
        m_filter->setObjectName(QStringLiteral("filterEdit"));
        m_filter->setPlaceholderText(tr("Filter"));
        m_filter->setClearButtonEnabled(true);
        m_filter->setMaximumWidth(280);
        connect(m_filter, &QLineEdit::textChanged, m_proxy,
                &QSortFilterProxyModel::setFilterFixedString);
        bar->addWidget(m_filter);
    }
    bar->addStretch();
    const auto button = [this, bar](const QString &text, const QString &tip,
                                    const QKeySequence &shortcut, void (TableEditor::*slot)()) {
        auto *action = new QAction(text, this);
        action->setToolTip(tip);
        if (!shortcut.isEmpty()) {
            action->setShortcut(shortcut);
            action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
            addAction(action);
        }
        connect(action, &QAction::triggered, this, slot);
        auto *tool = new QToolButton;
        tool->setDefaultAction(action);
        tool->setToolButtonStyle(Qt::ToolButtonTextOnly);
        bar->addWidget(tool);
        return tool;
    };
    m_add = button(tr("Add"), tr("Add a row"), QKeySequence(), &TableEditor::addItem);
    m_duplicate = button(tr("Duplicate"), tr("Copy the selected rows (Ctrl+D)"),
                         QKeySequence(Qt::CTRL | Qt::Key_D), &TableEditor::duplicateSelected);
    m_remove = button(tr("Remove"), tr("Remove the selected rows (Delete)"),
                      QKeySequence(QKeySequence::Delete), &TableEditor::removeSelected);
    m_duplicate->setVisible(model->canDuplicate());
    layout->addLayout(bar);

    m_proxy->setSourceModel(model);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(options.sortable);
    if (options.sortable)
        m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed);
    m_view->setAlternatingRowColors(true);
    // The window adds what it offers for a row (its history on the team server).
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        const QModelIndex index = m_view->indexAt(at);
        if (!index.isValid())
            return;
        QMenu menu(this);
        Q_EMIT contextMenuAboutToShow(&menu, m_proxy->mapToSource(index).row());
        if (!menu.isEmpty())
            menu.exec(m_view->viewport()->mapToGlobal(at));
    });
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->verticalHeader()->setVisible(false);
    m_view->verticalHeader()->setDefaultSectionSize(30);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    layout->addWidget(m_view, 1);

    m_refusalBar = new QLabel;
    m_refusalBar->setObjectName(QStringLiteral("refusalBar"));
    m_refusalBar->setWordWrap(true);
    m_refusalBar->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_refusalBar->hide();
    layout->addWidget(m_refusalBar);

    m_noteBar = new QLabel;
    m_noteBar->setObjectName(QStringLiteral("noteBar"));
    m_noteBar->setWordWrap(true);
    m_noteBar->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_noteBar->hide();
    layout->addWidget(m_noteBar);

    // One delegate edits every cell by its field's kind.
    m_view->setItemDelegate(new FieldDelegate(this));
    fitColumns();
    connect(model, &BundleTableModel::editRefused, this,
            [this](const QModelIndex &, const QString &) {
                showRefusal(m_model->lastRefusalShown());
            });
    // A value put back as it was is no change to the document, yet the refusal is over.
    connect(model, &BundleTableModel::refusalCleared, this, [this] {
        m_refusalBar->hide();
        Q_EMIT message(QString());
    });
    connect(model, &BundleTableModel::editNoted, this,
            [this](const QModelIndex &, const QString &text) {
                m_noteBar->setText(text);
                m_noteBar->show();
                Q_EMIT message(text);
            });
    connect(model->store(), &BundleStore::changed, this, [this] {
        m_refusalBar->hide();
        m_noteBar->hide();
        updateButtons();
    });
    connect(model, &QAbstractItemModel::modelReset, this, &TableEditor::updateButtons);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &TableEditor::updateButtons);
    updateButtons();
}

void TableEditor::fitColumns()
{
    m_view->resizeColumnsToContents();
    QHeaderView *header = m_view->horizontalHeader();
    const int columns = m_model->columnCount();
    // What a column would like (its widest cell, within a limit per kind of field) and the
    // least it gets: its header whole (headers were clipped while an
    // almost empty column kept its room).
    QList<int> wants;
    QList<int> floors;
    int total = 0;
    int floorTotal = 0;
    for (int column = 0; column < columns; ++column) {
        const auto kind = static_cast<FieldKind>(
                m_model->headerData(column, Qt::Horizontal, FieldKindRole).toInt());
        const int whole = header->sectionSizeHint(column) + 8;
        const int want = std::max(
                std::clamp(header->sectionSize(column) + 16, 64, startingWidthLimit(kind)), whole);
        wants.append(want);
        floors.append(std::max(64, whole));
        total += want;
        floorTotal += floors.constLast();
    }
    QList<int> widths = wants;
    const int available = m_view->viewport()->width();
    if (m_fitToWidth && total > available && available > 0 && columns > 0) {
        // The first column names the row: it keeps what it wants while the others can still
        // show their headers whole. What is left is shared by the other columns in
        // proportion to what their cells lack; a cut cell shows its text whole in the
        // tooltip. When not even the headers fit, the table scrolls sideways.
        widths = floors;
        int spare = available - floorTotal;
        const int nameGets = std::min(wants.at(0) - floors.at(0), std::max(0, spare));
        widths[0] += spare > 0 ? nameGets : wants.at(0) - floors.at(0);
        spare -= nameGets;
        int lacking = 0;
        for (int column = 1; column < columns; ++column)
            lacking += wants.at(column) - floors.at(column);
        if (spare > 0 && lacking > 0) {
            for (int column = 1; column < columns; ++column)
                widths[column]
                        += int(qint64(wants.at(column) - floors.at(column)) * spare / lacking);
        }
    }
    for (int column = 0; column < columns; ++column)
        header->resizeSection(column, widths.at(column));
}

void TableEditor::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_fitToWidth)
        fitColumns();
}

QString TableEditor::refusal() const
{
    return m_refusalBar->isHidden() ? QString() : m_refusalBar->text();
}

QList<int> TableEditor::selectedRows() const
{
    QList<int> rows;
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &index : selected)
        rows.append(m_proxy->mapToSource(index).row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void TableEditor::addItem()
{
    if (!m_model->addItem())
        return;
    // Select the new row (the last of the model) so that it can be edited at once.
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(m_model->rowCount() - 1, 0));
    if (index.isValid()) {
        m_view->setCurrentIndex(index);
        m_view->scrollTo(index);
    }
}

void TableEditor::duplicateSelected()
{
    m_model->duplicateItems(selectedRows());
}

void TableEditor::removeSelected()
{
    m_model->removeItems(selectedRows());
}

void TableEditor::showRefusal(const QString &text)
{
    m_refusalBar->setText(text);
    m_refusalBar->show();
    Q_EMIT message(text);
}

void TableEditor::updateButtons()
{
    const bool selection = m_view->selectionModel()->hasSelection();
    m_duplicate->setEnabled(selection);
    m_remove->setEnabled(selection);
}

} // namespace infertco
