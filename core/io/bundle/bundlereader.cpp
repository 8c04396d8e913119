// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlereader.h"

#include "bundlescan.h"

#include "model/entities/accelerator.h"
#include "model/entities/catalogkind.h"
#include "model/entities/region.h"
#include "model/entities/scenario.h"
#include "model/fields/fields.h"
#include "model/fields/identityfields.h"
#include "model/rules/validation.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace infertco {

namespace {

// Reads the fields of one JSON object of a bundle, recording a problem for each bad one.
class ObjectReader
{
public:
    ObjectReader(QJsonObject object, QString item, Problems &problems, QString prefix = {},
                 bool isObject = true)
        : m_object(std::move(object)),
          m_item(std::move(item)),
          m_prefix(std::move(prefix)),
          m_problems(problems),
          m_isObject(isObject)
    { }

    /// The fields of a nested object, reported as "key.field".
    ObjectReader nested(const char *key, bool required = false)
    {
        return ObjectReader(object(key, required), m_item, m_problems,
                            m_prefix + QString::fromLatin1(key) + u'.');
    }

    /// The fields of a nested object that readFields has read as a group (and reported if
    /// it is not an object): empty, and silent, when it is not one.
    ObjectReader inner(const char *key)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        return ObjectReader(v.toObject(), m_item, m_problems,
                            m_prefix + QString::fromLatin1(key) + u'.', v.isObject());
    }
    bool isObject() const { return m_isObject; }

