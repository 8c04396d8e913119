// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfreportwriter.h"

#include "pdfreport.h"
#include "results/reportwriter.h"

#include <QApplication>

namespace infertco {

namespace {

bool hasApplication()
{
    return qobject_cast<QApplication *>(QCoreApplication::instance()) != nullptr;
}

Problems writeReport(const QString &file, const Result &result, const Scenario &scenario,
                     const Catalog &catalog)
{
    return ReportWriter::writePdf(file, result, scenario, catalog);
}

} // namespace

void installPdfReportWriter()
{
    PdfReport::install({ &hasApplication, &writeReport });
}

} // namespace infertco
