// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's rental offers as an editable table: provider, region, accelerator, cards
// per server, monthly or hourly price, fees and minimum term (docs/format.md).
#pragma once

#include "fieldtablemodel.h"

namespace infertco {

using RentalOfferTable = FieldTableModel<RentalOffer, &Catalog::rentalOffers, &rentalOfferFields,
                                         &rentalOfferColumns>;

class RentalOfferTableModel : public RentalOfferTable
{
    Q_OBJECT

public:
    explicit RentalOfferTableModel(BundleStore *store, QObject *parent = nullptr);

protected:
    bool assign(Bundle &bundle, int row, int column, const QVariant &value,
                QString *error) const override;
    QStringList choices(const Bundle &bundle, int row, int column) const override;
    QString choiceLabel(const Bundle &bundle, int column, const QString &choice) const override;
    int insertNew(Bundle &bundle, int row, QString *error) const override;
};

} // namespace infertco
