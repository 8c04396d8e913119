// SPDX-License-Identifier: GPL-3.0-or-later
// `infertco-cli report INPUT --pdf FILE` (README.md, "The command-line tool"), run as a user runs
// it: the PDF has the pages of the desktop application's report, bad input and unwritable paths
// leave no file.
#include "results/reportwriter.h"

#include "analysis/advice.h"
#include "cost/engine.h"
#include "io/bundle/bundlereader.h"

#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace infertco;

namespace {

using namespace clitest;

// As from a terminal without a display: the CLI picks its own platform.
Run cliWithoutDisplay(const QStringList &arguments)
{
    return cli(arguments, withoutDisplay());
}

/// Page objects in a PDF: "/Type /Page", not the "/Type /Pages" tree nodes.
int pdfPageCount(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    int count = 0;
    auto matches = page.globalMatch(QString::fromLatin1(pdf));
    while (matches.hasNext()) {
        matches.next();
        ++count;
    }
    return count;
}

} // namespace

class TestReportPdf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void pageCounter()
    {
        // The counter itself: two pages under one tree node.
        const QByteArray pdf = "%PDF-1.4\n1 0 obj << /Type /Pages /Kids [2 0 R 3 0 R] >>\n"
                               "2 0 obj << /Type /Page >>\n3 0 obj <</Type/Page/Parent 1 0 R>>\n";
        QCOMPARE(pdfPageCount(pdf), 2);
    }

    void writesTheDesktopReport()
    {
        // The same pages as the desktop application's ReportWriter writes for the scenario.
        const QString bundlePath = source(QStringLiteral("data/demo.json"));
        const Outcome<Bundle> bundle = BundleReader::readFile(bundlePath);
        QVERIFY(bundle.ok());
        const Scenario *scenario = bundle.value().scenario(QStringLiteral("hk-api"));
        QVERIFY(scenario);
        const Outcome<Result> result
                = Advisor::compute(*scenario, bundle.value().catalog, QDate::currentDate());
        QVERIFY(result.ok());
        const QString expectedPath = m_dir.filePath(QStringLiteral("expected.pdf"));
        QVERIFY(ReportWriter::writePdf(expectedPath, result.value(), *scenario,
                                       bundle.value().catalog)
                        .isEmpty());
        const int expectedPages = pdfPageCount(readAll(expectedPath));
        // Title, assumptions, charts, table and advice at the least (docs/architecture.md,
        // "Folders").
        QVERIFY2(expectedPages >= 4, qPrintable(QString::number(expectedPages)));

        const QString path = m_dir.filePath(QStringLiteral("hk-api.pdf"));
        const Run run = cliWithoutDisplay({ QStringLiteral("report"), bundlePath,
                                            QStringLiteral("--scenario"), QStringLiteral("hk-api"),
                                            QStringLiteral("--pdf"), path });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdfPageCount(pdf), expectedPages);
    }

    void badInputWritesNothing()
    {
        // A negative card price: exit 1, naming the item and the field; no file.
        QJsonObject bundle
                = QJsonDocument::fromJson(
                          readAll(source(QStringLiteral("tests/golden/example-hk.json"))))
                          .object();
        QJsonArray accelerators = bundle.value(QStringLiteral("accelerators")).toArray();
        QVERIFY(!accelerators.isEmpty());
        QJsonObject first = accelerators.first().toObject();
        const QString id = first.value(QStringLiteral("id")).toString();
        first.insert(QStringLiteral("price"), QStringLiteral("-1"));
        accelerators.replace(0, first);
        bundle.insert(QStringLiteral("accelerators"), accelerators);
        const QString input = m_dir.filePath(QStringLiteral("bad.json"));
        QFile file(input);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(bundle).toJson());
        file.close();

        const QString path = m_dir.filePath(QStringLiteral("bad.pdf"));
        const Run run = cliWithoutDisplay(
                { QStringLiteral("report"), input, QStringLiteral("--pdf"), path });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(id) && run.err.contains(QStringLiteral("price")),
                 qPrintable(run.err));
        QVERIFY(!QFile::exists(path));
    }

    void unwritablePathIsAnError()
    {
        const QString path = m_dir.filePath(QStringLiteral("no-such-folder/report.pdf"));
        const Run run = cliWithoutDisplay({ QStringLiteral("report"),
                                            source(QStringLiteral("data/demo.json")),
                                            QStringLiteral("--pdf"), path });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("report.pdf")), qPrintable(run.err));
        QVERIFY(!QFile::exists(path));
    }

    // Issue 21 item 22: `report --pdf` on a disk that fills part-way exited 0 over a cut
    // file (QPdfWriter does not check what its device took). The child may not write files
    // past a limit (short writes, then EFBIG, as on a full disk): exit 1, the earlier report
    // as it was, nothing beside it.
    void cutShortKeepsTheEarlierPdf_data()
    {
        QTest::addColumn<qint64>("limit");
        QTest::newRow("cut at 1 KiB") << qint64(1024);
        QTest::newRow("cut at 64 KiB") << qint64(64 * 1024);
        QTest::newRow("cut at 200 KiB") << qint64(200 * 1024);
    }

    void cutShortKeepsTheEarlierPdf()
    {
        QFETCH(qint64, limit);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        // The whole report, to know it is larger than every limit above.
        QCOMPARE(cliWithoutDisplay({ QStringLiteral("report"),
                                     source(QStringLiteral("data/demo.json")),
                                     QStringLiteral("--pdf"), path })
                         .exitCode,
                 0);
        QVERIFY2(QFileInfo(path).size() > limit,
                 qPrintable(QString::number(QFileInfo(path).size())));
        const QByteArray earlier("%PDF-1.4 the earlier, complete report\n");
        QVERIFY(writeAll(path, earlier));
        const QStringList entries = QDir(dir.path()).entryList(QDir::Files);

        CliOptions options = withoutDisplay();
        options.fileSizeLimit = limit;
        const Run run = cli({ QStringLiteral("report"), source(QStringLiteral("data/demo.json")),
                              QStringLiteral("--pdf"), path },
                            options);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("cannot be written")), qPrintable(run.err));
        QVERIFY2(!run.out.contains("wrote"), run.out.constData());
        QCOMPARE(readAll(path), earlier);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), entries);
    }

    // The same through ReportWriter itself, which the desktop application's export uses; and
    // a target that is not a regular file (a named pipe) is refused without blocking.
    void writerRefusesCutAndPipes()
    {
        const Outcome<Bundle> bundle
                = BundleReader::readFile(source(QStringLiteral("data/demo.json")));
        QVERIFY(bundle.ok());
        const Scenario &scenario = bundle.value().scenarios.first();
        const Outcome<Result> result
                = Advisor::compute(scenario, bundle.value().catalog, QDate::currentDate());
        QVERIFY(result.ok());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        const QByteArray earlier("%PDF-1.4 the earlier, complete report\n");
        QVERIFY(writeAll(path, earlier));
        Problems problems;
        {
            infertco::testing::FileSizeLimit full(32 * 1024);
            QVERIFY(full.ok());
            problems = ReportWriter::writePdf(path, result.value(), scenario,
                                              bundle.value().catalog);
        }
        QCOMPARE(problems.size(), 1);
        QCOMPARE(readAll(path), earlier);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList{ QStringLiteral("report.pdf") });

        // Decided from stat() alone: a pipe with no reader is never opened.
        const QString pipe = dir.filePath(QStringLiteral("pipe.pdf"));
        QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
        const Problems refused
                = ReportWriter::writePdf(pipe, result.value(), scenario, bundle.value().catalog);
        QCOMPARE(refused.size(), 1);
        QVERIFY2(refused.first().message.contains(QLatin1String("a named pipe")),
                 qPrintable(refused.first().text()));
    }

    void missingFileNameIsUsage()
    {
        const Run run = cliWithoutDisplay({ QStringLiteral("report"),
                                            source(QStringLiteral("data/demo.json")),
                                            QStringLiteral("--pdf") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("--pdf needs a value")), qPrintable(run.err));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestReportPdf)
#include "tst_reportpdf.moc"
