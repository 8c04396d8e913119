// SPDX-License-Identifier: GPL-3.0-or-later
// What every group of infertco-cli commands shares: the output and error streams, the usage
// error (exit 2), the invalid-input report (exit 1) and reading INPUT down to a scenario.
#pragma once

#include "model/bundle.h"
#include "model/problem.h"

#include <QCoreApplication>
#include <QString>
#include <QTextStream>

#include <optional>

namespace infertco {

struct Arguments;

enum ExitCode { ExitOk = 0, ExitInvalidInput = 1, ExitUsage = 2 };

class CommandGroup
{
    Q_DECLARE_TR_FUNCTIONS(infertco::CommandGroup)

public:
    CommandGroup(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

protected:
    /// "infertco-cli: PROBLEM", a blank line and `usage` on the error stream; ExitUsage.
    int usageError(const QString &problem, const QString &usage);
    /// Each problem as "FILE: text" on the error stream, safe for a terminal; ExitInvalidInput.
    int invalidInput(const QString &file, const Problems &problems);
    /// INPUT (a bundle or a document), or nullopt once its problems are printed.
    std::optional<Bundle> readInput(const QString &input);
    /// The scenario "--scenario ID" names, else the first; nullptr once the problem is printed
    /// (an unknown id, or `noScenario` when the file has none).
    const Scenario *chooseScenario(const Bundle &bundle, const Arguments &args,
                                   const QString &input, const QString &noScenario);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace infertco
