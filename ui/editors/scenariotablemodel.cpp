// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariotablemodel.h"

#include "bundlestore.h"
#include "catalogitems.h"

#include "model/validation.h"

namespace infertco {

namespace {

Decimal decimal(const char *text)
{
    return *Decimal::parse(QString::fromLatin1(text));
}

/// A scenario to start from when a document has none: Llama-3.1-8B-Instruct's
/// architecture (config.json: 32 layers, 8 KV heads, head_dim 128, 8.03 B parameters) and
/// the assumptions of the demo scenarios, no options yet.
Scenario starterScenario()
{
    Scenario s;
    s.name = ScenarioTableModel::tr("New scenario");
    s.notes = ScenarioTableModel::tr("A starting point: Llama-3.1-8B in fp16. Replace the "
                                     "workload and the assumptions with your own, then add "
                                     "the options to compare.");
    s.discountRateYear = decimal("0.08");
    s.engineerDayRate = decimal("1200");
    s.staff = { decimal("0.05"), decimal("0.02"), decimal("0.25"), decimal("0.1") };
    s.owned = { decimal("0.05"), decimal("0.03"), decimal("0.05"), decimal("0.4") };
    Workload &w = s.workload;
    w.paramsB = 8.03;
    w.layers = 32;
    w.kvHeads = 8;
    w.headDim = 128;
    w.promptTokens = 1000;
    w.outputTokens = 300;
    w.peakOutputTokensPerS = Decimal(500);
    w.tpotMs = 50;
    w.utilization = decimal("0.5");
    w.modelUpdatesPerYear = Decimal(2);
    return s;
}

} // namespace

ScenarioTableModel::ScenarioTableModel(BundleStore *store, QObject *parent)
    : BundleTableModel(store, BundlePart::Scenarios, parent)
{ }

int ScenarioTableModel::itemCount(const Bundle &bundle) const
{
    return static_cast<int>(bundle.scenarios.size());
}

QString ScenarioTableModel::itemName(int row) const
{
    const Scenario &s = store()->bundle().scenarios.at(row);
    return s.name.isEmpty() ? s.id : s.name;
}

int ScenarioTableModel::rowOf(const QString &id) const
{
    const QList<Scenario> &scenarios = store()->bundle().scenarios;
    for (int row = 0; row < scenarios.size(); ++row) {
        if (scenarios.at(row).id == id)
            return row;
    }
    return -1;
}

QString ScenarioTableModel::itemNoun(int count) const
{
    return count == 1 ? tr("scenario") : tr("scenarios");
}

QString ScenarioTableModel::problemLabel(const Bundle &bundle, int row) const
{
    return Validator::itemLabel("scenario", bundle.scenarios.at(row).id);
}

BundleTableModel::Field ScenarioTableModel::field(int column) const
{
    const auto f = [](const QString &title, const QString &name, FieldKind kind, const char *key,
                      const QString &help) {
        return Field{ title, name, kind, QString::fromLatin1(key), help, false };
    };
    switch (static_cast<Column>(column)) {
    case Name:
        return f(tr("Name"), tr("name"), FieldKind::Text, "name",
                 tr("Shown on the dashboard and the report's title page."));
    case Id:
        return f(tr("Id"), tr("id"), FieldKind::Id, "id", tr("The scenario's key."));
    case Currency:
        return f(tr("Reporting currency"), tr("reporting currency"), FieldKind::Currency,
                 "currency",
                 tr("Every cost is converted into this currency with the exchange rates below."));
    case HorizonMonths:
        return f(tr("Horizon (months)"), tr("horizon"), FieldKind::Integer, "horizon_months",
                 tr("Months of running costs compared, 1 to 240; 36 is three years."));
    case DiscountRateYear:
        return f(tr("Discount rate / year"), tr("discount rate"), FieldKind::Factor,
                 "discount_rate_year",
                 tr("Cost of capital for the NPV, as a fraction: 0.08 is 8 % a year."));
    case Headroom:
        return f(tr("Memory headroom"), tr("memory headroom"), FieldKind::Factor, "headroom",
                 tr("Share of each card's memory kept free, as a fraction: 0.1 is 10 %."));
    case EngineerDayRate:
        return f(tr("Engineer day rate"), tr("engineer day rate"), FieldKind::Money,
                 "engineer_day_rate",
                 tr("Cost of one engineering day, for migration and requantization."));
    case EngineerCurrency:
        return f(tr("Engineer currency"), tr("engineer currency"), FieldKind::Currency,
                 "engineer_currency", tr("Currency of the day rate."));
    case TeamRegion:
        return f(tr("Team region"), tr("team region"), FieldKind::Choice, "team_region",
                 tr("The region whose staff cost applies to every option, for one team "
                    "running them all; or each option's own region's staff cost."));
    case FtePerServerOwned:
        return f(tr("FTE per owned server"), tr("FTE per owned server"), FieldKind::Factor,
                 "staff.fte_per_server_owned",
                 tr("Staff time each owned server takes, in full-time equivalents."));
    case FtePerServerRented:
        return f(tr("FTE per rented server"), tr("FTE per rented server"), FieldKind::Factor,
                 "staff.fte_per_server_rented",
                 tr("Staff time each rented server takes, in full-time equivalents."));
    case MinFteOwned:
        return f(tr("Minimum FTE, owned"), tr("minimum FTE for owned servers"), FieldKind::Factor,
                 "staff.min_fte_owned", tr("Staff an owned deployment needs however small it is."));
    case MinFteRented:
        return f(tr("Minimum FTE, rented"), tr("minimum FTE for rented servers"), FieldKind::Factor,
                 "staff.min_fte_rented",
                 tr("Staff a rented deployment needs however small it is."));
    case SpareFraction:
        return f(tr("Spare cards"), tr("spare fraction"), FieldKind::Factor, "owned.spare_fraction",
                 tr("Spare cards bought per installed card, as a fraction: 0.05 is 5 %."));
    case PurchaseOverheadFraction:
        return f(tr("Purchase overhead"), tr("purchase overhead"), FieldKind::Factor,
                 "owned.purchase_overhead_fraction",
                 tr("Freight, import and installation on top of the hardware price, as a "
                    "fraction."));
    case MaintenanceRateYear:
        return f(tr("Maintenance / year"), tr("maintenance rate"), FieldKind::Factor,
                 "owned.maintenance_rate_year",
                 tr("Yearly maintenance as a fraction of the hardware price."));
    case ResidualFraction:
        return f(tr("Residual value"), tr("residual value"), FieldKind::Factor,
                 "owned.residual_fraction",
                 tr("Value of the hardware at the end of the horizon, as a fraction of its "
                    "price; credited in the last month."));
    case ResidualByYear:
        return f(tr("Residual by year"), tr("residual curve"), FieldKind::Text,
                 "owned.residual_by_year",
                 tr("Value left after 1, 2, 3 … years as fractions of the price, separated "
                    "by commas: 0.7, 0.5, 0.4. Each tranche is credited by its own age. Empty: "
                    "the residual value above applies."));
    case ParamsB:
        return f(tr("Parameters (billions)"), tr("parameters"), FieldKind::Number,
                 "workload.params_b", tr("Model size in billions of parameters."));
    case Precision:
        return f(tr("Precision"), tr("precision"), FieldKind::Choice, "workload.precision",
                 tr("Weights' precision. A card without it falls back (int4 → int8 → fp16, "
                    "fp8 → fp16) and the option is flagged."));
    case KvBytes:
        return f(tr("KV cache bytes"), tr("KV cache bytes"), FieldKind::Number, "workload.kv_bytes",
                 tr("Bytes per KV-cache element; 2 for fp16."));
    case Layers:
        return f(tr("Layers"), tr("layers"), FieldKind::Integer, "workload.layers",
                 tr("Transformer layers (config.json num_hidden_layers)."));
    case KvHeads:
        return f(tr("KV heads"), tr("KV heads"), FieldKind::Integer, "workload.kv_heads",
                 tr("Key/value heads (num_key_value_heads)."));
    case HeadDim:
        return f(tr("Head dimension"), tr("head dimension"), FieldKind::Integer,
                 "workload.head_dim", tr("Dimension of one attention head."));
    case PromptTokens:
        return f(tr("Prompt tokens"), tr("prompt tokens"), FieldKind::Integer,
                 "workload.prompt_tokens", tr("Tokens in a typical request's prompt."));
    case OutputTokens:
        return f(tr("Output tokens"), tr("output tokens"), FieldKind::Integer,
                 "workload.output_tokens", tr("Tokens in a typical answer."));
    case PeakOutputTokensPerS:
        return f(tr("Peak output tokens/s"), tr("peak throughput"), FieldKind::Factor,
                 "workload.peak_output_tokens_per_s",
                 tr("Output tokens per second the service must sustain at its busiest."));
    case DemandGrowthYear:
        return { tr("Demand growth / year"),
                 tr("demand growth"),
                 FieldKind::Factor,
                 QStringLiteral("workload.demand_growth_year"),
                 tr("The peak grows by this fraction once a year: 0.5 is 50 % a year. Empty: "
                    "no growth (or the demand steps below)."),
                 true };
    case TpotMs:
        return f(tr("Time per output token (ms)"), tr("latency target"), FieldKind::Number,
                 "workload.tpot_ms",
                 tr("Latency target: milliseconds per generated token a user sees."));
    case TtftMs:
        return { tr("Time to first token (ms)"),
                 tr("time-to-first-token limit"),
                 FieldKind::Number,
                 QStringLiteral("workload.ttft_ms"),
                 tr("Longest wait for the first token, in milliseconds: options whose prefill "
                    "of one prompt takes longer are excluded. Empty: no limit."),
                 true };
    case Utilization:
        return f(tr("Utilization"), tr("utilization"), FieldKind::Factor, "workload.utilization",
                 tr("Average load as a fraction of the peak, in (0, 1]: drives power and the "
                    "tokens actually served."));
    case ModelUpdatesPerYear:
        return f(tr("Model updates / year"), tr("model updates per year"), FieldKind::Factor,
                 "workload.model_updates_per_year",
                 tr("New model versions a year; each needs requantizing on quantized "
                    "precisions."));
    case MaxBatch:
        return f(tr("Maximum batch"), tr("maximum batch"), FieldKind::Integer, "workload.max_batch",
                 tr("Largest batch the serving stack runs."));
    case DynamicShapes:
        return f(tr("Dynamic shapes"), tr("dynamic shapes"), FieldKind::Boolean,
                 "workload.dynamic_shapes",
                 tr("Requests vary in length and shape (hard for NPUs and ASICs)."));
    case RequiresIsolation:
        return f(tr("Requires isolation"), tr("isolation requirement"), FieldKind::Boolean,
                 "workload.requires_isolation",
                 tr("Tenants must be isolated on shared cards (needs partitioning)."));
    case Notes:
        return f(tr("Notes"), tr("notes"), FieldKind::Notes, "notes",
                 tr("Where the figures come from and what was assumed."));
    case ColumnCount:
        break;
    }
    return {};
}

QVariant ScenarioTableModel::value(const Bundle &bundle, int row, int column) const
{
    const Scenario &s = bundle.scenarios.at(row);
    const Workload &w = s.workload;
    switch (static_cast<Column>(column)) {
    case Name:
        return s.name;
    case Id:
        return s.id;
    case Currency:
        return s.currency;
    case HorizonMonths:
        return s.horizonMonths;
    case DiscountRateYear:
        return QVariant::fromValue(s.discountRateYear);
    case Headroom:
        return QVariant::fromValue(s.headroom);
    case EngineerDayRate:
        return QVariant::fromValue(s.engineerDayRate);
    case EngineerCurrency:
        return s.engineerCurrency;
    case TeamRegion:
        return s.teamRegion;
    case FtePerServerOwned:
        return QVariant::fromValue(s.staff.ftePerServerOwned);
    case FtePerServerRented:
        return QVariant::fromValue(s.staff.ftePerServerRented);
    case MinFteOwned:
        return QVariant::fromValue(s.staff.minFteOwned);
    case MinFteRented:
        return QVariant::fromValue(s.staff.minFteRented);
    case SpareFraction:
        return QVariant::fromValue(s.owned.spareFraction);
    case PurchaseOverheadFraction:
        return QVariant::fromValue(s.owned.purchaseOverheadFraction);
    case MaintenanceRateYear:
        return QVariant::fromValue(s.owned.maintenanceRateYear);
    case ResidualFraction:
        return QVariant::fromValue(s.owned.residualFraction);
    case ResidualByYear: {
        QStringList shares;
        for (const Decimal &share : s.owned.residualByYear)
            shares.append(share.toString());
        return shares.join(QStringLiteral(", "));
    }
    case ParamsB:
        return w.paramsB;
    case Precision:
        return toText(w.precision);
    case KvBytes:
        return w.kvBytes;
    case Layers:
        return w.layers;
    case KvHeads:
        return w.kvHeads;
    case HeadDim:
        return w.headDim;
    case PromptTokens:
        return w.promptTokens;
    case OutputTokens:
        return w.outputTokens;
    case PeakOutputTokensPerS:
        return QVariant::fromValue(w.peakOutputTokensPerS);
    case DemandGrowthYear:
        return w.demandGrowthYear ? QVariant::fromValue(*w.demandGrowthYear) : QVariant();
    case TpotMs:
        return w.tpotMs;
    case TtftMs:
        return w.ttftMs ? QVariant(*w.ttftMs) : QVariant();
    case Utilization:
        return QVariant::fromValue(w.utilization);
    case ModelUpdatesPerYear:
        return QVariant::fromValue(w.modelUpdatesPerYear);
    case MaxBatch:
        return w.maxBatch;
    case DynamicShapes:
        return w.dynamicShapes;
    case RequiresIsolation:
        return w.requiresIsolation;
    case Notes:
        return s.notes;
    case ColumnCount:
        break;
    }
    return {};
}

bool ScenarioTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                QString *error) const
{
    Scenario &s = bundle.scenarios[row];
    Workload &w = s.workload;
    const auto d = [&value] { return value.value<Decimal>(); };
    switch (static_cast<Column>(column)) {
    case Name:
        s.name = value.toString();
        return true;
    case Id:
        return false;
    case Currency:
        s.currency = value.toString();
        return true;
    case HorizonMonths:
        s.horizonMonths = value.toInt();
        return true;
    case DiscountRateYear:
        s.discountRateYear = d();
        return true;
    case Headroom:
        s.headroom = d();
        return true;
    case EngineerDayRate:
        s.engineerDayRate = d();
        return true;
    case EngineerCurrency:
        s.engineerCurrency = value.toString();
        return true;
    case TeamRegion:
        s.teamRegion = value.toString();
        return true;
    case FtePerServerOwned:
        s.staff.ftePerServerOwned = d();
        return true;
    case FtePerServerRented:
        s.staff.ftePerServerRented = d();
        return true;
    case MinFteOwned:
        s.staff.minFteOwned = d();
        return true;
    case MinFteRented:
        s.staff.minFteRented = d();
        return true;
    case SpareFraction:
        s.owned.spareFraction = d();
        return true;
    case PurchaseOverheadFraction:
        s.owned.purchaseOverheadFraction = d();
        return true;
    case MaintenanceRateYear:
        s.owned.maintenanceRateYear = d();
        return true;
    case ResidualFraction:
        s.owned.residualFraction = d();
        return true;
    case ResidualByYear: {
        QList<Decimal> shares;
        const QStringList words = value.toString().split(u',', Qt::SkipEmptyParts);
        for (const QString &word : words) {
            QString why;
            const std::optional<Decimal> share = Decimal::parse(word.trimmed(), &why);
            if (!share) {
                *error = tr("\"%1\" is not a number; give one fraction per year, separated by "
                            "commas, such as 0.7, 0.5, 0.4")
                                 .arg(word.trimmed());
                return false;
            }
            shares.append(*share);
        }
        s.owned.residualByYear = shares;
        return true;
    }
    case ParamsB:
        w.paramsB = value.toDouble();
        return true;
    case Precision:
        w.precision = *precisionFromText(value.toString());
        return true;
    case KvBytes:
        w.kvBytes = value.toDouble();
        return true;
    case Layers:
        w.layers = value.toInt();
        return true;
    case KvHeads:
        w.kvHeads = value.toInt();
        return true;
    case HeadDim:
        w.headDim = value.toInt();
        return true;
    case PromptTokens:
        w.promptTokens = value.toInt();
        return true;
    case OutputTokens:
        w.outputTokens = value.toInt();
        return true;
    case PeakOutputTokensPerS:
        w.peakOutputTokensPerS = d();
        return true;
    case DemandGrowthYear:
        w.demandGrowthYear = value.isValid() ? std::optional<Decimal>(d()) : std::nullopt;
        return true;
    case TpotMs:
        w.tpotMs = value.toDouble();
        return true;
    case TtftMs:
        w.ttftMs = value.isValid() ? std::optional<double>(value.toDouble()) : std::nullopt;
        return true;
    case Utilization:
        w.utilization = d();
        return true;
    case ModelUpdatesPerYear:
        w.modelUpdatesPerYear = d();
        return true;
    case MaxBatch:
        w.maxBatch = value.toInt();
        return true;
    case DynamicShapes:
        w.dynamicShapes = value.toBool();
        return true;
    case RequiresIsolation:
        w.requiresIsolation = value.toBool();
        return true;
    case Notes:
        s.notes = value.toString();
        return true;
    case ColumnCount:
        break;
    }
    return false;
}

