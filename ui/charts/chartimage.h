// SPDX-License-Identifier: GPL-3.0-or-later
// A chart drawn into an image rather than on screen: the view's "Copy chart" and "Save chart as
// PNG…" and the report's pages render it the same way, on white, sharper than the screen.
#pragma once

#include <QImage>

#include <functional>

class QPainter;
class QRectF;
class QSize;

namespace infertco {

/// An image of `logicalSize` × `pixelRatio` pixels in `format`, filled white, on which `draw`
/// paints (antialiased, smooth pixmaps) into the logical area (0, 0, `logicalSize`).
QImage paintChartImage(const QSize &logicalSize, qreal pixelRatio, QImage::Format format,
                       const std::function<void(QPainter &painter, const QRectF &area)> &draw);

} // namespace infertco
