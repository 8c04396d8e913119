// SPDX-License-Identifier: GPL-3.0-or-later
// Measures the Monte Carlo target of docs/architecture.md, "Tests": 10,000 draws over 10 options on
// 2 cores < 300 ms, with every default driver range varying.
#include "analysis/montecarlo.h"
#include "io/bundle/bundlereader.h"

#include "benchsupport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <ctime>
#include <vector>

using namespace infertco;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QString path = argc > 1 ? QString::fromLocal8Bit(argv[1])
                                  : QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json");
    const QString scenarioId
            = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("hk-api");
    const Outcome<Bundle> bundle = BundleReader::readFile(path);
    if (!bundle.ok() || !bundle.value().scenario(scenarioId)) {
        out << "cannot read scenario " << scenarioId << " of " << path << '\n';
        return 1;
    }
    const Scenario scenario = bench::widened(*bundle.value().scenario(scenarioId), 10);
    const Outcome<DriverModel> model
            = DriverModel::build(scenario, bundle.value().catalog, QDate::currentDate());
    if (!model.ok()) {
        out << model.problems().first().text() << '\n';
        return 1;
    }
    const QList<DriverRange> ranges
            = Drivers::defaultRanges(scenario, model.value().foreignCurrencies().value(0));

    out << "InferTCO Monte Carlo benchmark (" << path << ", " << scenarioId << ", 10 options)\n";
    MonteCarloResult last;
    for (const int threads : { 1, 2 }) {
        MonteCarloSettings settings;
        settings.seed = 1;
        settings.draws = 10000;
        settings.threads = threads;
        std::vector<double> times;
        std::vector<double> cpuTimes;
        for (int run = 0; run < 7; ++run) {
            QElapsedTimer timer;
            const std::clock_t cpuStart = std::clock();
            timer.start();
            const Outcome<MonteCarloResult> result
                    = MonteCarlo::run(model.value(), ranges, settings);
            times.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
            cpuTimes.push_back(1000.0 * static_cast<double>(std::clock() - cpuStart)
                               / CLOCKS_PER_SEC);
            if (!result.ok()) {
                out << result.problems().first().text() << '\n';
                return 1;
            }
            last = result.value();
        }
        std::sort(times.begin(), times.end());
        std::sort(cpuTimes.begin(), cpuTimes.end());
        // Wall time depends on what else the machine runs; CPU time (all threads) does not.
        out << QStringLiteral("  10000 draws x %1 options, %2 thread(s): wall median %3 ms "
                              "(min %4 ms), CPU median %5 ms%6\n")
                        .arg(scenario.options.size())
                        .arg(threads)
                        .arg(times[times.size() / 2], 0, 'f', 1)
                        .arg(times.front(), 0, 'f', 1)
                        .arg(cpuTimes[cpuTimes.size() / 2], 0, 'f', 1)
                        .arg(threads == 2 ? QStringLiteral(" (target < 300 ms wall)") : QString());
    }
    out << "  drivers drawn:";
    for (const Driver driver : std::as_const(last.activeDrivers))
        out << ' ' << Drivers::key(driver);
    out << '\n';
    for (const OptionDistribution &option : std::as_const(last.options)) {
        if (option.feasible)
            out << QStringLiteral("  %1: P10 %2  P50 %3  P90 %4  cheapest %5%\n")
                            .arg(option.name, option.p10.toString(2), option.p50.toString(2),
                                 option.p90.toString(2))
                            .arg(option.probabilityCheapest * 100.0, 0, 'f', 1);
    }
    return 0;
}
