// SPDX-License-Identifier: GPL-3.0-or-later
// The results dashboard (docs/architecture.md, "Folders"): headline figures, the charts, the
// results table and the advice for one computed scenario; a presentation look for a meeting-room
// screen.
#pragma once

#include "analysis/targetcost.h"
#include "cost/result.h"
#include "model/entities/catalog.h"
#include "model/entities/scenario.h"
#include "model/rules/problem.h"

#include <QWidget>

#include <optional>

class QBoxLayout;
class QGridLayout;
class QLabel;
class QTabWidget;
class QTableView;

namespace infertco {

class AdviceView;
class ChartView;
class FigureCard;
class LatencyView;
class ResultsTableModel;
class RooflineView;

class Dashboard : public QWidget
{
    Q_OBJECT

public:
    explicit Dashboard(QWidget *parent = nullptr);

    /// Shows a computed scenario; clears any problems shown before. `hasLatency`: the result
    /// carries the latency figures of its inputs (docs/serving.md, "Latency at the peak-month
    /// load"), else they may follow through setLatency().
    /// `target`: what meeting the P99 targets costs the cheapest option (TargetCosts), for its
    /// card.
    void setResult(const Result &result, const Scenario &scenario, const Catalog &catalog,
                   bool hasLatency = false, const std::optional<TargetCost> &target = std::nullopt);
    /// The result shown again with its latency figures (the same costs): the latency view,
    /// the table's latency rows, the advice and the presentation's latency line follow; the
    /// cost charts stay as they are.
    void setLatency(const Result &result, const std::optional<TargetCost> &target = std::nullopt);
    /// A simulation for the inputs shown is running (the latency view says so).
    void setSimulating(bool simulating);
    /// Every figure shown is being recomputed (a P99-sized scenario simulated again after an
    /// edit): a note says so above them, and the cards, the table and the charts are greyed
    /// until the new result comes.
    void setRecomputing(bool recomputing);
    bool isRecomputing() const { return m_recomputing; }
    LatencyView *latencyView() const { return m_latencyView; }
    /// The latency tab is the one shown.
    bool isLatencyShown() const;
    RooflineView *rooflineView() const { return m_rooflineView; }
    /// What the plan search says about the options shown, at the top of the
    /// advice; empty to say nothing (no search ran for these inputs, or no plan beats them).
    void setPlanAdvice(const QString &sentence);
    QString planAdvice() const { return m_planAdvice; }
    /// Says what to fix when the scenario cannot be computed; the last results stay visible
    /// but greyed out. An empty list clears the message.
    void showProblems(const Problems &problems);
    /// Large type and results only: the headline figures and the two main charts.
    void setPresentationMode(bool on);
    bool isPresentationMode() const { return m_presentation; }

    /// The chart the user is looking at (the current tab, or the first chart when
    /// presenting); nullptr on the table and advice tabs or without results.
    ChartView *currentChartView() const;
    const ResultsTableModel *tableModel() const { return m_tableModel; }

Q_SIGNALS:
    /// The latency tab was shown: its figures are wanted (docs/serving.md, "Latency at the
    /// peak-month load" simulates them only then for a scenario sized by averages).
    void latencyWanted();

public Q_SLOTS:
    void copyCurrentChart();
    void saveCurrentChartAsPng();

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    /// The results tabs' short titles, their full names as tooltips.
    void setTabTitles();
    /// The headline cards from the result shown and its target cost.
    void updateCards();
    void rebuildCharts();
    /// The advice for the result shown, when it was not made for it yet.
    void updateAdvice();
    void rebuildPresentationCharts();
    /// Type and line scale of presentation mode for the dashboard's size: 1.4 at 1600 × 1000.
    qreal presentationScale() const;
    /// Charts side by side on a landscape screen, stacked on a narrow one.
    void arrangePresentationCharts();
    void arrangeCards();
    /// Fits every card's value to its width, the four figures at one common size.
    void fitCards();
    void fitCardsLater();
    void setStale(bool stale);
    /// The table's result, the table kept scrolled where it was.
    void setTableResult(const Result &result);
    /// The scenario's name and workload above the cards when presenting.
    void showPresentationHeader();
    /// The P99 figures at the peak month under the workload when presenting.
    void showPresentationLatency();

    std::optional<Result> m_result;
    std::optional<TargetCost> m_targetCost;
    Scenario m_scenario;
    Catalog m_catalog;
    bool m_presentation = false;
    int m_cardColumns = 0;

    QLabel *m_banner;
    QLabel *m_recomputingNote = nullptr;
    bool m_recomputing = false;
    QLabel *m_placeholder;
    QWidget *m_content;
    QWidget *m_cardArea;
    QGridLayout *m_cardGrid;
    QList<FigureCard *> m_cards;
    QTabWidget *m_tabs;
    ChartView *m_breakdownView;
    QLabel *m_breakdownLegend = nullptr;
    ChartView *m_cumulativeView;
    QLabel *m_breakEvenCaption;
    ChartView *m_tokensView;
    QTableView *m_table;
    ResultsTableModel *m_tableModel;
    QLabel *m_tableCaption; ///< which requests the latency rows were simulated with
    AdviceView *m_advice;
    QWidget *m_presentationHeader;
    QLabel *m_presentationTitle;
    QLabel *m_presentationWorkload;
    QLabel *m_presentationLatency;
    LatencyView *m_latencyView;
    RooflineView *m_rooflineView;
    bool m_hasLatency = false;
    QWidget *m_presentationPage;
    QBoxLayout *m_presentationLayout = nullptr;
    ChartView *m_presentationBreakdown;
    ChartView *m_presentationCumulative;
    QLabel *m_presentationBreakdownLegend;
    QLabel *m_presentationCumulativeLegend;
    qreal m_presentationScale = 0; ///< the scale the presentation charts were built at
    int m_presentationChartsHeight = 0; ///< the breakdown's height they were fitted to
    int m_chartsWidth = 0; ///< the dashboard's width when the desktop charts were built
    int m_chartsHeight = 0; ///< the breakdown chart's height then
    bool m_adviceStale = false; ///< the advice tab shows an earlier result
    QString m_planAdvice;
};

} // namespace infertco
