// SPDX-License-Identifier: GPL-3.0-or-later
// docs/serving.md, "P99 sizing" in the engine: P99 sizing (the SLO capacity replaces replica_tps
// for every feasible t), the latency at the peak-month load, the roofline, the simulation cache and
// the v3 advice, checked against the worked example copied into tests/golden (example-hk-v3).
#include "analysis/advice.h"
#include "cost/engine.h"
#include "cost/latencyinputs.h"
#include "io/output/resultformat.h"
#include "resultcompare.h"
#include "sourcetree.h"

#include <QFile>
#include <QScopeGuard>
#include <QTest>

using namespace infertco;
using namespace infertco::testing;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// example-hk-v3.json: scenario example-v2 sized by averages, example-v2-p99 the same workload
// sized by P99 under bursty arrivals (cv 2.5), 512-token chunks, 1.5 ms per iteration, 4000
// requests, seed 11; the L40S has tp_efficiency_by_size {2: 0.8, 4: 0.65}.
Bundle exampleV3()
{
    return readBundleFile(sourcePath("tests/golden/example-hk-v3.json"));
}

Scenario p99Scenario(const Bundle &bundle)
{
    return *bundle.scenario(QStringLiteral("example-v2-p99"));
}

const OptionResult &option(const Result &result, const char *name)
{
    for (const OptionResult &o : result.options) {
        if (o.name == QLatin1String(name))
            return o;
    }
    qFatal("no option %s", name);
}

// The replica of example-v2's NPU option at its chosen t, as the engine simulates it.
ReplicaModel npuReplica(const Bundle &bundle, const Scenario &scenario)
{
    EngineOptions options;
    options.latency = true;
    const Result result = Engine::compute(scenario, bundle.catalog, options).value();
    const OptionResult *npu = nullptr;
    for (const OptionResult &o : result.options) {
        if (o.name == QLatin1String("NPU colo"))
            npu = &o;
    }
    const Accelerator &accelerator = *bundle.catalog.accelerator(npu->accelerator);
    return ServingLatency::replicaModel(PerformanceModel(scenario.workload, accelerator,
                                                         npu->sizing.effectivePrecision,
                                                         scenario.headroom.toDouble())
                                                .replica(npu->sizing.tp),
                                        scenario.workload, accelerator);
}

bool hasAdvice(const OptionResult &o, AdviceKind kind)
{
    return std::any_of(o.advice.cbegin(), o.advice.cend(),
                       [kind](const Advice &a) { return a.kind == kind; });
}

} // namespace

