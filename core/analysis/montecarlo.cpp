// SPDX-License-Identifier: GPL-3.0-or-later
#include "montecarlo.h"

#include "cost/parallelfor.h"

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
        // An option never the cheapest in a draw (an incomplete one) is never the answer.
        if (options.at(i).feasible && options.at(i).probabilityCheapest > 0
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

// docs/method.md, "Numbers" rounding for a simulated total: half to even to the cent.
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

namespace {

// The drivers of a run: those drawn (they vary and move some total), and the zero-width ranges
// away from the scenario's figure, applied exactly; the discount rate moves no total.
struct RunDrivers
{
    QList<SimulatedDriver> drawn;
    QList<DriverRange> drawnRanges; ///< the ranges of `drawn`, in its order
    QList<DriverValue> fixed;
};

RunDrivers runDrivers(const DriverModel &model, const QList<DriverRange> &ranges,
                      const QList<int> &feasible)
{
    const Scenario &scenario = model.scenario();
    RunDrivers drivers;
    for (const DriverRange &range : ranges) {
        if (range.driver == Driver::DiscountRate)
            continue;
        if (range.isZeroWidth()) {
            if (range.mostLikely != Drivers::baseValue(scenario, range.driver, range.currency))
                drivers.fixed.append({ range, range.mostLikely });
            continue;
        }
        bool moves = false;
        for (const int option : feasible)
            moves = moves || model.touches(option, range, Measure::Total);
        if (!moves)
            continue;
        drivers.drawn.append(
                { range.driver,
                  { range.low.toDouble(), range.mostLikely.toDouble(), range.high.toDouble() } });
        drivers.drawnRanges.append(range);
    }
    return drivers;
}

// The feasible options split: those a drawn driver moves get their double-precision ledger
// inputs; the others have one exact total (in cents) for every draw.
struct RunOptions
{
    QList<SimulatedOption> simulated;
    QList<int> simulatedIndex; ///< by option: its place in `simulated`, or -1
    QList<Decimal> exactTotals; ///< by option, for those not simulated
};

RunOptions runOptions(const DriverModel &model, const QList<int> &feasible,
                      const RunDrivers &drivers)
{
    RunOptions options;
    options.simulatedIndex = QList<int>(model.optionCount(), -1);
    options.exactTotals = QList<Decimal>(model.optionCount());
    for (const int option : feasible) {
        SimulatedOption s;
        s.index = option;
        for (qsizetype d = 0; d < drivers.drawnRanges.size(); ++d) {
            const DriverRange &range = drivers.drawnRanges.at(d);
            if (model.touches(option, range, Measure::Total))
                s.drivers |= 1u << d;
            if (range.driver == Driver::Fx)
                s.fxFields = model.fxFields(option, range.currency);
        }
        if (s.drivers == 0) {
            const Decimal total = drivers.fixed.isEmpty()
                    ? model.baseResult(option).total
                    : model.exactResult(option, drivers.fixed).total;
            options.exactTotals[option] = total.rounded(2); // already whole cents: same value
            continue;
        }
        PreparedScenario economics;
        s.base = convertInputs<double>(model.preparedWith(option, drivers.fixed, economics).inputs,
                                       [](const Decimal &value) { return value.toDouble(); });
        options.simulatedIndex[option] = static_cast<int>(options.simulated.size());
        options.simulated.append(s);
    }
    return options;
}

// Runs every chunk of draws on `settings.threads` threads (one per core when 0), each thread
// taking the next chunk until none is left or `cancel` is set. False when a chunk failed.
bool runChunks(Simulation &simulation, const MonteCarloSettings &settings,
               const MonteCarlo::Progress &progress, const std::atomic<bool> *cancel)
{
    constexpr int ChunkSize = MonteCarlo::ChunkSize;
    const int chunks = (settings.draws + ChunkSize - 1) / ChunkSize;
    std::mutex progressMutex;
    int done = 0;
    const int threads = settings.threads > 0
            ? settings.threads
            : static_cast<int>(std::thread::hardware_concurrency());
    return parallelFor(chunks, threads, cancel, [&](int chunk) {
        try {
            simulation.runChunk(chunk);
        } catch (...) {
            return false;
        }
        const int size = std::min(ChunkSize, settings.draws - chunk * ChunkSize);
        const std::lock_guard lock(progressMutex);
        done += size;
        if (progress)
            progress(done, settings.draws);
        return true;
    });
}

// Every feasible option's draws in cents, simulated or its exact total in every draw, and the
// lowest and highest of them all.
struct DrawnCents
{
    std::vector<std::vector<long long>> byOption; ///< empty for an infeasible option
    long long lowest = 0;
    long long highest = 0;
};

DrawnCents drawnCents(const Simulation &simulation, const RunOptions &options,
                      const QList<int> &feasible, int optionCount, size_t draws)
{
    DrawnCents drawn;
    drawn.byOption.resize(static_cast<size_t>(optionCount));
    bool any = false;
    for (const int option : feasible) {
        std::vector<long long> &values = drawn.byOption[static_cast<size_t>(option)];
        const int s = options.simulatedIndex.at(option);
        if (s < 0) {
            values.assign(draws, options.exactTotals.at(option).mantissa().convert_to<long long>());
        } else {
            values.resize(draws);
            const std::vector<double> &totals = simulation.totals(s);
            std::transform(totals.begin(), totals.end(), values.begin(), toCents);
        }
        const auto [minIt, maxIt] = std::minmax_element(values.begin(), values.end());
        drawn.lowest = any ? std::min(drawn.lowest, *minIt) : *minIt;
        drawn.highest = any ? std::max(drawn.highest, *maxIt) : *maxIt;
        any = true;
    }
    return drawn;
}

// In how many draws each of `contenders` is the cheapest (the first of equal ones).
std::vector<int> cheapestCounts(const DrawnCents &drawn, const QList<int> &contenders, size_t draws)
{
    std::vector<int> counts(drawn.byOption.size(), 0);
    if (contenders.isEmpty())
        return counts;
    for (size_t draw = 0; draw < draws; ++draw) {
        int best = -1;
        for (const int option : contenders) {
            if (best < 0
                || drawn.byOption[static_cast<size_t>(option)][draw]
                        < drawn.byOption[static_cast<size_t>(best)][draw])
                best = option;
        }
        ++counts[static_cast<size_t>(best)];
    }
    return counts;
}

// One feasible option's distribution: its histogram in the result's bins, its percentiles
// and mean (an exact option's are all its exact total). Sorts `values`.
OptionDistribution distributionOf(std::vector<long long> &values, const Decimal &exactTotal,
                                  bool exact, const MonteCarloResult &result, long long lowest,
                                  long long width)
{
    OptionDistribution distribution;
    distribution.exact = exact;
    distribution.histogram = QList<int>(result.binCount, 0);
    double sum = 0;
    for (const long long value : values) {
        ++distribution.histogram[static_cast<qsizetype>((value - lowest) / width)];
        sum += static_cast<double>(value);
    }
    std::sort(values.begin(), values.end());
    if (exact) {
        distribution.min = distribution.p10 = distribution.p50 = distribution.p90 = distribution.max
                = distribution.mean = exactTotal;
    } else {
        distribution.min = cents(values.front());
        distribution.max = cents(values.back());
        distribution.p10 = cents(percentile(values, 10));
        distribution.p50 = cents(percentile(values, 50));
        distribution.p90 = cents(percentile(values, 90));
        distribution.mean
                = cents(static_cast<long long>(std::nearbyint(sum / double(values.size()))));
    }
    return distribution;
}

} // namespace

Problems MonteCarlo::check(const DriverModel &model, const QList<DriverRange> &ranges,
                           const MonteCarloSettings &settings, const QList<int> &feasible)
{
    const Scenario &scenario = model.scenario();
    Problems problems = Drivers::check(ranges, scenario);
    const QString item = tr("Monte Carlo run");
    static_assert(MinDraws == 1, "the text says 1");
    if (settings.draws < MinDraws || settings.draws > MaxDraws)
        problems.append(
                { item, QStringLiteral("draws"), tr("must be between 1 and %1").arg(MaxDraws) });
    if (settings.seed > MaxSeed)
        problems.append({ item, QStringLiteral("seed"),
                          tr("must be a whole number from 0 to %1").arg(MaxSeed) });
    if (settings.histogramBins < 1 || settings.histogramBins > 1000)
        problems.append({ item, QStringLiteral("bins"), tr("must be between 1 and 1000") });
    if (feasible.isEmpty())
        problems.append({ tr("scenario \"%1\"").arg(scenario.id), QString(),
                          tr("has no feasible option to simulate") });
    return problems;
}

Outcome<MonteCarloResult> MonteCarlo::run(const DriverModel &model,
                                          const QList<DriverRange> &ranges,
                                          const MonteCarloSettings &settings,
                                          const Progress &progress, const std::atomic<bool> *cancel)
{
    const Scenario &scenario = model.scenario();
    QList<int> feasible;
    for (int i = 0; i < model.optionCount(); ++i) {
        if (model.option(i).feasible)
            feasible.append(i);
    }
    const Problems problems = check(model, ranges, settings, feasible);
    if (!problems.isEmpty())
        return problems;

    MonteCarloResult result;
    result.scenarioId = scenario.id;
    result.currency = scenario.currency;
    result.seed = settings.seed;
    result.draws = settings.draws;
    result.ranges = ranges;
    const RunDrivers drivers = runDrivers(model, ranges, feasible);
    for (const DriverRange &range : drivers.drawnRanges)
        result.activeDrivers.append(range.driver);

    RunOptions options;
    try {
        options = runOptions(model, feasible, drivers);
    } catch (const std::exception &) {
        return Problems{ { tr("scenario \"%1\"").arg(scenario.id), QString(),
                           tr("a driver range makes its figures too large to compute exactly; "
                              "check the ranges") } };
    }

    Simulation simulation(drivers.drawn, options.simulated, settings, scenario.horizonMonths,
                          model);
    if (!options.simulated.isEmpty()) {
        if (!runChunks(simulation, settings, progress, cancel))
            return Problems{ { tr("scenario \"%1\"").arg(scenario.id), QString(),
                               tr("the simulation failed; check the driver ranges") } };
    } else if (progress) {
        progress(settings.draws, settings.draws);
    }
    if (cancel && cancel->load()) {
        result.cancelled = true;
        return result;
    }

    const size_t n = static_cast<size_t>(settings.draws);
    DrawnCents drawn = drawnCents(simulation, options, feasible, model.optionCount(), n);
    // docs/method.md, "Incomplete options": an option whose total is a lower bound is never
    // the cheapest, in a draw either.
    QList<int> complete;
    for (const int option : std::as_const(feasible)) {
        if (model.option(option).isComplete())
            complete.append(option);
    }
    const std::vector<int> cheapest = cheapestCounts(drawn, complete, n);
    const long long lowest = drawn.lowest;
    const long long highest = drawn.highest;
    result.binCount = highest > lowest ? settings.histogramBins : 1;
    const long long width = highest > lowest ? (highest - lowest) / result.binCount + 1 : 1;
    result.binStart = cents(lowest);
    result.binWidth = cents(width);

    for (int option = 0; option < model.optionCount(); ++option) {
        OptionDistribution distribution;
        if (model.option(option).feasible) {
            distribution = distributionOf(
                    drawn.byOption[static_cast<size_t>(option)], options.exactTotals.at(option),
                    options.simulatedIndex.at(option) < 0, result, lowest, width);
            distribution.exactTotal = model.baseResult(option).total;
            distribution.probabilityCheapest
                    = double(cheapest[static_cast<size_t>(option)]) / double(n);
        }
        distribution.name = model.option(option).name;
        distribution.feasible = model.option(option).feasible;
        result.options.append(distribution);
    }
    return result;
}

} // namespace infertco
