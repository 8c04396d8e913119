// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of the results dashboard for looking at, not a test: every scenario of
// data/demo.json, the example bundle and a golden bundle with infeasible options, at 1400×900, each
// tab, presentation mode at 1920×1080, and the PDF report. Run it under xvfb-run (see
// results_screenshots.sh). INFERTCO_RESULTS_SIZE=1366x768 takes the tabs at that size instead;
// INFERTCO_RESULTS_ONLY=1 takes only the bundle given as the second argument.
#include "analysis/advice.h"
#include "charts/chartview.h"
#include "cost/engine.h"
#include "io/bundle/bundlereader.h"
#include "results/dashboard.h"
#include "results/reportwriter.h"

#include <QApplication>
#include <QDir>
#include <QTabWidget>
#include <QTextStream>

using namespace infertco;

namespace {

void settle()
{
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
}

bool shoot(QWidget *widget, const QString &path)
{
    settle();
    return widget->grab().save(path, "PNG");
}

/// The dashboard's size for the tabs: INFERTCO_RESULTS_SIZE ("1366x768"), else 1400 × 900.
QSize tabSize()
{
    const QStringList parts = qEnvironmentVariable("INFERTCO_RESULTS_SIZE").split(u'x');
    if (parts.size() == 2 && parts.at(0).toInt() > 0 && parts.at(1).toInt() > 0)
        return { parts.at(0).toInt(), parts.at(1).toInt() };
    return { 1400, 900 };
}

int shootBundle(const QString &bundlePath, const QString &prefix, const QDir &out, QTextStream &log)
{
    const Outcome<Bundle> bundle = BundleReader::readFile(bundlePath);
    if (!bundle.ok()) {
        for (const Problem &problem : bundle.problems())
            log << bundlePath << ": " << problem.text() << '\n';
        return 1;
    }
    int failures = 0;
    for (const Scenario &scenario : bundle.value().scenarios) {
        const Outcome<Result> result
                = Advisor::compute(scenario, bundle.value().catalog, QDate::currentDate());
        const QString name = prefix + QLatin1Char('-') + scenario.id;
        if (!result.ok()) {
            log << name << ": cannot compute\n";
            ++failures;
            continue;
        }
        Dashboard dashboard;
        dashboard.resize(tabSize());
        dashboard.setResult(result.value(), scenario, bundle.value().catalog);
        dashboard.show();
        auto *tabs = dashboard.findChild<QTabWidget *>(QStringLiteral("resultTabs"));
        const QStringList tabNames{ QStringLiteral("breakdown"), QStringLiteral("cumulative"),
                                    QStringLiteral("fleet"),     QStringLiteral("tokens"),
                                    QStringLiteral("table"),     QStringLiteral("advice") };
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            // Tabs added after the named ones (latency, roofline) by their position.
            const QString tabName
                    = tab < tabNames.size() ? tabNames.at(tab) : QStringLiteral("tab%1").arg(tab);
            const QString file
                    = out.filePath(name + QLatin1Char('-') + tabName + QStringLiteral(".png"));
            failures += shoot(&dashboard, file) ? 0 : 1;
            log << file << '\n';
        }
        tabs->setCurrentIndex(0);
        dashboard.resize(760, 800);
        const QString narrow = out.filePath(name + QStringLiteral("-narrow.png"));
        failures += shoot(&dashboard, narrow) ? 0 : 1;
        log << narrow << '\n';

        dashboard.setPresentationMode(true);
        dashboard.resize(1920, 1080);
        const QString presentation = out.filePath(name + QStringLiteral("-presentation.png"));
        failures += shoot(&dashboard, presentation) ? 0 : 1;
        log << presentation << '\n';
        dashboard.setPresentationMode(false);

        dashboard.showProblems({ Problem{ QStringLiteral("scenario \"%1\"").arg(scenario.id),
                                          QStringLiteral("horizon_months"),
                                          QStringLiteral("must be between 1 and 120") } });
        dashboard.resize(1400, 900);
        const QString stale = out.filePath(name + QStringLiteral("-problems.png"));
        failures += shoot(&dashboard, stale) ? 0 : 1;
        log << stale << '\n';

        const QString pdf = out.filePath(name + QStringLiteral(".pdf"));
        const Problems problems
                = ReportWriter::writePdf(pdf, result.value(), scenario, bundle.value().catalog);
        for (const Problem &problem : problems)
            log << problem.text() << '\n';
        failures += problems.size();
        log << pdf << '\n';
    }
    return failures;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QTextStream log(stdout);
    const QString outPath
            = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("results-screenshots");
    QDir().mkpath(outPath);
    const QDir out(outPath);

    const QString source = QStringLiteral(INFERTCO_SOURCE_DIR);
    if (qEnvironmentVariableIntValue("INFERTCO_RESULTS_ONLY") == 1 && argc > 2)
        return shootBundle(QString::fromLocal8Bit(argv[2]), QStringLiteral("only"), out, log) == 0
                ? 0
                : 1;
    int failures = shootBundle(source + QStringLiteral("/data/demo.json"), QStringLiteral("demo"),
                               out, log);
    const QString example = argc > 2 ? QString::fromLocal8Bit(argv[2])
                                     : source + QStringLiteral("/tests/golden/example-hk.json");
    if (QFile::exists(example))
        failures += shootBundle(example, QStringLiteral("example"), out, log);
    // Two of its four options cannot serve the workload: how infeasible options look.
    failures += shootBundle(source + QStringLiteral("/tests/golden/npu-fallback.json"),
                            QStringLiteral("golden"), out, log);
    // Colo tranches, a hybrid that starts renting in month 19 (the fleet chart's steps).
    failures += shootBundle(source + QStringLiteral("/tests/golden/example-hk-v2.json"),
                            QStringLiteral("v2"), out, log);
    // Colo options without a rack fee: incomplete, their totals lower bounds.
    failures += shootBundle(source + QStringLiteral("/tests/golden/incomplete-rack-fee.json"),
                            QStringLiteral("incomplete"), out, log);
    return failures == 0 ? 0 : 1;
}
