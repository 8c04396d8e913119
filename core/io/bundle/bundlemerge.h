// SPDX-License-Identifier: GPL-3.0-or-later
// Brings the items and scenarios of one bundle into another by id, as an import into an
// existing document does: same id replaces in place, a new id is appended, the rest is kept.
#pragma once

#include "model/entities/bundle.h"

#include <QStringList>

namespace infertco {

class BundleMerge
{
public:
    struct Merged
    {
        Bundle bundle;
        QStringList added; ///< "accelerator h100-sxm", "scenario hk-api", … in bundle order
        QStringList updated; ///< the same, for ids that were already there
    };

    /// `base` with every catalog item and scenario of `incoming` merged in by id. The result
    /// is not validated here.
    static Merged merge(const Bundle &base, const Bundle &incoming);
};

} // namespace infertco
