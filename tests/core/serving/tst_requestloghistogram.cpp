// SPDX-License-Identifier: GPL-3.0-or-later
// What the window draws of a request log (docs/serving.md, "Request logs"), binned in core: the
// lengths in bins whose bounds double, and the arrivals per minute, binned wider on a long log
// so that a chart never gets more than its bound of points.
#include "serving/requestloghistogram.h"

#include <QTest>

using namespace infertco;

namespace {

RequestLogRows rowsOf(std::vector<RequestLogRow> rows)
{
    return RequestLogRows(std::move(rows));
}

} // namespace

class TestRequestLogHistogram : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lengthBins_data();
    void lengthBins();
    void arrivals_data();
    void arrivals();
    void longestLogStaysBounded();
};

void TestRequestLogHistogram::lengthBins_data()
{
    QTest::addColumn<std::vector<RequestLogRow>>("rows");
    QTest::addColumn<QList<LengthBin>>("bins");
    // Prompts 1, 5, 1000; outputs 1, 2, 3. Bins [1,1] [2,3] [4,7] … [512,1023]: prompt 1 and
    // outputs 1 in the first; outputs 2 and 3 in [2,3]; prompt 5 in [4,7]; prompt 1000 in
    // [512,1023] (floor(log2 1000) = 9); the bins between are drawn empty.
    QList<LengthBin> spread{ { 1, 1, 1, 1 },     { 2, 3, 0, 2 },     { 4, 7, 1, 0 },
                             { 8, 15, 0, 0 },    { 16, 31, 0, 0 },   { 32, 63, 0, 0 },
                             { 64, 127, 0, 0 },  { 128, 255, 0, 0 }, { 256, 511, 0, 0 },
                             { 512, 1023, 1, 0 } };
    QTest::newRow("1 to 1000 tokens")
            << std::vector<RequestLogRow>{ { 0, 1, 1 }, { 5, 5, 2 }, { 9, 1000, 3 } } << spread;
    // From the shortest length's bin: 64 and 127 share [64,127]; 128 starts [128,255].
    QTest::newRow("from the shortest bin")
            << std::vector<RequestLogRow>{ { 0, 127, 64 }, { 1, 128, 100 } }
            << QList<LengthBin>{ { 64, 127, 1, 2 }, { 128, 255, 1, 0 } };
    // The largest length a log may hold, 10,000,000, is in [2^23, 2^24 − 1].
    QTest::newRow("the longest allowed")
            << std::vector<RequestLogRow>{ { 0, 10000000, 10000000 }, { 1, 8388608, 8388608 } }
            << QList<LengthBin>{ { 8388608, 16777215, 2, 2 } };
}

void TestRequestLogHistogram::lengthBins()
{
    QFETCH(std::vector<RequestLogRow>, rows);
    QFETCH(QList<LengthBin>, bins);
    QCOMPARE(lengthHistogram(rowsOf(rows)), bins);
}

void TestRequestLogHistogram::arrivals_data()
{
    QTest::addColumn<std::vector<RequestLogRow>>("rows");
    QTest::addColumn<int>("maxBins");
    QTest::addColumn<int>("binMinutes");
    QTest::addColumn<QList<qint64>>("counts");
    QTest::addColumn<QList<double>>("perMinute");
    // Arrivals at 0, 30 s, 61 s and 125 s from a first row at 5 s: minutes [0,60) 2, [60,120)
    // 1, [120,180) 1. The times count from the first row, whatever the log's origin.
    const std::vector<RequestLogRow> rows{
        { 5000000, 1, 1 }, { 35000000, 1, 1 }, { 66000000, 1, 1 }, { 130000000, 1, 1 }
    };
    QTest::newRow("a minute a bin")
            << rows << 240 << 1 << QList<qint64>{ 2, 1, 1 } << QList<double>{ 2, 1, 1 };
    // Three minutes in at most 2 bins: ceil(3 / 2) = 2 minutes a bin, [0,120 s) holds 3 rows
    // (1.5 a minute) and [120,240 s) 1 (0.5 a minute).
    QTest::newRow("two minutes a bin")
            << rows << 2 << 2 << QList<qint64>{ 3, 1 } << QList<double>{ 1.5, 0.5 };
    // A row exactly at 60 s belongs to the second minute.
    QTest::newRow("on the minute") << std::vector<RequestLogRow>{ { 0, 1, 1 }, { 60000000, 1, 1 } }
                                   << 240 << 1 << QList<qint64>{ 1, 1 } << QList<double>{ 1, 1 };
}

void TestRequestLogHistogram::arrivals()
{
    QFETCH(std::vector<RequestLogRow>, rows);
    QFETCH(int, maxBins);
    QFETCH(int, binMinutes);
    QFETCH(QList<qint64>, counts);
    QFETCH(QList<double>, perMinute);
    const ArrivalsPerMinute arrivals = arrivalsPerMinute(rowsOf(rows), maxBins);
    QCOMPARE(arrivals.binMinutes, binMinutes);
    QCOMPARE(arrivals.counts, counts);
    QCOMPARE(arrivals.perMinute, perMinute);
}

void TestRequestLogHistogram::longestLogStaysBounded()
{
    // A log over 2^53 − 1 µs (285 years) still gives at most 240 bins, every row counted.
    const qint64 last = (qint64(1) << 53) - 1;
    const ArrivalsPerMinute arrivals
            = arrivalsPerMinute(rowsOf({ { 0, 1, 1 }, { last / 2, 1, 1 }, { last, 1, 1 } }));
    QVERIFY(arrivals.counts.size() <= 240);
    qint64 total = 0;
    for (const qint64 count : arrivals.counts)
        total += count;
    QCOMPARE(total, qint64(3));
    QCOMPARE(arrivals.counts.last(), qint64(1));
}

QTEST_APPLESS_MAIN(TestRequestLogHistogram)
#include "tst_requestloghistogram.moc"
