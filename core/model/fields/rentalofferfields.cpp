// SPDX-License-Identifier: GPL-3.0-or-later
// The fields of a RentalOffer (docs/format.md), in the order the bundle writes them. Whether its
// region and accelerator are items of the catalog is checked by the Validator, which has the
// catalog; the table checks what the offer alone can tell.
#include "fields.h"

#include "model/entities/rentaloffer.h"
#include "model/rules/validation.h"
#include "sharedfields.h"

namespace infertco {

using namespace Qt::StringLiterals;

const QList<FieldSpec<RentalOffer>> &rentalOfferFields()
{
    using O = RentalOffer;
    using namespace sharedfields;
    static const QList<FieldSpec<O>> fields{
        provider<O, &O::provider>(),
        region<O, &O::region>(QT_TRANSLATE_NOOP("infertco::Fields",
                                                "Where the servers run: gives the staff cost of "
                                                "the option.")),
        reference(member<O, &O::accelerator>("accelerator"),
                  QT_TRANSLATE_NOOP("infertco::Fields", "Accelerator"),
                  QT_TRANSLATE_NOOP("infertco::Fields", "accelerator"),
                  QT_TRANSLATE_NOOP("infertco::Fields", "The cards in the rented server.")),
        count(member<O, &O::acceleratorsPerServer>("accelerators_per_server"),
              QT_TRANSLATE_NOOP("infertco::Fields", "Cards/server"),
              QT_TRANSLATE_NOOP("infertco::Fields", "cards per server"),
              QT_TRANSLATE_NOOP("infertco::Fields",
                                "Accelerator cards in one rented server; every one is paid for.")),
        optionalMoney(member<O, &O::monthlyPrice>("monthly_price")
                              .checked([](const O &o, FieldChecks &c) {
                                  c.require(o.monthlyPrice || o.hourlyPrice, "monthly_price",
                                            Validator::tr("is required (or hourly_price)"));
                              }),
                      QT_TRANSLATE_NOOP("infertco::Fields", "Monthly price"),
                      QT_TRANSLATE_NOOP("infertco::Fields", "monthly price"),
                      QT_TRANSLATE_NOOP("infertco::Fields",
                                        "Price of one server per month. Used when given; else "
                                        "the hourly price × 730 hours.")),
        optionalMoney(member<O, &O::hourlyPrice>("hourly_price"),
                      QT_TRANSLATE_NOOP("infertco::Fields", "Hourly price"),
                      QT_TRANSLATE_NOOP("infertco::Fields", "hourly price"),
                      QT_TRANSLATE_NOOP("infertco::Fields", "Price of one server per hour.")),
        currency<O, &O::currency>(
                QT_TRANSLATE_NOOP("infertco::Fields", "Currency of the prices and fees.")),
        money(member<O, &O::setupFeePerServer>("setup_fee_per_server"),
              QT_TRANSLATE_NOOP("infertco::Fields", "Setup fee/server"),
              QT_TRANSLATE_NOOP("infertco::Fields", "setup fee"),
              QT_TRANSLATE_NOOP("infertco::Fields",
                                "One-off fee for each server rented, charged when "
                                "the server is added (per server).")),
        money(member<O, &O::networkPerMonth>("network_per_month"),
              QT_TRANSLATE_NOOP("infertco::Fields", "Network/month"),
              QT_TRANSLATE_NOOP("infertco::Fields", "network cost"),
              QT_TRANSLATE_NOOP("infertco::Fields",
                                "Egress, storage and other network charges per "
                                "month for the whole offer, however many servers "
                                "are rented from it (not per server).")),
        member<O, &O::minTermMonths>("min_term_months")
                .ruled(FieldRule::NonNegative)
                .editor(FieldKind::Integer,
                        QT_TRANSLATE_NOOP("infertco::Fields", "Min. term months"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "minimum term"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Shortest contract, in months; 0 for none.")),
        priceChangeYear<O, &O::priceChangeYear>(
                QT_TRANSLATE_NOOP("infertco::Fields",
                                  "Yearly change of the server price and the network "
                                  "charge, as a fraction: -0.2 is a fall of 20% a "
                                  "year, 0 keeps them.")),
    };
    return fields;
}

const QStringList &rentalOfferColumns()
{
    // The columns a quote is compared by come first, so that they are on screen at the
    // default width: the price, what it is for and who offers it.
    static const QStringList columns{
        u"name"_s,
        u"monthly_price"_s,
        u"hourly_price"_s,
        u"currency"_s,
        u"accelerators_per_server"_s,
        u"provider"_s,
        u"accelerator"_s,
        u"region"_s,
        u"quote_date"_s,
        u"source"_s,
        u"setup_fee_per_server"_s,
        u"network_per_month"_s,
        u"min_term_months"_s,
        u"price_change_year"_s,
        u"id"_s,
        u"notes"_s,
    };
    return columns;
}

} // namespace infertco
