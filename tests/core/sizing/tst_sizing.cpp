// SPDX-License-Identifier: GPL-3.0-or-later
// Sizing (docs/serving.md, "Sizing"): precision fallback, batch bounded by latency, memory and
// max_batch, replicas, servers, tensor-parallel choice, spares, racks and infeasible options.
#include "sizing/sizing.h"
#include "testdecimal.h"

#include <QTest>

using namespace infertco;
using infertco::testing::dec;

namespace {

// The figures every case starts from, chosen so the arithmetic is easy:
//   accelerator: 100 GB, 1000 GB/s, 1000 TFLOPS, efficiencies 1, max_tp 1 (unless a case
//   changes it); workload: 10 B parameters in fp16, K = 2 × 1 × 1 × 500 × 2 = 2000 B/token,
//   no prompt, 1000 output tokens (ctx = 1000, c_avg = 500), headroom 0.1.
// Then W = 10e9 × 2 = 2e10 B, Umem = 100e9 × 0.9 = 9e10 B, K × ctx = 2e6 B,
// K × c_avg = 1e6 B, and at t = 1: BW = 1e12 B/s, F = 1e15 FLOP/s, pf = 0, so
//   T(B) = max((2e10 + 1e6 B) / 1e12, 2 × 10e9 × B / 1e15) = max(0.02 + 1e-6 B, 2e-5 B),
// which is the memory term 0.02 + 1e-6 B for every B below 1052.
struct Case
{
    double paramsB = 10;
    Precision precision = Precision::Fp16;
    int promptTokens = 0;
    double memoryGb = 100;
    double tpotMs = 20.2505;
    int peak = 50000;
    int maxBatch = 256;
    int maxTp = 1;
    int slots = 8;
    double tpEfficiency = 1;
    bool dynamicShapes = false;
    double dynamicShapeEfficiency = 1;
};

struct Expected
{
    int tp = 0;
    int batch = 0;
    int memoryBatch = 0;
    double replicaTokensPerS = 0;
    int replicas = 0;
    int servers = 0;
    int accelerators = 0; ///< colo: replicas × t
    bool spans = false;
};

Accelerator acceleratorFor(const Case &c)
{
    Accelerator a;
    a.id = QStringLiteral("card");
    a.name = QStringLiteral("Test card");
    a.acceleratorClass = AcceleratorClass::DatacenterGpu;
    a.memoryGb = c.memoryGb;
    a.bandwidthGbs = 1000;
    a.tflops.fp16 = 1000;
    a.tdpW = Decimal(300);
    a.idleW = Decimal(0);
    a.price = Decimal(20000);
    a.currency = QStringLiteral("HKD");
    a.tpEfficiency = c.tpEfficiency;
    a.dynamicShapeEfficiency = c.dynamicShapeEfficiency;
    a.maxTp = c.maxTp;
    return a;
}

Workload workloadFor(const Case &c)
{
    Workload w;
    w.paramsB = c.paramsB;
    w.precision = c.precision;
    w.kvBytes = 2;
    w.layers = 1;
    w.kvHeads = 1;
    w.headDim = 500;
    w.promptTokens = c.promptTokens;
    w.outputTokens = 1000;
    w.peakOutputTokensPerS = Decimal(c.peak);
    w.tpotMs = c.tpotMs;
    w.maxBatch = c.maxBatch;
    w.dynamicShapes = c.dynamicShapes;
    return w;
}

ServerPlatform platform(int slots, int rackUnits, const char *baseW)
{
    ServerPlatform p;
    p.id = QStringLiteral("box");
    p.name = QStringLiteral("Test server");
    p.slots = slots;
    p.accepts = { AcceleratorClass::DatacenterGpu, AcceleratorClass::Npu };
    p.rackUnits = rackUnits;
    p.baseW = dec(baseW);
    p.price = Decimal(0);
    p.currency = QStringLiteral("HKD");
    return p;
}

ColoOffer coloOffer(int usableU, const char *rackPowerKw)
{
    ColoOffer o;
    o.id = QStringLiteral("colo");
    o.usableU = usableU;
    o.rackPowerKw = dec(rackPowerKw);
    o.currency = QStringLiteral("HKD");
    return o;
}

Placement rentPlacement(int perServer)
{
    Placement p;
    p.mode = OptionMode::Rent;
    p.acceleratorsPerServer = perServer;
    return p;
}

Placement coloPlacement(const ServerPlatform &platform, const ColoOffer &offer)
{
    Placement p;
    p.mode = OptionMode::Colo;
    p.acceleratorsPerServer = platform.slots;
    p.platform = &platform;
    p.coloOffer = &offer;
    return p;
}

const Decimal &headroom()
{
    static const Decimal value = dec("0.1");
    return value;
}

} // namespace

