// SPDX-License-Identifier: GPL-3.0-or-later
#include "colooffertablemodel.h"

#include "bundlestore.h"

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
    switch (static_cast<Column>(column)) {
    case Name:
        return commonField(Common::Name);
    case Id:
        return commonField(Common::Id);
    case Provider:
        return { tr("Provider"), tr("provider"), FieldKind::Text, QStringLiteral("provider"), {} };
    case Region:
        return { tr("Region"), tr("region"), FieldKind::Choice, QStringLiteral("region"),
                 tr("Where the rack is: gives the electricity price, PUE and staff cost.") };
    case RackFeePerMonth:
        return { tr("Rack fee/month"), tr("rack fee"), FieldKind::Money,
                 QStringLiteral("rack_fee_per_month"), tr("Fee per rack per month.") };
    case UFeePerMonth:
        return { tr("U fee/month"), tr("U fee"), FieldKind::Money,
                 QStringLiteral("u_fee_per_month"),
                 tr("Fee per rack unit used per month, on top of the rack fee.") };
    case Currency:
        return { tr("Currency"), tr("currency"), FieldKind::Currency, QStringLiteral("currency"),
                 tr("Currency of the fees.") };
    case QuoteDate:
        return commonField(Common::QuoteDate);
    case Source:
        return commonField(Common::Source);
    case UsableU:
        return { tr("Usable U"), tr("usable U"), FieldKind::Integer, QStringLiteral("usable_u"),
                 tr("Rack units available for servers in one rack.") };
    case RackPowerKw:
        return { tr("Rack kW"), tr("rack power"), FieldKind::Factor,
                 QStringLiteral("rack_power_kw"),
                 tr("Power one rack may draw, in kW; 0 for no limit (not allowed when power is "
                    "billed per kW).") };
    case PowerBilling:
        return { tr("Power billing"), tr("power billing"), FieldKind::Choice,
                 QStringLiteral("power_billing"),
                 tr("Metered: energy at the region's tariff plus cooling by PUE. Included: in "
                    "the rack fee. Per kW: the rack's kW × the price per kW.") };
    case PowerPricePerKwMonth:
        return { tr("Price/kW/month"), tr("price per kW"), FieldKind::Money,
                 QStringLiteral("power_price_per_kw_month"),
                 tr("Power price per kW of rack power per month (per-kW billing).") };
    case Pue:
        return { tr("PUE"),
                 tr("PUE"),
                 FieldKind::Factor,
                 QStringLiteral("pue"),
                 tr("Power usage effectiveness of the site; empty for the region's."),
                 true };
    case SetupFeePerRack:
        return { tr("Setup fee/rack"), tr("setup fee"), FieldKind::Money,
                 QStringLiteral("setup_fee_per_rack"), tr("One-off fee per rack.") };
    case NetworkPerMonth:
        return { tr("Network/month"), tr("network cost"), FieldKind::Money,
                 QStringLiteral("network_per_month"), tr("Cross-connects and transit per month.") };
    case PriceChangeYear:
        return priceChangeField(tr("Yearly change of the rack, U, per-kW and network fees, as "
                                   "a fraction: 0.03 is a rise of 3% a year, 0 keeps them."));
    case Notes:
        return commonField(Common::Notes);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant ColoOfferTableModel::value(const Bundle &bundle, int row, int column) const
{
    const ColoOffer &o = bundle.catalog.coloOffers.at(row);
    switch (static_cast<Column>(column)) {
    case Name:
        return commonValue(o, Common::Name);
    case Id:
        return commonValue(o, Common::Id);
    case Provider:
        return o.provider;
    case Region:
        return o.region;
    case RackFeePerMonth:
        return QVariant::fromValue(o.rackFeePerMonth);
    case UFeePerMonth:
        return QVariant::fromValue(o.uFeePerMonth);
    case Currency:
        return o.currency;
    case QuoteDate:
        return commonValue(o, Common::QuoteDate);
    case Source:
        return commonValue(o, Common::Source);
    case UsableU:
        return o.usableU;
    case RackPowerKw:
        return QVariant::fromValue(o.rackPowerKw);
    case PowerBilling:
        return toText(o.powerBilling);
    case PowerPricePerKwMonth:
        return QVariant::fromValue(o.powerPricePerKwMonth);
    case Pue:
        return optionalDecimal(o.pue);
    case SetupFeePerRack:
        return QVariant::fromValue(o.setupFeePerRack);
    case NetworkPerMonth:
        return QVariant::fromValue(o.networkPerMonth);
    case PriceChangeYear:
        return QVariant::fromValue(o.priceChangeYear);
    case Notes:
        return commonValue(o, Common::Notes);
    case ColumnCount:
        break;
    }
    return {};
}

bool ColoOfferTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                 QString *error) const
{
    QList<ColoOffer> &items = bundle.catalog.coloOffers;
    ColoOffer &o = items[row];
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
    case RackFeePerMonth:
        o.rackFeePerMonth = value.value<Decimal>();
        return true;
    case UFeePerMonth:
        o.uFeePerMonth = value.value<Decimal>();
        return true;
    case Currency:
        o.currency = value.toString();
        return true;
    case UsableU:
        o.usableU = value.toInt();
        return true;
    case RackPowerKw:
        o.rackPowerKw = value.value<Decimal>();
        return true;
    case PowerBilling:
        o.powerBilling = *powerBillingFromText(value.toString());
        return true;
    case PowerPricePerKwMonth:
        o.powerPricePerKwMonth = value.value<Decimal>();
        return true;
    case Pue:
        o.pue = toOptionalDecimal(value);
        return true;
    case SetupFeePerRack:
        o.setupFeePerRack = value.value<Decimal>();
        return true;
    case NetworkPerMonth:
        o.networkPerMonth = value.value<Decimal>();
        return true;
    case PriceChangeYear:
        o.priceChangeYear = value.value<Decimal>();
        return true;
    case ColumnCount:
        break;
    }
    return false;
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
    insertNewItem(bundle.catalog.coloOffers, row, ColoOffer(), QStringLiteral("colo-offer"),
                  tr("New colocation offer"));
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
