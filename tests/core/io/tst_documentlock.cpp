// SPDX-License-Identifier: GPL-3.0-or-later
// DocumentLock through a document: one holder at a time, through every name of the
// file, and no lock left behind by a process that ended (docs/format.md, "While it is open", issue
// 10).
#include "bundlecompare.h"
#include "documentfolder.h"
#include "documenttestfiles.h"
#include "io/document/document.h"
#include "io/document/documentlock.h"
#include "problemcheck.h"

#include <QFileInfo>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace infertco;
using namespace infertco::testing;

class TestDocumentLock : public QObject, private DocumentFolder
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(initDocumentFolder()); }

    void secondOpenIsToldWhoHoldsIt()
    {
        const QString path = makeDocument(QStringLiteral("locked.infertco"), m_demo);
        Outcome<std::unique_ptr<Document>> first = Document::open(path);
        QVERIFY(first.ok());
        const QByteArray before = sha256(path);
        const Outcome<std::unique_ptr<Document>> second = Document::open(path);
        QVERIFY(!second.ok());
        const QString message = firstText(second.problems());
        QVERIFY2(message.contains(QLatin1String("already open in")), qPrintable(message));
        QVERIFY2(message.contains(QString::number(QCoreApplication::applicationPid())),
                 qPrintable(message));
        QVERIFY2(message.contains(QSysInfo::machineHostName()), qPrintable(message));
        // The holder's program, by the name the system keeps (Linux cuts it to 15 characters:
        // "tst_documentloc").
        QVERIFY2(message.contains(QLatin1String("tst_document")), qPrintable(message));
        QCOMPARE(sha256(path), before);
        // Reading without the lock still works, for the command line and previews.
        QVERIFY(Document::read(path).ok());
        first.value().reset();
        QVERIFY(Document::open(path).ok());
    }

    void staleLockIsTakenOver()
    {
        const QString path = makeDocument(QStringLiteral("stale.infertco"), m_demo);
        // A process that has ended: its lock file stays behind, as after a crash.
        QProcess ended;
        ended.start(QStringLiteral("true"), {});
        QVERIFY(ended.waitForFinished());
        const qint64 deadPid = ended.processId() ? ended.processId() : 999999;
        QVERIFY(writeAll(path + QStringLiteral(".lock"),
                         QByteArray::number(deadPid) + "\ninfertco\n"
                                 + QSysInfo::machineHostName().toUtf8() + "\n"));
        const Outcome<std::unique_ptr<Document>> document = Document::open(path);
        QVERIFY2(document.ok(), qPrintable(firstText(document.problems())));
    }

    // Issue 10: the lock is on the file, not on the text of its path.
    void lockHoldsThroughEveryName_data()
    {
        QTest::addColumn<QString>("link");
        QTest::addColumn<bool>("hard");
        QTest::newRow("symlink beside it") << QStringLiteral("beside.infertco") << false;
        QTest::newRow("symlink in a subfolder") << QStringLiteral("sub/other.infertco") << false;
        QTest::newRow("hard link beside it") << QStringLiteral("hard.infertco") << true;
        QTest::newRow("hard link in a subfolder") << QStringLiteral("sub/hard.infertco") << true;
    }

    void lockHoldsThroughEveryName()
    {
        QFETCH(QString, link);
        QFETCH(bool, hard);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("sub")));
        const QString path = dir.filePath(QStringLiteral("real.infertco"));
        QVERIFY(Document::createFromBundle(path, m_demo).ok());
        const QString other = dir.filePath(link);
        if (hard)
            QCOMPARE(::link(QFile::encodeName(path).constData(),
                            QFile::encodeName(other).constData()),
                     0);
        else
            QVERIFY(QFile::link(path, other));
        const QByteArray before = sha256(path);

        // Whichever name opens first, the other name is refused.
        for (const auto &[first, second] : { std::pair{ path, other }, std::pair{ other, path } }) {
            Outcome<std::unique_ptr<Document>> holder = Document::open(first);
            QVERIFY2(holder.ok(), qPrintable(firstText(holder.problems())));
            const Outcome<std::unique_ptr<Document>> intruder = Document::open(second);
            QVERIFY(!intruder.ok());
            QVERIFY2(firstText(intruder.problems()).contains(QLatin1String("already open in")),
                     qPrintable(firstText(intruder.problems())));
            QVERIFY(DocumentLock::isLocked(second));
            holder.value().reset();
            QVERIFY(!DocumentLock::isLocked(second));
        }
        QCOMPARE(sha256(path), before);
        if (!hard)
            QVERIFY(QFileInfo(other).isSymLink()); // the link itself was never replaced
    }

    void saveAsOverAnOpenDocumentThroughALinkIsRefused()
    {
        QTemporaryDir dir;
        const QString held = dir.filePath(QStringLiteral("held.infertco"));
        const QString link = dir.filePath(QStringLiteral("held-link.infertco"));
        Outcome<std::unique_ptr<Document>> holder = Document::createFromBundle(held, m_demo);
        QVERIFY(holder.ok());
        QVERIFY(QFile::link(held, link));
        const QByteArray before = sha256(held);
        Outcome<std::unique_ptr<Document>> document
                = Document::createFromBundle(dir.filePath(QStringLiteral("mine.infertco")), m_demo);
        QVERIFY(document.ok());
        const Problems problems = document.value()->saveAs(link);
        QVERIFY(!problems.isEmpty());
        QVERIFY2(describe(problems).contains(QLatin1String("already open in")),
                 qPrintable(describe(problems)));
        QCOMPARE(sha256(held), before);
        QVERIFY(QFileInfo(link).isSymLink());
    }

    // Issue 10: a lock file of the old scheme ("<document>.lock", QLockFile) left behind by a
    // kill at any instant, even empty or unreadable, is no obstacle: no live process holds the
    // document.
    void leftOverLockFileIsNoObstacle_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("unreadable");
        QTest::newRow("empty (killed as it was created)") << QByteArray() << false;
        QTest::newRow("empty and unreadable") << QByteArray() << true;
        QTest::newRow("half-written pid") << QByteArray("12") << false;
        QTest::newRow("garbage") << QByteArray("\xff\xfe\x00lock\n") << false;
        QTest::newRow("a pid that runs, unreadable")
                << QByteArray::number(QCoreApplication::applicationPid()) + "\ntst_document\n"
                << true;
    }

    void leftOverLockFileIsNoObstacle()
    {
        QFETCH(QByteArray, content);
        QFETCH(bool, unreadable);
        const QString path = makeDocument(QStringLiteral("left-over-lock.infertco"), m_demo);
        const QString lockFile = path + QStringLiteral(".lock");
        QVERIFY(writeAll(lockFile, content));
        if (unreadable)
            QVERIFY(QFile::setPermissions(lockFile, QFileDevice::Permissions()));
        {
            Outcome<std::unique_ptr<Document>> document = Document::open(path);
            QVERIFY2(document.ok(), qPrintable(firstText(document.problems())));
            QVERIFY(document.value()->save(m_demo).isEmpty());
        }
        QVERIFY(Document::open(path).ok());
        QFile::setPermissions(lockFile, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QFile::remove(lockFile);
    }

    void lockEndsWithItsProcess()
    {
        // A process that holds a document and is killed leaves no lock behind.
        const QString path = makeDocument(QStringLiteral("killed-holder.infertco"), m_demo);
        QProcess holder;
        holder.start(QStringLiteral("python3"),
                     { QStringLiteral("-c"),
                       QStringLiteral("import fcntl,sys,time\n"
                                      "f=open(sys.argv[1]); fcntl.flock(f, fcntl.LOCK_EX)\n"
                                      "print('held', flush=True); time.sleep(60)"),
                       path });
        if (!holder.waitForStarted())
            QSKIP("python3 is not available to hold a lock from another process");
        QVERIFY(holder.waitForReadyRead(10000));
        const Outcome<std::unique_ptr<Document>> refused = Document::open(path);
        QVERIFY(!refused.ok());
        QVERIFY2(firstText(refused.problems()).contains(QString::number(holder.processId())),
                 qPrintable(firstText(refused.problems())));
        holder.kill();
        QVERIFY(holder.waitForFinished());
        QVERIFY(Document::open(path).ok());
    }

    void saveAsMovesTheLock()
    {
        const QString first = makeDocument(QStringLiteral("before-save-as.infertco"), m_demo);
        const QString second = file(QStringLiteral("after-save-as.infertco"));
        Outcome<std::unique_ptr<Document>> document = Document::open(first);
        QVERIFY(document.ok());
        const Problems saved = document.value()->saveAs(second);
        QVERIFY2(saved.isEmpty(), qPrintable(describe(saved)));
        QCOMPARE(document.value()->path(), second);
        QVERIFY(DocumentLock::isLocked(second));
        QVERIFY(!DocumentLock::isLocked(first));
        const QByteArray firstBefore = sha256(first);
        Bundle changed = m_demo;
        changed.scenarios.removeFirst();
        QVERIFY(document.value()->save(changed).isEmpty());
        QCOMPARE(sha256(first), firstBefore);
        QVERIFY(BundleCompare::differences(changed, document.value()->load().value()).isEmpty());
        QVERIFY(!Document::open(second).ok());
        QVERIFY(Document::open(first).ok());
        document.value().reset();
        const Outcome<Bundle> copy = Document::read(second);
        QVERIFY(copy.ok());
        QVERIFY(BundleCompare::differences(changed, copy.value()).isEmpty());
    }

    void saveAsRefusesATargetOpenElsewhere()
    {
        const QString first = makeDocument(QStringLiteral("save-as-a.infertco"), m_demo);
        const QString second = makeDocument(QStringLiteral("save-as-b.infertco"), Bundle());
        Outcome<std::unique_ptr<Document>> a = Document::open(first);
        Outcome<std::unique_ptr<Document>> b = Document::open(second);
        QVERIFY(a.ok() && b.ok());
        const QByteArray before = sha256(second);
        const Problems problems = a.value()->saveAs(second);
        QVERIFY(!problems.isEmpty());
        QVERIFY2(firstText(problems).contains(QLatin1String("already open")),
                 qPrintable(firstText(problems)));
        QCOMPARE(a.value()->path(), first);
        QCOMPARE(sha256(second), before);
    }
};

QTEST_GUILESS_MAIN(TestDocumentLock)
#include "tst_documentlock.moc"
