// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard.h"

#include "adviceview.h"
#include "analysis/breakeventext.h"
#include "chartbuilder.h"
#include "charts/chartpalette.h"
#include "charts/chartview.h"
#include "figurecard.h"
#include "fleetchart.h"
#include "headlinefigures.h"
#include "latency/latencycharts.h"
#include "latency/latencyview.h"
#include "resultstablemodel.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace infertco {

namespace {

constexpr int MinimumCardWidth = 210;
// Presentation type at 1600 × 1000, and how far other screens take it.
constexpr qreal PresentationChartScale = 1.4;
constexpr qreal MinimumPresentationScale = 1.1;
constexpr qreal MaximumPresentationScale = 1.8;
/// The smallest type the presentation bar labels take before names go
/// missing (Qt leaves out category labels that overlap).
constexpr qreal MinimumPresentationLabelScale = 0.8;
// The share of a chart's width its option names may take before they wrap.
constexpr qreal PresentationNameShare = 0.38;
// What a presentation bar chart takes besides its plot (its title, money axis and margins) at
// scale 1, measured on the breakdown: 245 px high with a 182 px plot at scale 1.1.
constexpr qreal PresentationChartChrome = 60;
// The same on the desktop, where the legend may take a quarter of the width on the right.
constexpr qreal DesktopNameShare = 0.28;
// How far the names may widen when the rows are too short for them wrapped.
constexpr qreal MaximumDesktopNameShare = 0.4;
// Charts are built again for the new width once the dashboard is this much wider or narrower.
constexpr int ChartRebuildStep = 80;
// Narrower charts show the breakdown's legend under the bars, not beside them.
constexpr int NarrowChartWidth = 520;
constexpr int ChartMinimumHeight = 260;
constexpr int PresentationChartMinimumHeight = 150;
// The smallest type the desktop charts take to keep every option's name (ten options in a
// 660 x 700 dock, the cards' rows at their full height, need 0.6).
constexpr qreal MinimumDesktopScale = 0.6;
constexpr int MaxProblemsListed = 8;

ChartView *newChartView(const QString &objectName, QWidget *parent)
{
    auto *view = new ChartView(parent);
    view->setObjectName(objectName);
    view->setMinimumSize(360, ChartMinimumHeight);
    return view;
}

/// The most lines a feasible option's name takes wrapped to `width` in `font` (at least 1).
qsizetype nameLines(const Result &result, const QFont &font, qreal width)
{
    qsizetype lines = 1;
    for (const OptionResult &option : result.options) {
        if (option.feasible)
            lines = std::max(lines, ChartBuilder::wrappedName(option.name, font, width).size());
    }
    return lines;
}

/// A tab page whose height does not follow its width: its wrapping legend has a fixed height
/// (see rebuildCharts), and the chart takes what is left.
class ChartPage : public QWidget
{
public:
    using QWidget::QWidget;
    bool hasHeightForWidth() const override { return false; }
};

/// A legend under a presentation chart that wraps onto more lines instead of cutting names.
QLabel *newLegendLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    label->setContentsMargins(12, 0, 12, 0);
    return label;
}

/// A presentation chart with its legend below it.
QWidget *chartWithLegend(ChartView *view, QLabel *legend, QWidget *parent)
{
    auto *column = new QWidget(parent);
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    view->setParent(column);
    legend->setParent(column);
    layout->addWidget(view, 1);
    layout->addWidget(legend);
    return column;
}

} // namespace

