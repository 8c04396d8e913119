// SPDX-License-Identifier: GPL-3.0-or-later
// Not a test: shows the latency view and the roofline of a scenario in the real window and
// saves what a person would see, for the eye (issue 24 item 5):
//   xvfb-run -a -s "-screen 0 1920x1080x24"
//       latencyview_shots OUTDIR BUNDLE SCENARIO WIDTHxHEIGHT [en|zh_CN|zh_HK]
// Saves latency-window, latency-results-only, roofline-window, roofline-results-only,
// table-results-only and presentation PNGs, each name ending in -WIDTHxHEIGHT-LANGUAGE.
#include "window/mainwindow.h"
#include "window/workspace.h"

#include "latency/latencyview.h"
#include "results/dashboard.h"

#include "i18n/language.h"
#include "io/bundle/bundlereader.h"
#include "io/document/document.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QThread>

#include <cstdio>

using namespace infertco;

namespace {

void settle(int milliseconds = 500)
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
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return false;
    }
    std::printf("%s\n", qPrintable(path));
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QStringList args = QApplication::arguments();
    if (args.size() < 5) {
        std::fprintf(stderr, "usage: latencyview_shots OUTDIR BUNDLE SCENARIO WxH [LANGUAGE]\n");
        return 2;
    }
    const QDir out(args.at(1));
    QDir().mkpath(out.absolutePath());
    const QStringList size = args.at(4).split(u'x');
    const QSize windowSize(size.value(0).toInt(), size.value(1).toInt());
    const QString languageKey = args.value(5, QStringLiteral("en"));
    const QString suffix = QStringLiteral("-%1-%2").arg(args.at(4), languageKey);

    QTemporaryDir work;
    const QString document = work.filePath(QStringLiteral("shots.infertco"));
    const Outcome<Bundle> bundle = BundleReader::readFile(args.at(2));
    if (!bundle.ok() || !Document::createFromBundle(document, bundle.value()).ok()) {
        std::fprintf(stderr, "cannot make a document from %s\n", qPrintable(args.at(2)));
        return 1;
    }
    Language::apply(Language::Choice::English);
    MainWindow window(AppSettings(work.filePath(QStringLiteral("settings.ini"))));
    window.resize(windowSize);
    window.show();
    if (!window.openDocument(document)) {
        std::fprintf(stderr, "cannot open the document\n");
        return 1;
    }
    const Language::Choice language = Language::fromKey(languageKey);
    if (languageKey != QLatin1String("en") && language == Language::Choice::System) {
        std::fprintf(stderr, "unknown language %s\n", qPrintable(languageKey));
        return 2;
    }
    if (languageKey != QLatin1String("en"))
        Language::apply(language);
    window.showScenario(args.at(3));
    Workspace *workspace = window.workspace();
    workspace->setLatencyWanted(true); // as showing the latency tab does
    settle(300);
    QElapsedTimer waited;
    waited.start();
    while ((workspace->isSimulating() || !workspace->hasLatency()) && waited.elapsed() < 60000)
        settle(100);

    auto *tabs = window.dashboard()->findChild<QTabWidget *>(QStringLiteral("resultTabs"));
    const auto showTab = [tabs](QWidget *page) { tabs->setCurrentWidget(page); };
    bool ok = true;
    showTab(window.dashboard()->latencyView());
    ok = save(&window, out, QStringLiteral("latency-window") + suffix) && ok;
    showTab(window.dashboard()->rooflineView());
    ok = save(&window, out, QStringLiteral("roofline-window") + suffix) && ok;
    window.setResultsOnly(true);
    showTab(window.dashboard()->latencyView());
    ok = save(&window, out, QStringLiteral("latency-results-only") + suffix) && ok;
    showTab(window.dashboard()->rooflineView());
    ok = save(&window, out, QStringLiteral("roofline-results-only") + suffix) && ok;
    showTab(window.dashboard()->findChild<QWidget *>(QStringLiteral("resultsTablePage")));
    ok = save(&window, out, QStringLiteral("table-results-only") + suffix) && ok;
    window.setResultsOnly(false);
    window.setPresenting(true);
    settle(800);
    QWidget *screen = window.dashboard()->window();
    screen->resize(windowSize);
    ok = save(screen, out, QStringLiteral("presentation") + suffix) && ok;
    window.setPresenting(false);
    return ok ? 0 : 1;
}
