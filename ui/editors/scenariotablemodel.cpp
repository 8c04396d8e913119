// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariotablemodel.h"

#include "edit/bundlestore.h"

#include "model/fields.h"
#include "model/newitems.h"
#include "model/textformat.h"
#include "model/validation.h"

#include <iterator>

namespace infertco {

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

namespace {

// The field-table key of each column in Column order; empty for the columns the model keeps
// by hand: the identity (name, id, notes) and the residual curve, a list.
const FieldSpec<Scenario> *columnSpec(int column)
{
    static const QList<const FieldSpec<Scenario> *> specs = [] {
        static constexpr const char *Keys[] = {
            "",
            "",
            "currency",
            "horizon_months",
            "discount_rate_year",
            "headroom",
            "engineer_day_rate",
            "engineer_currency",
            "team_region",
            "staff.fte_per_server_owned",
            "staff.fte_per_server_rented",
            "staff.min_fte_owned",
            "staff.min_fte_rented",
            "owned.spare_fraction",
            "owned.purchase_overhead_fraction",
            "owned.maintenance_rate_year",
            "owned.residual_fraction",
            "",
            "workload.params_b",
            "workload.precision",
            "workload.kv_bytes",
            "workload.layers",
            "workload.kv_heads",
            "workload.head_dim",
            "workload.prompt_tokens",
            "workload.output_tokens",
            "workload.peak_output_tokens_per_s",
            "workload.demand_growth_year",
            "workload.tpot_ms",
            "workload.ttft_ms",
            "workload.utilization",
            "workload.model_updates_per_year",
            "workload.max_batch",
            "workload.dynamic_shapes",
            "workload.requires_isolation",
            "workload.sizing",
            "workload.arrival",
            "workload.burst_cv",
            "workload.prefill_chunk_tokens",
            "workload.iteration_overhead_ms",
            "workload.sim_requests",
            "workload.sim_seed",
            "",
        };
        static_assert(std::size(Keys) == ScenarioTableModel::ColumnCount);
        QList<const FieldSpec<Scenario> *> all;
        for (const char *key : Keys)
            all.append(*key ? findField(scenarioFields(), QLatin1StringView(key)) : nullptr);
        return all;
    }();
    return specs.value(column);
}

} // namespace

BundleTableModel::Field ScenarioTableModel::field(int column) const
{
    if (const FieldSpec<Scenario> *spec = columnSpec(column)) {
        Field f = specField(*spec);
        f.key = spec->keyText(); // the Validator names "workload.params_b", not its group
        return f;
    }
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
    case ResidualByYear:
        return f(tr("Residual by year"), tr("residual curve"), FieldKind::Text,
                 "owned.residual_by_year",
                 tr("Value left after 1, 2, 3 … years as fractions of the price, separated "
                    "by commas: 0.7, 0.5, 0.4. Each tranche is credited by its own age. Empty: "
                    "the residual value above applies."));
    case Notes:
        return f(tr("Notes"), tr("notes"), FieldKind::Notes, "notes",
                 tr("Where the figures come from and what was assumed."));
    default:
        break;
    }
    return {};
}

QVariant ScenarioTableModel::value(const Bundle &bundle, int row, int column) const
{
    const Scenario &s = bundle.scenarios.at(row);
    if (const FieldSpec<Scenario> *spec = columnSpec(column))
        return specValue(*spec, spec->get(s));
    switch (static_cast<Column>(column)) {
    case Name:
        return s.name;
    case Id:
        return s.id;
    case ResidualByYear:
        return TextFormat::residualCurveText(s.owned.residualByYear);
    case Notes:
        return s.notes;
    default:
        break;
    }
    return {};
}

bool ScenarioTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                QString *error) const
{
    Scenario &s = bundle.scenarios[row];
    if (const FieldSpec<Scenario> *spec = columnSpec(column))
        return spec->set(s, specInput(*spec, value));
    switch (static_cast<Column>(column)) {
    case Name:
        s.name = value.toString();
        return true;
    case ResidualByYear: {
        const std::optional<QList<Decimal>> shares
                = TextFormat::residualCurve(value.toString(), error);
        if (!shares)
            return false;
        s.owned.residualByYear = *shares;
        return true;
    }
    case Notes:
        s.notes = value.toString();
        return true;
    default:
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
    if (column == Sizing)
        return { toText(SizingMode::Average), toText(SizingMode::P99) };
    if (column == Arrival)
        return { toText(ArrivalProcess::Poisson), toText(ArrivalProcess::Bursty) };
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
    // The notes of a document's first scenario, NewItems::starterScenario().
    const QString starterNotes = tr("A starting point: Llama-3.1-8B in fp16. Replace the "
                                    "workload and the assumptions with your own, then add "
                                    "the options to compare.");
    bundle.scenarios.insert(row,
                            NewItems::scenario(bundle.scenarios, tr("New scenario"), starterNotes));
    return row;
}

void ScenarioTableModel::insertCopy(Bundle &bundle, int row) const
{
    bundle.scenarios.insert(row + 1,
                            NewItems::scenarioCopy(bundle.scenarios, row, tr("%1 (copy)")));
}

void ScenarioTableModel::removeAt(Bundle &bundle, int row) const
{
    bundle.scenarios.removeAt(row);
}

} // namespace infertco
