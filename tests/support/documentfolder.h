// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper for the document suites (tst_document, tst_documentcheck, tst_documentchecksum,
// tst_documentlock, tst_documentschema, tst_documenttables): a temporary folder, the demo
// bundle, and documents made in that folder by this build.
#pragma once

#include "io/document/document.h"
#include "sourcetree.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtDebug>

namespace infertco::testing {

/// The names of the files in `dir`, hidden ones too, sorted.
inline QStringList filesIn(const QString &dir)
{
    QStringList names = QDir(dir).entryList(QDir::Files | QDir::Hidden);
    names.sort();
    return names;
}

/// The text of the first problem, empty for none.
inline QString firstText(const Problems &problems)
{
    return problems.isEmpty() ? QString() : problems.first().text();
}

/// A suite's folder and the demo bundle; a suite derives from it and calls
/// initDocumentFolder() in its initTestCase().
class DocumentFolder
{
protected:
    QTemporaryDir m_dir;
    Bundle m_demo;

    /// Whether the folder was made and the demo bundle read.
    bool initDocumentFolder()
    {
        m_demo = readBundle("data/demo.json");
        return m_dir.isValid() && !m_demo.scenarios.isEmpty();
    }

    QString file(const QString &name) const { return m_dir.filePath(name); }

    // A valid document written by this build, closed again.
    QString makeDocument(const QString &name, const Bundle &bundle)
    {
        const QString path = file(name);
        Outcome<std::unique_ptr<Document>> document = Document::createFromBundle(path, bundle);
        if (!document.ok())
            qWarning() << firstText(document.problems());
        return path;
    }
};

} // namespace infertco::testing
