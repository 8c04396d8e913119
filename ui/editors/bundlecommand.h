// SPDX-License-Identifier: GPL-3.0-or-later
// An undoable step that moves the store's content from one bundle to another, writing each
// direction to the document. Content is kept as whole snapshots: cheap, since the lists are
// shared until written, and always exact to restore.
#pragma once

#include "bundlechange.h"

#include "model/bundle.h"

#include <QUndoCommand>

namespace infertco {

class BundleStore;

class BundleCommand : public QUndoCommand
{
public:
    BundleCommand(BundleStore *store, const QString &text, Bundle before, Bundle after,
                  BundleChange change, QUndoCommand *parent = nullptr);

    /// When the document refuses the write, the content stays as it was and the command
    /// marks itself obsolete, so that QUndoStack drops it (the store reports the problems).
    void redo() override;
    void undo() override;

    const Bundle &after() const { return m_after; }

protected:
    BundleStore *m_store;
    Bundle m_before;
    Bundle m_after;
    BundleChange m_change;
};

} // namespace infertco
