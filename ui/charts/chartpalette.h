// SPDX-License-Identifier: GPL-3.0-or-later
// The one palette of every chart, table and PDF page (docs/architecture.md, "Folders"): a colour
// per cost component, finance line and option, the tornado's low and high ends, the break-even mark
// and the text and grid tones. Chosen to stay apart for colour-blind readers.
#pragma once

#include "cost/component.h"
#include "cost/financeline.h"
#include "model/entities/enums.h"

#include <QColor>
#include <QPen>
#include <QStringList>

namespace infertco {

class ChartPalette
{
public:
    static QColor component(Component component);
    /// docs/method.md, "After tax, loans and leases": the loan, lease and tax lines' colours,
    /// apart from every component's.
    static QColor financeLine(FinanceLine line);
    /// The palette's colour number `index`: the eight colour-blind-safe ones first, then a
    /// colour of its own for every further number.
    static QColor option(int index);
    /// The colour of option `index` of a scenario whose options are `names`, chosen by the
    /// option's name rather than its row: the same option keeps its colour in every scenario,
    /// whatever its row, and no two options of one scenario share one.
    static QColor option(const QStringList &names, int index);
    /// The palette number option(names, index) uses.
    static int optionSlot(const QStringList &names, int index);
    /// option(names, index) for a list of anything with a `name` (options of a result, of a
    /// Monte Carlo run).
    template <typename Options>
    static QColor optionIn(const Options &options, int index)
    {
        QStringList names;
        names.reserve(options.size());
        for (const auto &o : options)
            names.append(o.name);
        return option(names, index);
    }
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
