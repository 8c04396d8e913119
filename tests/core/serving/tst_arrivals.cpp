// SPDX-License-Identifier: GPL-3.0-or-later
// Arrivals (docs/serving.md, "Random numbers": the exact unit arrival times, the rescaling by a
// rate, and the mean and coefficient of variation of Poisson and bursty gaps.
#include "serving/arrivals.h"

#include <QTest>

#include <cmath>

using namespace infertco;

namespace {

// The expected arrival times were computed with an independent Python implementation of the
// contract (the splitmix/xoshiro generators of tst_randomnumbers.cpp) and Python's math.log:
//
//   def uni(x): return (next(x) >> 11) * 2.0 ** -53
//   def sched(seed, n, proc, c=2.0):
//       x = seeded(seed); S = 0.0; out = []
//       p = (1 + math.sqrt((c * c - 1) / (c * c + 1))) / 2
//       for i in range(n):
//           if proc == 'poisson': g = -math.log(1.0 - uni(x))
//           else:
//               u1 = uni(x); u2 = uni(x)
//               g = -math.log(1.0 - u2) / (2 * p) if u1 < p else -math.log(1.0 - u2) / (2 * (1 -
//               p))
//           S = S + g; out.append(S)
//       return out
//
// printed with repr (the shortest decimal that reads back as the same double).

struct Moments
{
    double mean = 0;
    double cv = 0;
};

Moments gapMoments(ArrivalProcess process, double burstCv, int count)
{
    Xoshiro256StarStar random(20261203);
    double sum = 0;
    double sumSquares = 0;
    for (int i = 0; i < count; ++i) {
        const double g = drawUnitGap(random, process, burstCv);
        sum += g;
        sumSquares += g * g;
    }
    const double n = count;
    Moments moments;
    moments.mean = sum / n;
    const double variance = (sumSquares - n * moments.mean * moments.mean) / (n - 1);
    moments.cv = std::sqrt(variance) / moments.mean;
    return moments;
}

} // namespace

class TestArrivals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unitTimes_data();
    void unitTimes();
    void rateRescales();
    void drawnOnce();
    void firstPhaseProbability();
    void gapMoments_data();
    void gapMoments();
};

void TestArrivals::unitTimes_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<ArrivalProcess>("process");
    QTest::addColumn<double>("burstCv");
    QTest::addColumn<std::vector<double>>("expected");
    // Python: sched(1, 5, 'poisson'). The first: −ln(1.0 − 0.7029218331588505) = 1.21375…
    QTest::newRow("poisson, seed 1")
            << quint64(1) << ArrivalProcess::Poisson << 2.0
            << std::vector<double>{ 1.2137599867899895, 1.9486392007025641, 2.8022032863147395,
                                    3.298680019634212, 4.4932915000687546 };
    // Python: sched(1, 5, 'bursty', 2.0). p = (1 + sqrt(3/5)) / 2 = 0.887…; u1 = 0.70 < p
    // and u2 = 0.52: g = −ln(0.4796) / (2 × 0.887) = 0.414…
    QTest::newRow("bursty c 2, seed 1")
            << quint64(1) << ArrivalProcess::Bursty << 2.0
            << std::vector<double>{ 0.41411055630273685, 0.6938793296385293, 0.7812147075243004,
                                    1.0516694166350153, 1.5037803913579937 };
    // Python: sched(7, 5, 'bursty', 3.0): the long second phase shows in the third gap.
    QTest::newRow("bursty c 3, seed 7")
            << quint64(7) << ArrivalProcess::Bursty << 3.0
            << std::vector<double>{ 0.17249074937096573, 2.2673049567650145, 21.796857921309087,
                                    21.855082041386755, 21.941998980144405 };
}

void TestArrivals::unitTimes()
{
    QFETCH(quint64, seed);
    QFETCH(ArrivalProcess, process);
    QFETCH(double, burstCv);
    QFETCH(std::vector<double>, expected);
    const ArrivalSchedule schedule
            = drawArrivals(static_cast<int>(expected.size()), seed, process, burstCv);
    // Exact: the same bits, not a fuzzy comparison.
    QCOMPARE(schedule.unitTimes.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i)
        QVERIFY2(schedule.unitTimes[i] == expected[i], qPrintable(QString::number(i)));
}

