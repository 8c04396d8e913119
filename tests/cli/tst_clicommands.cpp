// SPDX-License-Identifier: GPL-3.0-or-later
// The commands of infertco-cli run in-process (infertco_cli_commands) with their output and
// error streams captured: for every command a usage error (2), invalid input (1) and success
// (0), and output that is the same as the executable's.
#include "commands.h"

#include "analysis/advice.h"
#include "cost/engine.h"
#include "i18n/language.h"
#include "io/output/csvexport.h"
#include "io/output/resultformat.h"

#include "documenttestfiles.h"

#include <QTemporaryDir>
#include <QTest>

using namespace infertco;
using namespace infertco::testing;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run run(const QStringList &arguments)
{
    Run result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    result.exitCode = CommandLine(out, err).run(arguments);
    out.flush();
    err.flush();
    return result;
}

// Terminal columns, counted independently of TerminalText: two for the ideographs (U+4E00–
// U+9FFF) and full-width forms (U+3000–U+303F, U+FF01–U+FF60) the translations use, else one.
int displayColumns(const QString &line)
{
    int columns = 0;
    for (const QChar c : line) {
        const char16_t u = c.unicode();
        const bool wide = (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3000 && u <= 0x303F)
                || (u >= 0xFF01 && u <= 0xFF60);
        columns += wide ? 2 : 1;
    }
    return columns;
}

} // namespace

class TestCliCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void commands_data();
    void commands();
    void computeCsvIsTheResultsCsv();
    void computeTableIsResultFormats();
    void computeTableShowsTheLatency_data();
    void computeTableShowsTheLatency();
    void reportWritesTheResultsCsv();
    void tablesLineUpInEveryLanguage_data();
    void tablesLineUpInEveryLanguage();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    QString m_document;
};

void TestCliCommands::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_document = path(QStringLiteral("demo.infertco"));
    const Run created = run({ QStringLiteral("import"), sourcePath("data/demo.json"), m_document });
    QCOMPARE(created.exitCode, int(ExitOk));
    QVERIFY2(created.out.contains(QLatin1String("created from")), qPrintable(created.out));
    QVERIFY(created.err.isEmpty());
    QVERIFY(writeAll(path(QStringLiteral("broken.json")), "{ \"format\": "));
}

