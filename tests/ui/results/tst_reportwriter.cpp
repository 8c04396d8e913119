// SPDX-License-Identifier: GPL-3.0-or-later
// ReportWriter: the PDF is written whole with the pages the layout says, the same pages go to
// a printer, the risk pages come last (the risk view's or computed with the defaults), and a
// file that cannot be written is reported, not half-written.
#include "results/reportpainter.h"
#include "results/reportwriter.h"
#include "resultsfixture.h"

#include "risk/riskreport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QPageSize>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace infertco;
using namespace infertco::testing;

namespace {

/// Page objects in a PDF written by Qt (its page dictionaries are never compressed).
int pdfPageCount(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray data = file.readAll();
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return int(QString::fromLatin1(data).count(page));
}

QSizeF a4Points()
{
    return QPageSize(QPageSize::A4).size(QPageSize::Point);
}

/// The pages a report with the default risk pages takes (what writePdf writes).
int pagesWithRisk(const ComputedBundle &computed)
{
    const std::optional<RiskReportContent> risk
            = ReportWriter::defaultRisk(computed.scenario, computed.bundle.catalog);
    if (!risk)
        return -1;
    ReportPainter painter(computed.result, computed.scenario, computed.bundle.catalog);
    painter.setRiskPages(&*risk);
    return painter.pageCount(a4Points());
}

/// The text of a PDF by pdftotext (poppler-utils); empty when it is not installed.
QString pdfText(const QString &path)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"), { path, QStringLiteral("-") });
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        return QString();
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace

class TestReportWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void writesPdfWithItsPages_data();
    void writesPdfWithItsPages();
    void moreOptionsMorePages();
    void printsTheSamePages();
    void riskPagesFollowTheResults();
    void riskViewContentIsUsed();
    void unwritablePathIsReported();
    void folderInTheWayIsReported();
    void replacesAnOldReportWhole();
    void fontsPrintChinese();

private:
    QTemporaryDir m_dir;
};

void TestReportWriter::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
}

void TestReportWriter::writesPdfWithItsPages_data()
{
    QTest::addColumn<QString>("bundle");
    QTest::newRow("example-hk: 3 options") << "example-hk.json";
    QTest::newRow("npu-fallback: 2 of 4 infeasible") << "npu-fallback.json";
    QTest::newRow("consumer-tp: two break-evens") << "consumer-tp.json";
}

void TestReportWriter::writesPdfWithItsPages()
{
    QFETCH(QString, bundle);
    const ComputedBundle computed = compute(goldenPath(bundle));
    QVERIFY(computed.ok);

    const QString path = m_dir.filePath(bundle + QStringLiteral(".pdf"));
    const Problems problems = ReportWriter::writePdf(path, computed.result, computed.scenario,
                                                     computed.bundle.catalog);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).text()));

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.read(5), QByteArray("%PDF-"));
    // Three chart images at print resolution: well over 100 KB.
    QVERIFY(file.size() > 100 * 1024);

    // Title page, assumptions, charts, results, advice and sources: at least four pages, then
    // at least two risk pages (decision and tornado, then the simulation); the file has
    // exactly the pages the layout counted.
    ReportPainter painter(computed.result, computed.scenario, computed.bundle.catalog);
    const int withoutRisk = painter.pageCount(a4Points());
    QVERIFY(withoutRisk >= 4);
    QVERIFY(withoutRisk <= 8);
    const int expected = pagesWithRisk(computed);
    QVERIFY(expected >= withoutRisk + 2);
    QCOMPARE(pdfPageCount(path), expected);
}

void TestReportWriter::moreOptionsMorePages()
{
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    ReportPainter three(example.result, example.scenario, example.bundle.catalog);
    const int threePages = three.pageCount(a4Points());

    // Twelve copies of the three options: more table blocks, advice and sizing.
    Result many = example.result;
    for (int copy = 0; copy < 3; ++copy)
        many.options.append(example.result.options);
    ReportPainter twelve(many, example.scenario, example.bundle.catalog);
    QVERIFY(twelve.pageCount(a4Points()) > threePages);
}

void TestReportWriter::printsTheSamePages()
{
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setPageMargins(QMarginsF(0, 0, 0, 0));
    const QString path = m_dir.filePath(QStringLiteral("printed.pdf"));
    printer.setOutputFileName(path);
    const Problems problems = ReportWriter::print(&printer, example.result, example.scenario,
                                                  example.bundle.catalog);
    QVERIFY(problems.isEmpty());
    QCOMPARE(pdfPageCount(path), pagesWithRisk(example));
}

