// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundledelta.h"

namespace infertco {

namespace {

// A field added to a model struct must be compared here too, or an edit of it would be
// lost: these sizes (of the 64-bit builds) change with the field and stop the build.
static_assert(sizeof(void *) != 8 || sizeof(CatalogItem) == 120, "compare the new field below");
static_assert(sizeof(void *) != 8 || sizeof(Accelerator) == 392, "compare the new field below");
static_assert(sizeof(void *) != 8 || sizeof(ServerPlatform) == 240, "compare the new field below");
static_assert(sizeof(void *) != 8 || sizeof(RentalOffer) == 344, "compare the new field below");
static_assert(sizeof(void *) != 8 || sizeof(ColoOffer) == 384, "compare the new field below");
static_assert(sizeof(void *) != 8 || sizeof(Region) == 216, "compare the new field below");
static_assert(sizeof(void *) != 8 || sizeof(Scenario) == 560, "compare the new field below");
static_assert(sizeof(void *) != 8 || sizeof(Workload) == 136, "compare the new field below");
static_assert(sizeof(void *) != 8 || sizeof(StaffAssumptions) == 96, "compare the new field below");
static_assert(sizeof(void *) != 8 || sizeof(OwnedAssumptions) == 96, "compare the new field below");
static_assert(sizeof(void *) != 8 || sizeof(ScenarioOption) == 104, "compare the new field below");
static_assert(sizeof(void *) != 8 || sizeof(TensorThroughput) == 32, "compare the new field below");

bool sameIdentity(const CatalogItem &a, const CatalogItem &b)
{
    return a.id == b.id && a.name == b.name && a.notes == b.notes && a.source == b.source
            && a.quoteDate == b.quoteDate;
}

// Bit for bit, as the document stores them: a value changed to the same number stays put.
bool sameReal(double a, double b)
{
    return a == b || (a != a && b != b);
}

bool sameOption(const ScenarioOption &a, const ScenarioOption &b)
{
    return a.name == b.name && a.mode == b.mode && a.accelerator == b.accelerator
            && a.platform == b.platform && a.offer == b.offer;
}

bool sameWorkload(const Workload &a, const Workload &b)
{
    return sameReal(a.paramsB, b.paramsB) && a.precision == b.precision
            && sameReal(a.kvBytes, b.kvBytes) && a.layers == b.layers && a.kvHeads == b.kvHeads
            && a.headDim == b.headDim && a.promptTokens == b.promptTokens
            && a.outputTokens == b.outputTokens && a.peakOutputTokensPerS == b.peakOutputTokensPerS
            && sameReal(a.tpotMs, b.tpotMs) && a.utilization == b.utilization
            && a.modelUpdatesPerYear == b.modelUpdatesPerYear && a.maxBatch == b.maxBatch
            && a.dynamicShapes == b.dynamicShapes && a.requiresIsolation == b.requiresIsolation;
}

} // namespace

// Decimals compare by value (1.5 and 1.50 are one number), texts and the rest exactly.

bool sameItem(const Accelerator &a, const Accelerator &b)
{
    return sameIdentity(a, b) && a.acceleratorClass == b.acceleratorClass && a.vendor == b.vendor
            && sameReal(a.memoryGb, b.memoryGb) && sameReal(a.bandwidthGbs, b.bandwidthGbs)
            && sameReal(a.tflops.fp16, b.tflops.fp16) && sameReal(a.tflops.fp8, b.tflops.fp8)
            && sameReal(a.tflops.int8, b.tflops.int8) && sameReal(a.tflops.int4, b.tflops.int4)
            && a.tdpW == b.tdpW && a.idleW == b.idleW && a.price == b.price
            && a.currency == b.currency && sameReal(a.bwEfficiency, b.bwEfficiency)
            && sameReal(a.computeEfficiency, b.computeEfficiency)
            && sameReal(a.tpEfficiency, b.tpEfficiency)
            && sameReal(a.dynamicShapeEfficiency, b.dynamicShapeEfficiency) && a.maxTp == b.maxTp
            && a.supportsPartitioning == b.supportsPartitioning
            && a.requiresQuantization == b.requiresQuantization
            && a.migrationDays == b.migrationDays && a.requantDays == b.requantDays;
}

bool sameItem(const ServerPlatform &a, const ServerPlatform &b)
{
    return sameIdentity(a, b) && a.slots == b.slots && a.accepts == b.accepts
            && a.rackUnits == b.rackUnits && a.baseW == b.baseW && a.price == b.price
            && a.currency == b.currency;
}

bool sameItem(const RentalOffer &a, const RentalOffer &b)
{
    return sameIdentity(a, b) && a.provider == b.provider && a.region == b.region
            && a.accelerator == b.accelerator && a.acceleratorsPerServer == b.acceleratorsPerServer
            && a.monthlyPrice == b.monthlyPrice && a.hourlyPrice == b.hourlyPrice
            && a.currency == b.currency && a.setupFeePerServer == b.setupFeePerServer
            && a.networkPerMonth == b.networkPerMonth && a.minTermMonths == b.minTermMonths;
}

bool sameItem(const ColoOffer &a, const ColoOffer &b)
{
    return sameIdentity(a, b) && a.provider == b.provider && a.region == b.region
            && a.rackFeePerMonth == b.rackFeePerMonth && a.uFeePerMonth == b.uFeePerMonth
            && a.usableU == b.usableU && a.rackPowerKw == b.rackPowerKw
            && a.powerBilling == b.powerBilling && a.powerPricePerKwMonth == b.powerPricePerKwMonth
            && a.pue == b.pue && a.setupFeePerRack == b.setupFeePerRack
            && a.networkPerMonth == b.networkPerMonth && a.currency == b.currency;
}

bool sameItem(const Region &a, const Region &b)
{
    return sameIdentity(a, b) && a.currency == b.currency
            && a.electricityPricePerKwh == b.electricityPricePerKwh && a.pue == b.pue
            && a.staffCostPerFteYear == b.staffCostPerFteYear;
}

bool sameItem(const Scenario &a, const Scenario &b)
{
    if (!(a.id == b.id && a.name == b.name && a.notes == b.notes && a.currency == b.currency
          && a.fx == b.fx && a.horizonMonths == b.horizonMonths
          && a.discountRateYear == b.discountRateYear && a.headroom == b.headroom
          && a.engineerDayRate == b.engineerDayRate && a.engineerCurrency == b.engineerCurrency
          && a.staff.ftePerServerOwned == b.staff.ftePerServerOwned
          && a.staff.ftePerServerRented == b.staff.ftePerServerRented
          && a.staff.minFteOwned == b.staff.minFteOwned
          && a.staff.minFteRented == b.staff.minFteRented
          && a.owned.spareFraction == b.owned.spareFraction
          && a.owned.purchaseOverheadFraction == b.owned.purchaseOverheadFraction
          && a.owned.maintenanceRateYear == b.owned.maintenanceRateYear
          && a.owned.residualFraction == b.owned.residualFraction
          && sameWorkload(a.workload, b.workload) && a.options.size() == b.options.size()))
        return false;
    for (qsizetype i = 0; i < a.options.size(); ++i) {
        if (!sameOption(a.options.at(i), b.options.at(i)))
            return false;
    }
    return true;
}

BundleDelta BundleDelta::between(const Bundle &before, const Bundle &after)
{
    BundleDelta delta;
    delta.accelerators = ListDelta<Accelerator>::between(before.catalog.accelerators,
                                                         after.catalog.accelerators);
    delta.platforms
            = ListDelta<ServerPlatform>::between(before.catalog.platforms, after.catalog.platforms);
    delta.rentalOffers = ListDelta<RentalOffer>::between(before.catalog.rentalOffers,
                                                         after.catalog.rentalOffers);
    delta.coloOffers
            = ListDelta<ColoOffer>::between(before.catalog.coloOffers, after.catalog.coloOffers);
    delta.regions = ListDelta<Region>::between(before.catalog.regions, after.catalog.regions);
    delta.scenarios = ListDelta<Scenario>::between(before.scenarios, after.scenarios);
    return delta;
}

bool BundleDelta::isEmpty() const
{
    return accelerators.isEmpty() && platforms.isEmpty() && rentalOffers.isEmpty()
            && coloOffers.isEmpty() && regions.isEmpty() && scenarios.isEmpty();
}

qsizetype BundleDelta::itemCount() const
{
    const auto count = [](const auto &list) { return list.removed.size() + list.inserted.size(); };
    return count(accelerators) + count(platforms) + count(rentalOffers) + count(coloOffers)
            + count(regions) + count(scenarios);
}

void BundleDelta::apply(Bundle &bundle) const
{
    accelerators.apply(bundle.catalog.accelerators);
    platforms.apply(bundle.catalog.platforms);
    rentalOffers.apply(bundle.catalog.rentalOffers);
    coloOffers.apply(bundle.catalog.coloOffers);
    regions.apply(bundle.catalog.regions);
    scenarios.apply(bundle.scenarios);
}

void BundleDelta::revert(Bundle &bundle) const
{
    accelerators.revert(bundle.catalog.accelerators);
    platforms.revert(bundle.catalog.platforms);
    rentalOffers.revert(bundle.catalog.rentalOffers);
    coloOffers.revert(bundle.catalog.coloOffers);
    regions.revert(bundle.catalog.regions);
    scenarios.revert(bundle.scenarios);
}

} // namespace infertco
