// SPDX-License-Identifier: GPL-3.0-or-later
// Language (core/i18n) without the translations: which translation a system's UI languages
// resolve to, and the settings names of the choices.
#include "i18n/language.h"

#include <QTest>

using namespace infertco;
using namespace Qt::StringLiterals;

class TestLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void languageFromSystem_data();
    void languageFromSystem();
    void keysRoundTrip_data();
    void keysRoundTrip();
    void languageFromEnvironment_data();
    void languageFromEnvironment();
    void tidySpaces_data();
    void tidySpaces();
};

void TestLanguage::languageFromSystem_data()
{
    QTest::addColumn<QStringList>("uiLanguages");
    QTest::addColumn<QString>("code");
    QTest::newRow("zh-Hant-HK") << QStringList{ QStringLiteral("zh-Hant-HK") }
                                << QStringLiteral("zh_HK");
    QTest::newRow("zh-HK") << QStringList{ QStringLiteral("zh-HK") } << QStringLiteral("zh_HK");
    QTest::newRow("zh_TW, underscore")
            << QStringList{ QStringLiteral("zh_TW") } << QStringLiteral("zh_HK");
    QTest::newRow("zh-MO") << QStringList{ QStringLiteral("zh-MO") } << QStringLiteral("zh_HK");
    QTest::newRow("zh-Hant") << QStringList{ QStringLiteral("zh-Hant") } << QStringLiteral("zh_HK");
    QTest::newRow("zh-Hans-HK is Simplified")
            << QStringList{ QStringLiteral("zh-Hans-HK") } << QStringLiteral("zh_CN");
    QTest::newRow("zh") << QStringList{ QStringLiteral("zh") } << QStringLiteral("zh_CN");
    QTest::newRow("zh-CN") << QStringList{ QStringLiteral("zh-CN") } << QStringLiteral("zh_CN");
    QTest::newRow("zh-SG") << QStringList{ QStringLiteral("zh-SG") } << QStringLiteral("zh_CN");
    QTest::newRow("zh-Hans") << QStringList{ QStringLiteral("zh-Hans") } << QStringLiteral("zh_CN");
    QTest::newRow("en-US") << QStringList{ QStringLiteral("en-US") } << QStringLiteral("en");
    QTest::newRow("German first, then Chinese")
            << QStringList{ QStringLiteral("de-DE"), QStringLiteral("zh-CN") }
            << QStringLiteral("en");
    QTest::newRow("C, then Traditional Chinese")
            << QStringList{ QStringLiteral("C"), QStringLiteral("zh-TW") }
            << QStringLiteral("zh_HK");
    QTest::newRow("nothing") << QStringList() << QStringLiteral("en");
}

void TestLanguage::languageFromSystem()
{
    QFETCH(QStringList, uiLanguages);
    QFETCH(QString, code);
    QCOMPARE(Language::codeFor(uiLanguages), code);
}

void TestLanguage::keysRoundTrip_data()
{
    QTest::addColumn<int>("choice");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("name"); // in its own script; untranslated here (no translator)

    QTest::newRow("system") << int(Language::Choice::System) << QStringLiteral("system")
                            << QStringLiteral("System language");
    QTest::newRow("English") << int(Language::Choice::English) << QStringLiteral("en")
                             << QStringLiteral("English");
    QTest::newRow("Simplified Chinese") << int(Language::Choice::SimplifiedChinese)
                                        << QStringLiteral("zh_CN") << QStringLiteral("简体中文");
    QTest::newRow("Hong Kong Chinese")
            << int(Language::Choice::HongKongChinese) << QStringLiteral("zh_HK")
            << QStringLiteral("繁體中文（香港）");
}

void TestLanguage::keysRoundTrip()
{
    QFETCH(int, choice);
    QFETCH(QString, key);
    QFETCH(QString, name);
    QCOMPARE(Language::key(Language::Choice(choice)), key);
    QCOMPARE(Language::displayName(Language::Choice(choice)), name);
    QCOMPARE(Language::fromKey(key), Language::Choice(choice));
    QCOMPARE(Language::fromKey(QStringLiteral("klingon")), Language::Choice::System);
}

// Issue 21 item 18: INFERTCO_LANGUAGE chooses the language of one run of the application and
// of infertco-cli; unset, empty or unknown, the saved or system choice stands (-1 here).
void TestLanguage::languageFromEnvironment_data()
{
    QTest::addColumn<QByteArray>("value"); // null: unset
    QTest::addColumn<int>("choice");
    QTest::newRow("unset") << QByteArray() << -1;
    QTest::newRow("empty") << QByteArray("") << -1;
    QTest::newRow("en") << QByteArray("en") << int(Language::Choice::English);
    QTest::newRow("zh_CN") << QByteArray("zh_CN") << int(Language::Choice::SimplifiedChinese);
    QTest::newRow("zh-cn") << QByteArray("zh-cn") << int(Language::Choice::SimplifiedChinese);
    QTest::newRow("zh_HK") << QByteArray("zh_HK") << int(Language::Choice::HongKongChinese);
    QTest::newRow("ZH-HK, spaces")
            << QByteArray(" ZH-HK ") << int(Language::Choice::HongKongChinese);
    QTest::newRow("system") << QByteArray("system") << int(Language::Choice::System);
    QTest::newRow("a language not shipped") << QByteArray("fr") << -1;
}

void TestLanguage::languageFromEnvironment()
{
    QFETCH(QByteArray, value);
    QFETCH(int, choice);
    if (value.isNull())
        qunsetenv("INFERTCO_LANGUAGE");
    else
        qputenv("INFERTCO_LANGUAGE", value);
    const std::optional<Language::Choice> chosen = Language::fromEnvironment();
    qunsetenv("INFERTCO_LANGUAGE");
    QCOMPARE(chosen ? int(*chosen) : -1, choice);
}

// A space between two Chinese characters goes; a space beside a Latin letter, a digit or
// another space's Latin neighbour stays.
void TestLanguage::tidySpaces_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("tidy");
    QTest::newRow("Chinese name after a word")
            << u"团队位于 香港（中电），但 L40S colo 位于 新加坡：请确认。"_s
            << u"团队位于香港（中电），但 L40S colo 位于新加坡：请确认。"_s;
    QTest::newRow("Traditional") << u"團隊位於 香港（中電），但"_s << u"團隊位於香港（中電），但"_s;
    QTest::newRow("two sentences joined") << u"解码受显存带宽限制。 预填充受算力限制。"_s
                                          << u"解码受显存带宽限制。预填充受算力限制。"_s;
    QTest::newRow("several spaces") << u"位于   香港"_s << u"位于香港"_s;
    QTest::newRow("digits keep theirs") << u"第 0 个月"_s << u"第 0 个月"_s;
    QTest::newRow("Latin names keep theirs")
            << u"方案 H100 rent 位于 US East"_s << u"方案 H100 rent 位于 US East"_s;
    QTest::newRow("English untouched")
            << u"The team works from Hong Kong, but"_s << u"The team works from Hong Kong, but"_s;
    QTest::newRow("leading and trailing") << u" 香港 "_s << u" 香港 "_s;
}

void TestLanguage::tidySpaces()
{
    QFETCH(QString, text);
    QFETCH(QString, tidy);
    QCOMPARE(Language::tidySpaces(text), tidy);
}

QTEST_APPLESS_MAIN(TestLanguage)
#include "tst_language.moc"
