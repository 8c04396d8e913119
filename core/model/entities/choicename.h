// SPDX-License-Identifier: GPL-3.0-or-later
// The words a reader sees for the bundle's own words of a scenario's choice fields (average,
// p99, poisson, bursty: toText), in the user's language, for the editor and the report alike.
#pragma once

#include "enums.h"

#include <QCoreApplication>

namespace infertco {

class ChoiceName
{
    Q_DECLARE_TR_FUNCTIONS(infertco::ChoiceName)

public:
    static QString displayName(SizingMode sizing);
    static QString displayName(ArrivalProcess arrival);
    static QString displayName(LengthSource lengths);
    /// The display name of `text` when field `key` is "workload.sizing", "workload.arrival"
    /// or "workload.lengths" and `text` one of its words; empty otherwise.
    static QString ofField(QLatin1StringView key, const QString &text);
};

} // namespace infertco
