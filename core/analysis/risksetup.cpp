// SPDX-License-Identifier: GPL-3.0-or-later
#include "risksetup.h"

#include "sensitivity.h"

#include "money/moneyformat.h"

#include <QSet>

#include <array>

namespace infertco {

namespace {

/// A catalog card whose published prices conflict, with the lowest and highest figure found and
/// the sources that state them (docs/method.md, "Published price ranges"). The catalog row keeps
/// one dated price; the risk view's card-price range spans the sources instead of ±20%.
struct PublishedPrice
{
    const char *accelerator; ///< catalog id
    const char *currency;
    const char16_t *low;
    const char16_t *high;
    const char *sources; ///< each end's source and the date it gives, as cited in the catalog
};

constexpr std::array<PublishedPrice, 1> PublishedPrices{ {
        { "h200-sxm", "USD", u"28000", u"35928.75",
          "low: runlocalai.co/pulse/nvidia-b200-production-ramp-pricing, H200 SXM retail "
          "'around $28-31k' through Q1 2026; high: the catalog's price, an HGX H200 8-GPU "
          "server listing less its host, archive.ph/TxlLv, 2025-01-31" },
} };

const PublishedPrice *publishedPriceOf(const QString &accelerator)
{
    for (const PublishedPrice &price : PublishedPrices) {
        if (accelerator == QLatin1String(price.accelerator))
            return &price;
    }
    return nullptr;
}

} // namespace

std::optional<DriverRange>
RiskSetup::publishedCardPriceRange(const DriverModel &model,
                                   const std::optional<std::pair<int, int>> &pair)
{
    if (!pair)
        return std::nullopt;
    // The card-price driver multiplies every bought card, so a published range is its range
    // only when the pair buys one card: the cards of the other options then move by the same
    // multiplier, and the basis says so.
    QSet<QString> bought;
    for (const int index : { pair->first, pair->second }) {
        if (index < 0 || index >= model.optionCount())
            return std::nullopt;
        const OptionResult &option = model.option(index);
        if (option.feasible && ownsHardware(option.mode))
            bought.insert(option.accelerator);
    }
    if (bought.size() != 1)
        return std::nullopt;
    const QString accelerator = *bought.cbegin();
    const PublishedPrice *published = publishedPriceOf(accelerator);
    const int owner = ownsHardware(model.option(pair->first).mode) ? pair->first : pair->second;
    const std::optional<DriverModel::QuotedFigure> quoted
            = model.quotedFigure(owner, Driver::AcceleratorPrice);
    if (!published || !quoted || !quoted->value.isPositive()
        || quoted->currency != QLatin1String(published->currency))
        return std::nullopt;
    const Decimal low = *Decimal::parse(QStringView(published->low));
    const Decimal high = *Decimal::parse(QStringView(published->high));
    // A range holds the figure entered: a quote outside the published range widens it.
    constexpr int Places = 6;
    DriverRange range;
    range.driver = Driver::AcceleratorPrice;
    range.low = Decimal::divide(quoted->value < low ? quoted->value : low, quoted->value, Places);
    range.mostLikely = Decimal(1);
    range.high = Decimal::divide(Decimal::max(high, quoted->value), quoted->value, Places);
    range.basis = Drivers::tr("published range of %1: %2 to %3 a card (%4); the multiplier "
                              "moves every bought card")
                          .arg(accelerator, MoneyFormat::money(low, quoted->currency),
                               MoneyFormat::money(high, quoted->currency),
                               QString::fromLatin1(published->sources));
    return range;
}

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
    if (const std::optional<DriverRange> published = publishedCardPriceRange(model, setup.pair)) {
        for (DriverRange &range : setup.ranges) {
            if (range.driver == Driver::AcceleratorPrice)
                range = *published;
        }
    }
    return setup;
}

} // namespace infertco
