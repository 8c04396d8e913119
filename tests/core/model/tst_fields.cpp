// SPDX-License-Identifier: GPL-3.0-or-later
// The field tables (core/model/fields/fields.h): every field of a table goes through the bundle and
// the document unchanged, a bad value is named by item, key and label, and a problem names
// the field in the user's language.
#include "i18n/language.h"
#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"
#include "io/document/document.h"
#include "model/entities/accelerator.h"
#include "model/entities/catalog.h"
#include "model/entities/colooffer.h"
#include "model/entities/region.h"
#include "model/entities/rentaloffer.h"
#include "model/entities/scenario.h"
#include "model/entities/serverplatform.h"
#include "model/fields/fields.h"
#include "model/fields/identityfields.h"
#include "model/rules/newitems.h"
#include "model/rules/validation.h"

#include "testdecimal.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace infertco;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(infertco::FieldValue)

using infertco::testing::dec;

namespace {

// An H100 SXM as the demo catalog has it; every field valid.
Accelerator h100()
{
    Accelerator a;
    a.id = u"h100-sxm"_s;
    a.name = u"NVIDIA H100 SXM 80GB"_s;
    a.memoryGb = 80;
    a.bandwidthGbs = 3350;
    a.tflops.fp16 = 989;
    a.tdpW = Decimal(700);
    a.idleW = Decimal(70);
    a.price = Decimal(25000);
    a.currency = u"USD"_s;
    return a;
}

// For every field of the accelerator table a valid value that differs from h100()'s: a field
// added to the table without a row here fails everyFieldHasAValue().
QList<std::pair<const char *, FieldValue>> acceleratorValues()
{
    return {
        { "class", u"npu"_s },
        { "vendor", u"NVIDIA"_s },
        { "memory_gb", 96.5 },
        { "bandwidth_gbs", 4000.25 },
        { "tflops.fp16", 990.5 },
        { "tflops.fp8", 1979.0 },
        { "tflops.int8", 1979.5 },
        { "tflops.int4", 3958.0 },
        { "tdp_w", dec("650.5") },
        { "idle_w", dec("60.25") },
        { "price", dec("31000.75") },
        { "currency", u"HKD"_s },
        { "bw_efficiency", 0.8 },
        { "compute_efficiency", 0.7 },
        { "tp_efficiency", 0.9 },
        { "dynamic_shape_efficiency", 0.6 },
        { "max_tp", 4 },
        { "supports_partitioning", true },
        { "requires_quantization", true },
        { "migration_days", dec("10.5") },
        { "requant_days", dec("2") },
        { "price_change_year", dec("-0.15") },
        { "export_controlled", true },
        { "sequence_overhead_ms", 0.35 },
        { "request_overhead_ms", 120.5 },
        { "tp_allreduce_us", 12.5 },
        { "tp_allreduce_ns_per_token", 37.25 },
        { "form_factor", u"sxm"_s },
    };
}

// Hong Kong as the demo catalog has it.
Region hongKong()
{
    Region r;
    r.id = u"hk"_s;
    r.name = u"Hong Kong"_s;
    r.currency = u"HKD"_s;
    r.electricityPricePerKwh = dec("1.45");
    r.pue = dec("1.5");
    r.staffCostPerFteYear = Decimal(900000);
    return r;
}

QList<std::pair<const char *, FieldValue>> regionValues()
{
    return {
        { "currency", u"CNY"_s },
        { "electricity_price_per_kwh", dec("0.85") },
        { "pue", dec("1.3") },
        { "staff_cost_per_fte_year", dec("450000.5") },
        { "electricity_price_change_year", dec("0.05") },
        { "staff_cost_change_year", dec("0.04") },
    };
}

// An 8-GPU HGX server as the demo catalog has it.
ServerPlatform hgx()
{
    ServerPlatform p;
    p.id = u"hgx-h100"_s;
    p.name = u"HGX H100 8-GPU"_s;
    p.slots = 8;
    p.accepts = { AcceleratorClass::DatacenterGpu };
    p.rackUnits = 8;
    p.baseW = Decimal(2000);
    p.price = Decimal(1200000);
    p.currency = u"HKD"_s;
    return p;
}

// `accepts` is kept beside the table and has its own checks in tst_bundlereader/tst_document.
QList<std::pair<const char *, FieldValue>> platformValues()
{
    return {
        { "slots", 4 },
        { "rack_units", 2 },
        { "base_w", dec("1200.5") },
        { "price", dec("250000.25") },
        { "currency", u"USD"_s },
        { "price_change_year", dec("-0.1") },
        { "fully_populated", true },
    };
}

RentalOffer hkRental()
{
    RentalOffer o;
    o.id = u"hk-h100-rent"_s;
    o.name = u"H100 server, monthly"_s;
    o.region = u"hk"_s;
    o.accelerator = u"h100-sxm"_s;
    o.acceleratorsPerServer = 8;
    o.monthlyPrice = Decimal(150000);
    o.currency = u"HKD"_s;
    return o;
}

// "sg" and "l40s" are the second region and accelerator of every test bundle (bundleOf).
QList<std::pair<const char *, FieldValue>> rentalOfferValues()
{
    return {
        { "provider", u"Example Cloud"_s },
        { "region", u"sg"_s },
        { "accelerator", u"l40s"_s },
        { "accelerators_per_server", 4 },
        { "monthly_price", dec("120000.5") },
        { "hourly_price", dec("200.25") },
        { "currency", u"USD"_s },
        { "setup_fee_per_server", dec("5000") },
        { "network_per_month", dec("1200.5") },
        { "min_term_months", 12 },
        { "price_change_year", dec("-0.2") },
    };
}

ColoOffer hkColo()
{
    ColoOffer o;
    o.id = u"hk-colo"_s;
    o.name = u"HK rack"_s;
    o.region = u"hk"_s;
    o.rackFeePerMonth = Decimal(20000);
    o.usableU = 42;
    o.rackPowerKw = Decimal(10);
    o.currency = u"HKD"_s;
    return o;
}

QList<std::pair<const char *, FieldValue>> coloOfferValues()
{
    return {
        { "provider", u"Example Colo"_s },
        { "region", u"sg"_s },
        { "rack_fee_per_month", dec("25000.5") },
        { "u_fee_per_month", dec("300") },
        { "usable_u", 40 },
        { "rack_power_kw", dec("12.5") },
        { "power_billing", u"per_kw"_s },
        { "power_price_per_kw_month", dec("1500.25") },
        { "pue", dec("1.4") },
        { "setup_fee_per_rack", dec("8000") },
        { "network_per_month", dec("900.5") },
        { "currency", u"USD"_s },
        { "price_change_year", dec("0.03") },
    };
}

// The regions and accelerators an offer of the tests may refer to.
Bundle referencedItems()
{
    Bundle bundle;
    Accelerator l40s = h100();
    l40s.id = u"l40s"_s;
    l40s.name = u"NVIDIA L40S"_s;
    bundle.catalog.accelerators = { h100(), l40s };
    Region singapore = hongKong();
    singapore.id = u"sg"_s;
    singapore.name = u"Singapore"_s;
    singapore.currency = u"SGD"_s;
    bundle.catalog.regions = { hongKong(), singapore };
    return bundle;
}

// The catalog the scenario tests refer to: H100 (and an H200) with a price, two platforms,
// two rental offers and two colo offers in Hong Kong.
Catalog catalog()
{
    Catalog c;
    c.accelerators.append(h100());
    Accelerator h200 = h100();
    h200.id = u"h200"_s;
    h200.memoryGb = 141;
    c.accelerators.append(h200);
    c.regions.append(hongKong());
    ServerPlatform box;
    box.id = u"box"_s;
    box.slots = 8;
    box.accepts = { AcceleratorClass::DatacenterGpu };
    box.rackUnits = 4;
    box.baseW = Decimal(900);
    box.price = Decimal(120000);
    box.currency = u"HKD"_s;
    c.platforms.append(box);
    box.id = u"box-2"_s;
    c.platforms.append(box);
    RentalOffer rent;
    rent.id = u"rent"_s;
    rent.region = u"hk"_s;
    rent.accelerator = u"h100-sxm"_s;
    rent.acceleratorsPerServer = 8;
    rent.monthlyPrice = Decimal(19500);
    rent.currency = u"HKD"_s;
    c.rentalOffers.append(rent);
    rent.id = u"rent-2"_s;
    c.rentalOffers.append(rent);
    ColoOffer colo;
    colo.id = u"colo"_s;
    colo.region = u"hk"_s;
    colo.rackFeePerMonth = Decimal(19500);
    colo.usableU = 40;
    colo.rackPowerKw = Decimal(10);
    colo.currency = u"HKD"_s;
    c.coloOffers.append(colo);
    colo.id = u"colo-2"_s;
    c.coloOffers.append(colo);
    return c;
}

// A scenario in HKD with engineers paid in USD, no options; every field valid: the starter
// scenario a new document gets (Llama-3.1-8B in fp16), with its id, name, rates and a TTFT.
Scenario scenario()
{
    Scenario s = NewItems::starterScenario();
    s.id = u"s1"_s;
    s.name = u"Scenario"_s;
    s.currency = u"HKD"_s;
    s.fx = { { u"USD"_s, dec("7.8333") }, { u"CNY"_s, dec("1.131242") } };
    s.engineerCurrency = u"USD"_s;
    s.workload.ttftMs = 2000; // so that sizing "p99" is valid alone
    return s;
}

QList<std::pair<const char *, FieldValue>> scenarioValues()
{
    return {
        { "currency", u"CNY"_s },
        { "horizon_months", 48 },
        { "discount_rate_year", dec("0.1") },
        { "headroom", dec("0.15") },
        { "engineer_day_rate", dec("1500.5") },
        { "engineer_currency", u"CNY"_s },
        { "team_region", u"hk"_s },
        { "staff.fte_per_server_owned", dec("0.06") },
        { "staff.fte_per_server_rented", dec("0.03") },
        { "staff.min_fte_owned", dec("0.5") },
        { "staff.min_fte_rented", dec("0.2") },
        { "owned.spare_fraction", dec("0.06") },
        { "owned.purchase_overhead_fraction", dec("0.04") },
        { "owned.maintenance_rate_year", dec("0.06") },
        { "owned.residual_fraction", dec("0.3") },
        { "workload.params_b", 70.5 },
        { "workload.precision", u"int4"_s },
        { "workload.kv_bytes", 1.0 },
        { "workload.layers", 80 },
        { "workload.kv_heads", 4 },
        { "workload.head_dim", 64 },
        { "workload.prompt_tokens", 2000 },
        { "workload.output_tokens", 500 },
        { "workload.peak_output_tokens_per_s", dec("2500.5") },
        { "workload.demand_growth_year", dec("0.35") },
        { "workload.tpot_ms", 40.5 },
        { "workload.ttft_ms", 1500.0 },
        { "workload.utilization", dec("0.35") },
        { "workload.model_updates_per_year", dec("2.5") },
        { "workload.max_batch", 64 },
        { "workload.dynamic_shapes", true },
        { "workload.requires_isolation", true },
        { "workload.sizing", u"p99"_s },
        { "workload.arrival", u"bursty"_s },
        { "workload.burst_cv", 3.5 },
        { "workload.prefill_chunk_tokens", 512 },
        { "workload.iteration_overhead_ms", 1.5 },
        { "workload.sim_requests", 10000 },
        // Above 2^53: written as a string of digits, kept as digits in the document.
        { "workload.sim_seed", FieldValue(quint64(9007199254740993ULL)) },
        // v4: a request log's lengths (docs/serving.md, "Request logs").
        { "workload.lengths", u"log"_s },
        { "workload.request_log", u"chat-2024"_s },
        // v4: the tax; its other fields count only beside a rate (scenario() has none), so
        // they are written and read back only with it (financeFieldsRoundTrip).
        { "tax.rate", dec("0.165") },
        { "tax.ownership", u"straight_line"_s },
        { "tax.years", 5 },
        { "tax.lag_months", 6 },
    };
}

// A hybrid option: two owned servers in colo, the rest rented.
ScenarioOption hybridOption()
{
    ScenarioOption o;
    o.name = u"own 2, rent the rest"_s;
    o.mode = OptionMode::Hybrid;
    o.accelerator = u"h100-sxm"_s;
    o.platform = u"box"_s;
    o.offer = u"colo"_s;
    o.rentalOffer = u"rent"_s;
    o.ownedServers = 2;
    return o;
}

QList<std::pair<const char *, FieldValue>> optionValues()
{
    return {
        { "name", u"rent the peaks"_s },
        { "mode", u"colo"_s },
        { "accelerator", u"h200"_s },
        { "platform", u"box-2"_s },
        { "offer", u"colo-2"_s },
        { "rental_offer", u"rent-2"_s },
        { "owned_servers", 3 },
        // v4: optionBase() gives these keys an option financed by a loan (a lease for kind).
        { "financing.kind", u"loan"_s },
        { "financing.rate_year", dec("0.07") },
        { "financing.term_months", 48 },
        { "financing.down_payment_fraction", dec("0.2") },
    };
}

// The option a value of `key` is tried on: another accelerator needs a colo option, as the
// hybrid's rental offer is for the H100.
ScenarioOption optionBase(const QString &key)
{
    ScenarioOption o = hybridOption();
    if (key.startsWith(QLatin1String("financing."))) {
        // A lease runs to the 36-month horizon; the other keys change a loan.
        const bool lease = key == QLatin1String("financing.kind");
        o.financing.kind = lease ? FinancingKind::Lease : FinancingKind::Loan;
        o.financing.rateYear = dec("0.05");
        o.financing.termMonths = lease ? 36 : 24;
    }
    if (key == QLatin1String("accelerator")) {
        o.mode = OptionMode::Colo;
        o.rentalOffer.clear();
        o.ownedServers = 0;
    }
    return o;
}

Bundle bundleOf(const Accelerator &a)
{
    Bundle bundle;
    bundle.catalog.accelerators.append(a);
    return bundle;
}

Bundle bundleOf(const Region &r)
{
    Bundle bundle;
    bundle.catalog.regions.append(r);
    return bundle;
}

Bundle bundleOf(const ServerPlatform &p)
{
    Bundle bundle;
    bundle.catalog.platforms.append(p);
    return bundle;
}

Bundle bundleOf(const RentalOffer &o)
{
    Bundle bundle = referencedItems();
    bundle.catalog.rentalOffers.append(o);
    return bundle;
}

Bundle bundleOf(const ColoOffer &o)
{
    Bundle bundle = referencedItems();
    bundle.catalog.coloOffers.append(o);
    return bundle;
}

Problems problemsOf(const Accelerator &a)
{
    return Validator::check(a);
}

Problems problemsOf(const Region &r)
{
    return Validator::check(r);
}

Problems problemsOf(const ServerPlatform &p)
{
    return Validator::check(p);
}

Problems problemsOf(const RentalOffer &o)
{
    return Validator::check(o, bundleOf(o).catalog);
}

Problems problemsOf(const ColoOffer &o)
{
    return Validator::check(o, bundleOf(o).catalog);
}

Bundle bundleOf(const Scenario &s)
{
    Bundle bundle;
    bundle.catalog = catalog();
    bundle.scenarios.append(s);
    return bundle;
}

Bundle bundleOf(const ScenarioOption &o)
{
    Scenario s = scenario();
    s.options.append(o);
    return bundleOf(s);
}

const QList<Accelerator> &itemsOf(const Bundle &b, const Accelerator *)
{
    return b.catalog.accelerators;
}

const QList<Region> &itemsOf(const Bundle &b, const Region *)
{
    return b.catalog.regions;
}

const QList<ServerPlatform> &itemsOf(const Bundle &b, const ServerPlatform *)
{
    return b.catalog.platforms;
}

const QList<RentalOffer> &itemsOf(const Bundle &b, const RentalOffer *)
{
    return b.catalog.rentalOffers;
}

const QList<ColoOffer> &itemsOf(const Bundle &b, const ColoOffer *)
{
    return b.catalog.coloOffers;
}

const QList<Scenario> &itemsOf(const Bundle &b, const Scenario *)
{
    return b.scenarios;
}

QList<ScenarioOption> itemsOf(const Bundle &b, const ScenarioOption *)
{
    return b.scenarios.value(0).options;
}

Problems problemsOf(const Scenario &s)
{
    return Validator::check(s, catalog());
}

Problems problemsOf(const ScenarioOption &o)
{
    return problemsOf(bundleOf(o).scenarios.constFirst());
}

// `item` as the bundle and the document keep it: a field that does not apply to it (a colo
// option's rental offer) is neither written nor read, so it comes back as its default.
template <typename Item>
Item applicable(const QList<FieldSpec<Item>> &specs, Item item)
{
    for (const FieldSpec<Item> &spec : specs) {
        // An optional group (v4 tax, financing) has no value of its own: its fields follow.
        if (spec.type != FieldType::Group && spec.applies && !spec.applies(item))
            spec.set(item, spec.get(Item()));
    }
    return item;
}

template <typename Item>
bool listsEveryField(const QList<FieldSpec<Item>> &specs,
                     const QList<std::pair<const char *, FieldValue>> &values)
{
    for (const FieldSpec<Item> &spec : specs) {
        const bool listed = spec.type == FieldType::Group
                || std::any_of(values.cbegin(), values.cend(), [&spec](const auto &v) {
                                return QLatin1StringView(v.first) == QLatin1StringView(spec.key);
                            });
        if (!listed) {
            qWarning("no test value for field %s", spec.key);
            return false;
        }
    }
    return true;
}

// One field of `base` changed to `value`: the bundle and the document give it back, and with
// it the whole item (operator==), so a field the reader or writer drops cannot pass.
template <typename Item>
void roundTripField(const QList<FieldSpec<Item>> &specs, Item base, const QString &key,
                    const FieldValue &value)
{
    const FieldSpec<Item> *spec = findField(specs, QLatin1StringView(key.toLatin1()));
    QVERIFY2(spec, qPrintable(key));
    Item changed = base;
    QVERIFY(spec->get(changed) != value);
    QVERIFY(spec->set(changed, value));
    QVERIFY(spec->get(changed) == value);
    QVERIFY(problemsOf(base).isEmpty());
    const Problems problems = problemsOf(changed);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).text()));
    const Item kept = applicable(specs, changed);

    const Outcome<Bundle> read = BundleReader::read(BundleWriter::toJson(bundleOf(changed)));
    QVERIFY2(read.ok(), qPrintable(read.problems().value(0).text()));
    QCOMPARE(itemsOf(read.value(), &changed).value(0), kept);

    QTemporaryDir dir;
    const QString path = dir.filePath(u"fields.infertco"_s);
    QVERIFY(Document::createFromBundle(path, bundleOf(changed)).ok());
    const Outcome<Bundle> stored = Document::read(path);
    QVERIFY2(stored.ok(), qPrintable(stored.problems().value(0).text()));
    QCOMPARE(itemsOf(stored.value(), &changed).value(0), kept);
}

