// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import Request Log… (docs/serving.md, "Request logs"): a good CSV becomes a log of the
// document in one undoable step; a bad row is refused naming its line and field, and the
// document stays exactly as it was. The id the dialog suggests comes from the file's name.
#include "window/mainwindow.h"
#include "window/requestlogimportdialog.h"
#include "window/workspace.h"

#include "edit/bundlestore.h"
#include "editors/requestlogpanel.h"
#include "editors/scenarioeditor.h"
#include "editors/scenariotablemodel.h"
#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"
#include "io/document/document.h"
#include "problemcheck.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace infertco;

class TestRequestLogImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void suggestedId_data();
    void suggestedId();
    void dialogSaysWhatItReplaces();
    void goodFileIsOneUndoStep();
    void badRowChangesNothing_data();
    void badRowChangesNothing();
    void formChoosesAmongTheLogs();

private:
    QString makeDocument(const QString &name);
    QString writeCsv(const QString &name, const QByteArray &text);
    AppSettings settings() const
    {
        return AppSettings(m_dir.filePath(QStringLiteral("settings.ini")));
    }

    QTemporaryDir m_dir;
    Bundle m_bundle;
};

void TestRequestLogImport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    const Outcome<Bundle> bundle = BundleReader::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/example-hk-v3.json"));
    QVERIFY(bundle.ok());
    m_bundle = bundle.value();
}

QString TestRequestLogImport::makeDocument(const QString &name)
{
    const QString path = m_dir.filePath(name);
    QFile::remove(path);
    const Outcome<std::unique_ptr<Document>> created = Document::createFromBundle(path, m_bundle);
    Q_ASSERT(created.ok());
    return path;
}

QString TestRequestLogImport::writeCsv(const QString &name, const QByteArray &text)
{
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(file.fileName()));
    file.write(text);
    return file.fileName();
}

void TestRequestLogImport::suggestedId_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("id");
    QTest::newRow("Azure's file") << QStringLiteral("/data/AzureLLMInferenceTrace_code.csv")
                                  << QStringLiteral("azurellminferencetrace-code");
    QTest::newRow("spaces and brackets")
            << QStringLiteral("Azure LLM 2023 (code).csv") << QStringLiteral("azure-llm-2023-code");
    QTest::newRow("two dots keep the first part")
            << QStringLiteral("burst.gpt.v1.csv") << QStringLiteral("burst-gpt-v1");
    QTest::newRow("nothing left") << QStringLiteral("日志.csv") << QStringLiteral("request-log");
}

void TestRequestLogImport::suggestedId()
{
    QFETCH(QString, path);
    QFETCH(QString, id);
    QCOMPARE(RequestLogImportDialog::suggestedId(path), id);
}

void TestRequestLogImport::dialogSaysWhatItReplaces()
{
    RequestLogImportDialog dialog(QStringLiteral("/tmp/chat.csv"), { QStringLiteral("chat") },
                                  { QStringLiteral("Chat, March") });
    QCOMPARE(dialog.logId(), QStringLiteral("chat"));
    // Replacing keeps the name the log has unless another is typed.
    QCOMPARE(dialog.logName(), QStringLiteral("Chat, March"));
    auto *note = dialog.findChild<QLabel *>(QStringLiteral("replaceNote"));
    QVERIFY(note);
    QVERIFY2(note->text().contains(QStringLiteral("Replaces the request log chat")),
             qPrintable(note->text()));
    dialog.findChild<QLineEdit *>(QStringLiteral("logId"))->setText(QStringLiteral("other"));
    QCOMPARE(note->text(), QStringLiteral("A new request log of this document."));
}

void TestRequestLogImport::goodFileIsOneUndoStep()
{
    MainWindow window(settings());
    QVERIFY(window.openDocument(makeDocument(QStringLiteral("good.infertco"))));
    QAction *action = window.findChild<QAction *>(QStringLiteral("importRequestLogAction"));
    QVERIFY(action && action->isEnabled());
    BundleStore *store = window.workspace()->store();
    const QByteArray before = BundleWriter::toJson(store->bundle());
    const int steps = store->undoStack()->count();
    // Three rows, one with no output tokens left out: two kept, times from the first kept.
    const QString csv = writeCsv(QStringLiteral("chat.csv"),
                                 "arrival_s,prompt_tokens,output_tokens\n"
                                 "10.5,100,20\n11,50,0\n12.25,300,40\n");
    QVERIFY(window.importRequestLog(csv, QStringLiteral("chat"), QStringLiteral("Chat")));
    QVERIFY2(window.lastProblems().isEmpty(), qPrintable(testing::describe(window.lastProblems())));
    const RequestLog *log = store->bundle().catalog.requestLog(QStringLiteral("chat"));
    QVERIFY(log);
    QCOMPARE(log->name, QStringLiteral("Chat"));
    QCOMPARE(log->rowCount(), qsizetype(2));
    QCOMPARE(log->requests->at(0), (RequestLogRow{ 0, 100, 20 }));
    QCOMPARE(log->requests->at(1), (RequestLogRow{ 1750000, 300, 40 })); // 12.25 − 10.5 s
    QCOMPARE(store->undoStack()->count(), steps + 1);
    QVERIFY(store->undoStack()->undoText().contains(QStringLiteral("chat")));
    // The document holds it too.
    store->flush();
    const Outcome<Bundle> saved = Document::read(window.workspace()->path());
    QVERIFY(saved.ok());
    QVERIFY(saved.value().catalog.requestLog(QStringLiteral("chat")));

    store->undoStack()->undo();
    QCOMPARE(BundleWriter::toJson(store->bundle()), before);
    store->undoStack()->redo();
    QVERIFY(store->bundle().catalog.requestLog(QStringLiteral("chat")));
}

