// SPDX-License-Identifier: GPL-3.0-or-later
// The calibration fit (docs/serving.md, "Calibration"): runs synthesised with the serving
// simulation from known factors are fitted back to those factors from another card; every
// factor stays in its range whatever the measurements; the result does not depend on the
// number of threads; the calibrated card keeps every other field; bad input is refused.
#include "calibration/calibration.h"
#include "cost/servinglatency.h"
#include "serving/simulator.h"
#include "sizing/performancemodel.h"

#include <QTest>

#include <cmath>

using namespace infertco;

namespace {

Workload llama8b()
{
    Workload w;
    w.paramsB = 8.03;
    w.precision = Precision::Bf16;
    w.kvBytes = 2;
    w.layers = 32;
    w.kvHeads = 8;
    w.headDim = 128;
    w.promptTokens = 1024;
    w.outputTokens = 128;
    w.tpotMs = 50;
    w.maxBatch = 256;
    w.prefillChunkTokens = 2048;
    return w;
}

Accelerator startCard()
{
    Accelerator a;
    a.id = QStringLiteral("h100-sxm");
    a.name = QStringLiteral("H100 SXM");
    a.notes = QStringLiteral("kept as it is");
    a.memoryGb = 80;
    a.bandwidthGbs = 3350;
    a.tflops.fp16 = 989;
    a.tflops.fp8 = 1979;
    a.bwEfficiency = 0.62;
    a.computeEfficiency = 0.49;
    a.tpEfficiency = 0.78;
    a.maxTp = 8;
    a.price = Decimal(30000);
    a.currency = QStringLiteral("USD");
    return a;
}

/// Closed-loop runs at each concurrency and each (prompt, output), measured on `truth`: the
/// simulation's own TTFT and TPOT means, so that the truth fits them exactly.
QList<MeasuredRun> synthesise(const Accelerator &truth, int tp, const QList<int> &concurrencies,
                              const QList<std::pair<int, int>> &lengths)
{
    CalibrationInput input;
    input.workload = llama8b();
    input.accelerator = truth;
    input.tp = tp;
    int file = 0;
    for (const auto &[prompt, output] : lengths) {
        for (const int c : concurrencies) {
            MeasuredRun run;
            run.file = QStringLiteral("run%1.json").arg(++file);
            run.concurrency = c;
            run.requests = 20 * c;
            run.promptTokens = prompt;
            run.outputTokens = output;
            run.ttftMs = 1;
            run.tpotMs = 1;
            input.runs.append(run);
        }
    }
    const Outcome<QList<ModelledRun>> modelled = Calibration::model(input, truth);
    if (!modelled.ok())
        qFatal("synthetic runs do not simulate");
    for (qsizetype i = 0; i < input.runs.size(); ++i) {
        input.runs[i].ttftMs = modelled.value().at(i).ttftMs;
        input.runs[i].tpotMs = modelled.value().at(i).tpotMs;
    }
    return input.runs;
}

CalibrationInput inputFor(const QList<MeasuredRun> &runs, int tp)
{
    CalibrationInput input;
    input.workload = llama8b();
    input.accelerator = startCard();
    input.tp = tp;
    input.runs = runs;
    input.today = QDate(2026, 12, 7);
    return input;
}

} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recoversKnownFactorsAtTp1();
    void recoversProductsAtTp2();
    void fitsAllreduceAtTp8();
    void detailedRunSimulatesItsLengths();
    void factorsStayInRange_data();
    void factorsStayInRange();
    void sameResultOnAnyNumberOfThreads();
    void calibratedCardKeepsItsOtherFields();
    void requestsSimulated_data();
    void requestsSimulated();
    void refusals_data();
    void refusals();
    void withinBand();
};

