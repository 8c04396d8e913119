// SPDX-License-Identifier: GPL-3.0-or-later
// Engine::compute end to end (docs/method.md): sizing feeds the ledger, currencies are converted
// per source, NPV, cost per million tokens, break-even, infeasible options and bad input.
#include "analysis/advice.h"
#include "cost/discountfactorcache.h"
#include "cost/engine.h"
#include "oneofeach.h"
#include "testdecimal.h"

#include <QTest>

#include <functional>

using namespace infertco;
using infertco::testing::dec;

namespace {

QString money(const Decimal &value)
{
    return value.toString(2);
}

// The smallest world that sizes to exactly one server with one card:
//   card: 100 GB, 1000 GB/s, 1000 TFLOPS fp16, 300 W (idle 0), max_tp 1;
//   workload: 10 B fp16 parameters, K = 2 × 1 × 1 × 500 × 2 = 2000 B/token, no prompt,
//   1000 output tokens, 10000 tokens/s peak, 20.2505 ms per token, U = 1.
// Sizing (docs/serving.md, "Sizing"): W = 2e10, Umem = 9e10, T(B) = 0.02 + 1e-6 B → B = 250,
// tps = 250 / 0.02025 = 12345.68 ≥ 10000 → 1 replica; 1 slot → S = 1, A = 1;
// R = ceil(1 × 2 U / 42) = 1 (no power term: rack_power_kw 0).
// Every price, fee and rate is 0 and every PUE 1 until a test sets it; money in CNY.
struct World : testing::OneOfEach
{
    Result compute() const
    {
        const Outcome<Result> outcome = Advisor::compute(scenario, catalog, QDate::currentDate());
        if (!outcome.ok()) {
            for (const Problem &problem : outcome.problems())
                qWarning("%s", qPrintable(problem.text()));
            qFatal("the test scenario does not compute");
        }
        return outcome.value();
    }
};

World world()
{
    World w;
    Accelerator card;
    card.id = QStringLiteral("card");
    card.name = QStringLiteral("Test card");
    card.acceleratorClass = AcceleratorClass::DatacenterGpu;
    card.memoryGb = 100;
    card.bandwidthGbs = 1000;
    card.tflops.fp16 = 1000;
    card.tdpW = Decimal(300);
    card.idleW = Decimal(0);
    card.price = Decimal(0);
    card.currency = QStringLiteral("CNY");
    card.maxTp = 1;
    w.catalog.accelerators.append(card);

    ServerPlatform box;
    box.id = QStringLiteral("box");
    box.name = QStringLiteral("One-slot server");
    box.slots = 1;
    box.accepts = { AcceleratorClass::DatacenterGpu };
    box.rackUnits = 2;
    box.baseW = Decimal(0);
    box.price = Decimal(0);
    box.currency = QStringLiteral("CNY");
    w.catalog.platforms.append(box);

    Region region;
    region.id = QStringLiteral("cn");
    region.currency = QStringLiteral("CNY");
    region.electricityPricePerKwh = dec("0.8");
    region.pue = Decimal(1);
    region.staffCostPerFteYear = Decimal(0);
    w.catalog.regions.append(region);

    ColoOffer colo;
    colo.id = QStringLiteral("colo-cn");
    colo.region = QStringLiteral("cn");
    colo.usableU = 42;
    colo.powerBilling = PowerBilling::Metered;
    colo.currency = QStringLiteral("CNY");
    // Typed zeros: figures, not unknowns (docs/method.md, "Incomplete options").
    colo.rackFeePerMonth = Decimal(0);
    colo.uFeePerMonth = Decimal(0);
    colo.powerPricePerKwMonth = Decimal(0);
    w.catalog.coloOffers.append(colo);

    RentalOffer rent;
    rent.id = QStringLiteral("rent-cn");
    rent.region = QStringLiteral("cn");
    rent.accelerator = QStringLiteral("card");
    rent.acceleratorsPerServer = 1;
    rent.monthlyPrice = Decimal(0);
    rent.currency = QStringLiteral("CNY");
    w.catalog.rentalOffers.append(rent);

    Scenario &s = w.scenario;
    s.id = QStringLiteral("s");
    s.name = QStringLiteral("Test scenario");
    s.currency = QStringLiteral("CNY");
    s.horizonMonths = 36;
    s.engineerCurrency = QStringLiteral("CNY");
    Workload &wl = s.workload;
    wl.paramsB = 10;
    wl.precision = Precision::Fp16;
    wl.kvBytes = 2;
    wl.layers = 1;
    wl.kvHeads = 1;
    wl.headDim = 500;
    wl.promptTokens = 0;
    wl.outputTokens = 1000;
    wl.peakOutputTokensPerS = Decimal(10000);
    wl.tpotMs = 20.2505;
    wl.utilization = Decimal(1);
    s.options = { { QStringLiteral("Colo"), OptionMode::Colo, QStringLiteral("card"),
                    QStringLiteral("box"), QStringLiteral("colo-cn"), QString(), 0 } };
    return w;
}

ScenarioOption rentOption(const char *name = "Rent", const char *offer = "rent-cn",
                          const char *card = "card")
{
    return { QString::fromLatin1(name),
             OptionMode::Rent,
             QString::fromLatin1(card),
             QString(),
             QString::fromLatin1(offer),
             QString(),
             0 };
}

// docs/method.md, "Numbers" / 3.3: every table adds up to the cent, and NPV with r = 0 is the
// total.
void verifyAddsUp(const OptionResult &option, int horizon)
{
    QVERIFY(option.feasible);
    QCOMPARE(int(option.monthly.size()), horizon + 1);
    QCOMPARE(int(option.monthTotals.size()), horizon + 1);
    Decimal total;
    ComponentAmounts byComponent{};
    for (int m = 0; m <= horizon; ++m) {
        Decimal monthSum;
        for (const Component c : AllComponents) {
            const Decimal &amount = option.amount(m, c);
            QCOMPARE(amount.rounded(2), amount);
            monthSum += amount;
            byComponent[static_cast<size_t>(c)] += amount;
        }
        QCOMPARE(option.monthTotals[static_cast<size_t>(m)], monthSum);
        total += monthSum;
        QCOMPARE(option.cumulativeThrough(m), total);
    }
    Decimal componentSum;
    for (const Component c : AllComponents) {
        QCOMPARE(option.componentTotal(c), byComponent[static_cast<size_t>(c)]);
        componentSum += option.componentTotal(c);
    }
    QCOMPARE(option.total, total);
    QCOMPARE(option.total, componentSum);
}

void verifyOnlyComponent(const OptionResult &option, Component only)
{
    for (const Component c : AllComponents) {
        if (c != only)
            QCOMPARE(money(option.componentTotal(c)), QStringLiteral("0.00"));
    }
}

// The rich world of a colo and a rent option with every component and three currencies,
// reporting in HKD (fx USD 7.8125, CNY 1.08). The same figures, run through the
// independent Python reference (tests/golden/reference), give the same totals to the cent.
World richWorld()
{
    World w = world();
    Accelerator &card = w.card();
    card.tflops.int8 = 1000;
    card.idleW = Decimal(60);
    card.price = Decimal(2000);
    card.currency = QStringLiteral("USD");
    card.migrationDays = Decimal(4);
    card.requantDays = dec("1.5");
    card.supportsPartitioning = true;

    ServerPlatform &box = w.box();
    box.id = QStringLiteral("box4");
    box.slots = 4;
    box.rackUnits = 4;
    box.baseW = Decimal(800);
    box.price = Decimal(50000);
    box.currency = QStringLiteral("HKD");

    Region &cn = w.region();
    cn.pue = dec("1.3");
    cn.staffCostPerFteYear = Decimal(240000);
    Region us;
    us.id = QStringLiteral("us");
    us.currency = QStringLiteral("USD");
    us.electricityPricePerKwh = dec("0.12");
    us.pue = dec("1.2");
    us.staffCostPerFteYear = Decimal(120000);
    w.catalog.regions.append(us);

    ColoOffer &colo = w.colo();
    colo.rackFeePerMonth = Decimal(8000);
    colo.uFeePerMonth = Decimal(100);
    colo.rackPowerKw = Decimal(5);
    colo.setupFeePerRack = Decimal(5000);
    colo.networkPerMonth = Decimal(1500);

    RentalOffer &rent = w.rent();
    rent.id = QStringLiteral("rent-us");
    rent.region = QStringLiteral("us");
    rent.acceleratorsPerServer = 8;
    rent.monthlyPrice = Decimal(8000);
    rent.currency = QStringLiteral("USD");
    rent.setupFeePerServer = Decimal(500);
    rent.networkPerMonth = Decimal(200);
    rent.minTermMonths = 12;

    Scenario &s = w.scenario;
    s.currency = QStringLiteral("HKD");
    s.fx = { { QStringLiteral("USD"), dec("7.8125") }, { QStringLiteral("CNY"), dec("1.08") } };
    s.discountRateYear = dec("0.08");
    s.engineerDayRate = Decimal(520);
    s.engineerCurrency = QStringLiteral("USD");
    s.staff = { dec("0.1"), dec("0.05"), dec("0.25"), dec("0.1") };
    s.owned = { dec("0.1"), dec("0.03"), dec("0.05"), dec("0.2"), {} };
    Workload &wl = s.workload;
    wl.precision = Precision::Int8;
    wl.peakOutputTokensPerS = Decimal(100000);
    wl.utilization = dec("0.6");
    wl.modelUpdatesPerYear = Decimal(4);
    s.options = { { QStringLiteral("Colo CN"), OptionMode::Colo, QStringLiteral("card"),
                    QStringLiteral("box4"), QStringLiteral("colo-cn"), QString(), 0 },
                  rentOption("Rent US", "rent-us") };
    return w;
}

} // namespace

