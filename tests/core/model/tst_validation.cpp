// SPDX-License-Identifier: GPL-3.0-or-later
// Validation (docs/architecture.md, "Libraries"; docs/format.md; docs/method.md, "Numbers"): every
// bad input is a problem naming the item, the field and what is wrong, so that nothing invalid
// reaches sizing or the ledger.
#include "cost/engine.h"
#include "model/rules/validation.h"
#include "oneofeach.h"
#include "problemcheck.h"
#include "testdecimal.h"

#include <QLocale>
#include <QSet>
#include <QTest>

#include <functional>
#include <limits>

using namespace infertco;
using infertco::testing::dec;
using infertco::testing::describe;
using infertco::testing::itemLabel;

namespace {

using Inputs = testing::OneOfEach;

using Mutation = std::function<void(Inputs &)>;

// A valid catalog and scenario: one card, one server, one HK colo offer, one HK rental
// offer priced in USD, reporting in HKD.
Inputs validInputs()
{
    Inputs in;
    Accelerator card;
    card.id = QStringLiteral("card");
    card.acceleratorClass = AcceleratorClass::DatacenterGpu;
    card.memoryGb = 80;
    card.bandwidthGbs = 2000;
    card.tflops.fp16 = 400;
    card.tdpW = Decimal(350);
    card.idleW = Decimal(60);
    card.price = Decimal(60000);
    card.currency = QStringLiteral("HKD");
    card.bwEfficiency = 0.8;
    card.computeEfficiency = 0.5;
    card.tpEfficiency = 0.9;
    card.dynamicShapeEfficiency = 0.9;
    in.catalog.accelerators.append(card);

    ServerPlatform box;
    box.id = QStringLiteral("box");
    box.slots = 8;
    box.accepts = { AcceleratorClass::DatacenterGpu };
    box.rackUnits = 4;
    box.baseW = Decimal(1500);
    box.price = Decimal(150000);
    box.currency = QStringLiteral("HKD");
    in.catalog.platforms.append(box);

    Region hk;
    hk.id = QStringLiteral("hk");
    hk.currency = QStringLiteral("HKD");
    hk.electricityPricePerKwh = dec("1.4");
    hk.pue = dec("1.5");
    hk.staffCostPerFteYear = Decimal(720000);
    in.catalog.regions.append(hk);

    ColoOffer colo;
    colo.id = QStringLiteral("colo-hk");
    colo.region = QStringLiteral("hk");
    colo.rackFeePerMonth = Decimal(9000);
    colo.usableU = 42;
    colo.rackPowerKw = Decimal(10);
    colo.currency = QStringLiteral("HKD");
    in.catalog.coloOffers.append(colo);

    RentalOffer rent;
    rent.id = QStringLiteral("rent-hk");
    rent.region = QStringLiteral("hk");
    rent.accelerator = QStringLiteral("card");
    rent.acceleratorsPerServer = 8;
    rent.monthlyPrice = Decimal(9000);
    rent.currency = QStringLiteral("USD");
    in.catalog.rentalOffers.append(rent);

    Scenario &s = in.scenario;
    s.id = QStringLiteral("s");
    s.currency = QStringLiteral("HKD");
    s.fx = { { QStringLiteral("USD"), dec("7.8") } };
    s.discountRateYear = dec("0.08");
    s.engineerDayRate = Decimal(4000);
    s.owned.spareFraction = dec("0.05");
    Workload &w = s.workload;
    w.paramsB = 8;
    w.layers = 32;
    w.kvHeads = 8;
    w.headDim = 128;
    w.promptTokens = 1000;
    w.outputTokens = 300;
    w.peakOutputTokensPerS = Decimal(2000);
    w.tpotMs = 50;
    w.utilization = dec("0.5");
    s.options = { { QStringLiteral("Colo"), OptionMode::Colo, QStringLiteral("card"),
                    QStringLiteral("box"), QStringLiteral("colo-hk") },
                  { QStringLiteral("Rent"), OptionMode::Rent, QStringLiteral("card"), QString(),
                    QStringLiteral("rent-hk") } };
    return in;
}

Problems problemsOf(const Inputs &in)
{
    return Validator::check(in.catalog) + Validator::check(in.scenario, in.catalog);
}

} // namespace

Q_DECLARE_METATYPE(Mutation)
Q_DECLARE_METATYPE(std::function<double &(Inputs &)>)
Q_DECLARE_METATYPE(std::function<QString &(Inputs &)>)

class TestValidation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validInputsPass();
    void versionThreeBoundsPass_data();
    void versionThreeBoundsPass();
    void badInput_data();
    void badInput();
    void badInputIndexed_data() { badInput_data(); }
    void badInputIndexed();
    void nonFinite_data();
    void nonFinite();
    void textTooLong_data();
    void textTooLong();
    void textAtTheLimitPasses();
    void engineRefusesBadInput();
};

void TestValidation::validInputsPass()
{
    const Inputs in = validInputs();
    const Problems problems = problemsOf(in);
    QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
    QVERIFY(Engine::compute(in.scenario, in.catalog).ok());
}

