// SPDX-License-Identifier: GPL-3.0-or-later
// The risk view: which drivers move the choice between two options (tornado), how the totals
// spread when the drivers are uncertain (Monte Carlo on worker threads), and the decision.
#pragma once

#include "analysis/decision.h"
#include "analysis/drivermodel.h"
#include "analysis/montecarlo.h"
#include "analysis/sensitivity.h"
#include "charts/chartstyle.h"
#include "riskreport.h"

#include <QWidget>

#include <optional>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QLayout;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;
class QTableWidget;
class QTextBrowser;

namespace infertco {

class DriverRangeModel;
class RiskSession;

class RiskView : public QWidget
{
    Q_OBJECT

public:
    enum Tab { TornadoTab, MonteCarloTab, DecisionTab };

    /// Shows `session` (a session of its own when null).
    explicit RiskView(RiskSession *session = nullptr, QWidget *parent = nullptr);
    ~RiskView() override;

    RiskSession *session() const { return m_session; }

    /// The session's setScenario(): sizes the scenario and shows its defaults.
    void setScenario(const Scenario &scenario, const Catalog &catalog);

    /// Compares option `a` with option `b` (indexes into the scenario's options).
    void setPair(int a, int b);
    void setMeasure(Measure measure);
    void setCurrentTab(Tab tab);

    DriverRangeModel *rangeModel() const;
    const std::optional<SensitivityResult> &sensitivity() const;
    const std::optional<MonteCarloResult> &monteCarlo() const;
    const DecisionSummary &decision() const;
    /// What the report's risk pages show: the analysis as it is now.
    RiskReportContent reportContent() const;

    bool isRunning() const;

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
    /// "Compare A with B by measure".
    QLayout *buildPairRow();
    /// The driver ranges, the exchange-rate currency and where the choice flips.
    QWidget *buildRangesPanel();
    QWidget *buildTornadoPage();
    /// The controls, the spread chart and table.
    QWidget *buildMonteCarloPage();
    /// The seed, draws, run, cancel and progress.
    QLayout *buildMonteCarloControls();
    void showScenario();
    void showSensitivity();
    void showDecision();
    void showMonteCarlo();
    void showRunning(bool running);
    void setChart(QChartView *view, QChart *chart);
    ChartStyle chartStyle() const;

    RiskSession *m_session;
    QLabel *m_title = nullptr;
    QComboBox *m_comboA = nullptr;
    QComboBox *m_comboB = nullptr;
    QComboBox *m_measureCombo = nullptr;
    QComboBox *m_fxCombo = nullptr;
    QTableView *m_rangeTable = nullptr;
    QLabel *m_fxBasis = nullptr;
    QLabel *m_rangeProblems = nullptr;
    QTabWidget *m_tabs = nullptr;
    QChartView *m_tornadoView = nullptr;
    QLabel *m_tornadoLegend = nullptr; ///< RiskCharts::tornadoLegendHtml(), wrapping
    QLabel *m_flipText = nullptr;
    QLineEdit *m_seed = nullptr;
    QSpinBox *m_draws = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QChartView *m_spreadView = nullptr;
    QTableWidget *m_spreadTable = nullptr;
    QLabel *m_monteCarloStatus = nullptr;
    QTextBrowser *m_decisionText = nullptr;
};

} // namespace infertco