Q_DECLARE_METATYPE(infertco::Precision)
Q_DECLARE_METATYPE(infertco::PowerBilling)
Q_DECLARE_METATYPE(std::function<void(World &)>)

class TestEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void power300W_data();
    void power300W();
    void cooling_data();
    void cooling();
    void richColoOption();
    void richRentOption();
    void migrationInMonthZeroForBothModes();
    void staffFiguresPerMode();
    void hourlyRental_data();
    void hourlyRental();
    void residualInMonthH();
    void requantizationApplies_data();
    void requantizationApplies();
    void twoUpdatesInOneMonthAreOneLine();
    void tablesAddUp_data();
    void tablesAddUp();
    void npvWithoutDiscountIsTotal();
    void npvOneMonth();
    void costPerMillionTokens_data();
    void costPerMillionTokens();
    void breakEven_data();
    void breakEven();
    void infeasibleBesideFeasible();
    void adviceReachesTheResult();
    void emptyRackFeeMakesTheOptionIncomplete();
    void missingFxRate_data();
    void missingFxRate();
    void invalidInputIsAProblem();
    void figuresTooLargeAreAProblem();
    void updatesPerMonth_data();
    void updatesPerMonth();
    void discountFactorsWithoutDiscount();
    void discountFactors();
    void discountFactorCacheGivesFreshFactors();
    void discountFactorCacheIsBounded();
    void computesLatency_data();
    void computesLatency();
};

void TestEngine::power300W_data()
{
    QTest::addColumn<int>("idleW");
    QTest::addColumn<QString>("utilization");
    QTest::addColumn<QString>("costPerMillion");

    // idle + (tdp − idle) × U = 0 + 300 × 1 = 300 W.
    // Tokens over 36 months: 10000 × 1 × 3600 × 730 × 36 / 10^6 = 946080 million;
    // 6307.20 / 946080 = 0.0066666… → 0.0067.
    QTest::newRow("idle 0, U = 1") << 0 << "1"
                                   << "0.0067";
    // idle = tdp: 300 + 0 × 0.5 = 300 W whatever U is. Tokens halve: 473040 million;
    // 6307.20 / 473040 = 0.0133333… → 0.0133.
    QTest::newRow("idle = tdp, U = 0.5") << 300 << "0.5"
                                         << "0.0133";
}

void TestEngine::power300W()
{
    QFETCH(int, idleW);
    QFETCH(QString, utilization);
    QFETCH(QString, costPerMillion);

    // docs/method.md, "The ledger" example: one 300 W card, nothing else, 0.8 CNY/kWh, reporting
    // CNY: 300 W × 730 h / 1000 = 219 kWh × 0.8 = 175.20 a month; × 36 = 6307.20.
    World w = world();
    w.card().idleW = Decimal(idleW);
    w.workload().utilization = dec(utilization);
    const Result result = w.compute();
    QCOMPARE(result.currency, QStringLiteral("CNY"));
    QCOMPARE(result.horizonMonths, 36);
    QCOMPARE(result.options.size(), 1);
    const OptionResult &option = result.options.at(0);
    QVERIFY2(option.feasible, qPrintable(option.reason));
    QCOMPARE(option.sizing.tp, 1);
    QCOMPARE(option.sizing.servers, 1);
    QCOMPARE(option.sizing.accelerators, 1);
    QCOMPARE(option.sizing.spares, 0);
    QCOMPARE(option.sizing.racks, 1);
    QCOMPARE(money(option.amount(0, Component::Power)), QStringLiteral("0.00"));
    for (int m = 1; m <= 36; ++m)
        QCOMPARE(money(option.amount(m, Component::Power)), QStringLiteral("175.20"));
    QCOMPARE(money(option.componentTotal(Component::Power)), QStringLiteral("6307.20"));
    verifyOnlyComponent(option, Component::Power);
    QCOMPARE(money(option.total), QStringLiteral("6307.20"));
    QCOMPARE(money(option.npv), QStringLiteral("6307.20")); // no discount
    QCOMPARE(option.costPerMillionTokens.toString(4), costPerMillion);
    verifyAddsUp(option, 36);
}

void TestEngine::cooling_data()
{
    QTest::addColumn<QString>("regionPue");
    QTest::addColumn<QString>("offerPue"); // empty: the offer has none
    QTest::addColumn<PowerBilling>("billing");
    QTest::addColumn<QString>("powerMonth");
    QTest::addColumn<QString>("coolingMonth");
    QTest::addColumn<QString>("coolingTotal");

    // kWh = 219 a month; cooling = 219 × (PUE − 1) × 0.8.
    // Region PUE 1.5: 219 × 0.5 × 0.8 = 87.60; × 36 = 3153.60.
    QTest::newRow("region PUE when the offer has none") << "1.5"
                                                        << "" << PowerBilling::Metered << "175.20"
                                                        << "87.60"
                                                        << "3153.60";
    // Offer PUE 1.25 wins: 219 × 0.25 × 0.8 = 43.80; × 36 = 1576.80.
    QTest::newRow("offer PUE over region PUE") << "1.5"
                                               << "1.25" << PowerBilling::Metered << "175.20"
                                               << "43.80"
                                               << "1576.80";
    QTest::newRow("offer PUE 1 means no cooling") << "1.5"
                                                  << "1" << PowerBilling::Metered << "175.20"
                                                  << "0.00"
                                                  << "0.00";
    QTest::newRow("offer PUE above the region's") << "1"
                                                  << "1.5" << PowerBilling::Metered << "175.20"
                                                  << "87.60"
                                                  << "3153.60";
    // per_kw: R × 10 kW × 100 = 1 × 10 × 100 = 1000.00 a month; no cooling line.
    // R = max(ceil(2 / 42), ceil(0.3 kW / 10 kW)) = 1.
    QTest::newRow("per_kw has no cooling") << "1.5"
                                           << "" << PowerBilling::PerKw << "1000.00"
                                           << "0.00"
                                           << "0.00";
    QTest::newRow("included has neither power nor cooling")
            << "1.5"
            << "1.5" << PowerBilling::Included << "0.00"
            << "0.00"
            << "0.00";
}

