// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartbuilder.h"

#include "charts/chartpalette.h"
#include "charts/moneyaxis.h"
#include "money/moneyformat.h"

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QCategoryAxis>
#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
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

enum class AxisEnd { OnTick, Padded };

/// A value axis whose labels are money written the reader's way (HK$1.5M, HK$150万). It
/// always shows zero; below zero (a residual value) it reaches just past the data rather than
/// to the next tick, and above it ends on a tick or just past the data.
QCategoryAxis *moneyAxis(double lo, double hi, const QString &currency, const ChartStyle &style,
                         AxisEnd top, int tickCount)
{
    lo = std::min(lo, 0.0);
    hi = std::max(hi, 0.0);
    if (hi - lo <= 0)
        hi = lo + 1;
    const double pad = (hi - lo) * 0.04;
    const QList<double> ticks = MoneyAxis::niceTicks(lo, hi, tickCount);
    const double rangeLo = lo < 0 ? lo - pad : 0.0;
    const double rangeHi = top == AxisEnd::OnTick ? ticks.last() : hi + pad;
    return MoneyAxis::create(ticks, rangeLo, rangeHi, currency, style);
}

/// Marker visibility reads false until the chart is laid out in a scene, so hidden markers
/// are also flagged for fitLegend().
const char *const HiddenMarkerProperty = "infertcoHiddenMarker";

void hideLegendMarker(QLegendMarker *marker)
{
    marker->setVisible(false);
    marker->setProperty(HiddenMarkerProperty, true);
}

void hideLegendMarkers(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *marker : chart->legend()->markers(series))
        hideLegendMarker(marker);
}

QList<int> feasibleOptions(const Result &result)
{
    QList<int> indexes;
    for (int i = 0; i < result.options.size(); ++i) {
        if (result.options.at(i).feasible)
            indexes.append(i);
    }
    return indexes;
}

/// Bars are laid out bottom-up; options are listed top-down, in scenario order.
QList<int> topDown(QList<int> indexes)
{
    std::reverse(indexes.begin(), indexes.end());
    return indexes;
}

struct BreakEvenLabel
{
    int month = 0;
    QString text;
    QColor colour;
};

/// Labels at the top of the plot beside their break-even rule: right of it, or left where the
/// plot ends too soon, stacked when several would overlap. The value axis grows above the
/// highest line until the labels sit clear of every line. They follow the plot area whenever
/// the chart is laid out again.
void placeBreakEvenLabels(QChart *chart, QAbstractSeries *series, QCategoryAxis *valueAxis,
                          double dataMax, const QList<BreakEvenLabel> &labels, const QFont &font)
{
    if (!series || labels.isEmpty())
        return;
    QList<QGraphicsSimpleTextItem *> items;
    for (const BreakEvenLabel &label : labels) {
        auto *item = new QGraphicsSimpleTextItem(label.text, chart);
        item->setFont(font);
        item->setBrush(label.colour.darker(115));
        item->setZValue(10);
        items.append(item);
    }
    const double builtMax = valueAxis->max();
    auto place = [chart, series, valueAxis, dataMax, builtMax, labels, items](const QRectF &plot) {
        QList<QRectF> placed;
        for (int i = 0; i < items.size(); ++i) {
            QGraphicsSimpleTextItem *item = items.at(i);
            const qreal ruleX = chart->mapToPosition(QPointF(labels.at(i).month, 0), series).x();
            const QRectF box = item->boundingRect();
            const bool leftOfRule = ruleX + 5 + box.width() > plot.right();
            QRectF at(QPointF(leftOfRule ? ruleX - box.width() - 5 : ruleX + 5, plot.top() + 4),
                      box.size());
            for (const QRectF &other : placed) {
                if (at.intersects(other.adjusted(-8, 0, 8, 0)))
                    at.moveTop(other.bottom() + 2);
            }
            placed.append(at);
            item->setPos(at.topLeft());
        }
        // The share of the plot's height the labels take from the top, with a gap below; the
        // highest line must stay under it: (max - dataMax) / (max - min) >= band.
        qreal bottom = plot.top();
        for (const QRectF &at : std::as_const(placed))
            bottom = std::max(bottom, at.bottom());
        const qreal band = (bottom + 6 - plot.top()) / std::max<qreal>(plot.height(), 1);
        if (band <= 0 || band >= 0.5)
            return;
        const double needed = (dataMax - band * valueAxis->min()) / (1 - band);
        const double top = std::max(builtMax, needed);
        if (std::abs(top - valueAxis->max()) > (builtMax - valueAxis->min()) * 1e-3)
            valueAxis->setMax(top);
    };
    QObject::connect(chart, &QChart::plotAreaChanged, chart, place);
    place(chart->plotArea());
}

