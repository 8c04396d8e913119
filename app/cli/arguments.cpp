// SPDX-License-Identifier: GPL-3.0-or-later
#include "arguments.h"

#include "commands.h"

namespace infertco {

Arguments parseArguments(const QStringList &arguments, const QStringList &withValue,
                         const QStringList &flags)
{
    Arguments parsed;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (!argument.startsWith(QLatin1String("--")) || argument == QLatin1String("--")) {
            parsed.positional.append(argument);
            continue;
        }
        QString name = argument;
        QString value;
        const qsizetype equals = argument.indexOf(u'=');
        if (equals > 0) {
            name = argument.left(equals);
            value = argument.mid(equals + 1);
        }
        if (flags.contains(name)) {
            parsed.options.insert(name, QString());
        } else if (withValue.contains(name)) {
            if (equals < 0) {
                if (i + 1 >= arguments.size()) {
                    parsed.error = CommandLine::tr("%1 needs a value").arg(name);
                    return parsed;
                }
                value = arguments.at(++i);
            }
            parsed.options.insert(name, value);
        } else {
            parsed.error = CommandLine::tr("unknown option %1").arg(name);
            return parsed;
        }
    }
    return parsed;
}

} // namespace infertco
