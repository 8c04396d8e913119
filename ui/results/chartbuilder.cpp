// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartbuilder.h"

#include "charts/chartlegend.h"
#include "charts/chartpalette.h"
#include "charts/moneyaxis.h"
#include "charts/valueaxis.h"
#include "money/moneyformat.h"

#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QCategoryAxis>
#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <cmath>
#include <optional>

namespace infertco {

namespace {

enum class AxisEnd { OnTick, Padded };

/// The ticks and range of a value axis whose labels are money written the reader's way
/// (HK$1.5M, HK$150万). It always shows zero; below zero (a residual value) it reaches just
/// past the data rather than to the next tick, and above it ends on a tick or just past the
/// data.
void fitMoneyAxis(QCategoryAxis *axis, double lo, double hi, const QString &currency,
                  const ChartStyle &style, AxisEnd top, int tickCount)
{
    lo = std::min(lo, 0.0);
    hi = std::max(hi, 0.0);
    if (hi - lo <= 0)
        hi = lo + 1;
    const double pad = (hi - lo) * 0.04;
    const QList<double> ticks = MoneyAxis::niceTicks(lo, hi, tickCount);
    const double rangeLo = lo < 0 ? lo - pad : 0.0;
    const double rangeHi = top == AxisEnd::OnTick ? ticks.last() : hi + pad;
    MoneyAxis::update(axis, ticks, rangeLo, rangeHi, currency, style);
}

/// An empty money axis, given its ticks by fitMoneyAxis().
QCategoryAxis *newMoneyAxis(const QString &currency, const ChartStyle &style)
{
    return MoneyAxis::create({}, 0, 1, currency, style);
}

/// Which of the charts a chart is (a ChartKind), read by update().
const char *const KindProperty = "infertcoChartKind";
/// What a chart shows and how it is built (kind, row and mark counts, type); update() works in
/// place only on a chart of the same shape.
const char *const ShapeProperty = "infertcoChartShape";
/// What a series is in the cumulative chart: an option's line, a break-even point or a rule.
const char *const RoleProperty = "infertcoSeriesRole";
/// The hover texts of a bar set (one per bar) or a line (one per month).
const char *const TipsProperty = "infertcoTips";

enum class ChartKind { Breakdown = 1, Cumulative, Tokens };

enum class SeriesRole { OptionLine = 1, BreakEvenPoint, BreakEvenRule };

void setLegendMarkerHidden(QLegendMarker *marker, bool hidden)
{
    marker->setVisible(!hidden);
    marker->setProperty(ChartLegend::HiddenMarkerProperty, hidden);
}

/// Lays the legend out again, its markers' names included (a marker shown again keeps the
/// empty name Qt Charts gave it while it was hidden otherwise).
void relayoutLegend(QLegend *legend)
{
    if (QGraphicsLayout *layout = legend->layout())
        layout->invalidate();
}

void hideLegendMarkers(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *marker : chart->legend()->markers(series))
        setLegendMarkerHidden(marker, true);
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

/// Gives a bar set `values`, touching only the bars that changed.
void setValues(QBarSet *set, const QList<qreal> &values)
{
    if (set->count() != values.size()) {
        set->remove(0, set->count());
        set->append(values);
        return;
    }
    for (int i = 0; i < values.size(); ++i) {
        if (set->at(i) != values.at(i))
            set->replace(i, values.at(i));
    }
}

template <typename Series>
QList<Series *> seriesOf(const QChart *chart, SeriesRole role)
{
    QList<Series *> found;
    for (QAbstractSeries *series : chart->series()) {
        if (series->property(RoleProperty).toInt() == int(role))
            found.append(static_cast<Series *>(series));
    }
    return found;
}

struct BreakEvenLabel
{
    int month = 0;
    QString text;
    QColor colour;
};

/// docs/architecture.md, "Folders": one label per month and colocation option that breaks even
/// then, in that option's colour, so that stacked labels still say which line each belongs to. With
/// many options the labels piled up down the plot. At most this many are written, the cheapest
/// option's own first; every break-even keeps its mark on the lines, and the sentences under the
/// chart (and the table) name them all.
constexpr int MaxBreakEvenLabels = 4;

QList<BreakEvenLabel> breakEvenLabels(const Result &result)
{
    QList<BreakEvenLabel> labels;
    QList<std::pair<int, int>> seen;
    const int cheapest = result.cheapestOption();
    for (const bool own : { true, false }) {
        for (const BreakEven &pair : result.breakEvens) {
            const bool cheapests = pair.coloOption == cheapest || pair.rentOption == cheapest;
            if (!pair.month || cheapests != own || seen.contains({ *pair.month, pair.coloOption }))
                continue;
            if (labels.size() == MaxBreakEvenLabels)
                return labels;
            seen.append({ *pair.month, pair.coloOption });
            labels.append({ *pair.month, ChartBuilder::tr("Break-even: month %1").arg(*pair.month),
                            ChartPalette::optionIn(result.options, pair.coloOption) });
        }
    }
    return labels;
}

/// The months with a break-even, each once, in the result's order.
QList<int> breakEvenMonths(const Result &result)
{
    QList<int> months;
    for (const BreakEven &pair : result.breakEvens) {
        if (pair.month && !months.contains(*pair.month))
            months.append(*pair.month);
    }
    return months;
}

int breakEvenPointCount(const Result &result)
{
    return static_cast<int>(std::count_if(result.breakEvens.begin(), result.breakEvens.end(),
                                          [](const BreakEven &pair) { return pair.month; }));
}

/// Labels at the top of the plot beside their break-even rule: right of it, or left where the
/// plot ends too soon, stacked when several would overlap. The value axis grows above the
/// highest line until the labels sit clear of every line. They follow the plot area whenever
/// the chart is laid out again, and take new texts and places when the chart is updated.
class BreakEvenLabels : public QObject
{
public:
    static constexpr const char *Name = "infertcoBreakEvenLabels";

