// SPDX-License-Identifier: GPL-3.0-or-later
// BundleReader (docs/format.md, "The bundle"): malformed JSON, wrong types and values are problems
// that name the item and the field; numbers are read exactly; defaults apply; unknown fields are
// ignored with a warning that names the nearest known one; text that is not valid Unicode or
// holds NUL is refused at its line and column.
#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlescan.h"
#include "problemcheck.h"
#include "testdecimal.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace infertco;
using infertco::testing::dec;
using infertco::testing::describe;

namespace {

// A valid bundle with every kind of item; each case below changes one piece of its text.
const char *const ValidBundle = R"({
  "format": "infertco-bundle",
  "version": 1,
  "accelerators": [
    {"id": "card", "name": "Card", "class": "datacenter_gpu", "vendor": "Example",
     "memory_gb": 80, "bandwidth_gbs": 2000, "tflops": {"fp16": 400, "int8": 800},
     "tdp_w": 350, "idle_w": 60, "price": "60000", "currency": "HKD",
     "bw_efficiency": 0.8, "compute_efficiency": "0.5", "tp_efficiency": 0.9,
     "dynamic_shape_efficiency": 0.9, "max_tp": 8, "supports_partitioning": false,
     "requires_quantization": false, "migration_days": 5, "requant_days": "1.5"}
  ],
  "platforms": [
    {"id": "box", "name": "Box", "slots": 8, "accepts": ["datacenter_gpu"], "rack_units": 4,
     "base_w": 1500, "price": 150000, "currency": "HKD"}
  ],
  "rental_offers": [
    {"id": "rent-hk", "provider": "P", "region": "hk", "accelerator": "card",
     "accelerators_per_server": 8, "monthly_price": "9000", "currency": "USD",
     "setup_fee_per_server": 100, "network_per_month": 50, "min_term_months": 12}
  ],
  "colo_offers": [
    {"id": "colo-hk", "provider": "C", "region": "hk", "rack_fee_per_month": 9000,
     "u_fee_per_month": 0, "usable_u": 42, "rack_power_kw": 10, "power_billing": "metered",
     "setup_fee_per_rack": 5000, "network_per_month": 1000, "currency": "HKD"}
  ],
  "regions": [
    {"id": "hk", "currency": "HKD", "electricity_price_per_kwh": 1.4, "pue": "1.5",
     "staff_cost_per_fte_year": 720000}
  ],
  "scenarios": [
    {"id": "s", "name": "Scenario", "currency": "HKD", "fx": {"USD": "7.8"},
     "horizon_months": 36, "discount_rate_year": 0.08, "headroom": 0.1,
     "engineer_day_rate": 4000, "engineer_currency": "HKD",
     "staff": {"fte_per_server_owned": 0.1, "fte_per_server_rented": 0.05,
               "min_fte_owned": 0.25, "min_fte_rented": 0.1},
     "owned": {"spare_fraction": 0.05, "purchase_overhead_fraction": 0.03,
               "maintenance_rate_year": 0.05, "residual_fraction": 0.15},
     "workload": {"params_b": 8, "precision": "fp16", "kv_bytes": 2, "layers": 32,
                  "kv_heads": 8, "head_dim": 128, "prompt_tokens": 1000, "output_tokens": 300,
                  "peak_output_tokens_per_s": 2000, "tpot_ms": 50, "utilization": "0.5",
                  "model_updates_per_year": 2, "max_batch": 256, "dynamic_shapes": false,
                  "requires_isolation": false},
     "options": [
       {"name": "Colo", "mode": "colo", "accelerator": "card", "platform": "box",
        "offer": "colo-hk"},
       {"name": "Rent", "mode": "rent", "accelerator": "card", "offer": "rent-hk"}
     ]}
  ]
})";

// The same with only the required fields.
const char *const MinimalBundle = R"({
  "format": "infertco-bundle", "version": 1,
  "accelerators": [{"id": "card", "class": "npu", "memory_gb": 64, "bandwidth_gbs": 1600,
                    "tflops": {"fp16": 300}, "tdp_w": 300, "price": 1000, "currency": "HKD"}],
  "platforms": [{"id": "box", "slots": 8, "accepts": ["npu"], "rack_units": 4, "price": 1,
                 "currency": "HKD"}],
  "rental_offers": [],
  "colo_offers": [{"id": "colo", "region": "hk", "usable_u": 42, "currency": "HKD"}],
  "regions": [{"id": "hk", "currency": "HKD", "electricity_price_per_kwh": 1, "pue": 1.4,
               "staff_cost_per_fte_year": 0}],
  "scenarios": [{"id": "s", "currency": "HKD",
                 "workload": {"params_b": 8, "precision": "int8", "layers": 32, "kv_heads": 8,
                              "head_dim": 128, "prompt_tokens": 100, "output_tokens": 100,
                              "peak_output_tokens_per_s": 100, "tpot_ms": 100},
                 "options": [{"name": "Colo", "mode": "colo", "accelerator": "card",
                              "platform": "box", "offer": "colo"}]}]
})";

QByteArray replaced(const char *from, const char *to)
{
    QByteArray text(ValidBundle);
    const qsizetype at = text.indexOf(from);
    if (at < 0)
        qFatal("\"%s\" is not in the test bundle", from);
    return text.replace(at, qsizetype(qstrlen(from)), to);
}

QStringList texts(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

Bundle readValid(const QByteArray &json)
{
    const Outcome<Bundle> outcome = BundleReader::read(json);
    if (!outcome.ok())
        qFatal("the bundle does not read: %s", qPrintable(describe(outcome.problems())));
    return outcome.value();
}

} // namespace

class TestBundleReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsValidBundle();
    void malformedJson_data();
    void malformedJson();
    void problems_data();
    void problems();
    void eachProblemOnce();
    void numbersAreExact_data();
    void numbersAreExact();
    void defaultsApply();
    void unknownFieldsIgnored();
    void readFile();
    void sameKeyInDifferentObjects();
    void readsGoldenBundles();
    void readsVersionTwoFields();
    void versionOneCarriesVersionTwoFields();
    void peakIgnoredBesideDemandSteps();
    void readsVersionThreeFields();
    void versionThreeDefaults();
    void simSeedReadings_data();
    void simSeedReadings();
    void wholeNumbersAsDigitStrings();
    void invalidTextRefused_data();
    void invalidTextRefused();
    void validTextKept_data();
    void validTextKept();
    void unknownKeysWarned_data();
    void unknownKeysWarned();
    void knownKeysNotWarned_data();
    void knownKeysNotWarned();
    void editDistance_data();
    void editDistance();
};

