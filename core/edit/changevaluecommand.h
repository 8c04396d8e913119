// SPDX-License-Identifier: GPL-3.0-or-later
// A change of one cell or form field ("Change price of H100 SXM"). Consecutive changes of
// the same cell merge into one undo step; a cell changed back to where it started drops out.
#pragma once

#include "bundlecommand.h"

#include <QVariant>

namespace infertco {

/// Which cell a change is to, for merging.
struct CellAddress
{
    BundlePart part = BundlePart::Accelerators;
    int scenario = -1;
    int row = -1;
    int column = -1;

    friend bool operator==(const CellAddress &, const CellAddress &) = default;
};

class ChangeValueCommand : public BundleCommand
{
public:
    /// `oldValue` and `newValue` are the cell's values before and after, compared when
    /// merging to notice a cell typed back to where it started.
    ChangeValueCommand(BundleStore *store, const QString &text, CellAddress cell, QVariant oldValue,
                       QVariant newValue, const Bundle &before, const Bundle &after,
                       BundleChange change);

    int id() const override;
    /// Takes in a later change of the same cell, which QUndoStack has just done: the merged
    /// step goes from the content before this one to the content now.
    bool mergeWith(const QUndoCommand *other) override;

    const QVariant &oldValue() const { return m_oldValue; }
    const QVariant &newValue() const { return m_newValue; }

private:
    CellAddress m_cell;
    QVariant m_oldValue;
    QVariant m_newValue;
};

} // namespace infertco
