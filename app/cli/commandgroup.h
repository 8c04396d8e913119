// SPDX-License-Identifier: GPL-3.0-or-later
// What every group of infertco-cli commands shares: the output and error streams, the table
// of its commands, the option grammar with its usage error (exit 2), the invalid-input report
// (exit 1) and reading INPUT down to a scenario.
#pragma once

#include "arguments.h"
#include "model/entities/bundle.h"
#include "model/rules/problem.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace infertco {

class Document;

enum ExitCode { ExitOk = 0, ExitInvalidInput = 1, ExitUsage = 2 };

class CommandGroup
{
    Q_DECLARE_TR_FUNCTIONS(infertco::CommandGroup)
    Q_DISABLE_COPY_MOVE(CommandGroup) // its commands call back into it

public:
    virtual ~CommandGroup() = default;

    /// Runs `command` with the arguments after it and returns the exit code, or nullopt when
    /// `command` is not one of this group's.
    std::optional<int> tryRun(const QString &command, const QStringList &arguments) const;
    /// The usage lines of the group's commands, for infertco-cli's help.
    virtual QString usage() const = 0;

protected:
    using Command = std::function<int(const QStringList &arguments)>;
    /// `run` of `group` as a Command, for the table a group hands the constructor.
    template <class Group>
    static Command command(const Group *group, int (Group::*run)(const QStringList &) const)
    {
        return [group, run](const QStringList &arguments) { return (group->*run)(arguments); };
    }
    /// Any number of positional arguments, for parse().
    static constexpr qsizetype AnyCount = -1;

    CommandGroup(QTextStream &out, QTextStream &err, QList<std::pair<QString, Command>> commands)
        : m_out(out), m_err(err), m_commands(std::move(commands))
    { }

    /// "infertco-cli: PROBLEM", a blank line, "Usage:" and usage() on the error stream;
    /// ExitUsage.
    int usageError(const QString &problem) const;
    /// `arguments` split by `options` (parseArguments) with `positional` positional ones
    /// (or AnyCount); nullopt once the usage error is printed, `wrongCount` for a wrong count.
    std::optional<Arguments> parse(const QStringList &arguments, const QList<OptionSpec> &options,
                                   qsizetype positional = AnyCount,
                                   const QString &wrongCount = {}) const;
    /// "--format": json, csv or table (the default); nullopt once the usage error is printed.
    std::optional<QString> outputFormat(const Arguments &args) const;
    /// Each problem as "FILE: text" on the error stream, safe for a terminal; ExitInvalidInput.
    int invalidInput(const QString &file, const Problems &problems) const;
    /// How readInput() takes a bundle's unknown keys (docs/format.md, "Unknown keys").
    enum class UnknownKeys {
        Warn, ///< each printed as a warning on the error stream; the input is read
        Refuse, ///< --strict: printed, and the input is refused (exit 1)
    };
    /// INPUT (a bundle or a document), or nullopt once its problems are printed. Unknown keys
    /// of a bundle are printed as "INPUT: warning: ...".
    std::optional<Bundle> readInput(const QString &input,
                                    UnknownKeys unknown = UnknownKeys::Warn) const;
    struct ScenarioInput
    {
        Bundle bundle;
        Scenario scenario; ///< the one "--scenario ID" names, else the first
    };
    /// INPUT read (readInput) and its scenario chosen; nullopt once the problem is printed (an
    /// unknown id, or `noScenario` when the file has none).
    std::optional<ScenarioInput> readScenario(const QString &input, const Arguments &args,
                                              const QString &noScenario) const;
    /// A command's INPUT: a document opened (locked until `document` is destroyed) with its
    /// content, or a bundle's content.
    struct OpenedInput
    {
        std::unique_ptr<Document> document; ///< null for a bundle
        Bundle bundle;
    };
    /// The document at `path` opened (locked) and loaded; nullopt once its problems are
    /// printed.
    std::optional<OpenedInput> openDocument(const QString &path) const;
    /// INPUT of a command that can add to it (--add): with `add`, the document opened first
    /// (openDocument()), so that what is added is made from the content it is added to; else
    /// read (readInput()), with no document. Nullopt once the problem is printed.
    std::optional<OpenedInput> readInputToAdd(const QString &input, bool add) const;
    /// `text` on the output stream, flushed; ExitOk.
    int print(const QString &text) const;
    /// `text`, then `note` saying what was added to a document: after the text, or on the
    /// error stream when the text is JSON (so that it stays one JSON value); ExitOk.
    int printAdded(const QString &text, const QString &note, bool json) const;

    QTextStream &m_out;
    QTextStream &m_err;

private:
    QList<std::pair<QString, Command>> m_commands;
};

} // namespace infertco
