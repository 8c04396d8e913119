// SPDX-License-Identifier: GPL-3.0-or-later
// The editable table of driver ranges (low / most likely / high) behind the risk view: one row
// per driver, values shown the reader's way (×0.80, 25.0%, HK$4,000.00), bad ranges marked.
#pragma once

#include "analysis/driver.h"
#include "model/entities/scenario.h"
#include "model/rules/problem.h"

#include <QAbstractTableModel>
#include <QList>

namespace infertco {

class DriverRangeModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { DriverColumn, LowColumn, MostLikelyColumn, HighColumn, ColumnCount };
    enum Role {
        /// The exact value of a value cell as text ("0.8"), for sorting and tests.
        ValueRole = Qt::UserRole + 1,
    };

    explicit DriverRangeModel(QObject *parent = nullptr);

    /// Replaces every row; `scenario` gives currencies and the scenario's own values.
    void setRanges(const QList<DriverRange> &ranges, const Scenario &scenario);
    const QList<DriverRange> &ranges() const { return m_ranges; }
    /// Drivers::check of the current ranges: empty when they can be analysed.
    const Problems &problems() const { return m_problems; }

    /// Where a range comes from (DriverRange::basis), or that the user entered it.
    static QString basisText(const DriverRange &range);
    /// The basis of a range the user entered.
    static QString enteredBasis();

    /// Reads what a user types into a value cell: "0.8", "×0.8", "80%" (= 0.8), "HK$4,000".
    static std::optional<Decimal> parseValue(const QString &text);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// A value was changed by the user (not by setRanges).
    void rangesEdited();

private:
    const Problem *problemAt(int row, int column) const;
    static Decimal &valueAt(DriverRange &range, int column);
    static const Decimal &valueAt(const DriverRange &range, int column);

    void check();

    QList<DriverRange> m_ranges;
    Scenario m_scenario;
    Problems m_problems;
    QList<Problems> m_rowProblems;
};

} // namespace infertco
