// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's colocation offers as an editable table: rack and U fees, usable space,
// power allowance and billing, PUE, setup and network (docs/format.md).
#pragma once

#include "fieldtablemodel.h"

namespace infertco {

using ColoOfferTable
        = FieldTableModel<ColoOffer, &Catalog::coloOffers, &coloOfferFields, &coloOfferColumns>;

class ColoOfferTableModel : public ColoOfferTable
{
    Q_OBJECT

public:
    explicit ColoOfferTableModel(BundleStore *store, QObject *parent = nullptr);

    /// "Metered", "Included", "Per kW".
    static QString billingName(infertco::PowerBilling value);

protected:
    bool assign(Bundle &bundle, int row, int column, const QVariant &value,
                QString *error) const override;
    QStringList choices(const Bundle &bundle, int row, int column) const override;
    QString choiceLabel(const Bundle &bundle, int column, const QString &choice) const override;
};

} // namespace infertco