void TestBundleReader::readsValidBundle()
{
    const Bundle bundle = readValid(ValidBundle);
    QCOMPARE(bundle.catalog.accelerators.size(), 1);
    const Accelerator &card = bundle.catalog.accelerators.first();
    QCOMPARE(card.id, QStringLiteral("card"));
    QCOMPARE(card.acceleratorClass, AcceleratorClass::DatacenterGpu);
    QCOMPARE(card.memoryGb, 80.0);
    QCOMPARE(card.tflops.fp16, 400.0);
    QCOMPARE(card.tflops.int8, 800.0);
    QCOMPARE(card.tflops.fp8, 0.0); // absent = unsupported
    QCOMPARE(card.price, std::optional<Decimal>(Decimal(60000)));
    QCOMPARE(card.computeEfficiency, 0.5); // a string is read as a number too
    QCOMPARE(card.requantDays, dec("1.5"));
    QCOMPARE(bundle.catalog.platforms.first().accepts,
             QList<AcceleratorClass>{ AcceleratorClass::DatacenterGpu });
    QCOMPARE(bundle.catalog.rentalOffers.first().minTermMonths, 12);
    QCOMPARE(bundle.catalog.coloOffers.first().powerBilling, PowerBilling::Metered);
    QVERIFY(!bundle.catalog.coloOffers.first().pue.has_value());
    QCOMPARE(bundle.scenarios.size(), 1);
    const Scenario &s = bundle.scenarios.first();
    QCOMPARE(s.fx.value(QStringLiteral("USD")), dec("7.8"));
    QCOMPARE(s.owned.residualFraction, dec("0.15"));
    QCOMPARE(s.staff.minFteOwned, dec("0.25"));
    QCOMPARE(s.workload.utilization, dec("0.5"));
    QCOMPARE(s.options.size(), 2);
    QCOMPARE(s.options.at(1).mode, OptionMode::Rent);
    QCOMPARE(s.options.at(0).platform, QStringLiteral("box"));
}

void TestBundleReader::malformedJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("where");

    QTest::newRow("bare word on line 4") << QByteArray("{\n  \"format\": \"infertco-bundle\",\n"
                                                       "  \"version\": 1,\n  oops\n}")
                                         << "line 4";
    QTest::newRow("missing comma on line 2")
            << QByteArray("{\"format\": \"infertco-bundle\"\n \"version\": 1}") << "line 2";
    QTest::newRow("truncated") << QByteArray("{\"format\": \"infertco-bundle\", \"ver") << "line 1";
    QTest::newRow("empty file") << QByteArray() << "line 1";
    QTest::newRow("a string instead of an object") << QByteArray("\"infertco-bundle\"") << "line 1";
}

void TestBundleReader::malformedJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, where);
    const Outcome<Bundle> outcome = BundleReader::read(json);
    QVERIFY(!outcome.ok());
    QCOMPARE(outcome.problems().size(), 1);
    const Problem &problem = outcome.problems().first();
    QCOMPARE(problem.item, QStringLiteral("the bundle"));
    QVERIFY2(problem.message.contains(QLatin1String("not valid JSON")), qPrintable(problem.text()));
    QVERIFY2(problem.message.contains(where) && problem.message.contains(QLatin1String("column")),
             qPrintable(problem.text()));
}

