// SPDX-License-Identifier: GPL-3.0-or-later
#include "serving/simulationcache.h"

#include "serving/requestlogprofile.h"

#include <algorithm>
#include <tuple>

namespace infertco {

namespace {

/// The same rows: the same object, or equal rows (a log read twice is the same log).
bool sameRows(const std::shared_ptr<const RequestLogRows> &a,
              const std::shared_ptr<const RequestLogRows> &b)
{
    if (a == b)
        return true;
    if (!a || !b)
        return false;
    return a->size() == b->size() && a->rows() == b->rows();
}

bool sameArrivals(const ArrivalSpec &a, const ArrivalSpec &b)
{
    return a.requests == b.requests && a.seed == b.seed && a.arrival == b.arrival
            && a.burstCv == b.burstCv && sameRows(a.log, b.log);
}

bool sameInput(const SimulationInput &a, const SimulationInput &b)
{
    return a.replica == b.replica && a.promptTokens == b.promptTokens
            && a.outputTokens == b.outputTokens && sameArrivals(a.arrivals, b.arrivals)
            && sameRows(a.lengths, b.lengths);
}

} // namespace

RequestShape SimulationInput::shape() const
{
    return RequestShape{ promptTokens, outputTokens, lengths.get() };
}

struct SimulationCache::Schedule
{
    ArrivalSpec spec;
    std::shared_ptr<const ArrivalSchedule> schedule;
};

struct SimulationCache::Entry
{
    SimulationInput input;
    std::mutex mutex; // one search at a time per input; other inputs run meanwhile

    /// A capacity search by what it starts from and is judged on.
    struct Search
    {
        double averageTokensPerS = 0;
        std::optional<double> ttftMs;
        double tpotMs = 0;
        CapacitySearch search;
    };
    std::vector<Search> searches;
    std::vector<std::pair<double, SimulationResult>> runs; ///< by rate, oldest first
};

SimulationCache::SimulationCache(std::size_t maxReplicas, std::size_t maxSchedules)
    : m_maxReplicas(std::max<std::size_t>(1, maxReplicas)),
      m_maxSchedules(std::max<std::size_t>(1, maxSchedules))
{ }

SimulationCache::~SimulationCache() = default;

std::shared_ptr<const ArrivalSchedule> SimulationCache::arrivals(const ArrivalSpec &spec)
{
    {
        const std::lock_guard lock(m_mutex);
        for (auto s = m_schedules.begin(); s != m_schedules.end(); ++s) {
            if (sameArrivals(s->spec, spec)) {
                m_schedules.splice(m_schedules.begin(), m_schedules, s);
                return m_schedules.front().schedule;
            }
        }
    }
    // Drawn outside the lock; two threads drawing the same schedule get the same times.
    auto schedule = std::make_shared<const ArrivalSchedule>(
            spec.arrival == ArrivalProcess::Log && spec.log
                    ? logArrivals(*spec.log, spec.requests)
                    : drawArrivals(spec.requests, spec.seed, spec.arrival, spec.burstCv));
    const std::lock_guard lock(m_mutex);
    m_schedules.push_front(Schedule{ spec, schedule });
    while (m_schedules.size() > m_maxSchedules)
        m_schedules.pop_back();
    return schedule;
}

std::shared_ptr<SimulationCache::Entry> SimulationCache::entry(const SimulationInput &input)
{
    const std::lock_guard lock(m_mutex);
    for (auto e = m_entries.begin(); e != m_entries.end(); ++e) {
        if (sameInput((*e)->input, input)) {
            m_entries.splice(m_entries.begin(), m_entries, e);
            return m_entries.front();
        }
    }
    auto e = std::make_shared<Entry>();
    e->input = input;
    m_entries.push_front(e);
    // An evicted entry in use elsewhere lives on until that use ends.
    while (m_entries.size() > m_maxReplicas)
        m_entries.pop_back();
    return e;
}

void SimulationCache::counted()
{
    const std::lock_guard lock(m_mutex);
    ++m_runs;
}

double SimulationCache::capacity(const SimulationInput &input, double averageTokensPerS,
                                 std::optional<double> ttftMs, double tpotMs)
{
    return *capacity(input, averageTokensPerS, ttftMs, tpotMs, {});
}

std::optional<double> SimulationCache::capacity(const SimulationInput &input,
                                                double averageTokensPerS,
                                                std::optional<double> ttftMs, double tpotMs,
                                                const std::function<bool(double)> &mayMatter)
{
    const std::shared_ptr<Entry> e = entry(input);
    const std::lock_guard lock(e->mutex);
    auto found = std::find_if(e->searches.begin(), e->searches.end(), [&](const auto &s) {
        return s.averageTokensPerS == averageTokensPerS && s.ttftMs == ttftMs && s.tpotMs == tpotMs;
    });
    if (found == e->searches.end()) {
        e->searches.push_back(Entry::Search{
                averageTokensPerS, ttftMs, tpotMs,
                CapacitySearch(averageTokensPerS, input.shape().meanOutputTokens()) });
        found = e->searches.end() - 1;
    }
    CapacitySearch &search = found->search;
    if (search.done())
        return search.capacity();
    if (mayMatter && !mayMatter(search.upperBound()))
        return std::nullopt;
    const std::shared_ptr<const ArrivalSchedule> schedule = arrivals(input.arrivals);
    const RequestShape shape = input.shape();
    const auto holds = [&](double rate) {
        return ServingSimulator::holdsAt(input.replica, shape, *schedule, rate, ttftMs, tpotMs);
    };
    counted();
    while (!search.done()) {
        search.step(holds);
        if (!search.done() && mayMatter && !mayMatter(search.upperBound()))
            return std::nullopt;
    }
    return search.capacity();
}

SimulationResult SimulationCache::openLoop(const SimulationInput &input, double ratePerS)
{
    const std::shared_ptr<Entry> e = entry(input);
    const std::lock_guard lock(e->mutex);
    for (const auto &[rate, result] : e->runs) {
        if (rate == ratePerS)
            return result;
    }
    const std::shared_ptr<const ArrivalSchedule> schedule = arrivals(input.arrivals);
    const SimulationResult result
            = ServingSimulator::openLoop(input.replica, input.shape(), *schedule, ratePerS);
    if (e->runs.size() >= MaxRunsPerReplica)
        e->runs.erase(e->runs.begin());
    e->runs.emplace_back(ratePerS, result);
    counted();
    return result;
}

std::vector<SweepPoint> SimulationCache::sweep(const SimulationInput &input, double capacityPerS)
{
    // Each run cached by its rate.
    return ServingSimulator::sweep(capacityPerS,
                                   [&](double ratePerS) { return openLoop(input, ratePerS); });
}

long long SimulationCache::simulationsRun() const
{
    const std::lock_guard lock(m_mutex);
    return m_runs;
}

std::size_t SimulationCache::replicasHeld() const
{
    const std::lock_guard lock(m_mutex);
    return m_entries.size();
}

} // namespace infertco
