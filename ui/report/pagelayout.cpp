// SPDX-License-Identifier: GPL-3.0-or-later
#include "pagelayout.h"

#include "charts/chartpalette.h"
#include "charts/chartstyle.h"

#include <QChart>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>

namespace infertco {

PageLayout::PageLayout(const QStringList &families, const QRectF &content,
                       std::function<void()> breakPage)
    : m_families(families),
      m_content(content),
      m_breakPage(std::move(breakPage)),
      m_y(content.top())
{ }

void PageLayout::setColumn(qreal left, qreal width)
{
    m_columnLeft = left;
    m_columnWidth = width;
}

QFont PageLayout::font(int pixelSize, bool bold) const
{
    QFont font;
    font.setFamilies(m_families);
    font.setPixelSize(pixelSize);
    font.setBold(bold);
    font.setHintingPreference(QFont::PreferNoHinting);
    return font;
}

qreal PageLayout::text(const QString &content, const QFont &font, qreal x, qreal y, qreal width,
                       const QColor &colour, Qt::Alignment alignment) const
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

qreal PageLayout::textHeight(const QString &content, const QFont &font, qreal width) const
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

void PageLayout::ensureSpace(qreal height)
{
    if (m_y + height <= bottom() || m_y <= top() + 0.5)
        return;
    newPage();
}

void PageLayout::newPage()
{
    m_breakPage();
    m_y = top();
}

void PageLayout::heading(const QString &content)
{
    const QFont headingFont = font(17, true);
    // Keep a heading with at least a few lines of what follows it.
    ensureSpace(textHeight(content, headingFont, width()) + 90);
    if (m_y > top() + 0.5)
        m_y += 14;
    m_y += text(content, headingFont, left(), m_y, width(), ChartPalette::accent());
    if (m_painter)
        m_painter->fillRect(QRectF(left(), m_y + 3, 36, 2.5), ChartPalette::accent());
    m_y += 14;
}

void PageLayout::subheading(const QString &content)
{
    const QFont subheadingFont = font(11, true);
    ensureSpace(textHeight(content, subheadingFont, width()) + 60);
    m_y += 8;
    m_y += text(content, subheadingFont, left(), m_y, width(), ChartPalette::text());
    m_y += 5;
}

void PageLayout::paragraph(const QString &content, const QColor &colour, qreal size, bool bold)
{
    const QFont paragraphFont = font(qRound(size), bold);
    ensureSpace(textHeight(content, paragraphFont, width()));
    m_y += text(content, paragraphFont, left(), m_y, width(), colour);
    m_y += 5;
}

void PageLayout::bullet(const QString &content, const QColor &colour, qreal size)
{
    const QFont bulletFont = font(qRound(size));
    ensureSpace(textHeight(content, bulletFont, width() - 14));
    text(QStringLiteral("•"), bulletFont, left() + 2, m_y, 10, colour);
    m_y += text(content, bulletFont, left() + 14, m_y, width() - 14, colour);
    m_y += 4;
}

void PageLayout::rule()
{
    if (m_painter) {
        m_painter->setPen(QPen(ChartPalette::grid(), 0.8));
        m_painter->drawLine(QPointF(left(), m_y + 2), QPointF(left() + width(), m_y + 2));
    }
    m_y += 8;
}

void PageLayout::table(const QList<Column> &columns, const QList<Row> &rows)
{
    if (columns.isEmpty())
        return;
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
    qreal tableWidth = 0;
    for (const Column &column : columns)
        tableWidth += column.width;
    auto drawHeader = [&]() {
        QStringList headers;
        for (const Column &column : columns)
            headers.append(column.header);
        const qreal height = rowHeight(headers, headerFont, false);
        if (m_painter)
            m_painter->fillRect(QRectF(left(), m_y, tableWidth, height), ChartPalette::text());
        qreal x = left();
        for (int c = 0; c < columns.size(); ++c) {
            text(headers.at(c), headerFont, x + CellPadding, m_y + CellPadding, cellWidth(c, false),
                 Qt::white, columns.at(c).alignment);
            x += columns.at(c).width;
        }
        m_y += height;
    };

    ensureSpace(rowHeight(QStringList(columns.first().header), headerFont, false) + 40);
    drawHeader();
    for (const Row &row : rows) {
        const QFont &rowFont = row.bold ? boldFont : cellFont;
        const bool swatch = row.swatch.isValid();
        const qreal height = rowHeight(row.cells, rowFont, swatch);
        if (m_y + height > bottom()) {
            newPage();
            drawHeader();
        }
        if (m_painter) {
            if (row.shaded)
                m_painter->fillRect(QRectF(left(), m_y, tableWidth, height),
                                    ChartPalette::cardBackground());
            m_painter->setPen(QPen(ChartPalette::grid(), 0.6));
            m_painter->drawLine(QPointF(left(), m_y + height),
                                QPointF(left() + tableWidth, m_y + height));
        }
        qreal x = left();
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
                 ChartPalette::text(), columns.at(c).alignment);
            x += columns.at(c).width;
        }
        m_y += height;
    }
    m_y += 10;
}

void PageLayout::chart(const std::function<QChart *()> &make, qreal height)
{
    ensureSpace(height);
    if (m_painter) {
        const QRectF target(left(), m_y, width(), height);
        const QSizeF logical(ChartStyle::DefaultWidth, ChartStyle::DefaultWidth * height / width());
        QGraphicsScene scene;
        layOutChart(scene, make(), logical);
        scene.render(m_painter, target, QRectF(QPointF(0, 0), logical));
    }
    m_y += height + 8;
}

void PageLayout::layOutChart(QGraphicsScene &scene, QChart *chart, const QSizeF &logicalSize)
{
    scene.addItem(chart); // the scene owns and deletes the chart
    chart->setGeometry(QRectF(QPointF(0, 0), logicalSize));
    if (chart->layout())
        chart->layout()->activate();
    QCoreApplication::sendPostedEvents();
}

qreal PageLayout::measure(const std::function<void()> &draw)
{
    QPainter *painter = m_painter;
    const qreal y = m_y;
    m_painter = nullptr;
    m_y = top();
    draw();
    const qreal height = m_y - top();
    m_painter = painter;
    m_y = y;
    return height;
}

void PageLayout::keepTogether(const std::function<void()> &draw)
{
    ensureSpace(measure(draw));
    draw();
}

} // namespace infertco
