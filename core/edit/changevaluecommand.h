// SPDX-License-Identifier: GPL-3.0-or-later
// A change of one cell or form field ("Change price of H100 SXM"). Every change is an undo step
// of its own, successive changes of the same cell too (2,000 then 6,000 then 50,000,000 undoes
// to 6,000): a cell or field commits once, when its typing ends, so a step is what was typed.
#pragma once

#include "bundlecommand.h"

#include <QVariant>

namespace infertco {

/// Which cell a change is to.
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
    /// `oldValue` and `newValue` are the cell's values before and after.
    ChangeValueCommand(BundleStore *store, const QString &text, CellAddress cell, QVariant oldValue,
                       QVariant newValue, const Bundle &before, const Bundle &after,
                       BundleChange change);

    const CellAddress &cell() const { return m_cell; }
    const QVariant &oldValue() const { return m_oldValue; }
    const QVariant &newValue() const { return m_newValue; }

private:
    CellAddress m_cell;
    QVariant m_oldValue;
    QVariant m_newValue;
};

} // namespace infertco
