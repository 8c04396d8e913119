// SPDX-License-Identifier: GPL-3.0-or-later
// Compiled with -ffp-contract=off (core/CMakeLists.txt): the same bits on every platform.
#include "serving/arrivals.h"

#include <cmath>

namespace infertco {

double burstFirstPhaseProbability(double burstCv)
{
    const double c2 = burstCv * burstCv;
    return (1.0 + std::sqrt((c2 - 1.0) / (c2 + 1.0))) / 2.0;
}

namespace {

double gap(Xoshiro256StarStar &random, ArrivalProcess arrival, double p)
{
    if (arrival == ArrivalProcess::Poisson)
        return -std::log(1.0 - random.uniform());
    const double u1 = random.uniform();
    const double u2 = random.uniform();
    const double exponential = -std::log(1.0 - u2);
    return u1 < p ? exponential / (2.0 * p) : exponential / (2.0 * (1.0 - p));
}

} // namespace

double drawUnitGap(Xoshiro256StarStar &random, ArrivalProcess arrival, double burstCv)
{
    const double p = arrival == ArrivalProcess::Bursty ? burstFirstPhaseProbability(burstCv) : 0.0;
    return gap(random, arrival, p);
}

ArrivalSchedule drawArrivals(int requests, quint64 seed, ArrivalProcess arrival, double burstCv)
{
    ArrivalSchedule schedule;
    if (requests <= 0)
        return schedule;
    const double p = arrival == ArrivalProcess::Bursty ? burstFirstPhaseProbability(burstCv) : 0.0;
    Xoshiro256StarStar random(seed);
    schedule.unitTimes.reserve(static_cast<size_t>(requests));
    double sum = 0.0;
    for (int i = 0; i < requests; ++i) {
        sum = sum + gap(random, arrival, p);
        schedule.unitTimes.push_back(sum);
    }
    return schedule;
}

} // namespace infertco
