// SPDX-License-Identifier: GPL-3.0-or-later
// A long quote import in the window (issue 10): it runs off the window's thread (the window
// keeps handling events), shows its progress, and a cancel leaves the content, the undo stack
// and the document file exactly as they were.
#include "window/appsettings.h"
#include "window/mainwindow.h"
#include "window/quoteimportjob.h"
#include "window/workspace.h"

#include "edit/bundlestore.h"

#include "io/bundle/bundlereader.h"
#include "io/bundle/bundlewriter.h"
#include "io/document/document.h"

#include <QCryptographicHash>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace infertco;

namespace {

QByteArray sha256(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

} // namespace

class TestImportProgress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cancelLeavesEverythingAsItWas_data();
    void cancelLeavesEverythingAsItWas();
    void windowKeepsHandlingEventsDuringAnImport();
    void jobCancelledAfterItsLastCheckStillCancels();
    void jobReportsProgressAndTheSameQuotesAgain();

private:
    QString makeDocument(const QString &name);
    // `rows` new rental offers for the dc-gpu catalog (region us, accelerator h100-sxm).
    QString writeCsv(const QString &name, int rows);
    AppSettings settings() const
    {
        return AppSettings(m_dir.filePath(QStringLiteral("settings.ini")));
    }

    QTemporaryDir m_dir;
    Bundle m_bundle;
};

void TestImportProgress::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Outcome<Bundle> bundle = BundleReader::readFile(
            QStringLiteral(INFERTCO_SOURCE_DIR "/tests/golden/dc-gpu.json"));
    QVERIFY(bundle.ok());
    m_bundle = bundle.value();
}

QString TestImportProgress::makeDocument(const QString &name)
{
    const QString path = m_dir.filePath(name);
    QFile::remove(path);
    Outcome<std::unique_ptr<Document>> created = Document::createFromBundle(path, m_bundle);
    Q_ASSERT(created.ok());
    return path;
}

QString TestImportProgress::writeCsv(const QString &name, int rows)
{
    QByteArray csv = "id,region,accelerator,accelerators_per_server,monthly_price,currency\n";
    for (int i = 0; i < rows; ++i)
        csv += QStringLiteral("bulk-%1,us,h100-sxm,8,%2,USD\n").arg(i).arg(15000 + i).toUtf8();
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(csv) != csv.size())
        qFatal("cannot write %s", qPrintable(file.fileName()));
    return file.fileName();
}

void TestImportProgress::cancelLeavesEverythingAsItWas_data()
{
    QTest::addColumn<int>("afterMs"); // when the cancel button is pressed
    QTest::newRow("cancelled at once") << 0;
    QTest::newRow("cancelled while the rows are read") << 50;
}

void TestImportProgress::cancelLeavesEverythingAsItWas()
{
    QFETCH(int, afterMs);
    const QString path = makeDocument(QStringLiteral("cancel.infertco"));
    MainWindow window(settings());
    QVERIFY(window.openDocument(path));
    window.show();
    const QString csv = writeCsv(QStringLiteral("many.csv"), 30000);

    BundleStore *store = window.workspace()->store();
    const QByteArray contentBefore = BundleWriter::toJson(store->bundle());
    const int undoCount = store->undoStack()->count();
    const QByteArray fileBefore = sha256(path);

    bool pressed = false;
    QTimer::singleShot(afterMs, &window, [&window, &pressed] {
        auto *dialog = window.findChild<QProgressDialog *>(QStringLiteral("importProgress"));
        QPushButton *cancel = dialog ? dialog->findChild<QPushButton *>() : nullptr;
        if (cancel) {
            cancel->click();
            pressed = true;
        }
    });
    QVERIFY(!window.importQuotes(csv));
    QVERIFY(pressed);

    QCOMPARE(BundleWriter::toJson(store->bundle()), contentBefore);
    QCOMPARE(store->undoStack()->count(), undoCount);
    QVERIFY(!window.isWindowModified());
    QCOMPARE(sha256(path), fileBefore);
    QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("cancelled")),
             qPrintable(window.statusBar()->currentMessage()));
    // The dialog is gone with the import.
    QVERIFY(!window.findChild<QProgressDialog *>(QStringLiteral("importProgress")));

    // And the same file imported without a cancel goes in whole, as one undoable step.
    QVERIFY(window.importQuotes(csv, MainWindow::ImportPreviewMode::Skip));
    QCOMPARE(store->bundle().catalog.rentalOffers.size(),
             m_bundle.catalog.rentalOffers.size() + 30000);
    QCOMPARE(store->undoStack()->count(), undoCount + 1);
    store->undoStack()->undo();
    QCOMPARE(BundleWriter::toJson(store->bundle()), contentBefore);
}

// The rows are read on a worker: the window's thread goes on handling its events (a timer
// here; painting and input for a user) while the import runs.
void TestImportProgress::windowKeepsHandlingEventsDuringAnImport()
{
    MainWindow window(settings());
    QVERIFY(window.openDocument(makeDocument(QStringLiteral("responsive.infertco"))));
    window.show();
    const QString csv = writeCsv(QStringLiteral("responsive.csv"), 20000);
    int ticks = 0;
    QTimer ticker;
    ticker.setInterval(5);
    connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
    ticker.start();
    QVERIFY(window.importQuotes(csv, MainWindow::ImportPreviewMode::Skip));
    ticker.stop();
    QVERIFY2(ticks > 2, qPrintable(QString::number(ticks)));
    QCOMPARE(window.workspace()->store()->bundle().catalog.rentalOffers.size(),
             m_bundle.catalog.rentalOffers.size() + 20000);
}

void TestImportProgress::jobCancelledAfterItsLastCheckStillCancels()
{
    QuoteImportJob job(writeCsv(QStringLiteral("small.csv"), 10), m_bundle);
    QSignalSpy finished(&job, &QuoteImportJob::finished);
    job.start();
    // The worker may well be done before the cancel: the outcome is a cancel all the same.
    job.cancel();
    QVERIFY(finished.wait(30000));
    QVERIFY(job.wasCancelled());
    QVERIFY(!job.outcome().ok());
    QCOMPARE(job.outcome().problems().constFirst().message,
             QuoteImport::cancelled().constFirst().message);
    QVERIFY(!job.isRunning());
}

void TestImportProgress::jobReportsProgressAndTheSameQuotesAgain()
{
    const QString csv = writeCsv(QStringLiteral("again.csv"), 5000);
    QuoteImportJob first(csv, m_bundle);
    QSignalSpy finished(&first, &QuoteImportJob::finished);
    QSignalSpy progress(&first, &QuoteImportJob::progressChanged);
    first.start();
    QVERIFY(finished.wait(30000));
    QVERIFY(first.outcome().ok());
    QVERIFY(!first.unchanged());
    QVERIFY(progress.size() >= 3);
    QCOMPARE(progress.constLast().constFirst().toInt(), 100);

    // Imported into its own result, the file changes nothing.
    QuoteImportJob second(csv, first.outcome().value().bundle);
    QSignalSpy secondFinished(&second, &QuoteImportJob::finished);
    second.start();
    QVERIFY(secondFinished.wait(30000));
    QVERIFY(second.outcome().ok());
    QVERIFY(second.unchanged());
}

QTEST_MAIN(TestImportProgress)
#include "tst_importprogress.moc"
