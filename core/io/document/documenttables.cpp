// SPDX-License-Identifier: GPL-3.0-or-later
#include "documenttables.h"

#include "documentschema.h"
#include "model/entities/bundledelta.h"
#include "model/fields/fields.h"
#include "model/fields/identityfields.h"
#include "model/rules/validation.h"
#include "sqliteconnection.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringDecoder>
#include <QtEndian>

#include <limits>

namespace infertco {

using namespace Qt::StringLiterals;

namespace {

// Qt binds a null QString as SQL NULL; text columns hold '' for "no text". The text is stored
// exactly (DocumentTables::storedText).
QVariant text(const QString &value)
{
    return value.isNull() ? QVariant(QStringLiteral("")) : DocumentTables::storedText(value);
}

QVariant decimal(const Decimal &value)
{
    return value.toString();
}

QVariant decimal(const std::optional<Decimal> &value)
{
    return value ? decimal(*value) : QVariant(QMetaType::fromType<QString>());
}

QVariant optionalText(const QString &value)
{
    return value.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(value);
}

// One row to insert: columns named beside their values.
class InsertRow
{
public:
    InsertRow &set(const char *column, const QVariant &value)
    {
        return set(QString::fromLatin1(column), value);
    }
    InsertRow &set(const QString &column, const QVariant &value)
    {
        // A column set twice keeps the later value (data/schema/v9.sql's arrival flag).
        if (const qsizetype at = m_columns.indexOf(column); at >= 0) {
            m_values[at] = value;
            return *this;
        }
        m_columns.append(column);
        m_values.append(value);
        return *this;
    }

    /// The INSERT statement for `table` with these columns.
    QString sql(const char *table) const
    {
        QStringList marks;
        marks.fill(QStringLiteral("?"), m_columns.size());
        return QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                .arg(QLatin1String(table), m_columns.join(QLatin1String(", ")),
                     marks.join(QLatin1String(", ")));
    }
    const QVariantList &values() const { return m_values; }
    QVariant value(const QString &column) const
    {
        return m_values.value(m_columns.indexOf(column));
    }

    /// The UPDATE of every column but the `keys`, which select the row.
    QString updateSql(const char *table, const QStringList &keys) const
    {
        QStringList assignments;
        for (const QString &column : m_columns) {
            if (!keys.contains(column))
                assignments.append(column + QStringLiteral(" = ?"));
        }
        QStringList terms;
        for (const QString &key : keys)
            terms.append(key + QStringLiteral(" = ?"));
        return QStringLiteral("UPDATE %1 SET %2 WHERE %3")
                .arg(QLatin1String(table), assignments.join(QLatin1String(", ")),
                     terms.join(QLatin1String(" AND ")));
    }
    /// The values updateSql() binds: the other columns, then the keys.
    QVariantList updateValues(const QStringList &keys) const
    {
        QVariantList values;
        for (qsizetype i = 0; i < m_columns.size(); ++i) {
            if (!keys.contains(m_columns.at(i)))
                values.append(m_values.at(i));
        }
        for (const QString &key : keys)
            values.append(value(key));
        return values;
    }

private:
    QStringList m_columns;
    QVariantList m_values;
};

// Prepared statements reused for every row of a table within one save.
class Statements
{
public:
    explicit Statements(SqliteConnection &connection) : m_connection(connection) { }

    QString run(const QString &sql, const QVariantList &values)
    {
        auto query = m_prepared.find(sql);
        if (query == m_prepared.end()) {
            QSqlQuery prepared(m_connection.database());
            if (!prepared.prepare(sql))
                return prepared.lastError().text();
            query = m_prepared.insert(sql, prepared);
        }
        for (qsizetype i = 0; i < values.size(); ++i)
            query->bindValue(int(i), values.at(i));
        if (!query->exec())
            return query->lastError().text();
        return {};
    }

private:
    SqliteConnection &m_connection;
    QHash<QString, QSqlQuery> m_prepared;
};

template <typename Item>
void setFields(InsertRow &row, const QList<FieldSpec<Item>> &specs, const Item &item);

void setIdentity(InsertRow &row, const CatalogItem &item, qsizetype position)
{
    row.set("position", static_cast<qlonglong>(position));
    setFields(row, catalogIdentityFields(), item);
}

// The current row of a query with its columns looked up by name once per query. A query of
// a whole table ("SELECT * FROM t …", forEachRow) also has the row's rowid, to read a text back
// exactly.
struct QueryRow
{
    const QSqlQuery &query;
    const QHash<QString, int> &columns;
    SqliteConnection *connection = nullptr;
    QString table;

    QVariant value(const char *column) const
    {
        return query.value(columns.value(QLatin1String(column), -1));
    }