void TestCliCommands::commands_data()
{
    // In the arguments "DEMO" is data/demo.json, "DOC" the demo document and "DIR/" the
    // test's folder; `shown` is looked for on stdout when the exit code is 0, else on stderr.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("shown");
    const auto list = [](std::initializer_list<const char *> items) {
        QStringList l;
        for (const char *item : items)
            l.append(QString::fromUtf8(item));
        return l;
    };

    QTest::newRow("no command") << QStringList() << 2 << "no command given";
    QTest::newRow("unknown command") << list({ "frobnicate" }) << 2 << "unknown command";
    // Asked for, the usage is the output (issue 21 item 27: `--help > /dev/full` fails).
    QTest::newRow("help") << list({ "--help" }) << 0 << "Usage:\n";
    QTest::newRow("help lists every command")
            << list({ "--help" }) << 0 << "infertco-cli import INPUT DOC [--strict]";

    QTest::newRow("compute: usage")
            << list({ "compute" }) << 2 << "compute takes exactly one INPUT";
    QTest::newRow("compute: bad format")
            << list({ "compute", "DEMO", "--format", "xml" }) << 2 << "--format must be json";
    QTest::newRow("compute: invalid input")
            << list({ "compute", "DIR/broken.json" }) << 1 << "DIR/broken.json: ";
    QTest::newRow("compute: unknown scenario")
            << list({ "compute", "DEMO", "--scenario", "nope" }) << 1 << "is not in this file";
    QTest::newRow("compute: table") << list({ "compute", "DOC" }) << 0 << "Per million tokens";
    QTest::newRow("compute: json")
            << list({ "compute", "DEMO", "--format=json" }) << 0 << "\"horizon_months\"";
    QTest::newRow("compute: -- before INPUT")
            << list({ "compute", "--format", "csv", "--", "DEMO" }) << 0 << "scenario,option,";

    QTest::newRow("validate: usage")
            << list({ "validate", "DEMO", "DEMO" }) << 2 << "validate takes exactly one INPUT";
    QTest::newRow("validate: invalid input")
            << list({ "validate", "DIR/missing.json" }) << 1 << "does not exist";
    QTest::newRow("validate: valid") << list({ "validate", "DEMO" }) << 0 << "demo.json: valid: ";

    QTest::newRow("import: usage")
            << list({ "import", "DEMO" }) << 2 << "import takes INPUT and DOC";
    QTest::newRow("import: invalid input")
            << list({ "import", "DIR/broken.json", "DIR/new.infertco" }) << 1
            << "DIR/broken.json: ";
    QTest::newRow("import: into the document")
            << list({ "import", "DEMO", "DOC" }) << 0 << "imported";

    QTest::newRow("export: usage")
            << list({ "export", "DOC", "--pretty" }) << 2 << "unknown option --pretty";
    QTest::newRow("export: invalid input")
            << list({ "export", "DIR/broken.json" }) << 1 << "DIR/broken.json: ";
    QTest::newRow("export: bundle") << list({ "export", "DOC" }) << 0 << "\"infertco-bundle\"";

    QTest::newRow("report: usage") << list({ "report", "DOC" }) << 2 << "report needs --csv FILE";
    QTest::newRow("report: --csv without a file")
            << list({ "report", "DOC", "--csv" }) << 2 << "--csv needs a value";
    QTest::newRow("report: --scenario twice")
            << list({ "report", "DOC", "--scenario", "hk-api", "--scenario", "hk-api", "--csv",
                      "DIR/twice.csv" })
            << 2 << "--scenario may be given once";
    // In-process there is no QApplication to draw charts with; without the GUI build --pdf
    // is refused outright. Either way a usage error that names --pdf.
    QTest::newRow("report: --pdf without a QApplication")
            << list({ "report", "DOC", "--pdf", "DIR/r.pdf" }) << 2 << "--pdf needs";
    QTest::newRow("report: invalid input")
            << list({ "report", "DIR/broken.json", "--csv", "DIR/broken.csv" }) << 1
            << "DIR/broken.json: ";
    QTest::newRow("report: over its input")
            << list({ "report", "DOC", "--csv", "DOC" }) << 1 << "is the report's input";
    QTest::newRow("report: csv") << list({ "report", "DOC", "--csv", "DIR/r.csv" }) << 0
                                 << "wrote DIR/r.csv and DIR/r.monthly.csv";

    QTest::newRow("recover: usage") << list({ "recover" }) << 2 << "recover takes exactly one DOC";
    QTest::newRow("recover: invalid input")
            << list({ "recover", "DIR/broken.json" }) << 1 << "DIR/broken.json: ";
    QTest::newRow("recover: complete document")
            << list({ "recover", "DOC" }) << 0 << "nothing to recover";

    QTest::newRow("sensitivity: usage") << list({ "sensitivity", "DEMO", "--pair", "A" }) << 2
                                        << "--pair needs two option names";
    QTest::newRow("sensitivity: bad measure")
            << list({ "sensitivity", "DEMO", "--measure", "irr" }) << 2 << "--measure must be";
    QTest::newRow("sensitivity: invalid input")
            << list({ "sensitivity", "DEMO", "--pair", "nope", "nada" }) << 1
            << "has no option named \"nope\"";
    QTest::newRow("sensitivity: table") << list({ "sensitivity", "DOC" }) << 0 << "Swing";

    QTest::newRow("montecarlo: usage")
            << list({ "montecarlo", "DEMO", "--draws", "0" }) << 2 << "--draws must be";
    QTest::newRow("montecarlo: --range twice is two ranges, bad one refused") << list(
            { "montecarlo", "DEMO", "--range", "electricity_price=0.9:1.1", "--range", "nope=1:2" })
                                                                              << 2
                                                                              << "not \"nope=1:2\"";
    QTest::newRow("montecarlo: invalid input")
            << list({ "montecarlo", "DIR/missing.json" }) << 1 << "does not exist";
    QTest::newRow("montecarlo: csv")
            << list({ "montecarlo", "DEMO", "--draws", "50", "--format", "csv" }) << 0
            << "option,feasible,exact,total,p10";
}

