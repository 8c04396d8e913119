// SPDX-License-Identifier: GPL-3.0-or-later
// The risk commands of infertco-cli: `sensitivity` (tornado rows and flip points of a pair of
// options) and `montecarlo` (seeded simulation of every option's total).
#pragma once

#include "analysis/drivermodel.h"
#include "commandgroup.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace infertco {

class AnalysisCommands : public CommandGroup
{
    Q_DECLARE_TR_FUNCTIONS(infertco::AnalysisCommands)

public:
    using CommandGroup::CommandGroup;

    /// Runs `command` ("sensitivity" or "montecarlo") with the arguments after it and returns
    /// the exit code (0 ok, 1 invalid input, 2 usage).
    int run(const QString &command, const QStringList &arguments);

    static bool handles(const QString &command);
    /// The usage lines of both commands, for infertco-cli's help.
    static QString usage();

private:
    int sensitivity(const QStringList &arguments);
    int monteCarlo(const QStringList &arguments);
    int usageError(const QString &problem);
    /// The driver model of INPUT's chosen scenario, or nullopt once the problem is printed.
    std::optional<DriverModel> loadModel(const QString &input, const Arguments &args);
};

} // namespace infertco
