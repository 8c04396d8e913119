// SPDX-License-Identifier: GPL-3.0-or-later
// docs/serving.md, "Calibration": the method is explained there.
#include "calibration.h"

#include "cost/parallelfor.h"
#include "cost/servinglatency.h"
#include "serving/arrivals.h"
#include "serving/simulator.h"
#include "sizing/performancemodel.h"
#include "sizing/sizing.h"

#include <QLocale>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <memory>
#include <thread>

namespace infertco {

QString MeasuredRun::promptKey() const
{
    return line > 0 ? QStringLiteral("prompt_tokens") : QStringLiteral("total_input_tokens");
}

QString MeasuredRun::outputKey() const
{
    return line > 0 ? QStringLiteral("output_tokens") : QStringLiteral("total_output_tokens");
}

QString MeasuredRun::where() const
{
    return line > 0 ? Calibration::tr("%1 line %2").arg(file).arg(line) : file;
}

namespace {

/// One run ready to simulate: its workload (the run's lengths), the replica on the starting
/// card, and the peak bandwidth and compute the fitted efficiencies multiply.
struct PreparedRun
{
    const MeasuredRun *run = nullptr;
    Workload workload;
    ReplicaModel replica; ///< on the starting card, without the request overhead
    double peakBandwidth = 0; ///< t × bandwidth_gbs × 1e9 × d, bytes/s
    double peakCompute = 0; ///< t × tflops × 1e12 × d, FLOP/s
    RequestShape shape;
    /// A detailed run's per-request lengths as a request log (docs/serving.md, "Request logs"),
    /// which `shape` points into; null: every request has the run's mean lengths.
    std::shared_ptr<const RequestLogRows> log;
    int requests = 0;
    std::shared_ptr<const ArrivalSchedule> schedule; ///< open loop only
};

int hardwareThreads(int threads)
{
    if (threads > 0)
        return threads;
    return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

/// The run's statistic (mean or the nearest-rank median) over the simulated requests,
/// milliseconds; the request overhead is in the trace's times. A benchmark's figures are over
/// every request it sent, the first ones included, and so are these (the serving
/// simulation's warm-up is not left out). In a closed loop the first C requests arrive
/// together and wait for one another's prefill; they weigh in the mean as they did in the
/// benchmark, C / R of it (R its completed requests; when the file does not say, C / N of the
/// N simulated).
///
/// With per-request lengths, request i has the lengths of row i mod n, and a request of one
/// output token has no TPOT: like vLLM's benchmark, its TPOT statistic leaves it out.
ModelledRun statistics(const SimulationTrace &trace, const MeasuredRun &run,
                       const RequestLogRows *log)
{
    const size_t total = trace.requests.size();
    std::vector<double> ttft;
    std::vector<double> tpot;
    ttft.reserve(total);
    tpot.reserve(total);
    size_t firstWaveTpots = 0; // TPOTs kept among the first wave's requests
    const size_t wave = run.concurrency ? static_cast<size_t>(*run.concurrency) : total;
    for (size_t i = 0; i < total; ++i) {
        const RequestTimes &times = trace.requests[i];
        ttft.push_back(times.ttft);
        if (log
            && log->at(static_cast<qsizetype>(i % static_cast<size_t>(log->size()))).outputTokens
                    == 1)
            continue;
        tpot.push_back(times.tpot);
        if (i < wave)
            ++firstWaveTpots;
    }
    size_t first = total; // requests of the first wave
    double weight = 1.0; // its share of the benchmark's requests
    if (run.concurrency) {
        first = std::min(total, static_cast<size_t>(*run.concurrency));
        const double benchmarked = run.requests > 0 ? run.requests : static_cast<double>(total);
        weight = std::min(1.0, static_cast<double>(first) / benchmarked);
    }
    const auto mean = [](const std::vector<double> &values, size_t from, size_t to) {
        double sum = 0;
        for (size_t i = from; i < to; ++i)
            sum += values[i];
        return sum / static_cast<double>(to - from);
    };
    const auto pick
            = [&](std::vector<double> &values, MeasuredStatistic statistic, size_t firstOfThese) {
                  if (values.empty())
                      return 0.0;
                  if (statistic == MeasuredStatistic::Median)
                      return ServingSimulator::percentile(values, 0.5);
                  if (firstOfThese >= values.size() || firstOfThese == 0)
                      return mean(values, 0, values.size());
                  return weight * mean(values, 0, firstOfThese)
                          + (1.0 - weight) * mean(values, firstOfThese, values.size());
              };
    ModelledRun modelled;
    modelled.ttftMs = pick(ttft, run.ttftStatistic, first) * 1000.0;
    modelled.tpotMs
            = pick(tpot, run.tpotStatistic, log ? std::min(first, firstWaveTpots) : first) * 1000.0;
    return modelled;
}

ModelledRun simulate(const ReplicaModel &replica, const PreparedRun &prepared)
{
    const MeasuredRun &run = *prepared.run;
    const SimulationTrace trace = prepared.schedule
            ? ServingSimulator::openLoopTrace(replica, prepared.shape, *prepared.schedule,
                                              *run.ratePerS)
            : ServingSimulator::closedLoopTrace(replica, prepared.shape, prepared.requests,
                                                *run.concurrency);
    return statistics(trace, run, prepared.log.get());
}

QString tokens(long long value)
{
    return QLocale(QLocale::English).toString(value);
}

/// The runs prepared on the starting card, or the problems of those that cannot be
/// simulated there.
Outcome<QList<PreparedRun>> prepare(const CalibrationInput &input, const Accelerator &accelerator,
                                    Precision precision)
{
    QList<PreparedRun> prepared;
    Problems problems;
    const double d = input.workload.dynamicShapes ? accelerator.dynamicShapeEfficiency : 1.0;
    for (const MeasuredRun &run : input.runs) {
        PreparedRun p;
        p.run = &run;
        p.workload = input.workload;
        p.workload.promptTokens = run.promptTokens;
        p.workload.outputTokens = run.outputTokens;
        const PerformanceModel model(p.workload, accelerator, precision, input.headroom);
        const ReplicaPerformance replica = model.replica(input.tp);
        p.replica = ServingLatency::replicaModel(replica, p.workload, accelerator);
        // docs/serving.md, "The runs": a detailed run is simulated with its own lengths, as a
        // request log whose rows the requests take in turn (the arrivals stay the run's).
        const bool detailed = run.promptLengths.size() >= RequestLogRows::MinRows
                && run.promptLengths.size() == run.outputLengths.size();
        long long context = static_cast<long long>(run.promptTokens) + run.outputTokens;
        int longestPrompt = run.promptTokens;
        int longestOutput = run.outputTokens;
        if (detailed) {
            std::vector<RequestLogRow> rows;
            rows.reserve(static_cast<size_t>(run.promptLengths.size()));
            for (qsizetype i = 0; i < run.promptLengths.size(); ++i)
                rows.push_back({ 0, run.promptLengths.at(i), run.outputLengths.at(i) });
            p.log = std::make_shared<const RequestLogRows>(std::move(rows));
            context = p.log->longestContext();
            for (const RequestLogRow &row : p.log->rows()) {
                if (static_cast<long long>(row.promptTokens) + row.outputTokens == context) {
                    longestPrompt = row.promptTokens;
                    longestOutput = row.outputTokens;
                    break;
                }
            }
        }
        if (p.replica.kvCapacityTokens < context) {
            problems.append(
                    { run.where(), detailed ? QStringLiteral("input_lens") : run.promptKey(),
                      Calibration::tr("a request of %1 prompt and %2 output tokens does not fit "
                                      "one replica of %3 × %4 with this scenario's model (its "
                                      "KV cache holds %5 tokens): the run is not of this "
                                      "scenario's model and size")
                              .arg(tokens(longestPrompt), tokens(longestOutput))
                              .arg(input.tp)
                              .arg(accelerator.id,
                                   tokens(std::max(0LL, p.replica.kvCapacityTokens))) });
            continue;
        }
        p.replica.requestOverheadS = 0;
        p.peakBandwidth = input.tp * accelerator.bandwidthGbs * 1e9 * d;
        p.peakCompute = input.tp * accelerator.tflops.forPrecision(precision) * 1e12 * d;
        p.shape = RequestShape{ run.promptTokens, run.outputTokens };
        p.shape.log = p.log.get();
        p.requests = Calibration::simulatedRequests(run, input.workload);
        if (!run.concurrency) {
            p.schedule = std::make_shared<const ArrivalSchedule>(
                    drawArrivals(p.requests, input.workload.simSeed, run.arrival, run.burstCv));
        }
        prepared.append(std::move(p));
    }
    if (!problems.isEmpty())
        return problems;
    return prepared;
}

/// A point of the search: the products bw × e and compute × e as natural logarithms, the
/// sequence overhead in ms and, at t > 1, the all-reduce times tp_allreduce_us and
/// tp_allreduce_ns_per_token (held at 0 at t = 1).
constexpr size_t Dimensions = 5;
using Point = std::array<double, Dimensions>;

/// The pseudo-Huber loss of a relative error measured in units of `scale`: quadratic within
/// it, linear beyond, so that one run the model cannot express does not pull the rest.
double loss(double logError, double scale)
{
    const double z = logError / scale;
    return std::sqrt(1.0 + z * z) - 1.0;
}

// Scales of the two errors in the loss: a TPOT error of 10 % weighs as much as a TTFT error
// of 25 % (the bands of the fit's own summary).
constexpr double TpotScale = 0.10;
constexpr double TtftScale = 0.25;

class FactorSearch
{
public:
    FactorSearch(const QList<PreparedRun> &runs, int threads) : m_runs(runs), m_threads(threads)
    {
        m_ttftMin = m_runs.first().run->ttftMs;
        for (const PreparedRun &p : m_runs) {
            m_ttftMin = std::min(m_ttftMin, p.run->ttftMs);
            if (p.run->outputTokens > 1 && p.run->tpotMs > 0)
                m_sequenceMax = m_sequenceMax > 0 ? std::min(m_sequenceMax, p.run->tpotMs)
                                                  : p.run->tpotMs;
        }
        if (!(m_sequenceMax > 0))
            m_sequenceMax = m_ttftMin;
    }

    /// Largest sequence overhead searched, ms: the smallest measured TPOT (an iteration
    /// with one running request takes at least that long).
    double sequenceMax() const { return m_sequenceMax; }
    /// Largest request overhead, ms: the smallest measured TTFT.
    double requestMax() const { return m_ttftMin; }
    int evaluations() const { return m_evaluations; }

    struct Value
    {
        double cost = 0;
        double requestMs = 0;
        std::vector<ModelledRun> modelled; ///< without the request overhead
    };

    /// The modelled runs at `x`, the best request overhead for them and the loss.
    const Value &evaluate(const Point &x)
    {
        std::array<long long, Dimensions> key{};
        for (size_t k = 0; k < Dimensions; ++k)
            key[k] = std::llround(x[k] * 1e6);
        const auto found = m_cache.find(key);
        if (found != m_cache.end())
            return found->second;
        ++m_evaluations;
        Value value;
        value.modelled.resize(static_cast<size_t>(m_runs.size()));
        const double bwProduct = std::exp(x[0]);
        const double computeProduct = std::exp(x[1]);
        parallelFor(static_cast<int>(m_runs.size()), m_threads, nullptr, [&](int i) {
            const PreparedRun &p = m_runs.at(i);
            ReplicaModel replica = p.replica;
            replica.bandwidth = p.peakBandwidth * bwProduct;
            replica.flops = p.peakCompute * computeProduct;
            replica.sequenceOverheadS = x[2] / 1000.0;
            replica.allreduceS = p.workload.layers * x[3] / 1e6;
            replica.allreduceTokenS = p.workload.layers * x[4] / 1e9;
            value.modelled[static_cast<size_t>(i)] = simulate(replica, p);
            return true;
        });
        value.requestMs = bestRequestOverhead(value.modelled);
        value.cost = cost(value.modelled, value.requestMs);
        return m_cache.emplace(key, std::move(value)).first->second;
    }

    double cost(const std::vector<ModelledRun> &modelled, double requestMs) const
    {
        double sum = 0;
        for (qsizetype i = 0; i < m_runs.size(); ++i) {
            const MeasuredRun &run = *m_runs.at(i).run;
            sum += loss(
                    std::log((modelled[static_cast<size_t>(i)].ttftMs + requestMs) / run.ttftMs),
                    TtftScale);
            if (run.outputTokens > 1 && run.tpotMs > 0
                && modelled[static_cast<size_t>(i)].tpotMs > 0)
                sum += loss(std::log(modelled[static_cast<size_t>(i)].tpotMs / run.tpotMs),
                            TpotScale);
        }
        return sum;
    }

private:
    /// The request overhead only adds to every TTFT (it does not occupy the replica), so it
    /// is chosen here without a simulation: a scan of [0, requestMax] in 64 steps, then a
    /// golden-section search in the step around the best.
    double bestRequestOverhead(const std::vector<ModelledRun> &modelled) const
    {
        const auto ttftCost = [&](double q) {
            double sum = 0;
            for (qsizetype i = 0; i < m_runs.size(); ++i)
                sum += loss(std::log((modelled[static_cast<size_t>(i)].ttftMs + q)
                                     / m_runs.at(i).run->ttftMs),
                            TtftScale);
            return sum;
        };
        const int steps = 64;
        const double width = m_ttftMin / steps;
        int best = 0;
        double bestCost = ttftCost(0);
        for (int k = 1; k <= steps; ++k) {
            const double c = ttftCost(width * k);
            if (c < bestCost) {
                bestCost = c;
                best = k;
            }
        }
        double lo = std::max(0.0, width * (best - 1));
        double hi = std::min(m_ttftMin, width * (best + 1));
        const double ratio = (std::sqrt(5.0) - 1.0) / 2.0;
        double x1 = hi - ratio * (hi - lo);
        double x2 = lo + ratio * (hi - lo);
        double f1 = ttftCost(x1);
        double f2 = ttftCost(x2);
        for (int k = 0; k < 40; ++k) {
            if (f1 <= f2) {
                hi = x2;
                x2 = x1;
                f2 = f1;
                x1 = hi - ratio * (hi - lo);
                f1 = ttftCost(x1);
            } else {
                lo = x1;
                x1 = x2;
                f1 = f2;
                x2 = lo + ratio * (hi - lo);
                f2 = ttftCost(x2);
            }
        }
        const double q = (lo + hi) / 2.0;
        return ttftCost(q) <= bestCost ? q : width * best;
    }

    const QList<PreparedRun> &m_runs;
    int m_threads = 1;
    double m_sequenceMax = 0;
    double m_ttftMin = 0;
    int m_evaluations = 0;
    std::map<std::array<long long, Dimensions>, Value> m_cache;
};

/// A first guess from the roofline of the run with the fewest requests at once: its TPOT
/// as one decode step reading the weights and the KV cache of its batch, its TTFT as one
/// prefill (both with the overheads at 0).
Point roofGuess(const QList<PreparedRun> &runs)
{
    const PreparedRun *light = &runs.first();
    const auto load = [](const PreparedRun &p) {
        return p.run->concurrency ? static_cast<double>(*p.run->concurrency) : 1.0;
    };
    for (const PreparedRun &p : runs) {
        if (load(p) < load(*light))
            light = &p;
    }
    const MeasuredRun &run = *light->run;
    const ReplicaModel &r = light->replica;
    const double batch = std::min(load(*light), static_cast<double>(r.maxBatch));
    const double bytes = r.weightsBytes
            + batch * r.kvBytesPerToken * (run.promptTokens + run.outputTokens / 2.0);
    double bw = run.tpotMs > 0 ? bytes / (light->peakBandwidth * run.tpotMs / 1000.0) : 0.5;
    const double flops = 2.0 * r.paramsB * 1e9 * run.promptTokens;
    double compute = flops / (light->peakCompute * run.ttftMs / 1000.0);
    bw = std::clamp(bw, Calibration::MinEfficiency, 1.0);
    compute = std::clamp(compute, Calibration::MinEfficiency, 1.0);
    return { std::log(bw), std::log(compute), 0.0, 0.0, 0.0 };
}

/// Hooke and Jeeves' pattern search on the box `lower` … `upper` from `start`: exploratory
/// moves of ± step along each coordinate, a pattern move along a successful direction, the
/// steps halved when nothing improves, until every step is below its `minimum` or the
/// budget of evaluations is spent.
Point patternSearch(FactorSearch &search, Point start, Point step, const Point &minimum,
                    const Point &lower, const Point &upper, int budget)
{
    const auto clampPoint = [&](Point x) {
        for (size_t k = 0; k < Dimensions; ++k)
            x[k] = std::clamp(x[k], lower[k], upper[k]);
        return x;
    };
    const auto explore = [&](Point x, double &fx) {
        for (size_t k = 0; k < Dimensions; ++k) {
            if (!(step[k] > 0))
                continue;
            for (const double sign : { 1.0, -1.0 }) {
                Point y = x;
                y[k] += sign * step[k];
                y = clampPoint(y);
                if (y == x)
                    continue;
                const double fy = search.evaluate(y).cost;
                if (fy < fx) {
                    x = y;
                    fx = fy;
                    break;
                }
            }
        }
        return x;
    };
    Point base = clampPoint(start);
    double fBase = search.evaluate(base).cost;
    const auto done = [&] {
        for (size_t k = 0; k < Dimensions; ++k) {
            if (step[k] >= minimum[k])
                return false;
        }
        return true;
    };
    while (!done() && search.evaluations() < budget) {
        double fNew = fBase;
        Point moved = explore(base, fNew);
        if (fNew < fBase) {
            // Pattern moves while they keep paying.
            while (search.evaluations() < budget) {
                Point pattern;
                for (size_t k = 0; k < Dimensions; ++k)
                    pattern[k] = moved[k] + (moved[k] - base[k]);
                base = moved;
                fBase = fNew;
                double fPattern = search.evaluate(clampPoint(pattern)).cost;
                const Point around = explore(clampPoint(pattern), fPattern);
                if (!(fPattern < fBase))
                    break;
                moved = around;
                fNew = fPattern;
            }
        } else {
            for (size_t k = 0; k < Dimensions; ++k)
                step[k] /= 2.0;
        }
    }
    return base;
}

double roundTo(double value, double unit)
{
    return std::round(value / unit) * unit;
}

} // namespace

int Calibration::simulatedRequests(const MeasuredRun &run, const Workload &workload)
{
    const int requests = run.requests > 0 ? run.requests : workload.simRequests;
    if (run.concurrency) {
        // Ten waves of the concurrency: the first tenth (one wave) is the warm-up.
        const long long wanted = std::max(10LL * *run.concurrency, 20LL);
        return static_cast<int>(std::min<long long>(requests, wanted));
    }
    // At a light load an open loop runs about one iteration per output token of every
    // request: at most 500,000 tokens' worth, and never fewer than 200 requests.
    const int byTokens = std::max(200, 500000 / std::max(1, run.outputTokens));
    return std::min({ std::max(requests, 200), 1000, byTokens });
}

bool Calibration::within(double modelledMs, double measuredMs, double band)
{
    if (!(measuredMs > 0))
        return modelledMs == measuredMs;
    return std::abs(modelledMs / measuredMs - 1.0) <= band + 1e-12;
}

Outcome<QList<ModelledRun>> Calibration::model(const CalibrationInput &input,
                                               const Accelerator &accelerator,
                                               const CalibrationOptions &options)
{
    const std::optional<Precision> precision
            = Sizer::effectivePrecision(input.workload.precision, accelerator.tflops);
    if (!precision)
        return Problems{ { tr("accelerator \"%1\"").arg(accelerator.id), QStringLiteral("tflops"),
                           tr("supports neither the scenario's precision nor its fallback") } };
    Outcome<QList<PreparedRun>> prepared = prepare(input, accelerator, *precision);
    if (!prepared.ok())
        return prepared.problems();
    std::vector<ModelledRun> modelled(static_cast<size_t>(prepared.value().size()));
    const double q = accelerator.requestOverheadMs / 1000.0;
    parallelFor(static_cast<int>(modelled.size()), hardwareThreads(options.threads), nullptr,
                [&](int i) {
                    const PreparedRun &p = prepared.value().at(i);
                    // The replica exactly as the engine builds it for this card.
                    const PerformanceModel performance(p.workload, accelerator, *precision,
                                                       input.headroom);
                    ReplicaModel replica = ServingLatency::replicaModel(
                            performance.replica(input.tp), p.workload, accelerator);
                    replica.requestOverheadS = q;
                    modelled[static_cast<size_t>(i)] = simulate(replica, p);
                    return true;
                });
    return QList<ModelledRun>(modelled.cbegin(), modelled.cend());
}

Outcome<CalibrationResult> Calibration::run(const CalibrationInput &input,
                                            const CalibrationOptions &options)
{
    const Accelerator &start = input.accelerator;
    const QString item = tr("accelerator \"%1\"").arg(start.id);
    if (input.runs.isEmpty())
        return Problems{ { QString(), QString(), tr("no measured run to calibrate on") } };
    if (input.tp != 1 && input.tp != 2 && input.tp != 4 && input.tp != 8)
        return Problems{ { item, QStringLiteral("max_tp"),
                           tr("a tensor-parallel size is 1, 2, 4 or 8, not %1").arg(input.tp) } };
    if (input.tp > start.maxTp)
        return Problems{ { item, QStringLiteral("max_tp"),
                           tr("is %1: the runs at tensor-parallel size %2 are beyond it")
                                   .arg(start.maxTp)
                                   .arg(input.tp) } };
    const std::optional<Precision> precision
            = Sizer::effectivePrecision(input.workload.precision, start.tflops);
    if (!precision)
        return Problems{ { item, QStringLiteral("tflops"),
                           tr("supports neither the scenario's precision nor its fallback") } };
    const Outcome<QList<ModelledRun>> before = model(input, start, options);
    if (!before.ok())
        return before.problems();
    const Outcome<QList<PreparedRun>> prepared = prepare(input, start, *precision);

    // The search: bw × e and compute × e (what the simulation sees at this size) and the
    // sequence overhead; the request overhead is chosen inside every evaluation.
    FactorSearch search(prepared.value(), hardwareThreads(options.threads));
    const PerformanceModel startModel(input.workload, start, *precision, input.headroom);
    const double startE = startModel.tpEfficiency(input.tp);
    const double lowest = std::log(MinEfficiency);
    // At t > 1 the all-reduce time of a step, up to its field's range and to what the smallest
    // measured TPOT allows (all the layers' all-reduces of one step take no longer than it);
    // not fitted, the starting card's. The per-token part is always the card's: the runs
    // cannot tell it from the compute share and the sequence overhead (docs/serving.md, "What
    // is fitted"). At t = 1 both stay 0.
    const double layers = std::max(1, input.workload.layers);
    const bool fitsAllreduce = input.tp > 1 && options.fitAllreduce;
    double allreduceMin = 0;
    double allreduceMax = 0;
    double tokenMin = 0;
    double tokenMax = 0;
    if (input.tp > 1) {
        tokenMin = tokenMax = start.tpAllreduceNsPerToken;
        if (fitsAllreduce)
            allreduceMax = std::min(999.0, search.sequenceMax() * 1e3 / layers);
        else
            allreduceMin = allreduceMax = start.tpAllreduceUs;
    }
    const Point lower{ lowest, lowest, 0.0, allreduceMin, tokenMin };
    const Point upper{ 0.0, 0.0, search.sequenceMax(), allreduceMax, tokenMax };
    const auto inBox = [&](Point x) {
        for (size_t k = 0; k < Dimensions; ++k)
            x[k] = std::clamp(x[k], lower[k], upper[k]);
        return x;
    };
    const Point fromCard
            = inBox({ std::log(startModel.bandwidthEfficiency() * startE),
                      std::log(startModel.computeEfficiency() * startE), start.sequenceOverheadMs,
                      start.tpAllreduceUs, start.tpAllreduceNsPerToken });
    const Point roof = inBox(roofGuess(prepared.value()));
    Point best = fromCard;
    for (const Point &candidate :
         { roof, inBox({ roof[0], roof[1] + std::log(4.0), 0.0, 0.0, 0.0 }) }) {
        if (search.evaluate(candidate).cost < search.evaluate(best).cost)
            best = candidate;
    }
    const double sequenceStep = search.sequenceMax() / 4.0;
    const double allreduceStep = (allreduceMax - allreduceMin) / 4.0;
    const double tokenStep = (tokenMax - tokenMin) / 4.0;
    best = patternSearch(search, best, { 0.4, 0.4, sequenceStep, allreduceStep, tokenStep },
                         { 0.002, 0.002, std::max(sequenceStep / 500.0, 0.0005),
                           std::max(allreduceStep / 125.0, 0.01),
                           std::max(tokenStep / 125.0, 0.01) },
                         lower, upper, 400);
    const FactorSearch::Value &fitted = search.evaluate(best);

    // Split the products: at t = 1 they are the efficiencies; at t > 1 the runs fix only
    // bw × e and compute × e, and the split that changes the card least is chosen: with
    // a = ln(bw × e), b = ln(compute × e) and the starting bw0, c0, e0, x = ln e minimises
    // (a − x − ln bw0)² + (b − x − ln c0)² + (x − ln e0)², kept where bw, compute, e ≤ 1.
    CalibratedFactors factors;
    factors.precisionKey = PerformanceModel::tflopsKey(*precision);
    double logE = 0;
    if (input.tp > 1) {
        logE = (best[0] - std::log(startModel.bandwidthEfficiency()) + best[1]
                - std::log(startModel.computeEfficiency()) + std::log(startE))
                / 3.0;
        logE = std::clamp(logE, std::max(best[0], best[1]), 0.0);
    }
    const auto efficiency = [](double logValue) {
        return std::clamp(roundTo(std::exp(logValue), 0.001), 0.001, 1.0);
    };
    factors.bw = efficiency(best[0] - logE);
    factors.compute = efficiency(best[1] - logE);
    if (input.tp > 1)
        factors.tpEfficiency = efficiency(logE);
    factors.sequenceOverheadMs = std::max(0.0, roundTo(best[2], 0.001));
    factors.requestOverheadMs = std::max(0.0, roundTo(fitted.requestMs, 0.001));
    if (fitsAllreduce)
        factors.allreduceUs = std::clamp(roundTo(best[3], 0.01), 0.0, 999.0);

    CalibrationResult result;
    result.precision = *precision;
    result.factors = factors;
    result.runs = input.runs;
    result.before = before.value();
    result.evaluations = search.evaluations();
    Accelerator &calibrated = result.calibrated;
    calibrated = start;
    calibrated.id = input.newId.isEmpty() ? start.id + QStringLiteral("-calibrated") : input.newId;
    QStringList files;
    QDate newest;
    for (const MeasuredRun &run : input.runs) {
        if (!files.contains(run.file))
            files.append(run.file);
        if (run.date.isValid() && (!newest.isValid() || run.date > newest))
            newest = run.date;
    }
    calibrated.source = QStringLiteral("calibrated on %1 runs: %2")
                                .arg(input.runs.size())
                                .arg(files.join(QStringLiteral(", ")));
    calibrated.quoteDate = (newest.isValid() ? newest : input.today).toString(Qt::ISODate);
    calibrated.efficiencyByPrecision[factors.precisionKey]
            = Accelerator::PrecisionEfficiency{ factors.bw, factors.compute };
    if (factors.tpEfficiency)
        calibrated.tpEfficiencyBySize[input.tp] = *factors.tpEfficiency;
    calibrated.sequenceOverheadMs = factors.sequenceOverheadMs;
    calibrated.requestOverheadMs = factors.requestOverheadMs;
    if (factors.allreduceUs)
        calibrated.tpAllreduceUs = *factors.allreduceUs;

    const Outcome<QList<ModelledRun>> after = model(input, calibrated, options);
    result.after = after.value();
    for (qsizetype i = 0; i < input.runs.size(); ++i) {
        const MeasuredRun &run = input.runs.at(i);
        result.ttftWithin25 += within(result.after.at(i).ttftMs, run.ttftMs, TtftBand) ? 1 : 0;
        result.tpotWithin10 += within(result.after.at(i).tpotMs, run.tpotMs, TpotBand) ? 1 : 0;
        if (run.smootherThanPoisson)
            result.notes.append(tr("%1: burstiness above 1 (arrivals smoother than Poisson) is "
                                   "simulated as Poisson arrivals")
                                        .arg(run.where()));
        if (run.promptLengths.size() >= RequestLogRows::MinRows)
            result.notes.append(tr("%1: simulated with its %2 per-request lengths, the "
                                   "requests taking them in turn (means %3 prompt and %4 output "
                                   "tokens)")
                                        .arg(run.where())
                                        .arg(run.promptLengths.size())
                                        .arg(run.promptTokens)
                                        .arg(run.outputTokens));
    }
    return result;
}

} // namespace infertco
