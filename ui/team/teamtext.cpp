// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamtext.h"

#include "io/teamtables.h"
#include "model/catalogkind.h"

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
