// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportpainter.h"

#include "analysis/riskreport.h"

#include "adviceview.h"
#include "chartbuilder.h"
#include "headlinefigures.h"
#include "money/moneyformat.h"
#include "palette.h"
#include "resultstablemodel.h"

#include <QApplication>
#include <QChart>
#include <QFontDatabase>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegendMarker>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QSet>
#include <QTextLayout>
#include <QXYSeries>

#include <algorithm>
#include <memory>

namespace infertco {

namespace {

constexpr qreal CellPadding = 4;
constexpr qreal SwatchSize = 7;
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

QString percentText(const Decimal &fraction, const QLocale &locale)
{
    return decimalText(fraction * Decimal(100), locale) + QLatin1Char('%');
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
      m_families(fontFamilies(locale))
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
    scene.addItem(chart); // the scene owns and deletes the chart
    chart->setGeometry(QRectF(QPointF(0, 0), logicalSize));
    if (chart->layout())
        chart->layout()->activate();
    QCoreApplication::sendPostedEvents();

    QImage image(logicalSize * pixelRatio, QImage::Format_RGB32);
    image.setDevicePixelRatio(pixelRatio);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing
                           | QPainter::SmoothPixmapTransform);
    const QRectF area(QPointF(0, 0), logicalSize);
    scene.render(&painter, area, area);
    return image;
}

int ReportPainter::pageCount(const QSizeF &pageSize)
{
    m_painter = nullptr;
    m_device = nullptr;
    m_pageSize = pageSize;
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
    painter->save();
    painter->scale(scaleX, scaleY);
    painter->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing
                            | QPainter::SmoothPixmapTransform);
    run();
    painter->restore();
    m_painter = nullptr;
    m_device = nullptr;
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
    advice();
    sources();
    finishPage();
    if (m_risk) {
        // The risk pages follow with the report's own header and footer on each page.
        startPage();
        const QRectF area(MarginLeft, MarginTop, m_pageSize.width() - MarginLeft - MarginRight,
                          contentBottom() - MarginTop);
        RiskReport::paint(
                m_painter, area, *m_risk,
                [this] {
                    finishPage();
                    startPage();
                },
                m_locale, font(10));
        finishPage();
    }
}

// ---- pages -------------------------------------------------------------------------------

void ReportPainter::startPage()
{
    if (m_page > 0 && m_device)
        m_device->newPage();
    ++m_page;
    m_y = MarginTop;
    if (!m_painter || m_page == 1)
        return;
    const QFont small = font(8);
    const qreal pageWidth = m_pageSize.width() - MarginLeft - MarginRight;
    const qreal top = MarginTop - 30;
    text(m_scenario.name, small, MarginLeft, top, pageWidth * 0.7, ResultsPalette::mutedText());
    text(tr("Inference cost report"), small, MarginLeft, top, pageWidth,
         ResultsPalette::mutedText(), Qt::AlignRight);
    m_painter->setPen(QPen(ResultsPalette::grid(), 0.8));
    m_painter->drawLine(QPointF(MarginLeft, top + 14), QPointF(MarginLeft + pageWidth, top + 14));
}

void ReportPainter::finishPage()
{
    if (!m_painter)
        return;
    const QFont small = font(8);
    const qreal pageWidth = m_pageSize.width() - MarginLeft - MarginRight;
    const qreal y = m_pageSize.height() - MarginBottom + 22;
    m_painter->setPen(QPen(ResultsPalette::grid(), 0.8));
    m_painter->drawLine(QPointF(MarginLeft, y - 6), QPointF(MarginLeft + pageWidth, y - 6));
    // One line: a long scenario name is shortened; the date is ISO, unambiguous everywhere.
    const QString footer = tr("InferTCO · %1 · amounts in %2 · %3");
    const QString date = m_date.toString(Qt::ISODate);
    const qreal footerWidth = pageWidth * 0.8;
    const QFontMetricsF metrics(small);
    const qreal nameWidth = footerWidth
            - metrics.horizontalAdvance(footer.arg(QString(), m_result.currency, date)) - 4;
    text(footer.arg(metrics.elidedText(m_scenario.name, Qt::ElideRight, nameWidth),
                    m_result.currency, date),
         small, MarginLeft, y, footerWidth, ResultsPalette::mutedText());
    text(tr("Page %1 of %2").arg(m_page).arg(m_pageTotal), small, MarginLeft, y, pageWidth,
         ResultsPalette::mutedText(), Qt::AlignRight);
}

