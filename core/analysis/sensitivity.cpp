// SPDX-License-Identifier: GPL-3.0-or-later
#include "sensitivity.h"

#include "money/moneyformat.h"

#include <algorithm>
#include <stdexcept>

namespace infertco {

namespace {

Decimal dec(const char16_t *text)
{
    return *Decimal::parse(QStringView(text));
}

Decimal absolute(const Decimal &value)
{
    return value.isNegative() ? -value : value;
}

QString percentText(const Decimal &fraction, int decimals)
{
    return (fraction * Decimal(100)).toString(decimals) + u'%';
}

// A relative driver's flip in the pair's own figures, when both options that it moves quote
// the same figure (one region's electricity, one card's price): "HK$1.225/kWh".
std::optional<QString> quotedText(const DriverModel &model, int a, int b, Driver driver,
                                  const Decimal &multiplier)
{
    std::optional<DriverModel::QuotedFigure> shared;
    for (const int option : { a, b }) {
        const auto figure = model.quotedFigure(option, driver);
        if (!figure)
            continue;
        if (shared
            && (shared->value != figure->value || shared->currency != figure->currency
                || shared->unit != figure->unit))
            return std::nullopt;
        shared = figure;
    }
    if (!shared)
        return std::nullopt;
    const int decimals = driver == Driver::ElectricityPrice ? 3 : 2;
    return MoneyFormat::money(shared->value * multiplier, shared->currency, QLocale(), decimals)
            + shared->unit;
}

// The condition under which the flip happens, in words a client reads.
QString conditionText(const DriverModel &model, int a, int b, const DriverRange &range,
                      const Decimal &value, bool below)
{
    const Scenario &s = model.scenario();
    const auto pick
            = [below](const QString &less, const QString &more) { return below ? less : more; };
    const QString share = percentText(value, 1);
    const std::optional<QString> quoted = quotedText(model, a, b, range.driver, value);
    switch (range.driver) {
    case Driver::ElectricityPrice:
        if (quoted)
            return pick(Sensitivity::tr("electricity costs less than %1"),
                        Sensitivity::tr("electricity costs more than %1"))
                    .arg(*quoted);
        return pick(Sensitivity::tr("electricity costs less than %1 of the quoted prices"),
                    Sensitivity::tr("electricity costs more than %1 of the quoted prices"))
                .arg(share);
    case Driver::Utilization:
        return pick(Sensitivity::tr("average utilization is below %1"),
                    Sensitivity::tr("average utilization is above %1"))
                .arg(share);
    case Driver::AcceleratorPrice:
        if (quoted)
            return pick(Sensitivity::tr("the card costs less than %1"),
                        Sensitivity::tr("the card costs more than %1"))
                    .arg(*quoted);
        return pick(Sensitivity::tr("cards cost less than %1 of the quoted prices"),
                    Sensitivity::tr("cards cost more than %1 of the quoted prices"))
                .arg(share);
    case Driver::RentalPrice:
        if (quoted)
            return pick(Sensitivity::tr("the rental price is below %1"),
                        Sensitivity::tr("the rental price is above %1"))
                    .arg(*quoted);
        return pick(Sensitivity::tr("rental prices are below %1 of the quoted ones"),
                    Sensitivity::tr("rental prices are above %1 of the quoted ones"))
                .arg(share);
    case Driver::ColoFee:
        return pick(Sensitivity::tr("colocation fees are below %1 of the quoted ones"),
                    Sensitivity::tr("colocation fees are above %1 of the quoted ones"))
                .arg(share);
    case Driver::DiscountRate:
        return pick(Sensitivity::tr("the discount rate is below %1 a year"),
                    Sensitivity::tr("the discount rate is above %1 a year"))
                .arg(percentText(value, 2));
    case Driver::ModelUpdates:
        return pick(Sensitivity::tr("the model is updated fewer than %1 times a year"),
                    Sensitivity::tr("the model is updated more than %1 times a year"))
                .arg(value.toString(1));
    case Driver::EngineerDayRate:
        return pick(Sensitivity::tr("an engineer-day costs less than %1"),
                    Sensitivity::tr("an engineer-day costs more than %1"))
                .arg(MoneyFormat::money(value, s.engineerCurrency));
    case Driver::ResidualValue:
        return pick(Sensitivity::tr("the hardware resells for less than %1 of its price"),
                    Sensitivity::tr("the hardware resells for more than %1 of its price"))
                .arg(share);
    case Driver::Fx:
        return pick(Sensitivity::tr("one %1 is worth less than %2"),
                    Sensitivity::tr("one %1 is worth more than %2"))
                .arg(range.currency, MoneyFormat::money(value, s.currency, QLocale(), 4));
    case Driver::DemandGrowth:
        return pick(Sensitivity::tr("demand grows by less than %1 a year"),
                    Sensitivity::tr("demand grows by more than %1 a year"))
                .arg(percentText(value, 1));
    case Driver::RentalPriceTrend:
        return pick(Sensitivity::tr("rental prices move by %1 a year or less than entered"),
                    Sensitivity::tr("rental prices move by %1 a year or more than entered"))
                .arg(percentText(value, 1));
    case Driver::OwnedServers:
        return pick(Sensitivity::tr("hybrid options own fewer than %1 of their servers"),
                    Sensitivity::tr("hybrid options own more than %1 of their servers"))
                .arg(share);
    }
    return {};
}

class PairDifference
{
public:
    PairDifference(const DriverModel &model, int a, int b, const DriverRange &range,
                   Measure measure)
        : m_model(model), m_a(a), m_b(b), m_range(range), m_measure(measure)
    { }
    Decimal at(const Decimal &value) const
    {
        return m_model.exactMeasure(m_a, m_range, value, m_measure)
                - m_model.exactMeasure(m_b, m_range, value, m_measure);
    }

private:
    const DriverModel &m_model;
    int m_a;
    int m_b;
    const DriverRange &m_range;
    Measure m_measure;
};

// Bisection between two driver values on either side of a sign change of A − B ("A dearer"
// on one side, not on the other); the crossing is searched to a tenth of the step so that a
// crossing on the step grid is reported exactly.
Decimal bisect(const PairDifference &difference, Decimal lo, Decimal hi, const Decimal &step)
{
    const bool loDearer = difference.at(lo).isPositive();
    const Decimal resolution = Decimal::divide(step, Decimal(10), step.scale() + 1);
    const int scale = step.scale() + 2;
    while (resolution < hi - lo) {
        const Decimal mid = Decimal::divide(lo + hi, Decimal(2), scale);
        if (mid == lo || mid == hi)
            break;
        if (difference.at(mid).isPositive() == loDearer)
            lo = mid;
        else
            hi = mid;
    }
    return Decimal::divide(lo + hi, Decimal(2), step.scale());
}

} // namespace

std::optional<std::pair<int, int>> Sensitivity::defaultPair(const QList<OptionResult> &options)
{
    QList<int> ranked;
    for (int i = 0; i < options.size(); ++i) {
        if (options.at(i).feasible)
            ranked.append(i);
    }
    if (ranked.size() < 2)
        return std::nullopt;
    // docs/method.md, "Incomplete options": complete options first, then by total.
    std::stable_sort(ranked.begin(), ranked.end(), [&](int x, int y) {
        if (options.at(x).isComplete() != options.at(y).isComplete())
            return options.at(x).isComplete();
        return options.at(x).total < options.at(y).total;
    });
    for (const int candidate : ranked) {
        const OptionResult &option = options.at(candidate);
        for (const int other : ranked) {
            const OptionResult &counterpart = options.at(other);
            if (ownsHardware(counterpart.mode) == ownsHardware(option.mode)
                || counterpart.accelerator != option.accelerator)
                continue;
            // `ranked` is cheapest first, so this is the cheapest counterpart.
            return ownsHardware(option.mode) ? std::make_pair(candidate, other)
                                             : std::make_pair(other, candidate);
        }
    }
    return std::make_pair(ranked.at(0), ranked.at(1));
}

Decimal Sensitivity::flipStep(Driver driver)
{
    switch (driver) {
    case Driver::DiscountRate:
        return dec(u"0.00001");
    case Driver::ModelUpdates:
        return dec(u"0.001");
    case Driver::EngineerDayRate:
        return dec(u"0.01");
    case Driver::Fx:
        return dec(u"0.000001");
    case Driver::OwnedServers:
        return dec(u"0.01");
    case Driver::DemandGrowth:
    case Driver::RentalPriceTrend:
    case Driver::ElectricityPrice:
    case Driver::Utilization:
    case Driver::AcceleratorPrice:
    case Driver::RentalPrice:
    case Driver::ColoFee:
    case Driver::ResidualValue:
        break;
    }
    return dec(u"0.0001");
}

QString Sensitivity::valueText(const DriverRange &range, const Decimal &value,
                               const Scenario &scenario)
{
    switch (range.driver) {
    case Driver::ElectricityPrice:
    case Driver::AcceleratorPrice:
    case Driver::RentalPrice:
    case Driver::ColoFee:
    case Driver::OwnedServers:
        return u'×' + value.toString(std::clamp(value.normalized().scale(), 2, 3));
    case Driver::Utilization:
    case Driver::ResidualValue:
    case Driver::DemandGrowth:
    case Driver::RentalPriceTrend:
        return percentText(value, 1);
    case Driver::DiscountRate:
        return percentText(value, 2);
    case Driver::ModelUpdates:
        return value.toString(std::clamp(value.normalized().scale(), 0, 2));
    case Driver::EngineerDayRate:
        return MoneyFormat::money(value, scenario.engineerCurrency);
    case Driver::Fx:
        return MoneyFormat::money(value, scenario.currency, QLocale(), 4);
    }
    return value.toString();
}

Outcome<SensitivityResult> Sensitivity::run(const DriverModel &model, int optionA, int optionB,
                                            const QList<DriverRange> &ranges, Measure measure)
{
    const Scenario &scenario = model.scenario();
    Problems problems = Drivers::check(ranges, scenario);
    for (const int option : { optionA, optionB }) {
        if (option < 0 || option >= model.optionCount()) {
            problems.append({ tr("scenario \"%1\"").arg(scenario.id), QStringLiteral("options"),
                              tr("has no option number %1").arg(option + 1) });
        } else if (!model.option(option).feasible) {
            problems.append({ tr("option \"%1\"").arg(model.option(option).name), QString(),
                              tr("cannot be compared: %1").arg(model.option(option).reason) });
        }
    }
    if (problems.isEmpty() && optionA == optionB)
        problems.append({ tr("option \"%1\"").arg(model.option(optionA).name), QString(),
                          tr("cannot be compared with itself; choose two different options") });
    if (!problems.isEmpty())
        return problems;

    SensitivityResult result;
    result.scenarioId = scenario.id;
    result.currency = scenario.currency;
    result.measure = measure;
    result.optionA = optionA;
    result.optionB = optionB;
    result.nameA = model.option(optionA).name;
    result.nameB = model.option(optionB).name;
    const auto baseMeasure = [&](int option) {
        const OptionResult &base = model.baseResult(option);
        return measure == Measure::Total ? base.total : base.npv;
    };
    result.baseDifference = baseMeasure(optionA) - baseMeasure(optionB);

    try {
        for (const DriverRange &range : ranges) {
            const PairDifference difference(model, optionA, optionB, range, measure);
            SensitivityRow row;
            row.range = range;
            row.baseValue = Drivers::baseValue(scenario, range.driver, range.currency);
            row.differenceLow = difference.at(range.low);
            row.differenceHigh = difference.at(range.high);
            row.swing = absolute(row.differenceHigh - row.differenceLow);

            // Segments low–base–high (base only where it lies inside the range), each checked
            // for a change of sign; the flip nearest the scenario's value is reported.
            QList<std::pair<Decimal, Decimal>> points{ { range.low, row.differenceLow } };
            if (range.low < row.baseValue && row.baseValue < range.high)
                points.append({ row.baseValue, result.baseDifference });
            points.append({ range.high, row.differenceHigh });
            for (qsizetype i = 0; i + 1 < points.size(); ++i) {
                const auto &[lo, atLo] = points.at(i);
                const auto &[hi, atHi] = points.at(i + 1);
                if (atLo.isPositive() == atHi.isPositive())
                    continue;
                const Decimal value = bisect(difference, lo, hi, flipStep(range.driver));
                if (row.flip
                    && absolute(row.flip->value - row.baseValue) <= absolute(value - row.baseValue))
                    continue;
                FlipPoint flip;
                flip.value = value;
                // The flipped side is the one whose sign differs from the scenario's.
                flip.below = atLo.isPositive() != result.baseDifference.isPositive();
                flip.aBecomesCheaper = result.baseDifference.isPositive();
                const QString &winner = flip.aBecomesCheaper ? result.nameA : result.nameB;
                const QString &loser = flip.aBecomesCheaper ? result.nameB : result.nameA;
                flip.text = tr("%1 becomes cheaper than %2 if %3.")
                                    .arg(winner, loser,
                                         conditionText(model, optionA, optionB, range, value,
                                                       flip.below));
                row.flip = flip;
            }
            result.rows.append(row);
        }
    } catch (const std::exception &) {
        return Problems{ { tr("scenario \"%1\"").arg(scenario.id), QString(),
                           tr("a driver range makes its figures too large to compute exactly; "
                              "check the ranges") } };
    }
    std::stable_sort(
            result.rows.begin(), result.rows.end(),
            [](const SensitivityRow &x, const SensitivityRow &y) { return y.swing < x.swing; });
    return result;
}

} // namespace infertco
