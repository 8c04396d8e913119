// SPDX-License-Identifier: GPL-3.0-or-later
// A plan search as text (docs/method.md, "Plan search"): the contract JSON of `infertco-cli plan
// --format json` and a ranked table for a terminal.
#pragma once

#include "plan/plansearch.h"

#include <QByteArray>
#include <QCoreApplication>

namespace infertco {

class PlanFormat
{
    Q_DECLARE_TR_FUNCTIONS(infertco::PlanFormat)

public:
    /// `{"scenario", "candidates", "left_out", "plans"}` with the first `top` plans, each
    /// with the sizing and totals objects of docs/format.md, "The results JSON of `compute --format
    /// json`".
    static QByteArray toJson(const PlanSearchResult &search, int top);
    /// The first `top` plans ranked, then what was left out and why.
    static QString toTable(const PlanSearchResult &search, int top);
};

} // namespace infertco
