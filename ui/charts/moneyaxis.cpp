// SPDX-License-Identifier: GPL-3.0-or-later
#include "moneyaxis.h"

#include "chartstyle.h"
#include "money/moneyformat.h"

#include <QCategoryAxis>
#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace infertco {

QList<double> MoneyAxis::niceTicks(double lo, double hi, int maxCount)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        lo = hi = 0;
    if (lo > hi)
        std::swap(lo, hi);
    if (hi - lo <= 0)
        hi = lo + (lo == 0 ? 1 : std::abs(lo));
    maxCount = std::max(2, maxCount);

    // The smallest step of 1, 2, 2.5 or 5 × 10^k whose ticks, from the last at or below lo to
    // the first at or above hi, number at most maxCount.
    const double rough = (hi - lo) / (maxCount - 1);
    double magnitude = std::pow(10.0, std::floor(std::log10(rough)) - 1);
    double step = magnitude;
    for (int guard = 0; guard < 40; ++guard) {
        bool found = false;
        for (double factor : { 1.0, 2.0, 2.5, 5.0 }) {
            step = factor * magnitude;
            const double count = std::ceil(hi / step - 1e-9) - std::floor(lo / step + 1e-9) + 1;
            if (count <= maxCount) {
                found = true;
                break;
            }
        }
        if (found)
            break;
        magnitude *= 10;
    }

    const double first = std::floor(lo / step + 1e-9) * step;
    const double last = std::ceil(hi / step - 1e-9) * step;
    QList<double> ticks;
    for (int i = 0; first + i * step <= last + step / 2; ++i) {
        const double tick = first + i * step;
        ticks.append(std::abs(tick) < step / 1e6 ? 0.0 : tick);
    }
    return ticks;
}

int MoneyAxis::verticalTickCount(const ChartStyle &style)
{
    return style.scale > 1.2 ? 5 : 7;
}

int MoneyAxis::horizontalTickCount(const ChartStyle &style, const QString &currency)
{
    const int count = verticalTickCount(style);
    const qreal width = style.chartWidth > 0 ? style.chartWidth : ChartStyle::DefaultWidth;
    // Negative, as a residual or a tornado's difference can be: "-HK$12.5M".
    const QString longLabel = MoneyFormat::countsInTenThousands(style.locale)
            ? MoneyFormat::abbreviated(-12505000.0, currency, style.locale)
            : MoneyFormat::abbreviated(-12500000.0, currency, style.locale);
    const qreal label = QFontMetricsF(style.labelFont()).horizontalAdvance(longLabel);
    const int fit = static_cast<int>(width * 0.6 / (label * 1.5));
    return std::clamp(fit, 5, count);
}

QCategoryAxis *MoneyAxis::create(const QList<double> &ticks, double from, double to,
                                 const QString &currency, const ChartStyle &style, double offset)
{
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    update(axis, ticks, from, to, currency, style, offset);
    style.styleAxis(axis);
    // A tick's label is never cut to "-HK$4…" (Qt gives the first one only the room from the
    // axis's start); the tick count keeps the labels apart instead.
    axis->setTruncateLabels(false);
    return axis;
}

void MoneyAxis::update(QCategoryAxis *axis, const QList<double> &ticks, double from, double to,
                       const QString &currency, const ChartStyle &style, double offset)
{
    QList<double> inside;
    for (double tick : ticks) {
        if (tick >= from - 1e-9 && tick <= to + 1e-9)
            inside.append(tick);
    }
    const QStringList labels = MoneyFormat::axisLabels(inside, currency, style.locale);
    const QStringList old = axis->categoriesLabels();
    bool same = old == labels;
    for (qsizetype i = 0; same && i < inside.size(); ++i)
        same = axis->endValue(old.at(i)) == inside.at(i) - offset;
    if (!same) {
        for (const QString &label : old)
            axis->remove(label);
    }
    axis->setRange(from - offset, to - offset);
    axis->setStartValue(from - offset);
    if (!same) {
        for (qsizetype i = 0; i < inside.size(); ++i)
            axis->append(labels.at(i), inside.at(i) - offset);
    }
}

} // namespace infertco
