// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportpainter.h"

#include "adviceview.h"
#include "analysis/breakeventext.h"
#include "chartbuilder.h"
#include "charts/chartimage.h"
#include "charts/chartpalette.h"
#include "cost/latencyinputs.h"
#include "cost/methodnotes.h"
#include "cost/unknownfigures.h"
#include "headlinefigures.h"
#include "i18n/notetext.h"
#include "io/output/resultformat.h"
#include "latency/latencycharts.h"
#include "model/entities/choicename.h"
#include "model/entities/optionmode.h"
#include "model/entities/regionname.h"
#include "model/rules/optionitems.h"
#include "money/moneyformat.h"
#include "resultstablemodel.h"
#include "risk/riskreport.h"

#include <QApplication>
#include <QChart>
#include <QFontDatabase>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QSet>
#include <QTextLayout>
#include <QXYSeries>

#include <algorithm>
#include <memory>

namespace infertco {

namespace {

constexpr qreal SwatchSize = PageLayout::SwatchSize;
/// Charts are laid out this wide (logical pixels) and shrunk onto the page: with the
/// report's chart scale their type prints at about 9 pt.
constexpr int ChartLogicalWidth = 860;
constexpr qreal ChartScale = 1.3;
constexpr qreal ChartPixelRatio = 3;
/// Options per block of the results table on a portrait page.
constexpr qreal MinimumMoneyColumn = 92;

QString yesNo(bool value)
{
    return value ? ReportPainter::tr("yes") : ReportPainter::tr("no");
}

QString decimalText(const Decimal &value, const QLocale &locale)
{
    const Decimal normal = value.normalized();
    return MoneyFormat::number(normal, normal.scale(), locale);
}

QString numberText(double value, const QLocale &locale)
{
    return locale.toString(value, 'g', 6);
}

} // namespace

ReportPainter::ReportPainter(const Result &result, const Scenario &scenario, const Catalog &catalog,
                             const QLocale &locale, const QDate &date)
    : m_result(result),
      m_scenario(scenario),
      m_catalog(catalog),
      m_locale(locale),
      m_date(date),
      m_families(fontFamilies(locale)),
      m_layout(m_families, QRectF(), [this] {
          finishPage();
          startPage();
      })
{ }

QStringList ReportPainter::fontFamilies(const QLocale &locale)
{
    QString cjk = QStringLiteral("Noto Sans CJK SC");
    if (locale.language() == QLocale::Chinese) {
        if (locale.territory() == QLocale::HongKong || locale.territory() == QLocale::Macao)
            cjk = QStringLiteral("Noto Sans CJK HK");
        else if (locale.script() == QLocale::TraditionalChineseScript)
            cjk = QStringLiteral("Noto Sans CJK TC");
    }
    const QStringList installed = QFontDatabase::families();
    QStringList families;
    for (const QString &family :
         { QStringLiteral("DejaVu Sans"), cjk, QStringLiteral("Noto Sans CJK SC") }) {
        if (installed.contains(family) && !families.contains(family))
            families.append(family);
    }
    if (families.isEmpty())
        families.append(QApplication::font().family());
    return families;
}

QImage ReportPainter::renderChart(QChart *chart, const QSize &logicalSize, qreal pixelRatio)
{
    QGraphicsScene scene;
    PageLayout::layOutChart(scene, chart, logicalSize);
    return paintChartImage(logicalSize, pixelRatio, QImage::Format_RGB32,
                           [&scene](QPainter &painter, const QRectF &area) {
                               scene.render(&painter, area, area);
                           });
}

int ReportPainter::pageCount(const QSizeF &pageSize)
{
    m_painter = nullptr;
    m_device = nullptr;
    m_layout.setPainter(nullptr);
    m_pageSize = pageSize;
    m_layout.setContent(QRectF(MarginLeft, MarginTop, pageSize.width() - MarginLeft - MarginRight,
                               pageSize.height() - MarginTop - MarginBottom));
    run();
    return m_page;
}

int ReportPainter::paint(QPainter *painter, QPagedPaintDevice *device)
{
    const qreal scaleX = device->logicalDpiX() / 72.0;
    const qreal scaleY = device->logicalDpiY() / 72.0;
    const QSizeF pageSize(device->width() / scaleX, device->height() / scaleY);
    m_pageTotal = pageCount(pageSize);

    m_painter = painter;
    m_device = device;
    m_layout.setPainter(painter);
    painter->save();
    painter->scale(scaleX, scaleY);
    painter->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing
                            | QPainter::SmoothPixmapTransform);
    run();
    painter->restore();
    m_painter = nullptr;
    m_device = nullptr;
    m_layout.setPainter(nullptr);
    return m_page;
}

void ReportPainter::run()
{
    m_page = 0;
    startPage();
    titlePage();
    finishPage();
    startPage();
    assumptions();
    charts();
    resultsTables();
    servingCharts();
    advice();
    sources();
    method();
    finishPage();
    if (m_risk) {
        // The risk pages follow with the report's own header and footer on each page.
        startPage();
        RiskReport::paint(m_layout, *m_risk, m_locale);
        finishPage();
    }
}

// ---- pages -------------------------------------------------------------------------------

