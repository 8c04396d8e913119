// SPDX-License-Identifier: GPL-3.0-or-later
// The one option grammar of infertco-cli: "--name VALUE...", "--name=VALUE" and flags, each
// option with its own count of values, split from the positional arguments.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace infertco {

struct OptionSpec
{
    QString name; ///< "--format"
    int values = 1; ///< 0: a flag; n: the next n arguments (the first may follow "=")
    bool repeats = false; ///< may be given more than once ("--range", "--csv")
    QString missing = {}; ///< said when values are missing; "NAME needs a value" if empty
};

struct Arguments
{
    QStringList positional;
    /// Every option given, in order, with its values; an option may repeat.
    QList<std::pair<QString, QStringList>> given;
    /// Set on an unknown option, a missing value, a value given to a flag or an option that
    /// does not repeat given twice.
    QString error;

    bool contains(const QString &name) const { return count(name) > 0; }
    qsizetype count(const QString &name) const;
    /// The values of the last `name` given (none when it is not given).
    QStringList last(const QString &name) const;
    /// The first value of the last `name` given, or `fallback`.
    QString value(const QString &name, const QString &fallback = {}) const;
    /// The first value of every `name` given, in order ("--range" given twice: two values).
    QStringList values(const QString &name) const;
};

/// Splits `arguments` by `options`; any other "--name" is an error. "--" ends the options:
/// every argument after it is positional, even one that starts with "--"; so is "-" (stdin
/// by convention) and any argument not starting with "--".
Arguments parseArguments(const QStringList &arguments, const QList<OptionSpec> &options);

} // namespace infertco
