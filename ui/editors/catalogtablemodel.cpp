// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogtablemodel.h"

#include "model/quoteage.h"

namespace infertco {

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