QJsonObject acceleratorJson()
{
    return QJsonDocument::fromJson(BundleWriter::toJson(bundleOf(h100())))
            .object()
            .value("accelerators"_L1)
            .toArray()
            .at(0)
            .toObject();
}

} // namespace

class TestFields : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyFieldHasAValue();
    void roundTrip_data();
    void roundTrip();
    void badBundleValue_data();
    void badBundleValue();
    void problemInUserLanguage_data();
    void problemInUserLanguage();
    void conditionalRequirement_data();
    void conditionalRequirement();
    void besideTheTables();
    void versionTwoKeysUnchanged();
    void optionRowColumns_data();
    void optionRowColumns();
    void everyFormFieldHasAGroup_data();
    void everyFormFieldHasAGroup();
    void everyFormColumnHasAGroup();
};

void TestFields::everyFieldHasAValue()
{
    QVERIFY(listsEveryField(acceleratorFields(), acceleratorValues()));
    QVERIFY(listsEveryField(regionFields(), regionValues()));
    QVERIFY(listsEveryField(platformFields(), platformValues()));
    QVERIFY(listsEveryField(rentalOfferFields(), rentalOfferValues()));
    QVERIFY(listsEveryField(coloOfferFields(), coloOfferValues()));
    QVERIFY(listsEveryField(scenarioFields(), scenarioValues()));
    QVERIFY(listsEveryField(scenarioOptionFields(), optionValues()));
}

