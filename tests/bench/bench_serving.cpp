// SPDX-License-Identifier: GPL-3.0-or-later
// Measures the serving target of docs/architecture.md, "Tests" (issue 24): the P99 sizing of every
// option of the demo's P99 scenario < 500 ms on 2 cores; cold (a simulation cache of the call's
// own, as a first compute or `infertco-cli compute` has) and warm (the cache the window keeps
// across edits that change neither the workload nor an accelerator). Also the averaged twin
// computed with its latency (`compute --latency`, the window's latency view), which runs the same
// simulations. Prints medians and what each compute simulated (SimulationCache's count: a
// capacity search counts once, a run at the peak-month load once).
#include "cost/engine.h"
#include "io/bundle/bundlereader.h"
#include "io/import/requestlogimport.h"

#include "benchsupport.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTextStream>

#include <sys/resource.h>

#include <cstdlib>

using namespace infertco;

namespace {

struct Measured
{
    double coldMs = 0;
    double warmMs = 0;
    long long simulationsCold = 0; ///< run by one cold compute
    long long simulationsWarm = 0; ///< run by one warm compute (0: everything was cached)
};

Measured measure(const Scenario &scenario, const Catalog &catalog, bool latency, int runs)
{
    Measured measured;
    // Cold: every compute with a cache of its own, so every capacity search and every run at
    // the peak-month load is simulated again.
    measured.coldMs = bench::medianMs(runs, [&](int run) {
        SimulationCache cache;
        EngineOptions options;
        options.latency = latency;
        options.simulations = &cache;
        if (!Engine::compute(scenario, catalog, options).ok())
            std::abort();
        if (run == 0)
            measured.simulationsCold = cache.simulationsRun();
    });
    // Warm: one cache across computes, filled by a first compute that is not timed.
    SimulationCache cache;
    EngineOptions options;
    options.latency = latency;
    options.simulations = &cache;
    if (!Engine::compute(scenario, catalog, options).ok())
        std::abort();
    const long long before = cache.simulationsRun();
    measured.warmMs = bench::medianMs(runs * 5, [&](int) {
        if (!Engine::compute(scenario, catalog, options).ok())
            std::abort();
    });
    measured.simulationsWarm = (cache.simulationsRun() - before) / (runs * 5);
    return measured;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QString path = argc > 1 ? QString::fromLocal8Bit(argv[1])
                                  : QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json");
    const QString p99Id
            = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("hk-chat-slo-p99");
    const QString averageId
            = argc > 3 ? QString::fromLocal8Bit(argv[3]) : QStringLiteral("hk-chat-slo-average");
    const Outcome<Bundle> bundle = BundleReader::readFile(path);
    if (!bundle.ok() || !bundle.value().scenario(p99Id)) {
        out << "cannot read scenario " << p99Id << " of " << path << '\n';
        return 1;
    }
    const Catalog &catalog = bundle.value().catalog;
    const Scenario &p99 = *bundle.value().scenario(p99Id);
    constexpr int Runs = 7;

    out << "InferTCO serving benchmark (" << path << ")\n";
    const auto print = [&](const QString &what, const Scenario &scenario, const Measured &m) {
        out << QStringLiteral("  %1 (%2, %3 options): cold %4 ms (%5 simulated), warm %6 ms "
                              "(%7 simulated)\n")
                        .arg(what, scenario.id)
                        .arg(scenario.options.size())
                        .arg(m.coldMs, 0, 'f', 1)
                        .arg(m.simulationsCold)
                        .arg(m.warmMs, 0, 'f', 2)
                        .arg(m.simulationsWarm);
    };
    print(QStringLiteral("P99 sizing, every option"), p99, measure(p99, catalog, false, Runs));
    if (const Scenario *average = bundle.value().scenario(averageId)) {
        print(QStringLiteral("average sizing with --latency"), *average,
              measure(*average, catalog, true, Runs));
    }
    // docs/serving.md, "Request logs": the P99 scenario on a 20,000-row log, lengths and
    // arrivals from it. The rows are the code trace of tests/data/traces (8,818 requests)
    // tiled: copy k of row j arrives at T_j + k × (the trace's span + its mean gap).
    const Outcome<RequestLogImport::Imported> trace = RequestLogImport::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/data/traces/azure-llm-2023-code.csv"),
            QStringLiteral("code"), QString());
    if (!trace.ok()) {
        out << "the code trace does not read\n";
        return 1;
    }
    const std::vector<RequestLogRow> &base = trace.value().log.requests->rows();
    const auto tiled = [&base](qsizetype count) {
        const qint64 span = base.back().tUs - base.front().tUs;
        const qint64 period = span + span / static_cast<qint64>(base.size() - 1);
        std::vector<RequestLogRow> rows;
        rows.reserve(static_cast<size_t>(count));
        for (qsizetype j = 0; j < count; ++j) {
            RequestLogRow row = base[static_cast<size_t>(j) % base.size()];
            row.tUs += static_cast<qint64>(static_cast<size_t>(j) / base.size()) * period;
            rows.push_back(row);
        }
        return rows;
    };
    {
        Catalog withLog = catalog;
        RequestLog log;
        log.id = QStringLiteral("tiled-code");
        log.requests = std::make_shared<const RequestLogRows>(tiled(20000));
        withLog.requestLogs.append(log);
        Scenario onLog = p99;
        onLog.workload.requestLog = log.id;
        onLog.workload.lengths = LengthSource::Log;
        onLog.workload.arrival = ArrivalProcess::Log;
        print(QStringLiteral("P99 sizing on a 20,000-row log"), onLog,
              measure(onLog, withLog, false, 3));
    }
    {
        // A 1,000,000-row CSV (arrival_s,prompt_tokens,output_tokens) read as a log.
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("million.csv"));
        {
            QFile file(csv);
            if (!file.open(QIODevice::WriteOnly))
                return 1;
            QByteArray text = "arrival_s,prompt_tokens,output_tokens\n";
            for (const RequestLogRow &row : tiled(1000000)) {
                text += QByteArray::number(row.tUs / 1000000) + '.'
                        + QByteArray::number(row.tUs % 1000000).rightJustified(6, '0') + ','
                        + QByteArray::number(row.promptTokens) + ','
                        + QByteArray::number(row.outputTokens) + '\n';
            }
            file.write(text);
        }
        rusage before{};
        getrusage(RUSAGE_SELF, &before);
        qsizetype rows = 0;
        const double ms = bench::medianMs(3, [&](int) {
            const Outcome<RequestLogImport::Imported> read
                    = RequestLogImport::readFile(csv, QStringLiteral("million"), QString());
            if (!read.ok())
                std::abort();
            rows = read.value().log.rowCount();
        });
        rusage after{};
        getrusage(RUSAGE_SELF, &after);
        out << QStringLiteral("  import of a %1-row CSV request log: %2 ms median; peak memory "
                              "%3 MB (%4 MB before)\n")
                        .arg(rows)
                        .arg(ms, 0, 'f', 1)
                        .arg(after.ru_maxrss / 1024)
                        .arg(before.ru_maxrss / 1024);
    }
    out << QStringLiteral("  medians over %1 runs (warm: %2); the engine computes on one thread\n"
                          "  target (docs/serving.md): P99 sizing of every option of the demo "
                          "< 500 ms on 2 cores\n")
                    .arg(Runs)
                    .arg(Runs * 5);
    return 0;
}
