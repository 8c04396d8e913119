// SPDX-License-Identifier: GPL-3.0-or-later
// Reads measured serving runs for a calibration (docs/serving.md, "Calibration"): the JSON
// that `vllm bench serve --save-result` writes (summary or `--save-detailed`), or a CSV of
// runs with the header concurrency,prompt_tokens,output_tokens,ttft_ms,tpot_ms
// (and rate_per_s for an open-loop run). Every problem names the file and the key.
#pragma once

#include "calibration/measuredrun.h"
#include "model/rules/problem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace infertco {

class RunReader
{
    Q_DECLARE_TR_FUNCTIONS(infertco::RunReader)

public:
    /// The runs of one file's content: a benchmark JSON gives one run, a CSV one per row.
    /// `fileName` names the file in the runs and in every problem (item "FILE" or
    /// "FILE line N", field the key).
    static Outcome<QList<MeasuredRun>> parse(const QByteArray &data, const QString &fileName);
    /// The file at `path` read and parsed; its runs are named by the file's name.
    static Outcome<QList<MeasuredRun>> read(const QString &path);

    /// The CSV header's columns, in the order a CSV of runs is written.
    static QStringList csvColumns();
};

} // namespace infertco
