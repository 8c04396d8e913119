// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultformat.h"

#include "terminaltext.h"

#include "analysis/breakeventext.h"
#include "cost/unknownfigures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace infertco {

using namespace Qt::StringLiterals;

namespace {

QString money(const Decimal &value)
{
    return value.toString(2);
}

// The decimal digits of `value` after rounding at 10^-places, half to even, on the double's
// exact binary value: glibc prints a double exactly, and every double of magnitude at least
// 2^-27 has at most 80 decimal places; a smaller one rounds to zero at any place we print.
QByteArray roundedText(double value, int places)
{
    if (!std::isfinite(value))
        return QByteArrayLiteral("null");
    char buffer[512];
    std::snprintf(buffer, sizeof buffer, "%.80f", value);
    QByteArray text(buffer);
    const bool negative = text.startsWith('-');
    if (negative)
        text.remove(0, 1);
    const qsizetype point = text.indexOf('.');
    QByteArray digits = text.left(point) + text.mid(point + 1, places);
    const QByteArray rest = text.mid(point + 1 + places);
    const bool aboveHalf = !rest.isEmpty()
            && (rest.at(0) > '5'
                || (rest.at(0) == '5' && rest.mid(1).count('0') != rest.size() - 1));
    const bool half
            = !rest.isEmpty() && rest.at(0) == '5' && rest.mid(1).count('0') == rest.size() - 1;
    const bool roundUp = aboveHalf || (half && (digits.back() - '0') % 2 == 1);
    if (roundUp) {
        qsizetype i = digits.size() - 1;
        while (i >= 0 && digits.at(i) == '9') {
            digits[i] = '0';
            --i;
        }
        if (i < 0)
            digits.prepend('1');
        else
            digits[i] = char(digits.at(i) + 1);
    }
    QByteArray out = digits.left(digits.size() - places);
    QByteArray fraction = digits.right(places);
    while (fraction.endsWith('0'))
        fraction.chop(1);
    if (!fraction.isEmpty())
        out += '.' + fraction;
    const bool zero = out.count('0') + out.count('.') == out.size();
    if (negative && !zero)
        out.prepend('-');
    return out;
}

// The `compute --format json` text written straight into bytes, in the order of docs/format.md,
// "The results JSON of `compute --format json`": a 120-option, 240-month result is about 500,000
// values, and building QJsonObjects for them took most of a second.
class ResultJson
{
public:
    QByteArray take() { return std::move(m_out); }

    void reserve(qsizetype bytes) { m_out.reserve(bytes); }
    void raw(const char *text) { m_out += text; }
    void key(const char *name)
    {
        m_out += '"';
        m_out += name;
        m_out += "\": ";
    }
    void string(const QString &text)
    {
        m_out += '"';
        const QByteArray utf8 = text.toUtf8();
        for (const char c : utf8) {
            const auto u = static_cast<unsigned char>(c);
            if (c == '"' || c == '\\') {
                m_out += '\\';
                m_out += c;
            } else if (u < 0x20) {
                static const char hex[] = "0123456789abcdef";
                m_out += "\\u00";
                m_out += hex[u >> 4];
                m_out += hex[u & 0xf];
            } else {
                m_out += c;
            }
        }
        m_out += '"';
    }
    void money(const Decimal &value)
    {
        m_out += '"';
        m_out += value.toString(2).toLatin1();
        m_out += '"';
    }
    void integer(long long value) { m_out += QByteArray::number(value); }
    void real(double value)
    {
        m_out += QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
    }
    /// A number printed as the decimal at 10^-places nearest the double (docs/serving.md, "The
    /// serving simulation").
    void rounded(double value, int places) { m_out += roundedText(value, places); }
    void boolean(bool value) { m_out += value ? "true" : "false"; }
    void optionalInteger(const std::optional<int> &value)
    {
        if (value)
            integer(*value);
        else
            m_out += "null";
    }

