// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlestore.h"

#include "io/document.h"

namespace infertco {

BundleStore::BundleStore(std::unique_ptr<Document> document, Bundle bundle, QObject *parent)
    : QObject(parent), m_document(std::move(document)), m_bundle(std::move(bundle))
{ }

BundleStore::~BundleStore()
{
    // Commands refer to this store; they go before the document closes.
    m_undoStack.clear();
}

QString BundleStore::path() const
{
    return m_document->path();
}

qint64 BundleStore::documentRowChanges() const
{
    return m_document->lastSaveRowChanges();
}

Problems BundleStore::replace(const Bundle &next, const BundleChange &change)
{
    m_lastProblems.clear();
    if (!inBatch()) {
        m_lastProblems = m_document->save(next);
        if (!m_lastProblems.isEmpty()) {
            Q_EMIT problemsOccurred(m_lastProblems);
            return m_lastProblems;
        }
    }
    setContent(next, change);
    return {};
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
    m_lastProblems = m_document->save(m_bundle);
    if (!m_lastProblems.isEmpty()) {
        setContent(start, BundleChange{ BundleChange::Reset });
        Q_EMIT problemsOccurred(m_lastProblems);
    }
    return m_lastProblems;
}

Problems BundleStore::saveAs(const QString &newPath)
{
    m_lastProblems = m_document->saveAs(newPath);
    if (!m_lastProblems.isEmpty()) {
        Q_EMIT problemsOccurred(m_lastProblems);
        return m_lastProblems;
    }
    Q_EMIT pathChanged(m_document->path());
    return {};
}

void BundleStore::setContent(const Bundle &next, const BundleChange &change)
{
    Q_EMIT aboutToChange(change);
    m_bundle = next;
    Q_EMIT changed(change);
}

} // namespace infertco
