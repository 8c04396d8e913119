// SPDX-License-Identifier: GPL-3.0-or-later
// The tax and financing objects of a bundle (docs/format.md; docs/method.md, "After tax, loans
// and leases"): each bad value refused naming its field, a written bundle read back equal, and
// a bundle without them written without them.
#include "cost/engine.h"
#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"
#include "io/document/document.h"
#include "io/output/csvexport.h"
#include "sourcetree.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace infertco;

namespace {

QJsonObject financeBundle()
{
    QFile file(testing::sourcePath("tests/golden/v4-finance.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read tests/golden/v4-finance.json");
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The bundle with the first scenario's `tax` replaced (an empty object: removed), or the
// financing of its option `option` (0-based) replaced.
QByteArray withTax(const QByteArray &taxJson)
{
    QJsonObject root = financeBundle();
    QJsonArray scenarios = root.value(u"scenarios").toArray();
    QJsonObject scenario = scenarios.at(0).toObject();
    scenario.insert(u"tax", QJsonDocument::fromJson(taxJson).object());
    scenarios.replace(0, scenario);
    root.insert(u"scenarios", scenarios);
    return QJsonDocument(root).toJson();
}

QByteArray withFinancing(int option, const QByteArray &financingJson)
{
    QJsonObject root = financeBundle();
    QJsonArray scenarios = root.value(u"scenarios").toArray();
    QJsonObject scenario = scenarios.at(0).toObject();
    QJsonArray options = scenario.value(u"options").toArray();
    QJsonObject o = options.at(option).toObject();
    o.insert(u"financing", QJsonDocument::fromJson(financingJson).object());
    options.replace(option, o);
    scenario.insert(u"options", options);
    scenarios.replace(0, scenario);
    root.insert(u"scenarios", scenarios);
    return QJsonDocument(root).toJson();
}

// One CSV line's cells, a quoted cell's commas and doubled quotes kept as its text.
QStringList csvCells(const QString &line)
{
    QStringList cells{ QString() };
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == u'"' && quoted && i + 1 < line.size() && line.at(i + 1) == u'"') {
            cells.last() += c;
            ++i;
        } else if (c == u'"') {
            quoted = !quoted;
        } else if (c == u',' && !quoted) {
            cells.append(QString());
        } else {
            cells.last() += c;
        }
    }
    return cells;
}

QString describe(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines.append(p.text());
    return lines.join(u'\n');
}

} // namespace

class TestFinanceBundle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refused_data();
    void refused();
    void roundTrip();
    void documentRoundTrip();
    void absentIsNotWritten();
    void csvAddsUp();
};

