// SPDX-License-Identifier: GPL-3.0-or-later
// Not a test: the request log in the real window, saved for a person to look at:
//   xvfb-run -a -s "-screen 0 1920x1080x24"
//       requestlog_shots OUTDIR BUNDLE SCENARIO WIDTHxHEIGHT [en|zh_CN|zh_HK]
// Saves requestlog-panel (the scenario form scrolled to the log under its workload),
// requestlog-latency and requestlog-table (which requests the figures come from) and
// requestlog-import (the dialog of File > Import Request Log…), each name ending in
// -WIDTHxHEIGHT-LANGUAGE.
#include "windowshots.h"

#include "window/requestlogimportdialog.h"

#include "editors/requestlogpanel.h"
#include "editors/scenarioeditor.h"
#include "latency/latencyview.h"
#include "results/dashboard.h"

#include "edit/bundlestore.h"

#include <QApplication>
#include <QScrollArea>
#include <QTabWidget>

using namespace infertco;
using namespace infertco::testing;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    ShotWindow shots;
    if (const int failed = shots.open(QApplication::arguments(), "requestlog_shots", 300000))
        return failed;
    MainWindow &window = shots.window();
    Workspace *workspace = window.workspace();
    const QDir &out = shots.out;
    const QString &suffix = shots.suffix;

    bool ok = true;
    ScenarioEditor *editor = window.scenarioEditor();
    if (auto *scroll = editor->findChild<QScrollArea *>()) {
        settle(300);
        scroll->ensureWidgetVisible(editor->requestLogPanel(), 0, 0);
    }
    ok = saveShot(&window, out, QStringLiteral("requestlog-panel") + suffix) && ok;

    auto *tabs = window.dashboard()->findChild<QTabWidget *>(QStringLiteral("resultTabs"));
    tabs->setCurrentWidget(window.dashboard()->latencyView());
    ok = saveShot(&window, out, QStringLiteral("requestlog-latency") + suffix) && ok;
    tabs->setCurrentWidget(
            window.dashboard()->findChild<QWidget *>(QStringLiteral("resultsTablePage")));
    ok = saveShot(&window, out, QStringLiteral("requestlog-table") + suffix) && ok;

    QStringList ids;
    QStringList names;
    for (const RequestLog &log : workspace->store()->bundle().catalog.requestLogs) {
        ids.append(log.id);
        names.append(log.name);
    }
    RequestLogImportDialog dialog(QStringLiteral("/home/planner/logs/azure-code-2023.csv"), ids,
                                  names, &window);
    dialog.show();
    ok = saveShot(&dialog, out, QStringLiteral("requestlog-import") + suffix) && ok;
    return ok ? 0 : 1;
}
