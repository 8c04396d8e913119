// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog.h"

#include <algorithm>

namespace infertco {

namespace {

template <typename Item>
const Item *findById(const QList<Item> &items, const QString &id)
{
    const auto it = std::find_if(items.cbegin(), items.cend(),
                                 [&id](const Item &item) { return item.id == id; });
    return it == items.cend() ? nullptr : &*it;
}

} // namespace

const Accelerator *Catalog::accelerator(const QString &id) const
{
    return findById(accelerators, id);
}

const ServerPlatform *Catalog::platform(const QString &id) const
{
    return findById(platforms, id);
}

const RentalOffer *Catalog::rentalOffer(const QString &id) const
{
    return findById(rentalOffers, id);
}

const ColoOffer *Catalog::coloOffer(const QString &id) const
{
    return findById(coloOffers, id);
}

const RequestLog *Catalog::requestLog(const QString &id) const
{
    return findById(requestLogs, id);
}

const Region *Catalog::region(const QString &id) const
{
    return findById(regions, id);
}

double TensorThroughput::forPrecision(Precision precision) const
{
    switch (precision) {
    case Precision::Fp16:
    case Precision::Bf16:
        return fp16;
    case Precision::Fp8:
        return fp8;
    case Precision::Int8:
        return int8;
    case Precision::Int4:
        return int4;
    }
    return 0;
}

} // namespace infertco
