// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("infertco-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("InferTCO"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    infertco::CommandLine commandLine(out, err);
    return commandLine.run(QCoreApplication::arguments().mid(1));
}
