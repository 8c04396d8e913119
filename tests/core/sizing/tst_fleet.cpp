// SPDX-License-Identifier: GPL-3.0-or-later
// Demand over time and the monthly fleet (docs/method.md, "Demand", v2) against hand-computed
// counts: the peak path, the rental term's holding rule, the owned fleet that never shrinks, hybrid
// capacity, fully populated servers, and the yearly price factor.
#include "sizing/fleet.h"
#include "testdecimal.h"

#include <QTest>

using namespace infertco;
using infertco::testing::dec;

namespace {

// Peaks for months 1..H from a list (index 0 is zero, as FleetPlanner::peaks gives).
std::vector<Decimal> peaksOf(const QList<int> &values)
{
    std::vector<Decimal> peaks{ Decimal() };
    for (int v : values)
        peaks.push_back(Decimal(v));
    return peaks;
}

QList<int> column(const Fleet &fleet, int FleetMonth::*field)
{
    QList<int> values;
    for (size_t m = 1; m < fleet.months.size(); ++m)
        values.append(fleet.months[m].*field);
    return values;
}

// An owned plan: 2U servers of `slots` slots in 42U racks without a power limit.
FleetPlan ownedPlan(OptionMode mode, int slots, bool fullyPopulated = false)
{
    FleetPlan plan;
    plan.mode = mode;
    plan.slots = slots;
    plan.fullyPopulated = fullyPopulated;
    plan.rack = { 2, 42, Decimal(), Decimal(600), Decimal(300) };
    return plan;
}

} // namespace

Q_DECLARE_METATYPE(infertco::Workload)

