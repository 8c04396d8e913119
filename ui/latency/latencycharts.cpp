// SPDX-License-Identifier: GPL-3.0-or-later
#include "latencycharts.h"

#include "charts/chartpalette.h"
#include "charts/valueaxis.h"

#include <QAreaSeries>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace infertco {

namespace {

// Units for display only.
constexpr double MillisecondsPerSecond = 1000.0;
constexpr double FlopsPerTeraflop = 1e12;
constexpr double PercentPerShare = 100.0;

// A point beyond the sweep (a peak far above capacity) may stretch the P99 axis this many
// times the sweep and target before it is left outside the plot (its figure is in the summary).
constexpr double LargestStretch = 3.0;
// Loads above this % of capacity are left outside the plot.
constexpr double LargestLoadPercent = 400.0;

double latencyOf(const Percentiles &p)
{
    return p.p99;
}

const Percentiles &metricOf(const SimulationResult &result, LatencyCharts::Metric metric)
{
    return metric == LatencyCharts::Metric::TimeToFirstToken ? result.ttft : result.tpot;
}

double sweepValue(const SweepPoint &point, LatencyCharts::Metric metric)
{
    return metric == LatencyCharts::Metric::TimeToFirstToken ? point.ttftP99 : point.tpotP99;
}

std::optional<double> targetMs(const Workload &workload, LatencyCharts::Metric metric)
{
    if (metric == LatencyCharts::Metric::TimeToFirstToken)
        return workload.ttftMs;
    return workload.tpotMs;
}

bool drawsLatency(const OptionResult &option)
{
    return option.feasible && option.latency && !option.latency->sweep.empty();
}

bool drawsRoofline(const OptionResult &option)
{
    const Roofline &r = option.sizing.roofline;
    return option.feasible && r.bandwidthBytesPerS > 0 && r.computeFlopsPerS > 0
            && r.decodeIntensity > 0 && r.prefillIntensity > 0;
}

/// The number the axis ends at: `value` rounded up to a step of 1, 2 or 5 × 10^n.
double niceCeiling(double value)
{
    if (!(value > 0))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : { 1.0, 2.0, 2.5, 5.0, 10.0 }) {
        if (value <= step * magnitude)
            return step * magnitude;
    }
    return 10 * magnitude;
}

double decadeBelow(double value)
{
    return std::pow(10.0, std::floor(std::log10(value)));
}

double decadeAbove(double value)
{
    return std::pow(10.0, std::ceil(std::log10(value)));
}

QLineSeries *addLine(QChart *chart, QAbstractAxis *x, QAbstractAxis *y, const QPen &pen,
                     const QString &name = QString())
{
    auto *line = new QLineSeries;
    line->setName(name);
    line->setPen(pen);
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
    return line;
}

QScatterSeries *addPoints(QChart *chart, QAbstractAxis *x, QAbstractAxis *y,
                          QScatterSeries::MarkerShape shape, const QColor &colour, qreal size)
{
    auto *points = new QScatterSeries;
    points->setMarkerShape(shape);
    points->setMarkerSize(size);
    points->setColor(colour);
    points->setBorderColor(Qt::white);
    chart->addSeries(points);
    points->attachAxis(x);
    points->attachAxis(y);
    return points;
}

QColor memoryShade()
{
    QColor c = ChartPalette::accent();
    c.setAlpha(28);
    return c;
}

QColor computeShade()
{
    QColor c = ChartPalette::warning();
    c.setAlpha(28);
    return c;
}

/// `text` that no line breaks inside: no-break spaces, and word joiners between Chinese
/// characters (a nowrap style does not reach text after a nested span).
QString keptTogether(const QString &text)
{
    QString kept;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (i > 0 && (c.unicode() >= 0x2E80 || text.at(i - 1).unicode() >= 0x2E80))
            kept += QChar(0x2060);
        kept += c == QLatin1Char(' ') ? QChar(0x00A0) : c;
    }
    return kept;
}

