// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportwriter.h"

#include "reportpainter.h"

#include "io/file/outputfile.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrinter>

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

std::optional<TargetCost> ReportWriter::defaultTargetCost(const Result &result,
                                                          const Scenario &scenario,
                                                          const Catalog &catalog)
{
    try {
        return TargetCosts::ofCheapest(result, scenario, catalog, nullptr);
    } catch (const std::exception &) {
        // Figures too large for exact arithmetic: the miss is flagged without a cost.
    }
    return std::nullopt;
}

Problems ReportWriter::writePdf(const QString &path, const Result &result, const Scenario &scenario,
                                const Catalog &catalog, const RiskReportContent *risk,
                                const TargetCost *target)
{
    const QString item = tr("report \"%1\"").arg(path);
    // Only a regular file or a new name, checked before the report
    // is drawn; the PDF is drawn in memory and written whole or not at all, every byte
    // counted (QPdfWriter does not check what its device accepted).
    const QString refused = OutputFile::refusal(path);
    if (!refused.isEmpty())
        return { Problem{ item, {}, refused } };
    const std::optional<RiskReportContent> computed
            = risk ? std::nullopt : defaultRisk(scenario, catalog);

    QByteArray pdf;
    {
        QBuffer buffer(&pdf);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(PdfResolution);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(0, 0, 0, 0)));
        writer.setTitle(tr("Inference cost report: %1").arg(scenario.name));
        writer.setCreator(QStringLiteral("InferTCO"));
        QPainter painter;
        if (!painter.begin(&writer))
            return { Problem{ item, {}, tr("cannot be started as a PDF") } };
        ReportPainter report(result, scenario, catalog);
        report.setRiskPages(risk ? risk : computed ? &*computed : nullptr);
        report.setTargetCost(target ? std::optional<TargetCost>(*target)
                                    : defaultTargetCost(result, scenario, catalog));
        report.paint(&painter, &writer);
        if (!painter.end())
            return { Problem{ item, {}, tr("cannot be finished as a PDF") } };
    }
    Problems problems = OutputFile::write(path, pdf);
    for (Problem &problem : problems)
        problem.item = item;
    return problems;
}

Problems ReportWriter::print(QPrinter *printer, const Result &result, const Scenario &scenario,
                             const Catalog &catalog, const RiskReportContent *risk,
                             const TargetCost *target)
{
    const std::optional<RiskReportContent> computed
            = risk ? std::nullopt : defaultRisk(scenario, catalog);
    const QString item = tr("printer \"%1\"").arg(printer->printerName());
    QPainter painter;
    if (!painter.begin(printer))
        return { Problem{ item, {}, tr("cannot be started; check that it is ready") } };
    ReportPainter report(result, scenario, catalog);
    report.setRiskPages(risk ? risk : computed ? &*computed : nullptr);
    report.setTargetCost(target ? std::optional<TargetCost>(*target)
                                : defaultTargetCost(result, scenario, catalog));
    report.paint(&painter, printer);
    if (!painter.end())
        return { Problem{ item, {}, tr("did not accept the report") } };
    return {};
}

Problems ReportWriter::printWithDialog(QWidget *parent, const Result &result,
                                       const Scenario &scenario, const Catalog &catalog,
                                       const RiskReportContent *risk, const TargetCost *target)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setDocName(tr("Inference cost report: %1").arg(scenario.name));
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(tr("Print report"));
    if (dialog.exec() != QDialog::Accepted)
        return {};
    return print(&printer, result, scenario, catalog, risk, target);
}

} // namespace infertco
