// SPDX-License-Identifier: GPL-3.0-or-later
#include "latencyview.h"

#include "charts/chartpalette.h"
#include "charts/chartstyle.h"
#include "latencycharts.h"
#include "charts/chartview.h"

#include <QBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QScrollArea>

namespace infertco {

namespace {

constexpr int ChartMinimumHeight = 250;
// Wider than this, the two latency charts stand side by side.
constexpr int SideBySideWidth = 980;

QLabel *newTextLabel(const QString &objectName, QWidget *parent, bool muted)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setContentsMargins(12, 0, 12, 0);
    if (muted) {
        QPalette palette = label->palette();
        palette.setColor(QPalette::WindowText, ChartPalette::mutedText());
        label->setPalette(palette);
    }
    return label;
}

ChartView *newChartView(const QString &objectName, QWidget *parent)
{
    auto *view = new ChartView(parent);
    view->setObjectName(objectName);
    view->setMinimumSize(320, ChartMinimumHeight);
    return view;
}

ChartStyle styleFor(const QWidget *widget, int width)
{
    ChartStyle style;
    style.locale = widget->locale();
    style.font = widget->font();
    style.chartWidth = width;
    return style;
}

/// A page that scrolls when the dock is shorter than its charts need.
QScrollArea *scrolling(QWidget *page, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setWidget(page);
    return area;
}

} // namespace

LatencyView::LatencyView(QWidget *parent)
    : QWidget(parent),
      m_status(nullptr),
      m_inputs(nullptr),
      m_charts(nullptr),
      m_ttft(nullptr),
      m_tpot(nullptr),
      m_legend(nullptr),
      m_summary(nullptr)
{
    setObjectName(QStringLiteral("latencyView"));
    auto *page = new QWidget;
    m_status = newTextLabel(QStringLiteral("latencyStatus"), page, true);
    m_inputs = newTextLabel(QStringLiteral("latencyInputs"), page, false);
    m_inputs->setTextFormat(Qt::PlainText);
    m_ttft = newChartView(QStringLiteral("ttftChart"), page);
    m_tpot = newChartView(QStringLiteral("tpotChart"), page);
    m_legend = newTextLabel(QStringLiteral("latencyLegend"), page, false);
    m_legend->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_summary = newTextLabel(QStringLiteral("latencySummary"), page, false);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_charts = new QBoxLayout(QBoxLayout::TopToBottom);
    m_charts->setSpacing(8);
    m_charts->addWidget(m_ttft, 1);
    m_charts->addWidget(m_tpot, 1);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 6, 0, 6);
    layout->setSpacing(6);
    layout->addWidget(m_status);
    layout->addWidget(m_inputs);
    layout->addLayout(m_charts, 1);
    layout->addWidget(m_legend);
    layout->addWidget(m_summary);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scrolling(page, this));
    updateStatus();
}

void LatencyView::setResult(const Result &result, const Workload &workload, bool hasLatency)
{
    m_result = LatencyCharts::drawable(result);
    m_workload = workload;
    m_hasLatency = hasLatency;
    // docs/architecture.md, "Tests": an edit whose latency is still on its way draws nothing here;
    // the charts follow when it arrives, and only while they are seen.
    if (hasLatency) {
        m_stale = true;
        if (isVisible())
            rebuild();
    }
    updateStatus();
}

void LatencyView::setInputs(const QString &sentence)
{
    m_inputs->setText(sentence);
}

QString LatencyView::inputsText() const
{
    return m_inputs->text();
}

void LatencyView::setSimulating(bool simulating)
{
    m_simulating = simulating;
    updateStatus();
}

QString LatencyView::statusText() const
{
    return m_status->isHidden() ? QString() : m_status->text();
}

QString LatencyView::summaryText() const
{
    return m_summary->text();
}