    bool has(const char *key) const
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        return !v.isUndefined() && !v.isNull();
    }

    void fail(const char *key, const QString &message) { fail(QString::fromLatin1(key), message); }
    void fail(const QString &field, const QString &message, const char *label = nullptr)
    {
        m_problems.append({ m_item, m_prefix + field, message, label });
    }

    // The field-table reader (readFields): one field of `spec`, named by its key and label.
    void group(const FieldInfo &spec)
    {
        labelled(spec, [&](ObjectReader &f) { f.object(spec.key, spec.required); });
    }
    std::optional<FieldValue> read(const FieldInfo &spec)
    {
        const QString group = spec.group();
        if (!group.isEmpty()) {
            // A group that is not an object was reported by group(); its fields are absent.
            const QJsonValue v = m_object.value(group);
            if (!v.isObject())
                return std::nullopt;
            ObjectReader nested(v.toObject(), m_item, m_problems, m_prefix + group + u'.');
            const QByteArray leaf = spec.leaf().toLatin1();
            FieldInfo inner = spec;
            inner.key = leaf.constData();
            return nested.read(inner);
        }
        std::optional<FieldValue> value;
        labelled(spec, [&](ObjectReader &f) { value = f.readValue(spec); });
        return value;
    }
    void refuse(const FieldInfo &spec, const FieldValue &value)
    {
        fail(QString::fromLatin1(spec.key),
             BundleReader::tr("\"%1\" is not one of %2")
                     .arg(std::get<QString>(value), QString::fromLatin1(spec.choices)),
             spec.name);
    }

    QString text(const char *key, bool required = false, const QString &fallback = {})
    {
        if (!has(key)) {
            if (required)
                fail(key, BundleReader::tr("is required"));
            return fallback;
        }
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (!v.isString()) {
            fail(key, BundleReader::tr("must be a text string"));
            return fallback;
        }
        return v.toString();
    }

    std::optional<Decimal> optionalDecimal(const char *key)
    {
        if (!has(key))
            return std::nullopt;
        return decimalOf(m_object.value(QLatin1String(key)), QString::fromLatin1(key));
    }

    /// The decimals of a list field ("owned.residual_by_year"), each named by its index; an
    /// empty list is refused with `emptyMessage`.
    QList<Decimal> decimalList(const char *key, const QString &emptyMessage)
    {
        QList<Decimal> values;
        const QJsonArray array = this->array(key);
        if (has(key) && m_object.value(QLatin1String(key)).isArray() && array.isEmpty())
            fail(key, emptyMessage);
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString field = QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(i);
            if (const std::optional<Decimal> value = decimalOf(array.at(i), field))
                values.append(*value);
        }
        return values;
    }

    Decimal decimal(const char *key, bool required = false, const Decimal &fallback = {})
    {
        if (!has(key)) {
            if (required)
                fail(key, BundleReader::tr("is required"));
            return fallback;
        }
        return optionalDecimal(key).value_or(fallback);
    }

    double real(const char *key, bool required = false, double fallback = 0)
    {
        if (!has(key)) {
            if (required)
                fail(key, BundleReader::tr("is required"));
            return fallback;
        }
        const QJsonValue v = m_object.value(QLatin1String(key));
        bool ok = v.isDouble();
        double value = ok ? v.toDouble() : 0;
        bool infinite = false; // "9e999" overflows to infinity, "Infinity" is not a number
        if (v.isString()) {
            const QString text = v.toString().trimmed();
            value = text.toDouble(&ok);
            infinite = std::isinf(value)
                    || text.compare(QLatin1String("infinity"), Qt::CaseInsensitive) == 0
                    || text.compare(QLatin1String("+infinity"), Qt::CaseInsensitive) == 0
                    || text.compare(QLatin1String("-infinity"), Qt::CaseInsensitive) == 0;
        }
        if (!ok && !infinite) {
            fail(key, BundleReader::tr("must be a number"));
            return fallback;
        }
        if (infinite || !std::isfinite(value)) {
            fail(key,
                 BundleReader::tr("is not a finite number; enter an ordinary number such as 80"));
            return fallback;
        }
        return value;
    }

    int integer(const char *key, bool required = false, int fallback = 0)
    {
        if (!has(key)) {
            if (required)
                fail(key, BundleReader::tr("is required"));
            return fallback;
        }
        const QJsonValue v = m_object.value(QLatin1String(key));
        double value = 0;
        bool ok = v.isDouble();
        if (ok)
            value = v.toDouble();
        else if (v.isString())
            value = v.toString().trimmed().toDouble(&ok);
        if (!ok || value != std::floor(value) || std::abs(value) > 1e9) {
            fail(key, BundleReader::tr("must be a whole number"));
            return fallback;
        }
        return static_cast<int>(value);
    }

    /// docs/format.md, "Numbers" (v3): a whole number up to 2^64 - 1 (sim_seed), from a JSON
    /// integer or a string of digits, since a JSON number above 2^53 may not survive a reader that
    /// holds doubles.
    quint64 unsigned64(const char *key)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        const QString outOfRange = Validator::tr("must be a whole number from 0 to 2^63 - 1");
        if (v.isDouble()) {
            // Qt keeps a JSON integer that fits in 64 bits exactly.
            constexpr qint64 NotWhole = std::numeric_limits<qint64>::min();
            const qint64 whole = v.toInteger(NotWhole);
            if (whole == NotWhole) {
                fail(key,
                     std::floor(v.toDouble()) == v.toDouble()
                             ? outOfRange
                             : BundleReader::tr("must be a whole number"));
                return 0;
            }
            if (whole < 0) {
                fail(key, outOfRange);
                return 0;
            }
            return quint64(whole);
        }
        const QString text = v.isString() ? v.toString().trimmed() : QString();
        bool ok = !text.isEmpty() && std::all_of(text.cbegin(), text.cend(), [](QChar c) {
            return c >= u'0' && c <= u'9';
        });
        const quint64 value = ok ? text.toULongLong(&ok) : 0;
        if (!ok) {
            fail(key,
                 text.startsWith(u'-') ? outOfRange
                                       : BundleReader::tr("must be a whole number, or a string "
                                                          "of digits"));
            return 0;
        }
        return value;
    }

    bool boolean(const char *key, bool fallback = false)
    {
        if (!has(key))
            return fallback;
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (!v.isBool()) {
            fail(key, BundleReader::tr("must be true or false"));
            return fallback;
        }
        return v.toBool();
    }

    QJsonObject object(const char *key, bool required = false)
    {
        if (!has(key)) {
            if (required)
                fail(key, BundleReader::tr("is required"));
            return {};
        }
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (!v.isObject()) {
            fail(key, BundleReader::tr("must be an object"));
            return {};
        }
        return v.toObject();
    }

    QJsonArray array(const char *key, bool required = false)
    {
        if (!has(key)) {
            if (required)
                fail(key, BundleReader::tr("is required"));
            return {};
        }
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (!v.isArray()) {
            fail(key, BundleReader::tr("must be a list"));
            return {};
        }
        return v.toArray();
    }

    template <typename Enum>
    Enum choice(const char *key, std::optional<Enum> (*parse)(const QString &), Enum fallback,
                bool required, const char *allowed)
    {
        if (!has(key) && !required)
            return fallback;
        const QString value = text(key, required);
        if (value.isEmpty())
            return fallback;
        if (const std::optional<Enum> parsed = parse(value))
            return *parsed;
        fail(key,
             BundleReader::tr("\"%1\" is not one of %2").arg(value, QString::fromLatin1(allowed)));
        return fallback;
    }

    /// Reads with the problems of `read` labelled with the field's label.
    template <typename Read>
    void labelled(const FieldInfo &spec, Read read)
    {
        const qsizetype before = m_problems.size();
        read(*this);
        for (qsizetype i = before; i < m_problems.size(); ++i)
            m_problems[i].label = spec.name;
    }

    std::optional<FieldValue> readValue(const FieldInfo &spec)
    {
        const char *key = spec.key;
        if (!has(key)) {
            if (spec.required)
                fail(key, BundleReader::tr("is required"));
            return std::nullopt;
        }
        const qsizetype before = m_problems.size();
        FieldValue value;
        switch (spec.type) {
        case FieldType::Text:
            value = text(key);
            break;
        case FieldType::Enum: {
            const QString given = text(key);
            if (given.isEmpty())
                return std::nullopt;
            value = given;
            break;
        }
        case FieldType::Decimal:
        case FieldType::OptionalDecimal:
            if (const std::optional<Decimal> d = optionalDecimal(key))
                value = *d;
            break;
        case FieldType::Real:
        case FieldType::OptionalReal:
            value = real(key);
            break;
        case FieldType::Integer:
            value = integer(key);
            break;
        case FieldType::Boolean:
            value = boolean(key);
            break;
        case FieldType::Unsigned64:
            value = unsigned64(key);
            break;
        case FieldType::Group:
            return std::nullopt;
        }
        if (m_problems.size() != before)
            return std::nullopt;
        return value;
    }

    // By hand, not by catalogIdentityFields(): the reader names a wrong type in this order
    // (id, name, notes, source, quote_date), validation a length in the table's.
    void quote(CatalogItem &item)
    {
        item.id = text("id", true);
        item.name = text("name");
        item.notes = text("notes");
        item.source = text("source");
        item.quoteDate = text("quote_date");
    }

    const QString &item() const { return m_item; }

