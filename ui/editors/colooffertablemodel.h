// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's colocation offers as an editable table: rack and U fees, usable space,
// power allowance and billing, PUE, setup and network (DESIGN 2).
#pragma once

#include "catalogtablemodel.h"

namespace infertco {

class ColoOfferTableModel : public CatalogTableModel
{
    Q_OBJECT

public:
    /// The columns named in code; coloOfferColumns() gives their keys in this order.
    enum Column {
        Name,
        Region,
        RackFeePerMonth,
        UFeePerMonth,
        Currency,
        QuoteDate,
        Source,
        PowerBilling,
        RackPowerKw,
        PowerPricePerKwMonth,
        Pue,
        UsableU,
        SetupFeePerRack,
        NetworkPerMonth,
        PriceChangeYear,
        Provider,
        Id,
        Notes,
        ColumnCount
    };

    explicit ColoOfferTableModel(BundleStore *store, QObject *parent = nullptr);

    QString itemName(int row) const override;

    /// "Metered", "Included", "Per kW".
    static QString billingName(infertco::PowerBilling value);

protected:
    int itemCount(const Bundle &bundle) const override;
    int fieldCount() const override { return ColumnCount; }
    Field field(int column) const override;
    QVariant value(const Bundle &bundle, int row, int column) const override;
    bool assign(Bundle &bundle, int row, int column, const QVariant &value,
                QString *error) const override;
    QString problemLabel(const Bundle &bundle, int row) const override;
    QStringList choices(const Bundle &bundle, int row, int column) const override;
    QString choiceLabel(const Bundle &bundle, int column, const QString &choice) const override;
    QString itemNoun(int count) const override;
    int insertNew(Bundle &bundle, int row, QString *error) const override;
    void insertCopy(Bundle &bundle, int row) const override;
    void removeAt(Bundle &bundle, int row) const override;
    QString removalBlocker(const Bundle &bundle, int row) const override;
};

} // namespace infertco
