// SPDX-License-Identifier: GPL-3.0-or-later
// The ledger (docs/method.md, "The ledger") on exact Decimal: every component month by month
// against hand-computed figures, one rounding per monthly line item, and tables that add up.
#include "cost/engine.h"
#include "cost/ledger.h"
#include "testdecimal.h"

#include <QTest>

#include <functional>

using namespace infertco;
using infertco::testing::dec;

namespace {

// A case in version-1 terms: one fleet for months 1..H, one offer currency, one network and
// one FTE figure per server; ledgerInputs() turns it into the ledger's monthly inputs.
struct Inputs : LedgerInputs<Decimal>
{
    int servers = 0;
    int accelerators = 0;
    int spares = 0;
    int racks = 0;
    Decimal offerFx = Decimal(1);
    Decimal networkPerMonth;
    Decimal ftePerServer;
};

LedgerInputs<Decimal> ledgerInputs(const Inputs &c)
{
    LedgerInputs<Decimal> in = c;
    in.coloFx = c.offerFx;
    in.rentalFx = c.offerFx;
    in.staffFx = c.regionFx;
    FleetMonth month;
    if (c.mode == OptionMode::Rent) {
        in.rentalNetworkPerMonth = c.networkPerMonth;
        in.ftePerServerRented = c.ftePerServer;
        month.rentedServers = c.servers;
    } else {
        in.coloNetworkPerMonth = c.networkPerMonth;
        in.ftePerServerOwned = c.ftePerServer;
        month.ownedServers = c.servers;
        month.ownedAccelerators = c.accelerators;
        month.loadedAccelerators = c.accelerators;
        month.spares = c.spares;
        month.racks = c.racks;
    }
    in.fleet.assign(static_cast<size_t>(c.horizonMonths) + 1, month);
    in.fleet[0] = FleetMonth();
    return in;
}
using Setup = std::function<void(Inputs &)>;

// Every figure zero and every rate 1, so that a case sets only what it tests.
Inputs baseInputs(OptionMode mode, int horizon = 36)
{
    Inputs in;
    in.mode = mode;
    in.horizonMonths = horizon;
    in.acceleratorFx = Decimal(1);
    in.platformFx = Decimal(1);
    in.offerFx = Decimal(1);
    in.regionFx = Decimal(1);
    in.engineerFx = Decimal(1);
    in.pue = Decimal(1);
    in.utilization = Decimal(1);
    in.updatesPerMonth.assign(static_cast<size_t>(horizon) + 1, 0);
    return in;
}

// docs/method.md, "Numbers": the month totals, the component totals and the total agree to the
// cent.
void verifyAddsUp(const Ledger<Decimal> &ledger)
{
    QCOMPARE(ledger.monthTotals.size(), ledger.months.size());
    Decimal total;
    std::array<Decimal, ComponentCount> byComponent{};
    for (size_t m = 0; m < ledger.months.size(); ++m) {
        Decimal monthSum;
        for (size_t c = 0; c < ComponentCount; ++c) {
            const Decimal &amount = ledger.months[m][c];
            QCOMPARE(amount.rounded(2), amount); // every line item is whole cents
            monthSum += amount;
            byComponent[c] += amount;
        }
        QCOMPARE(ledger.monthTotals[m], monthSum);
        total += monthSum;
    }
    Decimal componentSum;
    for (size_t c = 0; c < ComponentCount; ++c) {
        QCOMPARE(ledger.totals[c], byComponent[c]);
        componentSum += ledger.totals[c];
    }
    QCOMPARE(ledger.total, total);
    QCOMPARE(ledger.total, componentSum);
}

QString at(const Ledger<Decimal> &ledger, int month, Component component)
{
    return ledger.months[static_cast<size_t>(month)][static_cast<size_t>(component)].toString(2);
}

QString totalOf(const Ledger<Decimal> &ledger, Component component)
{
    return ledger.totals[static_cast<size_t>(component)].toString(2);
}

} // namespace

Q_DECLARE_METATYPE(Setup)
Q_DECLARE_METATYPE(infertco::Component)

class TestLedger : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void components_data();
    void components();
    void requantizationEvents_data();
    void requantizationEvents();
    void rentHasNoOwnedComponents();
    void coloHasNoRentalComponents();
    void oneMonthHorizon();
    void pricesMoveOnceAYear();
    void tranchesAtTheirYearsPrices();
    void residualByAge_data();
    void residualByAge();
    void rentalSetupEachTimeTheCountRises();
    void hybridPaysBothNetworks();
};

