// SPDX-License-Identifier: GPL-3.0-or-later
#include "risksession.h"

#include "analysis/risksetup.h"
#include "driverrangemodel.h"

#include <QPromise>
#include <QtConcurrentRun>

#include <stdexcept>

namespace infertco {

RiskSession::RiskSession(QObject *parent)
    : QObject(parent), m_settings(RiskSetup().simulation), m_ranges(new DriverRangeModel(this))
{
    m_analysisTimer.setSingleShot(true);
    m_analysisTimer.setInterval(0);
    connect(&m_analysisTimer, &QTimer::timeout, this, &RiskSession::analyse);
    connect(m_ranges, &DriverRangeModel::rangesEdited, this, [this] {
        // Results of other ranges would mislead: the simulation must be run again.
        if (m_monteCarlo) {
            m_monteCarlo.reset();
            setMonteCarloStatus(tr("The ranges changed: run the simulation again."));
            Q_EMIT monteCarloReset();
        }
        scheduleAnalysis();
    });
    connect(&m_watcher, &QFutureWatcherBase::progressValueChanged, this,
            &RiskSession::monteCarloProgress);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &RiskSession::runDone);
}

RiskSession::~RiskSession()
{
    stopRun();
}

void RiskSession::stopRun()
{
    if (!m_running)
        return;
    m_cancel->store(true);
    m_watcher.waitForFinished();
    // Its finished signal may still be queued: runDone() ignores it once the run is over, and
    // the next run's setFuture() drops it.
    m_running = false;
    Q_EMIT runningChanged(false);
}

void RiskSession::setScenario(const Scenario &scenario, const Catalog &catalog)
{
    const bool same = m_model && m_model->scenario().id == scenario.id;
    QString nameA;
    QString nameB;
    QString fx;
    QList<DriverRange> edited;
    const int oldA = m_optionA;
    const int oldB = m_optionB;
    if (same) {
        if (m_optionA >= 0 && m_optionA < m_model->optionCount())
            nameA = m_model->option(m_optionA).name;
        if (m_optionB >= 0 && m_optionB < m_model->optionCount())
            nameB = m_model->option(m_optionB).name;
        fx = m_fxCurrency;
        edited = editedRanges();
    }
    const bool hadSimulation = m_monteCarlo.has_value();

    stopRun();
    m_sensitivity.reset();
    m_monteCarlo.reset();
    m_model.reset();
    m_scenarioProblems.clear();
    m_scenarioName = scenario.name.isEmpty() ? scenario.id : scenario.name;
    Outcome<DriverModel> built = DriverModel::build(scenario, catalog, QDate::currentDate());
    if (built.ok())
        m_model = std::move(built.value());
    else
        m_scenarioProblems = built.problems();

    m_optionA = m_optionB = -1;
    m_fxCurrency.clear();
    if (m_model) {
        const RiskSetup defaults = RiskSetup::defaults(*m_model);
        if (defaults.pair) {
            m_optionA = defaults.pair->first;
            m_optionB = defaults.pair->second;
        }
        if (same) {
            m_optionA = findOption(nameA, oldA, m_optionA);
            m_optionB = findOption(nameB, oldB, m_optionB);
        }
        const std::optional<std::pair<int, int>> pair = m_optionA >= 0 && m_optionB >= 0
                ? std::make_optional(std::make_pair(m_optionA, m_optionB))
                : std::nullopt;
        const RiskSetup setup = RiskSetup::defaults(*m_model, pair, fx);
        m_fxCurrency = setup.fxCurrency;
        QList<DriverRange> ranges = setup.ranges;
        for (DriverRange &range : ranges) {
            for (const DriverRange &mine : std::as_const(edited)) {
                if (mine.driver == range.driver && mine.currency == range.currency)
                    range = mine;
            }
        }
        m_ranges->setRanges(ranges, m_model->scenario());
    } else {
        m_ranges->setRanges({}, Scenario());
    }
    m_monteCarloStatus = same && hadSimulation
            ? tr("The scenario changed: run the simulation again.")
            : tr("Choose a seed and the number of draws, then Run.");
    Q_EMIT scenarioChanged();
    Q_EMIT monteCarloStatusChanged();
    analyse();
}

int RiskSession::findOption(const QString &name, int oldIndex, int fallback) const
{
    const auto usable = [this](int i) {
        return i >= 0 && i < m_model->optionCount() && m_model->option(i).feasible;
    };
    for (int i = 0; i < m_model->optionCount(); ++i) {
        if (!name.isEmpty() && m_model->option(i).name == name && usable(i))
            return i;
    }
    return usable(oldIndex) ? oldIndex : fallback;
}

