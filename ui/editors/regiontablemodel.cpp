// SPDX-License-Identifier: GPL-3.0-or-later
#include "regiontablemodel.h"

#include "edit/bundlestore.h"

#include "model/fields.h"
#include "model/region.h"
#include "model/validation.h"

namespace infertco {

RegionTableModel::RegionTableModel(BundleStore *store, QObject *parent)
    : RegionTable(store, BundlePart::Regions, parent)
{ }

QString RegionTableModel::itemNoun(int count) const
{
    return count == 1 ? tr("region") : tr("regions");
}

QString RegionTableModel::problemLabel(const Bundle &bundle, int row) const
{
    return Validator::itemLabel("region", bundle.catalog.regions.at(row).id);
}

int RegionTableModel::insertNew(Bundle &bundle, int row, QString *) const
{
    CatalogItems::insertNew(bundle.catalog.regions, row, Region(), QStringLiteral("region"),
                            tr("New region"));
    return row;
}

} // namespace infertco
