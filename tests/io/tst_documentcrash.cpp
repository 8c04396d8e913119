// SPDX-License-Identifier: GPL-3.0-or-later
// A process killed (SIGKILL) while it saves leaves a document that passes integrity_check and
// holds every save it reported as committed (DESIGN 7: rollback journal, synchronous=FULL).
#include "bundlecompare.h"
#include "documenttestfiles.h"
#include "io/document.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace infertco;
using namespace infertco::testing;

namespace {

const QString Helper = QStringLiteral(INFERTCO_SAVE_BURST);

QString allText(const Problems &problems)
{
    QStringList lines;
    for (const Problem &problem : problems)
        lines.append(problem.text());
    return lines.join(u'\n');
}

// The last "committed <n>" line in what the helper printed.
int lastCommitted(const QByteArray &output)
{
    int last = 0;
    static const QRegularExpression line(QStringLiteral("^committed (\\d+)$"),
                                         QRegularExpression::MultilineOption);
    for (const QRegularExpressionMatch &match : line.globalMatch(QString::fromUtf8(output)))
        last = match.captured(1).toInt();
    return last;
}

} // namespace

class TestDocumentCrash : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void killedMidBurstKeepsEveryCommittedSave_data()
    {
        QTest::addColumn<int>("killAfter");
        QTest::newRow("after 3 saves") << 3;
        QTest::newRow("after 7 saves") << 7;
        QTest::newRow("after 12 saves") << 12;
    }

    void killedMidBurstKeepsEveryCommittedSave()
    {
        QFETCH(int, killAfter);
        const QString path = m_dir.filePath(QStringLiteral("burst-%1.infertco").arg(killAfter));
        {
            const Bundle demo = readBundle("data/demo.json");
            QVERIFY(Document::createFromBundle(path, demo).ok());
        }
        const QString prefix = QStringLiteral("burst");

        QProcess child;
        child.start(Helper, { QStringLiteral("burst"), path, prefix });
        QVERIFY2(child.waitForStarted(), qPrintable(child.errorString()));
        QByteArray output;
        // Read until the child has reported `killAfter` commits, then kill it while it is in
        // the middle of the next save.
        while (lastCommitted(output) < killAfter) {
            if (!child.waitForReadyRead(10000))
                QFAIL(qPrintable(QStringLiteral("helper stopped: %1")
                                         .arg(QString::fromUtf8(child.readAllStandardError()))));
            output += child.readAllStandardOutput();
        }
        // Past the validation at the start of the next save, into its transaction (how far
        // varies by row; where exactly it lands does not change what must hold).
        QThread::msleep(static_cast<unsigned long>(killAfter));
        child.kill(); // SIGKILL
        QVERIFY(child.waitForFinished());
        output += child.readAllStandardOutput();
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        const int committed = lastCommitted(output);
        QVERIFY(committed >= killAfter);
        const bool journalLeft = QFileInfo::exists(path + QStringLiteral("-journal"));
        qInfo("killed after %d reported commits; journal left behind: %s", committed,
              journalLeft ? "yes" : "no");

        // Opening takes over the dead process's lock and rolls back its unfinished save.
        Outcome<std::unique_ptr<Document>> document = Document::open(path);
        QVERIFY2(document.ok(), qPrintable(allText(document.problems())));
        const Outcome<Bundle> content = document.value()->load();
        QVERIFY2(content.ok(), qPrintable(allText(content.problems())));
        QStringList ids;
        for (const Region &region : content.value().catalog.regions)
            ids.append(region.id);
        for (int n = 1; n <= committed; ++n)
            QVERIFY2(ids.contains(QStringLiteral("%1-%2").arg(prefix).arg(n)),
                     qPrintable(QStringLiteral("save %1 was reported committed but is missing")
                                        .arg(n)));
        // The save under way when the child died is either all there or not there at all.
        QVERIFY(!ids.contains(QStringLiteral("%1-%2").arg(prefix).arg(committed + 2)));
        document.value().reset();

        QCOMPARE(rawValue(path, QStringLiteral("PRAGMA integrity_check")), QStringLiteral("ok"));
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-journal")));
    }

    // Deterministic: the file itself holds uncommitted pages when the writer dies.
    void killedMidTransactionRollsBackToTheLastSave()
    {
        const QString path = m_dir.filePath(QStringLiteral("die.infertco"));
        const Bundle demo = readBundle("data/demo.json");
        QVERIFY(Document::createFromBundle(path, demo).ok());
        const QByteArray committed = sha256(path);

        QProcess child;
        child.start(Helper, { QStringLiteral("die"), path });
        QVERIFY(child.waitForFinished());
        QCOMPARE(child.readAllStandardOutput(), QByteArray("uncommitted\n"));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        QVERIFY(QFileInfo::exists(path + QStringLiteral("-journal")));
        QVERIFY2(sha256(path) != committed, "the helper should have written uncommitted pages");

        // Reading without the lock does not touch the half-saved file; it says what to do.
        const QByteArray halfSaved = sha256(path);
        const Outcome<Bundle> read = Document::read(path);
        QVERIFY(!read.ok());
        QVERIFY2(allText(read.problems()).contains(QLatin1String("half-saved")),
                 qPrintable(allText(read.problems())));
        QCOMPARE(sha256(path), halfSaved);

        // Opening it rolls the journal back: exactly the last committed save.
        Outcome<std::unique_ptr<Document>> document = Document::open(path);
        QVERIFY2(document.ok(), qPrintable(allText(document.problems())));
        const Outcome<Bundle> content = document.value()->load();
        QVERIFY(content.ok());
        const QStringList differences = BundleCompare::differences(demo, content.value());
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(u'\n')));
        document.value().reset();
        QCOMPARE(sha256(path), committed);
        QCOMPARE(rawValue(path, QStringLiteral("PRAGMA integrity_check")), QStringLiteral("ok"));
    }
};

QTEST_GUILESS_MAIN(TestDocumentCrash)
#include "tst_documentcrash.moc"
