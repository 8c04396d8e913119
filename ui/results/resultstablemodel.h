// SPDX-License-Identifier: GPL-3.0-or-later
// The results as a table a finance reviewer adds up: one row per cost component, then total,
// NPV and cost per million tokens; one column per option. When the result carries latency
// figures (docs/serving.md, "SLO capacity"), four rows follow: P99 TTFT and TPOT at the peak month,
// the SLO capacity and the peak load as a share of it. Every figure is the engine's.
#pragma once

#include "cost/result.h"
#include "model/catalog.h"
#include "model/scenario.h"

#include <QAbstractTableModel>
#include <QLocale>

#include <optional>

namespace infertco {

class ResultsTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    /// Rows 0..ComponentCount-1 are the components in Component order; RowCount counts the
    /// money rows. The latency rows follow them only when some option carries a latency.
    enum Row {
        TotalRow = ComponentCount,
        NpvRow,
        CostPerMillionTokensRow,
        RowCount,
        TtftP99Row = RowCount,
        TpotP99Row,
        SloCapacityRow,
        PeakLoadShareRow,
        RowCountWithLatency
    };
    enum Role {
        /// The exact amount as decimal text ("1389760.00"; four places for cost per
        /// million tokens); empty for an infeasible option.
        AmountRole = Qt::UserRole + 1,
        /// A latency row's figure as a double in its display unit (ms, tokens/s, %); invalid
        /// when the option has none.
        LatencyRole,
    };

    explicit ResultsTableModel(QObject *parent = nullptr);

    void setResult(const Result &result);
    void setLocale(const QLocale &locale);
    /// The workload of the result: its targets (a P99 above its target is marked) and which
    /// requests its latency was simulated with (LatencyInputs, from `catalog`'s request
    /// log). Set before setResult().
    void setWorkload(const Workload &workload, const Catalog &catalog);
    /// LatencyInputs::sentence() of the workload: the caption under the table and the tooltip
    /// of the latency rows' names; empty before setWorkload().
    const QString &latencyInputs() const { return m_latencyInputs; }
    /// True when some option carries latency figures: the latency rows are shown.
    bool hasLatencyRows() const;
    const Result &result() const { return m_result; }

    /// The amount in a cell, or nullptr when the option is infeasible or the cell is outside.
    const Decimal *amount(int row, int column) const;
    /// `value` of `row` and `column` as the table shows it: a lower bound marked as one.
    QString shownAmount(int row, int column, const Decimal &value) const;
    /// Decimal places a row is shown with: 4 for cost per million tokens, else 2.
    static int decimalsForRow(int row);
    /// The row's name: a component's display name, "Total", "Net present value", …
    static QString rowName(int row);
    /// A latency row's figure of option `column` in its display unit; nullopt without one.
    std::optional<double> latencyFigure(int row, int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant latencyData(const QModelIndex &index, int role) const;
    QString latencyText(int row, double figure) const;
    bool missesTarget(int row, const Latency &latency) const;

    Result m_result;
    QLocale m_locale;
    QString m_latencyInputs;
    std::optional<double> m_ttftTargetMs;
    double m_tpotTargetMs = 0;
    bool m_latencyRows = false;
};

} // namespace infertco
