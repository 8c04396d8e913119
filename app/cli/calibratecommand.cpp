// SPDX-License-Identifier: GPL-3.0-or-later
// `infertco-cli calibrate` (docs/serving.md, "Calibration"): an accelerator's serving factors
// fitted to measured runs, printed as JSON or a table and, with --add, added to a document
// beside the card it started from.
#include "commands.h"

#include "calibration/calibration.h"
#include "io/document/document.h"
#include "io/import/runreader.h"
#include "io/output/calibrationformat.h"
#include "io/output/terminaltext.h"
#include "io/storage/inputfile.h"
#include "model/rules/validation.h"

#include <QDate>
#include <QFileInfo>

#include <memory>

namespace infertco {

int CommandLine::calibrate(const QStringList &arguments) const
{
    const QString scenarioOption = QStringLiteral("--scenario");
    const QString acceleratorOption = QStringLiteral("--accelerator");
    const QString tpOption = QStringLiteral("--tp");
    const QString asOption = QStringLiteral("--as");
    const std::optional<Arguments> args = parse(arguments,
                                                { { scenarioOption },
                                                  { acceleratorOption },
                                                  { tpOption },
                                                  { asOption },
                                                  { QStringLiteral("--format") },
                                                  { QStringLiteral("--add"), 0 } });
    if (!args)
        return ExitUsage;
    if (args->positional.size() < 2)
        return usageError(tr("calibrate takes one INPUT and at least one RUN file"));
    for (const QString &required : { scenarioOption, acceleratorOption, tpOption }) {
        if (!args->contains(required))
            return usageError(tr("calibrate needs %1").arg(required));
    }
    const QString format = args->value(QStringLiteral("--format"), QStringLiteral("table"));
    if (format != QLatin1String("json") && format != QLatin1String("table"))
        return usageError(tr("--format must be json or table, not \"%1\"").arg(format));
    const QString tpText = args->value(tpOption);
    const int tp = tpText == u"1" ? 1
            : tpText == u"2"      ? 2
            : tpText == u"4"      ? 4
            : tpText == u"8"      ? 8
                                  : 0;
    if (tp == 0)
        return usageError(tr("--tp must be 1, 2, 4 or 8, not \"%1\"").arg(tpText));
    const QString input = args->positional.first();
    const bool add = args->contains(QStringLiteral("--add"));
    if (add && QFileInfo::exists(input) && !InputFile::isDocument(input))
        return usageError(tr("--add adds the calibrated accelerator to a document (.infertco); "
                             "\"%1\" is a bundle: import it into a document first")
                                  .arg(input));

    // Every run file is read before anything else is done: one bad file, nothing written.
    QList<MeasuredRun> runs;
    bool runsOk = true;
    for (const QString &path : args->positional.mid(1)) {
        const Outcome<QList<MeasuredRun>> read = RunReader::read(path);
        if (!read.ok()) {
            invalidInput(path, read.problems());
            runsOk = false;
            continue;
        }
        runs += read.value();
    }
    if (!runsOk)
        return ExitInvalidInput;

    // With --add the document is opened (locked) first, so that the card is calibrated on
    // the content it is added to.
    std::optional<OpenedInput> opened = readInputToAdd(input, add);
    if (!opened)
        return ExitInvalidInput;
    Bundle &bundle = opened->bundle;
    const QString scenarioId = args->value(scenarioOption);
    const auto scenario = std::find_if(bundle.scenarios.cbegin(), bundle.scenarios.cend(),
                                       [&](const Scenario &s) { return s.id == scenarioId; });
    if (scenario == bundle.scenarios.cend())
        return invalidInput(input,
                            { { tr("scenario \"%1\"").arg(scenarioId), QString(),
                                tr("is not in this file") } });
    const QString acceleratorId = args->value(acceleratorOption);
    const Accelerator *start = bundle.catalog.accelerator(acceleratorId);
    if (!start)
        return invalidInput(input,
                            { { tr("accelerator \"%1\"").arg(acceleratorId), QString(),
                                tr("is not in this file") } });

    CalibrationInput calibration;
    calibration.workload = scenario->workload;
    calibration.headroom = scenario->headroom.toDouble();
    calibration.accelerator = *start;
    calibration.tp = tp;
    calibration.runs = runs;
    calibration.newId = args->value(asOption);
    calibration.today = QDate::currentDate();
    const Outcome<CalibrationResult> result = Calibration::run(calibration);
    if (!result.ok())
        return invalidInput(input, result.problems());
    const Accelerator &calibrated = result.value().calibrated;
    // Beside the original, never over it nor over any other card.
    if (bundle.catalog.accelerator(calibrated.id))
        return invalidInput(input,
                            { { tr("accelerator \"%1\"").arg(calibrated.id), QStringLiteral("id"),
                                tr("is already in this file: name the calibrated card with "
                                   "--as NEW_ID") } });
    const Problems invalid = Validator::check(calibrated);
    if (!invalid.isEmpty())
        return invalidInput(input, invalid);

    const QString text = format == QLatin1String("json")
            ? QString::fromUtf8(CalibrationFormat::toJson(result.value()))
            : CalibrationFormat::toTable(result.value(), *start, tp);
    if (!add)
        return print(text);

    const auto original
            = std::find_if(bundle.catalog.accelerators.begin(), bundle.catalog.accelerators.end(),
                           [&](const Accelerator &a) { return a.id == start->id; });
    bundle.catalog.accelerators.insert(original + 1, calibrated);
    // One transaction: the card is added, or (on any problem) nothing is written.
    const Problems saved = opened->document->save(bundle);
    if (!saved.isEmpty())
        return invalidInput(input, saved);
    const QString note = tr("%1: added accelerator \"%2\" beside \"%3\"\n")
                                 .arg(input, TerminalText::safe(calibrated.id),
                                      TerminalText::safe(acceleratorId));
    return printAdded(text, note, format == QLatin1String("json"));
}

} // namespace infertco
