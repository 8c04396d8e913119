// SPDX-License-Identifier: GPL-3.0-or-later
// The fixed colours of the results: one per cost component and one per option, the same in
// every chart, table and the PDF report (DESIGN 8). Chosen to stay apart for colour-blind readers.
#pragma once

#include "cost/component.h"
#include "model/enums.h"

#include <QColor>
#include <QPen>

namespace infertco {

class ResultsPalette
{
public:
    static QColor component(Component component);
    /// Options are coloured by their position in the scenario; the list repeats after eight.
    static QColor option(int index);
    /// DESIGN 8: colo lines are solid, rent lines dashed.
    static Qt::PenStyle lineStyle(OptionMode mode);

    static QColor text();
    static QColor mutedText();
    static QColor grid();
    static QColor cardBackground();
    static QColor accent();
    static QColor warning();
    static QColor problemBackground();
};

} // namespace infertco
