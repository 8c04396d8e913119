// SPDX-License-Identifier: GPL-3.0-or-later
// Checks of catalog items and scenarios that name the item, the field and the problem,
// so that nothing invalid reaches sizing or the ledger.
#pragma once

#include "catalog.h"
#include "problem.h"
#include "scenario.h"

#include <QCoreApplication>

namespace infertco {

class Validator
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Validator)

public:
    static Problems check(const Accelerator &item);
    static Problems check(const ServerPlatform &item);
    static Problems check(const RentalOffer &item, const Catalog &catalog);
    static Problems check(const ColoOffer &item, const Catalog &catalog);
    static Problems check(const Region &item);
    /// Every item, plus duplicate ids and dangling references.
    static Problems check(const Catalog &catalog);
    /// The scenario's own fields and every option's references, including the FX rates its
    /// options need. Catalog items are not re-checked here.
    static Problems check(const Scenario &scenario, const Catalog &catalog);

    static QString itemLabel(const char *kind, const QString &id);
};

} // namespace infertco
