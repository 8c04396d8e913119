// SPDX-License-Identifier: GPL-3.0-or-later
#include "plancommands.h"

#include "io/document/document.h"
#include "io/output/planformat.h"
#include "io/output/terminaltext.h"
#include "io/storage/inputfile.h"
#include "plan/plansearch.h"

#include <QFileInfo>

#include <memory>

namespace infertco {

PlanCommands::PlanCommands(QTextStream &out, QTextStream &err)
    : CommandGroup(out, err, { { QStringLiteral("plan"), command(this, &PlanCommands::plan) } })
{ }

QString PlanCommands::usage() const
{
    return tr("  infertco-cli plan INPUT [--scenario ID] [--region R]... [--top N]\n"
              "                    [--format json|table] [--add]\n");
}

int PlanCommands::plan(const QStringList &arguments) const
{
    const QString scenarioOption = QStringLiteral("--scenario");
    const std::optional<Arguments> args = parse(arguments,
                                                { { scenarioOption },
                                                  { QStringLiteral("--region"), 1, true },
                                                  { QStringLiteral("--top") },
                                                  { QStringLiteral("--format") },
                                                  { QStringLiteral("--add"), 0 } },
                                                1, tr("plan takes exactly one INPUT"));
    if (!args)
        return ExitUsage;
    const QString format = args->value(QStringLiteral("--format"), QStringLiteral("table"));
    if (format != QLatin1String("json") && format != QLatin1String("table"))
        return usageError(tr("--format must be json or table, not \"%1\"").arg(format));
    int top = 10;
    if (args->contains(QStringLiteral("--top"))) {
        const QString text = args->value(QStringLiteral("--top"));
        bool ok = false;
        top = text.toInt(&ok);
        if (!ok || top < 1)
            return usageError(
                    tr("--top must be a whole number of at least 1, not \"%1\"").arg(text));
    }
    const QString input = args->positional.first();
    const bool add = args->contains(QStringLiteral("--add"));
    if (add && QFileInfo::exists(input) && !InputFile::isDocument(input))
        return usageError(tr("--add appends options to a document (.infertco); \"%1\" is a "
                             "bundle: import it into a document first")
                                  .arg(input));

    // With --add the document is opened (locked) first, so that the plans are searched on
    // the content they are added to.
    std::optional<OpenedInput> opened = readInputToAdd(input, add);
    if (!opened)
        return ExitInvalidInput;
    Bundle &bundle = opened->bundle;
    qsizetype index = 0;
    if (args->contains(scenarioOption)) {
        const QString id = args->value(scenarioOption);
        index = -1;
        for (qsizetype i = 0; i < bundle.scenarios.size(); ++i) {
            if (bundle.scenarios.at(i).id == id) {
                index = i;
                break;
            }
        }
        if (index < 0)
            return invalidInput(
                    input,
                    { { tr("scenario \"%1\"").arg(id), QString(), tr("is not in this file") } });
    } else if (bundle.scenarios.isEmpty()) {
        return invalidInput(input, { { QString(), QString(), tr("has no scenario to plan") } });
    }

    PlanQuery query;
    query.regions = args->values(QStringLiteral("--region"));
    query.today = QDate::currentDate();
    const Outcome<PlanSearchResult> search
            = PlanSearch::run(bundle.scenarios.at(index), bundle.catalog, query);
    if (!search.ok())
        return invalidInput(input, search.problems());

    const QString text = format == QLatin1String("json")
            ? QString::fromUtf8(PlanFormat::toJson(search.value(), top))
            : PlanFormat::toTable(search.value(), top);
    if (!add)
        return print(text);

    Scenario &scenario = bundle.scenarios[index];
    const QList<ScenarioOption> added
            = PlanSearch::optionsToAdd(scenario, search.value().plans.mid(0, top));
    scenario.options += added;
    // One transaction: every plan is added, or (on any problem) none.
    const Problems saved = opened->document->save(bundle);
    if (!saved.isEmpty())
        return invalidInput(input, saved);
    // The names as added, one a line: what to look for in the document.
    QString note = tr("%1: added to scenario \"%2\":").arg(input, TerminalText::safe(scenario.id));
    for (const ScenarioOption &option : added)
        note += QStringLiteral("\n  ") + TerminalText::safe(option.name);
    note += u'\n';
    return printAdded(text, note, format == QLatin1String("json"));
}

} // namespace infertco
