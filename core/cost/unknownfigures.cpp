// SPDX-License-Identifier: GPL-3.0-or-later
#include "unknownfigures.h"

#include "model/entities/accelerator.h"
#include "model/entities/catalogkind.h"
#include "model/entities/colooffer.h"
#include "model/entities/serverplatform.h"
#include "model/fields/fields.h"

#include <algorithm>

namespace infertco {

using namespace Qt::StringLiterals;

namespace {

QString figure(CatalogKind kind, const QString &id, const char *field)
{
    return QString::fromLatin1(catalogKey(kind)) + u' ' + id + u'.' + QLatin1StringView(field);
}

// The label of a field key of `kind` ("rack fee" for rack_fee_per_month).
QString labelOf(CatalogKind kind, QLatin1StringView field)
{
    switch (kind) {
    case CatalogKind::Accelerator:
        return FieldLabel::translated(infertco::labelOf(acceleratorFields(), field));
    case CatalogKind::Platform:
        return FieldLabel::translated(infertco::labelOf(platformFields(), field));
    case CatalogKind::ColoOffer:
        return FieldLabel::translated(infertco::labelOf(coloOfferFields(), field));
    case CatalogKind::RentalOffer:
        return FieldLabel::translated(infertco::labelOf(rentalOfferFields(), field));
    case CatalogKind::Region:
        return FieldLabel::translated(infertco::labelOf(regionFields(), field));
    }
    return QString(field);
}

} // namespace

QStringList UnknownFigures::of(OptionMode mode, const Accelerator &accelerator,
                               const ServerPlatform *platform, const ColoOffer *offer)
{
    QStringList figures;
    if (mode == OptionMode::Rent || !platform || !offer)
        return figures;
    // docs/method.md, "Incomplete options": exactly the empty figures the ledger reads.
    if (!offer->rackFeePerMonth && !offer->uFeePerMonth) {
        figures << figure(CatalogKind::ColoOffer, offer->id, "rack_fee_per_month")
                << figure(CatalogKind::ColoOffer, offer->id, "u_fee_per_month");
    }
    const bool metered = offer->powerBilling == PowerBilling::Metered;
    if (offer->powerBilling == PowerBilling::PerKw && !offer->powerPricePerKwMonth)
        figures << figure(CatalogKind::ColoOffer, offer->id, "power_price_per_kw_month");
    if (!platform->baseW && (metered || offer->rackPowerKw.isPositive()))
        figures << figure(CatalogKind::Platform, platform->id, "base_w");
    if (!accelerator.idleW && metered)
        figures << figure(CatalogKind::Accelerator, accelerator.id, "idle_w");
    std::sort(figures.begin(), figures.end());
    return figures;
}

QString UnknownFigures::names(const QStringList &figures)
{
    QStringList labels;
    for (const QString &key : figures) {
        const qsizetype space = key.indexOf(u' ');
        const qsizetype dot = key.lastIndexOf(u'.');
        if (space < 0 || dot < space)
            continue;
        const std::optional<CatalogKind> kind = catalogKindOfKey(QStringView(key).left(space));
        if (!kind)
            continue;
        QString field = key.mid(dot + 1);
        // An offer's rack and U fee are listed together: one unknown, its rack fee.
        if (*kind == CatalogKind::ColoOffer && field == "u_fee_per_month"_L1)
            field = u"rack_fee_per_month"_s;
        const QString label = labelOf(*kind, QLatin1StringView(field.toLatin1()));
        if (!labels.contains(label))
            labels << label;
    }
    return labels.join(tr(", "));
}

QString UnknownFigures::lowerBound(const QString &amount, const QStringList &figures)
{
    if (figures.isEmpty())
        return amount;
    //: %1 is a total, %2 what is not known ("rack fee unknown").
    return tr("at least %1 — %2").arg(amount, unknown(figures));
}

QString UnknownFigures::unknown(const QStringList &figures)
{
    //: %1 names the figures that are not known ("rack fee, idle power").
    return tr("%1 unknown").arg(names(figures));
}

} // namespace infertco