Dashboard::Dashboard(QWidget *parent)
    : QWidget(parent),
      m_banner(new QLabel(this)),
      m_placeholder(new QLabel(this)),
      m_content(new QWidget(this)),
      m_cardArea(new QWidget(m_content)),
      m_cardGrid(new QGridLayout(m_cardArea)),
      m_tabs(new QTabWidget(m_content)),
      m_breakdownView(newChartView(QStringLiteral("breakdownChart"), m_tabs)),
      m_cumulativeView(newChartView(QStringLiteral("cumulativeChart"), m_tabs)),
      m_breakEvenCaption(new QLabel(m_tabs)),
      m_tokensView(newChartView(QStringLiteral("tokensChart"), m_tabs)),
      m_table(new QTableView(m_tabs)),
      m_tableModel(new ResultsTableModel(this)),
      m_tableCaption(new QLabel(m_tabs)),
      m_advice(new AdviceView(m_tabs)),
      m_presentationHeader(new QWidget(m_content)),
      m_presentationTitle(new QLabel(m_presentationHeader)),
      m_presentationWorkload(new QLabel(m_presentationHeader)),
      m_presentationLatency(new QLabel(m_presentationHeader)),
      m_latencyView(new LatencyView(m_tabs)),
      m_rooflineView(new RooflineView(m_tabs)),
      m_presentationPage(new QWidget(m_content)),
      m_presentationBreakdown(
              newChartView(QStringLiteral("presentationBreakdownChart"), m_presentationPage)),
      m_presentationCumulative(
              newChartView(QStringLiteral("presentationCumulativeChart"), m_presentationPage)),
      m_presentationBreakdownLegend(
              newLegendLabel(QStringLiteral("presentationBreakdownLegend"), m_presentationPage)),
      m_presentationCumulativeLegend(
              newLegendLabel(QStringLiteral("presentationCumulativeLegend"), m_presentationPage))
{
    setObjectName(QStringLiteral("dashboard"));
    setMinimumSize(420, 360);
    // On a 1366 x 768 screen the header, the cards and two charts of the desktop's minimum
    // height did not fit: the layout then laid each legend over its chart's axis labels. The
    // presentation's charts may be shorter; their rows are fitted to the height they get.
    for (ChartView *view : { m_presentationBreakdown, m_presentationCumulative })
        view->setMinimumHeight(PresentationChartMinimumHeight);

    m_banner->setObjectName(QStringLiteral("problemBanner"));
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::RichText);
    m_banner->setStyleSheet(
            QStringLiteral("QLabel { background: %1; color: %2; "
                           "border-left: 4px solid %2; padding: 8px 12px; }")
                    .arg(ChartPalette::problemBackground().name(), ChartPalette::warning().name()));
    m_banner->hide();

    m_recomputingNote = new QLabel(this);
    m_recomputingNote->setObjectName(QStringLiteral("recomputingNote"));
    m_recomputingNote->setWordWrap(true);
    m_recomputingNote->setStyleSheet(
            QStringLiteral("QLabel { background: %1; border-left: 4px solid %2; "
                           "padding: 6px 12px; }")
                    .arg(ChartPalette::problemBackground().name(),
                         ChartPalette::mutedText().name()));
    m_recomputingNote->hide();

    m_placeholder->setObjectName(QStringLiteral("placeholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setText(tr("Results appear here as soon as a scenario can be computed."));
    QPalette muted = m_placeholder->palette();
    muted.setColor(QPalette::WindowText, ChartPalette::mutedText());
    m_placeholder->setPalette(muted);

    const QStringList cardNames{ QStringLiteral("cheapestCard"), QStringLiteral("totalCard"),
                                 QStringLiteral("npvCard"), QStringLiteral("breakEvenCard"),
                                 QStringLiteral("costPerTokenCard") };
    m_cardArea->installEventFilter(this);
    m_breakdownView->installEventFilter(this);
    m_presentationBreakdown->installEventFilter(this);
    m_cardGrid->setContentsMargins(0, 0, 0, 0);
    m_cardGrid->setSpacing(10);
    for (const QString &name : cardNames) {
        auto *card = new FigureCard(m_cardArea);
        card->setObjectName(name);
        card->setValueWraps(name == cardNames.first());
        m_cards.append(card);
    }

    auto *cumulativePage = new QWidget(m_tabs);
    auto *cumulativeLayout = new QVBoxLayout(cumulativePage);
    cumulativeLayout->setContentsMargins(0, 0, 0, 6);
    m_cumulativeView->setParent(cumulativePage);
    m_breakEvenCaption->setParent(cumulativePage);
    m_breakEvenCaption->setObjectName(QStringLiteral("breakEvenCaption"));
    m_breakEvenCaption->setWordWrap(true);
    m_breakEvenCaption->setContentsMargins(12, 0, 12, 0);
    m_breakEvenCaption->setPalette(muted);
    cumulativeLayout->addWidget(m_cumulativeView, 1);
    cumulativeLayout->addWidget(m_breakEvenCaption);

    m_table->setObjectName(QStringLiteral("resultsTable"));
    m_table->setModel(m_tableModel);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setStyleSheet(QStringLiteral("QTableView::item { padding: 3px 12px; }"));
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_advice->setObjectName(QStringLiteral("adviceView"));

    m_tabs->setObjectName(QStringLiteral("resultTabs"));
    m_tabs->setDocumentMode(true);
    // In a narrow dock the legend goes under the bars as wrapping text, leaving the names
    // the width beside them.
    auto *breakdownPage = new ChartPage(m_tabs);
    auto *breakdownLayout = new QVBoxLayout(breakdownPage);
    breakdownLayout->setContentsMargins(0, 0, 0, 6);
    breakdownLayout->setSpacing(2);
    m_breakdownView->setParent(breakdownPage);
    m_breakdownLegend = newLegendLabel(QStringLiteral("breakdownLegend"), breakdownPage);
    m_breakdownLegend->hide();
    breakdownLayout->addWidget(m_breakdownView, 1);
    breakdownLayout->addWidget(m_breakdownLegend);
    m_tabs->addTab(breakdownPage, QString());
    m_tabs->addTab(cumulativePage, QString());
    m_tabs->addTab(newChartView(QStringLiteral("fleetChart"), m_tabs), QString());
    m_tabs->addTab(m_tokensView, QString());
    // docs/serving.md, "Request logs": under the table, which requests its latency rows were
    // simulated with.
    auto *tablePage = new QWidget(m_tabs);
    tablePage->setObjectName(QStringLiteral("resultsTablePage"));
    auto *tableLayout = new QVBoxLayout(tablePage);
    tableLayout->setContentsMargins(0, 0, 0, 6);
    tableLayout->setSpacing(4);
    m_table->setParent(tablePage);
    m_tableCaption->setParent(tablePage);
    m_tableCaption->setObjectName(QStringLiteral("tableCaption"));
    m_tableCaption->setWordWrap(true);
    m_tableCaption->setContentsMargins(12, 0, 12, 0);
    m_tableCaption->setPalette(muted);
    m_tableCaption->hide();
    tableLayout->addWidget(m_table, 1);
    tableLayout->addWidget(m_tableCaption);
    m_tabs->addTab(tablePage, QString());
    m_tabs->addTab(m_advice, QString());
    // docs/serving.md, "The serving simulation" after the tabs people knew, so that a narrow dock
    // keeps those in view.
    m_tabs->addTab(m_latencyView, QString());
    m_tabs->addTab(m_rooflineView, QString());
    // Every tab stays in view, in every language and down to a narrow dock: short titles,
    // shortened further rather than scrolled out of sight (the scroll buttons drew blank
    // under the application's style sheet); the full name is the tab's tooltip.
    m_tabs->setUsesScrollButtons(false);
    m_tabs->setElideMode(Qt::ElideRight);
    setTabTitles();
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_advice)
            updateAdvice();
        if (m_tabs->currentWidget() == m_latencyView)
            Q_EMIT latencyWanted();
    });

    m_presentationLayout = new QBoxLayout(QBoxLayout::LeftToRight, m_presentationPage);
    m_presentationLayout->setContentsMargins(0, 0, 0, 0);
    m_presentationLayout->setSpacing(24);
    m_presentationLayout->addWidget(chartWithLegend(m_presentationBreakdown,
                                                    m_presentationBreakdownLegend,
                                                    m_presentationPage),
                                    1);
    m_presentationLayout->addWidget(chartWithLegend(m_presentationCumulative,
                                                    m_presentationCumulativeLegend,
                                                    m_presentationPage),
                                    1);
    m_presentationPage->hide();

    // Presenting, the room sees which scenario and workload the figures are for.
    m_presentationTitle->setObjectName(QStringLiteral("presentationTitle"));
    m_presentationTitle->setWordWrap(true);
    m_presentationWorkload->setObjectName(QStringLiteral("presentationWorkload"));
    m_presentationWorkload->setWordWrap(true);
    auto *headerLayout = new QVBoxLayout(m_presentationHeader);
    headerLayout->setContentsMargins(0, 0, 0, 0);
    headerLayout->setSpacing(2);
    headerLayout->addWidget(m_presentationTitle);
    headerLayout->addWidget(m_presentationWorkload);
    m_presentationLatency->setObjectName(QStringLiteral("presentationLatency"));
    m_presentationLatency->setWordWrap(true);
    m_presentationLatency->setTextFormat(Qt::RichText);
    m_presentationLatency->hide();
    headerLayout->addWidget(m_presentationLatency);
    m_presentationHeader->hide();

    auto *contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->setSpacing(12);
    contentLayout->addWidget(m_presentationHeader);
    contentLayout->addWidget(m_cardArea);
    contentLayout->addWidget(m_tabs, 1);
    contentLayout->addWidget(m_presentationPage, 1);
    m_content->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 10, 10, 10);
    layout->setSpacing(10);
    layout->addWidget(m_banner);
    layout->addWidget(m_recomputingNote);
    layout->addWidget(m_placeholder, 1);
    layout->addWidget(m_content, 1);

    arrangeCards();
}

