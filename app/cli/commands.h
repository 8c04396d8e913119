// SPDX-License-Identifier: GPL-3.0-or-later
// The commands of infertco-cli (DESIGN 6). Exit codes: 0 ok, 1 invalid input, 2 usage.
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace infertco {

enum ExitCode { ExitOk = 0, ExitInvalidInput = 1, ExitUsage = 2 };

class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(infertco::CommandLine)

public:
    CommandLine(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

    /// `arguments` excludes the program name.
    int run(const QStringList &arguments);

private:
    int compute(const QStringList &arguments);
    int validate(const QStringList &arguments);
    int usage(const QString &problem = {});

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace infertco
