// SPDX-License-Identifier: GPL-3.0-or-later
// The fields of a ServerPlatform (docs/format.md, "Server platforms"), in the order the bundle
// writes them.
//
// `accepts` is not in this table: it is a list (a bundle array, the document's side table
// platform_accepts, a comma-separated cell in the editor), so the bundle reader and writer,
// the document, validation and PlatformTableModel handle it by hand beside the table. The
// bundle writes it right after "slots". `form_factors` (v3, docs/format.md, "Server platforms") is
// another such list (the side table platform_form_factors), written after `accepts` when given.
#include "fields.h"

#include "model/entities/serverplatform.h"
#include "sharedfields.h"

namespace infertco {

using namespace Qt::StringLiterals;

const QList<FieldSpec<ServerPlatform>> &platformFields()
{
    using P = ServerPlatform;
    using namespace sharedfields;
    static const QList<FieldSpec<P>> fields{
        count(member<P, &P::slots>("slots"), QT_TRANSLATE_NOOP("infertco::Fields", "Slots"),
              QT_TRANSLATE_NOOP("infertco::Fields", "slots"),
              QT_TRANSLATE_NOOP("infertco::Fields", "Accelerator cards one server holds.")),
        count(member<P, &P::rackUnits>("rack_units"),
              QT_TRANSLATE_NOOP("infertco::Fields", "Rack units"),
              QT_TRANSLATE_NOOP("infertco::Fields", "rack units"),
              QT_TRANSLATE_NOOP("infertco::Fields", "Height of the server in the rack (U).")),
        member<P, &P::baseW>("base_w")
                .written(WriteRule::IfGiven)
                .ruled(FieldRule::NonNegative, 100000)
                .editor(FieldKind::Factor, QT_TRANSLATE_NOOP("infertco::Fields", "Base W"),
                        QT_TRANSLATE_NOOP("infertco::Fields", "base power"),
                        QT_TRANSLATE_NOOP("infertco::Fields",
                                          "Power of the server without its cards, in watts."),
                        true),
        optionalPrice<P, &P::price, &P::currency>(
                QT_TRANSLATE_NOOP("infertco::Fields",
                                  "Price of the server without its accelerator cards. "
                                  "Empty where no quote exists yet: colocation options "
                                  "need one.")),
        optionalCurrency<P, &P::currency>(
                QT_TRANSLATE_NOOP("infertco::Fields", "Currency of the price.")),
        priceChangeYear<P, &P::priceChangeYear>(
                QT_TRANSLATE_NOOP("infertco::Fields",
                                  "Yearly change of the server's price, as a fraction: "
                                  "-0.1 is a fall of 10% a year, 0 keeps it.")),
        flag<P, &P::fullyPopulated>("fully_populated",
                                    QT_TRANSLATE_NOOP("infertco::Fields", "Fully populated"),
                                    QT_TRANSLATE_NOOP("infertco::Fields", "full population"),
                                    QT_TRANSLATE_NOOP("infertco::Fields",
                                                      "The server is bought only with every slot "
                                                      "filled (an HGX board with all eight "
                                                      "GPUs).")),
    };
    return fields;
}

const QStringList &platformColumns()
{
    // "accepts" and "form_factors" are PlatformTableModel's own columns (see the top of this
    // file).
    static const QStringList columns{
        u"name"_s,         u"price"_s,      u"currency"_s, u"price_change_year"_s,
        u"quote_date"_s,   u"source"_s,     u"slots"_s,    u"accepts"_s,
        u"form_factors"_s, u"rack_units"_s, u"base_w"_s,   u"fully_populated"_s,
        u"id"_s,           u"notes"_s,
    };
    return columns;
}

} // namespace infertco