Q_DECLARE_METATYPE(Case)
Q_DECLARE_METATYPE(Expected)
Q_DECLARE_METATYPE(std::optional<infertco::Precision>)
Q_DECLARE_METATYPE(std::optional<infertco::FormFactor>)
Q_DECLARE_METATYPE(QList<infertco::FormFactor>)

class TestSizing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void precisionFallback_data();
    void precisionFallback();
    void fallbackUsesItsBytesPerParameter_data();
    void fallbackUsesItsBytesPerParameter();
    void sizes_data();
    void sizes();
    void rentPaysForEveryCardOfItsServers_data();
    void rentPaysForEveryCardOfItsServers();
    void spares_data();
    void spares();
    void racks_data();
    void racks();
    void infeasible_data();
    void infeasible();
    void countLimit_data();
    void countLimit();
    void formFactor_data();
    void formFactor();
};

void TestSizing::precisionFallback_data()
{
    QTest::addColumn<Precision>("wanted");
    QTest::addColumn<double>("fp16");
    QTest::addColumn<double>("fp8");
    QTest::addColumn<double>("int8");
    QTest::addColumn<double>("int4");
    QTest::addColumn<std::optional<Precision>>("effective");

    using P = Precision;
    const std::optional<Precision> none;
    // docs/serving.md, "Sizing": int4 → int8 → fp16, fp8 → fp16; bf16 uses the fp16 figure.
    QTest::newRow("int4 supported")
            << P::Int4 << 1.0 << 1.0 << 1.0 << 1.0 << std::optional(P::Int4);
    QTest::newRow("int4 falls back to int8")
            << P::Int4 << 1.0 << 1.0 << 1.0 << 0.0 << std::optional(P::Int8);
    QTest::newRow("int4 falls back to fp16 when int8 is missing too")
            << P::Int4 << 1.0 << 1.0 << 0.0 << 0.0 << std::optional(P::Fp16);
    QTest::newRow("int4 never falls back to fp8") << P::Int4 << 0.0 << 1.0 << 0.0 << 0.0 << none;
    QTest::newRow("int8 supported")
            << P::Int8 << 1.0 << 0.0 << 1.0 << 0.0 << std::optional(P::Int8);
    QTest::newRow("int8 falls back to fp16")
            << P::Int8 << 1.0 << 1.0 << 0.0 << 1.0 << std::optional(P::Fp16);
    QTest::newRow("fp8 supported") << P::Fp8 << 1.0 << 1.0 << 0.0 << 0.0 << std::optional(P::Fp8);
    QTest::newRow("fp8 falls back to fp16, not int8")
            << P::Fp8 << 1.0 << 0.0 << 1.0 << 1.0 << std::optional(P::Fp16);
    QTest::newRow("bf16 uses fp16 throughput")
            << P::Bf16 << 1.0 << 0.0 << 0.0 << 0.0 << std::optional(P::Bf16);
    QTest::newRow("bf16 without fp16 is infeasible") << P::Bf16 << 0.0 << 1.0 << 1.0 << 1.0 << none;
    QTest::newRow("fp16 never falls back to int8") << P::Fp16 << 0.0 << 1.0 << 1.0 << 1.0 << none;
    QTest::newRow("fp8 with neither fp8 nor fp16") << P::Fp8 << 0.0 << 0.0 << 1.0 << 1.0 << none;
    QTest::newRow("none supported") << P::Int4 << 0.0 << 0.0 << 0.0 << 0.0 << none;
}

void TestSizing::precisionFallback()
{
    QFETCH(Precision, wanted);
    QFETCH(double, fp16);
    QFETCH(double, fp8);
    QFETCH(double, int8);
    QFETCH(double, int4);
    QFETCH(std::optional<Precision>, effective);

    TensorThroughput tflops;
    tflops.fp16 = fp16;
    tflops.fp8 = fp8;
    tflops.int8 = int8;
    tflops.int4 = int4;
    QCOMPARE(Sizer::effectivePrecision(wanted, tflops), effective);

    // The same through Sizer::size: the effective precision, the fallback flag, or the reason.
    Case c;
    c.precision = wanted;
    Accelerator accelerator = acceleratorFor(c);
    accelerator.tflops = tflops;
    for (double *t : { &accelerator.tflops.fp16, &accelerator.tflops.fp8, &accelerator.tflops.int8,
                       &accelerator.tflops.int4 })
        *t *= 1000; // 1000 TFLOPS where supported, so that the base case stays feasible
    const Sizing sizing
            = Sizer::size(workloadFor(c), accelerator, rentPlacement(8), headroom(), Decimal(0));
    if (!effective) {
        QVERIFY(!sizing.feasible);
        QVERIFY2(sizing.reason.contains(QLatin1String("supports neither"))
                         && sizing.reason.contains(toText(wanted)),
                 qPrintable(sizing.reason));
        return;
    }
    QVERIFY2(sizing.feasible, qPrintable(sizing.reason));
    QCOMPARE(sizing.effectivePrecision, *effective);
    // bf16 running on the fp16 figure is not a fallback: it is the same format.
    QCOMPARE(sizing.precisionFellBack, *effective != wanted);
}