void TestEngine::cooling()
{
    QFETCH(QString, regionPue);
    QFETCH(QString, offerPue);
    QFETCH(PowerBilling, billing);
    QFETCH(QString, powerMonth);
    QFETCH(QString, coolingMonth);
    QFETCH(QString, coolingTotal);

    World w = world();
    w.region().pue = dec(regionPue);
    if (!offerPue.isEmpty())
        w.colo().pue = dec(offerPue);
    w.colo().powerBilling = billing;
    w.colo().rackPowerKw = Decimal(10);
    w.colo().powerPricePerKwMonth = Decimal(100);
    const OptionResult option = w.compute().options.at(0);
    QCOMPARE(option.sizing.racks, 1);
    QCOMPARE(money(option.amount(1, Component::Power)), powerMonth);
    QCOMPARE(money(option.amount(36, Component::Power)), powerMonth);
    QCOMPARE(money(option.amount(0, Component::Cooling)), QStringLiteral("0.00"));
    QCOMPARE(money(option.amount(1, Component::Cooling)), coolingMonth);
    QCOMPARE(money(option.amount(36, Component::Cooling)), coolingMonth);
    QCOMPARE(money(option.componentTotal(Component::Cooling)), coolingTotal);
    verifyAddsUp(option, 36);
}

void TestEngine::richColoOption()
{
    const Result result = richWorld().compute();
    const OptionResult &colo = result.options.at(0);
    QVERIFY2(colo.feasible, qPrintable(colo.reason));
    // Sizing: int8, W = 1e10, T(B) = 0.01 + 1e-6 B ≤ 0.0202505 up to max_batch → B = 256,
    // tps = 256 / 0.010256 = 24961.0; replicas = ceil(100000 / 24961.0) = ceil(4.006) = 5;
    // 4 slots → S = ceil(5 / 4) = 2; A = 5; P = ceil(5 × 0.1) = 1; R = max(ceil(2 × 4 / 42),
    // ceil((2 × 800 + 5 × 300) / 1000 / 5)) = max(1, ceil(0.62)) = 1.
    QCOMPARE(colo.sizing.effectivePrecision, Precision::Int8);
    QCOMPARE(colo.sizing.batch, 256);
    QCOMPARE(colo.sizing.replicas, 5);
    QCOMPARE(colo.sizing.servers, 2);
    QCOMPARE(colo.sizing.accelerators, 5);
    QCOMPARE(colo.sizing.spares, 1);
    QCOMPARE(colo.sizing.racks, 1);

    const auto total = [&colo](Component c) { return money(colo.componentTotal(c)); };
    // hardware = 2 × 50000 HKD + (5 + 1) × 2000 USD × 7.8125 = 100000 + 93750 = 193750 HKD
    // purchase = 193750 × 1.03 = 199562.50 (month 0)
    QCOMPARE(total(Component::Purchase), QStringLiteral("199562.50"));
    // setup = R × 5000 CNY × 1.08 = 5400.00 (month 0)
    QCOMPARE(total(Component::Setup), QStringLiteral("5400.00"));
    // migration = 4 days × 520 USD × 7.8125 = 16250.00 (month 0)
    QCOMPARE(total(Component::Migration), QStringLiteral("16250.00"));
    QCOMPARE(total(Component::Rental), QStringLiteral("0.00"));
    // kWh = (2 × 800 + 5 × (60 + 240 × 0.6)) × 0.73 = (1600 + 1020) × 0.73 = 1912.6
    // power = 1912.6 × 0.8 CNY × 1.08 = 1652.4864 → 1652.49; × 36 = 59489.64
    QCOMPARE(money(colo.amount(1, Component::Power)), QStringLiteral("1652.49"));
    QCOMPARE(total(Component::Power), QStringLiteral("59489.64"));
    // cooling = 1912.6 × (1.3 − 1) × 0.8 × 1.08 = 495.74592 → 495.75; × 36 = 17847.00
    QCOMPARE(money(colo.amount(1, Component::Cooling)), QStringLiteral("495.75"));
    QCOMPARE(total(Component::Cooling), QStringLiteral("17847.00"));
    // rack_space = (1 × 8000 + 2 × 4 U × 100) CNY × 1.08 = 9504.00; × 36 = 342144.00
    QCOMPARE(total(Component::RackSpace), QStringLiteral("342144.00"));
    // network = 1500 CNY × 1.08 = 1620.00; × 36 = 58320.00
    QCOMPARE(total(Component::Network), QStringLiteral("58320.00"));
    // staff = max(0.25, 2 × 0.1) × 240000 CNY × 1.08 / 12 = 5400.00; × 36 = 194400.00
    QCOMPARE(total(Component::Staff), QStringLiteral("194400.00"));
    // maintenance = 193750 × 0.05 / 12 = 807.2916… → 807.29; × 36 = 29062.44
    QCOMPARE(money(colo.amount(1, Component::Maintenance)), QStringLiteral("807.29"));
    QCOMPARE(total(Component::Maintenance), QStringLiteral("29062.44"));
    // requantization: int8 is quantized; 1.5 days × 520 USD × 7.8125 = 6093.75 per update,
    // 4 a year → months 3, 6, …, 36: 12 × 6093.75 = 73125.00
    QCOMPARE(money(colo.amount(3, Component::Requantization)), QStringLiteral("6093.75"));
    QCOMPARE(money(colo.amount(4, Component::Requantization)), QStringLiteral("0.00"));
    QCOMPARE(total(Component::Requantization), QStringLiteral("73125.00"));
    // residual = −193750 × 0.2 = −38750.00 in month 36
    QCOMPARE(money(colo.amount(36, Component::Residual)), QStringLiteral("-38750.00"));
    QCOMPARE(total(Component::Residual), QStringLiteral("-38750.00"));
    // total = 199562.50 + 5400 + 16250 + 59489.64 + 17847.00 + 342144 + 58320 + 194400
    //       + 29062.44 + 73125 − 38750 = 956850.58
    QCOMPARE(money(colo.total), QStringLiteral("956850.58"));
    // Month totals: 0: 199562.50 + 5400 + 16250 = 221212.50; ordinary month: 1652.49 +
    // 495.75 + 9504 + 1620 + 5400 + 807.29 = 19479.53; month 36: 19479.53 + 6093.75 − 38750
    // = −13176.72.
    QCOMPARE(money(colo.monthTotals[0]), QStringLiteral("221212.50"));
    QCOMPARE(money(colo.monthTotals[1]), QStringLiteral("19479.53"));
    QCOMPARE(money(colo.monthTotals[3]), QStringLiteral("25573.28"));
    QCOMPARE(money(colo.monthTotals[36]), QStringLiteral("-13176.72"));
    // NPV at 8 %: Σ round(total_m × 1.08^(−m/12)), month 0 undiscounted; the reference
    // (50-digit decimal, exp(ln(1.08) × −m / 12)) gives 879311.55.
    QCOMPARE(money(colo.npv), QStringLiteral("879311.55"));
    // 956850.58 / (100000 × 0.6 × 3600 × 730 × 36 / 10^6 = 5676480) = 0.168564… → 0.1686
    QCOMPARE(colo.costPerMillionTokens.toString(4), QStringLiteral("0.1686"));
    verifyAddsUp(colo, 36);
}

