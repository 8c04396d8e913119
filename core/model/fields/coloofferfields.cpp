// SPDX-License-Identifier: GPL-3.0-or-later
// The fields of a ColoOffer (docs/format.md), in the order the bundle writes them. Whether its
// region is a region of the catalog is checked by the Validator, which has the catalog.
#include "fields.h"

#include "model/entities/colooffer.h"
#include "model/entities/enums.h"
#include "model/rules/validation.h"
#include "sharedfields.h"

namespace infertco {

using namespace Qt::StringLiterals;

namespace {

constexpr auto BillingText = static_cast<QString (*)(PowerBilling)>(&toText);

} // namespace

const QList<FieldSpec<ColoOffer>> &coloOfferFields()
{
    using O = ColoOffer;
    using namespace sharedfields;
    static const QList<FieldSpec<O>> fields{
        provider<O, &O::provider>(),
        region<O, &O::region>(QT_TRANSLATE_NOOP("infertco::Fields",
                                                "Where the rack is: gives the electricity price, "
                                                "PUE and staff cost.")),
        optionalMoney(member<O, &O::rackFeePerMonth>("rack_fee_per_month"),
                      QT_TRANSLATE_NOOP("infertco::Fields", "Rack fee/month"),
                      QT_TRANSLATE_NOOP("infertco::Fields", "rack fee"),
                      QT_TRANSLATE_NOOP("infertco::Fields", "Fee per rack per month.")),
        optionalMoney(member<O, &O::uFeePerMonth>("u_fee_per_month"),
                      QT_TRANSLATE_NOOP("infertco::Fields", "U fee/month"),
                      QT_TRANSLATE_NOOP("infertco::Fields", "U fee"),
                      QT_TRANSLATE_NOOP("infertco::Fields",
                                        "Fee per rack unit used per month, on top of the rack "
                                        "fee.")),
        count(member<O, &O::usableU>("usable_u"), QT_TRANSLATE_NOOP("infertco::Fields", "Usable U"),
              QT_TRANSLATE_NOOP("infertco::Fields", "usable U"),
              QT_TRANSLATE_NOOP("infertco::Fields",
                                "Rack units available for servers in one rack.")),
        member<O, &O::rackPowerKw>("rack_power_kw")
                .ruled(FieldRule::NonNegative)
                .checked([](const O &o, FieldChecks &c) {
                    if (o.powerBilling == PowerBilling::PerKw)
                        c.require(o.rackPowerKw.isPositive(), "rack_power_kw",
                                  Validator::tr("must be greater than zero when power is billed "
                                                "per kW"));
                })
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "Rack kW"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "rack power"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Power one rack may draw, in kW; 0 for no limit (not "
                                          "allowed when power is billed per kW).")),
        enumMember<O, &O::powerBilling, BillingText, &powerBillingFromText>(
                "power_billing", "metered, included, per_kw")
                .editor(FieldKind::Choice, QT_TRANSLATE_NOOP("infertco::Fields", "Power billing"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "power billing"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Metered: energy at the region's tariff plus cooling "
                                          "by PUE. Included: in the rack fee. Per kW: the rack's "
                                          "kW × the price per kW.")),
        optionalMoney(member<O, &O::powerPricePerKwMonth>("power_price_per_kw_month"),
                      QT_TRANSLATE_NOOP("infertco::Fields", "Price/kW/month"),
                      QT_TRANSLATE_NOOP("infertco::Fields", "price per kW"),
                      QT_TRANSLATE_NOOP("infertco::Fields",
                                        "Power price per kW of rack power per month (per-kW "
                                        "billing).")),
        member<O, &O::pue>("pue")
                .written(WriteRule::IfGiven)
                .checked([](const O &o, FieldChecks &c) {
                    if (o.pue)
                        c.require(*o.pue >= Decimal(1) && *o.pue <= Decimal(5), "pue",
                                  Validator::tr("must be between 1 and 5"));
                })
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "PUE"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "PUE"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Power usage effectiveness of the site; empty for the "
                                          "region's."),
                        true),
        money(member<O, &O::setupFeePerRack>("setup_fee_per_rack"),
              QT_TRANSLATE_NOOP("infertco::Fields", "Setup fee/rack"),
              QT_TRANSLATE_NOOP("infertco::Fields", "setup fee"),
              QT_TRANSLATE_NOOP("infertco::Fields",
                                "One-off fee for each rack, charged when the rack "
                                "is added (per rack).")),
        money(member<O, &O::networkPerMonth>("network_per_month"),
              QT_TRANSLATE_NOOP("infertco::Fields", "Network/month"),
              QT_TRANSLATE_NOOP("infertco::Fields", "network cost"),
              QT_TRANSLATE_NOOP("infertco::Fields",
                                "Cross-connects and transit per month for the whole "
                                "offer, however many racks it has (not per server "
                                "or per rack).")),
        currency<O, &O::currency>(QT_TRANSLATE_NOOP("infertco::Fields", "Currency of the fees.")),
        priceChangeYear<O, &O::priceChangeYear>(
                QT_TRANSLATE_NOOP("infertco::Fields",
                                  "Yearly change of the rack, U, per-kW and network "
                                  "fees, as a fraction: 0.03 is a rise of 3% a year, 0 "
                                  "keeps them.")),
    };
    return fields;
}

const QStringList &coloOfferColumns()
{
    static const QStringList columns{
        u"name"_s,
        u"region"_s,
        u"rack_fee_per_month"_s,
        u"u_fee_per_month"_s,
        u"currency"_s,
        u"quote_date"_s,
        u"source"_s,
        u"power_billing"_s,
        u"rack_power_kw"_s,
        u"power_price_per_kw_month"_s,
        u"pue"_s,
        u"usable_u"_s,
        u"setup_fee_per_rack"_s,
        u"network_per_month"_s,
        u"price_change_year"_s,
        u"provider"_s,
        u"id"_s,
        u"notes"_s,
    };
    return columns;
}

} // namespace infertco
