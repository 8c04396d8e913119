// SPDX-License-Identifier: GPL-3.0-or-later
// The team catalog's pull and push (docs/team.md, "Pull, push and conflicts", issue 25) against a
// PostgreSQL server of its own (tests/support/postgresserver.h): a pull of 2,000 catalog rows into
// a new document (target < 1 s) and a push of 100 changed rows (target < 300 ms), each the whole
// command in-process (connect, read, compare, write) as `infertco-cli team` runs it. Beside the
// wall time, the CPU time this process spent (the client's own work, the server's not counted): on
// a machine others share, the wall time waits for the processor too, the CPU time does not.
//   cmake --preset release && cmake --build build/release --target bench_team
//   build/release/tests/bench/bench_team
#include "commands.h"
#include "postgresserver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>
#include <ctime>

using namespace infertco;

namespace {

int run(const QStringList &arguments, QString *output = nullptr)
{
    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    const int code = CommandLine(outStream, errStream).run(arguments);
    if (code != 0)
        std::fprintf(stderr, "%s", qPrintable(err));
    if (output)
        *output = out;
    return code;
}

QByteArray regions(int count, int firstChanged, int changedCount, const QString &changedPrice)
{
    QJsonArray array;
    for (int n = 0; n < count; ++n) {
        const bool changed = n >= firstChanged && n < firstChanged + changedCount;
        array.append(QJsonObject{
                { QStringLiteral("id"),
                  QStringLiteral("region-%1").arg(n, 4, 10, QLatin1Char('0')) },
                { QStringLiteral("name"), QStringLiteral("Region %1").arg(n) },
                { QStringLiteral("currency"), QStringLiteral("HKD") },
                { QStringLiteral("electricity_price_per_kwh"),
                  changed ? changedPrice : QStringLiteral("1.%1").arg(n) },
                { QStringLiteral("pue"), QStringLiteral("1.35") },
                { QStringLiteral("staff_cost_per_fte_year"), QStringLiteral("720000.00") },
                { QStringLiteral("source"), QStringLiteral("bench") } });
    }
    return QJsonDocument(
                   QJsonObject{ { QStringLiteral("format"), QStringLiteral("infertco-bundle") },
                                { QStringLiteral("version"), 2 },
                                { QStringLiteral("regions"), array } })
            .toJson();
}

// This process's CPU time, in ms.
double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            && file.write(bytes) == bytes.size();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    infertco::testing::PostgresServer server;
    if (const QString error = server.start(); !error.isEmpty()) {
        std::fprintf(stderr, "bench_team: %s\n", qPrintable(error));
        return 1;
    }
    const QString conn = server.conn();
    QTemporaryDir dir;
    const QString seed = dir.filePath(QStringLiteral("seed.json"));
    if (run({ QStringLiteral("team"), QStringLiteral("init"), conn }) != 0
        || !write(seed, regions(2000, 0, 0, {}))
        || run({ QStringLiteral("team"), QStringLiteral("push"), conn, seed }) != 0)
        return 1;

    constexpr int Runs = 5;
    std::vector<double> pulls;
    std::vector<double> pushes;
    std::vector<double> pullCpu;
    std::vector<double> pushCpu;
    for (int r = 0; r < Runs; ++r) {
        const QString doc = dir.filePath(QStringLiteral("pull-%1.infertco").arg(r));
        QElapsedTimer timer;
        double cpu = cpuMs();
        timer.start();
        if (run({ QStringLiteral("team"), QStringLiteral("pull"), conn, doc }) != 0)
            return 1;
        pulls.push_back(double(timer.nsecsElapsed()) / 1e6);
        pullCpu.push_back(cpuMs() - cpu);

        // 100 rows edited locally (a bundle imported over them), then pushed. The same 100
        // each run, at a new price: a bundle holds every row, so rows changed by an earlier
        // run and given their seed value again would be edits too (200 updated, not 100).
        const QString edit = dir.filePath(QStringLiteral("edit-%1.json").arg(r));
        if (!write(edit, regions(2000, 0, 100, QStringLiteral("2.%1").arg(r + 1)))
            || run({ QStringLiteral("import"), edit, doc }) != 0)
            return 1;
        QString summary;
        cpu = cpuMs();
        timer.restart();
        if (run({ QStringLiteral("team"), QStringLiteral("push"), conn, doc }, &summary) != 0)
            return 1;
        pushes.push_back(double(timer.nsecsElapsed()) / 1e6);
        pushCpu.push_back(cpuMs() - cpu);
        if (!summary.contains(QLatin1String("100 updated"))) {
            std::fprintf(stderr, "bench_team: unexpected push: %s", qPrintable(summary));
            return 1;
        }
    }
    std::sort(pulls.begin(), pulls.end());
    std::sort(pushes.begin(), pushes.end());
    std::printf("team pull of 2000 rows into a new document: median %.1f ms (min %.1f, max %.1f; "
                "target < 1000 ms); client CPU median %.1f ms\n",
                pulls[Runs / 2], pulls.front(), pulls.back(), median(pullCpu));
    std::printf("team push of 100 changed rows (of 2000): median %.1f ms (min %.1f, max %.1f; "
                "target < 300 ms); client CPU median %.1f ms\n",
                pushes[Runs / 2], pushes.front(), pushes.back(), median(pushCpu));
    return 0;
}