void TestBundleReader::problems_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // a part of the message

    const QString bundle = QStringLiteral("the bundle");
    const QString card = QStringLiteral("accelerator \"card\"");
    const QString scenario = QStringLiteral("scenario \"s\"");

    // The header
    QTest::newRow("not an object") << QByteArray("[1, 2]") << bundle << ""
                                   << "JSON object";
    QTest::newRow("wrong format") << replaced("\"infertco-bundle\"", "\"other-bundle\"") << bundle
                                  << "format"
                                  << "not an InferTCO bundle";
    QTest::newRow("missing format")
            << replaced("\"format\": \"infertco-bundle\",", "") << bundle << "format"
            << "is required";
    QTest::newRow("newer version")
            << replaced("\"version\": 1", "\"version\": 5") << bundle << "version"
            << "newer";
    QTest::newRow("version 0") << replaced("\"version\": 1", "\"version\": 0") << bundle
                               << "version"
                               << "must be 1";
    QTest::newRow("accelerators not a list") << replaced("\"accelerators\": [", "\"x\": [")
                                                        .replace("\"version\": 1,",
                                                                 "\"version\": 1, "
                                                                 "\"accelerators\": {},")
                                             << bundle << "accelerators"
                                             << "must be a list";

    // v3 (docs/format.md, "The bundle"; docs/serving.md, "The serving simulation"): each bad value
    // named by item and field.
    const auto workload = [](const char *fields) {
        return replaced("\"requires_isolation\": false}",
                        QByteArray("\"requires_isolation\": false, ") + fields + '}');
    };
    const auto cardWith = [](const char *fields) {
        return replaced("\"requant_days\": \"1.5\"}",
                        QByteArray("\"requant_days\": \"1.5\", ") + fields + '}');
    };
    QTest::newRow("burst_cv 0.5") << workload("\"burst_cv\": 0.5") << scenario
                                  << "workload.burst_cv"
                                  << "at least 1";
    QTest::newRow("prefill chunk 0") << workload("\"prefill_chunk_tokens\": 0") << scenario
                                     << "workload.prefill_chunk_tokens"
                                     << "from 16 to 1,000,000";
    QTest::newRow("prefill chunk \"8\"") << workload("\"prefill_chunk_tokens\": \"8\"") << scenario
                                         << "workload.prefill_chunk_tokens"
                                         << "from 16 to 1,000,000";
    QTest::newRow("prefill chunk 2048.5") << workload("\"prefill_chunk_tokens\": 2048.5")
                                          << scenario << "workload.prefill_chunk_tokens"
                                          << "whole number";
    QTest::newRow("sim_requests 100")
            << workload("\"sim_requests\": 100") << scenario << "workload.sim_requests"
            << "from 500 to 1,000,000";
    QTest::newRow("sim_seed -1") << workload("\"sim_seed\": -1") << scenario << "workload.sim_seed"
                                 << "from 0 to 2^63 - 1";
    QTest::newRow("sim_seed \"-1\"")
            << workload("\"sim_seed\": \"-1\"") << scenario << "workload.sim_seed"
            << "from 0 to 2^63 - 1";
    QTest::newRow("sim_seed 2^63 as a string")
            << workload("\"sim_seed\": \"9223372036854775808\"") << scenario << "workload.sim_seed"
            << "from 0 to 2^63 - 1";
    QTest::newRow("sim_seed 2^64 as a number")
            << workload("\"sim_seed\": 18446744073709551616") << scenario << "workload.sim_seed"
            << "from 0 to 2^63 - 1";
    QTest::newRow("sim_seed 1.5") << workload("\"sim_seed\": 1.5") << scenario
                                  << "workload.sim_seed"
                                  << "whole number";
    QTest::newRow("sim_seed \"12a\"")
            << workload("\"sim_seed\": \"12a\"") << scenario << "workload.sim_seed"
            << "string of digits";
    QTest::newRow("negative iteration overhead") << workload("\"iteration_overhead_ms\": \"-1\"")
                                                 << scenario << "workload.iteration_overhead_ms"
                                                 << "must not be negative";
    QTest::newRow("sizing p99 without ttft_ms")
            << workload("\"sizing\": \"p99\"") << scenario << "workload.ttft_ms"
            << "is required with sizing \"p99\"";
    QTest::newRow("sizing unknown")
            << workload("\"sizing\": \"p95\"") << scenario << "workload.sizing"
            << "\"p95\" is not one of average, p99";
    QTest::newRow("arrival unknown")
            << workload("\"arrival\": \"uniform\"") << scenario << "workload.arrival"
            << "\"uniform\" is not one of poisson, bursty";
    QTest::newRow("form_factor sxm5")
            << cardWith("\"form_factor\": \"sxm5\"") << card << "form_factor"
            << "\"sxm5\" is not one of sxm, oam, pcie, other";
    QTest::newRow("form_factors sxm5")
            << replaced("\"base_w\": 1500,", "\"base_w\": 1500, \"form_factors\": [\"sxm5\"],")
            << QStringLiteral("platform \"box\"") << "form_factors"
            << "\"sxm5\" is not one of sxm, oam, pcie, other";
    // Issue 23: the forms of an id and of a quote date are the item's rules (TextFormat), so
    // a bundle carrying what the editor refuses is refused too.
    QTest::newRow("quote date as words")
            << cardWith("\"quote_date\": \"March 2026\"") << card << "quote_date"
            << "is not a date such as 2026-03-28 or 2026-03";
    QTest::newRow("quote date 2026-02-30")
            << cardWith("\"quote_date\": \"2026-02-30\"") << card << "quote_date"
            << "is not a date";
    QTest::newRow("id with a space") << replaced("{\"id\": \"box\", \"name\": \"Box\"",
                                                 "{\"id\": \"my box\", \"name\": \"Box\"")
                                     << QStringLiteral("platform \"my box\"") << "id"
                                     << "must not contain spaces";
    QTest::newRow("TP size 3") << cardWith("\"tp_efficiency_by_size\": {\"3\": 0.8}") << card
                               << "tp_efficiency_by_size"
                               << "the sizes are 2, 4 and 8";
    QTest::newRow("TP size two") << cardWith("\"tp_efficiency_by_size\": {\"two\": 0.8}") << card
                                 << "tp_efficiency_by_size"
                                 << "\"two\", which is not a tensor-parallel size";
    QTest::newRow("TP efficiency 1.2") << cardWith("\"tp_efficiency_by_size\": {\"2\": \"1.2\"}")
                                       << card << "tp_efficiency_by_size"
                                       << "greater than 0 and at most 1";
    QTest::newRow("TP efficiency text") << cardWith("\"tp_efficiency_by_size\": {\"4\": \"high\"}")
                                        << card << "tp_efficiency_by_size.4"
                                        << "must be a number";
    QTest::newRow("TP map not an object")
            << cardWith("\"tp_efficiency_by_size\": [0.8]") << card << "tp_efficiency_by_size"
            << "must be an object";
    QTest::newRow("precision bf16")
            << cardWith("\"efficiency_by_precision\": {\"bf16\": {\"bw\": 0.9}}") << card
            << "efficiency_by_precision"
            << "\"bf16\", which is not one of fp16, fp8, int8, int4";
    QTest::newRow("precision bw 0")
            << cardWith("\"efficiency_by_precision\": {\"fp8\": {\"bw\": 0}}") << card
            << "efficiency_by_precision"
            << "greater than 0 and at most 1";
    QTest::newRow("precision part unknown")
            << cardWith("\"efficiency_by_precision\": {\"fp8\": {\"bandwidth\": 0.7}}") << card
            << "efficiency_by_precision.fp8"
            << "\"bandwidth\"; an efficiency is bw or compute";
    QTest::newRow("precision not an object")
            << cardWith("\"efficiency_by_precision\": {\"fp16\": 0.7}") << card
            << "efficiency_by_precision.fp16"
            << "must be an object";
    QTest::newRow("negative sequence overhead")
            << cardWith("\"sequence_overhead_ms\": -2") << card << "sequence_overhead_ms"
            << "must not be negative";
    QTest::newRow("negative request overhead")
            << cardWith("\"request_overhead_ms\": \"-0.5\"") << card << "request_overhead_ms"
            << "must not be negative";
    QTest::newRow("all-reduce time of a millisecond a layer")
            << cardWith("\"tp_allreduce_us\": 1000") << card << "tp_allreduce_us"
            << "is implausibly large";
    QTest::newRow("negative all-reduce time per token")
            << cardWith("\"tp_allreduce_ns_per_token\": -3") << card << "tp_allreduce_ns_per_token"
            << "must not be negative";

    // Types
    QTest::newRow("string where a number is needed")
            << replaced("\"memory_gb\": 80", "\"memory_gb\": \"eighty\"") << card << "memory_gb"
            << "must be a number";
    QTest::newRow("bool where money is needed")
            << replaced("\"price\": \"60000\"", "\"price\": true") << card << "price"
            << "must be a number or a decimal string";
    QTest::newRow("text that is not a number in money")
            << replaced("\"price\": \"60000\"", "\"price\": \"60,000\"") << card << "price"
            << "is not a number";
    QTest::newRow("number where text is needed")
            << replaced("\"name\": \"Card\"", "\"name\": 5") << card << "name"
            << "must be a text string";
    QTest::newRow("text where a bool is needed")
            << replaced("\"supports_partitioning\": false", "\"supports_partitioning\": \"no\"")
            << card << "supports_partitioning"
            << "must be true or false";
    QTest::newRow("fraction where a whole number is needed")
            << replaced("\"slots\": 8", "\"slots\": 8.5") << "platform \"box\""
            << "slots"
            << "whole number";
    QTest::newRow("object where a list is needed")
            << replaced("\"accepts\": [\"datacenter_gpu\"]", "\"accepts\": {}")
            << "platform \"box\""
            << "accepts"
            << "must be a list";
    QTest::newRow("unknown class")
            << replaced("\"datacenter_gpu\", \"vendor\"", "\"tpu\", \"vendor\"") << card << "class"
            << "\"tpu\" is not one of";
    QTest::newRow("unknown power billing")
            << replaced("\"metered\"", "\"flat\"") << "colo offer \"colo-hk\""
            << "power_billing"
            << "\"flat\" is not one of";
    QTest::newRow("more than 12 decimal places in a JSON number") << replaced(
            "\"electricity_price_per_kwh\": 1.4", "\"electricity_price_per_kwh\": 1.4000000000001")
                                                                  << "region \"hk\""
                                                                  << "electricity_price_per_kwh"
                                                                  << "decimal place";
    QTest::newRow("more than 12 decimal places in a string")
            << replaced("\"pue\": \"1.5\"", "\"pue\": \"1.5000000000001\"") << "region \"hk\""
            << "pue"
            << "decimal place";
    QTest::newRow("missing required field") << replaced("\"tdp_w\": 350, ", "") << card << "tdp_w"
                                            << "is required";
    QTest::newRow("item that is not an object")
            << replaced("\"platforms\": [", "\"platforms\": [7, ") << "platform #1"
            << ""
            << "must be an object";
    QTest::newRow("nested workload field")
            << replaced("\"utilization\": \"0.5\"", "\"utilization\": \"half\"") << scenario
            << "workload.utilization"
            << "not a number";
    QTest::newRow("nested fx rate")
            << replaced("\"USD\": \"7.8\"", "\"USD\": \"x\"") << scenario << "fx.USD"
            << "not a number";
    QTest::newRow("nested tflops")
            << replaced("\"fp16\": 400", "\"fp16\": \"fast\"") << card << "tflops.fp16"
            << "must be a number";
    QTest::newRow("option mode") << replaced("\"mode\": \"rent\"", "\"mode\": \"lease\"")
                                 << "scenario \"s\" option 2"
                                 << "mode"
                                 << "\"lease\" is not one of";
    QTest::newRow("missing workload")
            << replaced("\"workload\": {", "\"load\": {") << scenario << "workload"
            << "is required";

    // Values and references, checked once the JSON is read
    QTest::newRow("negative price")
            << replaced("\"price\": \"60000\"", "\"price\": \"-1\"") << card << "price"
            << "must not be negative";
    QTest::newRow("negative rent as a JSON number")
            << replaced("\"monthly_price\": \"9000\"", "\"monthly_price\": -9000")
            << "rental offer \"rent-hk\""
            << "monthly_price"
            << "must not be negative";
    QTest::newRow("unknown id") << replaced("\"platform\": \"box\"", "\"platform\": \"nope\"")
                                << "scenario \"s\" option 1 (\"Colo\")"
                                << "platform"
                                << "\"nope\" is not a server platform";
    QTest::newRow("missing FX rate")
            << replaced("\"fx\": {\"USD\": \"7.8\"}", "\"fx\": {}") << scenario << "fx"
            << "no exchange rate for USD";
    QTest::newRow("utilization above 1")
            << replaced("\"utilization\": \"0.5\"", "\"utilization\": 1.5") << scenario
            << "workload.utilization"
            << "at most 1";
    QTest::newRow("duplicate scenario id")
            << replaced("  ]\n}",
                        "  , {\"id\": \"s\", \"currency\": \"HKD\", \"workload\": "
                        "{\"params_b\": 8, \"precision\": \"fp16\", \"layers\": 1, "
                        "\"kv_heads\": 1, \"head_dim\": 1, \"prompt_tokens\": 1, "
                        "\"output_tokens\": 1, \"peak_output_tokens_per_s\": 1, "
                        "\"tpot_ms\": 1}, \"options\": []}]\n}")
            << scenario << "id"
            << "more than one scenario";

    // Non-finite numbers (issue 10): written as text, or as a JSON number too large for a
    // double, in every kind of double field.
    const QString finite = QStringLiteral("is not a finite number");
    const struct
    {
        const char *from;
        const char *field;
        bool onCard;
    } realFields[] = {
        { "\"memory_gb\": 80", "memory_gb", true },
        { "\"bandwidth_gbs\": 2000", "bandwidth_gbs", true },
        { "\"fp16\": 400", "tflops.fp16", true },
        { "\"bw_efficiency\": 0.8", "bw_efficiency", true },
        { "\"kv_bytes\": 2", "workload.kv_bytes", false },
        { "\"tpot_ms\": 50", "workload.tpot_ms", false },
        { "\"params_b\": 8", "workload.params_b", false },
    };
    for (const auto &f : realFields) {
        const QByteArray key = QByteArray(f.from).split(':').first();
        for (const char *value : { "\"Infinity\"", "\"-inf\"", "\"nan\"", "\"9e999\"" }) {
            QTest::addRow("%s = %s", f.field, value)
                    << replaced(f.from, key + ": " + value) << (f.onCard ? card : scenario)
                    << f.field << finite;
        }
        QTest::addRow("%s = 9e999 as a number", f.field)
                << replaced(f.from, key + ": 9e999") << bundle << ""
                << "not valid JSON";
    }
    QTest::newRow("price = 9e999")
            << replaced("\"price\": \"60000\"", "\"price\": \"9e999\"") << card << "price"
            << "too large";
    QTest::newRow("fx rate = Infinity")
            << replaced("\"USD\": \"7.8\"", "\"USD\": \"Infinity\"") << scenario << "fx.USD"
            << "not a number";

    // Duplicate keys (issue 10): QJsonDocument would keep the last one silently.
    QTest::newRow("format twice") << replaced("\"version\": 1,",
                                              "\"version\": 1, \"format\": \"infertco-bundle\",")
                                  << bundle << "format"
                                  << "given twice in the same object (the second time at line 3";
    QTest::newRow("a card's price twice")
            << replaced("\"price\": \"60000\",", "\"price\": \"60000\", \"price\": \"6\",")
            << bundle << "accelerators[0].price"
            << "given twice";
    QTest::newRow("a nested key twice") << replaced("\"int8\": 800", "\"int8\": 800, \"fp16\": 1")
                                        << bundle << "accelerators[0].tflops.fp16"
                                        << "given twice";
    QTest::newRow("the second scenario option's name twice")
            << replaced("{\"name\": \"Rent\",", "{\"name\": \"Rent\", \"name\": \"R\",") << bundle
            << "scenarios[0].options[1].name"
            << "given twice";
    QTest::newRow("a key twice, once escaped")
            << replaced("\"version\": 1,", "\"version\": 1, \"\\u0066ormat\": \"x\",") << bundle
            << "format"
            << "given twice";
    QTest::newRow("a key twice, with a quote escaped in it")
            << replaced("\"version\": 1,", "\"version\": 1, \"a\\\"b\": 1, \"a\\\"b\": 2,")
            << bundle << "a\"b"
            << "given twice";

    // Texts longer than a document can keep (issue 10).
    const QByteArray longText(100001, 'x');
    QTest::newRow("notes of 100,001 characters")
            << replaced("\"vendor\": \"Example\"",
                        "\"vendor\": \"Example\", \"notes\": \"" + longText + "\"")
            << card << "notes"
            << "is 100,001 characters long; at most 100,000 are allowed";
    QTest::newRow("name of 501 characters")
            << replaced("\"name\": \"Card\"", "\"name\": \"" + QByteArray(501, 'n') + "\"") << card
            << "name"
            << "at most 500";
    QTest::newRow("source of 10 MB") << replaced("\"vendor\": \"Example\"",
                                                 "\"vendor\": \"Example\", \"source\": \""
                                                         + QByteArray(10 * 1024 * 1024, 's') + "\"")
                                     << card << "source"
                                     << "is 10,485,760 characters long";
}

