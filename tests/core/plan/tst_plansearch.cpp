// SPDX-License-Identifier: GPL-3.0-or-later
// Plan search (docs/method.md, "Plan search") on a catalog small enough to price by hand
// (plan-k3.json): the candidates in enumeration order, the best owned-server count of a hybrid, the
// ranking and its tie-breaks, the reasons candidates are left out, regions, and the same result on
// any number of threads.
//
// plan-k3.json, by hand. One card on a one-slot platform: W = 1e9 × 2 = 2e9 bytes, K = 4
// bytes, batch 1 (max_batch), T(1) = (2e9 + 4 × 1.5) / 2e11 + 2e9 / 1e15 = 0.01000200003 s,
// so a replica serves 99.98 tokens/s and the demand 490, 290, 90 tokens/s needs 5 replicas
// in months 1–4, 3 in months 5–10 and 1 in months 11–12 (Σ replicas = 20 + 18 + 2 = 40).
// Every running cost but the rental is zero (power included, no rack fee, no staff, no
// spares, no residual); a server costs 200 + 500 = 700 to buy, 100 a month to rent.
//   rent  (rent-1):              40 server-months × 100                        = 4000.00
//   colo  (one-slot, colo):      the fleet never shrinks: 5 servers × 700      = 3500.00
//   hybrid k owned (S = 5, k = 1..4): 700 k + 100 × Σ max(0, replicas(m) − k)
//     k = 1: 700 + 100 × 28 = 3500;  k = 2: 1400 + 100 × 18 = 3200;
//     k = 3: 2100 + 100 × 8 = 2900;  k = 4: 2800 + 100 × 4 = 3200   → k = 3, 2900.00
// The 3rd owned server runs in 10 months (saves 1000 of rent for 700), the 4th in 4 (400).
#include "analysistestdata.h"
#include "cost/engine.h"
#include "model/entities/optionmode.h"
#include "plan/plansearch.h"
#include "sourcetree.h"
#include "testdecimal.h"

#include <QTest>

using namespace infertco;
using namespace infertco::testing;
using namespace Qt::StringLiterals;

namespace {

const QString Dot = QStringLiteral(" \u00b7 ");

Bundle k3Bundle()
{
    return readBundle("tests/core/plan/plan-k3.json");
}

PlanSearchResult search(const Bundle &bundle, const PlanQuery &query = {})
{
    const Outcome<PlanSearchResult> result
            = PlanSearch::run(bundle.scenarios.first(), bundle.catalog, query);
    if (!result.ok())
        qFatal("plan search failed: %s", qPrintable(result.problems().first().text()));
    return result.value();
}

QStringList names(const PlanSearchResult &result)
{
    QStringList list;
    for (const Plan &plan : result.plans)
        list.append(plan.option.name);
    return list;
}

RentalOffer copyOf(const Catalog &catalog, const char *id, const char *newId)
{
    RentalOffer offer = *catalog.rentalOffer(QString::fromLatin1(id));
    offer.id = QString::fromLatin1(newId);
    return offer;
}

} // namespace

class TestPlanSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hybridWithThreeOwnedIsCheapest();
    void planMatchesTheEngine();
    void leftOutReasons();
    void tiesByNpvThenEnumerationOrder();
    void incompletePlansRankAfterComplete();
    void tensorParallelOverServersIsLeftOut();
    void regionsFilterOffers();
    void badInput();
    void noHybridForOneServer();
    void sameResultOnAnyThreadCount();
    void demoSearchIsDeterministic();
    void p99SearchSharesSimulationsExactly();
    void demoHybridsHaveTheirBestOwnedCount();
    void progressAndCancel();
    void uniqueNames();
    void largestComponent();
    void regionsOf_data();
    void regionsOf();
    void withinRegions_data();
    void withinRegions();
};

