// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultformat.h"

#include "terminaltext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

#include <cmath>

namespace infertco {

namespace {

QString money(const Decimal &value)
{
    return value.toString(2);
}

QJsonObject sizingObject(const Sizing &s)
{
    QJsonObject o;
    o.insert(QLatin1String("tp"), s.tp);
    o.insert(QLatin1String("batch"), s.batch);
    o.insert(QLatin1String("replica_tokens_per_s"),
             std::round(s.replicaTokensPerS * 100.0) / 100.0);
    o.insert(QLatin1String("replicas"), s.replicas);
    o.insert(QLatin1String("accelerators"), s.accelerators);
    o.insert(QLatin1String("spares"), s.spares);
    o.insert(QLatin1String("servers"), s.servers);
    o.insert(QLatin1String("racks"), s.racks);
    o.insert(QLatin1String("effective_precision"), toText(s.effectivePrecision));
    return o;
}

QJsonObject componentsObject(const ComponentAmounts &amounts, const Decimal &total)
{
    QJsonObject o;
    for (const Component c : AllComponents)
        o.insert(componentKey(c), money(amounts[static_cast<size_t>(c)]));
    o.insert(QLatin1String("total"), money(total));
    return o;
}

} // namespace

QJsonObject ResultFormat::toJsonObject(const Result &result)
{
    QJsonArray options;
    for (const OptionResult &option : result.options) {
        QJsonObject o;
        o.insert(QLatin1String("name"), option.name);
        o.insert(QLatin1String("mode"), toText(option.mode));
        o.insert(QLatin1String("accelerator"), option.accelerator);
        o.insert(QLatin1String("feasible"), option.feasible);
        QJsonArray warnings;
        for (const Advice &advice : option.advice)
            warnings.append(advice.text);
        o.insert(QLatin1String("warnings"), warnings);
        if (!option.feasible) {
            o.insert(QLatin1String("reason"), option.reason);
            options.append(o);
            continue;
        }
        o.insert(QLatin1String("sizing"), sizingObject(option.sizing));
        QJsonObject totals = componentsObject(option.totals, option.total);
        totals.insert(QLatin1String("npv"), money(option.npv));
        o.insert(QLatin1String("totals"), totals);
        o.insert(QLatin1String("cost_per_million_tokens"), option.costPerMillionTokens.toString(4));
        QJsonArray monthly;
        for (size_t m = 0; m < option.monthly.size(); ++m) {
            QJsonObject month = componentsObject(option.monthly[m], option.monthTotals[m]);
            month.insert(QLatin1String("month"), static_cast<int>(m));
            monthly.append(month);
        }
        o.insert(QLatin1String("monthly"), monthly);
        options.append(o);
    }
    QJsonArray breakEvens;
    for (const BreakEven &b : result.breakEvens) {
        QJsonObject o;
        o.insert(QLatin1String("colo"), result.options.at(b.coloOption).name);
        o.insert(QLatin1String("rent"), result.options.at(b.rentOption).name);
        o.insert(QLatin1String("month"), b.month ? QJsonValue(*b.month) : QJsonValue());
        breakEvens.append(o);
    }
    QJsonObject root;
    root.insert(QLatin1String("scenario"), result.scenarioId);
    root.insert(QLatin1String("currency"), result.currency);
    root.insert(QLatin1String("horizon_months"), result.horizonMonths);
    root.insert(QLatin1String("options"), options);
    root.insert(QLatin1String("breakeven"), breakEvens);
    return root;
}

QByteArray ResultFormat::toJson(const Result &result)
{
    return QJsonDocument(toJsonObject(result)).toJson(QJsonDocument::Indented);
}

QString ResultFormat::toTable(const Result &result)
{
    QString out;
    out += tr("Scenario %1 — %2, %3 months, in %4\n\n")
                   .arg(TerminalText::safe(result.scenarioId),
                        TerminalText::safe(result.scenarioName))
                   .arg(result.horizonMonths)
                   .arg(result.currency);
    QList<int> feasible;
    for (int i = 0; i < result.options.size(); ++i) {
        if (result.options.at(i).feasible)
            feasible.append(i);
    }
    // A label column and one column per feasible option; an option's name is clipped to
    // leave a space before the next column.
    const int columnWidth = 18;
    QList<TerminalTable::Column> columns{ { 22, TerminalText::Align::Left } };
    QStringList head{ QString() };
    for (int i : feasible) {
        columns.append({ columnWidth, TerminalText::Align::Right });
        head.append(TerminalText::clipped(result.options.at(i).name, columnWidth - 1));
    }
    const TerminalTable table(columns);
    out += table.row(head);
    const auto line = [&](const QString &label, auto value) {
        QStringList cells{ label };
        for (int i : feasible)
            cells.append(value(result.options.at(i)));
        out += table.row(cells);
    };
    line(tr("Mode"), [](const OptionResult &o) { return toText(o.mode); });
    line(tr("Accelerator"), [](const OptionResult &o) { return o.accelerator; });
    line(tr("Tensor parallel"), [](const OptionResult &o) { return QString::number(o.sizing.tp); });
    line(tr("Batch"), [](const OptionResult &o) { return QString::number(o.sizing.batch); });
    line(tr("Replicas"), [](const OptionResult &o) { return QString::number(o.sizing.replicas); });
    line(tr("Accelerators"),
         [](const OptionResult &o) { return QString::number(o.sizing.accelerators); });
    line(tr("Spares"), [](const OptionResult &o) { return QString::number(o.sizing.spares); });
    line(tr("Servers"), [](const OptionResult &o) { return QString::number(o.sizing.servers); });
    line(tr("Racks"), [](const OptionResult &o) { return QString::number(o.sizing.racks); });
    out += u'\n';
    for (const Component c : AllComponents) {
        line(ComponentNames::displayName(c),
             [c](const OptionResult &o) { return money(o.componentTotal(c)); });
    }
    line(tr("Total"), [](const OptionResult &o) { return money(o.total); });
    line(tr("NPV"), [](const OptionResult &o) { return money(o.npv); });
    line(tr("Per million tokens"),
         [](const OptionResult &o) { return o.costPerMillionTokens.toString(4); });

    for (const OptionResult &o : result.options) {
        if (!o.feasible)
            out += tr("\n%1: not feasible: %2\n").arg(o.name, o.reason);
    }
    for (const BreakEven &b : result.breakEvens) {
        const QString colo = result.options.at(b.coloOption).name;
        const QString rent = result.options.at(b.rentOption).name;
        out += b.month ? tr("\nBreak-even: %1 is cheaper than %2 from month %3 on.")
                                 .arg(colo, rent)
                                 .arg(*b.month)
                       : tr("\nBreak-even: %1 never becomes cheaper than %2 within the horizon.")
                                 .arg(colo, rent);
    }
    out += u'\n';
    for (const OptionResult &o : result.options) {
        for (const Advice &advice : o.advice)
            out += QStringLiteral("\n%1: %2").arg(o.name, advice.text);
    }
    if (!out.endsWith(u'\n'))
        out += u'\n';
    return TerminalText::safe(out, true);
}

} // namespace infertco
