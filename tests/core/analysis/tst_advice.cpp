// SPDX-License-Identifier: GPL-3.0-or-later
// Advice (docs/method.md, "Advice"): each warning fires in its case, and only there.
#include "analysis/advice.h"
#include "cost/engine.h"
#include "cost/result.h"
#include "oneofeach.h"
#include "testdecimal.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

#include <algorithm>
#include <functional>

using namespace infertco;
using infertco::testing::dec;

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

// A catalog and a scenario nothing is wrong with for the v2 rules: a datacenter card with
// its power figures and recent quotes, in Hong Kong, no team region, a 36-month horizon.
// The option is options[0]; its sizing is fixed (t = 1, 1,000 tokens/s a replica) and its
// monthly fleet is planned by FleetPlanner from the workload's demand.
struct World : testing::OneOfEach
{
    Sizing sizing;
    double replicaTokensPerS = 1000;

    ScenarioOption &option() { return scenario.options[0]; }
    void demand(std::initializer_list<std::pair<int, int>> steps)
    {
        scenario.workload.demand.clear();
        for (const auto &[from, peak] : steps)
            scenario.workload.demand.append({ from, Decimal(peak) });
    }
    void use(OptionMode mode, int ownedServers = 0)
    {
        option().mode = mode;
        option().ownedServers = ownedServers;
        option().offer
                = mode == OptionMode::Rent ? QStringLiteral("rent-hk") : QStringLiteral("colo-hk");
        option().rentalOffer = mode == OptionMode::Hybrid ? QStringLiteral("rent-hk") : QString();
        option().platform = mode == OptionMode::Rent ? QString() : QStringLiteral("box");
    }

    Fleet fleet() const
    {
        const ScenarioOption &o = scenario.options.at(0);
        FleetPlan plan;
        plan.mode = o.mode;
        plan.tp = sizing.tp;
        plan.replicaTokensPerS = replicaTokensPerS;
        const RentalOffer *rental
                = catalog.rentalOffer(o.mode == OptionMode::Rent ? o.offer : o.rentalOffer);
        if (o.mode != OptionMode::Colo) {
            plan.rentedPerServer = rental->acceleratorsPerServer;
            plan.minTermMonths = rental->minTermMonths;
        }
        plan.ownedServers = o.ownedServers;
        if (o.mode != OptionMode::Rent) {
            const ServerPlatform &platform = *catalog.platform(o.platform);
            plan.slots = platform.slots;
            plan.fullyPopulated = platform.fullyPopulated;
            plan.rack = RackSpec::of(platform, *catalog.coloOffer(o.offer),
                                     *catalog.accelerator(o.accelerator));
        }
        plan.spareFraction = scenario.owned.spareFraction;
        return FleetPlanner::plan(plan,
                                  FleetPlanner::peaks(scenario.workload, scenario.horizonMonths));
    }

    QList<Advice> advice(const QDate &referenceDate) const
    {
        const Fleet planned = fleet();
        if (!planned.feasible)
            qFatal("the test fleet is infeasible: %s", qPrintable(planned.reason));
        return Advisor::advise(scenario, catalog, scenario.options.at(0), sizing, planned,
                               referenceDate);
    }
};

Region region(const char *id, const char *name, const char *currency)
{
    Region r;
    r.id = QString::fromLatin1(id);
    r.name = QString::fromLatin1(name);
    r.currency = QString::fromLatin1(currency);
    r.pue = Decimal(1);
    return r;
}

World world()
{
    World w;
    Accelerator card;
    card.id = QStringLiteral("card");
    card.name = QStringLiteral("Test Card 96GB");
    card.acceleratorClass = AcceleratorClass::DatacenterGpu;
    card.tdpW = Decimal(700);
    card.idleW = Decimal(100);
    card.price = Decimal(200000);
    card.currency = QStringLiteral("HKD");
    card.source = QStringLiteral("Distributor quote");
    card.quoteDate = QStringLiteral("2026-06-01");
    w.catalog.accelerators.append(card);

    ServerPlatform box;
    box.id = QStringLiteral("box");
    box.name = QStringLiteral("Eight-slot server");
    box.slots = 8;
    box.accepts = { AcceleratorClass::DatacenterGpu, AcceleratorClass::ConsumerGpu };
    box.rackUnits = 4;
    box.baseW = Decimal(1000);
    box.price = Decimal(100000);
    box.currency = QStringLiteral("HKD");
    box.quoteDate = QStringLiteral("2026-06");
    w.catalog.platforms.append(box);

    w.catalog.regions = { region("hk", "Hong Kong", "HKD"), region("us", "US East", "USD"),
                          region("sg", "Singapore", "SGD"), region("cn", "Shanghai", "CNY"),
                          region("mo", "Macau", "MOP") };

    ColoOffer colo;
    colo.id = QStringLiteral("colo-hk");
    colo.name = QStringLiteral("HK rack");
    colo.region = QStringLiteral("hk");
    colo.usableU = 42;
    colo.rackFeePerMonth = Decimal(12000);
    colo.currency = QStringLiteral("HKD");
    colo.quoteDate = QStringLiteral("2026-05-15");
    w.catalog.coloOffers.append(colo);

    RentalOffer rent;
    rent.id = QStringLiteral("rent-hk");
    rent.name = QStringLiteral("HK cloud");
    rent.region = QStringLiteral("hk");
    rent.accelerator = QStringLiteral("card");
    rent.acceleratorsPerServer = 8;
    rent.monthlyPrice = Decimal(50000);
    rent.currency = QStringLiteral("HKD");
    rent.quoteDate = QStringLiteral("2026-07");
    w.catalog.rentalOffers.append(rent);

    Scenario &s = w.scenario;
    s.id = QStringLiteral("s");
    s.currency = QStringLiteral("HKD");
    s.fx = { { QStringLiteral("USD"), dec("7.8") } };
    s.horizonMonths = 36;
    s.workload.peakOutputTokensPerS = Decimal(1000);
    s.options = { { QStringLiteral("Colo"), OptionMode::Colo, QStringLiteral("card"),
                    QStringLiteral("box"), QStringLiteral("colo-hk"), QString(), 0 } };

    w.sizing.feasible = true;
    w.sizing.tp = 1;
    w.sizing.memoryBatch = 100;
    w.sizing.replicaTokensPerS = w.replicaTokensPerS;
    return w;
}

