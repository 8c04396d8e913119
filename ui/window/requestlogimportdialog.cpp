// SPDX-License-Identifier: GPL-3.0-or-later
#include "requestlogimportdialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace infertco {

RequestLogImportDialog::RequestLogImportDialog(const QString &csvPath,
                                               const QStringList &existingIds,
                                               const QStringList &existingNames, QWidget *parent)
    : QDialog(parent),
      m_existingIds(existingIds),
      m_existingNames(existingNames),
      m_id(new QLineEdit(this)),
      m_name(new QLineEdit(this)),
      m_note(new QLabel(this)),
      m_import(nullptr)
{
    setObjectName(QStringLiteral("requestLogImportDialog"));
    setWindowTitle(tr("Import Request Log"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
            tr("Every request of %1 becomes a row of the log: its arrival and its prompt and "
               "output tokens. A scenario replays the log's lengths and arrivals once its "
               "workload names the log.")
                    .arg(QDir::toNativeSeparators(csvPath)));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_id->setObjectName(QStringLiteral("logId"));
    m_name->setObjectName(QStringLiteral("logName"));
    m_id->setText(suggestedId(csvPath));
    m_name->setText(QFileInfo(csvPath).completeBaseName());
    form->addRow(tr("Id"), m_id);
    form->addRow(tr("Name"), m_name);
    layout->addLayout(form);
    m_note->setObjectName(QStringLiteral("replaceNote"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_import = buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    m_import->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_id, &QLineEdit::textChanged, this, &RequestLogImportDialog::updateNote);
    // A log already there keeps its name unless the user types another.
    const int at = m_existingIds.indexOf(m_id->text());
    if (at >= 0 && at < m_existingNames.size() && !m_existingNames.at(at).isEmpty())
        m_name->setText(m_existingNames.at(at));
    updateNote();
    setMinimumWidth(460);
}

QString RequestLogImportDialog::logId() const
{
    return m_id->text().trimmed();
}

QString RequestLogImportDialog::logName() const
{
    return m_name->text().trimmed();
}

QString RequestLogImportDialog::suggestedId(const QString &csvPath)
{
    const QString base = QFileInfo(csvPath).completeBaseName().toLower();
    QString id;
    bool gap = false;
    for (const QChar c : base) {
        const bool kept = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9');
        if (!kept) {
            gap = !id.isEmpty();
            continue;
        }
        if (gap)
            id += u'-';
        gap = false;
        id += c;
    }
    return id.isEmpty() ? QStringLiteral("request-log") : id;
}

void RequestLogImportDialog::updateNote()
{
    const QString id = logId();
    m_import->setEnabled(!id.isEmpty());
    if (id.isEmpty()) {
        m_note->setText(tr("Give the log an id: the scenarios name it by its id."));
        return;
    }
    m_note->setText(m_existingIds.contains(id)
                            ? tr("Replaces the request log %1 of this document; the scenarios "
                                 "that name it replay the new rows.")
                                      .arg(id)
                            : tr("A new request log of this document."));
}

} // namespace infertco
