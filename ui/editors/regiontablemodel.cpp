// SPDX-License-Identifier: GPL-3.0-or-later
#include "regiontablemodel.h"

#include "bundlestore.h"

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

BundleTableModel::Field RegionTableModel::field(int column) const
{
    switch (static_cast<Column>(column)) {
    case Name:
        return commonField(Common::Name);
    case Id:
        return commonField(Common::Id);
    case Currency:
        return { tr("Currency"), tr("currency"), FieldKind::Currency, QStringLiteral("currency"),
                 tr("Currency of the tariff and the staff cost.") };
    case ElectricityPricePerKwh:
        return { tr("Electricity/kWh"), tr("electricity price"), FieldKind::Money,
                 QStringLiteral("electricity_price_per_kwh"),
                 tr("Price of one kWh, for metered colocation power and cooling.") };
    case ElectricityPriceChangeYear:
        return { tr("Electricity change / year"), tr("electricity price change per year"),
                 FieldKind::Factor, QStringLiteral("electricity_price_change_year"),
                 tr("Yearly change of the electricity price, as a fraction: 0.05 is a rise of "
                    "5% a year, 0 keeps it.") };
    case Pue:
        return { tr("PUE"), tr("PUE"), FieldKind::Factor, QStringLiteral("pue"),
                 tr("Typical power usage effectiveness of the region's data centres, 1 to 5.") };
    case StaffCostPerFteYear:
        return { tr("Staff cost/FTE/year"), tr("staff cost"), FieldKind::Money,
                 QStringLiteral("staff_cost_per_fte_year"),
                 tr("Yearly cost of one full-time engineer running the servers.") };
    case StaffCostChangeYear:
        return { tr("Staff cost change / year"), tr("staff cost change per year"),
                 FieldKind::Factor, QStringLiteral("staff_cost_change_year"),
                 tr("Yearly change of the staff cost, as a fraction: 0.04 is a rise of 4% a "
                    "year, 0 keeps it.") };
    case QuoteDate:
        return commonField(Common::QuoteDate);
    case Source:
        return commonField(Common::Source);
    case Notes:
        return commonField(Common::Notes);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant RegionTableModel::value(const Bundle &bundle, int row, int column) const
{
    const Region &r = bundle.catalog.regions.at(row);
    switch (static_cast<Column>(column)) {
    case Name:
        return commonValue(r, Common::Name);
    case Id:
        return commonValue(r, Common::Id);
    case Currency:
        return r.currency;
    case ElectricityPricePerKwh:
        return QVariant::fromValue(r.electricityPricePerKwh);
    case ElectricityPriceChangeYear:
        return QVariant::fromValue(r.electricityPriceChangeYear);
    case Pue:
        return QVariant::fromValue(r.pue);
    case StaffCostPerFteYear:
        return QVariant::fromValue(r.staffCostPerFteYear);
    case StaffCostChangeYear:
        return QVariant::fromValue(r.staffCostChangeYear);
    case QuoteDate:
        return commonValue(r, Common::QuoteDate);
    case Source:
        return commonValue(r, Common::Source);
    case Notes:
        return commonValue(r, Common::Notes);
    case ColumnCount:
        break;
    }
    return {};
}

bool RegionTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                              QString *error) const
{
    QList<Region> &items = bundle.catalog.regions;
    Region &r = items[row];
    switch (static_cast<Column>(column)) {
    case Name:
        return assignCommon(bundle, items, row, Common::Name, value, error);
    case Id:
        return assignCommon(bundle, items, row, Common::Id, value, error);
    case QuoteDate:
        return assignCommon(bundle, items, row, Common::QuoteDate, value, error);
    case Source:
        return assignCommon(bundle, items, row, Common::Source, value, error);
    case Notes:
        return assignCommon(bundle, items, row, Common::Notes, value, error);
    case Currency:
        r.currency = value.toString();
        return true;
    case ElectricityPricePerKwh:
        r.electricityPricePerKwh = value.value<Decimal>();
        return true;
    case ElectricityPriceChangeYear:
        r.electricityPriceChangeYear = value.value<Decimal>();
        return true;
    case Pue:
        r.pue = value.value<Decimal>();
        return true;
    case StaffCostPerFteYear:
        r.staffCostPerFteYear = value.value<Decimal>();
        return true;
    case StaffCostChangeYear:
        r.staffCostChangeYear = value.value<Decimal>();
        return true;
    case ColumnCount:
        break;
    }
    return false;
}

int RegionTableModel::insertNew(Bundle &bundle, int row, QString *) const
{
    insertNewItem(bundle.catalog.regions, row, Region(), QStringLiteral("region"),
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
