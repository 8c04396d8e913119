// SPDX-License-Identifier: GPL-3.0-or-later
#include "riskcharts.h"

#include "money/moneyformat.h"
#include "results/palette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QCursor>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace infertco {

namespace {

const QColor TextColour(0x1F, 0x29, 0x37);
const QColor MutedColour(0x5B, 0x67, 0x78);
const QColor GridColour(0xE3, 0xE7, 0xEE);
const QColor BreakEvenColour(0xC0, 0x39, 0x2B);

QFont scaledFont(const RiskChartStyle &style, qreal points, bool bold = false)
{
    QFont font = style.font;
    font.setPointSizeF(points * style.scale);
    font.setBold(bold);
    return font;
}

QChart *newChart(const QString &title, const RiskChartStyle &style)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->setTitleFont(scaledFont(style, 12, true));
    chart->setTitleBrush(TextColour);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setBackgroundBrush(Qt::white);
    // Room on the right for half of the last money label, centred on the last tick.
    chart->setMargins(QMargins(6, 6, 36, 6));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(scaledFont(style, 9));
    chart->legend()->setLabelColor(TextColour);
    chart->setLocale(style.locale);
    return chart;
}

void styleAxis(QAbstractAxis *axis, const RiskChartStyle &style)
{
    axis->setLabelsFont(scaledFont(style, 9));
    axis->setLabelsColor(TextColour);
    axis->setTitleFont(scaledFont(style, 9));
    axis->setTitleBrush(MutedColour);
    axis->setGridLineColor(GridColour);
    axis->setLinePenColor(GridColour);
}

// Money ticks over [lo, hi], labelled the reader's way, placed at tick − offset: the tornado
// draws its bars from the base difference, so its axis is shifted by it.
QCategoryAxis *moneyAxis(double lo, double hi, double offset, const QString &currency,
                         const RiskChartStyle &style)
{
    // Labels counted in 万 are longer ("HK$1,000万"): fewer ticks leave room for them.
    const int most = MoneyFormat::countsInTenThousands(style.locale) ? 4 : 7;
    const QList<double> ticks = RiskCharts::niceTicks(lo, hi, most);
    const QStringList labels = MoneyFormat::axisLabels(ticks, currency, style.locale);
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setRange(ticks.first() - offset, ticks.last() - offset);
    axis->setStartValue(ticks.first() - offset);
    for (qsizetype i = 0; i < ticks.size(); ++i)
        axis->append(labels.at(i), ticks.at(i) - offset);
    styleAxis(axis, style);
    return axis;
}

QLineSeries *verticalLine(double x, double yFrom, double yTo, const QPen &pen, const QString &name)
{
    auto *line = new QLineSeries;
    line->setName(name);
    line->append(x, yFrom);
    line->append(x, yTo);
    line->setPen(pen);
    return line;
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y,
            bool inLegend = true)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
    if (!inLegend) {
        for (QLegendMarker *marker : chart->legend()->markers(series))
            marker->setVisible(false);
    }
}

} // namespace

QColor RiskCharts::optionColour(int index)
{
    return ResultsPalette::option(index);
}

QColor RiskCharts::lowColour()
{
    return QColor(0x44, 0x77, 0xAA);
}

QColor RiskCharts::highColour()
{
    return QColor(0xEE, 0x99, 0x33);
}

QList<double> RiskCharts::niceTicks(double lo, double hi, int targetCount)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        lo = hi = 0;
    if (lo > hi)
        std::swap(lo, hi);
    if (hi - lo <= 0)
        hi = lo + (lo == 0 ? 1 : std::abs(lo) * 0.1);
    const double raw = (hi - lo) / std::max(1, targetCount - 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double fraction = raw / magnitude;
    const double step = (fraction <= 1           ? 1
                                 : fraction <= 2 ? 2
                                 : fraction <= 5 ? 5
                                                 : 10)
            * magnitude;
    const double first = std::floor(lo / step + 1e-9) * step;
    const double last = std::ceil(hi / step - 1e-9) * step;
    QList<double> ticks;
    for (double tick = first; tick <= last + step / 2; tick += step)
        ticks.append(std::abs(tick) < step / 1e6 ? 0.0 : tick);
    return ticks;
}

