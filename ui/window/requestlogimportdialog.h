// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import Request Log…, once the CSV is chosen: the id and the name the log gets in the
// document (docs/serving.md, "Request logs"), suggested from the file's name, and whether it
// replaces a log already there.
#pragma once

#include <QDialog>
#include <QStringList>

class QLabel;
class QLineEdit;
class QPushButton;

namespace infertco {

class RequestLogImportDialog : public QDialog
{
    Q_OBJECT

public:
    /// `csvPath`: the file chosen; `existing`: the ids and names of the document's logs.
    RequestLogImportDialog(const QString &csvPath, const QStringList &existingIds,
                           const QStringList &existingNames, QWidget *parent = nullptr);

    QString logId() const;
    QString logName() const;

    /// An id from a file name: its base name in lower case, every run of other characters
    /// than a-z and 0-9 one hyphen, none at either end ("Azure LLM 2023 (code).csv" ->
    /// "azure-llm-2023-code"); "request-log" when nothing is left.
    static QString suggestedId(const QString &csvPath);

private:
    void updateNote();

    QStringList m_existingIds;
    QStringList m_existingNames;
    QLineEdit *m_id;
    QLineEdit *m_name;
    QLabel *m_note;
    QPushButton *m_import;
};

} // namespace infertco
