// SPDX-License-Identifier: GPL-3.0-or-later
// Calibrate from a pilot (docs/serving.md, "Calibration"): the accelerator factors that bring
// the serving simulation's time to first token and time per output token closest to measured
// runs, and every run modelled before and after. Deterministic: the same inputs give the same
// factors, whatever the number of threads.
#pragma once

#include "calibration/measuredrun.h"
#include "model/entities/accelerator.h"
#include "model/entities/scenario.h"
#include "model/rules/problem.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QStringList>

#include <optional>

namespace infertco {

struct CalibrationInput
{
    Workload workload; ///< the model (its lengths are each run's own)
    double headroom = 0.1; ///< the scenario's memory headroom
    Accelerator accelerator; ///< the card to start from
    int tp = 1; ///< tensor-parallel size of every run
    QList<MeasuredRun> runs;
    QString newId; ///< the calibrated card's id; empty: "<id>-calibrated"
    QDate today; ///< the quote date when no run says when it was made
};

/// The factors the fit chooses, as the calibrated accelerator carries them.
struct CalibratedFactors
{
    QString precisionKey; ///< the efficiency_by_precision key they are for
    double bw = 1; ///< efficiency_by_precision[key].bw
    double compute = 1; ///< efficiency_by_precision[key].compute
    std::optional<double> tpEfficiency; ///< tp_efficiency_by_size[T], T > 1 only
    double sequenceOverheadMs = 0;
    double requestOverheadMs = 0;
    std::optional<double> allreduceUs; ///< tp_allreduce_us, T > 1 only
};

/// One run's modelled statistics (the run's own: mean or median), milliseconds.
struct ModelledRun
{
    double ttftMs = 0;
    double tpotMs = 0;
};

struct CalibrationResult
{
    Accelerator calibrated; ///< every field of the starting card, the fitted ones replaced
    CalibratedFactors factors;
    Precision precision = Precision::Fp16; ///< the effective precision the runs are at
    QList<MeasuredRun> runs;
    QList<ModelledRun> before; ///< per run, on the starting card
    QList<ModelledRun> after; ///< per run, on the calibrated card
    int ttftWithin25 = 0; ///< runs whose TTFT after is within ±25 % of the measured
    int tpotWithin10 = 0; ///< runs whose TPOT after is within ±10 % of the measured
    QStringList notes; ///< what the reading of the runs assumed (burstiness above 1, ...)
    int evaluations = 0; ///< points of the factor space the fit simulated
};

struct CalibrationOptions
{
    int threads = 0; ///< worker threads for the runs of one point; 0: one per core
    /// At T > 1, fit the all-reduce time of a step too; false keeps the starting card's (to
    /// measure what it adds, data/calibration/calibrate-h100.md).
    bool fitAllreduce = true;
};

class Calibration
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Calibration)

public:
    static constexpr double TtftBand = 0.25; ///< the fit's ttft_within_25pct
    static constexpr double TpotBand = 0.10; ///< the fit's tpot_within_10pct
    /// The smallest efficiency the fit may choose (a factor's range is (0, 1]).
    static constexpr double MinEfficiency = 0.005;

    /// Checks the input (the size, the precision, every run against the card's memory), fits
    /// the factors and models every run before and after.
    static Outcome<CalibrationResult> run(const CalibrationInput &input,
                                          const CalibrationOptions &options = {});

    /// Every run simulated on `accelerator` as the calibration does (docs/serving.md,
    /// "Calibration": closed loop at the run's concurrency, open loop at its rate), with the
    /// run's own statistic; the input's problems when a run cannot be simulated.
    static Outcome<QList<ModelledRun>> model(const CalibrationInput &input,
                                             const Accelerator &accelerator,
                                             const CalibrationOptions &options = {});

    /// Requests simulated for `run`: closed loop min(R, max(10 × C, 20)), open loop
    /// min(max(R, 200), 1000, max(200, floor(500,000 / O))), R the run's completed requests
    /// or, when the file does not say, the workload's sim_requests.
    static int simulatedRequests(const MeasuredRun &run, const Workload &workload);

    /// |modelled / measured − 1| ≤ band (a measured 0 is matched only by a modelled 0).
    static bool within(double modelledMs, double measuredMs, double band);
};

} // namespace infertco