void TestFinanceBundle::refused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("item"); // a part of the item
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message"); // a part of the message

    // Option 2 of the scenario is "loan-24", option 5 "lease-36", option 7 "rent" (1-based).
    const QString scenario = QStringLiteral("scenario \"finance-immediate\"");
    // The reader names an option by its place, validation by its place and name.
    const QString loan = QStringLiteral("option 2");
    const QString lease = QStringLiteral("option 5");
    QTest::newRow("financing on a rent option")
            << withFinancing(6, R"({"kind": "loan", "rate_year": "0.05", "term_months": 12})")
            << QStringLiteral("option 7 (\"rent\")") << "financing"
            << "colo and hybrid";
    QTest::newRow("a loan rate of 1")
            << withFinancing(1, R"({"kind": "loan", "rate_year": 1, "term_months": 24})") << loan
            << "financing.rate_year"
            << "less than 1";
    QTest::newRow("a negative lease rate")
            << withFinancing(4, R"({"kind": "lease", "rate_year": "-0.01", "term_months": 36})")
            << lease << "financing.rate_year"
            << "at least 0";
    QTest::newRow("a term of 0") << withFinancing(
            1, R"({"kind": "loan", "rate_year": "0.05", "term_months": 0})")
                                 << loan << "financing.term_months"
                                 << "from 1 to 120";
    QTest::newRow("a term of 121")
            << withFinancing(1, R"({"kind": "loan", "rate_year": "0.05", "term_months": 121})")
            << loan << "financing.term_months"
            << "from 1 to 120";
    QTest::newRow("a lease ending before the horizon")
            << withFinancing(4, R"({"kind": "lease", "rate_year": "0.05", "term_months": 35})")
            << lease << "financing.term_months"
            << "shorter than the 36-month horizon";
    QTest::newRow("an unknown kind")
            << withFinancing(1, R"({"kind": "hire_purchase", "rate_year": "0.05",
                                    "term_months": 24})")
            << loan << "financing.kind"
            << "\"hire_purchase\" is not one of loan, lease";
    QTest::newRow("no kind") << withFinancing(1, R"({"rate_year": "0.05", "term_months": 24})")
                             << loan << "financing.kind"
                             << "is required";
    QTest::newRow("no term") << withFinancing(1, R"({"kind": "loan", "rate_year": "0.05"})") << loan
                             << "financing.term_months"
                             << "is required";
    QTest::newRow("a down payment on a lease")
            << withFinancing(4, R"({"kind": "lease", "rate_year": "0.05", "term_months": 36,
                                    "down_payment_fraction": "0.1"})")
            << lease << "financing.down_payment_fraction"
            << "only for a loan";
    QTest::newRow("a down payment of 1")
            << withFinancing(1, R"({"kind": "loan", "rate_year": "0.05", "term_months": 24,
                                    "down_payment_fraction": 1})")
            << loan << "financing.down_payment_fraction"
            << "less than 1";
    QTest::newRow("a tax rate of 1") << withTax(R"({"rate": "1"})") << scenario << "tax.rate"
                                     << "less than 1";
    QTest::newRow("a tax without its rate")
            << withTax(R"({"ownership": "immediate"})") << scenario << "tax.rate"
            << "is required";
    QTest::newRow("straight line without years")
            << withTax(R"({"rate": "0.165", "ownership": "straight_line"})") << scenario
            << "tax.years"
            << "is required with ownership \"straight_line\"";
    QTest::newRow("years with an immediate write-off")
            << withTax(R"({"rate": "0.165", "years": 4})") << scenario << "tax.years"
            << "only for ownership \"straight_line\"";
    QTest::newRow("21 years") << withTax(
            R"({"rate": "0.165", "ownership": "straight_line", "years": 21})")
                              << scenario << "tax.years"
                              << "from 1 to 20";
    QTest::newRow("an unknown ownership")
            << withTax(R"({"rate": "0.165", "ownership": "declining_balance"})") << scenario
            << "tax.ownership"
            << "\"declining_balance\" is not one of immediate, straight_line";
    QTest::newRow("a lag of 25 months")
            << withTax(R"({"rate": "0.165", "lag_months": 25})") << scenario << "tax.lag_months"
            << "from 0 to 24";
}

void TestFinanceBundle::refused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, item);
    QFETCH(QString, field);
    QFETCH(QString, message);
    const Outcome<Bundle> outcome = BundleReader::read(json);
    QVERIFY(!outcome.ok());
    const Problems &problems = outcome.problems();
    const auto match = std::find_if(problems.cbegin(), problems.cend(), [&](const Problem &p) {
        return p.item.contains(item) && p.field == field && p.message.contains(message);
    });
    QVERIFY2(match != problems.cend(), qPrintable(describe(problems)));
}

// Every tax and financing field survives writing and reading back.
void TestFinanceBundle::roundTrip()
{
    const Bundle bundle = testing::readBundle(QStringLiteral("tests/golden/v4-finance.json"));
    const Scenario &first = bundle.scenarios.first();
    QVERIFY(first.tax.given());
    QCOMPARE(first.tax.rate->toString(), QStringLiteral("0.165"));
    const ScenarioOption &loanWithDown = first.options.at(3);
    QCOMPARE(loanWithDown.financing.kind, std::optional(FinancingKind::Loan));
    QCOMPARE(loanWithDown.financing.termMonths, 60);
    QCOMPARE(loanWithDown.financing.downPaymentFraction->toString(), QStringLiteral("0.1"));
    const Scenario &straight = bundle.scenarios.at(1);
    QCOMPARE(straight.tax.ownership, TaxOwnership::StraightLine);
    QCOMPARE(straight.tax.years, 5);
    QCOMPARE(straight.tax.lagMonths, 6);
    QVERIFY(!bundle.scenarios.at(3).tax.given());

    const Outcome<Bundle> again = BundleReader::read(BundleWriter::toJson(bundle));
    QVERIFY2(again.ok(), qPrintable(describe(again.problems())));
    QCOMPARE(again.value().scenarios, bundle.scenarios);
    QCOMPARE(BundleWriter::toJson(again.value()), BundleWriter::toJson(bundle));
}