void TestFields::roundTrip_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("key");
    QTest::addColumn<FieldValue>("value");
    for (const auto &[key, value] : acceleratorValues())
        QTest::addRow("accelerator %s", key)
                << u"accelerator"_s << QString::fromLatin1(key) << value;
    for (const auto &[key, value] : regionValues())
        QTest::addRow("region %s", key) << u"region"_s << QString::fromLatin1(key) << value;
    for (const auto &[key, value] : platformValues())
        QTest::addRow("platform %s", key) << u"platform"_s << QString::fromLatin1(key) << value;
    for (const auto &[key, value] : rentalOfferValues())
        QTest::addRow("rental offer %s", key)
                << u"rental offer"_s << QString::fromLatin1(key) << value;
    for (const auto &[key, value] : coloOfferValues())
        QTest::addRow("colo offer %s", key) << u"colo offer"_s << QString::fromLatin1(key) << value;
    for (const auto &[key, value] : scenarioValues()) {
        // A request log's fields name a log of the bundle, which scenario() has none of:
        // tst_requestlogs round-trips them beside their log.
        if (QByteArray(key).startsWith("workload.lengths")
            || QByteArray(key).startsWith("workload.request_log"))
            continue;
        QTest::addRow("scenario %s", key) << u"scenario"_s << QString::fromLatin1(key) << value;
    }
    for (const auto &[key, value] : optionValues())
        QTest::addRow("option %s", key) << u"option"_s << QString::fromLatin1(key) << value;
}