private:
    // docs/format.md, "Numbers": a decimal is a string ("0.8") or a JSON number, the number read
    // through its shortest round-trip decimal text.
    std::optional<Decimal> decimalOf(const QJsonValue &v, const QString &field)
    {
        QString textForm;
        if (v.isString()) {
            textForm = v.toString();
        } else if (v.isDouble()) {
            textForm = QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
        } else {
            fail(field, BundleReader::tr("must be a number or a decimal string such as \"0.8\""));
            return std::nullopt;
        }
        QString why;
        const std::optional<Decimal> value = Decimal::parse(textForm, &why);
        if (!value)
            fail(field, why);
        return value;
    }

    QJsonObject m_object;
    QString m_item;
    QString m_prefix;
    Problems &m_problems;
    bool m_isObject = true;
};

QString labelOf(const char *kind, const QJsonValue &value, qsizetype index)
{
    const QString id = value.toObject().value(QLatin1String("id")).toString();
    return id.isEmpty() ? QStringLiteral("%1 #%2").arg(QString::fromLatin1(kind)).arg(index + 1)
                        : Validator::itemLabel(kind, id);
}

Accelerator readAccelerator(ObjectReader &f)
{
    Accelerator a;
    f.quote(a);
    readFields(f, acceleratorFields(), a);
    // The two v3 maps beside the field table (acceleratorfields.cpp). Their keys are data, not
    // fields: one that is not a size or a precision is an error (validation names which).
    const QJsonObject bySize = f.object("tp_efficiency_by_size");
    ObjectReader sizes = f.inner("tp_efficiency_by_size");
    for (auto it = bySize.constBegin(); it != bySize.constEnd(); ++it) {
        bool ok = false;
        const int size = it.key().toInt(&ok);
        const QByteArray key = it.key().toUtf8();
        if (!ok || QString::number(size) != it.key()) {
            f.fail("tp_efficiency_by_size",
                   BundleReader::tr("names \"%1\", which is not a tensor-parallel size (2, 4 "
                                    "or 8)")
                           .arg(Validator::shown(it.key())));
            continue;
        }
        const double value = sizes.real(key.constData());
        a.tpEfficiencyBySize.insert(size, value);
    }
    const QJsonObject byPrecision = f.object("efficiency_by_precision");
    ObjectReader precisions = f.inner("efficiency_by_precision");
    for (auto it = byPrecision.constBegin(); it != byPrecision.constEnd(); ++it) {
        const QByteArray key = it.key().toUtf8();
        const QJsonObject pair = precisions.object(key.constData());
        if (!it.value().isObject())
            continue;
        ObjectReader inner = precisions.inner(key.constData());
        Accelerator::PrecisionEfficiency e;
        for (auto part = pair.constBegin(); part != pair.constEnd(); ++part) {
            if (part.key() == QLatin1String("bw"))
                e.bw = inner.real("bw");
            else if (part.key() == QLatin1String("compute"))
                e.compute = inner.real("compute");
            else
                precisions.fail(it.key(),
                                BundleReader::tr("names \"%1\"; an efficiency is bw or compute")
                                        .arg(Validator::shown(part.key())));
        }
        a.efficiencyByPrecision.insert(it.key(), e);
    }
    return a;
}

