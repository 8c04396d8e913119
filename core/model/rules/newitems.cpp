// SPDX-License-Identifier: GPL-3.0-or-later
#include "newitems.h"

#include "catalogitems.h"
#include "model/entities/taxdefaults.h"

#include <algorithm>

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

Scenario NewItems::scenario(const QList<Scenario> &scenarios, const QString &name,
                            const QString &starterNotes)
{
    Scenario scenario = scenarios.isEmpty() ? starterScenario() : scenarios.constLast();
    scenario.id = CatalogItems::uniqueId(scenarios, QStringLiteral("scenario"));
    scenario.name = name;
    scenario.notes = scenarios.isEmpty() ? starterNotes : QString();
    // docs/method.md, "After tax, loans and leases": a new scenario without a tax takes its
    // team region's sourced default; a tax it copied stays as it is.
    if (!scenario.tax.given()) {
        if (const std::optional<TaxAssumptions> tax = TaxDefaults::forRegion(scenario.teamRegion))
            scenario.tax = *tax;
    }
    return scenario;
}

Scenario NewItems::scenarioCopy(const QList<Scenario> &scenarios, int row, const QString &copyName)
{
    Scenario copy = scenarios.at(row);
    copy.name = copyName.arg(copy.name.isEmpty() ? copy.id : copy.name);
    copy.id = CatalogItems::uniqueId(scenarios, copy.id + QStringLiteral("-copy"));
    return copy;
}

namespace {

bool nameTaken(const Scenario &scenario, const QString &name)
{
    return std::any_of(scenario.options.cbegin(), scenario.options.cend(),
                       [&name](const ScenarioOption &o) { return o.name == name; });
}

} // namespace

QString NewItems::optionName(const Scenario &scenario, const QString &pattern)
{
    int n = static_cast<int>(scenario.options.size()) + 1;
    while (nameTaken(scenario, pattern.arg(n)))
        ++n;
    return pattern.arg(n);
}

ScenarioOption NewItems::optionCopy(const Scenario &scenario, int row, const QString &copyName)
{
    ScenarioOption copy = scenario.options.at(row);
    const QString base = copyName.arg(copy.name);
    copy.name = base;
    for (int n = 2; nameTaken(scenario, copy.name); ++n)
        copy.name = QStringLiteral("%1 %2").arg(base, QString::number(n));
    return copy;
}

std::optional<DemandStep> NewItems::demandStep(const Scenario &scenario, QString *error)
{
    // A demand growth per year and demand steps exclude each other (the Validator refuses both).
    if (scenario.workload.demandGrowthYear) {
        *error = tr("The scenario has a demand growth per year; empty it to give the demand "
                    "in steps instead.");
        return std::nullopt;
    }
    const QList<DemandStep> &steps = scenario.workload.demand;
    DemandStep step;
    if (steps.isEmpty()) {
        step.peakOutputTokensPerS = scenario.workload.peakOutputTokensPerS;
        return step;
    }
    step.fromMonth = steps.constLast().fromMonth + 1;
    step.peakOutputTokensPerS = steps.constLast().peakOutputTokensPerS;
    if (step.fromMonth > scenario.horizonMonths) {
        *error = tr("The last step starts in the horizon's last month; there is no month left "
                    "for another.");
        return std::nullopt;
    }
    return step;
}

} // namespace infertco