    /// A text column as it was saved. Qt reads text through SQLite's UTF-16, which turns a
    /// stored U+FFFE or U+FFFF into U+FFFD; a text read with U+FFFD is read again as its
    /// stored UTF-8 bytes (DocumentTables::textOf).
    QString text(const char *column) const
    {
        const QString read = value(column).toString();
        const int rowid = columns.value(RowidColumn, -1);
        if (!read.contains(QChar(0xfffd)) || !connection || rowid < 0)
            return read;
        QSqlQuery exact(connection->database());
        if (!exact.prepare(QStringLiteral("SELECT CAST(%1 AS BLOB) FROM %2 WHERE rowid = ?")
                                   .arg(QLatin1String(column), table)))
            return read;
        exact.addBindValue(query.value(rowid));
        if (!exact.exec() || !exact.next())
            return read;
        return DocumentTables::textOf(exact.value(0));
    }

    static constexpr QLatin1StringView RowidColumn{ "infertco_rowid" };
};

// Reads the columns of the current row, recording a problem for a value that cannot be a
// domain value, named by item and bundle field.
class RowValues
{
public:
    RowValues(const QueryRow &row, QString item, Problems &problems, int version = 0)
        : m_query(row), m_item(std::move(item)), m_problems(problems), m_version(version)
    { }

    // The field-table reader (readFields): one stored field of `spec` from its column, absent
    // in a document older than the column.
    void group(const FieldInfo &) { }
    std::optional<FieldValue> read(const FieldInfo &spec)
    {
        if (!spec.stored() || m_version < spec.sinceVersion)
            return std::nullopt;
        const QByteArray name = spec.columnName().toLatin1();
        const char *column = name.constData();
        const qsizetype before = m_problems.size();
        FieldValue value;
        switch (spec.type) {
        case FieldType::Text:
        case FieldType::Enum:
            value = text(column);
            break;
        case FieldType::Decimal:
            value = decimal(column, spec.key);
            break;
        case FieldType::OptionalDecimal:
            if (const std::optional<Decimal> given = optionalDecimal(column, spec.key))
                value = *given;
            break;
        case FieldType::Real:
            value = real(column, spec.key);
            break;
        case FieldType::OptionalReal:
            if (m_query.value(column).isNull())
                return std::nullopt; // absent
            value = real(column, spec.key);
            break;
        case FieldType::Integer:
            value = integer(column, spec.key);
            break;
        case FieldType::Boolean:
            value = boolean(column, spec.key);
            break;
        case FieldType::Unsigned64:
            value = unsigned64(column, spec.key);
            break;
        case FieldType::Group:
            return std::nullopt;
        }
        if (m_problems.size() == before)
            return value;
        for (qsizetype i = before; i < m_problems.size(); ++i)
            m_problems[i].label = spec.name;
        return std::nullopt;
    }
    void refuse(const FieldInfo &spec, const FieldValue &value)
    {
        fail(nullptr, spec.key,
             DocumentTables::tr("\"%1\" is not a known value").arg(std::get<QString>(value)));
        m_problems.last().label = spec.name;
    }

    QString text(const char *column) const { return m_query.text(column); }

    std::optional<Decimal> optionalDecimal(const char *column, const char *field = nullptr)
    {
        const QVariant value = m_query.value(column);
        if (value.isNull())
            return std::nullopt;
        QString why;
        const std::optional<Decimal> parsed = Decimal::parse(value.toString(), &why);
        if (!parsed)
            fail(column, field, DocumentTables::tr("is not an exact decimal number: %1").arg(why));
        return parsed;
    }

    Decimal decimal(const char *column, const char *field = nullptr)
    {
        if (m_query.value(column).isNull()) {
            fail(column, field, DocumentTables::tr("is missing"));
            return {};
        }
        return optionalDecimal(column, field).value_or(Decimal());
    }

    double real(const char *column, const char *field = nullptr)
    {
        bool ok = false;
        const double value = m_query.value(column).toDouble(&ok);
        if (!ok)
            fail(column, field, DocumentTables::tr("is not a number"));
        return value;
    }

    int integer(const char *column, const char *field = nullptr)
    {
        bool ok = false;
        const qlonglong value = m_query.value(column).toLongLong(&ok);
        if (!ok || value < std::numeric_limits<int>::min()
            || value > std::numeric_limits<int>::max()) {
            fail(column, field, DocumentTables::tr("is not a whole number"));
            return 0;
        }
        return static_cast<int>(value);
    }

    /// A whole number up to 2^64 - 1 (sim_seed), kept as its digits: an SQLite integer stops
    /// at 2^63 - 1.
    quint64 unsigned64(const char *column, const char *field = nullptr)
    {
        bool ok = false;
        const quint64 value = m_query.value(column).toString().toULongLong(&ok);
        if (!ok)
            fail(column, field, DocumentTables::tr("is not a whole number"));
        return value;
    }

