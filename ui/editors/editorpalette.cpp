// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorpalette.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <functional>

namespace infertco {

namespace {

constexpr int IconSize = 32; // drawn large, scaled down crisply

QIcon drawIcon(const std::function<void(QPainter &)> &draw)
{
    QPixmap pixmap(IconSize, IconSize);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    draw(painter);
    painter.end();
    return QIcon(pixmap);
}

} // namespace

QColor EditorPalette::errorText()
{
    return QColor(0xb4, 0x23, 0x18);
}

QColor EditorPalette::errorBackground()
{
    return QColor(0xfd, 0xec, 0xea);
}

QColor EditorPalette::warningText()
{
    return QColor(0x9a, 0x5b, 0x00);
}

QColor EditorPalette::mutedText()
{
    return QColor(0x8a, 0x90, 0x99);
}

QIcon EditorPalette::errorIcon()
{
    static const QIcon icon = drawIcon([](QPainter &p) {
        p.setPen(Qt::NoPen);
        p.setBrush(errorText());
        p.drawEllipse(QRectF(3, 3, 26, 26));
        p.setBrush(Qt::white);
        p.drawRoundedRect(QRectF(9, 14, 14, 4), 1.5, 1.5);
    });
    return icon;
}

QIcon EditorPalette::warningIcon()
{
    static const QIcon icon = drawIcon([](QPainter &p) {
        QPainterPath triangle;
        triangle.moveTo(16, 3);
        triangle.lineTo(30, 28);
        triangle.lineTo(2, 28);
        triangle.closeSubpath();
        p.setPen(QPen(QColor(0xd9, 0x8a, 0x00), 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(QColor(0xf5, 0xb0, 0x1f));
        p.drawPath(triangle);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x3b, 0x2a, 0x00));
        p.drawRoundedRect(QRectF(14.5, 10, 3, 11), 1.5, 1.5);
        p.drawEllipse(QRectF(14.25, 22.5, 3.5, 3.5));
    });
    return icon;
}

} // namespace infertco
