// SPDX-License-Identifier: GPL-3.0-or-later
// infertco-cli run as a user runs it (QProcess), on what can go wrong around its input and
// output (issue 10): a full disk under stdout, duplicate JSON keys, non-finite numbers and
// over-long texts in a document, quotes imported into no document, control characters that a
// document would send to the terminal, and messages that name their file once.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

namespace {

using namespace clitest;

QStringList list(std::initializer_list<const char *> texts)
{
    QStringList out;
    for (const char *text : texts)
        out.append(QString::fromUtf8(text));
    return out;
}

bool hasControlCharacters(const QByteArray &bytes)
{
    return std::any_of(bytes.cbegin(), bytes.cend(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return (u < 0x20 && u != '\n') || u == 0x7f;
    });
}

} // namespace

class TestCliOutput : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demoDocument;

    QString file(const QString &name) const { return m_dir.filePath(name); }

    // A copy of the demo document to damage.
    QString demoCopy(const QString &name) const
    {
        const QString path = file(name);
        QFile::remove(path);
        return QFile::copy(m_demoDocument, path) ? path : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_demoDocument = file(QStringLiteral("demo.infertco"));
        const Run run = cli({ QStringLiteral("import"), source(QStringLiteral("data/demo.json")),
                              m_demoDocument });
        QCOMPARE(run.exitCode, 0);
    }

    void writeErrorsExitNonZero_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const auto demo = [](std::initializer_list<const char *> rest) {
            QStringList arguments = list(rest);
            arguments.replaceInStrings(QStringLiteral("DEMO"), QStringLiteral("@demo"));
            return arguments;
        };
        QTest::newRow("export") << demo({ "export", "DEMO" });
        QTest::newRow("export of a bundle")
                << QStringList{ QStringLiteral("export"),
                                source(QStringLiteral("data/demo.json")) };
        QTest::newRow("compute, json") << demo({ "compute", "DEMO", "--format", "json" });
        QTest::newRow("compute, csv") << demo({ "compute", "DEMO", "--format", "csv" });
        QTest::newRow("compute, table") << demo({ "compute", "DEMO" });
        QTest::newRow("validate") << demo({ "validate", "DEMO" });
        QTest::newRow("sensitivity") << demo({ "sensitivity", "DEMO" });
        QTest::newRow("sensitivity, json") << demo({ "sensitivity", "DEMO", "--format", "json" });
        QTest::newRow("montecarlo") << demo({ "montecarlo", "DEMO", "--draws", "200" });
        QTest::newRow("montecarlo, csv")
                << demo({ "montecarlo", "DEMO", "--draws", "200", "--format", "csv" });
        QTest::newRow("help") << demo({ "--help" });
    }

    // `export DOC > backup.json && rm DOC` must not lose DOC when the disk is full.
    void writeErrorsExitNonZero()
    {
        QFETCH(QStringList, arguments);
        if (!QFileInfo::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full on this system");
        arguments.replaceInStrings(QStringLiteral("@demo"), m_demoDocument);
        // The same command to a file works: only the failed write makes the difference.
        const QString output = file(QStringLiteral("output.txt"));
        const Run good = cli(arguments, stdoutTo(output));
        QCOMPARE(good.exitCode, 0);
        QVERIFY(!readAll(output).isEmpty());

        // --help too (issue 21 item 27): its usage is its output.
        const Run full = cli(arguments, stdoutTo(QStringLiteral("/dev/full")));
        QCOMPARE(full.exitCode, 1);
        QVERIFY2(full.err.contains(QLatin1String("the output could not be written")),
                 qPrintable(full.err));
        QVERIFY2(full.err.contains(QLatin1String("No space left on device")), qPrintable(full.err));
    }

    void duplicateKeysAreRefused_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("format twice")
                << QByteArray("\"format\": \"infertco-bundle\",")
                << QByteArray("\"format\": \"infertco-bundle\", \"format\": \"infertco-bundle\",")
                << "the bundle, field \"format\": is given twice in the same object";
        QTest::newRow("the first accelerator's id twice")
                << QByteArray("\"id\": \"h100-sxm\",")
                << QByteArray("\"id\": \"h100-sxm\", \"id\": \"h100-sxm\",")
                << "field \"accelerators[0].id\": is given twice";
    }

    void duplicateKeysAreRefused()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QByteArray json = readAll(source(QStringLiteral("data/demo.json")));
        QVERIFY(json.contains(from));
        json.replace(json.indexOf(from), from.size(), to);
        const QString path = file(QStringLiteral("duplicate.json"));
        QVERIFY(writeAll(path, json));
        for (const char *command : { "validate", "compute", "export" }) {
            const Run run = cli({ QString::fromLatin1(command), path });
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(message), qPrintable(run.err));
            QVERIFY(run.out.isEmpty());
        }
        // Imported into nothing: no document is made of it.
        const QString document = file(QStringLiteral("duplicate.infertco"));
        QCOMPARE(cli({ QStringLiteral("import"), path, document }).exitCode, 1);
        QVERIFY(!QFileInfo::exists(document));
    }

    void nonFiniteDocumentValuesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("sql");
        QTest::addColumn<QString>("message");
        QTest::newRow("memory_gb 9e999")
                << QByteArray("UPDATE accelerator SET memory_gb = 9e999 WHERE id = 'h100-sxm'")
                << "accelerator \"h100-sxm\", field \"memory_gb\": is not a finite number";
        QTest::newRow("bandwidth_gbs 9e999")
                << QByteArray("UPDATE accelerator SET bandwidth_gbs = 9e999 WHERE id = 'l40s'")
                << "accelerator \"l40s\", field \"bandwidth_gbs\": is not a finite number";
        QTest::newRow("tflops fp8 9e999")
                << QByteArray("UPDATE accelerator SET tflops_fp8 = 9e999 WHERE id = 'l40s'")
                << "accelerator \"l40s\", field \"tflops.fp8\": is not a finite number";
        QTest::newRow("tpot_ms 9e999")
                << QByteArray("UPDATE scenario SET workload_tpot_ms = 9e999 WHERE id = 'hk-api'")
                << "scenario \"hk-api\", field \"workload.tpot_ms\": is not a finite number";
        QTest::newRow("kv_bytes 9e999")
                << QByteArray("UPDATE scenario SET workload_kv_bytes = 9e999 WHERE id = 'hk-api'")
                << "scenario \"hk-api\", field \"workload.kv_bytes\": is not a finite number";
    }

    // A REAL column holding infinity (SQLite keeps it) is refused on every path that reads the
    // document, naming item and field, and the file keeps its bytes.
    void nonFiniteDocumentValuesAreRefused()
    {
        QFETCH(QByteArray, sql);
        QFETCH(QString, message);
        const QString document = demoCopy(QStringLiteral("infinite.infertco"));
        QVERIFY(!document.isEmpty());
        QCOMPARE(rawSql(document, sql), QString());
        const QByteArray before = readAll(document);
        for (const char *command : { "validate", "compute", "export" }) {
            const Run run = cli({ QString::fromLatin1(command), document });
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(message), qPrintable(run.err));
            QVERIFY2(!run.out.contains("null"), run.out.constData());
        }
        QCOMPARE(readAll(document), before);
    }

    // A document given 10 MB of text by another program is refused with the field, not saved
    // over and over with SQLite's "string or blob too big".
    void overLongDocumentTextIsRefused()
    {
        const QString document = demoCopy(QStringLiteral("long.infertco"));
        QVERIFY(!document.isEmpty());
        QCOMPARE(rawSql(document,
                        "UPDATE accelerator SET notes = replace(hex(zeroblob(5242880)), '0', 'x') "
                        "WHERE id = 'l40s'"),
                 QString());
        const Run run = cli({ QStringLiteral("validate"), document });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String(
                         "accelerator \"l40s\", field \"notes\": is 10,485,760 characters long; "
                         "at most 100,000 are allowed")),
                 qPrintable(run.err.left(500)));
        QVERIFY(run.err.size() < 1000);
        // Importing into it is refused too, before anything is written.
        const QByteArray before = readAll(document);
        QCOMPARE(cli({ QStringLiteral("import"), source(QStringLiteral("data/catalog.json")),
                       document })
                         .exitCode,
                 1);
        QCOMPARE(readAll(document), before);
    }

    void quotesIntoAMissingDocument()
    {
        const QString document = file(QStringLiteral("never-made.infertco"));
        const Run run = cli({ QStringLiteral("import"),
                              source(QStringLiteral("tests/core/io/quotes/rental-offers.csv")),
                              document });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(document
                                  + QStringLiteral(": does not exist; quotes are imported "
                                                   "into an existing document")),
                 qPrintable(run.err));
        QVERIFY2(!run.err.contains(QLatin1String("is not a region")), qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(document));
    }

    void tooLargeNamesTheFileOnce_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("validate") << "validate";
        QTest::newRow("compute") << "compute";
        QTest::newRow("export") << "export";
    }

    void tooLargeNamesTheFileOnce()
    {
        QFETCH(QString, command);
        const QString path = file(QStringLiteral("huge.json"));
        QFile huge(path);
        QVERIFY(huge.open(QIODevice::WriteOnly));
        QVERIFY(huge.resize(65 * 1024 * 1024)); // sparse: no 65 MB written
        huge.close();
        const Run run = cli({ command, path });
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err.trimmed(), path + QStringLiteral(": is too large to be a bundle"));
        QFile::remove(path);
    }

    void cannotBeReadNamesTheFileOnce()
    {
        if (QFileInfo(QDir::rootPath()).isWritable()
            && QFileInfo(QStringLiteral("/root")).isReadable())
            QSKIP("running as root: every file can be read");
        const QString path = file(QStringLiteral("secret.json"));
        QVERIFY(writeAll(path, "{}"));
        QVERIFY(QFile::setPermissions(path, QFileDevice::WriteOwner));
        const Run run = cli({ QStringLiteral("validate"), path });
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err.count(path), 1);
        QVERIFY2(run.err.contains(QLatin1String("cannot be read")), qPrintable(run.err));
    }

    void controlCharactersDoNotReachTheTerminal_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("compute, table") << list({ "compute", "@bundle" });
        QTest::newRow("sensitivity, table") << list({ "sensitivity", "@bundle" });
        QTest::newRow("montecarlo, table") << list({ "montecarlo", "@bundle", "--draws", "100" });
    }

    // A name that would retitle the window, clear the screen and ring the bell is printed in
    // caret notation; the JSON output keeps the name as it is (JSON escapes it).
    void controlCharactersDoNotReachTheTerminal()
    {
        QFETCH(QStringList, arguments);
        QByteArray json = readAll(source(QStringLiteral("data/demo.json")));
        const QByteArray name = "\"H100 SXM colo, Hong Kong\"";
        const QByteArray hostile = "\"\\u001b]0;owned\\u0007Evil\\u001b[2J\\u009b1m colo\"";
        const QByteArray otherName = "\"L40S colo, Hong Kong\"";
        const QByteArray otherHostile = "\"\\u001b]0;owned\\u0007Evil\\u001b[2J L40S\"";
        QVERIFY(json.contains(name) && json.contains(otherName));
        json.replace(name, hostile);
        json.replace(otherName, otherHostile); // the pair the sensitivity picks
        const QByteArray scenarioName = "\"name\": \"Hong Kong chat API";
        QVERIFY(json.contains(scenarioName));
        json.replace(scenarioName, "\"name\": \"\\u001b[31mHong Kong chat API");
        const QString bundle = file(QStringLiteral("hostile.json"));
        QVERIFY(writeAll(bundle, json));
        arguments.replaceInStrings(QStringLiteral("@bundle"), bundle);
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(!hasControlCharacters(run.out), run.out.constData());
        QVERIFY2(!run.out.contains("\xc2\x9b"), run.out.constData()); // U+009B, the C1 CSI
        QVERIFY2(run.out.contains("^[]0;owned^GEvil^[[2J"), run.out.constData());

        arguments.append({ QStringLiteral("--format"), QStringLiteral("json") });
        const Run asJson = cli(arguments);
        QCOMPARE(asJson.exitCode, 0);
        QVERIFY(!hasControlCharacters(asJson.out));
        QVERIFY2(asJson.out.contains("\\u001b]0;owned\\u0007Evil"), asJson.out.constData());
    }

    // Messages on stderr quote a document's texts too: they get the same treatment.
    void controlCharactersDoNotReachTheTerminalInMessages()
    {
        QByteArray json = readAll(source(QStringLiteral("data/demo.json")));
        json.replace("\"accelerator\": \"l40s\"", "\"accelerator\": \"l40s\\u001b[2J\"");
        const QString bundle = file(QStringLiteral("hostile-reference.json"));
        QVERIFY(writeAll(bundle, json));
        const Run run = cli({ QStringLiteral("validate"), bundle });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("\"l40s^[[2J\" is not an accelerator")),
                 qPrintable(run.err));
        QVERIFY(!hasControlCharacters(run.err.toUtf8()));
    }
};

QTEST_GUILESS_MAIN(TestCliOutput)
#include "tst_clioutput.moc"
