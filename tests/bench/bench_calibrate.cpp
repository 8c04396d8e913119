// SPDX-License-Identifier: GPL-3.0-or-later
// The time of a 20-run calibration fit (docs/serving.md, "Calibration": within 10 s on 2
// cores), on 20 published H100 runs of data/calibration/aiconfigurator-h100-dense.csv
// (TensorRT-LLM, Llama 3.1 8B, bf16, TP1: prompts of 1,024 to 4,096 tokens, outputs of 128 to
// 512, 8 to 128 requests at once).
//
// With --holdout it prints, for every engine, model, precision and tensor-parallel size of the
// file, the fit on half of the runs (every other run in the order of prompt, output and
// concurrency) and the share of the other half within ±15 % (TPOT) and ±35 % (TTFT): the
// figures of data/calibration/calibrate-h100.md; with --all, every group fitted on all its
// runs; with --allreduce, the held-out runs of every group at t > 1 fitted without and with the
// all-reduce times.
#include "calibration/calibration.h"

#include "benchsupport.h"
#include "publishedruns.h"

#include <QCoreApplication>
#include <QTextStream>

#include <optional>

using namespace infertco;

namespace {

QString percent(int part, int whole)
{
    return whole == 0 ? QStringLiteral("-")
                      : QStringLiteral("%1 of %2 (%3 %)")
                                .arg(part)
                                .arg(whole)
                                .arg(QString::number(100.0 * part / whole, 'f', 0));
}

QString factorsText(const CalibratedFactors &f)
{
    QString text
            = QStringLiteral("bw %1 compute %2 e %3 seq %4 ms req %5 ms")
                      .arg(f.bw)
                      .arg(f.compute)
                      .arg(f.tpEfficiency ? QString::number(*f.tpEfficiency) : QStringLiteral("-"))
                      .arg(f.sequenceOverheadMs)
                      .arg(f.requestOverheadMs);
    // At T > 1 the all-reduce time per layer and step.
    if (f.allreduceUs)
        text += QStringLiteral(" ar %1 µs").arg(*f.allreduceUs);
    return text;
}

int holdOut(QTextStream &out, const QList<testing::PublishedGroup> &groups)
{
    int tpotHits = 0, ttftHits = 0, total = 0;
    out << "| group | runs fit / held out | factors fitted | TPOT ±15 % | TTFT ±35 % | "
           "fit TPOT ±15 % | fit TTFT ±35 % |\n|---|---|---|---|---|---|---|\n";
    for (const testing::PublishedGroup &group : groups) {
        if (group.runs.size() < 4)
            continue;
        CalibrationInput fit;
        fit.workload = group.workload;
        fit.accelerator = testing::h100Start();
        fit.tp = group.tp;
        fit.today = QDate(2026, 12, 7);
        CalibrationInput held = fit;
        for (qsizetype i = 0; i < group.runs.size(); ++i)
            (i % 2 == 0 ? fit : held).runs.append(group.runs.at(i));
        const Outcome<CalibrationResult> result = Calibration::run(fit, { 2 });
        if (!result.ok()) {
            out << "| " << group.name() << " | not fitted: " << result.problems().first().text()
                << " |\n";
            continue;
        }
        const Outcome<QList<ModelledRun>> modelled
                = Calibration::model(held, result.value().calibrated, { 2 });
        int tpot = 0, ttft = 0, fitTpot = 0, fitTtft = 0;
        for (qsizetype i = 0; i < held.runs.size(); ++i) {
            tpot += Calibration::within(modelled.value().at(i).tpotMs, held.runs.at(i).tpotMs,
                                        0.15);
            ttft += Calibration::within(modelled.value().at(i).ttftMs, held.runs.at(i).ttftMs,
                                        0.35);
        }
        for (qsizetype i = 0; i < fit.runs.size(); ++i) {
            fitTpot += Calibration::within(result.value().after.at(i).tpotMs, fit.runs.at(i).tpotMs,
                                           0.15);
            fitTtft += Calibration::within(result.value().after.at(i).ttftMs, fit.runs.at(i).ttftMs,
                                           0.35);
        }
        tpotHits += tpot;
        ttftHits += ttft;
        total += static_cast<int>(held.runs.size());
        out << "| " << group.name() << " | " << fit.runs.size() << " / " << held.runs.size()
            << " | " << factorsText(result.value().factors) << " | "
            << percent(tpot, static_cast<int>(held.runs.size())) << " | "
            << percent(ttft, static_cast<int>(held.runs.size())) << " | "
            << percent(fitTpot, static_cast<int>(fit.runs.size())) << " | "
            << percent(fitTtft, static_cast<int>(fit.runs.size())) << " |\n";
        out.flush();
    }
    out << "\nAll held-out runs: TPOT within ±15 % " << percent(tpotHits, total)
        << ", TTFT within ±35 % " << percent(ttftHits, total) << '\n';
    return 0;
}

/// Held-out runs within the bands: TPOT ±15 %, TTFT ±35 %.
struct HeldOut
{
    int tpot = 0;
    int ttft = 0;
    int runs = 0;
};

/// The group fitted on every other run, judged on the others.
std::optional<HeldOut> holdOutGroup(const testing::PublishedGroup &group,
                                    const CalibrationOptions &options)
{
    CalibrationInput fit;
    fit.workload = group.workload;
    fit.accelerator = testing::h100Start();
    fit.tp = group.tp;
    fit.today = QDate(2026, 12, 7);
    CalibrationInput held = fit;
    for (qsizetype i = 0; i < group.runs.size(); ++i)
        (i % 2 == 0 ? fit : held).runs.append(group.runs.at(i));
    const Outcome<CalibrationResult> result = Calibration::run(fit, options);
    if (!result.ok())
        return std::nullopt;
    const Outcome<QList<ModelledRun>> modelled
            = Calibration::model(held, result.value().calibrated, options);
    HeldOut h;
    for (qsizetype i = 0; i < held.runs.size(); ++i) {
        h.tpot += Calibration::within(modelled.value().at(i).tpotMs, held.runs.at(i).tpotMs, 0.15);
        h.ttft += Calibration::within(modelled.value().at(i).ttftMs, held.runs.at(i).ttftMs, 0.35);
    }
    h.runs = static_cast<int>(held.runs.size());
    return h;
}

/// The held-out runs of every group at t > 1, fitted without and with the all-reduce times
/// (docs/serving.md, "The performance model").
int compareAllreduce(QTextStream &out, const QList<testing::PublishedGroup> &groups)
{
    out << "| group | held out | TPOT ±15 % without | TPOT ±15 % with | TTFT ±35 % without | "
           "TTFT ±35 % with |\n|---|---|---|---|---|---|\n";
    HeldOut without, with;
    for (const testing::PublishedGroup &group : groups) {
        if (group.runs.size() < 4 || group.tp == 1)
            continue;
        CalibrationOptions off{ 2 };
        off.fitAllreduce = false;
        const std::optional<HeldOut> a = holdOutGroup(group, off);
        const std::optional<HeldOut> b = holdOutGroup(group, { 2 });
        if (!a || !b)
            continue;
        out << "| " << group.name() << " | " << a->runs << " | " << percent(a->tpot, a->runs)
            << " | " << percent(b->tpot, b->runs) << " | " << percent(a->ttft, a->runs) << " | "
            << percent(b->ttft, b->runs) << " |\n";
        out.flush();
        for (auto &[total, part] : { std::pair{ &without, *a }, std::pair{ &with, *b } }) {
            total->tpot += part.tpot;
            total->ttft += part.ttft;
            total->runs += part.runs;
        }
    }
    out << "| all at t > 1 | " << without.runs << " | " << percent(without.tpot, without.runs)
        << " | " << percent(with.tpot, with.runs) << " | " << percent(without.ttft, without.runs)
        << " | " << percent(with.ttft, with.runs) << " |\n";
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QList<testing::PublishedGroup> groups = testing::publishedGroups(
            QStringLiteral(INFERTCO_SOURCE_DIR "/data/calibration/aiconfigurator-h100-dense.csv"));
    if (app.arguments().contains(QStringLiteral("--allreduce")))
        return compareAllreduce(out, groups);
    if (app.arguments().contains(QStringLiteral("--holdout")))
        return holdOut(out, groups);
    if (app.arguments().contains(QStringLiteral("--all"))) {
        // Every group fitted on all its runs: the factors data/calibration/calibrate-h100.md
        // derives the catalog's H100 factors from. The catalog's cards have no all-reduce time,
        // so these fits leave it out too.
        out << "| group | runs | factors fitted on all runs | bw × e | compute × e |\n"
               "|---|---|---|---|---|\n";
        CalibrationOptions catalogFit{ 2 };
        catalogFit.fitAllreduce = false;
        for (const testing::PublishedGroup &group : groups) {
            CalibrationInput input;
            input.workload = group.workload;
            input.accelerator = testing::h100Start();
            input.tp = group.tp;
            input.today = QDate(2026, 12, 7);
            input.runs = group.runs;
            const Outcome<CalibrationResult> result = Calibration::run(input, catalogFit);
            if (!result.ok())
                continue;
            const CalibratedFactors &f = result.value().factors;
            const double e = f.tpEfficiency.value_or(1.0);
            out << "| " << group.name() << " | " << group.runs.size() << " | " << factorsText(f)
                << " | " << QString::number(f.bw * e, 'f', 3) << " | "
                << QString::number(f.compute * e, 'f', 3) << " |\n";
            out.flush();
        }
        // The catalog's H100 SXM factors derived from these fits (calibrate-h100.md), on
        // every run: the share within the outside goal's bands (TPOT ±25 %, TTFT ±50 %).
        Accelerator catalog = testing::h100Start();
        catalog.efficiencyByPrecision[QStringLiteral("fp16")] = { 0.754, 0.586 };
        catalog.efficiencyByPrecision[QStringLiteral("fp8")] = { 0.741, 0.388 };
        catalog.tpEfficiencyBySize = { { 2, 0.80 }, { 4, 0.61 }, { 8, 0.41 } };
        catalog.sequenceOverheadMs = 0.012;
        catalog.requestOverheadMs = 79.5;
        Accelerator before = testing::h100Start();
        before.efficiencyByPrecision[QStringLiteral("fp8")] = { 0.7, 0.4 };
        before.tpEfficiencyBySize = { { 2, 0.975 }, { 8, 0.7 } };
        out << "\n| card factors | TPOT within ±25 % | TTFT within ±50 % |\n|---|---|---|\n";
        for (const auto &[name, card] :
             { std::pair{ "catalog before", before }, std::pair{ "catalog refitted", catalog } }) {
            int tpot = 0, ttft = 0, total = 0;
            for (const testing::PublishedGroup &group : groups) {
                CalibrationInput input;
                input.workload = group.workload;
                input.accelerator = card;
                input.tp = group.tp;
                input.runs = group.runs;
                const Outcome<QList<ModelledRun>> modelled = Calibration::model(input, card, { 2 });
                if (!modelled.ok())
                    continue;
                for (qsizetype i = 0; i < input.runs.size(); ++i) {
                    tpot += Calibration::within(modelled.value().at(i).tpotMs,
                                                input.runs.at(i).tpotMs, 0.25);
                    ttft += Calibration::within(modelled.value().at(i).ttftMs,
                                                input.runs.at(i).ttftMs, 0.50);
                    ++total;
                }
            }
            out << "| " << name << " | " << percent(tpot, total) << " | " << percent(ttft, total)
                << " |\n";
        }
        return 0;
    }

    const auto group = std::find_if(groups.cbegin(), groups.cend(), [](const auto &g) {
        return g.engine == u"trtllm" && g.model.endsWith(u"Llama-3.1-8B-Instruct") && g.tp == 1;
    });
    CalibrationInput input;
    input.workload = group->workload;
    input.accelerator = testing::h100Start();
    input.tp = 1;
    input.today = QDate(2026, 12, 7);
    // 20 runs spread over the group: every other one from the start.
    for (qsizetype i = 0; i < group->runs.size() && input.runs.size() < 20; i += 2)
        input.runs.append(group->runs.at(i));
    CalibrationResult result;
    const double ms
            = bench::medianMs(3, [&](int) { result = Calibration::run(input, { 2 }).value(); });
    out << "calibration fit of " << input.runs.size() << " runs (" << group->name()
        << ") on 2 threads: " << QString::number(ms, 'f', 0) << " ms median of 3; "
        << result.evaluations << " points simulated; " << factorsText(result.factors)
        << "; TTFT within ±25 %: " << result.ttftWithin25
        << ", TPOT within ±10 %: " << result.tpotWithin10 << " of " << input.runs.size() << '\n';

    // The same 20 runs as open loops (Poisson arrivals at 80 % of the rate the closed loop
    // served, C / end-to-end time; 1,000 completed requests each): an open loop simulates up
    // to 1,000 requests, far more iterations than a closed loop of ten waves.
    CalibrationInput open = input;
    for (MeasuredRun &run : open.runs) {
        const double endToEndS = (run.ttftMs + run.tpotMs * (run.outputTokens - 1)) / 1000.0;
        run.ratePerS = 0.8 * *run.concurrency / endToEndS;
        run.concurrency.reset();
        run.requests = 1000;
    }
    const double openMs
            = bench::medianMs(3, [&](int) { result = Calibration::run(open, { 2 }).value(); });
    out << "calibration fit of " << open.runs.size()
        << " open-loop runs on 2 threads: " << QString::number(openMs, 'f', 0)
        << " ms median of 3; " << result.evaluations << " points simulated\n";

    // At TP8 the search has two more coordinates, the all-reduce times (docs/serving.md,
    // "What is fitted"): the same group's 20 runs at that size.
    const auto wide = std::find_if(groups.cbegin(), groups.cend(), [](const auto &g) {
        return g.engine == u"trtllm" && g.model.endsWith(u"Llama-3.1-8B-Instruct") && g.tp == 8;
    });
    CalibrationInput tp8 = input;
    tp8.tp = 8;
    tp8.runs.clear();
    for (qsizetype i = 0; i < wide->runs.size() && tp8.runs.size() < 20; i += 2)
        tp8.runs.append(wide->runs.at(i));
    const double tp8Ms
            = bench::medianMs(3, [&](int) { result = Calibration::run(tp8, { 2 }).value(); });
    out << "calibration fit of " << tp8.runs.size() << " runs (" << wide->name()
        << ") on 2 threads: " << QString::number(tp8Ms, 'f', 0) << " ms median of 3; "
        << result.evaluations << " points simulated; " << factorsText(result.factors) << '\n';
    return 0;
}
