// SPDX-License-Identifier: GPL-3.0-or-later
// `report --pdf` (README.md, "The command-line tool") draws the desktop application's PDF report.
// The commands reach it through this hook, which infertco-cli installs when it is built with the
// desktop application (pdfreportwriter.h, library infertco_cli_pdf), so that no other command links
// the UI.
#pragma once

#include "cost/result.h"
#include "model/entities/catalog.h"
#include "model/entities/scenario.h"
#include "model/rules/problem.h"

namespace infertco {

class PdfReport
{
public:
    struct Writer
    {
        /// True when a PDF can be drawn now: the report's charts need a QApplication.
        bool (*ready)() = nullptr;
        /// Writes the report of `result` to `file`, replacing it only once it is whole.
        Problems (*write)(const QString &file, const Result &result, const Scenario &scenario,
                          const Catalog &catalog)
                = nullptr;
    };

    static void install(const Writer &writer);
    /// The writer installed; nullptr in a build without the desktop application, or in-process
    /// where nobody installed it.
    static const Writer *installed();
};

} // namespace infertco