void TestBundleReader::problems()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, item);
    QFETCH(QString, field);
    QFETCH(QString, message);
    const Outcome<Bundle> outcome = BundleReader::read(json);
    QVERIFY(!outcome.ok());
    const Problems &problems = outcome.problems();
    const auto match = std::find_if(problems.cbegin(), problems.cend(), [&](const Problem &p) {
        return p.item == item && p.field == field && p.message.contains(message);
    });
    QVERIFY2(match != problems.cend(), qPrintable(describe(problems)));
    // Every problem names its item, and its field unless the whole item is wrong.
    for (const Problem &problem : problems) {
        QVERIFY2(!problem.item.isEmpty(), qPrintable(problem.text()));
        QVERIFY2(!problem.message.isEmpty(), qPrintable(problem.text()));
        QVERIFY(problem.text().startsWith(problem.item));
        if (!problem.field.isEmpty())
            QVERIFY(problem.text().contains(QStringLiteral("\"%1\"").arg(problem.field)));
    }
}

void TestBundleReader::eachProblemOnce()
{
    // A negative price on a card that two scenarios use is one mistake: one message.
    QByteArray json = replaced("\"price\": \"60000\"", "\"price\": \"-1\"");
    json.replace("  ]\n}",
                 "  , {\"id\": \"t\", \"currency\": \"HKD\", \"workload\": "
                 "{\"params_b\": 8, \"precision\": \"fp16\", \"layers\": 1, "
                 "\"kv_heads\": 1, \"head_dim\": 1, \"prompt_tokens\": 1, "
                 "\"output_tokens\": 1, \"peak_output_tokens_per_s\": 1, "
                 "\"tpot_ms\": 1}, \"options\": [{\"name\": \"Colo\", "
                 "\"mode\": \"colo\", \"accelerator\": \"card\", "
                 "\"platform\": \"box\", \"offer\": \"colo-hk\"}]}]\n}");
    const Outcome<Bundle> outcome = BundleReader::read(json);
    QVERIFY(!outcome.ok());
    QCOMPARE(outcome.problems().size(), 1);
    QCOMPARE(outcome.problems().first().text(),
             QStringLiteral("accelerator \"card\", field \"price\": must not be negative"));
}