void TestPlanSearch::hybridWithThreeOwnedIsCheapest()
{
    const PlanSearchResult result = search(k3Bundle());
    QCOMPARE(names(result),
             QStringList({ QStringLiteral("Card") + Dot + QStringLiteral("hybrid") + Dot
                                   + QStringLiteral("one-slot") + Dot
                                   + QStringLiteral("colo + rent-1") + Dot
                                   + QStringLiteral("3 owned"),
                           QStringLiteral("Card") + Dot + QStringLiteral("colo") + Dot
                                   + QStringLiteral("one-slot") + Dot + QStringLiteral("colo"),
                           QStringLiteral("Card") + Dot + QStringLiteral("rent") + Dot
                                   + QStringLiteral("rent-1") }));
    const Plan &best = result.plans.at(0);
    QCOMPARE(best.option.mode, OptionMode::Hybrid);
    QCOMPARE(best.option.ownedServers, 3);
    QCOMPARE(best.option.accelerator, QStringLiteral("card"));
    QCOMPARE(best.option.platform, QStringLiteral("one-slot"));
    QCOMPARE(best.option.offer, QStringLiteral("colo"));
    QCOMPARE(best.option.rentalOffer, QStringLiteral("rent-1"));
    QCOMPARE(best.result.total, dec("2900"));
    QCOMPARE(best.result.componentTotal(Component::Purchase), dec("2100"));
    QCOMPARE(best.result.componentTotal(Component::Rental), dec("800"));
    QCOMPARE(best.result.sizing.ownedServers, 3);
    QCOMPARE(best.result.sizing.rentedServers, 2);
    QCOMPARE(result.plans.at(1).result.total, dec("3500"));
    QCOMPARE(result.plans.at(1).result.sizing.ownedServers, 5);
    QCOMPARE(result.plans.at(2).result.total, dec("4000"));
    // Enumeration order: rent 0–2, colo 3–6, hybrid 7 on.
    QCOMPARE(result.plans.at(2).order, 0);
    QCOMPARE(result.plans.at(1).order, 3);
    QCOMPARE(result.plans.at(0).order, 7);
}

void TestPlanSearch::planMatchesTheEngine()
{
    // Each plan is exactly what computing it as an option gives.
    const Bundle bundle = k3Bundle();
    const PlanSearchResult result = search(bundle);
    Scenario scenario = bundle.scenarios.first();
    scenario.options.clear();
    for (const Plan &plan : result.plans)
        scenario.options.append(plan.option);
    const Outcome<Result> computed = Engine::compute(scenario, bundle.catalog);
    QVERIFY(computed.ok());
    for (qsizetype i = 0; i < result.plans.size(); ++i) {
        const OptionResult &expected = computed.value().options.at(i);
        const OptionResult &got = result.plans.at(i).result;
        QCOMPARE(got.name, expected.name);
        QCOMPARE(got.total, expected.total);
        QCOMPARE(got.npv, expected.npv);
        QCOMPARE(got.costPerMillionTokens, expected.costPerMillionTokens);
        QVERIFY(got.totals == expected.totals);
        QVERIFY(got.monthly == expected.monthly);
        QCOMPARE(got.sizing.servers, expected.sizing.servers);
    }
}

void TestPlanSearch::leftOutReasons()
{
    // rent: rent-1 ranked, rent-usd fx:USD (no rate), rent-small infeasible (1 GB cannot hold
    // 2 GB of weights); colo: card and small on one-slot (small infeasible) and on no-price
    // (missing:platform.price, twice); npu-only accepts no datacenter GPU: no candidate.
    // hybrid on one-slot × colo: rent-1 ranked, rent-usd fx:USD, rent-small infeasible (its
    // colo option is); on no-price: three times missing:platform.price.
    const PlanSearchResult result = search(k3Bundle());
    QCOMPARE(result.plans.size(), 3);
    QMap<QString, int> expected;
    expected[QStringLiteral("fx:USD")] = 2;
    expected[QStringLiteral("infeasible")] = 3;
    expected[QStringLiteral("missing:platform.price")] = 5;
    QCOMPARE(result.leftOut, expected);

    // An accelerator without a price: its colo candidates are missing a figure (the
    // platform's price is checked first, as the engine's validation does).
    Bundle bundle = k3Bundle();
    bundle.catalog.accelerators[0].price.reset();
    const PlanSearchResult unpriced = search(bundle);
    QCOMPARE(names(unpriced),
             QStringList({ QStringLiteral("Card") + Dot + QStringLiteral("rent") + Dot
                           + QStringLiteral("rent-1") }));
    // colo card × one-slot and hybrid one-slot × colo × {rent-1, rent-usd}.
    QCOMPARE(unpriced.leftOut.value(QStringLiteral("missing:accelerator.price")), 3);
    QCOMPARE(unpriced.leftOut.value(QStringLiteral("missing:platform.price")), 5);
    QCOMPARE(unpriced.leftOut.value(QStringLiteral("fx:USD")), 1);

    // With the rate, rent-usd is a candidate (10 USD × 7.8 = 78 a server-month).
    bundle = k3Bundle();
    bundle.scenarios[0].fx[QStringLiteral("USD")] = dec("7.8");
    const PlanSearchResult withRate = search(bundle);
    QVERIFY(!withRate.leftOut.contains(QStringLiteral("fx:USD")));
    QCOMPARE(withRate.plans.size(), 5);
    // 40 server-months × 78 = 3120.
    const auto rentUsd
            = std::find_if(withRate.plans.cbegin(), withRate.plans.cend(), [](const Plan &p) {
                  return p.option.mode == OptionMode::Rent
                          && p.option.offer == QLatin1String("rent-usd");
              });
    QVERIFY(rentUsd != withRate.plans.cend());
    QCOMPARE(rentUsd->result.total, dec("3120"));
}

