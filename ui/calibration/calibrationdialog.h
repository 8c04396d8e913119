// SPDX-License-Identifier: GPL-3.0-or-later
// "Calibrate from Measured Runs…" (docs/serving.md, "Calibration"): the pilot's run files,
// the card and tensor-parallel size they were measured on, the fit on a worker thread, a
// chart of measured against modelled TTFT and TPOT before and after, and the calibrated card
// added beside the original in one undo step.
#pragma once

#include "calibration/calibration.h"

#include <QDialog>
#include <QFutureWatcher>

#include <optional>

class QChartView;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace infertco {

class BundleStore;

class CalibrationDialog : public QDialog
{
    Q_OBJECT

public:
    CalibrationDialog(BundleStore *store, const QString &scenarioId, QWidget *parent = nullptr);
    ~CalibrationDialog() override;

    /// Reads the runs of each file; a file that is not a run file is refused with its
    /// problems in the status and nothing of it is kept. False when any was refused.
    bool addFiles(const QStringList &paths);
    void setAccelerator(const QString &id);
    void setTensorParallelSize(int tp);
    /// Fits on a worker thread; finished() when done.
    void start();
    bool isRunning() const { return m_watcher.isRunning(); }
    /// Adds the calibrated card beside the one it started from, as one undo step (under a
    /// free id: "<id>-calibrated", then "-calibrated-2", …). False when there is nothing to
    /// add or the document refused it (the status says why).
    bool addToCatalog();

    const std::optional<CalibrationResult> &result() const { return m_result; }
    QString statusText() const;
    /// The TTFT chart and the TPOT chart.
    QList<QChartView *> chartViews() const { return { m_ttftChart, m_tpotChart }; }

Q_SIGNALS:
    void finished();

private:
    void chooseFiles();
    void fitDone();
    void drawChart();
    void updateButtons();
    void showStatus(const QString &text, bool problem = false);

    BundleStore *m_store;
    QString m_scenarioId;
    QList<MeasuredRun> m_runs;
    std::optional<CalibrationResult> m_result;
    Accelerator m_start;
    int m_tp = 1;
    QFutureWatcher<Outcome<CalibrationResult>> m_watcher;

    QComboBox *m_accelerator = nullptr;
    QComboBox *m_tpBox = nullptr;
    QListWidget *m_files = nullptr;
    QPushButton *m_addFiles = nullptr;
    QPushButton *m_clearFiles = nullptr;
    QPushButton *m_calibrate = nullptr;
    QPushButton *m_add = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_factors = nullptr;
    QChartView *m_ttftChart = nullptr;
    QChartView *m_tpotChart = nullptr;
};

} // namespace infertco
