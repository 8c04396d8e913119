// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlecommand.h"

#include "bundlestore.h"

namespace infertco {

BundleCommand::BundleCommand(BundleStore *store, const QString &text, Bundle before, Bundle after,
                             BundleChange change, QUndoCommand *parent)
    : QUndoCommand(text, parent),
      m_store(store),
      m_before(std::move(before)),
      m_after(std::move(after)),
      m_change(change)
{ }

void BundleCommand::redo()
{
    if (!m_store->replace(m_after, m_change).isEmpty())
        setObsolete(true);
}

void BundleCommand::undo()
{
    if (!m_store->replace(m_before, m_change.inverse()).isEmpty())
        setObsolete(true);
}

} // namespace infertco
