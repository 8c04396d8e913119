// SPDX-License-Identifier: GPL-3.0-or-later
// Which fields of an item are in effect, read from its field table (onlyWhen, mandatoryWhen),
// so that an editor shows and edits the fields of a hybrid option and not a rent option's
// platform without restating the rule.
#pragma once

#include "fields.h"

namespace infertco {

/// True when `spec` is a field of `item` as it stands: it applies (onlyWhen) and, where the
/// table makes it mandatory only in some cases (mandatoryWhen), this is one of them. A rent
/// option's platform is kept for a change back to colocation but is not in effect.
template <typename Item>
bool fieldInEffect(const FieldSpec<Item> &spec, const Item &item)
{
    if (spec.applies && !spec.applies(item))
        return false;
    return !spec.requiredWhen || spec.requiredWhen(item);
}

} // namespace infertco
