// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "teamcommands.h"

#include "i18n/language.h"

#include <QCoreApplication>

#ifdef INFERTCO_CLI_PDF
#include "pdfreportwriter.h"

#include <QApplication>
#endif

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace {

#ifdef INFERTCO_CLI_PDF
/// `report ... --pdf FILE` draws Qt Charts, which need a QApplication; every other command
/// runs without one, and without a display.
bool drawsPdf(int argc, char *argv[])
{
    if (argc < 2 || std::strcmp(argv[1], "report") != 0)
        return false;
    for (int i = 2; i < argc; ++i) {
        if (std::strcmp(argv[i], "--pdf") == 0 || std::strncmp(argv[i], "--pdf=", 6) == 0)
            return true;
    }
    return false;
}
#endif

std::unique_ptr<QCoreApplication> makeApplication(int &argc, char *argv[])
{
#ifdef INFERTCO_CLI_PDF
    if (drawsPdf(argc, argv)) {
        // Headless: no window is shown, and no display may exist.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        return std::make_unique<QApplication>(argc, argv);
    }
#endif
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace

int main(int argc, char *argv[])
{
    const std::unique_ptr<QCoreApplication> app = makeApplication(argc, argv);
#ifdef INFERTCO_CLI_PDF
    infertco::installPdfReportWriter();
#endif
    QCoreApplication::setApplicationName(QStringLiteral("infertco-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("InferTCO"));
    // Tables and messages in the language INFERTCO_LANGUAGE names, else the system's (LANG /
    // LC_ALL / LANGUAGE).
    infertco::Language::apply(
            infertco::Language::fromEnvironment().value_or(infertco::Language::Choice::System));
    QTextStream out(stdout);
    QTextStream err(stderr);
    infertco::CommandLine commandLine(out, err);
    const QStringList arguments = QCoreApplication::arguments();
    infertco::TeamCommands::hideSecrets(argc, argv);
    const int code = commandLine.run(arguments.mid(1));
    // `export DOC > backup.json && rm DOC` must not lose DOC on a full disk: what went to
    // stdout is flushed and checked, and a failed write is an error.
    out.flush();
    const bool written
            = out.status() == QTextStream::Ok && std::fflush(stdout) == 0 && !std::ferror(stdout);
    if (!written) {
        err << infertco::CommandLine::tr("infertco-cli: the output could not be written: %1\n")
                        .arg(QString::fromLocal8Bit(std::strerror(errno ? errno : EIO)));
        err.flush();
        return code == infertco::ExitOk ? infertco::ExitInvalidInput : code;
    }
    return code;
}
