// SPDX-License-Identifier: GPL-3.0-or-later
// An open document as the window works with it: its content and undo stack (BundleStore),
// the scenario being looked at, and that scenario's result, recomputed by the engine after
// every edit (DESIGN 1: the UI never computes a cost itself).
#pragma once

#include "cost/result.h"
#include "io/quoteimport.h"
#include "model/bundle.h"
#include "model/problem.h"

#include <QDateTime>
#include <QObject>

#include <memory>
#include <optional>

namespace infertco {

class BundleStore;
class Document;

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

    /// The current scenario's result; nullptr when there is no scenario or it has problems.
    const Result *result() const { return m_result ? &*m_result : nullptr; }
    /// Why the current scenario could not be computed; empty when it was.
    const Problems &problems() const { return m_problems; }
    const Scenario *scenario() const;
    /// How long the last compute took, and when it ran.
    double lastComputeMilliseconds() const { return m_computeMilliseconds; }
    QDateTime lastComputeTime() const { return m_computeTime; }

    /// Computes the current scenario again and emits resultChanged().
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
    /// True when the two bundles would be saved alike (an import that changes nothing).
    static bool sameContent(const Bundle &a, const Bundle &b);

Q_SIGNALS:
    void resultChanged();
    void scenarioChanged(const QString &id);

private:
    Workspace(std::unique_ptr<Document> document, Bundle bundle);

    BundleStore *m_store;
    QString m_scenarioId;
    std::optional<Result> m_result;
    Problems m_problems;
    double m_computeMilliseconds = 0;
    QDateTime m_computeTime;
};

} // namespace infertco