void TestEngine::richRentOption()
{
    const Result result = richWorld().compute();
    const OptionResult &rent = result.options.at(1);
    QVERIFY2(rent.feasible, qPrintable(rent.reason));
    // 5 replicas on 8-card servers: S = 1, A = S × n = 8 (every rented card is paid for).
    QCOMPARE(rent.sizing.servers, 1);
    QCOMPARE(rent.sizing.accelerators, 8);
    QCOMPARE(rent.sizing.spares, 0);
    QCOMPARE(rent.sizing.racks, 0);

    const auto total = [&rent](Component c) { return money(rent.componentTotal(c)); };
    QCOMPARE(total(Component::Purchase), QStringLiteral("0.00"));
    // setup = 1 × 500 USD × 7.8125 = 3906.25
    QCOMPARE(total(Component::Setup), QStringLiteral("3906.25"));
    QCOMPARE(total(Component::Migration), QStringLiteral("16250.00"));
    // rental = 1 × 8000 USD × 7.8125 = 62500.00 a month; × 36 = 2250000.00
    QCOMPARE(money(rent.amount(1, Component::Rental)), QStringLiteral("62500.00"));
    QCOMPARE(total(Component::Rental), QStringLiteral("2250000.00"));
    QCOMPARE(total(Component::Power), QStringLiteral("0.00"));
    QCOMPARE(total(Component::Cooling), QStringLiteral("0.00"));
    QCOMPARE(total(Component::RackSpace), QStringLiteral("0.00"));
    // network = 200 USD × 7.8125 = 1562.50; × 36 = 56250.00
    QCOMPARE(total(Component::Network), QStringLiteral("56250.00"));
    // staff = max(0.1, 1 × 0.05) × 120000 USD × 7.8125 / 12 = 7812.50; × 36 = 281250.00
    QCOMPARE(total(Component::Staff), QStringLiteral("281250.00"));
    QCOMPARE(total(Component::Maintenance), QStringLiteral("0.00"));
    QCOMPARE(total(Component::Requantization), QStringLiteral("73125.00"));
    QCOMPARE(total(Component::Residual), QStringLiteral("0.00"));
    // 3906.25 + 16250 + 2250000 + 56250 + 281250 + 73125 = 2680781.25
    QCOMPARE(money(rent.total), QStringLiteral("2680781.25"));
    QCOMPARE(money(rent.npv), QStringLiteral("2387941.72")); // reference, as above
    // 2680781.25 / 5676480 = 0.472261… → 0.4723
    QCOMPARE(rent.costPerMillionTokens.toString(4), QStringLiteral("0.4723"));
    verifyAddsUp(rent, 36);

    // Break-even: colo month 0 221212.50 then 19479.53 a month; rent 20156.25 then 71875.00
    // (requantization is the same on both sides). Month 3: 221212.50 + 3 × 19479.53 =
    // 279651.09 > 20156.25 + 3 × 71875 = 235781.25; month 4: 299130.62 ≤ 307656.25, and the
    // gap only grows → month 4.
    QCOMPARE(result.breakEvens.size(), 1);
    QCOMPARE(result.breakEvens.at(0).coloOption, 0);
    QCOMPARE(result.breakEvens.at(0).rentOption, 1);
    QCOMPARE(result.breakEvens.at(0).month, std::optional<int>(4));
    QCOMPARE(result.cheapestOption(), 0);
}

void TestEngine::migrationInMonthZeroForBothModes()
{
    // 3 days × 2000 HKD × 0.92 = 5520.00 in month 0, for colo and rent alike.
    World w = world();
    w.card().migrationDays = Decimal(3);
    w.scenario.engineerDayRate = Decimal(2000);
    w.scenario.engineerCurrency = QStringLiteral("HKD");
    w.scenario.fx = { { QStringLiteral("HKD"), dec("0.92") } };
    w.scenario.options.append(rentOption());
    const Result result = w.compute();
    QCOMPARE(result.options.size(), 2);
    for (const OptionResult &option : result.options) {
        QCOMPARE(money(option.amount(0, Component::Migration)), QStringLiteral("5520.00"));
        for (int m = 1; m <= 36; ++m)
            QCOMPARE(money(option.amount(m, Component::Migration)), QStringLiteral("0.00"));
        QCOMPARE(money(option.componentTotal(Component::Migration)), QStringLiteral("5520.00"));
        verifyAddsUp(option, 36);
    }
}

void TestEngine::staffFiguresPerMode()
{
    World w = world();
    w.region().staffCostPerFteYear = Decimal(120000);
    w.scenario.staff = { dec("0.1"), dec("0.05"), dec("0.5"), dec("0.2") };
    w.scenario.options.append(rentOption());
    const Result result = w.compute();
    // colo: max(0.5, 1 × 0.1) × 120000 / 12 = 5000.00; × 36 = 180000.00
    QCOMPARE(money(result.options.at(0).amount(1, Component::Staff)), QStringLiteral("5000.00"));
    QCOMPARE(money(result.options.at(0).componentTotal(Component::Staff)),
             QStringLiteral("180000.00"));
    // rent: max(0.2, 1 × 0.05) × 120000 / 12 = 2000.00; × 36 = 72000.00
    QCOMPARE(money(result.options.at(1).amount(1, Component::Staff)), QStringLiteral("2000.00"));
    QCOMPARE(money(result.options.at(1).componentTotal(Component::Staff)),
             QStringLiteral("72000.00"));
    QCOMPARE(money(result.options.at(1).amount(0, Component::Staff)), QStringLiteral("0.00"));
}

void TestEngine::hourlyRental_data()
{
    QTest::addColumn<QString>("monthly"); // empty: none
    QTest::addColumn<QString>("hourly");
    QTest::addColumn<QString>("perMonth");
    QTest::addColumn<QString>("total");

    // 1 server × 2.5 × 730 h = 1825.00 a month; × 36 = 65700.00
    QTest::newRow("hourly x 730") << ""
                                  << "2.5"
                                  << "1825.00"
                                  << "65700.00";
    // A monthly price wins over an hourly one: 1000.00 a month; × 36 = 36000.00
    QTest::newRow("monthly preferred") << "1000"
                                       << "2.5"
                                       << "1000.00"
                                       << "36000.00";
    // 0.0005 × 730 = 0.365 → 0.36 (one rounding a month); × 36 = 12.96
    QTest::newRow("hourly, half cent to even") << ""
                                               << "0.0005"
                                               << "0.36"
                                               << "12.96";
}

void TestEngine::hourlyRental()
{
    QFETCH(QString, monthly);
    QFETCH(QString, hourly);
    QFETCH(QString, perMonth);
    QFETCH(QString, total);
    World w = world();
    w.rent().monthlyPrice = monthly.isEmpty() ? std::nullopt : std::optional(dec(monthly));
    w.rent().hourlyPrice = dec(hourly);
    w.scenario.options = { rentOption() };
    const OptionResult option = w.compute().options.at(0);
    QCOMPARE(option.sizing.servers, 1);
    QCOMPARE(money(option.amount(0, Component::Rental)), QStringLiteral("0.00"));
    QCOMPARE(money(option.amount(1, Component::Rental)), perMonth);
    QCOMPARE(money(option.amount(36, Component::Rental)), perMonth);
    QCOMPARE(money(option.componentTotal(Component::Rental)), total);
    verifyOnlyComponent(option, Component::Rental);
    verifyAddsUp(option, 36);
}

void TestEngine::residualInMonthH()
{
    // Hardware 1 × 20000 (card) + 1 × 5000 (platform) = 25000; residual 0.4 →
    // −25000 × 0.4 = −10000.00 in month 36 and nowhere else.
    World w = world();
    w.card().price = Decimal(20000);
    w.box().price = Decimal(5000);
    w.scenario.owned.residualFraction = dec("0.4");
    for (const int horizon : { 36, 12, 1 }) {
        w.scenario.horizonMonths = horizon;
        const OptionResult option = w.compute().options.at(0);
        for (int m = 0; m < horizon; ++m)
            QCOMPARE(money(option.amount(m, Component::Residual)), QStringLiteral("0.00"));
        QCOMPARE(money(option.amount(horizon, Component::Residual)), QStringLiteral("-10000.00"));
        QVERIFY(option.amount(horizon, Component::Residual).isNegative());
        QCOMPARE(money(option.componentTotal(Component::Residual)), QStringLiteral("-10000.00"));
        QCOMPARE(money(option.componentTotal(Component::Purchase)), QStringLiteral("25000.00"));
        verifyAddsUp(option, horizon);
    }
}

