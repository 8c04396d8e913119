// SPDX-License-Identifier: GPL-3.0-or-later
#include "riskreport.h"

#include "money/moneyformat.h"

#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextLayout>

namespace infertco {

namespace {

const QColor TextColour(0x1F, 0x29, 0x37);
const QColor MutedColour(0x5B, 0x67, 0x78);
const QColor RuleColour(0xE3, 0xE7, 0xEE);

// Lays text and charts down a page and starts a new page when the next block does not fit.
// Coordinates are points; fonts are sized in pixels of that system (one pixel = one point on
// paper) and text is laid out with QTextLayout, so that measuring without a painter (null)
// breaks the pages exactly where painting does.
class PageFlow
{
public:
    PageFlow(QPainter *painter, const QRectF &page, const QFont &font,
             const std::function<void()> &startPage)
        : m_painter(painter), m_page(page), m_font(font), m_startPage(startPage), m_y(page.top())
    { }

    int pages() const { return m_pages; }
    qreal remaining() const { return m_page.bottom() - m_y; }

    void newPage()
    {
        m_startPage();
        ++m_pages;
        m_y = m_page.top();
    }

    QFont font(int points, bool bold = false) const
    {
        QFont font = m_font;
        font.setPixelSize(points);
        font.setBold(bold);
        font.setHintingPreference(QFont::PreferNoHinting);
        return font;
    }

    // A block of wrapped text, with a bullet in the margin when `bullet`.
    void text(const QString &text, int points, bool bold = false, const QColor &colour = TextColour,
              bool bullet = false)
    {
        const QFont f = font(points, bold);
        const QFontMetricsF metrics(f);
        const qreal indent = bullet ? metrics.horizontalAdvance(u'•') * 2.2 : 0;
        QTextLayout layout(text, f);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        qreal height = 0;
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(m_page.width() - indent);
            line.setPosition(QPointF(0, height));
            height += line.height();
        }
        layout.endLayout();
        if (height > remaining())
            newPage();
        if (m_painter) {
            m_painter->setPen(colour);
            if (bullet) {
                m_painter->setFont(f);
                m_painter->drawText(QPointF(m_page.left(), m_y + metrics.ascent()),
                                    QStringLiteral("•"));
            }
            layout.draw(m_painter, QPointF(m_page.left() + indent, m_y));
        }
        m_y += height + metrics.height() * 0.35;
    }

    void space(qreal lines) { m_y += QFontMetricsF(font(10)).height() * lines; }

    void rule()
    {
        if (m_painter) {
            m_painter->setPen(QPen(RuleColour, 0.8));
            m_painter->drawLine(QPointF(m_page.left(), m_y), QPointF(m_page.right(), m_y));
        }
        space(0.5);
    }

    // A chart drawn as vectors into the full width, `heightShare` of the page high. The chart
    // is laid out at a screen-like width so that its type keeps its proportions; it is only
    // built when painting.
    void chart(const std::function<QChart *()> &make, qreal heightShare)
    {
        const qreal height = m_page.height() * heightShare;
        if (height > remaining())
            newPage();
        if (m_painter) {
            const QRectF target(m_page.left(), m_y, m_page.width(), height);
            const QSizeF logical(880, 880 * height / m_page.width());
            QChart *chart = make();
            QGraphicsScene scene;
            scene.addItem(chart); // the scene owns and deletes the chart
            chart->setGeometry(QRectF(QPointF(0, 0), logical));
            if (chart->layout())
                chart->layout()->activate();
            QCoreApplication::sendPostedEvents();
            scene.render(m_painter, target, QRectF(QPointF(0, 0), logical));
        }
        m_y += height;
        space(0.5);
    }