void TestLedger::components_data()
{
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<Component>("component");
    QTest::addColumn<QString>("month0");
    QTest::addColumn<QString>("running"); // each of months 1..H−1
    QTest::addColumn<QString>("monthH");
    QTest::addColumn<QString>("total");

    using C = Component;

    // --- purchase (month 0): (S × platform + (A + P) × card) × (1 + overhead)
    // (1 × 100000 + (8 + 1) × 20000) × 1.03 = 280000 × 1.03 = 288400
    QTest::newRow("purchase: platform, cards and spares with overhead") << Setup([](Inputs &in) {
        in.servers = 1;
        in.platformPrice = Decimal(100000);
        in.accelerators = 8;
        in.spares = 1;
        in.acceleratorPrice = Decimal(20000);
        in.purchaseOverheadFraction = dec("0.03");
    }) << C::Purchase << "288400.00"
                                                                        << "0.00"
                                                                        << "0.00"
                                                                        << "288400.00";
    // 100000.003 HKD + 1 × 1000.0004 USD × 7.8125 = 100000.003 + 7812.503125
    // = 107812.506125 → 107812.51 as ONE line (rounding each part first: 100000.00 +
    // 7812.50 = 107812.50).
    QTest::newRow("purchase: USD card and HKD platform are one line") << Setup([](Inputs &in) {
        in.servers = 1;
        in.platformPrice = dec("100000.003");
        in.accelerators = 1;
        in.acceleratorPrice = dec("1000.0004");
        in.acceleratorFx = dec("7.8125");
    }) << C::Purchase << "107812.51"
                                                                      << "0.00"
                                                                      << "0.00"
                                                                      << "107812.51";
    // 50.15 × 1.1 = 55.165 → half to even → 55.16
    QTest::newRow("purchase: half cent to even, down") << Setup([](Inputs &in) {
        in.servers = 1;
        in.platformPrice = dec("50.15");
        in.purchaseOverheadFraction = dec("0.1");
    }) << C::Purchase << "55.16"
                                                       << "0.00"
                                                       << "0.00"
                                                       << "55.16";
    // 50.25 × 1.1 = 55.275 → half to even → 55.28
    QTest::newRow("purchase: half cent to even, up") << Setup([](Inputs &in) {
        in.servers = 1;
        in.platformPrice = dec("50.25");
        in.purchaseOverheadFraction = dec("0.1");
    }) << C::Purchase << "55.28"
                                                     << "0.00"
                                                     << "0.00"
                                                     << "55.28";

    // --- setup (month 0): colo R × fee per rack; rent S × fee per server, offer currency
    // 3 × 6500.5 = 19501.5
    QTest::newRow("setup: colo, per rack") << Setup([](Inputs &in) {
        in.racks = 3;
        in.servers = 5;
        in.setupFeePerRack = dec("6500.5");
        in.setupFeePerServer = Decimal(999); // a rent figure: not used by colo
    }) << C::Setup << "19501.50"
                                           << "0.00"
                                           << "0.00"
                                           << "19501.50";
    // 4 × 1000 USD × 7.8125 = 31250
    QTest::newRow("setup: rent, per server in USD") << Setup([](Inputs &in) {
        in.mode = OptionMode::Rent;
        in.servers = 4;
        in.setupFeePerServer = Decimal(1000);
        in.offerFx = dec("7.8125");
        in.racks = 2;
        in.setupFeePerRack = Decimal(999); // a colo figure: not used by rent
    }) << C::Setup << "31250.00"
                                                    << "0.00"
                                                    << "0.00"
                                                    << "31250.00";

    // --- migration (month 0, both modes): days × day rate × engineer fx
    // 6 × 520 USD × 7.8125 = 24375
    QTest::newRow("migration: colo, engineer paid in USD") << Setup([](Inputs &in) {
        in.migrationDays = Decimal(6);
        in.engineerDayRate = Decimal(520);
        in.engineerFx = dec("7.8125");
    }) << C::Migration << "24375.00"
                                                           << "0.00"
                                                           << "0.00"
                                                           << "24375.00";
    // 2.5 × 3000.01 = 7500.025 → 7500.02
    QTest::newRow("migration: rent, half cent to even") << Setup([](Inputs &in) {
        in.mode = OptionMode::Rent;
        in.migrationDays = dec("2.5");
        in.engineerDayRate = dec("3000.01");
    }) << C::Migration << "7500.02"
                                                        << "0.00"
                                                        << "0.00"
                                                        << "7500.02";

    // --- rental (rent, months 1..H): S × monthly, or S × hourly × 730
    // 4 × 21000.5 = 84002 a month; × 36 = 3024072
    QTest::newRow("rental: monthly price") << Setup([](Inputs &in) {
        in.mode = OptionMode::Rent;
        in.servers = 4;
        in.rentalPricePerServer = dec("21000.5");
    }) << C::Rental << "0.00"
                                           << "84002.00"
                                           << "84002.00"
                                           << "3024072.00";
    // 2 × 2.5 USD × 730 h × 7.8 = 28470 a month; × 36 = 1024920
    QTest::newRow("rental: hourly price x 730 hours") << Setup([](Inputs &in) {
        in.mode = OptionMode::Rent;
        in.servers = 2;
        in.rentalPricePerServer = dec("2.5");
        in.rentalPriceIsHourly = true;
        in.offerFx = dec("7.8");
    }) << C::Rental << "0.00"
                                                      << "28470.00"
                                                      << "28470.00"
                                                      << "1024920.00";
    // 1 × 0.0005 × 730 = 0.365 → 0.36 (rounded once a month, not each hour); × 36 = 12.96
    QTest::newRow("rental: hourly, rounded once a month") << Setup([](Inputs &in) {
        in.mode = OptionMode::Rent;
        in.servers = 1;
        in.rentalPricePerServer = dec("0.0005");
        in.rentalPriceIsHourly = true;
    }) << C::Rental << "0.00"
                                                          << "0.36"
                                                          << "0.36"
                                                          << "12.96";

    // --- power (colo, months 1..H)
    // kWh = (S × base_w + A × (idle + (tdp − idle) × U)) × 730 / 1000
    // docs/method.md, "The ledger" example: (0 + 1 × (0 + 300 × 1)) × 0.73 = 219 kWh × 0.8 CNY =
    // 175.20; × 36 = 6307.20
    QTest::newRow("power: one 300 W card, 0.8 CNY/kWh, 36 months") << Setup([](Inputs &in) {
        in.servers = 1;
        in.accelerators = 1;
        in.tdpW = Decimal(300);
        in.electricityPricePerKwh = dec("0.8");
    }) << C::Power << "0.00"
                                                                   << "175.20"
                                                                   << "175.20"
                                                                   << "6307.20";
    // Spares sit on the shelf: P = 5 adds nothing to the 175.20.
    QTest::newRow("power: spares draw nothing") << Setup([](Inputs &in) {
        in.servers = 1;
        in.accelerators = 1;
        in.spares = 5;
        in.tdpW = Decimal(300);
        in.electricityPricePerKwh = dec("0.8");
    }) << C::Power << "0.00"
                                                << "175.20"
                                                << "175.20"
                                                << "6307.20";
    // 8 × (100 + (700 − 100) × 0.45) = 8 × 370 = 2960 W; + 2 × 500 = 3960 W;
    // × 0.73 = 2890.8 kWh × 1.2 = 3468.96; × 36 = 124882.56
    QTest::newRow("power: base, idle and utilization") << Setup([](Inputs &in) {
        in.servers = 2;
        in.platformBaseW = Decimal(500);
        in.accelerators = 8;
        in.idleW = Decimal(100);
        in.tdpW = Decimal(700);
        in.utilization = dec("0.45");
        in.electricityPricePerKwh = dec("1.2");
    }) << C::Power << "0.00"
                                                       << "3468.96"
                                                       << "3468.96"
                                                       << "124882.56";
    // The tariff is in the region's currency: 219 × 0.8 CNY × 1.08 = 189.216 → 189.22 a
    // month; × 36 = 6811.92 (not 6307.20 × 1.08 = 6811.776: each month is rounded).
    QTest::newRow("power: region currency converted, then rounded each month")
            << Setup([](Inputs &in) {
                   in.servers = 1;
                   in.accelerators = 1;
                   in.tdpW = Decimal(300);
                   in.electricityPricePerKwh = dec("0.8");
                   in.regionFx = dec("1.08");
               })
            << C::Power << "0.00"
            << "189.22"
            << "189.22"
            << "6811.92";
    // per_kw: R × rack_power_kw × price = 2 × 17.3 × 1350 = 46710; × 36 = 1681560
    QTest::newRow("power: per_kw billing") << Setup([](Inputs &in) {
        in.powerBilling = PowerBilling::PerKw;
        in.racks = 2;
        in.rackPowerKw = dec("17.3");
        in.powerPricePerKwMonth = Decimal(1350);
        in.servers = 1;
        in.accelerators = 1;
        in.tdpW = Decimal(300);
        in.electricityPricePerKwh = dec("0.8"); // metered figures: not used
    }) << C::Power << "0.00"
                                           << "46710.00"
                                           << "46710.00"
                                           << "1681560.00";
    // per_kw in the offer's currency: 1 × 10 × 100 USD × 7.8125 = 7812.50
    QTest::newRow("power: per_kw in the offer currency") << Setup([](Inputs &in) {
        in.powerBilling = PowerBilling::PerKw;
        in.racks = 1;
        in.rackPowerKw = Decimal(10);
        in.powerPricePerKwMonth = Decimal(100);
        in.offerFx = dec("7.8125");
    }) << C::Power << "0.00"
                                                         << "7812.50"
                                                         << "7812.50"
                                                         << "281250.00";
    QTest::newRow("power: included billing is 0") << Setup([](Inputs &in) {
        in.powerBilling = PowerBilling::Included;
        in.servers = 1;
        in.accelerators = 1;
        in.tdpW = Decimal(300);
        in.electricityPricePerKwh = dec("0.8");
        in.racks = 1;
        in.rackPowerKw = Decimal(10);
        in.powerPricePerKwMonth = Decimal(100);
    }) << C::Power << "0.00"
                                                  << "0.00"
                                                  << "0.00"
                                                  << "0.00";

    // --- cooling (colo metered only): kWh × (PUE − 1) × tariff
    // 2890.8 kWh × 0.35 × 1.2 = 1214.136 → 1214.14; × 36 = 43709.04
    QTest::newRow("cooling: metered, PUE 1.35") << Setup([](Inputs &in) {
        in.servers = 2;
        in.platformBaseW = Decimal(500);
        in.accelerators = 8;
        in.idleW = Decimal(100);
        in.tdpW = Decimal(700);
        in.utilization = dec("0.45");
        in.electricityPricePerKwh = dec("1.2");
        in.pue = dec("1.35");
    }) << C::Cooling << "0.00"
                                                << "1214.14"
                                                << "1214.14"
                                                << "43709.04";
    // 219 kWh × 0.5 × 0.8 = 87.60; × 36 = 3153.60
    QTest::newRow("cooling: 300 W card, PUE 1.5") << Setup([](Inputs &in) {
        in.servers = 1;
        in.accelerators = 1;
        in.tdpW = Decimal(300);
        in.electricityPricePerKwh = dec("0.8");
        in.pue = dec("1.5");
    }) << C::Cooling << "0.00"
                                                  << "87.60"
                                                  << "87.60"
                                                  << "3153.60";
    QTest::newRow("cooling: per_kw billing has none") << Setup([](Inputs &in) {
        in.powerBilling = PowerBilling::PerKw;
        in.racks = 1;
        in.rackPowerKw = Decimal(10);
        in.servers = 1;
        in.accelerators = 1;
        in.tdpW = Decimal(300);
        in.electricityPricePerKwh = dec("0.8");
        in.pue = dec("1.5");
    }) << C::Cooling << "0.00"
                                                      << "0.00"
                                                      << "0.00"
                                                      << "0.00";
    QTest::newRow("cooling: included billing has none") << Setup([](Inputs &in) {
        in.powerBilling = PowerBilling::Included;
        in.servers = 1;
        in.accelerators = 1;
        in.tdpW = Decimal(300);
        in.electricityPricePerKwh = dec("0.8");
        in.pue = dec("1.5");
    }) << C::Cooling << "0.00"
                                                        << "0.00"
                                                        << "0.00"
                                                        << "0.00";

    // --- rack_space (colo): R × rack fee + S × rack units × U fee
    // 1 × 9800 + 3 × 6 × 150 = 9800 + 2700 = 12500; × 36 = 450000
    QTest::newRow("rack_space: rack fee and per-U fee") << Setup([](Inputs &in) {
        in.racks = 1;
        in.rackFeePerMonth = Decimal(9800);
        in.servers = 3;
        in.platformRackUnits = 6;
        in.uFeePerMonth = Decimal(150);
    }) << C::RackSpace << "0.00"
                                                        << "12500.00"
                                                        << "12500.00"
                                                        << "450000.00";
    // (1 × 1000 + 2 × 2 × 12.5) × 1.1 = 1050 × 1.1 = 1155; × 36 = 41580
    QTest::newRow("rack_space: offer currency") << Setup([](Inputs &in) {
        in.racks = 1;
        in.rackFeePerMonth = Decimal(1000);
        in.servers = 2;
        in.platformRackUnits = 2;
        in.uFeePerMonth = dec("12.5");
        in.offerFx = dec("1.1");
    }) << C::RackSpace << "0.00"
                                                << "1155.00"
                                                << "1155.00"
                                                << "41580.00";

    // --- network (months 1..H): the offer's figure
    QTest::newRow("network: colo")
            << Setup([](Inputs &in) { in.networkPerMonth = Decimal(3200); }) << C::Network << "0.00"
            << "3200.00"
            << "3200.00"
            << "115200.00";
    // 100 USD × 7.8125 = 781.25; × 36 = 28125
    QTest::newRow("network: rent, in USD") << Setup([](Inputs &in) {
        in.mode = OptionMode::Rent;
        in.servers = 1; // v2: a rental offer's network is paid in months with servers
        in.networkPerMonth = Decimal(100);
        in.offerFx = dec("7.8125");
    }) << C::Network << "0.00"
                                           << "781.25"
                                           << "781.25"
                                           << "28125.00";

    // --- staff (months 1..H): max(min FTE, S × FTE per server) × cost per FTE-year / 12
    // max(0.25, 1 × 0.15) = 0.25 × 720000 / 12 = 15000; × 36 = 540000
    QTest::newRow("staff: the minimum applies") << Setup([](Inputs &in) {
        in.servers = 1;
        in.ftePerServer = dec("0.15");
        in.minFte = dec("0.25");
        in.staffCostPerFteYear = Decimal(720000);
    }) << C::Staff << "0.00"
                                                << "15000.00"
                                                << "15000.00"
                                                << "540000.00";
    // max(0.25, 10 × 0.15) = 1.5 × 720000 / 12 = 90000; × 36 = 3240000
    QTest::newRow("staff: per server beats the minimum") << Setup([](Inputs &in) {
        in.servers = 10;
        in.ftePerServer = dec("0.15");
        in.minFte = dec("0.25");
        in.staffCostPerFteYear = Decimal(720000);
    }) << C::Staff << "0.00"
                                                         << "90000.00"
                                                         << "90000.00"
                                                         << "3240000.00";
    // max(0, 3 × 0.1) = 0.3 × 100000.1 / 12 = 30000.03 / 12 = 2500.0025 → 2500.00;
    // × 36 = 90000.00
    QTest::newRow("staff: division by 12 then rounding") << Setup([](Inputs &in) {
        in.mode = OptionMode::Rent;
        in.servers = 3;
        in.ftePerServer = dec("0.1");
        in.staffCostPerFteYear = dec("100000.1");
    }) << C::Staff << "0.00"
                                                         << "2500.00"
                                                         << "2500.00"
                                                         << "90000.00";
    // 0.5 × 120000 CNY × 1.08 / 12 = 5400; × 36 = 194400
    QTest::newRow("staff: region currency") << Setup([](Inputs &in) {
        in.servers = 1;
        in.minFte = dec("0.5");
        in.staffCostPerFteYear = Decimal(120000);
        in.regionFx = dec("1.08");
    }) << C::Staff << "0.00"
                                            << "5400.00"
                                            << "5400.00"
                                            << "194400.00";

    // --- maintenance (colo, months 1..H): hardware × rate / 12
    // 280000 × 0.04 / 12 = 11200 / 12 = 933.333… → 933.33; × 36 = 33599.88
    QTest::newRow("maintenance: divided by 12, rounded each month") << Setup([](Inputs &in) {
        in.servers = 1;
        in.platformPrice = Decimal(100000);
        in.accelerators = 8;
        in.spares = 1;
        in.acceleratorPrice = Decimal(20000);
        in.maintenanceRateYear = dec("0.04");
        in.purchaseOverheadFraction = dec("0.03"); // not part of maintenance
    }) << C::Maintenance << "0.00"
                                                                    << "933.33"
                                                                    << "933.33"
                                                                    << "33599.88";
    // 1000 × 0.0003 / 12 = 0.025 → 0.02 (half to even); × 36 = 0.72
    QTest::newRow("maintenance: half cent to even, down") << Setup([](Inputs &in) {
        in.servers = 1;
        in.platformPrice = Decimal(1000);
        in.maintenanceRateYear = dec("0.0003");
    }) << C::Maintenance << "0.00"
                                                          << "0.02"
                                                          << "0.02"
                                                          << "0.72";
    // 1000 × 0.0009 / 12 = 0.075 → 0.08; × 36 = 2.88
    QTest::newRow("maintenance: half cent to even, up") << Setup([](Inputs &in) {
        in.servers = 1;
        in.platformPrice = Decimal(1000);
        in.maintenanceRateYear = dec("0.0009");
    }) << C::Maintenance << "0.00"
                                                        << "0.08"
                                                        << "0.08"
                                                        << "2.88";

    // --- residual (colo, month H only): −hardware × residual fraction
    // −280000 × 0.15 = −42000
    QTest::newRow("residual: negative in month H only") << Setup([](Inputs &in) {
        in.servers = 1;
        in.platformPrice = Decimal(100000);
        in.accelerators = 8;
        in.spares = 1;
        in.acceleratorPrice = Decimal(20000);
        in.residualFraction = dec("0.15");
    }) << C::Residual << "0.00"
                                                        << "0.00"
                                                        << "-42000.00"
                                                        << "-42000.00";
    // −1000.5 × 0.05 = −50.025 → −50.02 (half to even)
    QTest::newRow("residual: half cent to even") << Setup([](Inputs &in) {
        in.servers = 1;
        in.platformPrice = dec("1000.5");
        in.residualFraction = dec("0.05");
    }) << C::Residual << "0.00"
                                                 << "0.00"
                                                 << "-50.02"
                                                 << "-50.02";
    // The card in USD: −(0 + 2 × 1000 USD × 7.8125) × 0.1 = −1562.50
    QTest::newRow("residual: mixed currencies") << Setup([](Inputs &in) {
        in.accelerators = 2;
        in.acceleratorPrice = Decimal(1000);
        in.acceleratorFx = dec("7.8125");
        in.residualFraction = dec("0.1");
    }) << C::Residual << "0.00"
                                                << "0.00"
                                                << "-1562.50"
                                                << "-1562.50";
}

