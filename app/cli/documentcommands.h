// SPDX-License-Identifier: GPL-3.0-or-later
// The file commands of infertco-cli (DESIGN 6): `import` a bundle, document or CSV quotes into
// a document, `export` a document as bundle JSON, `report` results as CSV or XLSX.
#pragma once

#include "commandgroup.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace infertco {

class DocumentCommands : public CommandGroup
{
    Q_DECLARE_TR_FUNCTIONS(infertco::DocumentCommands)

public:
    using CommandGroup::CommandGroup;

    /// Runs `command` ("import", "export" or "report") with the arguments after it and
    /// returns the exit code (0 ok, 1 invalid input, 2 usage).
    int run(const QString &command, const QStringList &arguments);

    static bool handles(const QString &command);
    /// The usage lines of these commands, for infertco-cli's help.
    static QString usage();

private:
    int importInto(const QStringList &arguments);
    int exportBundle(const QStringList &arguments);
    int report(const QStringList &arguments);
    int recover(const QStringList &arguments);
    int usageError(const QString &problem);
};

} // namespace infertco
