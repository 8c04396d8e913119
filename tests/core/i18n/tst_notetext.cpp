// SPDX-License-Identifier: GPL-3.0-or-later
// NoteText: a note written in several languages is printed in the reader's language only,
// paragraph by paragraph (issue 21 item 1: the report ran three languages together).
#include "i18n/notetext.h"
#include "model/entities/regionname.h"

#include <QCoreApplication>
#include <QTranslator>

#include <QTest>

using namespace infertco;

namespace {

const QString English = QStringLiteral("A Hong Kong chat API at steady traffic, rented from "
                                       "算家云 or colocated.");
const QString Simplified = QStringLiteral("稳定流量下的香港对话 API：Qwen2.5-32B-Instruct，"
                                          "两个副本正好装满一台服务器。");
const QString Traditional = QStringLiteral("穩定流量下的香港對話 API：Qwen2.5-32B-Instruct，"
                                           "兩個副本剛好裝滿一部伺服器。");
const QString English2 = QStringLiteral("Workload, sources and assumptions:\nsee data/README.md.");

} // namespace

class TestNoteText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void languageOf_data()
    {
        QTest::addColumn<QString>("paragraph");
        QTest::addColumn<QString>("language");
        QTest::newRow("English naming a Chinese company") << English << "en";
        QTest::newRow("Simplified") << Simplified << "zh_CN";
        QTest::newRow("Traditional") << Traditional << "zh_HK";
        // Characters both scripts write alike: Chinese, either script.
        QTest::newRow("shared characters") << QStringLiteral("香港方案") << "zh";
        QTest::newRow("no letters at all") << QStringLiteral("2026-01-20") << "en";
    }
    void languageOf()
    {
        QFETCH(QString, paragraph);
        QFETCH(QString, language);
        QCOMPARE(NoteText::languageOf(paragraph), language);
    }

    void paragraphsSplitOnBlankLines()
    {
        const QString notes = English + QStringLiteral("\n\n") + Simplified
                + QStringLiteral("\n \n\n") + Traditional + QStringLiteral("\n\n") + English2
                + QStringLiteral("\n");
        QCOMPARE(NoteText::paragraphs(notes),
                 (QStringList{ English, Simplified, Traditional, English2 }));
        QCOMPARE(NoteText::paragraphs(QStringLiteral("  \n\n ")), QStringList());
    }

    void forReader_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("English reader") << "en" << QStringList{ English, English2 };
        QTest::newRow("Simplified reader") << "zh_CN" << QStringList{ Simplified };
        QTest::newRow("Traditional reader") << "zh_HK" << QStringList{ Traditional };
    }
    void forReader()
    {
        QFETCH(QString, code);
        QFETCH(QStringList, expected);
        const QString notes = English + QStringLiteral("\n\n") + Simplified + QStringLiteral("\n\n")
                + Traditional + QStringLiteral("\n\n") + English2;
        QCOMPARE(NoteText::forReader(notes, code), expected);
    }

    void noteInAnotherLanguageIsKeptWhole()
    {
        // Only English: a Chinese reader still gets the note; a "zh" paragraph suits both.
        QCOMPARE(NoteText::forReader(English, QStringLiteral("zh_HK")), QStringList{ English });
        const QString shared = QStringLiteral("香港方案");
        QCOMPARE(NoteText::forReader(English + QStringLiteral("\n\n") + shared,
                                     QStringLiteral("zh_CN")),
                 QStringList{ shared });
    }

    void regionNamesAreTranslated()
    {
        // Issue 21 item 16: a Chinese sentence names a region in Chinese where the translation
        // knows it, and as the catalog spells it otherwise.
        class Translator : public QTranslator
        {
        public:
            QString translate(const char *context, const char *source, const char *,
                              int) const override
            {
                if (QLatin1StringView(context) == QLatin1StringView("infertco::RegionName")
                    && QLatin1StringView(source) == QLatin1StringView("United States"))
                    return QStringLiteral("美国");
                return {};
            }
            bool isEmpty() const override { return false; }
        } translator;
        Region us;
        us.id = QStringLiteral("us");
        us.name = QStringLiteral("United States");
        Region other;
        other.id = QStringLiteral("eu");
        other.name = QStringLiteral("Frankfurt");
        QCOMPARE(RegionName::displayName(us), QStringLiteral("United States"));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QCOMPARE(RegionName::displayName(us), QStringLiteral("美国"));
        QCOMPARE(RegionName::displayName(other), QStringLiteral("Frankfurt"));
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_GUILESS_MAIN(TestNoteText)
#include "tst_notetext.moc"
