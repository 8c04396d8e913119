// SPDX-License-Identifier: GPL-3.0-or-later
// Monte Carlo simulation of every option's total under triangular distributions of the cost
// drivers: seeded, the same on every platform and for any number of threads.
#pragma once

#include "drivermodel.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <random>

namespace infertco {

/// A triangular distribution sampled through its inverse distribution function, so that a
/// uniform number gives the same value with every standard library.
struct Triangular
{
    double low = 0;
    double mode = 0;
    double high = 0;

    /// The value below which a share `u` in [0, 1) of the distribution lies.
    double quantile(double u) const;
};

/// Uniform numbers in [0, 1) from std::mt19937_64 (whose output the C++ standard fixes), one
/// independent stream per chunk of draws, seeded from the run's seed and the chunk's index.
class RandomStream
{
public:
    RandomStream(std::uint64_t seed, std::uint64_t chunk);
    /// 53 random bits scaled to [0, 1).
    double next();

    /// SplitMix64 of the run's seed and the chunk's index: nearby seeds give unrelated streams.
    static std::uint64_t chunkSeed(std::uint64_t seed, std::uint64_t chunk);

private:
    std::mt19937_64 m_engine;
};

struct MonteCarloSettings
{
    std::uint64_t seed = 1;
    int draws = 10000;
    int threads = 0; ///< 0: one per processor core
    int histogramBins = 40;
};

/// One option's simulated totals. Money is rounded half to even to the cent.
struct OptionDistribution
{
    QString name;
    bool feasible = false;
    /// No driver that varies moves this option: every draw is the exact ledger's total (with
    /// any zero-width range away from the scenario's figure applied exactly).
    bool exact = false;
    Decimal exactTotal; ///< the exact total at the scenario's figures
    Decimal min, p10, p50, p90, max, mean;
    double probabilityCheapest = 0; ///< share of draws in which it is the cheapest
    QList<int> histogram; ///< draws per bin of MonteCarloResult's bins
};

struct MonteCarloResult
{
    QString scenarioId;
    QString currency;
    std::uint64_t seed = 0;
    int draws = 0;
    bool cancelled = false; ///< stopped before the end: no distributions
    QList<DriverRange> ranges;
    QList<Driver> activeDrivers; ///< drivers that vary and move some option's total
    QList<OptionDistribution> options;
    Decimal binStart; ///< lower edge of the first histogram bin
    Decimal binWidth;
    int binCount = 0;

    /// Index of the option most often cheapest (first on ties), or -1.
    int mostOftenCheapest() const;
};

class MonteCarlo
{
    Q_DECLARE_TR_FUNCTIONS(infertco::MonteCarlo)

public:
    /// Called after each chunk of draws, from a worker thread, one call at a time.
    using Progress = std::function<void(int done, int total)>;

    /// Draws handed to a thread at a time, each chunk with its own random stream.
    static constexpr int ChunkSize = 256;
    /// The draws a run takes: MinDraws..MaxDraws (the run and `montecarlo --draws`).
    static constexpr int MinDraws = 1;
    static constexpr int MaxDraws = 1000000;
    /// The fewest draws the risk view lets a person ask for (its draws box starts here);
    /// a run and the CLI accept down to MinDraws.
    static constexpr int MinDrawsInView = 100;
    /// The largest seed: seeds stay below 2^53 so that JSON readers get them back exactly.
    /// The risk view, the CLI and the run itself all take 0..MaxSeed.
    static constexpr std::uint64_t MaxSeed = (std::uint64_t{ 1 } << 53) - 1;

    /// Draws every varying driver from its triangular (low, most likely, high) distribution,
    /// the same value for all options in one draw, and runs every feasible option's ledger in
    /// double precision. A zero-width range is not drawn: its value is applied exactly, and
    /// options that no varying driver moves keep one exact total. The discount rate does not
    /// move a total and is not simulated. Setting `*cancel` stops the
    /// run at the next chunk; the result then says it was cancelled.
    static Outcome<MonteCarloResult> run(const DriverModel &model, const QList<DriverRange> &ranges,
                                         const MonteCarloSettings &settings,
                                         const Progress &progress = {},
                                         const std::atomic<bool> *cancel = nullptr);

    /// Model updates falling in months 0..H at `updatesPerYear`, in double (docs/method.md, "The
    /// ledger": update k falls in month ceil(12k / u)).
    static void updatesPerMonth(double updatesPerYear, std::vector<int> &perMonth);

private:
    /// The problems of the ranges and settings, and of a scenario with no `feasible` option.
    static Problems check(const DriverModel &model, const QList<DriverRange> &ranges,
                          const MonteCarloSettings &settings, const QList<int> &feasible);
};

} // namespace infertco