void ReportPainter::ensureSpace(qreal height)
{
    if (m_y + height <= contentBottom() || m_y <= MarginTop + 0.5)
        return;
    finishPage();
    startPage();
}

// ---- building blocks ---------------------------------------------------------------------

QFont ReportPainter::font(int pixelSize, bool bold) const
{
    // Pixel sizes in a painter scaled to points: one "pixel" is one point on paper, whatever
    // the device resolution, and text is measured exactly as it is drawn.
    QFont font;
    font.setFamilies(m_families);
    font.setPixelSize(pixelSize);
    font.setBold(bold);
    font.setHintingPreference(QFont::PreferNoHinting);
    return font;
}

qreal ReportPainter::text(const QString &content, const QFont &font, qreal x, qreal y, qreal width,
                          const QColor &colour, Qt::Alignment alignment)
{
    QTextLayout layout(content, font);
    QTextOption option(alignment);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.setCacheEnabled(true);
    qreal height = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, height));
        height += line.height();
    }
    layout.endLayout();
    if (m_painter) {
        m_painter->setPen(colour);
        layout.draw(m_painter, QPointF(x, y));
    }
    return height;
}

qreal ReportPainter::textHeight(const QString &content, const QFont &font, qreal width) const
{
    QTextLayout layout(content, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    qreal height = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        height += line.height();
    }
    layout.endLayout();
    return height;
}

QString ReportPainter::money(const Decimal &amount, int decimals) const
{
    return MoneyFormat::money(amount, m_result.currency, m_locale, decimals);
}

void ReportPainter::heading(const QString &content)
{
    const QFont headingFont = font(17, true);
    // Keep a heading with at least a few lines of what follows it.
    ensureSpace(textHeight(content, headingFont, contentWidth()) + 90);
    if (m_y > MarginTop + 0.5)
        m_y += 14;
    m_y += text(content, headingFont, contentLeft(), m_y, contentWidth(), ResultsPalette::accent());
    if (m_painter) {
        m_painter->fillRect(QRectF(contentLeft(), m_y + 3, 36, 2.5), ResultsPalette::accent());
    }
    m_y += 14;
}

void ReportPainter::subheading(const QString &content)
{
    const QFont subheadingFont = font(11, true);
    ensureSpace(textHeight(content, subheadingFont, contentWidth()) + 60);
    m_y += 8;
    m_y += text(content, subheadingFont, contentLeft(), m_y, contentWidth(),
                ResultsPalette::text());
    m_y += 5;
}

void ReportPainter::paragraph(const QString &content, const QColor &colour, qreal size, bool bold)
{
    const QFont paragraphFont = font(qRound(size), bold);
    ensureSpace(textHeight(content, paragraphFont, contentWidth()));
    m_y += text(content, paragraphFont, contentLeft(), m_y, contentWidth(), colour);
    m_y += 5;
}

