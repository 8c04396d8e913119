// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamtext.h"

#include "io/team/teamtables.h"
#include "model/entities/catalogkind.h"
#include "model/fields/fields.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace infertco {

QString TeamText::kind(const QString &table)
{
    const std::optional<CatalogKind> kind = catalogKindOfKey(table);
    if (!kind)
        return table;
    switch (*kind) {
    case CatalogKind::Accelerator:
        return tr("Accelerator");
    case CatalogKind::Platform:
        return tr("Server platform");
    case CatalogKind::RentalOffer:
        return tr("Rental offer");
    case CatalogKind::ColoOffer:
        return tr("Colocation offer");
    case CatalogKind::Region:
        return tr("Region");
    }
    return table;
}

namespace {

/// The editor's label of field `key` in `fields`; empty when it has none.
template <typename Item>
QString labelIn(const QList<FieldSpec<Item>> &fields, const QByteArray &key)
{
    const FieldSpec<Item> *spec = findField(fields, QLatin1StringView(key));
    if (!spec)
        return {};
    return FieldLabel::translated(spec->title ? spec->title : spec->name);
}

} // namespace

QString TeamText::field(const QString &table, const QString &key)
{
    const QByteArray latin = key.toLatin1();
    QString label = FieldLabel::translated(FieldLabel::ofIdentity(QLatin1StringView(latin)));
    if (label.isEmpty()) {
        switch (catalogKindOfKey(table).value_or(CatalogKind::Region)) {
        case CatalogKind::Accelerator:
            label = labelIn(acceleratorFields(), latin);
            break;
        case CatalogKind::Platform:
            label = labelIn(platformFields(), latin);
            break;
        case CatalogKind::RentalOffer:
            label = labelIn(rentalOfferFields(), latin);
            break;
        case CatalogKind::ColoOffer:
            label = labelIn(coloOfferFields(), latin);
            break;
        case CatalogKind::Region:
            label = catalogKindOfKey(table) ? labelIn(regionFields(), latin) : QString();
            break;
        }
    }
    if (label.isEmpty())
        return key;
    label[0] = label.at(0).toUpper();
    return label;
}

QString TeamText::when(const QString &isoUtc)
{
    QDateTime at = QDateTime::fromString(isoUtc, Qt::ISODateWithMs);
    if (!at.isValid())
        return isoUtc;
    return QLocale().toString(at.toLocalTime(), QLocale::ShortFormat);
}

QString TeamText::value(const QJsonValue &value)
{
    if (value.isUndefined() || value.isNull())
        return tr("(none)");
    return TeamItemsOf::shown(value);
}

QString TeamText::logged(const QString &json)
{
    if (json == QLatin1String("null"))
        return tr("(none)");
    // Wrapped in an array so that a bare string or number is valid JSON to read.
    const QJsonDocument document = QJsonDocument::fromJson('[' + json.toUtf8() + ']');
    if (!document.isArray() || document.array().isEmpty())
        return json;
    const QJsonValue v = document.array().first();
    // A number keeps the exact text the server stored, not a double's.
    return v.isString() ? v.toString() : json;
}

} // namespace infertco