void TestValidation::versionThreeBoundsPass_data()
{
    QTest::addColumn<Mutation>("mutate");
    QTest::newRow("burst_cv 1") << Mutation([](Inputs &in) { in.workload().burstCv = 1; });
    QTest::newRow("prefill chunk 16")
            << Mutation([](Inputs &in) { in.workload().prefillChunkTokens = 16; });
    QTest::newRow("prefill chunk 1,000,000")
            << Mutation([](Inputs &in) { in.workload().prefillChunkTokens = 1000000; });
    QTest::newRow("sim_requests 500")
            << Mutation([](Inputs &in) { in.workload().simRequests = 500; });
    QTest::newRow("sim_requests 1,000,000")
            << Mutation([](Inputs &in) { in.workload().simRequests = 1000000; });
    QTest::newRow("sim_seed 0") << Mutation([](Inputs &in) { in.workload().simSeed = 0; });
    QTest::newRow("sim_seed 2^63 - 1")
            << Mutation([](Inputs &in) { in.workload().simSeed = (quint64(1) << 63) - 1; });
    QTest::newRow("overheads 0 and p99 with ttft") << Mutation([](Inputs &in) {
        in.workload().sizing = SizingMode::P99;
        in.workload().ttftMs = 2000;
        in.workload().arrival = ArrivalProcess::Bursty;
        in.card().sequenceOverheadMs = 0;
        in.card().requestOverheadMs = 0;
    });
    QTest::newRow("efficiencies of 1 at every size and precision") << Mutation([](Inputs &in) {
        in.card().tpEfficiencyBySize = { { 2, 1.0 }, { 4, 1.0 }, { 8, 1.0 } };
        in.card().efficiencyByPrecision = { { QStringLiteral("fp16"), { 1.0, 1.0 } },
                                            { QStringLiteral("fp8"), { 1.0, std::nullopt } },
                                            { QStringLiteral("int8"), { std::nullopt, 1.0 } },
                                            { QStringLiteral("int4"), { 0.5, 0.5 } } };
        in.card().formFactor = FormFactor::Sxm;
        in.catalog.platforms[0].formFactors = { FormFactor::Sxm, FormFactor::Oam };
    });
}

// The edges of every v3 range are inside it (docs/serving.md, "The serving simulation").
void TestValidation::versionThreeBoundsPass()
{
    QFETCH(Mutation, mutate);
    Inputs in = validInputs();
    mutate(in);
    const Problems problems = problemsOf(in);
    QVERIFY2(problems.isEmpty(), qPrintable(describe(problems)));
}