QStringList ScenarioTableModel::choices(const Bundle &bundle, int row, int column) const
{
    if (column == Precision) {
        return { toText(Precision::Fp16), toText(Precision::Bf16), toText(Precision::Fp8),
                 toText(Precision::Int8), toText(Precision::Int4) };
    }
    if (column == TeamRegion) {
        // Empty: each option's own region's staff cost (DESIGN 3.2, v2 team_region).
        QStringList ids{ QString() };
        for (const Region &region : bundle.catalog.regions)
            ids.append(region.id);
        return ids;
    }
    return BundleTableModel::choices(bundle, row, column);
}

QString ScenarioTableModel::choiceLabel(const Bundle &bundle, int column,
                                        const QString &choice) const
{
    if (column == TeamRegion) {
        if (choice.isEmpty())
            return tr("Each option's own");
        const Region *region = bundle.catalog.region(choice);
        return region && !region->name.isEmpty() ? region->name : choice;
    }
    return BundleTableModel::choiceLabel(bundle, column, choice);
}

bool ScenarioTableModel::isEditable(int, int column) const
{
    return column != Id;
}

int ScenarioTableModel::insertNew(Bundle &bundle, int row, QString *) const
{
    QList<Scenario> &scenarios = bundle.scenarios;
    Scenario scenario = scenarios.isEmpty() ? starterScenario() : scenarios.constLast();
    scenario.id = CatalogItems::uniqueId(scenarios, QStringLiteral("scenario"));
    if (!scenarios.isEmpty()) {
        scenario.name = tr("New scenario");
        scenario.notes.clear();
    }
    scenarios.insert(row, scenario);
    return row;
}

void ScenarioTableModel::insertCopy(Bundle &bundle, int row) const
{
    QList<Scenario> &scenarios = bundle.scenarios;
    Scenario copy = scenarios.at(row);
    copy.id = CatalogItems::uniqueId(scenarios, copy.id + QStringLiteral("-copy"));
    copy.name = tr("%1 (copy)").arg(copy.name.isEmpty() ? scenarios.at(row).id : copy.name);
    scenarios.insert(row + 1, copy);
}

void ScenarioTableModel::removeAt(Bundle &bundle, int row) const
{
    bundle.scenarios.removeAt(row);
}

} // namespace infertco
