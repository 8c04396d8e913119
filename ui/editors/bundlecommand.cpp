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
