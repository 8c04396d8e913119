// SPDX-License-Identifier: GPL-3.0-or-later
#include "montecarlo.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace infertco {

double Triangular::quantile(double u) const
{
    const double width = high - low;
    if (!(width > 0))
        return low;
    const double left = mode - low;
    if (u * width < left)
        return low + std::sqrt(u * width * left);
    return high - std::sqrt((1.0 - u) * width * (high - mode));
}

std::uint64_t RandomStream::chunkSeed(std::uint64_t seed, std::uint64_t chunk)
{
    std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (chunk + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

RandomStream::RandomStream(std::uint64_t seed, std::uint64_t chunk)
    : m_engine(chunkSeed(seed, chunk))
{ }

double RandomStream::next()
{
    return static_cast<double>(m_engine() >> 11) * 0x1.0p-53;
}

void MonteCarlo::updatesPerMonth(double updatesPerYear, std::vector<int> &perMonth)
{
    // Updates in months 1..m number floor(m × u / 12), as in Engine::updatesPerMonth.
    long long before = 0;
    for (size_t m = 0; m < perMonth.size(); ++m) {
        const long long through = m == 0
                ? 0
                : static_cast<long long>(std::floor(double(m) * updatesPerYear / 12.0));
        perMonth[m] = static_cast<int>(through - before);
        before = through;
    }
}

int MonteCarloResult::mostOftenCheapest() const
{
    int best = -1;
    for (int i = 0; i < options.size(); ++i) {
        if (options.at(i).feasible
            && (best < 0
                || options.at(i).probabilityCheapest > options.at(best).probabilityCheapest))
            best = i;
    }
    return best;
}

namespace {

Decimal cents(long long value)
{
    return Decimal::fromUnits(Decimal::Mantissa(value), 2);
}

// DESIGN 3.1 rounding for a simulated total: half to even to the cent.
long long toCents(double amount)
{
    return static_cast<long long>(std::nearbyint(amount * 100.0));
}

struct SimulatedDriver
{
    Driver driver;
    Triangular distribution;
};

struct SimulatedOption
{
    int index = -1;
    LedgerInputs<double> base;
    /// Bit d set: simulated driver d moves this option.
    unsigned drivers = 0;
    unsigned fxFields = 0;
};

// The draws of one run: totals[option][draw], written by chunk, so that the result does not
// depend on which thread ran which chunk.
class Simulation
{
public:
    Simulation(const QList<SimulatedDriver> &drivers, const QList<SimulatedOption> &options,
               const MonteCarloSettings &settings, int horizonMonths, const DriverModel &model)
        : m_model(model),
          m_drivers(drivers),
          m_options(options),
          m_settings(settings),
          m_horizonMonths(horizonMonths),
          m_totals(static_cast<size_t>(options.size()),
                   std::vector<double>(static_cast<size_t>(settings.draws)))
    { }

    void runChunk(int chunk)
    {
        RandomStream stream(m_settings.seed, static_cast<std::uint64_t>(chunk));
        std::vector<LedgerInputs<double>> scratch;
        scratch.reserve(static_cast<size_t>(m_options.size()));
        for (const SimulatedOption &option : m_options)
            scratch.push_back(option.base);
        std::vector<double> values(static_cast<size_t>(m_drivers.size()));
        std::vector<int> updates(static_cast<size_t>(m_horizonMonths) + 1, 0);
        const int first = chunk * MonteCarlo::ChunkSize;
        const int last = std::min(first + MonteCarlo::ChunkSize, m_settings.draws);
        for (int draw = first; draw < last; ++draw) {
            for (qsizetype d = 0; d < m_drivers.size(); ++d)
                values[static_cast<size_t>(d)]
                        = m_drivers.at(d).distribution.quantile(stream.next());
            for (qsizetype o = 0; o < m_options.size(); ++o) {
                const SimulatedOption &option = m_options.at(o);
                LedgerInputs<double> &in = scratch[static_cast<size_t>(o)];
                std::optional<Decimal> growth;
                std::optional<Decimal> ownedFactor;
                for (qsizetype d = 0; d < m_drivers.size(); ++d) {
                    if (!(option.drivers & (1u << d)))
                        continue;
                    const double value = values[static_cast<size_t>(d)];
                    const Driver driver = m_drivers.at(d).driver;
                    if (driver == Driver::ModelUpdates) {
                        MonteCarlo::updatesPerMonth(value, updates);
                        in.updatesPerMonth = updates;
                    } else if (driver == Driver::DemandGrowth || driver == Driver::OwnedServers) {
                        // These move the fleet: planned again below, exactly, for the draw.
                        const std::optional<Decimal> exact
                                = Decimal::parse(QString::number(value, 'g', 12));
                        (driver == Driver::DemandGrowth ? growth : ownedFactor) = exact;
                    } else {
                        DriverModel::apply(in, option.base, m_drivers.at(d).driver, value,
                                           option.fxFields);
                    }
                }
                if (growth || ownedFactor)
                    in.fleet = m_model.replannedFleet(option.index, growth, ownedFactor);
                // The ledger's line items without spreading them month by month: only the
                // total is needed.
                m_totals[static_cast<size_t>(o)][static_cast<size_t>(draw)]
                        = computeLedgerLines(in).total;
            }
        }
    }

    const std::vector<double> &totals(int option) const
    {
        return m_totals[static_cast<size_t>(option)];
    }

private:
    const DriverModel &m_model;
    const QList<SimulatedDriver> &m_drivers;
    const QList<SimulatedOption> &m_options;
    const MonteCarloSettings &m_settings;
    int m_horizonMonths;
    std::vector<std::vector<double>> m_totals;
};

// Nearest-rank percentile of sorted cents: the smallest value with at least p% at or below it.
long long percentile(const std::vector<long long> &sorted, int percent)
{
    const size_t n = sorted.size();
    const size_t rank = (n * static_cast<size_t>(percent) + 99) / 100;
    return sorted[std::max<size_t>(rank, 1) - 1];
}

} // namespace

Outcome<MonteCarloResult> MonteCarlo::run(const DriverModel &model,
                                          const QList<DriverRange> &ranges,
                                          const MonteCarloSettings &settings,
                                          const Progress &progress, const std::atomic<bool> *cancel)
{
    const Scenario &scenario = model.scenario();
    Problems problems = Drivers::check(ranges, scenario);
    const QString item = tr("Monte Carlo run");
    if (settings.draws < 1 || settings.draws > MaxDraws)
        problems.append(
                { item, QStringLiteral("draws"), tr("must be between 1 and %1").arg(MaxDraws) });
    if (settings.seed > MaxSeed)
        problems.append({ item, QStringLiteral("seed"),
                          tr("must be a whole number from 0 to %1").arg(MaxSeed) });
    if (settings.histogramBins < 1 || settings.histogramBins > 1000)
        problems.append({ item, QStringLiteral("bins"), tr("must be between 1 and 1000") });
    QList<int> feasible;
    for (int i = 0; i < model.optionCount(); ++i) {
        if (model.option(i).feasible)
            feasible.append(i);
    }
    if (feasible.isEmpty())
        problems.append({ tr("scenario \"%1\"").arg(scenario.id), QString(),
                          tr("has no feasible option to simulate") });
    if (!problems.isEmpty())
        return problems;

    MonteCarloResult result;
    result.scenarioId = scenario.id;
    result.currency = scenario.currency;
    result.seed = settings.seed;
    result.draws = settings.draws;
    result.ranges = ranges;

    // Drivers that vary and move some total are drawn. A zero-width range away from the
    // scenario's figure is a fixed change, applied exactly; the discount rate moves no total.
    QList<SimulatedDriver> drivers;
    QList<DriverRange> active;
    QList<DriverValue> fixed;
    for (const DriverRange &range : ranges) {
        if (range.driver == Driver::DiscountRate)
            continue;
        if (range.isZeroWidth()) {
            if (range.mostLikely != Drivers::baseValue(scenario, range.driver, range.currency))
                fixed.append({ range, range.mostLikely });
            continue;
        }
        bool moves = false;
        for (const int option : std::as_const(feasible))
            moves = moves || model.touches(option, range, Measure::Total);
        if (!moves)
            continue;
        drivers.append(
                { range.driver,
                  { range.low.toDouble(), range.mostLikely.toDouble(), range.high.toDouble() } });
        active.append(range);
        result.activeDrivers.append(range.driver);
    }

    // Options that no drawn driver moves have one exact total for every draw.
    QList<SimulatedOption> simulated;
    QList<int> simulatedIndex(model.optionCount(), -1);
    QList<Decimal> exactTotals(model.optionCount());
    try {
        for (const int option : std::as_const(feasible)) {
            SimulatedOption s;
            s.index = option;
            for (qsizetype d = 0; d < active.size(); ++d) {
                if (model.touches(option, active.at(d), Measure::Total))
                    s.drivers |= 1u << d;
                if (active.at(d).driver == Driver::Fx)
                    s.fxFields = model.fxFields(option, active.at(d).currency);
            }
            if (s.drivers == 0) {
                const Decimal total = fixed.isEmpty() ? model.baseResult(option).total
                                                      : model.exactResult(option, fixed).total;
                exactTotals[option] = total.rounded(2); // already whole cents: same value

                continue;
            }
            PreparedScenario economics;
            s.base = convertInputs<double>(model.preparedWith(option, fixed, economics).inputs,
                                           [](const Decimal &value) { return value.toDouble(); });
            simulatedIndex[option] = static_cast<int>(simulated.size());
            simulated.append(s);
        }
    } catch (const std::exception &) {
        return Problems{ { tr("scenario \"%1\"").arg(scenario.id), QString(),
                           tr("a driver range makes its figures too large to compute exactly; "
                              "check the ranges") } };
    }

    Simulation simulation(drivers, simulated, settings, scenario.horizonMonths, model);
    const int chunks = (settings.draws + ChunkSize - 1) / ChunkSize;
    if (!simulated.isEmpty()) {
        std::atomic<int> nextChunk{ 0 };
        std::atomic<bool> failed{ false };
        std::mutex progressMutex;
        int done = 0;
        const auto work = [&] {
            for (;;) {
                if ((cancel && cancel->load()) || failed.load())
                    return;
                const int chunk = nextChunk.fetch_add(1);
                if (chunk >= chunks)
                    return;
                try {
                    simulation.runChunk(chunk);
                } catch (...) {
                    failed.store(true);
                    return;
                }
                const int size = std::min(ChunkSize, settings.draws - chunk * ChunkSize);
                const std::lock_guard lock(progressMutex);
                done += size;
                if (progress)
                    progress(done, settings.draws);
            }
        };
        int threads = settings.threads > 0 ? settings.threads
                                           : static_cast<int>(std::thread::hardware_concurrency());
        threads = std::clamp(threads, 1, chunks);
        std::vector<std::thread> workers;
        for (int t = 1; t < threads; ++t)
            workers.emplace_back(work);
        work();
        for (std::thread &worker : workers)
            worker.join();
        if (failed.load())
            return Problems{ { tr("scenario \"%1\"").arg(scenario.id), QString(),
                               tr("the simulation failed; check the driver ranges") } };
    } else if (progress) {
        progress(settings.draws, settings.draws);
    }
    if (cancel && cancel->load()) {
        result.cancelled = true;
        return result;
    }

    // Every feasible option's draws in cents: simulated, or its exact total in every draw.
    const size_t n = static_cast<size_t>(settings.draws);
    std::vector<std::vector<long long>> draws(static_cast<size_t>(model.optionCount()));
    long long lowest = 0;
    long long highest = 0;
    bool any = false;
    for (const int option : std::as_const(feasible)) {
        std::vector<long long> &values = draws[static_cast<size_t>(option)];
        const int s = simulatedIndex.at(option);
        if (s < 0) {
            values.assign(n, exactTotals.at(option).mantissa().convert_to<long long>());
        } else {
            values.resize(n);
            const std::vector<double> &totals = simulation.totals(s);
            std::transform(totals.begin(), totals.end(), values.begin(), toCents);
        }
        const auto [minIt, maxIt] = std::minmax_element(values.begin(), values.end());
        lowest = any ? std::min(lowest, *minIt) : *minIt;
        highest = any ? std::max(highest, *maxIt) : *maxIt;
        any = true;
    }

    std::vector<int> cheapestCount(static_cast<size_t>(model.optionCount()), 0);
    for (size_t draw = 0; draw < n; ++draw) {
        int best = -1;
        for (const int option : std::as_const(feasible)) {
            if (best < 0
                || draws[static_cast<size_t>(option)][draw]
                        < draws[static_cast<size_t>(best)][draw])
                best = option;
        }
        ++cheapestCount[static_cast<size_t>(best)];
    }

    result.binCount = highest > lowest ? settings.histogramBins : 1;
    const long long width = highest > lowest ? (highest - lowest) / result.binCount + 1 : 1;
    result.binStart = cents(lowest);
    result.binWidth = cents(width);

    for (int option = 0; option < model.optionCount(); ++option) {
        OptionDistribution distribution;
        distribution.name = model.option(option).name;
        distribution.feasible = model.option(option).feasible;
        if (!distribution.feasible) {
            result.options.append(distribution);
            continue;
        }
        const OptionResult &base = model.baseResult(option);
        distribution.exactTotal = base.total;
        distribution.exact = simulatedIndex.at(option) < 0;
        std::vector<long long> &values = draws[static_cast<size_t>(option)];
        distribution.histogram = QList<int>(result.binCount, 0);
        double sum = 0;
        for (const long long value : values) {
            ++distribution.histogram[static_cast<qsizetype>((value - lowest) / width)];
            sum += static_cast<double>(value);
        }
        std::sort(values.begin(), values.end());
        if (distribution.exact) {
            distribution.min = distribution.p10 = distribution.p50 = distribution.p90
                    = distribution.max = distribution.mean = exactTotals.at(option);
        } else {
            distribution.min = cents(values.front());
            distribution.max = cents(values.back());
            distribution.p10 = cents(percentile(values, 10));
            distribution.p50 = cents(percentile(values, 50));
            distribution.p90 = cents(percentile(values, 90));
            distribution.mean = cents(static_cast<long long>(std::nearbyint(sum / double(n))));
        }
        distribution.probabilityCheapest
                = double(cheapestCount[static_cast<size_t>(option)]) / double(n);
        result.options.append(distribution);
    }
    return result;
}

} // namespace infertco
