// SPDX-License-Identifier: GPL-3.0-or-later
// The Chinese demo documents (docs/format.md, "The demo documents"): data/demo-names.json names
// every demo scenario and option and nothing the demo does not have, so it cannot drift from
// data/demo.json; a named demo computes the same figures as the English one; and the documents
// the build makes are the English demo and the English demo with the table's names.
#include "cost/engine.h"
#include "io/bundle/bundlereader.h"
#include "io/bundle/demonames.h"
#include "io/document/document.h"
#include "io/output/resultformat.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QTest>

using namespace infertco;

namespace {

Outcome<Bundle> demo()
{
    return BundleReader::readFile(QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo.json"));
}

Outcome<DemoNames::Table> table()
{
    return DemoNames::readFile(QStringLiteral(INFERTCO_SOURCE_DIR "/data/demo-names.json"));
}

QString problemsText(const Problems &problems)
{
    QStringList lines;
    for (const Problem &problem : problems)
        lines.append(problem.text());
    return lines.join(QLatin1Char('\n'));
}

bool hasHan(const QString &text)
{
    static const QRegularExpression han(QStringLiteral(u"\\p{Han}"));
    return text.contains(han);
}

QString demoDocument(const QString &fileName)
{
    return QStringLiteral(INFERTCO_BINARY_DIR "/data/") + fileName;
}

} // namespace

class TestDemoNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableFitsTheDemo();
    void checkRefusesDrift_data();
    void checkRefusesDrift();
    void applyRefusesAnUnknownLanguage();
    void namedDemoComputesTheSameFigures_data();
    void namedDemoComputesTheSameFigures();
    void builtDocuments_data();
    void builtDocuments();
};

void TestDemoNames::tableFitsTheDemo()
{
    const Outcome<Bundle> bundle = demo();
    QVERIFY2(bundle.ok(), "data/demo.json must read");
    const Outcome<DemoNames::Table> names = table();
    QVERIFY2(names.ok(), qPrintable(problemsText(names.problems())));
    // Every scenario and option of the demo has a name in each language, and every entry is
    // one the demo has.
    const Problems problems = DemoNames::check(names.value(), bundle.value());
    QVERIFY2(problems.isEmpty(), qPrintable(problemsText(problems)));
    QCOMPARE(names.value().scenarios.size(), bundle.value().scenarios.size());
}

// The check can fail: each change below to the table or to the demo is caught.
void TestDemoNames::checkRefusesDrift_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("item");
    QTest::newRow("scenario id not in the demo") << "table: scenario"
                                                 << "scenarios \"no-such\"";
    QTest::newRow("option name not in the demo") << "table: option"
                                                 << "options \"No such option\"";
    QTest::newRow("colo offer id not in the demo") << "table: colo"
                                                   << "colo_offers \"no-such\"";
    QTest::newRow("demo scenario without a name") << "demo: scenario"
                                                  << "scenario \"new\"";
    QTest::newRow("demo option without a name") << "demo: option"
                                                << "scenario \"hk-api\"";
}

void TestDemoNames::checkRefusesDrift()
{
    QFETCH(QString, change);
    QFETCH(QString, item);
    Outcome<Bundle> bundle = demo();
    Outcome<DemoNames::Table> names = table();
    QVERIFY(bundle.ok() && names.ok());
    const DemoNames::Names both{ { QStringLiteral("zh_CN"), QStringLiteral(u"甲") },
                                 { QStringLiteral("zh_HK"), QStringLiteral(u"甲") } };
    if (change == QLatin1String("table: scenario"))
        names.value().scenarios.insert(QStringLiteral("no-such"), both);
    else if (change == QLatin1String("table: option"))
        names.value().options.insert(QStringLiteral("No such option"), both);
    else if (change == QLatin1String("table: colo"))
        names.value().coloOffers.insert(QStringLiteral("no-such"), both);
    else if (change == QLatin1String("demo: scenario")) {
        Scenario added;
        added.id = QStringLiteral("new");
        bundle.value().scenarios.append(added);
    } else
        bundle.value().scenarios.first().options.first().name
                = QStringLiteral("H100 SXM colo, Kowloon");
    const Problems problems = DemoNames::check(names.value(), bundle.value());
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().item, item);
    // apply() refuses the same table.
    QVERIFY(!DemoNames::apply(bundle.value(), names.value(), QStringLiteral("zh_HK")).ok());
}

void TestDemoNames::applyRefusesAnUnknownLanguage()
{
    const Outcome<Bundle> bundle = demo();
    const Outcome<DemoNames::Table> names = table();
    QVERIFY(bundle.ok() && names.ok());
    const Outcome<Bundle> named
            = DemoNames::apply(bundle.value(), names.value(), QStringLiteral("zh_TW"));
    QVERIFY(!named.ok());
    QCOMPARE(named.problems().first().item, QStringLiteral("zh_TW"));
    // An entry without one of the languages is refused when the table is read.
    const Outcome<DemoNames::Table> partial = DemoNames::parse(
            R"({"scenarios": {"hk-api": {"zh_CN": "x"}}, "options": {}, "colo_offers": {}})",
            QStringLiteral("t.json"));
    QVERIFY(!partial.ok());
    QCOMPARE(partial.problems().first().field, QStringLiteral("zh_HK"));
}