    BreakEvenLabels(QChart *chart, QAbstractSeries *series, QCategoryAxis *valueAxis, int count,
                    const QFont &font)
        : QObject(chart), m_chart(chart), m_series(series), m_valueAxis(valueAxis)
    {
        setObjectName(QLatin1String(Name));
        for (int i = 0; i < count; ++i) {
            auto *item = new QGraphicsSimpleTextItem(chart);
            item->setFont(font);
            item->setZValue(10);
            m_items.append(item);
        }
        QObject::connect(chart, &QChart::plotAreaChanged, this, [this] { place(); });
    }

    static BreakEvenLabels *of(const QChart *chart)
    {
        return dynamic_cast<BreakEvenLabels *>(
                chart->findChild<QObject *>(QLatin1String(Name), Qt::FindDirectChildrenOnly));
    }

    /// As many labels as the chart was built with; `dataMax` is the highest line's top.
    void setLabels(const QList<BreakEvenLabel> &labels, double dataMax)
    {
        m_labels = labels;
        m_dataMax = dataMax;
        m_builtMax = m_valueAxis->max();
        for (int i = 0; i < m_items.size() && i < labels.size(); ++i) {
            m_items.at(i)->setText(labels.at(i).text);
            m_items.at(i)->setBrush(labels.at(i).colour.darker(115));
        }
        place();
    }

private:
    void place()
    {
        const QRectF plot = m_chart->plotArea();
        QList<QRectF> placed;
        for (int i = 0; i < m_items.size() && i < m_labels.size(); ++i) {
            QGraphicsSimpleTextItem *item = m_items.at(i);
            const qreal ruleX
                    = m_chart->mapToPosition(QPointF(m_labels.at(i).month, 0), m_series).x();
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
        const double needed = (m_dataMax - band * m_valueAxis->min()) / (1 - band);
        const double top = std::max(m_builtMax, needed);
        if (std::abs(top - m_valueAxis->max()) > (m_builtMax - m_valueAxis->min()) * 1e-3)
            m_valueAxis->setMax(top);
    }

    QChart *m_chart;
    QAbstractSeries *m_series;
    QCategoryAxis *m_valueAxis;
    QList<QGraphicsSimpleTextItem *> m_items;
    QList<BreakEvenLabel> m_labels;
    double m_dataMax = 0;
    double m_builtMax = 0;
};

/// An option's row label in the bar charts: its name (wrapped if the style says so) over its
/// figure in bold, or the figure after the name's last line where the style has no room for
/// a line of its own.
QString categoryLabel(const QString &name, const QString &figure, const ChartStyle &style)
{
    const QFont font = style.labelFont();
    QStringList lines = ChartBuilder::wrappedName(name, font, style.nameWidth);
    // The net total is never left out (the bar itself is the gross cost,
    // the resale credit drawn left of zero); where rows are short it ends the name's last line.
    // That line must still fit the names' room, or the chart cuts it at its left edge: the
    // name then wraps in a narrower room, and the figure takes a line of its own only when
    // even that last line leaves it no room.
    bool ownLine = style.rowFigures || lines.isEmpty();
    if (!ownLine && style.nameWidth > 0) {
        QFont boldFont = font;
        boldFont.setBold(true);
        const QFontMetricsF metrics(font);
        const qreal joined = metrics.horizontalAdvance(QStringLiteral(" · "))
                + QFontMetricsF(boldFont).horizontalAdvance(figure);
        if (metrics.horizontalAdvance(lines.last()) + joined > style.nameWidth) {
            const qreal room = style.nameWidth - joined;
            if (room > style.nameWidth / 3)
                lines = ChartBuilder::wrappedName(name, font, room);
            ownLine = metrics.horizontalAdvance(lines.last()) + joined > style.nameWidth;
        }
    }
    for (QString &line : lines)
        line = line.toHtmlEscaped();
    const QString bold = QStringLiteral("<b>%1</b>").arg(figure.toHtmlEscaped());
    if (ownLine)
        lines.append(bold);
    else
        lines.last() += QStringLiteral(" · ") + bold;
    return lines.join(QStringLiteral("<br>"));
}

// The bars' names with their totals, one per option in `options`: the totals in one unit and
// with the same decimals (HK$1.90M beside HK$1.98M, not HK$1.9M beside HK$2M), as on an axis.
// The doubles only place the figures on that shared scale; the money stays in the result.
/// docs/method.md, "On screen and on paper": with a tax, the component bars carry it as a line
/// of their own and add up to the total after tax.
bool taxedBars(const Result &result)
{
    return std::any_of(result.options.cbegin(), result.options.cend(), [](const OptionResult &o) {
        return o.feasible && o.finance && !o.finance->lineTotal(FinanceLine::Tax).isZero();
    });
}

QStringList breakdownCategories(const Result &result, const QList<int> &options,
                                const ChartStyle &style)
{
    // Each row is labelled with what its bar adds up to.
    const bool taxed = taxedBars(result);
    QList<double> totals;
    for (int index : options) {
        const OptionResult &option = result.options.at(index);
        totals.append(taxed && option.finance ? option.finance->totalAfterTax.toDouble()
                                              : option.total.toDouble());
    }
    const QStringList figures = MoneyFormat::axisLabels(totals, result.currency, style.locale);
    QStringList categories;
    for (qsizetype row = 0; row < options.size(); ++row) {
        // docs/method.md, "Incomplete options": a lower bound is marked as one.
        const OptionResult &option = result.options.at(options.at(row));
        const QString figure = option.incomplete.isEmpty()
                ? figures.at(row)
                : QStringLiteral("\u2265 ") + figures.at(row);
        categories.append(categoryLabel(option.name, figure, style));
    }
    return categories;
}

/// The chart's shape: its kind, how many rows, lines and break-even marks it has, and the
/// style it was built in.
QString shapeOf(ChartKind kind, const Result &result, const ChartStyle &style)
{
    QString shape = QStringLiteral("%1 %2 %3 %4 %5 %6")
                            .arg(int(kind))
                            .arg(feasibleOptions(result).size())
                            .arg(style.scale)
                            .arg(style.locale.name(), style.font.toString())
                            .arg(style.interactive ? 1 : 0);
    if (kind == ChartKind::Cumulative) {
        shape += QStringLiteral(" %1 %2 %3")
                         .arg(breakEvenPointCount(result))
                         .arg(breakEvenMonths(result).size())
                         .arg(breakEvenLabels(result).size());
    }
    return shape;
}

void setShape(QChart *chart, ChartKind kind, const Result &result, const ChartStyle &style)
{
    chart->setProperty(KindProperty, int(kind));
    chart->setProperty(ShapeProperty, shapeOf(kind, result, style));
}

QString breakdownTitle(const Result &result)
{
    return taxedBars(result) ? ChartBuilder::tr("Total cost of ownership by component, after tax")
                             : ChartBuilder::tr("Total cost of ownership by component");
}

QString cumulativeTitle(const Result &result)
{
    // docs/method.md, "On screen and on paper": the lines and the break-even stay before tax,
    // which the title says when the bars beside it are after tax.
    if (taxedBars(result))
        return ChartBuilder::tr("Cumulative cost before tax, month 0 to %1")
                .arg(result.horizonMonths);
    return ChartBuilder::tr("Cumulative cost, month 0 to %1").arg(result.horizonMonths);
}

QString tokensTitle()
{
    return ChartBuilder::tr("Cost per million output tokens");
}

void setTitle(QChart *chart, const QString &title)
{
    if (chart->title() != title)
        chart->setTitle(title);
}

void setCategories(QBarCategoryAxis *axis, const QStringList &categories)
{
    if (axis->categories() != categories)
        axis->setCategories(categories);
}

/// What fillBreakdown() and fillTokens() update in a bar chart, found once.
struct Bars
{
    QList<int> options; ///< the feasible options, top down
    QHorizontalStackedBarSeries *series = nullptr;
    QBarCategoryAxis *categoryAxis = nullptr;
    QCategoryAxis *valueAxis = nullptr;
};

/// Titles a bar chart made by addBarSeries() `title` and finds its series and axes; none when
/// no option is feasible (the chart stays empty).
std::optional<Bars> titledBars(QChart *chart, const QString &title, const Result &result)
{
    setTitle(chart, title);
    Bars bars;
    bars.options = topDown(feasibleOptions(result));
    if (bars.options.isEmpty())
        return std::nullopt;
    bars.series = static_cast<QHorizontalStackedBarSeries *>(chart->series().first());
    bars.categoryAxis = static_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).first());
    bars.valueAxis = static_cast<QCategoryAxis *>(chart->axes(Qt::Horizontal).first());
    return bars;
}

/// The data of a componentBreakdown() chart: one value per option in each component's set.
void fillBreakdown(QChart *chart, const Result &result, const ChartStyle &style)
{
    const std::optional<Bars> bars = titledBars(chart, breakdownTitle(result), result);
    if (!bars)
        return;

    // Display geometry only: how far the bars reach left and right of zero.
    std::vector<double> positive(static_cast<size_t>(bars->options.size()), 0.0);
    std::vector<double> negative(static_cast<size_t>(bars->options.size()), 0.0);
    const QList<QBarSet *> sets = bars->series->barSets();
    QList<QBarSet *> unusedSets;
    // One set per component, then one per finance line (docs/method.md, "After tax, loans and
    // leases"): a financed option's bar adds up to its total, and to its total after tax when
    // the scenario has a tax.
    const Decimal zero = Decimal::fromUnits(0, 2);
    for (qsizetype s = 0; s < sets.size(); ++s) {
        const bool isComponent = s < ComponentCount;
        const Component component
                = isComponent ? AllComponents[static_cast<size_t>(s)] : Component::Purchase;
        const FinanceLine line = isComponent
                ? FinanceLine::Interest
                : AllFinanceLines[static_cast<size_t>(s - ComponentCount)];
        const QString name
                = isComponent ? ComponentNames::displayName(component) : financeLineName(line);
        QBarSet *set = sets.at(s);
        if (set->label() != name)
            set->setLabel(name);
        QList<qreal> values;
        QStringList tips;
        bool used = false;
        for (int row = 0; row < bars->options.size(); ++row) {
            const OptionResult &option = result.options.at(bars->options.at(row));
            const Decimal &amount = isComponent ? option.componentTotal(component)
                    : option.finance            ? option.finance->lineTotal(line)
                                                : zero;
            const double value = amount.toDouble();
            values.append(value);
            (value < 0 ? negative : positive)[static_cast<size_t>(row)] += value;
            used = used || !amount.isZero();
            if (style.interactive) {
                tips.append(
                        QStringLiteral("<b>%1</b><br>%2: %3")
                                .arg(option.name.toHtmlEscaped(), name.toHtmlEscaped(),
                                     MoneyFormat::money(amount, result.currency, style.locale)));
            }
        }
        setValues(set, values);
        set->setProperty(TipsProperty, tips);
        if (!used)
            unusedSets.append(set);
    }
    // Every component and finance line keeps its bar set (and colour); the legend lists only
    // those with money.
    bool shownAgain = false;
    for (QLegendMarker *marker : chart->legend()->markers(bars->series)) {
        auto *barMarker = qobject_cast<QBarLegendMarker *>(marker);
        const bool hidden = barMarker && unusedSets.contains(barMarker->barset());
        const QVariant was = marker->property(ChartLegend::HiddenMarkerProperty);
        if (!was.isValid() || was.toBool() != hidden) {
            shownAgain = shownAgain || (was.isValid() && !hidden);
            setLegendMarkerHidden(marker, hidden);
        }
    }
    // Qt Charts laid out a hidden marker's name in no room (it stays an
    // empty text) and does not lay it out again when the marker is shown: a component an
    // edit adds (a setup or a network fee) had a colour square and no name. The legend is
    // laid out anew with its markers as they are now.
    if (shownAgain)
        relayoutLegend(chart->legend());

    setCategories(bars->categoryAxis, breakdownCategories(result, bars->options, style));

    const double lo = *std::min_element(negative.begin(), negative.end());
    const double hi = *std::max_element(positive.begin(), positive.end());
    fitMoneyAxis(bars->valueAxis, lo, hi, result.currency, style, AxisEnd::Padded,
                 MoneyAxis::horizontalTickCount(style, result.currency));
}

/// The data of a cumulativeCost() chart: the lines, the value axis and the break-even marks.
void fillCumulative(QChart *chart, const Result &result, const ChartStyle &style)
{
    setTitle(chart, cumulativeTitle(result));
    const QList<int> options = feasibleOptions(result);
    if (options.isEmpty())
        return;
    auto *monthAxis = static_cast<QValueAxis *>(chart->axes(Qt::Horizontal).first());
    auto *valueAxis = static_cast<QCategoryAxis *>(chart->axes(Qt::Vertical).first());
    const int horizon = result.horizonMonths;
    if (monthAxis->titleText() != ChartBuilder::tr("Month"))
        monthAxis->setTitleText(ChartBuilder::tr("Month"));

    // A marker on the first or last month would be cut in half by the plot's edge.
    double pad = 0;
    for (const BreakEven &pair : result.breakEvens) {
        if (pair.month && (*pair.month == 0 || *pair.month == horizon))
            pad = std::max(0.4, horizon * 0.012);
    }
    ValueAxis::setTicks(monthAxis, -pad, horizon + pad, horizon > 60 ? 12 : (horizon > 24 ? 6 : 3));

    double lo = 0;
    double hi = 0;
    const QList<QLineSeries *> lines = seriesOf<QLineSeries>(chart, SeriesRole::OptionLine);
    for (int i = 0; i < options.size(); ++i) {
        const int index = options.at(i);
        const OptionResult &option = result.options.at(index);
        QLineSeries *line = lines.at(i);
        if (line->name() != option.name)
            line->setName(option.name);
        QPen pen(ChartPalette::optionIn(result.options, index), 2.5 * style.scale);
        pen.setStyle(ChartPalette::lineStyle(option.mode));
        pen.setCapStyle(Qt::FlatCap);
        if (line->pen() != pen)
            line->setPen(pen);
        QList<QPointF> points;
        points.reserve(horizon + 1);
        QStringList tips;
        for (int month = 0; month <= horizon; ++month) {
            const Decimal cumulative = option.cumulativeThrough(month);
            const double value = cumulative.toDouble();
            points.append(QPointF(month, value));
            lo = std::min(lo, value);
            hi = std::max(hi, value);
            if (style.interactive) {
                tips.append(ChartBuilder::tr("<b>%1</b><br>Through month %2: %3")
                                    .arg(option.name.toHtmlEscaped())
                                    .arg(month)
                                    .arg(MoneyFormat::money(cumulative, result.currency,
                                                            style.locale)));
            }
        }
        line->replace(points);
        line->setProperty(TipsProperty, tips);
    }
    fitMoneyAxis(valueAxis, lo, hi, result.currency, style, AxisEnd::OnTick,
                 MoneyAxis::verticalTickCount(style));

    // docs/architecture.md, "Folders": each break-even month is marked by a point on the colo line
    // in the colo option's colour, a dotted rule and a label at the top of the plot
    // (breakEvenLabels()).
    const QList<QScatterSeries *> marks
            = seriesOf<QScatterSeries>(chart, SeriesRole::BreakEvenPoint);
    qsizetype mark = 0;
    for (const BreakEven &pair : result.breakEvens) {
        if (!pair.month || mark >= marks.size())
            continue;
        QScatterSeries *point = marks.at(mark++);
        const QColor colour = ChartPalette::optionIn(result.options, pair.coloOption);
        if (point->color() != colour)
            point->setColor(colour);
        const double value
                = result.options.at(pair.coloOption).cumulativeThrough(*pair.month).toDouble();
        point->replace(QList<QPointF>{ QPointF(*pair.month, value) });
    }
    const QList<QLineSeries *> rules = seriesOf<QLineSeries>(chart, SeriesRole::BreakEvenRule);
    const QList<int> months = breakEvenMonths(result);
    for (qsizetype i = 0; i < rules.size() && i < months.size(); ++i) {
        // Reaches past the top, which may grow to make room for the labels; the plot clips it.
        const double top = valueAxis->max() + (valueAxis->max() - valueAxis->min());
        rules.at(i)->replace(QList<QPointF>{ QPointF(months.at(i), valueAxis->min()),
                                             QPointF(months.at(i), top) });
    }
    if (BreakEvenLabels *labels = BreakEvenLabels::of(chart))
        labels->setLabels(breakEvenLabels(result), hi);
}

/// The data of a costPerMillionTokens() chart: one set per option, with a value in its row.
void fillTokens(QChart *chart, const Result &result, const ChartStyle &style)
{
    const std::optional<Bars> bars = titledBars(chart, tokensTitle(), result);
    if (!bars)
        return;
    const QList<QBarSet *> sets = bars->series->barSets();
    double hi = 0;
    QStringList categories;
    for (int row = 0; row < bars->options.size(); ++row) {
        const OptionResult &option = result.options.at(bars->options.at(row));
        QBarSet *set = sets.at(row);
        const QColor colour = ChartPalette::optionIn(result.options, bars->options.at(row));
        if (set->label() != option.name)
            set->setLabel(option.name);
        if (set->color() != colour) {
            set->setColor(colour);
            set->setBorderColor(colour);
        }
        QList<qreal> values;
        for (int other = 0; other < bars->options.size(); ++other)
            values.append(other == row ? option.costPerMillionTokens.toDouble() : 0.0);
        setValues(set, values);
        hi = std::max(hi, option.costPerMillionTokens.toDouble());
        categories.append(categoryLabel(
                option.name,
                MoneyFormat::money(option.costPerMillionTokens, result.currency, style.locale),
                style));
    }
    setCategories(bars->categoryAxis, categories);
    fitMoneyAxis(bars->valueAxis, 0, hi, result.currency, style, AxisEnd::Padded,
                 MoneyAxis::horizontalTickCount(style, result.currency));
}

/// Adds bars with a category axis on the left and a money axis below.
void addBarSeries(QChart *chart, QHorizontalStackedBarSeries *series, const QString &currency,
                  const ChartStyle &style)
{
    chart->addSeries(series);
    auto *categoryAxis = new QBarCategoryAxis;
    style.styleAxis(categoryAxis);
    categoryAxis->setGridLineVisible(false);
    // Option names are never cut to "L40S rent, Run…": the style wraps them to fit the room
    // (breakdownNameLimit()), and a name Qt still finds too wide is drawn whole.
    categoryAxis->setTruncateLabels(false);
    chart->addAxis(categoryAxis, Qt::AlignLeft);
    series->attachAxis(categoryAxis);
    QCategoryAxis *valueAxis = newMoneyAxis(currency, style);
    chart->addAxis(valueAxis, Qt::AlignBottom);
    series->attachAxis(valueAxis);
}

void showBarTips(QHorizontalStackedBarSeries *series, QChart *chart)
{
    QObject::connect(series, &QHorizontalStackedBarSeries::hovered, chart,
                     [](bool on, int index, QBarSet *set) {
                         const QStringList tips
                                 = set ? set->property(TipsProperty).toStringList() : QStringList();
                         if (on && index >= 0 && index < tips.size())
                             QToolTip::showText(QCursor::pos(), tips.at(index));
                         else
                             QToolTip::hideText();
                     });
}

} // namespace

