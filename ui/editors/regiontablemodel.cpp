// SPDX-License-Identifier: GPL-3.0-or-later
#include "regiontablemodel.h"

#include "edit/bundlestore.h"

#include "model/fields.h"
#include "model/region.h"

namespace infertco {

RegionTableModel::RegionTableModel(BundleStore *store, QObject *parent) : RegionTable(store, parent)
{ }

} // namespace infertco