// The document keeps every tax and financing field (data/schema/v8.sql), and no tax or
// financing where there was none.
void TestFinanceBundle::documentRoundTrip()
{
    const Bundle bundle = testing::readBundle(QStringLiteral("tests/golden/v4-finance.json"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("finance.infertco"));
    QVERIFY(Document::createFromBundle(path, bundle).ok());
    const Outcome<Bundle> stored = Document::read(path);
    QVERIFY2(stored.ok(), qPrintable(describe(stored.problems())));
    QCOMPARE(stored.value().scenarios, bundle.scenarios);
    QVERIFY(!stored.value().scenarios.at(3).tax.given());
    QVERIFY(!stored.value().scenarios.at(0).options.at(0).financing.given());
}

// A scenario without tax and options without financing are written without the objects.
void TestFinanceBundle::absentIsNotWritten()
{
    const Bundle bundle
            = testing::readBundle(QStringLiteral("tests/golden/v2-growth-tranches.json"));
    const QByteArray json = BundleWriter::toJson(bundle);
    QVERIFY(!json.contains("\"tax\""));
    QVERIFY(!json.contains("\"financing\""));
    const Bundle financed = testing::readBundle(QStringLiteral("tests/golden/v4-finance.json"));
    const QByteArray written = BundleWriter::toJson(financed);
    QVERIFY(written.contains("\"tax\": {"));
    QVERIFY(written.contains("\"financing\": {"));
    QVERIFY(written.contains("\"ownership\": \"straight_line\""));
}

// The results CSV of a financed scenario has the finance columns, and in every money column
// the month rows add up to the option's total row, to the cent (a reviewer can re-add them).
void TestFinanceBundle::csvAddsUp()
{
    const Bundle bundle = testing::readBundle(QStringLiteral("tests/golden/v4-finance.json"));
    const Outcome<Result> result = Engine::compute(bundle.scenarios.at(1), bundle.catalog);
    QVERIFY(result.ok());
    const QList<QByteArray> lines = CsvExport::results(result.value()).split('\n');
    const QStringList header = QString::fromUtf8(lines.first()).trimmed().split(u',');
    QCOMPARE(header, CsvExport::header(true));
    for (const char *key : { "interest", "loan_repayment", "lease", "tax", "total_after_tax",
                             "npv_after_tax", "cost_per_million_tokens_after_tax" })
        QVERIFY2(header.contains(QLatin1String(key)), key);
    const qsizetype option = header.indexOf(QStringLiteral("option"));
    const qsizetype month = header.indexOf(QStringLiteral("month"));
    int checked = 0;
    for (const char *key : { "purchase", "interest", "loan_repayment", "lease", "tax", "total",
                             "total_after_tax", "residual" }) {
        const qsizetype column = header.indexOf(QLatin1String(key));
        QMap<QString, Decimal> sums;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QStringList cells = csvCells(QString::fromUtf8(lines.at(i)).trimmed());
            if (cells.size() != header.size())
                continue;
            if (cells.at(month) == QLatin1String("total")) {
                QCOMPARE(sums.value(cells.at(option)).toString(2), cells.at(column));
                ++checked;
            } else {
                sums[cells.at(option)] += *Decimal::parse(cells.at(column));
            }
        }
    }
    QCOMPARE(checked, 8 * 7); // eight columns of seven options
}

QTEST_GUILESS_MAIN(TestFinanceBundle)
#include "tst_financebundle.moc"
