// SPDX-License-Identifier: GPL-3.0-or-later
#include "newitems.h"

namespace infertco {

namespace {

Decimal decimal(const char *text)
{
    return *Decimal::parse(QString::fromLatin1(text));
}

} // namespace

Scenario NewItems::starterScenario()
{
    Scenario s;
    s.discountRateYear = decimal("0.08");
    s.engineerDayRate = decimal("1200");
    s.staff = { decimal("0.05"), decimal("0.02"), decimal("0.25"), decimal("0.1") };
    s.owned = { decimal("0.05"), decimal("0.03"), decimal("0.05"), decimal("0.4") };
    Workload &w = s.workload;
    w.paramsB = 8.03;
    w.layers = 32;
    w.kvHeads = 8;
    w.headDim = 128;
    w.promptTokens = 1000;
    w.outputTokens = 300;
    w.peakOutputTokensPerS = Decimal(500);
    w.tpotMs = 50;
    w.utilization = decimal("0.5");
    w.modelUpdatesPerYear = Decimal(2);
    return s;
}

RentalOffer NewItems::rentalOffer(const Catalog &catalog, const QString &id)
{
    RentalOffer offer;
    offer.id = id;
    if (!catalog.regions.isEmpty()) {
        offer.region = catalog.regions.constFirst().id;
        offer.currency = catalog.regions.constFirst().currency;
    }
    if (!catalog.accelerators.isEmpty())
        offer.accelerator = catalog.accelerators.constFirst().id;
    offer.acceleratorsPerServer = 1;
    offer.monthlyPrice = Decimal();
    return offer;
}

ScenarioOption NewItems::option(const Catalog &catalog, const Scenario &scenario)
{
    ScenarioOption option;
    if (!scenario.options.isEmpty()) {
        option = scenario.options.constLast();
    } else if (!catalog.rentalOffers.isEmpty()) {
        option.mode = OptionMode::Rent;
        option.accelerator = catalog.rentalOffers.constFirst().accelerator;
        option.offer = catalog.rentalOffers.constFirst().id;
    }
    return option;
}

} // namespace infertco
