// SPDX-License-Identifier: GPL-3.0-or-later
#include "acceleratortablemodel.h"

#include "edit/bundlestore.h"

#include "model/entities/accelerator.h"
#include "model/fields/fields.h"
#include "money/decimal.h"

#include <QLocale>

namespace infertco {

AcceleratorTableModel::AcceleratorTableModel(BundleStore *store, QObject *parent)
    : AcceleratorTable(store, parent)
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

BundleTableModel::Field AcceleratorTableModel::field(int column) const
{
    // The two v3 maps beside the field table (core/model/fields/acceleratorfields.cpp): shown as text,
    // read-only; they are edited in the bundle (a cell cannot hold a map sensibly).
    if (column == columnOf("tp_efficiency_by_size"))
        return { tr("TP eff. by size"),
                 tr("tensor-parallel efficiency by size"),
                 FieldKind::Text,
                 QStringLiteral("tp_efficiency_by_size"),
                 tr("Tensor-parallel efficiency measured at 2, 4 or 8 cards; a size not listed "
                    "takes TP eff. Read-only here: edit it in a bundle and import it."),
                 true };
    if (column == columnOf("efficiency_by_precision"))
        return { tr("Efficiency by precision"),
                 tr("efficiency by precision"),
                 FieldKind::Text,
                 QStringLiteral("efficiency_by_precision"),
                 tr("Bandwidth (bw) and compute efficiency measured at a precision; they replace "
                    "BW eff. and Compute eff. there. Read-only here: edit it in a bundle and "
                    "import it."),
                 true };
    return AcceleratorTable::field(column);
}

QVariant AcceleratorTableModel::value(const Bundle &bundle, int row, int column) const
{
    const Accelerator &a = bundle.catalog.accelerators.at(row);
    const auto number = [](double value) {
        return QString::number(value, 'g', QLocale::FloatingPointShortest);
    };
    if (column == columnOf("tp_efficiency_by_size")) {
        QStringList sizes; // "2: 0.8, 4: 0.65"
        for (auto it = a.tpEfficiencyBySize.cbegin(); it != a.tpEfficiencyBySize.cend(); ++it)
            sizes.append(QStringLiteral("%1: %2").arg(it.key()).arg(number(it.value())));
        return sizes.join(QStringLiteral(", "));
    }
    if (column == columnOf("efficiency_by_precision")) {
        QStringList precisions; // "fp16: bw 0.9, compute 0.6; fp8: bw 0.7"
        for (auto it = a.efficiencyByPrecision.cbegin(); it != a.efficiencyByPrecision.cend();
             ++it) {
            QStringList parts;
            if (it->bw)
                parts.append(QStringLiteral("bw ") + number(*it->bw));
            if (it->compute)
                parts.append(QStringLiteral("compute ") + number(*it->compute));
            precisions.append(it.key() + QStringLiteral(": ") + parts.join(QStringLiteral(", ")));
        }
        return precisions.join(QStringLiteral("; "));
    }
    return AcceleratorTable::value(bundle, row, column);
}

bool AcceleratorTableModel::isEditable(int, int column) const
{
    return column != columnOf("tp_efficiency_by_size")
            && column != columnOf("efficiency_by_precision");
}

QStringList AcceleratorTableModel::choices(const Bundle &bundle, int row, int column) const
{
    // Empty: not stated, no restriction (docs/format.md, v3); then the field's values.
    if (column == columnOf("form_factor"))
        return QStringList{ QString() } + columns().enumChoices(column);
    return AcceleratorTable::choices(bundle, row, column);
}

QString AcceleratorTableModel::choiceLabel(const Bundle &bundle, int column,
                                           const QString &choice) const
{
    if (column == columnOf("form_factor") && choice.isEmpty())
        return tr("Not stated");
    if (column == columnOf("class")) {
        const std::optional<AcceleratorClass> value = acceleratorClassFromText(choice);
        return value ? className(*value) : choice;
    }
    return CatalogTableModel::choiceLabel(bundle, column, choice);
}

} // namespace infertco