QChart *RiskCharts::tornado(const SensitivityResult &result, const Scenario &scenario,
                            const RiskChartStyle &style)
{
    QChart *chart = newChart(tr("What moves the difference"), style);
    const qsizetype n = result.rows.size();
    if (n == 0) {
        chart->legend()->hide();
        return chart;
    }
    const double base = result.baseDifference.toDouble();

    // Bars are laid out bottom-up; the largest swing goes on top.
    QStringList categories;
    auto *lowSet = new QBarSet(tr("Driver at its low value"));
    auto *highSet = new QBarSet(tr("Driver at its high value"));
    lowSet->setColor(lowColour());
    highSet->setColor(highColour());
    lowSet->setBorderColor(lowColour().darker(115));
    highSet->setBorderColor(highColour().darker(115));
    QStringList lowTips;
    QStringList highTips;
    bool opposite = true;
    double lo = base;
    double hi = base;
    bool flips = false;
    const QString &currency = result.currency;
    for (qsizetype k = n - 1; k >= 0; --k) {
        const SensitivityRow &row = result.rows.at(k);
        QString label = Drivers::label(row.range);
        if (row.flip)
            label = tr("%1 · flips at %2")
                            .arg(label,
                                 Sensitivity::valueText(row.range, row.flip->value, scenario));
        else if (row.swing.isZero())
            label = tr("%1 · no effect").arg(label);
        categories.append(label);
        const double low = row.differenceLow.toDouble() - base;
        const double high = row.differenceHigh.toDouble() - base;
        lowSet->append(low);
        highSet->append(high);
        opposite = opposite && !(low * high > 0);
        lo = std::min({ lo, base + low, base + high });
        hi = std::max({ hi, base + low, base + high });
        flips = flips || row.flip.has_value();
        const auto tip = [&](const Decimal &value, const Decimal &difference) {
            return tr("%1 at %2: %3 − %4 = %5")
                    .arg(Drivers::label(row.range),
                         Sensitivity::valueText(row.range, value, scenario), result.nameA,
                         result.nameB, MoneyFormat::money(difference, currency, style.locale));
        };
        lowTips.append(tip(row.range.low, row.differenceLow));
        highTips.append(tip(row.range.high, row.differenceHigh));
    }
    if (flips) {
        lo = std::min(lo, 0.0);
        hi = std::max(hi, 0.0);
    }

    // Stacked bars read as one tornado bar per driver; when a range lies on one side of the
    // scenario's value both ends move the same way and the bars are drawn side by side.
    QAbstractBarSeries *series = opposite
            ? static_cast<QAbstractBarSeries *>(new QHorizontalStackedBarSeries)
            : static_cast<QAbstractBarSeries *>(new QHorizontalBarSeries);
    series->append(lowSet);
    series->append(highSet);
    series->setBarWidth(opposite ? 0.62 : 0.8);
    chart->addSeries(series);

    auto *driverAxis = new QBarCategoryAxis;
    driverAxis->append(categories);
    styleAxis(driverAxis, style);
    driverAxis->setGridLineVisible(false);
    chart->addAxis(driverAxis, Qt::AlignLeft);
    series->attachAxis(driverAxis);

    const double span = std::max(hi - lo, std::abs(base) * 0.05 + 1.0);
    QCategoryAxis *moneyScale
            = moneyAxis(lo - span * 0.04, hi + span * 0.04, base, currency, style);
    moneyScale->setTitleText(
            result.measure == Measure::Npv
                    ? tr("NPV of %1 − NPV of %2").arg(result.nameA, result.nameB)
                    : tr("Total of %1 − total of %2").arg(result.nameA, result.nameB));
    chart->addAxis(moneyScale, Qt::AlignBottom);
    series->attachAxis(moneyScale);

    // A hidden axis in category units carries the lines and markers.
    auto *rows = new QValueAxis;
    rows->setRange(-0.5, static_cast<double>(n) - 0.5);
    rows->setVisible(false);
    chart->addAxis(rows, Qt::AlignRight);

    QPen basePen(TextColour, 1.6 * style.scale);
    attach(chart,
           verticalLine(
                   0, -0.5, static_cast<double>(n) - 0.5, basePen,
                   tr("At the scenario's figures: %1")
                           .arg(MoneyFormat::money(result.baseDifference, currency, style.locale))),
           moneyScale, rows);
    if (flips) {
        QPen zeroPen(BreakEvenColour, 1.6 * style.scale, Qt::DashLine);
        attach(chart,
               verticalLine(-base, -0.5, static_cast<double>(n) - 0.5, zeroPen, tr("Equal cost")),
               moneyScale, rows, false);
        auto *markers = new QScatterSeries;
        markers->setName(tr("The cheaper option changes"));
        markers->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
        markers->setMarkerSize(13 * style.scale);
        markers->setColor(BreakEvenColour);
        markers->setBorderColor(Qt::white);
        for (qsizetype k = n - 1; k >= 0; --k) {
            if (result.rows.at(k).flip)
                markers->append(-base, static_cast<double>(n - 1 - k));
        }
        attach(chart, markers, moneyScale, rows, false);
    }

    if (style.interactive) {
        QObject::connect(series, &QAbstractBarSeries::hovered, chart,
                         [lowSet, lowTips, highTips](bool status, int index, QBarSet *set) {
                             if (!status || index < 0 || index >= lowTips.size()) {
                                 QToolTip::hideText();
                                 return;
                             }
                             QToolTip::showText(QCursor::pos(),
                                                set == lowSet ? lowTips.at(index)
                                                              : highTips.at(index));
                         });
    }
    return chart;
}