void TestSizing::fallbackUsesItsBytesPerParameter_data()
{
    QTest::addColumn<Precision>("wanted");
    QTest::addColumn<double>("int8");
    QTest::addColumn<double>("int4");
    QTest::addColumn<int>("memoryBatch");

    // Bmem = floor((Umem − W) / (K × ctx)) with Umem = 9e10 and K × ctx = 2e6; the
    // effective precision's bytes per parameter give W.
    // int4 kept:        W = 10e9 × 0.5 = 5e9  → floor(8.5e10 / 2e6) = 42500
    QTest::newRow("int4 kept") << Precision::Int4 << 1000.0 << 1000.0 << 42500;
    // int4 → int8:      W = 10e9 × 1 = 1e10  → floor(8e10 / 2e6) = 40000
    QTest::newRow("int4 falls back to int8") << Precision::Int4 << 1000.0 << 0.0 << 40000;
    // int4 → fp16:      W = 10e9 × 2 = 2e10  → floor(7e10 / 2e6) = 35000
    QTest::newRow("int4 falls back to fp16") << Precision::Int4 << 0.0 << 0.0 << 35000;
    // bf16:             W = 10e9 × 2 = 2e10  → 35000
    QTest::newRow("bf16") << Precision::Bf16 << 0.0 << 0.0 << 35000;
}

void TestSizing::fallbackUsesItsBytesPerParameter()
{
    QFETCH(Precision, wanted);
    QFETCH(double, int8);
    QFETCH(double, int4);
    QFETCH(int, memoryBatch);
    Case c;
    c.precision = wanted;
    Accelerator accelerator = acceleratorFor(c);
    accelerator.tflops.int8 = int8;
    accelerator.tflops.int4 = int4;
    const Sizing sizing
            = Sizer::size(workloadFor(c), accelerator, rentPlacement(8), headroom(), Decimal(0));
    QVERIFY2(sizing.feasible, qPrintable(sizing.reason));
    QCOMPARE(sizing.memoryBatch, memoryBatch);
}

