// SPDX-License-Identifier: GPL-3.0-or-later
#include "advice.h"

#include "cost/servinglatency.h"

#include "cost/result.h"
#include "cost/unknownfigures.h"
#include "i18n/language.h"
#include "model/entities/catalogkind.h"
#include "model/entities/quoteage.h"
#include "model/entities/regionname.h"
#include "model/rules/optionitems.h"
#include "money/fxtable.h"
#include "money/moneyformat.h"

#include <QLocale>

#include <algorithm>
#include <climits>
#include <cmath>
#include <functional>
#include <optional>

namespace infertco {

namespace {

bool isSpecialised(AcceleratorClass c)
{
    return c == AcceleratorClass::Npu || c == AcceleratorClass::InferenceAsic;
}

// A price whose source or notes call it an example rather than a seller's quote.
bool markedAsExample(const CatalogItem &item)
{
    const QLatin1String example("example");
    return item.source.contains(example, Qt::CaseInsensitive)
            || item.notes.contains(example, Qt::CaseInsensitive);
}

// docs/method.md, "Advice" (v2): a region is in Hong Kong, Macau or mainland China when its
// currency is HKD, MOP or CNY. The catalog has no country field, and the currency is what the three
// places do not share with any other region; the US export rules for advanced computing
// items cover all three (Hong Kong and Macau are treated like mainland China).
bool inChinaForExportRules(const Region &region)
{
    return region.currency == QLatin1String("HKD") || region.currency == QLatin1String("MOP")
            || region.currency == QLatin1String("CNY");
}

// The chips the BIS guidance of 13 May 2025 is about: PRC-designed advanced-computing ICs
// (it names Huawei's Ascend 910B, 910C and 910D), presumed subject to General Prohibition 10
// wherever they are used. The catalog has no country of design; the vendor says it.
bool designedInChina(const Accelerator &accelerator)
{
    static const QStringList designers{ QStringLiteral("Huawei"), QStringLiteral("Cambricon"),
                                        QStringLiteral("Hygon") };
    return designers.contains(accelerator.vendor, Qt::CaseInsensitive);
}

// Advice in Chinese joins its words without spaces, also where a name that turns out Chinese
// fills a placeholder the translation spaced off (Language::tidySpaces).
QList<Advice> tidied(QList<Advice> advice)
{
    for (Advice &a : advice)
        a.text = Language::tidySpaces(a.text);
    return advice;
}

} // namespace

QList<Advice> Advisor::advise(const Workload &workload, const Accelerator &accelerator,
                              const Sizing &sizing, OptionMode mode, int horizonMonths,
                              int minTermMonths)
{
    QList<Advice> advice;
    const auto add = [&advice](AdviceKind kind, const QString &text) {
        advice.append({ kind, text });
    };
    const QString card = accelerator.displayName();
    if (sizing.feasible && sizing.memoryBatch < TightMemoryBatch) {
        add(AdviceKind::TightMemory,
            tr("Memory is tight: at tensor-parallel size %1 only %n sequence(s) fit in memory "
               "at once, so long prompts or traffic bursts will queue. Consider a card with "
               "more memory or a lower-precision model.",
               nullptr, sizing.memoryBatch)
                    .arg(sizing.tp));
    }
    if (sizing.feasible && sizing.precisionFellBack) {
        add(AdviceKind::PrecisionFallback,
            tr("%1 does not support %2, so the model runs in %3: it needs more memory and runs "
               "slower than planned, and the model must be converted to %3.")
                    .arg(card, toText(workload.precision), toText(sizing.effectivePrecision)));
    }
    const bool specialised = isSpecialised(accelerator.acceleratorClass);
    if (specialised && workload.modelUpdatesPerYear >= Decimal(FrequentUpdatesPerYear)) {
        add(AdviceKind::FrequentUpdatesOnSpecialisedHardware,
            tr("The model changes %1 times a year: on %2 every new model must be ported and "
               "requantized for the vendor's toolchain, which takes engineering days each time. "
               "NPUs and inference ASICs suit models that stay stable.")
                    .arg(workload.modelUpdatesPerYear.toString(), card));
    }
    if (workload.requiresIsolation && !accelerator.supportsPartitioning) {
        add(AdviceKind::IsolationUnsupported,
            tr("The workload needs isolation between tenants, but %1 cannot be partitioned "
               "(no MIG-like isolation): tenants would share whole cards or need cards of "
               "their own.")
                    .arg(card));
    }
    if (sizing.feasible && accelerator.acceleratorClass == AcceleratorClass::ConsumerGpu
        && sizing.tp > 1) {
        add(AdviceKind::ConsumerTensorParallel,
            tr("Consumer cards split one model over %1 cards through PCIe, without NVLink: "
               "real throughput is often well below the estimate. Test before you buy.")
                    .arg(sizing.tp));
    }
    if (sizing.feasible && sizing.replicaSpansServers) {
        add(AdviceKind::ReplicaSpansServers,
            tr("One copy of the model needs %1 cards but a server holds fewer, so each copy "
               "spans servers over the network: expect lower throughput and higher latency.")
                    .arg(sizing.tp));
    }
    if (specialised && workload.dynamicShapes) {
        add(AdviceKind::DynamicShapesOnSpecialisedHardware,
            tr("The workload has dynamic shapes (varying prompt lengths or batch sizes): %1 "
               "compiles for fixed shapes and loses efficiency with them.")
                    .arg(card));
    }
    if (mode == OptionMode::Rent && horizonMonths < minTermMonths) {
        add(AdviceKind::HorizonShorterThanMinimumTerm,
            tr("The rental's minimum term is %1 months, longer than the %2-month horizon: "
               "you would pay for months you do not use.")
                    .arg(minTermMonths)
                    .arg(horizonMonths));
    }
    return tidied(advice);
}

QList<Advice> Advisor::latencyAdvice(const Workload &workload, const Sizing &sizing,
                                     const Latency &latency, double largestPeak,
                                     int largestReplicas)
{
    QList<Advice> advice;
    const SimulationResult &r = latency.result;
    // O, or Obar with lengths "log" (docs/serving.md, "Request logs").
    const double outputTokens = ServingLatency::meanOutputTokens(workload);
    const double capacityPerS = latency.sloCapacityTokensPerS / outputTokens;
    const auto ms = [](double seconds) { return QString::number(seconds * 1000.0, 'f', 0); };
    const bool ttftMissed = latency.missesTtft(workload.ttftMs);
    const bool tpotMissed = latency.missesTpot(workload.tpotMs);
    if (workload.sizing == SizingMode::Average && (ttftMissed || tpotMissed)) {
        QStringList missed;
        if (ttftMissed)
            missed.append(tr("the P99 time to first token is %1 ms against a %2 ms target")
                                  .arg(ms(r.ttft.p99), QString::number(*workload.ttftMs)));
        if (tpotMissed)
            missed.append(tr("the P99 time per output token is %1 ms against a %2 ms target")
                                  .arg(QString::number(r.tpot.p99 * 1000.0, 'f', 1),
                                       QString::number(workload.tpotMs)));
        const QString what = missed.join(tr("; "));
        if (capacityPerS > 0) {
            // N = ceil(Pmax / (capacity × O)) − max_m replicas(m).
            const double needed = std::ceil(largestPeak / (capacityPerS * outputTokens));
            const long long more = static_cast<long long>(needed) - largestReplicas;
            advice.append({ AdviceKind::AverageSizingMissesP99,
                            tr("Sized by averages, %1 at the peak-month load; P99 sizing needs "
                               "%n more replica(s).",
                               nullptr, static_cast<int>(std::max(0LL, more)))
                                    .arg(what) });
        } else {
            advice.append({ AdviceKind::AverageSizingMissesP99,
                            tr("Sized by averages, %1 at the peak-month load, and no load at "
                               "this tensor-parallel size meets the P99 targets.")
                                    .arg(what) });
        }
    }
    if (latency.nearCapacity(outputTokens)) {
        advice.append({ AdviceKind::PeakLoadNearCapacity,
                        tr("At the peak-month load each replica runs at %1% of the load at "
                           "which its P99 targets still hold: above 85%, queues grow steeply "
                           "with every extra request.")
                                .arg(capacityPerS > 0 ? QString::number(
                                             *latency.ratePerReplica / capacityPerS * 100.0, 'f', 0)
                                                      : QStringLiteral("∞")) });
    }
    const Roofline &roof = sizing.roofline;
    QString decode;
    if (roof.decodeComputeBound()) {
        decode = tr("Decoding is compute-bound (%1 FLOP per byte against the card's ridge of "
                    "%2): peak TFLOPS sets its speed.")
                         .arg(QString::number(roof.decodeIntensity, 'f', 0),
                              QString::number(roof.ridgeFlopsPerByte, 'f', 0));
    } else if (roof.decodeIntensity > 0
               && roof.ridgeFlopsPerByte / roof.decodeIntensity >= BoundRatioToSay) {
        decode = tr("Decoding is memory-bound: it does %1 times fewer operations per byte "
                    "than the card could, so memory bandwidth, not peak TFLOPS, sets its "
                    "speed.")
                         .arg(QString::number(roof.ridgeFlopsPerByte / roof.decodeIntensity, 'f',
                                              0));
    } else {
        decode = tr("Decoding is memory-bound: memory bandwidth, not peak TFLOPS, sets its "
                    "speed.");
    }
    const QString prefill = roof.prefillComputeBound()
            ? tr("Prefill is compute-bound: peak TFLOPS sets the time to first token.")
            : tr("Prefill is memory-bound: memory bandwidth sets the time to first token.");
    advice.append({ AdviceKind::MemoryOrComputeBound, decode + u' ' + prefill });
    return tidied(advice);
}

namespace {

// What the option-level rules below read: the option, the catalog items it uses and, when it
// is feasible, its monthly fleet.
struct OptionInView
{
    const Scenario &scenario;
    const Catalog &catalog;
    const ScenarioOption &option;
    const Sizing &sizing;
    const Fleet &fleet;
    const Accelerator &accelerator;
    const ServerPlatform *platform; ///< owned modes only
    const ColoOffer *coloOffer; ///< owned modes only
    const RentalOffer *rental; ///< rent and hybrid only
    bool owns;
    /// Sizing and the fleet are feasible and the fleet covers months 0..H.
    bool planned;

