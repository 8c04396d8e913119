// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF report a client keeps (docs/architecture.md, "Folders"), and the same pages sent to a
// printer.
#pragma once

#include "analysis/targetcost.h"
#include "cost/result.h"
#include "model/entities/catalog.h"
#include "model/entities/scenario.h"
#include "model/rules/problem.h"
#include "risk/riskreport.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class QPrinter;
class QWidget;

namespace infertco {

class ReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(infertco::ReportWriter)

public:
    /// Writes an A4 PDF to `path`, replacing it only once the whole report is written.
    /// The risk pages show `risk` (the risk view's ranges and seed); without it they are
    /// computed from the risk view's defaults (RiskSetup, through RiskReport::compute), and
    /// left out only if the scenario cannot be analysed.
    /// `target`: the cheapest option's P99-sized cost (TargetCosts) as the window computed it;
    /// without it the report computes it when that option misses a P99 target.
    /// Returns what went wrong (the file is then left as it was), or nothing.
    static Problems writePdf(const QString &path, const Result &result, const Scenario &scenario,
                             const Catalog &catalog, const RiskReportContent *risk = nullptr,
                             const TargetCost *target = nullptr);
    /// Paints the report on a printer set up by the caller (same pages as the PDF).
    static Problems print(QPrinter *printer, const Result &result, const Scenario &scenario,
                          const Catalog &catalog, const RiskReportContent *risk = nullptr,
                          const TargetCost *target = nullptr);
    /// Asks for a printer with QPrintDialog and prints; nothing happens if the user cancels.
    static Problems printWithDialog(QWidget *parent, const Result &result, const Scenario &scenario,
                                    const Catalog &catalog, const RiskReportContent *risk = nullptr,
                                    const TargetCost *target = nullptr);
    /// The risk pages' content when no risk view gives it; empty if it cannot be computed.
    static std::optional<RiskReportContent> defaultRisk(const Scenario &scenario,
                                                        const Catalog &catalog);
    /// The cheapest option's target cost when none is given: computed, or nothing.
    static std::optional<TargetCost>
    defaultTargetCost(const Result &result, const Scenario &scenario, const Catalog &catalog);
};

} // namespace infertco
