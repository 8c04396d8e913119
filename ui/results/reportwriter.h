// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF report a client keeps (DESIGN 8), and the same pages sent to a printer.
#pragma once

#include "cost/result.h"
#include "model/catalog.h"
#include "model/problem.h"
#include "model/scenario.h"

#include <QCoreApplication>
#include <QString>

class QPrinter;
class QWidget;

namespace infertco {

class ReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(infertco::ReportWriter)

public:
    /// Writes an A4 PDF to `path`, replacing it only once the whole report is written.
    /// Returns what went wrong (the file is then left as it was), or nothing.
    static Problems writePdf(const QString &path, const Result &result, const Scenario &scenario,
                             const Catalog &catalog);
    /// Paints the report on a printer set up by the caller (same pages as the PDF).
    static Problems print(QPrinter *printer, const Result &result, const Scenario &scenario,
                          const Catalog &catalog);
    /// Asks for a printer with QPrintDialog and prints; nothing happens if the user cancels.
    static Problems printWithDialog(QWidget *parent, const Result &result, const Scenario &scenario,
                                    const Catalog &catalog);
};

} // namespace infertco
