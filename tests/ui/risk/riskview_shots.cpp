// SPDX-License-Identifier: GPL-3.0-or-later
// Shows the risk view on a demo scenario in a real window and saves what a person would see:
// the tornado, the Monte Carlo tab after a run, the decision tab, and the report's risk pages.
//   xvfb-run -a riskview_shots OUTPUT_DIR [BUNDLE [SCENARIO]]
#include "io/bundle/bundlereader.h"
#include "risk/riskreport.h"
#include "risk/riskview.h"

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTimer>

#include <cstdio>

using namespace infertco;

namespace {

void settle(int milliseconds)
{
    QEventLoop loop;
    QTimer::singleShot(milliseconds, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setStyle(QStringLiteral("Fusion"));
    const QStringList args = QApplication::arguments();
    const QString outputDir = args.value(1, QStringLiteral("."));
    const QString bundlePath = args.value(2, QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json"));
    const QString scenarioId = args.value(3, QStringLiteral("hk-api"));
    QDir().mkpath(outputDir);

    const Outcome<Bundle> bundle = BundleReader::readFile(bundlePath);
    if (!bundle.ok() || !bundle.value().scenario(scenarioId)) {
        std::fprintf(stderr, "cannot read scenario %s of %s\n", qPrintable(scenarioId),
                     qPrintable(bundlePath));
        return 1;
    }
    const Scenario &scenario = *bundle.value().scenario(scenarioId);

    RiskView view;
    view.resize(1440, 900);
    view.setScenario(scenario, bundle.value().catalog);
    view.show();
    settle(400);
    const auto save = [&](const QString &name) {
        const QString path = QDir(outputDir).filePath(name);
        view.grab().save(path);
        std::printf("%s\n", qPrintable(path));
    };
    save(QStringLiteral("risk-tornado.png"));

    view.setCurrentTab(RiskView::MonteCarloTab);
    QEventLoop running;
    QObject::connect(&view, &RiskView::monteCarloFinished, &running, &QEventLoop::quit);
    view.runMonteCarlo();
    running.exec();
    settle(300);
    save(QStringLiteral("risk-montecarlo.png"));

    view.setCurrentTab(RiskView::DecisionTab);
    settle(200);
    save(QStringLiteral("risk-decision.png"));

    view.resize(1024, 700);
    view.setCurrentTab(RiskView::TornadoTab);
    settle(300);
    save(QStringLiteral("risk-tornado-small.png"));

    const QString pdfPath = QDir(outputDir).filePath(QStringLiteral("risk-report.pdf"));
    QPdfWriter pdf(pdfPath);
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setResolution(300);
    QPainter painter(&pdf);
    const QRectF page
            = QRectF(pdf.pageLayout().paintRectPixels(pdf.resolution()))
                      .translated(-pdf.pageLayout().paintRectPixels(pdf.resolution()).topLeft());
    const int pages = RiskReport::paint(&painter, &pdf, page, view.reportContent());
    painter.end();
    std::printf("%s (%d pages)\n", qPrintable(pdfPath), pages);
    return 0;
}