    // A table of right-aligned figures after a left-aligned first column.
    void table(const QStringList &header, const QList<QStringList> &rows,
               const QList<QColor> &swatches)
    {
        const QFontMetricsF metrics(font(9));
        const qreal rowHeight = metrics.height() * 1.5;
        const int columns = static_cast<int>(header.size());
        // The figures are never cut: their columns take the widest figure's width, and the
        // first column (names, which may be shortened) what is left, at least a quarter.
        const QFontMetricsF bold(font(9, true));
        qreal widest = 0;
        for (const QStringList &cells : rows + QList<QStringList>{ header }) {
            for (int c = 1; c < cells.size(); ++c)
                widest = std::max(widest, bold.horizontalAdvance(cells.at(c)));
        }
        const qreal needed = widest + metrics.height() * 0.8;
        qreal other = (m_page.width() * 0.64) / std::max(1, columns - 1);
        if (needed > other)
            other = std::min(needed, m_page.width() * 0.75 / std::max(1, columns - 1));
        const qreal first = m_page.width() - other * std::max(0, columns - 1);
        const auto drawRow = [&](const QStringList &cells, bool bold, const QColor &swatch) {
            if (rowHeight > remaining())
                newPage();
            if (m_painter) {
                const QFont f = font(9, bold);
                const QFontMetricsF rowMetrics(f);
                m_painter->setFont(f);
                m_painter->setPen(TextColour);
                qreal x = m_page.left();
                for (int c = 0; c < columns; ++c) {
                    const qreal width = c == 0 ? first : other;
                    QRectF cell(x, m_y, width, rowHeight);
                    if (c == 0 && swatch.isValid()) {
                        const qreal size = metrics.height() * 0.6;
                        m_painter->fillRect(QRectF(x, m_y + (rowHeight - size) / 2, size, size),
                                            swatch);
                        cell.adjust(size * 1.6, 0, 0, 0);
                    }
                    const QString text = rowMetrics.elidedText(
                            cells.value(c), Qt::ElideRight, cell.width() - metrics.height() * 0.3);
                    m_painter->drawText(
                            cell, Qt::AlignVCenter | (c == 0 ? Qt::AlignLeft : Qt::AlignRight),
                            text);
                    x += width;
                }
                m_painter->setPen(QPen(RuleColour, 0.6));
                m_painter->drawLine(QPointF(m_page.left(), m_y + rowHeight),
                                    QPointF(m_page.right(), m_y + rowHeight));
            }
            m_y += rowHeight;
        };
        drawRow(header, true, QColor());
        for (int r = 0; r < rows.size(); ++r)
            drawRow(rows.at(r), false, swatches.value(r));
        space(0.6);
    }

private:
    QPainter *m_painter;
    QRectF m_page;
    QFont m_font;
    std::function<void()> m_startPage;
    qreal m_y;
    int m_pages = 1;
};

} // namespace

Outcome<RiskReportContent> RiskReport::compute(const Scenario &scenario, const Catalog &catalog,
                                               std::uint64_t seed, int draws)
{
    const Outcome<DriverModel> built = DriverModel::build(scenario, catalog);
    if (!built.ok())
        return built.problems();
    const DriverModel &model = built.value();
    RiskReportContent content;
    content.scenario = scenario;
    const auto pair = Sensitivity::defaultPair(model.baseResults());
    QString fx = pair ? model.foreignCurrencies({ pair->first, pair->second }).value(0) : QString();
    if (fx.isEmpty())
        fx = model.foreignCurrencies().value(0);
    const QList<DriverRange> ranges = Drivers::defaultRanges(scenario, fx);
    if (pair) {
        const Outcome<SensitivityResult> sensitivity
                = Sensitivity::run(model, pair->first, pair->second, ranges);
        if (!sensitivity.ok())
            return sensitivity.problems();
        content.sensitivity = sensitivity.value();
    }
    MonteCarloSettings settings;
    settings.seed = seed;
    settings.draws = draws;
    const Outcome<MonteCarloResult> simulation = MonteCarlo::run(model, ranges, settings);
    if (simulation.ok())
        content.monteCarlo = simulation.value();

    Result result;
    result.scenarioId = scenario.id;
    result.scenarioName = scenario.name;
    result.currency = scenario.currency;
    result.horizonMonths = scenario.horizonMonths;
    result.options = model.baseResults();
    content.decision = Decision::summarize(scenario, result,
                                           content.sensitivity ? &*content.sensitivity : nullptr,
                                           content.monteCarlo ? &*content.monteCarlo : nullptr);
    return content;
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
    const int pages = paint(
            painter, points, content, [device] { device->newPage(); }, locale, font);
    painter->restore();
    return pages;
}