void TestPlanSearch::tiesByNpvThenEnumerationOrder()
{
    // rent-early, first in the catalog: a setup fee of 40 a server (5 servers in month 0,
    // 200) and 95 a month (40 × 95 = 3800): 4000 in all, as rent-1; but it pays 200 at once
    // to save 5 a server-month later, so its NPV at 10 % a year is higher and it ranks after
    // rent-1 although it comes first. rent-twin, after rent-1, has rent-1's very figures:
    // same total and NPV, so it ranks right after it, by enumeration order. The hybrids
    // follow: rent-1 and rent-twin 2900 each with k = 3; rent-early with k = 3 owns 2100,
    // sets up 2 servers (80) and rents 8 server-months (760): 2940 (k = 1: 700 + 160 + 2660
    // = 3520; k = 2: 1400 + 120 + 1710 = 3230; k = 4: 2800 + 40 + 380 = 3220).
    Bundle bundle = k3Bundle();
    RentalOffer early = copyOf(bundle.catalog, "rent-1", "rent-early");
    early.setupFeePerServer = dec("40");
    early.monthlyPrice = dec("95");
    bundle.catalog.rentalOffers.prepend(early);
    bundle.catalog.rentalOffers.append(copyOf(bundle.catalog, "rent-1", "rent-twin"));
    const PlanSearchResult result = search(bundle);
    const QString hybrid = QStringLiteral("Card") + Dot + QStringLiteral("hybrid") + Dot
            + QStringLiteral("one-slot") + Dot + QStringLiteral("colo + ");
    const QString rent = QStringLiteral("Card") + Dot + QStringLiteral("rent") + Dot;
    QCOMPARE(names(result),
             QStringList({ hybrid + QStringLiteral("rent-1") + Dot + QStringLiteral("3 owned"),
                           hybrid + QStringLiteral("rent-twin") + Dot + QStringLiteral("3 owned"),
                           hybrid + QStringLiteral("rent-early") + Dot + QStringLiteral("3 owned"),
                           QStringLiteral("Card") + Dot + QStringLiteral("colo") + Dot
                                   + QStringLiteral("one-slot") + Dot + QStringLiteral("colo"),
                           rent + QStringLiteral("rent-1"), rent + QStringLiteral("rent-twin"),
                           rent + QStringLiteral("rent-early") }));
    QCOMPARE(result.plans.at(2).result.total, dec("2940"));
    QCOMPARE(result.plans.at(4).result.total, dec("4000"));
    QCOMPARE(result.plans.at(6).result.total, dec("4000"));
    QVERIFY(result.plans.at(4).result.npv < result.plans.at(6).result.npv);
    QCOMPARE(result.plans.at(4).result.npv, result.plans.at(5).result.npv);
    QVERIFY(result.plans.at(4).order < result.plans.at(5).order);
}

void TestPlanSearch::incompletePlansRankAfterComplete()
{
    // docs/method.md, "Incomplete options": the colo offer's rack and U fee left empty. The
    // hybrid (2900.00) and the colo plan (3500.00) cost what they did with the typed zeros —
    // the fees counted as 0 — but lack a figure, so the rent plan (4000.00, complete) ranks
    // first and the two incomplete ones follow by total.
    Bundle bundle = k3Bundle();
    bundle.catalog.coloOffers[0].rackFeePerMonth.reset();
    bundle.catalog.coloOffers[0].uFeePerMonth.reset();
    const PlanSearchResult result = search(bundle);
    QCOMPARE(result.plans.size(), 3);
    QCOMPARE(result.plans.at(0).option.mode, OptionMode::Rent);
    QCOMPARE(result.plans.at(0).result.total, dec("4000"));
    QVERIFY(result.plans.at(0).result.incomplete.isEmpty());
    QCOMPARE(result.plans.at(1).option.mode, OptionMode::Hybrid);
    QCOMPARE(result.plans.at(1).result.total, dec("2900"));
    QCOMPARE(result.plans.at(2).option.mode, OptionMode::Colo);
    QCOMPARE(result.plans.at(2).result.total, dec("3500"));
    const QStringList fees{ u"colo_offer colo.rack_fee_per_month"_s,
                            u"colo_offer colo.u_fee_per_month"_s };
    QCOMPARE(result.plans.at(1).result.incomplete, fees);
    QCOMPARE(result.plans.at(2).result.incomplete, fees);
    // The typed zeros of plan-k3.json are figures: there, the hybrid is first.
    QVERIFY(search(k3Bundle()).plans.at(0).result.incomplete.isEmpty());
    QCOMPARE(search(k3Bundle()).plans.at(0).option.mode, OptionMode::Hybrid);
}