void TestLedger::components()
{
    QFETCH(Setup, setup);
    QFETCH(Component, component);
    QFETCH(QString, month0);
    QFETCH(QString, running);
    QFETCH(QString, monthH);
    QFETCH(QString, total);

    Inputs in = baseInputs(OptionMode::Colo);
    setup(in);
    const Ledger<Decimal> ledger = buildLedger(ledgerInputs(in));
    QCOMPARE(int(ledger.months.size()), 37); // months 0..36
    QCOMPARE(at(ledger, 0, component), month0);
    for (int m = 1; m < 36; ++m)
        QCOMPARE(at(ledger, m, component), running);
    QCOMPARE(at(ledger, 36, component), monthH);
    QCOMPARE(totalOf(ledger, component), total);
    verifyAddsUp(ledger);
}

void TestLedger::requantizationEvents_data()
{
    QTest::addColumn<QString>("updatesPerYear");
    QTest::addColumn<QString>("requantDays");
    QTest::addColumn<QString>("dayRate");
    QTest::addColumn<bool>("requantizes");
    QTest::addColumn<QList<int>>("eventMonths"); // a month listed twice holds two updates
    QTest::addColumn<QString>("perEvent"); // one line item per month: count × cost
    QTest::addColumn<QString>("total");

    // Per update: 1.5 days × 520 = 780.
    // u = 4: months ceil(12k / 4) = 3k → 3, 6, …, 36: 12 × 780 = 9360.
    QTest::newRow("4 a year") << "4"
                              << "1.5"
                              << "520" << true
                              << QList<int>{ 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36 }
                              << "780.00"
                              << "9360.00";
    // u = 1: months 12, 24, 36: 3 × 780 = 2340.
    QTest::newRow("1 a year") << "1"
                              << "1.5"
                              << "520" << true << QList<int>{ 12, 24, 36 } << "780.00"
                              << "2340.00";
    // u = 24: update k in month ceil(k / 2): two updates every month → one line of
    // 2 × 780 = 1560 each month; × 36 = 56160.
    QList<int> twice;
    for (int m = 1; m <= 36; ++m)
        twice << m << m;
    QTest::newRow("24 a year: two updates make one line") << "24"
                                                          << "1.5"
                                                          << "520" << true << twice << "1560.00"
                                                          << "56160.00";
    // 0.5 days × 0.01 = 0.005 per update; two in a month are ONE line: 0.01 (each update
    // rounded alone would give 0.00 + 0.00). × 36 = 0.36.
    QTest::newRow("24 a year: one rounding per month") << "24"
                                                       << "0.5"
                                                       << "0.01" << true << twice << "0.01"
                                                       << "0.36";
    QTest::newRow("not quantized: no requantization") << "4"
                                                      << "1.5"
                                                      << "520" << false << QList<int>{} << "0.00"
                                                      << "0.00";
    QTest::newRow("no updates") << "0"
                                << "1.5"
                                << "520" << true << QList<int>{} << "0.00"
                                << "0.00";
}

