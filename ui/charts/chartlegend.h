// SPDX-License-Identifier: GPL-3.0-or-later
// A chart's legend below the plot or beside it, and the markers of series that are not data.
#pragma once

#include <QtGlobal>

class QChart;
class QLegendMarker;

namespace infertco::ChartLegend {

/// Marker visibility reads false until the chart is laid out in a scene, so hidden markers
/// are also flagged with this property, for fit().
inline constexpr char HiddenMarkerProperty[] = "infertcoHiddenMarker";

/// True for the legend markers of series that are not data (break-even marks, unused
/// components).
bool isHidden(const QLegendMarker *marker);
/// Puts the legend below the plot when its entries fit in one row of `width` pixels, else to
/// the right of it, where long names still fit.
void fit(QChart *chart, qreal width);

} // namespace infertco::ChartLegend