void TestPlanSearch::tensorParallelOverServersIsLeftOut()
{
    // A 2 GB card: 1.8 GB usable cannot hold the 2e9 bytes of weights, two cards can (t = 2,
    // max_tp 2). Every offer and platform holds one card per server, so each candidate is
    // sized with max_tp capped at 1 and is infeasible, while uncapped it would split the model
    // over two servers: left out as spans_servers — rent-1, colo on one-slot, and the hybrids
    // one-slot × colo × rent-1 and × rent-usd (their colo option is). The rent-usd candidate
    // stays fx:USD, no-price misses its price; rent-small and small are infeasible as before.
    Bundle bundle = k3Bundle();
    Accelerator &card = bundle.catalog.accelerators[0];
    card.memoryGb = 2;
    card.maxTp = 2;
    const PlanSearchResult result = search(bundle);
    QVERIFY(result.plans.isEmpty());
    QCOMPARE(result.leftOut.value(u"spans_servers"_s), 4);
    QCOMPARE(result.leftOut.value(u"infeasible"_s), 3);
    QCOMPARE(result.leftOut.value(u"fx:USD"_s), 1);

    // A two-card server to rent: t = 2 within one server is a plan (and the one-card offers
    // are still left out, with the hybrid one-slot × colo × rent-pair).
    RentalOffer pair = copyOf(bundle.catalog, "rent-1", "rent-pair");
    pair.acceleratorsPerServer = 2;
    bundle.catalog.rentalOffers.append(pair);
    const PlanSearchResult withPair = search(bundle);
    QCOMPARE(withPair.plans.size(), 1);
    QCOMPARE(withPair.plans.at(0).option.offer, u"rent-pair"_s);
    QCOMPARE(withPair.plans.at(0).result.sizing.tp, 2);
    QCOMPARE(withPair.leftOut.value(u"spans_servers"_s), 5);
}

void TestPlanSearch::regionsFilterOffers()
{
    // Move the colo offer to sg: with --region hk only the rent offers are left (no colo, no
    // hybrid, whose two offers must both be in a chosen region); with sg, only colo.
    Bundle bundle = k3Bundle();
    bundle.catalog.coloOffers[0].region = QStringLiteral("sg");
    PlanQuery hk;
    hk.regions = { QStringLiteral("hk") };
    const PlanSearchResult inHk = search(bundle, hk);
    QCOMPARE(inHk.plans.size(), 1);
    QCOMPARE(inHk.plans.first().option.mode, OptionMode::Rent);
    QCOMPARE(inHk.leftOut.value(QStringLiteral("infeasible")), 1); // rent-small
    QCOMPARE(inHk.leftOut.value(QStringLiteral("fx:USD")), 1);

    PlanQuery sg;
    sg.regions = { QStringLiteral("sg") };
    const PlanSearchResult inSg = search(bundle, sg);
    QCOMPARE(inSg.plans.size(), 1);
    QCOMPARE(inSg.plans.first().option.mode, OptionMode::Colo);

    PlanQuery both;
    both.regions = { QStringLiteral("sg"), QStringLiteral("hk") };
    QCOMPARE(search(bundle, both).plans.size(), 3);
}

