// SPDX-License-Identifier: GPL-3.0-or-later
#include "component.h"

namespace infertco {

QString componentKey(Component component)
{
    return QString::fromLatin1(componentInfo(component).key);
}

QString ComponentNames::displayName(Component component)
{
    return tr(componentInfo(component).name);
}

} // namespace infertco
