// SPDX-License-Identifier: GPL-3.0-or-later
#include "planadvice.h"

#include "money/moneyformat.h"

#include <algorithm>

namespace infertco {

std::optional<PlanBeat> PlanAdvice::beat(const Result &typed, const PlanSearchResult &search)
{
    if (search.cancelled || search.plans.isEmpty())
        return std::nullopt;
    const Plan &best = search.plans.constFirst();
    // docs/method.md, "Incomplete options": a plan whose total is a lower bound beats nothing.
    if (!best.result.isComplete())
        return std::nullopt;
    PlanBeat beat;
    beat.option = typed.cheapestOption();
    if (beat.option < 0) {
        const bool anyFeasible = std::any_of(typed.options.cbegin(), typed.options.cend(),
                                             [](const OptionResult &o) { return o.feasible; });
        if (anyFeasible)
            return std::nullopt; // the typed options lack figures: no saving can be named
        return beat; // no typed option can serve the workload; the plan can
    }
    const Decimal &optionTotal = typed.options.at(beat.option).total;
    if (best.result.total >= optionTotal)
        return std::nullopt;
    beat.margin = optionTotal - best.result.total;
    // A plan below a positive option total: the option's total is > 0 here.
    beat.percent = Decimal::divide(beat.margin * Decimal(100), optionTotal, 1);
    return beat;
}

QString PlanAdvice::sentence(const Result &typed, const PlanSearchResult &search,
                             const PlanBeat &beat, const QLocale &locale)
{
    const Plan &plan = search.plans.at(beat.plan);
    const QString planTotal = MoneyFormat::money(plan.result.total, search.currency, locale);
    if (beat.option < 0) {
        return tr("None of the options here can serve this workload; the plan search found "
                  "\"%1\", which can, for %2 over %3 months.")
                .arg(plan.option.name, planTotal)
                .arg(search.horizonMonths);
    }
    return tr("The plan search found a cheaper plan than every option here: \"%1\" "
              "costs %2 over %3 months, %4 (%5%) less than \"%6\".")
            .arg(plan.option.name, planTotal)
            .arg(search.horizonMonths)
            .arg(MoneyFormat::money(beat.margin, search.currency, locale),
                 MoneyFormat::number(beat.percent, 1, locale), typed.options.at(beat.option).name);
}

QString PlanAdvice::leftOutSentence(const QString &code, int count)
{
    // No "%n plan(s)": the sentences read right without a loaded translation.
    const QString number = QLocale().toString(count);
    if (code.startsWith(QLatin1String("fx:"))) {
        return tr("%1 left out because the scenario has no exchange rate for %2.")
                .arg(number, code.mid(3));
    }
    // The two figures a plan search can find missing (docs/method.md, "Plan search") get a
    // sentence of their own, so no field code reaches a translated window.
    if (code == QLatin1String("missing:platform.price")) {
        return tr("%1 left out because the catalog has no price for their server platform.")
                .arg(number);
    }
    if (code == QLatin1String("missing:accelerator.price"))
        return tr("%1 left out because the catalog has no price for their accelerator.")
                .arg(number);
    if (code.startsWith(QLatin1String("missing:"))) {
        return tr("%1 left out because the catalog lacks a figure they need (%2).")
                .arg(number, code.mid(8).replace(u'.', u' '));
    }
    if (code == QLatin1String("infeasible"))
        return tr("%1 left out because they cannot serve this workload.").arg(number);
    if (code == QLatin1String("spans_servers")) {
        return tr("%1 left out because their model would need a tensor-parallel group larger "
                  "than one server.")
                .arg(number);
    }
    if (code == QLatin1String("too_many_servers")) {
        return tr("%1 left out because a hybrid would own more than %2 servers.")
                .arg(number, QLocale().toString(PlanSearch::MaxHybridServers));
    }
    return tr("%1 left out: %2.").arg(number, code);
}

QList<double> PlanAdvice::cumulativeShape(const PlanSearchResult &search, int plan)
{
    const std::vector<Decimal> &cumulative = search.plans.at(plan).result.cumulative;
    Decimal largest;
    for (const Decimal &value : cumulative)
        largest = Decimal::max(largest, value);
    QList<double> shape;
    shape.reserve(static_cast<qsizetype>(cumulative.size()));
    for (const Decimal &value : cumulative) {
        // A picture, not money: six places are finer than any sparkline's pixels.
        shape.append(largest.isPositive() ? Decimal::divide(value, largest, 6).toDouble() : 0.0);
    }
    return shape;
}

} // namespace infertco
