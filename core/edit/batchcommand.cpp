// SPDX-License-Identifier: GPL-3.0-or-later
#include "batchcommand.h"

#include "bundlestore.h"

namespace infertco {

BatchCommand::BatchCommand(BundleStore *store, const QString &text)
    : QUndoCommand(text), m_store(store)
{ }

void BatchCommand::redo()
{
    m_store->beginBatch();
    QUndoCommand::redo();
    if (!m_store->endBatch().isEmpty())
        setObsolete(true);
}

void BatchCommand::undo()
{
    m_store->beginBatch();
    QUndoCommand::undo();
    if (!m_store->endBatch().isEmpty())
        setObsolete(true);
}

} // namespace infertco