void TestCalibration::recoversKnownFactorsAtTp1()
{
    Accelerator truth = startCard();
    truth.efficiencyByPrecision[QStringLiteral("fp16")] = { 0.71, 0.56 };
    truth.sequenceOverheadMs = 0.03;
    truth.requestOverheadMs = 45;
    const QList<MeasuredRun> runs
            = synthesise(truth, 1, { 1, 8, 32 }, { { 512, 64 }, { 2048, 128 } });
    const Outcome<CalibrationResult> result = Calibration::run(inputFor(runs, 1));
    QVERIFY(result.ok());
    const CalibratedFactors &f = result.value().factors;
    QCOMPARE(f.precisionKey, QStringLiteral("fp16"));
    QVERIFY2(std::abs(f.bw - 0.71) <= 0.015, qPrintable(QString::number(f.bw)));
    QVERIFY2(std::abs(f.compute - 0.56) <= 0.03, qPrintable(QString::number(f.compute)));
    QVERIFY2(std::abs(f.sequenceOverheadMs - 0.03) <= 0.01,
             qPrintable(QString::number(f.sequenceOverheadMs)));
    QVERIFY2(std::abs(f.requestOverheadMs - 45) <= 3,
             qPrintable(QString::number(f.requestOverheadMs)));
    QVERIFY(!f.tpEfficiency);
    // At t = 1 there is no all-reduce: it is not fitted, and the card keeps its own.
    QVERIFY(!f.allreduceUs);
    QCOMPARE(result.value().calibrated.tpAllreduceUs, 0.0);
    QCOMPARE(result.value().calibrated.tpAllreduceNsPerToken, 0.0);
    // Fitted back, every run is within 2 % of its measurement (the factors are rounded to
    // 0.001), and so inside both bands of the summary.
    for (qsizetype i = 0; i < runs.size(); ++i) {
        QVERIFY(Calibration::within(result.value().after.at(i).ttftMs, runs.at(i).ttftMs, 0.02));
        QVERIFY(Calibration::within(result.value().after.at(i).tpotMs, runs.at(i).tpotMs, 0.02));
    }
    QCOMPARE(result.value().ttftWithin25, runs.size());
    QCOMPARE(result.value().tpotWithin10, runs.size());
    // Before, on the starting card's factors, the TTFT misses by the request overhead.
    QVERIFY(result.value().before.first().ttftMs < runs.first().ttftMs - 40);
}

void TestCalibration::recoversProductsAtTp2()
{
    // At t = 2 the runs fix bw × e and compute × e; the split is the one closest to the
    // starting card, and the products come back.
    Accelerator truth = startCard();
    truth.efficiencyByPrecision[QStringLiteral("fp16")] = { 0.7, 0.5 };
    truth.tpEfficiencyBySize[2] = 0.9;
    truth.requestOverheadMs = 20;
    const QList<MeasuredRun> runs = synthesise(truth, 2, { 1, 16 }, { { 512, 64 }, { 2048, 128 } });
    const Outcome<CalibrationResult> result = Calibration::run(inputFor(runs, 2));
    QVERIFY(result.ok());
    const CalibratedFactors &f = result.value().factors;
    QVERIFY(f.tpEfficiency);
    QVERIFY2(std::abs(f.bw * *f.tpEfficiency - 0.63) <= 0.015,
             qPrintable(QString::number(f.bw * *f.tpEfficiency)));
    QVERIFY2(std::abs(f.compute * *f.tpEfficiency - 0.45) <= 0.03,
             qPrintable(QString::number(f.compute * *f.tpEfficiency)));
    QCOMPARE(result.value().calibrated.tpEfficiencyBySize.value(2), *f.tpEfficiency);
    for (qsizetype i = 0; i < runs.size(); ++i)
        QVERIFY(Calibration::within(result.value().after.at(i).tpotMs, runs.at(i).tpotMs, 0.02));
}