void ReportPainter::table(const QList<Column> &columns, const QList<Row> &rows)
{
    const QFont headerFont = font(8, true);
    const QFont cellFont = font(8);
    const QFont boldFont = font(8, true);

    auto cellWidth = [&](int column, bool swatch) {
        return columns.at(column).width - 2 * CellPadding - (swatch ? SwatchSize + 4 : 0);
    };
    auto rowHeight = [&](const QStringList &cells, const QFont &rowFont, bool swatch) {
        qreal height = 0;
        for (int c = 0; c < columns.size() && c < cells.size(); ++c)
            height = std::max(height,
                              textHeight(cells.at(c), rowFont, cellWidth(c, swatch && c == 0)));
        return height + 2 * CellPadding;
    };
    auto drawHeader = [&]() {
        QStringList headers;
        for (const Column &column : columns)
            headers.append(column.header);
        const qreal height = rowHeight(headers, headerFont, false);
        qreal x = contentLeft();
        if (m_painter) {
            qreal width = 0;
            for (const Column &column : columns)
                width += column.width;
            m_painter->fillRect(QRectF(contentLeft(), m_y, width, height), ResultsPalette::text());
        }
        for (int c = 0; c < columns.size(); ++c) {
            text(headers.at(c), headerFont, x + CellPadding, m_y + CellPadding, cellWidth(c, false),
                 Qt::white, columns.at(c).alignment);
            x += columns.at(c).width;
        }
        m_y += height;
    };

    qreal tableWidth = 0;
    for (const Column &column : columns)
        tableWidth += column.width;

    ensureSpace(rowHeight(QStringList(columns.first().header), headerFont, false) + 40);
    drawHeader();
    for (int r = 0; r < rows.size(); ++r) {
        const Row &row = rows.at(r);
        const QFont &rowFont = row.bold ? boldFont : cellFont;
        const bool swatch = row.swatch.isValid();
        const qreal height = rowHeight(row.cells, rowFont, swatch);
        if (m_y + height > contentBottom()) {
            finishPage();
            startPage();
            drawHeader();
        }
        if (m_painter) {
            if (row.shaded)
                m_painter->fillRect(QRectF(contentLeft(), m_y, tableWidth, height),
                                    ResultsPalette::cardBackground());
            m_painter->setPen(QPen(ResultsPalette::grid(), 0.6));
            m_painter->drawLine(QPointF(contentLeft(), m_y + height),
                                QPointF(contentLeft() + tableWidth, m_y + height));
        }
        qreal x = contentLeft();
        for (int c = 0; c < columns.size() && c < row.cells.size(); ++c) {
            qreal textX = x + CellPadding;
            if (c == 0 && swatch) {
                if (m_painter)
                    m_painter->fillRect(
                            QRectF(textX, m_y + CellPadding + 2, SwatchSize, SwatchSize),
                            row.swatch);
                textX += SwatchSize + 4;
            }
            text(row.cells.at(c), rowFont, textX, m_y + CellPadding, cellWidth(c, c == 0 && swatch),
                 ResultsPalette::text(), columns.at(c).alignment);
            x += columns.at(c).width;
        }
        m_y += height;
    }
    m_y += 10;
}

void ReportPainter::keyValueTable(const QList<QPair<QString, QString>> &pairs)
{
    const qreal keyWidth = contentWidth() * 0.42;
    QList<Column> columns{ { tr("Assumption"), keyWidth, Qt::AlignLeft },
                           { tr("Value"), contentWidth() - keyWidth, Qt::AlignLeft } };
    QList<Row> rows;
    for (const auto &pair : pairs)
        rows.append(Row{ { pair.first, pair.second }, {}, false, rows.size() % 2 == 1 });
    table(columns, rows);
}

qreal ReportPainter::measure(const std::function<void()> &draw)
{
    QPainter *painter = m_painter;
    QPagedPaintDevice *device = m_device;
    const int page = m_page;
    const qreal y = m_y;
    m_painter = nullptr;
    m_device = nullptr;
    m_y = MarginTop;
    draw();
    const qreal height = m_y - MarginTop;
    m_painter = painter;
    m_device = device;
    m_page = page;
    m_y = y;
    return height;
}

void ReportPainter::chartImage(int which, qreal height)
{
    ChartStyle style;
    style.locale = m_locale;
    style.font = QFont();
    style.font.setFamilies(m_families);
    style.scale = ChartScale;
    style.interactive = false;
    std::unique_ptr<QChart> chart(which == 0 ? ChartBuilder::componentBreakdown(m_result, style)
                                          : which == 1
                                          ? ChartBuilder::cumulativeCost(m_result, style)
                                          : ChartBuilder::costPerMillionTokens(m_result, style));

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
    const qreal legendHeight = entries.isEmpty() ? 0 : legend(entries, m_y, false) + 8;

    ensureSpace(height + legendHeight);
    const QRectF frame(contentLeft(), m_y, contentWidth(), height + legendHeight);
    if (m_painter) {
        const QSize logical(ChartLogicalWidth, qRound(ChartLogicalWidth * height / contentWidth()));
        const QImage image = renderChart(chart.release(), logical, ChartPixelRatio);
        m_painter->drawImage(QRectF(contentLeft(), m_y, contentWidth(), height), image);
    }
    if (!entries.isEmpty())
        legend(entries, m_y + height, true);
    if (m_painter) {
        m_painter->setPen(QPen(ResultsPalette::grid(), 0.6));
        m_painter->setBrush(Qt::NoBrush);
        m_painter->drawRect(frame);
    }
    m_y += frame.height() + 12;
}

