// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartstyle.h"

#include "chartpalette.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>

namespace infertco {

QFont ChartStyle::scaledFont(qreal points, bool bold) const
{
    QFont scaled = font;
    scaled.setPointSizeF(points * scale);
    scaled.setBold(bold);
    return scaled;
}

QFont ChartStyle::labelFont() const
{
    return scaledFont(9);
}

QChart *ChartStyle::newChart(const QString &title) const
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->setTitleFont(scaledFont(12, true));
    chart->setTitleBrush(ChartPalette::text());
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setBackgroundBrush(Qt::white);
    chart->setMargins(QMargins(6, 6, 12, 6));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(scaledFont(9));
    chart->legend()->setLabelColor(ChartPalette::text());
    chart->setLocale(locale);
    return chart;
}

void ChartStyle::styleAxis(QAbstractAxis *axis) const
{
    axis->setLabelsFont(labelFont());
    axis->setLabelsColor(ChartPalette::text());
    axis->setTitleFont(scaledFont(9));
    axis->setTitleBrush(ChartPalette::mutedText());
    axis->setGridLineColor(ChartPalette::grid());
    axis->setLinePenColor(ChartPalette::grid());
}

} // namespace infertco
