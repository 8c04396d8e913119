// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamhistorydialog.h"

#include "teamtext.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace infertco {

TeamHistoryDialog::TeamHistoryDialog(const QString &kind, const QString &id, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("teamHistoryDialog"));
    setWindowTitle(tr("History of %1 %2").arg(TeamText::kind(kind), id));
    auto *layout = new QVBoxLayout(this);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("teamHistoryStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_tree = new QTreeWidget;
    m_tree->setObjectName(QStringLiteral("teamHistory"));
    m_tree->setHeaderLabels({ tr("When / field"), tr("Who / before"), tr("What / after") });
    m_tree->setRootIsDecorated(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::Interactive);
    layout->addWidget(m_tree, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(720, 460);
}

void TeamHistoryDialog::setBusy()
{
    m_status->setStyleSheet(QString());
    m_status->setText(tr("Contacting server…"));
}

void TeamHistoryDialog::setEntries(const QList<TeamServer::HistoryEntry> &entries)
{
    m_tree->clear();
    for (const TeamServer::HistoryEntry &entry : entries) {
        QString action = entry.action;
        if (action == QLatin1String("insert"))
            action = tr("added");
        else if (action == QLatin1String("update"))
            action = tr("changed %n field(s)", nullptr, int(entry.changes.size()));
        else if (action == QLatin1String("delete"))
            action = tr("deleted");
        auto *item
                = new QTreeWidgetItem(m_tree, { TeamText::when(entry.at), entry.username, action });
        for (const auto &[field, before, after] : entry.changes)
            new QTreeWidgetItem(item,
                                { TeamText::field(entry.kind, field), TeamText::logged(before),
                                  TeamText::logged(after) });
        item->setExpanded(entry.action == QLatin1String("update"));
    }
    // Each column fitted to its contents but the first two at most a third of the view each,
    // so that the value after a change is never pushed out of sight by a long one before it.
    const int room = m_tree->isVisible() ? m_tree->viewport()->width() : width() - 40;
    const int third = std::max(120, room / 3);
    for (int column : { 0, 1 }) {
        m_tree->resizeColumnToContents(column);
        m_tree->setColumnWidth(column, std::min(m_tree->columnWidth(column), third));
    }
    m_status->setStyleSheet(QString());
    m_status->setText(entries.isEmpty() ? tr("The server's audit log holds no change of this row.")
                                        : tr("%n change(s) on the team server, newest first.",
                                             nullptr, int(entries.size())));
}

void TeamHistoryDialog::showError(const QString &message)
{
    m_status->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_status->setText(message);
}

QString TeamHistoryDialog::status() const
{
    return m_status->text();
}

} // namespace infertco