qreal ReportPainter::legend(const QList<LegendEntry> &entries, qreal y, bool draw)
{
    constexpr qreal LineSample = 16;
    constexpr qreal SquareSample = 8;
    constexpr qreal RowHeight = 13;
    constexpr qreal EntryGap = 14;
    const QFont legendFont = font(8);
    const QFontMetricsF metrics(legendFont);
    const qreal width = contentWidth() - 20;

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
            qreal x = contentLeft() + (contentWidth() - rowWidths.at(r)) / 2;
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
                text(entry.label, legendFont, x, top, metrics.horizontalAdvance(entry.label) + 2,
                     ResultsPalette::text());
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
        m_painter->fillRect(QRectF(0, 0, m_pageSize.width(), 10), ResultsPalette::accent());

    m_y = 96;
    m_y += text(tr("INFERENCE COST REPORT"), font(10, true), contentLeft(), m_y, contentWidth(),
                ResultsPalette::accent());
    m_y += 8;
    m_y += text(m_scenario.name.isEmpty() ? m_scenario.id : m_scenario.name, font(26, true),
                contentLeft(), m_y, contentWidth(), ResultsPalette::text());
    m_y += 8;
    const QString meta = tr("Scenario \"%1\" · %2-month horizon · amounts in %3")
                                 .arg(m_scenario.id)
                                 .arg(m_result.horizonMonths)
                                 .arg(m_result.currency);
    m_y += text(meta, font(10), contentLeft(), m_y, contentWidth(), ResultsPalette::mutedText());
    m_y += text(tr("Prepared %1").arg(m_locale.toString(m_date, QLocale::LongFormat)), font(10),
                contentLeft(), m_y, contentWidth(), ResultsPalette::mutedText());
    m_y += 30;

    // The headline figures as on the dashboard: the cheapest option across, four figures below.
    const HeadlineFigures figures
            = HeadlineFigures::from(m_result, m_scenario, m_catalog, m_locale);
    auto box = [this](const HeadlineFigure &figure, qreal x, qreal y, qreal width, qreal height) {
        if (m_painter) {
            m_painter->fillRect(QRectF(x, y, width, height), ResultsPalette::cardBackground());
            m_painter->fillRect(QRectF(x, y, 3, height), ResultsPalette::accent());
        }
        qreal inner = y + 9;
        inner += text(figure.title.toUpper(), font(8, true), x + 13, inner, width - 22,
                      ResultsPalette::mutedText());
        inner += 2;
        inner += text(figure.value, font(18, true), x + 13, inner, width - 22,
                      ResultsPalette::accent());
        inner += 2;
        text(figure.detail, font(8), x + 13, inner, width - 22, ResultsPalette::mutedText());
    };
    const qreal gap = 12;
    const qreal half = (contentWidth() - gap) / 2;
    const qreal boxHeight = 76;
    box(figures.cheapest, contentLeft(), m_y, contentWidth(), boxHeight);
    m_y += boxHeight + gap;
    box(figures.total, contentLeft(), m_y, half, boxHeight);
    box(figures.npv, contentLeft() + half + gap, m_y, half, boxHeight);
    m_y += boxHeight + gap;
    box(figures.breakEven, contentLeft(), m_y, half, boxHeight);
    box(figures.costPerMillionTokens, contentLeft() + half + gap, m_y, half, boxHeight);
    m_y += boxHeight + 28;

    subheading(tr("Options compared"));
    const qreal w = contentWidth();
    QList<Column> columns{ { tr("Option"), w * 0.30, Qt::AlignLeft },
                           { tr("What it takes"), w * 0.30, Qt::AlignLeft },
                           { HeadlineFigures::horizonTotalTitle(m_result.horizonMonths), w * 0.22,
                             Qt::AlignRight },
                           { tr("Per million tokens"), w * 0.18, Qt::AlignRight } };
    QList<Row> rows;
    for (int i = 0; i < m_result.options.size(); ++i) {
        const OptionResult &option = m_result.options.at(i);
        Row row;
        row.swatch = ResultsPalette::option(i);
        row.bold = i == figures.cheapestOption;
        if (option.feasible) {
            row.cells = QStringList{ option.name, HeadlineFigures::optionSummary(option, m_catalog),
                                     money(option.total), money(option.costPerMillionTokens, 4) };
        } else {
            row.cells = QStringList{ option.name,
                                     tr("Cannot serve the workload: %1").arg(option.reason),
                                     QStringLiteral("—"), QStringLiteral("—") };
        }
        rows.append(row);
    }
    table(columns, rows);

    // The break-even months, if they fit: the title page never runs over.
    const QFont sentenceFont = font(9);
    for (const QString &sentence : HeadlineFigures::breakEvenSentences(m_result)) {
        const qreal height = textHeight(sentence, sentenceFont, contentWidth());
        if (m_y + height > contentBottom())
            break;
        m_y += text(sentence, sentenceFont, contentLeft(), m_y, contentWidth(),
                    ResultsPalette::text());
        m_y += 4;
    }
}