bool ChartBuilder::isHiddenMarker(const QLegendMarker *marker)
{
    return ChartLegend::isHidden(marker);
}

qsizetype ChartBuilder::breakdownLabelLines(const Result &result, const ChartStyle &style)
{
    qsizetype lines = 1;
    for (const QString &label : breakdownCategories(result, feasibleOptions(result), style))
        lines = std::max(lines, label.count(QStringLiteral("<br>")) + 1);
    return lines;
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
        // Lines break between entries, never inside one (nor between two Chinese characters,
        // as 殘值 would): no-break spaces, word joiners around hyphens, and no wrapping.
        QString label = marker->label().toHtmlEscaped();
        label.replace(QLatin1Char(' '), QStringLiteral("&nbsp;"));
        label.replace(QLatin1Char('-'), QStringLiteral("\u2060-\u2060"));
        entries.append(QStringLiteral("<span style=\"white-space:nowrap\"><span "
                                      "style=\"color:%1\">%2</span>&nbsp;%3</span>")
                               .arg(colour.name(), swatch, label));
    }
    return entries.join(QStringLiteral("&nbsp;&nbsp; "));
}

namespace {

/// The breakdown legend's width in one row below the bars (as fitLegend() counts it), and the
/// width of its widest entry; every component in it (the widest case).
std::pair<qreal, qreal> breakdownLegendWidths(const ChartStyle &style)
{
    const QFontMetricsF metrics(style.scaledFont(9));
    qreal row = 40;
    qreal widest = 0;
    for (Component component : AllComponents) {
        const qreal label = metrics.horizontalAdvance(ComponentNames::displayName(component));
        row += label + metrics.height() * 2.2;
        widest = std::max(widest, label + metrics.height() * 2.2 + 12);
    }
    return { row, widest };
}

} // namespace

