// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's regions as an editable table: currency, electricity tariff, typical PUE
// and staff cost per FTE (DESIGN 2).
#pragma once

#include "catalogtablemodel.h"

namespace infertco {

class RegionTableModel : public CatalogTableModel
{
    Q_OBJECT

public:
    /// The columns named in code; regionColumns() gives their keys in this order.
    enum Column {
        Name,
        Currency,
        ElectricityPricePerKwh,
        ElectricityPriceChangeYear,
        Pue,
        StaffCostPerFteYear,
        StaffCostChangeYear,
        QuoteDate,
        Source,
        Id,
        Notes,
        ColumnCount
    };

    explicit RegionTableModel(BundleStore *store, QObject *parent = nullptr);

    QString itemName(int row) const override;

protected:
    int itemCount(const Bundle &bundle) const override;
    /// The columns of regionColumns(): ColumnCount and the fields added after Notes.
    int fieldCount() const override;
    Field field(int column) const override;
    QVariant value(const Bundle &bundle, int row, int column) const override;
    bool assign(Bundle &bundle, int row, int column, const QVariant &value,
                QString *error) const override;
    QString problemLabel(const Bundle &bundle, int row) const override;
    QString itemNoun(int count) const override;
    int insertNew(Bundle &bundle, int row, QString *error) const override;
    void insertCopy(Bundle &bundle, int row) const override;
    void removeAt(Bundle &bundle, int row) const override;
    QString removalBlocker(const Bundle &bundle, int row) const override;
};

} // namespace infertco