void TestLedger::requantizationEvents()
{
    QFETCH(QString, updatesPerYear);
    QFETCH(QString, requantDays);
    QFETCH(QString, dayRate);
    QFETCH(bool, requantizes);
    QFETCH(QList<int>, eventMonths);
    QFETCH(QString, perEvent);
    QFETCH(QString, total);

    for (const OptionMode mode : { OptionMode::Colo, OptionMode::Rent }) {
        Inputs in = baseInputs(mode);
        in.requantDays = dec(requantDays);
        in.engineerDayRate = dec(dayRate);
        in.requantizes = requantizes;
        in.updatesPerMonth = Engine::updatesPerMonth(dec(updatesPerYear), 36);
        const Ledger<Decimal> ledger = buildLedger(ledgerInputs(in));
        for (int m = 0; m <= 36; ++m) {
            const bool event = eventMonths.contains(m);
            QCOMPARE(at(ledger, m, Component::Requantization),
                     event ? perEvent : QStringLiteral("0.00"));
        }
        QCOMPARE(totalOf(ledger, Component::Requantization), total);
        verifyAddsUp(ledger);
    }
}

void TestLedger::rentHasNoOwnedComponents()
{
    // docs/method.md, "Fleet": rent has no purchase, power, cooling, rack_space, maintenance or
    // residual, whatever owned-hardware figures are lying around.
    Inputs in = baseInputs(OptionMode::Rent);
    in.servers = 2;
    in.accelerators = 16;
    in.spares = 3;
    in.racks = 1;
    in.acceleratorPrice = Decimal(20000);
    in.platformPrice = Decimal(100000);
    in.tdpW = Decimal(700);
    in.platformBaseW = Decimal(2000);
    in.electricityPricePerKwh = Decimal(1);
    in.pue = dec("1.5");
    in.rackFeePerMonth = Decimal(9000);
    in.uFeePerMonth = Decimal(100);
    in.platformRackUnits = 4;
    in.purchaseOverheadFraction = dec("0.1");
    in.maintenanceRateYear = dec("0.05");
    in.residualFraction = dec("0.2");
    in.rentalPricePerServer = Decimal(1000);
    const Ledger<Decimal> ledger = buildLedger(ledgerInputs(in));
    for (const Component c :
         { Component::Purchase, Component::Power, Component::Cooling, Component::RackSpace,
           Component::Maintenance, Component::Residual }) {
        QCOMPARE(totalOf(ledger, c), QStringLiteral("0.00"));
    }
    // 2 × 1000 = 2000 a month × 36 = 72000: the only cost.
    QCOMPARE(totalOf(ledger, Component::Rental), QStringLiteral("72000.00"));
    QCOMPARE(ledger.total.toString(2), QStringLiteral("72000.00"));
    verifyAddsUp(ledger);
}

