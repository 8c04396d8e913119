// SPDX-License-Identifier: GPL-3.0-or-later
#include "platformtablemodel.h"

#include "bundlestore.h"

#include "model/fields.h"
#include "model/textformat.h"
#include "model/validation.h"

namespace infertco {

PlatformTableModel::PlatformTableModel(BundleStore *store, QObject *parent)
    : CatalogTableModel(store, BundlePart::Platforms, parent)
{ }

int PlatformTableModel::itemCount(const Bundle &bundle) const
{
    return static_cast<int>(bundle.catalog.platforms.size());
}

QString PlatformTableModel::itemName(int row) const
{
    return store()->bundle().catalog.platforms.at(row).displayName();
}

QString PlatformTableModel::itemNoun(int count) const
{
    return count == 1 ? tr("server platform") : tr("server platforms");
}

QString PlatformTableModel::problemLabel(const Bundle &bundle, int row) const
{
    return Validator::itemLabel("platform", bundle.catalog.platforms.at(row).id);
}

BundleTableModel::Field PlatformTableModel::field(int column) const
{
    // `accepts` is a list beside the field table (core/model/platformfields.cpp).
    if (column == Accepts)
        return { tr("Accepts"), tr("accepted classes"), FieldKind::Text, QStringLiteral("accepts"),
                 tr("Accelerator classes the server takes, separated by commas: "
                    "datacenter_gpu, consumer_gpu, npu, inference_asic.") };
    if (column == FormFactors)
        return { tr("Form factors"),
                 tr("form factors"),
                 FieldKind::Text,
                 QStringLiteral("form_factors"),
                 tr("Form factors the server takes, separated by commas: sxm, oam, pcie, other. "
                    "Empty: every form factor."),
                 true };
    return tableField(platformColumns(), platformFields(), column);
}

QVariant PlatformTableModel::value(const Bundle &bundle, int row, int column) const
{
    const ServerPlatform &p = bundle.catalog.platforms.at(row);
    if (column == Accepts)
        return TextFormat::listText(p.accepts);
    if (column == FormFactors)
        return TextFormat::listText(p.formFactors);
    return tableValue(platformColumns(), platformFields(), p, column);
}

bool PlatformTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                QString *error) const
{
    QList<ServerPlatform> &items = bundle.catalog.platforms;
    if (column == Accepts) {
        const auto classes = TextFormat::acceleratorClasses(value.toString(), error);
        if (classes)
            items[row].accepts = *classes;
        return classes.has_value();
    }
    if (column == FormFactors) {
        const auto forms = TextFormat::formFactors(value.toString(), error);
        if (forms)
            items[row].formFactors = *forms;
        return forms.has_value();
    }
    return tableAssign(platformColumns(), platformFields(), bundle, items, row, column, value,
                       error);
}

int PlatformTableModel::insertNew(Bundle &bundle, int row, QString *) const
{
    CatalogItems::insertNew(bundle.catalog.platforms, row, ServerPlatform(),
                            QStringLiteral("platform"), tr("New server platform"));
    return row;
}

void PlatformTableModel::insertCopy(Bundle &bundle, int row) const
{
    CatalogItems::insertCopy(bundle.catalog.platforms, row);
}

void PlatformTableModel::removeAt(Bundle &bundle, int row) const
{
    bundle.catalog.platforms.removeAt(row);
}

QString PlatformTableModel::removalBlocker(const Bundle &bundle, int row) const
{
    const ServerPlatform &item = bundle.catalog.platforms.at(row);
    return CatalogItems::removalBlocker(bundle, item);
}

} // namespace infertco
