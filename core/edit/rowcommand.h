// SPDX-License-Identifier: GPL-3.0-or-later
// Adding or removing one row of a table ("Add accelerator", "Remove rental offer
// lambda-8x"); undo does the opposite. Several rows go into one BatchCommand.
#pragma once

#include "bundlecommand.h"

namespace infertco {

class RowCommand : public BundleCommand
{
public:
    enum Action { Insert, Remove };

    RowCommand(BundleStore *store, const QString &text, Action action, BundlePart part,
               int scenario, int row, const Bundle &before, const Bundle &after,
               QUndoCommand *parent = nullptr);
};

} // namespace infertco