void TestCliCommands::commands()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, shown);
    const QString dir = m_dir.path() + u'/';
    const auto expand = [&](QString text) { return text.replace(QStringLiteral("DIR/"), dir); };
    for (QString &argument : arguments) {
        if (argument == QLatin1String("DEMO"))
            argument = sourcePath("data/demo.json");
        else if (argument == QLatin1String("DOC"))
            argument = m_document;
        else
            argument = expand(argument);
    }
    const Run result = run(arguments);
    QCOMPARE(result.exitCode, exitCode);
    if (exitCode == ExitOk) {
        QVERIFY2(result.out.contains(expand(shown)), qPrintable(result.out));
    } else {
        QVERIFY2(result.err.contains(expand(shown)), qPrintable(result.err));
        // A failed command prints nothing a pipe would take for a result.
        QVERIFY2(result.out.isEmpty(), qPrintable(result.out));
    }
    if (exitCode == ExitUsage)
        QVERIFY2(result.err.contains(QLatin1String("Usage:\n")), qPrintable(result.err));
}

// compute --format csv prints CsvExport::results of the first scenario, byte for byte.
void TestCliCommands::computeCsvIsTheResultsCsv()
{
    const Bundle demo = readBundle("data/demo.json");
    const Outcome<Result> result
            = Advisor::compute(demo.scenarios.first(), demo.catalog, QDate::currentDate());
    QVERIFY(result.ok());
    const Run printed = run({ QStringLiteral("compute"), sourcePath("data/demo.json"),
                              QStringLiteral("--format"), QStringLiteral("csv") });
    QCOMPARE(printed.exitCode, int(ExitOk));
    QCOMPARE(printed.out.toUtf8(), CsvExport::results(result.value()));
}

void TestCliCommands::computeTableIsResultFormats()
{
    // The P99-sized chat scenario: its table carries the latency rows.
    const Bundle demo = readBundle("data/demo.json");
    const Scenario *scenario = demo.scenario(QStringLiteral("hk-chat-slo-p99"));
    QVERIFY(scenario);
    const Outcome<Result> result = Advisor::compute(*scenario, demo.catalog, QDate::currentDate());
    QVERIFY(result.ok());
    const Run printed = run({ QStringLiteral("compute"), sourcePath("data/demo.json"),
                              QStringLiteral("--scenario"), scenario->id });
    QCOMPARE(printed.exitCode, int(ExitOk));
    QCOMPARE(printed.out, ResultFormat::toTable(result.value(), &scenario->workload));
}

