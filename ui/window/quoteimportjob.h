// SPDX-License-Identifier: GPL-3.0-or-later
// A quote import run on a worker thread: reading, parsing and validating a file of 100k rows
// takes seconds, and the window keeps drawing and can cancel it meanwhile. The job works on
// its own copy of the content and changes nothing; the caller commits its outcome (or drops
// it when cancelled), so the import stays all or nothing (docs/format.md, "Other imports and exports").
#pragma once

#include "io/import/quoteimport.h"
#include "model/entities/bundle.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

class QThread;

namespace infertco {

class QuoteImportJob : public QObject
{
    Q_OBJECT

public:
    /// Imports `csvPath` into a copy of `into` once start() is called.
    QuoteImportJob(QString csvPath, Bundle into, QObject *parent = nullptr);
    /// Cancels a running import and waits for its thread.
    ~QuoteImportJob() override;

    void start();
    /// Asks the worker to stop at its next check (every few thousand rows); the outcome is
    /// then QuoteImport::cancelled(), even if the worker had just finished.
    void cancel();

    bool isRunning() const { return m_thread != nullptr; }
    bool wasCancelled() const { return m_cancelled->load(); }
    /// Once finished() was emitted: the import's outcome and whether the imported content is
    /// the same as what it was imported into (the same quotes again).
    const Outcome<QuoteImport::Imported> &outcome() const { return *m_outcome; }
    bool unchanged() const { return m_unchanged; }

Q_SIGNALS:
    /// 0..100, from the worker (delivered queued to receivers on the window's thread).
    void progressChanged(int percent);
    void finished();

private:
    void done();

    QString m_csvPath;
    Bundle m_into;
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancelled = std::make_shared<std::atomic<bool>>(false);
    std::optional<Outcome<QuoteImport::Imported>> m_outcome;
    bool m_unchanged = false;
};

} // namespace infertco