void ReportPainter::startPage()
{
    if (m_page > 0 && m_device)
        m_device->newPage();
    ++m_page;
    m_layout.setY(MarginTop);
    if (!m_painter || m_page == 1)
        return;
    const QFont small = m_layout.font(8);
    const qreal pageWidth = m_pageSize.width() - MarginLeft - MarginRight;
    const qreal top = MarginTop - 30;
    m_layout.text(m_scenario.name, small, MarginLeft, top, pageWidth * 0.7,
                  ChartPalette::mutedText());
    m_layout.text(tr("Inference cost report"), small, MarginLeft, top, pageWidth,
                  ChartPalette::mutedText(), Qt::AlignRight);
    m_painter->setPen(QPen(ChartPalette::grid(), 0.8));
    m_painter->drawLine(QPointF(MarginLeft, top + 14), QPointF(MarginLeft + pageWidth, top + 14));
}

void ReportPainter::finishPage()
{
    if (!m_painter)
        return;
    const QFont small = m_layout.font(8);
    const qreal pageWidth = m_pageSize.width() - MarginLeft - MarginRight;
    const qreal y = m_pageSize.height() - MarginBottom + 22;
    m_painter->setPen(QPen(ChartPalette::grid(), 0.8));
    m_painter->drawLine(QPointF(MarginLeft, y - 6), QPointF(MarginLeft + pageWidth, y - 6));
    // One line: a long scenario name is shortened; the date is ISO, unambiguous everywhere.
    const QString footer = tr("InferTCO · %1 · amounts in %2 · %3");
    const QString date = m_date.toString(Qt::ISODate);
    const qreal footerWidth = pageWidth * 0.8;
    const QFontMetricsF metrics(small);
    const qreal nameWidth = footerWidth
            - metrics.horizontalAdvance(footer.arg(QString(), m_result.currency, date)) - 4;
    m_layout.text(footer.arg(metrics.elidedText(m_scenario.name, Qt::ElideRight, nameWidth),
                             m_result.currency, date),
                  small, MarginLeft, y, footerWidth, ChartPalette::mutedText());
    m_layout.text(tr("Page %1 of %2").arg(m_page).arg(m_pageTotal), small, MarginLeft, y, pageWidth,
                  ChartPalette::mutedText(), Qt::AlignRight);
}

// ---- building blocks ---------------------------------------------------------------------

QString ReportPainter::money(const Decimal &amount, int decimals) const
{
    return MoneyFormat::money(amount, m_result.currency, m_locale, decimals);
}

void ReportPainter::keyValueTable(const QList<QPair<QString, QString>> &pairs)
{
    const qreal keyWidth = m_layout.width() * 0.42;
    QList<PageLayout::Column> columns{ { tr("Assumption"), keyWidth, Qt::AlignLeft },
                                       { tr("Value"), m_layout.width() - keyWidth,
                                         Qt::AlignLeft } };
    QList<PageLayout::Row> rows;
    for (const auto &pair : pairs)
        rows.append(
                PageLayout::Row{ { pair.first, pair.second }, {}, false, rows.size() % 2 == 1 });
    m_layout.table(columns, rows);
}

qreal ReportPainter::measure(const std::function<void()> &draw)
{
    QPainter *painter = m_painter;
    QPagedPaintDevice *device = m_device;
    const int page = m_page;
    m_painter = nullptr;
    m_device = nullptr;
    m_layout.setPainter(nullptr);
    const qreal height = m_layout.measure(draw);
    m_painter = painter;
    m_device = device;
    m_layout.setPainter(painter);
    m_page = page;
    return height;
}

void ReportPainter::chartImage(int which, qreal height)
{
    const ChartStyle style = chartStyle();
    std::unique_ptr<QChart> chart(which == 0 ? ChartBuilder::componentBreakdown(m_result, style)
                                          : which == 1
                                          ? ChartBuilder::cumulativeCost(m_result, style)
                                          : ChartBuilder::costPerMillionTokens(m_result, style));
    placeChart(std::move(chart), height, {});
}

void ReportPainter::placeChart(std::unique_ptr<QChart> chart, qreal height,
                               const QList<LegendEntry> &marks)
{
    // The chart's own legend cannot wrap: long option names would be cut. The report lists
    // the entries below the chart instead, in as many centred rows as they need.
    QList<LegendEntry> entries;
    if (chart->legend()->isVisible()) {
        for (QLegendMarker *marker : chart->legend()->markers()) {
            if (ChartBuilder::isHiddenMarker(marker))
                continue;
            LegendEntry entry;
            entry.label = marker->label();
            if (auto *line = qobject_cast<QXYSeries *>(marker->series())) {
                entry.line = true;
                entry.colour = line->pen().color();
                entry.style = line->pen().style();
            } else {
                entry.colour = marker->brush().color();
            }
            entries.append(entry);
        }
        chart->legend()->hide();
    }
    entries.append(marks);
    const qreal legendHeight = entries.isEmpty() ? 0 : legend(entries, m_layout.y(), false) + 8;

    m_layout.ensureSpace(height + legendHeight);
    const QRectF frame(m_layout.left(), m_layout.y(), m_layout.width(), height + legendHeight);
    if (m_painter) {
        const QSize logical(ChartLogicalWidth,
                            qRound(ChartLogicalWidth * height / m_layout.width()));
        const QImage image = renderChart(chart.release(), logical, ChartPixelRatio);
        m_painter->drawImage(QRectF(m_layout.left(), m_layout.y(), m_layout.width(), height),
                             image);
    }
    if (!entries.isEmpty())
        legend(entries, m_layout.y() + height, true);
    if (m_painter) {
        m_painter->setPen(QPen(ChartPalette::grid(), 0.6));
        m_painter->setBrush(Qt::NoBrush);
        m_painter->drawRect(frame);
    }
    m_layout.advance(frame.height() + 12);
}

