// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleetchart.h"

#include "charts/chartpalette.h"
#include "charts/chartstyle.h"
#include "charts/valueaxis.h"

#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace infertco {

namespace {

int count(const FleetMonth &month, FleetChart::Servers servers)
{
    return servers == FleetChart::Servers::Owned ? month.ownedServers : month.rentedServers;
}

} // namespace

bool FleetChart::draws(const OptionResult &option, Servers servers)
{
    if (!option.feasible || option.fleet.empty())
        return false;
    return servers == Servers::Owned ? ownsHardware(option.mode) : rentsServers(option.mode);
}

QList<QPointF> FleetChart::steps(const OptionResult &option, Servers servers)
{
    QList<QPointF> points;
    const auto months = static_cast<int>(option.fleet.size());
    points.reserve(2 * months);
    for (int m = 0; m < months; ++m) {
        const int value = count(option.fleet[static_cast<size_t>(m)], servers);
        if (m == 0 || value != points.constLast().y())
            points.append(QPointF(m, value));
        if (m + 1 < months)
            points.append(QPointF(m + 1, value));
    }
    return points;
}

namespace {

const char *const FleetShapeProperty = "infertcoFleetShape";

/// The lines the chart has (option index and kind of server, in order) and the style it was
/// built in: an edit that keeps them updates the chart on screen.
QString fleetShape(const Result &result, const ChartStyle &style)
{
    QString shape = QStringLiteral("%1 %2 %3 |")
                            .arg(style.scale)
                            .arg(style.locale.name(), style.font.toString());
    for (int index = 0; index < result.options.size(); ++index) {
        for (FleetChart::Servers servers :
             { FleetChart::Servers::Owned, FleetChart::Servers::Rented }) {
            if (FleetChart::draws(result.options.at(index), servers))
                shape += QStringLiteral(" %1%2").arg(index).arg(
                        servers == FleetChart::Servers::Owned ? QLatin1Char('o')
                                                              : QLatin1Char('r'));
        }
    }
    return shape;
}

/// The data of a build() chart: line names, pens and steps, and both axes' ranges.
void fill(QChart *chart, const Result &result, const ChartStyle &style)
{
    auto *monthAxis = static_cast<QValueAxis *>(chart->axes(Qt::Horizontal).first());
    auto *serverAxis = static_cast<QValueAxis *>(chart->axes(Qt::Vertical).first());
    ValueAxis::setTicks(monthAxis, 0, result.horizonMonths,
                        result.horizonMonths > 60 ? 12 : (result.horizonMonths > 24 ? 6 : 3));
    const QList<QAbstractSeries *> series = chart->series();
    qsizetype next = 0;
    qint64 top = 0;
    for (int index = 0; index < result.options.size(); ++index) {
        const OptionResult &option = result.options.at(index);
        for (FleetChart::Servers servers :
             { FleetChart::Servers::Owned, FleetChart::Servers::Rented }) {
            if (!FleetChart::draws(option, servers) || next >= series.size())
                continue;
            auto *line = static_cast<QLineSeries *>(series.at(next++));
            const QString name = servers == FleetChart::Servers::Owned
                    ? FleetChart::tr("%1, owned").arg(option.name)
                    : FleetChart::tr("%1, rented").arg(option.name);
            if (line->name() != name)
                line->setName(name);
            // docs/architecture.md, "Folders": owned (colo) lines solid, rented lines dashed, in
            // the option's colour.
            QPen pen(ChartPalette::optionIn(result.options, index), 2.5 * style.scale);
            pen.setStyle(ChartPalette::lineStyle(
                    servers == FleetChart::Servers::Owned ? OptionMode::Colo : OptionMode::Rent));
            pen.setCapStyle(Qt::FlatCap);
            if (line->pen() != pen)
                line->setPen(pen);
            const QList<QPointF> points = FleetChart::steps(option, servers);
            for (const QPointF &point : points)
                top = std::max(top, static_cast<qint64>(point.y()));
            if (line->points() != points)
                line->replace(points);
        }
    }
    // Room above the largest fleet so that its line does not run along the plot's edge.
    const qint64 step = ValueAxis::wholeStep(std::max<qint64>(1, top));
    const qint64 ceiling = (top / step + 1) * step;
    ValueAxis::setTicks(serverAxis, 0, static_cast<double>(ceiling), static_cast<double>(step));
}

} // namespace

QChart *FleetChart::build(const Result &result, const ChartStyle &style)
{
    QChart *chart = style.newChart(tr("Servers per month, owned and rented"));
    chart->setProperty(FleetShapeProperty, fleetShape(result, style));
    auto *monthAxis = new QValueAxis;
    monthAxis->setLabelFormat(QStringLiteral("%d"));
    monthAxis->setTitleText(tr("Month"));
    style.styleAxis(monthAxis);
    chart->addAxis(monthAxis, Qt::AlignBottom);

    auto *serverAxis = new QValueAxis;
    serverAxis->setLabelFormat(QStringLiteral("%d"));
    serverAxis->setTitleText(tr("Servers"));
    style.styleAxis(serverAxis);
    chart->addAxis(serverAxis, Qt::AlignLeft);

    int lines = 0;
    for (const OptionResult &option : result.options) {
        for (Servers servers : { Servers::Owned, Servers::Rented }) {
            if (!draws(option, servers))
                continue;
            auto *line = new QLineSeries;
            chart->addSeries(line);
            line->attachAxis(monthAxis);
            line->attachAxis(serverAxis);
            ++lines;
        }
    }
    if (lines == 0)
        chart->legend()->hide();
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    fill(chart, result, style);
    return chart;
}

bool FleetChart::update(QChart *chart, const Result &result, const ChartStyle &style)
{
    if (!chart || chart->property(FleetShapeProperty).toString() != fleetShape(result, style))
        return false;
    fill(chart, result, style);
    return true;
}

} // namespace infertco