    void field(const char *name, const QString &value, bool last = false)
    {
        key(name);
        string(value);
        separator(last);
    }
    void fieldInteger(const char *name, long long value, bool last = false)
    {
        key(name);
        integer(value);
        separator(last);
    }
    void fieldRounded(const char *name, double value, int places, bool last = false)
    {
        key(name);
        rounded(value, places);
        separator(last);
    }
    void fieldMoney(const char *name, const Decimal &value, bool last = false)
    {
        key(name);
        money(value);
        separator(last);
    }
    void separator(bool last) { m_out += last ? "" : ", "; }

private:
    QByteArray m_out;
};

QString boundText(bool computeBound)
{
    return computeBound ? QStringLiteral("compute") : QStringLiteral("memory");
}

// Every component, then (financed or taxed, docs/method.md "After tax, loans and leases") the
// finance lines, then the total.
void writeComponents(ResultJson &json, const ComponentAmounts &amounts, const Decimal &total,
                     const FinanceAmounts *finance = nullptr)
{
    for (const Component c : AllComponents) {
        json.key(componentKey(c).toLatin1().constData());
        json.money(amounts[static_cast<size_t>(c)]);
        json.separator(false);
    }
    if (finance) {
        for (const FinanceLine line : AllFinanceLines)
            json.fieldMoney(financeLineInfo(line).key, (*finance)[static_cast<size_t>(line)]);
    }
    json.fieldMoney("total", total, true);
}

// the "sizing" object of docs/format.md, "The results JSON of `compute --format json`".
void writeSizing(ResultJson &json, const Sizing &s)
{
    json.raw("{");
    json.fieldInteger("tp", s.tp);
    json.fieldInteger("batch", s.batch);
    json.key("replica_tokens_per_s");
    json.real(std::round(s.replicaTokensPerS * 100.0) / 100.0);
    json.raw(", ");
    json.fieldInteger("replicas", s.replicas);
    json.fieldInteger("accelerators", s.accelerators);
    json.fieldInteger("spares", s.spares);
    json.fieldInteger("servers", s.servers);
    json.fieldInteger("racks", s.racks);
    json.fieldInteger("owned_servers", s.ownedServers);
    json.fieldInteger("rented_servers", s.rentedServers);
    json.field("effective_precision", toText(s.effectivePrecision), true);
    json.raw("}");
}

// the "totals" object of docs/format.md, "The results JSON of `compute --format json`": every
// component, the total and the NPV.
void writeTotals(ResultJson &json, const OptionResult &option)
{
    json.raw("{");
    const FinanceResult *finance = option.finance ? &*option.finance : nullptr;
    writeComponents(json, option.totals, option.total, finance ? &finance->totals : nullptr);
    json.raw(", ");
    if (finance)
        json.fieldMoney("total_after_tax", finance->totalAfterTax);
    json.fieldMoney("npv", option.npv, !finance);
    if (finance)
        json.fieldMoney("npv_after_tax", finance->npvAfterTax, true);
    json.raw("}");
}

void writeOption(ResultJson &json, const OptionResult &option)
{
    json.raw("  {");
    json.field("name", option.name);
    json.field("mode", toText(option.mode));
    json.field("accelerator", option.accelerator);
    json.key("feasible");
    json.boolean(option.feasible);
    json.raw(", ");
    json.key("warnings");
    json.raw("[");
    for (qsizetype i = 0; i < option.advice.size(); ++i) {
        json.string(option.advice.at(i).text);
        json.separator(i + 1 == option.advice.size());
    }
    json.raw("]");
    // docs/method.md, "Incomplete options": after the warnings, only when something is unknown.
    if (!option.incomplete.isEmpty()) {
        json.raw(", ");
        json.key("incomplete");
        json.raw("[");
        for (qsizetype i = 0; i < option.incomplete.size(); ++i) {
            json.string(option.incomplete.at(i));
            json.separator(i + 1 == option.incomplete.size());
        }
        json.raw("]");
    }
    if (!option.feasible) {
        json.raw(", ");
        json.field("reason", option.reason, true);
        json.raw("}");
        return;
    }
    json.raw(",\n   ");
    json.key("sizing");
    writeSizing(json, option.sizing);
    json.raw(",\n   ");
    json.key("totals");
    writeTotals(json, option);
    json.raw(",\n   ");
    json.key("cost_per_million_tokens");
    json.string(option.costPerMillionTokens.toString(4));
    if (option.finance) {
        json.raw(",\n   ");
        json.key("cost_per_million_tokens_after_tax");
        json.string(option.finance->costPerMillionTokensAfterTax.toString(4));
    }
    json.raw(",\n   ");
    json.key("monthly");
    json.raw("[");
    for (size_t m = 0; m < option.monthly.size(); ++m) {
        json.raw("\n    {");
        json.fieldInteger("month", static_cast<long long>(m));
        writeComponents(json, option.monthly[m], option.monthTotals[m],
                        option.finance ? &option.finance->monthly[m] : nullptr);
        json.raw(", ");
        const FleetMonth fleet = m < option.fleet.size() ? option.fleet[m] : FleetMonth();
        json.fieldInteger("owned_servers", fleet.ownedServers);
        json.fieldInteger("rented_servers", fleet.rentedServers);
        json.fieldInteger("racks", fleet.racks, true);
        json.raw(m + 1 == option.monthly.size() ? "}" : "},");
    }
    json.raw("],\n   ");
    // docs/serving.md, "The serving simulation": every feasible option of every input; bounds on
    // the unrounded doubles.
    const Roofline &r = option.sizing.roofline;
    json.key("roofline");
    json.raw("{");
    json.fieldRounded("ridge_flops_per_byte", r.ridgeFlopsPerByte, 2);
    json.fieldRounded("decode_intensity", r.decodeIntensity, 2);
    json.fieldRounded("prefill_intensity", r.prefillIntensity, 2);
    json.field("decode_bound", boundText(r.decodeComputeBound()));
    json.field("prefill_bound", boundText(r.prefillComputeBound()), true);
    json.raw("}");
    if (option.latency) {
        json.raw(",\n   ");
        json.key("latency");
        json.raw(ResultFormat::latencyJson(*option.latency, false));
    }
    json.raw("}");
}

} // namespace

