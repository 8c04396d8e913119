// SPDX-License-Identifier: GPL-3.0-or-later
// Measures the engine targets of docs/architecture.md, "Tests": a full compute of a 100-option,
// 36-month scenario
// (< 5 ms), the exact ledger against the same ledger in double (within 4×), and the v2 cases of
// issue 12: 100 options × 60 months with yearly growth (< 5 ms), and compute plus
// `--format json` text of 120 options × 240 months (< 150 ms).
#include "cost/engine.h"
#include "cost/ledger.h"
#include "io/bundle/bundlereader.h"
#include "io/output/resultformat.h"
#include "model/rules/validation.h"

#include "benchsupport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace infertco;

namespace {

// Median wall time in microseconds of `run` over `repeats` runs, after a warm-up run.
template <typename Run>
double medianMicroseconds(int repeats, Run run)
{
    run();
    return bench::medianMs(repeats, [&](int) { run(); }) * 1000.0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QString path = argc > 1
            ? QString::fromLocal8Bit(argv[1])
            : QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/example-hk.json");
    const Outcome<Bundle> bundle = BundleReader::readFile(path);
    if (!bundle.ok() || bundle.value().scenarios.isEmpty()) {
        out << "cannot read " << path << '\n';
        return 1;
    }
    const Catalog &catalog = bundle.value().catalog;
    const Scenario scenario = bench::widened(bundle.value().scenarios.first(), 100);

    const double computeUs = medianMicroseconds(200, [&] {
        const Outcome<Result> result = Engine::compute(scenario, catalog);
        if (!result.ok())
            std::abort();
    });

    // Where a compute's time goes: validation, sizing, the fleet and the advice (prepare), the
    // rest is the ledgers, NPV and cost per token.
    const double prepareUs = medianMicroseconds(200, [&] {
        if (!Engine::prepare(scenario, catalog).ok())
            std::abort();
    });
    const double validateUs = medianMicroseconds(200, [&] {
        if (!Validator::check(scenario, catalog).isEmpty())
            std::abort();
    });
    const Outcome<Result> computed = Engine::compute(scenario, catalog);
    const double breakEvenUs = medianMicroseconds(200, [&] {
        if (Engine::breakEvens(computed.value().options).isEmpty())
            std::abort();
    });
    const Outcome<PreparedScenario> prepared = Engine::prepare(scenario, catalog);
    std::vector<LedgerInputs<Decimal>> exactInputs;
    std::vector<LedgerInputs<double>> doubleInputs;
    for (const PreparedOption &option : prepared.value().options) {
        if (!option.result.feasible)
            continue;
        exactInputs.push_back(option.inputs);
        doubleInputs.push_back(convertInputs<double>(
                option.inputs, [](const Decimal &value) { return value.toDouble(); }));
    }
    // The ledger's arithmetic (every line item, component total and total), then the same
    // spread out into the month × component table that the JSON and the charts read.
    Decimal exactSum;
    double doubleSum = 0;
    const double exactUs = medianMicroseconds(500, [&] {
        exactSum = Decimal();
        for (const auto &inputs : exactInputs)
            exactSum += computeLedgerLines(inputs).total;
    });
    const double doubleUs = medianMicroseconds(500, [&] {
        doubleSum = 0;
        for (const auto &inputs : doubleInputs)
            doubleSum += computeLedgerLines(inputs).total;
    });
    Decimal exactTableSum;
    double doubleTableSum = 0;
    const double exactTableUs = medianMicroseconds(500, [&] {
        exactTableSum = Decimal();
        for (const auto &inputs : exactInputs)
            exactTableSum += buildLedger(inputs).total;
    });
    const double doubleTableUs = medianMicroseconds(500, [&] {
        doubleTableSum = 0;
        for (const auto &inputs : doubleInputs)
            doubleTableSum += buildLedger(inputs).total;
    });
    if (exactTableSum != exactSum)
        std::abort(); // both ways of running the ledger must agree to the cent

    out << "InferTCO engine benchmark (" << path << ")\n";
    out << QStringLiteral("  full compute, %1 options x %2 months: %3 ms (target < 5 ms)\n")
                    .arg(scenario.options.size())
                    .arg(scenario.horizonMonths)
                    .arg(computeUs / 1000.0, 0, 'f', 3);
    out << QStringLiteral(
                   "    of which validation %1 ms, validation + sizing + fleet + advice %2 ms, "
                   "break-evens of %3 pairs %4 ms\n")
                    .arg(validateUs / 1000.0, 0, 'f', 3)
                    .arg(prepareUs / 1000.0, 0, 'f', 3)
                    .arg(computed.value().breakEvens.size())
                    .arg(breakEvenUs / 1000.0, 0, 'f', 3);
    out << QStringLiteral("  ledger arithmetic, %1 feasible options: exact %2 ms, double %3 ms, "
                          "ratio %4x (target < 4x)\n")
                    .arg(exactInputs.size())
                    .arg(exactUs / 1000.0, 0, 'f', 3)
                    .arg(doubleUs / 1000.0, 0, 'f', 3)
                    .arg(exactUs / doubleUs, 0, 'f', 2);
    out << QStringLiteral("  ledger with its month x component table: exact %1 ms, double %2 ms, "
                          "ratio %3x\n")
                    .arg(exactTableUs / 1000.0, 0, 'f', 3)
                    .arg(doubleTableUs / 1000.0, 0, 'f', 3)
                    .arg(exactTableUs / doubleTableUs, 0, 'f', 2);
    out << QStringLiteral("  sum of totals: exact %1, double %2\n")
                    .arg(exactSum.toString(2))
                    .arg(doubleSum, 0, 'f', 2);

    // Version 2: the worked v2 example's catalog and options (colo in tranches, rent with a
    // term, hybrid), its demand steps replaced by 25 % growth a year.
    const Outcome<Bundle> v2 = BundleReader::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/example-hk-v2.json"));
    if (!v2.ok() || v2.value().scenarios.isEmpty()) {
        out << "cannot read tests/golden/example-hk-v2.json\n";
        return 1;
    }
    Scenario growing = bench::widened(v2.value().scenarios.first(), 100);
    growing.workload.demand.clear();
    growing.workload.peakOutputTokensPerS = Decimal(800);
    growing.workload.demandGrowthYear = *Decimal::parse(u"0.25");
    growing.horizonMonths = 60;
    const double growthUs = medianMicroseconds(100, [&] {
        if (!Engine::compute(growing, v2.value().catalog).ok())
            std::abort();
    });
    Scenario longest = bench::widened(v2.value().scenarios.first(), 120);
    longest.horizonMonths = 240;
    qsizetype jsonBytes = 0;
    const double jsonUs = medianMicroseconds(20, [&] {
        const Outcome<Result> result = Engine::compute(longest, v2.value().catalog);
        if (!result.ok())
            std::abort();
        jsonBytes = ResultFormat::toJson(result.value()).size();
    });
    out << QStringLiteral(
                   "  v2 compute with growth, %1 options x %2 months: %3 ms (target < 5 ms)\n")
                    .arg(growing.options.size())
                    .arg(growing.horizonMonths)
                    .arg(growthUs / 1000.0, 0, 'f', 3);
    out << QStringLiteral("  v2 compute + JSON text, %1 options x %2 months (%3 MB): %4 ms "
                          "(target < 150 ms)\n")
                    .arg(longest.options.size())
                    .arg(longest.horizonMonths)
                    .arg(double(jsonBytes) / 1e6, 0, 'f', 1)
                    .arg(jsonUs / 1000.0, 0, 'f', 1);
    return 0;
}