void TestValidation::badInput_data()
{
    QTest::addColumn<Mutation>("mutate");
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // a part of the message

    const QString card = QStringLiteral("accelerator \"card\"");
    const QString box = QStringLiteral("platform \"box\"");
    const QString region = QStringLiteral("region \"hk\"");
    const QString colo = QStringLiteral("colo offer \"colo-hk\"");
    const QString rent = QStringLiteral("rental offer \"rent-hk\"");
    const QString scenario = QStringLiteral("scenario \"s\"");
    const QString option1 = QStringLiteral("scenario \"s\" option 1 (\"Colo\")");
    const QString option2 = QStringLiteral("scenario \"s\" option 2 (\"Rent\")");
    const QString negative = QStringLiteral("must not be negative");
    const QString fraction = QStringLiteral("greater than 0 and at most 1");

    // Money
    QTest::newRow("negative card price")
            << Mutation([](Inputs &in) { in.card().price = Decimal(-1); }) << card << "price"
            << negative;
    QTest::newRow("implausible card price")
            << Mutation([](Inputs &in) { in.card().price = dec("1e15"); }) << card << "price"
            << "implausibly large: it must be below 1,000,000,000,000,000 in the item's currency";
    // Power: 100 kW per accelerator or per server's own draw is a unit slip.
    QTest::newRow("implausible tdp")
            << Mutation([](Inputs &in) { in.card().tdpW = Decimal(100000); }) << card << "tdp_w"
            << "implausibly large: it must be below 100,000 W";
    QTest::newRow("implausible platform base power")
            << Mutation([](Inputs &in) { in.box().baseW = Decimal(250000); }) << box << "base_w"
            << "implausibly large: it must be below 100,000 W";
    // Each "implausibly large" says its limit, with the unit.
    QTest::newRow("implausible memory")
            << Mutation([](Inputs &in) { in.card().memoryGb = 100000; }) << card << "memory_gb"
            << "implausibly large: it must be below 100,000 GB";
    QTest::newRow("implausible price change")
            << Mutation([](Inputs &in) { in.card().priceChangeYear = Decimal(11); }) << card
            << "price_change_year"
            << "implausibly large: it must be at most 10 (1,000% a year)";
    QTest::newRow("implausible peak") << Mutation([](Inputs &in) {
        in.workload().peakOutputTokensPerS = Decimal(1000000000);
    }) << scenario << "workload.peak_output_tokens_per_s"
                                      << "implausibly large: it must be below 1,000,000,000 "
                                         "tokens/s";
    QTest::newRow("implausible step peak") << Mutation([](Inputs &in) {
        in.workload().demand = { DemandStep{ 1, Decimal(2000000000) } };
    }) << scenario << "workload.demand"
                                           << "the peak of step 1 is implausibly large: it must "
                                              "be below 1,000,000,000 tokens/s";
    QTest::newRow("implausible demand growth")
            << Mutation([](Inputs &in) { in.workload().demandGrowthYear = Decimal(12); })
            << scenario << "workload.demand_growth_year"
            << "implausibly large: it must be at most 10 "
               "(1,000% a year)";
    QTest::newRow("negative platform price")
            << Mutation([](Inputs &in) { in.box().price = dec("-0.01"); }) << box << "price"
            << negative;
    QTest::newRow("negative monthly rent")
            << Mutation([](Inputs &in) { in.rent().monthlyPrice = Decimal(-9000); }) << rent
            << "monthly_price" << negative;
    QTest::newRow("negative hourly rent")
            << Mutation([](Inputs &in) { in.rent().hourlyPrice = dec("-1.5"); }) << rent
            << "hourly_price" << negative;
    QTest::newRow("rental offer without a price")
            << Mutation([](Inputs &in) { in.rent().monthlyPrice.reset(); }) << rent
            << "monthly_price"
            << "is required";
    QTest::newRow("negative setup fee per server")
            << Mutation([](Inputs &in) { in.rent().setupFeePerServer = Decimal(-1); }) << rent
            << "setup_fee_per_server" << negative;
    QTest::newRow("negative rack fee")
            << Mutation([](Inputs &in) { in.colo().rackFeePerMonth = Decimal(-9000); }) << colo
            << "rack_fee_per_month" << negative;
    QTest::newRow("negative colo network")
            << Mutation([](Inputs &in) { in.colo().networkPerMonth = Decimal(-1); }) << colo
            << "network_per_month" << negative;
    QTest::newRow("negative electricity price")
            << Mutation([](Inputs &in) { in.region().electricityPricePerKwh = dec("-1.4"); })
            << region << "electricity_price_per_kwh" << negative;
    QTest::newRow("negative staff cost")
            << Mutation([](Inputs &in) { in.region().staffCostPerFteYear = Decimal(-1); }) << region
            << "staff_cost_per_fte_year" << negative;
    QTest::newRow("negative engineer day rate")
            << Mutation([](Inputs &in) { in.scenario.engineerDayRate = Decimal(-1); }) << scenario
            << "engineer_day_rate" << negative;
    // Issue 23: the forms of an id and a quote date are rules of the item, not only of the
    // editor, so a bundle, the document and a CSV import refuse them too (TextFormat).
    QTest::newRow("id with a space")
            << Mutation([](Inputs &in) { in.box().id = QStringLiteral("my box"); })
            << QStringLiteral("platform \"my box\"") << "id"
            << "must not contain spaces";
    QTest::newRow("quote date as words")
            << Mutation([](Inputs &in) { in.card().quoteDate = QStringLiteral("March 2026"); })
            << card << "quote_date"
            << "is not a date such as 2026-03-28";
    QTest::newRow("quote date of a day that does not exist")
            << Mutation([](Inputs &in) { in.rent().quoteDate = QStringLiteral("2026-02-30"); })
            << rent << "quote_date"
            << "is not a date such as 2026-03-28";
    QTest::newRow("quote date day first")
            << Mutation([](Inputs &in) { in.region().quoteDate = QStringLiteral("28/03/2026"); })
            << region << "quote_date"
            << "is not a date such as 2026-03-28";
    QTest::newRow("currency of two letters")
            << Mutation([](Inputs &in) { in.colo().currency = QStringLiteral("HK"); }) << colo
            << "currency"
            << "three-letter currency code";
    QTest::newRow("lower-case currency")
            << Mutation([](Inputs &in) { in.card().currency = QStringLiteral("hkd"); }) << card
            << "currency"
            << "three-letter currency code";
    QTest::newRow("rental offer without currency")
            << Mutation([](Inputs &in) { in.rent().currency.clear(); }) << rent << "currency"
            << "is required";

    // Fractions and factors
    QTest::newRow("utilization 0")
            << Mutation([](Inputs &in) { in.workload().utilization = Decimal(0); }) << scenario
            << "workload.utilization" << fraction;
    QTest::newRow("utilization 1.5")
            << Mutation([](Inputs &in) { in.workload().utilization = dec("1.5"); }) << scenario
            << "workload.utilization" << fraction;
    QTest::newRow("headroom 1") << Mutation([](Inputs &in) { in.scenario.headroom = Decimal(1); })
                                << scenario << "headroom"
                                << "less than 1";
    QTest::newRow("negative headroom")
            << Mutation([](Inputs &in) { in.scenario.headroom = dec("-0.1"); }) << scenario
            << "headroom"
            << "at least 0";
    QTest::newRow("negative discount rate")
            << Mutation([](Inputs &in) { in.scenario.discountRateYear = dec("-0.01"); }) << scenario
            << "discount_rate_year"
            << "between 0 and 1";
    QTest::newRow("spare fraction 1.5")
            << Mutation([](Inputs &in) { in.scenario.owned.spareFraction = dec("1.5"); })
            << scenario << "owned.spare_fraction"
            << "between 0 and 1";
    QTest::newRow("negative residual fraction")
            << Mutation([](Inputs &in) { in.scenario.owned.residualFraction = dec("-0.1"); })
            << scenario << "owned.residual_fraction"
            << "between 0 and 1";
    QTest::newRow("negative FTE per server")
            << Mutation([](Inputs &in) { in.scenario.staff.ftePerServerOwned = dec("-0.1"); })
            << scenario << "staff.fte_per_server_owned" << negative;
    QTest::newRow("bw_efficiency 0") << Mutation([](Inputs &in) { in.card().bwEfficiency = 0; })
                                     << card << "bw_efficiency" << fraction;
    QTest::newRow("compute_efficiency 1.5")
            << Mutation([](Inputs &in) { in.card().computeEfficiency = 1.5; }) << card
            << "compute_efficiency" << fraction;
    QTest::newRow("tp_efficiency 0") << Mutation([](Inputs &in) { in.card().tpEfficiency = 0; })
                                     << card << "tp_efficiency" << fraction;
    QTest::newRow("dynamic_shape_efficiency 2")
            << Mutation([](Inputs &in) { in.card().dynamicShapeEfficiency = 2; }) << card
            << "dynamic_shape_efficiency" << fraction;
    QTest::newRow("region PUE below 1")
            << Mutation([](Inputs &in) { in.region().pue = dec("0.9"); }) << region << "pue"
            << "between 1 and 5";
    QTest::newRow("offer PUE below 1")
            << Mutation([](Inputs &in) { in.colo().pue = dec("0.95"); }) << colo << "pue"
            << "between 1 and 5";

    // Physical figures
    QTest::newRow("idle above TDP")
            << Mutation([](Inputs &in) { in.card().idleW = Decimal(351); }) << card << "idle_w"
            << "must not exceed tdp_w";
    QTest::newRow("TDP zero") << Mutation([](Inputs &in) {
        in.card().tdpW = Decimal(0);
        in.card().idleW = Decimal(0);
    }) << card << "tdp_w"
                              << "greater than zero";
    QTest::newRow("memory zero") << Mutation([](Inputs &in) { in.card().memoryGb = 0; }) << card
                                 << "memory_gb"
                                 << "greater than zero";
    QTest::newRow("no precision at all")
            << Mutation([](Inputs &in) { in.card().tflops = TensorThroughput(); }) << card
            << "tflops"
            << "at least one precision";
    QTest::newRow("max_tp 0") << Mutation([](Inputs &in) { in.card().maxTp = 0; }) << card
                              << "max_tp"
                              << "greater than zero";
    QTest::newRow("negative migration days")
            << Mutation([](Inputs &in) { in.card().migrationDays = Decimal(-1); }) << card
            << "migration_days" << negative;
    QTest::newRow("platform accepting nothing")
            << Mutation([](Inputs &in) { in.box().accepts.clear(); }) << box << "accepts"
            << "at least one accelerator class";
    QTest::newRow("platform without slots")
            << Mutation([](Inputs &in) { in.box().slots = 0; }) << box << "slots"
            << "greater than zero";
    QTest::newRow("colo offer without usable U")
            << Mutation([](Inputs &in) { in.colo().usableU = 0; }) << colo << "usable_u"
            << "greater than zero";
    QTest::newRow("per_kw billing with rack_power_kw 0") << Mutation([](Inputs &in) {
        in.colo().powerBilling = PowerBilling::PerKw;
        in.colo().rackPowerKw = Decimal(0);
    }) << colo << "rack_power_kw"
                                                         << "per kW";
    QTest::newRow("rental offer with 0 cards per server")
            << Mutation([](Inputs &in) { in.rent().acceleratorsPerServer = 0; }) << rent
            << "accelerators_per_server"
            << "greater than zero";

    // Scenario and workload
    QTest::newRow("empty scenario id")
            << Mutation([](Inputs &in) { in.scenario.id.clear(); }) << "scenario \"\""
            << "id"
            << "is required";
    QTest::newRow("horizon 0") << Mutation([](Inputs &in) { in.scenario.horizonMonths = 0; })
                               << scenario << "horizon_months"
                               << "between 1 and 240";
    QTest::newRow("horizon 241") << Mutation([](Inputs &in) { in.scenario.horizonMonths = 241; })
                                 << scenario << "horizon_months"
                                 << "between 1 and 240";
    QTest::newRow("params_b 0") << Mutation([](Inputs &in) { in.workload().paramsB = 0; })
                                << scenario << "workload.params_b"
                                << "greater than 0";
    QTest::newRow("absurd params_b") << Mutation([](Inputs &in) { in.workload().paramsB = 1e6; })
                                     << scenario << "workload.params_b"
                                     << "at most 100000";
    // v3 (docs/serving.md, "The serving simulation"): the serving simulation's workload fields and
    // the accelerator's factors.
    QTest::newRow("burst_cv 0.99") << Mutation([](Inputs &in) { in.workload().burstCv = 0.99; })
                                   << scenario << "workload.burst_cv"
                                   << "at least 1";
    QTest::newRow("prefill chunk 0")
            << Mutation([](Inputs &in) { in.workload().prefillChunkTokens = 0; }) << scenario
            << "workload.prefill_chunk_tokens"
            << "from 16 to 1,000,000";
    QTest::newRow("prefill chunk 15")
            << Mutation([](Inputs &in) { in.workload().prefillChunkTokens = 15; }) << scenario
            << "workload.prefill_chunk_tokens"
            << "from 16 to 1,000,000";
    QTest::newRow("prefill chunk 1,000,001")
            << Mutation([](Inputs &in) { in.workload().prefillChunkTokens = 1000001; }) << scenario
            << "workload.prefill_chunk_tokens"
            << "from 16 to 1,000,000";
    QTest::newRow("sim_requests 499")
            << Mutation([](Inputs &in) { in.workload().simRequests = 499; }) << scenario
            << "workload.sim_requests"
            << "from 500 to 1,000,000";
    QTest::newRow("sim_requests 1,000,001")
            << Mutation([](Inputs &in) { in.workload().simRequests = 1000001; }) << scenario
            << "workload.sim_requests"
            << "from 500 to 1,000,000";
    QTest::newRow("sim_seed 2^63")
            << Mutation([](Inputs &in) { in.workload().simSeed = quint64(1) << 63; }) << scenario
            << "workload.sim_seed"
            << "from 0 to 2^63 - 1";
    QTest::newRow("negative iteration overhead")
            << Mutation([](Inputs &in) { in.workload().iterationOverheadMs = -0.5; }) << scenario
            << "workload.iteration_overhead_ms" << negative;
    QTest::newRow("p99 sizing without ttft_ms")
            << Mutation([](Inputs &in) { in.workload().sizing = SizingMode::P99; }) << scenario
            << "workload.ttft_ms"
            << "is required with sizing \"p99\"";
    QTest::newRow("TP size 3") << Mutation([](Inputs &in) {
        in.card().tpEfficiencyBySize = { { 3, 0.8 } };
    }) << card << "tp_efficiency_by_size"
                               << "the sizes are 2, 4 and 8";
    QTest::newRow("TP 2 efficiency 0") << Mutation([](Inputs &in) {
        in.card().tpEfficiencyBySize = { { 2, 0.0 } };
    }) << card << "tp_efficiency_by_size"
                                       << fraction;
    QTest::newRow("TP 8 efficiency 1.01") << Mutation([](Inputs &in) {
        in.card().tpEfficiencyBySize = { { 8, 1.01 } };
    }) << card << "tp_efficiency_by_size" << fraction;
    QTest::newRow("precision key bf16") << Mutation([](Inputs &in) {
        in.card().efficiencyByPrecision = { { QStringLiteral("bf16"), { 0.9, std::nullopt } } };
    }) << card << "efficiency_by_precision"
                                        << "\"bf16\", which is not one of fp16, fp8, int8, int4";
    QTest::newRow("precision bw 0") << Mutation([](Inputs &in) {
        in.card().efficiencyByPrecision = { { QStringLiteral("fp16"), { 0.0, std::nullopt } } };
    }) << card << "efficiency_by_precision"
                                    << fraction;
    QTest::newRow("precision compute 1.5") << Mutation([](Inputs &in) {
        in.card().efficiencyByPrecision = { { QStringLiteral("fp8"), { std::nullopt, 1.5 } } };
    }) << card << "efficiency_by_precision" << fraction;
    QTest::newRow("precision with neither") << Mutation([](Inputs &in) {
        in.card().efficiencyByPrecision = { { QStringLiteral("int8"), {} } };
    }) << card << "efficiency_by_precision"
                                            << "neither bw nor compute for int8";
    QTest::newRow("negative sequence overhead")
            << Mutation([](Inputs &in) { in.card().sequenceOverheadMs = -1; }) << card
            << "sequence_overhead_ms" << negative;
    QTest::newRow("negative request overhead")
            << Mutation([](Inputs &in) { in.card().requestOverheadMs = -0.001; }) << card
            << "request_overhead_ms" << negative;
    // docs/serving.md, "The performance model": each all-reduce time in [0, 1000).
    QTest::newRow("negative all-reduce time")
            << Mutation([](Inputs &in) { in.card().tpAllreduceUs = -0.5; }) << card
            << "tp_allreduce_us" << negative;
    QTest::newRow("all-reduce time of 1000 µs")
            << Mutation([](Inputs &in) { in.card().tpAllreduceUs = 1000; }) << card
            << "tp_allreduce_us"
            << "is implausibly large";
    QTest::newRow("negative all-reduce time per token")
            << Mutation([](Inputs &in) { in.card().tpAllreduceNsPerToken = -1; }) << card
            << "tp_allreduce_ns_per_token" << negative;
    QTest::newRow("all-reduce time per token of 5000 ns")
            << Mutation([](Inputs &in) { in.card().tpAllreduceNsPerToken = 5000; }) << card
            << "tp_allreduce_ns_per_token"
            << "is implausibly large";
    QTest::newRow("tpot 0") << Mutation([](Inputs &in) { in.workload().tpotMs = 0; }) << scenario
                            << "workload.tpot_ms"
                            << "greater than zero";
    QTest::newRow("output tokens 0") << Mutation([](Inputs &in) { in.workload().outputTokens = 0; })
                                     << scenario << "workload.output_tokens"
                                     << "greater than zero";
    QTest::newRow("negative prompt tokens")
            << Mutation([](Inputs &in) { in.workload().promptTokens = -1; }) << scenario
            << "workload.prompt_tokens" << negative;
    QTest::newRow("peak 0") << Mutation([](Inputs &in) {
        in.workload().peakOutputTokensPerS = Decimal(0);
    }) << scenario << "workload.peak_output_tokens_per_s"
                            << "greater than zero";
    QTest::newRow("max_batch 0") << Mutation([](Inputs &in) { in.workload().maxBatch = 0; })
                                 << scenario << "workload.max_batch"
                                 << "greater than zero";
    QTest::newRow("layers 0") << Mutation([](Inputs &in) { in.workload().layers = 0; }) << scenario
                              << "workload.layers"
                              << "greater than zero";
    QTest::newRow("negative model updates")
            << Mutation([](Inputs &in) { in.workload().modelUpdatesPerYear = Decimal(-1); })
            << scenario << "workload.model_updates_per_year"
            << "between 0 and 366";

    // Currencies
    QTest::newRow("missing FX rate")
            << Mutation([](Inputs &in) { in.rent().currency = QStringLiteral("SGD"); }) << scenario
            << "fx"
            << "no exchange rate for SGD";
    QTest::newRow("missing FX rate of the engineer's currency")
            << Mutation([](Inputs &in) { in.scenario.engineerCurrency = QStringLiteral("CNY"); })
            << scenario << "fx"
            << "no exchange rate for CNY";
    QTest::newRow("negative FX rate")
            << Mutation([](Inputs &in) { in.scenario.fx[QStringLiteral("USD")] = dec("-7.8"); })
            << scenario << "fx"
            << "USD must be greater than zero";
    QTest::newRow("zero FX rate") << Mutation([](Inputs &in) {
        in.scenario.fx[QStringLiteral("USD")] = Decimal(0);
    }) << scenario << "fx"
                                  << "USD must be greater than zero";

    // References
    QTest::newRow("unknown accelerator") << Mutation([](Inputs &in) {
        in.scenario.options[0].accelerator = QStringLiteral("nope");
    }) << option1 << "accelerator"
                                         << "\"nope\" is not an accelerator";
    QTest::newRow("unknown platform") << Mutation([](Inputs &in) {
        in.scenario.options[0].platform = QStringLiteral("nope");
    }) << option1 << "platform"
                                      << "\"nope\" is not a server platform";
    QTest::newRow("unknown colo offer")
            << Mutation([](Inputs &in) { in.scenario.options[0].offer = QStringLiteral("nope"); })
            << option1 << "offer"
            << "\"nope\" is not a colocation offer";
    QTest::newRow("unknown rental offer")
            << Mutation([](Inputs &in) { in.scenario.options[1].offer = QStringLiteral("nope"); })
            << option2 << "offer"
            << "\"nope\" is not a rental offer";
    QTest::newRow("rent offer for another accelerator")
            << Mutation([](Inputs &in) {
                   Accelerator other = in.card();
                   other.id = QStringLiteral("other");
                   in.catalog.accelerators.append(other);
                   in.scenario.options[1].accelerator = QStringLiteral("other");
               })
            << option2 << "offer"
            << "is for accelerator \"card\", not \"other\"";
    QTest::newRow("colo platform without price")
            << Mutation([](Inputs &in) { in.box().price.reset(); }) << option1 << "platform"
            << "has no price";
    QTest::newRow("colo card without price")
            << Mutation([](Inputs &in) { in.card().price.reset(); }) << option1 << "accelerator"
            << "has no price";
    QTest::newRow("rental offer in an unknown region")
            << Mutation([](Inputs &in) { in.rent().region = QStringLiteral("mars"); }) << rent
            << "region"
            << "\"mars\" is not a region";
    QTest::newRow("rental offer for an unknown accelerator")
            << Mutation([](Inputs &in) { in.rent().accelerator = QStringLiteral("nope"); }) << rent
            << "accelerator"
            << "\"nope\" is not an accelerator";
    QTest::newRow("duplicate accelerator id")
            << Mutation([](Inputs &in) { in.catalog.accelerators.append(in.card()); }) << card
            << "id"
            << "more than one";
    QTest::newRow("duplicate region id")
            << Mutation([](Inputs &in) { in.catalog.regions.append(in.region()); }) << region
            << "id"
            << "more than one";
    QTest::newRow("duplicate option name")
            << Mutation([](Inputs &in) { in.scenario.options[1].name = QStringLiteral("Colo"); })
            << "scenario \"s\" option 2 (\"Colo\")"
            << "name"
            << "used by another option";
}

