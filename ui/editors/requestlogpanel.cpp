// SPDX-License-Identifier: GPL-3.0-or-later
#include "requestlogpanel.h"

#include "charts/chartpalette.h"
#include "charts/chartstyle.h"
#include "charts/chartview.h"
#include "charts/valueaxis.h"
#include "cost/latencyinputs.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace infertco {

namespace {

constexpr int ChartHeight = 230;
constexpr int ChartMinimumWidth = 260;

ChartView *newChartView(const QString &objectName, QWidget *parent)
{
    auto *view = new ChartView(parent);
    view->setObjectName(objectName);
    // Narrow enough for the form's one column beside the results dock at 1366 x 768: the chart
    // fits its plot to the width it gets rather than widening the form.
    view->setMinimumSize(ChartMinimumWidth, ChartHeight);
    return view;
}

/// A count axis from 0 with whole ticks (ValueAxis::wholeStep), room above the largest.
QValueAxis *countAxis(double largest, const QString &title, const ChartStyle &style)
{
    auto *axis = new QValueAxis;
    const auto top = static_cast<long long>(std::ceil(std::max(largest, 1.0)));
    const long long step = ValueAxis::wholeStep(top);
    ValueAxis::setTicks(axis, 0, static_cast<double>((top / step + 1) * step),
                        static_cast<double>(step));
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setTitleText(title);
    style.styleAxis(axis);
    axis->setTruncateLabels(false);
    return axis;
}

} // namespace