void LatencyView::updateStatus()
{
    QString text;
    if (m_simulating)
        text = tr("Simulating… the P99 figures follow as soon as the simulation ends.");
    else if (!m_result)
        text = tr("The latency appears here as soon as the scenario can be computed.");
    else if (!m_hasLatency)
        text = tr("No latency figures for these inputs.");
    else if (!LatencyCharts::hasSweep(*m_result))
        text = tr("No option could be simulated: the advice says why.");
    m_status->setText(text.toHtmlEscaped());
    m_status->setHidden(text.isEmpty());
    const bool drawn = m_hasLatency && m_result && LatencyCharts::hasSweep(*m_result);
    // The last charts stay, faded, while the next figures are simulated.
    for (ChartView *view : { m_ttft, m_tpot }) {
        view->setVisible(drawn
                         || (m_simulating && view->chart() && !view->chart()->series().isEmpty()));
        if (view->chart())
            view->chart()->setOpacity(m_simulating ? 0.3 : 1.0);
    }
    m_legend->setVisible(drawn);
    m_summary->setVisible(drawn);
    // docs/serving.md, "Request logs": which requests the figures come from, beside them.
    m_inputs->setVisible((drawn || m_simulating) && !m_inputs->text().isEmpty());
}

void LatencyView::rebuild()
{
    if (!m_stale || !m_result || !m_hasLatency)
        return;
    m_stale = false;
    arrange();
    const bool sideBySide = m_charts->direction() == QBoxLayout::LeftToRight;
    const ChartStyle style = styleFor(this, sideBySide ? width() / 2 : width());
    m_ttft->setChartOwned(LatencyCharts::againstLoad(
            *m_result, m_workload, LatencyCharts::Metric::TimeToFirstToken, style));
    m_tpot->setChartOwned(LatencyCharts::againstLoad(
            *m_result, m_workload, LatencyCharts::Metric::TimePerOutputToken, style));
    m_legend->setFont(style.scaledFont(9));
    m_legend->setText(LatencyCharts::legendHtml(*m_result, true));
    m_summary->setText(LatencyCharts::latencySummary(*m_result, locale()));
    updateStatus();
}

void LatencyView::arrange()
{
    m_charts->setDirection(width() >= SideBySideWidth ? QBoxLayout::LeftToRight
                                                      : QBoxLayout::TopToBottom);
}

void LatencyView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    rebuild();
}

void LatencyView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void LatencyView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        m_stale = m_hasLatency;
        if (isVisible())
            rebuild();
        updateStatus();
    }
}

RooflineView::RooflineView(QWidget *parent)
    : QWidget(parent), m_chart(nullptr), m_empty(nullptr), m_legend(nullptr), m_summary(nullptr)
{
    setObjectName(QStringLiteral("rooflineView"));
    auto *page = new QWidget;
    m_chart = newChartView(QStringLiteral("rooflineChart"), page);
    m_chart->setMinimumHeight(300);
    m_empty = newTextLabel(QStringLiteral("rooflineEmpty"), page, true);
    m_legend = newTextLabel(QStringLiteral("rooflineLegend"), page, false);
    m_legend->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_summary = newTextLabel(QStringLiteral("rooflineSummary"), page, false);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 6, 0, 6);
    layout->setSpacing(6);
    layout->addWidget(m_empty);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_legend);
    layout->addWidget(m_summary);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scrolling(page, this));
    m_empty->hide();
}

void RooflineView::setResult(const Result &result)
{
    m_result = LatencyCharts::drawable(result);
    m_stale = true;
    if (isVisible())
        rebuild();
}

QString RooflineView::summaryText() const
{
    return m_summary->text();
}

void RooflineView::rebuild()
{
    if (!m_stale || !m_result)
        return;
    m_stale = false;
    const bool drawn = LatencyCharts::hasRoofline(*m_result);
    m_empty->setText(tr("No feasible option to place on the roofline.").toHtmlEscaped());
    m_empty->setVisible(!drawn);
    m_chart->setVisible(drawn);
    m_legend->setVisible(drawn);
    m_summary->setVisible(drawn);
    if (!drawn)
        return;
    const ChartStyle style = styleFor(this, width());
    m_chart->setChartOwned(LatencyCharts::roofline(*m_result, style));
    m_legend->setFont(style.scaledFont(9));
    m_legend->setText(LatencyCharts::legendHtml(*m_result, false));
    m_summary->setText(LatencyCharts::rooflineSummary(*m_result, locale()));
}

void RooflineView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    rebuild();
}

void RooflineView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        m_stale = m_result.has_value();
        if (isVisible())
            rebuild();
    }
}

} // namespace infertco
