// SPDX-License-Identifier: GPL-3.0-or-later
// BundleWriter: every field of docs/format.md written so that reading it back gives the same domain
// values, money as exact decimal strings, and the same bytes on every write.
#include "bundlecompare.h"
#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"
#include "model/rules/validation.h"
#include "sourcetree.h"
#include "testdecimal.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace infertco;
using infertco::testing::dec;
using infertco::testing::sourcePath;

namespace {

// A bundle in which every field differs from its default, including the optional ones.
Bundle everyField()
{
    Bundle b;
    Region r;
    r.id = QStringLiteral("hk-clp");
    r.name = QStringLiteral("香港 (CLP) \"quoted\" \\ back\nline\ttab \x01");
    r.notes = QStringLiteral("notes");
    r.source = QStringLiteral("source");
    r.quoteDate = QStringLiteral("2026-01");
    r.currency = QStringLiteral("HKD");
    r.electricityPricePerKwh = dec("1.406");
    r.pue = dec("1.62");
    r.staffCostPerFteYear = dec("264000");
    r.electricityPriceChangeYear = dec("0.04");
    r.staffCostChangeYear = dec("0.03");
    b.catalog.regions.append(r);

    Accelerator a;
    a.id = QStringLiteral("gpu");
    a.name = QStringLiteral("GPU");
    a.acceleratorClass = AcceleratorClass::InferenceAsic;
    a.vendor = QStringLiteral("Vendor");
    a.memoryGb = 80.5;
    a.bandwidthGbs = 0.1;
    a.tflops = { 1.0 / 3.0, 2, 3e-7, 4 };
    a.tdpW = dec("700.25");
    a.idleW = dec("80");
    a.price = dec("12345678901234.123456789012");
    a.currency = QStringLiteral("USD");
    a.bwEfficiency = 0.72;
    a.computeEfficiency = 0.65;
    a.tpEfficiency = 0.81;
    a.dynamicShapeEfficiency = 0.5;
    a.maxTp = 4;
    a.supportsPartitioning = true;
    a.requiresQuantization = true;
    a.migrationDays = dec("12.5");
    a.requantDays = dec("0.000000000001");
    a.source = QStringLiteral("datasheet");
    a.quoteDate = QStringLiteral("2025-10-01");
    a.notes = QStringLiteral("dense figures");
    a.priceChangeYear = dec("-0.15");
    a.exportControlled = true;
    // v3 (docs/format.md; docs/serving.md, "The serving simulation")
    a.tpEfficiencyBySize = { { 2, 0.85 }, { 8, 0.6 } };
    a.efficiencyByPrecision = { { QStringLiteral("fp16"), { 0.9, 0.55 } },
                                { QStringLiteral("int8"), { std::nullopt, 0.45 } } };
    a.sequenceOverheadMs = 0.35;
    a.requestOverheadMs = 120;
    a.formFactor = FormFactor::Oam;
    b.catalog.accelerators.append(a);

    ServerPlatform p;
    p.id = QStringLiteral("box");
    p.slots = 8;
    p.accepts = { AcceleratorClass::InferenceAsic, AcceleratorClass::Npu };
    p.rackUnits = 4;
    p.baseW = dec("900");
    p.price = dec("120000");
    p.currency = QStringLiteral("HKD");
    p.priceChangeYear = dec("-0.05");
    p.fullyPopulated = true;
    p.formFactors = { FormFactor::Oam, FormFactor::Pcie };
    b.catalog.platforms.append(p);

    RentalOffer o;
    o.id = QStringLiteral("rent");
    o.provider = QStringLiteral("算家云");
    o.region = r.id;
    o.accelerator = a.id;
    o.acceleratorsPerServer = 8;
    o.monthlyPrice = dec("19500.5");
    o.hourlyPrice = dec("26.7");
    o.currency = QStringLiteral("CNY");
    o.setupFeePerServer = dec("100");
    o.networkPerMonth = dec("50");
    o.minTermMonths = 12;
    o.priceChangeYear = dec("-0.2");
    b.catalog.rentalOffers.append(o);

    ColoOffer c;
    c.id = QStringLiteral("colo");
    c.provider = QStringLiteral("Provider");
    c.region = r.id;
    c.rackFeePerMonth = dec("19500");
    c.uFeePerMonth = dec("465");
    c.usableU = 40;
    c.rackPowerKw = dec("10");
    c.powerBilling = PowerBilling::PerKw;
    c.powerPricePerKwMonth = dec("184.06");
    c.pue = dec("1.4");
    c.setupFeePerRack = dec("5000");
    c.networkPerMonth = dec("800");
    c.currency = QStringLiteral("HKD");
    c.priceChangeYear = dec("0.03");
    b.catalog.coloOffers.append(c);

    Scenario s;
    s.id = QStringLiteral("s1");
    s.name = QStringLiteral("Scenario");
    s.notes = QStringLiteral("FX: Public Bank");
    s.currency = QStringLiteral("HKD");
    s.fx = { { QStringLiteral("USD"), dec("7.8333") }, { QStringLiteral("CNY"), dec("1.131242") } };
    s.horizonMonths = 48;
    s.discountRateYear = dec("0.08");
    s.headroom = dec("0.15");
    s.engineerDayRate = dec("1200");
    s.engineerCurrency = QStringLiteral("USD");
    s.staff = { dec("0.05"), dec("0.02"), dec("0.25"), dec("0.1") };
    s.owned = { dec("0.05"), dec("0.03"), dec("0.05"), dec("0.4") };
    Workload &w = s.workload;
    w.paramsB = 32.8;
    w.precision = Precision::Int4;
    w.kvBytes = 1;
    w.layers = 64;
    w.kvHeads = 8;
    w.headDim = 128;
    w.promptTokens = 1000;
    w.outputTokens = 300;
    w.peakOutputTokensPerS = dec("2500");
    w.tpotMs = 50;
    w.utilization = dec("0.35");
    w.modelUpdatesPerYear = dec("2.5");
    w.maxBatch = 64;
    w.dynamicShapes = true;
    w.requiresIsolation = true;
    w.ttftMs = 1500;
    s.options = { { QStringLiteral("rent it"), OptionMode::Rent, a.id, p.id, o.id },
                  { QStringLiteral("colo it"), OptionMode::Colo, a.id, p.id, c.id } };
    ScenarioOption hybrid{ QStringLiteral("own 2, rent the rest"), OptionMode::Hybrid, a.id, p.id,
                           c.id };
    hybrid.rentalOffer = o.id;
    hybrid.ownedServers = 2;
    s.options.append(hybrid);
    s.teamRegion = r.id;
    b.scenarios.append(s);

    // The other v2 forms: demand in steps and a residual curve; demand growth.
    Scenario steps = s;
    steps.id = QStringLiteral("s2");
    steps.workload.demand = { { 1, dec("800") }, { 7, dec("1500.5") }, { 19, dec("2600") } };
    steps.owned.residualFraction = Decimal();
    steps.owned.residualByYear = { dec("0.7"), dec("0.5"), dec("0.4") };
    steps.workload.ttftMs.reset();
    steps.teamRegion.clear();
    b.scenarios.append(steps);
    Scenario growing = s;
    growing.id = QStringLiteral("s3");
    growing.workload.demandGrowthYear = dec("0.35");
    b.scenarios.append(growing);
    // v3: the serving simulation and P99 sizing, a seed above 2^53.
    Scenario simulated = s;
    simulated.id = QStringLiteral("s4");
    simulated.workload.sizing = SizingMode::P99;
    simulated.workload.arrival = ArrivalProcess::Bursty;
    simulated.workload.burstCv = 2.5;
    simulated.workload.prefillChunkTokens = 512;
    simulated.workload.iterationOverheadMs = 1.5;
    simulated.workload.simRequests = 20000;
    simulated.workload.simSeed = (quint64(1) << 53) + 1;
    b.scenarios.append(simulated);
    return b;
}

QJsonObject parsed(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

class TestBundleWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("data/demo.json") << sourcePath("data/demo.json");
        QTest::newRow("data/catalog.json") << sourcePath("data/catalog.json");
        QTest::newRow("golden dc-gpu") << sourcePath("tests/golden/dc-gpu.json");
        QTest::newRow("golden npu-fallback") << sourcePath("tests/golden/npu-fallback.json");
        QTest::newRow("golden consumer-tp") << sourcePath("tests/golden/consumer-tp.json");
        QTest::newRow("golden example-hk") << sourcePath("tests/golden/example-hk.json");
        QTest::newRow("golden example-hk-v2") << sourcePath("tests/golden/example-hk-v2.json");
        QTest::newRow("golden example-hk-v3") << sourcePath("tests/golden/example-hk-v3.json");
    }

