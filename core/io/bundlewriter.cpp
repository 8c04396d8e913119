// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlewriter.h"

#include "bundlereader.h"

#include "model/accelerator.h"
#include "model/fields.h"
#include "model/region.h"

#include <QLocale>
#include <QStack>

#include <cmath>

namespace infertco {

namespace {

// Indented JSON written in the order the fields are given, so that an exported bundle reads
// like DESIGN 2 and two exports of the same bundle are byte for byte the same.
class JsonText
{
public:
    QByteArray take()
    {
        m_out += '\n';
        return std::move(m_out);
    }

    void beginObject(const char *key = nullptr) { open(key, '{'); }
    void endObject() { close('}'); }
    void beginArray(const char *key = nullptr) { open(key, '['); }
    void endArray() { close(']'); }

    void text(const char *key, const QString &value)
    {
        item(key);
        appendQuoted(value);
    }
    void optionalText(const char *key, const QString &value)
    {
        if (!value.isEmpty())
            text(key, value);
    }
    void decimal(const char *key, const Decimal &value) { text(key, value.toString()); }
    void decimal(const char *key, const std::optional<Decimal> &value)
    {
        if (value)
            decimal(key, *value);
    }
    /// A value under a key that is data, not a field name (an FX currency code).
    void decimal(const QString &key, const Decimal &value)
    {
        item(&key);
        appendQuoted(value.toString());
    }
    void real(const char *key, double value)
    {
        item(key);
        // A JSON number cannot be NaN or infinite; null reads back as "absent".
        m_out += std::isfinite(value)
                ? QByteArray::number(value, 'g', QLocale::FloatingPointShortest)
                : QByteArray("null");
    }
    void integer(const char *key, int value)
    {
        item(key);
        m_out += QByteArray::number(value);
    }
    void boolean(const char *key, bool value)
    {
        item(key);
        m_out += value ? "true" : "false";
    }
    /// A v2 field that is written only when it differs from its default, so that a bundle
    /// without v2 features reads like version 1 apart from its version number.
    void nonZero(const char *key, const Decimal &value)
    {
        if (!value.isZero())
            decimal(key, value);
    }
    void ifTrue(const char *key, bool value)
    {
        if (value)
            boolean(key, value);
    }
    /// A field of a field table, written by its type and rule.
    void field(const char *key, FieldType type, WriteRule rule, const FieldValue &value)
    {
        if (std::holds_alternative<std::monostate>(value))
            return; // an optional decimal that is absent
        switch (type) {
        case FieldType::Text:
        case FieldType::Enum:
            if (rule == WriteRule::IfGiven)
                optionalText(key, std::get<QString>(value));
            else
                text(key, std::get<QString>(value));
            break;
        case FieldType::Decimal:
        case FieldType::OptionalDecimal:
            if (rule == WriteRule::IfNonZero)
                nonZero(key, std::get<Decimal>(value));
            else
                decimal(key, std::get<Decimal>(value));
            break;
        case FieldType::Real:
            if (rule != WriteRule::IfNonZero || std::get<double>(value) != 0)
                real(key, std::get<double>(value));
            break;
        case FieldType::Integer:
            integer(key, std::get<int>(value));
            break;
        case FieldType::Boolean:
            if (rule == WriteRule::IfTrue)
                ifTrue(key, std::get<bool>(value));
            else
                boolean(key, std::get<bool>(value));
            break;
        case FieldType::Group:
            break;
        }
    }

private:
    void item(const char *key)
    {
        const QString name = key ? QString::fromLatin1(key) : QString();
        item(key ? &name : nullptr);
    }
    void item(const QString *key)
    {
        if (!m_first.isEmpty()) {
            if (!m_first.top())
                m_out += ',';
            m_first.top() = false;
            newline();
        }
        if (key) {
            appendQuoted(*key);
            m_out += ": ";
        }
    }
    void open(const char *key, char bracket)
    {
        item(key);
        m_out += bracket;
        m_first.push(true);
    }
    void close(char bracket)
    {
        const bool empty = m_first.pop();
        if (!empty)
            newline();
        m_out += bracket;
    }
    void newline()
    {
        m_out += '\n';
        m_out += QByteArray(2 * m_first.size(), ' ');
    }
    void appendQuoted(const QString &value)
    {
        m_out += '"';
        for (const char c : value.toUtf8()) {
            switch (c) {
            case '"':
                m_out += "\\\"";
                break;
            case '\\':
                m_out += "\\\\";
                break;
            case '\n':
                m_out += "\\n";
                break;
            case '\r':
                m_out += "\\r";
                break;
            case '\t':
                m_out += "\\t";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20)
                    m_out += "\\u00"
                            + QByteArray::number(static_cast<int>(c), 16).rightJustified(2, '0');
                else
                    m_out += c;
            }
        }
        m_out += '"';
    }

