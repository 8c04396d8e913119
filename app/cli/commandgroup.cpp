// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandgroup.h"

#include "io/document/document.h"
#include "io/output/terminaltext.h"
#include "io/storage/inputfile.h"

namespace infertco {

std::optional<int> CommandGroup::tryRun(const QString &command, const QStringList &arguments) const
{
    for (const auto &[name, runCommand] : m_commands) {
        if (name == command)
            return runCommand(arguments);
    }
    return std::nullopt;
}

int CommandGroup::usageError(const QString &problem) const
{
    if (!problem.isEmpty())
        m_err << "infertco-cli: " << problem << "\n\n";
    m_err << tr("Usage:\n") << usage();
    m_err.flush();
    return ExitUsage;
}

std::optional<Arguments> CommandGroup::parse(const QStringList &arguments,
                                             const QList<OptionSpec> &options, qsizetype positional,
                                             const QString &wrongCount) const
{
    Arguments parsed = parseArguments(arguments, options);
    if (!parsed.error.isEmpty()) {
        usageError(parsed.error);
        return std::nullopt;
    }
    if (positional != AnyCount && parsed.positional.size() != positional) {
        usageError(wrongCount);
        return std::nullopt;
    }
    return parsed;
}

std::optional<QString> CommandGroup::outputFormat(const Arguments &args) const
{
    const QString format = args.value(QStringLiteral("--format"), QStringLiteral("table"));
    if (format != QLatin1String("json") && format != QLatin1String("csv")
        && format != QLatin1String("table")) {
        usageError(tr("--format must be json, csv or table, not \"%1\"").arg(format));
        return std::nullopt;
    }
    return format;
}

int CommandGroup::invalidInput(const QString &file, const Problems &problems) const
{
    for (const Problem &problem : problems)
        m_err << file << ": " << TerminalText::safe(problem.text(), true) << '\n';
    m_err.flush();
    return ExitInvalidInput;
}

std::optional<Bundle> CommandGroup::readInput(const QString &input, UnknownKeys unknown) const
{
    Problems warnings;
    Outcome<Bundle> bundle = InputFile::read(input, &warnings);
    for (const Problem &warning : std::as_const(warnings))
        m_err << input << ": " << tr("warning: ") << TerminalText::safe(warning.text(), true)
              << '\n';
    m_err.flush();
    if (bundle.ok() && unknown == UnknownKeys::Refuse && !warnings.isEmpty()) {
        invalidInput(input,
                     { { QString(), QString(),
                         tr("is refused under --strict: it holds keys that are no field of "
                            "their kind (%1 warned above)")
                                 .arg(warnings.size()) } });
        return std::nullopt;
    }
    if (!bundle.ok()) {
        invalidInput(input, bundle.problems());
        return std::nullopt;
    }
    return std::move(bundle.value());
}

std::optional<CommandGroup::ScenarioInput>
CommandGroup::readScenario(const QString &input, const Arguments &args,
                           const QString &noScenario) const
{
    std::optional<Bundle> bundle = readInput(input);
    if (!bundle)
        return std::nullopt;
    const QString scenarioOption = QStringLiteral("--scenario");
    const Scenario *scenario = nullptr;
    if (args.contains(scenarioOption)) {
        const QString id = args.value(scenarioOption);
        scenario = bundle->scenario(id);
        if (!scenario) {
            invalidInput(
                    input,
                    { { tr("scenario \"%1\"").arg(id), QString(), tr("is not in this file") } });
            return std::nullopt;
        }
    } else if (!bundle->scenarios.isEmpty()) {
        scenario = &bundle->scenarios.first();
    } else {
        invalidInput(input, { { QString(), QString(), noScenario } });
        return std::nullopt;
    }
    Scenario chosen = *scenario;
    return ScenarioInput{ std::move(*bundle), std::move(chosen) };
}

std::optional<CommandGroup::OpenedInput> CommandGroup::openDocument(const QString &path) const
{
    Outcome<std::unique_ptr<Document>> opened = Document::open(path);
    if (!opened.ok()) {
        invalidInput(path, opened.problems());
        return std::nullopt;
    }
    OpenedInput input{ std::move(opened.value()), {} };
    const Outcome<Bundle> loaded = input.document->load();
    if (!loaded.ok()) {
        invalidInput(path, loaded.problems());
        return std::nullopt;
    }
    input.bundle = loaded.value();
    return input;
}

std::optional<CommandGroup::OpenedInput> CommandGroup::readInputToAdd(const QString &input,
                                                                      bool add) const
{
    if (add)
        return openDocument(input);
    std::optional<Bundle> read = readInput(input);
    if (!read)
        return std::nullopt;
    return OpenedInput{ nullptr, std::move(*read) };
}

int CommandGroup::print(const QString &text) const
{
    m_out << text;
    m_out.flush();
    return ExitOk;
}

int CommandGroup::printAdded(const QString &text, const QString &note, bool json) const
{
    if (json) {
        m_err << note;
        m_err.flush();
        return print(text);
    }
    return print(text + u'\n' + note);
}

} // namespace infertco
