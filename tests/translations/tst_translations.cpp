// SPDX-License-Identifier: GPL-3.0-or-later
// The translations: every tr() string of the sources is in each committed .ts file and finished
// there with the source's placeholders (lupdate run here, as the maintainers run it); the
// industry's terms in the compiled catalogs; the system languages each translation serves; and a
// language switch that renames the running main window without a restart.
#include "window/mainwindow.h"
#include "window/sidebar.h"
#include "window/workspace.h"

#include "editors/tableeditor.h"
#include "results/dashboard.h"

#include "cost/engine.h"
#include "io/bundle/bundlereader.h"
#include "io/document/document.h"
#include "io/output/resultformat.h"

#include "i18n/language.h"

#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace infertco;

namespace {

struct Message
{
    QString context;
    QString source;
    QString type; // "", "unfinished", "vanished" or "obsolete"
    QStringList translations;
};

QList<Message> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": cannot be read");
        return {};
    }
    QList<Message> messages;
    QString context;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            messages.append({ context, QString(), QString(), {} });
        } else if (xml.name() == QLatin1String("source")) {
            messages.last().source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            messages.last().type = xml.attributes().value(QLatin1String("type")).toString();
            // A plural entry holds <numerusform> children; a singular one holds its text.
            QString text;
            while (!xml.atEnd()) {
                const QXmlStreamReader::TokenType token = xml.readNext();
                if (token == QXmlStreamReader::Characters)
                    text += xml.text();
                else if (token == QXmlStreamReader::StartElement
                         && xml.name() == QLatin1String("numerusform"))
                    messages.last().translations.append(xml.readElementText());
                else if (token == QXmlStreamReader::EndElement
                         && xml.name() == QLatin1String("translation"))
                    break;
            }
            if (messages.last().translations.isEmpty())
                messages.last().translations.append(text);
        }
    }
    if (xml.hasError())
        *error = path + QStringLiteral(": ") + xml.errorString();
    return messages;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?(?:n|\\d{1,2})"));
    QStringList found;
    for (const QRegularExpressionMatch &match : pattern.globalMatch(text))
        found.append(match.captured());
    found.sort();
    found.removeDuplicates();
    return found;
}

QStringList tags(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("</?([a-zA-Z][a-zA-Z0-9]*)\\b[^>]*>"));
    QStringList found;
    for (const QRegularExpressionMatch &match : pattern.globalMatch(text))
        found.append(match.captured(1));
    found.sort();
    return found;
}

bool hasAccelerator(QString text)
{
    static const QRegularExpression pattern(QStringLiteral("&(?=[^\\s&])"));
    return text.remove(QStringLiteral("&&")).contains(pattern);
}

QString key(const Message &message)
{
    return message.context + QStringLiteral(" | ") + message.source;
}

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (const QAction *action : window.menuBar()->actions())
        titles.append(action->text());
    return titles;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void tsFilesComplete_data();
    void tsFilesComplete();
    void englishSourcesHaveNoFullWidthQuotes();
    void keyTerms_data();
    void keyTerms();
    void hongKongWording();
    void cliTableSpeaksChinese();
    void cliFollowsSystemLanguage_data();
    void cliFollowsSystemLanguage();
    void switchWithoutRestart();
    void qtsOwnTranslationsInstalled_data();
    void qtsOwnTranslationsInstalled();

private:
    QTemporaryDir m_dir;
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestTranslations::cleanup()
{
    Language::apply(Language::Choice::English);
}

void TestTranslations::tsFilesComplete_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN");
    QTest::newRow("Traditional Chinese, Hong Kong") << QStringLiteral("zh_HK");
    QTest::newRow("English plural forms") << QStringLiteral("en");
}

