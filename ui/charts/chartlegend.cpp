// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartlegend.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>

namespace infertco::ChartLegend {

bool isHidden(const QLegendMarker *marker)
{
    return marker->property(HiddenMarkerProperty).toBool();
}

void fit(QChart *chart, qreal width)
{
    QLegend *legend = chart ? chart->legend() : nullptr;
    if (!legend || !legend->isVisible())
        return;
    const QFontMetricsF metrics(legend->font());
    qreal needed = 40;
    for (QLegendMarker *marker : legend->markers()) {
        if (!isHidden(marker))
            needed += metrics.horizontalAdvance(marker->label()) + metrics.height() * 2.2;
    }
    legend->setAlignment(needed <= width ? Qt::AlignBottom : Qt::AlignRight);
}

} // namespace infertco::ChartLegend
