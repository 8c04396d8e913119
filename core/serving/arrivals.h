// SPDX-License-Identifier: GPL-3.0-or-later
// When the requests of an open-loop simulation arrive (docs/serving.md, "Random numbers": unit
// gaps of mean 1 drawn once, so that a rate r only rescales time (a_i = S_i / r).
#pragma once

#include "model/entities/enums.h"
#include "serving/randomnumbers.h"

#include <vector>

namespace infertco {

/// The arrival times at rate 1: S_i = S_{i−1} + g_i, left to right, S_{−1} = 0.
struct ArrivalSchedule
{
    std::vector<double> unitTimes;

    /// a_i = S_i / r, the arrival of request i at `ratePerS` requests per second.
    double arrival(int i, double ratePerS) const
    {
        return unitTimes[static_cast<size_t>(i)] / ratePerS;
    }
};

/// The probability p of the first phase of the balanced two-phase hyperexponential with a
/// coefficient of variation c = burstCv: p = (1 + sqrt((c² − 1) / (c² + 1))) / 2.
double burstFirstPhaseProbability(double burstCv);

/// One gap of mean 1: poisson uses one uniform, g = −ln(1.0 − u); bursty two, u1 then u2,
/// g = −ln(1 − u2) / (2p) if u1 < p, else −ln(1 − u2) / (2(1 − p)).
double drawUnitGap(Xoshiro256StarStar &random, ArrivalProcess arrival, double burstCv);

/// The first `requests` unit arrival times of the stream seeded with `seed`.
/// `burstCv` (≥ 1) is read only for bursty arrivals.
ArrivalSchedule drawArrivals(int requests, quint64 seed, ArrivalProcess arrival, double burstCv);

} // namespace infertco
