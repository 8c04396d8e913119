// SPDX-License-Identifier: GPL-3.0-or-later
// The risk commands of infertco-cli: `sensitivity` (tornado rows and flip points of a pair of
// options) and `montecarlo` (seeded simulation of every option's total).
#pragma once

#include "analysis/drivermodel.h"
#include "commandgroup.h"

#include <optional>

namespace infertco {

class AnalysisCommands : public CommandGroup
{
    Q_DECLARE_TR_FUNCTIONS(infertco::AnalysisCommands)

public:
    AnalysisCommands(QTextStream &out, QTextStream &err);

    QString usage() const override;

private:
    struct RiskArguments;

    /// The shared options of both commands with `specific`, and exactly one INPUT; nullopt
    /// once the usage error is printed.
    std::optional<RiskArguments> parseRisk(const QStringList &arguments,
                                           const QList<OptionSpec> &specific) const;
    int sensitivity(const QStringList &arguments) const;
    int monteCarlo(const QStringList &arguments) const;
    /// The driver model of INPUT's chosen scenario, or nullopt once the problem is printed.
    std::optional<DriverModel> loadModel(const QString &input, const Arguments &args) const;
};

} // namespace infertco
