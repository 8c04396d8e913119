// SPDX-License-Identifier: GPL-3.0-or-later
#include "driver.h"

#include <array>

namespace infertco {

namespace {

struct DriverInfo
{
    Driver driver;
    const char *key;
    DriverScale scale;
};

constexpr std::array<DriverInfo, DriverCount> Infos{ {
        { Driver::ElectricityPrice, "electricity_price", DriverScale::Relative },
        { Driver::Utilization, "utilization", DriverScale::Absolute },
        { Driver::AcceleratorPrice, "accelerator_price", DriverScale::Relative },
        { Driver::RentalPrice, "rental_price", DriverScale::Relative },
        { Driver::ColoFee, "colo_fee", DriverScale::Relative },
        { Driver::DiscountRate, "discount_rate", DriverScale::Absolute },
        { Driver::ModelUpdates, "model_updates", DriverScale::Absolute },
        { Driver::EngineerDayRate, "engineer_day_rate", DriverScale::Absolute },
        { Driver::ResidualValue, "residual_value", DriverScale::Absolute },
        { Driver::Fx, "fx", DriverScale::Absolute },
        { Driver::DemandGrowth, "demand_growth", DriverScale::Absolute },
        { Driver::RentalPriceTrend, "rental_price_trend", DriverScale::Absolute },
        { Driver::OwnedServers, "owned_servers", DriverScale::Relative },
} };

const DriverInfo &info(Driver driver)
{
    return Infos[static_cast<size_t>(driver)];
}

Decimal dec(const char16_t *text)
{
    return *Decimal::parse(QStringView(text));
}

/// A currency held to another by a peg or a managed band: `low`..`high` units of `currency`
/// per unit of `anchor`. USD anchors the chains.
struct FxLink
{
    const char *currency;
    const char *anchor;
    const char16_t *low;
    const char16_t *high;
};

constexpr std::array<FxLink, 3> FxLinks{ {
        // HKMA: the Linked Exchange Rate System's convertibility undertakings, 7.75–7.85
        // HKD per USD (since 18 May 2005).
        { "HKD", "USD", u"7.75", u"7.85" },
        // AMCM: the pataca is linked to the Hong Kong dollar at MOP 103 per HKD 100.
        { "MOP", "HKD", u"1.03", u"1.03" },
        // PBoC: the onshore rate trades within ±2% a day of the central parity; its observed
        // range 2015–2025 (about 6.2 to 7.35 CNY per USD) rounded outward.
        { "CNY", "USD", u"6.20", u"7.40" },
} };

QString linkBasis(const FxLink &link)
{
    const QString currency = QString::fromLatin1(link.currency);
    if (currency == QLatin1String("HKD"))
        return Drivers::tr("HKD 7.75–7.85 per USD: the Linked Exchange Rate System's "
                           "convertibility band (HKMA)");
    if (currency == QLatin1String("MOP"))
        return Drivers::tr("MOP 1.03 per HKD: the pataca's peg to the Hong Kong dollar (AMCM)");
    return Drivers::tr("CNY 6.20–7.40 per USD: the onshore rate's range 2015–2025 (about 6.2 to "
                       "7.35), within the PBoC's ±2% daily band around the central parity");
}

const FxLink *linkOf(const QString &currency)
{
    for (const FxLink &link : FxLinks) {
        if (currency == QLatin1String(link.currency))
            return &link;
    }
    return nullptr;
}

/// The chain from `currency` up to USD: the currencies it passes, itself first. Empty when the
/// currency is neither USD nor held to it.
QStringList chainOf(const QString &currency)
{
    QStringList chain{ currency };
    QString current = currency;
    while (current != QLatin1String("USD")) {
        const FxLink *link = linkOf(current);
        if (!link)
            return {};
        current = QString::fromLatin1(link->anchor);
        chain.append(current);
    }
    return chain;
}

/// Units of `currency` per unit of `ancestor` (on its chain), low and high, and the sources.
struct Units
{
    Decimal low{ 1 };
    Decimal high{ 1 };
    QStringList basis;
};

Units unitsPer(const QString &currency, const QString &ancestor)
{
    Units units;
    for (QString current = currency; current != ancestor;) {
        const FxLink *link = linkOf(current);
        units.low = units.low * dec(link->low);
        units.high = units.high * dec(link->high);
        units.basis.append(linkBasis(*link));
        current = QString::fromLatin1(link->anchor);
    }
    return units;
}

} // namespace

std::optional<FxBand> Drivers::fxBand(const QString &reporting, const QString &foreign)
{
    const QStringList up = chainOf(reporting);
    const QStringList other = chainOf(foreign);
    if (up.isEmpty() || other.isEmpty() || reporting == foreign)
        return std::nullopt;
    QString ancestor;
    for (const QString &currency : up) {
        if (other.contains(currency)) {
            ancestor = currency;
            break;
        }
    }
    // Reporting units per foreign unit = (reporting per ancestor) / (foreign per ancestor).
    const Units r = unitsPer(reporting, ancestor);
    const Units f = unitsPer(foreign, ancestor);
    constexpr int Places = 6;
    FxBand band;
    band.low = Decimal::divide(r.low, f.high, Places);
    band.high = Decimal::divide(r.high, f.low, Places);
    band.basis = (r.basis + f.basis).join(QStringLiteral("; "));
    return band;
}

DriverScale Drivers::scale(Driver driver)
{
    return info(driver).scale;
}

QString Drivers::key(Driver driver)
{
    return QString::fromLatin1(info(driver).key);
}

std::optional<Driver> Drivers::fromKey(const QString &key)
{
    for (const DriverInfo &i : Infos) {
        if (key == QLatin1String(i.key))
            return i.driver;
    }
    return std::nullopt;
}

QString Drivers::displayName(Driver driver)
{
    switch (driver) {
    case Driver::ElectricityPrice:
        return tr("Electricity price");
    case Driver::Utilization:
        return tr("Utilization");
    case Driver::AcceleratorPrice:
        return tr("Card price");
    case Driver::RentalPrice:
        return tr("Rental price");
    case Driver::ColoFee:
        return tr("Colocation fees");
    case Driver::DiscountRate:
        return tr("Discount rate");
    case Driver::ModelUpdates:
        return tr("Model updates per year");
    case Driver::EngineerDayRate:
        return tr("Engineer day rate");
    case Driver::ResidualValue:
        return tr("Residual value");
    case Driver::Fx:
        return tr("Exchange rate");
    case Driver::DemandGrowth:
        return tr("Demand growth");
    case Driver::RentalPriceTrend:
        return tr("Rental price trend");
    case Driver::OwnedServers:
        return tr("Owned servers (hybrid)");
    }
    return {};
}

QString Drivers::label(const DriverRange &range)
{
    if (range.driver == Driver::Fx && !range.currency.isEmpty())
        return tr("%1 (%2)").arg(displayName(range.driver), range.currency);
    return displayName(range.driver);
}

QString Drivers::unitText(const DriverRange &range, const Scenario &scenario)
{
    switch (range.driver) {
    case Driver::ElectricityPrice:
    case Driver::AcceleratorPrice:
    case Driver::RentalPrice:
    case Driver::ColoFee:
        return tr("× the quoted figure");
    case Driver::Utilization:
        return tr("share of peak load");
    case Driver::DiscountRate:
        return tr("rate per year");
    case Driver::ModelUpdates:
        return tr("updates per year");
    case Driver::EngineerDayRate:
        return tr("%1 per day").arg(scenario.engineerCurrency);
    case Driver::ResidualValue:
        return tr("share of the purchase price");
    case Driver::Fx:
        return tr("%1 per %2").arg(scenario.currency, range.currency);
    case Driver::DemandGrowth:
        return tr("growth per year");
    case Driver::RentalPriceTrend:
        return tr("added to each rental's yearly price change");
    case Driver::OwnedServers:
        return tr("× each hybrid option's owned servers");
    }
    return {};
}

Decimal Drivers::baseValue(const Scenario &scenario, Driver driver, const QString &currency)
{
    switch (driver) {
    case Driver::Utilization:
        return scenario.workload.utilization;
    case Driver::DiscountRate:
        return scenario.discountRateYear;
    case Driver::ModelUpdates:
        return scenario.workload.modelUpdatesPerYear;
    case Driver::EngineerDayRate:
        return scenario.engineerDayRate;
    case Driver::ResidualValue:
        return scenario.owned.residualFraction;
    case Driver::Fx:
        return currency == scenario.currency ? Decimal(1) : scenario.fx.value(currency);
    case Driver::DemandGrowth:
        return scenario.workload.demandGrowthYear.value_or(Decimal());
    case Driver::RentalPriceTrend:
        return Decimal();
    case Driver::ElectricityPrice:
    case Driver::AcceleratorPrice:
    case Driver::RentalPrice:
    case Driver::ColoFee:
    case Driver::OwnedServers:
        break;
    }
    return Decimal(1);
}

QList<DriverRange> Drivers::defaultRanges(const Scenario &scenario, const QString &fxCurrency)
{
    const Decimal one(1);
    const Decimal lower = dec(u"0.8");
    const Decimal upper = dec(u"1.2");
    QList<DriverRange> ranges;
    const QString priceBasis = tr("assumed: ±20% around the quoted figures");
    const auto relative = [&](Driver driver) {
        ranges.append({ driver, lower, one, upper, {}, priceBasis });
    };
    relative(Driver::ElectricityPrice);

    const Decimal u = scenario.workload.utilization;
    ranges.append({ Driver::Utilization,
                    u * dec(u"0.5"),
                    u,
                    one,
                    {},
                    tr("assumed: from half the scenario's load to full load") });

    relative(Driver::AcceleratorPrice);
    relative(Driver::RentalPrice);
    relative(Driver::ColoFee);

    const Decimal r = scenario.discountRateYear;
    const Decimal points = dec(u"0.02");
    ranges.append({ Driver::DiscountRate,
                    Decimal::max(Decimal(), r - points),
                    r,
                    r + points < one ? r + points : one,
                    {},
                    tr("assumed: ±2 percentage points") });

    const Decimal updates = scenario.workload.modelUpdatesPerYear;
    ranges.append({ Driver::ModelUpdates,
                    Decimal(),
                    updates,
                    Decimal::max(Decimal(12), updates),
                    {},
                    tr("assumed: from none to one a month") });

    const Decimal day = scenario.engineerDayRate;
    ranges.append({ Driver::EngineerDayRate,
                    day * lower,
                    day,
                    day * upper,
                    {},
                    tr("assumed: ±20% around the scenario's day rate") });

    const Decimal residual = scenario.owned.residualFraction;
    const Decimal residualHigh = residual * dec(u"1.5");
    ranges.append({ Driver::ResidualValue,
                    residual * dec(u"0.5"),
                    residual,
                    residualHigh < one ? residualHigh : one,
                    {},
                    tr("assumed: from half to one and a half times the scenario's figure") });

    // v2: the demand's growth (when it is a rate, not steps), the rental price trend and the
    // owned part of hybrid options.
    const Decimal growth = scenario.workload.demandGrowthYear.value_or(Decimal());
    ranges.append({ Driver::DemandGrowth,
                    Decimal::max(dec(u"-0.5"), growth - dec(u"0.2")),
                    growth,
                    growth + dec(u"0.2"),
                    {},
                    tr("assumed: 20 points a year either side of the scenario's growth") });
    ranges.append({ Driver::RentalPriceTrend,
                    dec(u"-0.2"),
                    Decimal(),
                    dec(u"0.05"),
                    {},
                    tr("assumed: rental prices fall up to 20 points a year faster, or 5 points "
                       "slower, than entered") });
    ranges.append({ Driver::OwnedServers,
                    dec(u"0.5"),
                    one,
                    Decimal(2),
                    {},
                    tr("assumed: from half to twice the owned servers") });

    if (!fxCurrency.isEmpty() && fxCurrency != scenario.currency
        && scenario.fx.contains(fxCurrency)) {
        const Decimal rate = scenario.fx.value(fxCurrency);
        if (const std::optional<FxBand> band = fxBand(scenario.currency, fxCurrency)) {
            // A range holds the scenario's own figure: a rate entered outside the band widens it.
            ranges.append({ Driver::Fx, rate < band->low ? rate : band->low, rate,
                            Decimal::max(band->high, rate), fxCurrency, band->basis });
        } else {
            ranges.append({ Driver::Fx, rate * dec(u"0.9"), rate, rate * dec(u"1.1"), fxCurrency,
                            tr("assumed: ±10% (the rate floats: no peg or band)") });
        }
    }
    return ranges;
}

Problems Drivers::check(const QList<DriverRange> &ranges, const Scenario &scenario)
{
    Problems problems;
    QList<Driver> seen;
    for (const DriverRange &range : ranges) {
        const QString item = tr("driver \"%1\"").arg(key(range.driver));
        const auto problem = [&](const QString &field, const QString &message) {
            problems.append({ item, field, message });
        };
        if (seen.contains(range.driver)) {
            problem(QString(), tr("is given more than once"));
            continue;
        }
        seen.append(range.driver);

        if (range.mostLikely < range.low)
            problem(QStringLiteral("most_likely"), tr("must not be below the low value"));
        if (range.high < range.mostLikely)
            problem(QStringLiteral("high"), tr("must not be below the most likely value"));

        const auto atLeastZero = [&](const QString &message) {
            if (range.low.isNegative())
                problem(QStringLiteral("low"), message);
        };
        const auto atMostOne = [&](const QString &message) {
            if (Decimal(1) < range.high)
                problem(QStringLiteral("high"), message);
        };
        switch (range.driver) {
        case Driver::ElectricityPrice:
        case Driver::AcceleratorPrice:
        case Driver::RentalPrice:
        case Driver::ColoFee:
            atLeastZero(tr("a multiplier must not be negative"));
            break;
        case Driver::Utilization:
            if (!range.low.isPositive())
                problem(QStringLiteral("low"), tr("utilization must be greater than 0"));
            atMostOne(tr("utilization must be at most 1 (full load)"));
            break;
        case Driver::DiscountRate:
            atLeastZero(tr("the discount rate must not be negative"));
            atMostOne(tr("the discount rate must be at most 1 (100% a year)"));
            break;
        case Driver::ModelUpdates:
            atLeastZero(tr("model updates must not be negative"));
            if (Decimal(366) < range.high)
                problem(QStringLiteral("high"), tr("must be at most 366 updates a year"));
            break;
        case Driver::EngineerDayRate:
            atLeastZero(tr("a day rate must not be negative"));
            break;
        case Driver::ResidualValue:
            atLeastZero(tr("a residual fraction must not be negative"));
            atMostOne(tr("a residual fraction must be at most 1"));
            break;
        case Driver::DemandGrowth:
            if (!(Decimal(-1) < range.low))
                problem(QStringLiteral("low"), tr("demand growth must be greater than -1"));
            if (Decimal(10) < range.high)
                problem(QStringLiteral("high"), tr("demand growth must be at most 10 a year"));
            break;
        case Driver::RentalPriceTrend:
            if (!(Decimal(-1) < range.low))
                problem(QStringLiteral("low"), tr("a price trend must be greater than -1"));
            if (Decimal(10) < range.high)
                problem(QStringLiteral("high"), tr("a price trend must be at most 10 a year"));
            break;
        case Driver::OwnedServers:
            if (!range.low.isPositive())
                problem(QStringLiteral("low"), tr("a multiplier of owned servers must be greater "
                                                  "than 0"));
            break;
        case Driver::Fx:
            if (range.currency.isEmpty() || range.currency == scenario.currency
                || !scenario.fx.contains(range.currency)) {
                problem(QStringLiteral("currency"),
                        tr("\"%1\" is not a foreign currency with a rate in scenario \"%2\"")
                                .arg(range.currency, scenario.id));
            }
            if (!range.low.isPositive())
                problem(QStringLiteral("low"), tr("an exchange rate must be greater than 0"));
            break;
        }
    }
    return problems;
}

} // namespace infertco