    // read → write → read gives the same domain values; write → read → write the same bytes.
    void roundTrip()
    {
        QFETCH(QString, path);
        const Outcome<Bundle> original = BundleReader::readFile(path);
        QVERIFY2(original.ok(), qPrintable(original.problems().value(0).text()));
        const QByteArray written = BundleWriter::toJson(original.value());
        const Outcome<Bundle> reread = BundleReader::read(written);
        QVERIFY2(reread.ok(), qPrintable(reread.problems().value(0).text()));
        const QStringList differences
                = testing::BundleCompare::differences(original.value(), reread.value());
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(u'\n')));
        QCOMPARE(BundleWriter::toJson(reread.value()), written);
    }

    void everyFieldSurvives()
    {
        const Bundle bundle = everyField();
        QVERIFY2(Validator::check(bundle).isEmpty(),
                 qPrintable(Validator::check(bundle).value(0).text()));
        const QByteArray written = BundleWriter::toJson(bundle);
        const Outcome<Bundle> reread = BundleReader::read(written);
        QVERIFY2(reread.ok(), qPrintable(reread.problems().value(0).text()));
        const QStringList differences = testing::BundleCompare::differences(bundle, reread.value());
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(u'\n')));
        QCOMPARE(BundleWriter::toJson(reread.value()), written);
    }

    void moneyIsExactDecimalText()
    {
        const QJsonObject root = parsed(BundleWriter::toJson(everyField()));
        const QJsonObject accelerator
                = root.value(QLatin1String("accelerators")).toArray().at(0).toObject();
        QCOMPARE(accelerator.value(QLatin1String("price")).toString(),
                 QStringLiteral("12345678901234.123456789012"));
        QCOMPARE(accelerator.value(QLatin1String("requant_days")).toString(),
                 QStringLiteral("0.000000000001"));
        QCOMPARE(accelerator.value(QLatin1String("tdp_w")).toString(), QStringLiteral("700.25"));
        const QJsonObject scenario
                = root.value(QLatin1String("scenarios")).toArray().at(0).toObject();
        QCOMPARE(scenario.value(QLatin1String("fx"))
                         .toObject()
                         .value(QLatin1String("CNY"))
                         .toString(),
                 QStringLiteral("1.131242"));
        QCOMPARE(scenario.value(QLatin1String("discount_rate_year")).toString(),
                 QStringLiteral("0.08"));
    }

    void hardwareFiguresAreNumbers()
    {
        const QByteArray json = BundleWriter::toJson(everyField());
        const QJsonObject accelerator
                = parsed(json).value(QLatin1String("accelerators")).toArray().at(0).toObject();
        QVERIFY(accelerator.value(QLatin1String("memory_gb")).isDouble());
        QCOMPARE(accelerator.value(QLatin1String("memory_gb")).toDouble(), 80.5);
        QCOMPARE(accelerator.value(QLatin1String("max_tp")).toInt(), 4);
        QVERIFY(accelerator.value(QLatin1String("supports_partitioning")).toBool());
        // Shortest round-trip text: 0.72 is written "0.72", not 0.71999999999999997.
        QVERIFY(json.contains("\"bw_efficiency\": 0.72,"));
    }

    void absentOptionalFieldsAreLeftOut()
    {
        Bundle bundle = everyField();
        Accelerator &a = bundle.catalog.accelerators.first();
        a.price.reset();
        a.name.clear();
        a.notes.clear();
        a.tflops.int4 = 0;
        bundle.catalog.coloOffers.first().pue.reset();
        bundle.catalog.rentalOffers.first().monthlyPrice.reset();
        bundle.scenarios.first().options.first().platform.clear();
        const QJsonObject root = parsed(BundleWriter::toJson(bundle));
        const QJsonObject accelerator
                = root.value(QLatin1String("accelerators")).toArray().at(0).toObject();
        QVERIFY(!accelerator.contains(QLatin1String("price")));
        QVERIFY(!accelerator.contains(QLatin1String("name")));
        QVERIFY(!accelerator.contains(QLatin1String("notes")));
        QVERIFY(accelerator.contains(QLatin1String("source")));
        const QJsonObject tflops = accelerator.value(QLatin1String("tflops")).toObject();
        QVERIFY(!tflops.contains(QLatin1String("int4")));
        QVERIFY(tflops.contains(QLatin1String("fp8")));
        QVERIFY(!root.value(QLatin1String("colo_offers"))
                         .toArray()
                         .at(0)
                         .toObject()
                         .contains(QLatin1String("pue")));
        QVERIFY(!root.value(QLatin1String("rental_offers"))
                         .toArray()
                         .at(0)
                         .toObject()
                         .contains(QLatin1String("monthly_price")));
        const QJsonObject option = root.value(QLatin1String("scenarios"))
                                           .toArray()
                                           .at(0)
                                           .toObject()
                                           .value(QLatin1String("options"))
                                           .toArray()
                                           .at(0)
                                           .toObject();
        QVERIFY(!option.contains(QLatin1String("platform")));
    }

    void headerAndFieldOrder()
    {
        const QByteArray json = BundleWriter::toJson(everyField());
        QVERIFY(json.startsWith("{\n  \"format\": \"infertco-bundle\",\n  \"version\": 4,\n"));
        // docs/format.md order: identity first, then the figures, provenance last.
        const QByteArray accelerators
                = json.mid(json.indexOf("\"accelerators\""),
                           json.indexOf("\"platforms\"") - json.indexOf("\"accelerators\""));
        QVERIFY(accelerators.indexOf("\"id\"") < accelerators.indexOf("\"class\""));
        QVERIFY(accelerators.indexOf("\"class\"") < accelerators.indexOf("\"tflops\""));
        QVERIFY(accelerators.indexOf("\"tflops\"") < accelerators.indexOf("\"requant_days\""));
        const QByteArray regions
                = json.mid(json.indexOf("\"regions\""),
                           json.indexOf("\"scenarios\"") - json.indexOf("\"regions\""));
        QVERIFY(regions.indexOf("\"staff_cost_per_fte_year\"") < regions.indexOf("\"source\""));
        QVERIFY(regions.indexOf("\"source\"") < regions.indexOf("\"quote_date\""));
        QVERIFY(regions.indexOf("\"quote_date\"") < regions.indexOf("\"notes\""));
        QVERIFY(json.endsWith("}\n"));
    }

    // docs/format.md, "Numbers" (v3): a seed up to 2^53 is a JSON integer, a larger one a string of
    // digits (a reader holding doubles would round it); both read back exactly.
    void simSeedForm_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QByteArray>("written");
        QTest::newRow("11") << quint64(11) << QByteArray("\"sim_seed\": 11");
        QTest::newRow("0") << quint64(0) << QByteArray("\"sim_seed\": 0");
        QTest::newRow("2^53") << (quint64(1) << 53) << QByteArray("\"sim_seed\": 9007199254740992");
        QTest::newRow("2^53 + 1") << (quint64(1) << 53) + 1
                                  << QByteArray("\"sim_seed\": \"9007199254740993\"");
        QTest::newRow("2^63 - 1") << (quint64(1) << 63) - 1
                                  << QByteArray("\"sim_seed\": \"9223372036854775807\"");
    }
    void simSeedForm()
    {
        QFETCH(quint64, seed);
        QFETCH(QByteArray, written);
        Bundle bundle = everyField();
        bundle.scenarios.first().workload.simSeed = seed;
        const QByteArray json = BundleWriter::toJson(bundle);
        QVERIFY2(json.contains(written), json.constData());
        const Outcome<Bundle> reread = BundleReader::read(json);
        QVERIFY2(reread.ok(), qPrintable(reread.problems().value(0).text()));
        QCOMPARE(reread.value().scenarios.first().workload.simSeed, seed);
    }

    // A v2 bundle is written with the keys it had, only the version moves to 4: every v3 field
    // at its default is left out.
    void versionTwoKeepsItsKeys()
    {
        const Outcome<Bundle> v2
                = BundleReader::readFile(sourcePath("tests/golden/example-hk-v2.json"));
        QVERIFY(v2.ok());
        const QByteArray json = BundleWriter::toJson(v2.value());
        for (const char *key :
             { "sizing", "arrival", "burst_cv", "prefill_chunk_tokens", "iteration_overhead_ms",
               "sim_requests", "sim_seed", "tp_efficiency_by_size", "efficiency_by_precision",
               "sequence_overhead_ms", "request_overhead_ms", "tp_allreduce_us",
               "tp_allreduce_ns_per_token", "form_factor", "request_logs", "request_log",
               "lengths" })
            QVERIFY2(!json.contains(QByteArray("\"") + key + '"'), key);
        QVERIFY(json.contains("\"version\": 4,"));
    }

    void emptyBundle()
    {
        const QByteArray json = BundleWriter::toJson(Bundle());
        const Outcome<Bundle> reread = BundleReader::read(json);
        QVERIFY(reread.ok());
        QVERIFY(json.contains("\"accelerators\": [],"));
    }
};

QTEST_GUILESS_MAIN(TestBundleWriter)
#include "tst_bundlewriter.moc"