void TestFields::roundTrip()
{
    QFETCH(QString, type);
    QFETCH(QString, key);
    QFETCH(FieldValue, value);
    if (type == QLatin1String("accelerator"))
        roundTripField(acceleratorFields(), h100(), key, value);
    else if (type == QLatin1String("region"))
        roundTripField(regionFields(), hongKong(), key, value);
    else if (type == QLatin1String("platform"))
        roundTripField(platformFields(), hgx(), key, value);
    else if (type == QLatin1String("rental offer"))
        roundTripField(rentalOfferFields(), hkRental(), key, value);
    else if (type == QLatin1String("colo offer"))
        roundTripField(coloOfferFields(), hkColo(), key, value);
    else if (type == QLatin1String("scenario"))
        roundTripField(scenarioFields(), scenario(), key, value);
    else
        roundTripField(scenarioOptionFields(), optionBase(key), key, value);
}

void TestFields::badBundleValue_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value"); // undefined: the key is removed
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("message");
    QTest::newRow("memory_gb text") << u"memory_gb"_s << QJsonValue(u"abc"_s) << u"memory_gb"_s
                                    << u"memory"_s << u"must be a number"_s;
    QTest::newRow("memory_gb missing") << u"memory_gb"_s << QJsonValue(QJsonValue::Undefined)
                                       << u"memory_gb"_s << u"memory"_s << u"is required"_s;
    QTest::newRow("class unknown")
            << u"class"_s << QJsonValue(u"gpu"_s) << u"class"_s << u"class"_s
            << u"\"gpu\" is not one of datacenter_gpu, consumer_gpu, npu, inference_asic"_s;
    QTest::newRow("tflops missing") << u"tflops"_s << QJsonValue(QJsonValue::Undefined)
                                    << u"tflops"_s << u"throughput"_s << u"is required"_s;
    QTest::newRow("tflops.fp16 text")
            << u"tflops"_s << QJsonValue(QJsonObject{ { u"fp16"_s, u"fast"_s } })
            << u"tflops.fp16"_s << u"FP16 TFLOPS"_s << u"must be a number"_s;
    QTest::newRow("max_tp fraction")
            << u"max_tp"_s << QJsonValue(2.5) << u"max_tp"_s << u"maximum tensor parallelism"_s
            << u"must be a whole number"_s;
}

