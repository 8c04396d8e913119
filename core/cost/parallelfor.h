// SPDX-License-Identifier: GPL-3.0-or-later
// The one worker loop of the core's parallel runs (the Monte Carlo chunks, the plan search's
// candidates): `threads` threads, the caller's among them, each taking the next index until
// none is left.
#pragma once

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace infertco {

/// Calls `body(i)` for every i in [0, count) on up to `threads` threads (at least 1, never
/// more than `count`), each thread taking the next index. Stops handing out indices once
/// `cancel` is set or a `body` returns false; returns false when a `body` did.
template <typename Body>
bool parallelFor(int count, int threads, const std::atomic<bool> *cancel, const Body &body)
{
    std::atomic<int> next{ 0 };
    std::atomic<bool> stopped{ false };
    const auto work = [&] {
        for (;;) {
            if ((cancel && cancel->load()) || stopped.load())
                return;
            const int i = next.fetch_add(1);
            if (i >= count)
                return;
            if (!body(i)) {
                stopped.store(true);
                return;
            }
        }
    };
    threads = std::clamp(threads, 1, std::max(1, count));
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t)
        workers.emplace_back(work);
    work();
    for (std::thread &worker : workers)
        worker.join();
    return !stopped.load();
}

} // namespace infertco
