// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario's exchange rates (docs/method.md, "Numbers") and the currencies that need one: the
// edits its rate list takes and the codes a currency cell offers, the same whoever makes the edit.
#pragma once

#include "bundle.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace infertco {

class FxRates
{
    Q_DECLARE_TR_FUNCTIONS(infertco::FxRates)

public:
    /// The currencies the catalog's items and the scenario's engineers are priced in that
    /// have no rate in `scenario` and are not its reporting currency, sorted.
    static QStringList withoutRate(const Catalog &catalog, const Scenario &scenario);

    /// The currency a new rate of `scenario` is for: the first of withoutRate(). Empty, with
    /// *error saying why, when every currency already has a rate.
    static QString nextCurrency(const Catalog &catalog, const Scenario &scenario, QString *error);

    /// Moves the rate of `from` to `to`. Refuses, with *error, the reporting currency (its
    /// rate is always 1) and a currency that already has a rate.
    static bool rename(Scenario &scenario, const QString &from, const QString &to, QString *error);

    /// Every currency code `bundle` already names (every catalog item's, as withoutRate() reads
    /// them, and each scenario's reporting and engineers' currency and rates), sorted: what a
    /// currency cell offers, so that a typo stands out.
    static QStringList inUse(const Bundle &bundle);
};

} // namespace infertco
