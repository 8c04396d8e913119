// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace.h"

#include "editors/bundlecommand.h"
#include "editors/bundlestore.h"

#include "cost/engine.h"
#include "io/bundlewriter.h"
#include "io/document.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QUndoStack>

namespace infertco {

namespace {

// Issue 21 item 14: a problem of the whole file ("is already open in infertco (process …)")
// names the file, which the window's message would otherwise leave out.
Problems naming(const QString &path, Problems problems)
{
    for (Problem &problem : problems) {
        if (problem.item.isEmpty())
            problem.item = QDir::toNativeSeparators(path);
    }
    return problems;
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
    : m_store(new BundleStore(std::move(document), std::move(bundle), this))
{
    // Live recompute (DESIGN 8): every edit, undo and redo ends in a change of the content.
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
    m_result.reset();
    m_problems.clear();
    if (const Scenario *current = scenario()) {
        QElapsedTimer timer;
        timer.start();
        std::optional<Outcome<Result>> computed;
        try {
            computed.emplace(Engine::compute(*current, m_store->bundle().catalog));
        } catch (const std::exception &error) {
            // Figures at the edge of what exact arithmetic holds; the document is valid, so
            // the user has to see why there is no result rather than lose the window.
            computed.emplace(Problems{ { current->name, QString(),
                                         tr("could not be computed: %1")
                                                 .arg(QString::fromLocal8Bit(error.what())) } });
        }
        Outcome<Result> &outcome = *computed;
        m_computeMilliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        m_computeTime = QDateTime::currentDateTime();
        if (outcome.ok())
            m_result = std::move(outcome.value());
        else
            m_problems = outcome.problems();
    }
    Q_EMIT resultChanged();
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

} // namespace infertco
