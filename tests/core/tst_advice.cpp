// SPDX-License-Identifier: GPL-3.0-or-later
// Advice (DESIGN 5): each warning fires in its case, and only there.
#include "analysis/advice.h"

#include <QTest>

#include <algorithm>

using namespace infertco;

namespace {

// An option nothing is wrong with: a feasible datacenter-GPU colo option, 100 sequences in
// memory at t = 1, no fallback, fp16, no updates, a 36-month horizon.
struct Case
{
    AcceleratorClass acceleratorClass = AcceleratorClass::DatacenterGpu;
    bool supportsPartitioning = false;
    bool feasible = true;
    int memoryBatch = 100;
    int tp = 1;
    bool precisionFellBack = false;
    bool spansServers = false;
    const char *updatesPerYear = "0";
    bool dynamicShapes = false;
    bool requiresIsolation = false;
    OptionMode mode = OptionMode::Colo;
    int horizonMonths = 36;
    int minTermMonths = 0;
};

QList<Advice> adviceFor(const Case &c)
{
    Accelerator accelerator;
    accelerator.id = QStringLiteral("card");
    accelerator.name = QStringLiteral("Test Card 96GB");
    accelerator.acceleratorClass = c.acceleratorClass;
    accelerator.supportsPartitioning = c.supportsPartitioning;

    Workload workload;
    workload.precision = c.precisionFellBack ? Precision::Int4 : Precision::Fp16;
    workload.modelUpdatesPerYear = *Decimal::parse(QString::fromLatin1(c.updatesPerYear));
    workload.dynamicShapes = c.dynamicShapes;
    workload.requiresIsolation = c.requiresIsolation;

    Sizing sizing;
    sizing.feasible = c.feasible;
    sizing.reason = c.feasible ? QString() : QStringLiteral("no batch size meets the target");
    sizing.memoryBatch = c.memoryBatch;
    sizing.tp = c.feasible ? c.tp : 0;
    sizing.precisionFellBack = c.precisionFellBack;
    sizing.effectivePrecision = c.precisionFellBack ? Precision::Int8 : Precision::Fp16;
    sizing.replicaSpansServers = c.spansServers;
    return Advisor::advise(workload, accelerator, sizing, c.mode, c.horizonMonths, c.minTermMonths);
}

} // namespace

Q_DECLARE_METATYPE(Case)
Q_DECLARE_METATYPE(infertco::AdviceKind)

class TestAdvice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void warnings_data();
    void warnings();
};