QString entry(const QColor &colour, const QString &swatch, const QString &label)
{
    // Lines break between entries, never inside one.
    const QString text = keptTogether(label).toHtmlEscaped();
    return QStringLiteral("<span style=\"white-space:nowrap\"><span style=\"color:%1\">%2</span>"
                          "&nbsp;%3</span>")
            .arg(colour.name(), swatch, text);
}

QString optionName(const Result &result, int index, const QString &name)
{
    return QStringLiteral("<span style=\"color:%1\">\u25A0</span>&nbsp;<b>%2</b>")
            .arg(ChartPalette::optionIn(result.options, index).name(), name.toHtmlEscaped());
}

/// `text` as rich text that never breaks a unit off its figure ("49.1 ms") nor inside one
/// ("FLOP/byte").
QString unbroken(const QString &text)
{
    QString html = text.toHtmlEscaped();
    html.replace(QStringLiteral(" ms"), QStringLiteral("&nbsp;ms"));
    html.replace(QStringLiteral(" FLOP/byte"), QStringLiteral("&nbsp;FLOP/\u2060byte"));
    html.replace(QStringLiteral(" tokens/s"), QStringLiteral("&nbsp;tokens/\u2060s"));
    return html;
}

QString number(double value, int decimals, const QLocale &locale)
{
    return locale.toString(value, 'f', decimals);
}

/// Intensities and rates with three significant figures, at most one decimal place.
QString significant(double value, const QLocale &locale)
{
    return number(value, value < 100 ? 1 : 0, locale);
}

/// Keeps the labels of the roofline's regions in the plot's corners as the chart resizes.
void labelRegions(QChart *chart, const ChartStyle &style)
{
    auto *memory = new QGraphicsSimpleTextItem(LatencyCharts::tr("Memory-bound"), chart);
    auto *compute = new QGraphicsSimpleTextItem(LatencyCharts::tr("Compute-bound"), chart);
    memory->setData(0, QStringLiteral("memoryBoundLabel"));
    compute->setData(0, QStringLiteral("computeBoundLabel"));
    for (QGraphicsSimpleTextItem *label : { memory, compute }) {
        label->setFont(style.scaledFont(10, true));
        label->setBrush(ChartPalette::mutedText());
        label->setZValue(10);
    }
    const auto place = [memory, compute](const QRectF &plot) {
        const qreal pad = 6;
        // Above the bandwidth slope on the left, under the compute ceiling on the right:
        // where no roof runs.
        memory->setPos(plot.left() + pad, plot.top() + pad);
        const QRectF box = compute->boundingRect();
        compute->setPos(plot.right() - box.width() - pad, plot.bottom() - box.height() - pad);
    };
    QObject::connect(chart, &QChart::plotAreaChanged, chart, place);
    place(chart->plotArea());
}

} // namespace

Result LatencyCharts::drawable(const Result &result)
{
    Result drawn;
    drawn.scenarioId = result.scenarioId;
    drawn.scenarioName = result.scenarioName;
    drawn.currency = result.currency;
    drawn.horizonMonths = result.horizonMonths;
    drawn.options.reserve(result.options.size());
    for (const OptionResult &option : result.options) {
        OptionResult kept;
        kept.name = option.name;
        kept.mode = option.mode;
        kept.accelerator = option.accelerator;
        kept.feasible = option.feasible;
        kept.reason = option.reason;
        kept.sizing = option.sizing;
        kept.latency = option.latency;
        drawn.options.append(std::move(kept));
    }
    return drawn;
}

bool LatencyCharts::hasSweep(const Result &result)
{
    return std::any_of(result.options.cbegin(), result.options.cend(), drawsLatency);
}

bool LatencyCharts::hasRoofline(const Result &result)
{
    return std::any_of(result.options.cbegin(), result.options.cend(), drawsRoofline);
}