ServerPlatform readPlatform(ObjectReader &f)
{
    ServerPlatform p;
    f.quote(p);
    readFields(f, platformFields(), p);
    // `accepts` is a list beside the field table (platformfields.cpp).
    const QJsonArray accepts = f.array("accepts", true);
    for (const QJsonValue &v : accepts) {
        if (const auto c = acceleratorClassFromText(v.toString()))
            p.accepts.append(*c);
        else
            f.fail("accepts",
                   BundleReader::tr("\"%1\" is not an accelerator class").arg(v.toString()));
    }
    // `form_factors` (v3) too: absent or empty, the platform takes every form factor.
    const QJsonArray formFactors = f.array("form_factors");
    for (const QJsonValue &v : formFactors) {
        if (const auto form = formFactorFromText(v.toString()))
            p.formFactors.append(*form);
        else
            f.fail("form_factors",
                   BundleReader::tr("\"%1\" is not one of sxm, oam, pcie, other")
                           .arg(v.isString() ? v.toString()
                                             : BundleReader::tr("a non-text value")));
    }
    return p;
}

RentalOffer readRentalOffer(ObjectReader &f)
{
    RentalOffer o;
    f.quote(o);
    readFields(f, rentalOfferFields(), o);
    return o;
}

ColoOffer readColoOffer(ObjectReader &f)
{
    ColoOffer o;
    f.quote(o);
    readFields(f, coloOfferFields(), o);
    return o;
}

Region readRegion(ObjectReader &f)
{
    Region r;
    f.quote(r);
    readFields(f, regionFields(), r);
    return r;
}

