// SPDX-License-Identifier: GPL-3.0-or-later
#include "headlinefigures.h"

#include "analysis/breakeventext.h"
#include "analysis/decision.h"
#include "cost/unknownfigures.h"
#include "model/entities/optionmode.h"
#include "money/moneyformat.h"

#include <algorithm>

namespace infertco {

namespace {

/// The break-even shown on the dashboard: one that involves the cheapest option if there is
/// one, else the first pair that breaks even, else the first pair. An owned option in it that
/// lacks a figure is worded as the lower bound it is (HeadlineFigures::from).
int headlineBreakEven(const Result &result, int cheapest)
{
    for (int i = 0; i < result.breakEvens.size(); ++i) {
        const BreakEven &pair = result.breakEvens.at(i);
        if (pair.coloOption == cheapest || pair.rentOption == cheapest)
            return i;
    }
    for (int i = 0; i < result.breakEvens.size(); ++i) {
        if (result.breakEvens.at(i).month)
            return i;
    }
    return result.breakEvens.isEmpty() ? -1 : 0;
}

} // namespace

QString HeadlineFigures::horizonTotalTitle(int horizonMonths)
{
    if (horizonMonths > 0 && horizonMonths % 12 == 0)
        return tr("%1-year total").arg(horizonMonths / 12);
    return tr("%1-month total").arg(horizonMonths);
}

QString HeadlineFigures::optionSummary(const OptionResult &option, const Catalog &catalog)
{
    if (!option.feasible)
        return option.reason;
    const Accelerator *accelerator = catalog.accelerator(option.accelerator);
    const QString acceleratorName = accelerator ? accelerator->displayName() : option.accelerator;
    const QString mode = OptionModeName::displayName(option.mode);
    // Two sentences rather than "%n server(s)": reads right without a loaded translation.
    if (option.sizing.servers == 1) {
        return tr("%1 · %2 × %3 in one server")
                .arg(mode)
                .arg(option.sizing.accelerators)
                .arg(acceleratorName);
    }
    return tr("%1 · %2 × %3 in %4 servers")
            .arg(mode)
            .arg(option.sizing.accelerators)
            .arg(acceleratorName)
            .arg(option.sizing.servers);
}

QString HeadlineFigures::targetFlag(const Result &result, const Scenario &scenario,
                                    const std::optional<TargetCost> &target, const QLocale &locale)
{
    const int cheapest = result.cheapestOption();
    if (cheapest < 0 || !TargetCosts::misses(result.options.at(cheapest), scenario.workload))
        return QString();
    const Latency &latency = *result.options.at(cheapest).latency;
    const bool ttft = latency.missesTtft(scenario.workload.ttftMs);
    const bool tpot = latency.missesTpot(scenario.workload.tpotMs);
    const QString missed = ttft && tpot ? tr("Misses both P99 targets")
            : ttft ? tr("Misses its P99 first-token target")
                   : tr("Misses its P99 per-token target");
    if (!target || target->option != cheapest)
        return missed;
    if (target->p99Total)
        return tr("%1 · sized by P99: %2")
                .arg(missed, MoneyFormat::money(*target->p99Total, result.currency, locale));
    return tr("%1 · no P99-sized cost: %2").arg(missed, target->whyNoTotal);
}

HeadlineFigures HeadlineFigures::from(const Result &result, const Scenario &scenario,
                                      const Catalog &catalog, const QLocale &locale,
                                      const std::optional<TargetCost> &target)
{
    HeadlineFigures figures;
    figures.cheapest.title = tr("Cheapest option");
    figures.total.title = horizonTotalTitle(result.horizonMonths);
    figures.npv.title = tr("Net present value");
    figures.breakEven.title = tr("Break-even, colo vs rent");
    figures.costPerMillionTokens.title = tr("Per million tokens");

    const QString dash = QStringLiteral("—");
    figures.cheapestOption = result.cheapestOption();
    const int cheapest = figures.cheapestOption;
    if (cheapest < 0) {
        // docs/method.md, "Incomplete options": feasible options that lack a figure crown none.
        const auto lacking = std::find_if(result.options.cbegin(), result.options.cend(),
                                          [](const OptionResult &o) { return o.feasible; });
        if (lacking != result.options.cend()) {
            figures.cheapest.value = tr("None with every figure");
            figures.cheapest.detail
                    = tr("Every option that can serve this workload lacks a figure (%1 for %2); "
                         "enter it to compare.")
                              .arg(UnknownFigures::names(lacking->incomplete), lacking->name);
        } else {
            figures.cheapest.value = tr("None feasible");
            figures.cheapest.detail = tr("No option can serve this workload; see the advice.");
        }
        for (HeadlineFigure *figure :
             { &figures.total, &figures.npv, &figures.breakEven, &figures.costPerMillionTokens })
            figure->value = dash;
        return figures;
    }

    const OptionResult &option = result.options.at(cheapest);
    const QString &currency = result.currency;
    figures.cheapest.value = option.name;
    figures.cheapest.flag = targetFlag(result, scenario, target, locale);
    // What the choice saves: the margin over the next option, from the core (Decision).
    const std::optional<Margin> margin = Decision::margin(result, cheapest);
    figures.cheapest.detail = margin
            ? tr("%1 · %2 (%3%) less than %4")
                      .arg(optionSummary(option, catalog),
                           MoneyFormat::money(margin->amount, currency, locale),
                           MoneyFormat::number(margin->percent, 1, locale))
                      .arg(result.options.at(margin->runnerUp).name)
            : std::count_if(result.options.cbegin(), result.options.cend(),
                            [](const OptionResult &o) { return o.feasible; })
                    > 1
            ? tr("%1 · the only option with every figure").arg(optionSummary(option, catalog))
            : tr("%1 · the only feasible option").arg(optionSummary(option, catalog));

    figures.total.value = MoneyFormat::money(option.total, currency, locale);
    // What drives the total: its largest component and that component's share.
    const std::optional<ComponentShare> largest = Decision::largestComponent(option);
    if (!largest)
        figures.total.detail = tr("Nothing to pay over the horizon");
    else if (largest->afterCredit)
        figures.total.detail
                = tr("%1 is %2% of the costs before the resale credit of %3")
                          .arg(ComponentNames::displayName(largest->component))
                          .arg(largest->percent)
                          .arg(MoneyFormat::money(-option.componentTotal(Component::Residual),
                                                  currency, locale));
    else
        figures.total.detail = tr("%1 is %2% of the costs")
                                       .arg(ComponentNames::displayName(largest->component))
                                       .arg(largest->percent);

    figures.npv.value = MoneyFormat::money(option.npv, currency, locale);
    const Decimal percent = (scenario.discountRateYear * Decimal(100)).normalized();
    figures.npv.detail = tr("Discounted at %1% a year")
                                 .arg(MoneyFormat::number(percent, percent.scale(), locale));

    // docs/method.md, "After tax, loans and leases": the figures stay before tax, as the
    // table's rows do; the after-tax twin the engine computed is said beside each.
    if (scenario.tax.given() && option.finance) {
        figures.total.detail
                = tr("After tax %1 · %2")
                          .arg(MoneyFormat::money(option.finance->totalAfterTax, currency, locale),
                               figures.total.detail);
        figures.npv.detail
                = tr("After tax %1 · %2")
                          .arg(MoneyFormat::money(option.finance->npvAfterTax, currency, locale),
                               figures.npv.detail);
    }

    const int pairIndex = headlineBreakEven(result, cheapest);
    if (pairIndex < 0) {
        figures.breakEven.value = dash;
        figures.breakEven.detail = tr("No colo and rent option on the same accelerator");
    } else {
        const BreakEven &pair = result.breakEvens.at(pairIndex);
        const QString colo = result.options.at(pair.coloOption).name;
        const QString rent = result.options.at(pair.rentOption).name;
        // docs/method.md, "Incomplete options": an owned option that lacks a figure costs at
        // least its total, so it pays back no earlier than this month, and a "never" holds a
        // fortiori. A rent option reads no empty figure (UnknownFigures::of).
        const QStringList &unknown = result.options.at(pair.coloOption).incomplete;
        if (pair.month) {
            figures.breakEven.value = unknown.isEmpty()
                    ? tr("Month %1").arg(*pair.month)
                    : tr("Month %1 at the earliest").arg(*pair.month);
            if (!pair.cashMonth)
                figures.breakEven.detail
                        = tr("%1 vs %2, only through the %3 resale value")
                                  .arg(colo, rent,
                                       BreakEvenText::resaleValue(result, pair, locale));
            else if (*pair.cashMonth != *pair.month)
                figures.breakEven.detail = tr("%1 vs %2; month %3 without the resale value")
                                                   .arg(colo, rent)
                                                   .arg(*pair.cashMonth);
            else
                figures.breakEven.detail = tr("%1 vs %2").arg(colo, rent);
            if (!unknown.isEmpty())
                figures.breakEven.detail = tr("%1; %2 is a lower bound (%3)")
                                                   .arg(figures.breakEven.detail, colo,
                                                        UnknownFigures::unknown(unknown));
        } else if (unknown.isEmpty()) {
            figures.breakEven.value = tr("Never");
            figures.breakEven.detail = tr("%1 stays dearer than %2 over %3 months")
                                               .arg(colo, rent)
                                               .arg(result.horizonMonths);
        } else {
            figures.breakEven.value = tr("Never");
            figures.breakEven.detail
                    = tr("%1 stays dearer than %2 over %3 months even at its lower bound")
                              .arg(colo, rent)
                              .arg(result.horizonMonths);
        }
    }

    if (pairIndex >= 0) {
        // A pair that is not the cheapest option's own says so, and why.
        const BreakEven &pair = result.breakEvens.at(pairIndex);
        if (pair.coloOption != cheapest && pair.rentOption != cheapest)
            figures.breakEven.detail
                    = tr("%1 (%2, the cheapest, has no rental or owned option on the same card "
                         "to compare with)")
                              .arg(figures.breakEven.detail, option.name);
    }

    figures.costPerMillionTokens.value
            = MoneyFormat::money(option.costPerMillionTokens, currency, locale);
    // What the figure rests on: the average load and the peak the tokens are counted at.
    const Decimal load = (scenario.workload.utilization * Decimal(100)).normalized();
    const QString loadText = MoneyFormat::number(load, load.scale(), locale);
    const std::optional<PeakRange> peaks = Decision::peakRange(scenario);
    if (!peaks)
        figures.costPerMillionTokens.detail
                = tr("%1, output tokens at %2% average load").arg(option.name, loadText);
    else if (peaks->low == peaks->high)
        figures.costPerMillionTokens.detail
                = tr("%1, output tokens at %2% average load of a %3 tokens/s peak")
                          .arg(option.name, loadText, MoneyFormat::number(peaks->high, 0, locale));
    else
        figures.costPerMillionTokens.detail
                = tr("%1, output tokens at %2% average load of peaks from %3 to %4 tokens/s")
                          .arg(option.name, loadText, MoneyFormat::number(peaks->low, 0, locale),
                               MoneyFormat::number(peaks->high, 0, locale));
    return figures;
}

QString HeadlineFigures::workloadSummary(const Scenario &scenario, const QLocale &locale)
{
    const Workload &workload = scenario.workload;
    const QString size = locale.toString(workload.paramsB, 'g', 6);
    // A demand that grows or steps is named by its range, as the cost-per-million card has it.
    const std::optional<PeakRange> peaks = Decision::peakRange(scenario);
    if (peaks && peaks->low != peaks->high) {
        return tr("%1 billion parameters, %2 · peaks from %3 to %4 output tokens per second · "
                  "%5 months")
                .arg(size, toText(workload.precision), MoneyFormat::number(peaks->low, 0, locale),
                     MoneyFormat::number(peaks->high, 0, locale))
                .arg(scenario.horizonMonths);
    }
    const Decimal peak = peaks ? peaks->high : workload.peakOutputTokensPerS;
    return tr("%1 billion parameters, %2 · %3 output tokens per second at peak · %4 months")
            .arg(size, toText(workload.precision),
                 MoneyFormat::number(peak, peak.normalized().scale(), locale))
            .arg(scenario.horizonMonths);
}

} // namespace infertco
