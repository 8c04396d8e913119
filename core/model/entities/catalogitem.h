// SPDX-License-Identifier: GPL-3.0-or-later
// What every catalog item carries besides its figures: identity and provenance (docs/format.md, "Common fields of every catalog item").
#pragma once

#include <QString>

namespace infertco {

struct CatalogItem
{
    QString id;        ///< stable text id, referenced by scenarios and offers
    QString name;      ///< display name
    QString notes;     ///< free text: caveats, derivations, missing figures
    QString source;    ///< where the figures come from
    QString quoteDate; ///< date of the source or quote, ISO "YYYY-MM-DD" or "YYYY-MM"

    QString displayName() const { return name.isEmpty() ? id : name; }

    friend bool operator==(const CatalogItem &, const CatalogItem &) = default;
};

} // namespace infertco