void Dashboard::setResult(const Result &result, const Scenario &scenario, const Catalog &catalog,
                          bool hasLatency, const std::optional<TargetCost> &target)
{
    m_result = result;
    m_targetCost = target;
    m_scenario = scenario;
    m_catalog = catalog;
    m_hasLatency = hasLatency;
    showProblems({});
    rebuild();
}

void Dashboard::setLatency(const Result &result, const std::optional<TargetCost> &target)
{
    if (!m_result)
        return;
    m_result = result;
    m_targetCost = target;
    m_hasLatency = true;
    // The cheapest option's card flags a missed P99 target once the latency is known.
    updateCards();
    setTableResult(result);
    m_latencyView->setResult(result, m_scenario.workload, true);
    m_adviceStale = true;
    if (!window()->isVisible() || m_tabs->currentWidget() == m_advice)
        updateAdvice();
    showPresentationLatency();
}

bool Dashboard::isLatencyShown() const
{
    return m_tabs->currentWidget() == m_latencyView;
}

void Dashboard::setSimulating(bool simulating)
{
    m_latencyView->setSimulating(simulating);
}

void Dashboard::setTableResult(const Result &result)
{
    // The model resets on every recompute, which scrolls a view back to its top: the reader
    // keeps the row and column looked at.
    const int across = m_table->horizontalScrollBar()->value();
    const int down = m_table->verticalScrollBar()->value();
    m_tableModel->setResult(result);
    m_tableCaption->setText(m_tableModel->latencyInputs());
    m_tableCaption->setVisible(m_tableModel->hasLatencyRows());
    if ((across == 0 && down == 0) || !m_table->isVisible())
        return;
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    m_table->doItemsLayout();
    m_table->horizontalScrollBar()->setValue(across);
    m_table->verticalScrollBar()->setValue(down);
}

