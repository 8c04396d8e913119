// SPDX-License-Identifier: GPL-3.0-or-later
// An open document's content in memory and its undo stack. Every change is written to the
// document in one transaction before it becomes the content, so memory and file agree.
#pragma once

#include "bundlechange.h"

#include "model/bundle.h"
#include "model/problem.h"

#include <QObject>
#include <QUndoStack>

#include <memory>
#include <optional>

namespace infertco {

class Document;

class BundleStore : public QObject
{
    Q_OBJECT

public:
    BundleStore(std::unique_ptr<Document> document, Bundle bundle, QObject *parent = nullptr);
    ~BundleStore() override;

    const Bundle &bundle() const { return m_bundle; }
    QString path() const;
    QUndoStack *undoStack() { return &m_undoStack; }

    /// Writes `next` to the document in one transaction and, when that worked, makes it the
    /// content and tells the models through aboutToChange/changed. On a problem nothing
    /// changes, the problems are returned and problemsOccurred() is emitted.
    /// Inside a batch only memory changes; endBatch() writes.
    Problems replace(const Bundle &next, const BundleChange &change);

    /// Several replace() calls written in one transaction by endBatch(). If that write fails,
    /// the content returns to what it was at beginBatch() and the problems are returned.
    void beginBatch();
    Problems endBatch();
    bool inBatch() const { return m_batchStart.has_value(); }
    /// The problems of the last write; empty when it worked.
    const Problems &lastProblems() const { return m_lastProblems; }
    /// How many rows the last write to the document inserted, updated or deleted.
    qint64 documentRowChanges() const;

    /// Copies the document to `newPath` and continues on the copy.
    Problems saveAs(const QString &newPath);

Q_SIGNALS:
    void aboutToChange(const infertco::BundleChange &change);
    void changed(const infertco::BundleChange &change);
    void problemsOccurred(const infertco::Problems &problems);
    void pathChanged(const QString &path);

private:
    void setContent(const Bundle &next, const BundleChange &change);

    std::unique_ptr<Document> m_document;
    Bundle m_bundle;
    QUndoStack m_undoStack;
    std::optional<Bundle> m_batchStart;
    Problems m_lastProblems;
};

} // namespace infertco
