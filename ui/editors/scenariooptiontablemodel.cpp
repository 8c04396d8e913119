// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariooptiontablemodel.h"

#include "model/entities/optionmode.h"

#include "fieldcolumns.h"

#include "edit/bundlestore.h"

#include "model/fields/fields.h"
#include "model/fields/fieldscope.h"
#include "model/rules/newitems.h"
#include "model/rules/optionfit.h"
#include "model/rules/validation.h"

namespace infertco {

ScenarioOptionTableModel::ScenarioOptionTableModel(BundleStore *store, QObject *parent)
    : ScenarioListModel(store, BundlePart::ScenarioOptions, parent)
{ }

QString ScenarioOptionTableModel::modeName(OptionMode mode)
{
    return OptionModeName::displayName(mode);
}

int ScenarioOptionTableModel::itemCount(const Bundle &bundle) const
{
    const Scenario *s = scenario(bundle);
    return s ? static_cast<int>(s->options.size()) : 0;
}

QString ScenarioOptionTableModel::itemName(int row) const
{
    return scenario(store()->bundle())->options.at(row).name;
}

QString ScenarioOptionTableModel::itemNoun(int count) const
{
    return count == 1 ? tr("option") : tr("options");
}

QString ScenarioOptionTableModel::problemLabel(const Bundle &bundle, int row) const
{
    // The Validator's label for an option (validation.cpp), so that its problems name it.
    return Validator::tr("scenario \"%1\" option %2 (\"%3\")")
            .arg(scenarioId())
            .arg(row + 1)
            .arg(scenario(bundle)->options.at(row).name);
}

namespace {

const FieldColumns<ScenarioOption> &columns()
{
    static const FieldColumns<ScenarioOption> byKey(scenarioOptionColumns(),
                                                    { &scenarioOptionFields() });
    return byKey;
}

} // namespace

int ScenarioOptionTableModel::columnOf(const char *key)
{
    return columns().columnOf(QLatin1StringView(key));
}

int ScenarioOptionTableModel::fieldCount() const
{
    return columns().count();
}

BundleTableModel::Field ScenarioOptionTableModel::field(int column) const
{
    const FieldSpec<ScenarioOption> *spec = columns().field(column);
    return spec ? specField(*spec) : Field();
}

QVariant ScenarioOptionTableModel::value(const Bundle &bundle, int row, int column) const
{
    const ScenarioOption &o = scenario(bundle)->options.at(row);
    const FieldSpec<ScenarioOption> *spec = columns().field(column);
    if (!spec)
        return {};
    // A field not in effect in the option's mode (its field table says which) is an empty
    // cell; a rent option keeps its platform for a change back to colocation.
    if (!fieldInEffect(*spec, o))
        return spec->type == FieldType::Text ? QVariant(QString()) : QVariant();
    return specValue(*spec, spec->get(o));
}

bool ScenarioOptionTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                      QString *) const
{
    ScenarioOption &o = scenario(bundle)->options[row];
    const FieldSpec<ScenarioOption> *spec = columns().field(column);
    if (!spec || !spec->set(o, specInput(*spec, value)))
        return false;
    // The references follow a new mode or card where they no longer fit.
    if (column == columnOf("mode") || column == columnOf("accelerator"))
        OptionFit::fitReferences(bundle.catalog, o);
    return true;
}

QStringList ScenarioOptionTableModel::choices(const Bundle &bundle, int row, int column) const
{
    // The mode: the values of the field.
    if (const QStringList values = columns().enumChoices(column); !values.isEmpty())
        return values;
    const Catalog &catalog = bundle.catalog;
    const ScenarioOption *o = row >= 0 ? &scenario(bundle)->options.at(row) : nullptr;
    QStringList ids;
    if (column == columnOf("accelerator")) {
        if (!o) {
            for (const Accelerator &a : catalog.accelerators)
                ids.append(a.id);
            return ids;
        }
        // Valid choices only: rent needs an offer for the card, colo needs its price.
        return OptionFit::accelerators(catalog, o->mode);
    }
    if (column == columnOf("platform")) {
        if (!o) {
            for (const ServerPlatform &p : catalog.platforms)
                ids.append(p.id);
            return ids;
        }
        return OptionFit::platforms(catalog, *o);
    }
    if (column == columnOf("offer")) {
        if (!o) {
            for (const RentalOffer &offer : catalog.rentalOffers)
                ids.append(offer.id);
            for (const ColoOffer &offer : catalog.coloOffers)
                ids.append(offer.id);
            return ids;
        }
        return OptionFit::offers(catalog, *o);
    }
    if (column == columnOf("rental_offer")) {
        if (!o) {
            for (const RentalOffer &offer : catalog.rentalOffers)
                ids.append(offer.id);
            return ids;
        }
        return OptionFit::rentalOffers(catalog, *o);
    }
    return {};
}

