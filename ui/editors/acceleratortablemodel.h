// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's accelerators as an editable table: class, price and quote, memory,
// bandwidth, throughput per precision, power and the serving-stack efficiencies (DESIGN 2).
#pragma once

#include "catalogtablemodel.h"

namespace infertco {

class AcceleratorTableModel : public CatalogTableModel
{
    Q_OBJECT

public:
    /// The columns named in code; acceleratorColumns() gives their keys in this order.
    enum Column {
        Name,
        Class,
        Price,
        Currency,
        PriceChangeYear,
        QuoteDate,
        Source,
        MemoryGb,
        BandwidthGbs,
        TflopsFp16,
        TflopsFp8,
        TflopsInt8,
        TflopsInt4,
        TdpW,
        IdleW,
        BwEfficiency,
        ComputeEfficiency,
        TpEfficiency,
        DynamicShapeEfficiency,
        MaxTp,
        SupportsPartitioning,
        RequiresQuantization,
        ExportControlled,
        MigrationDays,
        RequantDays,
        Vendor,
        Id,
        Notes,
        ColumnCount
    };

    explicit AcceleratorTableModel(BundleStore *store, QObject *parent = nullptr);

    QString itemName(int row) const override;

    /// "Datacenter GPU" for datacenter_gpu, and so on.
    static QString className(AcceleratorClass value);

protected:
    int itemCount(const Bundle &bundle) const override;
    /// The columns of acceleratorColumns(): ColumnCount and the fields added after Notes.
    int fieldCount() const override;
    Field field(int column) const override;
    QVariant value(const Bundle &bundle, int row, int column) const override;
    bool assign(Bundle &bundle, int row, int column, const QVariant &value,
                QString *error) const override;
    QString problemLabel(const Bundle &bundle, int row) const override;
    QStringList choices(const Bundle &bundle, int row, int column) const override;
    bool isEditable(int row, int column) const override;
    QString choiceLabel(const Bundle &bundle, int column, const QString &choice) const override;
    QString itemNoun(int count) const override;
    int insertNew(Bundle &bundle, int row, QString *error) const override;
    void insertCopy(Bundle &bundle, int row) const override;
    void removeAt(Bundle &bundle, int row) const override;
    QString removalBlocker(const Bundle &bundle, int row) const override;

private:
    /// The column of acceleratorColumns() key `key` (a field added after Notes).
    static int columnOf(const char *key);
};

} // namespace infertco