void TestBundleReader::numbersAreExact_data()
{
    QTest::addColumn<QByteArray>("value"); // JSON text of electricity_price_per_kwh
    QTest::addColumn<QString>("expected");

    // docs/format.md, "Numbers": a JSON number is read through its shortest round-trip decimal
    // text, so 0.1 is exactly 0.1 (as a double it is 0.1000000000000000055511151231257827…).
    QTest::newRow("0.1") << QByteArray("0.1") << "0.1";
    QTest::newRow("1e-7") << QByteArray("1e-7") << "0.0000001";
    QTest::newRow("0.8 as a number") << QByteArray("0.8") << "0.8";
    QTest::newRow("0.8 as a string") << QByteArray("\"0.8\"") << "0.8";
    QTest::newRow("7.8125") << QByteArray("7.8125") << "7.8125";
    QTest::newRow("1.1") << QByteArray("1.1") << "1.1";
    QTest::newRow("12 decimal places") << QByteArray("0.123456789012") << "0.123456789012";
    QTest::newRow("large integer") << QByteArray("123456789012") << "123456789012";
    QTest::newRow("exponent") << QByteArray("2.5E3") << "2500";
    QTest::newRow("string with exponent") << QByteArray("\"3.0E+2\"") << "300";
    QTest::newRow("string with spaces") << QByteArray("\" 1.40 \"") << "1.4";
}

void TestBundleReader::numbersAreExact()
{
    QFETCH(QByteArray, value);
    QFETCH(QString, expected);
    const QByteArray json = replaced("\"electricity_price_per_kwh\": 1.4",
                                     "\"electricity_price_per_kwh\": " + value);
    const Bundle bundle = readValid(json);
    const Decimal read = bundle.catalog.regions.first().electricityPricePerKwh;
    QCOMPARE(read.toString(), expected);
    QCOMPARE(read, dec(expected.toLatin1().constData()));
}

void TestBundleReader::defaultsApply()
{
    const Bundle bundle = readValid(MinimalBundle);
    const Accelerator &card = bundle.catalog.accelerators.first();
    // An absent idle_w is empty, not 0 (docs/method.md, "Incomplete options").
    QVERIFY(!card.idleW);
    QCOMPARE(card.bwEfficiency, 1.0);
    QCOMPARE(card.computeEfficiency, 1.0);
    QCOMPARE(card.tpEfficiency, 1.0);
    QCOMPARE(card.dynamicShapeEfficiency, 1.0);
    QCOMPARE(card.maxTp, 8);
    QCOMPARE(card.supportsPartitioning, false);
    QCOMPARE(card.requiresQuantization, false);
    QCOMPARE(card.migrationDays, Decimal(0));
    QCOMPARE(card.requantDays, Decimal(0));
    QVERIFY(!bundle.catalog.platforms.first().baseW);
    const ColoOffer &colo = bundle.catalog.coloOffers.first();
    QCOMPARE(colo.powerBilling, PowerBilling::Metered);
    QCOMPARE(colo.rackPowerKw, Decimal(0));
    QVERIFY(!colo.pue.has_value());
    QVERIFY(!colo.rackFeePerMonth && !colo.uFeePerMonth && !colo.powerPricePerKwMonth);

    const Scenario &s = bundle.scenarios.first();
    QCOMPARE(s.horizonMonths, 36);
    QCOMPARE(s.headroom, dec("0.1"));
    QCOMPARE(s.headroom.toString(), QStringLiteral("0.1"));
    QCOMPARE(s.discountRateYear, Decimal(0));
    QCOMPARE(s.engineerCurrency, QStringLiteral("HKD")); // the reporting currency
    QCOMPARE(s.engineerDayRate, Decimal(0));
    QVERIFY(s.fx.isEmpty());
    QCOMPARE(s.owned.spareFraction, Decimal(0));
    QCOMPARE(s.staff.minFteOwned, Decimal(0));
    QCOMPARE(s.workload.kvBytes, 2.0);
    QCOMPARE(s.workload.maxBatch, 256);
    QCOMPARE(s.workload.utilization, Decimal(1));
    QCOMPARE(s.workload.modelUpdatesPerYear, Decimal(0));
    QCOMPARE(s.workload.dynamicShapes, false);
    QCOMPARE(s.workload.requiresIsolation, false);
}

void TestBundleReader::unknownFieldsIgnored()
{
    QByteArray json = replaced("\"vendor\": \"Example\"",
                               "\"vendor\": \"Example\", \"colour\": \"red\", \"rank\": [1, 2]");
    json.replace("\"version\": 1,", "\"version\": 1, \"generator\": {\"name\": \"x\"},");
    json.replace("\"horizon_months\": 36,", "\"horizon_months\": 36, \"owner\": null,");
    const Bundle bundle = readValid(json);
    const Bundle plain = readValid(ValidBundle);
    QCOMPARE(bundle.catalog.accelerators.first().vendor, plain.catalog.accelerators.first().vendor);
    QCOMPARE(bundle.scenarios.first().horizonMonths, 36);
}

void TestBundleReader::readFile()
{
    const Outcome<Bundle> missing = BundleReader::readFile(QStringLiteral("/nonexistent/b.json"));
    QVERIFY(!missing.ok());
    // The caller names the file (the CLI prints "FILE: …"): the problem does not repeat it.
    QCOMPARE(missing.problems().first().item, QString());
    QVERIFY(missing.problems().first().message.contains(QLatin1String("cannot be read")));
}

void TestBundleReader::sameKeyInDifferentObjects()
{
    // Every item has its own "id", and a string value may look like a key: none is a duplicate.
    QByteArray json
            = replaced("\"vendor\": \"Example\"",
                       "\"vendor\": \"Example\", \"notes\": \"\\\"id\\\": 1, {\\\"id\\\":\"");
    const Bundle bundle = readValid(json);
    QCOMPARE(bundle.catalog.accelerators.first().notes, QStringLiteral("\"id\": 1, {\"id\":"));
}