QByteArray ResultFormat::sizingJson(const Sizing &sizing)
{
    ResultJson json;
    writeSizing(json, sizing);
    return json.take();
}

QByteArray ResultFormat::totalsJson(const OptionResult &option)
{
    ResultJson json;
    writeTotals(json, option);
    return json.take();
}

QByteArray ResultFormat::jsonString(const QString &text)
{
    ResultJson json;
    json.string(text);
    return json.take();
}

QByteArray ResultFormat::latencyJson(const Latency &latency, bool withSweep)
{
    ResultJson json;
    const auto number = [&json](const char *name, double value, bool last = false) {
        json.fieldRounded(name, value, 3, last);
    };
    // docs/serving.md, "The serving simulation": times in ms (the double s × 1000), each at 0.001.
    const auto percentiles = [&](const char *name, const Percentiles &p) {
        json.key(name);
        json.raw("{");
        number("p50", p.p50 * 1000.0);
        number("p90", p.p90 * 1000.0);
        number("p99", p.p99 * 1000.0, true);
        json.raw("}, ");
    };
    json.raw("{");
    json.key("rate_per_replica");
    if (latency.ratePerReplica)
        json.rounded(*latency.ratePerReplica, 3);
    else
        json.raw("null");
    json.raw(", ");
    percentiles("ttft_ms", latency.result.ttft);
    percentiles("tpot_ms", latency.result.tpot);
    percentiles("e2e_ms", latency.result.e2e);
    number("tokens_per_s", latency.result.tokensPerS);
    number("mean_batch", latency.result.meanBatch);
    number("slo_capacity_tokens_per_s", latency.sloCapacityTokensPerS, !withSweep);
    if (withSweep) {
        json.key("sweep");
        json.raw("[");
        for (size_t i = 0; i < latency.sweep.size(); ++i) {
            const SweepPoint &point = latency.sweep[i];
            json.raw("{");
            json.fieldRounded("load", point.load, 1);
            number("rate_per_replica", point.ratePerS);
            number("ttft_p99_ms", point.ttftP99 * 1000.0);
            number("tpot_p99_ms", point.tpotP99 * 1000.0, true);
            json.raw(i + 1 == latency.sweep.size() ? "}" : "}, ");
        }
        json.raw("]");
    }
    json.raw("}");
    return json.take();
}