// A bad value in a bundle is named by the item, the bundle key and the field's label.
void TestFields::badBundleValue()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, field);
    QFETCH(QString, label);
    QFETCH(QString, message);
    QJsonObject accelerator = acceleratorJson();
    if (value.isUndefined())
        accelerator.remove(key);
    else
        accelerator.insert(key, value);
    const QJsonObject root{ { u"format"_s, u"infertco-bundle"_s },
                            { u"version"_s, 2 },
                            { u"accelerators"_s, QJsonArray{ accelerator } } };
    const Outcome<Bundle> read = BundleReader::read(QJsonDocument(root).toJson());
    QCOMPARE(read.problems().size(), 1);
    const Problem &problem = read.problems().constFirst();
    QCOMPARE(problem.item, u"accelerator \"h100-sxm\""_s);
    QCOMPARE(problem.field, field);
    QCOMPARE(QString::fromLatin1(problem.label), label);
    QCOMPARE(problem.message, message);
}

void TestFields::problemInUserLanguage_data()
{
    QTest::addColumn<int>("language");
    QTest::addColumn<QString>("text");
    QTest::newRow("English keeps the key only")
            << int(Language::Choice::English)
            << u"accelerator \"h100-sxm\", field \"price\": must not be negative"_s;
    QTest::newRow("zh_CN: label, then the key in brackets")
            << int(Language::Choice::SimplifiedChinese)
            << u"加速卡 \"h100-sxm\" 的\"价格\"(price)不得为负"_s;
    QTest::newRow("zh_HK") << int(Language::Choice::HongKongChinese)
                           << u"加速卡 \"h100-sxm\" 的\"價格\"(price)不得為負"_s;
}

