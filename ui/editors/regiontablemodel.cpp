// SPDX-License-Identifier: GPL-3.0-or-later
#include "regiontablemodel.h"

#include "edit/bundlestore.h"

#include "model/entities/region.h"
#include "model/fields/fields.h"

namespace infertco {

RegionTableModel::RegionTableModel(BundleStore *store, QObject *parent) : RegionTable(store, parent)
{ }

} // namespace infertco