void TestEngine::requantizationApplies_data()
{
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<double>("int8");
    QTest::addColumn<double>("fp8");
    QTest::addColumn<bool>("requiresQuantization");
    QTest::addColumn<Precision>("effective");
    QTest::addColumn<QString>("total");

    // 1 day × 1000 CNY per update, 4 a year → 12 updates in 36 months: 12000.00, when the
    // effective precision is fp8/int8/int4 or the card requires quantization (docs/method.md, "The
    // ledger").
    using P = Precision;
    QTest::newRow("fp16: none") << P::Fp16 << 0.0 << 0.0 << false << P::Fp16 << "0.00";
    QTest::newRow("bf16: none") << P::Bf16 << 0.0 << 0.0 << false << P::Bf16 << "0.00";
    QTest::newRow("fp16 on a card that requires quantization")
            << P::Fp16 << 0.0 << 0.0 << true << P::Fp16 << "12000.00";
    QTest::newRow("int8") << P::Int8 << 1000.0 << 0.0 << false << P::Int8 << "12000.00";
    QTest::newRow("fp8") << P::Fp8 << 0.0 << 1000.0 << false << P::Fp8 << "12000.00";
    QTest::newRow("int4 falling back to int8")
            << P::Int4 << 1000.0 << 0.0 << false << P::Int8 << "12000.00";
    // The effective precision decides, not the requested one.
    QTest::newRow("int4 falling back to fp16: none")
            << P::Int4 << 0.0 << 0.0 << false << P::Fp16 << "0.00";
    QTest::newRow("fp8 falling back to fp16: none")
            << P::Fp8 << 1000.0 << 0.0 << false << P::Fp16 << "0.00";
}

void TestEngine::requantizationApplies()
{
    QFETCH(Precision, precision);
    QFETCH(double, int8);
    QFETCH(double, fp8);
    QFETCH(bool, requiresQuantization);
    QFETCH(Precision, effective);
    QFETCH(QString, total);
    World w = world();
    w.card().tflops.int8 = int8;
    w.card().tflops.fp8 = fp8;
    w.card().requiresQuantization = requiresQuantization;
    w.card().requantDays = Decimal(1);
    w.scenario.engineerDayRate = Decimal(1000);
    w.workload().precision = precision;
    w.workload().modelUpdatesPerYear = Decimal(4);
    w.scenario.options.append(rentOption());
    const Result result = w.compute();
    for (const OptionResult &option : result.options) {
        QVERIFY2(option.feasible, qPrintable(option.reason));
        QCOMPARE(option.sizing.effectivePrecision, effective);
        QCOMPARE(money(option.componentTotal(Component::Requantization)), total);
        verifyAddsUp(option, 36);
    }
}

void TestEngine::twoUpdatesInOneMonthAreOneLine()
{
    // 24 updates a year: update k in month ceil(12k / 24) = ceil(k / 2), two every month.
    // 0.5 days × 0.01 CNY = 0.005 per update; the month's line is 2 × 0.005 = 0.01 (each
    // update rounded alone would be 0.00). × 36 = 0.36.
    World w = world();
    w.card().tflops.int8 = 1000;
    w.card().requantDays = dec("0.5");
    w.scenario.engineerDayRate = dec("0.01");
    w.workload().precision = Precision::Int8;
    w.workload().modelUpdatesPerYear = Decimal(24);
    const OptionResult option = w.compute().options.at(0);
    QCOMPARE(money(option.amount(0, Component::Requantization)), QStringLiteral("0.00"));
    for (int m = 1; m <= 36; ++m)
        QCOMPARE(money(option.amount(m, Component::Requantization)), QStringLiteral("0.01"));
    QCOMPARE(money(option.componentTotal(Component::Requantization)), QStringLiteral("0.36"));

    // The same with 1.5 days × 520 = 780 per update: 1560.00 a month, 56160.00 in all.
    w.card().requantDays = dec("1.5");
    w.scenario.engineerDayRate = Decimal(520);
    const OptionResult larger = w.compute().options.at(0);
    QCOMPARE(money(larger.amount(7, Component::Requantization)), QStringLiteral("1560.00"));
    QCOMPARE(money(larger.componentTotal(Component::Requantization)), QStringLiteral("56160.00"));
}

void TestEngine::tablesAddUp_data()
{
    QTest::addColumn<std::function<void(World &)>>("setup");

    QTest::newRow("300 W card") << std::function<void(World &)>([](World &) {});
    QTest::newRow("rich colo and rent")
            << std::function<void(World &)>([](World &w) { w = richWorld(); });
    QTest::newRow("hourly rent, per_kw colo, 24 updates a year, 60 months")
            << std::function<void(World &)>([](World &w) {
                   w = richWorld();
                   w.rent().monthlyPrice.reset();
                   w.rent().hourlyPrice = dec("11.37");
                   w.colo().powerBilling = PowerBilling::PerKw;
                   w.colo().powerPricePerKwMonth = dec("1350.5");
                   w.workload().modelUpdatesPerYear = Decimal(24);
                   w.scenario.horizonMonths = 60;
               });
    // Figures with 12 decimal places everywhere and 4000 cards: still exact, no overflow.
    QTest::newRow("12 decimal places everywhere") << std::function<void(World &)>([](World &w) {
        w = richWorld();
        w.card().price = dec("2000.123456789012");
        w.card().tdpW = dec("300.123456789012");
        w.card().idleW = dec("60.123456789012");
        w.box().price = dec("50000.123456789012");
        w.box().baseW = dec("800.123456789012");
        w.region().electricityPricePerKwh = dec("0.812345678901");
        w.region().pue = dec("1.312345678901");
        w.region().staffCostPerFteYear = dec("240000.123456789012");
        w.colo().rackFeePerMonth = dec("8000.123456789012");
        w.colo().uFeePerMonth = dec("100.123456789012");
        w.colo().rackPowerKw = dec("5.123456789012");
        w.colo().networkPerMonth = dec("1500.123456789012");
        w.rent().monthlyPrice = dec("8000.123456789012");
        w.scenario.fx = { { QStringLiteral("USD"), dec("7.812345678901") },
                          { QStringLiteral("CNY"), dec("1.081234567891") } };
        w.scenario.owned = { dec("0.123456789012"),
                             dec("0.031234567891"),
                             dec("0.051234567891"),
                             dec("0.201234567891"),
                             {} };
        w.scenario.staff = { dec("0.112345678901"), dec("0.051234567891"), dec("0.251234567891"),
                             dec("0.101234567891") };
        w.scenario.engineerDayRate = dec("520.123456789012");
        w.scenario.discountRateYear = dec("0.081234567891");
        w.workload().utilization = dec("0.612345678901");
        w.workload().peakOutputTokensPerS = Decimal(100000000);
        w.workload().modelUpdatesPerYear = dec("4.123456789012");
    });
}

void TestEngine::tablesAddUp()
{
    QFETCH(std::function<void(World &)>, setup);
    World w = world();
    setup(w);
    const Outcome<Result> outcome = Advisor::compute(w.scenario, w.catalog, QDate::currentDate());
    QVERIFY2(outcome.ok(),
             qPrintable(outcome.problems().isEmpty() ? QString()
                                                     : outcome.problems().first().text()));
    for (const OptionResult &option : outcome.value().options)
        verifyAddsUp(option, w.scenario.horizonMonths);
}

