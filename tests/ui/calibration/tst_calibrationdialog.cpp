// SPDX-License-Identifier: GPL-3.0-or-later
// "Calibrate from Measured Runs…" (docs/serving.md, "Calibration") on the golden dc-gpu
// bundle (a 70.6 B model in fp8 on h100-sxm): run files added (a bad one refused with its
// file and key, nothing of it kept), the fit on a worker thread, the chart's points before
// and after, and the calibrated card added beside the original in one undo step.
#include "calibration/calibrationdialog.h"

#include "editorstore.h"
#include "sourcetree.h"

#include <QChart>
#include <QChartView>
#include <QFile>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace infertco;

namespace {

void write(const QString &path, const QByteArray &data)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
        qFatal("cannot write %s", qPrintable(path));
}

QStringList ids(const BundleStore &store)
{
    QStringList list;
    for (const Accelerator &a : store.bundle().catalog.accelerators)
        list.append(a.id);
    return list;
}

} // namespace

class TestCalibrationDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void calibrateAndAdd();
};

void TestCalibrationDialog::calibrateAndAdd()
{
    QTemporaryDir dir;
    const std::unique_ptr<BundleStore> store
            = testing::openStore(dir.filePath(QStringLiteral("d.infertco")),
                                 testing::readBundle("tests/golden/dc-gpu.json"));
    QVERIFY(store);
    const QString runs = dir.filePath(QStringLiteral("runs.csv"));
    write(runs,
          "concurrency,prompt_tokens,output_tokens,ttft_ms,tpot_ms\n"
          "1,2000,500,260,14\n"
          "4,2000,500,420,15.5\n"
          "16,2000,500,900,19\n");
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    write(bad, "{\"completed\": 0, \"total_input_tokens\": 1, \"total_output_tokens\": 1}");

    CalibrationDialog dialog(store.get(), QStringLiteral("dc-gpu"));
    QVERIFY(!dialog.addFiles({ bad }));
    QVERIFY2(dialog.statusText().contains(QLatin1String("bad.json"))
                     && dialog.statusText().contains(QLatin1String("completed")),
             qPrintable(dialog.statusText()));
    QVERIFY(dialog.addFiles({ runs }));
    dialog.setAccelerator(QStringLiteral("h100-sxm"));
    dialog.setTensorParallelSize(2);
    QSignalSpy finished(&dialog, &CalibrationDialog::finished);
    dialog.start();
    QVERIFY(finished.wait(120000));
    QVERIFY(dialog.result());
    QCOMPARE(dialog.result()->runs.size(), 3); // the bad file's run was not kept
    QVERIFY(dialog.result()->factors.tpEfficiency);

    // The chart: before and after of each of TTFT and TPOT, one point per run.
    int scatters = 0;
    for (QChartView *view : dialog.chartViews()) {
        for (QAbstractSeries *series : view->chart()->series()) {
            if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
                QCOMPARE(scatter->count(), 3);
                ++scatters;
            }
        }
    }
    QCOMPARE(scatters, 4);

    // INFERTCO_CALIBRATION_SCREENSHOT=FILE.png (under xvfb-run, QT_QPA_PLATFORM=xcb): the
    // dialog after the fit, for a person to look at.
    const QString screenshot = qEnvironmentVariable("INFERTCO_CALIBRATION_SCREENSHOT");
    if (!screenshot.isEmpty()) {
        dialog.resize(960, 720);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(200);
        QVERIFY(dialog.grab().save(screenshot));
    }

    // Added beside the original, as one undo step; twice: a free id.
    QVERIFY(dialog.addToCatalog());
    QCOMPARE(ids(*store),
             (QStringList{ QStringLiteral("h100-sxm"), QStringLiteral("h100-sxm-calibrated") }));
    QVERIFY(dialog.addToCatalog());
    QCOMPARE(ids(*store),
             (QStringList{ QStringLiteral("h100-sxm"), QStringLiteral("h100-sxm-calibrated-2"),
                           QStringLiteral("h100-sxm-calibrated") }));
    store->undoStack()->undo();
    store->undoStack()->undo();
    QCOMPARE(ids(*store), QStringList{ QStringLiteral("h100-sxm") });
}

QTEST_MAIN(TestCalibrationDialog)
#include "tst_calibrationdialog.moc"
