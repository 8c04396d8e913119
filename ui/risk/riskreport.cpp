// SPDX-License-Identifier: GPL-3.0-or-later
#include "riskreport.h"

#include "charts/chartpalette.h"
#include "driverrangemodel.h"
#include "money/moneyformat.h"
#include "report/pagelayout.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace infertco {

namespace {

/// Columns for a table of figures after a name: each figure column takes its widest figure's
/// width (figures are never cut), the names all that is left, so that option names stay whole
/// while there is room; at least a quarter of the width stays for the names.
QList<PageLayout::Column> figureColumns(const PageLayout &layout, const QStringList &headers,
                                        const QList<PageLayout::Row> &rows)
{
    const QFont bold = layout.font(8, true);
    const QFontMetricsF metrics(bold);
    const int count = static_cast<int>(headers.size());
    QList<qreal> needed;
    qreal figures = 0;
    for (int c = 1; c < count; ++c) {
        qreal widest = metrics.horizontalAdvance(headers.at(c));
        for (const PageLayout::Row &row : rows) {
            if (c < row.cells.size())
                widest = std::max(widest, metrics.horizontalAdvance(row.cells.at(c)));
        }
        needed.append(widest + 2 * PageLayout::CellPadding + 4);
        figures += needed.constLast();
    }
    const qreal limit = layout.width() * 0.75;
    const qreal shrink = figures > limit ? limit / figures : 1.0;
    QList<PageLayout::Column> columns{ { headers.value(0), layout.width() - figures * shrink,
                                         Qt::AlignLeft } };
    for (int c = 1; c < count; ++c)
        columns.append({ headers.at(c), needed.at(c - 1) * shrink, Qt::AlignRight });
    return columns;
}

} // namespace

Outcome<RiskReportContent> RiskReport::compute(const Scenario &scenario, const Catalog &catalog)
{
    Outcome<RiskAnalysis> analysis
            = RiskAnalysis::atDefaults(scenario, catalog, QDate::currentDate());
    if (!analysis.ok())
        return analysis.problems();
    return RiskReportContent{ std::move(analysis.value()) };
}

Outcome<RiskReportContent> RiskReport::compute(const Scenario &scenario, const Catalog &catalog,
                                               std::uint64_t seed, int draws)
{
    Outcome<RiskAnalysis> analysis
            = RiskAnalysis::atDefaults(scenario, catalog, QDate::currentDate(), seed, draws);
    if (!analysis.ok())
        return analysis.problems();
    return RiskReportContent{ std::move(analysis.value()) };
}

int RiskReport::paint(QPainter *painter, QPagedPaintDevice *device, const QRectF &pageRect,
                      const RiskReportContent &content, const QLocale &locale, const QFont &font)
{
    const qreal scaleX = device->logicalDpiX() / 72.0;
    const qreal scaleY = device->logicalDpiY() / 72.0;
    const QRectF points(pageRect.x() / scaleX, pageRect.y() / scaleY, pageRect.width() / scaleX,
                        pageRect.height() / scaleY);
    painter->save();
    painter->scale(scaleX, scaleY);
    painter->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing
                            | QPainter::SmoothPixmapTransform);
    int pages = 1;
    PageLayout layout(font.families().isEmpty() ? QStringList{ font.family() } : font.families(),
                      points, [device, &pages] {
                          device->newPage();
                          ++pages;
                      });
    layout.setPainter(painter);
    paint(layout, content, locale);
    painter->restore();
    return pages;
}

int RiskReport::pageCount(const QRectF &pageRect, const RiskReportContent &content,
                          const QLocale &locale, const QFont &font)
{
    int pages = 1;
    PageLayout layout(font.families().isEmpty() ? QStringList{ font.family() } : font.families(),
                      pageRect, [&pages] { ++pages; });
    paint(layout, content, locale);
    return pages;
}

