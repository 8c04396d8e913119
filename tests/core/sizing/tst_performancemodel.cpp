// SPDX-License-Identifier: GPL-3.0-or-later
// The performance model of docs/serving.md, "Sizing" and its v3 factors (docs/serving.md, "The
// performance model"): bytes kept and read, the effective bandwidth and compute at each
// tensor-parallel size and precision, step, prefill and per-token times, the memory batch, the KV
// capacity and the roofline.
#include "sizing/performancemodel.h"

#include <QTest>

#include <algorithm>

using namespace infertco;

using SizeEfficiencies = QMap<int, double>;

namespace {

// 10 B parameters, K = 2 × 1 × 1 × 500 × 2 = 2000 B/token; a card of 100 GB, 1000 GB/s and
// 1000 TFLOPS (fp16), 2000 TFLOPS (fp8); headroom 0.1 (Umem = 9e10 B).
Workload workload(int prompt = 1000, int output = 1000)
{
    Workload w;
    w.paramsB = 10;
    w.precision = Precision::Fp16;
    w.kvBytes = 2;
    w.layers = 1;
    w.kvHeads = 1;
    w.headDim = 500;
    w.promptTokens = prompt;
    w.outputTokens = output;
    return w;
}

Accelerator card()
{
    Accelerator a;
    a.memoryGb = 100;
    a.bandwidthGbs = 1000;
    a.tflops.fp16 = 1000;
    a.tflops.fp8 = 2000;
    a.tflops.int8 = 2000;
    return a;
}

} // namespace

class TestPerformanceModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sectionFourQuantities()
    {
        // P = 1000, O = 1000, fp16: W = 10e9 × 2 = 2e10, ctx = 2000, c_avg = 1000 + 500 = 1500.
        const PerformanceModel model(workload(), card(), Precision::Fp16, 0.1);
        QCOMPARE(model.weightBytes(), 2e10);
        QCOMPARE(model.kvBytesPerToken(), 2000.0);
        QCOMPARE(model.contextTokens(), 2000.0);
        QCOMPARE(model.averageContextTokens(), 1500.0);
        QCOMPARE(model.usableMemory(), 9e10); // 100e9 × 0.9
        // fp8 halves the weights: 10e9 × 1.
        QCOMPARE(PerformanceModel(workload(), card(), Precision::Fp8, 0.1).weightBytes(), 1e10);
    }

    void replicaTimes()
    {
        const PerformanceModel model(workload(), card(), Precision::Fp16, 0.1);
        const ReplicaPerformance one = model.replica(1);
        QCOMPARE(one.bandwidth(), 1e12); // 1 × 1000 × 1e9 × 1 × 1 × 1
        QCOMPARE(one.compute(), 1e15); // 1 × 1000 × 1e12
        // pf = 2 × 10e9 × 1000 / 1e15 = 0.02 s.
        QCOMPARE(one.prefillTime(), 0.02);
        // step(10) = max((2e10 + 10 × 2000 × 1500) / 1e12, 2 × 10e9 × 10 / 1e15)
        //          = max(0.02003, 0.0002) = 0.02003.
        QCOMPARE(one.stepTime(10), 0.02003);
        // T(10) = 0.02003 + 10 × 0.02 / 1000 = 0.02023.
        QCOMPARE(one.tokenTime(10), 0.02023);
        // Compute-bound step at B = 2000: 2 × 10e9 × 2000 / 1e15 = 0.04 against
        // (2e10 + 2000 × 2000 × 1500) / 1e12 = 0.026.
        QCOMPARE(one.stepTime(2000), 0.04);
        // Bmem = floor((9e10 − 2e10) / (2000 × 2000)) = floor(17500) = 17500.
        QCOMPARE(one.memoryBatch(), 17500.0);
        // KVcap = floor(7e10 / 2000) = 35,000,000 tokens.
        QCOMPARE(one.kvCapacityTokens(), 35000000.0);
        QVERIFY(one.fitsOneSequence());
        // A 60 GB card: 1 × 54e9 ≥ 2e10 + 4e6 fits; a 20 GB card: 18e9 < 2.0004e10 does not,
        // and its Bmem is negative.
        Accelerator small = card();
        small.memoryGb = 20;
        const ReplicaPerformance tooSmall
                = PerformanceModel(workload(), small, Precision::Fp16, 0.1).replica(1);
        QVERIFY(!tooSmall.fitsOneSequence());
        QVERIFY(tooSmall.memoryBatch() < 0);
        // t = 2 doubles the memory: 1.8e11 ≥ 2.0004e10.
        QVERIFY(PerformanceModel(workload(), small, Precision::Fp16, 0.1)
                        .replica(2)
                        .fitsOneSequence());
    }

    void allreduceTimes()
    {
        // docs/serving.md, "The performance model": 25 µs a layer and step plus 500 ns a token
        // and layer, one layer: ar = 1 × 25 / 1e6 = 2.5e-5 s, ar_tok = 1 × 500 / 1e9 = 5e-7 s.
        Accelerator a = card();
        a.tpEfficiency = 1;
        a.tpAllreduceUs = 25;
        a.tpAllreduceNsPerToken = 500;
        const PerformanceModel model(workload(), a, Precision::Fp16, 0.1);
        const ReplicaPerformance two = model.replica(2);
        QCOMPARE(two.allreduceTime(), 2.5e-5);
        QCOMPARE(two.allreduceTokenTime(), 5e-7);
        // t = 2: BW = 2e12, F = 2e15.
        // pf = 2 × 10e9 × 1000 / 2e15 + 2.5e-5 + 5e-7 × 1000 = 0.01 + 0.000025 + 0.0005
        //    = 0.010525.
        QCOMPARE(two.prefillTime(), 0.010525);
        // step(10) = max((2e10 + 10 × 2000 × 1500) / 2e12, 2 × 10e9 × 10 / 2e15)
        //            + 2.5e-5 + 5e-7 × 10 = 0.010015 + 0.000025 + 0.000005 = 0.010045.
        QCOMPARE(two.stepTime(10), 0.010045);
        // T(10) = 0.010045 + 10 × 0.010525 / 1000 = 0.01015025.
        QCOMPARE(two.tokenTime(10), 0.01015025);
        // t = 1 has no all-reduce: every time as without the fields, to the bit.
        const ReplicaPerformance one = model.replica(1);
        const ReplicaPerformance plain
                = PerformanceModel(workload(), card(), Precision::Fp16, 0.1).replica(1);
        QCOMPARE(one.allreduceTime(), 0.0);
        QCOMPARE(one.allreduceTokenTime(), 0.0);
        QVERIFY(one.prefillTime() == plain.prefillTime());
        QVERIFY(one.stepTime(10) == plain.stepTime(10));
        QVERIFY(one.tokenTime(10) == plain.tokenTime(10));
        // Absent (0) at t = 2: the version 3 times, to the bit (x + 0 is x).
        Accelerator without = card();
        without.tpEfficiency = 1;
        const ReplicaPerformance bare
                = PerformanceModel(workload(), without, Precision::Fp16, 0.1).replica(2);
        QVERIFY(bare.prefillTime() == 2.0 * 10 * 1e9 * 1000 / 2e15);
        QVERIFY(bare.stepTime(10)
                == std::max((2e10 + 10 * 2000.0 * 1500) / 2e12, 2.0 * 10 * 1e9 * 10 / 2e15));
    }

    void tensorParallelEfficiency_data()
    {
        QTest::addColumn<double>("tpEfficiency");
        QTest::addColumn<SizeEfficiencies>("bySize");
        QTest::addColumn<int>("tp");
        QTest::addColumn<double>("e");
        QTest::addColumn<double>("bandwidth");

        const QMap<int, double> none;
        const QMap<int, double> four{ { 4, 0.7 } };
        // BW = t × 1000e9 × 1 × e × 1.
        QTest::newRow("t 1 is always 1") << 0.9 << four << 1 << 1.0 << 1e12;
        QTest::newRow("t 2 without by-size: tp_efficiency 0.9, 2 × 1e12 × 0.9")
                << 0.9 << none << 2 << 0.9 << 1.8e12;
        QTest::newRow("t 2 absent from by-size: 0.9") << 0.9 << four << 2 << 0.9 << 1.8e12;
        QTest::newRow("t 4 from by-size: 4 × 1e12 × 0.7") << 0.9 << four << 4 << 0.7 << 2.8e12;
        QTest::newRow("t 8 absent: 8 × 1e12 × 0.9") << 0.9 << four << 8 << 0.9 << 7.2e12;
    }

    void tensorParallelEfficiency()
    {
        QFETCH(double, tpEfficiency);
        QFETCH(SizeEfficiencies, bySize);
        QFETCH(int, tp);
        QFETCH(double, e);
        QFETCH(double, bandwidth);
        Accelerator a = card();
        a.tpEfficiency = tpEfficiency;
        a.tpEfficiencyBySize = bySize;
        const PerformanceModel model(workload(), a, Precision::Fp16, 0.1);
        QCOMPARE(model.tpEfficiency(tp), e);
        QCOMPARE(model.replica(tp).bandwidth(), bandwidth);
        QCOMPARE(model.replica(tp).compute(), bandwidth * 1000); // F / BW = 1000 at any t
    }

    void efficiencyByPrecision_data()
    {
        QTest::addColumn<Precision>("precision");
        QTest::addColumn<double>("bwEfficiency");
        QTest::addColumn<double>("computeEfficiency");
        QTest::addColumn<double>("bandwidth");
        QTest::addColumn<double>("compute");

        // Card-wide bw 0.8, compute 0.5; "fp16": {bw 0.9}, "fp8": {compute 0.6}.
        QTest::newRow("fp16: bw replaced, 1e12 × 0.9; compute kept, 1e15 × 0.5")
                << Precision::Fp16 << 0.9 << 0.5 << 0.9e12 << 0.5e15;
        QTest::newRow("bf16 reads the fp16 entry")
                << Precision::Bf16 << 0.9 << 0.5 << 0.9e12 << 0.5e15;
        QTest::newRow("fp8: compute replaced, 2000e12 × 0.6; bw kept, 1e12 × 0.8")
                << Precision::Fp8 << 0.8 << 0.6 << 0.8e12 << 1.2e15;
        QTest::newRow("int8 has no entry: both card-wide, 1e12 × 0.8, 2000e12 × 0.5")
                << Precision::Int8 << 0.8 << 0.5 << 0.8e12 << 1e15;
    }

    void efficiencyByPrecision()
    {
        QFETCH(Precision, precision);
        QFETCH(double, bwEfficiency);
        QFETCH(double, computeEfficiency);
        QFETCH(double, bandwidth);
        QFETCH(double, compute);
        Accelerator a = card();
        a.bwEfficiency = 0.8;
        a.computeEfficiency = 0.5;
        a.efficiencyByPrecision.insert(QStringLiteral("fp16"), { 0.9, std::nullopt });
        a.efficiencyByPrecision.insert(QStringLiteral("fp8"), { std::nullopt, 0.6 });
        const PerformanceModel model(workload(), a, precision, 0.1);
        QCOMPARE(model.bandwidthEfficiency(), bwEfficiency);
        QCOMPARE(model.computeEfficiency(), computeEfficiency);
        QCOMPARE(model.replica(1).bandwidth(), bandwidth);
        QCOMPARE(model.replica(1).compute(), compute);
    }

    void roofline_data()
    {
        QTest::addColumn<int>("prompt");
        QTest::addColumn<int>("batch");
        QTest::addColumn<double>("decode");
        QTest::addColumn<double>("prefill");
        QTest::addColumn<bool>("decodeComputeBound");
        QTest::addColumn<bool>("prefillComputeBound");

        // Ridge = F / BW = 1e15 / 1e12 = 1000 FLOP/byte; O = 1000.
        // P 1000, B 10: decode 2e10 × 10 / (2e10 + 10 × 2000 × 1500) = 2e11 / 2.003e10;
        // prefill 2e10 × 1000 / (2e10 + 2000 × 1000) = 2e13 / 2.0002e10 = 999.90…: just memory.
        QTest::newRow("P 1000, B 10: both memory-bound")
                << 1000 << 10 << 2e11 / 2.003e10 << 2e13 / 2.0002e10 << false << false;
        // P 2000: prefill 4e13 / (2e10 + 4e6) = 1999.6; c_avg = 2500.
        QTest::newRow("P 2000, B 10: prefill compute-bound")
                << 2000 << 10 << 2e11 / 2.005e10 << 4e13 / 2.0004e10 << false << true;
        // B 100000 (beyond memory, but the formula is the formula): decode
        // 2e15 / (2e10 + 1e5 × 2000 × 1500) = 2e15 / 3.2e11 = 6250 ≥ 1000.
        QTest::newRow("huge batch: decode compute-bound")
                << 1000 << 100000 << 6250.0 << 2e13 / 2.0002e10 << true << false;
    }

    void roofline()
    {
        QFETCH(int, prompt);
        QFETCH(int, batch);
        QFETCH(double, decode);
        QFETCH(double, prefill);
        QFETCH(bool, decodeComputeBound);
        QFETCH(bool, prefillComputeBound);
        const Roofline r = PerformanceModel(workload(prompt), card(), Precision::Fp16, 0.1)
                                   .replica(1)
                                   .roofline(batch);
        QCOMPARE(r.ridgeFlopsPerByte, 1000.0);
        // The roof: BW 1e12 bytes/s up to the ridge, F 1e15 FLOP/s above it.
        QCOMPARE(r.bandwidthBytesPerS, 1e12);
        QCOMPARE(r.computeFlopsPerS, 1e15);
        QCOMPARE(r.attainable(10.0), 1e13); // 10 × 1e12, under the ceiling
        QCOMPARE(r.attainable(1000.0), 1e15); // at the ridge both give F
        QCOMPARE(r.attainable(5000.0), 1e15); // 5e15 capped at F
        QCOMPARE(r.attainable(decode), std::min(1e15, decode * 1e12));
        QCOMPARE(r.decodeIntensity, decode);
        QCOMPARE(r.prefillIntensity, prefill);
        QCOMPARE(r.decodeComputeBound(), decodeComputeBound);
        QCOMPARE(r.prefillComputeBound(), prefillComputeBound);
    }

    void roofline_atTheRidgeIsComputeBound()
    {
        // docs/serving.md, "Roofline": "compute"-bound if ≥ ridge. P 0 gives prefill intensity 0;
        // with tflops 1 and bandwidth 1000 GB/s the ridge is 1e12 / 1e12 = 1 FLOP/byte, and a 1
        // B-parameter fp16 model at B = 1 with no KV reads 2e9 / 2e9 = 1 FLOP per byte.
        Workload w = workload(0, 1);
        w.paramsB = 1;
        w.layers = 0;
        Accelerator a = card();
        a.tflops.fp16 = 1;
        const Roofline r = PerformanceModel(w, a, Precision::Fp16, 0.1).replica(1).roofline(1);
        QCOMPARE(r.ridgeFlopsPerByte, 1.0);
        QCOMPARE(r.decodeIntensity, 1.0);
        QVERIFY(r.decodeComputeBound());
        QVERIFY(!r.prefillComputeBound());
    }
};

QTEST_APPLESS_MAIN(TestPerformanceModel)
#include "tst_performancemodel.moc"
