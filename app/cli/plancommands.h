// SPDX-License-Identifier: GPL-3.0-or-later
// `infertco-cli plan` (docs/method.md, "Plan search"): the cheapest plans the catalog allows for a
// scenario's workload, ranked; with --add on a document, the top ones appended as its options.
#pragma once

#include "commandgroup.h"

namespace infertco {

class PlanCommands : public CommandGroup
{
    Q_DECLARE_TR_FUNCTIONS(infertco::PlanCommands)

public:
    PlanCommands(QTextStream &out, QTextStream &err);

    QString usage() const override;

private:
    int plan(const QStringList &arguments) const;
};

} // namespace infertco
