// SPDX-License-Identifier: GPL-3.0-or-later
// Drives the application for make-screenshots.sh: opens a copy of the demo document in the
// main window and saves PNGs of the window with each editor, the dashboard, an edit being
// refused, "results only" and presentation mode, and the PDF report. With --language the window
// opens in English and switches while running, as View > Language does. Grabs widgets; needs a
// display (xvfb-run).
//
//   infertco-screenshots OUTDIR (--document DEMO.infertco | --bundle DEMO.json)
//                        [--language en|zh_CN|zh_HK] [--plans-only]
#include "window/apptheme.h"
#include "window/mainwindow.h"
#include "window/workspace.h"

#include "edit/bundlestore.h"
#include "editors/acceleratortablemodel.h"
#include "editors/bundletablemodel.h"
#include "editors/scenarioeditor.h"
#include "editors/tableeditor.h"
#include "plan/plansearchdialog.h"
#include "results/dashboard.h"
#include "results/reportwriter.h"
#include "risk/riskview.h"

#include "io/bundle/bundlereader.h"
#include "io/document/document.h"

#include "i18n/language.h"

#include <QApplication>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QThread>

using namespace infertco;

namespace {

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

/// Lets layouts, charts and their animations settle.
void settle(int milliseconds = 400)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < milliseconds) {
        QApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(10);
    }
}

bool save(QWidget *widget, const QDir &out, const QString &name)
{
    settle();
    const QString path = out.filePath(name + QStringLiteral(".png"));
    if (!widget->grab().save(path)) {
        err() << "cannot write " << path << Qt::endl;
        return false;
    }
    QTextStream(stdout) << path << Qt::endl;
    return true;
}

/// "Find the cheapest plans…" on the first scenario: searching, ranked, filtered to the
/// hybrids; then the dashboard's advice, which the finished search adds to.
bool savePlans(MainWindow &window, const QDir &out)
{
    const QString id = window.workspace()->store()->bundle().scenarios.value(0).id;
    window.showScenario(id);
    PlanSearchDialog *dialog = window.findCheapestPlans(id);
    if (!dialog)
        return false;
    bool ok = save(dialog, out, QStringLiteral("plan-search-start"));
    if (dialog->isRunning()) {
        QEventLoop running;
        QObject::connect(dialog, &PlanSearchDialog::searchEnded, &running, &QEventLoop::quit);
        running.exec();
    }
    ok = save(dialog, out, QStringLiteral("plan-search")) && ok;
    auto *mode = dialog->findChild<QComboBox *>(QStringLiteral("planModeFilter"));
    if (mode) {
        mode->setCurrentIndex(mode->findData(static_cast<int>(OptionMode::Hybrid)));
        ok = save(dialog, out, QStringLiteral("plan-search-hybrid")) && ok;
        mode->setCurrentIndex(0);
    }
    dialog->close();
    auto *tabs = window.dashboard()->findChild<QTabWidget *>();
    auto *advice = window.dashboard()->findChild<QWidget *>(QStringLiteral("adviceView"));
    if (tabs && advice) {
        tabs->setCurrentWidget(advice);
        ok = save(&window, out, QStringLiteral("plan-advice")) && ok;
        tabs->setCurrentIndex(0);
    }
    return ok;
}

} // namespace

// INFERTCO_RESULTS_ONLY=1: the results of every scenario (the dashboard with its latency and
// roofline tabs, the tornado of the first), presentation mode on every scenario and the PDF of
// each scenario sized by averages with a P99 target.
bool saveResults(MainWindow &window, const QDir &out)
{
    bool ok = true;
    const QList<Scenario> scenarios = window.workspace()->store()->bundle().scenarios;
    auto *tabs = window.dashboard()->findChild<QTabWidget *>(QStringLiteral("resultTabs"));
    for (const Scenario &scenario : scenarios) {
        window.showScenario(scenario.id);
        settle(300);
        ok = save(&window, out, QStringLiteral("scenario-") + scenario.id) && ok;
    }
    window.showScenario(scenarios.value(0).id);
    if (tabs) {
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            settle(i >= 6 ? 2500 : 300);
            ok = save(&window, out, QStringLiteral("results-tab-%1").arg(i)) && ok;
        }
        tabs->setCurrentIndex(0);
    }
    window.showRisk(scenarios.value(0).id);
    if (RiskView *risk = window.riskView()) {
        settle(400);
        risk->setCurrentTab(RiskView::TornadoTab);
        settle(300);
        ok = save(&window, out, QStringLiteral("risk-tornado")) && ok;
    }
    window.showScenario(scenarios.value(0).id);
    for (const Scenario &scenario : scenarios) {
        if (scenario.workload.sizing != SizingMode::Average || !scenario.workload.ttftMs)
            continue;
        window.showScenario(scenario.id);
        settle(300);
        const QString report = out.filePath(QStringLiteral("report-%1.pdf").arg(scenario.id));
        if (!window.writeReport(report))
            ok = false;
        else
            QTextStream(stdout) << report << Qt::endl;
    }
    window.showScenario(scenarios.value(0).id);
    window.setPresenting(true);
    settle(3000);
    ok = save(window.dashboard()->window(), out, QStringLiteral("presentation")) && ok;
    for (qsizetype i = 1; i < scenarios.size(); ++i) {
        QWidget *screen = window.dashboard()->window();
        QTest::keyClick(screen, Qt::Key_PageDown);
        settle(scenarios.at(i).workload.ttftMs ? 8000 : 600);
        ok = save(screen, out, QStringLiteral("presentation-") + scenarios.at(i).id) && ok;
    }
    window.setPresenting(false);
    return ok;
}