QList<DriverRange> RiskSession::editedRanges() const
{
    QList<DriverRange> edited;
    if (!m_model)
        return edited;
    const QList<DriverRange> defaults = defaultRanges(m_optionA, m_optionB, m_fxCurrency);
    for (const DriverRange &range : m_ranges->ranges()) {
        for (const DriverRange &given : defaults) {
            if (given.driver == range.driver && given.currency == range.currency
                && (given.low != range.low || given.mostLikely != range.mostLikely
                    || given.high != range.high))
                edited.append(range);
        }
    }
    return edited;
}

QList<DriverRange> RiskSession::defaultRanges(int a, int b, const QString &fxCurrency) const
{
    const std::optional<std::pair<int, int>> pair
            = a >= 0 && b >= 0 ? std::make_optional(std::make_pair(a, b)) : std::nullopt;
    return RiskSetup::defaults(*m_model, pair, fxCurrency).ranges;
}

void RiskSession::setPair(int a, int b)
{
    // The card price's default range follows the pair (a published range where the pair buys
    // one card whose prices conflict: RiskSetup::publishedCardPriceRange); a range the user
    // edited stays.
    if (m_model) {
        const QList<DriverRange> before = defaultRanges(m_optionA, m_optionB, m_fxCurrency);
        const QList<DriverRange> after = defaultRanges(a, b, m_fxCurrency);
        QList<DriverRange> ranges = m_ranges->ranges();
        bool changed = false;
        for (DriverRange &range : ranges) {
            if (range.driver != Driver::AcceleratorPrice)
                continue;
            for (const DriverRange &old : before) {
                if (old.driver == range.driver && old.low == range.low
                    && old.mostLikely == range.mostLikely && old.high == range.high) {
                    for (const DriverRange &fresh : after) {
                        if (fresh.driver == range.driver) {
                            changed = changed || fresh.low != range.low || fresh.high != range.high
                                    || fresh.basis != range.basis;
                            range = fresh;
                        }
                    }
                }
            }
        }
        if (changed)
            m_ranges->setRanges(ranges, m_model->scenario());
    }
    m_optionA = a;
    m_optionB = b;
    analyse();
}

void RiskSession::setMeasure(Measure measure)
{
    m_measure = measure;
    analyse();
}

void RiskSession::setFxCurrency(const QString &currency)
{
    if (!m_model)
        return;
    m_fxCurrency = currency;
    // The new currency's default range in place of the old one's.
    QList<DriverRange> ranges = m_ranges->ranges();
    const QList<DriverRange> defaults = Drivers::defaultRanges(m_model->scenario(), currency);
    for (DriverRange &range : ranges) {
        if (range.driver != Driver::Fx)
            continue;
        for (const DriverRange &fresh : defaults) {
            if (fresh.driver == Driver::Fx)
                range = fresh;
        }
    }
    m_ranges->setRanges(ranges, m_model->scenario());
    Q_EMIT m_ranges->rangesEdited();
}

void RiskSession::resetRanges()
{
    if (!m_model)
        return;
    m_ranges->setRanges(defaultRanges(m_optionA, m_optionB, m_fxCurrency), m_model->scenario());
    Q_EMIT m_ranges->rangesEdited();
}

void RiskSession::scheduleAnalysis()
{
    m_analysisTimer.start();
}

Result RiskSession::baseResult() const
{
    return m_model ? m_model->baseScenarioResult() : Result();
}

void RiskSession::analyse()
{
    m_analysisTimer.stop();
    m_sensitivity.reset();
    m_sensitivityMessage.clear();
    const Problems &problems = m_ranges->problems();
    if (!m_model) {
        m_sensitivityMessage = m_scenarioProblems.isEmpty() ? tr("No scenario.")
                                                            : m_scenarioProblems.first().text();
    } else if (m_optionA < 0 || m_optionB < 0) {
        m_sensitivityMessage
                = tr("Two options that can serve the workload are needed for a comparison.");
    } else if (!problems.isEmpty()) {
        m_sensitivityMessage = tr("Correct the marked driver ranges to see the tornado.");
    } else {
        try {
            const Outcome<SensitivityResult> outcome = Sensitivity::run(
                    *m_model, m_optionA, m_optionB, m_ranges->ranges(), m_measure);
            if (outcome.ok())
                m_sensitivity = outcome.value();
            else
                m_sensitivityMessage = outcome.problems().first().text();
        } catch (const std::exception &) {
            m_sensitivityMessage
                    = tr("These ranges make the figures too large to compute exactly.");
        }
    }
    updateDecision();
    Q_EMIT sensitivityUpdated();
}