void TestBundleReader::readsGoldenBundles()
{
    const QDir golden(QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden"));
    const QStringList bundles
            = { QStringLiteral("dc-gpu.json"), QStringLiteral("npu-fallback.json"),
                QStringLiteral("consumer-tp.json") };
    for (const QString &name : bundles) {
        const Outcome<Bundle> outcome = BundleReader::readFile(golden.filePath(name));
        QVERIFY2(outcome.ok(), qPrintable(name + u'\n' + describe(outcome.problems())));
        QVERIFY(!outcome.value().scenarios.isEmpty());
    }
}

// The worked v2 example: every v2 field read into the model (docs/format.md, "The bundle").
void TestBundleReader::readsVersionTwoFields()
{
    QFile file(QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/example-hk-v2.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Bundle bundle = readValid(file.readAll());
    const Catalog &c = bundle.catalog;
    QCOMPARE(c.accelerators.at(0).priceChangeYear, dec("-0.15"));
    QCOMPARE(c.accelerators.at(1).priceChangeYear, Decimal()); // absent: 0
    QCOMPARE(c.platforms.at(0).priceChangeYear, dec("-0.05"));
    QVERIFY(!c.platforms.at(0).fullyPopulated);
    QCOMPARE(c.rentalOffers.at(0).priceChangeYear, dec("-0.2"));
    QCOMPARE(c.coloOffers.at(0).priceChangeYear, dec("0.03"));
    QCOMPARE(c.regions.at(0).electricityPriceChangeYear, dec("0.04"));
    QCOMPARE(c.regions.at(0).staffCostChangeYear, dec("0.03"));
    const Scenario &s = bundle.scenarios.at(0);
    QCOMPARE(s.teamRegion, QStringLiteral("hk"));
    QCOMPARE(s.owned.residualByYear, (QList<Decimal>{ dec("0.7"), dec("0.5"), dec("0.4") }));
    QCOMPARE(s.workload.ttftMs, std::optional<double>(2000));
    QVERIFY(!s.workload.demandGrowthYear);
    const QList<DemandStep> steps{
        { 1, Decimal(800) }, { 7, Decimal(1500) }, { 19, Decimal(2600) }, { 31, Decimal(2200) }
    };
    QCOMPARE(s.workload.demand, steps);
    const ScenarioOption &hybrid = s.options.at(3);
    QCOMPARE(hybrid.mode, OptionMode::Hybrid);
    QCOMPARE(hybrid.rentalOffer, QStringLiteral("rent-l40s"));
    QCOMPARE(hybrid.ownedServers, 1);
}

// docs/format.md, "Versions": a version-1 file is read exactly like a version-2 one; v2 fields in
// it count.
void TestBundleReader::versionOneCarriesVersionTwoFields()
{
    QFile file(QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/example-hk-v2.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray v2 = file.readAll();
    QByteArray v1 = v2;
    v1.replace("\"version\": 2", "\"version\": 1");
    QVERIFY(v1 != v2);
    QCOMPARE(readValid(v1), readValid(v2));
}

// docs/method.md, "Demand": with demand steps the workload's own peak is ignored, so 0 there is no
// mistake.
void TestBundleReader::peakIgnoredBesideDemandSteps()
{
    QFile file(QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/example-hk-v2.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray json = file.readAll();
    QVERIFY(json.contains("\"peak_output_tokens_per_s\": 1500,"));
    json.replace("\"peak_output_tokens_per_s\": 1500,", "\"peak_output_tokens_per_s\": 0,");
    QCOMPARE(readValid(json).scenarios.at(0).workload.demand.size(), 4);
}

// The worked v3 example (docs/format.md; docs/serving.md, "The serving simulation"): every v3 field
// it gives read into the model.
void TestBundleReader::readsVersionThreeFields()
{
    QFile file(QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/example-hk-v3.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Bundle bundle = readValid(file.readAll());
    const Accelerator &l40s = bundle.catalog.accelerators.at(0);
    QCOMPARE(l40s.tpEfficiencyBySize, (QMap<int, double>{ { 2, 0.8 }, { 4, 0.65 } }));
    QVERIFY(bundle.catalog.accelerators.at(1).tpEfficiencyBySize.isEmpty());
    const Workload &average = bundle.scenarios.at(0).workload;
    QCOMPARE(average.sizing, SizingMode::Average);
    const Workload &p99 = bundle.scenarios.at(1).workload;
    QCOMPARE(p99.sizing, SizingMode::P99);
    QCOMPARE(p99.arrival, ArrivalProcess::Bursty);
    QCOMPARE(p99.burstCv, 2.5);
    QCOMPARE(p99.prefillChunkTokens, 512);
    QCOMPARE(p99.iterationOverheadMs, 1.5);
    QCOMPARE(p99.simRequests, 4000);
    QCOMPARE(p99.simSeed, quint64(11));
    // The first scenario differs from the second only in these fields and its id and name.
    Scenario second = bundle.scenarios.at(1);
    second.id = bundle.scenarios.at(0).id;
    second.name = bundle.scenarios.at(0).name;
    second.workload.sizing = SizingMode::Average;
    second.workload.arrival = ArrivalProcess::Poisson;
    second.workload.burstCv = 2;
    second.workload.prefillChunkTokens = 2048;
    second.workload.iterationOverheadMs = 0;
    second.workload.simSeed = 1;
    // The second gives sim_requests (at its default): a request log's default count would
    // not replace it (docs/serving.md, "Request logs"); the first leaves it out.
    QVERIFY(second.workload.simRequestsGiven);
    QVERIFY(!bundle.scenarios.at(0).workload.simRequestsGiven);
    second.workload.simRequestsGiven = false;
    QCOMPARE(second, bundle.scenarios.at(0));
}

// Absent v3 fields take the defaults of docs/serving.md, "The serving simulation", and a v2 file
// reads as before; the form factors and the maps come from the accelerator and platform when given.
void TestBundleReader::versionThreeDefaults()
{
    const Bundle bundle = readValid(QByteArray(ValidBundle));
    const Workload &w = bundle.scenarios.at(0).workload;
    QCOMPARE(w.sizing, SizingMode::Average);
    QCOMPARE(w.arrival, ArrivalProcess::Poisson);
    QCOMPARE(w.burstCv, 2.0);
    QCOMPARE(w.prefillChunkTokens, 2048);
    QCOMPARE(w.iterationOverheadMs, 0.0);
    QCOMPARE(w.simRequests, 4000);
    QCOMPARE(w.simSeed, quint64(1));
    const Accelerator &card = bundle.catalog.accelerators.at(0);
    QVERIFY(!card.formFactor);
    QVERIFY(card.tpEfficiencyBySize.isEmpty());
    QVERIFY(card.efficiencyByPrecision.isEmpty());
    QCOMPARE(card.sequenceOverheadMs, 0.0);
    QCOMPARE(card.requestOverheadMs, 0.0);
    QVERIFY(bundle.catalog.platforms.at(0).formFactors.isEmpty());

    QByteArray json = replaced(
            "\"requant_days\": \"1.5\"}",
            "\"requant_days\": \"1.5\", \"form_factor\": \"sxm\", \"sequence_overhead_ms\": "
            "\"0.4\", \"request_overhead_ms\": 95, \"tp_efficiency_by_size\": {\"8\": \"0.6\", "
            "\"2\": 0.85}, \"efficiency_by_precision\": {\"fp16\": {\"bw\": 0.9, \"compute\": "
            "\"0.6\"}, \"fp8\": {\"bw\": 0.7}}}");
    json.replace("\"base_w\": 1500,", "\"base_w\": 1500, \"form_factors\": [\"sxm\", \"oam\"],");
    const Bundle given = readValid(json);
    const Accelerator &sxm = given.catalog.accelerators.at(0);
    QCOMPARE(sxm.formFactor, std::optional<FormFactor>(FormFactor::Sxm));
    QCOMPARE(sxm.sequenceOverheadMs, 0.4);
    QCOMPARE(sxm.requestOverheadMs, 95.0);
    QCOMPARE(sxm.tpEfficiencyBySize, (QMap<int, double>{ { 2, 0.85 }, { 8, 0.6 } }));
    QCOMPARE(sxm.efficiencyByPrecision.size(), 2);
    QCOMPARE(sxm.efficiencyByPrecision.value(QStringLiteral("fp16")).bw, std::optional(0.9));
    QCOMPARE(sxm.efficiencyByPrecision.value(QStringLiteral("fp16")).compute, std::optional(0.6));
    QCOMPARE(sxm.efficiencyByPrecision.value(QStringLiteral("fp8")).bw, std::optional(0.7));
    QVERIFY(!sxm.efficiencyByPrecision.value(QStringLiteral("fp8")).compute);
    QCOMPARE(given.catalog.platforms.at(0).formFactors,
             (QList<FormFactor>{ FormFactor::Sxm, FormFactor::Oam }));
}

void TestBundleReader::simSeedReadings_data()
{
    QTest::addColumn<QByteArray>("given");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("0") << QByteArray("0") << quint64(0);
    QTest::newRow("11") << QByteArray("11") << quint64(11);
    QTest::newRow("\"11\"") << QByteArray("\"11\"") << quint64(11);
    // 2^53 + 1 is not a double; Qt keeps the JSON integer exact.
    QTest::newRow("2^53 + 1 as a number")
            << QByteArray("9007199254740993") << quint64(9007199254740993ULL);
    QTest::newRow("2^53 + 1 as digits")
            << QByteArray("\"9007199254740993\"") << quint64(9007199254740993ULL);
    QTest::newRow("2^63 - 1 as a number")
            << QByteArray("9223372036854775807") << quint64(9223372036854775807ULL);
    QTest::newRow("2^63 - 1 as digits")
            << QByteArray("\"9223372036854775807\"") << quint64(9223372036854775807ULL);
}

// docs/format.md, "Numbers" (v3): sim_seed is a whole number in [0, 2^63), from an integer or a
// digit string.
void TestBundleReader::simSeedReadings()
{
    QFETCH(QByteArray, given);
    QFETCH(quint64, seed);
    const Bundle bundle
            = readValid(replaced("\"requires_isolation\": false}",
                                 "\"requires_isolation\": false, \"sim_seed\": " + given + '}'));
    QCOMPARE(bundle.scenarios.at(0).workload.simSeed, seed);
}

// docs/format.md, "Numbers" (v3): a whole-number field may be given as a string of digits.
void TestBundleReader::wholeNumbersAsDigitStrings()
{
    const Bundle bundle = readValid(
            replaced("\"requires_isolation\": false}",
                     "\"requires_isolation\": false, \"prefill_chunk_tokens\": \"512\", "
                     "\"sim_requests\": \"10000\"}"));
    QCOMPARE(bundle.scenarios.at(0).workload.prefillChunkTokens, 512);
    QCOMPARE(bundle.scenarios.at(0).workload.simRequests, 10000);
}

// Issue 21 item 24, docs/format.md, "Top level": QJsonDocument turns a lone surrogate escape into
// another character (swallowing the one after it) and invalid UTF-8 into U+FFFD; both are refused
// at their line and column, and so is NUL. Columns count characters ("中" is one).
void TestBundleReader::invalidTextRefused_data()
{
    QTest::addColumn<QByteArray>("text"); // the value of "x" on line 3, after `  "x": "`
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("what");

    // Line 3 is `  "x": "` + text + `"}`: the text starts at column 9.
    QTest::newRow("a lone second half") << QByteArray("ab\\udc00cd") << "line 3, column 11"
                                        << "\"\\udc00\", the second half";
    QTest::newRow("a lone first half at the end") << QByteArray("ab\\ud800") << "line 3, column 11"
                                                  << "\"\\ud800\", the first half";
    QTest::newRow("a first half before a plain escape")
            << QByteArray("\\ud800\\u0041") << "line 3, column 9"
            << "\"\\ud800\", the first half";
    QTest::newRow("the halves the wrong way round")
            << QByteArray("\\udc00\\ud800") << "line 3, column 9"
            << "\"\\udc00\", the second half";
    QTest::newRow("upper-case hex") << QByteArray("\\uDC00") << "line 3, column 9"
                                    << "\"\\udc00\", the second half";
    QTest::newRow("an escaped NUL") << QByteArray("a\\u0000b") << "line 3, column 10"
                                    << "a NUL character";
    QTest::newRow("a NUL byte") << QByteArray("a\0b", 3) << "line 3, column 10"
                                << "a NUL byte";
    QTest::newRow("Latin-1, not UTF-8") << QByteArray("caf\xe9") << "line 3, column 12"
                                        << "not UTF-8 (0xE9)";
    QTest::newRow("an overlong slash") << QByteArray("\xc0\xaf") << "line 3, column 9"
                                       << "not UTF-8 (0xC0)";
    QTest::newRow("a surrogate written as UTF-8")
            << QByteArray("\xed\xa0\x80") << "line 3, column 9"
            << "not UTF-8 (0xED)";
    QTest::newRow("past U+10FFFF") << QByteArray("\xf4\x90\x80\x80") << "line 3, column 9"
                                   << "not UTF-8 (0xF4)";
    QTest::newRow("a character cut short") << QByteArray("\xe4\xb8") << "line 3, column 9"
                                           << "not UTF-8 (0xE4)";
    // 中 and 文 are three bytes each, one column each: the escape is at column 11.
    QTest::newRow("after Chinese text")
            << QByteArray("\xe4\xb8\xad\xe6\x96\x87\\udc00") << "line 3, column 11"
            << "\"\\udc00\"";
}

void TestBundleReader::invalidTextRefused()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, where);
    QFETCH(QString, what);
    const QByteArray json
            = "{\"format\": \"infertco-bundle\",\n \"version\": 1,\n  \"x\": \"" + text + "\"}";
    const Outcome<Bundle> outcome = BundleReader::read(json);
    QVERIFY(!outcome.ok());
    const Problem &problem = outcome.problems().first();
    QCOMPARE(problem.item, QStringLiteral("the bundle"));
    QVERIFY2(problem.message.contains(where), qPrintable(problem.text()));
    QVERIFY2(problem.message.contains(what), qPrintable(problem.text()));
    QVERIFY2(problem.message.contains(QLatin1String("valid Unicode")), qPrintable(problem.text()));

    // The same text in a key is refused the same way.
    const QByteArray inKey
            = "{\"format\": \"infertco-bundle\",\n \"version\": 1,\n  \"" + text + "\": 1}";
    const Outcome<Bundle> key = BundleReader::read(inKey);
    QVERIFY(!key.ok());
    QVERIFY2(key.problems().first().message.contains(what), qPrintable(describe(key.problems())));
}

// What is valid Unicode is read unchanged: a whole surrogate pair, an escaped backslash before
// "u", characters of every length.
void TestBundleReader::validTextKept_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a surrogate pair") << QByteArray("\\ud83d\\ude00") << QStringLiteral("😀");
    QTest::newRow("an escaped backslash, then udc00")
            << QByteArray("\\\\udc00") << QStringLiteral("\\udc00");
    QTest::newRow("an escaped quote, then an escape")
            << QByteArray("\\\"\\u00e9") << QStringLiteral("\"é");
    QTest::newRow("UTF-8 of every length")
            << QByteArray("a\xc3\xa9\xe4\xb8\xad\xf0\x9f\x98\x80") << QStringLiteral("aé中😀");
    QTest::newRow("the last character")
            << QByteArray("\xf4\x8f\xbf\xbf") << QString::fromUcs4(U"\U0010FFFF");
}

void TestBundleReader::validTextKept()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    const QByteArray json = replaced("\"vendor\": \"Example\"", "\"vendor\": \"" + text + "\"");
    QCOMPARE(readValid(json).catalog.accelerators.first().vendor, expected);
}

// docs/format.md, "Unknown keys": an unknown key is read past, with one warning per kind and key
// that says how many items hold it and, within a case-insensitive edit distance of 2, the nearest
// known key.
void TestBundleReader::unknownKeysWarned_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("expected"); // each warning's text

    QTest::newRow("a misspelt accelerator field")
            << replaced("\"requant_days\": \"1.5\"",
                        "\"requant_days\": \"1.5\", \"price_change_yaer\": 0.1")
            << texts({ "accelerator, field \"price_change_yaer\": is not a field InferTCO "
                       "knows, so it was ignored (in 1 item); did you mean "
                       "price_change_year?" });
    QTest::newRow("a misspelt scenario field")
            << replaced("\"discount_rate_year\"", "\"discount_rate_yr\"")
            << texts({ "scenario, field \"discount_rate_yr\": is not a field InferTCO knows, "
                       "so it was ignored (in 1 item); did you mean discount_rate_year?" });
    QTest::newRow("a misspelt list of the bundle")
            << replaced("\"version\": 1,", "\"version\": 1, \"acelerators\": [],")
            << texts({ "the bundle, field \"acelerators\": is not a field InferTCO knows, "
                       "so it was ignored; did you mean accelerators?" });
    QTest::newRow("a field of a group")
            << replaced("\"tpot_ms\": 50", "\"tpot_ms\": 50, \"ttft_msec\": 900")
            << texts({ "scenario, field \"workload.ttft_msec\": is not a field InferTCO "
                       "knows, so it was ignored (in 1 item); did you mean "
                       "workload.ttft_ms?" });
    QTest::newRow("another case")
            << replaced("\"tdp_w\": 350", "\"tdp_w\": 350, \"Price\": 1")
            << texts({ "accelerator, field \"Price\": is not a field InferTCO knows, so it "
                       "was ignored (in 1 item); did you mean price?" });
    QTest::newRow("nothing near: no suggestion")
            << replaced("\"vendor\": \"Example\"", "\"vendor\": \"Example\", \"colour\": \"red\"")
            << texts({ "accelerator, field \"colour\": is not a field InferTCO knows, so it "
                       "was ignored (in 1 item)" });
    QByteArray twoOptions
            = replaced("\"offer\": \"colo-hk\"}", "\"offer\": \"colo-hk\", \"ofer\": 1}");
    twoOptions.replace("\"offer\": \"rent-hk\"}", "\"offer\": \"rent-hk\", \"ofer\": 2}");
    QTest::newRow("once per kind and key, counted")
            << twoOptions
            << texts({ "scenario option, field \"ofer\": is not a field InferTCO knows, so "
                       "it was ignored (in 2 items); did you mean offer?" });
    QTest::newRow("in a demand step")
            << replaced("\"peak_output_tokens_per_s\": 2000",
                        "\"demand\": [{\"from_month\": 1, \"peak_output_tokens_per_s\": 2000, "
                        "\"from_mont\": 3}]")
            << texts({ "demand step, field \"from_mont\": is not a field InferTCO knows, so "
                       "it was ignored (in 1 item); did you mean from_month?" });
    QByteArray several = replaced("\"discount_rate_year\"", "\"discount_rate_yr\"");
    several.replace("\"tdp_w\": 350", "\"tdp_w\": 350, \"colour\": 1");
    QTest::newRow("in the order met")
            << several
            << texts({ "accelerator, field \"colour\": is not a field InferTCO knows, so it "
                       "was ignored (in 1 item)",
                       "scenario, field \"discount_rate_yr\": is not a field InferTCO knows, "
                       "so it was ignored (in 1 item); did you mean discount_rate_year?" });
}

