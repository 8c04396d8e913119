// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace.h"

#include "edit/bundlecommand.h"
#include "edit/bundlestore.h"

#include "analysis/advice.h"
#include "analysis/targetcost.h"
#include "cost/engine.h"
#include "io/bundle/bundlewriter.h"
#include "io/document/document.h"
#include "io/storage/documentstorage.h"
#include "sizing/fleet.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QUndoStack>
#include <QtConcurrent>

#include <algorithm>

namespace infertco {

namespace {

// A problem of the whole file ("is already open in infertco (process …)")
// names the file, which the window's message would otherwise leave out.
Problems naming(const QString &path, Problems problems)
{
    for (Problem &problem : problems) {
        if (problem.item.isEmpty())
            problem.item = QDir::toNativeSeparators(path);
    }
    return problems;
}

// The engine's answer with its advice (quotes dated against today), or the reason there is none:
// figures at the edge of what exact arithmetic holds. The document is valid, so the user has to see
// why there is no result rather than lose the window.
Outcome<Result> computeSafely(const Scenario &scenario, const Catalog &catalog,
                              const EngineOptions &options)
{
    try {
        return Advisor::compute(scenario, catalog, QDate::currentDate(), options);
    } catch (const std::exception &error) {
        return Problems{
            { scenario.name, QString(),
              Workspace::tr("could not be computed: %1").arg(QString::fromLocal8Bit(error.what())) }
        };
    }
}

/// What a simulation job hands back to the window's thread.
struct SimulationJob
{
    quint64 generation = 0;
    bool sizesCost = false;
    std::optional<Outcome<Result>> outcome;
    std::optional<TargetCost> targetCost; ///< the cheapest option's, when it misses a target
    double milliseconds = 0;
};

// On a worker: the scenario with its latency at the peak-month load (P99 sizing included),
// then each feasible option's P99s against load (docs/serving.md, "The serving simulation"
// --sweep), through the cache.
SimulationJob simulate(quint64 generation, bool sizesCost, const Scenario &scenario,
                       const Catalog &catalog, const std::shared_ptr<SimulationCache> &cache)
{
    QElapsedTimer timer;
    timer.start();
    SimulationJob job;
    job.generation = generation;
    job.sizesCost = sizesCost;
    EngineOptions options;
    options.latency = true;
    options.simulations = cache.get();
    job.outcome.emplace(computeSafely(scenario, catalog, options));
    if (job.outcome->ok()) {
        try {
            const double largestPeak
                    = FleetPlanner::largestPeak(scenario.workload, scenario.horizonMonths)
                              .toDouble();
            LatencyLoad load;
            load.sweep = true;
            Scenario resolved = scenario;
            Engine::resolveRequestLog(resolved.workload, catalog);
            for (OptionResult &option : job.outcome->value().options) {
                const Accelerator *accelerator = catalog.accelerator(option.accelerator);
                if (!option.feasible || !option.latency || !accelerator)
                    continue;
                const std::optional<Latency> swept = Engine::latency(
                        resolved, *accelerator, option.sizing, largestPeak, load, *cache);
                if (swept)
                    option.latency->sweep = swept->sweep;
            }
        } catch (const std::exception &) {
            // The sweep is a picture of the figures the result already carries: without it
            // the latency view says there is none.
        }
        try {
            // docs/serving.md, "P99 sizing": what meeting the targets would cost the option
            // the headline recommends, for its card.
            job.targetCost
                    = TargetCosts::ofCheapest(job.outcome->value(), scenario, catalog, cache.get());
        } catch (const std::exception &) {
            // Figures too large for exact arithmetic: the card flags the miss without a cost.
        }
    }
    job.milliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    return job;
}

} // namespace

Outcome<std::unique_ptr<Workspace>> Workspace::open(const QString &path)
{
    Outcome<std::unique_ptr<Document>> document = Document::open(path);
    if (!document.ok())
        return naming(path, document.problems());
    Outcome<Bundle> bundle = document.value()->load();
    if (!bundle.ok())
        return bundle.problems();
    return std::unique_ptr<Workspace>(
            new Workspace(std::move(document.value()), std::move(bundle.value())));
}

Outcome<std::unique_ptr<Workspace>> Workspace::create(const QString &path, const Bundle &bundle)
{
    Outcome<std::unique_ptr<Document>> document = Document::createFromBundle(path, bundle);
    if (!document.ok())
        return naming(path, document.problems());
    return std::unique_ptr<Workspace>(new Workspace(std::move(document.value()), bundle));
}

Workspace::Workspace(std::unique_ptr<Document> document, Bundle bundle)
    : m_store(new BundleStore(std::make_unique<DocumentStorage>(std::move(document)),
                              std::move(bundle), this)),
      m_simulations(std::make_shared<SimulationCache>())
{
    // Live recompute (docs/architecture.md, "Folders"): every edit, undo and redo ends in a change
    // of the content.
    connect(m_store, &BundleStore::changed, this, [this] {
        if (!m_store->bundle().scenario(m_scenarioId))
            setScenarioId(QString());
        else
            recompute();
    });
    setScenarioId(QString());
}

Workspace::~Workspace() = default;

QString Workspace::path() const
{
    return m_store->path();
}

const Scenario *Workspace::scenario() const
{
    return m_store->bundle().scenario(m_scenarioId);
}

void Workspace::setScenarioId(const QString &id)
{
    const QList<Scenario> &scenarios = m_store->bundle().scenarios;
    QString chosen = id;
    if (!m_store->bundle().scenario(chosen))
        chosen = scenarios.isEmpty() ? QString() : scenarios.constFirst().id;
    if (chosen == m_scenarioId && m_computeTime.isValid())
        return;
    m_scenarioId = chosen;
    recompute();
    Q_EMIT scenarioChanged(m_scenarioId);
}

void Workspace::recompute()
{
    ++m_generation;
    const Scenario *current = scenario();
    // docs/serving.md, "The serving simulation": a P99-sized scenario's costs need the simulation
    // (the engine's own rule).
    const bool p99 = current && Engine::computesLatency(*current, EngineOptions());
    // A P99-sized scenario keeps its last result on screen while it is simulated again;
    // another scenario's result would be wrong there.
    if (!p99 || m_resultScenarioId != m_scenarioId) {
        m_result.reset();
        m_resultScenarioId.clear();
    }
    m_problems.clear();
    m_hasLatency = false;
    m_targetCost.reset();
    if (!current) {
        setSimulating(false);
        Q_EMIT resultChanged();
        return;
    }
    if (p99) {
        startSimulation(*current, true);
        Q_EMIT resultChanged();
        return;
    }
    // Sized by averages: the cost result at once, as fast as before (docs/architecture.md,
    // "Tests"); nothing is simulated on this thread.
    QElapsedTimer timer;
    timer.start();
    EngineOptions options;
    options.simulations = m_simulations.get();
    Outcome<Result> outcome = computeSafely(*current, m_store->bundle().catalog, options);
    m_computeMilliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    m_computeTime = QDateTime::currentDateTime();
    if (outcome.ok()) {
        const bool anyFeasible
                = std::any_of(outcome.value().options.cbegin(), outcome.value().options.cend(),
                              [](const OptionResult &o) { return o.feasible; });
        m_result = std::move(outcome.value());
        m_resultScenarioId = m_scenarioId;
        if (anyFeasible && m_latencyWanted)
            startSimulation(*current, false);
        else
            setSimulating(false);
    } else {
        m_problems = outcome.problems();
        setSimulating(false);
    }
    Q_EMIT resultChanged();
}

void Workspace::startSimulation(const Scenario &scenario, bool sizesCost)
{
    auto *watcher = new QFutureWatcher<SimulationJob>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        SimulationJob job = watcher->result();
        // An edit came in after this job started: its figures are for inputs that are gone.
        if (job.generation != m_generation || !job.outcome)
            return;
        setSimulating(false);
        Outcome<Result> &outcome = *job.outcome;
        if (job.sizesCost) {
            m_computeMilliseconds = job.milliseconds;
            m_computeTime = QDateTime::currentDateTime();
            if (outcome.ok()) {
                m_result = std::move(outcome.value());
                m_resultScenarioId = m_scenarioId;
                m_hasLatency = true;
                m_targetCost = job.targetCost;
            } else {
                m_result.reset();
                m_resultScenarioId.clear();
                m_problems = outcome.problems();
            }
            Q_EMIT resultChanged(); // with its latency: hasLatency() tells
            return;
        }
        // Sized by averages: the same costs with the latency figures and their advice.
        if (!outcome.ok())
            return;
        m_result = std::move(outcome.value());
        m_hasLatency = true;
        m_targetCost = job.targetCost;
        Q_EMIT latencyChanged();
    });
    // Copies: the job outlives edits, and the cache outlives the workspace while it runs.
    watcher->setFuture(QtConcurrent::run(&simulate, m_generation, sizesCost, scenario,
                                         m_store->bundle().catalog, m_simulations));
    m_sizingJob = sizesCost;
    setSimulating(true);
}

