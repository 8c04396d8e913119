// SPDX-License-Identifier: GPL-3.0-or-later
#include "quoteimportjob.h"

#include "workspace.h"

#include <QThread>

namespace infertco {

QuoteImportJob::QuoteImportJob(QString csvPath, Bundle into, QObject *parent)
    : QObject(parent), m_csvPath(std::move(csvPath)), m_into(std::move(into))
{ }

QuoteImportJob::~QuoteImportJob()
{
    if (m_thread) {
        cancel();
        m_thread->wait();
        delete m_thread;
    }
}

void QuoteImportJob::start()
{
    Q_ASSERT(!m_thread && !m_outcome);
    // The worker reads only the job's own copies and writes m_outcome and m_unchanged, which
    // the window's thread reads after the thread has finished (done()).
    m_thread = QThread::create([this] {
        const auto cancelled = m_cancelled;
        Outcome<QuoteImport::Imported> outcome
                = QuoteImport::applyFile(m_csvPath, m_into, [this, cancelled](int percent) {
                      Q_EMIT progressChanged(percent);
                      return !cancelled->load();
                  });
        if (outcome.ok() && !cancelled->load())
            m_unchanged = Workspace::sameContent(outcome.value().bundle, m_into);
        m_outcome.emplace(std::move(outcome));
    });
    connect(m_thread, &QThread::finished, this, &QuoteImportJob::done);
    m_thread->start();
}

void QuoteImportJob::cancel()
{
    m_cancelled->store(true);
}

void QuoteImportJob::done()
{
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    // A cancel that came after the last check still cancels: nothing is committed.
    if (wasCancelled())
        m_outcome.emplace(QuoteImport::cancelled());
    Q_EMIT finished();
}

} // namespace infertco