void TestPlanSearch::badInput()
{
    const Bundle bundle = k3Bundle();
    PlanQuery unknown;
    unknown.regions = { QStringLiteral("hk"), QStringLiteral("mars") };
    const Outcome<PlanSearchResult> noRegion
            = PlanSearch::run(bundle.scenarios.first(), bundle.catalog, unknown);
    QVERIFY(!noRegion.ok());
    QCOMPARE(noRegion.problems().size(), 1);
    QVERIFY(noRegion.problems().first().text().contains(QLatin1String("mars")));

    // A workload without a peak is an invalid scenario, not a candidate left out.
    Scenario noPeak = bundle.scenarios.first();
    noPeak.workload.demand.clear();
    noPeak.workload.peakOutputTokensPerS = Decimal();
    const Outcome<PlanSearchResult> invalid = PlanSearch::run(noPeak, bundle.catalog);
    QVERIFY(!invalid.ok());
    QVERIFY(invalid.problems().first().text().contains(QLatin1String("peak_output_tokens_per_s")));

    // The scenario's own options are not searched and do not matter.
    Scenario dangling = bundle.scenarios.first();
    dangling.options.first().offer = QStringLiteral("gone");
    QVERIFY(PlanSearch::run(dangling, bundle.catalog).ok());
}

void TestPlanSearch::noHybridForOneServer()
{
    // Demand of one replica all year: S = 1, no hybrid; rent 12 × 100, colo 700.
    Bundle bundle = k3Bundle();
    Workload &w = bundle.scenarios[0].workload;
    w.demand = { { 1, dec("90") } };
    const PlanSearchResult result = search(bundle);
    QCOMPARE(result.plans.size(), 2);
    QCOMPARE(result.plans.at(0).result.total, dec("700"));
    QCOMPARE(result.plans.at(1).result.total, dec("1200"));
    // The hybrid on one-slot × colo × rent-usd is not made either (S = 1 comes first).
    QCOMPARE(result.leftOut.value(QStringLiteral("fx:USD")), 1);
}

void TestPlanSearch::sameResultOnAnyThreadCount()
{
    const Bundle bundle = k3Bundle();
    PlanQuery one;
    one.threads = 1;
    PlanQuery two;
    two.threads = 2;
    const PlanSearchResult a = search(bundle, one);
    const PlanSearchResult b = search(bundle, two);
    QCOMPARE(names(a), names(b));
    QCOMPARE(a.leftOut, b.leftOut);
}

void TestPlanSearch::demoSearchIsDeterministic()
{
    const Bundle demo = readBundle("data/demo.json");
    const Scenario &scenario = testing::scenario(demo, QStringLiteral("hk-api"));
    PlanQuery one;
    one.threads = 1;
    PlanQuery four;
    four.threads = 4;
    const Outcome<PlanSearchResult> a = PlanSearch::run(scenario, demo.catalog, one);
    const Outcome<PlanSearchResult> b = PlanSearch::run(scenario, demo.catalog, four);
    QVERIFY(a.ok());
    QVERIFY(b.ok());
    QVERIFY(!a.value().plans.isEmpty());
    QCOMPARE(names(a.value()), names(b.value()));
    QCOMPARE(a.value().leftOut, b.value().leftOut);
    for (qsizetype i = 0; i < a.value().plans.size(); ++i) {
        QCOMPARE(a.value().plans.at(i).result.total, b.value().plans.at(i).result.total);
        if (i == 0)
            continue;
        // Complete plans first (the demo's Hong Kong colo offers have no rack fee), each
        // group by total.
        const OptionResult &before = a.value().plans.at(i - 1).result;
        const OptionResult &here = a.value().plans.at(i).result;
        QVERIFY(before.isComplete() || !here.isComplete());
        if (before.isComplete() == here.isComplete())
            QVERIFY(before.total <= here.total);
    }
    // Every candidate is ranked or left out: rent 30, colo per accepting platform and colo
    // offer, hybrid triples with S > 1.
    int leftOut = 0;
    for (const int count : a.value().leftOut)
        leftOut += count;
    QVERIFY(leftOut > 0);
}

