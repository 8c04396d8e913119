// SPDX-License-Identifier: GPL-3.0-or-later
#include "changevaluecommand.h"

#include "bundlestore.h"

namespace infertco {

ChangeValueCommand::ChangeValueCommand(BundleStore *store, const QString &text, CellAddress cell,
                                       QVariant oldValue, QVariant newValue, const Bundle &before,
                                       const Bundle &after, BundleChange change)
    : BundleCommand(store, text, before, after, change),
      m_cell(cell),
      m_oldValue(std::move(oldValue)),
      m_newValue(std::move(newValue))
{ }

} // namespace infertco
