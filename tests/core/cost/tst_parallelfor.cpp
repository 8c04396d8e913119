// SPDX-License-Identifier: GPL-3.0-or-later
// parallelFor, the worker loop the Monte Carlo run and the plan search share: every index runs
// exactly once whatever the thread count, a body that fails stops the run and is reported, a
// cancel set before the start runs nothing.
#include "cost/parallelfor.h"

#include <QTest>

#include <atomic>
#include <vector>

using namespace infertco;

class tst_parallelfor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyIndexOnce_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("threads");
        QTest::newRow("nothing to do") << 0 << 4;
        QTest::newRow("1 index, 4 threads (clamped to 1)") << 1 << 4;
        QTest::newRow("1,000 indices, 1 thread") << 1000 << 1;
        QTest::newRow("1,000 indices, 3 threads") << 1000 << 3;
        QTest::newRow("0 threads taken as 1") << 10 << 0;
    }
    void everyIndexOnce()
    {
        QFETCH(int, count);
        QFETCH(int, threads);
        std::vector<std::atomic<int>> runs(static_cast<size_t>(count));
        const bool ok = parallelFor(count, threads, nullptr, [&](int i) {
            runs[static_cast<size_t>(i)].fetch_add(1);
            return true;
        });
        QVERIFY(ok);
        for (int i = 0; i < count; ++i)
            QCOMPARE(runs[static_cast<size_t>(i)].load(), 1);
    }

    void failingBodyStops()
    {
        // One thread takes the indices in order: index 3 fails, so 0..3 ran and 4..9 did not.
        std::atomic<int> ran{ 0 };
        const bool ok = parallelFor(10, 1, nullptr, [&](int i) {
            ran.fetch_add(1);
            return i != 3;
        });
        QVERIFY(!ok);
        QCOMPARE(ran.load(), 4);
    }

    void cancelledBeforeStart()
    {
        const std::atomic<bool> cancel{ true };
        std::atomic<int> ran{ 0 };
        QVERIFY(parallelFor(10, 2, &cancel, [&](int) {
            ran.fetch_add(1);
            return true;
        }));
        QCOMPARE(ran.load(), 0);
    }
};

QTEST_APPLESS_MAIN(tst_parallelfor)
#include "tst_parallelfor.moc"
