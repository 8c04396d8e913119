// SPDX-License-Identifier: GPL-3.0-or-later
// The options of one infertco-cli command: "--name value", "--name=value" and flags, split
// from the positional arguments, for the commands that share this grammar.
#pragma once

#include <QMultiMap>
#include <QString>
#include <QStringList>

namespace infertco {

struct Arguments
{
    QStringList positional;
    /// "--format" → "json"; a flag maps to an empty string; a repeated option keeps every
    /// value (value() is the last one given).
    QMultiMap<QString, QString> options;
    QString error; ///< set on an unknown option or a missing value
};

/// Options named in `withValue` take a value, those in `flags` none; any other "--name" is an
/// error, and "--" on its own is positional.
Arguments parseArguments(const QStringList &arguments, const QStringList &withValue,
                         const QStringList &flags = {});

} // namespace infertco
