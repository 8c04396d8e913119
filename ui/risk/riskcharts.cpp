// SPDX-License-Identifier: GPL-3.0-or-later
#include "riskcharts.h"

#include "charts/chartpalette.h"
#include "charts/moneyaxis.h"
#include "money/moneyformat.h"

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

// The money axis of both charts, from tick to tick: the tornado's values are placed at
// value − offset, since it draws its bars from the base difference.
QCategoryAxis *moneyAxis(double lo, double hi, double offset, const QString &currency,
                         const ChartStyle &style)
{
    const QList<double> ticks
            = MoneyAxis::niceTicks(lo, hi, MoneyAxis::horizontalTickCount(style, currency));
    return MoneyAxis::create(ticks, ticks.first(), ticks.last(), currency, style, offset);
}

// A chart whose horizontal money axis ends on a tick: room on the right for half of the last
// label, centred on that tick.
QChart *newChart(const QString &title, const ChartStyle &style)
{
    QChart *chart = style.newChart(title);
    chart->setMargins(QMargins(6, 6, 36, 6));
    return chart;
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

QChart *RiskCharts::tornado(const SensitivityResult &result, const Scenario &scenario,
                            const ChartStyle &style)
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
    lowSet->setColor(ChartPalette::low());
    highSet->setColor(ChartPalette::high());
    lowSet->setBorderColor(ChartPalette::low().darker(115));
    highSet->setBorderColor(ChartPalette::high().darker(115));
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
        // The driver's name on its line, what it does under it: a narrow plot (the results
        // dock beside the page) never cuts either to "… · no eff…".
        categories.append(
                label.toHtmlEscaped().replace(QStringLiteral(" · "), QStringLiteral("<br>· ")));
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
    style.styleAxis(driverAxis);
    driverAxis->setGridLineVisible(false);
    driverAxis->setTruncateLabels(false);
    chart->addAxis(driverAxis, Qt::AlignLeft);
    series->attachAxis(driverAxis);

    const double span = std::max(hi - lo, std::abs(base) * 0.05 + 1.0);
    QCategoryAxis *moneyScale
            = moneyAxis(lo - span * 0.04, hi + span * 0.04, base, currency, style);
    // On two lines, one option each, so that both names stay whole under a narrow plot.
    QString title = result.measure == Measure::Npv
            ? tr("NPV of %1 − NPV of %2")
                      .arg(result.nameA.toHtmlEscaped(), result.nameB.toHtmlEscaped())
            : tr("Total of %1 − total of %2")
                      .arg(result.nameA.toHtmlEscaped(), result.nameB.toHtmlEscaped());
    moneyScale->setTitleText(title.replace(QStringLiteral(" − "), QStringLiteral("<br>− ")));
    chart->addAxis(moneyScale, Qt::AlignBottom);
    series->attachAxis(moneyScale);

    // A hidden axis in category units carries the lines and markers.
    auto *rows = new QValueAxis;
    rows->setRange(-0.5, static_cast<double>(n) - 0.5);
    rows->setVisible(false);
    chart->addAxis(rows, Qt::AlignRight);

    QPen basePen(ChartPalette::text(), 1.6 * style.scale);
    attach(chart,
           verticalLine(
                   0, -0.5, static_cast<double>(n) - 0.5, basePen,
                   tr("At the scenario's figures: %1")
                           .arg(MoneyFormat::money(result.baseDifference, currency, style.locale))),
           moneyScale, rows);
    if (flips) {
        QPen zeroPen(ChartPalette::breakEven(), 1.6 * style.scale, Qt::DashLine);
        attach(chart,
               verticalLine(-base, -0.5, static_cast<double>(n) - 0.5, zeroPen, tr("Equal cost")),
               moneyScale, rows, false);
        auto *markers = new QScatterSeries;
        markers->setName(tr("The cheaper option changes"));
        markers->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
        markers->setMarkerSize(13 * style.scale);
        markers->setColor(ChartPalette::breakEven());
        markers->setBorderColor(Qt::white);
        for (qsizetype k = n - 1; k >= 0; --k) {
            if (result.rows.at(k).flip)
                markers->append(-base, static_cast<double>(n - 1 - k));
        }
        attach(chart, markers, moneyScale, rows, false);
    }

    if (style.interactive) {
        // The view writes tornadoLegendHtml() under the chart: it wraps where a narrow plot
        // would cut "Driver at its low value" short.
        chart->legend()->hide();
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

QString RiskCharts::tornadoLegendHtml(const SensitivityResult &result, const QLocale &locale)
{
    const auto entry = [](const QColor &colour, const QString &swatch, const QString &text) {
        return QStringLiteral("<span style=\"white-space:nowrap\"><span style=\"color:%1\">%2"
                              "</span>&nbsp;%3</span>")
                .arg(colour.name(), swatch, text.toHtmlEscaped());
    };
    QStringList entries{
        entry(ChartPalette::low(), QStringLiteral("\u25A0"), tr("Driver at its low value")),
        entry(ChartPalette::high(), QStringLiteral("\u25A0"), tr("Driver at its high value")),
        entry(ChartPalette::text(), QStringLiteral("\u2503"),
              tr("At the scenario's figures: %1")
                      .arg(MoneyFormat::money(result.baseDifference, result.currency, locale))),
    };
    if (std::any_of(result.rows.cbegin(), result.rows.cend(),
                    [](const SensitivityRow &row) { return row.flip.has_value(); }))
        entries.append(entry(ChartPalette::breakEven(), QStringLiteral("\u25C6"),
                             tr("The cheaper option changes")));
    return entries.join(QStringLiteral("&nbsp;&nbsp; "));
}

QChart *RiskCharts::spread(const MonteCarloResult &result, const ChartStyle &style)
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
    style.styleAxis(rows);
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
        const QColor colour = ChartPalette::optionIn(result.options, option);

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