class TestFleet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void peaks_data()
    {
        QTest::addColumn<Workload>("workload");
        QTest::addColumn<int>("horizon");
        QTest::addColumn<QStringList>("expected"); // months 1..H
        Workload flat;
        flat.peakOutputTokensPerS = Decimal(700);
        QTest::newRow("no path: the workload's peak every month")
                << flat << 3 << QStringList(3, QStringLiteral("700"));
        // 100 × 1.5^floor((m − 1) / 12): months 1–12 100, 13–24 150, 25 225.
        Workload growing = flat;
        growing.peakOutputTokensPerS = Decimal(100);
        growing.demandGrowthYear = dec("0.5");
        QStringList grown;
        for (int m = 1; m <= 25; ++m)
            grown << QString::fromLatin1(m <= 12 ? "100" : m <= 24 ? "150" : "225");
        QTest::newRow("growth: once a year, from month 13") << growing << 25 << grown;
        // Steps: the entry with the largest from_month ≤ m; the workload's own peak ignored.
        Workload steps = flat;
        steps.demand = { { 1, Decimal(10) }, { 3, Decimal(40) }, { 5, Decimal(20) } };
        QTest::newRow("steps") << steps << 6
                               << QString::fromLatin1("10 10 40 40 20 20").split(u' ');
    }
    void peaks()
    {
        QFETCH(Workload, workload);
        QFETCH(int, horizon);
        QFETCH(QStringList, expected);
        const std::vector<Decimal> peaks = FleetPlanner::peaks(workload, horizon);
        QCOMPARE(int(peaks.size()), horizon + 1);
        QStringList actual;
        for (size_t m = 1; m < peaks.size(); ++m)
            actual << peaks[m].normalized().toString();
        QCOMPARE(actual, expected);
    }

    // Pmax of docs/serving.md, "Sizing": the largest peak over months 1..H, as the engine, the
    // latency view and `simulate` take it.
    void largestPeak_data()
    {
        QTest::addColumn<Workload>("workload");
        QTest::addColumn<int>("horizon");
        QTest::addColumn<QString>("expected");
        Workload flat;
        flat.peakOutputTokensPerS = Decimal(700);
        QTest::newRow("no path: the workload's peak") << flat << 3 << "700";
        // 100 × 1.5^floor((m − 1) / 12): 100 to month 12, 150 to 24, 225 in month 25.
        Workload growing = flat;
        growing.peakOutputTokensPerS = Decimal(100);
        growing.demandGrowthYear = dec("0.5");
        QTest::newRow("growth, 12 months: the first year's") << growing << 12 << "100";
        QTest::newRow("growth, 25 months: month 25's") << growing << 25 << "225";
        // A yearly decline of 20 %: 100, then 80 from month 13: month 1 is the largest.
        Workload declining = growing;
        declining.demandGrowthYear = dec("-0.2");
        QTest::newRow("decline: month 1's") << declining << 24 << "100";
        // Steps 10, 10, 40, 40, 20, 20: the peak in the middle, not at either end.
        Workload steps = flat;
        steps.demand = { { 1, Decimal(10) }, { 3, Decimal(40) }, { 5, Decimal(20) } };
        QTest::newRow("steps: months 3-4") << steps << 6 << "40";
        // Month 0 is not a month of the horizon: none, so nothing is needed.
        QTest::newRow("no month") << flat << 0 << "0";
    }
    void largestPeak()
    {
        QFETCH(Workload, workload);
        QFETCH(int, horizon);
        QFETCH(QString, expected);
        QCOMPARE(FleetPlanner::largestPeak(workload, horizon).normalized().toString(), expected);
        QCOMPARE(FleetPlanner::largestPeak(FleetPlanner::peaks(workload, horizon))
                         .normalized()
                         .toString(),
                 expected);
    }

    // Replicas [4, 4, 9, 9, 1, 1] (peaks / 100 tokens/s, tp 1 on 4-card servers): need
    // ceil(r / 4) = [1, 1, 3, 3, 1, 1]; Srent(m) = max need over the last T months.
    void rentHoldsForTheTerm_data()
    {
        QTest::addColumn<int>("term");
        QTest::addColumn<QList<int>>("rented");
        QTest::newRow("no term: the need") << 0 << QList<int>{ 1, 1, 3, 3, 1, 1 };
        QTest::newRow("1 month: the need") << 1 << QList<int>{ 1, 1, 3, 3, 1, 1 };
        // T = 2: month 5 holds max(need 4, need 5) = 3, month 6 max(1, 1) = 1.
        QTest::newRow("2 months") << 2 << QList<int>{ 1, 1, 3, 3, 3, 1 };
        QTest::newRow("12 months: held to the end") << 12 << QList<int>{ 1, 1, 3, 3, 3, 3 };
    }
    void rentHoldsForTheTerm()
    {
        QFETCH(int, term);
        QFETCH(QList<int>, rented);
        FleetPlan plan;
        plan.mode = OptionMode::Rent;
        plan.tp = 1;
        plan.replicaTokensPerS = 100;
        plan.rentedPerServer = 4;
        plan.minTermMonths = term;
        const Fleet fleet = FleetPlanner::plan(plan, peaksOf({ 350, 350, 900, 900, 100, 100 }));
        QVERIFY(fleet.feasible);
        QCOMPARE(column(fleet, &FleetMonth::replicas), (QList<int>{ 4, 4, 9, 9, 1, 1 }));
        QCOMPARE(column(fleet, &FleetMonth::rentedServers), rented);
        QCOMPARE(column(fleet, &FleetMonth::ownedServers), (QList<int>{ 0, 0, 0, 0, 0, 0 }));
        QCOMPARE(fleet.months[0], FleetMonth()); // X(0) = 0
        QCOMPARE(fleet.largestAccelerators, 3 * 4);
    }

    // Colo, tp 2 on 4-slot servers, replicas [4, 4, 9, 9, 1, 1]: Rown = [4, 4, 9, 9, 9, 9],
    // Sown = ceil(Rown / 2) = [2, 2, 5, 5, 5, 5], Aown = 2 Rown, spares ceil(0.1 × Aown) =
    // [1, 1, 2, 2, 2, 2]; load L = 2 × replicas(m) = [8, 8, 18, 18, 2, 2].
    void coloNeverShrinks()
    {
        FleetPlan plan = ownedPlan(OptionMode::Colo, 4);
        plan.tp = 2;
        plan.replicaTokensPerS = 100;
        plan.spareFraction = dec("0.1");
        const Fleet fleet = FleetPlanner::plan(plan, peaksOf({ 350, 350, 900, 900, 100, 100 }));
        QVERIFY(fleet.feasible);
        QCOMPARE(column(fleet, &FleetMonth::ownedServers), (QList<int>{ 2, 2, 5, 5, 5, 5 }));
        QCOMPARE(column(fleet, &FleetMonth::ownedAccelerators),
                 (QList<int>{ 8, 8, 18, 18, 18, 18 }));
        QCOMPARE(column(fleet, &FleetMonth::spares), (QList<int>{ 1, 1, 2, 2, 2, 2 }));
        QCOMPARE(column(fleet, &FleetMonth::loadedAccelerators),
                 (QList<int>{ 8, 8, 18, 18, 2, 2 }));
        QCOMPARE(column(fleet, &FleetMonth::racks), (QList<int>{ 1, 1, 1, 1, 1, 1 }));
        QCOMPARE(column(fleet, &FleetMonth::rentedServers), (QList<int>{ 0, 0, 0, 0, 0, 0 }));
        QCOMPARE(fleet.largestServers, 5);
        QCOMPARE(fleet.largestAccelerators, 18);
    }

    // Spares and racks follow the owned fleet month by month (the planner computes them once per
    // run of months with the same owned fleet). Colo, tp 1 on 1-slot 2U servers, 100 tokens/s a
    // replica, peaks [100, 100, 2200, 2200, 2300]: Rown = Sown = Aown = [1, 1, 22, 22, 23];
    // racks ceil(2 × Sown / 42) = ceil([2, 2, 44, 44, 46] / 42) = [1, 1, 2, 2, 2]; spares
    // ceil(0.5 × Aown) = ceil([0.5, 0.5, 11, 11, 11.5]) = [1, 1, 11, 11, 12].
    void sparesAndRacksFollowTheOwnedFleet()
    {
        FleetPlan plan = ownedPlan(OptionMode::Colo, 1);
        plan.tp = 1;
        plan.replicaTokensPerS = 100;
        plan.spareFraction = dec("0.5");
        const Fleet fleet = FleetPlanner::plan(plan, peaksOf({ 100, 100, 2200, 2200, 2300 }));
        QVERIFY(fleet.feasible);
        QCOMPARE(column(fleet, &FleetMonth::ownedServers), (QList<int>{ 1, 1, 22, 22, 23 }));
        QCOMPARE(column(fleet, &FleetMonth::racks), (QList<int>{ 1, 1, 2, 2, 2 }));
        QCOMPARE(column(fleet, &FleetMonth::spares), (QList<int>{ 1, 1, 11, 11, 12 }));
        QCOMPARE(fleet.largest.racks, 2);
        QCOMPARE(fleet.largest.spares, 12);
    }

    // Hybrid, 1 owned 4-slot server, tp 2: C = 1 × floor(4 / 2) = 2 replicas; the rest
    // max(0, r − 2) = [2, 2, 7, 7, 0, 0] on 4-card rented servers is ceil(rest / 2) =
    // [1, 1, 4, 4, 0, 0]; the owned part carries min(r, 2) × 2 = [4, 4, 4, 4, 2, 2].
    void hybridRentsTheRest()
    {
        FleetPlan plan = ownedPlan(OptionMode::Hybrid, 4);
        plan.tp = 2;
        plan.replicaTokensPerS = 100;
        plan.rentedPerServer = 4;
        plan.ownedServers = 1;
        const Fleet fleet = FleetPlanner::plan(plan, peaksOf({ 350, 350, 900, 900, 100, 100 }));
        QVERIFY(fleet.feasible);
        QCOMPARE(fleet.ownedReplicas, 2);
        QCOMPARE(column(fleet, &FleetMonth::ownedServers), (QList<int>{ 1, 1, 1, 1, 1, 1 }));
        QCOMPARE(column(fleet, &FleetMonth::ownedAccelerators), (QList<int>{ 4, 4, 4, 4, 4, 4 }));
        QCOMPARE(column(fleet, &FleetMonth::rentedServers), (QList<int>{ 1, 1, 4, 4, 0, 0 }));
        QCOMPARE(column(fleet, &FleetMonth::loadedAccelerators), (QList<int>{ 4, 4, 4, 4, 2, 2 }));
        // servers: 1 + 4; accelerators: 4 + 4 × 4 = 20.
        QCOMPARE(fleet.largestServers, 5);
        QCOMPARE(fleet.largestAccelerators, 20);
    }

    // C = owned × floor(slots / t) for t ≤ slots, floor(owned / ceil(t / slots)) otherwise.
    void ownedReplicas_data()
    {
        QTest::addColumn<int>("owned");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("slots");
        QTest::addColumn<int>("replicas");
        QTest::newRow("3 servers x floor(8 / 2)") << 3 << 2 << 8 << 12;
        QTest::newRow("t = slots") << 2 << 4 << 4 << 2;
        QTest::newRow("t over slots: floor(3 / ceil(8 / 4))") << 3 << 8 << 4 << 1;
        QTest::newRow("t over slots, too few servers") << 1 << 8 << 4 << 0;
        QTest::newRow("slots not a multiple of t: floor(6 / 4)") << 1 << 4 << 6 << 1;
    }
    void ownedReplicas()
    {
        QFETCH(int, owned);
        QFETCH(int, tp);
        QFETCH(int, slots);
        QFETCH(int, replicas);
        QCOMPARE(FleetPlanner::ownedReplicas(owned, tp, slots), replicas);
    }

    void hybridThatHoldsNoReplicaIsInfeasible()
    {
        FleetPlan plan = ownedPlan(OptionMode::Hybrid, 4);
        plan.tp = 8;
        plan.replicaTokensPerS = 100;
        plan.rentedPerServer = 8;
        plan.ownedServers = 1;
        const Fleet fleet = FleetPlanner::plan(plan, peaksOf({ 100 }));
        QVERIFY(!fleet.feasible);
        QVERIFY2(fleet.reason.contains(QLatin1String("cannot hold one replica")),
                 qPrintable(fleet.reason));
    }

    // Fully populated 8-slot board, tp 2, 3 replicas: S = ceil(3 / 4) = 1, A = 1 × 8 (not
    // 3 × 2 = 6); spares ceil(0.1 × 8) = 1; the load stays 6.
    void fullyPopulatedBuysEverySlot()
    {
        FleetPlan plan = ownedPlan(OptionMode::Colo, 8, true);
        plan.tp = 2;
        plan.replicaTokensPerS = 100;
        plan.spareFraction = dec("0.1");
        const Fleet fleet = FleetPlanner::plan(plan, peaksOf({ 300 }));
        QVERIFY(fleet.feasible);
        QCOMPARE(fleet.months[1].ownedServers, 1);
        QCOMPARE(fleet.months[1].ownedAccelerators, 8);
        QCOMPARE(fleet.months[1].spares, 1);
        QCOMPARE(fleet.months[1].loadedAccelerators, 6);
    }

    // docs/serving.md, "Sizing": max(ceil(S × U / usable_u), ceil((S × base_w + A × tdp_w) / 1000 /
    // kW)), exact: a rack exactly at its power limit is one rack.
    void racks_data()
    {
        QTest::addColumn<int>("servers");
        QTest::addColumn<int>("accelerators");
        QTest::addColumn<QString>("kw");
        QTest::addColumn<int>("racks");
        // 4 × 400 + 28 × 300 = 10000 W = 10 kW exactly: one rack.
        QTest::newRow("exactly at the limit") << 4 << 28 << "10" << 1;
        // 4 × 400 + 29 × 300 = 10300 W: two.
        QTest::newRow("just over") << 4 << 29 << "10" << 2;
        // Space: 22 servers × 2U = 44U in 42U racks: two; no power limit.
        QTest::newRow("by space, no power limit") << 22 << 22 << "0" << 2;
        QTest::newRow("no servers") << 0 << 0 << "10" << 0;
    }
    void racks()
    {
        QFETCH(int, servers);
        QFETCH(int, accelerators);
        QFETCH(QString, kw);
        QFETCH(int, racks);
        const RackSpec rack{ 2, 42, *Decimal::parse(kw), Decimal(400), Decimal(300) };
        QCOMPARE(FleetPlanner::racksFor(servers, accelerators, rack), racks);
    }

    // docs/method.md, "Numbers": a month over 10^9 servers makes the option infeasible, naming the
    // month.
    void countLimitInAnyMonth()
    {
        FleetPlan plan;
        plan.mode = OptionMode::Rent;
        plan.tp = 1;
        plan.replicaTokensPerS = 1;
        plan.rentedPerServer = 1;
        std::vector<Decimal> peaks = peaksOf({ 10, 10 });
        peaks.push_back(Decimal(1000000001)); // month 3
        const Fleet fleet = FleetPlanner::plan(plan, peaks);
        QVERIFY(!fleet.feasible);
        QVERIFY2(fleet.reason.contains(QLatin1String("in month 3"))
                         && fleet.reason.contains(QLatin1String("1000000001 servers")),
                 qPrintable(fleet.reason));
    }

    // (1 + c)^k: exact while it fits 34 significant digits, then rounded to 34.
    void yearlyFactor_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<int>("years");
        QTest::addColumn<QString>("factor");
        QTest::newRow("k = 0") << "-0.15" << 0 << "1";
        QTest::newRow("0.85^2") << "-0.15" << 2 << "0.7225"; // 0.85 × 0.85
        QTest::newRow("1.03^3") << "0.03" << 3 << "1.092727"; // 1.0609 × 1.03
        // 1.000001^19 has 115 digits; 34 significant digits, each step rounded half to even
        // (Python: decimal context prec=34, 19 products).
        // A steep fall: (10^-6)^7 = 10^-42 is below the 36 decimal places a factor keeps, so
        // it is 0 rather than a scale that grows by 6 a year until money overflows.
        QTest::newRow("0.000001^6 = 1e-36, kept")
                << "-0.999999" << 6 << "0.000000000000000000000000000000000001";
        QTest::newRow("0.000001^7, below 36 places: 0") << "-0.999999" << 7 << "0";
        QTest::newRow("1.000001^19, 34 digits")
                << "0.000001" << 19 << "1.000019000171000969003876011628026";
    }
    void yearlyFactor()
    {
        QFETCH(QString, change);
        QFETCH(int, years);
        QFETCH(QString, factor);
        QCOMPARE(infertco::yearlyFactor(*Decimal::parse(change), years).toString(), factor);
    }
};

QTEST_APPLESS_MAIN(TestFleet)
#include "tst_fleet.moc"