void TestCalibration::fitsAllreduceAtTp8()
{
    // Runs made at t = 8 with all-reduces of 30 µs a layer and step (32 layers: 0.96 ms a
    // step). Without the all-reduce the fit can only scale bandwidth, which misses the light
    // and the heavy runs at once; with it every run comes back within 3 % and the field is set
    // on the calibrated card. The per-token part is not fitted: the card keeps its own.
    Accelerator truth = startCard();
    truth.efficiencyByPrecision[QStringLiteral("fp16")] = { 0.7, 0.5 };
    truth.tpEfficiencyBySize[8] = 0.6;
    truth.tpAllreduceUs = 30;
    truth.requestOverheadMs = 20;
    const QList<MeasuredRun> runs
            = synthesise(truth, 8, { 1, 16, 128 }, { { 512, 64 }, { 4096, 128 } });
    Accelerator start = startCard();
    start.tpAllreduceNsPerToken = 12.5;
    CalibrationInput input = inputFor(runs, 8);
    input.accelerator = start;
    const Outcome<CalibrationResult> result = Calibration::run(input);
    QVERIFY(result.ok());
    const CalibratedFactors &f = result.value().factors;
    QVERIFY(f.allreduceUs);
    const Accelerator &card = result.value().calibrated;
    QCOMPARE(card.tpAllreduceUs, *f.allreduceUs);
    QCOMPARE(card.tpAllreduceNsPerToken, 12.5);
    // In the field's range, and not above what the smallest TPOT allows: 32 layers of the
    // all-reduce of one step take no longer than it.
    double tpotMin = runs.first().tpotMs;
    for (const MeasuredRun &run : runs)
        tpotMin = std::min(tpotMin, run.tpotMs);
    QVERIFY2(*f.allreduceUs > 0 && *f.allreduceUs <= tpotMin * 1000 / 32 + 0.01,
             qPrintable(QString::number(*f.allreduceUs)));
    const auto allWithin = [&](const QList<ModelledRun> &after, double band) {
        for (qsizetype i = 0; i < runs.size(); ++i) {
            if (!Calibration::within(after.at(i).tpotMs, runs.at(i).tpotMs, band)
                || !Calibration::within(after.at(i).ttftMs, runs.at(i).ttftMs, band))
                return false;
        }
        return true;
    };
    QVERIFY(allWithin(result.value().after, 0.03));

    // Without it (the factors of version 3 alone), some run is further off than 3 %.
    CalibrationOptions without;
    without.fitAllreduce = false;
    const Outcome<CalibrationResult> bare = Calibration::run(inputFor(runs, 8), without);
    QVERIFY(bare.ok());
    QVERIFY(!bare.value().factors.allreduceUs);
    QCOMPARE(bare.value().calibrated.tpAllreduceUs, 0.0);
    QVERIFY(!allWithin(bare.value().after, 0.03));
}