using Setup = std::function<void(World &)>;

// The reference date of the quote rule: quotes dated before 2025-12-02 are more than 12
// months old.
const QDate Today(2026, 12, 2);

} // namespace

Q_DECLARE_METATYPE(Case)
Q_DECLARE_METATYPE(Setup)
Q_DECLARE_METATYPE(std::vector<long long>)
Q_DECLARE_METATYPE(infertco::AdviceKind)

class TestAdvice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void warnings_data();
    void warnings();
    void v2Warnings_data();
    void v2Warnings();
    void serverMonthsPastHorizon_data();
    void serverMonthsPastHorizon();
    void breakEvenOnlyThroughResidual_data();
    void breakEvenOnlyThroughResidual();
    void engineAddsTheV2Advice();
    void chineseAdviceHasNoStraySpaces();
};

void TestAdvice::initTestCase()
{
    // Money in the texts with English separators: HK$550,000.00.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

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

void TestAdvice::v2Warnings_data()
{
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<QList<AdviceKind>>("expected");
    QTest::addColumn<QStringList>("textContains"); // in the texts of the option's advice

    using K = AdviceKind;
    using L = QList<K>;
    using S = QStringList;
    const auto row = [](const char *name, Setup setup, L expected,
                        std::initializer_list<const char *> parts = {}) {
        S texts;
        for (const char *part : parts)
            texts << QString::fromUtf8(part);
        QTest::newRow(name) << setup << expected << texts;
    };
    const auto rent = [](World &w) { w.use(OptionMode::Rent); };
    const auto hybrid
            = [](int owned) { return [owned](World &w) { w.use(OptionMode::Hybrid, owned); }; };
    const auto both = [](Setup a, Setup b) {
        return Setup([a, b](World &w) {
            a(w);
            b(w);
        });
    };

    row("colo: nothing to say", [](World &) {}, {});
    row("rent: nothing to say", rent, {});
    row("hybrid within its owned servers: nothing to say", hybrid(1), {});

    // Rule 2: a figure left empty counts as 0 W, where the option's power or racks read it
    // (docs/method.md, "Incomplete options"); a typed 0 is a figure and says nothing.
    row("colo, server base_w empty", [](World &w) { w.box().baseW.reset(); },
        { K::EmptyFigureCountsAsZero }, { "Eight-slot server", "base_w", "typical draw" });
    row("colo, card idle_w empty", [](World &w) { w.card().idleW.reset(); },
        { K::EmptyFigureCountsAsZero }, { "Test Card 96GB", "idle_w" });
    row("colo, server base_w a typed 0", [](World &w) { w.box().baseW = Decimal(); }, {});
    row("colo, card idle_w a typed 0", [](World &w) { w.card().idleW = Decimal(); }, {});
    row("colo, idle_w empty under included power: not read",
        [](World &w) {
            w.card().idleW.reset();
            w.colo().powerBilling = PowerBilling::Included;
        },
        {});
    row("hybrid, both empty",
        both(hybrid(1),
             [](World &w) {
                 w.box().baseW.reset();
                 w.card().idleW.reset();
             }),
        { K::EmptyFigureCountsAsZero, K::EmptyFigureCountsAsZero }, { "base_w", "idle_w" });
    row("rent, both empty: rented power is in the price",
        both(rent,
             [](World &w) {
                 w.box().baseW.reset();
                 w.card().idleW.reset();
             }),
        {});

    // Rule 2 for rack space: a colo offer without a rack fee and without a per-U fee.
    row("colo, offer with no rack or per-U fee", [](World &w) { w.colo().rackFeePerMonth.reset(); },
        { K::EmptyFigureCountsAsZero }, { "HK rack", "no rack fee", "quote" });
    row("colo, rack fee a typed 0, no per-U fee: a figure",
        [](World &w) { w.colo().rackFeePerMonth = Decimal(); }, {});
    row("colo, per-U fee only: priced",
        [](World &w) {
            w.colo().rackFeePerMonth.reset();
            w.colo().uFeePerMonth = Decimal(300);
        },
        {});
    row("colo, per-kW billing without a price per kW",
        [](World &w) {
            w.colo().powerBilling = PowerBilling::PerKw;
            w.colo().rackPowerKw = Decimal(10);
        },
        { K::EmptyFigureCountsAsZero }, { "HK rack", "per kW" });
    row("rent, colo offer without fees: not used",
        both(rent, [](World &w) { w.colo().rackFeePerMonth.reset(); }), {});

    // Rule 3: server-months a minimum term commits after month H (36), at month 36's price.
    // 1 server all along, T = 12: months 37..47 each hold 1: 11 × HK$50,000 = HK$550,000.
    row("rent, 12-month term, 1 server all along",
        both(rent, [](World &w) { w.rent().minTermMonths = 12; }),
        { K::RentalCommittedPastHorizon },
        { "12-month minimum term", "11 server-month", "month 36", "HK$550,000.00" });
    // need 2 in months 1..30 (9 replicas of 8 per server), 1 in 31..36; T = 12: months
    // 37..41 reach back to months 26..30 (2 each, 10), months 42..47 only to 31..36 (1 each,
    // 6): 16 server-months; month 36's price 50,000 × 1.1^floor(35/12) = 50,000 × 1.21 =
    // 60,500; 16 × 60,500 = 968,000.
    row("rent, 12-month term, 2 servers then 1, +10 % a year",
        both(rent,
             [](World &w) {
                 w.rent().minTermMonths = 12;
                 w.rent().priceChangeYear = dec("0.1");
                 w.demand({ { 1, 9000 }, { 31, 1000 } });
             }),
        { K::RentalCommittedPastHorizon }, { "16 server-month", "HK$968,000.00" });
    // T = 3: months 37 and 38; US$10 an hour × 730 × 7.8 = HK$56,940 a server-month; × 2.
    row("rent, hourly in USD, 3-month term",
        both(rent,
             [](World &w) {
                 w.rent().minTermMonths = 3;
                 w.rent().monthlyPrice.reset();
                 w.rent().hourlyPrice = Decimal(10);
                 w.rent().currency = QStringLiteral("USD");
             }),
        { K::RentalCommittedPastHorizon }, { "2 server-month", "HK$113,880.00" });
    row("rent, 2-month term: one server-month",
        both(rent, [](World &w) { w.rent().minTermMonths = 2; }), { K::RentalCommittedPastHorizon },
        { "1 server-month", "HK$50,000.00" });
    row("rent, 1-month term: nothing past the horizon",
        both(rent, [](World &w) { w.rent().minTermMonths = 1; }), {});
    // H = 12, T = 24: months 13..35 all reach back to month 12: 23 × 50,000 = 1,150,000; the
    // v1 rule says the term is longer than the horizon as well.
    row("rent, 24-month term over a 12-month horizon",
        both(rent,
             [](World &w) {
                 w.rent().minTermMonths = 24;
                 w.scenario.horizonMonths = 12;
             }),
        { K::HorizonShorterThanMinimumTerm, K::RentalCommittedPastHorizon },
        { "23 server-month", "month 12", "HK$1,150,000.00" });
    // 9 replicas, 8 on the owned server: 1 rented server all along, 11 server-months after 36.
    row("hybrid, 12-month term, 1 rented server all along",
        both(hybrid(1),
             [](World &w) {
                 w.rent().minTermMonths = 12;
                 w.scenario.workload.peakOutputTokensPerS = Decimal(9000);
             }),
        { K::RentalCommittedPastHorizon, K::HybridRentsMostOfHorizon },
        { "11 server-month", "HK$550,000.00" });
    row("hybrid, 12-month term, nothing rented",
        both(hybrid(1),
             [](World &w) {
                 w.rent().minTermMonths = 12;
                 w.scenario.workload.peakOutputTokensPerS = Decimal(8000);
             }),
        {});
    row("colo: a rental's term does not apply", [](World &w) { w.rent().minTermMonths = 12; }, {});

    // Rule 4: quotes before 2025-12-02 (12 months before the reference date) or examples.
    row("card quoted 2025-12-01",
        [](World &w) { w.card().quoteDate = QStringLiteral("2025-12-01"); },
        { K::OutdatedOrExampleQuote },
        { "the card Test Card 96GB", "2025-12-01", "2026-12-02", "current quote" });
    row("card quoted 2025-12-02: exactly 12 months",
        [](World &w) { w.card().quoteDate = QStringLiteral("2025-12-02"); }, {});
    row("server quoted 2025-11", [](World &w) { w.box().quoteDate = QStringLiteral("2025-11"); },
        { K::OutdatedOrExampleQuote }, { "the server Eight-slot server", "2025-11" });
    row("server quoted 2025-12: may be within 12 months",
        [](World &w) { w.box().quoteDate = QStringLiteral("2025-12"); }, {});
    row("colocation offer quoted 2019-03-31",
        [](World &w) { w.colo().quoteDate = QStringLiteral("2019-03-31"); },
        { K::OutdatedOrExampleQuote }, { "the colocation offer HK rack", "2019-03-31" });
    row("colocation offer's source says Example",
        [](World &w) { w.colo().source = QStringLiteral("Example figures for the demo"); },
        { K::OutdatedOrExampleQuote }, { "the colocation offer HK rack", "example" });
    row("card's notes say EXAMPLE",
        [](World &w) { w.card().notes = QStringLiteral("EXAMPLE price"); },
        { K::OutdatedOrExampleQuote }, { "the card Test Card 96GB", "example" });
    row("rental offer quoted 2024-03",
        both(rent, [](World &w) { w.rent().quoteDate = QStringLiteral("2024-03"); }),
        { K::OutdatedOrExampleQuote }, { "the rental offer HK cloud", "2024-03" });
    row("rent: the card's old price is not used",
        both(rent,
             [](World &w) {
                 w.card().quoteDate = QStringLiteral("2020-01-01");
                 w.box().source = QStringLiteral("example");
             }),
        {});
    row("colo: the rental offer's old price is not used",
        [](World &w) { w.rent().quoteDate = QStringLiteral("2020-01"); }, {});
    row("hybrid: an old rental quote and an example colocation offer",
        both(hybrid(1),
             [](World &w) {
                 w.rent().quoteDate = QStringLiteral("2024-03");
                 w.colo().notes = QStringLiteral("an example");
             }),
        { K::OutdatedOrExampleQuote, K::OutdatedOrExampleQuote }, { "HK rack", "HK cloud" });
    row("undated or unreadable quote dates",
        [](World &w) {
            w.card().quoteDate.clear();
            w.box().quoteDate = QStringLiteral("Q3 2019");
        },
        {});

    // Issue 21 item 2: a price with no source and no quote date is warned about, as plainly as
    // an old one; a source or a date alone is enough to trace it.
    row("rental offer with no source and no quote date",
        both(rent,
             [](World &w) {
                 w.rent().source.clear();
                 w.rent().quoteDate.clear();
             }),
        { K::OutdatedOrExampleQuote },
        { "the rental offer HK cloud", "no source and no quote date" });
    row("hybrid: the colocation offer unsourced and undated",
        both(hybrid(1),
             [](World &w) {
                 w.colo().source.clear();
                 w.colo().quoteDate.clear();
             }),
        { K::OutdatedOrExampleQuote }, { "the colocation offer HK rack", "no source" });
    row("card with a source but no date", [](World &w) { w.card().quoteDate.clear(); }, {});
    row("server with a date but no source",
        [](World &w) {
            w.box().source.clear();
            w.box().quoteDate = QStringLiteral("2026-06");
        },
        {});
    row("rent: an unsourced card price is not used",
        both(rent,
             [](World &w) {
                 w.card().source.clear();
                 w.card().quoteDate.clear();
             }),
        {});

    // Rule 5: an offer away from the team's region.
    row("team in Hong Kong, rented in the US",
        both(rent,
             [](World &w) {
                 w.scenario.teamRegion = QStringLiteral("hk");
                 w.rent().region = QStringLiteral("us");
             }),
        { K::OfferOutsideTeamRegion },
        { "Hong Kong", "the rental offer HK cloud", "US East", "latency", "data-residency" });
    row("team in Hong Kong, colo in Hong Kong",
        [](World &w) { w.scenario.teamRegion = QStringLiteral("hk"); }, {});
    row("no team region, rented in the US",
        both(rent, [](World &w) { w.rent().region = QStringLiteral("us"); }), {});
    row("team in the US, colo in Hong Kong",
        [](World &w) { w.scenario.teamRegion = QStringLiteral("us"); },
        { K::OfferOutsideTeamRegion }, { "The team works from US East", "Hong Kong" });
    row("hybrid, team in Hong Kong, rented part in the US",
        both(hybrid(1),
             [](World &w) {
                 w.scenario.teamRegion = QStringLiteral("hk");
                 w.rent().region = QStringLiteral("us");
             }),
        { K::OfferOutsideTeamRegion }, { "HK cloud" });
    row("hybrid, team in Hong Kong, both offers in the US",
        both(hybrid(1),
             [](World &w) {
                 w.scenario.teamRegion = QStringLiteral("hk");
                 w.rent().region = QStringLiteral("us");
                 w.colo().region = QStringLiteral("us");
             }),
        { K::OfferOutsideTeamRegion, K::OfferOutsideTeamRegion }, { "HK cloud", "HK rack" });

    // Rule 6: export-controlled cards in Hong Kong (HKD), Macau (MOP), mainland China (CNY).
    const Setup controlled = [](World &w) { w.card().exportControlled = true; };
    row("export-controlled, owned in Hong Kong", controlled,
        { K::ExportControlledInHongKongMacauOrChina },
        { "Test Card 96GB", "US export licence", "Hong Kong" });
    row("export-controlled, rented in Macau",
        both(controlled,
             [](World &w) {
                 w.use(OptionMode::Rent);
                 w.rent().region = QStringLiteral("mo");
             }),
        { K::ExportControlledInHongKongMacauOrChina }, { "Macau" });
    row("export-controlled, rented in mainland China",
        both(controlled,
             [](World &w) {
                 w.use(OptionMode::Rent);
                 w.rent().region = QStringLiteral("cn");
             }),
        { K::ExportControlledInHongKongMacauOrChina }, { "Shanghai" });
    row("export-controlled, owned in Singapore",
        both(controlled, [](World &w) { w.colo().region = QStringLiteral("sg"); }), {});
    row("export-controlled, rented in the US",
        both(controlled,
             [](World &w) {
                 w.use(OptionMode::Rent);
                 w.rent().region = QStringLiteral("us");
             }),
        {});
    row("hybrid, export-controlled, both offers in Hong Kong: said once",
        both(controlled, hybrid(1)), { K::ExportControlledInHongKongMacauOrChina },
        { "Hong Kong" });
    row("hybrid, export-controlled, owned in Singapore, rented in Hong Kong",
        both(controlled,
             [](World &w) {
                 w.use(OptionMode::Hybrid, 1);
                 w.colo().region = QStringLiteral("sg");
             }),
        { K::ExportControlledInHongKongMacauOrChina }, { "Hong Kong" });
    row("hybrid, export-controlled, owned in Hong Kong, rented in China",
        both(controlled,
             [](World &w) {
                 w.use(OptionMode::Hybrid, 1);
                 w.rent().region = QStringLiteral("cn");
             }),
        { K::ExportControlledInHongKongMacauOrChina, K::ExportControlledInHongKongMacauOrChina },
        { "Hong Kong", "Shanghai" });
    // Issue 22 finding 1: a PRC-designed chip (the vendor says it) is not a matter of a US
    // licence a seller can hold but of General Prohibition 10 (BIS guidance, 13 May 2025);
    // the advice says so, and a US-designed card keeps the licence wording.
    row("PRC-designed, export-controlled, owned in Hong Kong",
        both(controlled, [](World &w) { w.card().vendor = QStringLiteral("Huawei"); }),
        { K::ExportControlledInHongKongMacauOrChina },
        { "Test Card 96GB", "PRC-designed", "General Prohibition 10", "13 May 2025", "Hong Kong",
          "counsel" });
    row("PRC-designed, export-controlled, rented in mainland China",
        both(controlled,
             [](World &w) {
                 w.card().vendor = QStringLiteral("cambricon");
                 w.use(OptionMode::Rent);
                 w.rent().region = QStringLiteral("cn");
             }),
        { K::ExportControlledInHongKongMacauOrChina }, { "General Prohibition 10", "Shanghai" });
    row("PRC-designed but not export-controlled",
        [](World &w) { w.card().vendor = QStringLiteral("Huawei"); }, {});

    // Rule 7: consumer cards in a datacenter, in any mode.
    const Setup consumer
            = [](World &w) { w.card().acceleratorClass = AcceleratorClass::ConsumerGpu; };
    row("consumer card in colo", consumer, { K::ConsumerCardInDatacenter },
        { "Test Card 96GB", "GeForce driver licence", "datacenter" });
    row("consumer card rented", both(consumer, rent), { K::ConsumerCardInDatacenter });
    row("consumer card in a hybrid", both(consumer, hybrid(1)), { K::ConsumerCardInDatacenter });
    row("NPU in colo", [](World &w) { w.card().acceleratorClass = AcceleratorClass::Npu; }, {});

    // Rule 8: a fully populated server with more than a quarter of its cards idle, at the
    // largest month: (installed − needed) × 4 > installed.
    const Setup full = [](World &w) { w.box().fullyPopulated = true; };
    // 5 replicas of 1 card on one 8-card server: 3 idle, 3 × 4 = 12 > 8.
    row("full 8-card server, 5 used",
        both(full, [](World &w) { w.scenario.workload.peakOutputTokensPerS = Decimal(5000); }),
        { K::IdleAcceleratorsInFullServer },
        { "Eight-slot server", "all 8 slots", "installs 8", "need only 5", "3 sit idle" });
    // 6 used: 2 idle, 2 × 4 = 8, not more than 8.
    row("full 8-card server, 6 used: a quarter idle",
        both(full, [](World &w) { w.scenario.workload.peakOutputTokensPerS = Decimal(6000); }), {});
    row("not fully populated, 1 card of 8 bought", [](World &) {}, {});
    // 1 replica in year 1, 7 from month 13: the largest month has 1 of 8 idle.
    row("full server judged at the largest month",
        both(full,
             [](World &w) {
                 w.demand({ { 1, 1000 }, { 13, 7000 } });
             }),
        {});
    // t = 2: 2 replicas use 4 cards of 8: 4 × 4 = 16 > 8.
    row("full server, t = 2, 2 replicas",
        both(full,
             [](World &w) {
                 w.sizing.tp = 2;
                 w.scenario.workload.peakOutputTokensPerS = Decimal(2000);
             }),
        { K::IdleAcceleratorsInFullServer }, { "need only 4", "4 sit idle" });
    // 3 owned 4-card servers, t = 8: C = floor(3 / ceil(8 / 4)) = 1 replica of 8 cards; 12
    // installed, 4 idle, 4 × 4 = 16 > 12.
    row("hybrid, 3 full 4-card servers, t = 8",
        both(full,
             [](World &w) {
                 w.use(OptionMode::Hybrid, 3);
                 w.box().slots = 4;
                 w.sizing.tp = 8;
             }),
        { K::IdleAcceleratorsInFullServer }, { "all 4 slots", "installs 12", "need only 8" });
    // 2 owned 8-card servers hold C = 16 replicas of 1 card: none idle by C × t.
    row("hybrid, 2 full 8-card servers, t = 1", both(full, hybrid(2)), {});
    row("rent: no platform", both(full, rent), {});

    // Rule 9: a hybrid that rents in more than half of its 36 months.
    row("hybrid rents in all 36 months",
        both(hybrid(1), [](World &w) { w.scenario.workload.peakOutputTokensPerS = Decimal(9000); }),
        { K::HybridRentsMostOfHorizon }, { "1 owned server", "36 of the 36 months" });
    row("hybrid rents in 19 of 36 months",
        both(hybrid(1),
             [](World &w) {
                 w.demand({ { 1, 1000 }, { 18, 9000 } });
             }),
        { K::HybridRentsMostOfHorizon }, { "19 of the 36 months" });
    row("hybrid rents in 18 of 36 months: half",
        both(hybrid(1),
             [](World &w) {
                 w.demand({ { 1, 1000 }, { 19, 9000 } });
             }),
        {});
    // 17 replicas, 16 on 2 owned servers.
    row("hybrid with 2 owned servers rents all along",
        both(hybrid(2),
             [](World &w) { w.scenario.workload.peakOutputTokensPerS = Decimal(17000); }),
        { K::HybridRentsMostOfHorizon }, { "2 owned server" });
    row("colo never rents",
        [](World &w) { w.scenario.workload.peakOutputTokensPerS = Decimal(9000); }, {});
}

void TestAdvice::v2Warnings()
{
    QFETCH(Setup, setup);
    QFETCH(QList<AdviceKind>, expected);
    QFETCH(QStringList, textContains);

    World w = world();
    setup(w);
    const QList<Advice> advice = w.advice(Today);
    QList<AdviceKind> kinds;
    QStringList texts;
    for (const Advice &a : advice) {
        kinds << a.kind;
        texts << a.text;
    }
    QCOMPARE(kinds, expected);
    const QString all = texts.join(QLatin1Char('\n'));
    for (const QString &part : textContains)
        QVERIFY2(all.contains(part), qPrintable(all));
    texts.removeDuplicates();
    QCOMPARE(texts.size(), advice.size());
}

void TestAdvice::serverMonthsPastHorizon_data()
{
    QTest::addColumn<std::vector<long long>>("need"); // index 0 is month 0
    QTest::addColumn<int>("term");
    QTest::addColumn<long long>("expected");

    const auto months = [](std::initializer_list<std::pair<int, long long>> runs) {
        std::vector<long long> need{ 0 };
        for (const auto &[count, value] : runs)
            need.insert(need.end(), static_cast<size_t>(count), value);
        return need;
    };
    QTest::newRow("no term") << months({ { 3, 1 } }) << 0 << 0LL;
    QTest::newRow("1-month term") << months({ { 3, 1 } }) << 1 << 0LL;
    // m = 4 reaches back to month 3.
    QTest::newRow("2-month term, 1 server") << months({ { 3, 1 } }) << 2 << 1LL;
    // m = 4: months 2..3 (0), m = 5: month 3 (0): the month-1 peak has run out.
    QTest::newRow("T 3, need 5 0 0") << months({ { 1, 5 }, { 2, 0 } }) << 3 << 0LL;
    QTest::newRow("T 3, need 5 5 5") << months({ { 3, 5 } }) << 3 << 10LL;
    QTest::newRow("T 3, need 0 0 5") << months({ { 2, 0 }, { 1, 5 } }) << 3 << 10LL;
    // m = 37..41 reach months 26..30 (2): 10; m = 42..47 only 31..36 (1): 6.
    QTest::newRow("T 12, 2 for 30 months then 1 for 6")
            << months({ { 30, 2 }, { 6, 1 } }) << 12 << 16LL;
    // m = 13..35 all reach month 12.
    QTest::newRow("T 24 over 12 months") << months({ { 12, 1 } }) << 24 << 23LL;
    // m = 3, 4, 5 reach month 1 (3 each), m = 6 only month 2 (1): 10.
    QTest::newRow("T 5 over 2 months, need 3 1") << months({ { 1, 3 }, { 1, 1 } }) << 5 << 10LL;
    QTest::newRow("no months") << months({}) << 12 << 0LL;
    // 35 months past H at 10^9 servers: 3.5 × 10^10, more than an int holds.
    QTest::newRow("10^9 servers, T 36 over 240 months")
            << months({ { 240, 1000000000LL } }) << 36 << 35000000000LL;
}

void TestAdvice::serverMonthsPastHorizon()
{
    QFETCH(std::vector<long long>, need);
    QFETCH(int, term);
    QFETCH(long long, expected);
    QCOMPARE(FleetPlanner::serverMonthsPastHorizon(need, term), expected);
}

void TestAdvice::breakEvenOnlyThroughResidual_data()
{
    QTest::addColumn<QList<BreakEven>>("breakEvens");
    QTest::addColumn<int>("expected"); // warnings on the colo option
    QTest::addColumn<QStringList>("textContains");

    const auto be = [](int rent, std::optional<int> month, std::optional<int> cash) {
        return BreakEven{ 0, rent, month, cash };
    };
    QTest::newRow("month 36 through the residual only")
            << QList<BreakEven>{ be(1, 36, std::nullopt) } << 1
            << QStringList{ QStringLiteral("Against Rent 8x"), QStringLiteral("month 36"),
                            QStringLiteral("HK$320,000.00"), QStringLiteral("36-month horizon") };
    QTest::newRow("cash break-even in month 30")
            << QList<BreakEven>{ be(1, 28, 30) } << 0 << QStringList{};
    QTest::newRow("no break-even at all")
            << QList<BreakEven>{ be(1, std::nullopt, std::nullopt) } << 0 << QStringList{};
    QTest::newRow("two rent options, one through the residual only")
            << QList<BreakEven>{ be(1, 20, 24), be(2, 33, std::nullopt) } << 1
            << QStringList{ QStringLiteral("Against Rent reserved"), QStringLiteral("month 33") };
}

void TestAdvice::breakEvenOnlyThroughResidual()
{
    QFETCH(QList<BreakEven>, breakEvens);
    QFETCH(int, expected);
    QFETCH(QStringList, textContains);

    Result result;
    result.currency = QStringLiteral("HKD");
    result.horizonMonths = 36;
    OptionResult colo;
    colo.name = QStringLiteral("Colo");
    colo.mode = OptionMode::Colo;
    colo.feasible = true;
    colo.totals[static_cast<size_t>(Component::Residual)] = Decimal(-320000);
    OptionResult rent;
    rent.name = QStringLiteral("Rent 8x");
    rent.feasible = true;
    OptionResult reserved = rent;
    reserved.name = QStringLiteral("Rent reserved");
    result.options = { colo, rent, reserved };
    result.breakEvens = breakEvens;

    Advisor::addBreakEvenAdvice(result);
    const QList<Advice> &advice = result.options.at(0).advice;
    QCOMPARE(advice.size(), expected);
    for (const Advice &a : advice)
        QCOMPARE(a.kind, AdviceKind::BreakEvenOnlyThroughResidual);
    for (const QString &part : textContains)
        QVERIFY2(advice.first().text.contains(part), qPrintable(advice.first().text));
    QVERIFY(result.options.at(1).advice.isEmpty());
    QVERIFY(result.options.at(2).advice.isEmpty());
}

void TestAdvice::engineAddsTheV2Advice()
{
    // One 300 W card (100 W idle) on a 50 W one-slot server at 0.8 CNY/kWh, U = 1: (50 + 100
    // + 200) W × 730 h = 255.5 kWh = 204.40 a month. Colo buys the card for 13,000 in month
    // 0 with a residual of half; rent pays 1,250 a month on a 6-month term, over 12 months.
    // Month 11: 13,000 + 11 × 204.40 = 15,248.40 > 13,750; month 12: 15,452.80 > 15,000
    // without the residual, 15,452.80 − 6,500 = 8,952.80 ≤ 15,000 with it.
    Catalog catalog;
    Accelerator card;
    card.id = QStringLiteral("card");
    card.acceleratorClass = AcceleratorClass::DatacenterGpu;
    card.memoryGb = 100;
    card.bandwidthGbs = 1000;
    card.tflops.fp16 = 1000;
    card.tdpW = Decimal(300);
    card.idleW = Decimal(100);
    card.price = Decimal(13000);
    card.currency = QStringLiteral("CNY");
    card.maxTp = 1;
    catalog.accelerators.append(card);
    ServerPlatform box;
    box.id = QStringLiteral("box");
    box.slots = 1;
    box.accepts = { AcceleratorClass::DatacenterGpu };
    box.rackUnits = 2;
    box.baseW = Decimal(50);
    box.price = Decimal(0);
    box.currency = QStringLiteral("CNY");
    catalog.platforms.append(box);
    Region cn = region("cn", "Shanghai", "CNY");
    cn.electricityPricePerKwh = dec("0.8");
    catalog.regions.append(cn);
    ColoOffer colo;
    colo.id = QStringLiteral("colo-cn");
    colo.region = QStringLiteral("cn");
    colo.usableU = 42;
    colo.currency = QStringLiteral("CNY");
    catalog.coloOffers.append(colo);
    RentalOffer rent;
    rent.id = QStringLiteral("rent-cn");
    rent.region = QStringLiteral("cn");
    rent.accelerator = QStringLiteral("card");
    rent.acceleratorsPerServer = 1;
    rent.monthlyPrice = Decimal(1250);
    rent.minTermMonths = 6;
    rent.currency = QStringLiteral("CNY");
    catalog.rentalOffers.append(rent);

    Scenario s;
    s.id = QStringLiteral("s");
    s.currency = QStringLiteral("CNY");
    s.horizonMonths = 12;
    s.engineerCurrency = QStringLiteral("CNY");
    s.owned.residualFraction = dec("0.5");
    Workload &wl = s.workload;
    wl.paramsB = 10;
    wl.layers = 1;
    wl.kvHeads = 1;
    wl.headDim = 500;
    wl.outputTokens = 1000;
    wl.peakOutputTokensPerS = Decimal(10000);
    wl.tpotMs = 20.2505;
    s.options = { { QStringLiteral("Colo"), OptionMode::Colo, QStringLiteral("card"),
                    QStringLiteral("box"), QStringLiteral("colo-cn"), QString(), 0 },
                  { QStringLiteral("Rent"), OptionMode::Rent, QStringLiteral("card"), QString(),
                    QStringLiteral("rent-cn"), QString(), 0 } };
    // Sourced prices: an unsourced, undated one has advice of its own (issue 21 item 2).
    for (auto *item :
         QList<CatalogItem *>{ &catalog.accelerators.first(), &catalog.platforms.first(),
                               &catalog.coloOffers.first(), &catalog.rentalOffers.first() })
        item->source = QStringLiteral("Quote for the test");

    const Outcome<Result> outcome = Advisor::compute(s, catalog, QDate::currentDate());
    QVERIFY(outcome.ok());
    const Result &result = outcome.value();
    QCOMPARE(result.options.at(0).sizing.servers, 1);
    QCOMPARE(result.breakEvens.size(), 1);
    QCOMPARE(result.breakEvens.at(0).month, std::optional<int>(12));
    QCOMPARE(result.breakEvens.at(0).cashMonth, std::optional<int>());
    const auto kinds = [](const OptionResult &option) {
        QList<AdviceKind> list;
        for (const Advice &advice : option.advice)
            list << advice.kind;
        return list;
    };
    // The colo offer has no rack fee: its rack space counts as nothing, and the advice says so
    // before the break-even.
    QCOMPARE(kinds(result.options.at(0)),
             (QList<AdviceKind>{ AdviceKind::EmptyFigureCountsAsZero,
                                 AdviceKind::BreakEvenOnlyThroughResidual }));
    const QString colo0 = result.options.at(0).advice.at(1).text;
    QVERIFY2(colo0.contains(QLatin1String("Against Rent"))
                     && colo0.contains(QLatin1String("month 12"))
                     && colo0.contains(QLatin1String("6,500.00")),
             qPrintable(colo0));
    // The 6-month term holds 1 server in months 13..17: 5 × 1,250 = 6,250.
    QCOMPARE(kinds(result.options.at(1)), { AdviceKind::RentalCommittedPastHorizon });
    const QString rent0 = result.options.at(1).advice.at(0).text;
    QVERIFY2(rent0.contains(QLatin1String("5 server-month"))
                     && rent0.contains(QLatin1String("6,250.00")),
             qPrintable(rent0));
}

namespace {

// The zh_CN translation of the team-region warning as committed (spaces around every
// placeholder, for Latin names), and Chinese region names.
class ChineseTeamRegion : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        const QByteArray c(context);
        const QByteArray text(source);
        if (c == "infertco::Advisor" && text.startsWith("The team works from %1"))
            return QString::fromUtf8("团队位于 %1，但 %2 位于 %3：团队附近的用户会遇到更高的延迟，"
                                     "且存放在 %3 的数据须遵守当地的数据驻留和隐私规定。");
        if (c == "infertco::RegionName" && text == "Hong Kong")
            return QString::fromUtf8("香港（中电）");
        if (c == "infertco::RegionName" && text == "US East")
            return QString::fromUtf8("美国东部");
        return {};
    }
};

} // namespace