qreal ReportPainter::legend(const QList<LegendEntry> &entries, qreal y, bool draw)
{
    constexpr qreal LineSample = 16;
    constexpr qreal SquareSample = 8;
    constexpr qreal RowHeight = 13;
    constexpr qreal EntryGap = 14;
    const QFont legendFont = m_layout.font(8);
    const QFontMetricsF metrics(legendFont);
    const qreal width = m_layout.width() - 20;

    QList<QList<int>> rows{ {} };
    QList<qreal> rowWidths{ 0 };
    for (int i = 0; i < entries.size(); ++i) {
        const qreal sample = entries.at(i).line ? LineSample : SquareSample;
        const qreal entryWidth = sample + 5 + metrics.horizontalAdvance(entries.at(i).label);
        const qreal needed
                = rows.last().isEmpty() ? entryWidth : rowWidths.last() + EntryGap + entryWidth;
        if (needed > width && !rows.last().isEmpty()) {
            rows.append(QList<int>());
            rowWidths.append(0);
        }
        rowWidths.last()
                = rows.last().isEmpty() ? entryWidth : rowWidths.last() + EntryGap + entryWidth;
        rows.last().append(i);
    }
    if (draw && m_painter) {
        for (int r = 0; r < rows.size(); ++r) {
            qreal x = m_layout.left() + (m_layout.width() - rowWidths.at(r)) / 2;
            const qreal top = y + r * RowHeight;
            for (int i : rows.at(r)) {
                const LegendEntry &entry = entries.at(i);
                if (entry.line) {
                    QPen pen(entry.colour, 2, entry.style);
                    pen.setCapStyle(Qt::FlatCap);
                    m_painter->setPen(pen);
                    m_painter->drawLine(QPointF(x, top + 6), QPointF(x + LineSample, top + 6));
                    x += LineSample + 5;
                } else {
                    m_painter->fillRect(QRectF(x, top + 2, SquareSample, SquareSample),
                                        entry.colour);
                    x += SquareSample + 5;
                }
                m_layout.text(entry.label, legendFont, x, top,
                              metrics.horizontalAdvance(entry.label) + 2, ChartPalette::text());
                x += metrics.horizontalAdvance(entry.label) + EntryGap;
            }
        }
    }
    return rows.size() * RowHeight;
}

// ---- sections ----------------------------------------------------------------------------

void ReportPainter::titlePage()
{
    if (m_painter)
        m_painter->fillRect(QRectF(0, 0, m_pageSize.width(), 10), ChartPalette::accent());

    m_layout.setY(96);
    m_layout.advance(m_layout.text(tr("INFERENCE COST REPORT"), m_layout.font(10, true),
                                   m_layout.left(), m_layout.y(), m_layout.width(),
                                   ChartPalette::accent()));
    m_layout.advance(8);
    m_layout.advance(m_layout.text(m_scenario.name.isEmpty() ? m_scenario.id : m_scenario.name,
                                   m_layout.font(26, true), m_layout.left(), m_layout.y(),
                                   m_layout.width(), ChartPalette::text()));
    m_layout.advance(8);
    const QString meta = tr("Scenario \"%1\" · %2-month horizon · amounts in %3")
                                 .arg(m_scenario.id)
                                 .arg(m_result.horizonMonths)
                                 .arg(m_result.currency);
    m_layout.advance(m_layout.text(meta, m_layout.font(10), m_layout.left(), m_layout.y(),
                                   m_layout.width(), ChartPalette::mutedText()));
    m_layout.advance(
            m_layout.text(tr("Prepared %1").arg(m_locale.toString(m_date, QLocale::LongFormat)),
                          m_layout.font(10), m_layout.left(), m_layout.y(), m_layout.width(),
                          ChartPalette::mutedText()));
    m_layout.advance(30);

    // The headline figures as on the dashboard: the cheapest option across, four figures below.
    const HeadlineFigures figures
            = HeadlineFigures::from(m_result, m_scenario, m_catalog, m_locale, m_targetCost);
    auto box = [this](const HeadlineFigure &figure, qreal x, qreal y, qreal width, qreal height) {
        if (m_painter) {
            m_painter->fillRect(QRectF(x, y, width, height), ChartPalette::cardBackground());
            m_painter->fillRect(QRectF(x, y, 3, height), ChartPalette::accent());
        }
        qreal inner = y + 9;
        inner += m_layout.text(figure.title.toUpper(), m_layout.font(8, true), x + 13, inner,
                               width - 22, ChartPalette::mutedText());
        inner += 2;
        inner += m_layout.text(figure.value, m_layout.font(18, true), x + 13, inner, width - 22,
                               ChartPalette::accent());
        inner += 2;
        inner += m_layout.text(figure.detail, m_layout.font(8), x + 13, inner, width - 22,
                               ChartPalette::mutedText());
        // docs/serving.md, "P99 sizing": a missed P99 target and what meeting it costs.
        if (!figure.flag.isEmpty())
            m_layout.text(u'\u26A0' + QStringLiteral(" ") + figure.flag, m_layout.font(8, true),
                          x + 13, inner + 2, width - 22, ChartPalette::warning());
    };
    const qreal gap = 12;
    const qreal half = (m_layout.width() - gap) / 2;
    const qreal boxHeight = 76;
    // The cheapest option's box grows by the flag's line when it has one.
    const qreal cheapestHeight = figures.cheapest.flag.isEmpty() ? boxHeight : boxHeight + 16;
    box(figures.cheapest, m_layout.left(), m_layout.y(), m_layout.width(), cheapestHeight);
    m_layout.advance(cheapestHeight + gap);
    box(figures.total, m_layout.left(), m_layout.y(), half, boxHeight);
    box(figures.npv, m_layout.left() + half + gap, m_layout.y(), half, boxHeight);
    m_layout.advance(boxHeight + gap);
    box(figures.breakEven, m_layout.left(), m_layout.y(), half, boxHeight);
    box(figures.costPerMillionTokens, m_layout.left() + half + gap, m_layout.y(), half, boxHeight);
    m_layout.advance(boxHeight + 28);

    m_layout.subheading(tr("Options compared"));
    const qreal w = m_layout.width();
    // docs/method.md, "After tax, loans and leases": with a tax, the total after tax beside the
    // total.
    const bool taxed = m_scenario.tax.given()
            && std::any_of(m_result.options.cbegin(), m_result.options.cend(),
                           [](const OptionResult &o) { return o.finance.has_value(); });
    QList<PageLayout::Column> columns{ { tr("Option"), w * (taxed ? 0.21 : 0.30), Qt::AlignLeft },
                                       { tr("What it takes"), w * (taxed ? 0.23 : 0.30),
                                         Qt::AlignLeft },
                                       { HeadlineFigures::horizonTotalTitle(m_result.horizonMonths),
                                         w * (taxed ? 0.21 : 0.22), Qt::AlignRight } };
    if (taxed)
        columns.append({ tr("After tax"), w * 0.21, Qt::AlignRight });
    columns.append({ tr("Per million tokens"), w * (taxed ? 0.14 : 0.18), Qt::AlignRight });
    QList<PageLayout::Row> rows;
    for (int i = 0; i < m_result.options.size(); ++i) {
        const OptionResult &option = m_result.options.at(i);
        PageLayout::Row row;
        row.swatch = ChartPalette::optionIn(m_result.options, i);
        row.bold = i == figures.cheapestOption;
        if (option.feasible) {
            row.cells = QStringList{ option.name, HeadlineFigures::optionSummary(option, m_catalog),
                                     money(option.total) };
            if (taxed)
                row.cells.append(option.finance ? money(option.finance->totalAfterTax)
                                                : QStringLiteral("—"));
            row.cells.append(money(option.costPerMillionTokens));
            // docs/method.md, "Incomplete options": a lower bound, and what is unknown.
            if (!option.incomplete.isEmpty()) {
                row.cells[1] += QStringLiteral(" · ") + UnknownFigures::unknown(option.incomplete);
                for (qsizetype c = 2; c < row.cells.size(); ++c)
                    row.cells[c] = QStringLiteral("\u2265 ") + row.cells[c];
            }
        } else {
            row.cells = QStringList{ option.name,
                                     tr("Cannot serve the workload: %1").arg(option.reason),
                                     QStringLiteral("—"), QStringLiteral("—") };
            if (taxed)
                row.cells.append(QStringLiteral("—"));
        }
        rows.append(row);
    }
    m_layout.table(columns, rows);

    // The break-even months, if they fit: the title page never runs over.
    const QFont sentenceFont = m_layout.font(9);
    for (const QString &sentence : BreakEvenText::sentences(m_result)) {
        const qreal height = m_layout.textHeight(sentence, sentenceFont, m_layout.width());
        if (m_layout.y() + height > m_layout.bottom())
            break;
        m_layout.advance(m_layout.text(sentence, sentenceFont, m_layout.left(), m_layout.y(),
                                       m_layout.width(), ChartPalette::text()));
        m_layout.advance(4);
    }
}

