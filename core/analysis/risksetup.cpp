// SPDX-License-Identifier: GPL-3.0-or-later
#include "risksetup.h"

#include "sensitivity.h"

namespace infertco {

QString RiskSetup::fxCurrencyFor(const DriverModel &model,
                                 const std::optional<std::pair<int, int>> &pair,
                                 const QString &preferred)
{
    const QStringList all = model.foreignCurrencies();
    if (!preferred.isEmpty() && all.contains(preferred))
        return preferred;
    if (pair) {
        const QString used = model.foreignCurrencies({ pair->first, pair->second }).value(0);
        if (!used.isEmpty())
            return used;
    }
    return all.value(0);
}

RiskSetup RiskSetup::defaults(const DriverModel &model, std::optional<std::pair<int, int>> pair,
                              const QString &fxCurrency)
{
    RiskSetup setup;
    setup.pair = pair ? pair : Sensitivity::defaultPair(model.baseResults());
    setup.fxCurrency = fxCurrencyFor(model, setup.pair, fxCurrency);
    setup.ranges = Drivers::defaultRanges(model.scenario(), setup.fxCurrency);
    return setup;
}

} // namespace infertco