bool ChartBuilder::breakdownLegendBeside(const ChartStyle &style)
{
    return breakdownLegendWidths(style).first > style.chartWidth;
}

qreal ChartBuilder::breakdownNameLimit(const ChartStyle &style, bool legendBeside)
{
    // Qt Charts' share of the width for the axes on one side, what an axis adds to its labels
    // (padding and tick marks), and the chart's margins (ChartStyle::newChart) with the frame
    // inside them.
    constexpr qreal AxisShare = 0.4;
    constexpr qreal AxisExtra = 16;
    constexpr qreal Margins = 6 + 12 + 12;
    const qreal legend = legendBeside && breakdownLegendBeside(style)
            ? breakdownLegendWidths(style).second
            : 0;
    return std::max(40.0, AxisShare * (style.chartWidth - legend - Margins) - AxisExtra);
}

void ChartBuilder::fitLegend(QChart *chart, qreal width)
{
    ChartLegend::fit(chart, width);
}

bool ChartBuilder::update(QChart *chart, const Result &result, const ChartStyle &style)
{
    if (!chart)
        return false;
    const QVariant kindValue = chart->property(KindProperty);
    if (!kindValue.isValid())
        return false;
    const auto kind = ChartKind(kindValue.toInt());
    if (chart->property(ShapeProperty).toString() != shapeOf(kind, result, style))
        return false;
    switch (kind) {
    case ChartKind::Breakdown:
        fillBreakdown(chart, result, style);
        return true;
    case ChartKind::Cumulative:
        fillCumulative(chart, result, style);
        return true;
    case ChartKind::Tokens:
        fillTokens(chart, result, style);
        return true;
    }
    return false;
}