void TestPlanSearch::p99SearchSharesSimulationsExactly()
{
    // docs/serving.md, "Caching": under P99 sizing the candidates of one accelerator share its
    // capacity searches and peak-month runs, and the threads take whole accelerators in turn (a
    // hybrid after its colo option). On three of the demo's cards: one thread and two give the
    // same plans, and every plan is what computing its option in a fresh compute gives, its
    // sizing and its latency included.
    const Bundle demo = readBundle("data/demo.json");
    Scenario scenario = testing::scenario(demo, QStringLiteral("hk-chat-slo-p99"));
    QCOMPARE(scenario.workload.sizing, SizingMode::P99);
    // Four times the demo's peak, so that an owned fleet has more than one server and hybrids
    // are made.
    scenario.workload.peakOutputTokensPerS = scenario.workload.peakOutputTokensPerS * Decimal(4);
    const QStringList cards{ QStringLiteral("h100-sxm"), QStringLiteral("l40s"),
                             QStringLiteral("a100-80gb-pcie") };
    Catalog catalog = demo.catalog;
    catalog.accelerators.removeIf([&](const Accelerator &a) { return !cards.contains(a.id); });
    catalog.rentalOffers.removeIf(
            [&](const RentalOffer &o) { return !cards.contains(o.accelerator); });
    QCOMPARE(catalog.accelerators.size(), cards.size());
    scenario.options.removeIf(
            [&](const ScenarioOption &o) { return !cards.contains(o.accelerator); });

    PlanQuery one;
    one.threads = 1;
    PlanQuery two;
    two.threads = 2;
    const Outcome<PlanSearchResult> a = PlanSearch::run(scenario, catalog, one);
    const Outcome<PlanSearchResult> b = PlanSearch::run(scenario, catalog, two);
    QVERIFY(a.ok());
    QVERIFY(b.ok());
    QCOMPARE(names(a.value()), names(b.value()));
    QCOMPARE(a.value().leftOut, b.value().leftOut);

    // The search computes each candidate with its card's max_tp capped at the accelerators of
    // one server (docs/method.md, "Plan search"): the plans are computed here by that cap, each
    // cap's options in one fresh compute.
    QSet<QString> modes;
    QMap<int, Scenario> byCap;
    QList<QPair<int, qsizetype>> where; // each plan's cap and its index in that compute
    for (const Plan &plan : a.value().plans) {
        modes.insert(toText(plan.option.mode));
        const ScenarioOption &option = plan.option;
        int cap = option.mode == OptionMode::Rent ? 0 : catalog.platform(option.platform)->slots;
        if (const RentalOffer *rented = catalog.rentalOffer(rentalOfferOf(option)))
            cap = cap == 0 ? rented->acceleratorsPerServer
                           : std::min(cap, rented->acceleratorsPerServer);
        Scenario &computed = byCap[cap];
        if (computed.id.isEmpty()) {
            computed = scenario;
            computed.options.clear();
        }
        where.append({ cap, computed.options.size() });
        computed.options.append(option);
    }
    // Every kind of candidate was made, so a hybrid read its colo option's S.
    QCOMPARE(modes.size(), 3);
    QMap<int, Result> fresh;
    for (auto it = byCap.cbegin(); it != byCap.cend(); ++it) {
        Catalog capped = catalog;
        for (Accelerator &card : capped.accelerators)
            card.maxTp = std::min(card.maxTp, it.key());
        const Outcome<Result> computed = Engine::compute(it.value(), capped);
        QVERIFY(computed.ok());
        fresh.insert(it.key(), computed.value());
    }
    const auto sameLatency = [](const std::optional<Latency> &x, const std::optional<Latency> &y) {
        if (x.has_value() != y.has_value())
            return false;
        return !x
                || (x->ratePerReplica == y->ratePerReplica
                    && x->sloCapacityTokensPerS == y->sloCapacityTokensPerS
                    && x->result.ttft.p99 == y->result.ttft.p99
                    && x->result.tpot.p99 == y->result.tpot.p99
                    && x->result.e2e.p50 == y->result.e2e.p50
                    && x->result.iterations == y->result.iterations);
    };
    for (qsizetype i = 0; i < a.value().plans.size(); ++i) {
        const OptionResult &serial = a.value().plans.at(i).result;
        const OptionResult &parallel = b.value().plans.at(i).result;
        const OptionResult &expected
                = fresh.value(where.at(i).first).options.at(where.at(i).second);
        const QByteArray label = serial.name.toUtf8();
        for (const OptionResult *got : { &serial, &parallel }) {
            QVERIFY2(got->latency.has_value(), label.constData());
            QVERIFY2(got->total == expected.total, label.constData());
            QVERIFY2(got->npv == expected.npv, label.constData());
            QVERIFY2(got->sizing.tp == expected.sizing.tp, label.constData());
            QVERIFY2(got->sizing.replicas == expected.sizing.replicas, label.constData());
            QVERIFY2(got->sizing.replicaTokensPerS == expected.sizing.replicaTokensPerS,
                     label.constData());
            QVERIFY2(sameLatency(got->latency, expected.latency), label.constData());
        }
    }
}

