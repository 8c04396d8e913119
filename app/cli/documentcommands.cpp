// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentcommands.h"

#include "analysis/advice.h"
#include "arguments.h"
#include "commands.h"
#include "cost/engine.h"
#include "io/bundle/bundlemerge.h"
#include "io/bundle/bundlewriter.h"
#include "io/bundle/demonames.h"
#include "io/document/document.h"
#include "io/document/documentlock.h"
#include "io/import/quoteimport.h"
#include "io/import/requestlogimport.h"
#include "io/output/csvexport.h"
#include "io/file/outputfile.h"
#include "io/output/xlsxexport.h"
#include "io/storage/inputfile.h"
#include "model/rules/validation.h"
#include "pdfreport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace infertco {

namespace {

bool isQuoteFile(const QString &path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0;
}

// What an import makes of `base`: the quotes of a CSV file, or a bundle or document merged
// in by id. Either way validated as a whole.
struct ImportPlan
{
    QString input;
    bool quotes = false;
    QByteArray csv;
    Bundle incoming;
    /// `--request-log ID`: the log read from the CSV, replacing or added to DOC's.
    std::optional<RequestLogImport::Imported> requestLog;
    bool nameGiven = false;

    /// `baseIsValid`: `base` is a document's content, which passed the checks; only what the
    /// import changes is checked again.
    Outcome<Bundle> applyTo(const Bundle &base, QStringList *summary,
                            bool baseIsValid = false) const
    {
        if (requestLog) {
            const RequestLog &log = requestLog->log;
            const Bundle bundle = RequestLogImport::placed(base, log, nameGiven);
            const Problems problems = baseIsValid && Validator::changeIsValid(base, bundle)
                    ? Problems()
                    : Validator::check(bundle);
            if (!problems.isEmpty())
                return problems;
            QStringList parts{ DocumentCommands::tr("request log %1: %n request(s)", nullptr,
                                                    static_cast<int>(log.rowCount()))
                                       .arg(log.id) };
            parts += requestLog->leftOut;
            *summary = parts;
            return bundle;
        }
        if (quotes) {
            QuoteImport::Options options;
            options.intoIsValid = baseIsValid;
            options.listChanges = false; // the command line shows no preview
            Outcome<QuoteImport::Imported> imported = QuoteImport::apply(csv, base, {}, options);
            if (!imported.ok())
                return imported.problems();
            const QString kind = QuoteImport::kindName(imported.value().kind);
            *summary = { DocumentCommands::tr("%1: %2 added, %3 updated")
                                 .arg(kind)
                                 .arg(imported.value().added.size())
                                 .arg(imported.value().updated.size()) };
            return std::move(imported.value().bundle);
        }
        BundleMerge::Merged merged = BundleMerge::merge(base, incoming);
        const Problems problems = baseIsValid && Validator::changeIsValid(base, merged.bundle)
                ? Problems()
                : Validator::check(merged.bundle);
        if (!problems.isEmpty())
            return problems;
        *summary = { DocumentCommands::tr("%1 added, %2 updated")
                             .arg(merged.added.size())
                             .arg(merged.updated.size()) };
        return std::move(merged.bundle);
    }
};

} // namespace

DocumentCommands::DocumentCommands(QTextStream &out, QTextStream &err)
    : CommandGroup(out, err,
                   { { QStringLiteral("import"), command(this, &DocumentCommands::importInto) },
                     { QStringLiteral("export"), command(this, &DocumentCommands::exportBundle) },
                     { QStringLiteral("report"), command(this, &DocumentCommands::report) },
                     { QStringLiteral("recover"), command(this, &DocumentCommands::recover) } })
{ }

QString DocumentCommands::usage() const
{
    return tr("  infertco-cli import INPUT DOC [--strict]\n"
              "                                       INPUT (bundle, document or quotes .csv) "
              "into\n"
              "                                       DOC, created if missing; same ids replace;\n"
              "                                       --strict refuses unknown keys\n"
              "  infertco-cli import LOG.csv DOC --request-log ID [--name TEXT]\n"
              "                                       a CSV of requests as the request log ID of\n"
              "                                       DOC (created or replaced)\n"
              "  infertco-cli export INPUT            the bundle JSON of INPUT on stdout\n"
              "  infertco-cli report INPUT [--scenario ID] --csv FILE | --xlsx FILE | --pdf FILE\n"
              "                                       --csv also writes FILE's .monthly.csv\n"
              "  infertco-cli recover DOC             a half-saved DOC back to its last complete\n"
              "                                       save, once its journal is proven to be "
              "DOC's\n")
            + namesUsage();
}

