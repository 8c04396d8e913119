// SPDX-License-Identifier: GPL-3.0-or-later
#include "planformat.h"

#include "resultformat.h"
#include "terminaltext.h"

namespace infertco {

namespace {

QByteArray stringOrNull(const QString &text, bool present)
{
    return present ? ResultFormat::jsonString(text) : QByteArrayLiteral("null");
}

} // namespace

QByteArray PlanFormat::toJson(const PlanSearchResult &search, int top)
{
    QByteArray out;
    out += "{\"scenario\": " + ResultFormat::jsonString(search.scenarioId);
    out += ", \"candidates\": " + QByteArray::number(search.plans.size());
    out += ",\n \"left_out\": {";
    bool first = true;
    for (auto it = search.leftOut.cbegin(); it != search.leftOut.cend(); ++it) {
        out += first ? "" : ", ";
        out += ResultFormat::jsonString(it.key()) + ": " + QByteArray::number(it.value());
        first = false;
    }
    out += "},\n \"plans\": [";
    const qsizetype count = std::min<qsizetype>(top, search.plans.size());
    for (qsizetype i = 0; i < count; ++i) {
        const Plan &plan = search.plans.at(i);
        const ScenarioOption &o = plan.option;
        const bool owns = ownsHardware(o.mode);
        const bool hybrid = o.mode == OptionMode::Hybrid;
        out += i == 0 ? "\n  {" : ",\n  {";
        out += "\"rank\": " + QByteArray::number(i + 1);
        out += ", \"name\": " + ResultFormat::jsonString(o.name);
        out += ", \"mode\": " + ResultFormat::jsonString(toText(o.mode));
        out += ", \"accelerator\": " + ResultFormat::jsonString(o.accelerator);
        out += ", \"platform\": " + stringOrNull(o.platform, owns);
        out += ", \"offer\": " + ResultFormat::jsonString(o.offer);
        out += ", \"rental_offer\": " + stringOrNull(o.rentalOffer, hybrid);
        out += ", \"owned_servers\": ";
        out += hybrid ? QByteArray::number(o.ownedServers) : QByteArrayLiteral("null");
        out += ",\n   \"sizing\": " + ResultFormat::sizingJson(plan.result.sizing);
        out += ",\n   \"totals\": " + ResultFormat::totalsJson(plan.result);
        out += ",\n   \"cost_per_million_tokens\": "
                + ResultFormat::jsonString(plan.result.costPerMillionTokens.toString(4));
        out += ", \"largest_component\": "
                + ResultFormat::jsonString(componentKey(PlanSearch::largestComponent(plan.result)));
        // docs/method.md, "Incomplete options": as compute gives it, only when not empty.
        if (!plan.result.incomplete.isEmpty()) {
            out += ", \"incomplete\": [";
            for (qsizetype k = 0; k < plan.result.incomplete.size(); ++k) {
                out += k == 0 ? "" : ", ";
                out += ResultFormat::jsonString(plan.result.incomplete.at(k));
            }
            out += "]";
        }
        out += "}";
    }
    out += count > 0 ? "\n ]}\n" : "]}\n";
    return out;
}

QString PlanFormat::toTable(const PlanSearchResult &search, int top)
{
    int leftOut = 0;
    for (const int count : search.leftOut)
        leftOut += count;
    QString out = tr("Scenario %1, in %2: ranked %3, left out %4")
                          .arg(TerminalText::safe(search.scenarioId), search.currency)
                          .arg(search.plans.size())
                          .arg(leftOut);
    out += QStringLiteral("\n\n");
    const TerminalTable table({ { 5, TerminalText::Align::Right },
                                { 17, TerminalText::Align::Right },
                                { 17, TerminalText::Align::Right },
                                { 13, TerminalText::Align::Right },
                                { 2, TerminalText::Align::Left },
                                { 16, TerminalText::Align::Left } });
    out += table.row({ tr("Rank"), tr("Total"), tr("NPV"), tr("Per 1M tok"), QString(),
                       tr("Largest"), tr("Plan") });
    const qsizetype count = std::min<qsizetype>(top, search.plans.size());
    for (qsizetype i = 0; i < count; ++i) {
        const Plan &plan = search.plans.at(i);
        // An incomplete plan's total is a lower bound.
        const QString total = plan.result.incomplete.isEmpty()
                ? plan.result.total.toString(2)
                : QStringLiteral("≥ ") + plan.result.total.toString(2);
        out += table.row({ QString::number(i + 1), total, plan.result.npv.toString(2),
                           plan.result.costPerMillionTokens.toString(4), QString(),
                           ComponentNames::displayName(PlanSearch::largestComponent(plan.result)),
                           TerminalText::safe(plan.option.name) });
    }
    if (count < search.plans.size())
        out += tr("… and %1 more (--top)\n").arg(search.plans.size() - count);
    if (!search.leftOut.isEmpty()) {
        out += u'\n' + tr("Left out:") + u'\n';
        for (auto it = search.leftOut.cbegin(); it != search.leftOut.cend(); ++it)
            out += QStringLiteral("  %1  %2\n")
                           .arg(it.value(), 5)
                           .arg(TerminalText::safe(it.key()));
    }
    return out;
}

} // namespace infertco
