// SPDX-License-Identifier: GPL-3.0-or-later
// The commands of infertco-cli (DESIGN 6). Exit codes: 0 ok, 1 invalid input, 2 usage.
#pragma once

#include "commandgroup.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace infertco {

class CommandLine : public CommandGroup
{
    Q_DECLARE_TR_FUNCTIONS(infertco::CommandLine)

public:
    using CommandGroup::CommandGroup;

    /// `arguments` excludes the program name.
    int run(const QStringList &arguments);

private:
    int compute(const QStringList &arguments);
    int validate(const QStringList &arguments);
    int usage(const QString &problem = {});
};

} // namespace infertco