RequestLogPanel::RequestLogPanel(QWidget *parent)
    : QGroupBox(parent),
      m_note(new QLabel(this)),
      m_figures(new QWidget(this)),
      m_lengthsView(newChartView(QStringLiteral("logLengthsChart"), this)),
      m_arrivalsView(newChartView(QStringLiteral("logArrivalsChart"), this))
{
    setObjectName(QStringLiteral("requestLogPanel"));
    m_note->setObjectName(QStringLiteral("requestLogNote"));
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    auto *grid = new QGridLayout(m_figures);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(4);
    static const char *const names[]
            = { "logName", "logRequests", "logRate", "logPrompt", "logOutput", "logGapCv" };
    for (int row = 0; row < int(std::size(names)); ++row) {
        auto *label = new QLabel(m_figures);
        auto *value = new QLabel(m_figures);
        value->setObjectName(QString::fromLatin1(names[row]));
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        grid->addWidget(label, row, 0, Qt::AlignLeft | Qt::AlignTop);
        grid->addWidget(value, row, 1);
        m_labels.append(label);
        m_values.append(value);
    }
    grid->setColumnStretch(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(8);
    layout->addWidget(m_note);
    layout->addWidget(m_figures);
    layout->addWidget(m_lengthsView);
    layout->addWidget(m_arrivalsView);
    rebuild();
}

void RequestLogPanel::setWorkload(const Workload &workload, const Catalog &catalog)
{
    m_workload = workload;
    m_catalog = catalog;
    rebuild();
}

QList<QPair<QString, QString>> RequestLogPanel::figureTexts() const
{
    QList<QPair<QString, QString>> rows;
    if (m_figures->isHidden())
        return rows;
    for (int i = 0; i < m_labels.size(); ++i)
        rows.append({ m_labels.at(i)->text(), m_values.at(i)->text() });
    return rows;
}

QString RequestLogPanel::noteText() const
{
    return m_note->text();
}

void RequestLogPanel::changeEvent(QEvent *event)
{
    QGroupBox::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        rebuild();
}

void RequestLogPanel::rebuild()
{
    setTitle(tr("Request log"));
    const RequestLog *log = m_workload.requestLog.isEmpty()
            ? nullptr
            : m_catalog.requestLog(m_workload.requestLog);
    const bool shown = log && log->requests && log->rowCount() >= RequestLogRows::MinRows;
    m_figures->setVisible(shown);
    m_lengthsView->setVisible(shown);
    m_arrivalsView->setVisible(shown);
    if (!shown) {
        m_rows.reset();
        m_lengthBins.clear();
        m_arrivals = ArrivalsPerMinute();
        m_note->setText(m_workload.requestLog.isEmpty()
                                ? tr("No request log: import one with File > Import Request "
                                     "Log…, then name it under Request log above to replay "
                                     "its lengths or its arrivals.")
                                : tr("This document has no request log \"%1\".")
                                          .arg(m_workload.requestLog));
        return;
    }
    m_note->setText(LatencyInputs::sentence(m_workload, m_catalog));
    // docs/serving.md, "Request logs": the rows are shared and immutable, so the figures and
    // bins are made once per log, not on every edit of the scenario.
    if (m_rows != log->requests || m_summary.id != log->id) {
        m_rows = log->requests;
        m_summary = summarizeLog(log->id, *m_rows);
        m_lengthBins = lengthHistogram(*m_rows);
        m_arrivals = arrivalsPerMinute(*m_rows);
    }
    const QLocale locale = this->locale();
    const auto lengths = [&](const LengthSummary &s) {
        return tr("mean %1 · P99 %2 · longest %3")
                .arg(locale.toString(s.mean, 'f', 1), locale.toString(s.p99),
                     locale.toString(s.max));
    };
    const QStringList labels{ tr("Name"),          tr("Requests"),      tr("Rate"),
                              tr("Prompt tokens"), tr("Output tokens"), tr("Gap CV") };
    const QStringList values{
        log->name.isEmpty() ? log->id : tr("%1 (%2)").arg(log->name, log->id),
        locale.toString(m_summary.requests),
        tr("%1 requests/s").arg(locale.toString(m_summary.ratePerS, 'f', 3)),
        lengths(m_summary.promptTokens),
        lengths(m_summary.outputTokens),
        locale.toString(m_summary.gapCv, 'f', 3),
    };
    for (int i = 0; i < m_labels.size(); ++i) {
        m_labels.at(i)->setText(labels.at(i));
        m_values.at(i)->setText(values.at(i));
    }
    m_labels.last()->setToolTip(tr("The spread of the gaps between arrivals over their mean: 1 "
                                   "for Poisson arrivals, more for bursts."));
    m_lengthsView->setChartOwned(lengthsChart());
    m_arrivalsView->setChartOwned(arrivalsChart());
}

QChart *RequestLogPanel::lengthsChart() const
{
    ChartStyle style;
    style.locale = locale();
    style.font = font();
    style.interactive = false;
    QChart *chart = style.newChart(tr("Prompt and output lengths"));
    auto *prompts = new QBarSet(tr("Prompt"));
    auto *outputs = new QBarSet(tr("Output"));
    prompts->setColor(ChartPalette::option(0));
    outputs->setColor(ChartPalette::option(1));
    prompts->setBorderColor(Qt::white);
    outputs->setBorderColor(Qt::white);
    QStringList categories;
    qint64 largest = 0;
    for (const LengthBin &bin : m_lengthBins) {
        // Bins start at powers of two: 1K is 1,024 tokens, 1M 1,048,576, so every label is short.
        const qint64 from = bin.from;
        categories.append(from >= (qint64(1) << 20)
                                  ? tr("%1M").arg(style.locale.toString(from >> 20))
                                  : from >= 1024 ? tr("%1K").arg(style.locale.toString(from >> 10))
                                                 : style.locale.toString(from));
        prompts->append(static_cast<double>(bin.prompts));
        outputs->append(static_cast<double>(bin.outputs));
        largest = std::max({ largest, bin.prompts, bin.outputs });
    }
    auto *series = new QBarSeries;
    series->append(prompts);
    series->append(outputs);
    series->setBarWidth(0.85);
    chart->addSeries(series);
    auto *bins = new QBarCategoryAxis;
    bins->append(categories);
    bins->setTitleText(tr("Tokens (1K = 1,024)"));
    style.styleAxis(bins);
    bins->setTruncateLabels(false);
    bins->setGridLineVisible(false);
    chart->addAxis(bins, Qt::AlignBottom);
    series->attachAxis(bins);
    QValueAxis *requests = countAxis(static_cast<double>(largest), tr("Requests"), style);
    chart->addAxis(requests, Qt::AlignLeft);
    series->attachAxis(requests);
    return chart;
}

QChart *RequestLogPanel::arrivalsChart() const
{
    ChartStyle style;
    style.locale = locale();
    style.font = font();
    style.interactive = false;
    QChart *chart = style.newChart(m_arrivals.binMinutes == 1
                                           ? tr("Arrivals per minute")
                                           : tr("Arrivals per minute, averaged over %n minute(s)",
                                                nullptr, m_arrivals.binMinutes));
    chart->legend()->hide();
    auto *line = new QLineSeries;
    QPen pen(ChartPalette::accent(), 1.6);
    line->setPen(pen);
    double largest = 0;
    // Each bin drawn flat over its minutes, so that the line reads as counts per interval.
    for (qsizetype k = 0; k < m_arrivals.perMinute.size(); ++k) {
        const double start = static_cast<double>(k) * m_arrivals.binMinutes;
        const double value = m_arrivals.perMinute.at(k);
        line->append(start, value);
        line->append(start + m_arrivals.binMinutes, value);
        largest = std::max(largest, value);
    }
    chart->addSeries(line);
    auto *minutes = new QValueAxis;
    const auto span = static_cast<long long>(m_arrivals.perMinute.size()) * m_arrivals.binMinutes;
    const long long step = ValueAxis::wholeStep(std::max<long long>(1, span));
    ValueAxis::setTicks(minutes, 0, static_cast<double>(span), static_cast<double>(step));
    minutes->setLabelFormat(QStringLiteral("%.0f"));
    minutes->setTitleText(tr("Minutes since the first request"));
    style.styleAxis(minutes);
    chart->addAxis(minutes, Qt::AlignBottom);
    line->attachAxis(minutes);
    QValueAxis *requests = countAxis(largest, tr("Requests per minute"), style);
    chart->addAxis(requests, Qt::AlignLeft);
    line->attachAxis(requests);
    return chart;
}

} // namespace infertco
