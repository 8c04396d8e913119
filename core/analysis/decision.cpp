// SPDX-License-Identifier: GPL-3.0-or-later
#include "decision.h"

#include "cost/unknownfigures.h"
#include "money/moneyformat.h"
#include "sizing/fleet.h"

#include <algorithm>

namespace infertco {

namespace {

QList<int> ranked(const Result &result, const Decimal OptionResult::*measure)
{
    QList<int> order;
    for (int i = 0; i < result.options.size(); ++i) {
        if (result.options.at(i).feasible)
            order.append(i);
    }
    // docs/method.md, "Incomplete options": every complete option before every incomplete one.
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const OptionResult &x = result.options.at(a);
        const OptionResult &y = result.options.at(b);
        if (x.isComplete() != y.isComplete())
            return x.isComplete();
        return x.*measure < y.*measure;
    });
    return order;
}

QString percentOf(double share)
{
    return QString::number(share * 100.0, 'f', 0) + u'%';
}

/// part × 100 / whole in whole percent, half to even (whole > 0).
int wholePercent(const Decimal &part, const Decimal &whole)
{
    return static_cast<int>(
            Decimal::divide(part * Decimal(100), whole, 0).toInteger(RoundingMode::HalfEven));
}

} // namespace

std::optional<ComponentShare> Decision::largestComponent(const OptionResult &option)
{
    if (!option.feasible)
        return std::nullopt;
    Decimal costs;
    std::optional<ComponentShare> largest;
    bool credit = false;
    for (const Component component : AllComponents) {
        const Decimal &amount = option.componentTotal(component);
        if (amount.isNegative())
            credit = true;
        if (!amount.isPositive())
            continue;
        costs += amount;
        if (!largest || largest->amount < amount) {
            largest = ComponentShare{};
            largest->component = component;
            largest->amount = amount;
        }
    }
    if (!largest)
        return std::nullopt;
    largest->percent = wholePercent(largest->amount, costs);
    largest->afterCredit = credit;
    return largest;
}

std::optional<Margin> Decision::margin(const Result &result, int cheapest)
{
    if (cheapest < 0 || cheapest >= result.options.size()
        || !result.options.at(cheapest).isComplete())
        return std::nullopt;
    int next = -1;
    for (int i = 0; i < result.options.size(); ++i) {
        const OptionResult &option = result.options.at(i);
        // An incomplete option's total is a lower bound: never the base of a saving.
        if (i == cheapest || !option.isComplete())
            continue;
        if (next < 0 || option.total < result.options.at(next).total)
            next = i;
    }
    if (next < 0)
        return std::nullopt;
    Margin margin;
    margin.runnerUp = next;
    const Decimal &other = result.options.at(next).total;
    margin.amount = other - result.options.at(cheapest).total;
    if (other.isPositive())
        margin.percent = Decimal::divide(margin.amount * Decimal(100), other, 1);
    return margin;
}

std::optional<PeakRange> Decision::peakRange(const Scenario &scenario)
{
    if (scenario.horizonMonths < 1)
        return std::nullopt;
    std::vector<Decimal> peaks;
    try {
        peaks = FleetPlanner::peaks(scenario.workload, scenario.horizonMonths);
    } catch (const std::exception &) {
        return std::nullopt;
    }
    if (peaks.size() < 2)
        return std::nullopt;
    PeakRange range{ peaks.at(1), peaks.at(1) };
    for (size_t m = 2; m < peaks.size(); ++m) {
        if (peaks.at(m) < range.low)
            range.low = peaks.at(m);
        if (range.high < peaks.at(m))
            range.high = peaks.at(m);
    }
    return range;
}