void TestPlanSearch::demoHybridsHaveTheirBestOwnedCount()
{
    // The k the search keeps (its fleet planned again on one prepared option) is the one
    // computing each hybrid option with k = 1 … S − 1 from scratch finds: the lowest total,
    // the smaller k on ties. The growth scenario makes S vary over the horizon; vision-npu is a
    // steady one; 70b-tp sizes with tensor parallelism within a server. (hk-api has no hybrid
    // plan left: its RTX 4090 hybrids split a replica over servers, left out as spans_servers.)
    const Bundle demo = readBundle("data/demo.json");
    for (const char *id : { "vision-npu", "hk-api-growth", "70b-tp" }) {
        const Scenario &scenario = testing::scenario(demo, QString::fromLatin1(id));
        const Outcome<PlanSearchResult> found = PlanSearch::run(scenario, demo.catalog);
        QVERIFY(found.ok());
        int checked = 0;
        for (const Plan &plan : found.value().plans) {
            if (plan.option.mode != OptionMode::Hybrid)
                continue;
            Scenario each = scenario;
            ScenarioOption colo = plan.option;
            colo.mode = OptionMode::Colo;
            colo.rentalOffer.clear();
            colo.ownedServers = 0;
            each.options = { colo };
            const Outcome<Result> coloResult = Engine::compute(each, demo.catalog);
            QVERIFY(coloResult.ok());
            const int servers = coloResult.value().options.first().sizing.ownedServers;
            QVERIFY(plan.option.ownedServers >= 1 && plan.option.ownedServers < servers);
            each.options.clear();
            for (int k = 1; k < servers; ++k) {
                ScenarioOption option = plan.option;
                option.name = QStringLiteral("k%1").arg(k);
                option.ownedServers = k;
                each.options.append(option);
            }
            const Outcome<Result> all = Engine::compute(each, demo.catalog);
            QVERIFY(all.ok());
            int best = -1;
            for (int i = 0; i < all.value().options.size(); ++i) {
                const OptionResult &o = all.value().options.at(i);
                if (o.feasible && (best < 0 || o.total < all.value().options.at(best).total))
                    best = i;
            }
            QCOMPARE(plan.option.ownedServers, best + 1);
            QCOMPARE(plan.result.total, all.value().options.at(best).total);
            ++checked;
        }
        QVERIFY2(checked > 0, id);
    }
}

void TestPlanSearch::progressAndCancel()
{
    // plan-k3.json makes 3 rent, 4 colo and 6 hybrid candidates (npu-only makes none).
    const Bundle bundle = k3Bundle();
    QList<int> done;
    int total = 0;
    PlanQuery query;
    query.threads = 2;
    const Outcome<PlanSearchResult> result
            = PlanSearch::run(bundle.scenarios.first(), bundle.catalog, query, [&](int d, int t) {
                  done.append(d);
                  total = t;
              });
    QVERIFY(result.ok());
    QCOMPARE(total, 13);
    QCOMPARE(done.size(), 13);
    for (int i = 0; i < done.size(); ++i)
        QCOMPARE(done.at(i), i + 1);
    QVERIFY(!result.value().cancelled);

    // Cancelled before it starts: nothing is computed, and the result says so.
    const std::atomic<bool> cancel{ true };
    const Outcome<PlanSearchResult> cancelled
            = PlanSearch::run(bundle.scenarios.first(), bundle.catalog, query, {}, &cancel);
    QVERIFY(cancelled.ok());
    QVERIFY(cancelled.value().cancelled);
    QVERIFY(cancelled.value().plans.isEmpty());
    QVERIFY(cancelled.value().leftOut.isEmpty());
}

void TestPlanSearch::uniqueNames()
{
    const QSet<QString> taken{ QStringLiteral("A"), QStringLiteral("A (2)") };
    QCOMPARE(PlanSearch::uniqueName(QStringLiteral("B"), taken), QStringLiteral("B"));
    QCOMPARE(PlanSearch::uniqueName(QStringLiteral("A"), taken), QStringLiteral("A (3)"));

    // The scenario holds "Card · rent · rent-1": the rent plan is added as "… (2)"; adding
    // the same plans again numbers every one of them.
    const Bundle bundle = k3Bundle();
    Scenario scenario = bundle.scenarios.first();
    const PlanSearchResult result = search(bundle);
    const QList<ScenarioOption> first = PlanSearch::optionsToAdd(scenario, result.plans);
    QCOMPARE(first.size(), 3);
    QCOMPARE(first.at(0).name, result.plans.at(0).option.name);
    QCOMPARE(first.at(2).name, result.plans.at(2).option.name + QStringLiteral(" (2)"));
    scenario.options += first;
    const QList<ScenarioOption> second = PlanSearch::optionsToAdd(scenario, result.plans);
    QCOMPARE(second.at(0).name, result.plans.at(0).option.name + QStringLiteral(" (2)"));
    QCOMPARE(second.at(2).name, result.plans.at(2).option.name + QStringLiteral(" (3)"));
}