void TestAdvice::warnings_data()
{
    QTest::addColumn<Case>("input");
    QTest::addColumn<QList<AdviceKind>>("expected");
    QTest::addColumn<QStringList>("textContains"); // for the first expected warning

    using K = AdviceKind;
    const auto npu = AcceleratorClass::Npu;
    const auto asic = AcceleratorClass::InferenceAsic;
    const auto consumer = AcceleratorClass::ConsumerGpu;

    QTest::newRow("nothing to say") << Case{} << QList<K>{} << QStringList{};

    // Tight memory: fewer than 8 sequences fit at the chosen t.
    QTest::newRow("7 sequences: tight memory")
            << Case{ .memoryBatch = 7, .tp = 2 } << QList<K>{ K::TightMemory }
            << QStringList{ QStringLiteral("7 sequence"), QStringLiteral("size 2") };
    QTest::newRow("1 sequence: tight memory")
            << Case{ .memoryBatch = 1 } << QList<K>{ K::TightMemory }
            << QStringList{ QStringLiteral("1 sequence") };
    QTest::newRow("8 sequences: not tight")
            << Case{ .memoryBatch = 8 } << QList<K>{} << QStringList{};
    QTest::newRow("infeasible: no memory warning")
            << Case{ .feasible = false, .memoryBatch = 0 } << QList<K>{} << QStringList{};

    QTest::newRow("precision fallback")
            << Case{ .precisionFellBack = true } << QList<K>{ K::PrecisionFallback }
            << QStringList{ QStringLiteral("Test Card 96GB"), QStringLiteral("int4"),
                            QStringLiteral("int8") };

    // Frequent updates: ≥ 6 a year on npu / inference_asic only.
    QTest::newRow("6 updates on an NPU")
            << Case{ .acceleratorClass = npu, .updatesPerYear = "6" }
            << QList<K>{ K::FrequentUpdatesOnSpecialisedHardware }
            << QStringList{ QStringLiteral("6 times a year"), QStringLiteral("Test Card 96GB") };
    QTest::newRow("6 updates on an inference ASIC")
            << Case{ .acceleratorClass = asic, .updatesPerYear = "6" }
            << QList<K>{ K::FrequentUpdatesOnSpecialisedHardware } << QStringList{};
    QTest::newRow("12.5 updates on an NPU")
            << Case{ .acceleratorClass = npu, .updatesPerYear = "12.5" }
            << QList<K>{ K::FrequentUpdatesOnSpecialisedHardware }
            << QStringList{ QStringLiteral("12.5 times") };
    QTest::newRow("5.99 updates on an NPU: not frequent")
            << Case{ .acceleratorClass = npu, .updatesPerYear = "5.99" } << QList<K>{}
            << QStringList{};
    QTest::newRow("12 updates on a datacenter GPU: no warning")
            << Case{ .updatesPerYear = "12" } << QList<K>{} << QStringList{};
    QTest::newRow("12 updates on a consumer GPU: no warning")
            << Case{ .acceleratorClass = consumer, .updatesPerYear = "12" } << QList<K>{}
            << QStringList{};

    QTest::newRow("isolation without partitioning")
            << Case{ .requiresIsolation = true } << QList<K>{ K::IsolationUnsupported }
            << QStringList{ QStringLiteral("Test Card 96GB") };
    QTest::newRow("isolation with partitioning")
            << Case{ .supportsPartitioning = true, .requiresIsolation = true } << QList<K>{}
            << QStringList{};
    QTest::newRow("partitioning without a need for isolation")
            << Case{ .supportsPartitioning = true } << QList<K>{} << QStringList{};

    QTest::newRow("consumer cards in tensor parallel")
            << Case{ .acceleratorClass = consumer, .tp = 2 }
            << QList<K>{ K::ConsumerTensorParallel }
            << QStringList{ QStringLiteral("2 cards"), QStringLiteral("PCIe") };
    QTest::newRow("consumer card alone")
            << Case{ .acceleratorClass = consumer, .tp = 1 } << QList<K>{} << QStringList{};
    QTest::newRow("datacenter GPUs in tensor parallel")
            << Case{ .tp = 8 } << QList<K>{} << QStringList{};

    QTest::newRow("replica spans servers")
            << Case{ .tp = 8, .spansServers = true } << QList<K>{ K::ReplicaSpansServers }
            << QStringList{ QStringLiteral("8 cards") };

    QTest::newRow("dynamic shapes on an NPU")
            << Case{ .acceleratorClass = npu, .dynamicShapes = true }
            << QList<K>{ K::DynamicShapesOnSpecialisedHardware }
            << QStringList{ QStringLiteral("dynamic shapes"), QStringLiteral("Test Card 96GB") };
    QTest::newRow("dynamic shapes on an inference ASIC")
            << Case{ .acceleratorClass = asic, .dynamicShapes = true }
            << QList<K>{ K::DynamicShapesOnSpecialisedHardware } << QStringList{};
    QTest::newRow("dynamic shapes on a GPU")
            << Case{ .dynamicShapes = true } << QList<K>{} << QStringList{};

    QTest::newRow("horizon shorter than the minimum term")
            << Case{ .mode = OptionMode::Rent, .horizonMonths = 12, .minTermMonths = 24 }
            << QList<K>{ K::HorizonShorterThanMinimumTerm }
            << QStringList{ QStringLiteral("24 months"), QStringLiteral("12-month") };
    QTest::newRow("horizon equal to the minimum term")
            << Case{ .mode = OptionMode::Rent, .horizonMonths = 24, .minTermMonths = 24 }
            << QList<K>{} << QStringList{};
    QTest::newRow("minimum term does not apply to colo")
            << Case{ .mode = OptionMode::Colo, .horizonMonths = 12, .minTermMonths = 24 }
            << QList<K>{} << QStringList{};

    QTest::newRow("several at once")
            << Case{ .acceleratorClass = npu,
                     .memoryBatch = 3,
                     .updatesPerYear = "24",
                     .dynamicShapes = true,
                     .requiresIsolation = true }
            << QList<K>{ K::TightMemory, K::FrequentUpdatesOnSpecialisedHardware,
                         K::IsolationUnsupported, K::DynamicShapesOnSpecialisedHardware }
            << QStringList{};
    // An infeasible option keeps only the advice that does not depend on its sizing.
    QTest::newRow("infeasible option: sizing advice is left out")
            << Case{ .acceleratorClass = consumer,
                     .feasible = false,
                     .memoryBatch = 0,
                     .tp = 4,
                     .precisionFellBack = true,
                     .spansServers = true,
                     .requiresIsolation = true,
                     .mode = OptionMode::Rent,
                     .horizonMonths = 6,
                     .minTermMonths = 12 }
            << QList<K>{ K::IsolationUnsupported, K::HorizonShorterThanMinimumTerm }
            << QStringList{};
}

void TestAdvice::warnings()
{
    QFETCH(Case, input);
    QFETCH(QList<AdviceKind>, expected);
    QFETCH(QStringList, textContains);

    const QList<Advice> advice = adviceFor(input);
    QList<AdviceKind> kinds;
    for (const Advice &a : advice) {
        kinds << a.kind;
        QVERIFY(!a.text.trimmed().isEmpty());
    }
    QCOMPARE(kinds, expected);
    for (const QString &part : textContains)
        QVERIFY2(advice.first().text.contains(part), qPrintable(advice.first().text));
    // Each warning is said once, in its own words.
    QStringList texts;
    for (const Advice &a : advice)
        texts << a.text;
    texts.removeDuplicates();
    QCOMPARE(texts.size(), advice.size());
}

QTEST_APPLESS_MAIN(TestAdvice)
#include "tst_advice.moc"
