// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowcommand.h"

namespace infertco {

namespace {

BundleChange rowChange(RowCommand::Action action, BundlePart part, int scenario, int row)
{
    BundleChange change;
    change.kind
            = action == RowCommand::Insert ? BundleChange::RowInserted : BundleChange::RowRemoved;
    change.part = part;
    change.scenario = scenario;
    change.row = row;
    return change;
}

} // namespace

RowCommand::RowCommand(BundleStore *store, const QString &text, Action action, BundlePart part,
                       int scenario, int row, const Bundle &before, const Bundle &after,
                       QUndoCommand *parent)
    : BundleCommand(store, text, before, after, rowChange(action, part, scenario, row), parent)
{ }

} // namespace infertco