void TestValidation::badInput()
{
    QFETCH(Mutation, mutate);
    QFETCH(QString, item);
    QFETCH(QString, field);
    QFETCH(QString, message);

    Inputs in = validInputs();
    mutate(in);
    const Problems problems = problemsOf(in);
    const auto match = std::find_if(problems.cbegin(), problems.cend(), [&](const Problem &p) {
        return p.item == item && p.field == field && p.message.contains(message);
    });
    QVERIFY2(match != problems.cend(), qPrintable(describe(problems)));
    // The text a user reads names the item and the field.
    QVERIFY(match->text().contains(item));
    QVERIFY(match->text().contains(QStringLiteral("\"%1\"").arg(field)));
    // Nothing unrelated is reported: every problem comes from this one mistake.
    for (const Problem &problem : problems)
        QVERIFY2(problem.field == field || problem.item.startsWith(QLatin1String("scenario")),
                 qPrintable(describe(problems)));
}

// The scenario check looking references up in a CatalogIndex finds what the plain one finds.
void TestValidation::badInputIndexed()
{
    QFETCH(Mutation, mutate);
    Inputs in = validInputs();
    mutate(in);
    const Problems plain = Validator::check(in.scenario, in.catalog);
    const Problems indexed = Validator::check(in.scenario, CatalogIndex(in.catalog));
    QCOMPARE(describe(indexed), describe(plain));
}

