// SPDX-License-Identifier: GPL-3.0-or-later
// The fields of a Region (docs/format.md, "Regions"), in the order the bundle writes them.
#include "fields.h"

#include "model/entities/region.h"
#include "model/rules/validation.h"
#include "sharedfields.h"

namespace infertco {

using namespace Qt::StringLiterals;

const QList<FieldSpec<Region>> &regionFields()
{
    using R = Region;
    using namespace sharedfields;
    static const QList<FieldSpec<R>> fields{
        currency<R, &R::currency>(QT_TRANSLATE_NOOP("infertco::Fields",
                                                    "Currency of the tariff and the staff cost.")),
        money(member<R, &R::electricityPricePerKwh>("electricity_price_per_kwh").mandatory(),
              QT_TRANSLATE_NOOP("infertco::Fields", "Electricity/kWh"),
              QT_TRANSLATE_NOOP("infertco::Fields", "electricity price"),
              QT_TRANSLATE_NOOP("infertco::Fields",
                                "Price of one kWh, for metered colocation power and cooling.")),
        member<R, &R::pue>("pue")
                .mandatory()
                .checked([](const R &r, FieldChecks &c) {
                    c.require(r.pue >= Decimal(1) && r.pue <= Decimal(5), "pue",
                              Validator::tr("must be between 1 and 5"));
                })
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "PUE"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "PUE"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Typical power usage effectiveness of the region's "
                                          "data centres, 1 to 5.")),
        money(member<R, &R::staffCostPerFteYear>("staff_cost_per_fte_year").mandatory(),
              QT_TRANSLATE_NOOP("infertco::Fields", "Staff cost/FTE/year"),
              QT_TRANSLATE_NOOP("infertco::Fields", "staff cost"),
              QT_TRANSLATE_NOOP("infertco::Fields",
                                "Yearly cost of one full-time engineer running the servers.")),
        yearlyChange(member<R, &R::electricityPriceChangeYear>("electricity_price_change_year"),
                     QT_TRANSLATE_NOOP("infertco::Fields", "Electricity change / year"),
                     QT_TRANSLATE_NOOP("infertco::Fields", "electricity price change per year"),
                     QT_TRANSLATE_NOOP("infertco::Fields",
                                       "Yearly change of the electricity price, as a "
                                       "fraction: 0.05 is a rise of 5% a year, 0 keeps it.")),
        yearlyChange(member<R, &R::staffCostChangeYear>("staff_cost_change_year"),
                     QT_TRANSLATE_NOOP("infertco::Fields", "Staff cost change / year"),
                     QT_TRANSLATE_NOOP("infertco::Fields", "staff cost change per year"),
                     QT_TRANSLATE_NOOP("infertco::Fields",
                                       "Yearly change of the staff cost, as a fraction: 0.04 "
                                       "is a rise of 4% a year, 0 keeps it.")),
    };
    return fields;
}

const QStringList &regionColumns()
{
    static const QStringList columns{
        u"name"_s,
        u"currency"_s,
        u"electricity_price_per_kwh"_s,
        u"electricity_price_change_year"_s,
        u"pue"_s,
        u"staff_cost_per_fte_year"_s,
        u"staff_cost_change_year"_s,
        u"quote_date"_s,
        u"source"_s,
        u"id"_s,
        u"notes"_s,
    };
    return columns;
}

} // namespace infertco