    QByteArray m_out;
    QStack<bool> m_first; ///< per open object or array: nothing written into it yet
};

void writeIdentity(JsonText &json, const CatalogItem &item)
{
    json.text("id", item.id);
    json.optionalText("name", item.name);
}

void writeProvenance(JsonText &json, const CatalogItem &item)
{
    json.optionalText("source", item.source);
    json.optionalText("quote_date", item.quoteDate);
    json.optionalText("notes", item.notes);
}

// The fields of a field table in its order, a group's fields inside its object; `after(spec)`
// is called after each field, to write a field kept beside the table in its place.
template <typename Item, typename After>
void writeFields(JsonText &json, const QList<FieldSpec<Item>> &specs, const Item &item, After after)
{
    QString openGroup;
    for (const FieldSpec<Item> &spec : specs) {
        if (!openGroup.isEmpty() && spec.group() != openGroup) {
            json.endObject();
            openGroup.clear();
        }
        if (spec.type == FieldType::Group) {
            json.beginObject(spec.key);
            openGroup = spec.keyText();
            continue;
        }
        const QByteArray key = (openGroup.isEmpty() ? spec.keyText() : spec.leaf()).toLatin1();
        json.field(key.constData(), spec.type, spec.write, spec.get(item));
        after(spec);
    }
    if (!openGroup.isEmpty())
        json.endObject();
}

template <typename Item>
void writeFields(JsonText &json, const QList<FieldSpec<Item>> &specs, const Item &item)
{
    writeFields(json, specs, item, [](const FieldInfo &) {});
}

void writeAccelerator(JsonText &json, const Accelerator &a)
{
    json.beginObject();
    writeIdentity(json, a);
    writeFields(json, acceleratorFields(), a);
    writeProvenance(json, a);
    json.endObject();
}

void writePlatform(JsonText &json, const ServerPlatform &p)
{
    json.beginObject();
    writeIdentity(json, p);
    writeFields(json, platformFields(), p, [&](const FieldInfo &spec) {
        // `accepts`, a list beside the field table (platformfields.cpp), follows "slots".
        if (QLatin1StringView(spec.key) != QLatin1StringView("slots"))
            return;
        json.beginArray("accepts");
        for (const AcceleratorClass c : p.accepts)
            json.text(nullptr, toText(c));
        json.endArray();
    });
    writeProvenance(json, p);
    json.endObject();
}

void writeRentalOffer(JsonText &json, const RentalOffer &o)
{
    json.beginObject();
    writeIdentity(json, o);
    writeFields(json, rentalOfferFields(), o);
    writeProvenance(json, o);
    json.endObject();
}

void writeColoOffer(JsonText &json, const ColoOffer &o)
{
    json.beginObject();
    writeIdentity(json, o);
    writeFields(json, coloOfferFields(), o);
    writeProvenance(json, o);
    json.endObject();
}

void writeRegion(JsonText &json, const Region &r)
{
    json.beginObject();
    writeIdentity(json, r);
    writeFields(json, regionFields(), r);
    writeProvenance(json, r);
    json.endObject();
}

void writeWorkload(JsonText &json, const Workload &w)
{
    json.beginObject("workload");
    json.real("params_b", w.paramsB);
    json.text("precision", toText(w.precision));
    json.real("kv_bytes", w.kvBytes);
    json.integer("layers", w.layers);
    json.integer("kv_heads", w.kvHeads);
    json.integer("head_dim", w.headDim);
    json.integer("prompt_tokens", w.promptTokens);
    json.integer("output_tokens", w.outputTokens);
    json.decimal("peak_output_tokens_per_s", w.peakOutputTokensPerS);
    if (w.demandGrowthYear)
        json.decimal("demand_growth_year", *w.demandGrowthYear);
    if (!w.demand.isEmpty()) {
        json.beginArray("demand");
        for (const DemandStep &step : w.demand) {
            json.beginObject();
            json.integer("from_month", step.fromMonth);
            json.decimal("peak_output_tokens_per_s", step.peakOutputTokensPerS);
            json.endObject();
        }
        json.endArray();
    }
    json.real("tpot_ms", w.tpotMs);
    if (w.ttftMs)
        json.real("ttft_ms", *w.ttftMs);
    json.decimal("utilization", w.utilization);
    json.decimal("model_updates_per_year", w.modelUpdatesPerYear);
    json.integer("max_batch", w.maxBatch);
    json.boolean("dynamic_shapes", w.dynamicShapes);
    json.boolean("requires_isolation", w.requiresIsolation);
    json.endObject();
}

void writeScenario(JsonText &json, const Scenario &s)
{
    json.beginObject();
    json.text("id", s.id);
    json.optionalText("name", s.name);
    json.text("currency", s.currency);
    json.beginObject("fx");
    for (auto it = s.fx.cbegin(); it != s.fx.cend(); ++it)
        json.decimal(it.key(), it.value());
    json.endObject();
    json.integer("horizon_months", s.horizonMonths);
    json.decimal("discount_rate_year", s.discountRateYear);
    json.decimal("headroom", s.headroom);
    json.decimal("engineer_day_rate", s.engineerDayRate);
    json.text("engineer_currency", s.engineerCurrency);
    json.optionalText("team_region", s.teamRegion);
    json.beginObject("staff");
    json.decimal("fte_per_server_owned", s.staff.ftePerServerOwned);
    json.decimal("fte_per_server_rented", s.staff.ftePerServerRented);
    json.decimal("min_fte_owned", s.staff.minFteOwned);
    json.decimal("min_fte_rented", s.staff.minFteRented);
    json.endObject();
    json.beginObject("owned");
    json.decimal("spare_fraction", s.owned.spareFraction);
    json.decimal("purchase_overhead_fraction", s.owned.purchaseOverheadFraction);
    json.decimal("maintenance_rate_year", s.owned.maintenanceRateYear);
    json.decimal("residual_fraction", s.owned.residualFraction);
    if (!s.owned.residualByYear.isEmpty()) {
        json.beginArray("residual_by_year");
        for (const Decimal &share : s.owned.residualByYear)
            json.text(nullptr, share.toString());
        json.endArray();
    }
    json.endObject();
    writeWorkload(json, s.workload);
    json.beginArray("options");
    for (const ScenarioOption &option : s.options) {
        json.beginObject();
        json.text("name", option.name);
        json.text("mode", toText(option.mode));
        json.text("accelerator", option.accelerator);
        json.optionalText("platform", option.platform);
        json.text("offer", option.offer);
        if (option.mode == OptionMode::Hybrid) {
            json.text("rental_offer", option.rentalOffer);
            json.integer("owned_servers", option.ownedServers);
        }
        json.endObject();
    }
    json.endArray();
    json.optionalText("notes", s.notes);
    json.endObject();
}

template <typename Item, typename WriteFn>
void writeList(JsonText &json, const char *key, const QList<Item> &items, WriteFn write)
{
    json.beginArray(key);
    for (const Item &item : items)
        write(json, item);
    json.endArray();
}

} // namespace

QByteArray BundleWriter::toJson(const Bundle &bundle)
{
    JsonText json;
    json.beginObject();
    json.text("format", QStringLiteral("infertco-bundle"));
    json.integer("version", BundleReader::FormatVersion);
    writeList(json, "accelerators", bundle.catalog.accelerators, &writeAccelerator);
    writeList(json, "platforms", bundle.catalog.platforms, &writePlatform);
    writeList(json, "rental_offers", bundle.catalog.rentalOffers, &writeRentalOffer);
    writeList(json, "colo_offers", bundle.catalog.coloOffers, &writeColoOffer);
    writeList(json, "regions", bundle.catalog.regions, &writeRegion);
    writeList(json, "scenarios", bundle.scenarios, &writeScenario);
    json.endObject();
    return json.take();
}

} // namespace infertco
