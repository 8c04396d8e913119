// SPDX-License-Identifier: GPL-3.0-or-later
// The page layout of the PDF report, shared by the results pages and the risk pages: blocks of
// text, headings, tables and charts laid down a page, a new page when the next block does not
// fit. Coordinates are points; fonts are sized in pixels of that system (one pixel is one point
// on paper) and laid out with QTextLayout, so that measuring without a painter breaks the
// pages exactly where painting does.
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QStringList>

#include <functional>

class QChart;
class QGraphicsScene;
class QPainter;

namespace infertco {

class PageLayout
{
public:
    struct Column
    {
        QString header;
        qreal width = 0;
        Qt::Alignment alignment = Qt::AlignLeft;
    };
    struct Row
    {
        QStringList cells;
        QColor swatch; ///< drawn before the first cell when valid
        bool bold = false;
        bool shaded = false;
    };

    static constexpr qreal CellPadding = 4;
    static constexpr qreal SwatchSize = 7;

    /// Text in `families` (the first that has a glyph), blocks inside `content`; `breakPage`
    /// is called to end the page and start the next (and may decorate both); it must not move
    /// the layout's position, which the layout sets to the top of the new page.
    PageLayout(const QStringList &families, const QRectF &content, std::function<void()> breakPage);

    /// Painting goes to `painter`; nullptr only measures.
    void setPainter(QPainter *painter) { m_painter = painter; }
    QPainter *painter() const { return m_painter; }

    qreal y() const { return m_y; }
    void setY(qreal y) { m_y = y; }
    void advance(qreal points) { m_y += points; }
    /// Left edge and width of the blocks: the page's, or one column's of two side by side.
    qreal left() const { return m_columnWidth > 0 ? m_columnLeft : m_content.left(); }
    qreal width() const { return m_columnWidth > 0 ? m_columnWidth : m_content.width(); }
    qreal top() const { return m_content.top(); }
    qreal bottom() const { return m_content.bottom(); }
    const QRectF &content() const { return m_content; }
    void setContent(const QRectF &content) { m_content = content; }
    /// Lays the next blocks into a column of `width` at `left`; a width of 0 ends the column.
    void setColumn(qreal left, qreal width);

    QFont font(int pixelSize, bool bold = false) const;
    /// Height of `text` wrapped to `width`; drawn at (x, y) when painting.
    qreal text(const QString &text, const QFont &font, qreal x, qreal y, qreal width,
               const QColor &colour, Qt::Alignment alignment = Qt::AlignLeft) const;
    qreal textHeight(const QString &text, const QFont &font, qreal width) const;

    /// Starts a new page unless `height` fits below the position or the page is still empty.
    void ensureSpace(qreal height);
    void newPage();

    /// A heading kept with a few lines of what follows, with the accent bar under it.
    void heading(const QString &text);
    void subheading(const QString &text);
    void paragraph(const QString &text, const QColor &colour, qreal size = 9.5, bool bold = false);
    /// A paragraph with a bullet in the margin.
    void bullet(const QString &text, const QColor &colour, qreal size = 9);
    /// A thin rule across the blocks' width.
    void rule();
    /// A table whose header row is repeated on each page it runs onto.
    void table(const QList<Column> &columns, const QList<Row> &rows);
    /// A chart drawn as vectors into the blocks' width, `height` points high, laid out at the
    /// charts' common width so that its type keeps its proportions; built only when painting.
    void chart(const std::function<QChart *()> &make, qreal height);

    /// Puts `chart` into `scene` (which then owns it) at `logicalSize` and lays it out, ready
    /// to render: the report's raster charts and the vector charts of chart() alike.
    static void layOutChart(QGraphicsScene &scene, QChart *chart, const QSizeF &logicalSize);

    /// The height `draw` takes from the top of a fresh page, measured without painting.
    qreal measure(const std::function<void()> &draw);
    /// Draws the blocks of `draw` on one page: a new page first unless they fit below the
    /// position, so that a heading and its explanation never stay behind at a page's bottom
    /// while the chart or table they introduce goes to the next.
    void keepTogether(const std::function<void()> &draw);

private:
    QStringList m_families;
    QRectF m_content;
    std::function<void()> m_breakPage;
    QPainter *m_painter = nullptr; ///< nullptr while measuring
    qreal m_y = 0;
    qreal m_columnLeft = 0;
    qreal m_columnWidth = 0;
};

} // namespace infertco