void TestSizing::sizes_data()
{
    QTest::addColumn<Case>("input");
    QTest::addColumn<Expected>("expected");

    // Latency-bound. T(B) = 0.02 + 1e-6 B ≤ 0.0202505 ⇔ B ≤ 250.5 → B = 250 (< max_batch
    // 256, < Bmem 35000); T(250) = 0.02025, tps = 250 / 0.02025 = 12345.679;
    // replicas = ceil(50000 / 12345.679) = ceil(4.05) = 5; S = ceil(5 / floor(8/1)) = 1.
    QTest::newRow("latency-bound batch")
            << Case{} << Expected{ 1, 250, 35000, 12345.679012, 5, 1, 5 };

    // Memory-bound. 22.61 GB → Umem = 20.349e9; Bmem = floor((20.349e9 − 2e10) / 2e6)
    // = floor(174.5) = 174; T(174) = 0.020174 ≤ 0.0202505, so B = Bmem = 174;
    // tps = 174 / 0.020174 = 8624.963; replicas = ceil(5.797) = 6; S = ceil(6/8) = 1.
    QTest::newRow("memory-bound batch")
            << Case{ .memoryGb = 22.61 } << Expected{ 1, 174, 174, 8624.962823, 6, 1, 6 };

    // max_batch cap. B = min(250, 100) = 100; T(100) = 0.0201, tps = 4975.124;
    // replicas = ceil(10.05) = 11; S = ceil(11 / 8) = 2.
    QTest::newRow("max_batch caps the batch")
            << Case{ .maxBatch = 100 } << Expected{ 1, 100, 35000, 4975.124378, 11, 2, 11 };

    // Prefill. 1000 prompt tokens: ctx = 2000, c_avg = 1500, K × c_avg = 3e6;
    // pf = 2 × 10e9 × 1000 / 1e15 = 0.02 s; T(B) = 0.02 + 3e-6 B + B × 0.02 / 1000
    // = 0.02 + 2.3e-5 B ≤ 0.0250001 ⇔ B ≤ 217.4 → 217; T(217) = 0.024991,
    // tps = 217 / 0.024991 = 8683.126; replicas = ceil(5.758) = 6;
    // Bmem = floor(7e10 / (2000 × 2000)) = 17500.
    QTest::newRow("prefill share of the step") << Case{ .promptTokens = 1000, .tpotMs = 25.0001 }
                                               << Expected{ 1, 217, 17500, 8683.125925, 6, 1, 6 };

    // Dynamic shapes with d = 0.5 halve BW: T(B) = 0.04 + 2e-6 B ≤ 0.0405005 ⇔ B ≤ 250.25
    // → 250; T(250) = 0.0405, tps = 6172.840; replicas = ceil(8.1) = 9; S = ceil(9/8) = 2.
    QTest::newRow("dynamic shapes efficiency")
            << Case{ .tpotMs = 40.5005, .dynamicShapes = true, .dynamicShapeEfficiency = 0.5 }
            << Expected{ 1, 250, 35000, 6172.839506, 9, 2, 9 };
    // The same efficiency without dynamic shapes is not applied: T(256) = 0.020256 ≤ 0.0405,
    // B = 256, tps = 12638.231; replicas = ceil(3.956) = 4.
    QTest::newRow("dynamic shape efficiency only with dynamic shapes")
            << Case{ .tpotMs = 40.5005, .dynamicShapes = false, .dynamicShapeEfficiency = 0.5 }
            << Expected{ 1, 256, 35000, 12638.230648, 4, 1, 4 };

    // Tensor parallel: 100 B parameters, W = 2e11 B. t·Umem ≥ W + 2e6 only for t = 4
    // (3.6e11) and t = 8 (7.2e11); t = 1 (9e10) and 2 (1.8e11) do not fit.
    //   t = 4: T(B) = (2e11 + 1e6 B) / 4e12 = 0.05 + 2.5e-7 B; Bmem = floor(1.6e11/2e6) = 80000
    //   t = 8: T(B) = (2e11 + 1e6 B) / 8e12 = 0.025 + 1.25e-7 B; Bmem = floor(5.2e11/2e6)
    //          = 260000
    // (compute terms 5e-5 B and 2.5e-5 B stay below these for B ≤ 256.)
    // At 60 ms both reach max_batch 256: t = 4 tps = 256 / 0.050064 = 5113.455, replicas
    // = ceil(10000 / 5113.455) = ceil(1.956) = 2, S = ceil(2 / 2) = 1, A = 8; t = 8 tps =
    // 256 / 0.025032 = 10226.910, replicas = 1, S = 1, A = 8. Tie on S and A → smaller t = 4.
    QTest::newRow("t = 4 and t = 8 tie: smaller t")
            << Case{ .paramsB = 100, .tpotMs = 60, .peak = 10000, .maxTp = 8 }
            << Expected{ 4, 256, 80000, 5113.454778, 2, 1, 8 };
    // At 50.0501 ms t = 4 only reaches B = floor(0.0000501 / 2.5e-7) = 200: tps = 200 /
    // 0.05005 = 3996.004, replicas = ceil(2.5025) = 3, S = ceil(3 / 2) = 2 (8 slots); t = 8
    // keeps B = 256, 1 replica, S = 1. Fewest servers → t = 8.
    QTest::newRow("fewest servers wins")
            << Case{ .paramsB = 100, .tpotMs = 50.0501, .peak = 10000, .maxTp = 8 }
            << Expected{ 8, 256, 260000, 10226.909556, 1, 1, 8 };
    // Same with 16 slots: t = 4 gives S = ceil(3 / 4) = 1 and A = 12, t = 8 gives S =
    // ceil(1 / 2) = 1 and A = 8. Servers tie, fewer accelerators → t = 8 although it is larger.
    QTest::newRow("fewest accelerators before smaller t")
            << Case{ .paramsB = 100, .tpotMs = 50.0501, .peak = 10000, .maxTp = 8, .slots = 16 }
            << Expected{ 8, 256, 260000, 10226.909556, 1, 1, 8 };
    // Fewest servers comes before fewest accelerators. 22.61 GB cards (Bmem(t=1) = 174 as
    // in "memory-bound batch"), tp_efficiency 0.45, 6 slots, max_batch 450, peak 175000:
    //   t = 1: B = 174, tps = 8624.963, replicas = ceil(20.29) = 21, S = ceil(21 / 6) = 4,
    //          A = 21;
    //   t = 2: BW = 2 × 1e12 × 0.45 = 0.9e12, T(1) = (2e10 + 1e6) / 0.9e12 = 0.0222 > target;
    //   t = 4: BW = 1.8e12, T(B) = 0.0111111 + 5.5556e-7 B, B = 450 (max_batch),
    //          tps = 450 / 0.0113611 = 39608.802, replicas = ceil(4.418) = 5,
    //          S = 5 / floor(6 / 4) = 5, A = 20.
    // t = 4 needs fewer accelerators (20 < 21) but more servers (5 > 4): t = 1 wins.
    QTest::newRow("fewest servers before fewest accelerators")
            << Case{ .memoryGb = 22.61,
                     .peak = 175000,
                     .maxBatch = 450,
                     .maxTp = 4,
                     .slots = 6,
                     .tpEfficiency = 0.45 }
            << Expected{ 1, 174, 174, 8624.962823, 21, 4, 21 };
    // tp_efficiency 0.5 applies to t > 1: t = 4 has T(1) = (2e11 + 1e6) / 2e12 ≈ 0.1 > 0.06,
    // so it misses the target; t = 8: T(B) = 0.05 + 2.5e-7 B, B = 256, tps = 5113.455,
    // replicas = 2, S = ceil(2 / 1) = 2, A = 16.
    QTest::newRow("tp_efficiency applies to t > 1")
            << Case{ .paramsB = 100, .tpotMs = 60, .peak = 10000, .maxTp = 8, .tpEfficiency = 0.5 }
            << Expected{ 8, 256, 260000, 5113.454778, 2, 2, 16 };
    // max_tp 4 and 2 slots: only t = 4 fits; t > n, so a replica spans ceil(4 / 2) = 2 servers:
    // S = replicas × ceil(t / n) = 2 × 2 = 4.
    QTest::newRow("replica spans servers, 2 slots")
            << Case{ .paramsB = 100, .tpotMs = 60, .peak = 10000, .maxTp = 4, .slots = 2 }
            << Expected{ 4, 256, 80000, 5113.454778, 2, 4, 8, true };
    // 3 slots: S = 2 × ceil(4 / 3) = 2 × 2 = 4.
    QTest::newRow("replica spans servers, 3 slots")
            << Case{ .paramsB = 100, .tpotMs = 60, .peak = 10000, .maxTp = 4, .slots = 3 }
            << Expected{ 4, 256, 80000, 5113.454778, 2, 4, 8, true };
}