void Dashboard::setRecomputing(bool recomputing)
{
    m_recomputing = recomputing;
    m_recomputingNote->setText(tr("Recomputing: the figures below are for the inputs before your "
                                  "last edit until the simulation ends."));
    m_recomputingNote->setVisible(recomputing);
    // Disabled, the cards and the table grey their figures; the charts fade as when stale.
    for (FigureCard *card : std::as_const(m_cards))
        card->setEnabled(!recomputing);
    m_table->setEnabled(!recomputing);
    setStale(!m_content->isEnabled());
}

void Dashboard::showProblems(const Problems &problems)
{
    if (problems.isEmpty()) {
        m_banner->hide();
        setStale(false);
        return;
    }
    QString html = QStringLiteral("<b>%1</b><ul style=\"margin:4px 0 0 -20px\">")
                           .arg((m_result ? tr("These results are out of date. Fix the following "
                                               "to update them:")
                                          : tr("The scenario cannot be computed yet. Fix the "
                                               "following:"))
                                        .toHtmlEscaped());
    for (int i = 0; i < problems.size() && i < MaxProblemsListed; ++i)
        html += QStringLiteral("<li>%1</li>").arg(problems.at(i).text().toHtmlEscaped());
    if (problems.size() > MaxProblemsListed) {
        html += QStringLiteral("<li>%1</li>")
                        .arg(tr("and %1 more")
                                     .arg(problems.size() - MaxProblemsListed)
                                     .toHtmlEscaped());
    }
    m_banner->setText(html + QStringLiteral("</ul>"));
    m_banner->show();
    setStale(true);
}

void Dashboard::setStale(bool stale)
{
    const bool hasResult = m_result.has_value();
    m_placeholder->setVisible(!hasResult && !stale);
    m_content->setVisible(hasResult);
    // Disabled widgets grey their text; the charts fade (a widget opacity effect would not
    // repaint a graphics view reliably).
    m_content->setEnabled(!stale);
    for (ChartView *view : { m_breakdownView, m_cumulativeView, m_tokensView,
                             m_presentationBreakdown, m_presentationCumulative }) {
        if (view->chart())
            view->chart()->setOpacity(stale || m_recomputing ? 0.3 : 1.0);
    }
}

void Dashboard::setPresentationMode(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    m_presentationScale = 0;
    const qreal cardScale = presentationScale() / PresentationChartScale;
    for (FigureCard *card : std::as_const(m_cards))
        card->setPresentation(on, cardScale);
    m_tabs->setVisible(!on);
    m_presentationPage->setVisible(on);
    m_presentationHeader->setVisible(on);
    showPresentationHeader();

    QPalette colours = palette();
    if (on) {
        colours.setColor(QPalette::Window, Qt::white);
        colours.setColor(QPalette::WindowText, Qt::black);
    } else {
        colours = QPalette();
    }
    setPalette(colours);
    setAutoFillBackground(on);
    const int margin = on ? 32 : 10;
    layout()->setContentsMargins(margin, margin, margin, margin);
    m_cardGrid->setSpacing(on ? 24 : 10);
    m_content->layout()->setSpacing(on ? 28 : 12);

    m_cardColumns = 0;
    arrangeCards();
    fitCardsLater();
    if (on)
        rebuildPresentationCharts();
    else {
        m_presentationBreakdown->setChartOwned(new QChart);
        m_presentationCumulative->setChartOwned(new QChart);
        m_presentationBreakdownLegend->clear();
        m_presentationCumulativeLegend->clear();
    }
}