void TestCalibration::detailedRunSimulatesItsLengths()
{
    // A detailed run (vLLM's --save-detailed) of four requests, prompts 100 and 1,900 tokens,
    // outputs 1 and 63 (means 1,000 and 32): simulated with those lengths as a request log,
    // the requests taking the rows in turn, at its concurrency of 2.
    MeasuredRun run;
    run.file = QStringLiteral("detailed.json");
    run.concurrency = 2;
    run.requests = 4;
    run.promptTokens = 1000;
    run.outputTokens = 32;
    run.promptLengths = { 100, 1900, 100, 1900 };
    run.outputLengths = { 1, 63, 1, 63 };
    run.ttftMs = 50;
    run.tpotMs = 10;
    CalibrationInput input = inputFor({ run }, 1);
    const Outcome<QList<ModelledRun>> modelled = Calibration::model(input, startCard());
    QVERIFY(modelled.ok());

    // The same simulation by hand: the replica as the engine builds it, a closed loop of
    // min(R, max(10 × C, 20)) = 4 requests over the log.
    Workload w = llama8b();
    w.promptTokens = 1000;
    w.outputTokens = 32;
    const PerformanceModel performance(w, startCard(), Precision::Bf16, 0.1);
    const ReplicaModel replica
            = ServingLatency::replicaModel(performance.replica(1), w, startCard());
    const RequestLogRows rows({ { 0, 100, 1 }, { 0, 1900, 63 }, { 0, 100, 1 }, { 0, 1900, 63 } });
    RequestShape shape{ 1000, 32 };
    shape.log = &rows;
    const SimulationTrace trace = ServingSimulator::closedLoopTrace(replica, shape, 4, 2);
    // Every request's TTFT counts, the first wave (2 of the 4 completed) with weight 2 / 4;
    // only the two requests of 63 tokens have a TPOT (one in each wave): mean of the two at
    // the same weights.
    const double ttft = 0.5 * (trace.requests[0].ttft + trace.requests[1].ttft) / 2.0
            + 0.5 * (trace.requests[2].ttft + trace.requests[3].ttft) / 2.0;
    const double tpot = 0.5 * trace.requests[1].tpot + 0.5 * trace.requests[3].tpot;
    QCOMPARE(modelled.value().first().ttftMs, ttft * 1000.0);
    QCOMPARE(modelled.value().first().tpotMs, tpot * 1000.0);
    QVERIFY(tpot > 0);

    // With the mean lengths alone the modelled TTFT is another figure.
    MeasuredRun plain = run;
    plain.promptLengths.clear();
    plain.outputLengths.clear();
    const Outcome<QList<ModelledRun>> meanOnly
            = Calibration::model(inputFor({ plain }, 1), startCard());
    QVERIFY(meanOnly.ok());
    QVERIFY(meanOnly.value().first().ttftMs != modelled.value().first().ttftMs);

    // The fit runs on it and says how the run was simulated.
    const Outcome<CalibrationResult> result = Calibration::run(input);
    QVERIFY(result.ok());
    QCOMPARE(result.value().notes.size(), 1);
    QVERIFY2(result.value().notes.first().contains(QLatin1String("4 per-request lengths")),
             qPrintable(result.value().notes.first()));
}

void TestCalibration::factorsStayInRange_data()
{
    QTest::addColumn<double>("scale"); // the synthetic measurements, multiplied
    QTest::addColumn<int>("tp");
    // Measurements far faster than the card's peak: efficiencies would exceed 1.
    QTest::newRow("100 times too fast") << 0.01 << 1;
    QTest::newRow("100 times too fast, TP 4") << 0.01 << 4;
    // Far slower: efficiencies near 0 and large overheads.
    QTest::newRow("1000 times too slow") << 1000.0 << 1;
    QTest::newRow("1000 times too slow, TP 8") << 1000.0 << 8;
}

void TestCalibration::factorsStayInRange()
{
    QFETCH(double, scale);
    QFETCH(int, tp);
    QList<MeasuredRun> runs = synthesise(startCard(), tp, { 1, 16 }, { { 1024, 128 } });
    for (MeasuredRun &run : runs) {
        run.ttftMs *= scale;
        run.tpotMs *= scale;
    }
    const Outcome<CalibrationResult> result = Calibration::run(inputFor(runs, tp));
    QVERIFY(result.ok());
    const CalibratedFactors &f = result.value().factors;
    for (const double efficiency : { f.bw, f.compute, f.tpEfficiency.value_or(1.0) }) {
        QVERIFY2(efficiency > 0 && efficiency <= 1, qPrintable(QString::number(efficiency)));
    }
    QVERIFY(f.sequenceOverheadMs >= 0);
    QVERIFY(f.requestOverheadMs >= 0);
    // The all-reduce time of a step: fitted at t > 1 only, in [0, 1000).
    QCOMPARE(f.allreduceUs.has_value(), tp > 1);
    QVERIFY(f.allreduceUs.value_or(0) >= 0 && f.allreduceUs.value_or(0) < 1000);
    // The overheads never exceed the smallest measured time they add to.
    QVERIFY(f.requestOverheadMs <= runs.first().ttftMs * 1.001);
}