QString ReportPainter::fieldText(const FieldSpec<Scenario> &spec) const
{
    const FieldValue value = spec.get(m_scenario);
    if (std::holds_alternative<std::monostate>(value))
        return tr("not set");
    if (const QString *text = std::get_if<QString>(&value)) {
        if (QLatin1StringView(spec.key) == QLatin1StringView("team_region")) {
            if (text->isEmpty())
                return tr("each option's own region");
            const Region *region = m_catalog.region(*text);
            return region ? RegionName::displayName(*region) : *text;
        }
        const QString shown = ChoiceName::ofField(QLatin1StringView(spec.key), *text);
        return shown.isEmpty() ? *text : shown;
    }
    if (const Decimal *decimal = std::get_if<Decimal>(&value))
        return spec.entry == FieldKind::Money ? MoneyFormat::number(*decimal, 2, m_locale)
                                              : decimalText(*decimal, m_locale);
    if (const double *real = std::get_if<double>(&value))
        return numberText(*real, m_locale);
    if (const int *integer = std::get_if<int>(&value))
        return m_locale.toString(*integer);
    if (const quint64 *whole = std::get_if<quint64>(&value)) // sim_seed (v3)
        return m_locale.toString(*whole);
    return yesNo(std::get<bool>(value));
}

void ReportPainter::authorNote()
{
    // The note is the scenario author's own text, not a computed figure: it is
    // labelled so, printed in the reader's language only, a paragraph at a time.
    if (m_scenario.notes.trimmed().isEmpty())
        return;
    const QString code = m_locale.language() != QLocale::Chinese ? QStringLiteral("en")
            : (m_locale.territory() == QLocale::HongKong || m_locale.territory() == QLocale::Macao
               || m_locale.territory() == QLocale::Taiwan
               || m_locale.script() == QLocale::TraditionalChineseScript)
            ? QStringLiteral("zh_HK")
            : QStringLiteral("zh_CN");
    m_layout.subheading(tr("The scenario author's note"));
    m_layout.paragraph(tr("Written by whoever set up the scenario, not computed by InferTCO: "
                          "where a figure in it differs from the results in this report, the "
                          "results are current."),
                       ChartPalette::mutedText(), 8.5);
    for (QString paragraph : NoteText::forReader(m_scenario.notes, code))
        m_layout.paragraph(paragraph.replace(QLatin1Char('\n'), QChar(QChar::LineSeparator)),
                           ChartPalette::text(), 9);
    m_layout.advance(4);
}

