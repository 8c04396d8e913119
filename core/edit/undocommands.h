// SPDX-License-Identifier: GPL-3.0-or-later
// The ids of the undo commands that QUndoStack may merge (QUndoCommand::id()), in one place
// so that no two command types share one.
#pragma once

namespace infertco {

enum UndoCommandId {
    /// Consecutive changes of the same cell or form field merge into one step.
    ChangeValueCommandId = 1,
};

} // namespace infertco
