// SPDX-License-Identifier: GPL-3.0-or-later
// The latency view of a scenario (docs/serving.md, "Latency at the peak-month load"): the P99 time
// to first token and time per output token against load for every option, with the targets, the SLO
// capacity and the peak-month load; and the roofline view beside it. Both draw only when shown, so
// that an edit behind them costs nothing (docs/architecture.md, "Tests").
#pragma once

#include "cost/result.h"
#include "model/entities/scenario.h"

#include <QWidget>

#include <optional>

class QBoxLayout;
class QLabel;

namespace infertco {

class ChartView;

class LatencyView : public QWidget
{
    Q_OBJECT

public:
    explicit LatencyView(QWidget *parent = nullptr);

    /// The result shown and its workload; `hasLatency`: the result carries the latency
    /// figures of its inputs (else they are on their way, or there are none).
    void setResult(const Result &result, const Workload &workload, bool hasLatency);
    /// The sentence above the charts saying which requests they were simulated with
    /// (LatencyInputs::sentence: fixed or the log's lengths, random or the log's arrivals).
    void setInputs(const QString &sentence);
    QString inputsText() const;
    /// A simulation for the inputs shown is running: says so, the last charts faded.
    void setSimulating(bool simulating);
    bool isSimulating() const { return m_simulating; }

    ChartView *ttftView() const { return m_ttft; }
    ChartView *tpotView() const { return m_tpot; }
    /// What the line above the charts says ("Simulating…", why nothing is drawn), or empty.
    QString statusText() const;
    QString summaryText() const;

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void updateStatus();
    void arrange();

    std::optional<Result> m_result;
    Workload m_workload;
    bool m_hasLatency = false;
    bool m_simulating = false;
    bool m_stale = false; ///< the charts do not show m_result yet
    QLabel *m_status;
    QLabel *m_inputs;
    QBoxLayout *m_charts;
    ChartView *m_ttft;
    ChartView *m_tpot;
    QLabel *m_legend;
    QLabel *m_summary;
};

class RooflineView : public QWidget
{
    Q_OBJECT

public:
    explicit RooflineView(QWidget *parent = nullptr);

    void setResult(const Result &result);
    ChartView *chartView() const { return m_chart; }
    QString summaryText() const;

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    std::optional<Result> m_result;
    bool m_stale = false;
    ChartView *m_chart;
    QLabel *m_empty;
    QLabel *m_legend;
    QLabel *m_summary;
};

} // namespace infertco