namespace {

/// The series and axes of a componentBreakdown() chart, filled from `result`.
void addBreakdownSeries(QChart *chart, const Result &result, const ChartStyle &style)
{
    auto *series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.62);
    for (Component component : AllComponents) {
        auto *set = new QBarSet(ComponentNames::displayName(component));
        set->setColor(ChartPalette::component(component));
        set->setBorderColor(Qt::white);
        series->append(set);
    }
    // The finance lines after the components, hidden from the legend like an unused component
    // until an option has them (fillBreakdown()).
    for (FinanceLine line : AllFinanceLines) {
        auto *set = new QBarSet(financeLineName(line));
        set->setColor(ChartPalette::financeLine(line));
        set->setBorderColor(Qt::white);
        series->append(set);
    }
    addBarSeries(chart, series, result.currency, style);
    if (style.interactive)
        showBarTips(series, chart);
    fillBreakdown(chart, result, style);
}

/// The axes, lines and break-even marks of a cumulativeCost() chart, filled from `result`.
void addCumulativeSeries(QChart *chart, const Result &result, const ChartStyle &style)
{
    const QList<int> options = feasibleOptions(result);
    auto *monthAxis = new QValueAxis;
    monthAxis->setLabelFormat(QStringLiteral("%d"));
    style.styleAxis(monthAxis);
    chart->addAxis(monthAxis, Qt::AlignBottom);
    QCategoryAxis *valueAxis = newMoneyAxis(result.currency, style);
    chart->addAxis(valueAxis, Qt::AlignLeft);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);

    auto add = [&](QXYSeries *series, SeriesRole role) {
        series->setProperty(RoleProperty, int(role));
        chart->addSeries(series);
        series->attachAxis(monthAxis);
        series->attachAxis(valueAxis);
    };
    QList<QLineSeries *> lines;
    for (qsizetype i = 0; i < options.size(); ++i) {
        auto *line = new QLineSeries;
        add(line, SeriesRole::OptionLine);
        lines.append(line);
        if (style.interactive) {
            QObject::connect(
                    line, &QLineSeries::hovered, chart, [line](const QPointF &point, bool on) {
                        const QStringList tips = line->property(TipsProperty).toStringList();
                        const int month = static_cast<int>(std::lround(point.x()));
                        if (on && month >= 0 && month < tips.size())
                            QToolTip::showText(QCursor::pos(), tips.at(month));
                        else
                            QToolTip::hideText();
                    });
        }
    }
    for (qsizetype i = 0; i < breakEvenMonths(result).size(); ++i) {
        auto *rule = new QLineSeries;
        rule->setPen(QPen(ChartPalette::mutedText(), 1.2 * style.scale, Qt::DotLine));
        add(rule, SeriesRole::BreakEvenRule);
        hideLegendMarkers(chart, rule);
    }
    for (int i = 0; i < breakEvenPointCount(result); ++i) {
        auto *point = new QScatterSeries;
        point->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        point->setMarkerSize(11 * style.scale);
        point->setBorderColor(Qt::white);
        add(point, SeriesRole::BreakEvenPoint);
        hideLegendMarkers(chart, point);
    }
    new BreakEvenLabels(chart, lines.first(), valueAxis,
                        static_cast<int>(breakEvenLabels(result).size()),
                        style.scaledFont(9, true));
    fillCumulative(chart, result, style);
}

