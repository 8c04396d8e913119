// SPDX-License-Identifier: GPL-3.0-or-later
#include "rentaloffertablemodel.h"

#include "edit/bundlestore.h"

#include "model/fields/fields.h"
#include "model/rules/newitems.h"
#include "model/rules/references.h"

namespace infertco {

RentalOfferTableModel::RentalOfferTableModel(BundleStore *store, QObject *parent)
    : RentalOfferTable(store, parent)
{ }

bool RentalOfferTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                   QString *error) const
{
    QList<RentalOffer> &items = bundle.catalog.rentalOffers;
    RentalOffer &o = items[row];
    // A move to another region or accelerator carries what depends on it along.
    if (column == columnOf("region")) {
        CatalogItems::moveToRegion(bundle.catalog, o.region, o.currency, value.toString());
        return true;
    }
    if (column == columnOf("accelerator")) {
        References::setOfferAccelerator(bundle, o.id, value.toString());
        return true;
    }
    return RentalOfferTable::assign(bundle, row, column, value, error);
}

QStringList RentalOfferTableModel::choices(const Bundle &bundle, int row, int column) const
{
    QStringList ids;
    if (column == columnOf("region")) {
        for (const infertco::Region &region : bundle.catalog.regions)
            ids.append(region.id);
        return ids;
    }
    if (column == columnOf("accelerator")) {
        for (const infertco::Accelerator &accelerator : bundle.catalog.accelerators)
            ids.append(accelerator.id);
        return ids;
    }
    return CatalogTableModel::choices(bundle, row, column);
}

QString RentalOfferTableModel::choiceLabel(const Bundle &bundle, int column,
                                           const QString &choice) const
{
    if (column == columnOf("region")) {
        const infertco::Region *region = bundle.catalog.region(choice);
        return region ? region->displayName() : choice;
    }
    if (column == columnOf("accelerator")) {
        const infertco::Accelerator *accelerator = bundle.catalog.accelerator(choice);
        return accelerator ? accelerator->displayName() : choice;
    }
    return CatalogTableModel::choiceLabel(bundle, column, choice);
}

int RentalOfferTableModel::insertNew(Bundle &bundle, int row, QString *) const
{
    // Nothing is copied from another row: the core's defaults make it valid as it stands.
    RentalOffer offer = NewItems::rentalOffer(
            bundle.catalog, CatalogItems::uniqueId(bundle.catalog.rentalOffers, newItemIdBase()));
    offer.name = newItemName();
    bundle.catalog.rentalOffers.insert(row, offer);
    return row;
}

} // namespace infertco