// v4 (docs/serving.md, "Request logs"): the rows [t_us, prompt_tokens, output_tokens], each a
// whole JSON number; the ranges, the order and the count are validation's (every log is
// checked, used or not). A row's problem names the row, from 1, and its field.
RequestLog readRequestLog(ObjectReader &f, Problems &problems)
{
    RequestLog log;
    f.quote(log);
    const QJsonArray rows = f.array("requests", true);
    std::vector<RequestLogRow> read;
    read.reserve(static_cast<size_t>(rows.size()));
    static const char *const fields[] = { "t_us", "prompt_tokens", "output_tokens" };
    const auto whole = [](const QJsonValue &v, double low, double high) -> std::optional<qint64> {
        if (!v.isDouble())
            return std::nullopt;
        const double d = v.toDouble();
        if (!(d >= low && d <= high) || std::floor(d) != d)
            return std::nullopt;
        return static_cast<qint64>(d);
    };
    for (qsizetype j = 0; j < rows.size(); ++j) {
        const QJsonValue value = rows.at(j);
        const QJsonArray row = value.toArray();
        if (!value.isArray() || row.size() != 3) {
            problems.append({ f.item(), QStringLiteral("requests row %1").arg(j + 1),
                              BundleReader::tr("must be [t_us, prompt_tokens, output_tokens]") });
            continue;
        }
        RequestLogRow parsed;
        bool ok = true;
        for (int k = 0; k < 3; ++k) {
            const double high = k == 0 ? double(RequestLogRows::MaxTimeUs - 1)
                                       : double(RequestLogRows::MaxTokens);
            const std::optional<qint64> number = whole(row.at(k), k == 0 ? 0.0 : 1.0, high);
            if (!number) {
                problems.append(
                        { f.item(),
                          QStringLiteral("requests row %1, %2")
                                  .arg(j + 1)
                                  .arg(QLatin1StringView(fields[k])),
                          k == 0 ? BundleReader::tr("must be a whole number from 0 to 2^53 - 1")
                                 : BundleReader::tr(
                                         "must be a whole number from 1 to 10,000,000") });
                ok = false;
                continue;
            }
            if (k == 0)
                parsed.tUs = *number;
            else if (k == 1)
                parsed.promptTokens = static_cast<qint32>(*number);
            else
                parsed.outputTokens = static_cast<qint32>(*number);
        }
        if (ok)
            read.push_back(parsed);
        if (problems.size() >= 20)
            break;
    }
    log.requests = std::make_shared<const RequestLogRows>(std::move(read));
    return log;
}

Scenario readScenario(ObjectReader &f, Problems &problems)
{
    Scenario s;
    readFields(f, scenarioIdentityFields(), s);
    readFields(f, scenarioFields(), s);
    // A default that depends on another field: the engineers are paid in the reporting
    // currency unless the bundle says otherwise.
    if (!f.has("engineer_currency"))
        s.engineerCurrency = s.currency;

    // The collections, beside the field table: fx (a map), owned.residual_by_year (a list),
    // workload.demand (a list of steps) and the options (a list, each read with the option
    // table).
    const QJsonObject fx = f.object("fx");
    ObjectReader rates = f.nested("fx");
    for (auto it = fx.constBegin(); it != fx.constEnd(); ++it) {
        const QByteArray currency = it.key().toLatin1();
        if (const std::optional<Decimal> value = rates.optionalDecimal(currency.constData()))
            s.fx.insert(it.key(), *value);
    }

    s.owned.residualByYear = f.inner("owned").decimalList(
            "residual_by_year", BundleReader::tr("must hold at least one year"));

    ObjectReader w = f.inner("workload");
    Workload &wl = s.workload;
    if (w.has("demand")) {
        const QJsonArray steps = w.array("demand");
        if (steps.isEmpty())
            w.fail("demand", BundleReader::tr("must hold at least one step"));
        for (qsizetype i = 0; i < steps.size(); ++i) {
            const QString prefix = QStringLiteral("workload.demand[%1].").arg(i);
            if (!steps.at(i).isObject()) {
                problems.append(
                        { f.item(), prefix.chopped(1), BundleReader::tr("must be an object") });
                continue;
            }
            ObjectReader step(steps.at(i).toObject(), f.item(), problems, prefix);
            DemandStep demand;
            demand.fromMonth = step.integer("from_month", true);
            demand.peakOutputTokensPerS = step.decimal("peak_output_tokens_per_s", true);
            wl.demand.append(demand);
        }
    } else if (w.isObject() && !w.has("peak_output_tokens_per_s")) {
        // The peak is required unless the demand is given in steps.
        const FieldSpec<Scenario> *peak = findField(
                scenarioFields(), QLatin1StringView("workload.peak_output_tokens_per_s"));
        w.fail(QStringLiteral("peak_output_tokens_per_s"), BundleReader::tr("is required"),
               peak->name);
    }
    // v4: absent, a workload on a request log simulates max(n, 500) requests; any other count
    // than the default says it was given by itself, so the flag marks only the default given.
    wl.simRequestsGiven = w.has("sim_requests") && wl.simRequests == Workload().simRequests;
    // docs/method.md, "Demand": with a demand path the workload's own peak is ignored, so it may be
    // absent.
    if (!wl.demand.isEmpty() && !w.has("peak_output_tokens_per_s"))
        wl.peakOutputTokensPerS = wl.demand.constFirst().peakOutputTokensPerS;

    const QJsonArray options = f.array("options", true);
    for (qsizetype i = 0; i < options.size(); ++i) {
        const QString label = BundleReader::tr("%1 option %2").arg(f.item()).arg(i + 1);
        if (!options.at(i).isObject()) {
            problems.append({ label, QString(), BundleReader::tr("must be an object") });
            continue;
        }
        ObjectReader o(options.at(i).toObject(), label, problems);
        ScenarioOption option;
        readFields(o, scenarioOptionFields(), option);
        s.options.append(option);
    }
    return s;
}