/// The bars of a costPerMillionTokens() chart, filled from `result`.
void addTokensSeries(QChart *chart, const Result &result, const ChartStyle &style)
{
    const QList<int> options = feasibleOptions(result);
    chart->legend()->hide();
    // One bar set per option, with a value only in its own row, so that every bar carries its
    // option's colour and all bars stay centred in their rows.
    auto *series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.55);
    for (qsizetype i = 0; i < options.size(); ++i)
        series->append(new QBarSet(QString()));
    addBarSeries(chart, series, result.currency, style);
    fillTokens(chart, result, style);
}

/// A new chart of `kind` titled `title`, its shape recorded for update(): with no feasible
/// option an empty plot without a legend, else its series and axes filled from `result`.
QChart *newChart(ChartKind kind, const QString &title, const Result &result,
                 const ChartStyle &style)
{
    QChart *chart = style.newChart(title);
    setShape(chart, kind, result, style);
    if (feasibleOptions(result).isEmpty()) {
        chart->legend()->hide();
        return chart;
    }
    switch (kind) {
    case ChartKind::Breakdown:
        addBreakdownSeries(chart, result, style);
        break;
    case ChartKind::Cumulative:
        addCumulativeSeries(chart, result, style);
        break;
    case ChartKind::Tokens:
        addTokensSeries(chart, result, style);
        break;
    }
    return chart;
}

} // namespace

QChart *ChartBuilder::componentBreakdown(const Result &result, const ChartStyle &style)
{
    return newChart(ChartKind::Breakdown, breakdownTitle(result), result, style);
}

QChart *ChartBuilder::cumulativeCost(const Result &result, const ChartStyle &style)
{
    return newChart(ChartKind::Cumulative, cumulativeTitle(result), result, style);
}

QChart *ChartBuilder::costPerMillionTokens(const Result &result, const ChartStyle &style)
{
    return newChart(ChartKind::Tokens, tokensTitle(), result, style);
}

} // namespace infertco