void TestSizing::sizes()
{
    QFETCH(Case, input);
    QFETCH(Expected, expected);
    const Accelerator accelerator = acceleratorFor(input);
    const ServerPlatform box = platform(input.slots, 2, "0");
    const ColoOffer offer = coloOffer(42, "0");
    const Sizing sizing = Sizer::size(workloadFor(input), accelerator, coloPlacement(box, offer),
                                      headroom(), Decimal(0));
    QVERIFY2(sizing.feasible, qPrintable(sizing.reason));
    QVERIFY(sizing.reason.isEmpty());
    QCOMPARE(sizing.effectivePrecision, Precision::Fp16);
    QVERIFY(!sizing.precisionFellBack);
    QCOMPARE(sizing.tp, expected.tp);
    QCOMPARE(sizing.batch, expected.batch);
    QCOMPARE(sizing.memoryBatch, expected.memoryBatch);
    QVERIFY2(qAbs(sizing.replicaTokensPerS - expected.replicaTokensPerS) < 1e-5,
             qPrintable(QString::number(sizing.replicaTokensPerS, 'f', 6)));
    QCOMPARE(sizing.replicas, expected.replicas);
    QCOMPARE(sizing.servers, expected.servers);
    QCOMPARE(sizing.accelerators, expected.accelerators);
    QCOMPARE(sizing.replicaSpansServers, expected.spans);
    QCOMPARE(sizing.spares, 0); // spare fraction 0
}

void TestSizing::rentPaysForEveryCardOfItsServers_data()
{
    QTest::addColumn<Case>("input");
    QTest::addColumn<int>("perServer");
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("accelerators");

    // Latency-bound case: 5 replicas of t = 1 on 8-card servers → S = ceil(5/8) = 1,
    // rent A = S × n = 1 × 8 = 8 (colo would install 5).
    QTest::newRow("5 replicas on one 8-card server") << Case{} << 8 << 1 << 8;
    // 4-card servers: S = ceil(5/4) = 2, A = 2 × 4 = 8.
    QTest::newRow("5 replicas on 4-card servers") << Case{} << 4 << 2 << 8;
    // t = 4 spanning 3-card servers: S = 2 × ceil(4/3) = 4, A = 4 × 3 = 12 (colo: 2 × 4 = 8).
    QTest::newRow("spanning replica, 3-card servers")
            << Case{ .paramsB = 100, .tpotMs = 60, .peak = 10000, .maxTp = 4 } << 3 << 4 << 12;
}

void TestSizing::rentPaysForEveryCardOfItsServers()
{
    QFETCH(Case, input);
    QFETCH(int, perServer);
    QFETCH(int, servers);
    QFETCH(int, accelerators);
    const Sizing sizing = Sizer::size(workloadFor(input), acceleratorFor(input),
                                      rentPlacement(perServer), headroom(), dec("0.5"));
    QVERIFY2(sizing.feasible, qPrintable(sizing.reason));
    QCOMPARE(sizing.servers, servers);
    QCOMPARE(sizing.accelerators, accelerators);
    QCOMPARE(sizing.spares, 0); // docs/method.md, "Fleet": rent options have P = 0 …
    QCOMPARE(sizing.racks, 0); // … and R = 0
}

