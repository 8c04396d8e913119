// SPDX-License-Identifier: GPL-3.0-or-later
// infertco-cli run as a user runs it (QProcess): exit codes 0/1/2, golden results for bundles
// and documents alike, import/export round trips, and bad files refused untouched (README.md, "The command-line tool").
#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"
#include "io/document/document.h"

#include "clirun.h"
#include "io/document/documentlock.h"
#include "resultcompare.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace infertco;

namespace {

using namespace clitest;

QStringList filesIn(const QString &dir)
{
    QStringList names = QDir(dir).entryList(QDir::Files | QDir::Hidden);
    names.sort();
    return names;
}

QStringList list(std::initializer_list<const char *> texts)
{
    QStringList out;
    for (const char *text : texts)
        out.append(QString::fromUtf8(text));
    return out;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demoDocument;

    QString file(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo::exists(Cli), qPrintable(Cli));
        m_demoDocument = file(QStringLiteral("demo.infertco"));
        const Run run = cli({ QStringLiteral("import"), source(QStringLiteral("data/demo.json")),
                              m_demoDocument });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("created"));
    }

    void goldenResults_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("dc-gpu") << QStringLiteral("dc-gpu");
        QTest::newRow("npu-fallback") << QStringLiteral("npu-fallback");
        QTest::newRow("consumer-tp") << QStringLiteral("consumer-tp");
        QTest::newRow("example-hk (the worked example)")
                << QStringLiteral("example-hk");
        QTest::newRow("example-hk-v2 (the worked version-2 example)")
                << QStringLiteral("example-hk-v2");
        QTest::newRow("v2-growth-tranches") << QStringLiteral("v2-growth-tranches");
        QTest::newRow("v2-rent-term") << QStringLiteral("v2-rent-term");
        QTest::newRow("v2-hybrid-hgx") << QStringLiteral("v2-hybrid-hgx");
        QTest::newRow("v2-residual-curve") << QStringLiteral("v2-residual-curve");
        QTest::newRow("incomplete-rack-fee (an empty rack fee: incomplete options)")
                << QStringLiteral("incomplete-rack-fee");
        QTest::newRow("v4-finance (tax, loans and leases)") << QStringLiteral("v4-finance");
    }

    // The same figures from the bundle and from a document imported from it.
    void goldenResults()
    {
        QFETCH(QString, name);
        const QString bundle = source(QStringLiteral("tests/golden/%1.json").arg(name));
        const QByteArray expected
                = readAll(source(QStringLiteral("tests/golden/%1.expected.json").arg(name)));
        QVERIFY(!expected.isEmpty());

        const Run fromBundle = cli({ QStringLiteral("compute"), bundle, QStringLiteral("--format"),
                                     QStringLiteral("json") });
        QCOMPARE(fromBundle.exitCode, 0);
        QStringList diff = testing::resultDifferences(expected, fromBundle.out);
        QVERIFY2(diff.isEmpty(), qPrintable(diff.join(u'\n')));

        const QString document = file(name + QStringLiteral(".infertco"));
        QCOMPARE(cli({ QStringLiteral("import"), bundle, document }).exitCode, 0);
        const Run fromDocument
                = cli({ QStringLiteral("compute"), document, QStringLiteral("--format=json") });
        QCOMPARE(fromDocument.exitCode, 0);
        diff = testing::resultDifferences(expected, fromDocument.out);
        QVERIFY2(diff.isEmpty(), qPrintable(diff.join(u'\n')));
        QCOMPARE(fromDocument.out, fromBundle.out);
    }

    // docs/method.md, "Fleet" and "The ledger": each bundle of tests/golden/v2-invalid has one version-2 mistake;
    // compute and validate exit 1 and name the item and the field.
    void invalidV2Bundles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("named"); // item and field, as the message names them
        const auto row = [](const char *file, const char *named) {
            QTest::newRow(file) << QString::fromLatin1(file) << QString::fromUtf8(named);
        };
        row("demand-and-growth",
            "scenario \"v2-rent-term\", field \"workload.demand_growth_year\"");
        row("demand-empty", "scenario \"v2-rent-term\", field \"workload.demand\"");
        row("demand-first-not-1",
            "field \"workload.demand\": the first step must start in month 1");
        row("demand-not-increasing", "field \"workload.demand\": step 3 starts in month 7");
        row("demand-beyond-horizon", "field \"workload.demand\": step 3 starts in month 37");
        row("owned-servers-zero", "field \"owned_servers\"");
        row("hybrid-no-rental-offer", "field \"rental_offer\"");
        row("residual-both", "field \"owned.residual_by_year\"");
        row("change-year-minus-1", "accelerator \"gpu-a\", field \"price_change_year\"");
        row("change-year-7-places",
            "region \"hk\", field \"electricity_price_change_year\": has more than 6 decimal");
    }

    void invalidV2Bundles()
    {
        QFETCH(QString, file);
        QFETCH(QString, named);
        const QString bundle = source(QStringLiteral("tests/golden/v2-invalid/%1.json").arg(file));
        for (const QString &command : { QStringLiteral("compute"), QStringLiteral("validate") }) {
            const Run run = cli({ command, bundle });
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(named), qPrintable(run.err));
            QVERIFY(run.out.isEmpty());
        }
    }

    void computeChoosesTheScenario()
    {
        const Run first = cli({ QStringLiteral("compute"), m_demoDocument,
                                QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(first.out)
                         .object()
                         .value(QLatin1String("scenario"))
                         .toString(),
                 QStringLiteral("hk-api"));
        const Run chosen = cli({ QStringLiteral("compute"), m_demoDocument,
                                 QStringLiteral("--scenario"), QStringLiteral("70b-tp"),
                                 QStringLiteral("--format"), QStringLiteral("json") });
        QCOMPARE(chosen.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(chosen.out)
                         .object()
                         .value(QLatin1String("scenario"))
                         .toString(),
                 QStringLiteral("70b-tp"));
        const Run missing = cli({ QStringLiteral("compute"), m_demoDocument,
                                  QStringLiteral("--scenario"), QStringLiteral("nope") });
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains(QLatin1String("scenario \"nope\": is not in this file")));
    }

    void validateNamesWhatItChecked()
    {
        const Run run = cli({ QStringLiteral("validate"), m_demoDocument });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("valid: 21 accelerators, 8 platforms, 30 rental offers, 4 colo "
                                  "offers, 5 regions, 10 scenarios"),
                 run.out.constData());
    }

    // bundle → document → bundle: the exported JSON is what the writer makes of the bundle.
    void importThenExportRoundTrips()
    {
        const Run exported = cli({ QStringLiteral("export"), m_demoDocument });
        QCOMPARE(exported.exitCode, 0);
        const Outcome<Bundle> demo
                = BundleReader::readFile(source(QStringLiteral("data/demo.json")));
        QVERIFY(demo.ok());
        QCOMPARE(exported.out, BundleWriter::toJson(demo.value()));
        const Outcome<Bundle> reread = BundleReader::read(exported.out);
        QVERIFY(reread.ok());
        // And the export of a bundle is the same bytes as the export of its document.
        QCOMPARE(cli({ QStringLiteral("export"), source(QStringLiteral("data/demo.json")) }).out,
                 exported.out);
    }

    // docs/format.md, "The demo documents": the build's step that names the demo in Chinese.
    void importWithNames()
    {
        const QString demo = source(QStringLiteral("data/demo.json"));
        const QString names = source(QStringLiteral("data/demo-names.json"));
        const QString document = file(QStringLiteral("demo.zh_HK.infertco"));
        const Run run = cli({ QStringLiteral("import"), demo, document, QStringLiteral("--names"),
                              names, QStringLiteral("--language"), QStringLiteral("zh_HK") });
        QCOMPARE(run.exitCode, 0);
        const Run computed = cli({ QStringLiteral("compute"), document,
                                   QStringLiteral("--scenario"), QStringLiteral("hk-api") });
        QCOMPARE(computed.exitCode, 0);
        QVERIFY2(computed.out.contains(QStringLiteral(u"H100 SXM 託管，香港").toUtf8()),
                 computed.out.constData());
        QVERIFY(!computed.out.contains("H100 SXM colo, Hong Kong"));

        // --names needs --language, and a bundle INPUT: usage errors.
        const QString other = file(QStringLiteral("names-refused.infertco"));
        QCOMPARE(cli({ QStringLiteral("import"), demo, other, QStringLiteral("--names"), names })
                         .exitCode,
                 2);
        // A language the table does not give, or a table with an entry the demo does not
        // have: refused, nothing written.
        QCOMPARE(cli({ QStringLiteral("import"), demo, other, QStringLiteral("--names"), names,
                       QStringLiteral("--language"), QStringLiteral("fr") })
                         .exitCode,
                 1);
        const QString drifted = file(QStringLiteral("drifted-names.json"));
        QFile table(drifted);
        QVERIFY(table.open(QIODevice::WriteOnly));
        table.write(readAll(names).replace("\"hk-api\":", "\"hk-api-old\":"));
        table.close();
        const Run refused = cli({ QStringLiteral("import"), demo, other, QStringLiteral("--names"),
                                  drifted, QStringLiteral("--language"), QStringLiteral("zh_CN") });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("hk-api-old")), qPrintable(refused.err));
        QVERIFY(!QFileInfo::exists(other));
    }

    void importMergesById()
    {
        const QString document = file(QStringLiteral("merge.infertco"));
        QCOMPARE(cli({ QStringLiteral("import"), source(QStringLiteral("data/catalog.json")),
                       document })
                         .exitCode,
                 0);
        const Run merged = cli(
                { QStringLiteral("import"), source(QStringLiteral("data/demo.json")), document });
        QCOMPARE(merged.exitCode, 0);
        // catalog.json holds 63 items (21 accelerators + 5 platforms + 30 rental offers + 2 colo
        // offers + 5 regions); demo.json has those and 5 demo items, 10 scenarios and 1 request log.
        QVERIFY2(merged.out.contains("(16 added, 63 updated)"), merged.out.constData());
        QCOMPARE(cli({ QStringLiteral("export"), document }).out,
                 cli({ QStringLiteral("export"), m_demoDocument }).out);
    }

    void importQuotesTwiceUpdates()
    {
        const QString document = file(QStringLiteral("quotes.infertco"));
        QVERIFY(QFile::copy(m_demoDocument, document));
        const QString quotes = source(QStringLiteral("tests/core/io/quotes/rental-offers.csv"));
        const Run first = cli({ QStringLiteral("import"), quotes, document });
        QCOMPARE(first.exitCode, 0);
        QVERIFY2(first.out.contains("rental offers: 2 added, 0 updated"), first.out.constData());
        const Run second = cli({ QStringLiteral("import"), quotes, document });
        QCOMPARE(second.exitCode, 0);
        QVERIFY2(second.out.contains("rental offers: 0 added, 2 updated"), second.out.constData());
        const Outcome<Bundle> content = Document::read(document);
        QVERIFY(content.ok());
        QCOMPARE(content.value().catalog.rentalOffers.size(), 30 + 2);
    }

    // Issue 10: two imports at once, one through the real path and one through a symlink,
    // never both report success with one of them lost: the lock is on the file itself.
    void concurrentImportsThroughALinkLoseNothing()
    {
        const QString rental = source(QStringLiteral("tests/core/io/quotes/rental-offers.csv"));
        const QString colo = source(QStringLiteral("tests/core/io/quotes/colo-offers.csv"));
        int bothSucceeded = 0;
        int oneRefused = 0;
        for (int round = 0; round < 12; ++round) {
            QTemporaryDir dir;
            const QString document = dir.filePath(QStringLiteral("race.infertco"));
            const QString link = dir.filePath(QStringLiteral("race-link.infertco"));
            QVERIFY(QFile::copy(m_demoDocument, document));
            QVERIFY(QFile::link(document, link));
            QProcess first;
            QProcess second;
            first.start(Cli, { QStringLiteral("import"), rental, document });
            second.start(Cli, { QStringLiteral("import"), colo, link });
            QVERIFY(first.waitForFinished(30000));
            QVERIFY(second.waitForFinished(30000));
            const Outcome<Bundle> content = Document::read(document);
            QVERIFY2(content.ok(), qPrintable(content.problems().value(0).text()));
            const Catalog &catalog = content.value().catalog;
            const bool rentalIn = catalog.rentalOffers.size() == 30 + 2;
            const bool coloIn = catalog.coloOffers.size() > 4;
            for (QProcess *process : { &first, &second }) {
                const QString err = QString::fromUtf8(process->readAllStandardError());
                if (process->exitCode() != 0)
                    QVERIFY2(err.contains(QLatin1String("already open in")), qPrintable(err));
            }
            if (first.exitCode() == 0)
                QVERIFY2(rentalIn, "the import through the real path reported success but is lost");
            if (second.exitCode() == 0)
                QVERIFY2(coloIn, "the import through the symlink reported success but is lost");
            QVERIFY(first.exitCode() == 0 || second.exitCode() == 0);
            QVERIFY(QFileInfo(link).isSymLink());
            (first.exitCode() == 0 && second.exitCode() == 0 ? bothSucceeded : oneRefused)++;
        }
        qInfo("%d rounds both imports ran one after the other, %d rounds one was refused",
              bothSucceeded, oneRefused);
    }

    // Issue 10: a report never writes over its input, any InferTCO document (whatever its
    // name) or a file held open for editing; exit 1 and the target's bytes unchanged.
    void reportNeverOverwritesADocument_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("target"); // what is passed; "INPUT" is the input itself
        QTest::addColumn<QString>("victim"); // the file that must keep its bytes
        QTest::addColumn<QString>("expected");
        const QString input = QStringLiteral("INPUT");
        QTest::newRow("--csv over the input") << QStringLiteral("--csv") << input << input
                                              << QStringLiteral("is the report's input");
        QTest::newRow("--xlsx over the input") << QStringLiteral("--xlsx") << input << input
                                               << QStringLiteral("is the report's input");
        QTest::newRow("--csv through a symlink to the input")
                << QStringLiteral("--csv") << QStringLiteral("link-to-input.csv") << input
                << QStringLiteral("is the report's input");
        QTest::newRow("--csv through a hard link to the input")
                << QStringLiteral("--csv") << QStringLiteral("hard-link-to-input.csv") << input
                << QStringLiteral("is the report's input");
        QTest::newRow("--csv over another document named .csv")
                << QStringLiteral("--csv") << QStringLiteral("other-document.csv")
                << QStringLiteral("other-document.csv")
                << QStringLiteral("is an InferTCO document");
        QTest::newRow("--csv whose monthly file is a document")
                << QStringLiteral("--csv") << QStringLiteral("summary.csv")
                << QStringLiteral("summary.monthly.csv")
                << QStringLiteral("is an InferTCO document");
        QTest::newRow("--xlsx over another document")
                << QStringLiteral("--xlsx") << QStringLiteral("other.infertco")
                << QStringLiteral("other.infertco") << QStringLiteral("is an InferTCO document");
        QTest::newRow("--xlsx over a file held open for editing")
                << QStringLiteral("--xlsx") << QStringLiteral("held.xlsx")
                << QStringLiteral("held.xlsx") << QStringLiteral("is open for editing");
    }

    void reportNeverOverwritesADocument()
    {
        QFETCH(QString, option);
        QFETCH(QString, target);
        QFETCH(QString, victim);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString input = dir.filePath(QStringLiteral("input.infertco"));
        QVERIFY(QFile::copy(m_demoDocument, input));
        const auto path = [&](const QString &name) {
            return name == QLatin1String("INPUT") ? input : dir.filePath(name);
        };
        QVERIFY(QFile::link(input, dir.filePath(QStringLiteral("link-to-input.csv"))));
        QCOMPARE(::link(QFile::encodeName(input).constData(),
                        QFile::encodeName(dir.filePath(QStringLiteral("hard-link-to-input.csv")))
                                .constData()),
                 0);
        for (const char *copy : { "other-document.csv", "summary.monthly.csv", "other.infertco" })
            QVERIFY(QFile::copy(m_demoDocument, dir.filePath(QString::fromLatin1(copy))));
        QVERIFY(writeAll(dir.filePath(QStringLiteral("held.xlsx")), "someone's workbook"));
        const Outcome<std::unique_ptr<DocumentLock>> held = DocumentLock::acquire(
                dir.filePath(QStringLiteral("held.xlsx")), DocumentLock::Create::No);
        QVERIFY(held.ok());

        const QByteArray before = sha256(path(victim));
        const QStringList filesBefore = QDir(dir.path()).entryList(QDir::Files);
        const Run run = cli({ QStringLiteral("report"), input, option, path(target) });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        QVERIFY2(run.err.contains(QLatin1String("nothing was written")), qPrintable(run.err));
        QCOMPARE(sha256(path(victim)), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), filesBefore);
        QVERIFY(Document::read(input).ok());
    }

    void badQuoteFileImportsNothing()
    {
        const QString document = file(QStringLiteral("bad-quotes.infertco"));
        QVERIFY(QFile::copy(m_demoDocument, document));
        const QByteArray before = sha256(document);
        const QString quotes = file(QStringLiteral("bad-quotes.csv"));
        QVERIFY(writeAll(quotes,
                         "id,region,accelerator,accelerators_per_server,monthly_price,currency\n"
                         "good,us,l40s,4,100,USD\n"
                         "bad,us,l40s,4,-100,USD\n"));
        const Run run = cli({ QStringLiteral("import"), quotes, document });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(
                         QLatin1String("line 3, field \"monthly_price\": must not be negative")),
                 qPrintable(run.err));
        QVERIFY(run.err.contains(QLatin1String("nothing was imported")));
        QCOMPARE(sha256(document), before);
    }

    void reportWritesCsvAndXlsx()
    {
        const QString csv = file(QStringLiteral("report.csv"));
        const QString xlsx = file(QStringLiteral("report.xlsx"));
        const Run run = cli({ QStringLiteral("report"), m_demoDocument,
                              QStringLiteral("--scenario"), QStringLiteral("vision-npu"),
                              QStringLiteral("--csv"), csv, QStringLiteral("--xlsx"), xlsx });
        QCOMPARE(run.exitCode, 0);
        QVERIFY(readAll(csv).startsWith("\xEF\xBB\xBFscenario,option,"));
        QVERIFY(readAll(csv).contains("\r\nvision-npu,"));
        QVERIFY(readAll(file(QStringLiteral("report.monthly.csv"))).contains("\r\nvision-npu,"));
        QVERIFY(readAll(xlsx).startsWith("PK"));
        // One results CSV: `report --csv` holds exactly what `compute --format csv` prints,
        // after the byte-order mark that spreadsheets need.
        const Run computed = cli({ QStringLiteral("compute"), m_demoDocument,
                                   QStringLiteral("--scenario"), QStringLiteral("vision-npu"),
                                   QStringLiteral("--format"), QStringLiteral("csv") });
        QCOMPARE(computed.exitCode, 0);
        QCOMPARE(readAll(csv).mid(3), computed.out);
        QVERIFY(computed.out.contains("\r\nvision-npu,"));
        QVERIFY(computed.out.contains(",total,"));
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("no command") << QStringList() << 2 << "no command given";
        QTest::newRow("unknown command") << list({ "frobnicate" }) << 2 << "unknown command";
        QTest::newRow("compute: two inputs")
                << list({ "compute", "DEMO", "DEMO" }) << 2 << "exactly one INPUT";
        QTest::newRow("compute: bad format")
                << list({ "compute", "DEMO", "--format", "xml" }) << 2 << "--format must be";
        QTest::newRow("import: one argument")
                << list({ "import", "DEMO" }) << 2 << "import takes INPUT and DOC";
        QTest::newRow("import: into itself")
                << list({ "import", "DEMO", "DEMO" }) << 2 << "the same file";
        QTest::newRow("export: unknown option")
                << list({ "export", "DEMO", "--pretty" }) << 2 << "unknown option --pretty";
        QTest::newRow("report: nothing to write")
                << list({ "report", "DEMO" }) << 2 << "report needs --csv FILE";
#ifndef INFERTCO_CLI_PDF
        QTest::newRow("report: --pdf without the GUI")
                << list({ "report", "DEMO", "--pdf", "out.pdf" }) << 2
                << "--pdf needs the GUI build";
#endif
        QTest::newRow("report: --csv without a file")
                << list({ "report", "DEMO", "--csv" }) << 2 << "--csv needs a value";
        QTest::newRow("export: missing file")
                << list({ "export", "no-such-file.infertco" }) << 1 << "does not exist";
        QTest::newRow("validate: missing file")
                << list({ "validate", "no-such-file.json" }) << 1 << "does not exist";
        QTest::newRow("report: unknown scenario")
                << list({ "report", "DEMO", "--scenario", "nope", "--csv", "x.csv" }) << 1
                << "is not in this file";
        // One grammar for every command: an option that does not repeat is refused twice
        // (report refused a second --scenario; compute and sensitivity took the last).
        QTest::newRow("compute: --scenario twice")
                << list({ "compute", "DEMO", "--scenario", "hk-api", "--scenario", "nope" }) << 2
                << "--scenario may be given once";
        QTest::newRow("sensitivity: --format twice")
                << list({ "sensitivity", "DEMO", "--format", "csv", "--format", "json" }) << 2
                << "--format may be given once";
        // The usage goes to standard output (tst_clicommands): nothing on the error stream.
        QTest::newRow("help") << list({ "--help" }) << 0 << QString();
    }

    void exitCodes()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        arguments.replaceInStrings(QStringLiteral("DEMO"), m_demoDocument);
        const QByteArray before = sha256(m_demoDocument);
        const Run run = cli(arguments, inDirectory(m_dir.path()));
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(sha256(m_demoDocument), before);
        QVERIFY(!QFileInfo::exists(file(QStringLiteral("x.csv"))));
    }

    // Every command refuses each kind of bad file with exit code 1 and leaves it as it was.
    void badFilesAreRefusedUntouched_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("message");
        const QList<std::pair<const char *, const char *>> kinds{
            { "random", "it is not an SQLite database" },
            { "foreign", "of another program" },
            { "newer", "was saved by a newer InferTCO" },
            { "truncated", "is truncated" },
            { "badrow", "accelerator \"l40s\", field \"price\": must not be negative" },
        };
        for (const char *command : { "validate", "compute", "export", "report", "import" }) {
            for (const auto &[kind, message] : kinds) {
                QTest::addRow("%s %s", command, kind)
                        << QString::fromLatin1(kind) << QString::fromLatin1(command)
                        << QString::fromLatin1(message);
            }
        }
    }

    void badFilesAreRefusedUntouched()
    {
        QFETCH(QString, kind);
        QFETCH(QString, command);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.infertco"));
        if (kind == QLatin1String("random")) {
            QByteArray bytes(3000, '\0');
            for (qsizetype i = 0; i < bytes.size(); ++i)
                bytes[i] = char((i * 131 + 7) % 256);
            QVERIFY(writeAll(path, bytes));
        } else if (kind == QLatin1String("foreign")) {
            sqlite3 *db = nullptr;
            QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &db), SQLITE_OK);
            QCOMPARE(sqlite3_exec(db, "CREATE TABLE t (x)", nullptr, nullptr, nullptr), SQLITE_OK);
            sqlite3_close(db);
        } else {
            QVERIFY(QFile::copy(m_demoDocument, path));
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
            if (kind == QLatin1String("newer")) {
                QVERIFY(rawSql(path, "PRAGMA user_version = 99").isEmpty()); // beyond any migration
            } else if (kind == QLatin1String("truncated")) {
                QVERIFY(writeAll(path, readAll(path).left(20000)));
            } else {
                QVERIFY(rawSql(path,
                               "PRAGMA ignore_check_constraints = ON; UPDATE accelerator "
                               "SET price = '-1' WHERE id = 'l40s'")
                                .isEmpty());
            }
        }
        const QByteArray before = sha256(path);
        const QStringList filesBefore = filesIn(dir.path());

        QStringList arguments{ command };
        if (command == QLatin1String("import"))
            arguments << source(QStringLiteral("data/catalog.json")) << path;
        else
            arguments << path;
        if (command == QLatin1String("report"))
            arguments << QStringLiteral("--csv") << dir.filePath(QStringLiteral("r.csv"));
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY2(run.err.startsWith(path), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
        QCOMPARE(sha256(path), before);
        QCOMPARE(filesIn(dir.path()), filesBefore);
    }

    // Issue 21 item 23: a report goes only to a regular file or a new name. A named pipe or a
    // link to one made `report` hang (its check opened and read the target); a device was
    // replaced by a regular file (the rename of the save). Each is refused, exit 1, within
    // seconds, and left as it was.
    void reportRefusesTargetsThatAreNotFiles_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("expected");
        for (const char *option : { "--csv", "--xlsx" }) {
            const QString o = QString::fromLatin1(option);
            QTest::addRow("%s to a named pipe", option)
                    << o << QStringLiteral("pipe") << QStringLiteral("a named pipe (FIFO)");
            QTest::addRow("%s to a link to a named pipe", option)
                    << o << QStringLiteral("link-to-pipe") << QStringLiteral("a named pipe");
            QTest::addRow("%s to a device", option)
                    << o << QStringLiteral("device") << QStringLiteral("a device");
            QTest::addRow("%s to a folder", option)
                    << o << QStringLiteral("folder") << QStringLiteral("a folder");
        }
        QTest::newRow("--csv whose monthly file is a named pipe")
                << QStringLiteral("--csv") << QStringLiteral("report.csv")
                << QStringLiteral("a named pipe");
    }

    void reportRefusesTargetsThatAreNotFiles()
    {
        QFETCH(QString, option);
        QFETCH(QString, target);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const auto path = [&](const char *name) { return dir.filePath(QString::fromLatin1(name)); };
        QCOMPARE(::mkfifo(QFile::encodeName(path("pipe")).constData(), 0600), 0);
        QCOMPARE(::mkfifo(QFile::encodeName(path("report.monthly.csv")).constData(), 0600), 0);
        QVERIFY(QFile::link(path("pipe"), path("link-to-pipe")));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
        // A node of /dev/full's numbers (1:7) of its own, so that a wrong rename can never
        // replace the machine's device; without root, /dev/full itself (which then cannot be
        // replaced either).
        QString device = path("device");
        if (::mknod(QFile::encodeName(device).constData(), S_IFCHR | 0666, makedev(1, 7)) != 0)
            device = QStringLiteral("/dev/full");
        const QString chosen = target == QLatin1String("device") ? device : dir.filePath(target);
        // What must stay as it was: the target, or for report.csv its .monthly.csv.
        const QString kept
                = target == QLatin1String("report.csv") ? path("report.monthly.csv") : chosen;
        struct stat before
        {
        };
        QCOMPARE(::lstat(QFile::encodeName(kept).constData(), &before), 0);
        const QStringList entries
                = QDir(dir.path())
                          .entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
        CliOptions options;
        options.timeoutMs = 20000; // the guard: a hang is a failure, not a stuck suite
        const Run run = cli({ QStringLiteral("report"), m_demoDocument, option, chosen }, options);
        QVERIFY2(run.exitCode != -1, "report did not finish within 20 s");
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        QVERIFY2(run.err.contains(QLatin1String("nothing was written")), qPrintable(run.err));
        struct stat after
        {
        };
        QCOMPARE(::lstat(QFile::encodeName(kept).constData(), &after), 0);
        QCOMPARE(after.st_mode, before.st_mode);
        QCOMPARE(after.st_ino, before.st_ino);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot),
                 entries);
    }

    // Issue 21 item 22: a disk that fills part-way makes write() stop short without an error;
    // the report then said "wrote" over a cut file. Here the child may not write files past
    // a limit (RLIMIT_FSIZE: short writes, then EFBIG, as on a full disk): exit 1, the
    // earlier report as it was, no partial file beside it.
    void reportCutShortKeepsTheEarlierFile_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<qint64>("limit");
        for (const char *option : { "--csv", "--xlsx" }) {
            for (const qint64 limit : { 100, 4096, 20000 })
                QTest::addRow("%s cut at %lld bytes", option, qlonglong(limit))
                        << QString::fromLatin1(option) << limit;
        }
    }

    void reportCutShortKeepsTheEarlierFile()
    {
        QFETCH(QString, option);
        QFETCH(qint64, limit);
        QTemporaryDir dir;
        const QString target
                = dir.filePath(option == QLatin1String("--csv") ? QStringLiteral("report.csv")
                                                                : QStringLiteral("report.xlsx"));
        const QByteArray earlier("the earlier, complete report\n");
        QVERIFY(writeAll(target, earlier));
        const QStringList entries = QDir(dir.path()).entryList(QDir::Files);
        CliOptions options;
        options.fileSizeLimit = limit;
        const Run run = cli({ QStringLiteral("report"), m_demoDocument, option, target }, options);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("cannot be written")), qPrintable(run.err));
        QVERIFY2(!run.out.contains("wrote"), run.out.constData());
        QCOMPARE(readAll(target), earlier);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), entries);
    }

    // The same on a real volume that fills: a 256 KiB tmpfs at fill levels from full to
    // roomy. Mounting needs root (CI runs as root); elsewhere the test above stands in.
    void reportOnAFullDiskKeepsTheEarlierFile_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<qint64>("freeBytes");
        QTest::addColumn<bool>("fits");
        // The demo's report is about 34 KiB (each CSV file, or the workbook).
        for (const char *option : { "--csv", "--xlsx" }) {
            for (const qint64 free : { 0, 8192, 20480, 28672 })
                QTest::addRow("%s, %lld bytes free", option, qlonglong(free))
                        << QString::fromLatin1(option) << free << false;
            QTest::addRow("%s, room for it", option)
                    << QString::fromLatin1(option) << qint64(200 * 1024) << true;
        }
    }

    void reportOnAFullDiskKeepsTheEarlierFile()
    {
        QFETCH(QString, option);
        QFETCH(qint64, freeBytes);
        QFETCH(bool, fits);
        QTemporaryDir dir;
        const QString mountPoint = dir.filePath(QStringLiteral("tiny"));
        const infertco::testing::TinyTmpfs volume(mountPoint, 256 * 1024);
        if (!volume.mounted())
            QSKIP(qPrintable(QStringLiteral("a tmpfs cannot be mounted here (%1; it needs root); "
                                            "reportCutShortKeepsTheEarlierFile covers the same "
                                            "with a file size limit")
                                     .arg(volume.error())));
        const bool csv = option == QLatin1String("--csv");
        const QString target = mountPoint
                + (csv ? QStringLiteral("/report.csv") : QStringLiteral("/report.xlsx"));
        // The whole report, to know its size and that it does not fit the levels tested.
        const QString whole
                = dir.filePath(csv ? QStringLiteral("whole.csv") : QStringLiteral("whole.xlsx"));
        QCOMPARE(cli({ QStringLiteral("report"), m_demoDocument, option, whole }).exitCode, 0);
        QVERIFY2(fits || QFileInfo(whole).size() > freeBytes + 4096,
                 qPrintable(QString::number(QFileInfo(whole).size())));

        const QByteArray earlier("the earlier, complete report\n");
        QVERIFY(writeAll(target, earlier));
        if (csv)
            QVERIFY(writeAll(mountPoint + QStringLiteral("/report.monthly.csv"), earlier));
        QVERIFY(volume.fillLeaving(freeBytes));
        const QStringList entries = QDir(mountPoint).entryList(QDir::Files);
        const Run run = cli({ QStringLiteral("report"), m_demoDocument, option, target });
        if (fits) {
            QCOMPARE(run.exitCode, 0);
            if (csv) {
                QCOMPARE(readAll(target), readAll(whole));
            } else { // a workbook carries the time it was made: its size may differ a little
                QVERIFY(readAll(target).startsWith("PK"));
                QVERIFY(qAbs(QFileInfo(target).size() - QFileInfo(whole).size()) < 64);
            }
            return;
        }
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(!run.out.contains("wrote"), run.out.constData());
        QCOMPARE(readAll(target), earlier);
        if (csv)
            QCOMPARE(readAll(mountPoint + QStringLiteral("/report.monthly.csv")), earlier);
        QCOMPARE(QDir(mountPoint).entryList(QDir::Files), entries);
    }

    // Issue 21 item 24, docs/format.md, "Unknown keys": an unknown key is a warning on standard error naming the
    // nearest known one; validate --strict and import --strict refuse the file (exit 1) and
    // import creates nothing.
    void unknownKeysWarnAndStrictRefuses()
    {
        QByteArray json = readAll(source(QStringLiteral("data/demo.json")));
        const qsizetype at = json.indexOf("\"discount_rate_year\"");
        QVERIFY(at > 0);
        json.replace(at, qstrlen("\"discount_rate_year\""), "\"discount_rate_yr\"");
        json.replace(json.indexOf('{'), 1, "{\"acelerators\": [],");
        const QString bundle = file(QStringLiteral("misspelt.json"));
        QVERIFY(writeAll(bundle, json));

        const Run validate = cli({ QStringLiteral("validate"), bundle });
        QCOMPARE(validate.exitCode, 0);
        QVERIFY2(validate.err.contains(QStringLiteral(
                         "misspelt.json: warning: the bundle, field \"acelerators\": is not a "
                         "field InferTCO knows, so it was ignored; did you mean accelerators?")),
                 qPrintable(validate.err));
        QVERIFY2(validate.err.contains(QLatin1String(
                         "field \"discount_rate_yr\": is not a field InferTCO knows, so it was "
                         "ignored (in 1 item); did you mean discount_rate_year?")),
                 qPrintable(validate.err));
        QVERIFY(validate.out.contains("valid: "));

        const Run strict = cli({ QStringLiteral("validate"), QStringLiteral("--strict"), bundle });
        QCOMPARE(strict.exitCode, 1);
        QVERIFY2(strict.err.contains(QLatin1String("did you mean discount_rate_year?")),
                 qPrintable(strict.err));
        QVERIFY2(strict.err.contains(QLatin1String("refused under --strict")),
                 qPrintable(strict.err));
        QVERIFY(strict.out.isEmpty());

        const QString document = file(QStringLiteral("strict.infertco"));
        const Run refused
                = cli({ QStringLiteral("import"), QStringLiteral("--strict"), bundle, document });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY(!QFileInfo::exists(document));
        const Run imported = cli({ QStringLiteral("import"), bundle, document });
        QCOMPARE(imported.exitCode, 0);
        QVERIFY(imported.err.contains(QLatin1String("did you mean discount_rate_year?")));
        QVERIFY(QFileInfo::exists(document));

        // A bundle without unknown keys passes --strict, silently.
        const Run clean = cli({ QStringLiteral("validate"), QStringLiteral("--strict"),
                                source(QStringLiteral("data/demo.json")) });
        QCOMPARE(clean.exitCode, 0);
        QCOMPARE(clean.err, QString());
    }

    // Issue 21 item 24: text that Qt would change is refused with its line and column.
    void invalidUnicodeIsRefused()
    {
        QByteArray json = readAll(source(QStringLiteral("data/demo.json")));
        const qsizetype at = json.indexOf("\"name\": \"");
        QVERIFY(at > 0);
        json.insert(at + qstrlen("\"name\": \""), "\\udc00");
        const QString bundle = file(QStringLiteral("surrogate.json"));
        QVERIFY(writeAll(bundle, json));
        const int line = int(json.left(at).count('\n')) + 1;
        const Run run = cli({ QStringLiteral("validate"), bundle });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("\"\\udc00\", the second half of a surrogate "
                                                 "pair without its first half, at line %1")
                                          .arg(line)),
                 qPrintable(run.err));
    }

    // Issue 21 item 18: INFERTCO_LANGUAGE chooses the language of a run.
    void languageFromTheEnvironment()
    {
        CliOptions chinese;
        chinese.environment = { { "INFERTCO_LANGUAGE", "zh_CN" } };
        const QStringList arguments{ QStringLiteral("validate"),
                                     file(QStringLiteral("no-such-file.json")) };
        const Run english = cli(arguments);
        QCOMPARE(english.exitCode, 1);
        QVERIFY2(english.err.contains(QLatin1String("does not exist")), qPrintable(english.err));
        const Run translated = cli(arguments, chinese);
        QCOMPARE(translated.exitCode, 1);
        QVERIFY2(!translated.err.contains(QLatin1String("does not exist")),
                 qPrintable(translated.err));
        QVERIFY2(translated.err.contains(QStringLiteral("不存在")), qPrintable(translated.err));
    }

    // Another process holding the document: import is refused, naming it; reading works.
    void lockedDocument()
    {
        const QString document = file(QStringLiteral("locked.infertco"));
        QVERIFY(QFile::copy(m_demoDocument, document));
        Outcome<std::unique_ptr<Document>> held = Document::open(document);
        QVERIFY(held.ok());
        const QByteArray before = sha256(document);
        const Run import = cli({ QStringLiteral("import"),
                                 source(QStringLiteral("data/catalog.json")), document });
        QCOMPARE(import.exitCode, 1);
        QVERIFY2(import.err.contains(QStringLiteral("is already open in tst_cli (process %1 on ")
                                             .arg(QCoreApplication::applicationPid())),
                 qPrintable(import.err));
        QCOMPARE(sha256(document), before);
        QCOMPARE(cli({ QStringLiteral("compute"), document }).exitCode, 0);
        held.value().reset();
        QCOMPARE(cli({ QStringLiteral("import"), source(QStringLiteral("data/catalog.json")),
                       document })
                         .exitCode,
                 0);
    }

    // docs/method.md, "Numbers" (issue: counts never wrap): a peak of 999,999,999 tokens/s on replicas of about
    // 0.3 tokens/s (20,000-token prompts, one output token, batch 1) needs billions of cards.
    // Every option comes back infeasible naming the count, exit 0, and no figure in the JSON
    // is negative.
    void countsNeverWrap()
    {
        QJsonObject bundle
                = QJsonDocument::fromJson(
                          readAll(source(QStringLiteral("tests/golden/example-hk.json"))))
                          .object();
        QJsonArray scenarios = bundle.value(QLatin1String("scenarios")).toArray();
        QJsonObject scenario = scenarios.at(0).toObject();
        QJsonObject workload = scenario.value(QLatin1String("workload")).toObject();
        workload.insert(QLatin1String("peak_output_tokens_per_s"), 999999999);
        workload.insert(QLatin1String("max_batch"), 1);
        workload.insert(QLatin1String("prompt_tokens"), 20000);
        workload.insert(QLatin1String("output_tokens"), 1);
        workload.insert(QLatin1String("tpot_ms"), 100000);
        scenario.insert(QLatin1String("workload"), workload);
        scenarios.replace(0, scenario);
        bundle.insert(QLatin1String("scenarios"), scenarios);
        const QString path = file(QStringLiteral("too-many.json"));
        QVERIFY(writeAll(path, QJsonDocument(bundle).toJson()));

        const Run run = cli({ QStringLiteral("compute"), path, QStringLiteral("--format"),
                              QStringLiteral("json") });
        QCOMPARE(run.exitCode, 0);
        const QJsonArray options = QJsonDocument::fromJson(run.out)
                                           .object()
                                           .value(QLatin1String("options"))
                                           .toArray();
        QCOMPARE(options.size(), 3);
        for (const QJsonValue &value : options) {
            const QJsonObject option = value.toObject();
            QCOMPARE(option.value(QLatin1String("feasible")).toBool(true), false);
            const QString reason = option.value(QLatin1String("reason")).toString();
            QVERIFY2(reason.contains(QLatin1String("more than the 1,000,000,000")),
                     qPrintable(reason));
            QVERIFY(!option.contains(QLatin1String("totals")));
        }
        QVERIFY2(!run.out.contains(": -"), run.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