void TestArrivals::rateRescales()
{
    // a_i = S_i / r: at 4 requests/s the first Poisson arrival of seed 1 is
    // 1.2137599867899895 / 4 = 0.30343999669749738 (a division by a power of two is exact).
    const ArrivalSchedule schedule = drawArrivals(5, 1, ArrivalProcess::Poisson, 2);
    QVERIFY(schedule.arrival(0, 4.0) == 1.2137599867899895 / 4.0);
    QVERIFY(schedule.arrival(0, 4.0) == 0.30343999669749738);
    QVERIFY(schedule.arrival(4, 0.5) == 4.4932915000687546 * 2.0);
}

void TestArrivals::drawnOnce()
{
    // A longer schedule starts with the shorter one: request i's arrival does not depend on
    // N; no requests draw nothing.
    const ArrivalSchedule shorter = drawArrivals(100, 42, ArrivalProcess::Bursty, 2.5);
    const ArrivalSchedule longer = drawArrivals(1000, 42, ArrivalProcess::Bursty, 2.5);
    QVERIFY(std::equal(shorter.unitTimes.begin(), shorter.unitTimes.end(),
                       longer.unitTimes.begin()));
    QVERIFY(drawArrivals(0, 42, ArrivalProcess::Poisson, 2).unitTimes.empty());
    // Another seed, other times.
    QVERIFY(drawArrivals(100, 43, ArrivalProcess::Bursty, 2.5).unitTimes != shorter.unitTimes);
}

void TestArrivals::firstPhaseProbability()
{
    // c = 1: sqrt(0 / 2) = 0, p = 1/2 (both phases have rate 2p = 1: an exponential).
    QVERIFY(burstFirstPhaseProbability(1.0) == 0.5);
    // c = 3: p = (1 + sqrt(8 / 10)) / 2 = (1 + 0.894427191) / 2 = 0.9472135955
    QCOMPARE(burstFirstPhaseProbability(3.0), 0.94721359549995794);
}

void TestArrivals::gapMoments_data()
{
    QTest::addColumn<ArrivalProcess>("process");
    QTest::addColumn<double>("burstCv");
    QTest::addColumn<double>("cv");
    QTest::addColumn<double>("meanTolerance");
    QTest::addColumn<double>("cvTolerance");
    // One million gaps. The standard error of the mean is CV / sqrt(n) = CV / 1000; that of
    // the CV about (CV / 2) × sqrt((κ − 1) / n), κ = E[(g − 1)^4] / CV^4.
    // Exponential (c = 1): κ = 9, se(mean) = 0.001, se(CV) = 0.5 × sqrt(8e-6) = 0.0014;
    // tolerance 0.006 and 0.007, over 4 standard errors.
    QTest::newRow("poisson") << ArrivalProcess::Poisson << 2.0 << 1.0 << 0.006 << 0.007;
    QTest::newRow("bursty c 1") << ArrivalProcess::Bursty << 1.0 << 1.0 << 0.006 << 0.007;
    // Balanced H2 with c = 3: p = 0.9472, rates 2p = 1.894 and 2(1 − p) = 0.1056; the raw
    // moments E[g^k] = k! (p / 1.894^k + (1 − p) / 0.1056^k) give E[(g − 1)^4] = 9,177,
    // κ = 9,177 / 81 = 113: se(mean) = 3 / 1000 = 0.003, se(CV) = 1.5 × sqrt(112e-6) = 0.016;
    // tolerance 0.015 and 0.08 (5 standard errors).
    QTest::newRow("bursty c 3") << ArrivalProcess::Bursty << 3.0 << 3.0 << 0.015 << 0.08;
    // c = 2: the same way κ = 52.3, se(mean) = 0.002, se(CV) = 1 × sqrt(51.3e-6) = 0.0072;
    // tolerance 0.01 and 0.036 (5 standard errors).
    QTest::newRow("bursty c 2") << ArrivalProcess::Bursty << 2.0 << 2.0 << 0.01 << 0.036;
}

void TestArrivals::gapMoments()
{
    QFETCH(ArrivalProcess, process);
    QFETCH(double, burstCv);
    QFETCH(double, cv);
    QFETCH(double, meanTolerance);
    QFETCH(double, cvTolerance);
    const Moments moments = ::gapMoments(process, burstCv, 1000000);
    QVERIFY2(std::abs(moments.mean - 1.0) <= meanTolerance,
             qPrintable(QStringLiteral("mean %1").arg(moments.mean, 0, 'g', 8)));
    QVERIFY2(std::abs(moments.cv - cv) <= cvTolerance,
             qPrintable(QStringLiteral("CV %1").arg(moments.cv, 0, 'g', 8)));
}

QTEST_APPLESS_MAIN(TestArrivals)
#include "tst_arrivals.moc"
