// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamconflictdialog.h"

#include "teamtext.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

namespace infertco {

namespace {

constexpr int Mine = 1;
constexpr int Theirs = 2;

} // namespace

TeamConflictDialog::TeamConflictDialog(Operation operation, const QList<TeamConflict> &conflicts,
                                       QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("teamConflictDialog"));
    setWindowTitle(tr("Team Catalog Conflicts"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
            operation == Operation::Pull
                    ? tr("These rows were changed in this document and on the server since the "
                         "last pull. Nothing has been written yet. For each row, keep yours "
                         "(publish it later) or take the server's; then the pull runs again.")
                    : tr("These rows were changed on the server since this document last "
                         "pulled them. Nothing has been published yet. For each row, keep "
                         "yours (it is published over the server's) or take the server's; then "
                         "the publish runs again."));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    // One box per row, its fields together.
    QMap<TeamItemKey, QList<TeamConflict>> byRow;
    for (const TeamConflict &conflict : conflicts)
        byRow[conflict.key].append(conflict);
    auto *content = new QWidget;
    auto *rowsLayout = new QVBoxLayout(content);
    for (auto it = byRow.constBegin(); it != byRow.constEnd(); ++it) {
        const TeamItemKey &key = it.key();
        const QList<TeamConflict> &fields = it.value();
        auto *box = new QGroupBox(QStringLiteral("%1 %2").arg(TeamText::kind(key.kind), key.id));
        box->setObjectName(QStringLiteral("conflict_%1_%2").arg(key.kind, key.id));
        box->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
        auto *boxLayout = new QVBoxLayout(box);
        const TeamConflict &first = fields.constFirst();
        auto *who = new QLabel;
        who->setWordWrap(true);
        if (!first.reason.isEmpty())
            who->setText(first.reason);
        else
            who->setText(tr("Changed on the server by %1 at %2.")
                                 .arg(first.by, TeamText::when(first.at)));
        boxLayout->addWidget(who);

        QStringList fieldNames;
        for (const TeamConflict &field : fields) {
            if (!field.field.isEmpty())
                fieldNames << field.field;
        }
        if (!fieldNames.isEmpty()) {
            auto *table = new QTableWidget(int(fieldNames.size()), 3);
            table->setObjectName(QStringLiteral("conflictFields"));
            table->setHorizontalHeaderLabels(
                    { tr("Field"), tr("This document (yours)"), tr("Server") });
            table->verticalHeader()->hide();
            table->setEditTriggers(QAbstractItemView::NoEditTriggers);
            table->setSelectionMode(QAbstractItemView::NoSelection);
            int row = 0;
            for (const TeamConflict &field : fields) {
                if (field.field.isEmpty())
                    continue;
                table->setItem(row, 0,
                               new QTableWidgetItem(TeamText::field(key.kind, field.field)));
                table->setItem(row, 1, new QTableWidgetItem(TeamText::value(field.local)));
                table->setItem(row, 2, new QTableWidgetItem(TeamText::value(field.server)));
                ++row;
            }
            table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
            table->resizeRowsToContents();
            table->setFixedHeight(table->horizontalHeader()->sizeHint().height()
                                  + table->verticalHeader()->length() + 2 * table->frameWidth());
            boxLayout->addWidget(table);
            m_tables.insert(key, table);
        }
        auto *choices = new QHBoxLayout;
        auto *group = new QButtonGroup(box);
        auto *mine = new QRadioButton(tr("Keep mine"));
        mine->setObjectName(QStringLiteral("keepMine"));
        auto *theirs = new QRadioButton(tr("Take the server's"));
        theirs->setObjectName(QStringLiteral("takeTheirs"));
        group->addButton(mine, Mine);
        group->addButton(theirs, Theirs);
        choices->addWidget(mine);
        choices->addWidget(theirs);
        choices->addStretch();
        boxLayout->addLayout(choices);
        connect(group, &QButtonGroup::idClicked, this, &TeamConflictDialog::updateRetry);
        m_groups.insert(key, group);
        rowsLayout->addWidget(box);
    }
    rowsLayout->addStretch();
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);
    layout->addWidget(scroll, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *allMine = buttons->addButton(tr("Keep All Mine"), QDialogButtonBox::ActionRole);
    connect(allMine, &QPushButton::clicked, this, [this] { chooseAll(TeamSync::Resolve::Ours); });
    QPushButton *allTheirs
            = buttons->addButton(tr("Take All the Server's"), QDialogButtonBox::ActionRole);
    connect(allTheirs, &QPushButton::clicked, this,
            [this] { chooseAll(TeamSync::Resolve::Theirs); });
    m_retry = buttons->addButton(operation == Operation::Pull ? tr("&Pull Again")
                                                              : tr("&Publish Again"),
                                 QDialogButtonBox::AcceptRole);
    m_retry->setObjectName(QStringLiteral("retryButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    updateRetry();
    resize(760, 520);
}

TeamSync::Resolution TeamConflictDialog::resolution() const
{
    TeamSync::Resolution resolution;
    for (auto it = m_groups.constBegin(); it != m_groups.constEnd(); ++it) {
        const int id = it.value()->checkedId();
        if (id == Mine)
            resolution.rows.insert(it.key(), TeamSync::Resolve::Ours);
        else if (id == Theirs)
            resolution.rows.insert(it.key(), TeamSync::Resolve::Theirs);
    }
    return resolution;
}

void TeamConflictDialog::choose(const TeamItemKey &key, TeamSync::Resolve resolve)
{
    QButtonGroup *group = m_groups.value(key);
    if (!group)
        return;
    if (QAbstractButton *button
        = group->button(resolve == TeamSync::Resolve::Theirs ? Theirs : Mine))
        button->setChecked(true);
    updateRetry();
}

void TeamConflictDialog::chooseAll(TeamSync::Resolve resolve)
{
    for (auto it = m_groups.constBegin(); it != m_groups.constEnd(); ++it)
        choose(it.key(), resolve);
}

void TeamConflictDialog::updateRetry()
{
    bool decided = true;
    for (QButtonGroup *group : std::as_const(m_groups))
        decided = decided && group->checkedId() != -1;
    m_retry->setEnabled(decided);
}

} // namespace infertco
