// SPDX-License-Identifier: GPL-3.0-or-later
#include "acceleratortablemodel.h"

#include "bundlestore.h"

#include "model/validation.h"
#include "money/decimal.h"

namespace infertco {

namespace {

/// Throughput 0 means "unsupported" (DESIGN 2): shown as an empty cell.
QVariant throughput(double value)
{
    return value > 0 ? QVariant(value) : QVariant();
}

} // namespace

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

BundleTableModel::Field AcceleratorTableModel::field(int column) const
{
    const auto tflops = [](const char *precision) {
        const QString name = QString::fromLatin1(precision).toUpper();
        return Field{ tr("%1 TFLOPS").arg(name),
                      tr("%1 TFLOPS").arg(name),
                      FieldKind::Number,
                      QStringLiteral("tflops"),
                      tr("Dense %1 throughput in TFLOPS (TOPS for integers). Empty or 0: the "
                         "precision is not supported.")
                              .arg(name),
                      true };
    };
    const auto efficiency = [](const QString &title, const QString &name, const char *key,
                               const QString &help) {
        return Field{ title, name, FieldKind::Number, QString::fromLatin1(key), help, false };
    };
    switch (static_cast<Column>(column)) {
    case Name:
        return commonField(Common::Name);
    case Id:
        return commonField(Common::Id);
    case Class:
        return { tr("Class"), tr("class"), FieldKind::Choice, QStringLiteral("class"),
                 tr("Datacenter GPU, consumer GPU, NPU or inference ASIC: decides which "
                    "platforms accept the card and which warnings apply.") };
    case Vendor:
        return { tr("Vendor"), tr("vendor"), FieldKind::Text, QStringLiteral("vendor"), {} };
    case Price:
        return { tr("Price"),
                 tr("price"),
                 FieldKind::Money,
                 QStringLiteral("price"),
                 tr("Purchase price of one card, in its currency. Empty where no price is "
                    "known: the card can then only be rented."),
                 true };
    case Currency:
        return { tr("Currency"),
                 tr("currency"),
                 FieldKind::Currency,
                 QStringLiteral("currency"),
                 tr("Currency of the price, such as USD or HKD."),
                 true };
    case PriceChangeYear:
        return priceChangeField(tr("Yearly change of the card's price, as a fraction: -0.15 "
                                   "is a fall of 15% a year, 0 keeps it."));
    case QuoteDate:
        return commonField(Common::QuoteDate);
    case Source:
        return commonField(Common::Source);
    case MemoryGb:
        return { tr("Memory GB"), tr("memory"), FieldKind::Number, QStringLiteral("memory_gb"),
                 tr("Memory per card, in GB.") };
    case BandwidthGbs:
        return { tr("Bandwidth GB/s"), tr("bandwidth"), FieldKind::Number,
                 QStringLiteral("bandwidth_gbs"), tr("Memory bandwidth per card, in GB/s.") };
    case TflopsFp16:
        return tflops("fp16");
    case TflopsFp8:
        return tflops("fp8");
    case TflopsInt8:
        return tflops("int8");
    case TflopsInt4:
        return tflops("int4");
    case TdpW:
        return { tr("TDP W"), tr("TDP"), FieldKind::Factor, QStringLiteral("tdp_w"),
                 tr("Power at full load, in watts.") };
    case IdleW:
        return { tr("Idle W"), tr("idle power"), FieldKind::Factor, QStringLiteral("idle_w"),
                 tr("Power when idle, in watts (at most the TDP).") };
    case BwEfficiency:
        return efficiency(tr("BW eff."), tr("bandwidth efficiency"), "bw_efficiency",
                          tr("Share of the memory bandwidth the serving stack achieves, in "
                             "(0, 1]."));
    case ComputeEfficiency:
        return efficiency(tr("Compute eff."), tr("compute efficiency"), "compute_efficiency",
                          tr("Share of the peak throughput achieved, in (0, 1]."));
    case TpEfficiency:
        return efficiency(tr("TP eff."), tr("tensor-parallel efficiency"), "tp_efficiency",
                          tr("Scaling efficiency when a model is split over several cards, in "
                             "(0, 1]."));
    case DynamicShapeEfficiency:
        return efficiency(tr("Dyn. shape eff."), tr("dynamic-shape efficiency"),
                          "dynamic_shape_efficiency",
                          tr("Efficiency left when request shapes vary, in (0, 1]."));
    case MaxTp:
        return { tr("Max TP"), tr("maximum tensor parallelism"), FieldKind::Integer,
                 QStringLiteral("max_tp"),
                 tr("Largest number of cards one model copy may be split over.") };
    case SupportsPartitioning:
        return { tr("Partitioning"), tr("partitioning support"), FieldKind::Boolean,
                 QStringLiteral("supports_partitioning"),
                 tr("The card can be split into isolated instances (like MIG).") };
    case RequiresQuantization:
        return { tr("Needs quantization"), tr("quantization requirement"), FieldKind::Boolean,
                 QStringLiteral("requires_quantization"),
                 tr("Every model update must be requantized for this card.") };
    case ExportControlled:
        return { tr("Export controlled"), tr("export control"), FieldKind::Boolean,
                 QStringLiteral("export_controlled"),
                 tr("The card is under export control: buying it may be restricted in some "
                    "regions.") };
    case MigrationDays:
        return { tr("Migration days"), tr("migration days"), FieldKind::Factor,
                 QStringLiteral("migration_days"),
                 tr("Engineering days to port the serving stack to this card, once.") };
    case RequantDays:
        return { tr("Requant days"), tr("requantization days"), FieldKind::Factor,
                 QStringLiteral("requant_days"),
                 tr("Engineering days to requantize one model update.") };
    case Notes:
        return commonField(Common::Notes);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant AcceleratorTableModel::value(const Bundle &bundle, int row, int column) const
{
    const Accelerator &a = bundle.catalog.accelerators.at(row);
    switch (static_cast<Column>(column)) {
    case Name:
        return commonValue(a, Common::Name);
    case Id:
        return commonValue(a, Common::Id);
    case Class:
        return toText(a.acceleratorClass);
    case Vendor:
        return a.vendor;
    case Price:
        return optionalDecimal(a.price);
    case Currency:
        return a.currency;
    case PriceChangeYear:
        return QVariant::fromValue(a.priceChangeYear);
    case QuoteDate:
        return commonValue(a, Common::QuoteDate);
    case Source:
        return commonValue(a, Common::Source);
    case MemoryGb:
        return a.memoryGb;
    case BandwidthGbs:
        return a.bandwidthGbs;
    case TflopsFp16:
        return throughput(a.tflops.fp16);
    case TflopsFp8:
        return throughput(a.tflops.fp8);
    case TflopsInt8:
        return throughput(a.tflops.int8);
    case TflopsInt4:
        return throughput(a.tflops.int4);
    case TdpW:
        return QVariant::fromValue(a.tdpW);
    case IdleW:
        return QVariant::fromValue(a.idleW);
    case BwEfficiency:
        return a.bwEfficiency;
    case ComputeEfficiency:
        return a.computeEfficiency;
    case TpEfficiency:
        return a.tpEfficiency;
    case DynamicShapeEfficiency:
        return a.dynamicShapeEfficiency;
    case MaxTp:
        return a.maxTp;
    case SupportsPartitioning:
        return a.supportsPartitioning;
    case RequiresQuantization:
        return a.requiresQuantization;
    case ExportControlled:
        return a.exportControlled;
    case MigrationDays:
        return QVariant::fromValue(a.migrationDays);
    case RequantDays:
        return QVariant::fromValue(a.requantDays);
    case Notes:
        return commonValue(a, Common::Notes);
    case ColumnCount:
        break;
    }
    return {};
}

bool AcceleratorTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                   QString *error) const
{
    QList<Accelerator> &items = bundle.catalog.accelerators;
    Accelerator &a = items[row];
    switch (static_cast<Column>(column)) {
    case Name:
        return assignCommon(bundle, items, row, Common::Name, value, error);
    case Id:
        return assignCommon(bundle, items, row, Common::Id, value, error);
    case QuoteDate:
        return assignCommon(bundle, items, row, Common::QuoteDate, value, error);
    case Source:
        return assignCommon(bundle, items, row, Common::Source, value, error);
    case Notes:
        return assignCommon(bundle, items, row, Common::Notes, value, error);
    case Class:
        a.acceleratorClass = *acceleratorClassFromText(value.toString());
        return true;
    case Vendor:
        a.vendor = value.toString();
        return true;
    case Price:
        a.price = toOptionalDecimal(value);
        return true;
    case Currency:
        a.currency = value.toString();
        return true;
    case PriceChangeYear:
        a.priceChangeYear = value.value<Decimal>();
        return true;
    case MemoryGb:
        a.memoryGb = value.toDouble();
        return true;
    case BandwidthGbs:
        a.bandwidthGbs = value.toDouble();
        return true;
    case TflopsFp16:
        a.tflops.fp16 = value.toDouble();
        return true;
    case TflopsFp8:
        a.tflops.fp8 = value.toDouble();
        return true;
    case TflopsInt8:
        a.tflops.int8 = value.toDouble();
        return true;
    case TflopsInt4:
        a.tflops.int4 = value.toDouble();
        return true;
    case TdpW:
        a.tdpW = value.value<Decimal>();
        return true;
    case IdleW:
        a.idleW = value.value<Decimal>();
        return true;
    case BwEfficiency:
        a.bwEfficiency = value.toDouble();
        return true;
    case ComputeEfficiency:
        a.computeEfficiency = value.toDouble();
        return true;
    case TpEfficiency:
        a.tpEfficiency = value.toDouble();
        return true;
    case DynamicShapeEfficiency:
        a.dynamicShapeEfficiency = value.toDouble();
        return true;
    case MaxTp:
        a.maxTp = value.toInt();
        return true;
    case SupportsPartitioning:
        a.supportsPartitioning = value.toBool();
        return true;
    case RequiresQuantization:
        a.requiresQuantization = value.toBool();
        return true;
    case ExportControlled:
        a.exportControlled = value.toBool();
        return true;
    case MigrationDays:
        a.migrationDays = value.value<Decimal>();
        return true;
    case RequantDays:
        a.requantDays = value.value<Decimal>();
        return true;
    case ColumnCount:
        break;
    }
    return false;
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