    bool boolean(const char *column, const char *field = nullptr)
    {
        const int value = integer(column, field);
        if (value != 0 && value != 1)
            fail(column, field, DocumentTables::tr("is not 0 or 1"));
        return value == 1;
    }

    template <typename Enum>
    Enum choice(const char *column, std::optional<Enum> (*parse)(const QString &), Enum fallback,
                const char *field = nullptr)
    {
        const QString value = text(column);
        if (const std::optional<Enum> parsed = parse(value))
            return *parsed;
        fail(column, field, DocumentTables::tr("\"%1\" is not a known value").arg(value));
        return fallback;
    }

    /// tp_efficiency_by_size: {"2": 0.8, …}; a key that is not a whole number or a value that
    /// is not a number is refused here, a size other than 2, 4 or 8 by validation.
    void tpEfficiencyBySize(Accelerator &a)
    {
        const QJsonObject map = jsonObject("tp_efficiency_by_size");
        for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
            bool ok = false;
            const int size = it.key().toInt(&ok);
            if (!ok || QString::number(size) != it.key() || !it.value().isDouble())
                fail("tp_efficiency_by_size", nullptr, DocumentTables::tr("is not a number"));
            else
                a.tpEfficiencyBySize.insert(size, it.value().toDouble());
        }
    }
    /// efficiency_by_precision: {"fp16": {"bw": 0.9, "compute": 0.6}, …}; an unknown precision
    /// is left for validation to name.
    void efficiencyByPrecision(Accelerator &a)
    {
        const QJsonObject map = jsonObject("efficiency_by_precision");
        for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
            const QJsonObject pair = it.value().toObject();
            Accelerator::PrecisionEfficiency e;
            bool ok = it.value().isObject();
            for (auto part = pair.constBegin(); ok && part != pair.constEnd(); ++part) {
                ok = part.value().isDouble();
                if (part.key() == QLatin1String("bw"))
                    e.bw = part.value().toDouble();
                else if (part.key() == QLatin1String("compute"))
                    e.compute = part.value().toDouble();
                else
                    ok = false;
            }
            if (!ok)
                fail("efficiency_by_precision", nullptr, DocumentTables::tr("is not a number"));
            else
                a.efficiencyByPrecision.insert(it.key(), e);
        }
    }

    void identity(CatalogItem &item) { readFields(*this, catalogIdentityFields(), item); }

private:
    void fail(const char *column, const char *field, const QString &message)
    {
        m_problems.append({ m_item, QString::fromLatin1(field ? field : column), message });
    }
    QJsonObject jsonObject(const char *column)
    {
        const QJsonDocument json = QJsonDocument::fromJson(text(column).toUtf8());
        if (!json.isObject())
            fail(column, nullptr, DocumentTables::tr("is not a number"));
        return json.object();
    }

    const QueryRow &m_query;
    QString m_item;
    Problems &m_problems;
    int m_version;
};

// Runs `sql` and calls `readRow(query)` for each row; returns SQLite's error text.
template <typename ReadRow>
QString forEachRow(SqliteConnection &connection, const QString &sql, ReadRow readRow,
                   const QVariantList &values = {})
{
    // A whole table's rows come with their rowids (QueryRow::text).
    static const QRegularExpression wholeTable(u"^SELECT \\* FROM (\\w+)"_s);
    const QRegularExpressionMatch whole = wholeTable.match(sql);
    QString selected = sql;
    if (whole.hasMatch())
        selected.replace(0, 8, u"SELECT *, rowid AS "_s + QueryRow::RowidColumn);
    QSqlQuery query(connection.database());
    query.setForwardOnly(true);
    if (!query.prepare(selected))
        return query.lastError().text();
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        return query.lastError().text();
    QHash<QString, int> columns;
    const QSqlRecord record = query.record();
    for (int i = 0; i < record.count(); ++i)
        columns.insert(record.fieldName(i), i);
    while (query.next())
        readRow(QueryRow{ query, columns, &connection, whole.captured(1) });
    return query.lastError().isValid() ? query.lastError().text() : QString();
}

QString label(const char *kind, const QueryRow &row)
{
    return Validator::itemLabel(kind, row.value("id").toString());
}

// data/schema/v9.sql: a log's rows from their packed bytes.
std::vector<RequestLogRow> unpackedRows(const QByteArray &packed)
{
    std::vector<RequestLogRow> rows(static_cast<size_t>(packed.size() / 16));
    const char *in = packed.constData();
    for (RequestLogRow &row : rows) {
        row.tUs = qFromLittleEndian<qint64>(in);
        row.promptTokens = qFromLittleEndian<qint32>(in + 8);
        row.outputTokens = qFromLittleEndian<qint32>(in + 12);
        in += 16;
    }
    return rows;
}

} // namespace

