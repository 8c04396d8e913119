// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario's demand in steps (docs/format.md, v2 `workload.demand`): from which month on the
// peak is how many output tokens per second, one row per step, in month order.
#pragma once

#include "scenariolistmodel.h"

namespace infertco {

class DemandStepTableModel : public ScenarioKeyedListModel
{
    Q_OBJECT

public:
    enum Column { FromMonth, PeakOutputTokensPerS, ColumnCount };

    explicit DemandStepTableModel(BundleStore *store, QObject *parent = nullptr);

    QString itemName(int row) const override;

protected:
    int itemCount(const Bundle &bundle) const override;
    int fieldCount() const override { return ColumnCount; }
    Field field(int column) const override;
    QVariant value(const Bundle &bundle, int row, int column) const override;
    bool assign(Bundle &bundle, int row, int column, const QVariant &value,
                QString *error) const override;
    QString itemNoun(int count) const override;
    int insertNew(Bundle &bundle, int row, QString *error) const override;
    void removeAt(Bundle &bundle, int row) const override;
};

} // namespace infertco