// Issue 14 item 7: a Chinese message names the field in Chinese, with its bundle key.
void TestFields::problemInUserLanguage()
{
    QFETCH(int, language);
    QFETCH(QString, text);
    Language::apply(Language::Choice(language));
    Accelerator a = h100();
    a.price = Decimal(-1);
    const Problems problems = Validator::check(a);
    const QString shown = problems.value(0).text();
    Language::apply(Language::Choice::English);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(shown, text);
}

void TestFields::conditionalRequirement_data()
{
    QTest::addColumn<QString>("option"); // the option's mode, empty: no option
    QTest::addColumn<QString>("key"); // removed from the option or, with a dot, the workload
    QTest::addColumn<bool>("withDemand");
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("label");
    QTest::newRow("colo option without platform")
            << u"colo"_s << u"platform"_s << false << u"scenario \"s1\" option 1"_s << u"platform"_s
            << u"platform"_s;
    QTest::newRow("hybrid option without rental offer")
            << u"hybrid"_s << u"rental_offer"_s << false << u"scenario \"s1\" option 1"_s
            << u"rental_offer"_s << u"rental offer"_s;
    QTest::newRow("hybrid option without owned servers")
            << u"hybrid"_s << u"owned_servers"_s << false << u"scenario \"s1\" option 1"_s
            << u"owned_servers"_s << u"owned servers"_s;
    QTest::newRow("no peak and no demand")
            << QString() << u"workload.peak_output_tokens_per_s"_s << false << u"scenario \"s1\""_s
            << u"workload.peak_output_tokens_per_s"_s << u"peak throughput"_s;
    QTest::newRow("no peak beside demand steps")
            << QString() << u"workload.peak_output_tokens_per_s"_s << true << QString() << QString()
            << QString();
}

// A field required only in some cases (the option's mode, the demand given or not) is
// reported with its label where it is required, and only there.
void TestFields::conditionalRequirement()
{
    QFETCH(QString, option);
    QFETCH(QString, key);
    QFETCH(bool, withDemand);
    QFETCH(QString, item);
    QFETCH(QString, field);
    QFETCH(QString, label);
    Scenario s = scenario();
    if (option == QLatin1String("colo"))
        s.options.append(optionBase(u"accelerator"_s)); // the colo option
    else if (option == QLatin1String("hybrid"))
        s.options.append(hybridOption());
    if (withDemand)
        s.workload.demand = { { 1, Decimal(500) }, { 7, Decimal(900) } };
    QJsonObject root = QJsonDocument::fromJson(BundleWriter::toJson(bundleOf(s))).object();
    QJsonArray scenarios = root.value("scenarios"_L1).toArray();
    QJsonObject written = scenarios.at(0).toObject();
    if (option.isEmpty()) {
        QJsonObject workload = written.value("workload"_L1).toObject();
        workload.remove(key.mid(key.indexOf(u'.') + 1));
        written.insert(u"workload"_s, workload);
    } else {
        QJsonArray options = written.value("options"_L1).toArray();
        QJsonObject first = options.at(0).toObject();
        first.remove(key);
        options.replace(0, first);
        written.insert(u"options"_s, options);
    }
    scenarios.replace(0, written);
    root.insert(u"scenarios"_s, scenarios);
    const Outcome<Bundle> read = BundleReader::read(QJsonDocument(root).toJson());
    if (item.isEmpty()) {
        QVERIFY2(read.ok(), qPrintable(read.problems().value(0).text()));
        QCOMPARE(read.value().scenarios.value(0).workload.peakOutputTokensPerS, Decimal(500));
        return;
    }
    QCOMPARE(read.problems().size(), 1);
    const Problem &problem = read.problems().constFirst();
    QCOMPARE(problem.item, item);
    QCOMPARE(problem.field, field);
    QCOMPARE(QString::fromLatin1(problem.label), label);
    QCOMPARE(problem.message, u"is required"_s);
}