void ReportPainter::assumptions()
{
    m_layout.heading(tr("Assumptions"));
    authorNote();
    // Every scalar field of the scenario's table, in the bundle's order, each with the label
    // the editor shows; the lists kept beside the table follow the field they belong to.
    QList<QPair<QString, QString>> workloadRows;
    QList<QPair<QString, QString>> moneyRows;
    for (const FieldSpec<Scenario> &spec : scenarioFields()) {
        if (spec.type == FieldType::Group || !spec.get
            || (spec.applies && !spec.applies(m_scenario))
            || (spec.group() == QLatin1String("tax") && !m_scenario.tax.given()))
            continue;
        const QString label = spec.title ? FieldLabel::translated(spec.title) : spec.keyText();
        auto &rows = spec.group() == QLatin1String("workload") ? workloadRows : moneyRows;
        rows.append({ label, fieldText(spec) });
        const QLatin1StringView key(spec.key);
        if (key == QLatin1StringView("owned.residual_fraction")
            && !m_scenario.owned.residualByYear.isEmpty()) {
            QStringList years;
            for (qsizetype y = 0; y < m_scenario.owned.residualByYear.size(); ++y)
                years.append(
                        tr("year %1: %2")
                                .arg(y + 1)
                                .arg(decimalText(m_scenario.owned.residualByYear.at(y), m_locale)));
            rows.append({ tr("Residual value by year"), years.join(tr("; ")) });
        } else if (key == QLatin1StringView("workload.demand_growth_year")
                   && !m_scenario.workload.demand.isEmpty()) {
            QStringList steps;
            for (const DemandStep &step : m_scenario.workload.demand)
                steps.append(tr("from month %1: %2 tokens/s")
                                     .arg(step.fromMonth)
                                     .arg(decimalText(step.peakOutputTokensPerS, m_locale)));
            rows.append({ tr("Demand steps"), steps.join(tr("; ")) });
        }
    }
    const qreal gap = 18;
    const qreal fullWidth = m_layout.width();
    auto workloadColumn = [&]() {
        m_layout.subheading(tr("Workload"));
        keyValueTable(workloadRows);
    };
    auto moneyColumn = [&]() {
        m_layout.subheading(tr("Money and operations"));
        keyValueTable(moneyRows);
    };
    const qreal columnWidth = (fullWidth - gap) / 2;
    m_layout.setColumn(MarginLeft, columnWidth);
    m_layout.ensureSpace(std::max(measure(workloadColumn), measure(moneyColumn)));
    const qreal top = m_layout.y();
    workloadColumn();
    const qreal leftBottom = m_layout.y();
    m_layout.setColumn(MarginLeft + columnWidth + gap, columnWidth);
    m_layout.setY(top);
    moneyColumn();
    m_layout.setY(std::max(m_layout.y(), leftBottom));
    m_layout.setColumn(0, 0);

    m_layout.subheading(tr("Exchange rates"));
    if (m_scenario.fx.isEmpty()) {
        m_layout.paragraph(
                tr("All figures are in %1; no conversion was needed.").arg(m_scenario.currency),
                ChartPalette::text());
    } else {
        QList<QPair<QString, QString>> rates;
        for (auto it = m_scenario.fx.cbegin(); it != m_scenario.fx.cend(); ++it) {
            rates.append(
                    { tr("1 %1").arg(it.key()),
                      tr("%1 %2").arg(decimalText(it.value(), m_locale), m_scenario.currency) });
        }
        keyValueTable(rates);
    }

    m_layout.subheading(tr("Options"));
    const qreal w = m_layout.width();
    QList<PageLayout::Column> columns{ { tr("Option"), w * 0.20, Qt::AlignLeft },
                                       { tr("Mode"), w * 0.11, Qt::AlignLeft },
                                       { tr("Accelerator"), w * 0.19, Qt::AlignLeft },
                                       { tr("Server platform"), w * 0.19, Qt::AlignLeft },
                                       { tr("Offers"), w * 0.31, Qt::AlignLeft } };
    QList<PageLayout::Row> rows;
    for (int i = 0; i < m_scenario.options.size(); ++i) {
        const ScenarioOption &option = m_scenario.options.at(i);
        const OptionItems items = OptionItems::used(option, m_catalog);
        QStringList offers;
        if (ownsHardware(option.mode))
            offers.append(tr("Colocation: %1")
                                  .arg(items.coloOffer ? items.coloOffer->displayName()
                                                       : coloOfferOf(option)));
        if (rentsServers(option.mode)) {
            const QString name
                    = items.rentalOffer ? items.rentalOffer->displayName() : rentalOfferOf(option);
            offers.append(option.mode == OptionMode::Hybrid
                                  ? tr("Rental, beyond %n owned server(s): %1", nullptr,
                                       option.ownedServers)
                                            .arg(name)
                                  : tr("Rental: %1").arg(name));
        }
        PageLayout::Row row;
        row.swatch = ChartPalette::optionIn(m_result.options, i);
        row.cells = QStringList{
            option.name,
            OptionModeName::displayName(option.mode),
            items.accelerator ? items.accelerator->displayName() : option.accelerator,
            ownsHardware(option.mode)
                    ? (items.platform ? items.platform->displayName() : option.platform)
                    : QStringLiteral("—"),
            offers.join(QChar(QChar::LineSeparator)),
        };
        rows.append(row);
    }
    m_layout.table(columns, rows);
}

