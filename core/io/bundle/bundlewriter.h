// SPDX-License-Identifier: GPL-3.0-or-later
// Writes a bundle as the JSON of docs/format.md, "The bundle", the inverse of BundleReader: money
// as exact decimal strings, fields in the order of docs/format.md, the same bytes every time for
// the same bundle.
#pragma once

#include "model/entities/accelerator.h"
#include "model/entities/bundle.h"

#include <QByteArray>

namespace infertco {

class BundleWriter
{
public:
    /// Every field of docs/format.md under its bundle name. Money, rates and factors are decimal
    /// strings (Decimal::toString()), hardware figures JSON numbers; an absent optional field
    /// (no price, an empty name, an unsupported precision) is left out.
    static QByteArray toJson(const Bundle &bundle);
    /// One accelerator item as toJson() writes it in the bundle's list, without a final line
    /// break.
    static QByteArray acceleratorJson(const Accelerator &accelerator);
};

} // namespace infertco