QByteArray ResultFormat::requestLogJson(const RequestLogSummary &summary)
{
    ResultJson json;
    const auto lengths = [&json](const char *name, const LengthSummary &l) {
        json.key(name);
        json.raw("{");
        json.fieldRounded("mean", l.mean, 3);
        json.fieldInteger("p50", l.p50);
        json.fieldInteger("p99", l.p99);
        json.fieldInteger("max", l.max, true);
        json.raw("}, ");
    };
    json.raw("{");
    json.field("id", summary.id);
    json.fieldInteger("requests", summary.requests);
    lengths("prompt_tokens", summary.promptTokens);
    lengths("output_tokens", summary.outputTokens);
    json.fieldRounded("rate_per_s", summary.ratePerS, 3);
    json.fieldRounded("gap_cv", summary.gapCv, 3, true);
    json.raw("}");
    return json.take();
}

QByteArray ResultFormat::roundedNumber(double value, int places)
{
    return roundedText(value, places);
}

QJsonObject ResultFormat::toJsonObject(const Result &result)
{
    return QJsonDocument::fromJson(toJson(result)).object();
}

QByteArray ResultFormat::toJson(const Result &result)
{
    ResultJson json;
    qsizetype months = 0;
    for (const OptionResult &option : result.options)
        months += static_cast<qsizetype>(option.monthly.size());
    json.reserve(4096 + months * 420);
    json.raw("{");
    json.field("scenario", result.scenarioId);
    json.field("currency", result.currency);
    json.fieldInteger("horizon_months", result.horizonMonths);
    if (result.requestLog) {
        json.key("request_log");
        json.raw(ResultFormat::requestLogJson(*result.requestLog));
        json.raw(",\n ");
    }
    json.key("options");
    json.raw("[\n");
    for (qsizetype i = 0; i < result.options.size(); ++i) {
        writeOption(json, result.options.at(i));
        json.raw(i + 1 == result.options.size() ? "\n" : ",\n");
    }
    json.raw(" ],\n ");
    json.key("breakeven");
    json.raw("[");
    for (qsizetype i = 0; i < result.breakEvens.size(); ++i) {
        const BreakEven &b = result.breakEvens.at(i);
        json.raw("\n  {");
        json.field("colo", result.options.at(b.coloOption).name);
        json.field("rent", result.options.at(b.rentOption).name);
        json.key("month");
        json.optionalInteger(b.month);
        json.raw(", ");
        json.key("cash_month");
        json.optionalInteger(b.cashMonth);
        json.raw(i + 1 == result.breakEvens.size() ? "}" : "},");
    }
    json.raw("]}\n");
    return json.take();
}

bool ResultFormat::hasLatency(const Result &result)
{
    return std::any_of(result.options.cbegin(), result.options.cend(),
                       [](const OptionResult &o) { return o.feasible && o.latency; });
}

std::optional<LatencyFigures> ResultFormat::latencyFigures(const OptionResult &option,
                                                           const Workload &workload)
{
    if (!option.feasible || !option.latency)
        return std::nullopt;
    const Latency &latency = *option.latency;
    LatencyFigures figures;
    figures.ttftP99Ms = latency.result.ttft.p99 * 1000.0;
    figures.tpotP99Ms = latency.result.tpot.p99 * 1000.0;
    figures.ttftTargetMs = workload.ttftMs;
    figures.tpotTargetMs = workload.tpotMs;
    // As the advice decides (docs/method.md, "Advice"): a target holds when the P99 in seconds is ≤
    // ms / 1000.
    figures.ttftMissed = latency.missesTtft(workload.ttftMs);
    figures.tpotMissed = latency.missesTpot(workload.tpotMs);
    figures.meetsTargets = !figures.ttftMissed && !figures.tpotMissed;
    figures.sloCapacityTokensPerS = latency.sloCapacityTokensPerS;
    // docs/serving.md, "Request logs": divided by the mean output the capacity was made with
    // (Obar with lengths "log"), whether or not `workload` has its log at hand.
    if (const std::optional<double> share = latency.shareOfCapacity())
        figures.peakLoadPercent = *share * 100.0;
    figures.nearCapacity = latency.nearCapacity();
    figures.decodeComputeBound = option.sizing.roofline.decodeComputeBound();
    figures.prefillComputeBound = option.sizing.roofline.prefillComputeBound();
    return figures;
}