QString grouped(qsizetype count)
{
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::DefaultNumberOptions); // 10,485,760 (tst_bundlereader spells it)
    return c.toString(count);
}

using DoubleField = std::function<double &(Inputs &)>;

void TestValidation::nonFinite_data()
{
    QTest::addColumn<DoubleField>("slot");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("field");

    const QString card = QStringLiteral("accelerator \"card\"");
    const QString scenario = QStringLiteral("scenario \"s\"");
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const struct
    {
        const char *field;
        bool onCard;
        DoubleField slot;
    } fields[] = {
        { "memory_gb", true, [](Inputs &in) -> double & { return in.card().memoryGb; } },
        { "bandwidth_gbs", true, [](Inputs &in) -> double & { return in.card().bandwidthGbs; } },
        { "tflops.fp16", true, [](Inputs &in) -> double & { return in.card().tflops.fp16; } },
        { "tflops.fp8", true, [](Inputs &in) -> double & { return in.card().tflops.fp8; } },
        { "tflops.int8", true, [](Inputs &in) -> double & { return in.card().tflops.int8; } },
        { "tflops.int4", true, [](Inputs &in) -> double & { return in.card().tflops.int4; } },
        { "bw_efficiency", true, [](Inputs &in) -> double & { return in.card().bwEfficiency; } },
        { "compute_efficiency", true,
          [](Inputs &in) -> double & { return in.card().computeEfficiency; } },
        { "tp_efficiency", true, [](Inputs &in) -> double & { return in.card().tpEfficiency; } },
        { "dynamic_shape_efficiency", true,
          [](Inputs &in) -> double & { return in.card().dynamicShapeEfficiency; } },
        { "workload.params_b", false,
          [](Inputs &in) -> double & { return in.workload().paramsB; } },
        { "workload.kv_bytes", false,
          [](Inputs &in) -> double & { return in.workload().kvBytes; } },
        { "workload.tpot_ms", false, [](Inputs &in) -> double & { return in.workload().tpotMs; } },
    };
    const struct
    {
        const char *name;
        double value;
    } values[] = { { "inf", inf }, { "-inf", -inf }, { "nan", nan } };
    for (const auto &f : fields) {
        for (const auto &v : values) {
            QTest::addRow("%s = %s", f.field, v.name)
                    << f.slot << v.value << (f.onCard ? card : scenario)
                    << QString::fromLatin1(f.field);
        }
    }
}

