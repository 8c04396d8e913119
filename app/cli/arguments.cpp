// SPDX-License-Identifier: GPL-3.0-or-later
#include "arguments.h"

#include "commands.h"

#include <algorithm>

namespace infertco {

qsizetype Arguments::count(const QString &name) const
{
    return std::count_if(given.cbegin(), given.cend(),
                         [&](const auto &option) { return option.first == name; });
}

QStringList Arguments::last(const QString &name) const
{
    const auto it = std::find_if(given.crbegin(), given.crend(),
                                 [&](const auto &option) { return option.first == name; });
    return it == given.crend() ? QStringList() : it->second;
}

QString Arguments::value(const QString &name, const QString &fallback) const
{
    return contains(name) ? last(name).value(0) : fallback;
}

QStringList Arguments::values(const QString &name) const
{
    QStringList found;
    for (const auto &[option, optionValues] : given) {
        if (option == name)
            found.append(optionValues.value(0));
    }
    return found;
}

Arguments parseArguments(const QStringList &arguments, const QList<OptionSpec> &options)
{
    Arguments parsed;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--")) {
            parsed.positional.append(arguments.mid(i + 1));
            break;
        }
        if (!argument.startsWith(QLatin1String("--"))) {
            parsed.positional.append(argument);
            continue;
        }
        const qsizetype equals = argument.indexOf(u'=');
        const QString name = equals > 0 ? argument.left(equals) : argument;
        const auto spec = std::find_if(options.cbegin(), options.cend(),
                                       [&](const OptionSpec &o) { return o.name == name; });
        if (spec == options.cend()) {
            parsed.error = CommandLine::tr("unknown option %1").arg(name);
            return parsed;
        }
        QStringList values;
        if (equals > 0) {
            if (spec->values == 0) {
                parsed.error = CommandLine::tr("%1 takes no value").arg(name);
                return parsed;
            }
            values.append(argument.mid(equals + 1));
        }
        while (values.size() < spec->values) {
            if (i + 1 >= arguments.size()) {
                parsed.error = spec->missing.isEmpty()
                        ? CommandLine::tr("%1 needs a value").arg(name)
                        : spec->missing;
                return parsed;
            }
            values.append(arguments.at(++i));
        }
        if (!spec->repeats && parsed.contains(name)) {
            parsed.error = CommandLine::tr("%1 may be given once").arg(name);
            return parsed;
        }
        parsed.given.append({ name, values });
    }
    return parsed;
}

} // namespace infertco
