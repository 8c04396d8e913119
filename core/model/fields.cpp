// SPDX-License-Identifier: GPL-3.0-or-later
#include "fields.h"

namespace infertco {

const char *FieldLabel::ofIdentity(QLatin1StringView key)
{
    // The CatalogItem fields every item type has (DESIGN 2).
    static constexpr const char *Identity[][2] = {
        { "id", QT_TRANSLATE_NOOP("infertco::Fields", "id") },
        { "name", QT_TRANSLATE_NOOP("infertco::Fields", "name") },
        { "source", QT_TRANSLATE_NOOP("infertco::Fields", "source") },
        { "quote_date", QT_TRANSLATE_NOOP("infertco::Fields", "quote date") },
        { "notes", QT_TRANSLATE_NOOP("infertco::Fields", "notes") },
    };
    for (const auto &entry : Identity) {
        if (key == QLatin1StringView(entry[0]))
            return entry[1];
    }
    return nullptr;
}

} // namespace infertco
