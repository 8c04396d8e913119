// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartimage.h"

#include <QPainter>

namespace infertco {

QImage paintChartImage(const QSize &logicalSize, qreal pixelRatio, QImage::Format format,
                       const std::function<void(QPainter &painter, const QRectF &area)> &draw)
{
    QImage image(logicalSize * pixelRatio, format);
    image.setDevicePixelRatio(pixelRatio);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing
                               | QPainter::SmoothPixmapTransform);
        draw(painter, QRectF(QPointF(0, 0), logicalSize));
    }
    return image;
}

} // namespace infertco
