// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamtables.h"

#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"
#include "model/fields/fields.h"
#include "model/rules/validation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <algorithm>

namespace infertco {

namespace {

TeamColumn::Type typeOf(FieldType type)
{
    switch (type) {
    case FieldType::Text:
    case FieldType::Enum:
        return TeamColumn::Type::Text;
    case FieldType::Decimal:
    case FieldType::OptionalDecimal:
        return TeamColumn::Type::Decimal;
    case FieldType::Real:
    case FieldType::OptionalReal:
        return TeamColumn::Type::Real;
    case FieldType::Integer:
        return TeamColumn::Type::Integer;
    case FieldType::Unsigned64: // a scenario's seed; no catalog field has this type
        return TeamColumn::Type::Decimal;
    case FieldType::Boolean:
        return TeamColumn::Type::Boolean;
    case FieldType::Group:
        return TeamColumn::Type::Json;
    }
    return TeamColumn::Type::Text;
}

// The validator's rule of a field alone (FieldChecks::rule) as a SQL condition on the quoted
// column "%1": never stricter than the validator, so that whatever it takes the server takes.
// NULL (absent) passes every CHECK; NOT NULL is the field's `required`.
QString checkOf(const FieldInfo &spec)
{
    QStringList parts;
    const bool numeric = spec.type == FieldType::Decimal || spec.type == FieldType::OptionalDecimal
            || spec.type == FieldType::Real || spec.type == FieldType::OptionalReal
            || spec.type == FieldType::Integer;
    // numeric holds NaN and ±Infinity, which no field takes; NaN sorts above Infinity.
    if (numeric && spec.type != FieldType::Integer)
        parts << QStringLiteral("(%1 > '-Infinity' AND %1 < 'Infinity')");
    switch (spec.rule) {
    case FieldRule::None:
    case FieldRule::Finite:
        break;
    case FieldRule::Positive:
        parts << QStringLiteral("%1 > 0");
        break;
    case FieldRule::NonNegative:
        parts << QStringLiteral("%1 >= 0");
        break;
    case FieldRule::Fraction:
        parts << QStringLiteral("(%1 > 0 AND %1 <= 1)");
        break;
    case FieldRule::Money:
        parts << QStringLiteral("(%1 >= 0 AND %1 < 1000000000000000)");
        break;
    case FieldRule::YearlyChange:
        parts << QStringLiteral("(%1 > -1 AND %1 <= 10 AND scale(trim_scale(%1)) <= 6)");
        break;
    case FieldRule::NameLength:
        parts << QStringLiteral("char_length(%1) <= ")
                        + QString::number(Validator::maxLength(Validator::TextKind::Name));
        break;
    case FieldRule::IdLength:
        parts << QStringLiteral("char_length(%1) <= ")
                        + QString::number(Validator::maxLength(Validator::TextKind::Id));
        break;
    case FieldRule::Currency:
        parts << QStringLiteral("%1 ~ '^[A-Z]{3}$'");
        break;
    }
    if (spec.below != 0 && numeric)
        parts << QStringLiteral("%1 < ") + QString::number(spec.below);
    if (spec.type == FieldType::Enum && spec.values) {
        QStringList quoted;
        for (QString value : spec.values()) {
            value.replace(u'\'', QLatin1String("''"));
            quoted << u'\'' + value + u'\'';
        }
        parts << QStringLiteral("%1 IN (%2)").arg(QStringLiteral("%1"), quoted.join(u", "));
    }
    return parts.join(QLatin1String(" AND "));
}

// id and name, the field table's top-level keys (a group as one jsonb column, the lists kept
// beside the table after the field they follow), then source, quote_date and notes: the order
// the bundle writer uses.
template <typename Item>
TeamKind kindOf(CatalogKind catalogKind, const QList<FieldSpec<Item>> &fields,
                const QList<std::pair<QString, QString>> &besideAfter = {})
{
    TeamKind kind{ catalogKind,
                   QString::fromLatin1(catalogKey(catalogKind)),
                   QString::fromLatin1(catalogListKey(catalogKind)),
                   {} };
    const auto longest = [](Validator::TextKind text) {
        return QStringLiteral("char_length(%1) <= ") + QString::number(Validator::maxLength(text));
    };
    kind.columns.append({ QStringLiteral("id"), TeamColumn::Type::Text, true,
                          longest(Validator::TextKind::Id) });
    kind.columns.append({ QStringLiteral("name"), TeamColumn::Type::Text, false,
                          longest(Validator::TextKind::Name) });
    for (const FieldSpec<Item> &spec : fields) {
        if (!spec.group().isEmpty())
            continue; // inside its group's jsonb column
        // A field the bundle must give only where another holds is not NOT NULL.
        const bool required = spec.required && !spec.requiredWhen && !spec.applies
                && spec.type != FieldType::Group;
        kind.columns.append({ spec.keyText(), typeOf(spec.type), required, checkOf(spec) });
        for (const auto &[after, key] : besideAfter) {
            if (after == spec.keyText())
                kind.columns.append({ key, TeamColumn::Type::Json, false, QString() });
        }
    }
    kind.columns.append({ QStringLiteral("source"), TeamColumn::Type::Text, false,
                          longest(Validator::TextKind::FreeText) });
    kind.columns.append({ QStringLiteral("quote_date"), TeamColumn::Type::Text, false,
                          longest(Validator::TextKind::Name) });
    kind.columns.append({ QStringLiteral("notes"), TeamColumn::Type::Text, false,
                          longest(Validator::TextKind::FreeText) });
    return kind;
}

} // namespace

QString TeamColumn::sqlType() const
{
    switch (type) {
    case Type::Text:
        return QStringLiteral("text");
    case Type::Decimal:
    case Type::Real:
        return QStringLiteral("numeric");
    case Type::Integer:
        return QStringLiteral("integer");
    case Type::Boolean:
        return QStringLiteral("boolean");
    case Type::Json:
        return QStringLiteral("jsonb");
    }
    return QStringLiteral("text");
}

QVariant TeamColumn::toSql(const QJsonValue &value) const
{
    if (value.isUndefined() || value.isNull())
        return QVariant(QMetaType::fromType<QString>());
    switch (type) {
    case Type::Text:
    case Type::Decimal:
        // The writer gives decimals as their exact text.
        if (value.isString())
            return value.toString();
        return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    case Type::Real:
        return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    case Type::Integer:
        return QString::number(value.toInteger());
    case Type::Boolean:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case Type::Json:
        if (value.isArray())
            return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    }
    return {};
}

QJsonValue TeamColumn::fromSql(const QVariant &text) const
{
    if (text.isNull())
        return QJsonValue(QJsonValue::Undefined);
    const QString t = text.toString();
    switch (type) {
    case Type::Text:
    case Type::Decimal:
        return t;
    case Type::Real:
        return t.toDouble();
    case Type::Integer:
        return t.toLongLong();
    case Type::Boolean:
        return t == QLatin1String("true");
    case Type::Json: {
        const QJsonDocument document = QJsonDocument::fromJson(t.toUtf8());
        if (document.isArray())
            return document.array();
        return document.object();
    }
    }
    return {};
}

const QList<TeamKind> &teamKinds()
{
    static const QList<TeamKind> kinds{
        // The lists and maps kept beside the field tables, where the bundle writer puts them.
        kindOf(CatalogKind::Accelerator, acceleratorFields(),
               { { QStringLiteral("export_controlled"), QStringLiteral("tp_efficiency_by_size") },
                 { QStringLiteral("export_controlled"),
                   QStringLiteral("efficiency_by_precision") } }),
        kindOf(CatalogKind::Platform, platformFields(),
               { { QStringLiteral("slots"), QStringLiteral("accepts") },
                 { QStringLiteral("slots"), QStringLiteral("form_factors") } }),
        kindOf(CatalogKind::RentalOffer, rentalOfferFields()),
        kindOf(CatalogKind::ColoOffer, coloOfferFields()),
        kindOf(CatalogKind::Region, regionFields()),
    };
    return kinds;
}

const TeamKind *teamKind(const QString &table)
{
    const std::optional<CatalogKind> kind = catalogKindOfKey(table);
    return kind ? &teamKind(*kind) : nullptr;
}

const TeamKind &teamKind(CatalogKind kind)
{
    const TeamKind &found = teamKinds().at(static_cast<qsizetype>(kind));
    Q_ASSERT(found.kind == kind);
    return found;
}

TeamItems TeamItemsOf::of(const Catalog &catalog)
{
    Bundle bundle;
    bundle.catalog = catalog;
    const QJsonObject json = QJsonDocument::fromJson(BundleWriter::toJson(bundle)).object();
    TeamItems items;
    for (const TeamKind &kind : teamKinds()) {
        const QJsonArray array = json.value(kind.bundleKey).toArray();
        for (const QJsonValue &value : array) {
            const QJsonObject object = value.toObject();
            items.insert({ kind.table, object.value(QLatin1String("id")).toString() }, object);
        }
    }
    return items;
}

QByteArray TeamItemsOf::compactJson(const QJsonDocument &document)
{
    // Raw EF BB BF bytes can only stand inside a string here; the escape is the same value,
    // and Qt's JSON reader keeps it where it drops a leading raw U+FEFF.
    QByteArray json = document.toJson(QJsonDocument::Compact);
    json.replace("\xEF\xBB\xBF", "\\ufeff");
    return json;
}

Outcome<Catalog> TeamItemsOf::catalog(const TeamItems &items)
{
    QJsonObject json{ { QStringLiteral("format"), QStringLiteral("infertco-bundle") },
                      { QStringLiteral("version"), BundleReader::FormatVersion } };
    for (const TeamKind &kind : teamKinds()) {
        QJsonArray array;
        for (auto it = items.constBegin(); it != items.constEnd(); ++it) {
            if (it.key().kind == kind.table)
                array.append(it.value());
        }
        json.insert(kind.bundleKey, array);
    }
    Outcome<Bundle> bundle = BundleReader::read(compactJson(QJsonDocument(json)));
    if (!bundle.ok())
        return bundle.problems();
    return std::move(bundle.value().catalog);
}

Outcome<TeamItems> TeamItemsOf::canonical(const TeamItems &items)
{
    Outcome<Catalog> read = catalog(items);
    if (!read.ok())
        return read.problems();
    return of(read.value());
}

QStringList TeamItemsOf::differences(const QString &kind, const QJsonObject &a,
                                     const QJsonObject &b)
{
    QStringList fields;
    const TeamKind *k = teamKind(kind);
    QStringList keys;
    if (k) {
        for (const TeamColumn &column : k->columns)
            keys.append(column.name);
    }
    for (const QString &key : a.keys() + b.keys()) {
        if (!keys.contains(key))
            keys.append(key);
    }
    for (const QString &key : std::as_const(keys)) {
        if (a.value(key) != b.value(key))
            fields.append(key);
    }
    return fields;
}

QStringList TeamItemsOf::unknownKeys(const TeamItems &items)
{
    QStringList unknown;
    for (auto it = items.constBegin(); it != items.constEnd(); ++it) {
        const TeamKind *kind = teamKind(it.key().kind);
        for (const QString &key : it.value().keys()) {
            const bool known = kind
                    && std::any_of(kind->columns.cbegin(), kind->columns.cend(),
                                   [&](const TeamColumn &c) { return c.name == key; });
            const QString name = it.key().kind + u'.' + key;
            if (!known && !unknown.contains(name))
                unknown.append(name);
        }
    }
    return unknown;
}

QString TeamItemsOf::shown(const QJsonValue &value)
{
    if (value.isUndefined() || value.isNull())
        return tr("(none)");
    if (value.isString())
        return value.toString();
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
}

} // namespace infertco
