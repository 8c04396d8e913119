// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's regions as an editable table: currency, electricity tariff, typical PUE
// and staff cost per FTE (docs/format.md).
#pragma once

#include "fieldtablemodel.h"

namespace infertco {

using RegionTable = FieldTableModel<Region, &Catalog::regions, &regionFields, &regionColumns>;

class RegionTableModel : public RegionTable
{
    Q_OBJECT

public:
    explicit RegionTableModel(BundleStore *store, QObject *parent = nullptr);
};

} // namespace infertco