void TestTranslations::tsFilesComplete()
{
    QFETCH(QString, code);
    const QString source = QStringLiteral(INFERTCO_SOURCE_DIR);
    const QString committed = source + QStringLiteral("/translations/infertco_%1.ts").arg(code);
    const QString fresh = m_dir.filePath(QStringLiteral("infertco_%1.ts").arg(code));
    QFile::remove(fresh);
    QVERIFY(QFile::copy(committed, fresh));
    QFile::setPermissions(fresh, QFile::ReadOwner | QFile::WriteOwner);

    // translations/tools/update-ts.sh, into the copy.
    QStringList arguments{ QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                           QStringLiteral("none"), QStringLiteral("-silent") };
    if (code == QLatin1String("en"))
        arguments << QStringLiteral("-pluralonly");
    for (const char *folder : { "core", "app", "ui", "translations" })
        arguments << source + u'/' + QLatin1String(folder);
    arguments << QStringLiteral("-ts") << fresh;
    QProcess lupdate;
    lupdate.start(QStringLiteral(INFERTCO_LUPDATE), arguments);
    QVERIFY2(lupdate.waitForFinished(60000), qPrintable(lupdate.errorString()));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

    QString error;
    const QList<Message> mine = readTs(committed, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QList<Message> updated = readTs(fresh, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!mine.isEmpty());

    QStringList problems;
    QSet<QString> committedKeys;
    for (const Message &message : mine)
        committedKeys.insert(key(message));
    QSet<QString> freshKeys;
    for (const Message &message : updated) {
        freshKeys.insert(key(message));
        if (!committedKeys.contains(key(message)))
            problems << QStringLiteral("missing (run translations/tools/update-ts.sh): ")
                            + key(message);
        else if (!message.type.isEmpty())
            problems << message.type + QStringLiteral(" after lupdate: ") + key(message);
    }
    for (const Message &message : mine) {
        if (!freshKeys.contains(key(message)))
            problems << QStringLiteral("no longer in the sources: ") + key(message);
        if (!message.type.isEmpty())
            problems << message.type + QStringLiteral(": ") + key(message);
        for (const QString &translation : message.translations) {
            if (translation.trimmed().isEmpty())
                problems << QStringLiteral("empty translation: ") + key(message);
            else if (placeholders(translation) != placeholders(message.source))
                problems << QStringLiteral("placeholders %1 in \"%2\": ")
                                        .arg(placeholders(translation).join(u' '), translation)
                                + key(message);
            else if (tags(translation) != tags(message.source))
                problems << QStringLiteral("HTML tags differ in \"%1\": ").arg(translation)
                                + key(message);
            else if (hasAccelerator(translation) != hasAccelerator(message.source))
                problems << QStringLiteral("accelerator differs in \"%1\": ").arg(translation)
                                + key(message);
        }
    }
    if (problems.size() > 25)
        problems = problems.mid(0, 25) << QStringLiteral("…");
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

// The English texts (every source lupdate finds in core/, app/ and ui/) quote with ASCII
// quotes: typographic and CJK quotes and full-width punctuation are drawn full-width by a
// Chinese font, and belong in the Chinese translations only.
void TestTranslations::englishSourcesHaveNoFullWidthQuotes()
{
    const QString source = QStringLiteral(INFERTCO_SOURCE_DIR);
    const QString fresh = m_dir.filePath(QStringLiteral("sources_en.ts"));
    QFile::remove(fresh);
    QStringList arguments{ QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                           QStringLiteral("none"), QStringLiteral("-silent") };
    for (const char *folder : { "core", "app", "ui" })
        arguments << source + u'/' + QLatin1String(folder);
    arguments << QStringLiteral("-ts") << fresh;
    QProcess lupdate;
    lupdate.start(QStringLiteral(INFERTCO_LUPDATE), arguments);
    QVERIFY2(lupdate.waitForFinished(60000), qPrintable(lupdate.errorString()));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
    QString error;
    const QList<Message> messages = readTs(fresh, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 1000);

    static const QRegularExpression fullWidth(
            QStringLiteral("[\u2018\u2019\u201c\u201d\u3001\u3002\u300c-\u300f\uff01-\uff0f"
                           "\uff1a-\uff1f]"));
    QStringList problems;
    for (const Message &message : messages)
        if (message.source.contains(fullWidth))
            problems << key(message);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestTranslations::keyTerms_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("expected");

    QTest::newRow("zh_CN sidebar colocation")
            << QStringLiteral("zh_CN") << QStringLiteral("infertco::Sidebar")
            << QStringLiteral("Colocation offers") << QStringLiteral("服务器托管");
    QTest::newRow("zh_HK sidebar colocation")
            << QStringLiteral("zh_HK") << QStringLiteral("infertco::Sidebar")
            << QStringLiteral("Colocation offers") << QStringLiteral("伺服器託管");
    QTest::newRow("zh_CN sidebar rental")
            << QStringLiteral("zh_CN") << QStringLiteral("infertco::Sidebar")
            << QStringLiteral("Rental offers") << QStringLiteral("服务器租用");
    QTest::newRow("zh_HK sidebar rental")
            << QStringLiteral("zh_HK") << QStringLiteral("infertco::Sidebar")
            << QStringLiteral("Rental offers") << QStringLiteral("伺服器租用");
    QTest::newRow("zh_CN memory") << QStringLiteral("zh_CN") << QStringLiteral("infertco::Fields")
                                  << QStringLiteral("Memory GB") << QStringLiteral("显存");
    QTest::newRow("zh_HK memory") << QStringLiteral("zh_HK") << QStringLiteral("infertco::Fields")
                                  << QStringLiteral("Memory GB") << QStringLiteral("顯存");
    QTest::newRow("zh_CN CLI table NPV")
            << QStringLiteral("zh_CN") << QStringLiteral("infertco::ResultFormat")
            << QStringLiteral("NPV") << QStringLiteral("净现值");
    QTest::newRow("zh_HK CLI table NPV")
            << QStringLiteral("zh_HK") << QStringLiteral("infertco::ResultFormat")
            << QStringLiteral("NPV") << QStringLiteral("淨現值");
    QTest::newRow("zh_CN file menu")
            << QStringLiteral("zh_CN") << QStringLiteral("infertco::MainWindow")
            << QStringLiteral("&File") << QStringLiteral("文件(&F)");
    QTest::newRow("zh_HK file menu")
            << QStringLiteral("zh_HK") << QStringLiteral("infertco::MainWindow")
            << QStringLiteral("&File") << QStringLiteral("檔案(&F)");
    QTest::newRow("zh_CN residual value")
            << QStringLiteral("zh_CN") << QStringLiteral("infertco::Fields")
            << QStringLiteral("Residual value") << QStringLiteral("残值");
    QTest::newRow("zh_HK quantization")
            << QStringLiteral("zh_HK") << QStringLiteral("infertco::Fields")
            << QStringLiteral("Needs quantization") << QStringLiteral("量化");
}

void TestTranslations::keyTerms()
{
    QFETCH(QString, code);
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(QString, expected);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/infertco_") + code));
    const QString translated
            = translator.translate(context.toUtf8().constData(), source.toUtf8().constData());
    QVERIFY2(translated.contains(expected), qPrintable(translated));
}

void TestTranslations::hongKongWording()
{
    // Mainland words that opencc's s2hk leaves behind, and Simplified forms, have no place in
    // the Hong Kong catalog; nor Hong Kong words in the mainland one.
    QString error;
    const QList<Message> hongKong
            = readTs(QStringLiteral(INFERTCO_SOURCE_DIR "/translations/infertco_zh_HK.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QList<Message> mainland
            = readTs(QStringLiteral(INFERTCO_SOURCE_DIR "/translations/infertco_zh_CN.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QStringList notHongKong{ QStringLiteral("服務器"), QStringLiteral("服务器"),
                                   QStringLiteral("默認"),   QStringLiteral("視頻"),
                                   QStringLiteral("托管"),   QStringLiteral("显存") };
    const QStringList notMainland{ QStringLiteral("伺服器"), QStringLiteral("託管"),
                                   QStringLiteral("顯存") };
    QStringList problems;
    for (const Message &message : hongKong) {
        for (const QString &word : notHongKong) {
            if (message.translations.join(u' ').contains(word))
                problems << QStringLiteral("zh_HK \"%1\": %2").arg(word, key(message));
        }
    }
    for (const Message &message : mainland) {
        for (const QString &word : notMainland) {
            if (message.translations.join(u' ').contains(word))
                problems << QStringLiteral("zh_CN \"%1\": %2").arg(word, key(message));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestTranslations::cliTableSpeaksChinese()
{
    Outcome<Bundle> bundle = BundleReader::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/dc-gpu.json"));
    QVERIFY(bundle.ok());
    Outcome<Result> result
            = Engine::compute(bundle.value().scenarios.constFirst(), bundle.value().catalog);
    QVERIFY(result.ok());

    QCOMPARE(Language::apply(Language::Choice::SimplifiedChinese), QStringLiteral("zh_CN"));
    QCOMPARE(QLocale().territory(), QLocale::China);
    const QString mainland = ResultFormat::toTable(result.value());
    QVERIFY2(mainland.contains(QStringLiteral("净现值")), qPrintable(mainland));
    QVERIFY2(mainland.contains(QStringLiteral("服务器租用")), qPrintable(mainland));

    QCOMPARE(Language::apply(Language::Choice::HongKongChinese), QStringLiteral("zh_HK"));
    QCOMPARE(QLocale().script(), QLocale::TraditionalChineseScript);
    const QString hongKong = ResultFormat::toTable(result.value());
    QVERIFY2(hongKong.contains(QStringLiteral("淨現值")), qPrintable(hongKong));
    QVERIFY2(hongKong.contains(QStringLiteral("伺服器租用")), qPrintable(hongKong));

    Language::apply(Language::Choice::English);
    QVERIFY(ResultFormat::toTable(result.value()).contains(QStringLiteral("NPV")));
}

void TestTranslations::cliFollowsSystemLanguage_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zh_CN.UTF-8") << QStringLiteral("zh_CN.UTF-8") << QStringLiteral("服务器租用");
    QTest::newRow("zh_HK.UTF-8") << QStringLiteral("zh_HK.UTF-8") << QStringLiteral("伺服器租用");
    QTest::newRow("zh_TW.UTF-8") << QStringLiteral("zh_TW.UTF-8") << QStringLiteral("伺服器租用");
    QTest::newRow("en_US.UTF-8") << QStringLiteral("en_US.UTF-8")
                                 << QStringLiteral("Server rental");
}

void TestTranslations::cliFollowsSystemLanguage()
{
    QFETCH(QString, lang);
    QFETCH(QString, expected);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("LC_ALL"));
    environment.remove(QStringLiteral("LC_MESSAGES"));
    environment.remove(QStringLiteral("LANGUAGE"));
    environment.insert(QStringLiteral("LANG"), lang);
    QProcess cli;
    cli.setProcessEnvironment(environment);
    cli.start(QStringLiteral(INFERTCO_CLI),
              { QStringLiteral("compute"),
                QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/dc-gpu.json"),
                QStringLiteral("--format"), QStringLiteral("table") });
    QVERIFY(cli.waitForFinished(30000));
    const QString output = QString::fromUtf8(cli.readAllStandardOutput());
    QCOMPARE(cli.exitCode(), 0);
    QVERIFY2(output.contains(expected), qPrintable(output));
}

void TestTranslations::switchWithoutRestart()
{
    const QString path = m_dir.filePath(QStringLiteral("switch.infertco"));
    Outcome<Bundle> bundle = BundleReader::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/dc-gpu.json"));
    QVERIFY(bundle.ok());
    QVERIFY(Document::createFromBundle(path, bundle.value()).ok());

    Language::apply(Language::Choice::English);
    const AppSettings settings(m_dir.filePath(QStringLiteral("settings.ini")));
    MainWindow window(settings);
    QVERIFY(window.openDocument(path));
    window.showCatalog(BundlePart::ColoOffers);
    window.show();
    QCOMPARE(menuTitles(window).constFirst(), QStringLiteral("&File"));
    const QStringList english = menuTitles(window);
    const auto *dock = window.findChild<QDockWidget *>(QStringLiteral("resultsDock"));
    QVERIFY(dock);
    QCOMPARE(dock->windowTitle(), QStringLiteral("Results"));

    // The menu's choice applies once the menu has closed, and is remembered.
    auto *chinese = window.findChild<QAction *>(QStringLiteral("language_zh_CN"));
    QVERIFY(chinese);
    chinese->trigger();
    QTRY_COMPARE(menuTitles(window).constFirst(), QStringLiteral("文件(&F)"));
    QCOMPARE(AppSettings(m_dir.filePath(QStringLiteral("settings.ini"))).language(),
             Language::Choice::SimplifiedChinese);
    QCOMPARE(QLocale().language(), QLocale::Chinese);
    const QStringList mainland = menuTitles(window);
    QCOMPARE(mainland.size(), english.size());
    for (qsizetype i = 0; i < english.size(); ++i)
        QVERIFY2(mainland.at(i) != english.at(i), qPrintable(mainland.at(i)));
    QVERIFY(window.findChild<QAction *>(QStringLiteral("language_zh_CN"))->isChecked());
    QCOMPARE(dock->windowTitle(), QStringLiteral("结果"));
    QCOMPARE(window.sidebar()->topLevelItem(0)->child(3)->text(0),
             QStringLiteral("服务器托管报价"));
    // The page shown stays shown, its editor rebuilt in the new language.
    QCOMPARE(window.currentEditor(), window.catalogEditor(BundlePart::ColoOffers));
    QVERIFY(window.findChild<QLabel *>(QStringLiteral("computeTime"))
                    ->text()
                    .startsWith(QStringLiteral("计算耗时")));
    // Widgets made before the switch format with the new locale too (HK$123.4万 on axes).
    QCOMPARE(window.dashboard()->locale().territory(), QLocale::China);

    // The risk page is made again in the new language and stays shown.
    window.showRisk(window.workspace()->scenarioId());
    QWidget *risk = window.currentEditor();
    QVERIFY(risk);

    Language::apply(Language::Choice::HongKongChinese);
    QTRY_COMPARE(menuTitles(window).constFirst(), QStringLiteral("檔案(&F)"));
    QCOMPARE(window.sidebar()->topLevelItem(0)->child(3)->text(0),
             QStringLiteral("伺服器託管報價"));
    QCOMPARE(dock->windowTitle(), QStringLiteral("結果"));
    QCOMPARE(window.dashboard()->locale().territory(), QLocale::HongKong);
    QVERIFY(window.currentEditor());
    QCOMPARE(window.currentEditor()->objectName(), QStringLiteral("riskView"));

    // While presenting too.
    window.setPresenting(true);
    auto *screen = window.findChild<QWidget *>(QStringLiteral("presentationScreen"));
    QVERIFY(screen);
    Language::apply(Language::Choice::SimplifiedChinese);
    QTRY_COMPARE(screen->windowTitle(), QStringLiteral("InferTCO 演示"));
    window.setPresenting(false);

    Language::apply(Language::Choice::English);
    QTRY_COMPARE(menuTitles(window), english);
    QCOMPARE(window.sidebar()->topLevelItem(0)->child(3)->text(0),
             QStringLiteral("Colocation offers"));
    QVERIFY(window.findChild<QLabel *>(QStringLiteral("computeTime"))
                    ->text()
                    .startsWith(QStringLiteral("Computed in")));
}

QTEST_MAIN(TestTranslations)

void TestTranslations::qtsOwnTranslationsInstalled_data()
{
    QTest::addColumn<int>("choice");
    QTest::addColumn<QString>("lookIn");
    QTest::addColumn<QString>("folder");
    // Issue 21 item 17: the file dialogs were half English in zh_HK. Qt's own strings come
    // from qtbase_zh_CN and, as Qt ships no Hong Kong file, qtbase_zh_TW (Debian package
    // qt6-translations-l10n); "Folder" in the dialog's type column is asked of a context
    // those files lack (QAbstractFileIconProvider), so InferTCO's catalog carries it.
    QTest::newRow("en") << int(Language::Choice::English) << QStringLiteral("Look in:")
                        << QStringLiteral("Folder");
    QTest::newRow("zh_CN") << int(Language::Choice::SimplifiedChinese)
                           << QStringLiteral("查找范围：") << QStringLiteral("文件夹");
    QTest::newRow("zh_HK") << int(Language::Choice::HongKongChinese) << QStringLiteral("尋找於：")
                           << QStringLiteral("資料夾");
}

void TestTranslations::qtsOwnTranslationsInstalled()
{
    QFETCH(int, choice);
    QFETCH(QString, lookIn);
    QFETCH(QString, folder);
    Language::apply(static_cast<Language::Choice>(choice));
    QCOMPARE(QCoreApplication::translate("QFileDialog", "Look in:"), lookIn);
    QCOMPARE(QCoreApplication::translate("QAbstractFileIconProvider", "Folder",
                                         "All other platforms"),
             folder);
}

#include "tst_translations.moc"
