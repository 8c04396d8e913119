// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "analysiscommands.h"
#include "documentcommands.h"
#include "plancommands.h"
#include "teamcommands.h"

#include "analysis/advice.h"
#include "cost/engine.h"
#include "io/output/csvexport.h"
#include "io/output/resultformat.h"

#include <QFileInfo>

namespace infertco {

CommandLine::CommandLine(QTextStream &out, QTextStream &err)
    : CommandGroup(out, err,
                   { { QStringLiteral("compute"), command(this, &CommandLine::compute) },
                     { QStringLiteral("validate"), command(this, &CommandLine::validate) },
                     { QStringLiteral("simulate"), command(this, &CommandLine::simulate) },
                     { QStringLiteral("calibrate"), command(this, &CommandLine::calibrate) } })
{ }

QString CommandLine::usage() const
{
    return tr("  infertco-cli compute INPUT [--scenario ID] [--latency] [--format json|csv|table]\n"
              "  infertco-cli validate INPUT [--strict]\n"
              "  infertco-cli simulate INPUT [--scenario ID] [--option NAME]\n"
              "               [--rate R | --concurrency C] [--requests N] [--seed S] [--sweep]\n"
              "               [--format json|table]\n"
              "  infertco-cli calibrate INPUT --scenario ID --accelerator ID --tp T RUN...\n"
              "               [--as NEW_ID] [--format json|table] [--add]\n")
            + DocumentCommands(m_out, m_err).usage() + AnalysisCommands(m_out, m_err).usage()
            + PlanCommands(m_out, m_err).usage() + TeamCommands(m_out, m_err).usage()
            + tr("INPUT is a bundle (.json) or a document (.infertco).\n"
                 "Exit codes: 0 ok, 1 invalid input (or a refused connection or permission), 2 "
                 "usage,\n"
                 "3 conflicts with the team catalog.\n");
}

int CommandLine::run(const QStringList &arguments) const
{
    if (arguments.isEmpty())
        return usageError(tr("no command given"));
    const QString command = arguments.first();
    const QStringList rest = arguments.mid(1);
    const DocumentCommands documents(m_out, m_err);
    const AnalysisCommands analysis(m_out, m_err);
    const PlanCommands plans(m_out, m_err);
    const TeamCommands team(m_out, m_err);
    for (const CommandGroup *group : std::initializer_list<const CommandGroup *>{
                 this, &documents, &analysis, &plans, &team }) {
        if (const std::optional<int> exitCode = group->tryRun(command, rest))
            return *exitCode;
    }
    if (command == QLatin1String("--help") || command == QLatin1String("-h")
        || command == QLatin1String("help")) {
        // Asked for, the usage is the output (so that `--help | less` works), and an output
        // that cannot be written fails like any other (main()).
        return print(CommandGroup::tr("Usage:\n") + usage());
    }
    return usageError(tr("unknown command \"%1\"").arg(command));
}

int CommandLine::compute(const QStringList &arguments) const
{
    const std::optional<Arguments> args = parse(arguments,
                                                { { QStringLiteral("--scenario") },
                                                  { QStringLiteral("--format") },
                                                  { QStringLiteral("--latency"), 0 } },
                                                1, tr("compute takes exactly one INPUT"));
    if (!args)
        return ExitUsage;
    const std::optional<QString> format = outputFormat(*args);
    if (!format)
        return ExitUsage;

    const QString input = args->positional.first();
    const std::optional<ScenarioInput> chosen
            = readScenario(input, *args, tr("has no scenario to compute"));
    if (!chosen)
        return ExitInvalidInput;
    EngineOptions options;
    options.latency = args->contains(QStringLiteral("--latency"));
    const Outcome<Result> result = Advisor::compute(chosen->scenario, chosen->bundle.catalog,
                                                    QDate::currentDate(), options);
    if (!result.ok())
        return invalidInput(input, result.problems());
    if (*format == QLatin1String("json"))
        return print(QString::fromUtf8(ResultFormat::toJson(result.value())));
    if (*format == QLatin1String("csv"))
        return print(QString::fromUtf8(CsvExport::results(result.value())));
    Workload workload = chosen->scenario.workload;
    Engine::resolveRequestLog(workload, chosen->bundle.catalog);
    return print(ResultFormat::toTable(result.value(), &workload));
}

int CommandLine::validate(const QStringList &arguments) const
{
    const std::optional<Arguments> args = parse(arguments, { { QStringLiteral("--strict"), 0 } }, 1,
                                                tr("validate takes exactly one INPUT"));
    if (!args)
        return ExitUsage;
    const QString input = args->positional.first();
    const std::optional<Bundle> bundle = readInput(
            input,
            args->contains(QStringLiteral("--strict")) ? UnknownKeys::Refuse : UnknownKeys::Warn);
    if (!bundle)
        return ExitInvalidInput;
    // A valid file may still hold options that cannot be computed: say which.
    for (const Scenario &scenario : bundle->scenarios) {
        const Outcome<Result> result = Engine::compute(scenario, bundle->catalog);
        if (!result.ok())
            return invalidInput(input, result.problems());
    }
    const Catalog &c = bundle->catalog;
    return print(tr("%1: valid: %2 accelerators, %3 platforms, %4 rental offers, %5 colo "
                    "offers, %6 regions, %7 scenarios\n")
                         .arg(QFileInfo(input).fileName())
                         .arg(c.accelerators.size())
                         .arg(c.platforms.size())
                         .arg(c.rentalOffers.size())
                         .arg(c.coloOffers.size())
                         .arg(c.regions.size())
                         .arg(bundle->scenarios.size()));
}

} // namespace infertco