void TestLedger::coloHasNoRentalComponents()
{
    Inputs in = baseInputs(OptionMode::Colo);
    in.servers = 2;
    in.rentalPricePerServer = Decimal(1000);
    in.setupFeePerServer = Decimal(500);
    const Ledger<Decimal> ledger = buildLedger(ledgerInputs(in));
    QCOMPARE(totalOf(ledger, Component::Rental), QStringLiteral("0.00"));
    QCOMPARE(totalOf(ledger, Component::Setup), QStringLiteral("0.00"));
    QCOMPARE(ledger.total.toString(2), QStringLiteral("0.00"));
}

void TestLedger::oneMonthHorizon()
{
    // H = 1: month 1 is both a running month and month H, so it holds the power and the
    // residual. Hardware 1 × 20000; power 175.20; residual −20000 × 0.5 = −10000.
    Inputs in = baseInputs(OptionMode::Colo, 1);
    in.accelerators = 1;
    in.acceleratorPrice = Decimal(20000);
    in.tdpW = Decimal(300);
    in.servers = 1;
    in.electricityPricePerKwh = dec("0.8");
    in.residualFraction = dec("0.5");
    const Ledger<Decimal> ledger = buildLedger(ledgerInputs(in));
    QCOMPARE(int(ledger.months.size()), 2);
    QCOMPARE(at(ledger, 0, Component::Purchase), QStringLiteral("20000.00"));
    QCOMPARE(at(ledger, 1, Component::Power), QStringLiteral("175.20"));
    QCOMPARE(at(ledger, 1, Component::Residual), QStringLiteral("-10000.00"));
    // month 0: 20000.00; month 1: 175.20 − 10000 = −9824.80; total 10175.20
    QCOMPARE(ledger.monthTotals[0].toString(2), QStringLiteral("20000.00"));
    QCOMPARE(ledger.monthTotals[1].toString(2), QStringLiteral("-9824.80"));
    QCOMPARE(ledger.total.toString(2), QStringLiteral("10175.20"));
    verifyAddsUp(ledger);
}

