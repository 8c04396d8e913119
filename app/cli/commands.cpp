// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "analysiscommands.h"
#include "arguments.h"

#include "cost/engine.h"
#include "documentcommands.h"
#include "io/bundlereader.h"
#include "io/inputfile.h"
#include "io/resultformat.h"

#include <QFileInfo>

namespace infertco {

namespace {

void printProblems(QTextStream &err, const QString &input, const Problems &problems)
{
    for (const Problem &problem : problems)
        err << input << ": " << ResultFormat::terminalText(problem.text(), true) << '\n';
    err.flush();
}

} // namespace

int CommandLine::usage(const QString &problem)
{
    if (!problem.isEmpty())
        m_err << "infertco-cli: " << problem << "\n\n";
    m_err << tr("Usage:\n"
                "  infertco-cli compute INPUT [--scenario ID] [--format json|csv|table]\n"
                "  infertco-cli validate INPUT\n")
          << DocumentCommands::usage() << AnalysisCommands::usage()
          << tr("INPUT is a bundle (.json) or a document (.infertco).\n"
                "Exit codes: 0 ok, 1 invalid input, 2 usage.\n");
    m_err.flush();
    return ExitUsage;
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
            arguments, { QStringLiteral("--scenario"), QStringLiteral("--format") }, {});
    if (!args.error.isEmpty())
        return usage(args.error);
    if (args.positional.size() != 1)
        return usage(tr("compute takes exactly one INPUT"));
    const QString format = args.options.value(QStringLiteral("--format"), QStringLiteral("table"));
    if (format != QLatin1String("json") && format != QLatin1String("csv")
        && format != QLatin1String("table"))
        return usage(tr("--format must be json, csv or table, not \"%1\"").arg(format));

    const QString input = args.positional.first();
    const Outcome<Bundle> bundle = InputFile::read(input);
    if (!bundle.ok()) {
        printProblems(m_err, input, bundle.problems());
        return ExitInvalidInput;
    }
    const QList<Scenario> &scenarios = bundle.value().scenarios;
    const Scenario *scenario = nullptr;
    if (args.options.contains(QStringLiteral("--scenario"))) {
        scenario = bundle.value().scenario(args.options.value(QStringLiteral("--scenario")));
        if (!scenario) {
            printProblems(
                    m_err, input,
                    { { tr("scenario \"%1\"").arg(args.options.value(QStringLiteral("--scenario"))),
                        QString(), tr("is not in this file") } });
            return ExitInvalidInput;
        }
    } else if (!scenarios.isEmpty()) {
        scenario = &scenarios.first();
    } else {
        printProblems(m_err, input, { { QString(), QString(), tr("has no scenario to compute") } });
        return ExitInvalidInput;
    }

    const Outcome<Result> result = Engine::compute(*scenario, bundle.value().catalog);
    if (!result.ok()) {
        printProblems(m_err, input, result.problems());
        return ExitInvalidInput;
    }
    if (format == QLatin1String("json"))
        m_out << QString::fromUtf8(ResultFormat::toJson(result.value()));
    else if (format == QLatin1String("csv"))
        m_out << QString::fromUtf8(ResultFormat::toCsv(result.value()));
    else
        m_out << ResultFormat::toTable(result.value());
    m_out.flush();
    return ExitOk;
}

int CommandLine::validate(const QStringList &arguments)
{
    const Arguments args = parseArguments(arguments, {}, {});
    if (!args.error.isEmpty())
        return usage(args.error);
    if (args.positional.size() != 1)
        return usage(tr("validate takes exactly one INPUT"));
    const QString input = args.positional.first();
    const Outcome<Bundle> bundle = InputFile::read(input);
    if (!bundle.ok()) {
        printProblems(m_err, input, bundle.problems());
        return ExitInvalidInput;
    }
    // A valid file may still hold options that cannot be computed: say which.
    for (const Scenario &scenario : bundle.value().scenarios) {
        const Outcome<Result> result = Engine::compute(scenario, bundle.value().catalog);
        if (!result.ok()) {
            printProblems(m_err, input, result.problems());
            return ExitInvalidInput;
        }
    }
    const Catalog &c = bundle.value().catalog;
    m_out << tr("%1: valid: %2 accelerators, %3 platforms, %4 rental offers, %5 colo offers, "
                "%6 regions, %7 scenarios\n")
                     .arg(QFileInfo(input).fileName())
                     .arg(c.accelerators.size())
                     .arg(c.platforms.size())
                     .arg(c.rentalOffers.size())
                     .arg(c.coloOffers.size())
                     .arg(c.regions.size())
                     .arg(bundle.value().scenarios.size());
    m_out.flush();
    return ExitOk;
}

} // namespace infertco