// The v3 collections beside the tables (the two accelerator maps, a platform's form factors)
// go through the bundle and the document unchanged.
void TestFields::besideTheTables()
{
    Bundle bundle;
    Accelerator a = h100();
    a.tpEfficiencyBySize = { { 2, 0.82 }, { 4, 0.7 }, { 8, 0.55 } };
    a.efficiencyByPrecision = { { u"fp16"_s, { 0.9, 0.6 } },
                                { u"fp8"_s, { 0.75, std::nullopt } },
                                { u"int4"_s, { std::nullopt, 0.4 } } };
    a.formFactor = FormFactor::Sxm;
    ServerPlatform p = hgx();
    p.formFactors = { FormFactor::Sxm, FormFactor::Oam };
    bundle.catalog.accelerators = { a };
    bundle.catalog.platforms = { p };
    QVERIFY(Validator::check(a).isEmpty());
    QVERIFY(Validator::check(p).isEmpty());

    const QByteArray json = BundleWriter::toJson(bundle);
    const Outcome<Bundle> read = BundleReader::read(json);
    QVERIFY2(read.ok(), qPrintable(read.problems().value(0).text()));
    QCOMPARE(read.value().catalog.accelerators.value(0), a);
    QCOMPARE(read.value().catalog.platforms.value(0), p);
    const QJsonObject written = QJsonDocument::fromJson(json).object();
    QCOMPARE(written.value("version"_L1).toInt(), BundleReader::FormatVersion);
    QCOMPARE(written.value("platforms"_L1).toArray().at(0)["form_factors"_L1].toArray(),
             (QJsonArray{ u"sxm"_s, u"oam"_s }));

    QTemporaryDir dir;
    const QString path = dir.filePath(u"maps.infertco"_s);
    QVERIFY(Document::createFromBundle(path, bundle).ok());
    const Outcome<Bundle> stored = Document::read(path);
    QVERIFY2(stored.ok(), qPrintable(stored.problems().value(0).text()));
    QCOMPARE(stored.value().catalog.accelerators.value(0), a);
    QCOMPARE(stored.value().catalog.platforms.value(0), p);
}

// A bundle without v3 values is written with the keys of version 2: only the version moves.
void TestFields::versionTwoKeysUnchanged()
{
    Bundle bundle = bundleOf(scenario());
    bundle.catalog.accelerators.first().formFactor.reset();
    const QJsonObject root = QJsonDocument::fromJson(BundleWriter::toJson(bundle)).object();
    const QJsonObject accelerator = root["accelerators"_L1].toArray().at(0).toObject();
    const QJsonObject workload
            = root["scenarios"_L1].toArray().at(0).toObject()["workload"_L1].toObject();
    for (const char *key : { "form_factor", "tp_efficiency_by_size", "efficiency_by_precision",
                             "sequence_overhead_ms", "request_overhead_ms", "tp_allreduce_us",
                             "tp_allreduce_ns_per_token" })
        QVERIFY2(!accelerator.contains(QLatin1StringView(key)), key);
    for (const char *key : { "sizing", "arrival", "burst_cv", "prefill_chunk_tokens",
                             "iteration_overhead_ms", "sim_requests", "sim_seed" })
        QVERIFY2(!workload.contains(QLatin1StringView(key)), key);
    QVERIFY(!root["platforms"_L1].toArray().at(0).toObject().contains("form_factors"_L1));
    QCOMPARE(root["version"_L1].toInt(), BundleReader::FormatVersion);
}

// docs/architecture.md, "A new field of an existing kind": the scenario form makes its groups from
// the tables it shows, so a field of them that names no group would be missing from the form. Only
// the id, which no editor changes, is on no form.
void TestFields::everyFormFieldHasAGroup_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("group");
    QTest::addColumn<int>("entry");
    const auto add = [](const char *table, const QList<FieldSpec<Scenario>> &fields) {
        for (const FieldSpec<Scenario> &spec : fields) {
            if (spec.type == FieldType::Group) // a nested object's key ("workload"), no field
                continue;
            QTest::addRow("%s: %s", table, spec.key)
                    << spec.keyText() << int(spec.form) << int(spec.entry);
        }
    };
    add("scenario identity", scenarioIdentityFields());
    add("scenario", scenarioFields());
}

