// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandgroup.h"

#include "arguments.h"
#include "io/inputfile.h"
#include "io/terminaltext.h"

namespace infertco {

int CommandGroup::usageError(const QString &problem, const QString &usage)
{
    if (!problem.isEmpty())
        m_err << "infertco-cli: " << problem << "\n\n";
    m_err << usage;
    m_err.flush();
    return ExitUsage;
}

int CommandGroup::invalidInput(const QString &file, const Problems &problems)
{
    for (const Problem &problem : problems)
        m_err << file << ": " << TerminalText::safe(problem.text(), true) << '\n';
    m_err.flush();
    return ExitInvalidInput;
}

std::optional<Bundle> CommandGroup::readInput(const QString &input)
{
    Outcome<Bundle> bundle = InputFile::read(input);
    if (!bundle.ok()) {
        invalidInput(input, bundle.problems());
        return std::nullopt;
    }
    return std::move(bundle.value());
}

const Scenario *CommandGroup::chooseScenario(const Bundle &bundle, const Arguments &args,
                                             const QString &input, const QString &noScenario)
{
    const QString scenarioOption = QStringLiteral("--scenario");
    if (args.contains(scenarioOption)) {
        const QString id = args.value(scenarioOption);
        if (const Scenario *named = bundle.scenario(id))
            return named;
        invalidInput(input,
                     { { tr("scenario \"%1\"").arg(id), QString(), tr("is not in this file") } });
        return nullptr;
    }
    if (bundle.scenarios.isEmpty()) {
        invalidInput(input, { { QString(), QString(), noScenario } });
        return nullptr;
    }
    return &bundle.scenarios.first();
}

} // namespace infertco
