// SPDX-License-Identifier: GPL-3.0-or-later
// The document's scenarios, one row each and one column per field: reporting currency,
// horizon, financial, staff and ownership assumptions and the workload (docs/format.md). The
// columns are the keys of scenarioColumns(), each a field of the scenario's field tables but for
// the residual curve, a list shown as text. The scenario editor's form shows one row of it.
#pragma once

#include "bundletablemodel.h"

namespace infertco {

class ScenarioTableModel : public BundleTableModel
{
    Q_OBJECT

public:
    explicit ScenarioTableModel(BundleStore *store, QObject *parent = nullptr);

    /// The column that shows field `key` ("workload.precision", "name"); -1 if none does.
    static int columnOf(const char *key);
    /// The key of `column` ("workload.precision"); empty outside the columns.
    static QString keyOf(int column);
    /// The group of the scenario form that shows `column`, from its field table
    /// (scenarioColumnGroup()).
    static FormGroup formGroup(int column);

    QString itemName(int row) const override;
    /// The row of the scenario with id `id`, or -1.
    int rowOf(const QString &id) const;
    /// The field's explanation (unit, meaning), for form labels' tooltips.
    QString help(int column) const { return field(column).help; }

protected:
    int itemCount(const Bundle &bundle) const override;
    int fieldCount() const override;
    Field field(int column) const override;
    QVariant value(const Bundle &bundle, int row, int column) const override;
    bool assign(Bundle &bundle, int row, int column, const QVariant &value,
                QString *error) const override;
    QString problemLabel(const Bundle &bundle, int row) const override;
    QStringList choices(const Bundle &bundle, int row, int column) const override;
    QString choiceLabel(const Bundle &bundle, int column, const QString &choice) const override;
    bool isEditable(int row, int column) const override;
    QString itemNoun(int count) const override;
    int insertNew(Bundle &bundle, int row, QString *error) const override;
    void insertCopy(Bundle &bundle, int row) const override;
    void removeAt(Bundle &bundle, int row) const override;
};

} // namespace infertco
