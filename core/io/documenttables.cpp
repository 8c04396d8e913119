// SPDX-License-Identifier: GPL-3.0-or-later
#include "documenttables.h"

#include "documentschema.h"
#include "model/validation.h"
#include "sqliteconnection.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <limits>

namespace infertco {

namespace {

// Qt binds a null QString as SQL NULL; text columns hold '' for "no text".
QVariant text(const QString &value)
{
    return value.isNull() ? QVariant(QStringLiteral("")) : QVariant(value);
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
        m_columns.append(QString::fromLatin1(column));
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

private:
    QStringList m_columns;
    QVariantList m_values;
};

// Prepared statements reused for every row of a table within one save.
class Statements
{
public:
    explicit Statements(SqliteConnection &connection) : m_connection(connection) { }

    QString insert(const InsertRow &row, const char *table)
    {
        const QString sql = row.sql(table);
        auto query = m_prepared.find(sql);
        if (query == m_prepared.end()) {
            QSqlQuery prepared(m_connection.database());
            if (!prepared.prepare(sql))
                return prepared.lastError().text();
            query = m_prepared.insert(sql, prepared);
        }
        const QVariantList &values = row.values();
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

void setIdentity(InsertRow &row, const CatalogItem &item, qsizetype position)
{
    row.set("id", text(item.id))
            .set("position", static_cast<qlonglong>(position))
            .set("name", text(item.name))
            .set("source", text(item.source))
            .set("quote_date", text(item.quoteDate))
            .set("notes", text(item.notes));
}

// The current row of a query with its columns looked up by name once per query.
struct Row
{
    const QSqlQuery &query;
    const QHash<QString, int> &columns;

    QVariant value(const char *column) const
    {
        return query.value(columns.value(QLatin1String(column), -1));
    }
};

// Reads the columns of the current row, recording a problem for a value that cannot be a
// domain value, named by item and bundle field.
class RowValues
{
public:
    RowValues(const Row &row, QString item, Problems &problems)
        : m_query(row), m_item(std::move(item)), m_problems(problems)
    { }

    QString text(const char *column) const { return m_query.value(column).toString(); }

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

    void identity(CatalogItem &item) const
    {
        item.id = text("id");
        item.name = text("name");
        item.source = text("source");
        item.quoteDate = text("quote_date");
        item.notes = text("notes");
    }

private:
    void fail(const char *column, const char *field, const QString &message)
    {
        m_problems.append({ m_item, QString::fromLatin1(field ? field : column), message });
    }

    const Row &m_query;
    QString m_item;
    Problems &m_problems;
};

// Runs `sql` and calls `readRow(query)` for each row; returns SQLite's error text.
template <typename ReadRow>
QString forEachRow(SqliteConnection &connection, const QString &sql, ReadRow readRow,
                   const QVariantList &values = {})
{
    QSqlQuery query(connection.database());
    query.setForwardOnly(true);
    if (!query.prepare(sql))
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
        readRow(Row{ query, columns });
    return query.lastError().isValid() ? query.lastError().text() : QString();
}

QString label(const char *kind, const Row &row)
{
    return Validator::itemLabel(kind, row.value("id").toString());
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

    run(QStringLiteral("SELECT * FROM region ORDER BY position, rowid"), [&](const Row &q) {
        RowValues v(q, label("region", q), problems);
        Region r;
        v.identity(r);
        r.currency = v.text("currency");
        r.electricityPricePerKwh = v.decimal("electricity_price_per_kwh");
        r.pue = v.decimal("pue");
        r.staffCostPerFteYear = v.decimal("staff_cost_per_fte_year");
        if (version >= 4) {
            r.electricityPriceChangeYear = v.decimal("electricity_price_change_year");
            r.staffCostChangeYear = v.decimal("staff_cost_change_year");
        }
        catalog.regions.append(r);
    });

    run(QStringLiteral("SELECT * FROM accelerator ORDER BY position, rowid"), [&](const Row &q) {
        RowValues v(q, label("accelerator", q), problems);
        Accelerator a;
        v.identity(a);
        a.acceleratorClass
                = v.choice("class", &acceleratorClassFromText, AcceleratorClass::DatacenterGpu);
        a.vendor = v.text("vendor");
        a.memoryGb = v.real("memory_gb");
        a.bandwidthGbs = v.real("bandwidth_gbs");
        a.tflops.fp16 = v.real("tflops_fp16", "tflops.fp16");
        a.tflops.fp8 = v.real("tflops_fp8", "tflops.fp8");
        a.tflops.int8 = v.real("tflops_int8", "tflops.int8");
        a.tflops.int4 = v.real("tflops_int4", "tflops.int4");
        a.tdpW = v.decimal("tdp_w");
        a.idleW = v.decimal("idle_w");
        a.price = v.optionalDecimal("price");
        a.currency = v.text("currency");
        a.bwEfficiency = v.real("bw_efficiency");
        a.computeEfficiency = v.real("compute_efficiency");
        a.tpEfficiency = v.real("tp_efficiency");
        a.dynamicShapeEfficiency = v.real("dynamic_shape_efficiency");
        a.maxTp = v.integer("max_tp");
        a.supportsPartitioning = v.boolean("supports_partitioning");
        a.requiresQuantization = v.boolean("requires_quantization");
        a.migrationDays = v.decimal("migration_days");
        a.requantDays = v.decimal("requant_days");
        if (version >= 4) {
            a.priceChangeYear = v.decimal("price_change_year");
            a.exportControlled = v.boolean("export_controlled");
        }
        catalog.accelerators.append(a);
    });

    run(QStringLiteral("SELECT * FROM platform ORDER BY position, rowid"), [&](const Row &q) {
        RowValues v(q, label("platform", q), problems);
        ServerPlatform p;
        v.identity(p);
        p.slots = v.integer("slots");
        p.rackUnits = v.integer("rack_units");
        p.baseW = v.decimal("base_w");
        p.price = v.optionalDecimal("price");
        p.currency = v.text("currency");
        if (version >= 4) {
            p.priceChangeYear = v.decimal("price_change_year");
            p.fullyPopulated = v.boolean("fully_populated");
        }
        catalog.platforms.append(p);
    });
    for (ServerPlatform &p : catalog.platforms) {
        run(QStringLiteral("SELECT class FROM platform_accepts WHERE platform = ? "
                           "ORDER BY position"),
            [&](const Row &q) {
                RowValues v(q, Validator::itemLabel("platform", p.id), problems);
                p.accepts.append(v.choice("class", &acceleratorClassFromText,
                                          AcceleratorClass::DatacenterGpu, "accepts"));
            },
            { p.id });
    }

    run(QStringLiteral("SELECT * FROM rental_offer ORDER BY position, rowid"), [&](const Row &q) {
        RowValues v(q, label("rental offer", q), problems);
        RentalOffer o;
        v.identity(o);
        o.provider = v.text("provider");
        o.region = v.text("region");
        o.accelerator = v.text("accelerator");
        o.acceleratorsPerServer = v.integer("accelerators_per_server");
        o.monthlyPrice = v.optionalDecimal("monthly_price");
        o.hourlyPrice = v.optionalDecimal("hourly_price");
        o.currency = v.text("currency");
        o.setupFeePerServer = v.decimal("setup_fee_per_server");
        o.networkPerMonth = v.decimal("network_per_month");
        o.minTermMonths = v.integer("min_term_months");
        if (version >= 4)
            o.priceChangeYear = v.decimal("price_change_year");
        catalog.rentalOffers.append(o);
    });

    run(QStringLiteral("SELECT * FROM colo_offer ORDER BY position, rowid"), [&](const Row &q) {
        RowValues v(q, label("colo offer", q), problems);
        ColoOffer o;
        v.identity(o);
        o.provider = v.text("provider");
        o.region = v.text("region");
        o.rackFeePerMonth = v.decimal("rack_fee_per_month");
        o.uFeePerMonth = v.decimal("u_fee_per_month");
        o.usableU = v.integer("usable_u");
        o.rackPowerKw = v.decimal("rack_power_kw");
        o.powerBilling = v.choice("power_billing", &powerBillingFromText, PowerBilling::Metered);
        o.powerPricePerKwMonth = v.decimal("power_price_per_kw_month");
        o.pue = v.optionalDecimal("pue");
        o.setupFeePerRack = v.decimal("setup_fee_per_rack");
        o.networkPerMonth = v.decimal("network_per_month");
        o.currency = v.text("currency");
        if (version >= 4)
            o.priceChangeYear = v.decimal("price_change_year");
        catalog.coloOffers.append(o);
    });

    run(QStringLiteral("SELECT * FROM scenario ORDER BY position, rowid"), [&](const Row &q) {
        RowValues v(q, label("scenario", q), problems);
        Scenario s;
        s.id = v.text("id");
        s.name = v.text("name");
        // Version 1 did not keep a scenario's notes (data/schema/v2.sql).
        if (version >= 2)
            s.notes = v.text("notes");
        s.currency = v.text("currency");
        s.horizonMonths = v.integer("horizon_months");
        s.discountRateYear = v.decimal("discount_rate_year");
        s.headroom = v.decimal("headroom");
        s.engineerDayRate = v.decimal("engineer_day_rate");
        s.engineerCurrency = v.text("engineer_currency");
        s.staff.ftePerServerOwned
                = v.decimal("staff_fte_per_server_owned", "staff.fte_per_server_owned");
        s.staff.ftePerServerRented
                = v.decimal("staff_fte_per_server_rented", "staff.fte_per_server_rented");
        s.staff.minFteOwned = v.decimal("staff_min_fte_owned", "staff.min_fte_owned");
        s.staff.minFteRented = v.decimal("staff_min_fte_rented", "staff.min_fte_rented");
        s.owned.spareFraction = v.decimal("owned_spare_fraction", "owned.spare_fraction");
        s.owned.purchaseOverheadFraction
                = v.decimal("owned_purchase_overhead_fraction", "owned.purchase_overhead_fraction");
        s.owned.maintenanceRateYear
                = v.decimal("owned_maintenance_rate_year", "owned.maintenance_rate_year");
        s.owned.residualFraction = v.decimal("owned_residual_fraction", "owned.residual_fraction");
        Workload &w = s.workload;
        w.paramsB = v.real("workload_params_b", "workload.params_b");
        w.precision = v.choice("workload_precision", &precisionFromText, Precision::Fp16,
                               "workload.precision");
        w.kvBytes = v.real("workload_kv_bytes", "workload.kv_bytes");
        w.layers = v.integer("workload_layers", "workload.layers");
        w.kvHeads = v.integer("workload_kv_heads", "workload.kv_heads");
        w.headDim = v.integer("workload_head_dim", "workload.head_dim");
        w.promptTokens = v.integer("workload_prompt_tokens", "workload.prompt_tokens");
        w.outputTokens = v.integer("workload_output_tokens", "workload.output_tokens");
        w.peakOutputTokensPerS = v.decimal("workload_peak_output_tokens_per_s",
                                           "workload.peak_output_tokens_per_s");
        w.tpotMs = v.real("workload_tpot_ms", "workload.tpot_ms");
        w.utilization = v.decimal("workload_utilization", "workload.utilization");
        w.modelUpdatesPerYear
                = v.decimal("workload_model_updates_per_year", "workload.model_updates_per_year");
        w.maxBatch = v.integer("workload_max_batch", "workload.max_batch");
        w.dynamicShapes = v.boolean("workload_dynamic_shapes", "workload.dynamic_shapes");
        w.requiresIsolation
                = v.boolean("workload_requires_isolation", "workload.requires_isolation");
        if (version >= 4) {
            s.teamRegion = v.text("team_region");
            w.demandGrowthYear = v.optionalDecimal("workload_demand_growth_year",
                                                   "workload.demand_growth_year");
            if (!q.value("workload_ttft_ms").isNull())
                w.ttftMs = v.real("workload_ttft_ms", "workload.ttft_ms");
        }
        bundle.scenarios.append(s);
    });
    for (Scenario &s : bundle.scenarios) {
        const QString item = Validator::itemLabel("scenario", s.id);
        run(QStringLiteral("SELECT currency, rate FROM scenario_fx WHERE scenario = ? "
                           "ORDER BY currency"),
            [&](const Row &q) {
                RowValues v(q, item, problems);
                s.fx.insert(v.text("currency"), v.decimal("rate", "fx"));
            },
            { s.id });
        run(QStringLiteral("SELECT * FROM scenario_option WHERE scenario = ? ORDER BY position"),
            [&](const Row &q) {
                RowValues v(q, tr("%1 option %2").arg(item).arg(s.options.size() + 1), problems);
                ScenarioOption o;
                o.name = v.text("name");
                o.mode = v.choice("mode", &optionModeFromText, OptionMode::Rent);
                o.accelerator = v.text("accelerator");
                o.platform = v.text("platform");
                o.offer = v.text(o.mode == OptionMode::Rent ? "rental_offer" : "colo_offer");
                if (o.mode == OptionMode::Hybrid) {
                    o.rentalOffer = v.text("rental_offer");
                    o.ownedServers = v.integer("owned_servers");
                }
                s.options.append(o);
            },
            { s.id });
        if (version < 4)
            continue;
        run(QStringLiteral("SELECT from_month, peak_output_tokens_per_s FROM scenario_demand "
                           "WHERE scenario = ? ORDER BY from_month"),
            [&](const Row &q) {
                RowValues v(q, item, problems);
                DemandStep step;
                step.fromMonth = v.integer("from_month", "workload.demand");
                step.peakOutputTokensPerS
                        = v.decimal("peak_output_tokens_per_s", "workload.demand");
                s.workload.demand.append(step);
            },
            { s.id });
        run(QStringLiteral("SELECT share FROM scenario_residual WHERE scenario = ? ORDER BY year"),
            [&](const Row &q) {
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

QString DocumentTables::write(SqliteConnection &connection, const Bundle &bundle)
{
    // Children before the rows they refer to, so that foreign keys hold at every statement.
    for (const char *table :
         { "scenario_option", "scenario_fx", "scenario_demand", "scenario_residual", "scenario",
           "rental_offer", "colo_offer",
           "platform_accepts", "platform", "accelerator", "region" }) {
        const QString error
                = connection.exec(QStringLiteral("DELETE FROM %1").arg(QLatin1String(table)));
        if (!error.isEmpty())
            return error;
    }

    const Catalog &catalog = bundle.catalog;
    QString error;
    Statements statements(connection);
    const auto insert = [&](const InsertRow &row, const char *table) {
        if (error.isEmpty())
            error = statements.insert(row, table);
    };

    for (qsizetype i = 0; i < catalog.regions.size(); ++i) {
        const Region &r = catalog.regions.at(i);
        InsertRow row;
        setIdentity(row, r, i);
        row.set("currency", text(r.currency))
                .set("electricity_price_per_kwh", decimal(r.electricityPricePerKwh))
                .set("pue", decimal(r.pue))
                .set("staff_cost_per_fte_year", decimal(r.staffCostPerFteYear))
                .set("electricity_price_change_year", decimal(r.electricityPriceChangeYear))
                .set("staff_cost_change_year", decimal(r.staffCostChangeYear));
        insert(row, "region");
    }
    for (qsizetype i = 0; i < catalog.accelerators.size(); ++i) {
        const Accelerator &a = catalog.accelerators.at(i);
        InsertRow row;
        setIdentity(row, a, i);
        row.set("class", toText(a.acceleratorClass))
                .set("vendor", text(a.vendor))
                .set("memory_gb", a.memoryGb)
                .set("bandwidth_gbs", a.bandwidthGbs)
                .set("tflops_fp16", a.tflops.fp16)
                .set("tflops_fp8", a.tflops.fp8)
                .set("tflops_int8", a.tflops.int8)
                .set("tflops_int4", a.tflops.int4)
                .set("tdp_w", decimal(a.tdpW))
                .set("idle_w", decimal(a.idleW))
                .set("price", decimal(a.price))
                .set("currency", text(a.currency))
                .set("bw_efficiency", a.bwEfficiency)
                .set("compute_efficiency", a.computeEfficiency)
                .set("tp_efficiency", a.tpEfficiency)
                .set("dynamic_shape_efficiency", a.dynamicShapeEfficiency)
                .set("max_tp", a.maxTp)
                .set("supports_partitioning", a.supportsPartitioning ? 1 : 0)
                .set("requires_quantization", a.requiresQuantization ? 1 : 0)
                .set("migration_days", decimal(a.migrationDays))
                .set("requant_days", decimal(a.requantDays))
                .set("price_change_year", decimal(a.priceChangeYear))
                .set("export_controlled", a.exportControlled ? 1 : 0);
        insert(row, "accelerator");
    }
    for (qsizetype i = 0; i < catalog.platforms.size(); ++i) {
        const ServerPlatform &p = catalog.platforms.at(i);
        InsertRow row;
        setIdentity(row, p, i);
        row.set("slots", p.slots)
                .set("rack_units", p.rackUnits)
                .set("base_w", decimal(p.baseW))
                .set("price", decimal(p.price))
                .set("currency", text(p.currency))
                .set("price_change_year", decimal(p.priceChangeYear))
                .set("fully_populated", p.fullyPopulated ? 1 : 0);
        insert(row, "platform");
        for (qsizetype c = 0; c < p.accepts.size(); ++c) {
            InsertRow accepts;
            accepts.set("platform", text(p.id))
                    .set("position", static_cast<qlonglong>(c))
                    .set("class", toText(p.accepts.at(c)));
            insert(accepts, "platform_accepts");
        }
    }
    for (qsizetype i = 0; i < catalog.rentalOffers.size(); ++i) {
        const RentalOffer &o = catalog.rentalOffers.at(i);
        InsertRow row;
        setIdentity(row, o, i);
        row.set("provider", text(o.provider))
                .set("region", text(o.region))
                .set("accelerator", text(o.accelerator))
                .set("accelerators_per_server", o.acceleratorsPerServer)
                .set("monthly_price", decimal(o.monthlyPrice))
                .set("hourly_price", decimal(o.hourlyPrice))
                .set("currency", text(o.currency))
                .set("setup_fee_per_server", decimal(o.setupFeePerServer))
                .set("network_per_month", decimal(o.networkPerMonth))
                .set("min_term_months", o.minTermMonths)
                .set("price_change_year", decimal(o.priceChangeYear));
        insert(row, "rental_offer");
    }
    for (qsizetype i = 0; i < catalog.coloOffers.size(); ++i) {
        const ColoOffer &o = catalog.coloOffers.at(i);
        InsertRow row;
        setIdentity(row, o, i);
        row.set("provider", text(o.provider))
                .set("region", text(o.region))
                .set("rack_fee_per_month", decimal(o.rackFeePerMonth))
                .set("u_fee_per_month", decimal(o.uFeePerMonth))
                .set("usable_u", o.usableU)
                .set("rack_power_kw", decimal(o.rackPowerKw))
                .set("power_billing", toText(o.powerBilling))
                .set("power_price_per_kw_month", decimal(o.powerPricePerKwMonth))
                .set("pue", decimal(o.pue))
                .set("setup_fee_per_rack", decimal(o.setupFeePerRack))
                .set("network_per_month", decimal(o.networkPerMonth))
                .set("currency", text(o.currency))
                .set("price_change_year", decimal(o.priceChangeYear));
        insert(row, "colo_offer");
    }
    for (qsizetype i = 0; i < bundle.scenarios.size(); ++i) {
        const Scenario &s = bundle.scenarios.at(i);
        const Workload &w = s.workload;
        InsertRow row;
        row.set("id", text(s.id))
                .set("position", static_cast<qlonglong>(i))
                .set("name", text(s.name))
                .set("notes", text(s.notes))
                .set("currency", text(s.currency))
                .set("horizon_months", s.horizonMonths)
                .set("discount_rate_year", decimal(s.discountRateYear))
                .set("headroom", decimal(s.headroom))
                .set("engineer_day_rate", decimal(s.engineerDayRate))
                .set("engineer_currency", text(s.engineerCurrency))
                .set("staff_fte_per_server_owned", decimal(s.staff.ftePerServerOwned))
                .set("staff_fte_per_server_rented", decimal(s.staff.ftePerServerRented))
                .set("staff_min_fte_owned", decimal(s.staff.minFteOwned))
                .set("staff_min_fte_rented", decimal(s.staff.minFteRented))
                .set("owned_spare_fraction", decimal(s.owned.spareFraction))
                .set("owned_purchase_overhead_fraction", decimal(s.owned.purchaseOverheadFraction))
                .set("owned_maintenance_rate_year", decimal(s.owned.maintenanceRateYear))
                .set("owned_residual_fraction", decimal(s.owned.residualFraction))
                .set("workload_params_b", w.paramsB)
                .set("workload_precision", toText(w.precision))
                .set("workload_kv_bytes", w.kvBytes)
                .set("workload_layers", w.layers)
                .set("workload_kv_heads", w.kvHeads)
                .set("workload_head_dim", w.headDim)
                .set("workload_prompt_tokens", w.promptTokens)
                .set("workload_output_tokens", w.outputTokens)
                .set("workload_peak_output_tokens_per_s", decimal(w.peakOutputTokensPerS))
                .set("workload_tpot_ms", w.tpotMs)
                .set("workload_utilization", decimal(w.utilization))
                .set("workload_model_updates_per_year", decimal(w.modelUpdatesPerYear))
                .set("workload_max_batch", w.maxBatch)
                .set("workload_dynamic_shapes", w.dynamicShapes ? 1 : 0)
                .set("workload_requires_isolation", w.requiresIsolation ? 1 : 0)
                .set("team_region", optionalText(s.teamRegion))
                .set("workload_demand_growth_year", decimal(w.demandGrowthYear))
                .set("workload_ttft_ms",
                     w.ttftMs ? QVariant(*w.ttftMs) : QVariant(QMetaType::fromType<double>()));
        insert(row, "scenario");
        for (const DemandStep &step : w.demand) {
            InsertRow demand;
            demand.set("scenario", text(s.id))
                    .set("from_month", step.fromMonth)
                    .set("peak_output_tokens_per_s", decimal(step.peakOutputTokensPerS));
            insert(demand, "scenario_demand");
        }
        for (qsizetype year = 0; year < s.owned.residualByYear.size(); ++year) {
            InsertRow residual;
            residual.set("scenario", text(s.id))
                    .set("year", static_cast<qlonglong>(year + 1))
                    .set("share", decimal(s.owned.residualByYear.at(year)));
            insert(residual, "scenario_residual");
        }
        for (auto it = s.fx.cbegin(); it != s.fx.cend(); ++it) {
            InsertRow fx;
            fx.set("scenario", text(s.id))
                    .set("currency", text(it.key()))
                    .set("rate", decimal(it.value()));
            insert(fx, "scenario_fx");
        }
        for (qsizetype o = 0; o < s.options.size(); ++o) {
            const ScenarioOption &option = s.options.at(o);
            const bool rent = option.mode == OptionMode::Rent;
            const bool hybrid = option.mode == OptionMode::Hybrid;
            InsertRow opt;
            opt.set("scenario", text(s.id))
                    .set("position", static_cast<qlonglong>(o))
                    .set("name", text(option.name))
                    .set("mode", toText(option.mode))
                    .set("accelerator", text(option.accelerator))
                    .set("platform", optionalText(option.platform))
                    .set("rental_offer", rent ? text(option.offer)
                                              : (hybrid ? text(option.rentalOffer)
                                                        : optionalText(QString())))
                    .set("colo_offer", rent ? optionalText(QString()) : text(option.offer))
                    .set("owned_servers", hybrid ? option.ownedServers : 0);
            insert(opt, "scenario_option");
        }
    }
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

} // namespace infertco