/// An option's row label in the bar charts: its name (wrapped if the style says so) over its
/// figure in bold.
QString categoryLabel(const QString &name, const QString &figure, const ChartStyle &style)
{
    QStringList lines = ChartBuilder::wrappedName(name, style.labelFont(), style.nameWidth);
    for (QString &line : lines)
        line = line.toHtmlEscaped();
    lines.append(QStringLiteral("<b>%1</b>").arg(figure.toHtmlEscaped()));
    return lines.join(QStringLiteral("<br>"));
}

QChart *emptyChart(const QString &title, const ChartStyle &style)
{
    QChart *chart = style.newChart(title);
    chart->legend()->hide();
    return chart;
}

} // namespace

bool ChartBuilder::isHiddenMarker(const QLegendMarker *marker)
{
    return marker->property(HiddenMarkerProperty).toBool();
}

QStringList ChartBuilder::wrappedName(const QString &name, const QFont &font, qreal width)
{
    const QFontMetricsF metrics(font);
    auto fits = [&](const QString &text) { return metrics.horizontalAdvance(text) <= width; };
    if (width <= 0 || fits(name))
        return { name };
    // Pieces that end where a line may break: after ", " first; between words if a piece
    // is still too wide.
    QStringList pieces = name.split(QStringLiteral(", "));
    for (int i = 0; i + 1 < pieces.size(); ++i)
        pieces[i] += QLatin1Char(',');
    QStringList lines;
    QString line;
    auto add = [&](const QString &word, const QString &separator) {
        const QString joined = line.isEmpty() ? word : line + separator + word;
        if (!line.isEmpty() && !fits(joined)) {
            lines.append(line);
            line = word;
        } else {
            line = joined;
        }
    };
    for (const QString &piece : std::as_const(pieces)) {
        if (!line.isEmpty() && fits(line + QLatin1Char(' ') + piece)) {
            line += QLatin1Char(' ') + piece;
            continue;
        }
        if (!line.isEmpty()) {
            lines.append(line);
            line.clear();
        }
        const QStringList words = piece.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString &word : words)
            add(word, QStringLiteral(" "));
    }
    if (!line.isEmpty())
        lines.append(line);
    return lines;
}

QString ChartBuilder::legendHtml(const QChart *chart)
{
    QStringList entries;
    for (QLegendMarker *marker : chart->legend()->markers()) {
        if (isHiddenMarker(marker))
            continue;
        QColor colour = marker->brush().color();
        QString swatch = QStringLiteral("\u25A0"); // a filled square
        if (const auto *line = qobject_cast<const QLineSeries *>(marker->series())) {
            colour = line->pen().color();
            // Heavy strokes, solid or dashed as the line is drawn.
            swatch = line->pen().style() == Qt::SolidLine ? QStringLiteral("\u2501\u2501")
                                                          : QStringLiteral("\u254D\u254D");
        }
        // Lines break between entries, never inside one: no-break spaces, and word joiners
        // around hyphens.
        QString label = marker->label().toHtmlEscaped();
        label.replace(QLatin1Char(' '), QStringLiteral("&nbsp;"));
        label.replace(QLatin1Char('-'), QStringLiteral("\u2060-\u2060"));
        entries.append(QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
                               .arg(colour.name(), swatch, label));
    }
    return entries.join(QStringLiteral("&nbsp;&nbsp; "));
}

void ChartBuilder::fitLegend(QChart *chart, qreal width)
{
    QLegend *legend = chart ? chart->legend() : nullptr;
    if (!legend || !legend->isVisible())
        return;
    const QFontMetricsF metrics(legend->font());
    qreal needed = 40;
    for (QLegendMarker *marker : legend->markers()) {
        if (!marker->property(HiddenMarkerProperty).toBool())
            needed += metrics.horizontalAdvance(marker->label()) + metrics.height() * 2.2;
    }
    legend->setAlignment(needed <= width ? Qt::AlignBottom : Qt::AlignRight);
}