void TestCalibration::sameResultOnAnyNumberOfThreads()
{
    const QList<MeasuredRun> runs
            = synthesise(startCard(), 1, { 2, 24 }, { { 700, 90 }, { 3000, 200 } });
    QList<MeasuredRun> skewed = runs;
    skewed[0].ttftMs *= 3; // something the card cannot express exactly
    skewed[3].tpotMs *= 1.4;
    const Outcome<CalibrationResult> one = Calibration::run(inputFor(skewed, 1), { 1 });
    const Outcome<CalibrationResult> two = Calibration::run(inputFor(skewed, 1), { 2 });
    QVERIFY(one.ok() && two.ok());
    QCOMPARE(one.value().calibrated, two.value().calibrated);
    for (qsizetype i = 0; i < runs.size(); ++i) {
        QCOMPARE(one.value().after.at(i).ttftMs, two.value().after.at(i).ttftMs);
        QCOMPARE(one.value().after.at(i).tpotMs, two.value().after.at(i).tpotMs);
    }
}

void TestCalibration::calibratedCardKeepsItsOtherFields()
{
    QList<MeasuredRun> runs = synthesise(startCard(), 1, { 4 }, { { 1024, 128 } });
    runs[0].date = QDate(2026, 3, 1);
    runs.append(runs.first());
    runs[1].file = QStringLiteral("later.json");
    runs[1].date = QDate(2026, 5, 9);
    runs.append(runs.first());
    runs[2].file = QStringLiteral("undated.csv");
    runs[2].line = 2;
    runs[2].date = QDate();
    CalibrationInput input = inputFor(runs, 1);
    input.accelerator.efficiencyByPrecision[QStringLiteral("fp8")] = { 0.6, 0.4 };
    input.accelerator.tpEfficiencyBySize[8] = 0.7;
    const Outcome<CalibrationResult> result = Calibration::run(input);
    QVERIFY(result.ok());
    Accelerator expected = input.accelerator;
    const Accelerator &got = result.value().calibrated;
    QCOMPARE(got.id, QStringLiteral("h100-sxm-calibrated"));
    QCOMPARE(got.source,
             QStringLiteral("calibrated on 3 runs: run1.json, later.json, undated.csv"));
    QCOMPARE(got.quoteDate, QStringLiteral("2026-05-09")); // the newest run's date
    // Everything else is the starting card's, the fp8 and TP8 factors included.
    expected.id = got.id;
    expected.source = got.source;
    expected.quoteDate = got.quoteDate;
    expected.efficiencyByPrecision[QStringLiteral("fp16")]
            = { result.value().factors.bw, result.value().factors.compute };
    expected.sequenceOverheadMs = result.value().factors.sequenceOverheadMs;
    expected.requestOverheadMs = result.value().factors.requestOverheadMs;
    QCOMPARE(got, expected);

    // No run dated: today; --as names the card.
    for (MeasuredRun &run : input.runs)
        run.date = QDate();
    input.newId = QStringLiteral("h100-ours");
    const Outcome<CalibrationResult> undated = Calibration::run(input);
    QVERIFY(undated.ok());
    QCOMPARE(undated.value().calibrated.quoteDate, QStringLiteral("2026-12-07"));
    QCOMPARE(undated.value().calibrated.id, QStringLiteral("h100-ours"));
}

