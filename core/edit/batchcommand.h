// SPDX-License-Identifier: GPL-3.0-or-later
// An edit of several rows at once ("Remove 3 accelerators"): its child commands apply one
// after another in memory and are written to the storage in one step.
#pragma once

#include <QUndoCommand>

namespace infertco {

class BundleStore;

class BatchCommand : public QUndoCommand
{
public:
    BatchCommand(BundleStore *store, const QString &text);

    /// If the single write fails, the content returns to where it was and the command
    /// marks itself obsolete.
    void redo() override;
    void undo() override;

private:
    BundleStore *m_store;
};

} // namespace infertco
