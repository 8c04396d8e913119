// SPDX-License-Identifier: GPL-3.0-or-later
// One scenario's exchange rates as an editable table: each currency and the value of one
// unit of it in the reporting currency (docs/method.md, "Numbers"), sorted by currency.
#pragma once

#include "scenariolistmodel.h"

namespace infertco {

class FxRateTableModel : public ScenarioKeyedListModel
{
    Q_OBJECT

public:
    enum Column { Currency, Rate, ColumnCount };

    explicit FxRateTableModel(BundleStore *store, QObject *parent = nullptr);

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
    BundleChange::Kind changeKind(int column) const override;

private:
    QString currencyAt(const Bundle &bundle, int row) const;
};

} // namespace infertco
