// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's rental offers as an editable table: provider, region, accelerator, cards
// per server, monthly or hourly price, fees and minimum term (DESIGN 2).
#pragma once

#include "catalogtablemodel.h"

namespace infertco {

class RentalOfferTableModel : public CatalogTableModel
{
    Q_OBJECT

public:
    /// The columns named in code; rentalOfferColumns() gives their keys in this order.
    enum Column {
        // The columns a quote is compared by come first, so that they are on screen at the
        // default width: the price, what it is for and who offers it.
        Name,
        MonthlyPrice,
        HourlyPrice,
        Currency,
        AcceleratorsPerServer,
        Provider,
        Accelerator,
        Region,
        QuoteDate,
        Source,
        SetupFeePerServer,
        NetworkPerMonth,
        MinTermMonths,
        PriceChangeYear,
        Id,
        Notes,
        ColumnCount
    };

    explicit RentalOfferTableModel(BundleStore *store, QObject *parent = nullptr);

    QString itemName(int row) const override;

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
