// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlecommand.h"

#include "bundlestore.h"

namespace infertco {

BundleCommand::BundleCommand(BundleStore *store, const QString &text, const Bundle &before,
                             const Bundle &after, BundleChange change, QUndoCommand *parent)
    : QUndoCommand(text, parent),
      m_store(store),
      m_delta(BundleDelta::between(before, after)),
      m_change(change)
{ }

// The delta applies to the content the step was made from: the store's content changes only
// through these commands (and a failed batch, which returns to where it started), so undo and
// redo always find it there.
void BundleCommand::redo()
{
    Bundle next = m_store->bundle();
    m_delta.apply(next);
    if (!m_store->replace(next, m_change).isEmpty())
        setObsolete(true);
}

void BundleCommand::undo()
{
    Bundle previous = m_store->bundle();
    m_delta.revert(previous);
    if (!m_store->replace(previous, m_change.inverse()).isEmpty())
        setObsolete(true);
}

} // namespace infertco