void TestCalibration::requestsSimulated_data()
{
    QTest::addColumn<int>("concurrency"); // 0: an open loop
    QTest::addColumn<int>("completed"); // 0: the file does not say
    QTest::addColumn<int>("output");
    QTest::addColumn<int>("expected");
    // Closed loop: min(R, max(10 × C, 20)); R = completed, else sim_requests (4000).
    QTest::newRow("C 1, 1000 completed: 20") << 1 << 1000 << 64 << 20;
    QTest::newRow("C 16, 1000 completed: 160") << 16 << 1000 << 64 << 160;
    QTest::newRow("C 64, 320 completed: 320") << 64 << 320 << 64 << 320;
    QTest::newRow("C 512, CSV: sim_requests 4000") << 512 << 0 << 64 << 4000;
    QTest::newRow("C 50, CSV: 500") << 50 << 0 << 64 << 500;
    // Open loop: min(max(R, 200), 1000, max(200, floor(500,000 / O))).
    QTest::newRow("open, 100 completed: 200") << 0 << 100 << 64 << 200;
    QTest::newRow("open, 800 completed: 800") << 0 << 800 << 64 << 800;
    QTest::newRow("open, CSV: 1000") << 0 << 0 << 64 << 1000;
    // 500,000 / 1,000 output tokens = 500; 500,000 / 8,192 = 61, raised to 200.
    QTest::newRow("open, O 1000: 500") << 0 << 0 << 1000 << 500;
    QTest::newRow("open, O 8192: 200") << 0 << 5000 << 8192 << 200;
}

void TestCalibration::requestsSimulated()
{
    QFETCH(int, concurrency);
    QFETCH(int, completed);
    QFETCH(int, output);
    QFETCH(int, expected);
    MeasuredRun run;
    run.outputTokens = output;
    if (concurrency > 0)
        run.concurrency = concurrency;
    else
        run.ratePerS = 2;
    run.requests = completed;
    QCOMPARE(Calibration::simulatedRequests(run, llama8b()), expected);
}

void TestCalibration::refusals_data()
{
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("maxTp");
    QTest::addColumn<int>("prompt");
    QTest::addColumn<bool>("noPrecision");
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("field");
    QTest::newRow("size beyond max_tp")
            << 8 << 4 << 1024 << false << QStringLiteral("accelerator \"h100-sxm\"")
            << QStringLiteral("max_tp");
    QTest::newRow("size 3") << 3 << 8 << 1024 << false << QStringLiteral("accelerator \"h100-sxm\"")
                            << QStringLiteral("max_tp");
    // 80 GB × 0.9 − 16.06 GB of weights leaves about 427,000 tokens of KV cache (131,072
    // bytes a token): a 500,000-token prompt is not of this model on one card.
    QTest::newRow("lengths the replica cannot hold")
            << 1 << 8 << 500000 << false << QStringLiteral("c1.json")
            << QStringLiteral("total_input_tokens");
    QTest::newRow("no precision") << 1 << 8 << 1024 << true
                                  << QStringLiteral("accelerator \"h100-sxm\"")
                                  << QStringLiteral("tflops");
}

void TestCalibration::refusals()
{
    QFETCH(int, tp);
    QFETCH(int, maxTp);
    QFETCH(int, prompt);
    QFETCH(bool, noPrecision);
    QFETCH(QString, item);
    QFETCH(QString, field);
    MeasuredRun run;
    run.file = QStringLiteral("c1.json");
    run.concurrency = 1;
    run.promptTokens = prompt;
    run.outputTokens = 100;
    run.ttftMs = 100;
    run.tpotMs = 10;
    CalibrationInput input = inputFor({ run }, tp);
    input.accelerator.maxTp = maxTp;
    if (noPrecision)
        input.accelerator.tflops = TensorThroughput{};
    const Outcome<CalibrationResult> result = Calibration::run(input);
    QVERIFY(!result.ok());
    QCOMPARE(result.problems().first().item, item);
    QCOMPARE(result.problems().first().field, field);
}

void TestCalibration::withinBand()
{
    QVERIFY(Calibration::within(110, 100, 0.10));
    QVERIFY(Calibration::within(90, 100, 0.10));
    QVERIFY(!Calibration::within(110.2, 100, 0.10));
    QVERIFY(Calibration::within(0, 0, 0.10));
    QVERIFY(!Calibration::within(1, 0, 0.10));
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
