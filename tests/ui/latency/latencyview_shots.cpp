// SPDX-License-Identifier: GPL-3.0-or-later
// Not a test: shows the latency view and the roofline of a scenario in the real window and
// saves what a person would see, for the eye (issue 24 item 5):
//   xvfb-run -a -s "-screen 0 1920x1080x24"
//       latencyview_shots OUTDIR BUNDLE SCENARIO WIDTHxHEIGHT [en|zh_CN|zh_HK]
// Saves latency-window, latency-results-only, roofline-window, roofline-results-only,
// table-results-only and presentation PNGs, each name ending in -WIDTHxHEIGHT-LANGUAGE.
#include "windowshots.h"

#include "latency/latencyview.h"
#include "results/dashboard.h"

#include <QApplication>
#include <QTabWidget>

using namespace infertco;
using namespace infertco::testing;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    ShotWindow shots;
    if (const int failed = shots.open(QApplication::arguments(), "latencyview_shots", 60000))
        return failed;
    MainWindow &window = shots.window();
    const QDir &out = shots.out;
    const QString &suffix = shots.suffix;

    auto *tabs = window.dashboard()->findChild<QTabWidget *>(QStringLiteral("resultTabs"));
    const auto showTab = [tabs](QWidget *page) { tabs->setCurrentWidget(page); };
    bool ok = true;
    showTab(window.dashboard()->latencyView());
    ok = saveShot(&window, out, QStringLiteral("latency-window") + suffix) && ok;
    showTab(window.dashboard()->rooflineView());
    ok = saveShot(&window, out, QStringLiteral("roofline-window") + suffix) && ok;
    window.setResultsOnly(true);
    showTab(window.dashboard()->latencyView());
    ok = saveShot(&window, out, QStringLiteral("latency-results-only") + suffix) && ok;
    showTab(window.dashboard()->rooflineView());
    ok = saveShot(&window, out, QStringLiteral("roofline-results-only") + suffix) && ok;
    showTab(window.dashboard()->findChild<QWidget *>(QStringLiteral("resultsTablePage")));
    ok = saveShot(&window, out, QStringLiteral("table-results-only") + suffix) && ok;
    window.setResultsOnly(false);
    window.setPresenting(true);
    settle(800);
    QWidget *screen = window.dashboard()->window();
    screen->resize(shots.size);
    ok = saveShot(screen, out, QStringLiteral("presentation") + suffix) && ok;
    window.setPresenting(false);
    return ok ? 0 : 1;
}
