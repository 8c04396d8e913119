// SPDX-License-Identifier: GPL-3.0-or-later
#include "fxratetablemodel.h"

#include "edit/bundlestore.h"

#include "model/entities/fxrates.h"

namespace infertco {

FxRateTableModel::FxRateTableModel(BundleStore *store, QObject *parent)
    : ScenarioKeyedListModel(store, BundlePart::ScenarioFx, parent)
{ }

QString FxRateTableModel::currencyAt(const Bundle &bundle, int row) const
{
    return scenario(bundle)->fx.keys().at(row);
}

int FxRateTableModel::itemCount(const Bundle &bundle) const
{
    const Scenario *s = scenario(bundle);
    return s ? static_cast<int>(s->fx.size()) : 0;
}

QString FxRateTableModel::itemName(int row) const
{
    return currencyAt(store()->bundle(), row);
}

QString FxRateTableModel::itemNoun(int count) const
{
    return count == 1 ? tr("exchange rate") : tr("exchange rates");
}

BundleTableModel::Field FxRateTableModel::field(int column) const
{
    if (column == Currency) {
        return { tr("Currency"), tr("currency"), FieldKind::Currency, QStringLiteral("fx"),
                 tr("A currency that a price or fee of the compared options is in.") };
    }
    const Scenario *s = scenario(store()->bundle());
    const QString reporting = s ? s->currency : tr("reporting currency");
    return { tr("1 unit in %1").arg(reporting), tr("exchange rate"), FieldKind::Factor,
             QStringLiteral("fx"),
             tr("What one unit of the currency is worth in the reporting currency, e.g. "
                "7.8 for USD when reporting in HKD.") };
}

QVariant FxRateTableModel::value(const Bundle &bundle, int row, int column) const
{
    const QString code = currencyAt(bundle, row);
    if (column == Currency)
        return code;
    return QVariant::fromValue(scenario(bundle)->fx.value(code));
}

bool FxRateTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                              QString *error) const
{
    Scenario *s = scenario(bundle);
    const QString code = currencyAt(bundle, row);
    if (column == Rate) {
        s->fx[code] = value.value<Decimal>();
        return true;
    }
    return FxRates::rename(*s, code, value.toString(), error);
}

BundleChange::Kind FxRateTableModel::changeKind(int column) const
{
    // A renamed currency moves to its sorted place.
    return column == Currency ? BundleChange::Reset : BundleChange::ValuesChanged;
}

int FxRateTableModel::insertNew(Bundle &bundle, int, QString *error) const
{
    // Rows stay sorted, so the command's row is where the new currency lands.
    Scenario *s = scenario(bundle);
    const QString code = FxRates::nextCurrency(bundle.catalog, *s, error);
    if (code.isEmpty())
        return -1;
    s->fx.insert(code, Decimal(1));
    return static_cast<int>(s->fx.keys().indexOf(code));
}

void FxRateTableModel::removeAt(Bundle &bundle, int row) const
{
    Scenario *s = scenario(bundle);
    s->fx.remove(currencyAt(bundle, row));
}

} // namespace infertco