void TestRequestLogImport::badRowChangesNothing_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("item"); ///< the file and its line
    QTest::addColumn<QString>("field");
    QTest::newRow("out of order") << QByteArray(
            "arrival_s,prompt_tokens,output_tokens\n1,5,5\n3,5,5\n2,5,5\n")
                                  << QStringLiteral("bad.csv line 4")
                                  << QStringLiteral("arrival_s");
    QTest::newRow("a fraction of a token")
            << QByteArray("arrival_s,prompt_tokens,output_tokens\n1,5,5\n2,5.5,5\n")
            << QStringLiteral("bad.csv line 3") << QStringLiteral("prompt_tokens");
    QTest::newRow("an Azure time that is not one")
            << QByteArray("TIMESTAMP,ContextTokens,GeneratedTokens\n"
                          "2023-11-16 18:17:03.979960,5,5\n2023-02-30 00:00:00,5,5\n")
            << QStringLiteral("bad.csv line 3") << QStringLiteral("TIMESTAMP");
}

void TestRequestLogImport::badRowChangesNothing()
{
    QFETCH(QByteArray, csv);
    QFETCH(QString, item);
    QFETCH(QString, field);
    MainWindow window(settings());
    QVERIFY(window.openDocument(makeDocument(QStringLiteral("bad.infertco"))));
    BundleStore *store = window.workspace()->store();
    const QByteArray before = BundleWriter::toJson(store->bundle());
    const int steps = store->undoStack()->count();
    QVERIFY(!window.importRequestLog(writeCsv(QStringLiteral("bad.csv"), csv),
                                     QStringLiteral("chat"), QStringLiteral("Chat")));
    const Problems &problems = window.lastProblems();
    bool named = false;
    for (const Problem &p : problems)
        named = named || (p.text().contains(item) && p.field == field);
    QVERIFY2(named, qPrintable(testing::describe(problems)));
    QCOMPARE(BundleWriter::toJson(store->bundle()), before);
    QCOMPARE(store->undoStack()->count(), steps);
    store->flush();
    const Outcome<Bundle> saved = Document::read(window.workspace()->path());
    QVERIFY(saved.ok());
    QCOMPARE(BundleWriter::toJson(saved.value()), before);
}

void TestRequestLogImport::formChoosesAmongTheLogs()
{
    // The scenario form offers the document's logs by name; choosing one with lengths "log"
    // shows it in the panel under the workload.
    MainWindow window(settings());
    QVERIFY(window.openDocument(makeDocument(QStringLiteral("form.infertco"))));
    QVERIFY(window.importRequestLog(writeCsv(QStringLiteral("form.csv"),
                                             "arrival_s,prompt_tokens,output_tokens\n"
                                             "0,10,1\n1,20,1\n2,30,2\n6,40,8\n"),
                                    QStringLiteral("chat"), QStringLiteral("Chat")));
    const QString id = window.workspace()->store()->bundle().scenarios.first().id;
    window.showScenario(id);
    ScenarioEditor *editor = window.scenarioEditor();
    QVERIFY(editor);
    auto *logs = qobject_cast<QComboBox *>(
            editor->fieldEditor(ScenarioTableModel::columnOf("workload.request_log")));
    QVERIFY(logs);
    QCOMPARE(logs->count(), 2);
    QCOMPARE(logs->itemData(1).toString(), QStringLiteral("chat"));
    QCOMPARE(logs->itemText(1), QStringLiteral("Chat"));
    QCOMPARE(editor->requestLogPanel()->figureTexts().size(), 0);
    logs->setCurrentIndex(1);
    Q_EMIT logs->activated(1);
    auto *lengths = qobject_cast<QComboBox *>(
            editor->fieldEditor(ScenarioTableModel::columnOf("workload.lengths")));
    QVERIFY(lengths);
    const int log = lengths->findData(QStringLiteral("log"));
    QVERIFY(log >= 0);
    lengths->setCurrentIndex(log);
    Q_EMIT lengths->activated(log);
    const Workload &w = window.workspace()->store()->bundle().scenarios.first().workload;
    QCOMPARE(w.requestLog, QStringLiteral("chat"));
    QCOMPARE(w.lengths, LengthSource::Log);
    const RequestLogPanel *panel = editor->requestLogPanel();
    QCOMPARE(panel->figureTexts().value(1).second, QStringLiteral("4"));
    QVERIFY2(panel->noteText().startsWith(
                     QStringLiteral("Requests simulated with the lengths of request log")),
             qPrintable(panel->noteText()));
}

QTEST_MAIN(TestRequestLogImport)
#include "tst_requestlogimport.moc"
