// SPDX-License-Identifier: GPL-3.0-or-later
// Where a risk analysis of a scenario starts when nobody has chosen otherwise: the pair of
// options compared, the foreign currency whose rate moves, every driver's range and the
// simulation's seed and draws. The risk view, the PDF report and infertco-cli all start here,
// so that they show the same analysis of the same document.
#pragma once

#include "driver.h"
#include "drivermodel.h"
#include "montecarlo.h"

#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace infertco {

struct RiskSetup
{
    /// The options compared (indexes into the scenario's options); none with fewer than two
    /// feasible options.
    std::optional<std::pair<int, int>> pair;
    /// The foreign currency of the exchange-rate driver; empty when every figure is in the
    /// reporting currency.
    QString fxCurrency;
    QList<DriverRange> ranges;
    MonteCarloSettings simulation; ///< seed and draws (threads 0: one per core)

    /// The defaults for the model's scenario: `pair` when given, else the default pair
    /// (Sensitivity::defaultPair); the exchange rate of `fxCurrency` when the options' figures
    /// use it, else of the foreign currency the pair uses most, else of the one all options use
    /// most; Drivers::defaultRanges for that currency, with the card price's published range
    /// (publishedCardPriceRange) where there is one; MonteCarloSettings' seed and draws.
    static RiskSetup defaults(const DriverModel &model,
                              std::optional<std::pair<int, int>> pair = std::nullopt,
                              const QString &fxCurrency = QString());
    /// The card-price driver's range when the pair buys exactly one card and that card's
    /// published prices conflict (docs/method.md, "Published price ranges"): from the lowest to
    /// the highest published price, as multipliers of the card's quoted price (widened to hold
    /// it), with both sources in the basis. nullopt otherwise: the range stays ±20%.
    static std::optional<DriverRange>
    publishedCardPriceRange(const DriverModel &model,
                            const std::optional<std::pair<int, int>> &pair);
    /// The foreign currency the exchange-rate driver moves, chosen as defaults() does.
    static QString fxCurrencyFor(const DriverModel &model,
                                 const std::optional<std::pair<int, int>> &pair,
                                 const QString &preferred = QString());
};

} // namespace infertco
