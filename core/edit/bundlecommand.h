// SPDX-License-Identifier: GPL-3.0-or-later
// An undoable step that moves the store's content from one state to another, writing each
// direction to the storage. It keeps only what the step changed (BundleDelta: the items
// replaced, old and new), not the bundles on either side.
#pragma once

#include "bundlechange.h"

#include "model/entities/bundledelta.h"

#include <QUndoCommand>

namespace infertco {

class BundleStore;

class BundleCommand : public QUndoCommand
{
public:
    /// `before` and `after` are only compared, to keep the difference.
    BundleCommand(BundleStore *store, const QString &text, const Bundle &before,
                  const Bundle &after, BundleChange change, QUndoCommand *parent = nullptr);

    /// When the storage refuses the write, the content stays as it was and the command
    /// marks itself obsolete, so that QUndoStack drops it (the store reports the problems).
    void redo() override;
    void undo() override;

    /// What the step changes.
    const BundleDelta &delta() const { return m_delta; }

protected:
    BundleStore *m_store;
    BundleDelta m_delta;
    BundleChange m_change;
};

} // namespace infertco
