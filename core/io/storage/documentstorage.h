// SPDX-License-Identifier: GPL-3.0-or-later
// The local .infertco document as a BundleStorage (docs/format.md, "The `.infertco` document"):
// every write one SQLite transaction of the rows that changed, with the team catalog's bases and
// Save As.
#pragma once

#include "bundlestorage.h"

#include <memory>

namespace infertco {

class Document;

class DocumentStorage : public BundleStorage
{
public:
    explicit DocumentStorage(std::unique_ptr<Document> document);
    ~DocumentStorage() override;

    bool hasFeature(Feature feature) const override;
    /// The document's path.
    QString location() const override;
    Outcome<Bundle> load() override;
    /// Document::check(before, after): the validation of what changed and the document's own
    /// limits on what it can store.
    Problems check(const Bundle &before, const Bundle &after) const override;
    /// Document::save(): one transaction that writes only the rows that differ.
    Problems write(const Bundle &after) override;
    /// SQLite's count of the rows the last save changed, the document's bookkeeping included.
    qint64 lastWriteRowChanges() const override;

    Outcome<QList<DocumentTeamBase>> teamBases() const override;
    Problems write(const Bundle &after, const QList<DocumentTeamBase> &bases) override;
    Problems saveAs(const QString &newPath) override;

private:
    std::unique_ptr<Document> m_document;
};

} // namespace infertco
