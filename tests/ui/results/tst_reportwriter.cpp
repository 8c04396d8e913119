// SPDX-License-Identifier: GPL-3.0-or-later
// ReportWriter: the PDF is written whole with the pages the layout says, the same pages go to
// a printer, the risk pages come last (the risk view's or computed with the defaults), and a
// file that cannot be written is reported, not half-written.
#include "results/reportpainter.h"
#include "results/reportwriter.h"
#include "resultsfixture.h"

#include "risk/riskreport.h"

#include "analysis/advice.h"
#include "cost/engine.h"
#include "model/fields/fields.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QPageSize>
#include <QPainter>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace infertco;
using namespace infertco::testing;

namespace {

/// A list of UTF-8 literals (the build forbids the implicit const char * conversion).
QStringList strings(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

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
QString pdfText(const QString &path, bool raw = false)
{
    QProcess process;
    // -raw: in the order it is drawn, so a table cell wrapped over two lines reads as one.
    process.start(QStringLiteral("pdftotext"),
                  raw ? QStringList{ QStringLiteral("-raw"), path, QStringLiteral("-") }
                      : QStringList{ path, QStringLiteral("-") });
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        return QString();
    QString text = QString::fromUtf8(process.readAllStandardOutput());
    // The fonts' ligatures come back as one character: "oﬀer", "ﬁrst".
    text.replace(QChar(0xFB00), QStringLiteral("ff"));
    text.replace(QChar(0xFB01), QStringLiteral("fi"));
    text.replace(QChar(0xFB02), QStringLiteral("fl"));
    text.replace(QChar(0xFB03), QStringLiteral("ffi"));
    text.replace(QChar(0xFB04), QStringLiteral("ffl"));
    return text;
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
    void everyModeShownWhole_data();
    void everyModeShownWhole();
    void assumptionsListEveryScenarioField();
    void financeLinesAndAfterTaxFigures();
    void authorNoteInTheReadersLanguage_data();
    void authorNoteInTheReadersLanguage();

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

    // Title page, assumptions, charts, results, the roofline, advice and sources: at least four
    // pages, then
    // at least two risk pages (decision and tornado, then the simulation); the file has
    // exactly the pages the layout counted.
    ReportPainter painter(computed.result, computed.scenario, computed.bundle.catalog);
    const int withoutRisk = painter.pageCount(a4Points());
    QVERIFY(withoutRisk >= 4);
    QVERIFY(withoutRisk <= 9);
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

void TestReportWriter::everyModeShownWhole_data()
{
    QTest::addColumn<int>("option");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("shown");
    QTest::addColumn<QStringList>("absent");
    // example-hk-v2 (one option at a time): L40S colo, L40S rent, hybrid "L40S own 1, rent
    // the rest" on the 2U 4-slot PCIe server, colo offer colo-hk and rental offer rent-l40s.
    QTest::newRow("colo") << 0 << "Colocation"
                          << strings({ "2U 4-slot PCIe server", "Colocation: colo-hk",
                                       "Colocation offer", "colo-hk" })
                          << strings({ "rent-l40s", "Rental offer" });
    QTest::newRow("rent") << 1 << "Rent"
                          << strings({ "Rental: rent-l40s", "Rental offer", "rent-l40s" })
                          << strings({ "2U 4-slot PCIe server", "colo-hk", "Colocation offer" });
    QTest::newRow("hybrid") << 3 << "Hybrid"
                            << strings({ "2U 4-slot PCIe server", "Colocation: colo-hk",
                                         "Rental, beyond 1 owned server(s): rent-l40s",
                                         "Colocation offer", "Rental offer" })
                            << QStringList{};
}

void TestReportWriter::everyModeShownWhole()
{
    // Issue 23: a hybrid option was labelled "Rent", its platform hidden and its colocation
    // offer looked up as a rental offer, so its sources dropped off.
    QFETCH(int, option);
    QFETCH(QString, mode);
    QFETCH(QStringList, shown);
    QFETCH(QStringList, absent);
    ComputedBundle computed = compute(goldenPath(QStringLiteral("example-hk-v2.json")));
    QVERIFY(computed.ok);
    computed.scenario.options = { computed.scenario.options.at(option) };
    const Outcome<Result> result
            = Advisor::compute(computed.scenario, computed.bundle.catalog, QDate::currentDate());
    QVERIFY(result.ok());
    QVERIFY(result.value().options.first().feasible);
    const QString path = m_dir.filePath(QStringLiteral("mode-%1.pdf").arg(option));
    QVERIFY(ReportWriter::writePdf(path, result.value(), computed.scenario, computed.bundle.catalog)
                    .isEmpty());
    QString text = pdfText(path, true);
    if (text.isEmpty())
        QSKIP("pdftotext is not installed");
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text = text.simplified();
    for (const QString &item : std::as_const(shown))
        QVERIFY2(text.contains(item), qPrintable(item));
    for (const QString &item : std::as_const(absent))
        QVERIFY2(!text.contains(item), qPrintable(item));
    // The mode by its one name, in the options table and the advice's summary line.
    QVERIFY2(text.contains(mode + QStringLiteral(" · ")), qPrintable(mode));
    if (mode == QLatin1String("Hybrid")) {
        QVERIFY(!text.contains(QStringLiteral("Rent · ")));
        QVERIFY(!text.contains(QStringLiteral("Own and rent")));
    }
}

void TestReportWriter::assumptionsListEveryScenarioField()
{
    // Issue 23: the assumption list is the scenario field table, so the v2 fields are there:
    // the TTFT limit, the demand growth and steps, the team region and the residual curve.
    const ComputedBundle computed = compute(goldenPath(QStringLiteral("example-hk-v2.json")));
    QVERIFY(computed.ok);
    const QString path = m_dir.filePath(QStringLiteral("fields.pdf"));
    QVERIFY(ReportWriter::writePdf(path, computed.result, computed.scenario,
                                   computed.bundle.catalog)
                    .isEmpty());
    QString text = pdfText(path, true);
    if (text.isEmpty())
        QSKIP("pdftotext is not installed");
    text = text.simplified();
    for (const FieldSpec<Scenario> &spec : scenarioFields()) {
        // The tax fields are shown only with a tax (this scenario is before tax).
        if (spec.type == FieldType::Group || !spec.title || spec.group() == QLatin1String("tax"))
            continue;
        QVERIFY2(text.contains(FieldLabel::translated(spec.title)), spec.title);
    }
    for (const char *expected :
         { "Demand steps", "from month 19: 2,600 tokens/s", "Residual value by year", "year 1: 0.7",
           "year 3: 0.4", "Team region Hong Kong", "Time to first token (ms) 2,000",
           "Demand growth / year not set" }) {
        QVERIFY2(text.contains(QLatin1String(expected)), expected);
    }
}

void TestReportWriter::authorNoteInTheReadersLanguage_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QStringList>("absent");
    QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedStates)
                             << "An English paragraph."
                             << strings({ "简体段落说明", "繁體段落說明" });
    QTest::newRow("zh_CN") << QLocale(QLocale::Chinese, QLocale::China) << "简体段落说明"
                           << strings({ "An English paragraph.", "繁體段落說明" });
    QTest::newRow("zh_HK") << QLocale(QLocale::Chinese, QLocale::HongKong) << "繁體段落說明"
                           << strings({ "An English paragraph.", "简体段落说明" });
}

void TestReportWriter::authorNoteInTheReadersLanguage()
{
    // Issue 21 item 1: the note is labelled as the author's text and printed in the reader's
    // language only; paragraphs are not run together.
    QFETCH(QLocale, locale);
    QFETCH(QString, shown);
    QFETCH(QStringList, absent);
    ComputedBundle computed = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(computed.ok);
    computed.scenario.notes = QStringLiteral("An English paragraph.\n\n简体段落说明，这个方案。"
                                             "\n\n繁體段落說明，這個方案。\n\nSecond English.");
    const QString path = m_dir.filePath(QStringLiteral("note-%1.pdf").arg(locale.name()));
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setPageMargins(QMarginsF(0, 0, 0, 0));
    printer.setOutputFileName(path);
    ReportPainter painter(computed.result, computed.scenario, computed.bundle.catalog, locale);
    QPainter device(&printer);
    painter.paint(&device, &printer);
    device.end();
    const QString text = pdfText(path);
    if (text.isEmpty())
        QSKIP("pdftotext is not installed");
    QVERIFY2(text.contains(shown), qPrintable(text.left(3000)));
    for (const QString &other : std::as_const(absent))
        QVERIFY2(!text.contains(other), qPrintable(other));
    if (locale.language() == QLocale::English) {
        QVERIFY(text.contains(QStringLiteral("The scenario author's note")));
        // Two paragraphs, two lines: not "paragraph.Second".
        QVERIFY(!text.contains(QStringLiteral("paragraph.Second")));
        QVERIFY(text.contains(QStringLiteral("Second English.")));
    }
}

void TestReportWriter::financeLinesAndAfterTaxFigures()
{
    // docs/method.md, "On screen and on paper"; tests/golden/v4-finance.expected.json,
    // finance-immediate: loan-24's total 1,142,339.06 + tax −188,485.95 = 953,853.11 after tax,
    // its NPV after tax 876,623.13; cash after tax 1,110,059.68 − 183,159.90 = 926,899.78 (on
    // the title page beside its total, and in the results table).
    const ComputedBundle computed = compute(goldenPath(QStringLiteral("v4-finance.json")), 0);
    QVERIFY(computed.ok);
    const QString path = m_dir.filePath(QStringLiteral("finance.pdf"));
    QVERIFY(ReportWriter::writePdf(path, computed.result, computed.scenario,
                                   computed.bundle.catalog)
                    .isEmpty());
    QString text = pdfText(path, true);
    if (text.isEmpty())
        QSKIP("pdftotext is not installed");
    text = text.simplified();
    for (const char *expected :
         { "Loan interest HK$0.00 HK$32,279.38", "Loan repayment", "Lease payments", "Profits tax",
           "Total after tax", "Net present value after tax", "Cost per million tokens after tax",
           "HK$953,853.11", "HK$876,623.13", "HK$1,110,059.68 HK$926,899.78" }) {
        QVERIFY2(text.contains(QLatin1String(expected)), expected);
    }

    // A result before tax and without loans or leases prints none of it.
    const ComputedBundle example = compute(goldenPath(QStringLiteral("example-hk.json")));
    QVERIFY(example.ok);
    const QString plainPath = m_dir.filePath(QStringLiteral("plain.pdf"));
    QVERIFY(ReportWriter::writePdf(plainPath, example.result, example.scenario,
                                   example.bundle.catalog)
                    .isEmpty());
    const QString plain = pdfText(plainPath, true);
    for (const char *absent : { "after tax", "After tax", "Loan interest", "Lease payments" })
        QVERIFY2(!plain.contains(QLatin1String(absent)), absent);
}

QTEST_MAIN(TestReportWriter)
#include "tst_reportwriter.moc"
