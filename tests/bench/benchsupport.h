// SPDX-License-Identifier: GPL-3.0-or-later
// What the benchmarks share: a median of wall times and a scenario widened to many options.
#pragma once

#include "model/entities/scenario.h"

#include <QElapsedTimer>

#include <algorithm>
#include <vector>

namespace infertco::bench {

/// Median wall time in milliseconds of `work(run)` over `runs` runs, run = 0 … runs − 1.
template <typename Work>
double medianMs(int runs, Work work)
{
    std::vector<double> times;
    times.reserve(static_cast<size_t>(runs));
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        work(run);
        times.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

/// The scenario with its options repeated to `count` options, named "<name> #<n>".
inline Scenario widened(const Scenario &base, int count)
{
    Scenario scenario = base;
    scenario.options.clear();
    for (int i = 0; i < count; ++i) {
        ScenarioOption option = base.options.at(i % base.options.size());
        option.name = QStringLiteral("%1 #%2").arg(option.name).arg(i + 1);
        scenario.options.append(option);
    }
    return scenario;
}

} // namespace infertco::bench
