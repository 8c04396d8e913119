// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariotablemodel.h"

#include "fieldcolumns.h"

#include "edit/bundlestore.h"

#include "model/entities/choicename.h"
#include "model/entities/regionname.h"
#include "model/fields/fields.h"
#include "model/fields/identityfields.h"
#include "model/rules/newitems.h"
#include "model/rules/textformat.h"
#include "model/rules/validation.h"

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

/// The column the model makes by hand: the residual curve, a list the bundle, the document and
/// validation keep beside the field tables, typed and shown as text (TextFormat).
constexpr QLatin1StringView ResidualCurve("owned.residual_by_year");

const FieldColumns<Scenario> &columns()
{
    static const FieldColumns<Scenario> byKey(scenarioColumns(),
                                              { &scenarioIdentityFields(), &scenarioFields() });
    return byKey;
}

} // namespace

int ScenarioTableModel::columnOf(const char *key)
{
    return columns().columnOf(QLatin1StringView(key));
}

QString ScenarioTableModel::keyOf(int column)
{
    return columns().key(column);
}

FormGroup ScenarioTableModel::formGroup(int column)
{
    const QByteArray key = keyOf(column).toLatin1();
    return scenarioColumnGroup(QLatin1StringView(key));
}

int ScenarioTableModel::fieldCount() const
{
    return columns().count();
}

BundleTableModel::Field ScenarioTableModel::field(int column) const
{
    if (const FieldSpec<Scenario> *spec = columns().field(column)) {
        Field f = specField(*spec);
        f.key = spec->keyText(); // the Validator names "workload.params_b", not its group
        // A reference to one of the document's request logs: chosen among them, not typed.
        if (column == columnOf("workload.request_log"))
            f.kind = FieldKind::Choice;
        return f;
    }
    if (column == columns().columnOf(ResidualCurve)) {
        return { tr("Residual by year"),
                 tr("residual curve"),
                 FieldKind::Text,
                 QString(ResidualCurve),
                 tr("Value left after 1, 2, 3 … years as fractions of the price, separated "
                    "by commas: 0.7, 0.5, 0.4. Each tranche is credited by its own age. Empty: "
                    "the residual value above applies."),
                 false };
    }
    return {};
}

QVariant ScenarioTableModel::value(const Bundle &bundle, int row, int column) const
{
    const Scenario &s = bundle.scenarios.at(row);
    if (const FieldSpec<Scenario> *spec = columns().field(column))
        return specValue(*spec, spec->get(s));
    if (column == columns().columnOf(ResidualCurve))
        return TextFormat::residualCurveText(s.owned.residualByYear);
    return {};
}

bool ScenarioTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                QString *error) const
{
    Scenario &s = bundle.scenarios[row];
    if (const FieldSpec<Scenario> *spec = columns().field(column))
        return spec->set(s, specInput(*spec, value));
    if (column == columns().columnOf(ResidualCurve)) {
        const std::optional<QList<Decimal>> shares
                = TextFormat::residualCurve(value.toString(), error);
        if (!shares)
            return false;
        s.owned.residualByYear = *shares;
        return true;
    }
    return false;
}

QStringList ScenarioTableModel::choices(const Bundle &bundle, int row, int column) const
{
    // Precision, sizing, arrivals: the values of the field.
    if (const QStringList values = columns().enumChoices(column); !values.isEmpty())
        return values;
    if (column == columnOf("team_region")) {
        // Empty: each option's own region's staff cost (docs/method.md, "The ledger", v2
        // team_region).
        QStringList ids{ QString() };
        for (const Region &region : bundle.catalog.regions)
            ids.append(region.id);
        return ids;
    }
    if (column == columnOf("workload.request_log")) {
        // Empty: none (docs/serving.md, "Request logs"); a log the scenario names that is not
        // in the document stays a choice, so that the form shows what is there.
        QStringList ids{ QString() };
        for (const RequestLog &log : bundle.catalog.requestLogs)
            ids.append(log.id);
        const QString named = bundle.scenarios.at(row).workload.requestLog;
        if (!ids.contains(named))
            ids.append(named);
        return ids;
    }
    return BundleTableModel::choices(bundle, row, column);
}

QString ScenarioTableModel::choiceLabel(const Bundle &bundle, int column,
                                        const QString &choice) const
{
    if (column == columnOf("team_region")) {
        if (choice.isEmpty())
            return tr("Each option's own");
        const Region *region = bundle.catalog.region(choice);
        return region ? RegionName::displayName(*region) : choice;
    }
    if (column == columnOf("workload.request_log")) {
        if (choice.isEmpty())
            return tr("None");
        const RequestLog *log = bundle.catalog.requestLog(choice);
        return log && !log->name.isEmpty() ? log->name : choice;
    }
    // The bundle's words (average, p99, poisson, bursty: toText) in the user's language.
    const QByteArray key = columns().key(column).toLatin1();
    const QString shown = ChoiceName::ofField(QLatin1StringView(key), choice);
    if (!shown.isEmpty())
        return shown;
    return BundleTableModel::choiceLabel(bundle, column, choice);
}

bool ScenarioTableModel::isEditable(int, int column) const
{
    return column != columnOf("id");
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
