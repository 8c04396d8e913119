// SPDX-License-Identifier: GPL-3.0-or-later
// The calibration judged on runs it did not see (docs/serving.md, "Calibration"): for every
// engine, model, precision and tensor-parallel size of the published H100 runs
// (data/calibration/aiconfigurator-h100-dense.csv), the factors fitted on every other run
// (in the order of prompt, output and concurrency) model the other half. The rule asked of it:
// TPOT within ±15 % on at least 80 % of the held-out runs and TTFT within ±35 % on at least
// 60 %. Over all groups it holds (88 % and 70 %, the all-reduce time fitted at TP2 to TP8);
// group by group it fails for SGLang's TTFT (its benchmark's TTFT at 16 to 128 requests at
// once is that of a whole wave's prefill, which the 2,048-token chunk spreads out) and for TPOT
// of Llama 3.1 8B at TP8 on TensorRT-LLM, which the report names.
#include "publishedruns.h"
#include "sourcetree.h"

#include <QTest>

using namespace infertco;

class TestCalibrationHoldOut : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void heldOutRuns();
};

void TestCalibrationHoldOut::heldOutRuns()
{
    const QList<testing::PublishedGroup> groups = testing::publishedGroups(
            testing::sourcePath("data/calibration/aiconfigurator-h100-dense.csv"));
    QCOMPARE(groups.size(), 21);
    int tpotHits = 0;
    int ttftHits = 0;
    int heldOut = 0;
    for (const testing::PublishedGroup &group : groups) {
        if (group.runs.size() < 4)
            continue; // vLLM Qwen3 32B fp8: one run at each size, nothing to hold out
        CalibrationInput fit;
        fit.workload = group.workload;
        fit.accelerator = testing::h100Start();
        fit.tp = group.tp;
        fit.today = QDate(2026, 12, 7);
        CalibrationInput held = fit;
        for (qsizetype i = 0; i < group.runs.size(); ++i)
            (i % 2 == 0 ? fit : held).runs.append(group.runs.at(i));
        const Outcome<CalibrationResult> result = Calibration::run(fit);
        QVERIFY2(result.ok(), qPrintable(group.name()));
        const Outcome<QList<ModelledRun>> modelled
                = Calibration::model(held, result.value().calibrated);
        QVERIFY(modelled.ok());
        int tpot = 0;
        int ttft = 0;
        for (qsizetype i = 0; i < held.runs.size(); ++i) {
            tpot += Calibration::within(modelled.value().at(i).tpotMs, held.runs.at(i).tpotMs,
                                        0.15);
            ttft += Calibration::within(modelled.value().at(i).ttftMs, held.runs.at(i).ttftMs,
                                        0.35);
        }
        qInfo("%s: held out %lld, TPOT within 15 %%: %d, TTFT within 35 %%: %d",
              qPrintable(group.name()), static_cast<long long>(held.runs.size()), tpot, ttft);
        tpotHits += tpot;
        ttftHits += ttft;
        heldOut += static_cast<int>(held.runs.size());
    }
    qInfo("all held-out runs: %d; TPOT within 15 %%: %d; TTFT within 35 %%: %d", heldOut, tpotHits,
          ttftHits);
    QVERIFY2(tpotHits >= 0.80 * heldOut, "TPOT within ±15 % on fewer than 80 % of the runs");
    QVERIFY2(ttftHits >= 0.60 * heldOut, "TTFT within ±35 % on fewer than 60 % of the runs");
}

QTEST_GUILESS_MAIN(TestCalibrationHoldOut)
#include "tst_calibrationholdout.moc"
