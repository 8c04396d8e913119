// SPDX-License-Identifier: GPL-3.0-or-later
// A self-contained bundle: a catalog and the scenarios that use it (docs/format.md, "The bundle").
#pragma once

#include "catalog.h"
#include "scenario.h"

#include <QList>

namespace infertco {

struct Bundle
{
    Catalog catalog;
    QList<Scenario> scenarios;

    const Scenario *scenario(const QString &id) const
    {
        for (const Scenario &s : scenarios) {
            if (s.id == id)
                return &s;
        }
        return nullptr;
    }

    friend bool operator==(const Bundle &, const Bundle &) = default;
};

} // namespace infertco
