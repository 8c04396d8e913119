// SPDX-License-Identifier: GPL-3.0-or-later
#include "colooffertablemodel.h"

#include "edit/bundlestore.h"

#include "model/fields/fields.h"

namespace infertco {

ColoOfferTableModel::ColoOfferTableModel(BundleStore *store, QObject *parent)
    : ColoOfferTable(store, parent)
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

bool ColoOfferTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                 QString *error) const
{
    QList<ColoOffer> &items = bundle.catalog.coloOffers;
    // A move to another region carries the currency along (moveToRegion).
    if (column == columnOf("region")) {
        ColoOffer &o = items[row];
        CatalogItems::moveToRegion(bundle.catalog, o.region, o.currency, value.toString());
        return true;
    }
    return ColoOfferTable::assign(bundle, row, column, value, error);
}

QStringList ColoOfferTableModel::choices(const Bundle &bundle, int row, int column) const
{
    if (column == columnOf("region")) {
        QStringList ids;
        for (const infertco::Region &region : bundle.catalog.regions)
            ids.append(region.id);
        return ids;
    }
    return ColoOfferTable::choices(bundle, row, column);
}

QString ColoOfferTableModel::choiceLabel(const Bundle &bundle, int column,
                                         const QString &choice) const
{
    if (column == columnOf("region")) {
        const infertco::Region *region = bundle.catalog.region(choice);
        return region ? region->displayName() : choice;
    }
    if (column == columnOf("power_billing")) {
        const std::optional<infertco::PowerBilling> billing = powerBillingFromText(choice);
        return billing ? billingName(*billing) : choice;
    }
    return CatalogTableModel::choiceLabel(bundle, column, choice);
}

} // namespace infertco
