// SPDX-License-Identifier: GPL-3.0-or-later
// The file commands of infertco-cli (README.md, "The command-line tool"): `import` a bundle,
// document or CSV quotes into a document, `export` a document as bundle JSON, `report` results as
// CSV or XLSX.
#pragma once

#include "commandgroup.h"

namespace infertco {

class DocumentCommands : public CommandGroup
{
    Q_DECLARE_TR_FUNCTIONS(infertco::DocumentCommands)

public:
    DocumentCommands(QTextStream &out, QTextStream &err);

    QString usage() const override;

private:
    /// The usage of `import --names` (docs/format.md, "The demo documents").
    static QString namesUsage();
    int importInto(const QStringList &arguments) const;
    int exportBundle(const QStringList &arguments) const;
    int report(const QStringList &arguments) const;
    int recover(const QStringList &arguments) const;
};

} // namespace infertco
