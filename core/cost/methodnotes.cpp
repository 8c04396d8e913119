// SPDX-License-Identifier: GPL-3.0-or-later
#include "methodnotes.h"

namespace infertco {

QString MethodNotes::component(Component component)
{
    switch (component) {
    case Component::Purchase:
        return tr("Cards, spares and servers bought, with the purchase overhead (freight, "
                  "import, installation), counted in the month before they are first used; a "
                  "fleet that grows buys each tranche at that year's prices.");
    case Component::Setup:
        return tr("One-off fees when servers are rented or racks are taken: the rental offer's "
                  "setup fee per server and the colocation offer's setup fee per rack, counted "
                  "in the month before.");
    case Component::Migration:
        return tr("The accelerator's migration days (the engineering days to bring the "
                  "serving stack onto this card) × the engineer day rate, in month 0.");
    case Component::Rental:
        return tr("Rented servers each month at the offer's monthly price (or its hourly price "
                  "× 730 hours), which includes their power.");
    case Component::Power:
        return tr("Owned servers only: the energy drawn at the average load (servers' base "
                  "power, idle cards, and the busy share of the cards' full power) × 730 hours × "
                  "the electricity price; or the rack's power at a price per kW; or nothing "
                  "when power is included in the rack fee.");
    case Component::Cooling:
        return tr("Metered power only: the same energy × (PUE − 1) × the electricity price.");
    case Component::RackSpace:
        return tr("Racks × the rack fee, plus servers' rack units × the fee per unit, each "
                  "month.");
    case Component::Network:
        return tr("The offers' network fee each month: per offer, not per server (a hybrid "
                  "pays both offers', the rental one only in months with rented servers).");
    case Component::Staff:
        return tr("Full-time equivalents × the yearly staff cost ÷ 12: per server, with a "
                  "minimum for owned and for rented servers. The staff cost is the team "
                  "region's when the scenario sets one, otherwise that of the option's own "
                  "region (the rental offer's for rent, the colocation offer's for colo and "
                  "hybrid).");
    case Component::Maintenance:
        return tr("The yearly maintenance rate ÷ 12 × the value of every tranche bought "
                  "before the month (its hardware, without the purchase overhead).");
    case Component::Requantization:
        return tr("The engineering days to requantize each model update, at the engineer day "
                  "rate, in the month the update falls: only on a quantized precision (fp8, "
                  "int8, int4) or a card that requires quantization.");
    case Component::Residual:
        return tr("A credit in the last month: what each tranche of owned hardware is still "
                  "worth at the end, by its age (the residual fraction or the residual curve), "
                  "shown as a negative amount.");
    }
    return {};
}

QString MethodNotes::rounding()
{
    return tr("Every amount is computed exactly in its own currency, converted at the "
              "scenario's exchange rates and rounded half to even to the cent once per month "
              "and component; every total is the sum of those rounded months, so every column adds "
              "up to its total.");
}

QString MethodNotes::npv()
{
    return tr("Net present value: each month's total is discounted at the yearly discount "
              "rate r, as total × (1 + r)^(−m/12) for month m (month 0 undiscounted), rounded "
              "to the cent, and the rounded months are summed.");
}

QString MethodNotes::breakEven()
{
    return tr("Break-even compares each colocation or hybrid option with each rental option on "
              "the same card: the month from which the owned option's cumulative cost stays at "
              "or below the rental's through the end of the horizon. The cash break-even is "
              "the same month counted without the residual credit, i.e. without selling the "
              "hardware at the end; when only the first exists, the option pays back only "
              "through its resale value.");
}

QString MethodNotes::costPerMillionTokens()
{
    return tr("Cost per million tokens: the total over the horizon ÷ the output tokens served, "
              "counted as each month's peak × the average load × 3,600 seconds × 730 hours, in "
              "millions; rounded to four decimal places.");
}

QList<MethodNote> MethodNotes::finance()
{
    return {
        { tr("Loans"),
          tr("A loan repays each purchase, less its down payment, in equal monthly payments "
             "from the month after it (an annuity at the yearly rate ÷ 12). Each month's "
             "interest is the balance × the yearly rate ÷ 12, rounded to the cent; the rest of "
             "the payment repays the balance, and the last payment repays what is left. A loan "
             "still owed at the end of the horizon is repaid in its last month. The down "
             "payment counts as the purchase; the hardware is owned, so its residual value and "
             "its tax write-off stay. A loan at the discount rate is not NPV-neutral: the loan "
             "compounds monthly at the yearly rate ÷ 12, the discount rate is an effective "
             "yearly rate.") },
        { tr("Leases"),
          tr("A lease pays for each purchase in equal monthly payments in advance, from the "
             "month of the purchase for its term, which must reach the end of the horizon; the "
             "payments due after the horizon are counted in its last month (the contract is "
             "owed). Nothing is bought and the hardware goes back at the end: no purchase, no "
             "residual value, no write-off. Maintenance, power and the other running costs are "
             "as for cash.") },
        { tr("Profits tax"),
          tr("With a tax rate, each month's tax is the rate × (taxable receipts − deductions), "
             "rounded to the cent and paid the given number of months later (in the last month "
             "at the latest). Deducted as paid: setup, migration, rental, power, cooling, rack "
             "space, network, staff, maintenance, requantization, loan interest and lease "
             "payments. Hardware bought in cash or with a loan is written off in full in the "
             "month it is bought (immediate, as Hong Kong's s.16G allows) or in equal monthly "
             "parts over the given years (straight line); leased hardware is not. Its sale at "
             "the end (the residual value) is taxed up to what was written off, and what the "
             "straight line has not yet written off is deducted then. The total, NPV, cost per "
             "million tokens and break-even are before tax; the after-tax total and NPV add "
             "each month's tax.") },
        { tr("Tax defaults"),
          tr("A new scenario without a tax of its own takes its team region's default, a "
             "researched figure with its source: Hong Kong 16.5 %, written off at once (s.16G); "
             "mainland China 25 %, written off at once for equipment of at most CNY 5 million a "
             "unit bought from 2024 to 2027 (above it, straight line over at least 3 years); "
             "Singapore 17 %, written off at once (s.19A); the United States 21 % federal, "
             "written off at once (100 % bonus depreciation after 2025-01-19). A scenario that "
             "exists is never changed.") },
        { tr("Finance in the results"),
          tr("The table lists the loan and lease lines above the total they are part of, and "
             "each after-tax figure below its pre-tax twin. Each bar of the component chart "
             "adds up to the total, with a tax to the total after tax. The cumulative chart "
             "and the break-even are before tax, on the financed cash flows.") },
        { tr("Limits of the tax model"),
          tr("A negative tax is a saving: it assumes the company has other profits to set it "
             "against. Hong Kong has no group relief and no carry-back of losses, so a company "
             "without other profits would carry the loss forward instead. The 16.5 % default "
             "ignores the 8.25 % rate on the first HK$2 million of profits. Hire purchase "
             "gets depreciation allowances instead of s.16G and is not modelled: enter it as a "
             "loan.") },
    };
}

QList<MethodNote> MethodNotes::all(bool withFinance)
{
    QList<MethodNote> notes{ { tr("Money"), rounding() } };
    for (const Component c : AllComponents)
        notes.append({ ComponentNames::displayName(c), component(c) });
    notes.append({ tr("Net present value"), npv() });
    notes.append({ tr("Break-even"), breakEven() });
    notes.append({ tr("Cost per million tokens"), costPerMillionTokens() });
    if (withFinance)
        notes.append(finance());
    return notes;
}

QList<MethodSection> MethodNotes::page()
{
    QList<MethodSection> page;

    // docs/method.md, "Numbers".
    page.append({ tr("Numbers"),
                  { { tr("Money"), rounding() },
                    { tr("Exchange rates"),
                      tr("An exchange rate is what one unit of a currency is worth in the "
                         "reporting currency. An option that needs a currency the scenario "
                         "has no rate for is refused, naming the currency and the item.") },
                    { tr("Months"),
                      tr("A month has 730 hours. Month 0 holds the one-off costs of the fleet "
                         "that starts in month 1; months 1 to the horizon hold the running "
                         "costs and the later purchases.") },
                    { tr("Yearly factors"),
                      tr("A price with a yearly change c is multiplied by (1 + c) to the power "
                         "of the whole years passed, kept to 34 significant digits: far below "
                         "a cent on any realistic price.") },
                    { tr("Counts"),
                      tr("Replicas, servers, accelerators and racks are whole numbers. An "
                         "option that would need more than 10^9 of any of them in some month "
                         "is infeasible, with the month and the count in its reason.") } } });

    // docs/method.md, "Demand".
    page.append({ tr("Demand"),
                  { { tr("Peak of each month"),
                      tr("Each month's peak output tokens per second is the workload's peak; "
                         "with a yearly demand growth, that peak grown once every 12 months; "
                         "with demand steps, the peak of the last step that has begun. The "
                         "replica is sized for the largest month's peak.") } } });

    // docs/method.md, "Fleet".
    page.append({ tr("Fleet"),
                  { { tr("Rent"),
                      tr("Each month needs enough replicas for its peak, and the servers that hold "
                         "them. A rental cannot shrink before its minimum term ends: the servers "
                         "rented are the largest need of the last minimum-term months, and every "
                         "card of a rented server is paid for.") },
                    { tr("Colo"),
                      tr("Owned hardware is never sold during the horizon, so the owned fleet only "
                         "grows: it holds the most replicas any month so far has needed, with its "
                         "servers, spares and racks.") },
                    { tr("Hybrid"),
                      tr("The owned servers are bought for month 1 and hold as many replicas as "
                         "fit; what they cannot carry is rented from the option's rental offer, "
                         "under the rental's minimum term.") },
                    { tr("Load"),
                      tr("The cards that carry load are the replicas' cards (for a hybrid, those "
                         "of the replicas its owned part holds); the owned part carries load "
                         "first.") } } });

    // docs/method.md, "Purchase tranches".
    page.append({ tr("Purchase tranches"),
                  { { tr("Tranches"),
                      tr("The growth of the owned fleet from one month to the next (servers, "
                         "cards and spares) is one tranche, bought in the month before at "
                         "that year's prices.") } } });

    // docs/method.md, "Prices over time".
    page.append({ tr("Prices over time"),
                  { { tr("Yearly price changes"),
                      tr("A running price with a yearly change is raised by it once every 12 "
                         "months: rental prices and the rental network fee by the rental offer's "
                         "change, rack fees, the per-kW power price and the colocation network "
                         "fee by the colocation offer's, electricity by its region's, and the "
                         "staff cost by the change of the region whose staff cost applies. "
                         "Purchases use the card's and the platform's yearly change, setup fees "
                         "and the engineer day rate do not change.") } } });

    // docs/method.md, "The ledger": the twelve components, then what several of them share.
    MethodSection ledger{ tr("The ledger"), {} };
    for (const Component c : AllComponents)
        ledger.notes.append({ ComponentNames::displayName(c), component(c) });
    ledger.notes.append(
            { tr("Energy"),
              tr("The owned hardware's energy each month: the servers' base power, the idle "
                 "power of every installed card, and for the cards that carry load the rest up "
                 "to their full power × the average utilization, over 730 hours; spares draw "
                 "nothing.") });
    ledger.notes.append(
            { tr("Staff and electricity by region"),
              tr("Staff: the team region's staff cost when the scenario sets one, otherwise "
                 "the option's own region's. Electricity is always that of the colocation "
                 "offer's region.") });
    ledger.notes.append(
            { tr("Model updates"),
              tr("The model updates of a year fall evenly: update k in month ceil(12k ÷ "
                 "updates per year), within the horizon.") });
    page.append(ledger);

    // docs/method.md, "Residual".
    page.append({ tr("Residual"),
                  { { tr("Residual value"),
                      tr("Each tranche keeps a share of its value (without the purchase overhead) "
                         "by its age at the end: a straight line from 1 when new to the residual "
                         "fraction at the age of the horizon (so the month-0 purchase keeps "
                         "exactly the residual fraction and a later tranche keeps more), or the "
                         "residual curve's share after each year, in straight lines between "
                         "them. The sum is credited in the last month.") } } });

    // docs/method.md, "Summary figures".
    page.append({ tr("Summary figures"),
                  { { tr("Total"), tr("The sum of every component over months 0 to the horizon.") },
                    { tr("Net present value (NPV)"), npv() },
                    { tr("Cost per million tokens"), costPerMillionTokens() },
                    { tr("Break-even"), breakEven() },
                    { tr("Infeasible options"),
                      tr("An option that cannot be served (no tensor-parallel size fits, no batch "
                         "meets the latency targets, the platform refuses the card, a count above "
                         "10^9) carries its reason and no costs; it never stops the other "
                         "options.") } } });

    // docs/method.md, "Advice".
    page.append({ tr("Advice"),
                  { { tr("Warnings"),
                      tr("Every option carries the warnings a buyer should read: tight memory, a "
                         "precision fallback, frequent updates or dynamic shapes on specialised "
                         "hardware, isolation not supported, consumer cards in tensor parallel or "
                         "in a datacenter, a replica that spans servers, a minimum term longer "
                         "than the horizon or committed past it, a break-even only through the "
                         "residual, an empty figure counted as zero, an old, unverifiable or "
                         "example quote, an offer outside the team's region, export control, "
                         "idle cards in a full server and a hybrid that rents most of the "
                         "horizon. When the latency is simulated, the advice also says whether "
                         "average sizing misses a P99 target (and what P99 sizing would add), "
                         "whether the peak load is above 85 % of the SLO capacity, and whether "
                         "decoding and prefill are memory- or compute-bound.") } } });

    // docs/method.md, "Plan search".
    page.append({ tr("Plan search"),
                  { { tr("Find the cheapest plans"),
                      tr("The plan search computes every option the catalog allows for the "
                         "workload: rent on every rental offer; colo on every card, platform that "
                         "accepts it and colocation offer; hybrid on every platform, colocation "
                         "offer and rental offer with the best number of owned servers. Each is "
                         "computed exactly as an option of the scenario and ranked by total, then "
                         "NPV. A candidate that cannot be computed is left out and counted under "
                         "its reason; a replica is never spread over several servers.") } } });

    // docs/method.md, "Incomplete options".
    page.append({ tr("Incomplete options"),
                  { { tr("Unknown figures"),
                      tr("A figure the catalog leaves empty is not a zero. An option whose cost "
                         "reads an empty rack fee, per-kW power price, server base power or card "
                         "idle power is computed with it as 0 and is incomplete: its total is "
                         "shown as \"at least\" and names what is unknown, and it is ranked after "
                         "every complete option and never named the cheapest.") } } });

    // docs/method.md, "After tax, loans and leases".
    page.append({ tr("After tax, loans and leases"), finance() });

    // docs/method.md, "Published price ranges".
    page.append({ tr("Published price ranges"),
                  { { tr("Card prices in the risk view"),
                      tr("The risk view moves every bought card's price by one multiplier, by "
                         "default 20% either way around the quoted figures (an assumption). "
                         "Where the published prices of a catalog card conflict, the catalog "
                         "row keeps one dated price and the range is given with its sources; "
                         "when the pair compared buys exactly that one card, the card-price "
                         "driver takes the published range instead (widened to hold a quote "
                         "outside it) and names both sources. Today one card has such a range: "
                         "the H200 SXM, US$28,000 to US$35,928.75. No cost result reads a "
                         "range.") } } });

    // docs/serving.md, "Sizing".
    page.append({ tr("Sizing"),
                  { { tr("Replica"),
                      tr("A replica is one copy of the model on t cards (tensor parallel, t = 1, "
                         "2, 4 or 8 up to the card's limit). A size fits when one sequence's "
                         "weights and KV cache fit in the usable memory and its prompt is "
                         "processed within the time-to-first-token target.") },
                    { tr("Batch and throughput"),
                      tr("For each size, the batch is the largest one that fits in memory, stays "
                         "within the maximum batch and meets the time-per-output-token target; "
                         "the replica's throughput is that batch ÷ its time per token.") },
                    { tr("Replicas and servers"),
                      tr("Replicas = the largest monthly peak ÷ the replica's throughput, rounded "
                         "up; servers hold as many replicas as their cards allow. Among the sizes, "
                         "the one with the fewest servers wins, then the fewest cards, then the "
                         "smaller t.") } } });

    // docs/serving.md, "The serving simulation".
    page.append({ tr("The serving simulation"),
                  { { tr("Simulation"),
                      tr("One replica is followed through time under continuous batching: "
                         "requests arrive (Poisson, bursty, or from a request log) with a fixed "
                         "seed, join the batch while the KV cache has room, and each iteration "
                         "takes the longer of its memory and compute time plus the overheads. "
                         "The first tenth of the requests warms the replica up; the P50, P90 and "
                         "P99 of the time to first token, time per output token and end-to-end "
                         "time come from the rest.") },
                    { tr("SLO capacity"),
                      tr("The largest request rate at which the P99 time to first token and the "
                         "P99 time per output token still meet the workload's targets, found by "
                         "halving.") },
                    { tr("P99 sizing"),
                      tr("With P99 sizing, each size's throughput is its SLO capacity instead of "
                         "the average figure, so the replicas meet the P99 targets at the peak; "
                         "average sizing may miss them, and the advice says by how many "
                         "replicas.") },
                    { tr("Latency at the peak-month load"),
                      tr("Each option is simulated at the load of its busiest month (that "
                         "month's peak shared by its replicas): the P50/P90/P99 latencies, the SLO "
                         "capacity and the peak load's share of it.") },
                    { tr("Roofline"),
                      tr("Per replica: the ridge (compute ÷ bandwidth, in FLOP per byte) and the "
                         "intensity of decoding and of prefill at the chosen batch. A phase at or "
                         "above the ridge is compute-bound, below it memory-bound.") } } });
    return page;
}

} // namespace infertco
