// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentstorage.h"

#include "io/document/document.h"

namespace infertco {

DocumentStorage::DocumentStorage(std::unique_ptr<Document> document)
    : m_document(std::move(document))
{ }

DocumentStorage::~DocumentStorage() = default;

bool DocumentStorage::hasFeature(Feature feature) const
{
    switch (feature) {
    case Feature::Scenarios:
    case Feature::RowRemoval:
    case Feature::TeamBases:
    case Feature::SaveAs:
        return true;
    }
    return false;
}

QString DocumentStorage::location() const
{
    return m_document->path();
}

Outcome<Bundle> DocumentStorage::load()
{
    return m_document->load();
}

Problems DocumentStorage::check(const Bundle &before, const Bundle &after) const
{
    return Document::check(before, after);
}

Problems DocumentStorage::write(const Bundle &after)
{
    return m_document->save(after);
}

qint64 DocumentStorage::lastWriteRowChanges() const
{
    return m_document->lastSaveRowChanges();
}

Outcome<QList<DocumentTeamBase>> DocumentStorage::teamBases() const
{
    return m_document->teamBases();
}

Problems DocumentStorage::write(const Bundle &after, const QList<DocumentTeamBase> &bases)
{
    return m_document->save(after, bases);
}

Problems DocumentStorage::saveAs(const QString &newPath)
{
    return m_document->saveAs(newPath);
}

} // namespace infertco
