// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlestorage.h"

#include "io/document/document.h"

namespace infertco {

BundleStorage::~BundleStorage() = default;

Outcome<QList<DocumentTeamBase>> BundleStorage::teamBases() const
{
    return unsupported(tr("keeps no team catalog bases"));
}

Problems BundleStorage::write(const Bundle &, const QList<DocumentTeamBase> &)
{
    return unsupported(tr("keeps no team catalog bases"));
}

Problems BundleStorage::saveAs(const QString &)
{
    return unsupported(tr("cannot be saved under another name"));
}

Problems BundleStorage::unsupported(const QString &what) const
{
    return { Problem{ location(), QString(), what } };
}

} // namespace infertco