class TestServingLatency : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // compute example-hk-v3.json --scenario example-v2 --latency: sized by averages, every
    // option with its roofline and latency (times within 0.1 %, the rest exact).
    void averageSizingWithLatencyMatchesTheWorkedExample()
    {
        const Bundle bundle = exampleV3();
        EngineOptions options;
        options.latency = true;
        const Outcome<Result> result = Advisor::compute(bundle.scenarios.first(), bundle.catalog,
                                                        QDate::currentDate(), options);
        QVERIFY(result.ok());
        const QStringList diff = resultDifferences(
                readAll(sourcePath("tests/golden/example-hk-v3-average.expected.json")),
                ResultFormat::toJson(result.value()));
        QVERIFY2(diff.isEmpty(), qPrintable(diff.join(u'\n')));
    }

    // compute example-hk-v3.json --scenario example-v2-p99: the NPU option needs 4 replicas
    // instead of 3; every L40S option keeps its t, batch and fleet.
    void p99SizingMatchesTheWorkedExample()
    {
        const Bundle bundle = exampleV3();
        const Outcome<Result> result
                = Advisor::compute(p99Scenario(bundle), bundle.catalog, QDate::currentDate());
        QVERIFY(result.ok());
        const QStringList diff = resultDifferences(
                readAll(sourcePath("tests/golden/example-hk-v3-p99.expected.json")),
                ResultFormat::toJson(result.value()));
        QVERIFY2(diff.isEmpty(), qPrintable(diff.join(u'\n')));
        const OptionResult &npu = option(result.value(), "NPU colo");
        QCOMPARE(npu.sizing.replicas, 4);
        QCOMPARE(npu.sizing.batch, 43); // section 4's B, not the simulation's
        // replica_tps = capacity × O: the latency's SLO capacity, exactly.
        QCOMPARE(npu.sizing.replicaTokensPerS, npu.latency->sloCapacityTokensPerS);
    }

    // Without --latency and under average sizing nothing is simulated and no latency printed.
    void averageSizingSimulatesNothingUnlessAsked()
    {
        const Bundle bundle = exampleV3();
        SimulationCache cache;
        EngineOptions options;
        options.simulations = &cache;
        const Outcome<Result> result = Advisor::compute(bundle.scenarios.first(), bundle.catalog,
                                                        QDate::currentDate(), options);
        QVERIFY(result.ok());
        QCOMPARE(cache.simulationsRun(), 0);
        for (const OptionResult &o : result.value().options) {
            QVERIFY(!o.latency);
            QVERIFY(!hasAdvice(o, AdviceKind::MemoryOrComputeBound));
        }
        QVERIFY(!ResultFormat::toJson(result.value()).contains("\"latency\""));
    }

    // docs/serving.md, "Caching": a second computation with the same cache simulates nothing and
    // gives the same bytes; an edit outside the workload and the accelerators (a price)
    // re-simulates nothing either.
    void cacheAnswersARepeatedComputation()
    {
        Bundle bundle = exampleV3();
        const Scenario scenario = p99Scenario(bundle);
        SimulationCache cache;
        EngineOptions options;
        options.simulations = &cache;
        const Outcome<Result> first
                = Advisor::compute(scenario, bundle.catalog, QDate::currentDate(), options);
        QVERIFY(first.ok());
        const long long runs = cache.simulationsRun();
        QVERIFY(runs > 0);
        const Outcome<Result> second
                = Advisor::compute(scenario, bundle.catalog, QDate::currentDate(), options);
        QCOMPARE(cache.simulationsRun(), runs);
        QCOMPARE(ResultFormat::toJson(second.value()), ResultFormat::toJson(first.value()));
        // A fresh cache gives the same bytes (the engine is a function of its inputs).
        QCOMPARE(ResultFormat::toJson(
                         Advisor::compute(scenario, bundle.catalog, QDate::currentDate()).value()),
                 ResultFormat::toJson(first.value()));
        Catalog edited = bundle.catalog;
        edited.coloOffers.first().rackFeePerMonth = Decimal(13000);
        QVERIFY(Advisor::compute(scenario, edited, QDate::currentDate(), options).ok());
        QCOMPARE(cache.simulationsRun(), runs);
    }

    // docs/serving.md, "Caching": the cache is keyed on what a simulation reads. An accelerator's
    // price and its max_tp (when t stays) are not read; its bandwidth efficiency is, and an
    // edit of it simulates again.
    void cacheKeyIsWhatTheSimulationReads()
    {
        const Bundle bundle = exampleV3();
        const Scenario scenario = p99Scenario(bundle);
        SimulationCache cache;
        EngineOptions options;
        options.simulations = &cache;
        const Outcome<Result> first = Engine::compute(scenario, bundle.catalog, options);
        QVERIFY(first.ok());
        const long long runs = cache.simulationsRun();
        QVERIFY(runs > 0);

        Catalog priced = bundle.catalog;
        for (Accelerator &a : priced.accelerators)
            a.price = Decimal(123456);
        QVERIFY(Engine::compute(scenario, priced, options).ok());
        QCOMPARE(cache.simulationsRun(), runs);

        Catalog faster = bundle.catalog;
        faster.accelerators.first().bwEfficiency *= 0.9;
        QVERIFY(Engine::compute(scenario, faster, options).ok());
        QVERIFY(cache.simulationsRun() > runs);

        // The same results from a cache that held the faster catalog's entries in between.
        QCOMPARE(ResultFormat::toJson(Engine::compute(scenario, bundle.catalog, options).value()),
                 ResultFormat::toJson(first.value()));
    }

    // A bounded cache evicts the least recently used replica and simulates it again when it
    // comes back; the bound holds.
    void cacheEvictsTheLeastRecentlyUsed()
    {
        const Bundle bundle = exampleV3();
        const Scenario scenario = bundle.scenarios.first();
        const ReplicaModel npu = npuReplica(bundle, scenario);
        const auto inputAt = [&](double bandwidthShare) {
            ReplicaModel replica = npu;
            replica.bandwidth *= bandwidthShare;
            return ServingLatency::simulationInput(replica, scenario.workload);
        };
        const SimulationInput a = inputAt(1.0);
        const SimulationInput b = inputAt(0.9);
        const SimulationInput c = inputAt(0.8);
        SimulationCache cache(2, 1);
        const SimulationResult atA = cache.openLoop(a, 1.0);
        cache.openLoop(b, 1.0);
        QCOMPARE(cache.simulationsRun(), 2);
        cache.openLoop(a, 1.0); // a is now the most recent
        QCOMPARE(cache.simulationsRun(), 2);
        cache.openLoop(c, 1.0); // evicts b
        QCOMPARE(cache.simulationsRun(), 3);
        QCOMPARE(cache.replicasHeld(), size_t(2));
        cache.openLoop(a, 1.0);
        QCOMPARE(cache.simulationsRun(), 3);
        cache.openLoop(b, 1.0); // simulated again: it was evicted
        QCOMPARE(cache.simulationsRun(), 4);
        QCOMPARE(cache.replicasHeld(), size_t(2));
        // An evicted and re-simulated result is the same bits.
        SimulationCache fresh;
        QCOMPARE(fresh.openLoop(a, 1.0).ttft.p99, atA.ttft.p99);
    }

    // A capacity search stopped while its answer cannot matter is resumed by the next call and
    // gives the full search's capacity, bit for bit.
    void stoppedCapacitySearchResumesToTheSameCapacity()
    {
        const Bundle bundle = exampleV3();
        const Scenario scenario = p99Scenario(bundle);
        const ReplicaModel replica = npuReplica(bundle, scenario);
        QVERIFY(ServingLatency::whyNotSimulated(replica, scenario.workload).isEmpty());
        const SimulationInput input = ServingLatency::simulationInput(replica, scenario.workload);
        const double average = 2000;
        const Workload &w = scenario.workload;
        SimulationCache cache;
        int asked = 0;
        const std::optional<double> stopped
                = cache.capacity(input, average, w.ttftMs, w.tpotMs, [&asked](double) {
                      return ++asked < 4; // matters for three questions, then no more
                  });
        QVERIFY(!stopped);
        QCOMPARE(asked, 4);
        const double resumed = cache.capacity(input, average, w.ttftMs, w.tpotMs);
        SimulationCache other;
        const double full = other.capacity(input, average, w.ttftMs, w.tpotMs);
        QCOMPARE(resumed, full);
        QCOMPARE(full,
                 ServingSimulator::sloCapacity(replica, input.shape(),
                                               *other.arrivals(input.arrivals), average, w.ttftMs,
                                               w.tpotMs));
        // Never asked again once found.
        QCOMPARE(*cache.capacity(input, average, w.ttftMs, w.tpotMs, [](double) { return false; }),
                 full);
    }

    // docs/serving.md, "Latency at the peak-month load": the peak-month load is (Pmax / O) / max_m
    // replicas(m): 2600 / 300 / 4 for the L40S options (hybrid: owned and rented replicas
    // together), 2600 / 300 / 3 for the NPU.
    void peakMonthLoad()
    {
        const Bundle bundle = exampleV3();
        EngineOptions options;
        options.latency = true;
        const Result result = Advisor::compute(bundle.scenarios.first(), bundle.catalog,
                                               QDate::currentDate(), options)
                                      .value();
        QCOMPARE(*option(result, "L40S own 1, rent the rest").latency->ratePerReplica,
                 2600.0 / 300 / 4);
        QCOMPARE(*option(result, "NPU colo").latency->ratePerReplica, 2600.0 / 300 / 3);
    }

    // docs/serving.md, "Latency at the peak-month load": the load is divided by the replicas the
    // demand needs, max_m replicas(m), even where the servers bought hold more. example-v2's NPU
    // colo (t 4, 3 replicas at the 2600 tokens/s peak) on 8-slot fully populated servers takes
    // ceil(3 / floor(8 / 4)) = 2 servers, 16 cards, but the rate per replica stays
    // 2600 / 300 / 3 = 2.8889 requests/s, not 2600 / 300 / 4.
    void peakMonthLoadOverTheReplicasTheDemandNeeds()
    {
        Bundle bundle = exampleV3();
        bundle.catalog.platforms.first().slots = 8;
        bundle.catalog.platforms.first().fullyPopulated = true;
        EngineOptions options;
        options.latency = true;
        const Result result
                = Engine::compute(bundle.scenarios.first(), bundle.catalog, options).value();
        const OptionResult &npu = option(result, "NPU colo");
        QCOMPARE(npu.sizing.tp, 4);
        QCOMPARE(npu.sizing.replicas, 3);
        QCOMPARE(npu.sizing.servers, 2);
        QCOMPARE(npu.sizing.accelerators, 16);
        QCOMPARE(*npu.latency->ratePerReplica, 2600.0 / 300 / 3);
    }

    // The window's sweep goes through the cache: the same points, bit for bit, as
    // ServingSimulator::sweep, and a second sweep of the same replica simulates nothing.
    void cachedSweepMatchesTheSimulatorAndRunsOnce()
    {
        const Bundle bundle = exampleV3();
        const Scenario scenario = bundle.scenarios.first();
        EngineOptions options;
        options.latency = true;
        const Result result
                = Advisor::compute(scenario, bundle.catalog, QDate::currentDate(), options).value();
        const OptionResult &npu = option(result, "NPU colo");
        const Accelerator &accelerator = *bundle.catalog.accelerator(npu.accelerator);
        const double headroom = scenario.headroom.toDouble();
        const ReplicaModel replica = ServingLatency::replicaModel(
                PerformanceModel(scenario.workload, accelerator, npu.sizing.effectivePrecision,
                                 headroom)
                        .replica(npu.sizing.tp),
                scenario.workload, accelerator);
        const double capacity = npu.latency->sloCapacityTokensPerS / scenario.workload.outputTokens;
        SimulationCache cache;
        const SimulationInput input = ServingLatency::simulationInput(replica, scenario.workload);
        const std::vector<SweepPoint> cached = cache.sweep(input, capacity);
        QCOMPARE(cache.simulationsRun(), 10);
        const std::vector<SweepPoint> direct
                = ServingSimulator::sweep(replica, ServingLatency::shape(scenario.workload),
                                          *cache.arrivals(input.arrivals), capacity);
        QCOMPARE(cached.size(), size_t(10));
        for (size_t k = 0; k < cached.size(); ++k) {
            QCOMPARE(cached[k].load, direct[k].load);
            QCOMPARE(cached[k].ratePerS, direct[k].ratePerS);
            QCOMPARE(cached[k].ttftP99, direct[k].ttftP99);
            QCOMPARE(cached[k].tpotP99, direct[k].tpotP99);
        }
        QVERIFY(cache.sweep(input, capacity).size() == 10);
        QCOMPARE(cache.simulationsRun(), 10);
        QVERIFY(cache.sweep(input, 0).empty());
    }

    // Latency::shareOfCapacity reads the load as the advice does: the NPU's peak rate
    // 2600 / 300 / 3 = 2.8889 req/s against 772.539 / 300 = 2.5751 req/s is 1.1218 (112 %).
    void shareOfCapacity()
    {
        Latency latency;
        latency.sloCapacityTokensPerS = 3000; // 10 req/s at O = 300
        QVERIFY(!latency.shareOfCapacity(300)); // a closed loop has no rate
        latency.ratePerReplica = 8.5;
        QCOMPARE(*latency.shareOfCapacity(300), 8.5 / (3000.0 / 300)); // 0.85
        QVERIFY(!latency.shareOfCapacity(0));
        latency.sloCapacityTokensPerS = 0;
        QVERIFY(!latency.shareOfCapacity(300)); // no load meets the targets

        const Bundle bundle = exampleV3();
        EngineOptions options;
        options.latency = true;
        const Result result = Advisor::compute(bundle.scenarios.first(), bundle.catalog,
                                               QDate::currentDate(), options)
                                      .value();
        const std::optional<double> npu = option(result, "NPU colo").latency->shareOfCapacity(300);
        QVERIFY(npu);
        QVERIFY2(*npu > 1.12 && *npu < 1.125, qPrintable(QString::number(*npu)));
    }

    // docs/serving.md, "Request logs": with lengths "log" the capacity in tokens/s was made
    // with Obar, and the share of it divides by Obar, not by the workload's O.
    // Capacity 3000 tokens/s at Obar = 200 is 3000 / 200 = 15 req/s; at 9 req/s per replica
    // the load is 9 / 15 = 0.6 (60 %), not near capacity. Divided by O = 300 instead it read
    // 9 / (3000 / 300) = 0.9 (90 %), above 0.85.
    void shareOfCapacityDividesByMeanOutput()
    {
        Latency latency;
        latency.sloCapacityTokensPerS = 3000;
        latency.meanOutputTokens = 200;
        latency.ratePerReplica = 9;
        QCOMPARE(*latency.shareOfCapacity(), 0.6);
        QVERIFY(!latency.nearCapacity());
        QCOMPARE(*latency.shareOfCapacity(300), 0.9);
        QVERIFY(latency.nearCapacity(300));
    }

    // The engine gives each latency the Obar its capacity was made with: a log of outputs 100
    // and 300 (Obar = 400 / 2 = 200) under a workload of output_tokens 300.
    void engineKeepsTheMeanOutput()
    {
        Bundle bundle = exampleV3();
        RequestLog log;
        log.id = QStringLiteral("two");
        log.requests = std::make_shared<const RequestLogRows>(
                std::vector<RequestLogRow>{ { 0, 200, 100 }, { 1000000, 400, 300 } });
        bundle.catalog.requestLogs.append(log);
        Scenario scenario = p99Scenario(bundle);
        scenario.workload.sizing = SizingMode::Average;
        scenario.workload.requestLog = QStringLiteral("two");
        scenario.workload.lengths = LengthSource::Log;
        QVERIFY(scenario.workload.outputTokens != 200);
        EngineOptions options;
        options.latency = true;
        const Outcome<Result> result = Engine::compute(scenario, bundle.catalog, options);
        QVERIFY(result.ok());
        int checked = 0;
        for (const OptionResult &o : result.value().options) {
            if (!o.latency || !o.latency->ratePerReplica)
                continue;
            const Latency &l = *o.latency;
            QCOMPARE(l.meanOutputTokens, 200.0);
            QCOMPARE(*l.shareOfCapacity(), *l.ratePerReplica / (l.sloCapacityTokensPerS / 200.0));
            // The window's figure is the one the CLI prints.
            const std::optional<LatencyFigures> figures
                    = ResultFormat::latencyFigures(o, scenario.workload);
            QVERIFY(figures && figures->peakLoadPercent);
            QCOMPARE(*figures->peakLoadPercent, *l.shareOfCapacity() * 100.0);
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    // Which requests the figures come from, in the words every view uses.
    void latencyInputs_data()
    {
        QTest::addColumn<int>("lengths"); ///< LengthSource
        QTest::addColumn<int>("arrival"); ///< ArrivalProcess
        QTest::addColumn<QString>("sentence");
        const auto row = [](const char *name, LengthSource l, ArrivalProcess a, const char *text) {
            QTest::newRow(name) << int(l) << int(a) << QString::fromUtf8(text);
        };
        row("fixed, Poisson", LengthSource::Fixed, ArrivalProcess::Poisson,
            "Requests simulated with fixed lengths (1,000 prompt and 250 output tokens) and "
            "Poisson arrivals.");
        row("fixed, bursty", LengthSource::Fixed, ArrivalProcess::Bursty,
            "Requests simulated with fixed lengths (1,000 prompt and 250 output tokens) and "
            "bursty arrivals (gap CV 3.5).");
        row("log lengths, Poisson", LengthSource::Log, ArrivalProcess::Poisson,
            "Requests simulated with the lengths of request log \u201CCode\u201D and Poisson "
            "arrivals.");
        row("fixed, log arrivals", LengthSource::Fixed, ArrivalProcess::Log,
            "Requests simulated with fixed lengths (1,000 prompt and 250 output tokens) and the "
            "arrivals of request log \u201CCode\u201D.");
        row("both from the log", LengthSource::Log, ArrivalProcess::Log,
            "Requests simulated with the lengths and the arrivals of request log "
            "\u201CCode\u201D.");
    }

    void latencyInputs()
    {
        QFETCH(int, lengths);
        QFETCH(int, arrival);
        QFETCH(QString, sentence);
        // Numbers as the user's locale writes them: English here.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const auto restore = qScopeGuard([before] { QLocale::setDefault(before); });
        Catalog catalog;
        RequestLog log;
        log.id = QStringLiteral("code");
        log.name = QStringLiteral("Code");
        catalog.requestLogs.append(log);
        Workload w;
        w.promptTokens = 1000;
        w.outputTokens = 250;
        w.burstCv = 3.5;
        w.requestLog = QStringLiteral("code");
        w.lengths = static_cast<LengthSource>(lengths);
        w.arrival = static_cast<ArrivalProcess>(arrival);
        QCOMPARE(LatencyInputs::sentence(w, catalog), sentence);
        // A log not in the catalog is named by its id.
        QVERIFY((w.lengths == LengthSource::Fixed && w.arrival != ArrivalProcess::Log)
                || LatencyInputs::sentence(w, Catalog())
                           .contains(QStringLiteral("\u201Ccode\u201D")));
    }

    // A latency against the workload's targets, one rule for the advice, the reports and the
    // views (docs/serving.md, "The serving simulation"): a P99 misses when above target ms / 1000
    // (at the target it holds); the load is near capacity above 0.85 × slo_capacity / O requests/s.
    void againstTargets_data()
    {
        QTest::addColumn<double>("ttftS");
        QTest::addColumn<double>("tpotS");
        QTest::addColumn<double>("ttftTargetMs"); ///< 0: none
        QTest::addColumn<double>("rate"); ///< requests/s per replica; 0: a closed loop
        QTest::addColumn<double>("capacityTokensPerS");
        QTest::addColumn<int>("outputTokens");
        QTest::addColumn<bool>("ttftMissed");
        QTest::addColumn<bool>("tpotMissed");
        QTest::addColumn<bool>("nearCapacity");
        // TPOT target 50 ms throughout. 3000 tokens/s / 300 = 10 requests/s; 0.85 × 10 = 8.5.
        QTest::newRow("within both, load at 85 %")
                << 0.2 << 0.04 << 500.0 << 8.5 << 3000.0 << 300 << false << false << false;
        // 0.5 s ≤ 500 / 1000 and 0.05 s ≤ 50 / 1000: a P99 at its target holds.
        QTest::newRow("both at their targets")
                << 0.5 << 0.05 << 500.0 << 1.0 << 3000.0 << 300 << false << false << false;
        // 0.500001 > 0.5; 0.0501 > 0.05.
        QTest::newRow("TTFT 1 us over")
                << 0.500001 << 0.04 << 500.0 << 1.0 << 3000.0 << 300 << true << false << false;
        QTest::newRow("TPOT 0.1 ms over")
                << 0.2 << 0.0501 << 500.0 << 1.0 << 3000.0 << 300 << false << true << false;
        // Without a TTFT target a 99 s first token misses nothing.
        QTest::newRow("no TTFT target")
                << 99.0 << 0.04 << 0.0 << 1.0 << 3000.0 << 300 << false << false << false;
        // 8.6 > 8.5 (86 %).
        QTest::newRow("load at 86 %")
                << 0.2 << 0.04 << 500.0 << 8.6 << 3000.0 << 300 << false << false << true;
        // Any load is above a capacity of 0; a closed loop or O = 0 has no load to compare.
        QTest::newRow("capacity 0")
                << 0.2 << 0.04 << 500.0 << 0.1 << 0.0 << 300 << false << false << true;
        QTest::newRow("closed loop")
                << 0.2 << 0.04 << 500.0 << 0.0 << 3000.0 << 300 << false << false << false;
        QTest::newRow("no output tokens")
                << 0.2 << 0.04 << 500.0 << 8.6 << 3000.0 << 0 << false << false << false;
    }

    void againstTargets()
    {
        QFETCH(double, ttftS);
        QFETCH(double, tpotS);
        QFETCH(double, ttftTargetMs);
        QFETCH(double, rate);
        QFETCH(double, capacityTokensPerS);
        QFETCH(int, outputTokens);
        QFETCH(bool, ttftMissed);
        QFETCH(bool, tpotMissed);
        QFETCH(bool, nearCapacity);
        Latency latency;
        latency.result.ttft.p99 = ttftS;
        latency.result.tpot.p99 = tpotS;
        if (rate > 0)
            latency.ratePerReplica = rate;
        latency.sloCapacityTokensPerS = capacityTokensPerS;
        const std::optional<double> ttftTarget
                = ttftTargetMs > 0 ? std::optional<double>(ttftTargetMs) : std::nullopt;
        QCOMPARE(latency.missesTtft(ttftTarget), ttftMissed);
        QCOMPARE(latency.missesTpot(50), tpotMissed);
        QCOMPARE(latency.nearCapacity(outputTokens), nearCapacity);
        // The simulator's own test of the targets agrees.
        QCOMPARE(ServingSimulator::targetsHold(latency.result, ttftTarget, 50),
                 !ttftMissed && !tpotMissed);
    }

    // docs/method.md, "Advice": the NPU option sized by averages misses its 50 ms P99 TPOT
    // (55.3 ms); capacity 772.539 tokens/s → ceil(2600 / 772.539) = 4 replicas, 1 more than 3.
    // Its peak load 2.889 req/s is 112 % of its capacity 772.539 / 300 = 2.575 (> 85 %).
    void adviceUnderAverageSizing()
    {
        const Bundle bundle = exampleV3();
        EngineOptions options;
        options.latency = true;
        const Result result = Advisor::compute(bundle.scenarios.first(), bundle.catalog,
                                               QDate::currentDate(), options)
                                      .value();
        const OptionResult &npu = option(result, "NPU colo");
        QVERIFY(hasAdvice(npu, AdviceKind::AverageSizingMissesP99));
        QVERIFY(hasAdvice(npu, AdviceKind::PeakLoadNearCapacity));
        const auto text = [](const OptionResult &o, AdviceKind kind) {
            for (const Advice &a : o.advice) {
                if (a.kind == kind)
                    return a.text;
            }
            return QString();
        };
        QVERIFY2(text(npu, AdviceKind::AverageSizingMissesP99).contains(QLatin1String("55.3 ms")),
                 qPrintable(text(npu, AdviceKind::AverageSizingMissesP99)));
        QVERIFY2(text(npu, AdviceKind::AverageSizingMissesP99)
                         .contains(QLatin1String("1 more replica")),
                 qPrintable(text(npu, AdviceKind::AverageSizingMissesP99)));
        QVERIFY(text(npu, AdviceKind::PeakLoadNearCapacity).contains(QLatin1String("112%")));
        // Decode: ridge 312.5 / intensity 61.64 = 5.07, said as "5 times".
        QVERIFY2(text(npu, AdviceKind::MemoryOrComputeBound).contains(QLatin1String("5 times")),
                 qPrintable(text(npu, AdviceKind::MemoryOrComputeBound)));
        // Under P99 sizing the averages' advice is not given.
        const Result p99
                = Advisor::compute(p99Scenario(bundle), bundle.catalog, QDate::currentDate())
                          .value();
        QVERIFY(!hasAdvice(option(p99, "NPU colo"), AdviceKind::AverageSizingMissesP99));
        QVERIFY(hasAdvice(option(p99, "NPU colo"), AdviceKind::MemoryOrComputeBound));
    }

    // docs/serving.md, "P99 sizing": a simulation needs a prompt of at least one token. Under P99
    // sizing every t drops out ("no load meets the P99 targets"); under average sizing the latency
    // is left out with a warning and the costs stay.
    void unsimulatableReplica()
    {
        Bundle bundle = exampleV3();
        Scenario average = bundle.scenarios.first();
        average.workload.promptTokens = 0;
        average.workload.ttftMs.reset();
        EngineOptions options;
        options.latency = true;
        const Result left
                = Advisor::compute(average, bundle.catalog, QDate::currentDate(), options).value();
        for (const OptionResult &o : left.options) {
            QVERIFY(o.feasible);
            QVERIFY(!o.latency);
            QVERIFY(hasAdvice(o, AdviceKind::LatencyNotSimulated));
        }
        Scenario p99 = p99Scenario(bundle);
        p99.workload.promptTokens = 0;
        const Result dropped = Advisor::compute(p99, bundle.catalog, QDate::currentDate()).value();
        for (const OptionResult &o : dropped.options) {
            QVERIFY(!o.feasible);
            QCOMPARE(o.reason, QStringLiteral("no load meets the P99 targets"));
        }
    }
};

QTEST_GUILESS_MAIN(TestServingLatency)
#include "tst_servinglatency.moc"
