// SPDX-License-Identifier: GPL-3.0-or-later
#include "changevaluecommand.h"

#include "bundlestore.h"
#include "undocommands.h"

namespace infertco {

ChangeValueCommand::ChangeValueCommand(BundleStore *store, const QString &text, CellAddress cell,
                                       QVariant oldValue, QVariant newValue, const Bundle &before,
                                       const Bundle &after, BundleChange change)
    : BundleCommand(store, text, before, after, change),
      m_cell(cell),
      m_oldValue(std::move(oldValue)),
      m_newValue(std::move(newValue))
{ }

int ChangeValueCommand::id() const
{
    return ChangeValueCommandId;
}

bool ChangeValueCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangeValueCommand *>(other);
    // A change the storage refused never happened: there is nothing to merge.
    if (next->isObsolete() || next->m_cell != m_cell || next->m_change.kind != m_change.kind)
        return false;
    // QUndoStack merges right after doing `next`: the content now is where the merged step
    // ends, and undoing both changes gives where it starts.
    const Bundle now = m_store->bundle();
    Bundle start = now;
    next->m_delta.revert(start);
    m_delta.revert(start);
    m_delta = BundleDelta::between(start, now);
    m_newValue = next->m_newValue;
    // QUndoStack drops a merged command that is obsolete: the cell is back where it started.
    setObsolete(m_newValue == m_oldValue);
    return true;
}

} // namespace infertco