void ReportPainter::assumptions()
{
    heading(tr("Assumptions"));
    if (!m_scenario.notes.trimmed().isEmpty()) {
        paragraph(m_scenario.notes.trimmed(), ResultsPalette::text(), 9);
        m_y += 4;
    }
    const Workload &workload = m_scenario.workload;
    // The workload and the money side by side: each is short, and together they fill a page.
    const QList<QPair<QString, QString>> workloadRows{
        { tr("Model size"),
          tr("%1 billion parameters").arg(numberText(workload.paramsB, m_locale)) },
        { tr("Precision"), toText(workload.precision) },
        { tr("KV cache"),
          tr("%1 layers × %2 KV heads × %3 head dimension, %4 bytes per value")
                  .arg(workload.layers)
                  .arg(workload.kvHeads)
                  .arg(workload.headDim)
                  .arg(numberText(workload.kvBytes, m_locale)) },
        { tr("Tokens per request"),
          tr("%1 prompt, %2 output").arg(workload.promptTokens).arg(workload.outputTokens) },
        { tr("Peak output"),
          tr("%1 tokens per second").arg(decimalText(workload.peakOutputTokensPerS, m_locale)) },
        { tr("Latency target"),
          tr("%1 ms per output token").arg(numberText(workload.tpotMs, m_locale)) },
        { tr("Average load"), percentText(workload.utilization, m_locale) + tr(" of peak") },
        { tr("Model updates"),
          tr("%1 a year").arg(decimalText(workload.modelUpdatesPerYear, m_locale)) },
        { tr("Largest batch"), QString::number(workload.maxBatch) },
        { tr("Dynamic shapes"), yesNo(workload.dynamicShapes) },
        { tr("Isolation between tenants"), yesNo(workload.requiresIsolation) },
    };
    const QList<QPair<QString, QString>> moneyRows{
        { tr("Reporting currency"), m_scenario.currency },
        { tr("Horizon"), tr("%1 months").arg(m_scenario.horizonMonths) },
        { tr("Discount rate"),
          tr("%1 a year").arg(percentText(m_scenario.discountRateYear, m_locale)) },
        { tr("Memory kept free"), percentText(m_scenario.headroom, m_locale) },
        { tr("Engineer day rate"),
          MoneyFormat::money(m_scenario.engineerDayRate, m_scenario.engineerCurrency, m_locale) },
        { tr("Staff, owned servers"),
          tr("%1 FTE per server, at least %2 FTE")
                  .arg(decimalText(m_scenario.staff.ftePerServerOwned, m_locale),
                       decimalText(m_scenario.staff.minFteOwned, m_locale)) },
        { tr("Staff, rented servers"),
          tr("%1 FTE per server, at least %2 FTE")
                  .arg(decimalText(m_scenario.staff.ftePerServerRented, m_locale),
                       decimalText(m_scenario.staff.minFteRented, m_locale)) },
        { tr("Spare accelerators"), percentText(m_scenario.owned.spareFraction, m_locale) },
        { tr("Purchase overhead"),
          percentText(m_scenario.owned.purchaseOverheadFraction, m_locale) },
        { tr("Maintenance"),
          tr("%1 of the purchase price a year")
                  .arg(percentText(m_scenario.owned.maintenanceRateYear, m_locale)) },
        { tr("Residual value"),
          tr("%1 of the purchase price at the end")
                  .arg(percentText(m_scenario.owned.residualFraction, m_locale)) },
    };
    const qreal gap = 18;
    const qreal fullWidth = contentWidth();
    auto workloadColumn = [&]() {
        subheading(tr("Workload"));
        keyValueTable(workloadRows);
    };
    auto moneyColumn = [&]() {
        subheading(tr("Money and operations"));
        keyValueTable(moneyRows);
    };
    m_columnWidth = (fullWidth - gap) / 2;
    ensureSpace(std::max(measure(workloadColumn), measure(moneyColumn)));
    const qreal top = m_y;
    m_columnLeft = MarginLeft;
    workloadColumn();
    const qreal leftBottom = m_y;
    m_columnLeft = MarginLeft + m_columnWidth + gap;
    m_y = top;
    moneyColumn();
    m_y = std::max(m_y, leftBottom);
    m_columnLeft = -1;
    m_columnWidth = 0;

    subheading(tr("Exchange rates"));
    if (m_scenario.fx.isEmpty()) {
        paragraph(tr("All figures are in %1; no conversion was needed.").arg(m_scenario.currency),
                  ResultsPalette::text());
    } else {
        QList<QPair<QString, QString>> rates;
        for (auto it = m_scenario.fx.cbegin(); it != m_scenario.fx.cend(); ++it) {
            rates.append(
                    { tr("1 %1").arg(it.key()),
                      tr("%1 %2").arg(decimalText(it.value(), m_locale), m_scenario.currency) });
        }
        keyValueTable(rates);
    }

    subheading(tr("Options"));
    const qreal w = contentWidth();
    QList<Column> columns{ { tr("Option"), w * 0.22, Qt::AlignLeft },
                           { tr("Mode"), w * 0.12, Qt::AlignLeft },
                           { tr("Accelerator"), w * 0.22, Qt::AlignLeft },
                           { tr("Server platform"), w * 0.20, Qt::AlignLeft },
                           { tr("Offer"), w * 0.24, Qt::AlignLeft } };
    QList<Row> rows;
    for (int i = 0; i < m_scenario.options.size(); ++i) {
        const ScenarioOption &option = m_scenario.options.at(i);
        const Accelerator *accelerator = m_catalog.accelerator(option.accelerator);
        const ServerPlatform *platform = m_catalog.platform(option.platform);
        const CatalogItem *offer = option.mode == OptionMode::Rent
                ? static_cast<const CatalogItem *>(m_catalog.rentalOffer(option.offer))
                : static_cast<const CatalogItem *>(m_catalog.coloOffer(option.offer));
        Row row;
        row.swatch = ResultsPalette::option(i);
        row.cells = QStringList{
            option.name,
            option.mode == OptionMode::Colo ? tr("Colocation") : tr("Rent"),
            accelerator ? accelerator->displayName() : option.accelerator,
            option.mode == OptionMode::Colo ? (platform ? platform->displayName() : option.platform)
                                            : QStringLiteral("—"),
            offer ? offer->displayName() : option.offer,
        };
        rows.append(row);
    }
    table(columns, rows);
}

