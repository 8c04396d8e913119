// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "language.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("infertco-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("InferTCO"));
    // Tables and messages in the system's language (LANG / LC_ALL / LANGUAGE).
    infertco::Language::apply(infertco::Language::Choice::System);
    QTextStream out(stdout);
    QTextStream err(stderr);
    infertco::CommandLine commandLine(out, err);
    return commandLine.run(QCoreApplication::arguments().mid(1));
}