void TestBundleReader::unknownKeysWarned()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, expected);
    Problems warnings;
    const Outcome<Bundle> outcome = BundleReader::read(json, &warnings);
    QStringList texts;
    for (const Problem &warning : std::as_const(warnings))
        texts.append(warning.text());
    QCOMPARE(texts, expected);
    // A warning, not an error: the rest of the bundle is read (a misspelt required key makes
    // its own "is required" problem, which the warning then explains).
    QVERIFY2(outcome.ok(), qPrintable(describe(outcome.problems())));
}

// Every key the project's own bundles use is known: the worked examples, the demo, the
// catalog, a v2 bundle with every v2 field; and the maps whose keys are data (fx, tflops).
void TestBundleReader::knownKeysNotWarned_data()
{
    QTest::addColumn<QString>("file");
    const QDir golden(QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden"));
    for (const QString &name : golden.entryList({ QStringLiteral("*.json") }, QDir::Files)) {
        if (!name.endsWith(QLatin1String(".expected.json"))) // results, not bundles
            QTest::newRow(qPrintable(name)) << golden.filePath(name);
    }
    QTest::newRow("data/demo.json") << QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json");
    QTest::newRow("data/catalog.json") << QStringLiteral(INFERTCO_SOURCE_DIR "/data/catalog.json");
}

void TestBundleReader::knownKeysNotWarned()
{
    QFETCH(QString, file);
    Problems warnings;
    BundleReader::readFile(file, &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(describe(warnings)));
}

void TestBundleReader::editDistance_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("distance"); // with a limit of 2: 3 means "more than 2"
    QTest::newRow("same") << "price"
                          << "price" << 0;
    QTest::newRow("case only") << "PRICE"
                               << "price" << 0;
    QTest::newRow("one missing") << "acelerators"
                                 << "accelerators" << 1;
    QTest::newRow("two swapped: two edits") << "price_change_yaer"
                                            << "price_change_year" << 2;
    QTest::newRow("two missing") << "discount_rate_yr"
                                 << "discount_rate_year" << 2;
    QTest::newRow("three") << "colour"
                           << "color__x" << 3;
    QTest::newRow("far longer") << "a"
                                << "accelerators" << 3;
    QTest::newRow("empty") << ""
                           << "id" << 2;
}

void TestBundleReader::editDistance()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, distance);
    QCOMPARE(BundleScan::editDistance(a, b, 2), distance);
    QCOMPARE(BundleScan::editDistance(b, a, 2), distance);
}

QTEST_APPLESS_MAIN(TestBundleReader)
#include "tst_bundlereader.moc"
