// SPDX-License-Identifier: GPL-3.0-or-later
// The rows a pull or publish found changed both here and on the server (docs/team.md, "Pull, push
// and conflicts"): per row, who changed the server's copy and when, and each differing field with
// this document's value beside the server's. The user keeps theirs or takes the server's row by
// row; the window then tries again with that choice, as the CLI's --ours and --theirs do for all
// rows at once.
#pragma once

#include "io/team/teamsync.h"

#include <QDialog>
#include <QMap>

class QButtonGroup;
class QPushButton;
class QTableWidget;

namespace infertco {

class TeamConflictDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Operation { Pull, Publish };
    TeamConflictDialog(Operation operation, const QList<TeamConflict> &conflicts,
                       QWidget *parent = nullptr);

    /// The choice made for every row (the retry button is enabled only once each has one).
    TeamSync::Resolution resolution() const;
    QList<TeamItemKey> rows() const { return m_groups.keys(); }
    /// For tests and the "all" buttons.
    void choose(const TeamItemKey &key, TeamSync::Resolve resolve);
    void chooseAll(TeamSync::Resolve resolve);
    /// The field table of a row: Field | This document | Server.
    QTableWidget *fieldTable(const TeamItemKey &key) const { return m_tables.value(key); }
    QPushButton *retryButton() const { return m_retry; }

private:
    void updateRetry();

    QMap<TeamItemKey, QButtonGroup *> m_groups;
    QMap<TeamItemKey, QTableWidget *> m_tables;
    QPushButton *m_retry;
};

} // namespace infertco