template <typename Item, typename ReadFn>
QList<Item> readList(ObjectReader &root, const char *key, const char *kind, Problems &problems,
                     ReadFn read)
{
    QList<Item> items;
    const QJsonArray array = root.array(key);
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString label = labelOf(kind, array.at(i), i);
        if (!array.at(i).isObject()) {
            problems.append({ label, QString(), BundleReader::tr("must be an object") });
            continue;
        }
        ObjectReader fields(array.at(i).toObject(), label, problems);
        items.append(read(fields));
    }
    return items;
}

QString lineAndColumn(const QByteArray &json, qsizetype offset)
{
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset && i < json.size(); ++i) {
        if (json.at(i) == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return BundleReader::tr("line %1, column %2").arg(line).arg(column);
}

// QJsonDocument keeps the last of two equal keys and says nothing, so that `"format"` given
// twice, or a price given twice with two values, would pass with one of them. This walks the
// text once more (it is valid JSON by now) and names every key an object holds twice, with the
// path of its object and its line.
Problems duplicateKeys(const QByteArray &json)
{
    struct Frame
    {
        bool object = false;
        bool expectKey = false;
        QString path;
        QByteArray key; // the last key read in an object
        qsizetype index = 0; // the element being read in an array
        QSet<QByteArray> keys;
    };
    const auto childPath = [](const QList<Frame> &stack) {
        if (stack.isEmpty())
            return QString();
        const Frame &parent = stack.constLast();
        if (!parent.object)
            return QStringLiteral("%1[%2]").arg(parent.path).arg(parent.index);
        const QString key = QString::fromUtf8(parent.key);
        return parent.path.isEmpty() ? key : parent.path + u'.' + key;
    };

    Problems problems;
    QList<Frame> stack;
    const qsizetype size = json.size();
    for (qsizetype i = 0; i < size; ++i) {
        const char c = json.at(i);
        if (c == '"') {
            qsizetype end = i + 1;
            while (end < size && json.at(end) != '"')
                end += json.at(end) == '\\' ? 2 : 1;
            if (!stack.isEmpty() && stack.constLast().object && stack.constLast().expectKey) {
                Frame &frame = stack.last();
                QByteArray key = json.mid(i + 1, end - i - 1);
                if (key.contains('\\')) // "\u0061" and "a" are the same key
                    key = QJsonDocument::fromJson("[\"" + key + "\"]")
                                  .array()
                                  .at(0)
                                  .toString()
                                  .toUtf8();
                frame.key = key;
                frame.expectKey = false;
                if (frame.keys.contains(key)) {
                    problems.append({ BundleReader::tr("the bundle"), childPath(stack),
                                      BundleReader::tr("is given twice in the same object (the "
                                                       "second time at %1); give each key once")
                                              .arg(lineAndColumn(json, i)) });
                }
                frame.keys.insert(key);
            }
            i = end;
        } else if (c == '{' || c == '[') {
            Frame frame;
            frame.object = c == '{';
            frame.expectKey = frame.object;
            frame.path = childPath(stack);
            stack.append(std::move(frame));
        } else if (c == '}' || c == ']') {
            if (!stack.isEmpty())
                stack.removeLast();
        } else if (c == ',' && !stack.isEmpty()) {
            Frame &frame = stack.last();
            if (frame.object)
                frame.expectKey = true;
            else
                ++frame.index;
        }
    }
    return problems;
}

} // namespace

