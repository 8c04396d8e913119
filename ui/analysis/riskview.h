// SPDX-License-Identifier: GPL-3.0-or-later
// The risk view: which drivers move the choice between two options (tornado), how the totals
// spread when the drivers are uncertain (Monte Carlo on worker threads), and the decision.
#pragma once

#include "analysis/decision.h"
#include "analysis/drivermodel.h"
#include "analysis/montecarlo.h"
#include "analysis/sensitivity.h"
#include "riskreport.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;
class QTableWidget;
class QTextBrowser;
class QThread;
class QTimer;

namespace infertco {

class DriverRangeModel;

class RiskView : public QWidget
{
    Q_OBJECT

public:
    enum Tab { TornadoTab, MonteCarloTab, DecisionTab };

    explicit RiskView(QWidget *parent = nullptr);
    ~RiskView() override;

    /// Sizes the scenario once and shows its default pair and driver ranges. An invalid
    /// scenario is shown as its problems; a running simulation is cancelled first.
    void setScenario(const Scenario &scenario, const Catalog &catalog);

    /// Compares option `a` with option `b` (indexes into the scenario's options).
    void setPair(int a, int b);
    void setMeasure(Measure measure);
    void setCurrentTab(Tab tab);

    DriverRangeModel *rangeModel() const { return m_ranges; }
    const std::optional<SensitivityResult> &sensitivity() const { return m_sensitivity; }
    const std::optional<MonteCarloResult> &monteCarlo() const { return m_monteCarlo; }
    const DecisionSummary &decision() const { return m_decision; }
    /// What the report's risk pages show: the view as it is now.
    RiskReportContent reportContent() const;

    bool isRunning() const { return m_thread != nullptr; }

public Q_SLOTS:
    /// Starts the simulation with the seed and draws entered, on worker threads.
    void runMonteCarlo();
    void cancelMonteCarlo();

Q_SIGNALS:
    void sensitivityUpdated();
    /// The simulation finished, or was cancelled (then monteCarlo() is empty).
    void monteCarloFinished();

private:
    void buildUi();
    void fillPairs();
    /// The default ranges, the exchange rate of `preferredFx` when the scenario has one.
    void resetRanges(const QString &preferredFx = QString());
    /// The ranges the user changed from the defaults.
    QList<DriverRange> editedRanges() const;
    /// The feasible option called `name`, else `oldIndex` if feasible, else `fallback`.
    int findOption(const QString &name, int oldIndex, int fallback) const;
    void scheduleAnalysis();
    void analyse();
    void updateDecision();
    void showMonteCarlo();
    void monteCarloDone(int runNumber, const Outcome<MonteCarloResult> &outcome);
    void stopThread();
    void setChart(QChartView *view, QChart *chart);
    void setRunning(bool running);
    Result baseResult() const;
    RiskChartStyle chartStyle() const;

    std::optional<DriverModel> m_model;
    Problems m_scenarioProblems;
    std::optional<SensitivityResult> m_sensitivity;
    std::optional<MonteCarloResult> m_monteCarlo;
    DecisionSummary m_decision;
    int m_optionA = -1;
    int m_optionB = -1;
    Measure m_measure = Measure::Total;

    DriverRangeModel *m_ranges = nullptr;
    QTimer *m_analysisTimer = nullptr;
    QLabel *m_title = nullptr;
    QComboBox *m_comboA = nullptr;
    QComboBox *m_comboB = nullptr;
    QComboBox *m_measureCombo = nullptr;
    QComboBox *m_fxCombo = nullptr;
    QTableView *m_rangeTable = nullptr;
    QLabel *m_rangeProblems = nullptr;
    QTabWidget *m_tabs = nullptr;
    QChartView *m_tornadoView = nullptr;
    QLabel *m_flipText = nullptr;
    QSpinBox *m_seed = nullptr;
    QSpinBox *m_draws = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QChartView *m_spreadView = nullptr;
    QTableWidget *m_spreadTable = nullptr;
    QLabel *m_monteCarloStatus = nullptr;
    QTextBrowser *m_decisionText = nullptr;

    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag;
    int m_runNumber = 0; ///< results of an earlier run that arrive late are dropped
};

} // namespace infertco
