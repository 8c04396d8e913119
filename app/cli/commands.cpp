// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "analysiscommands.h"
#include "arguments.h"
#include "documentcommands.h"

#include "cost/engine.h"
#include "io/csvexport.h"
#include "io/resultformat.h"

#include <QFileInfo>

namespace infertco {

int CommandLine::usage(const QString &problem)
{
    return usageError(problem,
                      tr("Usage:\n"
                         "  infertco-cli compute INPUT [--scenario ID] [--format json|csv|table]\n"
                         "  infertco-cli validate INPUT\n")
                              + DocumentCommands::usage() + AnalysisCommands::usage()
                              + tr("INPUT is a bundle (.json) or a document (.infertco).\n"
                                   "Exit codes: 0 ok, 1 invalid input, 2 usage.\n"));
}

int CommandLine::run(const QStringList &arguments)
{
    if (arguments.isEmpty())
        return usage(tr("no command given"));
    const QString command = arguments.first();
    const QStringList rest = arguments.mid(1);
    if (command == QLatin1String("compute"))
        return compute(rest);
    if (command == QLatin1String("validate"))
        return validate(rest);
    if (DocumentCommands::handles(command))
        return DocumentCommands(m_out, m_err).run(command, rest);
    if (AnalysisCommands::handles(command))
        return AnalysisCommands(m_out, m_err).run(command, rest);
    if (command == QLatin1String("--help") || command == QLatin1String("-h")
        || command == QLatin1String("help")) {
        usage();
        return ExitOk;
    }
    return usage(tr("unknown command \"%1\"").arg(command));
}

int CommandLine::compute(const QStringList &arguments)
{
    const Arguments args = parseArguments(
            arguments, { { QStringLiteral("--scenario") }, { QStringLiteral("--format") } });
    if (!args.error.isEmpty())
        return usage(args.error);
    if (args.positional.size() != 1)
        return usage(tr("compute takes exactly one INPUT"));
    const QString format = args.value(QStringLiteral("--format"), QStringLiteral("table"));
    if (format != QLatin1String("json") && format != QLatin1String("csv")
        && format != QLatin1String("table"))
        return usage(tr("--format must be json, csv or table, not \"%1\"").arg(format));

    const QString input = args.positional.first();
    const std::optional<Bundle> bundle = readInput(input);
    if (!bundle)
        return ExitInvalidInput;
    const Scenario *scenario
            = chooseScenario(*bundle, args, input, tr("has no scenario to compute"));
    if (!scenario)
        return ExitInvalidInput;
    const Outcome<Result> result = Engine::compute(*scenario, bundle->catalog);
    if (!result.ok())
        return invalidInput(input, result.problems());
    if (format == QLatin1String("json"))
        m_out << QString::fromUtf8(ResultFormat::toJson(result.value()));
    else if (format == QLatin1String("csv"))
        m_out << QString::fromUtf8(CsvExport::results(result.value()));
    else
        m_out << ResultFormat::toTable(result.value());
    m_out.flush();
    return ExitOk;
}

int CommandLine::validate(const QStringList &arguments)
{
    const Arguments args = parseArguments(arguments, {});
    if (!args.error.isEmpty())
        return usage(args.error);
    if (args.positional.size() != 1)
        return usage(tr("validate takes exactly one INPUT"));
    const QString input = args.positional.first();
    const std::optional<Bundle> bundle = readInput(input);
    if (!bundle)
        return ExitInvalidInput;
    // A valid file may still hold options that cannot be computed: say which.
    for (const Scenario &scenario : bundle->scenarios) {
        const Outcome<Result> result = Engine::compute(scenario, bundle->catalog);
        if (!result.ok())
            return invalidInput(input, result.problems());
    }
    const Catalog &c = bundle->catalog;
    m_out << tr("%1: valid: %2 accelerators, %3 platforms, %4 rental offers, %5 colo offers, "
                "%6 regions, %7 scenarios\n")
                     .arg(QFileInfo(input).fileName())
                     .arg(c.accelerators.size())
                     .arg(c.platforms.size())
                     .arg(c.rentalOffers.size())
                     .arg(c.coloOffers.size())
                     .arg(c.regions.size())
                     .arg(bundle->scenarios.size());
    m_out.flush();
    return ExitOk;
}

} // namespace infertco