void TestEngine::npvWithoutDiscountIsTotal()
{
    World w = richWorld();
    w.scenario.discountRateYear = Decimal(0);
    const Result result = w.compute();
    for (const OptionResult &option : result.options)
        QCOMPARE(option.npv, option.total);
    QCOMPARE(money(result.options.at(0).npv), QStringLiteral("956850.58"));
}

void TestEngine::npvOneMonth()
{
    // H = 1, r = 0.08: month 0 = setup 1000.00 (undiscounted); month 1 = rental 10000.00
    // × 1.08^(−1/12) = 10000 × 0.993607101988294… = 9936.07101… → 9936.07.
    // NPV = 1000.00 + 9936.07 = 10936.07; total = 11000.00.
    World w = world();
    w.rent().monthlyPrice = Decimal(10000);
    w.rent().setupFeePerServer = Decimal(1000);
    w.scenario.options = { rentOption() };
    w.scenario.horizonMonths = 1;
    w.scenario.discountRateYear = dec("0.08");
    const OptionResult option = w.compute().options.at(0);
    QCOMPARE(money(option.total), QStringLiteral("11000.00"));
    QCOMPARE(money(option.npv), QStringLiteral("10936.07"));
    QCOMPARE(option.npv, dec("10936.07"));
}

void TestEngine::costPerMillionTokens_data()
{
    QTest::addColumn<QString>("monthly");
    QTest::addColumn<QString>("expected");

    // Rent, H = 1, peak 50000 tokens/s, U = 1: 50000 × 3600 × 730 × 1 / 10^6 = 131400
    // million tokens; 5 replicas on 8-card servers → S = 1, total = the month's rental.
    // 6.57 / 131400 = 0.00005 exactly → half to even → 0.0000
    QTest::newRow("exact half, to even (down)") << "6.57"
                                                << "0.0000";
    // 19.71 / 131400 = 0.00015 exactly → 0.0002
    QTest::newRow("exact half, to even (up)") << "19.71"
                                              << "0.0002";
    // 13.14 / 131400 = 0.0001
    QTest::newRow("exact") << "13.14"
                           << "0.0001";
    // 6.58 / 131400 = 0.0000500761… → 0.0001
    QTest::newRow("just above half") << "6.58"
                                     << "0.0001";
    // 100000 / 131400 = 0.761035… → 0.7610
    QTest::newRow("large") << "100000"
                           << "0.7610";
}

void TestEngine::costPerMillionTokens()
{
    QFETCH(QString, monthly);
    QFETCH(QString, expected);
    World w = world();
    w.rent().acceleratorsPerServer = 8;
    w.rent().monthlyPrice = dec(monthly);
    w.workload().peakOutputTokensPerS = Decimal(50000);
    w.scenario.horizonMonths = 1;
    w.scenario.options = { rentOption() };
    const OptionResult option = w.compute().options.at(0);
    QCOMPARE(option.sizing.servers, 1);
    QCOMPARE(money(option.total), dec(monthly).toString(2));
    QCOMPARE(option.costPerMillionTokens.scale(), 4);
    QCOMPARE(option.costPerMillionTokens.toString(4), expected);
}

void TestEngine::breakEven_data()
{
    QTest::addColumn<int>("cardPrice");
    QTest::addColumn<QString>("rentMonthly");
    QTest::addColumn<int>("rentSetup");
    QTest::addColumn<QString>("residual");
    QTest::addColumn<int>("month"); // −1: null

    // Colo: purchase = card price (month 0), power 175.20 a month.
    // 20000 + 175.20 m ≤ 1175.20 m ⇔ m ≥ 20: equal at month 20 (23504.00 each), which counts.
    QTest::newRow("found, equality counts") << 20000 << "1175.20" << 0 << "0" << 20;
    // With residual 0.5, colo at month 36 = 20000 + 36 × 175.20 − 10000 = 16307.20 ≤ 36 × 453
    // = 16308; at month 35, 20000 + 35 × 175.20 = 26132 > 15855. Only month H qualifies.
    QTest::newRow("found only at month H, thanks to the residual")
            << 20000 << "453" << 0 << "0.5" << 36;
    QTest::newRow("never") << 20000 << "100" << 0 << "0" << -1;
    // Colo cumulative 175.20 m vs rent 1000 + 100 m: colo is cheaper through month 13
    // (2277.60 ≤ 2300) and dearer from month 14 (2452.80 > 2400) to H: no break-even,
    // although colo was ahead at month 0.
    QTest::newRow("ahead early, behind at the end: null") << 0 << "100" << 1000 << "0" << -1;
    // 0 ≤ 0 at month 0 and 175.20 m ≤ 200 m after: month 0.
    QTest::newRow("from month 0") << 0 << "200" << 0 << "0" << 0;
}

void TestEngine::breakEven()
{
    QFETCH(int, cardPrice);
    QFETCH(QString, rentMonthly);
    QFETCH(int, rentSetup);
    QFETCH(QString, residual);
    QFETCH(int, month);
    World w = world();
    w.card().price = Decimal(cardPrice);
    w.scenario.owned.residualFraction = dec(residual);
    w.rent().monthlyPrice = dec(rentMonthly);
    w.rent().setupFeePerServer = Decimal(rentSetup);
    // A second card with its own rent offer: never paired with the colo option on "card".
    Accelerator other = w.card();
    other.id = QStringLiteral("other");
    w.catalog.accelerators.append(other);
    RentalOffer otherOffer = w.rent();
    otherOffer.id = QStringLiteral("rent-other");
    otherOffer.accelerator = QStringLiteral("other");
    otherOffer.monthlyPrice = Decimal(1);
    w.catalog.rentalOffers.append(otherOffer);
    w.scenario.options.append(rentOption("Rent other", "rent-other", "other"));
    w.scenario.options.append(rentOption());

    const Result result = w.compute();
    QCOMPARE(result.breakEvens.size(), 1);
    const BreakEven &breakEven = result.breakEvens.at(0);
    QCOMPARE(breakEven.coloOption, 0);
    QCOMPARE(breakEven.rentOption, 2);
    QCOMPARE(breakEven.month, month < 0 ? std::nullopt : std::optional<int>(month));
    QCOMPARE(Engine::breakEvenMonth(result.options.at(0), result.options.at(2)), breakEven.month);
}