void RiskReport::paint(PageLayout &layout, const RiskReportContent &content, const QLocale &locale)
{
    ChartStyle style;
    style.locale = locale;
    style.font = layout.font(10);
    style.font.setPointSizeF(10);
    style.interactive = false;
    const Scenario &scenario = content.scenario;
    const QColor text = ChartPalette::text();
    const QColor muted = ChartPalette::mutedText();

    layout.heading(tr("Risk and sensitivity"));
    layout.paragraph(scenario.name.isEmpty() ? scenario.id : scenario.name, muted, 10);
    layout.subheading(tr("The answer"));
    for (const QString &line : content.decision.headlines)
        layout.bullet(line, text, 10);

    if (content.sensitivity) {
        const SensitivityResult &s = *content.sensitivity;
        // The subheading and its explanation go with the tornado they introduce.
        layout.keepTogether([&] {
            layout.subheading(
                    tr("What moves the difference between %1 and %2").arg(s.nameA, s.nameB));
            layout.paragraph(
                    tr("Each bar moves one driver from its low to its high value, all else as "
                       "entered. At the scenario's figures %1 − %2 = %3 (%4).")
                            .arg(s.nameA, s.nameB,
                                 MoneyFormat::money(s.baseDifference, s.currency, locale),
                                 s.measure == Measure::Npv ? tr("NPV") : tr("total cost")),
                    muted, 9);
            layout.chart([&] { return RiskCharts::tornado(s, scenario, style); },
                         layout.content().height() * 0.40);
        });
    }

    layout.subheading(tr("What could change the answer"));
    if (content.decision.doubts.isEmpty())
        layout.paragraph(tr("Nothing found in the figures."), text, 10);
    for (const QString &line : content.decision.doubts)
        layout.bullet(line, text, 10);

    if (content.monteCarlo && !content.monteCarlo->cancelled) {
        const MonteCarloResult &mc = *content.monteCarlo;
        layout.newPage();
        layout.heading(tr("Monte Carlo simulation"));
        layout.paragraph(
                tr("%L1 draws with seed %2. Each draw picks every driver from a triangular "
                   "distribution between its low and high value, peaking at the most "
                   "likely one, and recomputes every option.")
                        .arg(mc.draws)
                        .arg(mc.seed),
                muted, 9);
        layout.paragraph(tr("Simulated totals use binary floating point and are rounded to the "
                            "cent: they are estimates, not exact money. Options that no varying "
                            "driver moves keep their exact totals."),
                         muted, 9);
        layout.rule();
        layout.chart([&] { return RiskCharts::spread(mc, style); },
                     layout.content().height() * 0.38);

        QList<PageLayout::Row> rows;
        for (int i = 0; i < mc.options.size(); ++i) {
            const OptionDistribution &d = mc.options.at(i);
            if (!d.feasible)
                continue;
            PageLayout::Row row;
            row.cells
                    = QStringList{ d.name, MoneyFormat::money(d.p10, mc.currency, locale),
                                   MoneyFormat::money(d.p50, mc.currency, locale),
                                   MoneyFormat::money(d.p90, mc.currency, locale),
                                   locale.toString(d.probabilityCheapest * 100.0, 'f', 1) + u'%' };
            row.swatch = ChartPalette::optionIn(mc.options, i);
            row.shaded = rows.size() % 2 == 1;
            rows.append(row);
        }
        layout.table(
                figureColumns(layout,
                              { tr("Option"), tr("P10"), tr("P50"), tr("P90"), tr("Cheapest in") },
                              rows),
                rows);

        QList<PageLayout::Row> ranges;
        for (const DriverRange &range : mc.ranges) {
            QString use = tr("no effect on totals");
            if (mc.activeDrivers.contains(range.driver))
                use = tr("drawn");
            else if (range.isZeroWidth())
                use = tr("fixed");
            PageLayout::Row row;
            row.cells = QStringList{ Drivers::label(range),
                                     Sensitivity::valueText(range, range.low, scenario),
                                     Sensitivity::valueText(range, range.mostLikely, scenario),
                                     Sensitivity::valueText(range, range.high, scenario), use };
            row.shaded = ranges.size() % 2 == 1;
            ranges.append(row);
        }
        layout.table(figureColumns(layout,
                                   { tr("Driver"), tr("Low"), tr("Most likely"), tr("High"),
                                     tr("In this run") },
                                   ranges),
                     ranges);

        layout.subheading(tr("Where the ranges come from"));
        for (const DriverRange &range : mc.ranges)
            layout.bullet(
                    tr("%1: %2").arg(Drivers::label(range), DriverRangeModel::basisText(range)),
                    text, 9);
    }
}

} // namespace infertco