ChartView *Dashboard::currentChartView() const
{
    if (!m_result)
        return nullptr;
    if (m_presentation)
        return m_presentationBreakdown;
    QWidget *page = m_tabs->currentWidget();
    if (auto *view = qobject_cast<ChartView *>(page))
        return view;
    // The latency and roofline pages: their first chart once it is drawn.
    const auto drawn = [](ChartView *view) {
        return view->chart() && !view->chart()->series().isEmpty() ? view : nullptr;
    };
    if (page == m_latencyView)
        return drawn(m_latencyView->ttftView());
    if (page == m_rooflineView)
        return drawn(m_rooflineView->chartView());
    if (page && page->isAncestorOf(m_cumulativeView))
        return m_cumulativeView;
    if (page && page->isAncestorOf(m_breakdownView))
        return m_breakdownView;
    return nullptr;
}

void Dashboard::copyCurrentChart()
{
    if (ChartView *view = currentChartView())
        view->copyToClipboard();
}

void Dashboard::saveCurrentChartAsPng()
{
    if (ChartView *view = currentChartView())
        view->saveAsPng();
}

void Dashboard::rebuild()
{
    if (!m_result)
        return;
    const Result &result = *m_result;
    updateCards();

    rebuildCharts();

    QStringList caption = BreakEvenText::sentences(result);
    caption.append(tr("Colocation lines are solid, rental lines dashed."));
    m_breakEvenCaption->setText(caption.join(QLatin1Char(' ')));

    m_tableModel->setLocale(locale());
    m_tableModel->setWorkload(m_scenario.workload, m_catalog);
    m_tableModel->setFinance(m_scenario);
    setTableResult(result);
    // docs/serving.md, "Roofline": the latency and roofline views draw when they are shown.
    m_latencyView->setInputs(m_tableModel->latencyInputs());
    m_latencyView->setResult(result, m_scenario.workload, m_hasLatency);
    m_rooflineView->setResult(result);
    // docs/architecture.md, "Tests": the advice is laid out when its tab is shown, not on every
    // edit behind it.
    m_adviceStale = true;
    if (!window()->isVisible() || m_tabs->currentWidget() == m_advice)
        updateAdvice();

    if (m_presentation) {
        showPresentationHeader();
        rebuildPresentationCharts();
    }
}

void Dashboard::updateCards()
{
    if (!m_result)
        return;
    const HeadlineFigures figures
            = HeadlineFigures::from(*m_result, m_scenario, m_catalog, locale(), m_targetCost);
    m_cards.at(0)->setFigure(figures.cheapest);
    m_cards.at(1)->setFigure(figures.total);
    m_cards.at(2)->setFigure(figures.npv);
    m_cards.at(3)->setFigure(figures.breakEven);
    m_cards.at(4)->setFigure(figures.costPerMillionTokens);
    fitCards();
    fitCardsLater();
}

void Dashboard::setPlanAdvice(const QString &sentence)
{
    if (sentence == m_planAdvice)
        return;
    m_planAdvice = sentence;
    m_adviceStale = true;
    if (!window()->isVisible() || m_tabs->currentWidget() == m_advice)
        updateAdvice();
}

void Dashboard::updateAdvice()
{
    if (!m_adviceStale || !m_result)
        return;
    m_adviceStale = false;
    m_advice->setResult(*m_result, m_catalog, m_planAdvice);
}

void Dashboard::showPresentationHeader()
{
    if (!m_presentation)
        return;
    const qreal scale = presentationScale() / PresentationChartScale;
    QFont title = font();
    title.setPointSizeF(font().pointSizeF() * 2.0 * scale);
    title.setBold(true);
    m_presentationTitle->setFont(title);
    QFont workload = font();
    workload.setPointSizeF(font().pointSizeF() * 1.3 * scale);
    m_presentationWorkload->setFont(workload);
    QPalette muted = m_presentationWorkload->palette();
    muted.setColor(QPalette::WindowText, ChartPalette::mutedText());
    m_presentationWorkload->setPalette(muted);
    m_presentationTitle->setText(m_scenario.name);
    m_presentationWorkload->setText(HeadlineFigures::workloadSummary(m_scenario, locale()));
    showPresentationLatency();
}

