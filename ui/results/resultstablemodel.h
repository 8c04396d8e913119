// SPDX-License-Identifier: GPL-3.0-or-later
// The results as a table a finance reviewer adds up: one row per cost component, then total,
// NPV and cost per million tokens; one column per option. When the result carries latency
// figures (docs/serving.md, "SLO capacity"), four rows follow: P99 TTFT and TPOT at the peak month,
// the SLO capacity and the peak load as a share of it. A financed or taxed scenario
// (docs/method.md, "After tax, loans and leases") adds the loan and lease lines above the total
// and the tax and after-tax figures beside their pre-tax twins. Every figure is the engine's.
#pragma once

#include "cost/result.h"
#include "model/entities/catalog.h"
#include "model/entities/scenario.h"

#include <QAbstractTableModel>
#include <QLocale>

#include <optional>

namespace infertco {

class ResultsTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    /// The kinds of row. Rows 0..ComponentCount-1 are the components in Component order;
    /// RowCount counts the money rows. The latency rows follow them only when some option
    /// carries a latency. Without loans, leases or tax a row's index is its kind; with them
    /// the finance kinds are placed among the others (rowKind()).
    enum Row {
        TotalRow = ComponentCount,
        NpvRow,
        CostPerMillionTokensRow,
        RowCount,
        TtftP99Row = RowCount,
        TpotP99Row,
        SloCapacityRow,
        PeakLoadShareRow,
        RowCountWithLatency,
        /// docs/method.md, "After tax, loans and leases": loan lines when some option has a
        /// loan, the lease line when some option has a lease, above the total; the tax
        /// rows when the scenario has a tax, each after-tax figure below its pre-tax twin.
        InterestRow = RowCountWithLatency,
        LoanRepaymentRow,
        LeaseRow,
        TaxRow,
        TotalAfterTaxRow,
        NpvAfterTaxRow,
        CostPerMillionTokensAfterTaxRow,
        RowKindCount
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
    /// The scenario of the result, for which finance rows it has: loan lines when some option
    /// has a loan, the lease line when some has a lease, the tax rows when it has a tax. Set
    /// before setResult(); without it (or without any of them) the rows are those of version 3.
    void setFinance(const Scenario &scenario);
    /// LatencyInputs::sentence() of the workload: the caption under the table and the tooltip
    /// of the latency rows' names; empty before setWorkload().
    const QString &latencyInputs() const { return m_latencyInputs; }
    /// True when some option carries latency figures: the latency rows are shown.
    bool hasLatencyRows() const;
    /// The kind (Row) of row `row`, or -1 outside the table.
    int rowKind(int row) const;
    /// The row that shows `kind`, or -1 when this result has no such row.
    int rowOf(Row kind) const;
    /// The row kinds, in order, of `result` of a scenario with loans, leases or a tax as
    /// given.
    static QList<Row> rowKinds(const Result &result, bool loans, bool leases, bool taxed);
    /// The row kinds of `result` of `scenario` (the report lays out the same rows).
    static QList<Row> rowKinds(const Result &result, const Scenario &scenario);
    /// True when some option of `scenario` is financed by `kind`.
    static bool hasFinancing(const Scenario &scenario, FinancingKind kind);
    /// The figure of row kind `kind` of a feasible `option` (nullptr for a latency kind).
    static const Decimal *figure(const OptionResult &option, Row kind);
    const Result &result() const { return m_result; }

    /// The amount in a cell, or nullptr when the option is infeasible or the cell is outside.
    const Decimal *amount(int row, int column) const;
    /// `value` of `row` and `column` as the table shows it: a lower bound marked as one.
    QString shownAmount(int row, int column, const Decimal &value) const;
    /// Decimal places a row kind is shown with: 4 for cost per million tokens, else 2.
    static int decimalsForRow(int kind);
    /// The name of row kind `kind`: a component's display name, "Total", "Net present
    /// value", …
    static QString rowName(int kind);
    /// A latency row's figure of option `column` in its display unit; nullopt without one.
    std::optional<double> latencyFigure(int row, int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant latencyData(const QModelIndex &index, int kind, int role) const;
    QString latencyText(int row, double figure) const;
    bool missesTarget(int row, const Latency &latency) const;

    Result m_result;
    QLocale m_locale;
    QString m_latencyInputs;
    std::optional<double> m_ttftTargetMs;
    double m_tpotTargetMs = 0;
    bool m_latencyRows = false;
    bool m_loans = false;
    bool m_leases = false;
    bool m_taxed = false;
    QList<Row> m_rows;
};

} // namespace infertco
