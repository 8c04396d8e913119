// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's accelerators as an editable table: class, price and quote, memory,
// bandwidth, throughput per precision, power and the serving-stack efficiencies (docs/format.md).
#pragma once

#include "fieldtablemodel.h"

namespace infertco {

using AcceleratorTable = FieldTableModel<Accelerator, &Catalog::accelerators, &acceleratorFields,
                                         &acceleratorColumns>;

class AcceleratorTableModel : public AcceleratorTable
{
    Q_OBJECT

public:
    explicit AcceleratorTableModel(BundleStore *store, QObject *parent = nullptr);

    /// "Datacenter GPU" for datacenter_gpu, and so on.
    static QString className(AcceleratorClass value);

protected:
    Field field(int column) const override;
    QVariant value(const Bundle &bundle, int row, int column) const override;
    QStringList choices(const Bundle &bundle, int row, int column) const override;
    bool isEditable(int row, int column) const override;
    QString choiceLabel(const Bundle &bundle, int column, const QString &choice) const override;
};

} // namespace infertco