namespace {

// A fleet given month by month (months 1..H); month 0 is empty.
std::vector<FleetMonth> fleetOf(const QList<FleetMonth> &months)
{
    std::vector<FleetMonth> fleet{ FleetMonth() };
    fleet.insert(fleet.end(), months.cbegin(), months.cend());
    return fleet;
}

FleetMonth owned(int servers, int cards)
{
    FleetMonth f;
    f.ownedServers = servers;
    f.ownedAccelerators = cards;
    f.loadedAccelerators = cards;
    f.racks = 1;
    return f;
}

FleetMonth rented(int servers)
{
    FleetMonth f;
    f.rentedServers = servers;
    return f;
}

// Two owned tranches over 24 months: 1 server + 1 card for month 1, another of each for month
// 13 (bought in month 12). Platform 1000, −10 % a year; card 100, +50 % a year.
LedgerInputs<Decimal> twoTranches()
{
    LedgerInputs<Decimal> in = ledgerInputs(baseInputs(OptionMode::Colo, 24));
    QList<FleetMonth> months;
    for (int m = 1; m <= 24; ++m)
        months << (m <= 12 ? owned(1, 1) : owned(2, 2));
    in.fleet = fleetOf(months);
    in.platformPrice = Decimal(1000);
    in.platformPriceChange = dec("-0.1");
    in.acceleratorPrice = Decimal(100);
    in.acceleratorPriceChange = dec("0.5");
    in.maintenanceRateYear = dec("0.12");
    return in;
}

} // namespace