void TestValidation::nonFinite()
{
    QFETCH(DoubleField, slot);
    QFETCH(double, value);
    QFETCH(QString, item);
    QFETCH(QString, field);

    Inputs in = validInputs();
    slot(in) = value;
    const Problems problems = problemsOf(in);
    const auto match = std::find_if(problems.cbegin(), problems.cend(), [&](const Problem &p) {
        return p.item == item && p.field == field && p.message.contains(QLatin1String("finite"));
    });
    QVERIFY2(match != problems.cend(), qPrintable(describe(problems)));
    // Said by what is wrong with it, not also as "must be greater than zero" (the scenario
    // check repeats the card's problems, as Validator::check(Bundle) knows: count texts).
    QSet<QString> texts;
    for (const Problem &p : problems) {
        if (p.field == field)
            texts.insert(p.text());
    }
    QCOMPARE(texts.size(), 1);
    QVERIFY(!Engine::compute(in.scenario, in.catalog).ok());
}

using TextField = std::function<QString &(Inputs &)>;

void TestValidation::textTooLong_data()
{
    QTest::addColumn<TextField>("slot");
    QTest::addColumn<int>("limit");
    QTest::addColumn<QString>("item"); // the start of the item label
    QTest::addColumn<QString>("field");

    const QString card = QStringLiteral("accelerator \"card\"");
    const QString rent = QStringLiteral("rental offer \"rent-hk\"");
    const QString colo = QStringLiteral("colo offer \"colo-hk\"");
    const QString scenario = QStringLiteral("scenario \"s\"");
    const QString option = QStringLiteral("scenario \"s\" option 1");
    QTest::newRow("card id") << TextField([](Inputs &in) -> QString & { return in.card().id; })
                             << 200 << "accelerator \""
                             << "id";
    QTest::newRow("card name") << TextField([](Inputs &in) -> QString & { return in.card().name; })
                               << 500 << card << "name";
    QTest::newRow("card vendor") << TextField([](Inputs &in) -> QString & {
        return in.card().vendor;
    }) << 500 << card << "vendor";
    QTest::newRow("card notes") << TextField([](Inputs &in) -> QString & {
        return in.card().notes;
    }) << 100000 << card << "notes";
    QTest::newRow("card source") << TextField([](Inputs &in) -> QString & {
        return in.card().source;
    }) << 100000 << card << "source";
    QTest::newRow("card quote date")
            << TextField([](Inputs &in) -> QString & { return in.card().quoteDate; }) << 500 << card
            << "quote_date";
    QTest::newRow("card currency")
            << TextField([](Inputs &in) -> QString & { return in.card().currency; }) << 200 << card
            << "currency";
    QTest::newRow("platform notes")
            << TextField([](Inputs &in) -> QString & { return in.box().notes; }) << 100000
            << "platform \"box\""
            << "notes";
    QTest::newRow("region name") << TextField([](Inputs &in) -> QString & {
        return in.region().name;
    }) << 500 << "region \"hk\""
                                 << "name";
    QTest::newRow("rental offer provider")
            << TextField([](Inputs &in) -> QString & { return in.rent().provider; }) << 500 << rent
            << "provider";
    QTest::newRow("rental offer region")
            << TextField([](Inputs &in) -> QString & { return in.rent().region; }) << 200 << rent
            << "region";
    QTest::newRow("rental offer accelerator")
            << TextField([](Inputs &in) -> QString & { return in.rent().accelerator; }) << 200
            << rent << "accelerator";
    QTest::newRow("colo offer region")
            << TextField([](Inputs &in) -> QString & { return in.colo().region; }) << 200 << colo
            << "region";
    QTest::newRow("colo offer source")
            << TextField([](Inputs &in) -> QString & { return in.colo().source; }) << 100000 << colo
            << "source";
    QTest::newRow("scenario id") << TextField([](Inputs &in) -> QString & {
        return in.scenario.id;
    }) << 200 << "scenario \""
                                 << "id";
    QTest::newRow("scenario name")
            << TextField([](Inputs &in) -> QString & { return in.scenario.name; }) << 500
            << scenario << "name";
    QTest::newRow("scenario notes")
            << TextField([](Inputs &in) -> QString & { return in.scenario.notes; }) << 100000
            << scenario << "notes";
    QTest::newRow("option name") << TextField([](Inputs &in) -> QString & {
        return in.scenario.options[0].name;
    }) << 500 << option << "name";
    QTest::newRow("option offer") << TextField([](Inputs &in) -> QString & {
        return in.scenario.options[0].offer;
    }) << 200 << option << "offer";
}

