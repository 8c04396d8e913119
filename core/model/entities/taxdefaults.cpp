// SPDX-License-Identifier: GPL-3.0-or-later
#include "taxdefaults.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace infertco {

namespace {

QList<TaxDefault> load()
{
    // Built in from data/tax-defaults.json (core/CMakeLists.txt); tst_taxdefaults checks that
    // every row reads, so a row that does not is a build's defect, not a user's.
    QFile file(QStringLiteral(":/infertco/data/tax-defaults.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QJsonArray rows = QJsonDocument::fromJson(file.readAll()).object()[u"defaults"].toArray();
    QList<TaxDefault> defaults;
    for (const QJsonValue &value : rows) {
        const QJsonObject row = value.toObject();
        const std::optional<Decimal> rate = Decimal::parse(row[u"rate"].toString());
        const std::optional<TaxOwnership> ownership
                = taxOwnershipFromText(row[u"ownership"].toString());
        if (!rate || !ownership)
            continue;
        TaxDefault item;
        item.region = row[u"region"].toString();
        item.tax.rate = *rate;
        item.tax.ownership = *ownership;
        item.tax.years = row[u"years"].toInt(0);
        item.tax.lagMonths = row[u"lag_months"].toInt(0);
        item.rule = row[u"rule"].toString();
        item.source = row[u"source"].toString();
        defaults.append(item);
    }
    return defaults;
}

} // namespace

const QList<TaxDefault> &TaxDefaults::all()
{
    static const QList<TaxDefault> defaults = load();
    return defaults;
}

std::optional<TaxAssumptions> TaxDefaults::forRegion(const QString &regionId)
{
    if (regionId.isEmpty())
        return std::nullopt;
    for (const TaxDefault &item : all()) {
        if (item.region == regionId)
            return item.tax;
    }
    return std::nullopt;
}

} // namespace infertco
