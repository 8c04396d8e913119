// SPDX-License-Identifier: GPL-3.0-or-later
#include "rentaloffertablemodel.h"

#include "bundlestore.h"

#include "model/references.h"
#include "model/validation.h"

namespace infertco {

RentalOfferTableModel::RentalOfferTableModel(BundleStore *store, QObject *parent)
    : CatalogTableModel(store, BundlePart::RentalOffers, parent)
{ }

int RentalOfferTableModel::itemCount(const Bundle &bundle) const
{
    return static_cast<int>(bundle.catalog.rentalOffers.size());
}

QString RentalOfferTableModel::itemName(int row) const
{
    return store()->bundle().catalog.rentalOffers.at(row).displayName();
}

QString RentalOfferTableModel::itemNoun(int count) const
{
    return count == 1 ? tr("rental offer") : tr("rental offers");
}

QString RentalOfferTableModel::problemLabel(const Bundle &bundle, int row) const
{
    return Validator::itemLabel("rental offer", bundle.catalog.rentalOffers.at(row).id);
}

BundleTableModel::Field RentalOfferTableModel::field(int column) const
{
    switch (static_cast<Column>(column)) {
    case Name:
        return commonField(Common::Name);
    case Id:
        return commonField(Common::Id);
    case Provider:
        return { tr("Provider"), tr("provider"), FieldKind::Text, QStringLiteral("provider"), {} };
    case Region:
        return { tr("Region"), tr("region"), FieldKind::Choice, QStringLiteral("region"),
                 tr("Where the servers run: gives the staff cost of the option.") };
    case Accelerator:
        return { tr("Accelerator"), tr("accelerator"), FieldKind::Choice,
                 QStringLiteral("accelerator"), tr("The cards in the rented server.") };
    case AcceleratorsPerServer:
        return { tr("Cards/server"), tr("cards per server"), FieldKind::Integer,
                 QStringLiteral("accelerators_per_server"),
                 tr("Accelerator cards in one rented server; every one is paid for.") };
    case MonthlyPrice:
        return { tr("Monthly price"),
                 tr("monthly price"),
                 FieldKind::Money,
                 QStringLiteral("monthly_price"),
                 tr("Price of one server per month. Used when given; else the hourly price "
                    "× 730 hours."),
                 true };
    case HourlyPrice:
        return { tr("Hourly price"),
                 tr("hourly price"),
                 FieldKind::Money,
                 QStringLiteral("hourly_price"),
                 tr("Price of one server per hour."),
                 true };
    case Currency:
        return { tr("Currency"), tr("currency"), FieldKind::Currency, QStringLiteral("currency"),
                 tr("Currency of the prices and fees.") };
    case QuoteDate:
        return commonField(Common::QuoteDate);
    case Source:
        return commonField(Common::Source);
    case SetupFeePerServer:
        return { tr("Setup fee/server"), tr("setup fee"), FieldKind::Money,
                 QStringLiteral("setup_fee_per_server"), tr("One-off fee per server.") };
    case NetworkPerMonth:
        return { tr("Network/month"), tr("network cost"), FieldKind::Money,
                 QStringLiteral("network_per_month"),
                 tr("Egress, storage and other network charges per month.") };
    case MinTermMonths:
        return { tr("Min. term months"), tr("minimum term"), FieldKind::Integer,
                 QStringLiteral("min_term_months"),
                 tr("Shortest contract, in months; 0 for none.") };
    case PriceChangeYear:
        return priceChangeField(tr("Yearly change of the server price and the network charge, "
                                   "as a fraction: -0.2 is a fall of 20% a year, 0 keeps them."));
    case Notes:
        return commonField(Common::Notes);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant RentalOfferTableModel::value(const Bundle &bundle, int row, int column) const
{
    const RentalOffer &o = bundle.catalog.rentalOffers.at(row);
    switch (static_cast<Column>(column)) {
    case Name:
        return commonValue(o, Common::Name);
    case Id:
        return commonValue(o, Common::Id);
    case Provider:
        return o.provider;
    case Region:
        return o.region;
    case Accelerator:
        return o.accelerator;
    case AcceleratorsPerServer:
        return o.acceleratorsPerServer;
    case MonthlyPrice:
        return optionalDecimal(o.monthlyPrice);
    case HourlyPrice:
        return optionalDecimal(o.hourlyPrice);
    case Currency:
        return o.currency;
    case QuoteDate:
        return commonValue(o, Common::QuoteDate);
    case Source:
        return commonValue(o, Common::Source);
    case SetupFeePerServer:
        return QVariant::fromValue(o.setupFeePerServer);
    case NetworkPerMonth:
        return QVariant::fromValue(o.networkPerMonth);
    case MinTermMonths:
        return o.minTermMonths;
    case PriceChangeYear:
        return QVariant::fromValue(o.priceChangeYear);
    case Notes:
        return commonValue(o, Common::Notes);
    case ColumnCount:
        break;
    }
    return {};
}

bool RentalOfferTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                   QString *error) const
{
    QList<RentalOffer> &items = bundle.catalog.rentalOffers;
    RentalOffer &o = items[row];
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
    case Provider:
        o.provider = value.toString();
        return true;
    case Region:
        moveToRegion(bundle.catalog, o.region, o.currency, value.toString());
        return true;
    case Accelerator:
        References::setOfferAccelerator(bundle, o.id, value.toString());
        return true;
    case AcceleratorsPerServer:
        o.acceleratorsPerServer = value.toInt();
        return true;
    case MonthlyPrice:
        o.monthlyPrice = toOptionalDecimal(value);
        return true;
    case HourlyPrice:
        o.hourlyPrice = toOptionalDecimal(value);
        return true;
    case Currency:
        o.currency = value.toString();
        return true;
    case SetupFeePerServer:
        o.setupFeePerServer = value.value<Decimal>();
        return true;
    case NetworkPerMonth:
        o.networkPerMonth = value.value<Decimal>();
        return true;
    case MinTermMonths:
        o.minTermMonths = value.toInt();
        return true;
    case PriceChangeYear:
        o.priceChangeYear = value.value<Decimal>();
        return true;
    case ColumnCount:
        break;
    }
    return false;
}

QStringList RentalOfferTableModel::choices(const Bundle &bundle, int row, int column) const
{
    QStringList ids;
    if (column == Region) {
        for (const infertco::Region &region : bundle.catalog.regions)
            ids.append(region.id);
        return ids;
    }
    if (column == Accelerator) {
        for (const infertco::Accelerator &accelerator : bundle.catalog.accelerators)
            ids.append(accelerator.id);
        return ids;
    }
    return CatalogTableModel::choices(bundle, row, column);
}

QString RentalOfferTableModel::choiceLabel(const Bundle &bundle, int column,
                                           const QString &choice) const
{
    if (column == Region) {
        const infertco::Region *region = bundle.catalog.region(choice);
        return region ? region->displayName() : choice;
    }
    if (column == Accelerator) {
        const infertco::Accelerator *accelerator = bundle.catalog.accelerator(choice);
        return accelerator ? accelerator->displayName() : choice;
    }
    return CatalogTableModel::choiceLabel(bundle, column, choice);
}

int RentalOfferTableModel::insertNew(Bundle &bundle, int row, QString *) const
{
    // Nothing is copied from another row: the offer starts empty, with the defaults that make
    // it valid (the catalog's first region and accelerator, shown in its row, the region's
    // currency, one card per server, a price of 0 until the quote is typed in).
    const Catalog &catalog = bundle.catalog;
    RentalOffer offer;
    offer.id = CatalogItems::uniqueId(catalog.rentalOffers, QStringLiteral("rental-offer"));
    offer.name = tr("New rental offer");
    if (!catalog.regions.isEmpty()) {
        offer.region = catalog.regions.constFirst().id;
        offer.currency = catalog.regions.constFirst().currency;
    }
    if (!catalog.accelerators.isEmpty())
        offer.accelerator = catalog.accelerators.constFirst().id;
    offer.acceleratorsPerServer = 1;
    offer.monthlyPrice = Decimal();
    bundle.catalog.rentalOffers.insert(row, offer);
    return row;
}

void RentalOfferTableModel::insertCopy(Bundle &bundle, int row) const
{
    CatalogItems::insertCopy(bundle.catalog.rentalOffers, row);
}

void RentalOfferTableModel::removeAt(Bundle &bundle, int row) const
{
    bundle.catalog.rentalOffers.removeAt(row);
}

QString RentalOfferTableModel::removalBlocker(const Bundle &bundle, int row) const
{
    const RentalOffer &item = bundle.catalog.rentalOffers.at(row);
    return CatalogItems::removalBlocker(bundle, item);
}

} // namespace infertco