void Dashboard::showPresentationLatency()
{
    const QString text = m_presentation && m_result && m_hasLatency
            ? LatencyCharts::presentationHtml(*m_result, m_scenario.workload, locale())
            : QString();
    if (!text.isEmpty()) {
        const qreal scale = presentationScale() / PresentationChartScale;
        QFont latency = font();
        latency.setPointSizeF(font().pointSizeF() * 1.3 * scale);
        m_presentationLatency->setFont(latency);
    }
    m_presentationLatency->setText(text);
    m_presentationLatency->setVisible(!text.isEmpty());
}

void Dashboard::rebuildCharts()
{
    if (!m_result)
        return;
    ChartStyle style;
    style.locale = locale();
    style.font = font();
    // The charts fill the dashboard's width; long option names wrap rather than be cut.
    const QMargins margins = layout()->contentsMargins();
    m_chartsWidth = width();
    style.chartWidth = width() - margins.left() - margins.right();
    // Every option's row holds its name and its figure; where the rows are short (a narrow,
    // short dock), names take more of the width and fewer lines rather than be left out.
    int feasible = 0;
    for (const OptionResult &option : m_result->options)
        feasible += option.feasible ? 1 : 0;
    // The plot is the chart less its title, money axis and margins (about 100 px).
    m_chartsHeight = m_breakdownView->height();
    const qreal plotHeight = std::max(200, m_breakdownView->height()) - 100;
    const qreal lineHeight = QFontMetricsF(style.labelFont()).lineSpacing();
    // A narrow dock leaves the names less room than the share says (the legend beside the
    // bars): they wrap onto more lines instead of being cut.
    const bool legendBelow
            = style.chartWidth < NarrowChartWidth && ChartBuilder::breakdownLegendBeside(style);
    const qreal nameLimit = ChartBuilder::breakdownNameLimit(style, !legendBelow);
    for (qreal share = DesktopNameShare;; share += 0.04) {
        style.nameWidth = std::min(style.chartWidth * share, nameLimit);
        // A name's lines and its figure's.
        const qsizetype lines = nameLines(*m_result, style.labelFont(), style.nameWidth) + 1;
        // A rich-text label takes 8 px more than its lines; Qt leaves out labels that overlap.
        if (feasible * (lines * lineHeight + 8) <= plotHeight)
            break;
        if (share >= MaximumDesktopNameShare) {
            // Still too short: the names alone, their figures stay on the cards and the table.
            style.rowFigures = false;
            break;
        }
    }
    // Shorter still (many options in a narrow, short dock): smaller type rather than names
    // Qt would leave out where their rows overlap.
    while (!style.rowFigures && style.scale > MinimumDesktopScale) {
        // The figure joins the name's last line, which may wrap the name onto one more.
        const qsizetype lines = ChartBuilder::breakdownLabelLines(*m_result, style);
        const qreal line = QFontMetricsF(style.labelFont()).lineSpacing();
        if (feasible * (lines * line + 8) <= plotHeight)
            break;
        style.scale -= 0.05;
        style.nameWidth
                = std::min(style.nameWidth, ChartBuilder::breakdownNameLimit(style, !legendBelow));
    }
    // docs/architecture.md, "Tests": an edit updates the charts on screen; a new chart only when
    // its shape changed.
    m_breakdownView->showResult(&ChartBuilder::componentBreakdown, *m_result, style,
                                &ChartBuilder::update);
    if (QChart *breakdown = m_breakdownView->chart()) {
        breakdown->legend()->setVisible(!legendBelow);
        if (legendBelow) {
            QFont legendFont = style.scaledFont(9);
            m_breakdownLegend->setFont(legendFont);
            m_breakdownLegend->setText(ChartBuilder::legendHtml(breakdown));
        }
        m_breakdownLegend->setVisible(legendBelow);
        // The legend's lines come out of the chart's own minimum, not the cards' room; a
        // wrapping label would otherwise ask its tab for the height of its narrowest layout.
        int legendLines = 0;
        if (legendBelow) {
            const int height
                    = m_breakdownLegend->heightForWidth(static_cast<int>(style.chartWidth));
            m_breakdownLegend->setFixedHeight(height);
            legendLines = height + 8;
        }
        m_breakdownView->setMinimumHeight(ChartMinimumHeight - legendLines);
    }
    m_cumulativeView->showResult(&ChartBuilder::cumulativeCost, *m_result, style,
                                 &ChartBuilder::update);
    findChild<ChartView *>(QStringLiteral("fleetChart"))
            ->showResult(&FleetChart::build, *m_result, style, &FleetChart::update);
    m_tokensView->showResult(&ChartBuilder::costPerMillionTokens, *m_result, style,
                             &ChartBuilder::update);
}

