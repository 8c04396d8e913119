// SPDX-License-Identifier: GPL-3.0-or-later
// A region's name in the reader's language, for the sentences that name it (so not
// "位于 United States" in a Chinese sentence).
#pragma once

#include "region.h"

#include <QCoreApplication>

namespace infertco {

class RegionName
{
    Q_DECLARE_TR_FUNCTIONS(infertco::RegionName)

public:
    /// The region's display name translated where the translations know it (the regions of
    /// the shipped catalog), else as the catalog spells it.
    static QString displayName(const Region &region);
};

} // namespace infertco
