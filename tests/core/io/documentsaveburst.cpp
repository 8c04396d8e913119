// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper for tst_documentcrash: a process that is killed while it writes a document.
//
//   document_save_burst burst DOC PREFIX   open DOC and save forever, each save adding region
//                                          PREFIX-<n>; prints "committed <n>" after each save
//   document_save_burst die DOC            change every row in one transaction with a tiny
//                                          page cache (so the file itself is written before
//                                          the commit) and SIGKILL itself before committing
#include "io/document/document.h"

#include <QCoreApplication>
#include <QFile>

#include <csignal>
#include <cstdio>

#include <sqlite3.h>

using namespace infertco;

namespace {

int burst(const QString &path, const QString &prefix)
{
    Outcome<std::unique_ptr<Document>> document = Document::open(path);
    if (!document.ok()) {
        std::fprintf(stderr, "open: %s\n", qPrintable(document.problems().first().text()));
        return 1;
    }
    Outcome<Bundle> content = document.value()->load();
    if (!content.ok())
        return 1;
    Bundle bundle = content.value();
    const Region model = bundle.catalog.regions.first();
    for (int n = 1;; ++n) {
        Region region = model;
        region.id = QStringLiteral("%1-%2").arg(prefix).arg(n);
        bundle.catalog.regions.append(region);
        const Problems problems = document.value()->save(bundle);
        if (!problems.isEmpty()) {
            std::fprintf(stderr, "save: %s\n", qPrintable(problems.first().text()));
            return 1;
        }
        std::printf("committed %d\n", n);
        std::fflush(stdout);
    }
}

int dieMidTransaction(const QString &path)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READWRITE, nullptr)
        != SQLITE_OK)
        return 1;
    const char *sql = "PRAGMA cache_size = 2;"
                      "BEGIN IMMEDIATE;"
                      "UPDATE accelerator SET notes = notes || printf('%.*c', 4000, 'x');"
                      "UPDATE region SET notes = notes || printf('%.*c', 4000, 'y');"
                      "DELETE FROM scenario_option;";
    if (sqlite3_exec(db, sql, nullptr, nullptr, nullptr) != SQLITE_OK)
        return 1;
    std::printf("uncommitted\n");
    std::fflush(stdout);
    std::raise(SIGKILL);
    return 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() == 4 && arguments.at(1) == QLatin1String("burst"))
        return burst(arguments.at(2), arguments.at(3));
    if (arguments.size() == 3 && arguments.at(1) == QLatin1String("die"))
        return dieMidTransaction(arguments.at(2));
    std::fprintf(stderr, "usage: document_save_burst burst DOC PREFIX | die DOC\n");
    return 2;
}
