// SPDX-License-Identifier: GPL-3.0-or-later
// An open document as the window works with it: its content and undo stack (BundleStore),
// the scenario being looked at, and that scenario's result, recomputed by the engine after
// every edit (docs/architecture.md, "Libraries": the UI never computes a cost itself). Simulations
// (docs/serving.md, "The serving simulation") run off the window's thread, cached for the whole
// document on exactly what they depend on.
#pragma once

#include "analysis/targetcost.h"
#include "cost/result.h"
#include "io/import/quoteimport.h"
#include "io/import/requestlogimport.h"
#include "model/entities/bundle.h"
#include "model/rules/problem.h"

#include <QDateTime>
#include <QObject>

#include <memory>
#include <optional>

namespace infertco {

class BundleStore;
class Document;
class SimulationCache;

class Workspace : public QObject
{
    Q_OBJECT

public:
    /// Opens the document at `path` (lock, checks, migration: see Document::open).
    static Outcome<std::unique_ptr<Workspace>> open(const QString &path);
    /// Creates a document at `path` holding `bundle`; refuses to overwrite a file.
    static Outcome<std::unique_ptr<Workspace>> create(const QString &path, const Bundle &bundle);

    ~Workspace() override;

    BundleStore *store() const { return m_store; }
    QString path() const;

    QString scenarioId() const { return m_scenarioId; }
    /// Looks at scenario `id` (the first scenario when there is no such one) and computes it,
    /// unless it is the one already looked at.
    void setScenarioId(const QString &id);

    /// The current scenario's result; nullptr when there is no scenario or it has problems,
    /// and while a P99-sized scenario the window has not shown before is being simulated.
    /// Once latencyChanged() has come, each feasible option carries its latency at the
    /// peak-month load and its sweep (docs/serving.md, "Latency at the peak-month load"), where the
    /// replica can be simulated.
    const Result *result() const { return m_result ? &*m_result : nullptr; }
    /// docs/serving.md, "P99 sizing": the cheapest option's missed P99 targets and its total
    /// sized by P99, computed with the latency figures; empty until then or when it meets them.
    const std::optional<TargetCost> &targetCost() const { return m_targetCost; }
    /// Whether the result shown carries the latency figures of the current inputs.
    bool hasLatency() const { return m_hasLatency; }
    /// A simulation for the current inputs is running: the P99 sizing of the cost result, or
    /// the latency figures of an average-sized one.
    bool isSimulating() const { return m_simulating; }
    /// The result shown is the previous inputs' while their replacement is simulated (P99
    /// sizing): every figure of it is being recomputed.
    bool isRecomputingResult() const { return m_simulating && m_sizingJob && m_result; }
    /// docs/serving.md, "Latency at the peak-month load": the latency of a scenario sized by
    /// averages is simulated only once the window asks for it (its latency view was shown): an
    /// ordinary edit simulates nothing. P99 sizing always simulates. Asking starts the job for the
    /// result shown.
    void setLatencyWanted(bool wanted);
    bool isLatencyWanted() const { return m_latencyWanted; }
    /// The document's simulations, shared with the jobs that run them.
    const SimulationCache &simulations() const { return *m_simulations; }
    /// Why the current scenario could not be computed; empty when it was.
    const Problems &problems() const { return m_problems; }
    const Scenario *scenario() const;
    /// How long the last compute took, and when it ran.
    double lastComputeMilliseconds() const { return m_computeMilliseconds; }
    QDateTime lastComputeTime() const { return m_computeTime; }

    /// Computes the current scenario again and emits resultChanged(). A scenario sized by
    /// averages gets its cost result at once and, when they are wanted, its latency figures
    /// from a worker; one sized
    /// by P99 gets both from the worker (the last result of the same scenario stays meanwhile).
    /// A job started for earlier inputs is discarded when it ends.
    void recompute();

    /// Merges the vendor quotes of the CSV file at `csvPath` into the catalog as one
    /// undoable step, written to the document. All or nothing: on any problem (a bad row,
    /// a document that refuses the write) the catalog stays as it was.
    Outcome<QuoteImport::Imported> importQuotes(const QString &csvPath);
    /// The second half of importQuotes(), for an import run elsewhere (QuoteImportJob):
    /// writes `imported` to the document as one undoable step unless it failed or is
    /// `unchanged`; returns the problems of either.
    Outcome<QuoteImport::Imported> commitImport(Outcome<QuoteImport::Imported> imported,
                                                bool unchanged, const QString &csvPath);
    /// Adds the request log `imported` read (RequestLogImport, run elsewhere) to the catalog,
    /// or puts it in place of the log of the same id, as one undoable step written to the
    /// document (docs/serving.md, "Request logs"). All or nothing: on a problem of the read
    /// or of the checks the document stays as it was and the problems are returned.
    Problems commitRequestLog(const Outcome<RequestLogImport::Imported> &imported,
                              const QString &csvPath);
    /// True when the two bundles would be saved alike (an import that changes nothing).
    static bool sameContent(const Bundle &a, const Bundle &b);

Q_SIGNALS:
    void resultChanged();
    void scenarioChanged(const QString &id);
    /// The latency figures of the result already shown (sized by averages) came from the
    /// worker; a P99-sized result comes whole with resultChanged().
    void latencyChanged();
    void simulatingChanged(bool simulating);

private:
    Workspace(std::unique_ptr<Document> document, Bundle bundle);
    /// Starts the simulation job for the current inputs; `sizesCost`: its result replaces the
    /// cost result too (P99 sizing).
    void startSimulation(const Scenario &scenario, bool sizesCost);
    void setSimulating(bool simulating);

    BundleStore *m_store;
    QString m_scenarioId;
    std::optional<Result> m_result;
    Problems m_problems;
    QString m_resultScenarioId; ///< the scenario m_result belongs to
    double m_computeMilliseconds = 0;
    QDateTime m_computeTime;
    std::shared_ptr<SimulationCache> m_simulations;
    quint64 m_generation = 0; ///< counts recomputes; a job of an older one is discarded
    bool m_simulating = false;
    bool m_sizingJob = false; ///< the running job sizes the costs (P99)
    bool m_hasLatency = false;
    bool m_latencyWanted = false;
    std::optional<TargetCost> m_targetCost;
};

} // namespace infertco