void ReportPainter::charts()
{
    constexpr qreal BreakdownHeight = 300;
    constexpr qreal CumulativeHeight = 300;
    const qreal tokensHeight = std::min<qreal>(300, 110 + 30 * m_result.options.size());

    ensureSpace(BreakdownHeight + 60);
    heading(tr("Charts"));
    chartImage(0, BreakdownHeight);
    chartImage(1, CumulativeHeight);
    QStringList caption = HeadlineFigures::breakEvenSentences(m_result);
    caption.append(tr("Colocation lines are solid, rental lines dashed."));
    paragraph(caption.join(QLatin1Char(' ')), ResultsPalette::mutedText(), 8);
    m_y += 6;
    chartImage(2, tokensHeight);
}

void ReportPainter::resultsTables()
{
    heading(tr("Results"));
    paragraph(tr("Every amount is the sum of monthly line items, each converted to %1 and "
                 "rounded to the cent, so every column adds up to its total.")
                      .arg(m_result.currency),
              ResultsPalette::mutedText(), 8.5);

    const qreal labelWidth = 128;
    const int perBlock
            = std::max(1, static_cast<int>((contentWidth() - labelWidth) / MinimumMoneyColumn));
    const int optionCount = static_cast<int>(m_result.options.size());
    for (int first = 0; first < optionCount; first += perBlock) {
        const int last = std::min(optionCount, first + perBlock);
        const qreal columnWidth = (contentWidth() - labelWidth) / (last - first);
        QList<Column> columns{ { tr("Component"), labelWidth, Qt::AlignLeft } };
        for (int i = first; i < last; ++i)
            columns.append({ m_result.options.at(i).name, columnWidth, Qt::AlignRight });

        QList<Row> rows;
        for (int r = 0; r < ResultsTableModel::RowCount; ++r) {
            Row row;
            row.cells.append(ResultsTableModel::rowName(r));
            if (r < ComponentCount)
                row.swatch = ResultsPalette::component(AllComponents[static_cast<size_t>(r)]);
            row.bold = r == ResultsTableModel::TotalRow;
            row.shaded = r >= ResultsTableModel::TotalRow;
            for (int i = first; i < last; ++i) {
                const OptionResult &option = m_result.options.at(i);
                if (!option.feasible) {
                    row.cells.append(QStringLiteral("—"));
                    continue;
                }
                const int decimals = ResultsTableModel::decimalsForRow(r);
                const Decimal *amount = r < ComponentCount ? &option.totals[static_cast<size_t>(r)]
                        : r == ResultsTableModel::TotalRow ? &option.total
                        : r == ResultsTableModel::NpvRow   ? &option.npv
                                                           : &option.costPerMillionTokens;
                row.cells.append(money(*amount, decimals));
            }
            rows.append(row);
        }
        table(columns, rows);
    }

    subheading(tr("Sizing"));
    const qreal sizingLabel = 128;
    for (int first = 0; first < optionCount; first += perBlock) {
        const int last = std::min(optionCount, first + perBlock);
        const qreal columnWidth = (contentWidth() - sizingLabel) / (last - first);
        QList<Column> columns{ { tr("Needs"), sizingLabel, Qt::AlignLeft } };
        for (int i = first; i < last; ++i)
            columns.append({ m_result.options.at(i).name, columnWidth, Qt::AlignRight });
        const QStringList labels{
            tr("Servers"),      tr("Accelerators"),         tr("Spare accelerators"),
            tr("Racks"),        tr("Tensor-parallel size"), tr("Batch"),
            tr("Model copies"), tr("Tokens/s per copy"),    tr("Precision run")
        };
        QList<Row> rows;
        for (int r = 0; r < labels.size(); ++r) {
            Row row;
            row.cells.append(labels.at(r));
            row.shaded = r % 2 == 1;
            for (int i = first; i < last; ++i) {
                const OptionResult &option = m_result.options.at(i);
                const Sizing &s = option.sizing;
                if (!option.feasible) {
                    row.cells.append(QStringLiteral("—"));
                    continue;
                }
                const bool colo = option.mode == OptionMode::Colo;
                switch (r) {
                case 0:
                    row.cells.append(m_locale.toString(s.servers));
                    break;
                case 1:
                    row.cells.append(m_locale.toString(s.accelerators));
                    break;
                case 2:
                    row.cells.append(colo ? m_locale.toString(s.spares) : QStringLiteral("—"));
                    break;
                case 3:
                    row.cells.append(colo ? m_locale.toString(s.racks) : QStringLiteral("—"));
                    break;
                case 4:
                    row.cells.append(m_locale.toString(s.tp));
                    break;
                case 5:
                    row.cells.append(m_locale.toString(s.batch));
                    break;
                case 6:
                    row.cells.append(m_locale.toString(s.replicas));
                    break;
                case 7:
                    row.cells.append(m_locale.toString(s.replicaTokensPerS, 'f', 1));
                    break;
                default:
                    row.cells.append(toText(s.effectivePrecision));
                    break;
                }
            }
            rows.append(row);
        }
        table(columns, rows);
    }
}

