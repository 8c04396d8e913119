// SPDX-License-Identifier: GPL-3.0-or-later
#include "regionname.h"

namespace infertco {

namespace {

// The shipped catalog's region names (data/catalog.json), so that lupdate lists them for
// translation; a name added to the catalog and not here is shown as written.
[[maybe_unused]] constexpr const char *ShippedNames[] = {
    QT_TRANSLATE_NOOP("infertco::RegionName", "Hong Kong (CLP Power)"),
    QT_TRANSLATE_NOOP("infertco::RegionName", "Hong Kong (HK Electric)"),
    QT_TRANSLATE_NOOP("infertco::RegionName", "Hong Kong (CLP Power, non-residential tariff)"),
    QT_TRANSLATE_NOOP("infertco::RegionName", "Mainland China"),
    QT_TRANSLATE_NOOP("infertco::RegionName", "Singapore"),
    QT_TRANSLATE_NOOP("infertco::RegionName", "United States"),
    QT_TRANSLATE_NOOP("infertco::RegionName", "Hong Kong"),
};

} // namespace

QString RegionName::displayName(const Region &region)
{
    const QString name = region.displayName();
    return tr(name.toUtf8().constData());
}

} // namespace infertco