Outcome<Bundle> DocumentTables::read(SqliteConnection &connection, int version)
{
    Bundle bundle;
    Catalog &catalog = bundle.catalog;
    Problems problems;
    QStringList errors;
    const auto run = [&](const QString &sql, auto readRow, const QVariantList &values = {}) {
        const QString error = forEachRow(connection, sql, readRow, values);
        if (!error.isEmpty())
            errors.append(error);
    };

    // The items of a catalog table (`kind` in their labels) in their order: each its identity,
    // its field table, then what `more` reads beside the field table.
    const auto readItems = [&](const QString &table, const char *kind, const auto &fields,
                               auto &items, auto more) {
        run(u"SELECT * FROM "_s + table + u" ORDER BY position, rowid"_s, [&](const QueryRow &q) {
            RowValues v(q, label(kind, q), problems, version);
            typename std::remove_reference_t<decltype(items)>::value_type item;
            v.identity(item);
            readFields(v, fields, item);
            more(v, item);
            items.append(item);
        });
    };
    const auto nothingMore = [](RowValues &, const CatalogItem &) {};

    readItems(u"region"_s, "region", regionFields(), catalog.regions, nothingMore);
    readItems(u"accelerator"_s, "accelerator", acceleratorFields(), catalog.accelerators,
              [version](RowValues &v, Accelerator &a) {
                  if (version >= 5) {
                      // The two maps beside the field table, each a JSON object
                      // (data/schema/v5.sql).
                      v.tpEfficiencyBySize(a);
                      v.efficiencyByPrecision(a);
                  }
              });
    readItems(u"platform"_s, "platform", platformFields(), catalog.platforms, nothingMore);
    // `accepts` is a list beside the field table (platformfields.cpp), in its own table.
    for (ServerPlatform &p : catalog.platforms) {
        run(QStringLiteral("SELECT class FROM platform_accepts WHERE platform = ? "
                           "ORDER BY position"),
            [&](const QueryRow &q) {
                RowValues v(q, Validator::itemLabel("platform", p.id), problems);
                p.accepts.append(v.choice("class", &acceleratorClassFromText,
                                          AcceleratorClass::DatacenterGpu, "accepts"));
            },
            { p.id });
        if (version < 5)
            continue;
        // `form_factors` (v3), another list, in its own table too.
        run(QStringLiteral("SELECT form_factor FROM platform_form_factors WHERE platform = ? "
                           "ORDER BY position"),
            [&](const QueryRow &q) {
                RowValues v(q, Validator::itemLabel("platform", p.id), problems);
                p.formFactors.append(v.choice("form_factor", &formFactorFromText, FormFactor::Other,
                                              "form_factors"));
            },
            { p.id });
    }

    readItems(u"rental_offer"_s, "rental offer", rentalOfferFields(), catalog.rentalOffers,
              nothingMore);
    readItems(u"colo_offer"_s, "colo offer", coloOfferFields(), catalog.coloOffers, nothingMore);

    run(QStringLiteral("SELECT * FROM scenario ORDER BY position, rowid"), [&](const QueryRow &q) {
        RowValues v(q, label("scenario", q), problems, version);
        Scenario s;
        readFields(v, scenarioIdentityFields(), s);
        readFields(v, scenarioFields(), s);
        if (version >= 9 && q.value("workload_arrival_log").toInt() == 1)
            s.workload.arrival = ArrivalProcess::Log;
        bundle.scenarios.append(s);
    });
    if (version >= 9) {
        run(QStringLiteral("SELECT * FROM request_log ORDER BY position, rowid"),
            [&](const QueryRow &q) {
                RowValues v(q, label("request log", q), problems, version);
                RequestLog log;
                v.identity(log);
                log.requests = std::make_shared<const RequestLogRows>(
                        unpackedRows(q.value("rows").toByteArray()));
                catalog.requestLogs.append(log);
            });
    }
    for (Scenario &s : bundle.scenarios) {
        const QString item = Validator::itemLabel("scenario", s.id);
        run(QStringLiteral("SELECT currency, rate FROM scenario_fx WHERE scenario = ? "
                           "ORDER BY currency"),
            [&](const QueryRow &q) {
                RowValues v(q, item, problems);
                s.fx.insert(v.text("currency"), v.decimal("rate", "fx"));
            },
            { s.id });
        run(QStringLiteral("SELECT * FROM scenario_option WHERE scenario = ? ORDER BY position"),
            [&](const QueryRow &q) {
                RowValues v(q, tr("%1 option %2").arg(item).arg(s.options.size() + 1), problems,
                            version);
                ScenarioOption o;
                readFields(v, scenarioOptionFields(), o);
                s.options.append(o);
            },
            { s.id });
        if (version < 4)
            continue;
        run(QStringLiteral("SELECT from_month, peak_output_tokens_per_s FROM scenario_demand "
                           "WHERE scenario = ? ORDER BY from_month"),
            [&](const QueryRow &q) {
                RowValues v(q, item, problems);
                DemandStep step;
                step.fromMonth = v.integer("from_month", "workload.demand");
                step.peakOutputTokensPerS
                        = v.decimal("peak_output_tokens_per_s", "workload.demand");
                s.workload.demand.append(step);
            },
            { s.id });
        run(QStringLiteral("SELECT share FROM scenario_residual WHERE scenario = ? ORDER BY year"),
            [&](const QueryRow &q) {
                RowValues v(q, item, problems);
                s.owned.residualByYear.append(v.decimal("share", "owned.residual_by_year"));
            },
            { s.id });
    }

    if (!errors.isEmpty())
        return Problems{ { QString(), QString(), tr("cannot be read: %1").arg(errors.first()) } };
    if (!problems.isEmpty())
        return problems;
    return bundle;
}