void ReportPainter::charts()
{
    constexpr qreal BreakdownHeight = 300;
    constexpr qreal CumulativeHeight = 300;
    const qreal tokensHeight = std::min<qreal>(300, 110 + 30 * m_result.options.size());

    m_layout.ensureSpace(BreakdownHeight + 60);
    m_layout.heading(tr("Charts"));
    chartImage(0, BreakdownHeight);
    chartImage(1, CumulativeHeight);
    QStringList caption = BreakEvenText::sentences(m_result);
    caption.append(tr("Colocation lines are solid, rental lines dashed."));
    m_layout.paragraph(caption.join(QLatin1Char(' ')), ChartPalette::mutedText(), 8);
    m_layout.advance(6);
    chartImage(2, tokensHeight);
}

ChartStyle ReportPainter::chartStyle() const
{
    ChartStyle style;
    style.locale = m_locale;
    style.font = QFont();
    style.font.setFamilies(m_families);
    style.scale = ChartScale;
    style.interactive = false;
    return style;
}

void ReportPainter::servingCharts()
{
    // docs/serving.md, "Reports, the presentation and the latency": the latency view's charts
    // (P99 against load, when the latency was simulated with its sweep) and the roofline.
    const bool latency = LatencyCharts::hasSweep(m_result);
    const bool roofline = LatencyCharts::hasRoofline(m_result);
    if (!latency && !roofline)
        return;
    constexpr qreal LatencyHeight = 230;
    constexpr qreal RooflineHeight = 280;
    // Each option's line, named and coloured as drawn (the charts hide their own legend).
    const auto optionEntries = [](const QChart &chart, const QString &role) {
        QList<LegendEntry> entries;
        for (QAbstractSeries *series : chart.series()) {
            auto *line = qobject_cast<QLineSeries *>(series);
            if (!line || line->objectName() != role)
                continue;
            entries.append({ line->name(), line->pen().color(), true, Qt::SolidLine });
        }
        return entries;
    };
    const ChartStyle style = chartStyle();
    if (latency) {
        m_layout.ensureSpace(LatencyHeight + 60);
        m_layout.subheading(tr("P99 latency against load"));
        m_layout.paragraph(tr("Each option's P99 at 10% to 100% of its SLO capacity; the diamond "
                              "is the peak-month load, the dashed line the target."),
                           ChartPalette::mutedText(), 8);
        const QList<LegendEntry> marks{
            { LatencyCharts::tr("Target"), ChartPalette::warning(), true, Qt::DashLine },
            { LatencyCharts::tr("Peak-month load"), ChartPalette::mutedText(), false,
              Qt::SolidLine },
        };
        for (const LatencyCharts::Metric metric : { LatencyCharts::Metric::TimeToFirstToken,
                                                    LatencyCharts::Metric::TimePerOutputToken }) {
            std::unique_ptr<QChart> chart(
                    LatencyCharts::againstLoad(m_result, m_scenario.workload, metric, style));
            QList<LegendEntry> entries = optionEntries(*chart, QStringLiteral("optionLine"));
            entries.append(marks);
            placeChart(std::move(chart), LatencyHeight, entries);
        }
    }
    if (roofline) {
        m_layout.ensureSpace(RooflineHeight + 60);
        m_layout.subheading(tr("Roofline"));
        m_layout.paragraph(tr("Each option's roof per replica (all its tensor-parallel cards "
                              "together): the bandwidth slope up to the ridge, then the compute "
                              "ceiling; the dot is decoding, the square prefill."),
                           ChartPalette::mutedText(), 8);
        std::unique_ptr<QChart> chart(LatencyCharts::roofline(m_result, style));
        QList<LegendEntry> entries = optionEntries(*chart, QStringLiteral("roof"));
        entries.append(
                { LatencyCharts::tr("Decode"), ChartPalette::mutedText(), false, Qt::SolidLine });
        entries.append(
                { LatencyCharts::tr("Prefill"), ChartPalette::mutedText(), false, Qt::SolidLine });
        placeChart(std::move(chart), RooflineHeight, entries);
    }
}

