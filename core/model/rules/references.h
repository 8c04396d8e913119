// SPDX-License-Identifier: GPL-3.0-or-later
// Referential integrity of a bundle: who uses a catalog item, what renaming its id rewrites,
// and what changing a rental offer's accelerator does to the scenarios renting it.
#pragma once

#include "model/entities/bundle.h"
#include "model/entities/catalogkind.h"

#include <QCoreApplication>
#include <QStringList>

namespace infertco {

class References
{
    Q_DECLARE_TR_FUNCTIONS(infertco::References)

public:
    /// The items that refer to the item `id` of kind `kind`, described for a user
    /// ("rental offer lambda-8x", "option "H100 rent" of scenario hk-api"), in bundle order.
    static QStringList users(const Bundle &bundle, CatalogKind kind, const QString &id);
    /// Makes every reference to the item `from` of kind `kind` refer to `to`.
    static void rename(Bundle &bundle, CatalogKind kind, const QString &from, const QString &to);
    /// Gives rental offer `offerId` the accelerator `accelerator`. docs/format.md: a rent option's
    /// offer is for the option's accelerator, so the rent options of that offer which named
    /// its old accelerator follow it; other options are left as they are.
    static void setOfferAccelerator(Bundle &bundle, const QString &offerId,
                                    const QString &accelerator);
};

} // namespace infertco
