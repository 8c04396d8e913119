// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

#include <algorithm>
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
    o.insert(QLatin1String("owned_servers"), s.ownedServers);
    o.insert(QLatin1String("rented_servers"), s.rentedServers);
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

// Terminal columns a character takes: two for the East Asian wide ranges (CJK ideographs,
// kana, hangul, full-width forms), one otherwise; a surrogate pair counts 1 + 1.
int columnsOf(QChar c)
{
    const char16_t u = c.unicode();
    const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF && u != 0x303F)
            || (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF)
            || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
            || (u >= 0xFFE0 && u <= 0xFFE6);
    return wide ? 2 : 1;
}

int columnsOf(const QString &text)
{
    int columns = 0;
    for (const QChar c : text)
        columns += columnsOf(c);
    return columns;
}

// The longest start of `text` that takes at most `columns` terminal columns.
QString clipped(const QString &text, int columns)
{
    int used = 0;
    qsizetype end = 0;
    while (end < text.size() && used + columnsOf(text.at(end)) <= columns)
        used += columnsOf(text.at(end++));
    return text.left(end);
}

// Pads to `width` terminal columns, so that a table lines up with Chinese labels too.
QString padded(const QString &text, int width, bool right)
{
    const QString fill(std::max(0, width - columnsOf(text)), u' ');
    return right ? fill + text : text + fill;
}

} // namespace

QString ResultFormat::terminalText(const QString &text, bool keepLineBreaks)
{
    const auto isControl = [keepLineBreaks](QChar c) {
        return c.category() == QChar::Other_Control && !(keepLineBreaks && c == u'\n');
    };
    if (std::none_of(text.cbegin(), text.cend(), isControl))
        return text;
    QString safe;
    safe.reserve(text.size() + 8);
    for (const QChar c : text) {
        if (!isControl(c))
            safe += c;
        else if (c.unicode() < 0x20)
            safe += u'^' + QChar(char16_t(c.unicode() + 0x40));
        else if (c.unicode() == 0x7f)
            safe += QLatin1String("^?");
        else
            safe += QChar::ReplacementCharacter;
    }
    return safe;
}

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
            const FleetMonth fleet = m < option.fleet.size() ? option.fleet[m] : FleetMonth();
            month.insert(QLatin1String("owned_servers"), fleet.ownedServers);
            month.insert(QLatin1String("rented_servers"), fleet.rentedServers);
            month.insert(QLatin1String("racks"), fleet.racks);
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
        o.insert(QLatin1String("cash_month"),
                 b.cashMonth ? QJsonValue(*b.cashMonth) : QJsonValue());
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

QString ResultFormat::csvCell(const QString &value)
{
    QString cell = value;
    if (!cell.isEmpty()) {
        const QChar first = cell.front();
        const bool formulaLike = first == u'=' || first == u'+' || first == u'@' || first == u'\t'
                || first == u'\r' || (first == u'-' && !Decimal::parse(cell).has_value());
        if (formulaLike)
            cell.prepend(u'\'');
    }
    if (cell.contains(u',') || cell.contains(u'"') || cell.contains(u'\n')
        || cell.contains(u'\r')) {
        cell.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        cell = u'"' + cell + u'"';
    }
    return cell;
}

QByteArray ResultFormat::toCsv(const Result &result)
{
    QStringList header{ QStringLiteral("scenario"), QStringLiteral("option"),
                        QStringLiteral("mode"), QStringLiteral("accelerator"),
                        QStringLiteral("month") };
    for (const Component c : AllComponents)
        header.append(componentKey(c));
    header.append(QStringLiteral("total"));
    header.append(QStringLiteral("currency"));
    QString out = header.join(u',') + u'\n';
    for (const OptionResult &option : result.options) {
        if (!option.feasible)
            continue;
        for (size_t m = 0; m < option.monthly.size(); ++m) {
            QStringList row{ csvCell(result.scenarioId), csvCell(option.name), toText(option.mode),
                             csvCell(option.accelerator), QString::number(m) };
            for (const Decimal &amount : option.monthly[m])
                row.append(money(amount));
            row.append(money(option.monthTotals[m]));
            row.append(result.currency);
            out += row.join(u',') + u'\n';
        }
        QStringList row{ csvCell(result.scenarioId), csvCell(option.name), toText(option.mode),
                         csvCell(option.accelerator), QStringLiteral("total") };
        for (const Decimal &amount : option.totals)
            row.append(money(amount));
        row.append(money(option.total));
        row.append(result.currency);
        out += row.join(u',') + u'\n';
    }
    return out.toUtf8();
}

QString ResultFormat::toTable(const Result &result)
{
    QString out;
    out += tr("Scenario %1 — %2, %3 months, in %4\n\n")
                   .arg(terminalText(result.scenarioId), terminalText(result.scenarioName))
                   .arg(result.horizonMonths)
                   .arg(result.currency);
    QList<int> feasible;
    for (int i = 0; i < result.options.size(); ++i) {
        if (result.options.at(i).feasible)
            feasible.append(i);
    }
    const int labelWidth = 22;
    const int columnWidth = 18;
    QString head = padded(QString(), labelWidth, false);
    for (int i : feasible)
        head += padded(clipped(terminalText(result.options.at(i).name), columnWidth - 1),
                       columnWidth, true);
    out += head + u'\n';
    const auto line = [&](const QString &label, auto value) {
        QString row = padded(label, labelWidth, false);
        for (int i : feasible)
            row += padded(value(result.options.at(i)), columnWidth, true);
        out += row + u'\n';
    };
    line(tr("Mode"), [](const OptionResult &o) { return toText(o.mode); });
    line(tr("Accelerator"), [](const OptionResult &o) { return terminalText(o.accelerator); });
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
    return terminalText(out, true);
}

} // namespace infertco
