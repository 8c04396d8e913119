// SPDX-License-Identifier: GPL-3.0-or-later
// The request log a scenario's workload names, shown under its workload (docs/serving.md,
// "Request logs"): its figures (rows, rate, mean and P99 lengths, gap CV, as the outputs print
// them), a histogram of its prompt and output lengths and its arrivals per minute. Every figure
// and bin is core's (summarizeLog, lengthHistogram, arrivalsPerMinute), made once per log.
#pragma once

#include "model/entities/catalog.h"
#include "model/entities/scenario.h"
#include "serving/requestloghistogram.h"
#include "serving/requestlogprofile.h"

#include <QGroupBox>

#include <memory>

class QChart;
class QLabel;

namespace infertco {

class ChartView;

class RequestLogPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit RequestLogPanel(QWidget *parent = nullptr);

    /// Shows the log `workload` names, found in `catalog`, and which of its lengths and
    /// arrivals the simulation replays; a note when it names none or one not there.
    void setWorkload(const Workload &workload, const Catalog &catalog);

    /// The figure rows as shown: (label, text), in order (for tests and screenshots).
    QList<QPair<QString, QString>> figureTexts() const;
    /// The note above the figures: which requests are simulated, or why there is no log.
    QString noteText() const;
    /// The bins drawn; empty without a log.
    const QList<LengthBin> &lengthBins() const { return m_lengthBins; }
    const ArrivalsPerMinute &arrivals() const { return m_arrivals; }
    ChartView *lengthsView() const { return m_lengthsView; }
    ChartView *arrivalsView() const { return m_arrivalsView; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    QChart *lengthsChart() const;
    QChart *arrivalsChart() const;

    Workload m_workload;
    Catalog m_catalog;
    std::shared_ptr<const RequestLogRows> m_rows; ///< the rows the figures below are of
    RequestLogSummary m_summary;
    QList<LengthBin> m_lengthBins;
    ArrivalsPerMinute m_arrivals;
    QLabel *m_note;
    QWidget *m_figures;
    QList<QLabel *> m_labels;
    QList<QLabel *> m_values;
    ChartView *m_lengthsView;
    ChartView *m_arrivalsView;
};

} // namespace infertco