QString DocumentCommands::namesUsage()
{
    return tr("  infertco-cli import BUNDLE DOC --names TABLE --language CODE\n"
              "                                       BUNDLE with the scenario, option and\n"
              "                                       colo offer names of CODE (zh_CN, zh_HK)\n"
              "                                       from TABLE (data/demo-names.json)\n");
}

int DocumentCommands::importInto(const QStringList &arguments) const
{
    const std::optional<Arguments> args = parse(arguments,
                                                { { QStringLiteral("--strict"), 0 },
                                                  { QStringLiteral("--request-log") },
                                                  { QStringLiteral("--name") },
                                                  { QStringLiteral("--names") },
                                                  { QStringLiteral("--language") } },
                                                2, tr("import takes INPUT and DOC"));
    if (!args)
        return ExitUsage;
    const QString input = args->positional.at(0);
    const QString target = args->positional.at(1);
    if (QFileInfo(input).absoluteFilePath() == QFileInfo(target).absoluteFilePath())
        return usageError(tr("INPUT and DOC are the same file"));

    // Everything is read and checked before DOC is opened for writing, so that a bad INPUT
    // or a bad DOC leaves DOC exactly as it was.
    ImportPlan plan;
    plan.input = input;
    plan.quotes = isQuoteFile(input) && !InputFile::isDocument(input);
    if (args->contains(QStringLiteral("--name"))
        && !args->contains(QStringLiteral("--request-log")))
        return usageError(tr("--name names a request log: give --request-log ID too"));
    const bool renamed = args->contains(QStringLiteral("--names"));
    if (renamed != args->contains(QStringLiteral("--language")))
        return usageError(tr("--names and --language go together"));
    if (renamed && (plan.quotes || args->contains(QStringLiteral("--request-log"))))
        return usageError(tr("--names renames the scenarios of a bundle or document INPUT"));
    if (args->contains(QStringLiteral("--request-log"))) {
        // docs/serving.md, "Request logs": a CSV of requests becomes the log ID of DOC.
        const QString id = args->value(QStringLiteral("--request-log"));
        plan.nameGiven = args->contains(QStringLiteral("--name"));
        const QString name = plan.nameGiven ? args->value(QStringLiteral("--name"))
                                            : QFileInfo(input).completeBaseName();
        Outcome<RequestLogImport::Imported> read = RequestLogImport::readFile(input, id, name);
        if (!read.ok()) {
            invalidInput(input, read.problems());
            m_err << tr("%1: nothing was imported\n").arg(target);
            m_err.flush();
            return ExitInvalidInput;
        }
        plan.quotes = false;
        plan.requestLog = std::move(read.value());
    } else if (plan.quotes) {
        QFile file(input);
        if (!file.open(QIODevice::ReadOnly)) {
            return invalidInput(
                    input,
                    { { QString(), QString(), tr("cannot be read: %1").arg(file.errorString()) } });
        }
        plan.csv = file.readAll();
    } else {
        std::optional<Bundle> incoming
                = readInput(input,
                            args->contains(QStringLiteral("--strict")) ? UnknownKeys::Refuse
                                                                       : UnknownKeys::Warn);
        if (!incoming)
            return ExitInvalidInput;
        plan.incoming = std::move(*incoming);
        if (renamed) {
            // docs/format.md, "The demo documents": the names of one language, nothing else.
            const QString tableFile = args->value(QStringLiteral("--names"));
            const Outcome<DemoNames::Table> table = DemoNames::readFile(tableFile);
            if (!table.ok())
                return invalidInput(tableFile, table.problems());
            Outcome<Bundle> named = DemoNames::apply(plan.incoming, table.value(),
                                                     args->value(QStringLiteral("--language")));
            if (!named.ok())
                return invalidInput(tableFile, named.problems());
            plan.incoming = std::move(named.value());
        }
    }

    const bool exists = QFileInfo::exists(target);
    if (plan.quotes && !exists) { // (a request log needs no catalog: DOC may be new)
        // Quotes refer to the regions and accelerators of a catalog: they need a document.
        return invalidInput(target,
                            { { QString(), QString(),
                                tr("does not exist; quotes are imported into an existing "
                                   "document (create one first: infertco-cli import BUNDLE %1)")
                                        .arg(target) } });
    }
    QStringList summary;
    if (exists && Document::opensWithoutWriting(target)) {
        // A document of this version with no journal beside it: open() writes nothing to
        // it, so it is opened, checked and locked once, and a bad INPUT still leaves it as it
        // was (the whole document is read and checked once, not three times).
        const Outcome<std::unique_ptr<Document>> document = Document::open(target);
        if (!document.ok())
            return invalidInput(target, document.problems());
        const Outcome<Bundle> current = document.value()->load();
        if (!current.ok())
            return invalidInput(target, current.problems());
        const Outcome<Bundle> merged = plan.applyTo(current.value(), &summary, true);
        if (!merged.ok()) {
            invalidInput(input, merged.problems());
            m_err << tr("%1: nothing was imported\n").arg(target);
            m_err.flush();
            return ExitInvalidInput;
        }
        const Problems saved = document.value()->save(merged.value());
        if (!saved.isEmpty())
            return invalidInput(target, saved);
        return print(
                tr("%1: imported %2 (%3)\n").arg(target, input, summary.join(QLatin1String("; "))));
    }

    Bundle base;
    if (exists) {
        const Outcome<Bundle> current = Document::read(target);
        if (!current.ok())
            return invalidInput(target, current.problems());
        base = current.value();
    }
    const Outcome<Bundle> planned = plan.applyTo(base, &summary);
    if (!planned.ok()) {
        invalidInput(input, planned.problems());
        m_err << tr("%1: nothing was imported\n").arg(target);
        m_err.flush();
        return ExitInvalidInput;
    }

    if (!exists) {
        const Outcome<std::unique_ptr<Document>> created
                = Document::createFromBundle(target, planned.value());
        if (!created.ok())
            return invalidInput(target, created.problems());
        return print(tr("%1: created from %2 (%3)\n")
                             .arg(target, input, summary.join(QLatin1String("; "))));
    }

    const Outcome<std::unique_ptr<Document>> document = Document::open(target);
    if (!document.ok())
        return invalidInput(target, document.problems());
    // Merged again into what the document holds now, under its lock.
    const Outcome<Bundle> current = document.value()->load();
    const Outcome<Bundle> merged = current.ok() ? plan.applyTo(current.value(), &summary)
                                                : Outcome<Bundle>(current.problems());
    if (!merged.ok())
        return invalidInput(target, merged.problems());
    const Problems saved = document.value()->save(merged.value());
    if (!saved.isEmpty())
        return invalidInput(target, saved);
    if (!document.value()->backupPath().isEmpty()) {
        m_out << tr("%1: updated to document version %2; the original is kept as %3\n")
                         .arg(target)
                         .arg(Document::schemaVersion())
                         .arg(QDir::toNativeSeparators(document.value()->backupPath()));
    }
    return print(
            tr("%1: imported %2 (%3)\n").arg(target, input, summary.join(QLatin1String("; "))));
}

