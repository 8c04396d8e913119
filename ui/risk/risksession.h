// SPDX-License-Identifier: GPL-3.0-or-later
// The risk analysis of the scenario shown, beside the workspace: the sized scenario, the pair
// compared, the driver ranges, the seed and draws and the last results. It recomputes the
// tornado when something changes and runs the Monte Carlo with Qt Concurrent (progress,
// cancel); the risk view only shows it.
#pragma once

#include "analysis/decision.h"
#include "analysis/drivermodel.h"
#include "analysis/montecarlo.h"
#include "analysis/sensitivity.h"
#include "riskreport.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

namespace infertco {

class DriverRangeModel;

class RiskSession : public QObject
{
    Q_OBJECT

public:
    explicit RiskSession(QObject *parent = nullptr);
    /// Cancels a running simulation and waits for it.
    ~RiskSession() override;

    /// Sizes the scenario once and starts from its defaults (RiskSetup). The same scenario
    /// after an edit keeps what the user chose: the pair (by name), the exchange rate and the
    /// ranges they edited. A running simulation is cancelled first.
    void setScenario(const Scenario &scenario, const Catalog &catalog);

    const DriverModel *model() const { return m_model ? &*m_model : nullptr; }
    const Problems &scenarioProblems() const { return m_scenarioProblems; }
    /// The scenario's name as the view's title shows it.
    const QString &scenarioName() const { return m_scenarioName; }

    int optionA() const { return m_optionA; }
    int optionB() const { return m_optionB; }
    /// Compares option `a` with option `b` (indexes into the scenario's options).
    void setPair(int a, int b);
    Measure measure() const { return m_measure; }
    void setMeasure(Measure measure);
    /// The foreign currency whose rate the exchange-rate driver moves.
    const QString &fxCurrency() const { return m_fxCurrency; }
    /// Moves the exchange rate of `currency` instead, with its default range.
    void setFxCurrency(const QString &currency);
    /// Every range back to its default.
    void resetRanges();
    DriverRangeModel *rangeModel() const { return m_ranges; }

    std::uint64_t seed() const { return m_settings.seed; }
    void setSeed(std::uint64_t seed) { m_settings.seed = seed; }
    int draws() const { return m_settings.draws; }
    void setDraws(int draws) { m_settings.draws = draws; }

    const std::optional<SensitivityResult> &sensitivity() const { return m_sensitivity; }
    /// Why there is no tornado (empty when there is one).
    const QString &sensitivityMessage() const { return m_sensitivityMessage; }
    const std::optional<MonteCarloResult> &monteCarlo() const { return m_monteCarlo; }
    /// What the simulation did last, in words (rich text: the best option in bold).
    const QString &monteCarloStatus() const { return m_monteCarloStatus; }
    const DecisionSummary &decision() const { return m_decision; }
    /// What the report's risk pages show: the analysis as it is now, with the simulation of
    /// the seed, draws and ranges entered even if it has not been run (or is still running).
    RiskReportContent reportContent() const;

    bool isRunning() const { return m_running; }
    bool canRun() const;

public Q_SLOTS:
    /// Starts the simulation with the seed and draws set, on worker threads.
    void runMonteCarlo();
    void cancelMonteCarlo();
    /// Recomputes the tornado and the decision now (else they follow changes at once, from
    /// the event loop).
    void analyse();

Q_SIGNALS:
    /// A new scenario (or none): the options, currencies and ranges may all be different.
    void scenarioChanged();
    void sensitivityUpdated();
    void runningChanged(bool running);
    void monteCarloProgress(int percent);
    /// The simulation finished, or was cancelled (then monteCarlo() is empty).
    void monteCarloFinished();
    /// The last results were dropped: they belong to other ranges.
    void monteCarloReset();
    /// monteCarloStatus() changed.
    void monteCarloStatusChanged();

private:
    QList<DriverRange> editedRanges() const;
    /// RiskSetup's default ranges for the pair (a, b) (none: the default pair).
    QList<DriverRange> defaultRanges(int a, int b, const QString &fxCurrency) const;
    int findOption(const QString &name, int oldIndex, int fallback) const;
    void scheduleAnalysis();
    void updateDecision();
    void setMonteCarloStatus(const QString &status);
    void stopRun();
    void runDone();
    Result baseResult() const;

    std::optional<DriverModel> m_model;
    Problems m_scenarioProblems;
    QString m_scenarioName;
    int m_optionA = -1;
    int m_optionB = -1;
    Measure m_measure = Measure::Total;
    QString m_fxCurrency;
    MonteCarloSettings m_settings;
    DriverRangeModel *m_ranges = nullptr;
    QTimer m_analysisTimer;

    std::optional<SensitivityResult> m_sensitivity;
    QString m_sensitivityMessage;
    std::optional<MonteCarloResult> m_monteCarlo;
    QString m_monteCarloStatus;
    DecisionSummary m_decision;

    QFutureWatcher<Outcome<MonteCarloResult>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_running = false; ///< from runMonteCarlo() until its results are taken or dropped
};

} // namespace infertco
