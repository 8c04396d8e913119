// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleetchart.h"

#include "charts/chartpalette.h"
#include "charts/chartstyle.h"

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

/// A whole-number tick step of 1, 2 or 5 × 10^k that puts at most eight ticks on 0..top.
int tickStep(int top)
{
    int step = 1;
    for (int decade = 1;; decade *= 10) {
        for (int factor : { 1, 2, 5 }) {
            step = factor * decade;
            if (top / step <= 8)
                return step;
        }
    }
}

} // namespace

bool FleetChart::draws(const OptionResult &option, Servers servers)
{
    if (!option.feasible || option.fleet.empty())
        return false;
    if (option.mode == OptionMode::Hybrid)
        return true;
    return (servers == Servers::Owned) == (option.mode == OptionMode::Colo);
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

QChart *FleetChart::build(const Result &result, const ChartStyle &style)
{
    QChart *chart = style.newChart(tr("Servers per month, owned and rented"));
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

    auto *serverAxis = new QValueAxis;
    serverAxis->setLabelFormat(QStringLiteral("%d"));
    serverAxis->setTitleText(tr("Servers"));
    style.styleAxis(serverAxis);
    chart->addAxis(serverAxis, Qt::AlignLeft);

    int top = 0;
    QList<QLineSeries *> lines;
    for (int index = 0; index < result.options.size(); ++index) {
        const OptionResult &option = result.options.at(index);
        for (Servers servers : { Servers::Owned, Servers::Rented }) {
            if (!draws(option, servers))
                continue;
            auto *line = new QLineSeries;
            line->setName(servers == Servers::Owned ? tr("%1, owned").arg(option.name)
                                                    : tr("%1, rented").arg(option.name));
            // DESIGN 8: owned (colo) lines solid, rented lines dashed, in the option's colour.
            QPen pen(ChartPalette::option(index), 2.5 * style.scale);
            pen.setStyle(ChartPalette::lineStyle(servers == Servers::Owned ? OptionMode::Colo
                                                                           : OptionMode::Rent));
            pen.setCapStyle(Qt::FlatCap);
            line->setPen(pen);
            const QList<QPointF> points = steps(option, servers);
            line->append(points);
            for (const QPointF &point : points)
                top = std::max(top, static_cast<int>(point.y()));
            chart->addSeries(line);
            line->attachAxis(monthAxis);
            line->attachAxis(serverAxis);
            lines.append(line);
        }
    }
    if (lines.isEmpty())
        chart->legend()->hide();
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);

    // Room above the largest fleet so that its line does not run along the plot's edge.
    const int step = tickStep(std::max(1, top));
    const int ceiling = (top / step + 1) * step;
    serverAxis->setRange(0, ceiling);
    serverAxis->setTickType(QValueAxis::TicksDynamic);
    serverAxis->setTickAnchor(0);
    serverAxis->setTickInterval(step);
    return chart;
}

} // namespace infertco
