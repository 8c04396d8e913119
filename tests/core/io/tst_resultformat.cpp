// SPDX-License-Identifier: GPL-3.0-or-later
// The terminal table of `infertco-cli compute --format table`: its columns line up when option
// names are Chinese (two terminal columns per ideograph), and a long Chinese name is clipped
// to its column rather than pushing the figures out of line.
#include "io/resultformat.h"

#include "cost/engine.h"
#include "io/bundlereader.h"

#include <QTest>

using namespace infertco;

namespace {

// Terminal columns of a string made of ASCII and CJK ideographs (U+4E00–U+9FFF: two each).
int columns(const QString &text)
{
    int n = 0;
    for (const QChar c : text)
        n += (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF) ? 2 : 1;
    return n;
}

} // namespace

class TestResultFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableLinesUpWithChineseNames_data();
    void tableLinesUpWithChineseNames();
};

void TestResultFormat::tableLinesUpWithChineseNames_data()
{
    QTest::addColumn<QString>("coloName");
    QTest::addColumn<QString>("shownAs");

    QTest::newRow("ASCII") << QStringLiteral("H100 HK colo") << QStringLiteral("H100 HK colo");
    // 5 ideographs + " H100" = 15 columns: fits the 17 a name may take.
    QTest::newRow("Chinese, fits")
            << QStringLiteral("香港托管方案 H100") << QStringLiteral("香港托管方案 H100");
    // 12 ideographs = 24 columns > 17: clipped to 8 ideographs (16 columns), not 17 characters.
    QTest::newRow("Chinese, clipped") << QStringLiteral("香港葵涌数据中心服务器托管方案")
                                      << QStringLiteral("香港葵涌数据中心");
}

void TestResultFormat::tableLinesUpWithChineseNames()
{
    QFETCH(QString, coloName);
    QFETCH(QString, shownAs);
    Outcome<Bundle> bundle = BundleReader::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/dc-gpu.json"));
    QVERIFY(bundle.ok());
    Scenario scenario = bundle.value().scenarios.constFirst();
    scenario.options[0].name = coloName;
    const Outcome<Result> result = Engine::compute(scenario, bundle.value().catalog);
    QVERIFY(result.ok());

    const QStringList lines = ResultFormat::toTable(result.value()).split(u'\n');
    // Line 0 is the title and line 1 blank; the header and the sizing rows follow.
    const QString header = lines.at(2);
    QVERIFY2(header.contains(shownAs), qPrintable(header));
    if (shownAs != coloName)
        QVERIFY2(!header.contains(coloName), qPrintable(header));
    // Label 22 + two options × 18 columns, on every row of the block.
    for (int i = 2; i < lines.size() && !lines.at(i).isEmpty(); ++i)
        QCOMPARE(columns(lines.at(i)), 22 + 2 * 18);
}

QTEST_APPLESS_MAIN(TestResultFormat)
#include "tst_resultformat.moc"
