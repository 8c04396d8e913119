// SPDX-License-Identifier: GPL-3.0-or-later
// The results as a table a finance reviewer adds up: one row per cost component, then total,
// NPV and cost per million tokens; one column per option. Every figure is the engine's.
#pragma once

#include "cost/result.h"

#include <QAbstractTableModel>
#include <QLocale>

namespace infertco {

class ResultsTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    /// Rows 0..ComponentCount-1 are the components in Component order.
    enum Row { TotalRow = ComponentCount, NpvRow, CostPerMillionTokensRow, RowCount };
    enum Role {
        /// The exact amount as decimal text ("1389760.00"; four places for cost per
        /// million tokens); empty for an infeasible option.
        AmountRole = Qt::UserRole + 1,
    };

    explicit ResultsTableModel(QObject *parent = nullptr);

    void setResult(const Result &result);
    void setLocale(const QLocale &locale);
    const Result &result() const { return m_result; }

    /// The amount in a cell, or nullptr when the option is infeasible or the cell is outside.
    const Decimal *amount(int row, int column) const;
    /// Decimal places a row is shown with: 4 for cost per million tokens, else 2.
    static int decimalsForRow(int row);
    /// The row's name: a component's display name, "Total", "Net present value", …
    static QString rowName(int row);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    Result m_result;
    QLocale m_locale;
};

} // namespace infertco
