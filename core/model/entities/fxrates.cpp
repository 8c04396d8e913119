// SPDX-License-Identifier: GPL-3.0-or-later
#include "fxrates.h"

#include <QSet>

namespace infertco {

namespace {

// Every currency a catalog item is priced in: regions, cards, platforms and both offers.
QSet<QString> catalogCurrencies(const Catalog &catalog)
{
    QSet<QString> used;
    for (const Region &r : catalog.regions)
        used.insert(r.currency);
    for (const Accelerator &a : catalog.accelerators)
        used.insert(a.currency);
    for (const ServerPlatform &p : catalog.platforms)
        used.insert(p.currency);
    for (const RentalOffer &o : catalog.rentalOffers)
        used.insert(o.currency);
    for (const ColoOffer &o : catalog.coloOffers)
        used.insert(o.currency);
    return used;
}

} // namespace

QStringList FxRates::withoutRate(const Catalog &catalog, const Scenario &scenario)
{
    QSet<QString> used = catalogCurrencies(catalog);
    used.insert(scenario.engineerCurrency);
    QStringList missing;
    for (const QString &code : std::as_const(used)) {
        if (!code.isEmpty() && code != scenario.currency && !scenario.fx.contains(code))
            missing.append(code);
    }
    missing.sort();
    return missing;
}

QString FxRates::nextCurrency(const Catalog &catalog, const Scenario &scenario, QString *error)
{
    const QStringList missing = withoutRate(catalog, scenario);
    if (missing.isEmpty()) {
        *error = tr("Every currency the catalog uses already has a rate; change a rate's "
                    "currency to add another.");
        return {};
    }
    return missing.constFirst();
}

bool FxRates::rename(Scenario &scenario, const QString &from, const QString &to, QString *error)
{
    if (to == scenario.currency) {
        *error = tr("%1 is the reporting currency; its rate is always 1").arg(to);
        return false;
    }
    if (scenario.fx.contains(to)) {
        *error = tr("%1 already has a rate").arg(to);
        return false;
    }
    scenario.fx.insert(to, scenario.fx.take(from));
    return true;
}

QStringList FxRates::inUse(const Bundle &bundle)
{
    // The same catalog currencies as withoutRate(), and every scenario's own.
    QSet<QString> codes = catalogCurrencies(bundle.catalog);
    for (const Scenario &scenario : bundle.scenarios) {
        codes.insert(scenario.currency);
        codes.insert(scenario.engineerCurrency);
        for (auto it = scenario.fx.cbegin(); it != scenario.fx.cend(); ++it)
            codes.insert(it.key());
    }
    codes.remove(QString());
    QStringList list(codes.cbegin(), codes.cend());
    list.sort();
    return list;
}

} // namespace infertco