namespace {

// The stored fields of a field table that apply to the item, each in its column; a column no
// field fills keeps the default of its table.
template <typename Item>
void setFields(InsertRow &row, const QList<FieldSpec<Item>> &specs, const Item &item)
{
    for (const FieldSpec<Item> &spec : specs) {
        if (!spec.stored() || (spec.applies && !spec.applies(item)))
            continue;
        const FieldValue value = spec.get(item);
        QVariant cell;
        // An optional reference to another item (the team region) is NULL when not given, as
        // its foreign key wants; other text is stored as it is.
        const bool optionalReference
                = spec.entry == FieldKind::Choice && spec.write == WriteRule::IfGiven;
        if (const QString *t = std::get_if<QString>(&value))
            cell = optionalReference ? optionalText(*t) : text(*t);
        else if (const Decimal *d = std::get_if<Decimal>(&value))
            cell = decimal(*d);
        else if (const double *r = std::get_if<double>(&value))
            cell = *r;
        else if (spec.type == FieldType::OptionalReal)
            cell = QVariant(QMetaType::fromType<double>()); // absent
        else if (const int *i = std::get_if<int>(&value))
            cell = *i;
        else if (const bool *b = std::get_if<bool>(&value))
            cell = *b ? 1 : 0;
        else if (const quint64 *whole = std::get_if<quint64>(&value))
            cell = QString::number(*whole); // its digits (see RowValues::unsigned64)
        else
            cell = decimal(std::optional<Decimal>()); // an optional decimal that is absent
        row.set(spec.columnWhen ? QString::fromLatin1(spec.columnWhen(item)) : spec.columnName(),
                cell);
    }
}

// The row of a catalog item: its identity and its field table.
template <typename Item>
InsertRow catalogRow(const Item &item, const QList<FieldSpec<Item>> &fields, qsizetype position)
{
    InsertRow row;
    setIdentity(row, item, position);
    setFields(row, fields, item);
    return row;
}

InsertRow acceleratorRow(const Accelerator &a, qsizetype position)
{
    InsertRow row = catalogRow(a, acceleratorFields(), position);
    // The two maps beside the field table, each a JSON object (data/schema/v5.sql).
    QJsonObject bySize;
    for (auto it = a.tpEfficiencyBySize.cbegin(); it != a.tpEfficiencyBySize.cend(); ++it)
        bySize.insert(QString::number(it.key()), it.value());
    QJsonObject byPrecision;
    for (auto it = a.efficiencyByPrecision.cbegin(); it != a.efficiencyByPrecision.cend(); ++it) {
        QJsonObject pair;
        if (it->bw)
            pair.insert(QStringLiteral("bw"), *it->bw);
        if (it->compute)
            pair.insert(QStringLiteral("compute"), *it->compute);
        byPrecision.insert(it.key(), pair);
    }
    row.set("tp_efficiency_by_size",
            QString::fromUtf8(QJsonDocument(bySize).toJson(QJsonDocument::Compact)))
            .set("efficiency_by_precision",
                 QString::fromUtf8(QJsonDocument(byPrecision).toJson(QJsonDocument::Compact)));
    return row;
}

// An entry of one of a platform's lists beside its field table (accepts, form_factors): the
// platform, the entry's position in the list and its value in `column`.
InsertRow platformListRow(const ServerPlatform &p, qsizetype position, const char *column,
                          const QString &value)
{
    InsertRow row;
    row.set("platform", text(p.id))
            .set("position", static_cast<qlonglong>(position))
            .set(column, value);
    return row;
}

InsertRow scenarioRow(const Scenario &s, qsizetype i)
{
    InsertRow row;
    row.set("position", static_cast<qlonglong>(i));
    setFields(row, scenarioIdentityFields(), s);
    setFields(row, scenarioFields(), s);
    // data/schema/v9.sql: a log's arrivals are a flag beside workload_arrival.
    const bool arrivalLog = s.workload.arrival == ArrivalProcess::Log;
    if (arrivalLog)
        row.set("workload_arrival", text(toText(ArrivalProcess::Poisson)));
    row.set("workload_arrival_log", arrivalLog ? 1 : 0);
    return row;
}

// data/schema/v9.sql: a log's rows packed 16 bytes each, little-endian.
QByteArray packedRows(const RequestLogRows &rows)
{
    QByteArray packed(rows.size() * 16, Qt::Uninitialized);
    char *out = packed.data();
    for (const RequestLogRow &row : rows.rows()) {
        qToLittleEndian<qint64>(row.tUs, out);
        qToLittleEndian<qint32>(row.promptTokens, out + 8);
        qToLittleEndian<qint32>(row.outputTokens, out + 12);
        out += 16;
    }
    return packed;
}

InsertRow requestLogRow(const RequestLog &log, qsizetype position)
{
    InsertRow row;
    setIdentity(row, log, position);
    row.set("row_count", static_cast<qlonglong>(log.rowCount()));
    row.set("rows", log.requests ? packedRows(*log.requests) : QByteArray(""));
    return row;
}

InsertRow demandRow(const Scenario &s, const DemandStep &step)
{
    InsertRow demand;
    demand.set("scenario", text(s.id))
            .set("from_month", step.fromMonth)
            .set("peak_output_tokens_per_s", decimal(step.peakOutputTokensPerS));
    return demand;
}

InsertRow residualRow(const Scenario &s, qsizetype year)
{
    InsertRow residual;
    residual.set("scenario", text(s.id))
            .set("year", static_cast<qlonglong>(year + 1))
            .set("share", decimal(s.owned.residualByYear.at(year)));
    return residual;
}

InsertRow fxRow(const Scenario &s, const QString &currency, const Decimal &rate)
{
    InsertRow fx;
    fx.set("scenario", text(s.id)).set("currency", text(currency)).set("rate", decimal(rate));
    return fx;
}

InsertRow optionRow(const Scenario &s, qsizetype o)
{
    InsertRow row;
    row.set("scenario", text(s.id)).set("position", static_cast<qlonglong>(o));
    setFields(row, scenarioOptionFields(), s.options.at(o));
    return row;
}

// The tables in the order parents come before the rows that refer to them.
constexpr const char *ParentsFirst[] = { "region",
                                         "accelerator",
                                         "platform",
                                         "platform_accepts",
                                         "platform_form_factors",
                                         "rental_offer",
                                         "colo_offer",
                                         "scenario",
                                         "scenario_fx",
                                         "scenario_demand",
                                         "scenario_residual",
                                         "scenario_option",
                                         "request_log" };

// Rows nothing refers to: a changed one is deleted and inserted again, so that a swap of two
// option names never meets UNIQUE (scenario, name) halfway.
bool isLeaf(const QString &table)
{
    return table == QLatin1String("platform_accepts")
            || table == QLatin1String("platform_form_factors")
            || table == QLatin1String("scenario_fx") || table == QLatin1String("scenario_demand")
            || table == QLatin1String("scenario_residual")
            || table == QLatin1String("scenario_option");
}

// The primary key columns of each table, in the order of its PRIMARY KEY.
QStringList keyColumns(const QString &table)
{
    if (table == QLatin1String("platform_accepts")
        || table == QLatin1String("platform_form_factors"))
        return { QStringLiteral("platform"), QStringLiteral("position") };
    if (table == QLatin1String("scenario_fx"))
        return { QStringLiteral("scenario"), QStringLiteral("currency") };
    if (table == QLatin1String("scenario_option"))
        return { QStringLiteral("scenario"), QStringLiteral("position") };
    if (table == QLatin1String("scenario_demand"))
        return { QStringLiteral("scenario"), QStringLiteral("from_month") };
    if (table == QLatin1String("scenario_residual"))
        return { QStringLiteral("scenario"), QStringLiteral("year") };
    return { QStringLiteral("id") };
}

struct KeyedRow
{
    QVariantList key;
    InsertRow row;
};

// A row's primary key values as one hash key.
QString encodedKey(const QString &table, const InsertRow &row, QVariantList *key)
{
    QString encoded;
    for (const QString &column : keyColumns(table)) {
        const QVariant value = row.value(column);
        if (key)
            key->append(value);
        encoded += value.toString() + QChar(0);
    }
    return encoded;
}

// The rows of one table an edit may have touched, by primary key.
using TableRows = QHash<QString, KeyedRow>;

class RowSet
{
public:
    void add(const char *table, const InsertRow &row)
    {
        const QString name = QString::fromLatin1(table);
        KeyedRow keyed{ {}, row };
        const QString encoded = encodedKey(name, row, &keyed.key);
        m_tables[name].insert(encoded, keyed);
    }
    const TableRows &rows(const QString &table) const
    {
        static const TableRows none;
        const auto found = m_tables.constFind(table);
        return found == m_tables.cend() ? none : *found;
    }
    bool isEmpty() const { return m_tables.isEmpty(); }

private:
    QHash<QString, TableRows> m_tables;
};

// Calls `visit(item, i)` for the items of `list` whose rows `delta` may have moved or changed:
// the replaced run, and when the list grew or shrank every item after it, whose position
// changed. An item equal to the one at the same place of `other` (the list on the other side
// of the delta) is passed over: its rows, made of the item and its place, are the same on
// both sides (a row re-priced at the start and one added at the end touch
// two rows, not the whole list between them).
template <typename Item, typename Visit>
void visitTouched(const QList<Item> &list, const QList<Item> &other, const ListDelta<Item> &delta,
                  qsizetype runLength, Visit visit)
{
    const qsizetype end
            = delta.removed.size() == delta.inserted.size() ? delta.at + runLength : list.size();
    for (qsizetype i = delta.at; i < end; ++i) {
        if (i < other.size() && list.at(i) == other.at(i))
            continue;
        visit(list.at(i), i);
    }
}

// Calls `visit(table, row)` for each row of the items of `bundle` that `delta` touched; `after`
// says which side of the delta `bundle` is, `other` is the bundle on the other side.
template <typename Visit>
void visitRows(const Bundle &bundle, const Bundle &other, const BundleDelta &delta, bool after,
               Visit visit)
{
    const Catalog &catalog = bundle.catalog;
    const Catalog &otherCatalog = other.catalog;
    // The items of `items` that `d` touched, each with `visitItem`.
    const auto touched
            = [after](const auto &items, const auto &otherItems, const auto &d, auto visitItem) {
                  if (!d.isEmpty())
                      visitTouched(items, otherItems, d,
                                   after ? d.inserted.size() : d.removed.size(), visitItem);
              };
    // Items that are their identity and field table alone, in `table`.
    const auto touchedRows = [&](const auto &items, const auto &otherItems, const auto &d,
                                 const char *table, const auto &fields) {
        touched(items, otherItems, d,
                [&](const auto &item, qsizetype i) { visit(table, catalogRow(item, fields, i)); });
    };
    touchedRows(catalog.regions, otherCatalog.regions, delta.regions, "region", regionFields());
    touched(catalog.accelerators, otherCatalog.accelerators, delta.accelerators,
            [&](const Accelerator &a, qsizetype i) { visit("accelerator", acceleratorRow(a, i)); });
    touched(catalog.platforms, otherCatalog.platforms, delta.platforms,
            [&](const ServerPlatform &p, qsizetype i) {
                visit("platform", catalogRow(p, platformFields(), i));
                for (qsizetype c = 0; c < p.accepts.size(); ++c)
                    visit("platform_accepts",
                          platformListRow(p, c, "class", toText(p.accepts.at(c))));
                for (qsizetype f = 0; f < p.formFactors.size(); ++f)
                    visit("platform_form_factors",
                          platformListRow(p, f, "form_factor", toText(p.formFactors.at(f))));
            });
    touchedRows(catalog.rentalOffers, otherCatalog.rentalOffers, delta.rentalOffers, "rental_offer",
                rentalOfferFields());
    touchedRows(catalog.coloOffers, otherCatalog.coloOffers, delta.coloOffers, "colo_offer",
                coloOfferFields());
    touched(catalog.requestLogs, otherCatalog.requestLogs, delta.requestLogs,
            [&](const RequestLog &l, qsizetype i) { visit("request_log", requestLogRow(l, i)); });
    touched(bundle.scenarios, other.scenarios, delta.scenarios,
            [&](const Scenario &s, qsizetype i) {
                visit("scenario", scenarioRow(s, i));
                for (auto it = s.fx.cbegin(); it != s.fx.cend(); ++it)
                    visit("scenario_fx", fxRow(s, it.key(), it.value()));
                for (qsizetype o = 0; o < s.options.size(); ++o)
                    visit("scenario_option", optionRow(s, o));
                for (const DemandStep &step : s.workload.demand)
                    visit("scenario_demand", demandRow(s, step));
                for (qsizetype y = 0; y < s.owned.residualByYear.size(); ++y)
                    visit("scenario_residual", residualRow(s, y));
            });
}

QString whereKey(const QStringList &keys)
{
    QStringList terms;
    for (const QString &key : keys)
        terms.append(key + QStringLiteral(" = ?"));
    return terms.join(QLatin1String(" AND "));
}

} // namespace