// docs/serving.md, "P99 sizing" in the table: the latency rows come when the latency is computed
// (P99 sizing or
// --latency), never on an ordinary compute.
void TestCliCommands::computeTableShowsTheLatency_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("shown");
    QTest::addColumn<QStringList>("absent");
    const QString demo = sourcePath("data/demo.json");
    const QString average = QStringLiteral("hk-chat-slo-average");
    // hk-chat-slo-average, sized by averages: one H100 replica at the 1,300 tokens/s peak,
    // 1,300 / 400 = 3.25 requests/s. Its simulated P99 TTFT is 558.886 ms (> the 500 ms target:
    // "no") and its SLO capacity 1,166.717 tokens/s = 2.9168 requests/s, so the peak is
    // 3.25 / 2.9168 = 111 % of it. Each L40S replica (two of them, TP 4) takes 1.625 requests/s:
    // P99 TTFT 221.611 ms, TPOT 35.159 ms (both met), 1.625 × 400 / 1,159.157 = 56 %.
    const QStringList averageRows{
        QStringLiteral("P99 TTFT ms                        558.9             558.9             "
                       "221.6             221.6"),
        QStringLiteral("P99 TPOT ms                         45.9              45.9             "
                       " 35.2              35.2"),
        QStringLiteral("Meets P99 targets                     no                no             "
                       "  yes               yes"),
        QStringLiteral("SLO capacity tok/s                1166.7            1166.7            "
                       "1159.2            1159.2"),
        QStringLiteral("Peak load/capacity                  111%              111%             "
                       "  56%               56%"),
        QStringLiteral("Decode                      memory-bound      memory-bound      "
                       "memory-bound      memory-bound"),
        QStringLiteral("P99 targets at the peak-month load: first token within 500 ms, each "
                       "output token within 50 ms."),
    };
    QTest::newRow("averages with --latency")
            << QStringList{ QStringLiteral("compute"),    demo,
                            QStringLiteral("--scenario"), average,
                            QStringLiteral("--latency"),  QStringLiteral("--format"),
                            QStringLiteral("table") }
            << averageRows << QStringList{};
    QTest::newRow("averages without --latency")
            << QStringList{ QStringLiteral("compute"), demo, QStringLiteral("--scenario"), average }
            << QStringList{ QStringLiteral("Rented servers") }
            << QStringList{ QStringLiteral("P99 TTFT ms"), QStringLiteral("SLO capacity"),
                            QStringLiteral("P99 targets") };
    // hk-chat-slo-p99: P99 sizing gives the H100 options a second replica, 1.625 requests/s
    // each: 1.625 × 400 / 1,166.717 = 56 %, P99 TTFT 355.964 ms, both targets met.
    QTest::newRow("P99 sizing")
            << QStringList{ QStringLiteral("compute"),    demo,
                            QStringLiteral("--scenario"), QStringLiteral("hk-chat-slo-p99"),
                            QStringLiteral("--format"),   QStringLiteral("table") }
            << QStringList{ QStringLiteral("Replicas                               2             "
                                           "    2                 2                 2"),
                            QStringLiteral("P99 TTFT ms                        356.0             "
                                           "356.0             221.6             221.6"),
                            QStringLiteral("Meets P99 targets                    yes             "
                                           "  yes               yes               yes"),
                            QStringLiteral("Peak load/capacity                   56%             "
                                           "  56%               56%               56%") }
            << QStringList{ QStringLiteral("Sized by averages") };
    // Without a first-token target the table names only the per-token one.
    QTest::newRow("no first-token target")
            << QStringList{ QStringLiteral("compute"), demo, QStringLiteral("--scenario"),
                            QStringLiteral("hk-api"), QStringLiteral("--latency") }
            << QStringList{ QStringLiteral("P99 target at the peak-month load: each output token "
                                           "within 50 ms.") }
            << QStringList{ QStringLiteral("first token within") };
}

void TestCliCommands::computeTableShowsTheLatency()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, shown);
    QFETCH(QStringList, absent);
    const Run printed = run(arguments);
    QCOMPARE(printed.exitCode, int(ExitOk));
    for (const QString &line : std::as_const(shown))
        QVERIFY2(printed.out.contains(line), qPrintable(line + u'\n' + printed.out));
    for (const QString &text : std::as_const(absent))
        QVERIFY2(!printed.out.contains(text), qPrintable(text));
}