void TestValidation::textTooLong()
{
    QFETCH(TextField, slot);
    QFETCH(int, limit);
    QFETCH(QString, item);
    QFETCH(QString, field);

    for (const qsizetype length : { qsizetype(limit) + 1, qsizetype(10 * 1024 * 1024) }) {
        Inputs in = validInputs();
        slot(in) = QString(length, u'x');
        const Problems problems = problemsOf(in);
        const QString expected = QStringLiteral("is %1 characters long; at most %2 are allowed")
                                         .arg(grouped(length), grouped(limit));
        const auto match = std::find_if(problems.cbegin(), problems.cend(), [&](const Problem &p) {
            return p.item.startsWith(item) && p.field == field && p.message == expected;
        });
        QVERIFY2(match != problems.cend(), qPrintable(describe(problems).left(2000)));
        // No message quotes the text whole: a 10 MB name makes a short message.
        for (const Problem &problem : problems)
            QVERIFY2(problem.text().size() < 1000, qPrintable(problem.text().left(300)));
    }
}

void TestValidation::textAtTheLimitPasses()
{
    Inputs in = validInputs();
    in.card().name = QString(500, u'n');
    in.card().notes = QString(100000, u'n');
    in.card().source = QString(100000, u's');
    in.scenario.name = QString(500, u'n');
    // An id at its limit, referenced from the offer and the option as well.
    const QString id(200, u'i');
    in.card().id = id;
    in.rent().accelerator = id;
    for (ScenarioOption &option : in.scenario.options)
        option.accelerator = id;
    const Problems problems = problemsOf(in);
    QVERIFY2(problems.isEmpty(), qPrintable(describe(problems).left(2000)));
}

void TestValidation::engineRefusesBadInput()
{
    // The engine validates before it sizes anything: a bad figure is a problem, not a result.
    Inputs in = validInputs();
    in.workload().utilization = dec("1.5");
    const Outcome<Result> outcome = Engine::compute(in.scenario, in.catalog);
    QVERIFY(!outcome.ok());
    QCOMPARE(outcome.problems().size(), 1);
    QVERIFY_PROBLEM(outcome.problems(), itemLabel("scenario", "s"), "workload.utilization",
                    "at most 1");
}

QTEST_APPLESS_MAIN(TestValidation)
#include "tst_validation.moc"