void Workspace::setLatencyWanted(bool wanted)
{
    if (wanted == m_latencyWanted)
        return;
    m_latencyWanted = wanted;
    const Scenario *current = scenario();
    if (wanted && current && m_result && !m_hasLatency && !m_simulating
        && !Engine::computesLatency(*current, EngineOptions())
        && std::any_of(m_result->options.cbegin(), m_result->options.cend(),
                       [](const OptionResult &o) { return o.feasible; }))
        startSimulation(*current, false);
}

void Workspace::setSimulating(bool simulating)
{
    if (simulating == m_simulating)
        return;
    m_simulating = simulating;
    Q_EMIT simulatingChanged(simulating);
}

Outcome<QuoteImport::Imported> Workspace::importQuotes(const QString &csvPath)
{
    Outcome<QuoteImport::Imported> imported = QuoteImport::applyFile(csvPath, m_store->bundle());
    const bool unchanged = imported.ok() && sameContent(imported.value().bundle, m_store->bundle());
    return commitImport(std::move(imported), unchanged, csvPath);
}

bool Workspace::sameContent(const Bundle &a, const Bundle &b)
{
    return BundleWriter::toJson(a) == BundleWriter::toJson(b);
}

Outcome<QuoteImport::Imported> Workspace::commitImport(Outcome<QuoteImport::Imported> imported,
                                                       bool unchanged, const QString &csvPath)
{
    if (!imported.ok() || unchanged)
        return imported; // unchanged: the same quotes again, nothing to write, nothing to undo
    const QuoteImport::Imported &quotes = imported.value();
    // The command writes on push; a refused write leaves it obsolete and the stack drops it.
    m_store->undoStack()->push(new BundleCommand(
            m_store, tr("Import quotes from %1").arg(QFileInfo(csvPath).fileName()),
            m_store->bundle(), quotes.bundle, BundleChange{ BundleChange::Reset }));
    if (!m_store->lastProblems().isEmpty())
        return m_store->lastProblems();
    return imported;
}

Problems Workspace::commitRequestLog(const Outcome<RequestLogImport::Imported> &imported,
                                     const QString &csvPath)
{
    if (!imported.ok())
        return imported.problems();
    const RequestLog &log = imported.value().log;
    // The desktop always asks for the name, so it replaces the name of a log replaced.
    const Bundle next = RequestLogImport::placed(m_store->bundle(), log, true);
    const Problems problems = m_store->check(next);
    if (!problems.isEmpty())
        return problems;
    // The command writes on push; a refused write leaves it obsolete and the stack drops it.
    m_store->undoStack()->push(new BundleCommand(
            m_store, tr("Import request log %1 from %2").arg(log.id, QFileInfo(csvPath).fileName()),
            m_store->bundle(), next, BundleChange{ BundleChange::Reset }));
    return m_store->lastProblems();
}

} // namespace infertco
