// SPDX-License-Identifier: GPL-3.0-or-later
// Everything a scenario can refer to: accelerators, platforms, offers and regions.
#pragma once

#include "accelerator.h"
#include "colooffer.h"
#include "region.h"
#include "rentaloffer.h"
#include "requestlog.h"
#include "serverplatform.h"

#include <QList>

namespace infertco {

struct Catalog
{
    QList<Accelerator> accelerators;
    QList<ServerPlatform> platforms;
    QList<RentalOffer> rentalOffers;
    QList<ColoOffer> coloOffers;
    QList<Region> regions;
    /// v4: the request logs workloads replay (docs/serving.md, "Request logs"); kept with the
    /// catalog so that every computation sees them, but no part of the team catalog.
    QList<RequestLog> requestLogs = {};

    /// Lookups by id; nullptr when there is no such item.
    const Accelerator *accelerator(const QString &id) const;
    const ServerPlatform *platform(const QString &id) const;
    const RentalOffer *rentalOffer(const QString &id) const;
    const ColoOffer *coloOffer(const QString &id) const;
    const Region *region(const QString &id) const;
    const RequestLog *requestLog(const QString &id) const;

    friend bool operator==(const Catalog &, const Catalog &) = default;
};

} // namespace infertco