qreal Dashboard::presentationScale() const
{
    const qreal fit = std::min(width() / 1600.0, height() / 1000.0) * PresentationChartScale;
    return std::clamp(fit, MinimumPresentationScale, MaximumPresentationScale);
}

void Dashboard::arrangePresentationCharts()
{
    // A landscape screen has the height for every option's row beside the other chart.
    const bool sideBySide = width() >= 1000;
    m_presentationLayout->setDirection(sideBySide ? QBoxLayout::LeftToRight
                                                  : QBoxLayout::TopToBottom);
}

void Dashboard::rebuildPresentationCharts()
{
    arrangePresentationCharts();
    m_presentationScale = presentationScale();
    if (!m_result)
        return;
    ChartStyle style;
    style.locale = locale();
    style.font = font();
    style.scale = m_presentationScale;
    const QMargins margins = layout()->contentsMargins();
    const qreal pageWidth = width() - margins.left() - margins.right();
    const bool sideBySide = m_presentationLayout->direction() == QBoxLayout::LeftToRight;
    const qreal chartWidth
            = sideBySide ? (pageWidth - m_presentationLayout->spacing()) / 2 : pageWidth;
    style.nameWidth = chartWidth * PresentationNameShare;
    style.chartWidth = chartWidth;

    // Every option's row must hold its name (at most two lines) and its total. The plot gets
    // about 45% of the screen's height side by side (22% stacked); smaller type
    // when the rows would be too short for their labels.
    int feasible = 0;
    for (const OptionResult &option : m_result->options)
        feasible += option.feasible ? 1 : 0;
    qreal plotHeight = height() * (sideBySide ? 0.45 : 0.22);
    // The cards (their text wrapped, the scenario switcher above them) may
    // leave the charts less than that share, as at 1366 x 768: then the breakdown's own
    // height, less its title, money axis and margins, once the layouts have given it one.
    m_presentationChartsHeight
            = m_presentationBreakdown->isVisible() ? m_presentationBreakdown->height() : 0;
    if (m_presentationChartsHeight > 0) {
        plotHeight = std::min(plotHeight,
                              m_presentationChartsHeight - PresentationChartChrome * style.scale);
    }
    // At 1366x768 five rows of three lines did not fit even at scale 1, and
    // Qt left out the labels that overlapped: the figure then joins the name's last line, and
    // the type gets smaller still rather than names go missing.
    const auto fits = [&] {
        const QFont labels = style.labelFont();
        const qsizetype lines = ChartBuilder::breakdownLabelLines(*m_result, style);
        const qreal rowHeight = lines * QFontMetricsF(labels).lineSpacing() + 16;
        return (feasible + 1) * rowHeight <= plotHeight;
    };
    for (; style.scale > 1.0; style.scale -= 0.05) {
        if (fits())
            break;
    }
    if (!fits())
        style.rowFigures = false;
    for (; style.scale > MinimumPresentationLabelScale; style.scale -= 0.05) {
        if (fits())
            break;
    }

    QFont legendFont = font();
    legendFont.setPointSizeF(9.5 * style.scale);
    const QList<std::pair<ChartView *, QLabel *>> charts{
        { m_presentationBreakdown, m_presentationBreakdownLegend },
        { m_presentationCumulative, m_presentationCumulativeLegend },
    };
    for (const auto &[view, legend] : charts) {
        view->showResult(view == m_presentationBreakdown ? &ChartBuilder::componentBreakdown
                                                         : &ChartBuilder::cumulativeCost,
                         *m_result, style, &ChartBuilder::update);
        // The chart's own legend keeps one row and cuts names that do not fit it.
        view->chart()->legend()->hide();
        legend->setFont(legendFont);
        legend->setText(ChartBuilder::legendHtml(view->chart()));
    }
}

void Dashboard::arrangeCards()
{
    // The card area is resized after this widget: measure from the dashboard's own width.
    const QMargins margins = layout()->contentsMargins();
    const int available = width() - margins.left() - margins.right();
    const int count = static_cast<int>(m_cards.size());
    const int columns = m_presentation ? count : std::clamp(available / MinimumCardWidth, 1, count);
    if (columns == m_cardColumns)
        return;
    m_cardColumns = columns;
    for (FigureCard *card : std::as_const(m_cards))
        m_cardGrid->removeWidget(card);
    for (int column = 0; column < 5; ++column)
        m_cardGrid->setColumnStretch(column, 0);
    for (int i = 0; i < count; ++i)
        m_cardGrid->addWidget(m_cards.at(i), i / columns, i % columns);
    for (int column = 0; column < columns; ++column)
        m_cardGrid->setColumnStretch(column, 1);
}