void ReportPainter::resultsTables()
{
    m_layout.heading(tr("Results"));
    m_layout.paragraph(tr("Every amount is the sum of monthly line items, each converted to %1 and "
                          "rounded to the cent, so every column adds up to its total.")
                               .arg(m_result.currency),
                       ChartPalette::mutedText(), 8.5);

    // docs/method.md, "After tax, loans and leases": the rows of the dashboard's table.
    const QList<ResultsTableModel::Row> kinds = ResultsTableModel::rowKinds(m_result, m_scenario);
    const auto head = [&kinds](int index) {
        const ResultsTableModel::Row r = kinds.at(index);
        PageLayout::Row row;
        row.cells.append(ResultsTableModel::rowName(r));
        if (r < ComponentCount)
            row.swatch = ChartPalette::component(AllComponents[static_cast<size_t>(r)]);
        else if (r >= ResultsTableModel::InterestRow && r <= ResultsTableModel::TaxRow)
            row.swatch = ChartPalette::financeLine(
                    AllFinanceLines[static_cast<size_t>(r - ResultsTableModel::InterestRow)]);
        row.bold = r == ResultsTableModel::TotalRow || r == ResultsTableModel::TotalAfterTaxRow;
        row.shaded = r >= ResultsTableModel::TotalRow
                && (r < ResultsTableModel::InterestRow || r > ResultsTableModel::LeaseRow);
        return row;
    };
    const auto amountCell = [this, &kinds](int index, const OptionResult &option) {
        const ResultsTableModel::Row r = kinds.at(index);
        const Decimal *amount = option.feasible ? ResultsTableModel::figure(option, r) : nullptr;
        if (!amount)
            return QStringLiteral("—");
        // Cents everywhere on paper, as on screen (the JSON keeps four places).
        const int decimals = 2;
        // An incomplete option's total, NPV and cost per million (and their after-tax
        // twins) are lower bounds.
        const bool bound = !option.incomplete.isEmpty()
                && (r == ResultsTableModel::TotalRow || r == ResultsTableModel::NpvRow
                    || r == ResultsTableModel::CostPerMillionTokensRow
                    || r >= ResultsTableModel::TotalAfterTaxRow);
        return bound ? QStringLiteral("\u2265 ") + money(*amount, decimals)
                     : money(*amount, decimals);
    };
    optionTables(tr("Component"), static_cast<int>(kinds.size()), head, amountCell);

    m_layout.subheading(tr("Sizing"));
    const QStringList labels{
        tr("Servers"),      tr("Accelerators"),         tr("Spare accelerators"),
        tr("Racks"),        tr("Tensor-parallel size"), tr("Batch"),
        tr("Model copies"), tr("Tokens/s per copy"),    tr("Precision run")
    };
    const auto sizingCell = [this](int r, const OptionResult &option) {
        const Sizing &s = option.sizing;
        if (!option.feasible)
            return QStringLiteral("—");
        // Spares and racks belong to the owned servers: colo and hybrid alike.
        const bool colo = ownsHardware(option.mode);
        switch (r) {
        case 0:
            return m_locale.toString(s.servers);
        case 1:
            return m_locale.toString(s.accelerators);
        case 2:
            return colo ? m_locale.toString(s.spares) : QStringLiteral("—");
        case 3:
            return colo ? m_locale.toString(s.racks) : QStringLiteral("—");
        case 4:
            return m_locale.toString(s.tp);
        case 5:
            return m_locale.toString(s.batch);
        case 6:
            return m_locale.toString(s.replicas);
        case 7:
            return m_locale.toString(s.replicaTokensPerS, 'f', 1);
        default:
            return toText(s.effectivePrecision);
        }
    };
    optionTables(tr("Needs"), static_cast<int>(labels.size()), stripedHead(labels), sizingCell);
    latencyTables();
}

void ReportPainter::latencyTables()
{
    if (!ResultFormat::hasLatency(m_result))
        return;
    const Workload &workload = m_scenario.workload;
    m_layout.subheading(tr("Latency at the peak-month load"));
    const QString ms = tr("%1 ms");
    const QString targets = workload.ttftMs
            ? tr("Simulated with requests arriving at random, each model copy serving its share "
                 "of the peak month's load. The P99 targets: the first token within %1 and "
                 "each output token within %2, for 99 requests in 100.")
                      .arg(ms.arg(m_locale.toString(*workload.ttftMs, 'g', 10)),
                           ms.arg(m_locale.toString(workload.tpotMs, 'g', 10)))
            : tr("Simulated with requests arriving at random, each model copy serving its share "
                 "of the peak month's load. The P99 target: each output token within %1, for "
                 "99 requests in 100 (the workload sets no first-token target).")
                      .arg(ms.arg(m_locale.toString(workload.tpotMs, 'g', 10)));
    // The targets' sentence first (%1), then how the options are sized.
    const QString sizedBy = workload.sizing == SizingMode::P99
            ? tr("%1 The options are sized by P99: each model copy carries no more than its SLO "
                 "capacity, the highest load at which both targets still hold.")
                      .arg(targets)
            : tr("%1 The options are sized by averages; an option that misses a target here "
                 "needs more model copies than the results above pay for (see the advice).")
                      .arg(targets);
    m_layout.paragraph(sizedBy, ChartPalette::mutedText(), 8.5);
    // docs/serving.md, "Request logs": fixed or the log's lengths, random or the log's arrivals.
    m_layout.paragraph(LatencyInputs::sentence(workload, m_catalog), ChartPalette::mutedText(),
                       8.5);

    const auto bound
            = [](bool compute) { return compute ? tr("compute-bound") : tr("memory-bound"); };
    const QStringList labels{ tr("P99 time to first token"),
                              tr("P99 time per output token"),
                              tr("Meets the P99 targets"),
                              tr("SLO capacity, tokens/s per copy"),
                              tr("Peak load, share of SLO capacity"),
                              tr("Decoding"),
                              tr("Prefill") };
    const std::function<PageLayout::Row(int)> striped = stripedHead(labels);
    const auto head = [&striped](int r) {
        PageLayout::Row row = striped(r);
        row.bold = r == 2;
        return row;
    };
    const auto latencyCell = [&](int r, const OptionResult &option) {
        // An infeasible option, or one whose replica cannot be simulated: a dash.
        const std::optional<LatencyFigures> f = ResultFormat::latencyFigures(option, workload);
        if (!f)
            return QStringLiteral("—");
        switch (r) {
        case 0:
            return ms.arg(m_locale.toString(f->ttftP99Ms, 'f', 1));
        case 1:
            return ms.arg(m_locale.toString(f->tpotP99Ms, 'f', 1));
        case 2:
            return yesNo(f->meetsTargets);
        case 3:
            return m_locale.toString(f->sloCapacityTokensPerS, 'f', 1);
        case 4:
            return f->peakLoadPercent
                    ? m_locale.toString(*f->peakLoadPercent, 'f', 0) + m_locale.percent()
                    : QStringLiteral("—");
        case 5:
            return bound(f->decodeComputeBound);
        default:
            return bound(f->prefillComputeBound);
        }
    };
    optionTables(tr("At the peak"), static_cast<int>(labels.size()), head, latencyCell);
}

