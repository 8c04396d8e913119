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
        return tr("The engineering days to move to a card of another kind, at the engineer "
                  "day rate, in month 0.");
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
        return tr("Full-time equivalents × the region's yearly staff cost ÷ 12: per server, "
                  "with a minimum for owned and for rented servers.");
    case Component::Maintenance:
        return tr("The yearly maintenance rate ÷ 12 × the value of the hardware bought so "
                  "far.");
    case Component::Requantization:
        return tr("The engineering days to requantize each model update on a quantized "
                  "precision, at the engineer day rate, in the month the update falls.");
    case Component::Residual:
        return tr("A credit in the last month: what the owned hardware is worth at the end "
                  "(the residual fraction or the residual curve), shown as a negative amount.");
    }
    return {};
}

QString MethodNotes::rounding()
{
    return tr("Every amount is computed exactly in its own currency, converted at the "
              "scenario's exchange rates and rounded to the cent once per month and "
              "component; every total is the sum of those rounded months, so every column adds "
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

} // namespace infertco