void TestPlanSearch::largestComponent()
{
    OptionResult r;
    QCOMPARE(PlanSearch::largestComponent(r), Component::Purchase); // all zero: the first
    r.totals[static_cast<size_t>(Component::Rental)] = dec("10");
    r.totals[static_cast<size_t>(Component::Staff)] = dec("10");
    QCOMPARE(PlanSearch::largestComponent(r), Component::Rental); // a tie: the earlier
    r.totals[static_cast<size_t>(Component::Staff)] = dec("10.01");
    QCOMPARE(PlanSearch::largestComponent(r), Component::Staff);
}

// The regions of a plan's offers, colo offer first: plan-k3.json's colo offer moved to sg,
// its rental offer rent-1 in hk; an offer the catalog lacks has no region.
void TestPlanSearch::regionsOf_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("offer");
    QTest::addColumn<QString>("rentalOffer");
    QTest::addColumn<QStringList>("expected");
    const QString colo = QStringLiteral("colo");
    QTest::newRow("rent") << int(OptionMode::Rent) << "rent-1"
                          << "" << QStringList{ u"hk"_s };
    QTest::newRow("colo") << int(OptionMode::Colo) << colo << "rent-1" << QStringList{ u"sg"_s };
    QTest::newRow("hybrid: colo, then rental")
            << int(OptionMode::Hybrid) << colo << "rent-1" << QStringList{ u"sg"_s, u"hk"_s };
    QTest::newRow("hybrid, rental offer unknown")
            << int(OptionMode::Hybrid) << colo << "gone" << QStringList{ u"sg"_s };
    QTest::newRow("rent, offer unknown") << int(OptionMode::Rent) << "gone"
                                         << "" << QStringList();
}

void TestPlanSearch::regionsOf()
{
    QFETCH(int, mode);
    QFETCH(QString, offer);
    QFETCH(QString, rentalOffer);
    QFETCH(QStringList, expected);
    Bundle bundle = k3Bundle();
    bundle.catalog.coloOffers[0].region = QStringLiteral("sg");
    QCOMPARE(bundle.catalog.rentalOffer(QStringLiteral("rent-1"))->region, QStringLiteral("hk"));
    ScenarioOption option;
    option.mode = static_cast<OptionMode>(mode);
    option.offer = offer;
    option.rentalOffer = rentalOffer;
    QCOMPARE(PlanSearch::regionsOf(option, bundle.catalog), expected);
}

// PlanQuery::regions' rule, shared by the search and the plan table's region filter.
void TestPlanSearch::withinRegions_data()
{
    QTest::addColumn<QStringList>("offerRegions");
    QTest::addColumn<QStringList>("regions");
    QTest::addColumn<bool>("expected");
    const QStringList none;
    QTest::newRow("no regions asked: every offer") << QStringList{ u"hk"_s } << none << true;
    QTest::newRow("no regions asked, no offer known") << none << none << true;
    QTest::newRow("rent in hk, hk asked")
            << QStringList{ u"hk"_s } << QStringList{ u"hk"_s } << true;
    QTest::newRow("rent in hk, sg asked")
            << QStringList{ u"hk"_s } << QStringList{ u"sg"_s } << false;
    QTest::newRow("hybrid sg + hk, hk asked")
            << QStringList{ u"sg"_s, u"hk"_s } << QStringList{ u"hk"_s } << false;
    QTest::newRow("hybrid sg + hk, both asked")
            << QStringList{ u"sg"_s, u"hk"_s } << QStringList{ u"hk"_s, u"sg"_s } << true;
    QTest::newRow("hybrid hk + hk, hk asked")
            << QStringList{ u"hk"_s, u"hk"_s } << QStringList{ u"hk"_s } << true;
    QTest::newRow("no offer known, hk asked") << none << QStringList{ u"hk"_s } << false;
}

void TestPlanSearch::withinRegions()
{
    QFETCH(QStringList, offerRegions);
    QFETCH(QStringList, regions);
    QFETCH(bool, expected);
    QCOMPARE(PlanSearch::withinRegions(offerRegions, regions), expected);
}

QTEST_GUILESS_MAIN(TestPlanSearch)
#include "tst_plansearch.moc"