int main(int argc, char *argv[])
{
    QApplication application(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("InferTCO"));
    QApplication::setApplicationName(QStringLiteral("InferTCO screenshots"));
    AppTheme::apply(application);

    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("outdir"), QStringLiteral("Where the PNGs go."));
    const QCommandLineOption documentOption(QStringLiteral("document"),
                                            QStringLiteral("The demo document (copied first)."),
                                            QStringLiteral("path"));
    const QCommandLineOption bundleOption(QStringLiteral("bundle"),
                                          QStringLiteral("A bundle to make the document from."),
                                          QStringLiteral("path"));
    parser.addOption(documentOption);
    parser.addOption(bundleOption);
    const QCommandLineOption languageOption(
            QStringLiteral("language"),
            QStringLiteral("en, zh_CN or zh_HK, switched to once the window shows."),
            QStringLiteral("code"));
    parser.addOption(languageOption);
    const QCommandLineOption plansOnlyOption(
            QStringLiteral("plans-only"),
            QStringLiteral("Only the main window and the plan search screenshots."));
    parser.addOption(plansOnlyOption);
    parser.addHelpOption();
    parser.process(application);
    if (parser.positionalArguments().size() != 1
        || (!parser.isSet(documentOption) && !parser.isSet(bundleOption))) {
        parser.showHelp(2);
    }
    const QDir out(parser.positionalArguments().constFirst());
    QDir().mkpath(out.absolutePath());

    // Work on a copy: the shipped document is never written.
    QTemporaryDir work;
    const QString document = work.filePath(QStringLiteral("demo.infertco"));
    if (parser.isSet(documentOption)) {
        if (!QFile::copy(parser.value(documentOption), document)) {
            err() << "cannot copy " << parser.value(documentOption) << Qt::endl;
            return 1;
        }
        QFile::setPermissions(document, QFile::ReadOwner | QFile::WriteOwner);
    } else {
        const Outcome<Bundle> bundle = BundleReader::readFile(parser.value(bundleOption));
        if (!bundle.ok() || !Document::createFromBundle(document, bundle.value()).ok()) {
            err() << "cannot make a document from " << parser.value(bundleOption) << Qt::endl;
            return 1;
        }
    }

    Language::apply(Language::Choice::English);
    MainWindow window(AppSettings(work.filePath(QStringLiteral("settings.ini"))));
    // INFERTCO_WINDOW_SIZE=1366x768: the window at a smaller screen's size (issue 21 items
    // 3, 9 and 10 are about 1366 x 768).
    QSize windowSize(1600, 1000);
    const QStringList size = qEnvironmentVariable("INFERTCO_WINDOW_SIZE").split(u'x');
    if (size.size() == 2 && size.at(0).toInt() > 0 && size.at(1).toInt() > 0)
        windowSize = QSize(size.at(0).toInt(), size.at(1).toInt());
    window.resize(windowSize);
    window.show();
    if (!window.openDocument(document)) {
        err() << "cannot open the document" << Qt::endl;
        return 1;
    }
    settle(800);
    if (parser.isSet(languageOption)) {
        const Language::Choice language = Language::fromKey(parser.value(languageOption));
        if (language == Language::Choice::System) {
            err() << "unknown language " << parser.value(languageOption) << Qt::endl;
            return 2;
        }
        Language::apply(language);
        settle(800);
    }

    bool ok = save(&window, out, QStringLiteral("main-window"));
    if (parser.isSet(plansOnlyOption))
        return savePlans(window, out) && ok ? 0 : 1;
    if (qEnvironmentVariableIsSet("INFERTCO_RESULTS_ONLY"))
        return saveResults(window, out) && ok ? 0 : 1;

    const QList<std::pair<BundlePart, QString>> catalogs{
        { BundlePart::Accelerators, QStringLiteral("editor-accelerators") },
        { BundlePart::Platforms, QStringLiteral("editor-platforms") },
        { BundlePart::RentalOffers, QStringLiteral("editor-rental-offers") },
        { BundlePart::ColoOffers, QStringLiteral("editor-colo-offers") },
        { BundlePart::Regions, QStringLiteral("editor-regions") },
    };
    for (const auto &[part, name] : catalogs) {
        window.showCatalog(part);
        ok = save(&window, out, name) && ok;
    }

    // An entry refused in place: a negative price, with its reason under the table.
    window.showCatalog(BundlePart::Accelerators);
    TableEditor *accelerators = window.catalogEditor(BundlePart::Accelerators);
    BundleTableModel *model = accelerators->model();
    model->setData(model->index(0, AcceleratorTableModel::columnOf("price")),
                   QStringLiteral("-27500"));
    ok = save(&window, out, QStringLiteral("editor-refused-entry")) && ok;
    window.statusBar()->clearMessage();

    const QList<Scenario> scenarios = window.workspace()->store()->bundle().scenarios;
    for (const Scenario &scenario : scenarios) {
        window.showScenario(scenario.id);
        ok = save(&window, out, QStringLiteral("scenario-") + scenario.id) && ok;
    }
    window.showScenario(scenarios.value(0).id);
    auto *content
            = window.scenarioEditor()->findChild<QWidget *>(QStringLiteral("scenarioContent"));
    if (content)
        ok = save(content, out, QStringLiteral("editor-scenario-full")) && ok;
    ok = save(window.dashboard(), out, QStringLiteral("dashboard")) && ok;
    ok = savePlans(window, out) && ok;

    // The risk and decision view of every scenario: tornado, a finished simulation and the
    // decision in words, and the PDF report with its risk pages.
    for (const Scenario &scenario : scenarios) {
        window.showRisk(scenario.id);
        RiskView *risk = window.riskView();
        if (!risk)
            break;
        settle(400);
        risk->setCurrentTab(RiskView::TornadoTab);
        settle(200);
        ok = save(&window, out, QStringLiteral("risk-tornado-") + scenario.id) && ok;
        risk->setCurrentTab(RiskView::MonteCarloTab);
        QEventLoop running;
        QObject::connect(risk, &RiskView::monteCarloFinished, &running, &QEventLoop::quit);
        risk->runMonteCarlo();
        if (risk->isRunning())
            running.exec();
        settle(400);
        ok = save(&window, out, QStringLiteral("risk-montecarlo-") + scenario.id) && ok;
        risk->setCurrentTab(RiskView::DecisionTab);
        settle(300);
        ok = save(&window, out, QStringLiteral("risk-decision-") + scenario.id) && ok;

        window.showScenario(scenario.id);
        // Back from the risk view: the results dock as wide as before (issue 21 item 9).
        settle(300);
        ok = save(&window, out, QStringLiteral("after-risk-") + scenario.id) && ok;
        const bool first = scenario.id == scenarios.constFirst().id;
        const QString report
                = out.filePath(first ? QStringLiteral("report.pdf")
                                     : QStringLiteral("report-%1.pdf").arg(scenario.id));
        if (!window.workspace()->result()) {
            err() << "scenario " << scenario.id << " cannot be computed" << Qt::endl;
            ok = false;
            continue;
        }
        const Problems reportProblems = ReportWriter::writePdf(
                report, *window.workspace()->result(), *window.workspace()->scenario(),
                window.workspace()->store()->bundle().catalog);
        if (!reportProblems.isEmpty()) {
            err() << "cannot write " << report << Qt::endl;
            ok = false;
        } else {
            QTextStream(stdout) << report << Qt::endl;
        }
    }
    window.showScenario(scenarios.value(0).id);

    window.setResultsOnly(true);
    ok = save(&window, out, QStringLiteral("results-only")) && ok;
    window.setResultsOnly(false);

    // Presentation mode on the screen, then on every other scenario as Page Down switches.
    window.setPresenting(true);
    settle(800);
    ok = save(window.dashboard()->window(), out, QStringLiteral("presentation")) && ok;
    for (qsizetype i = 1; i < scenarios.size(); ++i) {
        QWidget *screen = window.dashboard()->window();
        QTest::keyClick(screen, Qt::Key_PageDown);
        settle(600);
        ok = save(screen, out, QStringLiteral("presentation-") + scenarios.at(i).id) && ok;
    }
    window.setPresenting(false);

    // A first launch: no saved geometry, on the screen the script gives (1920 × 1080).
    const QString second = work.filePath(QStringLiteral("first-launch.infertco"));
    QFile::copy(document, second);
    window.close();
    MainWindow fresh(AppSettings(work.filePath(QStringLiteral("first-launch.ini"))));
    fresh.show();
    if (fresh.openDocument(second)) {
        settle(800);
        ok = save(&fresh, out, QStringLiteral("first-launch")) && ok;
    } else {
        err() << "cannot open a second copy for the first launch" << Qt::endl;
        ok = false;
    }
    return ok ? 0 : 1;
}
