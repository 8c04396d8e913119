// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogtablemodel.h"

#include "model/entities/quoteage.h"
#include "model/rules/validation.h"

namespace infertco {

CatalogTableModel::CatalogTableModel(BundleStore *store, CatalogKind kind, QObject *parent)
    : BundleTableModel(store, bundlePartOf(kind), parent), m_kind(kind)
{ }

QString CatalogTableModel::itemNoun(int count) const
{
    const bool one = count == 1;
    switch (m_kind) {
    case CatalogKind::Accelerator:
        return one ? tr("accelerator") : tr("accelerators");
    case CatalogKind::Platform:
        return one ? tr("server platform") : tr("server platforms");
    case CatalogKind::RentalOffer:
        return one ? tr("rental offer") : tr("rental offers");
    case CatalogKind::ColoOffer:
        return one ? tr("colocation offer") : tr("colocation offers");
    case CatalogKind::Region:
        break;
    }
    return one ? tr("region") : tr("regions");
}

QString CatalogTableModel::itemLabel(const QString &id) const
{
    // The kinds' names in the Validator's problems (core/model/rules/validation.cpp).
    static constexpr const char *ValidatorKinds[]
            = { "accelerator", "platform", "rental offer", "colo offer", "region" };
    static_assert(std::size(ValidatorKinds) == catalogKinds.size());
    return Validator::itemLabel(ValidatorKinds[static_cast<std::size_t>(m_kind)], id);
}

QString CatalogTableModel::newItemIdBase() const
{
    // The item's key with a hyphen: "rental-offer-2" beside the ids users type.
    return QString::fromLatin1(catalogKey(m_kind)).replace(u'_', u'-');
}

QString CatalogTableModel::newItemName() const
{
    switch (m_kind) {
    case CatalogKind::Accelerator:
        return tr("New accelerator");
    case CatalogKind::Platform:
        return tr("New server platform");
    case CatalogKind::RentalOffer:
        return tr("New rental offer");
    case CatalogKind::ColoOffer:
        return tr("New colocation offer");
    case CatalogKind::Region:
        break;
    }
    return tr("New region");
}

BundleTableModel::Field CatalogTableModel::commonField(Common which)
{
    switch (which) {
    case Common::Name:
        return { tr("Name"), tr("name"), FieldKind::Text, QStringLiteral("name"),
                 tr("The name shown in scenarios, charts and reports.") };
    case Common::Id:
        return { tr("Id"), tr("id"), FieldKind::Id, QStringLiteral("id"),
                 tr("A short unique key. Offers and scenarios refer to the item by it; "
                    "changing it updates them.") };
    case Common::Source:
        return { tr("Source"), tr("source"), FieldKind::Text, QStringLiteral("source"),
                 tr("Where the figures come from: a quote, a price list, a datasheet.") };
    case Common::QuoteDate:
        return { tr("Quote date"), tr("quote date"), FieldKind::QuoteDate,
                 QStringLiteral("quote_date"),
                 tr("When the figures were quoted, as 2026-03-28 or 2026-03. Quotes older "
                    "than %1 months are flagged.")
                         .arg(QuoteAge::LimitMonths) };
    case Common::Notes:
        return { tr("Notes"), tr("notes"), FieldKind::Notes, QStringLiteral("notes"),
                 tr("Caveats, derivations and figures still missing.") };
    }
    return {};
}

std::optional<CatalogTableModel::Common> CatalogTableModel::commonOf(const QString &key)
{
    if (key == QLatin1String("name"))
        return Common::Name;
    if (key == QLatin1String("id"))
        return Common::Id;
    if (key == QLatin1String("source"))
        return Common::Source;
    if (key == QLatin1String("quote_date"))
        return Common::QuoteDate;
    if (key == QLatin1String("notes"))
        return Common::Notes;
    return std::nullopt;
}

QVariant CatalogTableModel::commonValue(const CatalogItem &item, Common which)
{
    switch (which) {
    case Common::Name:
        return item.name;
    case Common::Id:
        return item.id;
    case Common::Source:
        return item.source;
    case Common::QuoteDate:
        return item.quoteDate;
    case Common::Notes:
        return item.notes;
    }
    return {};
}

QString CatalogTableModel::priceChangedNote(const QString &fieldName, const CatalogItem &item)
{
    QStringList quote;
    for (const QString &part : { item.source.trimmed(), item.quoteDate.trimmed() })
        if (!part.isEmpty())
            quote.append(part);
    return tr("The %1 changed, but the source and quote date still describe the old figure "
              "(%2): update them, or clear them if the new figure has no source. Undo puts the "
              "old %1 back.")
            .arg(fieldName, quote.join(QStringLiteral(", ")));
}

} // namespace infertco