QString ResultFormat::toTable(const Result &result, const Workload *workload)
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
    line(tr("Owned servers"),
         [](const OptionResult &o) { return QString::number(o.sizing.ownedServers); });
    line(tr("Rented servers"),
         [](const OptionResult &o) { return QString::number(o.sizing.rentedServers); });
    out += u'\n';
    if (workload && hasLatency(result)) {
        // docs/serving.md, "Latency at the peak-month load": the latency at the peak-month load,
        // each figure from LatencyFigures; an option whose replica could not be simulated shows a
        // dash.
        const auto latencyLine = [&](const QString &label, auto value) {
            line(label, [&](const OptionResult &o) {
                const std::optional<LatencyFigures> figures = latencyFigures(o, *workload);
                return figures ? value(*figures) : QStringLiteral("—");
            });
        };
        const auto bound
                = [](bool compute) { return compute ? tr("compute-bound") : tr("memory-bound"); };
        latencyLine(tr("P99 TTFT ms"),
                    [](const LatencyFigures &f) { return QString::number(f.ttftP99Ms, 'f', 1); });
        latencyLine(tr("P99 TPOT ms"),
                    [](const LatencyFigures &f) { return QString::number(f.tpotP99Ms, 'f', 1); });
        latencyLine(tr("Meets P99 targets"),
                    [](const LatencyFigures &f) { return f.meetsTargets ? tr("yes") : tr("no"); });
        latencyLine(tr("SLO capacity tok/s"), [](const LatencyFigures &f) {
            return QString::number(f.sloCapacityTokensPerS, 'f', 1);
        });
        latencyLine(tr("Peak load/capacity"), [](const LatencyFigures &f) {
            return f.peakLoadPercent
                    ? QStringLiteral("%1%").arg(QString::number(*f.peakLoadPercent, 'f', 0))
                    : QStringLiteral("—");
        });
        latencyLine(tr("Decode"),
                    [&](const LatencyFigures &f) { return bound(f.decodeComputeBound); });
        latencyLine(tr("Prefill"),
                    [&](const LatencyFigures &f) { return bound(f.prefillComputeBound); });
        out += u'\n';
        out += workload->ttftMs
                ? tr("P99 targets at the peak-month load: first token within %1 ms, each output "
                     "token within %2 ms.\n")
                          .arg(QString::number(*workload->ttftMs),
                               QString::number(workload->tpotMs))
                : tr("P99 target at the peak-month load: each output token within %1 ms.\n")
                          .arg(QString::number(workload->tpotMs));
        out += u'\n';
    }
    for (const Component c : AllComponents) {
        line(ComponentNames::displayName(c),
             [c](const OptionResult &o) { return money(o.componentTotal(c)); });
    }
    // docs/method.md, "Incomplete options": the total of an incomplete option is a lower bound.
    line(tr("Total"), [](const OptionResult &o) {
        return o.incomplete.isEmpty() ? money(o.total) : u"≥ "_s + money(o.total);
    });
    line(tr("NPV"), [](const OptionResult &o) { return money(o.npv); });
    line(tr("Per million tokens"),
         [](const OptionResult &o) { return o.costPerMillionTokens.toString(4); });

    for (const OptionResult &o : result.options) {
        if (!o.feasible)
            out += tr("\n%1: not feasible: %2\n").arg(o.name, o.reason);
        else if (!o.incomplete.isEmpty())
            out += tr("\n%1: total %2\n")
                           .arg(o.name, UnknownFigures::lowerBound(money(o.total), o.incomplete));
    }
    for (const QString &sentence : BreakEvenText::sentences(result))
        out += tr("\nBreak-even: %1").arg(sentence);
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
