// SPDX-License-Identifier: GPL-3.0-or-later
#include "platformtablemodel.h"

#include "bundlestore.h"

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
    switch (static_cast<Column>(column)) {
    case Name:
        return commonField(Common::Name);
    case Id:
        return commonField(Common::Id);
    case Price:
        return { tr("Price"),
                 tr("price"),
                 FieldKind::Money,
                 QStringLiteral("price"),
                 tr("Price of the server without its accelerator cards. Empty where no quote "
                    "exists yet: colocation options need one."),
                 true };
    case Currency:
        return { tr("Currency"),
                 tr("currency"),
                 FieldKind::Currency,
                 QStringLiteral("currency"),
                 tr("Currency of the price."),
                 true };
    case PriceChangeYear:
        return priceChangeField(tr("Yearly change of the server's price, as a fraction: -0.1 "
                                   "is a fall of 10% a year, 0 keeps it."));
    case QuoteDate:
        return commonField(Common::QuoteDate);
    case Source:
        return commonField(Common::Source);
    case Slots:
        return { tr("Slots"), tr("slots"), FieldKind::Integer, QStringLiteral("slots"),
                 tr("Accelerator cards one server holds.") };
    case Accepts:
        return { tr("Accepts"), tr("accepted classes"), FieldKind::Text, QStringLiteral("accepts"),
                 tr("Accelerator classes the server takes, separated by commas: "
                    "datacenter_gpu, consumer_gpu, npu, inference_asic.") };
    case RackUnits:
        return { tr("Rack units"), tr("rack units"), FieldKind::Integer,
                 QStringLiteral("rack_units"), tr("Height of the server in the rack (U).") };
    case BaseW:
        return { tr("Base W"), tr("base power"), FieldKind::Factor, QStringLiteral("base_w"),
                 tr("Power of the server without its cards, in watts.") };
    case FullyPopulated:
        return { tr("Fully populated"), tr("full population"), FieldKind::Boolean,
                 QStringLiteral("fully_populated"),
                 tr("The server is bought only with every slot filled (an HGX board with all "
                    "eight GPUs).") };
    case Notes:
        return commonField(Common::Notes);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant PlatformTableModel::value(const Bundle &bundle, int row, int column) const
{
    const ServerPlatform &p = bundle.catalog.platforms.at(row);
    switch (static_cast<Column>(column)) {
    case Name:
        return commonValue(p, Common::Name);
    case Id:
        return commonValue(p, Common::Id);
    case Price:
        return optionalDecimal(p.price);
    case Currency:
        return p.currency;
    case PriceChangeYear:
        return QVariant::fromValue(p.priceChangeYear);
    case QuoteDate:
        return commonValue(p, Common::QuoteDate);
    case Source:
        return commonValue(p, Common::Source);
    case Slots:
        return p.slots;
    case Accepts: {
        QStringList classes;
        for (AcceleratorClass c : p.accepts)
            classes.append(toText(c));
        return classes.join(QStringLiteral(", "));
    }
    case RackUnits:
        return p.rackUnits;
    case BaseW:
        return QVariant::fromValue(p.baseW);
    case FullyPopulated:
        return p.fullyPopulated;
    case Notes:
        return commonValue(p, Common::Notes);
    case ColumnCount:
        break;
    }
    return {};
}

bool PlatformTableModel::assign(Bundle &bundle, int row, int column, const QVariant &value,
                                QString *error) const
{
    QList<ServerPlatform> &items = bundle.catalog.platforms;
    ServerPlatform &p = items[row];
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
    case Price:
        p.price = toOptionalDecimal(value);
        return true;
    case Currency:
        p.currency = value.toString();
        return true;
    case PriceChangeYear:
        p.priceChangeYear = value.value<Decimal>();
        return true;
    case Slots:
        p.slots = value.toInt();
        return true;
    case Accepts: {
        QList<AcceleratorClass> classes;
        const QStringList words = value.toString().split(u',', Qt::SkipEmptyParts);
        for (const QString &word : words) {
            const std::optional<AcceleratorClass> c = acceleratorClassFromText(word.trimmed());
            if (!c) {
                *error = tr("\"%1\" is not an accelerator class; use datacenter_gpu, "
                            "consumer_gpu, npu or inference_asic")
                                 .arg(word.trimmed());
                return false;
            }
            if (!classes.contains(*c))
                classes.append(*c);
        }
        p.accepts = classes;
        return true;
    }
    case RackUnits:
        p.rackUnits = value.toInt();
        return true;
    case BaseW:
        p.baseW = value.value<Decimal>();
        return true;
    case FullyPopulated:
        p.fullyPopulated = value.toBool();
        return true;
    case ColumnCount:
        break;
    }
    return false;
}

int PlatformTableModel::insertNew(Bundle &bundle, int row, QString *) const
{
    insertNewItem(bundle.catalog.platforms, row, ServerPlatform(), QStringLiteral("platform"),
                  tr("New server platform"));
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