void RiskSession::updateDecision()
{
    if (!m_model) {
        m_decision = DecisionSummary();
        return;
    }
    m_decision = Decision::summarize(m_model->scenario(), baseResult(),
                                     m_sensitivity ? &*m_sensitivity : nullptr,
                                     m_monteCarlo ? &*m_monteCarlo : nullptr);
}

void RiskSession::setMonteCarloStatus(const QString &status)
{
    m_monteCarloStatus = status;
    Q_EMIT monteCarloStatusChanged();
}

bool RiskSession::canRun() const
{
    return m_model && m_ranges->problems().isEmpty() && !isRunning();
}

void RiskSession::runMonteCarlo()
{
    if (!canRun())
        return;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    // The worker reads only its own copies.
    const auto model = std::make_shared<const DriverModel>(*m_model);
    const QList<DriverRange> ranges = m_ranges->ranges();
    const MonteCarloSettings settings = m_settings;
    const auto cancel = m_cancel;
    m_monteCarlo.reset();
    setMonteCarloStatus(tr("Simulating %L1 draws…").arg(settings.draws));
    m_running = true;
    m_watcher.setFuture(QtConcurrent::run(
            [model, ranges, settings, cancel](QPromise<Outcome<MonteCarloResult>> &promise) {
                promise.setProgressRange(0, 100);
                promise.addResult(MonteCarlo::run(
                        *model, ranges, settings,
                        [&promise, cancel](int done, int total) {
                            if (promise.isCanceled())
                                cancel->store(true);
                            promise.setProgressValue(
                                    static_cast<int>(qint64(done) * 100 / std::max(1, total)));
                        },
                        cancel.get()));
            }));
    Q_EMIT runningChanged(true);
}

void RiskSession::cancelMonteCarlo()
{
    if (m_cancel)
        m_cancel->store(true);
}

void RiskSession::runDone()
{
    if (!m_running || !m_watcher.isFinished())
        return;
    m_running = false;
    const QFuture<Outcome<MonteCarloResult>> future = m_watcher.future();
    if (future.resultCount() == 0) {
        setMonteCarloStatus(tr("Cancelled."));
    } else {
        const Outcome<MonteCarloResult> outcome = future.result();
        if (!outcome.ok()) {
            setMonteCarloStatus(outcome.problems().first().text());
        } else if (outcome.value().cancelled) {
            setMonteCarloStatus(tr("Cancelled."));
        } else {
            m_monteCarlo = outcome.value();
            const int best = m_monteCarlo->mostOftenCheapest();
            setMonteCarloStatus(
                    best < 0 ? QString()
                             : tr("%L1 draws, seed %2: <b>%3</b> is the cheapest in %4% of them.")
                                       .arg(m_monteCarlo->draws)
                                       .arg(m_monteCarlo->seed)
                                       .arg(m_monteCarlo->options.at(best).name.toHtmlEscaped())
                                       .arg(m_monteCarlo->options.at(best).probabilityCheapest
                                                    * 100.0,
                                            0, 'f', 1));
        }
    }
    Q_EMIT runningChanged(false);
    updateDecision();
    Q_EMIT monteCarloFinished();
}

RiskReportContent RiskSession::reportContent() const
{
    RiskReportContent content;
    if (!m_model)
        return content;
    content.scenario = m_model->scenario();
    content.sensitivity = m_sensitivity;
    content.monteCarlo = m_monteCarlo;
    content.decision = m_decision;
    // A report leaves the meeting room: it gets the simulation with the seed, draws and ranges
    // entered even if the user has not run it (or it is still running).
    if (!content.monteCarlo && m_ranges->problems().isEmpty()) {
        const Outcome<MonteCarloResult> simulation
                = MonteCarlo::run(*m_model, m_ranges->ranges(), m_settings);
        if (simulation.ok()) {
            content.monteCarlo = simulation.value();
            content.decision = Decision::summarize(content.scenario, baseResult(),
                                                   m_sensitivity ? &*m_sensitivity : nullptr,
                                                   &*content.monteCarlo);
        }
    }
    return content;
}

} // namespace infertco