QChart *ChartBuilder::componentBreakdown(const Result &result, const ChartStyle &style)
{
    const QString title = tr("Total cost of ownership by component");
    const QList<int> options = topDown(feasibleOptions(result));
    if (options.isEmpty())
        return emptyChart(title, style);

    QChart *chart = style.newChart(title);
    auto *series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.62);

    // Display geometry only: how far the bars reach left and right of zero.
    std::vector<double> positive(static_cast<size_t>(options.size()), 0.0);
    std::vector<double> negative(static_cast<size_t>(options.size()), 0.0);
    QList<QStringList> tips;
    QList<QBarSet *> unusedSets;
    for (Component component : AllComponents) {
        auto *set = new QBarSet(ComponentNames::displayName(component));
        set->setColor(ChartPalette::component(component));
        set->setBorderColor(Qt::white);
        QStringList setTips;
        bool used = false;
        for (int row = 0; row < options.size(); ++row) {
            const OptionResult &option = result.options.at(options.at(row));
            const Decimal &amount = option.componentTotal(component);
            const double value = amount.toDouble();
            set->append(value);
            (value < 0 ? negative : positive)[static_cast<size_t>(row)] += value;
            used = used || !amount.isZero();
            setTips.append(QStringLiteral("<b>%1</b><br>%2: %3")
                                   .arg(option.name.toHtmlEscaped(),
                                        ComponentNames::displayName(component).toHtmlEscaped(),
                                        MoneyFormat::money(amount, result.currency, style.locale)));
        }
        series->append(set);
        tips.append(setTips);
        if (!used)
            unusedSets.append(set);
    }
    chart->addSeries(series);
    // Every component keeps its bar set (and colour); the legend lists only those with money.
    for (QLegendMarker *marker : chart->legend()->markers(series)) {
        auto *barMarker = qobject_cast<QBarLegendMarker *>(marker);
        if (barMarker && unusedSets.contains(barMarker->barset()))
            hideLegendMarker(marker);
    }

    QStringList categories;
    for (int index : options) {
        const OptionResult &option = result.options.at(index);
        categories.append(categoryLabel(
                option.name, MoneyFormat::abbreviated(option.total, result.currency, style.locale),
                style));
    }
    auto *categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);
    style.styleAxis(categoryAxis);
    categoryAxis->setGridLineVisible(false);
    chart->addAxis(categoryAxis, Qt::AlignLeft);
    series->attachAxis(categoryAxis);

    const double lo = *std::min_element(negative.begin(), negative.end());
    const double hi = *std::max_element(positive.begin(), positive.end());
    QCategoryAxis *valueAxis = moneyAxis(lo, hi, result.currency, style, AxisEnd::Padded,
                                         MoneyAxis::horizontalTickCount(style, result.currency));
    chart->addAxis(valueAxis, Qt::AlignBottom);
    series->attachAxis(valueAxis);

    if (style.interactive) {
        QObject::connect(series, &QHorizontalStackedBarSeries::hovered, chart,
                         [series, tips](bool on, int index, QBarSet *set) {
                             const int setIndex = series->barSets().indexOf(set);
                             if (on && setIndex >= 0 && index >= 0)
                                 QToolTip::showText(QCursor::pos(), tips.at(setIndex).at(index));
                             else
                                 QToolTip::hideText();
                         });
    }
    return chart;
}

