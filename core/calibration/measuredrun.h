// SPDX-License-Identifier: GPL-3.0-or-later
// One measured serving run of a pilot, as a benchmark file gives it (docs/serving.md,
// "Calibration"): its load, its mean lengths and the time to first token and time per output
// token it measured.
#pragma once

#include "model/entities/enums.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace infertco {

/// Which statistic over the run's requests a measured time is.
enum class MeasuredStatistic { Mean, Median };

struct MeasuredRun
{
    QString file; ///< the file's name, without its folder
    int line = 0; ///< a CSV run: the line of its row; 0 for a benchmark JSON
    /// A closed loop: this many requests in the system at once. Unset for an open loop.
    std::optional<int> concurrency;
    /// An open loop: requests per second. Unset for a closed loop.
    std::optional<double> ratePerS;
    ArrivalProcess arrival = ArrivalProcess::Poisson; ///< an open loop's gaps
    double burstCv = 1; ///< the coefficient of variation of bursty gaps
    /// vLLM's burstiness above 1 (gaps smoother than Poisson), simulated as Poisson.
    bool smootherThanPoisson = false;
    /// Requests the run completed; 0 when the file does not say (a CSV row).
    int requests = 0;
    int promptTokens = 0; ///< mean prompt length, whole tokens (rounded half up)
    int outputTokens = 0; ///< mean output length, whole tokens (rounded half up)
    double ttftMs = 0; ///< measured time to first token
    MeasuredStatistic ttftStatistic = MeasuredStatistic::Mean;
    double tpotMs = 0; ///< measured time per output token after the first
    MeasuredStatistic tpotStatistic = MeasuredStatistic::Mean;
    std::optional<double> ttftP99Ms; ///< as the file gives it, when it does
    std::optional<double> tpotP99Ms;
    QDate date; ///< the day the run was made; null when the file does not say
    /// Per request, when the benchmark saved them (`--save-detailed`); each completed
    /// request's prompt and output tokens, in the file's order.
    QList<int> promptLengths;
    QList<int> outputLengths;

    /// The key of the file that gives the prompt length ("total_input_tokens" in a benchmark
    /// JSON, "prompt_tokens" in a CSV), to name it in a problem.
    QString promptKey() const;
    /// The key that gives the output length.
    QString outputKey() const;
    /// "file" or "file line N": where the run was read.
    QString where() const;
};

} // namespace infertco
