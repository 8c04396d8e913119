// SPDX-License-Identifier: GPL-3.0-or-later
#include "optionmode.h"

namespace infertco {

QString OptionModeName::displayName(OptionMode mode)
{
    switch (mode) {
    case OptionMode::Rent:
        return tr("Rent");
    case OptionMode::Colo:
        return tr("Colocation");
    case OptionMode::Hybrid:
        return tr("Hybrid");
    }
    return {};
}

} // namespace infertco
