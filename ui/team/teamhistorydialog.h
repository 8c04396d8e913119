// SPDX-License-Identifier: GPL-3.0-or-later
// A quote's history on the team server (docs/team.md, "The audit log"): the audit log's entries for
// one catalog row, newest first: when, who, what they did and each field's old and new value.
#pragma once

#include "io/team/teamserver.h"

#include <QDialog>

class QLabel;
class QTreeWidget;

namespace infertco {

class TeamHistoryDialog : public QDialog
{
    Q_OBJECT

public:
    TeamHistoryDialog(const QString &kind, const QString &id, QWidget *parent = nullptr);

    /// While the log is read: "Contacting server…".
    void setBusy();
    void setEntries(const QList<TeamServer::HistoryEntry> &entries);
    void showError(const QString &message);

    QTreeWidget *tree() const { return m_tree; }
    QString status() const;

private:
    QLabel *m_status;
    QTreeWidget *m_tree;
};

} // namespace infertco
