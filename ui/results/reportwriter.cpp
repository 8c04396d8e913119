// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportwriter.h"

#include "reportpainter.h"

#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrinter>
#include <QSaveFile>

namespace infertco {

namespace {

constexpr int PdfResolution = 300;

} // namespace

std::optional<RiskReportContent> ReportWriter::defaultRisk(const Scenario &scenario,
                                                           const Catalog &catalog)
{
    try {
        Outcome<RiskReportContent> computed = RiskReport::compute(scenario, catalog);
        if (computed.ok())
            return std::move(computed.value());
    } catch (const std::exception &) {
        // Figures too large for exact arithmetic: the report goes out without risk pages.
    }
    return std::nullopt;
}

Problems ReportWriter::writePdf(const QString &path, const Result &result, const Scenario &scenario,
                                const Catalog &catalog, const RiskReportContent *risk)
{
    const QString item = tr("report \"%1\"").arg(path);
    // QSaveFile: a failure half-way leaves any earlier file at `path` untouched.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return { Problem{ item, {}, tr("cannot be written: %1").arg(file.errorString()) } };
    const std::optional<RiskReportContent> computed
            = risk ? std::nullopt : defaultRisk(scenario, catalog);

    {
        QPdfWriter writer(&file);
        writer.setResolution(PdfResolution);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(0, 0, 0, 0)));
        writer.setTitle(tr("Inference cost report: %1").arg(scenario.name));
        writer.setCreator(QStringLiteral("InferTCO"));
        QPainter painter;
        if (!painter.begin(&writer)) {
            file.cancelWriting();
            return { Problem{ item, {}, tr("cannot be started as a PDF") } };
        }
        ReportPainter report(result, scenario, catalog);
        report.setRiskPages(risk ? risk : computed ? &*computed : nullptr);
        report.paint(&painter, &writer);
        painter.end();
    }
    if (!file.commit())
        return { Problem{ item, {}, tr("cannot be saved: %1").arg(file.errorString()) } };
    return {};
}

Problems ReportWriter::print(QPrinter *printer, const Result &result, const Scenario &scenario,
                             const Catalog &catalog, const RiskReportContent *risk)
{
    const std::optional<RiskReportContent> computed
            = risk ? std::nullopt : defaultRisk(scenario, catalog);
    const QString item = tr("printer \"%1\"").arg(printer->printerName());
    QPainter painter;
    if (!painter.begin(printer))
        return { Problem{ item, {}, tr("cannot be started; check that it is ready") } };
    ReportPainter report(result, scenario, catalog);
    report.setRiskPages(risk ? risk : computed ? &*computed : nullptr);
    report.paint(&painter, printer);
    if (!painter.end())
        return { Problem{ item, {}, tr("did not accept the report") } };
    return {};
}

Problems ReportWriter::printWithDialog(QWidget *parent, const Result &result,
                                       const Scenario &scenario, const Catalog &catalog,
                                       const RiskReportContent *risk)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setDocName(tr("Inference cost report: %1").arg(scenario.name));
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(tr("Print report"));
    if (dialog.exec() != QDialog::Accepted)
        return {};
    return print(&printer, result, scenario, catalog, risk);
}

} // namespace infertco
