// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlestore.h"

#include "io/document/document.h"
#include "io/storage/bundlestorage.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>

namespace infertco {

namespace {

const QEvent::Type WriteEvent = static_cast<QEvent::Type>(QEvent::registerEventType());

/// Below Qt::LowEventPriority, at which a widget's repaint is posted: the write runs after the
/// paint of what the change updated, also of repaints posted while the queue is worked off.
constexpr int WritePriority = Qt::LowEventPriority - 1;

} // namespace

BundleStore::BundleStore(std::unique_ptr<BundleStorage> storage, Bundle bundle, QObject *parent)
    : QObject(parent), m_storage(std::move(storage)), m_bundle(std::move(bundle))
{ }

BundleStore::~BundleStore()
{
    // A change still queued is stored before the storage closes (a window closed or a
    // document switched right after an edit).
    if (hasUnwrittenChanges()) {
        const Problems problems = m_storage->write(m_bundle);
        if (!problems.isEmpty())
            qWarning("the last change could not be written: %s",
                     qPrintable(problems.constFirst().text()));
    }
    // Commands refer to this store; they go before the storage closes.
    m_undoStack.clear();
}

QString BundleStore::path() const
{
    return m_storage->location();
}

qint64 BundleStore::lastWriteRowChanges() const
{
    return m_storage->lastWriteRowChanges();
}

Problems BundleStore::check(const Bundle &candidate) const
{
    return m_storage->check(m_bundle, candidate);
}

void BundleStore::setWritesAfterPaint(bool on)
{
    m_writesAfterPaint = on;
    if (!on)
        flush();
}

Problems BundleStore::replace(const Bundle &next, const BundleChange &change)
{
    m_lastProblems.clear();
    if (!inBatch()) {
        if (m_writesAfterPaint) {
            // The storage's checks now, so that a bad entry is refused where it was typed; the
            // write makes them again. The content has passed them: only the change is checked.
            m_lastProblems = check(next);
        } else {
            QElapsedTimer timer;
            timer.start();
            m_lastProblems = m_storage->write(next);
            m_writeMilliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        }
        if (!m_lastProblems.isEmpty()) {
            Q_EMIT problemsOccurred(m_lastProblems);
            return m_lastProblems;
        }
    }
    if (m_writesAfterPaint && !inBatch()) {
        const bool wasWritten = !hasUnwrittenChanges();
        if (wasWritten)
            m_written = m_bundle;
        setContent(next, change);
        if (!m_writeQueued) {
            m_writeQueued = true;
            QCoreApplication::postEvent(this, new QEvent(WriteEvent), WritePriority);
        }
        if (wasWritten)
            Q_EMIT unwrittenChangesChanged(true);
        return {};
    }
    setContent(next, change);
    return {};
}

Outcome<QList<DocumentTeamBase>> BundleStore::teamBases() const
{
    return m_storage->teamBases();
}

Problems BundleStore::replace(const Bundle &next, const BundleChange &change,
                              const QList<DocumentTeamBase> &bases)
{
    Q_ASSERT(!inBatch());
    QElapsedTimer timer;
    timer.start();
    // `next` holds whatever is still queued, so one transaction writes both.
    m_lastProblems = m_storage->write(next, bases);
    m_writeMilliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    if (!m_lastProblems.isEmpty()) {
        Q_EMIT problemsOccurred(m_lastProblems);
        return m_lastProblems;
    }
    const bool hadUnwritten = hasUnwrittenChanges();
    m_written.reset();
    setContent(next, change);
    if (hadUnwritten)
        Q_EMIT unwrittenChangesChanged(false);
    return {};
}

void BundleStore::customEvent(QEvent *event)
{
    if (event->type() != WriteEvent)
        return QObject::customEvent(event);
    m_writeQueued = false;
    // A batch running from a nested event loop writes its end state, this one with it.
    if (!inBatch())
        flush();
}

Problems BundleStore::write()
{
    QElapsedTimer timer;
    timer.start();
    m_lastProblems = m_storage->write(m_bundle);
    m_writeMilliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    if (m_lastProblems.isEmpty() && hasUnwrittenChanges()) {
        m_written.reset();
        Q_EMIT unwrittenChangesChanged(false);
    }
    return m_lastProblems;
}

Problems BundleStore::flush()
{
    Q_ASSERT(!inBatch());
    if (!hasUnwrittenChanges())
        return {};
    const Problems problems = write();
    if (problems.isEmpty())
        return {};
    // The storage refused what memory holds (a full disk, a lost file, a lost server): memory
    // goes back to what is stored, and the steps on the stack, made from what was refused, go with
    // it.
    const Bundle written = std::move(*m_written);
    m_written.reset();
    m_undoStack.clear();
    setContent(written, BundleChange{ BundleChange::Reset });
    Q_EMIT unwrittenChangesChanged(false);
    m_lastProblems = problems;
    Q_EMIT problemsOccurred(problems);
    return problems;
}

void BundleStore::beginBatch()
{
    Q_ASSERT(!inBatch());
    m_batchStart = m_bundle;
}

Problems BundleStore::endBatch()
{
    Q_ASSERT(inBatch());
    const Bundle start = std::move(*m_batchStart);
    m_batchStart.reset();
    // The storage takes the changes since its last write, a queued one's included.
    write();
    if (!m_lastProblems.isEmpty()) {
        setContent(start, BundleChange{ BundleChange::Reset });
        Q_EMIT problemsOccurred(m_lastProblems);
        // The start may hold a change still to write; its write is tried again.
        if (hasUnwrittenChanges() && !m_writeQueued) {
            m_writeQueued = true;
            QCoreApplication::postEvent(this, new QEvent(WriteEvent), WritePriority);
        }
    }
    return m_lastProblems;
}

Problems BundleStore::saveAs(const QString &newPath)
{
    // The copy is made from the file: it must hold every change first.
    if (!flush().isEmpty())
        return m_lastProblems;
    m_lastProblems = m_storage->saveAs(newPath);
    if (!m_lastProblems.isEmpty()) {
        Q_EMIT problemsOccurred(m_lastProblems);
        return m_lastProblems;
    }
    Q_EMIT pathChanged(m_storage->location());
    return {};
}

void BundleStore::setContent(const Bundle &next, const BundleChange &change)
{
    Q_EMIT aboutToChange(change);
    m_bundle = next;
    Q_EMIT changed(change);
}

} // namespace infertco
