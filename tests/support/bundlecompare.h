// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper: compares two bundles item by item with the model's defaulted operator== (every
// field of every struct, so a field added to the model is compared without touching this file)
// and names each item that differs, so that a round trip that loses or changes anything says
// where.
#pragma once

#include "model/entities/bundle.h"

#include <QStringList>

namespace infertco::testing {

class BundleCompare
{
public:
    static QStringList differences(const Bundle &a, const Bundle &b)
    {
        QStringList out;
        list(out, "accelerators", a.catalog.accelerators, b.catalog.accelerators);
        list(out, "platforms", a.catalog.platforms, b.catalog.platforms);
        list(out, "rental_offers", a.catalog.rentalOffers, b.catalog.rentalOffers);
        list(out, "colo_offers", a.catalog.coloOffers, b.catalog.coloOffers);
        list(out, "regions", a.catalog.regions, b.catalog.regions);
        list(out, "scenarios", a.scenarios, b.scenarios);
        return out;
    }

private:
    template <typename Item>
    static void list(QStringList &out, const char *name, const QList<Item> &a,
                     const QList<Item> &b)
    {
        if (a.size() != b.size()) {
            out.append(QStringLiteral("%1: %2 vs %3 items")
                               .arg(QLatin1String(name))
                               .arg(a.size())
                               .arg(b.size()));
            return;
        }
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!(a.at(i) == b.at(i)))
                out.append(QStringLiteral("%1[%2] (\"%3\")")
                                   .arg(QLatin1String(name))
                                   .arg(i)
                                   .arg(a.at(i).id));
        }
    }
};

} // namespace infertco::testing
