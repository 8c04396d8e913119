// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's server platforms (hosts for owned cards in colocation) as an editable
// table: slots, accepted card classes, rack units, base power and price (docs/format.md).
#pragma once

#include "fieldtablemodel.h"

namespace infertco {

using PlatformTable
        = FieldTableModel<ServerPlatform, &Catalog::platforms, &platformFields, &platformColumns>;

class PlatformTableModel : public PlatformTable
{
    Q_OBJECT

public:
    explicit PlatformTableModel(BundleStore *store, QObject *parent = nullptr);

protected:
    Field field(int column) const override;
    QVariant value(const Bundle &bundle, int row, int column) const override;
    bool assign(Bundle &bundle, int row, int column, const QVariant &value,
                QString *error) const override;
};

} // namespace infertco
