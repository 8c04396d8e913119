// SPDX-License-Identifier: GPL-3.0-or-later
#include "sparklinedelegate.h"

#include "plantablemodel.h"

#include "charts/chartpalette.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace infertco {

SparklineDelegate::SparklineDelegate(QObject *parent) : QStyledItemDelegate(parent) { }

void SparklineDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    // The cell's background and selection as for any other cell, without text.
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    const QList<double> shape = index.data(PlanTableModel::ShapeRole).value<QList<double>>();
    if (shape.size() < 2)
        return;
    const QRectF area = QRectF(option.rect).adjusted(6, 5, -6, -5);
    if (area.width() <= 0 || area.height() <= 0)
        return;
    // Pixel positions of the shape's points: month along, fraction of the largest cost up.
    const qreal step = area.width() / static_cast<qreal>(shape.size() - 1);
    const auto point = [&](int i) {
        const qreal fraction = std::clamp(shape.at(i), 0.0, 1.0);
        return QPointF(area.left() + step * i, area.bottom() - fraction * area.height());
    };
    QPainterPath line(point(0));
    for (int i = 1; i < shape.size(); ++i)
        line.lineTo(point(i));
    QPainterPath fill = line;
    fill.lineTo(area.right(), area.bottom());
    fill.lineTo(area.left(), area.bottom());
    fill.closeSubpath();

    const bool selected = option.state & QStyle::State_Selected;
    const QColor colour
            = selected ? option.palette.color(QPalette::HighlightedText) : ChartPalette::accent();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor shade = colour;
    shade.setAlpha(50);
    painter->fillPath(fill, shade);
    painter->setPen(QPen(colour, 1.5));
    painter->drawPath(line);
    painter->restore();
}

QSize SparklineDelegate::sizeHint(const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const
{
    const QSize text = QStyledItemDelegate::sizeHint(option, index);
    return { std::max(text.width(), 120), std::max(text.height(), 26) };
}

} // namespace infertco