void TestSizing::spares_data()
{
    QTest::addColumn<int>("peak");
    QTest::addColumn<QString>("spareFraction");
    QTest::addColumn<int>("accelerators");
    QTest::addColumn<int>("spares");

    // peak 1 230 000: replicas = ceil(1230000 / 12345.679) = ceil(99.63) = 100, A = 100.
    // docs/method.md, "Fleet": P = ceil(A × spare_fraction), exact: 100 × 0.07 = 7 → 7 (in double,
    // 100 × 0.07 = 7.000000000000001 and the ceiling would be 8).
    QTest::newRow("A=100, spare 0.07 -> 7 exactly") << 1230000 << "0.07" << 100 << 7;
    QTest::newRow("A=100, spare 0.071 -> ceil(7.1) = 8") << 1230000 << "0.071" << 100 << 8;
    QTest::newRow("A=100, spare 0.1 -> 10") << 1230000 << "0.1" << 100 << 10;
    QTest::newRow("A=100, spare 0.005 -> ceil(0.5) = 1") << 1230000 << "0.005" << 100 << 1;
    QTest::newRow("A=100, no spares") << 1230000 << "0" << 100 << 0;
    // Latency-bound case, A = 5: ceil(5 × 0.1) = ceil(0.5) = 1.
    QTest::newRow("A=5, spare 0.1 -> 1") << 50000 << "0.1" << 5 << 1;
    QTest::newRow("A=5, spare 0.2 -> 1 exactly") << 50000 << "0.2" << 5 << 1;
}

void TestSizing::spares()
{
    QFETCH(int, peak);
    QFETCH(QString, spareFraction);
    QFETCH(int, accelerators);
    QFETCH(int, spares);
    const Case input{ .peak = peak };
    const ServerPlatform box = platform(8, 2, "0");
    const ColoOffer offer = coloOffer(42, "0");
    const Sizing sizing = Sizer::size(workloadFor(input), acceleratorFor(input),
                                      coloPlacement(box, offer), headroom(), dec(spareFraction));
    QVERIFY2(sizing.feasible, qPrintable(sizing.reason));
    QCOMPARE(sizing.accelerators, accelerators);
    QCOMPARE(sizing.spares, spares);
}

void TestSizing::racks_data()
{
    QTest::addColumn<int>("rackUnits");
    QTest::addColumn<int>("usableU");
    QTest::addColumn<QString>("rackPowerKw");
    QTest::addColumn<int>("racks");

    // S = ceil(100 / 8) = 13 servers of base_w 1000 W with A = 100 cards of 300 W:
    // peak_kw = (13 × 1000 + 100 × 300) / 1000 = 43 kW.
    // R = max(ceil(S × rack_units / usable_u), ceil(peak_kw / rack_power_kw)).
    // 13 × 2 = 26 U → ceil(26 / 42) = 1; no allowance, so no power term.
    QTest::newRow("by space, no power term when rack_power_kw is 0") << 2 << 42 << "0" << 1;
    // power: ceil(43 / 10) = ceil(4.3) = 5 > 1.
    QTest::newRow("by power, 10 kW racks") << 2 << 42 << "10" << 5;
    // ceil(43 / 43) = 1 exactly: a rack at its limit is one rack.
    QTest::newRow("by power, exactly at the limit") << 2 << 42 << "43" << 1;
    // ceil(43 / 21.5) = 2 exactly.
    QTest::newRow("by power, exactly two racks") << 2 << 42 << "21.5" << 2;
    // ceil(43 / 21.4) = ceil(2.009) = 3.
    QTest::newRow("by power, just over two racks") << 2 << 42 << "21.4" << 3;
    // 13 × 4 = 52 U → ceil(52 / 42) = 2; power ceil(43 / 50) = 1 → 2.
    QTest::newRow("by space beats power") << 4 << 42 << "50" << 2;
    // 13 × 2 = 26 U in 26 usable U: exactly one rack; 25 usable U: two.
    QTest::newRow("space exactly full") << 2 << 26 << "0" << 1;
    QTest::newRow("space one U short") << 2 << 25 << "0" << 2;
}

void TestSizing::racks()
{
    QFETCH(int, rackUnits);
    QFETCH(int, usableU);
    QFETCH(QString, rackPowerKw);
    QFETCH(int, racks);
    const Case input{ .peak = 1230000 };
    const ServerPlatform box = platform(8, rackUnits, "1000");
    const ColoOffer offer = coloOffer(usableU, rackPowerKw.toLatin1().constData());
    const Sizing sizing = Sizer::size(workloadFor(input), acceleratorFor(input),
                                      coloPlacement(box, offer), headroom(), Decimal(0));
    QVERIFY2(sizing.feasible, qPrintable(sizing.reason));
    QCOMPARE(sizing.servers, 13);
    QCOMPARE(sizing.accelerators, 100);
    QCOMPARE(sizing.racks, racks);
}