void TestEngine::infeasibleBesideFeasible()
{
    World w = world();
    w.card().price = Decimal(20000);
    w.rent().monthlyPrice = dec("1175.20");
    // A platform for NPUs only, and a 10 GB card whose 2e10-byte model cannot fit.
    ServerPlatform npuBox = w.box();
    npuBox.id = QStringLiteral("npu-box");
    npuBox.name = QStringLiteral("NPU server");
    npuBox.accepts = { AcceleratorClass::Npu };
    w.catalog.platforms.append(npuBox);
    Accelerator tiny = w.card();
    tiny.id = QStringLiteral("tiny");
    tiny.memoryGb = 10;
    w.catalog.accelerators.append(tiny);
    RentalOffer tinyOffer = w.rent();
    tinyOffer.id = QStringLiteral("rent-tiny");
    tinyOffer.accelerator = QStringLiteral("tiny");
    w.catalog.rentalOffers.append(tinyOffer);

    const Result alone = w.compute(); // the colo option by itself
    w.scenario.options = {
        { QStringLiteral("Colo on NPU server"), OptionMode::Colo, QStringLiteral("card"),
          QStringLiteral("npu-box"), QStringLiteral("colo-cn"), QString(), 0 },
        w.scenario.options.at(0),
        rentOption(),
        rentOption("Rent tiny", "rent-tiny", "tiny"),
    };
    const Result result = w.compute();
    QCOMPARE(result.options.size(), 4);

    const OptionResult &wrongPlatform = result.options.at(0);
    QVERIFY(!wrongPlatform.feasible);
    QVERIFY2(wrongPlatform.reason.contains(QLatin1String("NPU server"))
                     && wrongPlatform.reason.contains(QLatin1String("datacenter_gpu")),
             qPrintable(wrongPlatform.reason));
    const OptionResult &tooSmall = result.options.at(3);
    QVERIFY(!tooSmall.feasible);
    QVERIFY2(tooSmall.reason.contains(QLatin1String("do not fit")), qPrintable(tooSmall.reason));
    for (const OptionResult *infeasible : { &wrongPlatform, &tooSmall }) {
        QVERIFY(infeasible->monthly.empty());
        QVERIFY(infeasible->monthTotals.empty());
        QVERIFY(infeasible->total.isZero());
        QVERIFY(infeasible->npv.isZero());
        for (const Component c : AllComponents)
            QVERIFY(infeasible->componentTotal(c).isZero());
    }

    // The feasible ones are computed as if the others were not there.
    const OptionResult &colo = result.options.at(1);
    QVERIFY(colo.feasible);
    QCOMPARE(colo.total, alone.options.at(0).total);
    QCOMPARE(colo.monthTotals, alone.options.at(0).monthTotals);
    // 20000 + 36 × 175.20 = 26307.20
    QCOMPARE(money(colo.total), QStringLiteral("26307.20"));
    const OptionResult &rent = result.options.at(2);
    QVERIFY(rent.feasible);
    // 36 × 1175.20 = 42307.20
    QCOMPARE(money(rent.total), QStringLiteral("42307.20"));

    // Only the feasible pair has a break-even (month 20, as in breakEven()).
    QCOMPARE(result.breakEvens.size(), 1);
    QCOMPARE(result.breakEvens.at(0).coloOption, 1);
    QCOMPARE(result.breakEvens.at(0).rentOption, 2);
    QCOMPARE(result.breakEvens.at(0).month, std::optional<int>(20));
    QCOMPARE(result.cheapestOption(), 1);
}

void TestEngine::adviceReachesTheResult()
{
    // int4 on a card with only fp16 falls back (a warning on both options); the rental's
    // 48-month minimum term is longer than the 36-month horizon and commits months after it
    // (two warnings on rent only). The power figures and the rack fee are filled in, so none
    // counts as zero.
    World w = world();
    w.workload().precision = Precision::Int4;
    w.rent().minTermMonths = 48;
    w.card().idleW = Decimal(100);
    w.box().baseW = Decimal(100);
    w.colo().rackFeePerMonth = Decimal(9000);
    // Each price names its source, so none is warned about as unverifiable (issue 21 item 2).
    w.card().source = w.box().source = w.colo().source = w.rent().source
            = QStringLiteral("a seller's quote");
    w.scenario.options.append(rentOption());
    const Result result = w.compute();
    const auto kinds = [](const OptionResult &option) {
        QList<AdviceKind> list;
        for (const Advice &advice : option.advice)
            list << advice.kind;
        return list;
    };
    QCOMPARE(kinds(result.options.at(0)), QList<AdviceKind>{ AdviceKind::PrecisionFallback });
    QCOMPARE(kinds(result.options.at(1)),
             (QList<AdviceKind>{ AdviceKind::PrecisionFallback,
                                 AdviceKind::HorizonShorterThanMinimumTerm,
                                 AdviceKind::RentalCommittedPastHorizon }));
    QCOMPARE(result.options.at(0).sizing.effectivePrecision, Precision::Fp16);
}

void TestEngine::emptyRackFeeMakesTheOptionIncomplete()
{
    // docs/method.md, "Incomplete options": the colo offer's rack and U fee both empty. The
    // option is computed with them at 0 — 36 × 175.20 = 6307.20 of power (power300W), the same
    // total as with typed zeros — and marked; the dearer rent option is the cheapest.
    World w = world();
    w.rent().monthlyPrice = Decimal(200); // 36 × 200 = 7200.00
    w.scenario.options.append(rentOption());
    const Result typed = w.compute();
    QVERIFY(typed.options.at(0).incomplete.isEmpty());
    QCOMPARE(typed.cheapestOption(), 0);

    w.colo().rackFeePerMonth.reset();
    w.colo().uFeePerMonth.reset();
    const Result result = w.compute();
    const OptionResult &colo = result.options.at(0);
    QVERIFY(colo.feasible);
    QCOMPARE(money(colo.total), QStringLiteral("6307.20"));
    QCOMPARE(colo.total, typed.options.at(0).total);
    QCOMPARE(colo.incomplete,
             (QStringList{ QStringLiteral("colo_offer colo-cn.rack_fee_per_month"),
                           QStringLiteral("colo_offer colo-cn.u_fee_per_month") }));
    QVERIFY(!colo.isComplete());
    QVERIFY(result.options.at(1).incomplete.isEmpty());
    QCOMPARE(money(result.options.at(1).total), QStringLiteral("7200.00"));
    QCOMPARE(result.cheapestOption(), 1);
    QCOMPARE(result.ranking(), (QList<int>{ 1, 0 }));
    // The advice says so too, naming the offer.
    const auto empty = std::count_if(colo.advice.cbegin(), colo.advice.cend(), [](const Advice &a) {
        return a.kind == AdviceKind::EmptyFigureCountsAsZero;
    });
    QCOMPARE(empty, 1);
}

void TestEngine::missingFxRate_data()
{
    QTest::addColumn<std::function<void(World &)>>("setup");
    QTest::addColumn<QString>("currency");

    QTest::newRow("region currency") << std::function<void(World &)>([](World &w) {
        w.scenario.currency = QStringLiteral("HKD");
    }) << "CNY";
    QTest::newRow("engineer currency") << std::function<void(World &)>([](World &w) {
        w.scenario.engineerCurrency = QStringLiteral("USD");
    }) << "USD";
    QTest::newRow("card currency") << std::function<void(World &)>([](World &w) {
        w.card().currency = QStringLiteral("SGD");
    }) << "SGD";
    QTest::newRow("rental offer currency") << std::function<void(World &)>([](World &w) {
        w.rent().currency = QStringLiteral("USD");
        w.scenario.options = { rentOption() };
    }) << "USD";
}

void TestEngine::missingFxRate()
{
    QFETCH(std::function<void(World &)>, setup);
    QFETCH(QString, currency);
    World w = world();
    setup(w);
    const Outcome<Result> outcome = Advisor::compute(w.scenario, w.catalog, QDate::currentDate());
    QVERIFY(!outcome.ok());
    bool named = false;
    for (const Problem &problem : outcome.problems()) {
        if (problem.item == QLatin1String("scenario \"s\"") && problem.field == QLatin1String("fx")
            && problem.message.contains(currency))
            named = true;
    }
    QVERIFY2(named, qPrintable(outcome.problems().first().text()));
}

void TestEngine::invalidInputIsAProblem()
{
    World w = world();
    w.card().price = Decimal(-1);
    const Outcome<Result> outcome = Advisor::compute(w.scenario, w.catalog, QDate::currentDate());
    QVERIFY(!outcome.ok());
    QCOMPARE(outcome.problems().first().item, QStringLiteral("accelerator \"card\""));
    QCOMPARE(outcome.problems().first().field, QStringLiteral("price"));
}

void TestEngine::figuresTooLargeAreAProblem()
{
    // An exchange rate of 10^60 + 10^-12 (73 digits) passes validation (a rate has no upper
    // bound) but times a card price of 99 999 999 999 999.99 (16 digits) it needs 89 digits,
    // past the exact range: a problem, not a crash.
    World w = world();
    w.card().price = dec("99999999999999.99");
    w.scenario.currency = QStringLiteral("HKD");
    w.scenario.fx = { { QStringLiteral("CNY"), dec("1e60") + dec("0.000000000001") } };
    const Outcome<Result> outcome = Advisor::compute(w.scenario, w.catalog, QDate::currentDate());
    QVERIFY(!outcome.ok());
    QVERIFY2(outcome.problems().first().message.contains(QLatin1String("too large")),
             qPrintable(outcome.problems().first().text()));
}

