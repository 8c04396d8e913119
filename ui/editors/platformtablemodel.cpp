// SPDX-License-Identifier: GPL-3.0-or-later
#include "platformtablemodel.h"

#include "edit/bundlestore.h"

#include "model/fields/fields.h"
#include "model/rules/textformat.h"

namespace infertco {

PlatformTableModel::PlatformTableModel(BundleStore *store, QObject *parent)
    : PlatformTable(store, parent)
{ }

BundleTableModel::Field PlatformTableModel::field(int column) const
{
    // `accepts` is a list beside the field table (core/model/fields/platformfields.cpp).
    if (column == columnOf("accepts"))
        return { tr("Accepts"), tr("accepted classes"), FieldKind::Text, QStringLiteral("accepts"),
                 tr("Accelerator classes the server takes, separated by commas: "
                    "datacenter_gpu, consumer_gpu, npu, inference_asic.") };
    if (column == columnOf("form_factors"))
        return { tr("Form factors"),
                 tr("form factors"),
                 FieldKind::Text,
                 QStringLiteral("form_factors"),
                 tr("Form factors the server takes, separated by commas: sxm, oam, pcie, other. "
                    "Empty: every form factor."),
                 true };
    return PlatformTable::field(column);
}

QVariant PlatformTableModel::value(const Bundle &bundle, int row, int column) const
{
    const ServerPlatform &p = bundle.catalog.platforms.at(row);
    if (column == columnOf("accepts"))
        return TextFormat::listText(p.accepts);
    if (column == columnOf("form_factors"))
        return TextFormat::listText(p.formFactors);
    return PlatformTable::value(bundle, row, column);
}

bool PlatformTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                QString *error) const
{
    QList<ServerPlatform> &items = bundle.catalog.platforms;
    if (column == columnOf("accepts")) {
        const auto classes = TextFormat::acceleratorClasses(value.toString(), error);
        if (classes)
            items[row].accepts = *classes;
        return classes.has_value();
    }
    if (column == columnOf("form_factors")) {
        const auto forms = TextFormat::formFactors(value.toString(), error);
        if (forms)
            items[row].formFactors = *forms;
        return forms.has_value();
    }
    return PlatformTable::assign(bundle, row, column, value, error);
}

} // namespace infertco
