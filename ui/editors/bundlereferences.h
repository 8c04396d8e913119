// SPDX-License-Identifier: GPL-3.0-or-later
// Who refers to a catalog item by id: offers refer to regions and accelerators, scenario
// options to accelerators, platforms and offers. Used to rename ids everywhere at once and
// to refuse removing an item that is still in use.
#pragma once

#include "bundlechange.h"

#include "io/bundle.h"

#include <QCoreApplication>
#include <QStringList>

namespace infertco {

class BundleReferences
{
    Q_DECLARE_TR_FUNCTIONS(infertco::BundleReferences)

public:
    /// The items that refer to item `id` of `part`, described for a user
    /// ("rental offer lambda-8x", "option “H100 rent” of scenario hk-api").
    static QStringList users(const Bundle &bundle, BundlePart part, const QString &id);
    /// Makes every reference to item `from` of `part` refer to `to`.
    static void rename(Bundle &bundle, BundlePart part, const QString &from, const QString &to);
};

} // namespace infertco
