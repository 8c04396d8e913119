// SPDX-License-Identifier: GPL-3.0-or-later
// Where an open bundle lives, behind one interface: the local document
// (DocumentStorage) or the team catalog's server (TeamServerStorage). The store and its undo
// commands load the content from it and hand it each change whole; the storage writes the
// change all or nothing and says why when it cannot. What only some storages can do is asked
// with hasFeature(), the way Qt Sql asks a driver; the rest refuse it with a problem.
#pragma once

#include "model/entities/bundle.h"
#include "model/rules/problem.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace infertco {

struct DocumentTeamBase;

class BundleStorage
{
    Q_DECLARE_TR_FUNCTIONS(infertco::BundleStorage)

public:
    enum class Feature {
        Scenarios, ///< holds scenarios beside the catalog
        RowRemoval, ///< a write may remove catalog rows
        TeamBases, ///< keeps the team catalog's bases (docs/team.md, "Pull, push and conflicts"):
                   ///< teamBases(), write(…, bases)
        SaveAs, ///< can continue on a copy at another path: saveAs()
    };

    BundleStorage() = default;
    virtual ~BundleStorage();
    BundleStorage(const BundleStorage &) = delete;
    BundleStorage &operator=(const BundleStorage &) = delete;

    virtual bool hasFeature(Feature feature) const = 0;
    /// Where the content lives, for titles and messages: the document's path, or the server's
    /// connection as TeamConnection::display() shows it (never a password).
    virtual QString location() const = 0;

    /// The whole content, validated.
    virtual Outcome<Bundle> load() = 0;
    /// The problems that would refuse write(after) while the content is `before` (which passed
    /// them): what changed is checked with what refers to it, the whole only when something
    /// fails, so that the problems are those of a check of the whole.
    virtual Problems check(const Bundle &before, const Bundle &after) const = 0;
    /// Makes `after` the content in one step, all or nothing. On a problem nothing changes
    /// and the problems say why (for the server: the field, who changed it and when).
    virtual Problems write(const Bundle &after) = 0;
    /// How many rows the last successful write inserted, updated or deleted.
    virtual qint64 lastWriteRowChanges() const = 0;

    /// The team catalog's bases (Feature::TeamBases).
    virtual Outcome<QList<DocumentTeamBase>> teamBases() const;
    /// write(), with the team bases replaced by `bases` in the same step (Feature::TeamBases).
    virtual Problems write(const Bundle &after, const QList<DocumentTeamBase> &bases);
    /// Continues on a copy at `newPath` (Feature::SaveAs).
    virtual Problems saveAs(const QString &newPath);

protected:
    /// The refusal of something this storage cannot do, naming where it lives.
    Problems unsupported(const QString &what) const;
};

} // namespace infertco
