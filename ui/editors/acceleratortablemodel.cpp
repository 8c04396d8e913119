// SPDX-License-Identifier: GPL-3.0-or-later
#include "acceleratortablemodel.h"

#include "bundlestore.h"

#include "model/accelerator.h"
#include "model/fields.h"
#include "model/validation.h"
#include "money/decimal.h"

namespace infertco {

AcceleratorTableModel::AcceleratorTableModel(BundleStore *store, QObject *parent)
    : CatalogTableModel(store, BundlePart::Accelerators, parent)
{ }

QString AcceleratorTableModel::className(AcceleratorClass value)
{
    switch (value) {
    case AcceleratorClass::DatacenterGpu:
        return tr("Datacenter GPU");
    case AcceleratorClass::ConsumerGpu:
        return tr("Consumer GPU");
    case AcceleratorClass::Npu:
        return tr("NPU");
    case AcceleratorClass::InferenceAsic:
        return tr("Inference ASIC");
    }
    return {};
}

int AcceleratorTableModel::itemCount(const Bundle &bundle) const
{
    return static_cast<int>(bundle.catalog.accelerators.size());
}

QString AcceleratorTableModel::itemName(int row) const
{
    return store()->bundle().catalog.accelerators.at(row).displayName();
}

QString AcceleratorTableModel::itemNoun(int count) const
{
    return count == 1 ? tr("accelerator") : tr("accelerators");
}

QString AcceleratorTableModel::problemLabel(const Bundle &bundle, int row) const
{
    return Validator::itemLabel("accelerator", bundle.catalog.accelerators.at(row).id);
}

int AcceleratorTableModel::fieldCount() const
{
    return static_cast<int>(acceleratorColumns().size());
}

BundleTableModel::Field AcceleratorTableModel::field(int column) const
{
    return tableField(acceleratorColumns(), acceleratorFields(), column);
}

QVariant AcceleratorTableModel::value(const Bundle &bundle, int row, int column) const
{
    return tableValue(acceleratorColumns(), acceleratorFields(),
                      bundle.catalog.accelerators.at(row), column);
}

bool AcceleratorTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                   QString *error) const
{
    return tableAssign(acceleratorColumns(), acceleratorFields(), bundle,
                       bundle.catalog.accelerators, row, column, value, error);
}

QStringList AcceleratorTableModel::choices(const Bundle &bundle, int row, int column) const
{
    if (column == Class) {
        return { toText(AcceleratorClass::DatacenterGpu), toText(AcceleratorClass::ConsumerGpu),
                 toText(AcceleratorClass::Npu), toText(AcceleratorClass::InferenceAsic) };
    }
    return CatalogTableModel::choices(bundle, row, column);
}

QString AcceleratorTableModel::choiceLabel(const Bundle &bundle, int column,
                                           const QString &choice) const
{
    if (column == Class) {
        const std::optional<AcceleratorClass> value = acceleratorClassFromText(choice);
        return value ? className(*value) : choice;
    }
    return CatalogTableModel::choiceLabel(bundle, column, choice);
}

int AcceleratorTableModel::insertNew(Bundle &bundle, int row, QString *) const
{
    insertNewItem(bundle.catalog.accelerators, row, Accelerator(), QStringLiteral("accelerator"),
                  tr("New accelerator"));
    return row;
}

void AcceleratorTableModel::insertCopy(Bundle &bundle, int row) const
{
    CatalogItems::insertCopy(bundle.catalog.accelerators, row);
}

void AcceleratorTableModel::removeAt(Bundle &bundle, int row) const
{
    bundle.catalog.accelerators.removeAt(row);
}

QString AcceleratorTableModel::removalBlocker(const Bundle &bundle, int row) const
{
    const Accelerator &item = bundle.catalog.accelerators.at(row);
    return CatalogItems::removalBlocker(bundle, item);
}

} // namespace infertco
