// SPDX-License-Identifier: GPL-3.0-or-later
#include "colooffertablemodel.h"

#include "bundlestore.h"

#include "model/fields.h"
#include "model/validation.h"

namespace infertco {

ColoOfferTableModel::ColoOfferTableModel(BundleStore *store, QObject *parent)
    : CatalogTableModel(store, BundlePart::ColoOffers, parent)
{ }

QString ColoOfferTableModel::billingName(infertco::PowerBilling value)
{
    switch (value) {
    case PowerBilling::Metered:
        return tr("Metered");
    case PowerBilling::Included:
        return tr("Included");
    case PowerBilling::PerKw:
        return tr("Per kW");
    }
    return {};
}

int ColoOfferTableModel::itemCount(const Bundle &bundle) const
{
    return static_cast<int>(bundle.catalog.coloOffers.size());
}

QString ColoOfferTableModel::itemName(int row) const
{
    return store()->bundle().catalog.coloOffers.at(row).displayName();
}

QString ColoOfferTableModel::itemNoun(int count) const
{
    return count == 1 ? tr("colocation offer") : tr("colocation offers");
}

QString ColoOfferTableModel::problemLabel(const Bundle &bundle, int row) const
{
    return Validator::itemLabel("colo offer", bundle.catalog.coloOffers.at(row).id);
}

BundleTableModel::Field ColoOfferTableModel::field(int column) const
{
    return tableField(coloOfferColumns(), coloOfferFields(), column);
}

QVariant ColoOfferTableModel::value(const Bundle &bundle, int row, int column) const
{
    return tableValue(coloOfferColumns(), coloOfferFields(), bundle.catalog.coloOffers.at(row),
                      column);
}

bool ColoOfferTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                 QString *error) const
{
    QList<ColoOffer> &items = bundle.catalog.coloOffers;
    // A move to another region carries the currency along (moveToRegion).
    if (column == Region) {
        ColoOffer &o = items[row];
        CatalogItems::moveToRegion(bundle.catalog, o.region, o.currency, value.toString());
        return true;
    }
    return tableAssign(coloOfferColumns(), coloOfferFields(), bundle, items, row, column, value,
                       error);
}

QStringList ColoOfferTableModel::choices(const Bundle &bundle, int row, int column) const
{
    if (column == Region) {
        QStringList ids;
        for (const infertco::Region &region : bundle.catalog.regions)
            ids.append(region.id);
        return ids;
    }
    if (column == PowerBilling) {
        return { toText(PowerBilling::Metered), toText(PowerBilling::Included),
                 toText(PowerBilling::PerKw) };
    }
    return CatalogTableModel::choices(bundle, row, column);
}

QString ColoOfferTableModel::choiceLabel(const Bundle &bundle, int column,
                                         const QString &choice) const
{
    if (column == Region) {
        const infertco::Region *region = bundle.catalog.region(choice);
        return region ? region->displayName() : choice;
    }
    if (column == PowerBilling) {
        const std::optional<infertco::PowerBilling> billing = powerBillingFromText(choice);
        return billing ? billingName(*billing) : choice;
    }
    return CatalogTableModel::choiceLabel(bundle, column, choice);
}

int ColoOfferTableModel::insertNew(Bundle &bundle, int row, QString *) const
{
    CatalogItems::insertNew(bundle.catalog.coloOffers, row, ColoOffer(),
                            QStringLiteral("colo-offer"), tr("New colocation offer"));
    return row;
}

void ColoOfferTableModel::insertCopy(Bundle &bundle, int row) const
{
    CatalogItems::insertCopy(bundle.catalog.coloOffers, row);
}

void ColoOfferTableModel::removeAt(Bundle &bundle, int row) const
{
    bundle.catalog.coloOffers.removeAt(row);
}

QString ColoOfferTableModel::removalBlocker(const Bundle &bundle, int row) const
{
    const ColoOffer &item = bundle.catalog.coloOffers.at(row);
    return CatalogItems::removalBlocker(bundle, item);
}

} // namespace infertco
