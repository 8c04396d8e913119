// SPDX-License-Identifier: GPL-3.0-or-later
// The break-evens of a result in words (docs/method.md, "Summary figures"; docs/architecture.md,
// "Folders"): one sentence per colo/rent pair, the same for the dashboard, the report, the advice
// view and the CLI's table.
#pragma once

#include "cost/result.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace infertco {

class BreakEvenText
{
    Q_DECLARE_TR_FUNCTIONS(infertco::BreakEvenText)

public:
    /// One sentence per colo/rent pair: "L40S colo pays back against L40S rent from month 14."
    static QStringList sentences(const Result &result, const QLocale &locale = QLocale());
    /// The residual credit a break-even rests on, as money: the owned option's resale value.
    static QString resaleValue(const Result &result, const BreakEven &pair,
                               const QLocale &locale = QLocale());
};

} // namespace infertco