// docs/method.md, "Prices over time": a running price moves by (1 + c) in months 13, 25, …: rental
// 1000 a month at −20 % a year over 25 months is 12 × 1000 + 12 × 800 + 640 = 22240.
void TestLedger::pricesMoveOnceAYear()
{
    LedgerInputs<Decimal> in = ledgerInputs(baseInputs(OptionMode::Rent, 25));
    in.fleet = fleetOf(QList<FleetMonth>(25, rented(1)));
    in.rentalPricePerServer = Decimal(1000);
    in.rentalPriceChange = dec("-0.2");
    const Ledger<Decimal> ledger = buildLedger(in);
    QCOMPARE(at(ledger, 12, Component::Rental), QStringLiteral("1000.00"));
    QCOMPARE(at(ledger, 13, Component::Rental), QStringLiteral("800.00"));
    QCOMPARE(at(ledger, 25, Component::Rental), QStringLiteral("640.00"));
    QCOMPARE(totalOf(ledger, Component::Rental), QStringLiteral("22240.00"));
    verifyAddsUp(ledger);
}

// Month 0 buys 1000 + 100 = 1100; month 12 buys at year 1's prices 1000 × 0.9 + 100 × 1.5 =
// 900 + 150 = 1050. Maintenance 0.12 / 12 = 1 % a month of the tranches bought before the
// month: 11.00 in months 1–12, (1100 + 1050) × 1 % = 21.50 in months 13–24.
void TestLedger::tranchesAtTheirYearsPrices()
{
    const Ledger<Decimal> ledger = buildLedger(twoTranches());
    QCOMPARE(at(ledger, 0, Component::Purchase), QStringLiteral("1100.00"));
    QCOMPARE(at(ledger, 12, Component::Purchase), QStringLiteral("1050.00"));
    QCOMPARE(totalOf(ledger, Component::Purchase), QStringLiteral("2150.00"));
    QCOMPARE(at(ledger, 12, Component::Maintenance), QStringLiteral("11.00"));
    QCOMPARE(at(ledger, 13, Component::Maintenance), QStringLiteral("21.50"));
    // 12 × 11.00 + 12 × 21.50 = 132 + 258 = 390
    QCOMPARE(totalOf(ledger, Component::Maintenance), QStringLiteral("390.00"));
    verifyAddsUp(ledger);
}

