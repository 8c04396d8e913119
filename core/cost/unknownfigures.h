// SPDX-License-Identifier: GPL-3.0-or-later
// The figures an option's cost reads that the catalog leaves empty: they count as 0 and make
// the option incomplete, its total a lower bound (docs/method.md, "Incomplete options").
#pragma once

#include "model/entities/enums.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace infertco {

struct Accelerator;
struct ServerPlatform;
struct ColoOffer;

class UnknownFigures
{
    Q_DECLARE_TR_FUNCTIONS(infertco::UnknownFigures)

public:
    /// Each empty figure the ledger of an option of `mode` reads, as "<kind> <id>.<field>"
    /// ("colo_offer hk-1.rack_fee_per_month"), sorted; empty for a rent option and for one
    /// whose every figure is given. `platform` and `offer` are those of a colo or hybrid option.
    static QStringList of(OptionMode mode, const Accelerator &accelerator,
                          const ServerPlatform *platform, const ColoOffer *offer);

    /// What is unknown, in the reader's language: "rack fee", "base power, idle power". An
    /// offer's rack and U fee, both empty, are one unknown: its rack fee.
    static QString names(const QStringList &figures);
    /// "rack fee unknown": names(figures) said to be unknown.
    static QString unknown(const QStringList &figures);
    /// A total shown as the lower bound it is: "at least HK$1,078,937.95 — rack fee unknown";
    /// `amount` as it is shown, returned unchanged when nothing is unknown.
    static QString lowerBound(const QString &amount, const QStringList &figures);
};

} // namespace infertco
