// SPDX-License-Identifier: GPL-3.0-or-later
#include "regiontablemodel.h"

#include "bundlestore.h"

#include "model/fields.h"
#include "model/region.h"
#include "model/validation.h"

namespace infertco {

RegionTableModel::RegionTableModel(BundleStore *store, QObject *parent)
    : CatalogTableModel(store, BundlePart::Regions, parent)
{ }

int RegionTableModel::itemCount(const Bundle &bundle) const
{
    return static_cast<int>(bundle.catalog.regions.size());
}

QString RegionTableModel::itemName(int row) const
{
    return store()->bundle().catalog.regions.at(row).displayName();
}

QString RegionTableModel::itemNoun(int count) const
{
    return count == 1 ? tr("region") : tr("regions");
}

QString RegionTableModel::problemLabel(const Bundle &bundle, int row) const
{
    return Validator::itemLabel("region", bundle.catalog.regions.at(row).id);
}

int RegionTableModel::fieldCount() const
{
    return static_cast<int>(regionColumns().size());
}

BundleTableModel::Field RegionTableModel::field(int column) const
{
    return tableField(regionColumns(), regionFields(), column);
}

QVariant RegionTableModel::value(const Bundle &bundle, int row, int column) const
{
    return tableValue(regionColumns(), regionFields(), bundle.catalog.regions.at(row), column);
}

bool RegionTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                              QString *error) const
{
    return tableAssign(regionColumns(), regionFields(), bundle, bundle.catalog.regions, row, column,
                       value, error);
}

int RegionTableModel::insertNew(Bundle &bundle, int row, QString *) const
{
    CatalogItems::insertNew(bundle.catalog.regions, row, Region(), QStringLiteral("region"),
                            tr("New region"));
    return row;
}

void RegionTableModel::insertCopy(Bundle &bundle, int row) const
{
    CatalogItems::insertCopy(bundle.catalog.regions, row);
}

void RegionTableModel::removeAt(Bundle &bundle, int row) const
{
    bundle.catalog.regions.removeAt(row);
}

QString RegionTableModel::removalBlocker(const Bundle &bundle, int row) const
{
    const Region &item = bundle.catalog.regions.at(row);
    return CatalogItems::removalBlocker(bundle, item);
}

} // namespace infertco
