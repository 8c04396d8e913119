// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's server platforms (hosts for owned cards in colocation) as an editable
// table: slots, accepted card classes, rack units, base power and price (DESIGN 2).
#pragma once

#include "catalogtablemodel.h"

namespace infertco {

class PlatformTableModel : public CatalogTableModel
{
    Q_OBJECT

public:
    /// The columns named in code; platformColumns() gives their keys in this order.
    enum Column {
        Name,
        Price,
        Currency,
        PriceChangeYear,
        QuoteDate,
        Source,
        Slots,
        Accepts,
        FormFactors, ///< v3 (DESIGN 2)
        RackUnits,
        BaseW,
        FullyPopulated,
        Id,
        Notes,
        ColumnCount
    };

    explicit PlatformTableModel(BundleStore *store, QObject *parent = nullptr);

    QString itemName(int row) const override;

protected:
    int itemCount(const Bundle &bundle) const override;
    int fieldCount() const override { return ColumnCount; }
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