void TestReportWriter::riskPagesFollowTheResults()
{
    // What a command-line caller gets: writePdf with the result only has the risk pages.
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    const QString path = m_dir.filePath(QStringLiteral("risk.pdf"));
    QVERIFY(ReportWriter::writePdf(path, example.result, example.scenario, example.bundle.catalog)
                    .isEmpty());
    const QString text = pdfText(path);
    if (text.isEmpty())
        QSKIP("pdftotext is not installed");
    const qsizetype advice = text.indexOf(QStringLiteral("Sources"));
    const qsizetype risk = text.indexOf(QStringLiteral("Risk and sensitivity"));
    const qsizetype simulation = text.indexOf(QStringLiteral("Monte Carlo simulation"));
    QVERIFY(advice >= 0);
    QVERIFY(risk > advice);
    QVERIFY(simulation > risk);
    QVERIFY(text.contains(QStringLiteral("10,000 draws with seed 1")));
    // The risk pages carry the report's footer: the last page says it is the last.
    const int pages = pdfPageCount(path);
    QVERIFY(text.contains(QStringLiteral("Page %1 of %1").arg(pages)));
}

void TestReportWriter::riskViewContentIsUsed()
{
    // The risk view's content (here: its own seed and draws, and no tornado) is printed as
    // given, not replaced by the defaults.
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    Outcome<RiskReportContent> content
            = RiskReport::compute(example.scenario, example.bundle.catalog, 42, 500);
    QVERIFY(content.ok());
    content.value().sensitivity.reset();
    const QString path = m_dir.filePath(QStringLiteral("risk-view.pdf"));
    QVERIFY(ReportWriter::writePdf(path, example.result, example.scenario, example.bundle.catalog,
                                   &content.value())
                    .isEmpty());
    ReportPainter painter(example.result, example.scenario, example.bundle.catalog);
    painter.setRiskPages(&content.value());
    QCOMPARE(pdfPageCount(path), painter.pageCount(a4Points()));
    const QString text = pdfText(path);
    if (text.isEmpty())
        QSKIP("pdftotext is not installed");
    QVERIFY(text.contains(QStringLiteral("500 draws with seed 42")));
    QVERIFY(!text.contains(QStringLiteral("What moves the difference")));
}

void TestReportWriter::unwritablePathIsReported()
{
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    const QString path = m_dir.filePath(QStringLiteral("no/such/folder/report.pdf"));
    const Problems problems = ReportWriter::writePdf(path, example.result, example.scenario,
                                                     example.bundle.catalog);
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().item.contains(path));
    QVERIFY(!problems.first().message.isEmpty());
    QVERIFY(!QFile::exists(path));
}

void TestReportWriter::folderInTheWayIsReported()
{
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    const QString path = m_dir.filePath(QStringLiteral("a-folder.pdf"));
    QVERIFY(QDir().mkpath(path));
    const Problems problems = ReportWriter::writePdf(path, example.result, example.scenario,
                                                     example.bundle.catalog);
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().item.contains(path));
    QVERIFY(QFileInfo(path).isDir());
}

void TestReportWriter::replacesAnOldReportWhole()
{
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    const QString path = m_dir.filePath(QStringLiteral("again.pdf"));
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("an old report that is not a PDF");
    }
    QVERIFY(ReportWriter::writePdf(path, example.result, example.scenario, example.bundle.catalog)
                    .isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.read(5), QByteArray("%PDF-"));
    file.seek(file.size() - 6);
    QVERIFY(file.readAll().contains("%%EOF"));
}

void TestReportWriter::fontsPrintChinese()
{
    const QStringList families = ReportPainter::fontFamilies(
            QLocale(QLocale::Chinese, QLocale::TraditionalChineseScript, QLocale::HongKong));
    QVERIFY(!families.isEmpty());
    if (!QFontDatabase::families().contains(QStringLiteral("Noto Sans CJK HK")))
        QSKIP("Noto Sans CJK is not installed");
    QVERIFY(families.contains(QStringLiteral("Noto Sans CJK HK")));
    const QStringList simplified = ReportPainter::fontFamilies(
            QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China));
    QVERIFY(simplified.contains(QStringLiteral("Noto Sans CJK SC")));
}

QTEST_MAIN(TestReportWriter)
#include "tst_reportwriter.moc"