void TestFields::everyFormFieldHasAGroup()
{
    QFETCH(QString, key);
    QFETCH(int, group);
    QFETCH(int, entry);
    const auto form = FormGroup(group);
    QVERIFY2(form != FormGroup::Unset, "the field names no group of the scenario form");
    if (form == FormGroup::NotShown)
        QCOMPARE(FieldKind(entry), FieldKind::Id);
    // A group with a box has a title; the heading (the name) stands above the boxes.
    QCOMPARE(FieldLabel::ofGroup(form) == nullptr,
             form == FormGroup::Heading || form == FormGroup::NotShown);
    // The form shows the field in a column of its model, with the table's group.
    QVERIFY(scenarioColumns().contains(key));
    const QByteArray latin = key.toLatin1();
    QCOMPARE(scenarioColumnGroup(QLatin1StringView(latin)), form);
}

void TestFields::everyFormColumnHasAGroup()
{
    // The residual curve, a list beside the tables, among them.
    for (const QString &key : scenarioColumns()) {
        const QByteArray latin = key.toLatin1();
        QVERIFY2(scenarioColumnGroup(QLatin1StringView(latin)) != FormGroup::Unset,
                 latin.constData());
    }
    QCOMPARE(scenarioColumnGroup("owned.residual_by_year"_L1), FormGroup::OwnedHardware);
    QCOMPARE(scenarioColumnGroup("no_such_field"_L1), FormGroup::Unset);
}

QTEST_GUILESS_MAIN(TestFields)
// docs/format.md, "Tables and columns": the option row's columns, from the option table: a rent
// option's offer in rental_offer, a colo or hybrid option's in colo_offer, a hybrid's rental offer
// in rental_offer; a column no field fills keeps its default (NULL, 0 owned servers).
void TestFields::optionRowColumns_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<QVariant>("platform");
    QTest::addColumn<QVariant>("rentalOffer");
    QTest::addColumn<QVariant>("coloOffer");
    QTest::addColumn<int>("ownedServers");
    const QVariant null;
    QTest::newRow("rent: offer in rental_offer")
            << int(OptionMode::Rent) << null << QVariant(u"rent"_s) << null << 0;
    QTest::newRow("colo: offer in colo_offer")
            << int(OptionMode::Colo) << QVariant(u"box"_s) << null << QVariant(u"colo"_s) << 0;
    QTest::newRow("hybrid: both offers, 2 owned")
            << int(OptionMode::Hybrid) << QVariant(u"box"_s) << QVariant(u"rent"_s)
            << QVariant(u"colo"_s) << 2;
}

void TestFields::optionRowColumns()
{
    QFETCH(int, mode);
    QFETCH(QVariant, platform);
    QFETCH(QVariant, rentalOffer);
    QFETCH(QVariant, coloOffer);
    QFETCH(int, ownedServers);
    ScenarioOption o = hybridOption();
    o.mode = OptionMode(mode);
    if (o.mode == OptionMode::Rent) {
        o.platform.clear();
        o.offer = u"rent"_s;
    }
    if (o.mode != OptionMode::Hybrid) {
        o.rentalOffer.clear();
        o.ownedServers = 0;
    }
    QVERIFY2(problemsOf(o).isEmpty(), qPrintable(problemsOf(o).value(0).text()));
    QTemporaryDir dir;
    const QString path = dir.filePath(u"option.infertco"_s);
    QVERIFY(Document::createFromBundle(path, bundleOf(o)).ok());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"optionRowColumns"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"SELECT name, mode, platform, rental_offer, colo_offer, owned_servers "
                       "FROM scenario_option"_s));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), o.name);
        QCOMPARE(q.value(1).toString(), toText(o.mode));
        QCOMPARE(q.value(2).isNull(), platform.isNull());
        QCOMPARE(q.value(2).toString(), platform.toString());
        QCOMPARE(q.value(3).isNull(), rentalOffer.isNull());
        QCOMPARE(q.value(3).toString(), rentalOffer.toString());
        QCOMPARE(q.value(4).isNull(), coloOffer.isNull());
        QCOMPARE(q.value(4).toString(), coloOffer.toString());
        QCOMPARE(q.value(5).toInt(), ownedServers);
        QVERIFY(!q.next());
    }
    QSqlDatabase::removeDatabase(u"optionRowColumns"_s);
    const Outcome<Bundle> stored = Document::read(path);
    QVERIFY2(stored.ok(), qPrintable(stored.problems().value(0).text()));
    QCOMPARE(stored.value().scenarios.value(0).options.value(0), o);
}

#include "tst_fields.moc"