QChart *ChartBuilder::cumulativeCost(const Result &result, const ChartStyle &style)
{
    const QString title = tr("Cumulative cost, month 0 to %1").arg(result.horizonMonths);
    const QList<int> options = feasibleOptions(result);
    if (options.isEmpty())
        return emptyChart(title, style);

    QChart *chart = style.newChart(title);
    auto *monthAxis = new QValueAxis;
    monthAxis->setRange(0, result.horizonMonths);
    monthAxis->setTickType(QValueAxis::TicksDynamic);
    monthAxis->setTickAnchor(0);
    monthAxis->setTickInterval(result.horizonMonths > 60 ? 12
                                                         : (result.horizonMonths > 24 ? 6 : 3));
    monthAxis->setLabelFormat(QStringLiteral("%d"));
    monthAxis->setTitleText(tr("Month"));
    style.styleAxis(monthAxis);
    chart->addAxis(monthAxis, Qt::AlignBottom);

    double lo = 0;
    double hi = 0;
    QList<QLineSeries *> lines;
    for (int index : options) {
        const OptionResult &option = result.options.at(index);
        auto *line = new QLineSeries;
        line->setName(option.name);
        QPen pen(ChartPalette::option(index), 2.5 * style.scale);
        pen.setStyle(ChartPalette::lineStyle(option.mode));
        pen.setCapStyle(Qt::FlatCap);
        line->setPen(pen);
        for (int month = 0; month <= result.horizonMonths; ++month) {
            const double value = option.cumulativeThrough(month).toDouble();
            line->append(month, value);
            lo = std::min(lo, value);
            hi = std::max(hi, value);
        }
        chart->addSeries(line);
        lines.append(line);
    }
    QCategoryAxis *valueAxis = moneyAxis(lo, hi, result.currency, style, AxisEnd::OnTick,
                                         MoneyAxis::verticalTickCount(style));
    chart->addAxis(valueAxis, Qt::AlignLeft);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    for (QLineSeries *line : lines) {
        line->attachAxis(monthAxis);
        line->attachAxis(valueAxis);
    }

    // A marker on the first or last month would be cut in half by the plot's edge.
    for (const BreakEven &pair : result.breakEvens) {
        if (pair.month && (*pair.month == 0 || *pair.month == result.horizonMonths)) {
            const double pad = std::max(0.4, result.horizonMonths * 0.012);
            monthAxis->setRange(-pad, result.horizonMonths + pad);
            break;
        }
    }

    // DESIGN 8: each break-even month is marked by a point on the colo line, a dotted rule and
    // a label at the top of the plot in the colo option's colour (one rule and label per month,
    // in the text colour when several pairs break even in the same month).
    QList<BreakEvenLabel> labels;
    for (const BreakEven &pair : result.breakEvens) {
        if (!pair.month)
            continue;
        const int month = *pair.month;
        const OptionResult &colo = result.options.at(pair.coloOption);

        auto *point = new QScatterSeries;
        point->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        point->setMarkerSize(11 * style.scale);
        point->setColor(ChartPalette::option(pair.coloOption));
        point->setBorderColor(Qt::white);
        point->append(month, colo.cumulativeThrough(month).toDouble());
        chart->addSeries(point);
        point->attachAxis(monthAxis);
        point->attachAxis(valueAxis);
        hideLegendMarkers(chart, point);

        const auto same
                = std::find_if(labels.begin(), labels.end(),
                               [month](const BreakEvenLabel &l) { return l.month == month; });
        if (same != labels.end()) {
            same->colour = ChartPalette::text();
            continue;
        }
        labels.append({ month, tr("Break-even: month %1").arg(month),
                        ChartPalette::option(pair.coloOption) });

        auto *rule = new QLineSeries;
        rule->setPen(QPen(ChartPalette::mutedText(), 1.2 * style.scale, Qt::DotLine));
        // Reaches past the top, which may grow to make room for the labels; the plot clips it.
        rule->append(month, valueAxis->min());
        rule->append(month, valueAxis->max() + (valueAxis->max() - valueAxis->min()));
        chart->addSeries(rule);
        rule->attachAxis(monthAxis);
        rule->attachAxis(valueAxis);
        hideLegendMarkers(chart, rule);
    }
    placeBreakEvenLabels(chart, lines.isEmpty() ? nullptr : lines.first(), valueAxis, hi, labels,
                         style.scaledFont(9, true));

    if (style.interactive) {
        for (QLineSeries *line : lines) {
            const int index = options.at(lines.indexOf(line));
            const OptionResult &option = result.options.at(index);
            QStringList tips;
            for (int month = 0; month <= result.horizonMonths; ++month) {
                tips.append(tr("<b>%1</b><br>Through month %2: %3")
                                    .arg(option.name.toHtmlEscaped())
                                    .arg(month)
                                    .arg(MoneyFormat::money(option.cumulativeThrough(month),
                                                            result.currency, style.locale)));
            }
            QObject::connect(line, &QLineSeries::hovered, chart,
                             [tips](const QPointF &point, bool on) {
                                 const int month = static_cast<int>(std::lround(point.x()));
                                 if (on && month >= 0 && month < tips.size())
                                     QToolTip::showText(QCursor::pos(), tips.at(month));
                                 else
                                     QToolTip::hideText();
                             });
        }
    }
    return chart;
}

QChart *ChartBuilder::costPerMillionTokens(const Result &result, const ChartStyle &style)
{
    const QString title = tr("Cost per million output tokens");
    const QList<int> options = topDown(feasibleOptions(result));
    if (options.isEmpty())
        return emptyChart(title, style);

    QChart *chart = style.newChart(title);
    chart->legend()->hide();
    // One bar set per option, with a value only in its own row, so that every bar carries its
    // option's colour and all bars stay centred in their rows.
    auto *series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.55);
    double hi = 0;
    QStringList categories;
    for (int row = 0; row < options.size(); ++row) {
        const OptionResult &option = result.options.at(options.at(row));
        auto *set = new QBarSet(option.name);
        set->setColor(ChartPalette::option(options.at(row)));
        set->setBorderColor(ChartPalette::option(options.at(row)));
        for (int other = 0; other < options.size(); ++other)
            set->append(other == row ? option.costPerMillionTokens.toDouble() : 0.0);
        series->append(set);
        hi = std::max(hi, option.costPerMillionTokens.toDouble());
        categories.append(categoryLabel(
                option.name,
                MoneyFormat::money(option.costPerMillionTokens, result.currency, style.locale),
                style));
    }
    chart->addSeries(series);

    auto *categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);
    style.styleAxis(categoryAxis);
    categoryAxis->setGridLineVisible(false);
    chart->addAxis(categoryAxis, Qt::AlignLeft);
    series->attachAxis(categoryAxis);

    QCategoryAxis *valueAxis = moneyAxis(0, hi, result.currency, style, AxisEnd::Padded,
                                         MoneyAxis::horizontalTickCount(style, result.currency));
    chart->addAxis(valueAxis, Qt::AlignBottom);
    series->attachAxis(valueAxis);
    return chart;
}

} // namespace infertco