std::function<PageLayout::Row(int)> ReportPainter::stripedHead(const QStringList &labels)
{
    return [labels](int r) {
        PageLayout::Row row;
        row.cells.append(labels.at(r));
        row.shaded = r % 2 == 1;
        return row;
    };
}

void ReportPainter::optionTables(const QString &corner, int rowCount,
                                 const std::function<PageLayout::Row(int)> &head,
                                 const std::function<QString(int, const OptionResult &)> &cell)
{
    const qreal labelWidth = 128;
    const int perBlock
            = std::max(1, static_cast<int>((m_layout.width() - labelWidth) / MinimumMoneyColumn));
    const int optionCount = static_cast<int>(m_result.options.size());
    for (int first = 0; first < optionCount; first += perBlock) {
        const int last = std::min(optionCount, first + perBlock);
        const qreal columnWidth = (m_layout.width() - labelWidth) / (last - first);
        QList<PageLayout::Column> columns{ { corner, labelWidth, Qt::AlignLeft } };
        for (int i = first; i < last; ++i)
            columns.append({ m_result.options.at(i).name, columnWidth, Qt::AlignRight });
        QList<PageLayout::Row> rows;
        for (int r = 0; r < rowCount; ++r) {
            PageLayout::Row row = head(r);
            for (int i = first; i < last; ++i)
                row.cells.append(cell(r, m_result.options.at(i)));
            rows.append(row);
        }
        m_layout.table(columns, rows);
    }
}

void ReportPainter::advice()
{
    m_layout.heading(tr("Advice"));
    for (int i = 0; i < m_result.options.size(); ++i) {
        const OptionResult &option = m_result.options.at(i);
        const QFont nameFont = m_layout.font(11, true);
        m_layout.ensureSpace(m_layout.textHeight(option.name, nameFont, m_layout.width()) + 50);
        if (m_painter)
            m_painter->fillRect(
                    QRectF(m_layout.left(), m_layout.y() + 3, SwatchSize + 1, SwatchSize + 1),
                    ChartPalette::optionIn(m_result.options, i));
        m_layout.advance(m_layout.text(option.name, nameFont, m_layout.left() + SwatchSize + 6,
                                       m_layout.y(), m_layout.width() - SwatchSize - 6,
                                       ChartPalette::text()));
        m_layout.advance(2);
        if (!option.feasible) {
            m_layout.paragraph(tr("Cannot serve this workload: %1").arg(option.reason),
                               ChartPalette::warning(), 9, true);
        } else {
            m_layout.paragraph(HeadlineFigures::optionSummary(option, m_catalog),
                               ChartPalette::mutedText(), 9);
        }
        if (option.advice.isEmpty() && option.feasible)
            m_layout.paragraph(tr("Nothing to watch out for."), ChartPalette::text(), 9);
        for (const Advice &item : option.advice)
            m_layout.bullet(item.text, ChartPalette::text(), 9);
        m_layout.advance(10);
    }
}

void ReportPainter::method()
{
    // How every figure is computed, from the one text the workbook
    // and the help show too.
    m_layout.heading(tr("How the figures are computed"));
    const QFont titleFont = m_layout.font(9, true);
    const bool financed = std::any_of(m_result.options.cbegin(), m_result.options.cend(),
                                      [](const OptionResult &o) { return o.finance.has_value(); });
    for (const MethodNote &note : MethodNotes::all(financed)) {
        m_layout.ensureSpace(m_layout.textHeight(note.title, titleFont, m_layout.width()) + 30);
        m_layout.advance(m_layout.text(note.title, titleFont, m_layout.left(), m_layout.y(),
                                       m_layout.width(), ChartPalette::text()));
        m_layout.paragraph(note.text, ChartPalette::text(), 9);
    }
}

void ReportPainter::sources()
{
    m_layout.heading(tr("Sources of the figures"));
    m_layout.paragraph(
            tr("Every catalog item the options use, with where its figures come from and "
               "the date of the quote or source."),
            ChartPalette::mutedText(), 8.5);

    QList<PageLayout::Row> rows;
    QSet<QString> seen;
    auto add = [&](const QString &kind, const CatalogItem *item) {
        if (!item || seen.contains(kind + item->id))
            return;
        seen.insert(kind + item->id);
        rows.append(PageLayout::Row{
                { kind, item->displayName(),
                  item->source.isEmpty() ? tr("not given") : item->source,
                  item->quoteDate.isEmpty() ? QStringLiteral("—") : item->quoteDate },
                {},
                false,
                rows.size() % 2 == 1 });
    };
    for (const ScenarioOption &option : m_scenario.options) {
        const OptionItems items = OptionItems::used(option, m_catalog);
        add(tr("Accelerator"), items.accelerator);
        add(tr("Server platform"), items.platform);
        add(tr("Colocation offer"), items.coloOffer);
        add(tr("Region"), items.coloRegion);
        add(tr("Rental offer"), items.rentalOffer);
        add(tr("Region"), items.rentalRegion);
    }
    const qreal w = m_layout.width();
    m_layout.table({ { tr("Kind"), w * 0.16, Qt::AlignLeft },
                     { tr("Item"), w * 0.24, Qt::AlignLeft },
                     { tr("Source"), w * 0.46, Qt::AlignLeft },
                     { tr("Quote date"), w * 0.14, Qt::AlignLeft } },
                   rows);
}

} // namespace infertco