void ReportPainter::advice()
{
    heading(tr("Advice"));
    for (int i = 0; i < m_result.options.size(); ++i) {
        const OptionResult &option = m_result.options.at(i);
        const QFont nameFont = font(11, true);
        ensureSpace(textHeight(option.name, nameFont, contentWidth()) + 50);
        if (m_painter)
            m_painter->fillRect(QRectF(contentLeft(), m_y + 3, SwatchSize + 1, SwatchSize + 1),
                                ResultsPalette::option(i));
        m_y += text(option.name, nameFont, contentLeft() + SwatchSize + 6, m_y,
                    contentWidth() - SwatchSize - 6, ResultsPalette::text());
        m_y += 2;
        if (!option.feasible) {
            paragraph(tr("Cannot serve this workload: %1").arg(option.reason),
                      ResultsPalette::warning(), 9, true);
        } else {
            paragraph(HeadlineFigures::optionSummary(option, m_catalog),
                      ResultsPalette::mutedText(), 9);
        }
        if (option.advice.isEmpty() && option.feasible)
            paragraph(tr("Nothing to watch out for."), ResultsPalette::text(), 9);
        const QFont bulletFont = font(9);
        for (const Advice &item : option.advice) {
            const qreal height = textHeight(item.text, bulletFont, contentWidth() - 14);
            ensureSpace(height);
            text(QStringLiteral("•"), bulletFont, contentLeft() + 2, m_y, 10,
                 ResultsPalette::text());
            m_y += text(item.text, bulletFont, contentLeft() + 14, m_y, contentWidth() - 14,
                        ResultsPalette::text());
            m_y += 4;
        }
        m_y += 10;
    }
}