DecisionSummary Decision::summarize(const Scenario &scenario, const Result &result,
                                    const SensitivityResult *sensitivity,
                                    const MonteCarloResult *monteCarlo)
{
    DecisionSummary summary;
    summary.byTotal = ranked(result, &OptionResult::total);
    summary.byNpv = ranked(result, &OptionResult::npv);
    summary.byCostPerMillionTokens = ranked(result, &OptionResult::costPerMillionTokens);
    const QString &currency = result.currency;
    const auto name = [&](int option) { return result.options.at(option).name; };
    const auto money = [&](const Decimal &amount) { return MoneyFormat::money(amount, currency); };

    const auto isComplete = [&](int option) { return result.options.at(option).isComplete(); };
    const qsizetype complete
            = std::count_if(summary.byTotal.cbegin(), summary.byTotal.cend(), isComplete);
    if (summary.byTotal.isEmpty()) {
        summary.headlines.append(tr("No option can serve this workload as specified."));
    } else if (complete == 0) {
        // docs/method.md, "Incomplete options": no option is crowned on an unknown figure.
        const OptionResult &lowest = result.options.at(summary.byTotal.first());
        summary.headlines.append(
                tr("No option can be named the cheapest: every option that can serve the "
                   "workload lacks a figure (%1 for %2).")
                        .arg(UnknownFigures::names(lowest.incomplete), lowest.name));
    } else {
        const int first = summary.byTotal.first();
        const OptionResult &best = result.options.at(first);
        if (complete > 1) {
            const OptionResult &next = result.options.at(summary.byTotal.at(1));
            summary.headlines.append(tr("Cheapest over %1 months: %2 at %3, %4 less than %5.")
                                             .arg(result.horizonMonths)
                                             .arg(best.name, money(best.total),
                                                  money(next.total - best.total), next.name));
        } else if (summary.byTotal.size() > 1) {
            summary.headlines.append(tr("Only one option has every figure it needs: %1 at %2 "
                                        "over %3 months; the others lack a figure and are not "
                                        "compared.")
                                             .arg(best.name, money(best.total))
                                             .arg(result.horizonMonths));
        } else {
            summary.headlines.append(tr("Only one option can serve the workload: %1 at %2 over "
                                        "%3 months.")
                                             .arg(best.name, money(best.total))
                                             .arg(result.horizonMonths));
        }
        const OptionResult &npv = result.options.at(summary.byNpv.first());
        summary.headlines.append(
                tr("Cheapest in today's money (NPV at %1 a year): %2 at %3.")
                        .arg((scenario.discountRateYear * Decimal(100)).normalized().toString()
                                     + u'%',
                             npv.name, money(npv.npv)));
        const OptionResult &perToken = result.options.at(summary.byCostPerMillionTokens.first());
        summary.headlines.append(tr("Lowest cost per million output tokens: %1 at %2.")
                                         .arg(perToken.name,
                                              MoneyFormat::money(perToken.costPerMillionTokens,
                                                                 currency, QLocale(), 2)));

        if (complete > 1) {
            const OptionResult &next = result.options.at(summary.byTotal.at(1));
            // Close call: the runner-up costs less than CloseCallPercent more than the leader.
            if (best.total.isPositive()
                && (next.total - best.total) * Decimal(100)
                        < best.total * Decimal(CloseCallPercent))
                summary.doubts.append(
                        tr("%1 and %2 are within %3% of each other: treat them as equal until "
                           "the quotes are firm.")
                                .arg(best.name, next.name)
                                .arg(CloseCallPercent));
        }
    }

    // The warnings of the options a buyer is weighing: the leaders and the compared pair.
    QList<int> weighed;
    const auto weigh = [&](int option) {
        if (option >= 0 && option < result.options.size() && !weighed.contains(option))
            weighed.append(option);
    };
    if (!summary.byTotal.isEmpty()) {
        weigh(summary.byTotal.first());
        weigh(summary.byNpv.first());
    }
    if (sensitivity) {
        weigh(sensitivity->optionA);
        weigh(sensitivity->optionB);
    }
    for (const int option : std::as_const(weighed)) {
        for (const Advice &advice : result.options.at(option).advice)
            summary.doubts.append(tr("%1: %2").arg(name(option), advice.text));
    }

    if (sensitivity) {
        bool flips = false;
        for (const SensitivityRow &row : sensitivity->rows) {
            if (row.flip) {
                summary.doubts.append(row.flip->text);
                flips = true;
            }
        }
        if (!flips && !sensitivity->rows.isEmpty())
            summary.doubts.append(tr("No single driver within its range changes whether %1 or "
                                     "%2 is cheaper.")
                                          .arg(sensitivity->nameA, sensitivity->nameB));
    }

    if (monteCarlo && !monteCarlo->cancelled && !monteCarlo->options.isEmpty()) {
        QList<int> order;
        for (int i = 0; i < monteCarlo->options.size(); ++i) {
            if (monteCarlo->options.at(i).probabilityCheapest > 0)
                order.append(i);
        }
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return monteCarlo->options.at(a).probabilityCheapest
                    > monteCarlo->options.at(b).probabilityCheapest;
        });
        if (!order.isEmpty()) {
            const OptionDistribution &top = monteCarlo->options.at(order.first());
            QString sentence = tr("In %L1 simulated futures, %2 was the cheapest in %3 of them.")
                                       .arg(monteCarlo->draws)
                                       .arg(top.name, percentOf(top.probabilityCheapest));
            if (order.size() > 1) {
                const OptionDistribution &second = monteCarlo->options.at(order.at(1));
                sentence += u' '
                        + tr("%1 was the cheapest in %2.")
                                  .arg(second.name, percentOf(second.probabilityCheapest));
            }
            summary.doubts.append(sentence);
        }
    }

    for (const OptionResult &option : result.options) {
        if (!option.feasible)
            summary.doubts.append(
                    tr("%1 cannot serve the workload: %2").arg(option.name, option.reason));
    }
    return summary;
}

} // namespace infertco