QChart *RiskCharts::spread(const MonteCarloResult &result, const RiskChartStyle &style)
{
    QChart *chart = newChart(
            tr("Total cost in %1 simulated futures").arg(style.locale.toString(result.draws)),
            style);
    chart->legend()->hide();
    QList<int> options;
    for (int i = 0; i < result.options.size(); ++i) {
        if (result.options.at(i).feasible)
            options.append(i);
    }
    if (options.isEmpty() || result.cancelled)
        return chart;
    double lo = result.options.at(options.first()).min.toDouble();
    double hi = lo;
    for (const int i : std::as_const(options)) {
        lo = std::min(lo, result.options.at(i).min.toDouble());
        hi = std::max(hi, result.options.at(i).max.toDouble());
    }
    const double span = std::max(hi - lo, hi * 0.02 + 1.0);
    QCategoryAxis *moneyScale
            = moneyAxis(lo - span * 0.03, hi + span * 0.03, 0, result.currency, style);
    moneyScale->setTitleText(tr("bar: P10 to P90 · dot: P50 · line: lowest to highest"));
    chart->addAxis(moneyScale, Qt::AlignBottom);

    // Options listed top-down in scenario order.
    const auto count = static_cast<int>(options.size());
    auto *rows = new QCategoryAxis;
    rows->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    rows->setRange(-0.6, count - 0.4);
    rows->setStartValue(-0.6);
    styleAxis(rows, style);
    rows->setGridLineVisible(false);
    for (int k = count - 1; k >= 0; --k) {
        const OptionDistribution &d = result.options.at(options.at(k));
        rows->append(d.exact ? tr("%1 (exact)").arg(d.name) : d.name, count - 1 - k);
    }
    chart->addAxis(rows, Qt::AlignLeft);

    for (int k = 0; k < count; ++k) {
        const int option = options.at(k);
        const OptionDistribution &d = result.options.at(option);
        const double y = count - 1 - k;
        const QColor colour = optionColour(option);

        auto *whisker = new QLineSeries;
        whisker->append(d.min.toDouble(), y);
        whisker->append(d.max.toDouble(), y);
        whisker->setPen(QPen(colour, 2 * style.scale));
        attach(chart, whisker, moneyScale, rows);

        auto *box = new QLineSeries;
        box->append(d.p10.toDouble(), y);
        box->append(d.p90.toDouble(), y);
        QPen boxPen(colour.lighter(125), 18 * style.scale);
        boxPen.setCapStyle(Qt::FlatCap);
        box->setPen(boxPen);
        attach(chart, box, moneyScale, rows);

        auto *median = new QScatterSeries;
        median->append(d.p50.toDouble(), y);
        median->setMarkerSize(12 * style.scale);
        median->setColor(Qt::white);
        median->setBorderColor(colour.darker(140));
        median->setPen(QPen(colour.darker(140), 2.5 * style.scale));
        attach(chart, median, moneyScale, rows);

        if (style.interactive) {
            const QString tip
                    = tr("%1\nP10 %2 · P50 %3 · P90 %4\ncheapest in %5% of draws")
                              .arg(d.name, MoneyFormat::money(d.p10, result.currency, style.locale),
                                   MoneyFormat::money(d.p50, result.currency, style.locale),
                                   MoneyFormat::money(d.p90, result.currency, style.locale))
                              .arg(d.probabilityCheapest * 100.0, 0, 'f', 1);
            for (QXYSeries *series :
                 { static_cast<QXYSeries *>(box), static_cast<QXYSeries *>(median) }) {
                QObject::connect(series, &QXYSeries::hovered, chart,
                                 [tip](const QPointF &, bool state) {
                                     if (state)
                                         QToolTip::showText(QCursor::pos(), tip);
                                     else
                                         QToolTip::hideText();
                                 });
            }
        }
    }
    return chart;
}

} // namespace infertco