// report --csv writes the results CSV and its month rows, both after a byte-order mark.
void TestCliCommands::reportWritesTheResultsCsv()
{
    const Bundle demo = readBundle("data/demo.json");
    const Outcome<Result> result
            = Advisor::compute(demo.scenarios.first(), demo.catalog, QDate::currentDate());
    QVERIFY(result.ok());
    const QString csv = path(QStringLiteral("results.csv"));
    const Run written = run({ QStringLiteral("report"), sourcePath("data/demo.json"),
                              QStringLiteral("--csv"), csv });
    QCOMPARE(written.exitCode, int(ExitOk));
    QCOMPARE(readAll(csv), "\xEF\xBB\xBF" + CsvExport::results(result.value()));
    QCOMPARE(readAll(path(QStringLiteral("results.monthly.csv"))),
             "\xEF\xBB\xBF" + CsvExport::monthly(result.value()));
}

void TestCliCommands::tablesLineUpInEveryLanguage_data()
{
    QTest::addColumn<Language::Choice>("language");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("context"); ///< of the header's first label
    QTest::addColumn<QString>("label");
    QTest::addColumn<int>("width");
    const QString demo = sourcePath("data/demo.json");
    const QList<std::pair<const char *, Language::Choice>> languages{
        { "en", Language::Choice::English },
        { "zh_CN", Language::Choice::SimplifiedChinese },
        { "zh_HK", Language::Choice::HongKongChinese },
    };
    for (const auto &[code, language] : languages) {
        // Driver 24 + low 14 + high 14 + two differences 20 each + swing 18 = 110 columns.
        QTest::addRow("sensitivity, %s", code)
                << language << QStringList{ QStringLiteral("sensitivity"), demo }
                << QStringLiteral("infertco::AnalysisFormat") << QStringLiteral("Driver") << 110;
        // Option 34 + three percentiles 18 each + cheapest 10 = 98 columns.
        QTest::addRow("montecarlo, %s", code)
                << language
                << QStringList{ QStringLiteral("montecarlo"), demo, QStringLiteral("--draws"),
                                QStringLiteral("100") }
                << QStringLiteral("infertco::AnalysisFormat") << QStringLiteral("Option") << 98;
        // Label 22 + five options × 18 = 112 columns, from the sizing rows on.
        QTest::addRow("compute, %s", code)
                << language << QStringList{ QStringLiteral("compute"), demo }
                << QStringLiteral("infertco::ResultFormat") << QStringLiteral("Mode") << 112;
        // The latency block of a P99 scenario: label 22 + four options × 18 = 94 columns.
        QTest::addRow("compute latency, %s", code)
                << language
                << QStringList{ QStringLiteral("compute"), demo, QStringLiteral("--scenario"),
                                QStringLiteral("hk-chat-slo-p99") }
                << QStringLiteral("infertco::ResultFormat") << QStringLiteral("P99 TTFT ms") << 94;
    }
}

// Every row of a table's block, header to blank line, takes the same display columns: the
// padder counts a Chinese character as two (sensitivity once padded by characters).
void TestCliCommands::tablesLineUpInEveryLanguage()
{
    QFETCH(Language::Choice, language);
    QFETCH(QStringList, arguments);
    QFETCH(QString, context);
    QFETCH(QString, label);
    QFETCH(int, width);
    Language::apply(language);
    const Run printed = run(arguments);
    const QString header = QCoreApplication::translate(qPrintable(context), qPrintable(label));
    Language::apply(Language::Choice::English);
    QCOMPARE(printed.exitCode, int(ExitOk));
    if (language != Language::Choice::English)
        QVERIFY2(header != label, qPrintable(header)); // the table is really translated
    const QStringList lines = printed.out.split(u'\n');
    const auto first = std::find_if(lines.cbegin(), lines.cend(),
                                    [&](const QString &line) { return line.startsWith(header); });
    QVERIFY2(first != lines.cend(), qPrintable(printed.out));
    int rows = 0;
    for (auto it = first; it != lines.cend() && !it->isEmpty(); ++it, ++rows)
        QVERIFY2(displayColumns(*it) == width, qPrintable(*it));
    QVERIFY(rows >= 5);
}

QTEST_GUILESS_MAIN(TestCliCommands)
#include "tst_clicommands.moc"