void TestSizing::infeasible_data()
{
    QTest::addColumn<Case>("input");
    QTest::addColumn<AcceleratorClass>("acceleratorClass");
    QTest::addColumn<QStringList>("reasonContains");

    // Platform "box" accepts datacenter GPUs and NPUs only.
    QTest::newRow("platform does not accept the class")
            << Case{} << AcceleratorClass::ConsumerGpu
            << QStringList{ QStringLiteral("Test server"), QStringLiteral("consumer_gpu"),
                            QStringLiteral("does not accept") };
    // 50 B parameters: W = 1e11 > Umem 9e10 at max_tp 1.
    QTest::newRow("model too big")
            << Case{ .paramsB = 50 } << AcceleratorClass::DatacenterGpu
            << QStringList{ QStringLiteral("do not fit"), QStringLiteral("100.0 GB") };
    // 500 B parameters: W = 1e12 > 8 × 9e10 even at t = 8.
    QTest::newRow("model too big even at t = 8")
            << Case{ .paramsB = 500, .maxTp = 8 } << AcceleratorClass::DatacenterGpu
            << QStringList{ QStringLiteral("do not fit"), QStringLiteral("8 accelerator") };
    // max_tp 6: t = 1, 2, 4 are tried (t = 8 > 6), and 4 × 9e10 < W = 1e12: the reason names
    // the largest tried, 4, not 6 or 8.
    QTest::newRow("model too big at the largest t below max_tp")
            << Case{ .paramsB = 500, .maxTp = 6 } << AcceleratorClass::DatacenterGpu
            << QStringList{ QStringLiteral("do not fit"), QStringLiteral("of 4 accelerator") };
    // T(1) = 0.020001 s > 19.9 ms: no batch meets the target.
    QTest::newRow("latency target out of reach")
            << Case{ .tpotMs = 19.9 } << AcceleratorClass::DatacenterGpu
            << QStringList{ QStringLiteral("19.9 ms"), QStringLiteral("batch 1") };
    // The weights fit but not with one sequence's KV cache: Umem = 22.2233e9 × 0.9 =
    // 20.00097e9 ≥ W = 2e10, yet < W + K × ctx = 20.002e9.
    QTest::newRow("one sequence does not fit")
            << Case{ .memoryGb = 22.2233 } << AcceleratorClass::DatacenterGpu
            << QStringList{ QStringLiteral("do not fit") };
}

void TestSizing::infeasible()
{
    QFETCH(Case, input);
    QFETCH(AcceleratorClass, acceleratorClass);
    QFETCH(QStringList, reasonContains);
    Accelerator accelerator = acceleratorFor(input);
    accelerator.acceleratorClass = acceleratorClass;
    const ServerPlatform box = platform(8, 2, "0");
    const ColoOffer offer = coloOffer(42, "0");
    const Sizing sizing = Sizer::size(workloadFor(input), accelerator, coloPlacement(box, offer),
                                      headroom(), Decimal(0));
    QVERIFY(!sizing.feasible);
    for (const QString &part : reasonContains)
        QVERIFY2(sizing.reason.contains(part), qPrintable(sizing.reason));
    QCOMPARE(sizing.servers, 0);
    QCOMPARE(sizing.accelerators, 0);
    QCOMPARE(sizing.racks, 0);
}

void TestSizing::countLimit_data()
{
    QTest::addColumn<QString>("peak");
    QTest::addColumn<bool>("rent");
    QTest::addColumn<int>("perServer"); ///< rental offer's n, or the platform's slots
    QTest::addColumn<QString>("spareFraction");
    QTest::addColumn<int>("rackUnits");
    QTest::addColumn<int>("usableU");
    QTest::addColumn<QString>("tooMany"); ///< empty: feasible
    QTest::addColumn<int>("accelerators");

    // Latency-bound case: replica_tps = 250 / 0.02025 = 12345.679012345679 at t = 1.
    // peak 12 345 679 012 345: replicas = ceil(999 999 999.99997) = 10^9 = A (colo), allowed;
    // S = 10^9 / 8 = 125 000 000; racks = ceil(2.5e8 U / 42) = 5 952 381.
    const QString atLimit = QStringLiteral("12345679012345");
    QTest::newRow("colo, exactly 10^9 accelerators is allowed")
            << atLimit << false << 8 << "0" << 2 << 42 << QString() << 1000000000;
    // One token per second more: replicas = ceil(1 000 000 000.00005) = 10^9 + 1 = A.
    const QString overLimit = QStringLiteral("12345679012346");
    QTest::newRow("colo, 10^9 + 1 accelerators") << overLimit << false << 8 << "0" << 2 << 42
                                                 << QStringLiteral("1000000001 accelerators") << 0;
    // A = 10^9 allowed, but P = ceil(10^9 × 0.1) = 10^8: A + P = 1.1 × 10^9.
    QTest::newRow("colo, spares push it over")
            << atLimit << false << 8 << "0.1" << 2 << 42
            << QStringLiteral("1100000000 accelerators with spares") << 0;
    // S = 1.25e8 servers of 42 U in racks of 5 usable U: ceil(5.25e9 / 5) = 1.05 × 10^9.
    QTest::newRow("colo, 1.05 x 10^9 racks")
            << atLimit << false << 8 << "0" << 42 << 5 << QStringLiteral("1050000000 racks") << 0;
    // Rent, one card per server: S = replicas = 10^9 + 1.
    QTest::newRow("rent, 10^9 + 1 servers") << overLimit << true << 1 << "0" << 2 << 42
                                            << QStringLiteral("1000000001 servers") << 0;
    // Rent, 8 cards: peak 98 765 432 098 765 → replicas = ceil(7 999 999 999.99997) = 8 × 10^9,
    // S = 10^9 (allowed) but A = S × 8 = 8 × 10^9 (more than an int holds: it used to wrap).
    QTest::newRow("rent, 10^9 servers of 8 cards")
            << QStringLiteral("98765432098765") << true << 8 << "0" << 2 << 42
            << QStringLiteral("8000000000 accelerators") << 0;
    // peak 10^30: replicas saturate at 10^18, S = 10^18 / 8 = 1.25 × 10^17; never negative.
    QTest::newRow("rent, an astronomic peak saturates")
            << QStringLiteral("1000000000000000000000000000000") << true << 8 << "0" << 2 << 42
            << QStringLiteral("125000000000000000 servers") << 0;
}