int DocumentCommands::exportBundle(const QStringList &arguments) const
{
    const std::optional<Arguments> args
            = parse(arguments, {}, 1, tr("export takes exactly one INPUT"));
    if (!args)
        return ExitUsage;
    const std::optional<Bundle> bundle = readInput(args->positional.first());
    return bundle ? print(QString::fromUtf8(BundleWriter::toJson(*bundle))) : ExitInvalidInput;
}

int DocumentCommands::recover(const QStringList &arguments) const
{
    const std::optional<Arguments> args
            = parse(arguments, {}, 1, tr("recover takes exactly one DOC"));
    if (!args)
        return ExitUsage;
    const QString document = args->positional.first();
    const Outcome<Document::Recovery> recovered = Document::recover(document);
    if (!recovered.ok())
        return invalidInput(document, recovered.problems());
    switch (recovered.value()) {
    case Document::Recovery::RolledBack:
        return print(tr("%1: returned to its last complete save\n").arg(document));
    case Document::Recovery::EmptyJournalRemoved:
        return print(tr("%1: is complete; the empty journal of a save that never began was "
                        "removed\n")
                             .arg(document));
    case Document::Recovery::Complete:
        break;
    }
    return print(tr("%1: is complete; there was nothing to recover\n").arg(document));
}

