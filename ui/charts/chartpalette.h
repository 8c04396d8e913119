// SPDX-License-Identifier: GPL-3.0-or-later
// The one palette of every chart, table and PDF page (docs/architecture.md, "Folders"): a colour
// per cost component, finance line and option, the tornado's low and high ends, the break-even mark
// and the text and grid tones. Chosen to stay apart for colour-blind readers.
#pragma once

#include "cost/component.h"
#include "cost/financeline.h"
#include "model/enums.h"

#include <QColor>
#include <QPen>

namespace infertco {

class ChartPalette
{
public:
    static QColor component(Component component);
    /// docs/method.md, "After tax, loans and leases": the loan, lease and tax lines' colours,
    /// apart from every component's.
    static QColor financeLine(FinanceLine line);
    /// Options are coloured by their position in the scenario; the list repeats after eight.
    static QColor option(int index);
    /// docs/architecture.md, "Folders": colo lines are solid, rent lines dashed.
    static Qt::PenStyle lineStyle(OptionMode mode);

    static QColor text();
    static QColor mutedText();
    static QColor grid();
    static QColor cardBackground();
    static QColor accent();
    static QColor warning();
    static QColor problemBackground();
    /// The tornado's bars: a driver at its low and at its high value.
    static QColor low();
    static QColor high();
    /// Equal cost, where the cheaper option changes.
    static QColor breakEven();
};

} // namespace infertco