QChart *LatencyCharts::againstLoad(const Result &result, const Workload &workload, Metric metric,
                                   const ChartStyle &style)
{
    const bool ttft = metric == Metric::TimeToFirstToken;
    QChart *chart = style.newChart(ttft ? tr("P99 time to first token against load")
                                        : tr("P99 time per output token against load"));
    chart->setObjectName(ttft ? QStringLiteral("ttftAgainstLoad")
                              : QStringLiteral("tpotAgainstLoad"));
    chart->legend()->hide();
    chart->setLocalizeNumbers(true);

    const std::optional<double> target = targetMs(workload, metric);
    // The ranges: every sweep, the target and the peak-month points, within limits.
    double sweepTop = target ? *target : 0;
    double peakTop = 0;
    double loadRight = PercentPerShare;
    for (const OptionResult &option : result.options) {
        if (!drawsLatency(option))
            continue;
        for (const SweepPoint &point : option.latency->sweep)
            sweepTop = std::max(sweepTop, sweepValue(point, metric) * MillisecondsPerSecond);
        if (const std::optional<double> share = option.latency->shareOfCapacity()) {
            loadRight = std::max(loadRight, std::min(*share * PercentPerShare, LargestLoadPercent));
            peakTop = std::max(peakTop,
                               latencyOf(metricOf(option.latency->result, metric))
                                       * MillisecondsPerSecond);
        }
    }
    const double top
            = niceCeiling(std::max(sweepTop, std::min(peakTop, sweepTop * LargestStretch)) * 1.08);
    // Whole quarters of the capacity, a quarter beyond the last point.
    const double right = std::ceil((loadRight + 10) / 25) * 25;

    auto *loadAxis = new QValueAxis;
    loadAxis->setTitleText(tr("Load (% of SLO capacity)"));
    ValueAxis::setTicks(loadAxis, 0, right, right <= 125 ? 25 : (right <= 250 ? 50 : 100));
    loadAxis->setLabelFormat(QStringLiteral("%.0f"));
    style.styleAxis(loadAxis);
    chart->addAxis(loadAxis, Qt::AlignBottom);
    auto *msAxis = new QValueAxis;
    msAxis->setTitleText(tr("P99 (ms)"));
    msAxis->setRange(0, top);
    msAxis->setTickCount(6);
    msAxis->setLabelFormat(top < 10 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    style.styleAxis(msAxis);
    chart->addAxis(msAxis, Qt::AlignLeft);

    // The marks first, under the options' lines.
    auto *capacity = addLine(chart, loadAxis, msAxis,
                             QPen(ChartPalette::mutedText(), 1.4 * style.scale, Qt::DotLine),
                             tr("SLO capacity"));
    capacity->setObjectName(QStringLiteral("sloCapacityRule"));
    capacity->append(PercentPerShare, 0);
    capacity->append(PercentPerShare, top);
    if (target) {
        auto *line = addLine(chart, loadAxis, msAxis,
                             QPen(ChartPalette::warning(), 1.6 * style.scale, Qt::DashLine),
                             tr("Target"));
        line->setObjectName(QStringLiteral("targetLine"));
        line->append(0, *target);
        line->append(right, *target);
    }
    for (int i = 0; i < result.options.size(); ++i) {
        const OptionResult &option = result.options.at(i);
        if (!drawsLatency(option))
            continue;
        QPen pen(ChartPalette::optionIn(result.options, i), 2.5 * style.scale);
        pen.setCapStyle(Qt::RoundCap);
        QLineSeries *line = addLine(chart, loadAxis, msAxis, pen, option.name);
        line->setObjectName(QStringLiteral("optionLine"));
        line->setPointsVisible(true);
        line->setMarkerSize(5 * style.scale);
        for (const SweepPoint &point : option.latency->sweep)
            line->append(point.load * PercentPerShare,
                         sweepValue(point, metric) * MillisecondsPerSecond);
    }
    for (int i = 0; i < result.options.size(); ++i) {
        const OptionResult &option = result.options.at(i);
        if (!drawsLatency(option))
            continue;
        const std::optional<double> share = option.latency->shareOfCapacity();
        if (!share)
            continue;
        QScatterSeries *peak
                = addPoints(chart, loadAxis, msAxis, QScatterSeries::MarkerShapeRotatedRectangle,
                            ChartPalette::optionIn(result.options, i), 17 * style.scale);
        // Outlined dark, to stand out from the sweep's points.
        peak->setBorderColor(ChartPalette::text());
        peak->setObjectName(QStringLiteral("peakLoadPoint"));
        peak->setName(tr("Peak-month load"));
        peak->append(*share * PercentPerShare,
                     latencyOf(metricOf(option.latency->result, metric)) * MillisecondsPerSecond);
    }
    return chart;
}

QChart *LatencyCharts::roofline(const Result &result, const ChartStyle &style)
{
    QChart *chart = style.newChart(tr("Roofline: where each option's work sits"));
    chart->setObjectName(QStringLiteral("rooflineChart"));
    chart->legend()->hide();

    double lowest = 0;
    double highest = 0;
    double lowestRidge = 0;
    double highestRidge = 0;
    double ceiling = 0;
    bool any = false;
    for (const OptionResult &option : result.options) {
        if (!drawsRoofline(option))
            continue;
        const Roofline &r = option.sizing.roofline;
        const double low = std::min({ r.ridgeFlopsPerByte, r.decodeIntensity, r.prefillIntensity });
        const double high
                = std::max({ r.ridgeFlopsPerByte, r.decodeIntensity, r.prefillIntensity });
        lowest = any ? std::min(lowest, low) : low;
        highest = any ? std::max(highest, high) : high;
        lowestRidge = any ? std::min(lowestRidge, r.ridgeFlopsPerByte) : r.ridgeFlopsPerByte;
        highestRidge = any ? std::max(highestRidge, r.ridgeFlopsPerByte) : r.ridgeFlopsPerByte;
        ceiling = std::max(ceiling, r.computeFlopsPerS);
        any = true;
    }
    if (!any)
        return chart;
    // A decade of room around the points, so that the slope and the ceiling both show.
    const double left = decadeBelow(lowest / 2);
    const double right = decadeAbove(highest * 2);
    double floor = ceiling;
    for (const OptionResult &option : result.options) {
        if (drawsRoofline(option))
            floor = std::min(floor, option.sizing.roofline.attainable(left));
    }
    const double bottom = decadeBelow(floor / FlopsPerTeraflop);
    const double top = decadeAbove(ceiling / FlopsPerTeraflop * 2);

    auto *intensityAxis = new QLogValueAxis;
    intensityAxis->setBase(10);
    intensityAxis->setTitleText(tr("Arithmetic intensity (FLOP per byte)"));
    intensityAxis->setLabelFormat(QStringLiteral("%g"));
    intensityAxis->setRange(left, right);
    intensityAxis->setMinorTickCount(8);
    style.styleAxis(intensityAxis);
    chart->addAxis(intensityAxis, Qt::AlignBottom);
    auto *flopsAxis = new QLogValueAxis;
    flopsAxis->setBase(10);
    flopsAxis->setTitleText(tr("Attainable TFLOP/s"));
    flopsAxis->setLabelFormat(QStringLiteral("%g"));
    flopsAxis->setRange(bottom, top);
    flopsAxis->setMinorTickCount(8);
    style.styleAxis(flopsAxis);
    chart->addAxis(flopsAxis, Qt::AlignLeft);

    // The regions: below every ridge the work is memory-bound, above every ridge
    // compute-bound, whichever option runs it.
    const auto shade = [&](double from, double to, const QColor &colour, const QString &name) {
        auto *upper = new QLineSeries(chart);
        auto *lower = new QLineSeries(chart);
        upper->append(from, top);
        upper->append(to, top);
        lower->append(from, bottom);
        lower->append(to, bottom);
        auto *area = new QAreaSeries(upper, lower);
        area->setObjectName(name);
        area->setBrush(colour);
        area->setPen(Qt::NoPen);
        chart->addSeries(area);
        area->attachAxis(intensityAxis);
        area->attachAxis(flopsAxis);
    };
    shade(left, lowestRidge, memoryShade(), QStringLiteral("memoryBoundRegion"));
    shade(highestRidge, right, computeShade(), QStringLiteral("computeBoundRegion"));
    labelRegions(chart, style);

    for (int i = 0; i < result.options.size(); ++i) {
        const OptionResult &option = result.options.at(i);
        if (!drawsRoofline(option))
            continue;
        const Roofline &r = option.sizing.roofline;
        QLineSeries *roof = addLine(
                chart, intensityAxis, flopsAxis,
                QPen(ChartPalette::optionIn(result.options, i), 2.2 * style.scale), option.name);
        roof->setObjectName(QStringLiteral("roof"));
        roof->append(left, r.attainable(left) / FlopsPerTeraflop);
        roof->append(r.ridgeFlopsPerByte, r.computeFlopsPerS / FlopsPerTeraflop);
        roof->append(right, r.computeFlopsPerS / FlopsPerTeraflop);
    }
    for (int i = 0; i < result.options.size(); ++i) {
        const OptionResult &option = result.options.at(i);
        if (!drawsRoofline(option))
            continue;
        const Roofline &r = option.sizing.roofline;
        QScatterSeries *decode
                = addPoints(chart, intensityAxis, flopsAxis, QScatterSeries::MarkerShapeCircle,
                            ChartPalette::optionIn(result.options, i), 13 * style.scale);
        decode->setObjectName(QStringLiteral("decodePoint"));
        decode->setName(tr("Decode"));
        decode->append(r.decodeIntensity, r.attainable(r.decodeIntensity) / FlopsPerTeraflop);
        QScatterSeries *prefill
                = addPoints(chart, intensityAxis, flopsAxis, QScatterSeries::MarkerShapeRectangle,
                            ChartPalette::optionIn(result.options, i), 12 * style.scale);
        prefill->setObjectName(QStringLiteral("prefillPoint"));
        prefill->setName(tr("Prefill"));
        prefill->append(r.prefillIntensity, r.attainable(r.prefillIntensity) / FlopsPerTeraflop);
    }
    return chart;
}

QString LatencyCharts::legendHtml(const Result &result, bool latency)
{
    QStringList entries;
    for (int i = 0; i < result.options.size(); ++i) {
        const OptionResult &option = result.options.at(i);
        if (latency ? drawsLatency(option) : drawsRoofline(option))
            entries.append(entry(ChartPalette::optionIn(result.options, i),
                                 QStringLiteral("\u2501\u2501"), option.name));
    }
    const QColor marks = ChartPalette::mutedText();
    if (latency) {
        entries.append(
                entry(ChartPalette::warning(), QStringLiteral("\u254D\u254D"), tr("Target")));
        entries.append(entry(marks, QStringLiteral("\u2506"), tr("SLO capacity (100%)")));
        entries.append(entry(marks, QStringLiteral("\u25C6"), tr("Peak-month load")));
    } else {
        entries.append(entry(marks, QStringLiteral("\u25CF"), tr("Decode")));
        entries.append(entry(marks, QStringLiteral("\u25A0"), tr("Prefill")));
        QColor memory = memoryShade();
        memory.setAlpha(110);
        QColor compute = computeShade();
        compute.setAlpha(110);
        entries.append(entry(memory, QStringLiteral("\u2588"), tr("Memory-bound")));
        entries.append(entry(compute, QStringLiteral("\u2588"), tr("Compute-bound")));
    }
    return entries.join(QStringLiteral("&nbsp;&nbsp; "));
}

QString LatencyCharts::latencySummary(const Result &result, const QLocale &locale)
{
    QStringList lines;
    for (int i = 0; i < result.options.size(); ++i) {
        const OptionResult &option = result.options.at(i);
        if (!option.feasible || !option.latency)
            continue;
        const Latency &latency = *option.latency;
        QString load;
        if (const std::optional<double> share = latency.shareOfCapacity())
            load = tr("peak-month load %1 of SLO capacity").arg(percent(*share, locale));
        else
            load = tr("no load meets the P99 targets");
        const QString figures
                = tr("%1; P99 TTFT %2, P99 TPOT %3; SLO capacity %4 tokens/s per replica")
                          .arg(load, milliseconds(latency.result.ttft.p99, locale),
                               milliseconds(latency.result.tpot.p99, locale),
                               significant(latency.sloCapacityTokensPerS, locale));
        lines.append(optionName(result, i, option.name) + QStringLiteral(": ") + unbroken(figures));
    }
    return lines.join(QStringLiteral("<br>"));
}

QString LatencyCharts::presentationHtml(const Result &result, const Workload &workload,
                                        const QLocale &locale)
{
    const auto figure = [&locale](const QString &label, double seconds, bool misses) {
        const QString text = keptTogether(label.arg(milliseconds(seconds, locale))).toHtmlEscaped();
        return misses ? QStringLiteral("<span style=\"color:%1\"><b>%2</b></span>")
                                .arg(ChartPalette::warning().name(), text)
                      : text;
    };
    QStringList entries;
    for (int i = 0; i < result.options.size(); ++i) {
        const OptionResult &option = result.options.at(i);
        if (!option.feasible || !option.latency)
            continue;
        const Latency &latency = *option.latency;
        QStringList parts{
            figure(tr("TTFT %1"), latency.result.ttft.p99, latency.missesTtft(workload.ttftMs)),
            figure(tr("TPOT %1"), latency.result.tpot.p99, latency.missesTpot(workload.tpotMs))
        };
        if (const std::optional<double> share = latency.shareOfCapacity())
            parts.append(keptTogether(tr("%1 of capacity").arg(percent(*share, locale)))
                                 .toHtmlEscaped());
        entries.append(QStringLiteral("<span style=\"white-space:nowrap\">%1 %2</span>")
                               .arg(optionName(result, i, keptTogether(option.name)),
                                    parts.join(QStringLiteral(" \u00B7 "))));
    }
    if (entries.isEmpty())
        return {};
    return QStringLiteral("<b>%1</b> %2")
            .arg(tr("P99 at the peak month:").toHtmlEscaped(),
                 entries.join(QStringLiteral("&nbsp;&nbsp;&nbsp; ")));
}

QString LatencyCharts::rooflineSummary(const Result &result, const QLocale &locale)
{
    QStringList lines;
    for (int i = 0; i < result.options.size(); ++i) {
        const OptionResult &option = result.options.at(i);
        if (!drawsRoofline(option))
            continue;
        const Roofline &r = option.sizing.roofline;
        const QString decode = r.decodeComputeBound() ? tr("decode %1 FLOP/byte, compute-bound")
                                                      : tr("decode %1 FLOP/byte, memory-bound");
        const QString prefill = r.prefillComputeBound() ? tr("prefill %1 FLOP/byte, compute-bound")
                                                        : tr("prefill %1 FLOP/byte, memory-bound");
        const QString text = tr("ridge %1 FLOP/byte; %2; %3")
                                     .arg(significant(r.ridgeFlopsPerByte, locale),
                                          decode.arg(significant(r.decodeIntensity, locale)),
                                          prefill.arg(significant(r.prefillIntensity, locale)));
        lines.append(optionName(result, i, option.name) + QStringLiteral(": ") + unbroken(text));
    }
    return lines.join(QStringLiteral("<br>"));
}

QString LatencyCharts::milliseconds(double seconds, const QLocale &locale)
{
    const double ms = seconds * MillisecondsPerSecond;
    const int decimals = ms < 10 ? 2 : (ms < 100 ? 1 : 0);
    return tr("%1 ms").arg(number(ms, decimals, locale));
}

QString LatencyCharts::percent(double share, const QLocale &locale)
{
    return tr("%1%").arg(number(share * PercentPerShare, 0, locale));
}

} // namespace infertco