int RiskReport::pageCount(const QRectF &pageRect, const RiskReportContent &content,
                          const QLocale &locale, const QFont &font)
{
    return paint(
            nullptr, pageRect, content, [] {}, locale, font);
}

int RiskReport::paint(QPainter *painter, const QRectF &pageRect, const RiskReportContent &content,
                      const std::function<void()> &startPage, const QLocale &locale,
                      const QFont &font)
{
    PageFlow flow(painter, pageRect, font, startPage);
    RiskChartStyle style;
    style.locale = locale;
    style.font = font;
    style.interactive = false;
    const Scenario &scenario = content.scenario;

    flow.text(tr("Risk and sensitivity"), 18, true);
    flow.text(scenario.name.isEmpty() ? scenario.id : scenario.name, 10, false, MutedColour);
    flow.rule();
    flow.text(tr("The answer"), 12, true);
    for (const QString &line : content.decision.headlines)
        flow.text(line, 10, false, TextColour, true);
    flow.space(0.4);

    if (content.sensitivity) {
        const SensitivityResult &s = *content.sensitivity;
        flow.text(tr("What moves the difference between %1 and %2").arg(s.nameA, s.nameB), 12,
                  true);
        flow.text(tr("Each bar moves one driver from its low to its high value, all else as "
                     "entered. At the scenario's figures %1 − %2 = %3 (%4).")
                          .arg(s.nameA, s.nameB,
                               MoneyFormat::money(s.baseDifference, s.currency, locale),
                               s.measure == Measure::Npv ? tr("NPV") : tr("total cost")),
                  9, false, MutedColour);
        flow.chart([&] { return RiskCharts::tornado(s, scenario, style); }, 0.40);
    }

    flow.text(tr("What could change the answer"), 12, true);
    if (content.decision.doubts.isEmpty())
        flow.text(tr("Nothing found in the figures."), 10);
    for (const QString &line : content.decision.doubts)
        flow.text(line, 10, false, TextColour, true);

    if (content.monteCarlo && !content.monteCarlo->cancelled) {
        const MonteCarloResult &mc = *content.monteCarlo;
        flow.newPage();
        flow.text(tr("Monte Carlo simulation"), 18, true);
        flow.text(tr("%L1 draws with seed %2. Each draw picks every driver from a triangular "
                     "distribution between its low and high value, peaking at the most likely "
                     "one, and recomputes every option.")
                          .arg(mc.draws)
                          .arg(mc.seed),
                  9, false, MutedColour);
        flow.text(tr("Simulated totals use binary floating point and are rounded to the cent: "
                     "they are estimates, not exact money. Options that no varying driver moves "
                     "keep their exact totals."),
                  9, false, MutedColour);
        flow.rule();
        flow.chart([&] { return RiskCharts::spread(mc, style); }, 0.38);

        QList<QStringList> rows;
        QList<QColor> swatches;
        for (int i = 0; i < mc.options.size(); ++i) {
            const OptionDistribution &d = mc.options.at(i);
            if (!d.feasible)
                continue;
            rows.append({ d.name, MoneyFormat::money(d.p10, mc.currency, locale),
                          MoneyFormat::money(d.p50, mc.currency, locale),
                          MoneyFormat::money(d.p90, mc.currency, locale),
                          locale.toString(d.probabilityCheapest * 100.0, 'f', 1) + u'%' });
            swatches.append(RiskCharts::optionColour(i));
        }
        flow.table({ tr("Option"), tr("P10"), tr("P50"), tr("P90"), tr("Cheapest in") }, rows,
                   swatches);

        QList<QStringList> ranges;
        for (const DriverRange &range : mc.ranges) {
            const QString name = Drivers::label(range);
            QString use = tr("no effect on totals");
            if (mc.activeDrivers.contains(range.driver))
                use = tr("drawn");
            else if (range.isZeroWidth())
                use = tr("fixed");
            ranges.append({ name, Sensitivity::valueText(range, range.low, scenario),
                            Sensitivity::valueText(range, range.mostLikely, scenario),
                            Sensitivity::valueText(range, range.high, scenario), use });
        }
        flow.table({ tr("Driver"), tr("Low"), tr("Most likely"), tr("High"), tr("In this run") },
                   ranges, {});
    }
    return flow.pages();
}

} // namespace infertco