QString DocumentTables::write(SqliteConnection &connection, const Bundle &before,
                              const Bundle &after, const RowHook &hook)
{
    const BundleDelta delta = BundleDelta::between(before, after);
    if (delta.isEmpty())
        return {};
    // The old rows of the touched items are held (few for an edit); the new ones are made one
    // item at a time and written as they come, so that memory does not grow with an import of
    // a million rows.
    RowSet old;
    visitRows(before, after, delta, false,
              [&](const char *table, const InsertRow &row) { old.add(table, row); });
    // Of the old rows, those still there afterwards, and those among them unchanged.
    QSet<QString> kept;
    QSet<QString> unchanged;
    if (!old.isEmpty()) {
        visitRows(after, before, delta, true, [&](const char *table, const InsertRow &row) {
            const QString name = QString::fromLatin1(table);
            const QString key = encodedKey(name, row, nullptr);
            const auto then = old.rows(name).constFind(key);
            if (then == old.rows(name).cend())
                return;
            kept.insert(name + QChar(1) + key);
            if (then->row.values() == row.values())
                unchanged.insert(name + QChar(1) + key);
        });
    }

    // docs/format.md, "Tables and columns": rows refer to each other by id; the references are
    // checked at COMMIT, so that the order of the statements below cannot fail a save that ends
    // consistent.
    QString error = connection.exec(QStringLiteral("PRAGMA defer_foreign_keys = ON"));
    Statements statements(connection);
    const auto tell = [&](const QString &table, const QVariantList &key, Moment moment) {
        if (error.isEmpty() && hook)
            error = hook(table, key, moment);
    };
    const auto run = [&](const QString &sql, const QVariantList &values) {
        if (error.isEmpty())
            error = statements.run(sql, values);
    };

    // Rows that are gone, children first (a parent's delete cascades to rows that are gone
    // too); a changed leaf row goes here as well and comes back below.
    for (auto table = std::rbegin(ParentsFirst); table != std::rend(ParentsFirst); ++table) {
        const QString name = QString::fromLatin1(*table);
        const TableRows &was = old.rows(name);
        const QString sql
                = QStringLiteral("DELETE FROM %1 WHERE %2").arg(name, whereKey(keyColumns(name)));
        for (auto row = was.cbegin(); row != was.cend(); ++row) {
            const QString key = name + QChar(1) + row.key();
            if (!kept.contains(key) || (isLeaf(name) && !unchanged.contains(key))) {
                tell(name, row->key, Moment::Before);
                run(sql, row->key);
            }
        }
    }
    // New and changed rows, each item's own row before its children's.
    visitRows(after, before, delta, true, [&](const char *table, const InsertRow &row) {
        if (!error.isEmpty())
            return;
        const QString name = QString::fromLatin1(table);
        QVariantList key;
        const QString encoded = encodedKey(name, row, &key);
        const TableRows &was = old.rows(name);
        const auto then = was.constFind(encoded);
        if (then != was.cend() && unchanged.contains(name + QChar(1) + encoded))
            return;
        if (then == was.cend() || isLeaf(name)) {
            run(row.sql(table), row.values());
            tell(name, key, Moment::After);
            return;
        }
        const QStringList keys = keyColumns(name);
        tell(name, key, Moment::Before);
        run(row.updateSql(table, keys), row.updateValues(keys));
        tell(name, key, Moment::After);
    });
    return error;
}