void ReportPainter::sources()
{
    heading(tr("Sources of the figures"));
    paragraph(tr("Every catalog item the options use, with where its figures come from and "
                 "the date of the quote or source."),
              ResultsPalette::mutedText(), 8.5);

    QList<Row> rows;
    QSet<QString> seen;
    auto add = [&](const QString &kind, const CatalogItem *item) {
        if (!item || seen.contains(kind + item->id))
            return;
        seen.insert(kind + item->id);
        rows.append(Row{ { kind, item->displayName(),
                           item->source.isEmpty() ? tr("not given") : item->source,
                           item->quoteDate.isEmpty() ? QStringLiteral("—") : item->quoteDate },
                         {},
                         false,
                         rows.size() % 2 == 1 });
    };
    for (const ScenarioOption &option : m_scenario.options) {
        add(tr("Accelerator"), m_catalog.accelerator(option.accelerator));
        if (option.mode == OptionMode::Colo) {
            add(tr("Server platform"), m_catalog.platform(option.platform));
            const ColoOffer *offer = m_catalog.coloOffer(option.offer);
            add(tr("Colocation offer"), offer);
            if (offer)
                add(tr("Region"), m_catalog.region(offer->region));
        } else {
            const RentalOffer *offer = m_catalog.rentalOffer(option.offer);
            add(tr("Rental offer"), offer);
            if (offer)
                add(tr("Region"), m_catalog.region(offer->region));
        }
    }
    const qreal w = contentWidth();
    table({ { tr("Kind"), w * 0.16, Qt::AlignLeft },
            { tr("Item"), w * 0.24, Qt::AlignLeft },
            { tr("Source"), w * 0.46, Qt::AlignLeft },
            { tr("Quote date"), w * 0.14, Qt::AlignLeft } },
          rows);
}

} // namespace infertco
