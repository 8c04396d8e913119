// SPDX-License-Identifier: GPL-3.0-or-later
// An open bundle's content in memory and its undo stack, in front of the storage it lives in
// (BundleStorage: the local document or the team server), so that the editors, undo and
// validation do not care where a row lives. Every change is written in one all-or-nothing
// step; the storage's checks refuse a change before it becomes the content, and check only
// what the change touched. The window lets the write follow the repaint
// (setWritesAfterPaint): the change is on screen first and stored a moment later, and nothing
// is lost (flush()).
#pragma once

#include "bundlechange.h"

#include "model/entities/bundle.h"
#include "model/rules/problem.h"

#include <QObject>
#include <QUndoStack>

#include <memory>
#include <optional>

namespace infertco {

class BundleStorage;
struct DocumentTeamBase;

class BundleStore : public QObject
{
    Q_OBJECT

public:
    /// `bundle` is what `storage` holds (its load()).
    BundleStore(std::unique_ptr<BundleStorage> storage, Bundle bundle, QObject *parent = nullptr);
    ~BundleStore() override;

    const Bundle &bundle() const { return m_bundle; }
    /// Where the content lives: the document's path, or the team server's connection.
    QString path() const;
    QUndoStack *undoStack() { return &m_undoStack; }
    const BundleStorage &storage() const { return *m_storage; }

    /// The problems that would refuse replace(candidate): the storage's checks of what differs
    /// from the content, and of what refers to it; the whole is checked only when they fail,
    /// so that the problems are those of a check of the whole.
    Problems check(const Bundle &candidate) const;

    /// Writes `next` to the storage in one step and, when that worked, makes it the content
    /// and tells the models through aboutToChange/changed. On a problem nothing changes, the
    /// problems are returned and problemsOccurred() is emitted.
    /// Inside a batch only memory changes; endBatch() writes. With writes after paint, `next`
    /// gets the storage's checks here and its write is queued behind the events already
    /// posted (the layout and paint of what the change updates).
    Problems replace(const Bundle &next, const BundleChange &change);

    /// The document's team catalog bases (docs/team.md, "Pull, push and conflicts"); a problem for
    /// a storage without them.
    Outcome<QList<DocumentTeamBase>> teamBases() const;
    /// replace(), with the document's team bases replaced by `bases` in the same transaction;
    /// written at once (never after paint, never inside a batch), together with any change
    /// still queued.
    Problems replace(const Bundle &next, const BundleChange &change,
                     const QList<DocumentTeamBase> &bases);

    /// docs/architecture.md, "Tests": off by default (every replace() writes before it returns);
    /// the window turns it on so that an edit's charts are painted before its transaction reaches
    /// the disk.
    void setWritesAfterPaint(bool on);
    bool writesAfterPaint() const { return m_writesAfterPaint; }
    /// True while the content holds changes the storage does not have yet.
    bool hasUnwrittenChanges() const { return m_written.has_value(); }
    /// Writes the changes not yet stored now (a close, a quit, Save As). If the
    /// write fails, the content returns to what the document holds, the undo history is
    /// cleared (its steps start from a content the file never held), problemsOccurred() is
    /// emitted and the problems are returned. Never from inside an undo command.
    Problems flush();
    /// How long the last write to the storage took, in milliseconds.
    double lastWriteMilliseconds() const { return m_writeMilliseconds; }

    /// Several replace() calls written in one transaction by endBatch(). If that write fails,
    /// the content returns to what it was at beginBatch() and the problems are returned.
    void beginBatch();
    Problems endBatch();
    bool inBatch() const { return m_batchStart.has_value(); }
    /// The problems of the last write; empty when it worked.
    const Problems &lastProblems() const { return m_lastProblems; }
    /// How many rows the last write to the storage inserted, updated or deleted.
    qint64 lastWriteRowChanges() const;

    /// Copies the document to `newPath` and continues on the copy; a problem for a storage
    /// that cannot.
    Problems saveAs(const QString &newPath);

Q_SIGNALS:
    void aboutToChange(const infertco::BundleChange &change);
    void changed(const infertco::BundleChange &change);
    void problemsOccurred(const infertco::Problems &problems);
    void pathChanged(const QString &path);
    /// The content gained changes the storage does not have yet (true), or the storage caught
    /// up with it, or the content returned to the storage's after a failed write (false).
    void unwrittenChangesChanged(bool unwritten);

protected:
    void customEvent(QEvent *event) override;

private:
    void setContent(const Bundle &next, const BundleChange &change);
    /// Saves the content, timed; clears the unwritten state when that worked.
    Problems write();

    std::unique_ptr<BundleStorage> m_storage;
    Bundle m_bundle;
    QUndoStack m_undoStack;
    std::optional<Bundle> m_batchStart;
    Problems m_lastProblems;
    bool m_writesAfterPaint = false;
    bool m_writeQueued = false;
    /// What the storage holds while the content is ahead of it.
    std::optional<Bundle> m_written;
    double m_writeMilliseconds = 0;
};

} // namespace infertco