Outcome<Bundle> BundleReader::read(const QByteArray &json, Problems *warnings)
{
    if (warnings)
        warnings->clear();
    // docs/format.md, "Top level": QJsonDocument replaces text that is not valid Unicode without a
    // word (a lone surrogate escape also takes the character after it), so the raw text is checked
    // first.
    if (Problems invalid = BundleScan::invalidText(json); !invalid.isEmpty())
        return invalid;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        return Problems{ { tr("the bundle"), QString(),
                           tr("is not valid JSON (%1 at %2)")
                                   .arg(error.errorString(), lineAndColumn(json, error.offset)) } };
    }
    if (!document.isObject()) {
        return Problems{ { tr("the bundle"), QString(),
                           tr("must be a JSON object with \"format\": \"infertco-bundle\"") } };
    }
    Problems problems = duplicateKeys(json);
    if (!problems.isEmpty())
        return problems;
    const QJsonObject root = document.object();
    if (warnings)
        *warnings = BundleScan::unknownKeys(root);
    ObjectReader header(root, tr("the bundle"), problems);
    if (header.text("format", true) != QLatin1String("infertco-bundle")) {
        if (problems.isEmpty())
            header.fail("format",
                        tr("must be \"infertco-bundle\"; this is not an InferTCO bundle"));
        return problems;
    }
    const int version = header.integer("version", true);
    if (version > FormatVersion) {
        header.fail("version",
                    tr("is %1, made by a newer InferTCO; this version reads up to %2")
                            .arg(version)
                            .arg(FormatVersion));
    } else if (version < 1) {
        header.fail("version", tr("must be 1, 2, 3 or 4"));
    }
    if (!problems.isEmpty())
        return problems;

    Bundle bundle;
    Catalog &catalog = bundle.catalog;
    catalog.accelerators = readList<Accelerator>(header, catalogListKey(CatalogKind::Accelerator),
                                                 "accelerator", problems, &readAccelerator);
    catalog.platforms = readList<ServerPlatform>(header, catalogListKey(CatalogKind::Platform),
                                                 "platform", problems, &readPlatform);
    catalog.rentalOffers = readList<RentalOffer>(header, catalogListKey(CatalogKind::RentalOffer),
                                                 "rental offer", problems, &readRentalOffer);
    catalog.coloOffers = readList<ColoOffer>(header, catalogListKey(CatalogKind::ColoOffer),
                                             "colo offer", problems, &readColoOffer);
    catalog.regions = readList<Region>(header, catalogListKey(CatalogKind::Region), "region",
                                       problems, &readRegion);
    bundle.scenarios = readList<Scenario>(
            header, "scenarios", "scenario", problems,
            [&problems](ObjectReader &f) { return readScenario(f, problems); });
    catalog.requestLogs = readList<RequestLog>(
            header, "request_logs", "request log", problems,
            [&problems](ObjectReader &f) { return readRequestLog(f, problems); });
    if (!problems.isEmpty())
        return problems;

    problems = Validator::check(bundle);
    if (!problems.isEmpty())
        return problems;
    return bundle;
}

Outcome<Bundle> BundleReader::readFile(const QString &path, Problems *warnings)
{
    if (warnings)
        warnings->clear();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Problems{ { QString(), QString(),
                           tr("cannot be read: %1").arg(file.errorString()) } };
    }
    // A bundle is a few hundred kilobytes; refuse what is clearly not one before parsing it.
    constexpr qint64 MaxBundleBytes = 64 * 1024 * 1024;
    if (file.size() > MaxBundleBytes)
        return Problems{ { QString(), QString(), tr("is too large to be a bundle") } };
    return read(file.readAll(), warnings);
}

} // namespace infertco