QString ScenarioOptionTableModel::choiceLabel(const Bundle &bundle, int column,
                                              const QString &choice) const
{
    const Catalog &catalog = bundle.catalog;
    if (column == columnOf("mode")) {
        const std::optional<OptionMode> mode = optionModeFromText(choice);
        return mode ? modeName(*mode) : choice;
    }
    if (column == columnOf("accelerator")) {
        if (const Accelerator *a = catalog.accelerator(choice))
            return a->displayName();
    } else if (column == columnOf("platform")) {
        if (const ServerPlatform *p = catalog.platform(choice))
            return p->displayName();
    } else if (column == columnOf("offer")) {
        if (const RentalOffer *r = catalog.rentalOffer(choice))
            return r->displayName();
        if (const ColoOffer *c = catalog.coloOffer(choice))
            return c->displayName();
    } else if (column == columnOf("rental_offer")) {
        if (const RentalOffer *r = catalog.rentalOffer(choice))
            return r->displayName();
    }
    return choice;
}

bool ScenarioOptionTableModel::isEditable(int row, int column) const
{
    const FieldSpec<ScenarioOption> *spec = columns().field(column);
    if (!spec)
        return false;
    if (!spec->applies && !spec->requiredWhen)
        return true;
    const Scenario *s = scenario(store()->bundle());
    if (!s || row < 0 || row >= s->options.size())
        return false;
    return fieldInEffect(*spec, s->options.at(row));
}

int ScenarioOptionTableModel::insertNew(Bundle &bundle, int row, QString *) const
{
    Scenario *s = scenario(bundle);
    ScenarioOption option = NewItems::option(bundle.catalog, *s);
    option.name = NewItems::optionName(*s, tr("Option %1"));
    s->options.insert(row, option);
    return row;
}

int ScenarioOptionTableModel::consequence(const Bundle &before, const Bundle &after, int row,
                                          int column, QString *note) const
{
    const int platformColumn = columnOf("platform");
    const int offerColumn = columnOf("offer");
    if (column != columnOf("mode") && column != columnOf("accelerator"))
        return -1;
    const ScenarioOption &was = scenario(before)->options.at(row);
    const ScenarioOption &now = scenario(after)->options.at(row);
    const bool platformChosen = !now.platform.isEmpty() && now.platform != was.platform;
    const bool offerChosen = !now.offer.isEmpty() && now.offer != was.offer;
    const QString platform = choiceLabel(after, platformColumn, now.platform);
    const QString offer = choiceLabel(after, offerColumn, now.offer);
    if (platformChosen && offerChosen) {
        *note = tr("Server platform changed to %1 and offer to %2: the previous ones do not fit "
                   "this option. Check them, or choose others; Undo puts them back.")
                        .arg(platform, offer);
        return offerColumn;
    }
    if (offerChosen) {
        *note = tr("Offer changed to %1: the previous one does not fit this option. Check it, "
                   "or choose another; Undo puts both back.")
                        .arg(offer);
        return offerColumn;
    }
    if (platformChosen) {
        *note = tr("Server platform changed to %1: the previous one does not fit this option. "
                   "Check it, or choose another; Undo puts both back.")
                        .arg(platform);
        return platformColumn;
    }
    if (!now.rentalOffer.isEmpty() && now.rentalOffer != was.rentalOffer) {
        *note = tr("Rental offer changed to %1: the previous one does not fit this option. "
                   "Check it, or choose another; Undo puts both back.")
                        .arg(choiceLabel(after, columnOf("rental_offer"), now.rentalOffer));
        return columnOf("rental_offer");
    }
    return -1;
}

void ScenarioOptionTableModel::insertCopy(Bundle &bundle, int row) const
{
    Scenario *s = scenario(bundle);
    s->options.insert(row + 1, NewItems::optionCopy(*s, row, tr("%1 (copy)")));
}

void ScenarioOptionTableModel::removeAt(Bundle &bundle, int row) const
{
    scenario(bundle)->options.removeAt(row);
}

} // namespace infertco
