// SPDX-License-Identifier: GPL-3.0-or-later
// `infertco-cli simulate` and `compute --latency` (docs/serving.md, "Latency at the peak-month
// load") run as a user runs them: the latency object per option, the rate / concurrency /
// peak-month loads, --sweep, and exit 2 for a bad number, exit 1 naming an unknown or infeasible
// --option.
#include "clirun.h"
#include "resultcompare.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace clitest;

namespace {

QStringList list(std::initializer_list<const char *> texts)
{
    QStringList out;
    for (const char *text : texts)
        out.append(QString::fromUtf8(text));
    return out;
}

QJsonObject json(const Run &run)
{
    return QJsonDocument::fromJson(run.out).object();
}

} // namespace

class TestSimulateCommand : public QObject
{
    Q_OBJECT

private:
    const QString m_v2 = source("tests/golden/example-hk-v2.json");

private Q_SLOTS:
    void badArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("rate 0") << list({ "--rate", "0" }) << 2 << "--rate must be";
        QTest::newRow("rate negative") << list({ "--rate=-1" }) << 2 << "--rate must be";
        QTest::newRow("rate not a number") << list({ "--rate", "fast" }) << 2 << "--rate must be";
        QTest::newRow("rate infinite") << list({ "--rate", "inf" }) << 2 << "--rate must be";
        QTest::newRow("concurrency 0")
                << list({ "--concurrency", "0" }) << 2 << "--concurrency must be";
        QTest::newRow("concurrency 1.5")
                << list({ "--concurrency", "1.5" }) << 2 << "--concurrency must be";
        QTest::newRow("rate and concurrency")
                << list({ "--rate", "1", "--concurrency", "4" }) << 2 << "exclude each other";
        QTest::newRow("requests 499") << list({ "--requests", "499" }) << 2 << "--requests must be";
        QTest::newRow("requests 1000001")
                << list({ "--requests", "1000001" }) << 2 << "--requests must be";
        QTest::newRow("seed negative") << list({ "--seed", "-1" }) << 2 << "--seed must be";
        QTest::newRow("seed 2^63")
                << list({ "--seed", "9223372036854775808" }) << 2 << "--seed must be";
        QTest::newRow("format csv") << list({ "--format", "csv" }) << 2 << "--format must be";
        QTest::newRow("unknown option") << list({ "--load", "3" }) << 2 << "unknown option --load";
        QTest::newRow("--option unknown")
                << list({ "--option", "TPU rent" }) << 1 << "option \"TPU rent\"";
    }

    void badArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Run run = cli(QStringList{ QStringLiteral("simulate"), m_v2 } + arguments);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    void infeasibleOptionIsNamed()
    {
        const Run run
                = cli({ QStringLiteral("simulate"), source("tests/golden/npu-fallback.json"),
                        QStringLiteral("--option"), QStringLiteral("NPU-A in GPU-only server") });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("option \"NPU-A in GPU-only server\"")),
                 qPrintable(run.err));
        QVERIFY2(run.err.contains(QLatin1String("not feasible")), qPrintable(run.err));
    }

    // The peak-month load by default: 2600 tokens/s / 300 tokens / 3 replicas = 2.889
    // requests/s per NPU replica; only the named option; the same bytes twice.
    void peakMonthLoadOfOneOption()
    {
        const QStringList arguments{ QStringLiteral("simulate"),   m_v2,
                                     QStringLiteral("--option"),   QStringLiteral("NPU colo"),
                                     QStringLiteral("--requests"), QStringLiteral("500"),
                                     QStringLiteral("--format"),   QStringLiteral("json") };
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, 0);
        const QJsonObject out = json(run);
        QCOMPARE(out.value(QLatin1String("scenario")).toString(), QStringLiteral("example-v2"));
        const QJsonArray options = out.value(QLatin1String("options")).toArray();
        QCOMPARE(options.size(), 1);
        QCOMPARE(options.at(0)[QLatin1String("name")].toString(), QStringLiteral("NPU colo"));
        const QJsonObject latency = options.at(0)[QLatin1String("latency")].toObject();
        QCOMPARE(latency.value(QLatin1String("rate_per_replica")).toDouble(), 2.889);
        for (const char *key : { "ttft_ms", "tpot_ms", "e2e_ms" }) {
            const QJsonObject p = latency.value(QLatin1String(key)).toObject();
            QVERIFY(p.value(QLatin1String("p50")).toDouble() > 0);
            QVERIFY(p.value(QLatin1String("p50")).toDouble()
                    <= p.value(QLatin1String("p90")).toDouble());
            QVERIFY(p.value(QLatin1String("p90")).toDouble()
                    <= p.value(QLatin1String("p99")).toDouble());
        }
        QVERIFY(latency.value(QLatin1String("slo_capacity_tokens_per_s")).toDouble() > 0);
        QVERIFY(!latency.contains(QLatin1String("sweep")));
        QCOMPARE(cli(arguments).out, run.out);
    }

    // A fixed concurrency has no rate; --rate sets it; --sweep adds ten points at 10 %…100 %
    // of the capacity.
    void loads()
    {
        const QStringList base{ QStringLiteral("simulate"),     m_v2,
                                QStringLiteral("--option"),     QStringLiteral("L40S rent"),
                                QStringLiteral("--requests"),   QStringLiteral("500"),
                                QStringLiteral("--format=json") };
        const Run closed = cli(base + list({ "--concurrency", "8" }));
        QCOMPARE(closed.exitCode, 0);
        QVERIFY(json(closed)[QLatin1String("options")][0][QLatin1String("latency")]
                            [QLatin1String("rate_per_replica")]
                                    .isNull());
        const Run rated = cli(base + list({ "--rate", "1.25" }));
        QCOMPARE(rated.exitCode, 0);
        QCOMPARE(json(rated)[QLatin1String("options")][0][QLatin1String("latency")]
                            [QLatin1String("rate_per_replica")]
                                    .toDouble(),
                 1.25);
        const Run swept = cli(base + list({ "--sweep" }));
        QCOMPARE(swept.exitCode, 0);
        const QJsonObject latency
                = json(swept)[QLatin1String("options")][0][QLatin1String("latency")].toObject();
        const QJsonArray sweep = latency.value(QLatin1String("sweep")).toArray();
        QCOMPARE(sweep.size(), 10);
        const double capacityPerS
                = latency.value(QLatin1String("slo_capacity_tokens_per_s")).toDouble() / 300;
        QCOMPARE(sweep.at(0)[QLatin1String("load")].toDouble(), 0.1);
        QCOMPARE(sweep.at(9)[QLatin1String("load")].toDouble(), 1.0);
        // The last point runs at the capacity itself (each printed at 0.001).
        QVERIFY(std::abs(sweep.at(9)[QLatin1String("rate_per_replica")].toDouble() - capacityPerS)
                < 0.001);
        // Table output names the option and the percentiles.
        const Run table = cli({ QStringLiteral("simulate"), m_v2, QStringLiteral("--requests"),
                                QStringLiteral("500") });
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("L40S own 1, rent the rest"));
        QVERIFY(table.out.contains("TTFT ms"));
    }

    // The worked v3 example (copied into tests/golden): money and sizing exactly, times within
    // 0.1 %, from the bundle and from a document imported from it.
    void workedExampleV3_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        QTest::newRow("example-v2 --latency (sized by averages)")
                << list({ "--scenario", "example-v2", "--latency" })
                << QStringLiteral("example-hk-v3-average");
        QTest::newRow("example-v2-p99 (sized by P99)")
                << list({ "--scenario", "example-v2-p99" }) << QStringLiteral("example-hk-v3-p99");
    }

    void workedExampleV3()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        const Run run = cli(QStringList{ QStringLiteral("compute"),
                                         source("tests/golden/example-hk-v3.json"),
                                         QStringLiteral("--format"), QStringLiteral("json") }
                            + arguments);
        QCOMPARE(run.exitCode, 0);
        QFile file(source(QStringLiteral("tests/golden/%1.expected.json").arg(expected)));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList diff = infertco::testing::resultDifferences(file.readAll(), run.out);
        QVERIFY2(diff.isEmpty(), qPrintable(diff.join(u'\n')));
    }

    // compute --latency: every feasible option carries roofline and latency; without it,
    // roofline only.
    void computeLatency()
    {
        const Run plain = cli({ QStringLiteral("compute"), m_v2, QStringLiteral("--format"),
                                QStringLiteral("json") });
        QCOMPARE(plain.exitCode, 0);
        QVERIFY(!plain.out.contains("\"latency\""));
        QVERIFY(plain.out.contains("\"roofline\""));
        const Run withLatency = cli({ QStringLiteral("compute"), m_v2, QStringLiteral("--latency"),
                                      QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(withLatency.exitCode, 0);
        for (const QJsonValue option : json(withLatency)[QLatin1String("options")].toArray()) {
            QVERIFY(option[QLatin1String("roofline")].isObject());
            QVERIFY(option[QLatin1String("latency")].isObject());
        }
    }
};

QTEST_GUILESS_MAIN(TestSimulateCommand)
#include "tst_simulatecommand.moc"
