// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlewriter.h"

#include "bundlereader.h"

#include "model/entities/accelerator.h"
#include "model/entities/catalogkind.h"
#include "model/entities/region.h"
#include "model/entities/scenario.h"
#include "model/fields/fields.h"

#include <QLocale>
#include <QStack>

#include <cmath>

namespace infertco {

namespace {

// Indented JSON written in the order the fields are given, so that an exported bundle reads
// like docs/format.md and two exports of the same bundle are byte for byte the same.
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
    /// A request log's rows, one compact [t_us, prompt, output] per line.
    void rows(const char *key, const std::vector<RequestLogRow> &rows)
    {
        beginArray(key);
        m_out.reserve(m_out.size() + qsizetype(rows.size()) * 32);
        for (const RequestLogRow &row : rows) {
            item(static_cast<const QString *>(nullptr));
            m_out += '[';
            m_out += QByteArray::number(row.tUs);
            m_out += ", ";
            m_out += QByteArray::number(row.promptTokens);
            m_out += ", ";
            m_out += QByteArray::number(row.outputTokens);
            m_out += ']';
        }
        endArray();
    }

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
        case FieldType::OptionalReal:
            if (rule != WriteRule::IfNonZero || std::get<double>(value) != 0)
                real(key, std::get<double>(value));
            break;
        case FieldType::Integer:
            if (rule != WriteRule::IfNonZero || std::get<int>(value) != 0)
                integer(key, std::get<int>(value));
            break;
        case FieldType::Boolean:
            if (rule == WriteRule::IfTrue)
                ifTrue(key, std::get<bool>(value));
            else
                boolean(key, std::get<bool>(value));
            break;
        case FieldType::Unsigned64: {
            // docs/format.md, "Numbers" (v3): a JSON number above 2^53 may not survive a reader
            // that holds doubles, so a larger seed is written as a string of digits.
            const quint64 whole = std::get<quint64>(value);
            item(key);
            if (whole <= (quint64(1) << 53))
                m_out += QByteArray::number(whole);
            else
                appendQuoted(QString::number(whole));
            break;
        }
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
        const QByteArray utf8 = value.toUtf8();
        for (qsizetype i = 0; i < utf8.size(); ++i) {
            const char c = utf8.at(i);
            // U+FEFF as its escape: Qt's JSON reader drops it from the start of a string
            // value written as UTF-8 (taking it for a byte order mark), but keeps the escape.
            if (c == '\xEF' && utf8.mid(i, 3) == "\xEF\xBB\xBF") {
                m_out += "\\ufeff";
                i += 2;
                continue;
            }
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
            // An optional object (v4 tax, financing) is written only when given; its fields
            // are then absent too.
            if (spec.applies && !spec.applies(item))
                continue;
            json.beginObject(spec.key);
            openGroup = spec.keyText();
            continue;
        }
        if (spec.applies && !spec.applies(item))
            continue;
        const QByteArray key = (openGroup.isEmpty() ? spec.keyText() : spec.leaf()).toLatin1();
        const FieldValue value = spec.get(item);
        if (spec.write == WriteRule::IfNotDefault) {
            static const Item blank{};
            if (value != spec.get(blank))
                json.field(key.constData(), spec.type, WriteRule::Always, value);
        } else {
            json.field(key.constData(), spec.type, spec.write, value);
        }
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
    writeFields(json, acceleratorFields(), a, [&](const FieldInfo &spec) {
        // The two v3 maps beside the field table (acceleratorfields.cpp) follow
        // "export_controlled", each only when given.
        if (QLatin1StringView(spec.key) != QLatin1StringView("export_controlled"))
            return;
        if (!a.tpEfficiencyBySize.isEmpty()) {
            json.beginObject("tp_efficiency_by_size");
            for (auto it = a.tpEfficiencyBySize.cbegin(); it != a.tpEfficiencyBySize.cend(); ++it)
                json.real(QByteArray::number(it.key()).constData(), it.value());
            json.endObject();
        }
        if (!a.efficiencyByPrecision.isEmpty()) {
            json.beginObject("efficiency_by_precision");
            for (auto it = a.efficiencyByPrecision.cbegin(); it != a.efficiencyByPrecision.cend();
                 ++it) {
                const QByteArray precision = it.key().toUtf8();
                json.beginObject(precision.constData());
                if (it->bw)
                    json.real("bw", *it->bw);
                if (it->compute)
                    json.real("compute", *it->compute);
                json.endObject();
            }
            json.endObject();
        }
    });
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
        // `form_factors` (v3), another list, follows it when given.
        if (p.formFactors.isEmpty())
            return;
        json.beginArray("form_factors");
        for (const FormFactor form : p.formFactors)
            json.text(nullptr, toText(form));
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

// v4 (docs/serving.md, "Request logs"): one row per line, [t_us, prompt, output].
void writeRequestLog(JsonText &json, const RequestLog &log)
{
    json.beginObject();
    writeIdentity(json, log);
    json.rows("requests", log.requests ? log.requests->rows() : std::vector<RequestLogRow>());
    writeProvenance(json, log);
    json.endObject();
}

void writeScenario(JsonText &json, const Scenario &s)
{
    json.beginObject();
    json.text("id", s.id);
    json.optionalText("name", s.name);
    // The collections, beside the field table, each after the field it follows in docs/format.md.
    writeFields(json, scenarioFields(), s, [&json, &s](const FieldInfo &spec) {
        const QLatin1StringView key(spec.key);
        if (key == QLatin1StringView("currency")) {
            json.beginObject("fx");
            for (auto it = s.fx.cbegin(); it != s.fx.cend(); ++it)
                json.decimal(it.key(), it.value());
            json.endObject();
        } else if (key == QLatin1StringView("owned.residual_fraction")) {
            if (!s.owned.residualByYear.isEmpty()) {
                json.beginArray("residual_by_year");
                for (const Decimal &share : s.owned.residualByYear)
                    json.text(nullptr, share.toString());
                json.endArray();
            }
        } else if (key == QLatin1StringView("workload.sim_requests")) {
            // v4: a count given equal to the default still says "given" (a workload on a
            // request log simulates max(n, 500) requests when it is absent).
            if (s.workload.simRequestsGiven && s.workload.simRequests == Workload().simRequests)
                json.integer("sim_requests", s.workload.simRequests);
        } else if (key == QLatin1StringView("workload.demand_growth_year")) {
            if (!s.workload.demand.isEmpty()) {
                json.beginArray("demand");
                for (const DemandStep &step : s.workload.demand) {
                    json.beginObject();
                    json.integer("from_month", step.fromMonth);
                    json.decimal("peak_output_tokens_per_s", step.peakOutputTokensPerS);
                    json.endObject();
                }
                json.endArray();
            }
        }
    });
    json.beginArray("options");
    for (const ScenarioOption &option : s.options) {
        json.beginObject();
        writeFields(json, scenarioOptionFields(), option);
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

QByteArray BundleWriter::acceleratorJson(const Accelerator &accelerator)
{
    JsonText json;
    writeAccelerator(json, accelerator);
    QByteArray text = json.take();
    text.chop(1); // take() ends the text with a line break
    return text;
}

QByteArray BundleWriter::toJson(const Bundle &bundle)
{
    JsonText json;
    json.beginObject();
    json.text("format", QStringLiteral("infertco-bundle"));
    json.integer("version", BundleReader::FormatVersion);
    writeList(json, catalogListKey(CatalogKind::Accelerator), bundle.catalog.accelerators,
              &writeAccelerator);
    writeList(json, catalogListKey(CatalogKind::Platform), bundle.catalog.platforms,
              &writePlatform);
    writeList(json, catalogListKey(CatalogKind::RentalOffer), bundle.catalog.rentalOffers,
              &writeRentalOffer);
    writeList(json, catalogListKey(CatalogKind::ColoOffer), bundle.catalog.coloOffers,
              &writeColoOffer);
    writeList(json, catalogListKey(CatalogKind::Region), bundle.catalog.regions, &writeRegion);
    writeList(json, "scenarios", bundle.scenarios, &writeScenario);
    // v4: the request logs, only when there are some.
    if (!bundle.catalog.requestLogs.isEmpty())
        writeList(json, "request_logs", bundle.catalog.requestLogs, &writeRequestLog);
    json.endObject();
    return json.take();
}

} // namespace infertco
