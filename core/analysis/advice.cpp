// SPDX-License-Identifier: GPL-3.0-or-later
#include "advice.h"

#include "cost/servinglatency.h"

#include "cost/result.h"
#include "model/quoteage.h"
#include "model/regionname.h"
#include "money/fxtable.h"
#include "money/moneyformat.h"

#include <QLocale>

#include <algorithm>
#include <climits>
#include <cmath>
#include <optional>

namespace infertco {

// The advice's limit is the core's one quote-age rule (QuoteAge), which the catalog uses too.
static_assert(Advisor::QuoteAgeMonths == QuoteAge::LimitMonths);

namespace {

bool isSpecialised(AcceleratorClass c)
{
    return c == AcceleratorClass::Npu || c == AcceleratorClass::InferenceAsic;
}

// The day a quote_date stands for: "yyyy-MM-dd" itself, "yyyy-MM" the month's last day, so
// that only a quote certainly older than the limit is called old; anything else: none.
bool markedAsExample(const CatalogItem &item)
{
    const QLatin1String example("example");
    return item.source.contains(example, Qt::CaseInsensitive)
            || item.notes.contains(example, Qt::CaseInsensitive);
}

// DESIGN 5 (v2): a region is in Hong Kong, Macau or mainland China when its currency is
// HKD, MOP or CNY. The catalog has no country field, and the currency is what the three
// places do not share with any other region; the US export rules for advanced computing
// items cover all three (Hong Kong and Macau are treated like mainland China).
bool inChinaForExportRules(const Region &region)
{
    return region.currency == QLatin1String("HKD") || region.currency == QLatin1String("MOP")
            || region.currency == QLatin1String("CNY");
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
    return advice;
}

QList<Advice> Advisor::latencyAdvice(const Workload &workload, const Sizing &sizing,
                                     const Latency &latency, double largestPeak,
                                     int largestReplicas)
{
    QList<Advice> advice;
    const SimulationResult &r = latency.result;
    const double capacityPerS = latency.sloCapacityTokensPerS / workload.outputTokens;
    const auto ms = [](double seconds) { return QString::number(seconds * 1000.0, 'f', 0); };
    const bool ttftMissed = workload.ttftMs && !(r.ttft.p99 <= *workload.ttftMs / 1000.0);
    const bool tpotMissed = !(r.tpot.p99 <= workload.tpotMs / 1000.0);
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
            const double needed = std::ceil(largestPeak / (capacityPerS * workload.outputTokens));
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
    if (latency.ratePerReplica && *latency.ratePerReplica > PeakLoadShare * capacityPerS) {
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
    return advice;
}

QList<Advice> Advisor::advise(const Scenario &scenario, const Catalog &catalog,
                              const ScenarioOption &option, const Sizing &sizing,
                              const Fleet &fleet, const QDate &referenceDate)
{
    const Accelerator *accelerator = catalog.accelerator(option.accelerator);
    if (!accelerator)
        return {};
    const bool owns = ownsHardware(option.mode);
    const bool rents = option.mode != OptionMode::Colo;
    const ServerPlatform *platform = owns ? catalog.platform(option.platform) : nullptr;
    const ColoOffer *coloOffer = owns ? catalog.coloOffer(option.offer) : nullptr;
    const RentalOffer *rental = rents
            ? catalog.rentalOffer(option.mode == OptionMode::Rent ? option.offer
                                                                  : option.rentalOffer)
            : nullptr;

    QList<Advice> advice = advise(scenario.workload, *accelerator, sizing, option.mode,
                                  scenario.horizonMonths, rental ? rental->minTermMonths : 0);
    const auto add = [&advice](AdviceKind kind, const QString &text) {
        advice.append({ kind, text });
    };
    const QString card = accelerator->displayName();
    const int horizon = scenario.horizonMonths;
    const bool planned = sizing.feasible && fleet.feasible
            && fleet.months.size() == static_cast<size_t>(horizon) + 1;

    // A figure left empty that counts as zero in the owned power.
    if (owns && platform && platform->baseW.isZero()) {
        add(AdviceKind::EmptyFigureCountsAsZero,
            tr("The server %1 has no typical power draw (base_w is empty or 0), so its host "
               "power counts as 0 W and power, cooling and racks come out too low. Enter the "
               "server's typical draw from its specification sheet.")
                    .arg(platform->displayName()));
    }
    if (owns && accelerator->idleW.isZero()) {
        add(AdviceKind::EmptyFigureCountsAsZero,
            tr("%1 has no idle power (idle_w is empty or 0), so the cards count as drawing "
               "nothing when idle and power and cooling come out too low. Enter the card's "
               "idle draw from its specification or a measurement.")
                    .arg(card));
    }

    // The rack space of a colo offer whose fees were left empty (no public Hong Kong rack
    // price exists for the demo's offers, so they are 0 until a quote is entered).
    if (owns && coloOffer && coloOffer->rackFeePerMonth.isZero()
        && coloOffer->uFeePerMonth.isZero()) {
        add(AdviceKind::EmptyFigureCountsAsZero,
            tr("The colocation offer %1 has no rack fee and no per-U fee (both empty or 0), so "
               "rack space counts as nothing and this option looks cheaper than it is. Enter "
               "the provider's quote.")
                    .arg(coloOffer->displayName()));
    }

    // Rental commitments past the horizon (FleetPlanner::serverMonthsPastHorizon).
    if (planned && rental && fleet.rentedServerMonthsPastHorizon > 0) {
        const long long serverMonths = fleet.rentedServerMonthsPastHorizon;
        // DESIGN 3.2: month H's price per server is price × (1 + c)^floor((H − 1) / 12).
        const Decimal perServer = rental->monthlyPrice ? *rental->monthlyPrice
                                                       : *rental->hourlyPrice * Decimal(730);
        const Decimal fx = FxTable(scenario.currency, scenario.fx)
                                   .rate(rental->currency)
                                   .value_or(Decimal(1));
        const Decimal cost = (Decimal(serverMonths) * perServer
                              * yearlyFactor(rental->priceChangeYear, (horizon - 1) / 12) * fx)
                                     .rounded(2);
        add(AdviceKind::RentalCommittedPastHorizon,
            tr("The rental's %1-month minimum term keeps %2 server-month(s) committed after "
               "month %3, the end of the horizon, costing %4 at month %3's price: neither the "
               "months nor their cost are counted in the totals.",
               nullptr, serverMonths > 1 ? 2 : 1)
                    .arg(rental->minTermMonths)
                    .arg(QLocale().toString(serverMonths))
                    .arg(horizon)
                    .arg(MoneyFormat::money(cost, scenario.currency)));
    }

    // Quotes older than 12 months or marked as examples, for every priced item the option uses.
    struct PricedItem
    {
        const CatalogItem *item;
        QString label;
    };
    QList<PricedItem> priced;
    if (owns) {
        priced.append({ accelerator, tr("the card %1").arg(card) });
        if (platform)
            priced.append({ platform, tr("the server %1").arg(platform->displayName()) });
        if (coloOffer)
            priced.append(
                    { coloOffer, tr("the colocation offer %1").arg(coloOffer->displayName()) });
    }
    if (rental)
        priced.append({ rental, tr("the rental offer %1").arg(rental->displayName()) });
    for (const PricedItem &p : priced) {
        if (markedAsExample(*p.item)) {
            add(AdviceKind::OutdatedOrExampleQuote,
                tr("The price of %1 is marked as an example, not a quote from a seller: "
                   "replace it with a real quote before you rely on the totals.")
                        .arg(p.label));
            continue;
        }
        // Issue 21 item 2: a price that names neither a source nor a date can be checked even
        // less than an old quote, so it is warned about at least as plainly.
        if (QuoteAge::isUnverifiable(*p.item)) {
            add(AdviceKind::OutdatedOrExampleQuote,
                tr("The price of %1 names no source and no quote date: nobody can check where "
                   "or when it was quoted. Get a dated quote from a seller before you rely on "
                   "the totals.")
                        .arg(p.label));
            continue;
        }
        if (QuoteAge::isOld(p.item->quoteDate, referenceDate)) {
            add(AdviceKind::OutdatedOrExampleQuote,
                tr("The price of %1 comes from a quote dated %2, more than 12 months before "
                   "%3: hardware and rental prices move quickly, so ask for a current quote "
                   "before you decide.")
                        .arg(p.label, p.item->quoteDate, referenceDate.toString(Qt::ISODate)));
        }
    }

    // Offers away from the team, and export-controlled hardware in Hong Kong, Macau or China.
    struct Placed
    {
        const Region *region;
        QString label;
    };
    QList<Placed> places;
    if (coloOffer)
        places.append({ catalog.region(coloOffer->region),
                        tr("the colocation offer %1").arg(coloOffer->displayName()) });
    if (rental)
        places.append({ catalog.region(rental->region),
                        tr("the rental offer %1").arg(rental->displayName()) });
    const Region *team
            = scenario.teamRegion.isEmpty() ? nullptr : catalog.region(scenario.teamRegion);
    for (const Placed &p : places) {
        if (team && p.region && p.region->id != team->id) {
            add(AdviceKind::OfferOutsideTeamRegion,
                tr("The team works from %1, but %2 is in %3: users near the team see higher "
                   "latency, and data kept in %3 falls under that region's data-residency and "
                   "privacy rules. Check both before you sign.")
                        .arg(RegionName::displayName(*team), p.label,
                             RegionName::displayName(*p.region)));
        }
    }
    if (accelerator->exportControlled) {
        QStringList regionsSaid;
        for (const Placed &p : places) {
            if (!p.region || !inChinaForExportRules(*p.region)
                || regionsSaid.contains(p.region->id))
                continue;
            regionsSaid.append(p.region->id);
            add(AdviceKind::ExportControlledInHongKongMacauOrChina,
                tr("%1 is export-controlled: using it in %2 needs a US export licence (the US "
                   "Export Administration Regulations treat Hong Kong and Macau like mainland "
                   "China). Make sure the seller or provider holds one, or the hardware may not "
                   "be delivered or may have to be withdrawn.")
                        .arg(card, RegionName::displayName(*p.region)));
        }
    }

    if (accelerator->acceleratorClass == AcceleratorClass::ConsumerGpu) {
        add(AdviceKind::ConsumerCardInDatacenter,
            tr("%1 is a consumer card: the GeForce driver licence excludes deployment in a "
               "datacenter (other vendors' consumer drivers carry similar terms), so running "
               "it in colocation or renting it from a cloud provider breaks that licence. Keep "
               "consumer cards for a proof of concept on your own premises, or choose a "
               "datacenter card.")
                    .arg(card));
    }

    // A fully populated platform with more than a quarter of its accelerators idle, at the
    // largest month: colo needs its largest replicas × t, hybrid the C × t its servers hold.
    if (planned && platform && platform->fullyPopulated) {
        const long long installed = fleet.largest.ownedAccelerators;
        const long long replicas
                = option.mode == OptionMode::Hybrid ? fleet.ownedReplicas : fleet.largest.replicas;
        const long long needed = std::min(installed, replicas * sizing.tp);
        if ((installed - needed) * 4 > installed) {
            add(AdviceKind::IdleAcceleratorsInFullServer,
                tr("The server %1 is sold with all %2 slots filled: at its largest the fleet "
                   "installs %3 "
                   "accelerators but the replicas need only %4, so %5 sit idle while they are "
                   "paid for, powered and maintained. A platform with fewer slots, or a plan "
                   "that uses every card, costs less.")
                        .arg(platform->displayName())
                        .arg(platform->slots)
                        .arg(installed)
                        .arg(needed)
                        .arg(installed - needed));
        }
    }

    // Hybrid: the owned base leaves demand to rent in more than half of the months.
    if (planned && option.mode == OptionMode::Hybrid) {
        const auto rentedMonths
                = std::count_if(fleet.months.cbegin() + 1, fleet.months.cend(),
                                [](const FleetMonth &month) { return month.rentedServers > 0; });
        if (rentedMonths * 2 > horizon) {
            add(AdviceKind::HybridRentsMostOfHorizon,
                tr("Servers are rented on top of the %n owned server(s) in %1 of the %2 "
                   "months: the owned base is too small for most of the horizon. Consider "
                   "owning more servers, and compare the totals.",
                   nullptr, option.ownedServers)
                        .arg(rentedMonths)
                        .arg(horizon));
        }
    }
    return advice;
}

void Advisor::addBreakEvenAdvice(Result &result)
{
    for (const BreakEven &b : std::as_const(result.breakEvens)) {
        if (!b.month || b.cashMonth || b.coloOption < 0 || b.rentOption < 0
            || b.coloOption >= result.options.size() || b.rentOption >= result.options.size())
            continue;
        OptionResult &owned = result.options[b.coloOption];
        // The residual component is the credit, negative (DESIGN 3.3).
        const Decimal resale = -owned.componentTotal(Component::Residual);
        owned.advice.append(
                { AdviceKind::BreakEvenOnlyThroughResidual,
                  tr("Against %1, this option breaks even in month %2 only through the %3 "
                     "resale value of the hardware in month %4: without selling the hardware "
                     "it does not pay back within the %4-month horizon.")
                          .arg(result.options.at(b.rentOption).name)
                          .arg(*b.month)
                          .arg(MoneyFormat::money(resale, result.currency))
                          .arg(result.horizonMonths) });
    }
}

} // namespace infertco