Problems DocumentTables::checkStorable(const Bundle &bundle)
{
    Problems problems;
    for (const Scenario &s : bundle.scenarios) {
        for (qsizetype i = 0; i < s.options.size(); ++i) {
            const ScenarioOption &option = s.options.at(i);
            if (option.mode == OptionMode::Rent && !option.platform.isEmpty()
                && !bundle.catalog.platform(option.platform)) {
                problems.append({ tr("scenario \"%1\" option %2 (\"%3\")")
                                          .arg(s.id)
                                          .arg(i + 1)
                                          .arg(option.name),
                                  QStringLiteral("platform"),
                                  tr("\"%1\" is not a server platform of the catalog (a rent "
                                     "option needs no platform; leave it empty)")
                                          .arg(option.platform) });
            }
        }
    }
    return problems;
}

// SQLite reads UTF-16 text bound by Qt with a byte-order mark first: a leading U+FEFF is
// dropped as one, and a leading U+FFFE turns the rest into byte-swapped text. One U+FEFF put
// before such a text is the mark SQLite drops, and the text is stored as it was.
QVariant DocumentTables::storedText(const QString &text)
{
    if (text.startsWith(QChar(0xfeff)) || text.startsWith(QChar(0xfffe)))
        return QString(QChar(0xfeff) + text);
    return text;
}

// A BLOB (a text column read as its bytes) is decoded from UTF-8 with a leading U+FEFF kept,
// which QString::fromUtf8 would drop.
QString DocumentTables::textOf(const QVariant &stored)
{
    if (stored.typeId() != QMetaType::QByteArray)
        return stored.toString();
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    return utf8.decode(stored.toByteArray());
}

} // namespace infertco
