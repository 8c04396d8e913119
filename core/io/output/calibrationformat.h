// SPDX-License-Identifier: GPL-3.0-or-later
// A calibration as text (docs/serving.md, "Calibration"): the JSON of `infertco-cli calibrate
// --format json` and a table for a terminal.
#pragma once

#include "calibration/calibration.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace infertco {

class CalibrationFormat
{
    Q_DECLARE_TR_FUNCTIONS(infertco::CalibrationFormat)

public:
    /// `{"accelerator", "runs", "fit"}` (and "notes" when the reading of the runs assumed
    /// something): the calibrated item as a bundle writes it; each run's load, lengths and
    /// its TTFT and TPOT measured, before and after in ms at 0.001.
    static QByteArray toJson(const CalibrationResult &result);
    /// The factors before (`start`) and after, every run, the fit and the notes.
    static QString toTable(const CalibrationResult &result, const Accelerator &start, int tp);
};

} // namespace infertco