void TestDemoNames::namedDemoComputesTheSameFigures_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    QTest::newRow("zh_HK") << QStringLiteral("zh_HK");
}

void TestDemoNames::namedDemoComputesTheSameFigures()
{
    QFETCH(QString, language);
    const Outcome<Bundle> bundle = demo();
    const Outcome<DemoNames::Table> names = table();
    QVERIFY(bundle.ok() && names.ok());
    const Outcome<Bundle> named = DemoNames::apply(bundle.value(), names.value(), language);
    QVERIFY2(named.ok(), qPrintable(problemsText(named.problems())));

    // Only the names differ: with the English names put back it is the English demo.
    Bundle back = named.value();
    for (qsizetype s = 0; s < back.scenarios.size(); ++s) {
        const Scenario &english = bundle.value().scenarios.at(s);
        Scenario &scenario = back.scenarios[s];
        QVERIFY2(hasHan(scenario.name), qPrintable(scenario.name));
        QVERIFY(scenario.name != english.name);
        scenario.name = english.name;
        for (qsizetype o = 0; o < scenario.options.size(); ++o) {
            QVERIFY2(hasHan(scenario.options.at(o).name), qPrintable(scenario.options.at(o).name));
            scenario.options[o].name = english.options.at(o).name;
        }
    }
    for (qsizetype c = 0; c < back.catalog.coloOffers.size(); ++c) {
        if (names.value().coloOffers.contains(back.catalog.coloOffers.at(c).id))
            QVERIFY(hasHan(back.catalog.coloOffers.at(c).name));
        back.catalog.coloOffers[c].name = bundle.value().catalog.coloOffers.at(c).name;
    }
    QVERIFY(back == bundle.value());

    // And every scenario computes the same figures: the results' JSON (what compute prints)
    // is the English one once the names are put back.
    for (qsizetype s = 0; s < bundle.value().scenarios.size(); ++s) {
        const Scenario &english = bundle.value().scenarios.at(s);
        const Outcome<Result> expected = Engine::compute(english, bundle.value().catalog);
        Outcome<Result> actual
                = Engine::compute(named.value().scenarios.at(s), named.value().catalog);
        QVERIFY2(expected.ok() && actual.ok(), qPrintable(english.id));
        QVERIFY(ResultFormat::toJson(actual.value()) != ResultFormat::toJson(expected.value()));
        actual.value().scenarioName = english.name;
        for (qsizetype o = 0; o < actual.value().options.size(); ++o)
            actual.value().options[o].name = expected.value().options.at(o).name;
        // A warning names the colo offer it is about, in the document's name for it.
        QByteArray json = ResultFormat::toJson(actual.value());
        for (qsizetype c = 0; c < named.value().catalog.coloOffers.size(); ++c) {
            json.replace(named.value().catalog.coloOffers.at(c).name.toUtf8(),
                         bundle.value().catalog.coloOffers.at(c).name.toUtf8());
        }
        QCOMPARE(json, ResultFormat::toJson(expected.value()));
    }
}

void TestDemoNames::builtDocuments_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    QTest::newRow("zh_HK") << QStringLiteral("zh_HK");
}

// The documents the build made (data/CMakeLists.txt): demo.infertco holds demo.json, and
// demo.<language>.infertco the same with the table's names.
void TestDemoNames::builtDocuments()
{
    QFETCH(QString, language);
    const QString english = demoDocument(QStringLiteral("demo.infertco"));
    const QString path = language == QLatin1String("en")
            ? english
            : demoDocument(QStringLiteral("demo.%1.infertco").arg(language));
    if (!QFileInfo::exists(path))
        QSKIP("the demo documents are not built in this build tree");
    const Outcome<Bundle> document = Document::read(path);
    QVERIFY2(document.ok(), qPrintable(problemsText(document.problems())));
    const Outcome<Bundle> bundle = demo();
    QVERIFY(bundle.ok());
    const Outcome<Bundle> englishDocument = Document::read(english);
    QVERIFY(englishDocument.ok());
    QCOMPARE(englishDocument.value().scenarios.size(), bundle.value().scenarios.size());
    for (qsizetype s = 0; s < bundle.value().scenarios.size(); ++s)
        QCOMPARE(englishDocument.value().scenarios.at(s).name, bundle.value().scenarios.at(s).name);
    if (language == QLatin1String("en"))
        return;
    const Outcome<DemoNames::Table> names = table();
    QVERIFY(names.ok());
    const Outcome<Bundle> named
            = DemoNames::apply(englishDocument.value(), names.value(), language);
    QVERIFY(named.ok());
    QVERIFY(document.value() == named.value());
}

QTEST_APPLESS_MAIN(TestDemoNames)
#include "tst_demonames.moc"
