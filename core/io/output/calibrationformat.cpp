// SPDX-License-Identifier: GPL-3.0-or-later
#include "calibrationformat.h"

#include "io/bundle/bundlewriter.h"
#include "resultformat.h"
#include "terminaltext.h"

#include "sizing/performancemodel.h"

namespace infertco {

namespace {

QByteArray number(double value)
{
    return ResultFormat::roundedNumber(value, 3);
}

QByteArray times(double measured, double before, double after)
{
    return "{\"measured\": " + number(measured) + ", \"before\": " + number(before)
            + ", \"after\": " + number(after) + "}";
}

QString text(double value)
{
    return QString::fromLatin1(ResultFormat::roundedNumber(value, 3));
}

} // namespace

QByteArray CalibrationFormat::toJson(const CalibrationResult &result)
{
    QByteArray out = "{\"accelerator\": ";
    out += BundleWriter::acceleratorJson(result.calibrated).replace("\n", "\n ");
    out += ",\n \"runs\": [";
    for (qsizetype i = 0; i < result.runs.size(); ++i) {
        const MeasuredRun &run = result.runs.at(i);
        const ModelledRun &before = result.before.at(i);
        const ModelledRun &after = result.after.at(i);
        out += i == 0 ? "\n  {" : ",\n  {";
        out += "\"file\": " + ResultFormat::jsonString(run.file);
        out += ", \"concurrency\": ";
        out += run.concurrency ? QByteArray::number(*run.concurrency) : QByteArrayLiteral("null");
        out += ", \"rate_per_s\": ";
        out += run.ratePerS ? number(*run.ratePerS) : QByteArrayLiteral("null");
        out += ", \"prompt_tokens\": " + QByteArray::number(run.promptTokens);
        out += ", \"output_tokens\": " + QByteArray::number(run.outputTokens);
        out += ",\n   \"ttft_ms\": " + times(run.ttftMs, before.ttftMs, after.ttftMs);
        out += ", \"tpot_ms\": " + times(run.tpotMs, before.tpotMs, after.tpotMs) + "}";
    }
    out += result.runs.isEmpty() ? "]" : "\n ]";
    out += ",\n \"fit\": {\"ttft_within_25pct\": " + QByteArray::number(result.ttftWithin25);
    out += ", \"tpot_within_10pct\": " + QByteArray::number(result.tpotWithin10);
    out += ", \"runs\": " + QByteArray::number(result.runs.size()) + "}";
    if (!result.notes.isEmpty()) {
        out += ",\n \"notes\": [";
        for (qsizetype i = 0; i < result.notes.size(); ++i)
            out += (i == 0 ? "" : ", ") + ResultFormat::jsonString(result.notes.at(i));
        out += "]";
    }
    out += "}\n";
    return out;
}

QString CalibrationFormat::toTable(const CalibrationResult &result, const Accelerator &start,
                                   int tp)
{
    const Accelerator &after = result.calibrated;
    const CalibratedFactors &f = result.factors;
    QString out
            = (result.runs.size() == 1
                       ? tr("Calibrated %1 from %2 at %3, tensor-parallel size %4, on %5 run\n")
                       : tr("Calibrated %1 from %2 at %3, tensor-parallel size %4, on %5 runs\n"))
                      .arg(TerminalText::safe(after.id), TerminalText::safe(start.id),
                           toText(result.precision))
                      .arg(tp)
                      .arg(result.runs.size());
    out += u'\n';
    // The factors at this precision and size, as the starting card has them and as fitted.
    const auto startEfficiency = [&](bool bandwidth) {
        const auto found = start.efficiencyByPrecision.constFind(f.precisionKey);
        if (found != start.efficiencyByPrecision.cend()) {
            const std::optional<double> value = bandwidth ? found->bw : found->compute;
            if (value)
                return *value;
        }
        return bandwidth ? start.bwEfficiency : start.computeEfficiency;
    };
    const TerminalTable factors({ { 34, TerminalText::Align::Left },
                                  { 10, TerminalText::Align::Right },
                                  { 10, TerminalText::Align::Right } });
    out += factors.row({ tr("Factor"), tr("Before"), tr("After") });
    out += factors.row({ tr("Bandwidth efficiency (%1)").arg(f.precisionKey),
                         text(startEfficiency(true)), text(f.bw) });
    out += factors.row({ tr("Compute efficiency (%1)").arg(f.precisionKey),
                         text(startEfficiency(false)), text(f.compute) });
    if (f.tpEfficiency)
        out += factors.row({ tr("Tensor-parallel efficiency at %1").arg(tp),
                             text(start.tpEfficiencyBySize.value(tp, start.tpEfficiency)),
                             text(*f.tpEfficiency) });
    out += factors.row({ tr("Sequence overhead ms"), text(start.sequenceOverheadMs),
                         text(f.sequenceOverheadMs) });
    out += factors.row({ tr("Request overhead ms"), text(start.requestOverheadMs),
                         text(f.requestOverheadMs) });
    if (f.allreduceUs)
        out += factors.row({ tr("All-reduce µs per layer and step"), text(start.tpAllreduceUs),
                             text(*f.allreduceUs) });
    out += u'\n';

    const TerminalTable runs({ { 24, TerminalText::Align::Left },
                               { 14, TerminalText::Align::Right },
                               { 14, TerminalText::Align::Right },
                               { 11, TerminalText::Align::Right },
                               { 11, TerminalText::Align::Right },
                               { 11, TerminalText::Align::Right },
                               { 9, TerminalText::Align::Right },
                               { 9, TerminalText::Align::Right },
                               { 9, TerminalText::Align::Right } });
    out += runs.row({ tr("Run"), tr("Load"), tr("Prompt/output"), tr("TTFT ms"), tr("before"),
                      tr("after"), tr("TPOT ms"), tr("before"), tr("after") });
    for (qsizetype i = 0; i < result.runs.size(); ++i) {
        const MeasuredRun &run = result.runs.at(i);
        const QString load = run.concurrency
                ? tr("%1 at once").arg(*run.concurrency)
                : tr("%1/s").arg(
                        QString::fromLatin1(ResultFormat::roundedNumber(*run.ratePerS, 3)));
        out += runs.row({ run.where(), load,
                          QStringLiteral("%1/%2").arg(run.promptTokens).arg(run.outputTokens),
                          text(run.ttftMs), text(result.before.at(i).ttftMs),
                          text(result.after.at(i).ttftMs), text(run.tpotMs),
                          text(result.before.at(i).tpotMs), text(result.after.at(i).tpotMs) });
    }
    out += u'\n';
    out += tr("Fit: TTFT within ±25 %: %1 of %2 runs; TPOT within ±10 %: %3 of %2 runs\n")
                   .arg(result.ttftWithin25)
                   .arg(result.runs.size())
                   .arg(result.tpotWithin10);
    for (const QString &note : result.notes)
        out += tr("Note: %1\n").arg(TerminalText::safe(note));
    return out;
}

} // namespace infertco
