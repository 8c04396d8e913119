// SPDX-License-Identifier: GPL-3.0-or-later
// The colours and small icons the editors use to mark invalid cells, old quotes and absent
// values, in one place so that every table and form marks them the same way.
#pragma once

#include <QColor>
#include <QIcon>

namespace infertco {

class EditorPalette
{
public:
    static QColor errorText();
    static QColor errorBackground();
    static QColor warningText();
    static QColor mutedText();
    /// A red disc with a white bar: the cell is invalid.
    static QIcon errorIcon();
    /// An amber triangle with an exclamation mark: the quote is old.
    static QIcon warningIcon();
};

} // namespace infertco