// In Chinese, a region name that is Chinese joins the words around it without the spaces the
// translation leaves for Latin names ("位于 香港（中电），" read "位于香港（中电），"); a Latin
// label keeps its spaces.
void TestAdvice::chineseAdviceHasNoStraySpaces()
{
    int argc = 1;
    char name[] = "tst_advice";
    char *argv[] = { name, nullptr };
    QCoreApplication app(argc, argv);
    ChineseTeamRegion chinese;
    QVERIFY(QCoreApplication::installTranslator(&chinese));

    World w = world();
    w.use(OptionMode::Rent);
    w.scenario.teamRegion = QStringLiteral("hk");
    w.rent().region = QStringLiteral("us");
    const QList<Advice> advice = w.advice(Today);
    QCoreApplication::removeTranslator(&chinese);
    const auto team = std::find_if(advice.cbegin(), advice.cend(), [](const Advice &a) {
        return a.kind == AdviceKind::OfferOutsideTeamRegion;
    });
    QVERIFY(team != advice.cend());
    QVERIFY2(team->text.startsWith(QString::fromUtf8("团队位于香港（中电），但 ")),
             qPrintable(team->text));
    QVERIFY2(team->text.contains(QString::fromUtf8(" 位于美国东部：")), qPrintable(team->text));
    QVERIFY2(team->text.contains(QString::fromUtf8("存放在美国东部的数据")),
             qPrintable(team->text));
}

QTEST_APPLESS_MAIN(TestAdvice)
#include "tst_advice.moc"