void Dashboard::fitCards()
{
    qreal common = 1000;
    for (int i = 1; i < m_cards.size(); ++i)
        common = std::min(common, m_cards.at(i)->fittingPointSize());
    m_cards.first()->setValuePointSize(m_cards.first()->fittingPointSize());
    for (int i = 1; i < m_cards.size(); ++i)
        m_cards.at(i)->setValuePointSize(common);
    // The rows are as tall as the cards' wrapped lines need at their width: when the dock is
    // short the charts below give way, never a card's last line (a layout short of room
    // shrinks its items to their minimum sizes, which know nothing of wrapping).
    const int needed = m_cardGrid->hasHeightForWidth()
            ? m_cardGrid->heightForWidth(m_cardArea->width())
            : m_cardGrid->sizeHint().height();
    if (needed > 0 && m_cardArea->minimumHeight() != needed)
        m_cardArea->setMinimumHeight(needed);
    // Presenting on a short screen the charts give way to the cards: each card is as tall as
    // its wrapped text (the cheapest option's flag included), not cut at the bottom.
    for (FigureCard *card : std::as_const(m_cards)) {
        const int height = m_presentation && card->width() > 0
                ? card->layout()->totalHeightForWidth(card->width())
                : 0;
        if (card->minimumHeight() != std::max(0, height))
            card->setMinimumHeight(std::max(0, height));
    }
}

void Dashboard::fitCardsLater()
{
    // After the layouts have given the cards their widths.
    QMetaObject::invokeMethod(this, &Dashboard::fitCards, Qt::QueuedConnection);
}

bool Dashboard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_cardArea && event->type() == QEvent::Resize)
        fitCardsLater();
    // The rows' height decides how names wrap: the cards rearranged after a resize of the
    // dock give the charts another height once the layouts have run.
    if (watched == m_breakdownView && event->type() == QEvent::Resize && m_result && !m_presentation
        && std::abs(m_breakdownView->height() - m_chartsHeight) >= ChartRebuildStep / 2)
        QMetaObject::invokeMethod(this, &Dashboard::rebuildCharts, Qt::QueuedConnection);
    // The same in presentation: fitted again when the breakdown got shorter than the rows
    // were fitted to (or much taller); a small growth (its legend's lines) changes nothing.
    if (watched == m_presentationBreakdown && event->type() == QEvent::Resize && m_result
        && m_presentation
        && (m_presentationBreakdown->height() < m_presentationChartsHeight - 8
            || m_presentationBreakdown->height()
                    > m_presentationChartsHeight + ChartRebuildStep / 2))
        QMetaObject::invokeMethod(this, &Dashboard::rebuildPresentationCharts,
                                  Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void Dashboard::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrangeCards();
    // Entering full screen resizes the dashboard after the mode was set.
    if (m_presentation && std::abs(presentationScale() - m_presentationScale) > 0.02) {
        const qreal cardScale = presentationScale() / PresentationChartScale;
        for (FigureCard *card : std::as_const(m_cards))
            card->setPresentation(true, cardScale);
        fitCardsLater();
        showPresentationHeader();
        rebuildPresentationCharts();
    } else if (m_presentation) {
        arrangePresentationCharts();
    } else if (m_result && std::abs(width() - m_chartsWidth) >= ChartRebuildStep) {
        rebuildCharts();
    }
}

void Dashboard::setTabTitles()
{
    const QStringList titles{ tr("Breakdown"), tr("Cumulative"), tr("Fleet"),   tr("Per 1M tokens"),
                              tr("Table"),     tr("Advice"),     tr("Latency"), tr("Roofline") };
    const QStringList names{ tr("Cost breakdown"), tr("Cumulative cost"),
                             tr("Fleet"),          tr("Per million tokens"),
                             tr("Table"),          tr("Advice"),
                             tr("Latency"),        tr("Roofline") };
    for (int i = 0; i < titles.size() && i < m_tabs->count(); ++i) {
        m_tabs->setTabText(i, titles.at(i));
        m_tabs->setTabToolTip(i, names.at(i));
    }
}

void Dashboard::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        // The texts set once in the constructor; the rest is made again by rebuild().
        m_placeholder->setText(tr("Results appear here as soon as a scenario can be computed."));
        setTabTitles();
    }
    if (event->type() == QEvent::LocaleChange || event->type() == QEvent::LanguageChange)
        rebuild();
}

} // namespace infertco
