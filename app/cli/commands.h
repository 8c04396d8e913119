// SPDX-License-Identifier: GPL-3.0-or-later
// The commands of infertco-cli (README.md, "The command-line tool"): `compute` and `validate` here,
// the file and risk commands in their groups. Exit codes: 0 ok, 1 invalid input, 2 usage.
#pragma once

#include "commandgroup.h"

namespace infertco {

class CommandLine : public CommandGroup
{
    Q_DECLARE_TR_FUNCTIONS(infertco::CommandLine)

public:
    CommandLine(QTextStream &out, QTextStream &err);

    /// Runs the command `arguments` name (they exclude the program name); the exit code.
    int run(const QStringList &arguments) const;
    /// Every command's usage lines, INPUT and the exit codes.
    QString usage() const override;

private:
    int compute(const QStringList &arguments) const;
    int validate(const QStringList &arguments) const;
    int simulate(const QStringList &arguments) const; ///< simulatecommand.cpp
    int calibrate(const QStringList &arguments) const; ///< calibratecommand.cpp
};

} // namespace infertco
