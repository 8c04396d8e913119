// SPDX-License-Identifier: GPL-3.0-or-later
// Exchange rates into one reporting currency (docs/method.md, "Numbers": fx[C] is the value of one unit of
// C in the reporting currency; the reporting currency itself is 1).
#pragma once

#include "decimal.h"

#include <QMap>
#include <QString>

#include <optional>

namespace infertco {

class FxTable
{
public:
    FxTable() = default;
    FxTable(QString reportingCurrency, QMap<QString, Decimal> rates)
        : m_reporting(std::move(reportingCurrency)), m_rates(std::move(rates))
    {
    }

    const QString &reportingCurrency() const { return m_reporting; }
    /// The rate of `currency`, or nullopt when it is missing.
    std::optional<Decimal> rate(const QString &currency) const
    {
        if (currency == m_reporting)
            return Decimal(1);
        const auto it = m_rates.constFind(currency);
        if (it == m_rates.cend())
            return std::nullopt;
        return *it;
    }

private:
    QString m_reporting;
    QMap<QString, Decimal> m_rates;
};

} // namespace infertco