int DocumentCommands::report(const QStringList &arguments) const
{
    const std::optional<Arguments> args = parse(arguments,
                                                { { QStringLiteral("--scenario") },
                                                  { QStringLiteral("--csv"), 1, true },
                                                  { QStringLiteral("--xlsx"), 1, true },
                                                  { QStringLiteral("--pdf"), 1, true } },
                                                1, tr("report takes exactly one INPUT"));
    if (!args)
        return ExitUsage;
    const QStringList csvFiles = args->values(QStringLiteral("--csv"));
    const QStringList xlsxFiles = args->values(QStringLiteral("--xlsx"));
    const QStringList pdfFiles = args->values(QStringLiteral("--pdf"));
    // The PDF writer is the desktop application's, installed by main() in the GUI build.
    const PdfReport::Writer *pdf = PdfReport::installed();
    if (pdf) {
        // The report's charts are Qt Charts widgets: main() makes a QApplication for --pdf.
        if (!pdfFiles.isEmpty() && !pdf->ready())
            return usageError(tr("--pdf needs a graphical application object"));
        if (csvFiles.isEmpty() && xlsxFiles.isEmpty() && pdfFiles.isEmpty())
            return usageError(tr("report needs --csv FILE, --xlsx FILE or --pdf FILE"));
    } else {
        if (!pdfFiles.isEmpty()) {
            return usageError(tr("--pdf needs the GUI build: the PDF report is drawn by the "
                                 "desktop application, which this infertco-cli was built "
                                 "without"));
        }
        if (csvFiles.isEmpty() && xlsxFiles.isEmpty())
            return usageError(tr("report needs --csv FILE or --xlsx FILE"));
    }

    const QString input = args->positional.first();
    // A report never writes over its input, over any InferTCO document or over a
    // file another program holds open for editing; every target is checked before anything
    // is written.
    QStringList targets = xlsxFiles + pdfFiles;
    for (const QString &file : csvFiles)
        targets << file << CsvExport::monthlyPathFor(file);
    for (const QString &target : std::as_const(targets)) {
        // First, from stat() alone: the checks below open the target, which
        // would block on a named pipe.
        QString refusal = OutputFile::refusal(target);
        if (!refusal.isEmpty()) {
            // not a regular file or a new name: the checks below are not made
        } else if (DocumentLock::sameFile(target, input)) {
            refusal = tr("is the report's input; a report never writes over its input, so "
                         "nothing was written");
        } else if (Document::isInferTcoFile(target)) {
            refusal = tr("is an InferTCO document; a report never writes over a document, so "
                         "nothing was written");
        } else if (DocumentLock::isLocked(target)) {
            refusal = tr("is open for editing in another program; a report never writes over "
                         "it, so nothing was written");
        }
        if (!refusal.isEmpty())
            return invalidInput(QDir::toNativeSeparators(target),
                                { { QString(), QString(), refusal } });
    }
    const std::optional<ScenarioInput> chosen
            = readScenario(input, *args, tr("has no scenario to report"));
    if (!chosen)
        return ExitInvalidInput;
    const Scenario &scenario = chosen->scenario;
    const Catalog &catalog = chosen->bundle.catalog;
    const Outcome<Result> result = Advisor::compute(scenario, catalog, QDate::currentDate());
    if (!result.ok())
        return invalidInput(input, result.problems());

    for (const QString &file : csvFiles) {
        const QString monthly = CsvExport::monthlyPathFor(file);
        const Problems problems = CsvExport::write(result.value(), file, monthly);
        if (!problems.isEmpty())
            return invalidInput(input, problems);
        m_out << tr("wrote %1 and %2\n").arg(file, QDir::toNativeSeparators(monthly));
    }
    for (const QString &file : xlsxFiles) {
        const Problems problems = XlsxExport::write(file, scenario, catalog, result.value());
        if (!problems.isEmpty())
            return invalidInput(input, problems);
        m_out << tr("wrote %1\n").arg(file);
    }
    for (const QString &file : pdfFiles) {
        // The writer replaces the file only once the whole report is written.
        const Problems problems = pdf->write(file, result.value(), scenario, catalog);
        if (!problems.isEmpty())
            return invalidInput(input, problems);
        m_out << tr("wrote %1\n").arg(file);
    }
    return print(QString());
}

} // namespace infertco
