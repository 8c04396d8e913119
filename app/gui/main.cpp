// SPDX-License-Identifier: GPL-3.0-or-later
// infertco [FILE]: opens FILE, or the last document, or (on first start) a copy of the demo.
#include "window/appsettings.h"
#include "window/apptheme.h"
#include "window/demodocument.h"
#include "window/mainwindow.h"
#include "window/quitsignals.h"

#include "i18n/language.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

int main(int argc, char *argv[])
{
    QApplication application(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("InferTCO"));
    QApplication::setApplicationName(QStringLiteral("InferTCO"));
    QApplication::setApplicationVersion(QStringLiteral(INFERTCO_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("infertco"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("infertco")));
    infertco::AppTheme::apply(application);
    // The language INFERTCO_LANGUAGE names for this run, else the one chosen in View >
    // Language, else the system's; before any text is made.
    infertco::Language::apply(
            infertco::Language::fromEnvironment().value_or(infertco::AppSettings().language()));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
            "main", "What serving an AI inference workload costs over three years."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "An InferTCO document to open."),
                                 QStringLiteral("[FILE]"));
    const QCommandLineOption demo(
            QStringLiteral("demo"),
            QApplication::translate("main", "The demo document to copy and open on first start."),
            QStringLiteral("path"));
    parser.addOption(demo);
    parser.process(application);

    infertco::MainWindow window;
    // A session that ends the application closes it as File > Quit does.
    infertco::QuitSignals quitSignals;
    QObject::connect(&quitSignals, &infertco::QuitSignals::received, &window, [] {
        QApplication::closeAllWindows();
        QApplication::quit();
    });
    window.show();
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty())
        // The shipped demo.infertco in Chinese is its sibling with the Chinese names.
        window.openDocument(infertco::DemoDocument::forLanguage(files.constFirst(),
                                                                infertco::Language::current()));
    else
        window.openStartDocument(parser.value(demo));
    return QApplication::exec();
}
