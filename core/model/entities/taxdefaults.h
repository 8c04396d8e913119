// SPDX-License-Identifier: GPL-3.0-or-later
// The profits tax a new scenario starts from, by its team region (docs/method.md, "After tax,
// loans and leases"): sourced rows of data/tax-defaults.json, built into the library. A
// default is only ever given to a scenario being made (NewItems), never to one that exists.
#pragma once

#include "scenario.h"

#include <QList>
#include <QString>

#include <optional>

namespace infertco {

struct TaxDefault
{
    QString region; ///< a region id of data/catalog.json
    TaxAssumptions tax;
    QString rule; ///< the rate and write-off rule in words
    QString source; ///< where each figure comes from, with the date the source gives
};

class TaxDefaults
{
public:
    /// Every row of data/tax-defaults.json, in its order.
    static const QList<TaxDefault> &all();
    /// The default tax of region `regionId`; nullopt for a region without one (a region of
    /// the user's own, or none).
    static std::optional<TaxAssumptions> forRegion(const QString &regionId);
};

} // namespace infertco