    QString card() const { return accelerator.displayName(); }
};

using Add = std::function<void(AdviceKind, const QString &)>;

// A figure left empty that the owned power or rack space reads: it counts as zero and makes
// the option incomplete (docs/method.md, "Incomplete options"); a typed 0 is a figure.
void adviseEmptyFigures(const OptionInView &o, const Add &add)
{
    if (!o.owns)
        return;
    const QStringList unknown
            = UnknownFigures::of(o.option.mode, o.accelerator, o.platform, o.coloOffer);
    const auto listed = [&unknown](CatalogKind kind, const QString &id, const char *field) {
        return unknown.contains(QString::fromLatin1(catalogKey(kind)) + u' ' + id + u'.'
                                + QLatin1StringView(field));
    };
    if (o.platform && listed(CatalogKind::Platform, o.platform->id, "base_w")) {
        add(AdviceKind::EmptyFigureCountsAsZero,
            Advisor::tr("The server %1 has no typical power draw (base_w is empty), so its "
                        "host power counts as 0 W and power, cooling and racks come out too "
                        "low. Enter the server's typical draw from its specification sheet.")
                    .arg(o.platform->displayName()));
    }
    if (listed(CatalogKind::Accelerator, o.accelerator.id, "idle_w")) {
        add(AdviceKind::EmptyFigureCountsAsZero,
            Advisor::tr("%1 has no idle power (idle_w is empty), so the cards count as "
                        "drawing nothing when idle and power and cooling come out too low. "
                        "Enter the card's idle draw from its specification or a measurement.")
                    .arg(o.card()));
    }
    if (o.coloOffer && listed(CatalogKind::ColoOffer, o.coloOffer->id, "rack_fee_per_month")) {
        add(AdviceKind::EmptyFigureCountsAsZero,
            Advisor::tr("The colocation offer %1 has no rack fee and no per-U fee (both empty), "
                        "so rack space counts as nothing and this option looks cheaper than it "
                        "is. Enter the provider's quote.")
                    .arg(o.coloOffer->displayName()));
    }
    if (o.coloOffer
        && listed(CatalogKind::ColoOffer, o.coloOffer->id, "power_price_per_kw_month")) {
        add(AdviceKind::EmptyFigureCountsAsZero,
            Advisor::tr("The colocation offer %1 bills power per kW but has no price per kW "
                        "(empty), so power counts as nothing and this option looks cheaper than "
                        "it is. Enter the provider's quote.")
                    .arg(o.coloOffer->displayName()));
    }
}

// Rental commitments past the horizon (FleetPlanner::serverMonthsPastHorizon).
void adviseCommitmentPastHorizon(const OptionInView &o, const Add &add)
{
    if (!o.planned || !o.rental || o.fleet.rentedServerMonthsPastHorizon <= 0)
        return;
    const int horizon = o.scenario.horizonMonths;
    const long long serverMonths = o.fleet.rentedServerMonthsPastHorizon;
    // docs/method.md, "Prices over time": month H's price per server is price × (1 + c)^floor((H −
    // 1) / 12).
    const Decimal perServer = o.rental->monthlyPrice ? *o.rental->monthlyPrice
                                                     : *o.rental->hourlyPrice * Decimal(730);
    const Decimal fx = FxTable(o.scenario.currency, o.scenario.fx)
                               .rate(o.rental->currency)
                               .value_or(Decimal(1));
    const Decimal cost = (Decimal(serverMonths) * perServer
                          * yearlyFactor(o.rental->priceChangeYear, (horizon - 1) / 12) * fx)
                                 .rounded(2);
    add(AdviceKind::RentalCommittedPastHorizon,
        Advisor::tr("The rental's %1-month minimum term keeps %2 server-month(s) committed "
                    "after month %3, the end of the horizon, costing %4 at month %3's price: "
                    "neither the months nor their cost are counted in the totals.",
                    nullptr, serverMonths > 1 ? 2 : 1)
                .arg(o.rental->minTermMonths)
                .arg(QLocale().toString(serverMonths))
                .arg(horizon)
                .arg(MoneyFormat::money(cost, o.scenario.currency)));
}

// Quotes marked as examples, with neither source nor date, or older than the limit, for every
// priced item the option uses.
void adviseQuotes(const OptionInView &o, const QDate &referenceDate, const Add &add)
{
    struct PricedItem
    {
        const CatalogItem *item;
        QString label;
    };
    QList<PricedItem> priced;
    if (o.owns) {
        priced.append({ &o.accelerator, Advisor::tr("the card %1").arg(o.card()) });
        if (o.platform)
            priced.append(
                    { o.platform, Advisor::tr("the server %1").arg(o.platform->displayName()) });
        if (o.coloOffer)
            priced.append(
                    { o.coloOffer,
                      Advisor::tr("the colocation offer %1").arg(o.coloOffer->displayName()) });
    }
    if (o.rental)
        priced.append(
                { o.rental, Advisor::tr("the rental offer %1").arg(o.rental->displayName()) });
    for (const PricedItem &p : priced) {
        if (markedAsExample(*p.item)) {
            add(AdviceKind::OutdatedOrExampleQuote,
                Advisor::tr("The price of %1 is marked as an example, not a quote from a "
                            "seller: replace it with a real quote before you rely on the "
                            "totals.")
                        .arg(p.label));
            continue;
        }
        // A price that names neither a source nor a date can be checked even
        // less than an old quote, so it is warned about at least as plainly.
        if (QuoteAge::isUnverifiable(*p.item)) {
            add(AdviceKind::OutdatedOrExampleQuote,
                Advisor::tr("The price of %1 names no source and no quote date: nobody can "
                            "check where or when it was quoted. Get a dated quote from a "
                            "seller before you rely on the totals.")
                        .arg(p.label));
            continue;
        }
        // docs/method.md, "Advice": the core's one quote-age rule, which the catalog table's flag
        // uses too.
        if (QuoteAge::isOld(p.item->quoteDate, referenceDate)) {
            add(AdviceKind::OutdatedOrExampleQuote,
                Advisor::tr("The price of %1 comes from a quote dated %2, more than %4 months "
                            "before %3: hardware and rental prices move quickly, so ask for a "
                            "current quote before you decide.")
                        .arg(p.label, p.item->quoteDate, referenceDate.toString(Qt::ISODate))
                        .arg(QuoteAge::LimitMonths));
        }
    }
}

// Where the option's offers are: away from the team, and export-controlled hardware in Hong
// Kong, Macau or mainland China.
void advisePlaces(const OptionInView &o, const Add &add)
{
    struct Placed
    {
        const Region *region;
        QString label;
    };
    QList<Placed> places;
    if (o.coloOffer)
        places.append({ o.catalog.region(o.coloOffer->region),
                        Advisor::tr("the colocation offer %1").arg(o.coloOffer->displayName()) });
    if (o.rental)
        places.append({ o.catalog.region(o.rental->region),
                        Advisor::tr("the rental offer %1").arg(o.rental->displayName()) });
    const Region *team
            = o.scenario.teamRegion.isEmpty() ? nullptr : o.catalog.region(o.scenario.teamRegion);
    for (const Placed &p : places) {
        if (team && p.region && p.region->id != team->id) {
            add(AdviceKind::OfferOutsideTeamRegion,
                Advisor::tr("The team works from %1, but %2 is in %3: users near the team see "
                            "higher latency, and data kept in %3 falls under that region's "
                            "data-residency and privacy rules. Check both before you sign.")
                        .arg(RegionName::displayName(*team), p.label,
                             RegionName::displayName(*p.region)));
        }
    }
    if (!o.accelerator.exportControlled)
        return;
    QStringList regionsSaid;
    for (const Placed &p : places) {
        if (!p.region || !inChinaForExportRules(*p.region) || regionsSaid.contains(p.region->id))
            continue;
        regionsSaid.append(p.region->id);
        add(AdviceKind::ExportControlledInHongKongMacauOrChina,
            designedInChina(o.accelerator)
                    ? Advisor::tr("%1 is a PRC-designed advanced-computing chip: the US BIS "
                                  "guidance of 13 May 2025 presumes such chips (it names the "
                                  "Ascend 910B, 910C and 910D) subject to General Prohibition "
                                  "10, so buying, using or financing it without BIS "
                                  "authorisation may violate the US Export Administration "
                                  "Regulations, in %2 as anywhere and for non-US companies "
                                  "too. No seller's licence covers you: ask your counsel "
                                  "before you sign.")
                              .arg(o.card(), RegionName::displayName(*p.region))
                    : Advisor::tr("%1 is export-controlled: using it in %2 needs a US export "
                                  "licence (the US Export Administration Regulations treat "
                                  "Hong Kong and Macau like mainland China). Make sure the "
                                  "seller or provider holds one, or the hardware may not be "
                                  "delivered or may have to be withdrawn.")
                              .arg(o.card(), RegionName::displayName(*p.region)));
    }
}

void adviseConsumerCard(const OptionInView &o, const Add &add)
{
    if (o.accelerator.acceleratorClass != AcceleratorClass::ConsumerGpu)
        return;
    add(AdviceKind::ConsumerCardInDatacenter,
        Advisor::tr("%1 is a consumer card: the GeForce driver licence excludes deployment in "
                    "a datacenter (other vendors' consumer drivers carry similar terms), so "
                    "running it in colocation or renting it from a cloud provider breaks that "
                    "licence. Keep consumer cards for a proof of concept on your own premises, "
                    "or choose a datacenter card.")
                .arg(o.card()));
}

// A fully populated platform with more than a quarter of its accelerators idle, at the
// largest month: colo needs its largest replicas × t, hybrid the C × t its servers hold.
void adviseIdleAccelerators(const OptionInView &o, const Add &add)
{
    if (!o.planned || !o.platform || !o.platform->fullyPopulated)
        return;
    const long long installed = o.fleet.largest.ownedAccelerators;
    const long long replicas = o.option.mode == OptionMode::Hybrid ? o.fleet.ownedReplicas
                                                                   : o.fleet.largest.replicas;
    const long long needed = std::min(installed, replicas * o.sizing.tp);
    if ((installed - needed) * 4 <= installed)
        return;
    add(AdviceKind::IdleAcceleratorsInFullServer,
        Advisor::tr("The server %1 is sold with all %2 slots filled: at its largest the fleet "
                    "installs %3 "
                    "accelerators but the replicas need only %4, so %5 sit idle while they are "
                    "paid for, powered and maintained. A platform with fewer slots, or a plan "
                    "that uses every card, costs less.")
                .arg(o.platform->displayName())
                .arg(o.platform->slots)
                .arg(installed)
                .arg(needed)
                .arg(installed - needed));
}

// Hybrid: the owned base leaves demand to rent in more than half of the months.
void adviseHybridRentsMost(const OptionInView &o, const Add &add)
{
    if (!o.planned || o.option.mode != OptionMode::Hybrid)
        return;
    const int horizon = o.scenario.horizonMonths;
    const auto rentedMonths
            = std::count_if(o.fleet.months.cbegin() + 1, o.fleet.months.cend(),
                            [](const FleetMonth &month) { return month.rentedServers > 0; });
    if (rentedMonths * 2 <= horizon)
        return;
    add(AdviceKind::HybridRentsMostOfHorizon,
        Advisor::tr("Servers are rented on top of the %n owned server(s) in %1 of the %2 "
                    "months: the owned base is too small for most of the horizon. Consider "
                    "owning more servers, and compare the totals.",
                    nullptr, o.option.ownedServers)
                .arg(rentedMonths)
                .arg(horizon));
}

// docs/method.md, "After tax, loans and leases": what a finance reviewer should know of a
// financed or taxed option.
void addFinanceAdvice(QList<Advice> &advice, OptionMode mode, const Financing &financing,
                      const TaxAssumptions &tax, const Decimal &repaidAtHorizon)
{
    const bool taxed = tax.given() && tax.rate->isPositive();
    if (financing.kind == FinancingKind::Lease && taxed)
        advice.append({ AdviceKind::LeaseForgoesWriteOff,
                        QCoreApplication::translate(
                                "infertco::Engine",
                                "Leased hardware gets no write-off (in Hong Kong, no s.16G "
                                "deduction in the year of purchase): only the lease payments are "
                                "deducted, as they are paid.") });
    if (financing.kind == FinancingKind::Loan && repaidAtHorizon.isPositive())
        advice.append({ AdviceKind::LoanRepaidAtHorizon,
                        QCoreApplication::translate(
                                "infertco::Engine",
                                "The loan term runs past the horizon: the %1 still owed is repaid "
                                "in its last month, which a lender may not allow without a fee.")
                                .arg(repaidAtHorizon.toString(2)) });
    if (tax.given() && !tax.rate->isPositive() && ownsHardware(mode))
        advice.append({ AdviceKind::ZeroTaxRateHidesTiming,
                        QCoreApplication::translate(
                                "infertco::Engine",
                                "The tax rate is 0, which hides the timing advantage of owning: a "
                                "purchase written off at once saves tax years before rent "
                                "deducted as it is paid.") });
}

} // namespace

QList<Advice> Advisor::advise(const Scenario &scenario, const Catalog &catalog,
                              const ScenarioOption &option, const Sizing &sizing,
                              const Fleet &fleet, const QDate &referenceDate)
{
    const OptionItems items = OptionItems::used(option, catalog);
    if (!items.accelerator)
        return {};
    const OptionInView o{
        scenario,
        catalog,
        option,
        sizing,
        fleet,
        *items.accelerator,
        items.platform,
        items.coloOffer,
        items.rentalOffer,
        ownsHardware(option.mode),
        sizing.feasible && fleet.feasible
                && fleet.months.size() == static_cast<size_t>(scenario.horizonMonths) + 1,
    };

    QList<Advice> advice = advise(scenario.workload, *items.accelerator, sizing, option.mode,
                                  scenario.horizonMonths, o.rental ? o.rental->minTermMonths : 0);
    const Add add = [&advice](AdviceKind kind, const QString &text) {
        advice.append({ kind, text });
    };
    adviseEmptyFigures(o, add);
    adviseCommitmentPastHorizon(o, add);
    adviseQuotes(o, referenceDate, add);
    advisePlaces(o, add);
    adviseConsumerCard(o, add);
    adviseIdleAccelerators(o, add);
    adviseHybridRentsMost(o, add);
    return tidied(advice);
}

QList<Advice> Advisor::forOption(const OptionResult &result, const Scenario &scenario,
                                 const ScenarioOption &option, const Catalog &catalog,
                                 const QDate &today)
{
    // docs/serving.md, "Request logs": the rules read the workload with its log's rows, as the
    // engine did.
    Scenario resolved = scenario;
    Engine::resolveRequestLog(resolved.workload, catalog);
    Fleet fleet = result.fleetPlan;
    fleet.months = result.fleet;
    QList<Advice> advice = advise(resolved, catalog, option, result.sizing, fleet, today);
    if (!result.latencyLeftOut.isEmpty())
        advice.append({ AdviceKind::LatencyNotSimulated,
                        QCoreApplication::translate("infertco::Engine", "Latency left out: %1.")
                                .arg(result.latencyLeftOut) });
    if (result.latency) {
        const Decimal largestPeak = FleetPlanner::largestPeak(
                FleetPlanner::peaks(resolved.workload, resolved.horizonMonths));
        advice.append(latencyAdvice(resolved.workload, result.sizing, *result.latency,
                                    largestPeak.toDouble(), fleet.largest.replicas));
    }
    if (result.finance)
        addFinanceAdvice(advice, result.mode, option.financing, resolved.tax,
                         result.finance->repaidAtHorizon);
    return advice;
}

Result Advisor::advised(Result result, const Scenario &scenario, const Catalog &catalog,
                        const QDate &today)
{
    // The engine gives one result per option of the scenario, in its order.
    for (qsizetype i = 0; i < result.options.size() && i < scenario.options.size(); ++i)
        result.options[i].advice
                = forOption(result.options.at(i), scenario, scenario.options.at(i), catalog, today);
    addBreakEvenAdvice(result);
    return result;
}

Outcome<Result> Advisor::compute(const Scenario &scenario, const Catalog &catalog,
                                 const QDate &today, const EngineOptions &options)
{
    Outcome<Result> computed = Engine::compute(scenario, catalog, options);
    if (!computed.ok())
        return computed;
    return advised(std::move(computed.value()), scenario, catalog, today);
}

void Advisor::addBreakEvenAdvice(Result &result)
{
    for (const BreakEven &b : std::as_const(result.breakEvens)) {
        if (!b.month || b.cashMonth || b.coloOption < 0 || b.rentOption < 0
            || b.coloOption >= result.options.size() || b.rentOption >= result.options.size())
            continue;
        OptionResult &owned = result.options[b.coloOption];
        // The residual component is the credit, negative (docs/method.md, "Residual").
        const Decimal resale = -owned.componentTotal(Component::Residual);
        owned.advice.append(
                { AdviceKind::BreakEvenOnlyThroughResidual,
                  Language::tidySpaces(
                          tr("Against %1, this option breaks even in month %2 only through the %3 "
                             "resale value of the hardware in month %4: without selling the "
                             "hardware "
                             "it does not pay back within the %4-month horizon.")
                                  .arg(result.options.at(b.rentOption).name)
                                  .arg(*b.month)
                                  .arg(MoneyFormat::money(resale, result.currency))
                                  .arg(result.horizonMonths)) });
    }
}

} // namespace infertco