void TestEngine::updatesPerMonth_data()
{
    QTest::addColumn<QString>("perYear");
    QTest::addColumn<int>("horizon");
    QTest::addColumn<QList<int>>("months"); // a month listed twice holds two updates

    // Update k falls in month ceil(12k / u) while that is ≤ H.
    QTest::newRow("1 a year") << "1" << 36 << QList<int>{ 12, 24, 36 };
    QTest::newRow("4 a year") << "4" << 36
                              << QList<int>{ 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36 };
    // ceil(2.4 k): 2.4→3, 4.8→5, 7.2→8, 9.6→10, 12, 14.4→15, 16.8→17, 19.2→20, 21.6→22, 24,
    // 26.4→27, 28.8→29, 31.2→32, 33.6→34, 36
    QTest::newRow("5 a year") << "5" << 36 << QList<int>{ 3,  5,  8,  10, 12, 15, 17, 20,
                                                          22, 24, 27, 29, 32, 34, 36 };
    // ceil(4.8 k): 5, 10, 15, 20, 24, 29, 34 (38.4 > 36)
    QTest::newRow("2.5 a year") << "2.5" << 36 << QList<int>{ 5, 10, 15, 20, 24, 29, 34 };
    QList<int> twice;
    for (int m = 1; m <= 36; ++m)
        twice << m << m;
    QTest::newRow("24 a year: two a month") << "24" << 36 << twice;
    QList<int> monthly;
    for (int m = 1; m <= 36; ++m)
        monthly << m;
    QTest::newRow("12 a year") << "12" << 36 << monthly;
    // ceil(12k / 13): k = 1..12 → months 1..12 (12/13 → 1, …, 144/13 = 11.08 → 12), k = 13 →
    // 12: two updates in month 12.
    QTest::newRow("13 a year over 12 months")
            << "13" << 12 << QList<int>{ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 12 };
    QTest::newRow("0.5 a year") << "0.5" << 36 << QList<int>{ 24 };
    QTest::newRow("0.3 a year: the first is in month 40") << "0.3" << 36 << QList<int>{};
    QTest::newRow("none") << "0" << 36 << QList<int>{};
    // 366 a year, H = 1: k ≤ 366 / 12 = 30.5 → 30 updates in month 1.
    QTest::newRow("366 a year, one month") << "366" << 1 << QList<int>(30, 1);
    QTest::newRow("6 a year, 5 months") << "6" << 5 << QList<int>{ 2, 4 };
}

void TestEngine::updatesPerMonth()
{
    QFETCH(QString, perYear);
    QFETCH(int, horizon);
    QFETCH(QList<int>, months);
    const std::vector<int> updates = Engine::updatesPerMonth(dec(perYear), horizon);
    QCOMPARE(int(updates.size()), horizon + 1);
    for (int m = 0; m <= horizon; ++m)
        QCOMPARE(updates[static_cast<size_t>(m)], int(months.count(m)));
}

void TestEngine::discountFactorsWithoutDiscount()
{
    for (const int horizon : { 1, 36, 240 }) {
        const std::vector<Decimal> factors = Engine::discountFactors(Decimal(0), horizon);
        QCOMPARE(int(factors.size()), horizon + 1);
        for (const Decimal &factor : factors) {
            QCOMPARE(factor, Decimal(1));
            QCOMPARE(factor.toString(), QStringLiteral("1"));
        }
    }
}

void TestEngine::discountFactors()
{
    // docs/method.md, "Numbers": (1 + r)^(−m/12) to at least 30 significant digits.
    const std::vector<Decimal> factors = Engine::discountFactors(dec("0.08"), 36);
    QCOMPARE(int(factors.size()), 37);
    QCOMPARE(factors[0], Decimal(1));
    // 1.08^(−1/12) = 0.993607101988294042515405958546357…
    QCOMPARE(factors[1].rounded(30), dec("0.993607101988294042515405958546", 30));
    // 1.08^(−12/12) = 1 / 1.08 = 0.925925925925925925925925925925925…
    const Decimal oneYear = Decimal::divide(Decimal(1), dec("1.08"), 40);
    QCOMPARE(factors[12].rounded(30), oneYear.rounded(30));
    // 1.08^(−3) = 1 / 1.259712 = 0.793832241163190816…
    const Decimal threeYears = Decimal::divide(Decimal(1), dec("1.259712"), 40);
    QCOMPARE(factors[36].rounded(30), threeYears.rounded(30));
    for (size_t m = 1; m < factors.size(); ++m)
        QVERIFY(factors[m] < factors[m - 1]);
}

namespace {

// The same list, factor by factor and digit by digit.
void compareFactors(const std::vector<Decimal> &actual, const std::vector<Decimal> &expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (size_t m = 0; m < actual.size(); ++m) {
        QCOMPARE(actual[m], expected[m]);
        QCOMPARE(actual[m].toString(), expected[m].toString());
    }
}

} // namespace

// Engine::prepare takes its discount factors from a cache: every answer, first or kept, is the
// list Engine::discountFactors computes for that rate and horizon (a cache keyed on the rate alone
// would give 36 months' factors for 60, one keyed on the horizon alone 8 % for 5 %).
void TestEngine::discountFactorCacheGivesFreshFactors()
{
    DiscountFactorCache cache(8);
    const struct
    {
        const char *rate;
        int horizon;
    } asks[] = { { "0.08", 36 }, { "0.08", 60 }, { "0.05", 36 }, { "0", 36 },
                 { "0.08", 36 }, { "0.05", 36 }, { "0.08", 60 }, { "0", 36 } };
    for (const auto &ask : asks) {
        const Decimal rate = dec(ask.rate);
        compareFactors(cache.factors(rate, ask.horizon),
                       Engine::discountFactors(rate, ask.horizon));
    }
    // Four pairs, each kept once.
    QCOMPARE(cache.size(), size_t(4));
    // 8 % written with a trailing zero is the same rate.
    compareFactors(cache.factors(dec("0.080"), 36), Engine::discountFactors(dec("0.08"), 36));
    QCOMPARE(cache.size(), size_t(4));
}

// The cache keeps at most its capacity of lists; the oldest goes first and is computed again when
// asked for.
void TestEngine::discountFactorCacheIsBounded()
{
    DiscountFactorCache cache(2);
    QCOMPARE(cache.capacity(), size_t(2));
    for (const char *rate : { "0.01", "0.02", "0.03", "0.04" }) {
        cache.factors(dec(rate), 36);
        QVERIFY(cache.size() <= cache.capacity());
    }
    QCOMPARE(cache.size(), size_t(2));
    compareFactors(cache.factors(dec("0.01"), 36), Engine::discountFactors(dec("0.01"), 36));
    QCOMPARE(cache.size(), size_t(2));
}

// docs/serving.md, "P99 sizing": P99 sizing needs the simulation for its costs; average sizing
// simulates only when asked (`compute --latency`, the latency view).
void TestEngine::computesLatency_data()
{
    QTest::addColumn<bool>("p99");
    QTest::addColumn<bool>("asked");
    QTest::addColumn<bool>("expected");
    QTest::newRow("average, not asked") << false << false << false;
    QTest::newRow("average, asked") << false << true << true;
    QTest::newRow("P99, not asked") << true << false << true;
    QTest::newRow("P99, asked") << true << true << true;
}

void TestEngine::computesLatency()
{
    QFETCH(bool, p99);
    QFETCH(bool, asked);
    QFETCH(bool, expected);
    Scenario scenario;
    scenario.workload.sizing = p99 ? SizingMode::P99 : SizingMode::Average;
    EngineOptions options;
    options.latency = asked;
    QCOMPARE(Engine::computesLatency(scenario, options), expected);
}

QTEST_APPLESS_MAIN(TestEngine)
#include "tst_engine.moc"