void TestLedger::residualByAge_data()
{
    QTest::addColumn<QString>("fraction");
    QTest::addColumn<QStringList>("curve");
    QTest::addColumn<QString>("residual");
    // Straight line to 0.4 at age H = 24: f(24) = 0.4, f(12) = 1 − 0.6 × 12 / 24 = 0.7:
    // 1100 × 0.4 + 1050 × 0.7 = 440 + 735 = 1175.
    QTest::newRow("straight line, tranches of ages 24 and 12")
            << "0.4" << QStringList() << "-1175.00";
    // Curve (0, 1), (12, 0.5), (24, 0.3): 1100 × 0.3 + 1050 × 0.5 = 330 + 525 = 855.
    QTest::newRow("curve, at its points")
            << "0" << QStringList{ QStringLiteral("0.5"), QStringLiteral("0.3") } << "-855.00";
    // Curve of one year: beyond 12 months r1 stays: (1100 + 1050) × 0.6 = 1290.
    QTest::newRow("curve, beyond its last year")
            << "0" << QStringList{ QStringLiteral("0.6") } << "-1290.00";
}

void TestLedger::residualByAge()
{
    QFETCH(QString, fraction);
    QFETCH(QStringList, curve);
    QFETCH(QString, residual);
    LedgerInputs<Decimal> in = twoTranches();
    in.residualFraction = dec(fraction);
    for (const QString &share : curve)
        in.residualByYear.push_back(dec(share));
    const Ledger<Decimal> ledger = buildLedger(in);
    QCOMPARE(at(ledger, 24, Component::Residual), residual);
    QCOMPARE(totalOf(ledger, Component::Residual), residual);
    verifyAddsUp(ledger);
}

// Setup is paid in month m − 1 for the servers added in m, again after a fall:
// Srent = [1, 2, 1, 2] (months 1..4) at 10 a server: month 0 (the first server), month 1 (the
// second, for month 2) and month 3 (the one rented again for month 4); month 2 adds none.
void TestLedger::rentalSetupEachTimeTheCountRises()
{
    LedgerInputs<Decimal> in = ledgerInputs(baseInputs(OptionMode::Rent, 4));
    in.fleet = fleetOf({ rented(1), rented(2), rented(1), rented(2) });
    in.setupFeePerServer = Decimal(10);
    const Ledger<Decimal> ledger = buildLedger(in);
    QCOMPARE(at(ledger, 0, Component::Setup), QStringLiteral("10.00"));
    QCOMPARE(at(ledger, 1, Component::Setup), QStringLiteral("10.00"));
    QCOMPARE(at(ledger, 2, Component::Setup), QStringLiteral("0.00"));
    QCOMPARE(at(ledger, 3, Component::Setup), QStringLiteral("10.00"));
    QCOMPARE(totalOf(ledger, Component::Setup), QStringLiteral("30.00"));
    verifyAddsUp(ledger);
}

// A hybrid pays its colo offer's network every month and its rental offer's only in months
// with rented servers: 100, then 100 + 50 × 7.8 = 490. Staff is one team:
// max(0.2, 1 × 0.05 + 1 × 0.02) = 0.2 FTE × 120000 / 12 = 2000 in both months.
void TestLedger::hybridPaysBothNetworks()
{
    LedgerInputs<Decimal> in = ledgerInputs(baseInputs(OptionMode::Hybrid, 2));
    FleetMonth both = owned(1, 4);
    both.rentedServers = 1;
    in.fleet = fleetOf({ owned(1, 4), both });
    in.coloNetworkPerMonth = Decimal(100);
    in.rentalNetworkPerMonth = Decimal(50);
    in.rentalFx = dec("7.8");
    in.minFte = dec("0.2");
    in.ftePerServerOwned = dec("0.05");
    in.ftePerServerRented = dec("0.02");
    in.staffCostPerFteYear = Decimal(120000);
    const Ledger<Decimal> ledger = buildLedger(in);
    QCOMPARE(at(ledger, 1, Component::Network), QStringLiteral("100.00"));
    QCOMPARE(at(ledger, 2, Component::Network), QStringLiteral("490.00"));
    QCOMPARE(at(ledger, 1, Component::Staff), QStringLiteral("2000.00"));
    QCOMPARE(at(ledger, 2, Component::Staff), QStringLiteral("2000.00"));
    verifyAddsUp(ledger);
}

QTEST_APPLESS_MAIN(TestLedger)
#include "tst_ledger.moc"
