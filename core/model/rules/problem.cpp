// SPDX-License-Identifier: GPL-3.0-or-later
#include "problem.h"

#include "i18n/language.h"
#include "model/fields/fields.h"

namespace infertco {

QString Problem::text() const
{
    if (field.isEmpty())
        return item.isEmpty() ? message : item + QStringLiteral(": ") + message;
    // The English form is the one scripts and tests match; it names the bundle key only.
    if (!label || Language::current() == QLatin1String("en"))
        return item + QStringLiteral(", field \"") + field + QStringLiteral("\": ") + message;
    return QCoreApplication::translate("infertco::Problem", "%1, field %2 (%3): %4",
                                       "item, field label, bundle key, what is wrong")
            .arg(item, FieldLabel::translated(label), field, message);
}

} // namespace infertco
