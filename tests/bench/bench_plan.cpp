// SPDX-License-Identifier: GPL-3.0-or-later
// Measures the plan search target of docs/method.md, "Plan search": the demo catalog's whole search
// (every rent, colo and hybrid candidate, each hybrid with its best owned-server count) < 500 ms
// under average sizing on 2 cores. Prints the median wall time on 1 and 2 threads and the search's
// size; then the same search for the demo's scenario sized by P99 ("the figure under P99
// sizing"), where every candidate's SLO capacity is simulated, and that search on a 20,000-row
// request log.
//   bench_plan [BUNDLE [SCENARIO [P99 SCENARIO]]]
#include "io/bundle/bundlereader.h"
#include "io/import/requestlogimport.h"
#include "model/entities/enums.h"
#include "plan/plansearch.h"

#include "benchsupport.h"

#include <QCoreApplication>
#include <QTextStream>

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
    const Scenario &scenario = *bundle.value().scenario(scenarioId);
    const Catalog &catalog = bundle.value().catalog;

    out << "InferTCO plan search benchmark (" << path << ")\n";
    const auto search = [&](const Scenario &searched, int runs, const QString &target) {
        out << "  " << searched.id << " (" << toText(searched.workload.sizing) << " sizing)\n";
        PlanSearchResult last;
        for (const int threads : { 1, 2 }) {
            PlanQuery query;
            query.threads = threads;
            bool failed = false;
            const double ms = bench::medianMs(runs, [&](int) {
                const Outcome<PlanSearchResult> result = PlanSearch::run(searched, catalog, query);
                if (!result.ok())
                    failed = true;
                else
                    last = result.value();
            });
            if (failed) {
                out << "the search failed\n";
                return false;
            }
            out << "    " << threads << " thread(s): median " << QString::number(ms, 'f', 1)
                << " ms over " << runs << " runs\n";
        }
        int leftOut = 0;
        for (const int count : std::as_const(last.leftOut))
            leftOut += count;
        out << "    " << last.plans.size() << " candidates ranked, " << leftOut << " left out";
        if (!last.plans.isEmpty())
            out << "; cheapest: " << last.plans.first().option.name << " at "
                << last.plans.first().result.total.toString(2) << ' ' << last.currency;
        out << "\n    " << target << '\n';
        return true;
    };
    if (!search(scenario, 7,
                QStringLiteral("target (docs/method.md, Plan search): < 500 ms on 2 cores")))
        return 1;
    const QString p99Id
            = argc > 3 ? QString::fromLocal8Bit(argv[3]) : QStringLiteral("hk-chat-slo-p99");
    const Scenario *p99 = bundle.value().scenario(p99Id);
    if (!p99 || p99->workload.sizing != SizingMode::P99) {
        out << "  no scenario " << p99Id << " sized by P99 in " << path << '\n';
        return 1;
    }
    // Each search simulates every card's capacity afresh (the candidates of one card share a
    // search: docs/serving.md, "Caching"): fewer runs.
    if (!search(*p99, 3,
                QStringLiteral("target (docs/serving.md, P99 sizing): < 500 ms on 2 cores")))
        return 1;
    // docs/serving.md, "Request logs": the same search on a 20,000-row log, lengths and arrivals
    // from it: the code trace of tests/data/traces tiled as bench_serving tiles it (copy k of row
    // j arrives at T_j + k × (the trace's span + its mean gap)).
    const Outcome<RequestLogImport::Imported> trace = RequestLogImport::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/data/traces/azure-llm-2023-code.csv"),
            QStringLiteral("code"), QString());
    if (!trace.ok()) {
        out << "the code trace does not read\n";
        return 1;
    }
    const std::vector<RequestLogRow> &base = trace.value().log.requests->rows();
    const qint64 span = base.back().tUs - base.front().tUs;
    const qint64 period = span + span / static_cast<qint64>(base.size() - 1);
    std::vector<RequestLogRow> rows;
    for (size_t j = 0; j < 20000; ++j) {
        RequestLogRow row = base[j % base.size()];
        row.tUs += static_cast<qint64>(j / base.size()) * period;
        rows.push_back(row);
    }
    Bundle withLog = bundle.value();
    RequestLog log;
    log.id = QStringLiteral("tiled-code");
    log.requests = std::make_shared<const RequestLogRows>(std::move(rows));
    withLog.catalog.requestLogs.append(log);
    Scenario onLog = *p99;
    onLog.id = p99->id + QStringLiteral(" on a 20,000-row log");
    onLog.workload.requestLog = log.id;
    onLog.workload.lengths = LengthSource::Log;
    onLog.workload.arrival = ArrivalProcess::Log;
    const Catalog &logCatalog = withLog.catalog;
    const auto searchOnLog = [&]() {
        out << "  " << onLog.id << " (p99 sizing)\n";
        PlanQuery query;
        query.threads = 2;
        bool failed = false;
        const double ms = bench::medianMs(3, [&](int) {
            failed = failed || !PlanSearch::run(onLog, logCatalog, query).ok();
        });
        out << "    2 thread(s): median " << QString::number(ms, 'f', 1) << " ms over 3 runs\n"
            << "    target (docs/serving.md, request logs): < 2 s on 2 cores\n";
        return !failed;
    };
    if (!searchOnLog())
        return 1;
    return 0;
}