void TestSizing::countLimit()
{
    QFETCH(QString, peak);
    QFETCH(bool, rent);
    QFETCH(int, perServer);
    QFETCH(QString, spareFraction);
    QFETCH(int, rackUnits);
    QFETCH(int, usableU);
    QFETCH(QString, tooMany);
    QFETCH(int, accelerators);
    const Case input;
    Workload workload = workloadFor(input);
    workload.peakOutputTokensPerS = dec(peak);
    const ServerPlatform box = platform(perServer, rackUnits, "0");
    const ColoOffer offer = coloOffer(usableU, "0");
    const Sizing sizing = Sizer::size(workload, acceleratorFor(input),
                                      rent ? rentPlacement(perServer) : coloPlacement(box, offer),
                                      headroom(), dec(spareFraction));
    if (tooMany.isEmpty()) {
        QVERIFY2(sizing.feasible, qPrintable(sizing.reason));
        QCOMPARE(sizing.accelerators, accelerators);
        QCOMPARE(sizing.servers, 125000000);
        QCOMPARE(sizing.racks, 5952381);
        return;
    }
    QVERIFY(!sizing.feasible);
    QVERIFY2(sizing.reason.contains(QStringLiteral("it would need ") + tooMany),
             qPrintable(sizing.reason));
    QVERIFY2(sizing.reason.contains(QLatin1String("more than the 1,000,000,000")),
             qPrintable(sizing.reason));
    QCOMPARE(sizing.servers, 0);
    QCOMPARE(sizing.accelerators, 0);
    QCOMPARE(sizing.spares, 0);
    QCOMPARE(sizing.racks, 0);
}

// docs/format.md; docs/serving.md, "Sizing" (v3): a colo option is infeasible when its platform
// lists form factors and lacks the card's; either absent, or the list empty, restricts nothing (the
// default case sizes).
void TestSizing::formFactor_data()
{
    QTest::addColumn<std::optional<FormFactor>>("card");
    QTest::addColumn<QList<FormFactor>>("platformTakes");
    QTest::addColumn<QString>("reason");

    QTest::newRow("SXM module in a PCIe server")
            << std::optional<FormFactor>(FormFactor::Sxm) << QList<FormFactor>{ FormFactor::Pcie }
            << QStringLiteral("the platform does not take SXM modules");
    QTest::newRow("OAM module in an SXM board")
            << std::optional<FormFactor>(FormFactor::Oam) << QList<FormFactor>{ FormFactor::Sxm }
            << QStringLiteral("the platform does not take OAM modules");
    QTest::newRow("PCIe card in a PCIe server")
            << std::optional<FormFactor>(FormFactor::Pcie) << QList<FormFactor>{ FormFactor::Pcie }
            << QString();
    QTest::newRow("card says nothing")
            << std::optional<FormFactor>() << QList<FormFactor>{ FormFactor::Pcie } << QString();
    QTest::newRow("platform lists nothing")
            << std::optional<FormFactor>(FormFactor::Sxm) << QList<FormFactor>{} << QString();
}

void TestSizing::formFactor()
{
    QFETCH(std::optional<FormFactor>, card);
    QFETCH(QList<FormFactor>, platformTakes);
    QFETCH(QString, reason);
    Accelerator accelerator = acceleratorFor(Case{});
    accelerator.formFactor = card;
    ServerPlatform box = platform(8, 2, "0");
    box.formFactors = platformTakes;
    const ColoOffer offer = coloOffer(42, "0");
    const Sizing sizing = Sizer::size(workloadFor(Case{}), accelerator, coloPlacement(box, offer),
                                      headroom(), Decimal(0));
    QCOMPARE(sizing.feasible, reason.isEmpty());
    QCOMPARE(sizing.reason, reason);
}

QTEST_APPLESS_MAIN(TestSizing)
#include "tst_sizing.moc"
