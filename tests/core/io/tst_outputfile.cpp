// SPDX-License-Identifier: GPL-3.0-or-later
// OutputFile and the exports on top of it (issue 21 items 22 and 23): a report is written
// whole or not at all when the disk fills part-way, and only ever to a regular file or a new
// name; a device, a pipe, a folder or a link to one is refused without being opened.
#include "cost/engine.h"
#include "documenttestfiles.h"
#include "fullvolume.h"
#include "io/bundle/bundlereader.h"
#include "io/output/csvexport.h"
#include "io/file/outputfile.h"
#include "io/output/xlsxexport.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <fcntl.h>
#include <future>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace infertco;
using namespace infertco::testing;

namespace {

const QByteArray Earlier("the earlier, complete report\n");

// Every name in `folder`: a write that failed leaves no temporary file behind.
QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System,
                                  QDir::Name);
}

// A byte string that cannot be mistaken for a prefix of itself: `size` bytes of numbered lines.
QByteArray content(qsizetype size)
{
    QByteArray bytes;
    for (int line = 0; bytes.size() < size; ++line)
        bytes += "line " + QByteArray::number(line) + '\n';
    bytes.truncate(size);
    return bytes;
}

Result demoResult(Scenario *scenario, Catalog *catalog)
{
    const Outcome<Bundle> bundle = BundleReader::readFile(sourcePath("data/demo.json"));
    if (!bundle.ok())
        return {};
    *scenario = bundle.value().scenarios.first();
    *catalog = bundle.value().catalog;
    const Outcome<Result> result = Engine::compute(*scenario, *catalog);
    return result.ok() ? result.value() : Result();
}

// Runs `work` on another thread and fails the test when it has not returned within 10 s (a
// target opened for its check would block on a pipe with no writer); the pipe at `fifo` is
// then opened for both ends, which lets any blocked open return, so the test ends either way.
template <typename Work>
bool finishesInTime(const QString &fifo, Work work)
{
    auto done = std::async(std::launch::async, work);
    if (done.wait_for(std::chrono::seconds(10)) == std::future_status::ready)
        return true;
    const int unblock = ::open(QFile::encodeName(fifo).constData(), O_RDWR | O_NONBLOCK);
    done.wait();
    if (unblock >= 0)
        ::close(unblock);
    return false;
}

} // namespace

class TestOutputFile : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(writeAll(path(QStringLiteral("regular.csv")), Earlier));
        QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("folder")));
        QVERIFY(::mkfifo(QFile::encodeName(path(QStringLiteral("pipe"))).constData(), 0600) == 0);
        QVERIFY(QFile::link(path(QStringLiteral("pipe")), path(QStringLiteral("link-to-pipe"))));
        QVERIFY(QFile::link(path(QStringLiteral("regular.csv")),
                            path(QStringLiteral("link-to-regular"))));
        QVERIFY(QFile::link(path(QStringLiteral("nowhere")), path(QStringLiteral("dangling"))));
        QVERIFY(QFile::link(path(QStringLiteral("folder")),
                            path(QStringLiteral("link-to-folder"))));
    }

    void refusal_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("refused"); // empty: accepted

        QTest::newRow("a new name") << path(QStringLiteral("new.csv")) << QString();
        QTest::newRow("a regular file") << path(QStringLiteral("regular.csv")) << QString();
        QTest::newRow("a link to a regular file")
                << path(QStringLiteral("link-to-regular")) << QString();
        QTest::newRow("a name in a missing folder")
                << path(QStringLiteral("missing/new.csv")) << QStringLiteral("does not exist");
        QTest::newRow("a folder") << path(QStringLiteral("folder")) << QStringLiteral("a folder");
        QTest::newRow("a named pipe")
                << path(QStringLiteral("pipe")) << QStringLiteral("a named pipe (FIFO)");
        QTest::newRow("a link to a named pipe")
                << path(QStringLiteral("link-to-pipe")) << QStringLiteral("a named pipe (FIFO)");
        QTest::newRow("a link to a folder")
                << path(QStringLiteral("link-to-folder")) << QStringLiteral("a folder");
        QTest::newRow("a link to nothing")
                << path(QStringLiteral("dangling")) << QStringLiteral("cannot be reached");
        QTest::newRow("/dev/full") << QStringLiteral("/dev/full") << QStringLiteral("a device");
        QTest::newRow("/dev/null") << QStringLiteral("/dev/null") << QStringLiteral("a device");
    }

    // Decided from lstat()/stat() alone: the pipe is never opened, so the check cannot block.
    void refusal()
    {
        QFETCH(QString, target);
        QFETCH(QString, refused);
        QString message;
        QVERIFY2(finishesInTime(path(QStringLiteral("pipe")),
                                [&] { message = OutputFile::refusal(target); }),
                 "the check blocked");
        if (refused.isEmpty())
            QVERIFY2(message.isEmpty(), qPrintable(message));
        else
            QVERIFY2(message.contains(refused), qPrintable(message));
    }

    // What is refused is left exactly as it was: the device is still a device, the pipe a
    // pipe, the link a link, and nothing else appears in the folder.
    void refusedTargetIsLeftAlone_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<mode_t>("type");
        QTest::newRow("a named pipe") << path(QStringLiteral("pipe")) << mode_t(S_IFIFO);
        QTest::newRow("a link to a named pipe")
                << path(QStringLiteral("link-to-pipe")) << mode_t(S_IFLNK);
        QTest::newRow("a folder") << path(QStringLiteral("folder")) << mode_t(S_IFDIR);
        QTest::newRow("a character device")
                << path(QStringLiteral("full-device")) << mode_t(S_IFCHR);
    }

    void refusedTargetIsLeftAlone()
    {
        QFETCH(QString, target);
        QFETCH(mode_t, type);
        if (type == S_IFCHR) {
            // A node of its own for /dev/full (1:7), so that a wrong rename can never replace
            // the machine's own device; making one needs root.
            if (::mknod(QFile::encodeName(target).constData(), S_IFCHR | 0666, makedev(1, 7)) != 0)
                QSKIP("making a device node needs root; refusal() covers /dev/full itself");
        }
        const QStringList before = entries(m_dir.path());
        Problems problems;
        QVERIFY2(finishesInTime(path(QStringLiteral("pipe")),
                                [&] { problems = OutputFile::write(target, content(1000)); }),
                 "the write blocked");
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().item, QDir::toNativeSeparators(target));
        struct stat info
        {
        };
        QCOMPARE(::lstat(QFile::encodeName(target).constData(), &info), 0);
        QCOMPARE(info.st_mode & S_IFMT, type);
        QCOMPARE(entries(m_dir.path()), before);
        if (type == S_IFCHR)
            QFile::remove(target);
    }

    void writesWhole()
    {
        const QString target = path(QStringLiteral("whole.csv"));
        QVERIFY(writeAll(target, Earlier));
        const QByteArray bytes = content(200000);
        const Problems problems = OutputFile::write(target, bytes);
        QVERIFY(problems.isEmpty());
        QCOMPARE(readAll(target), bytes);
        // Through a link, the file it names is replaced and the link stays.
        const Problems linked = OutputFile::write(path(QStringLiteral("link-to-regular")), bytes);
        QVERIFY(linked.isEmpty());
        QVERIFY(QFileInfo(path(QStringLiteral("link-to-regular"))).isSymLink());
        QCOMPARE(readAll(path(QStringLiteral("regular.csv"))), bytes);
        QVERIFY(writeAll(path(QStringLiteral("regular.csv")), Earlier));
    }

    // Issue 21 item 22: the disk fills part-way. write() returns a short count and no error
    // (QSaveFile would commit the cut file); every byte is counted, so the earlier file stays.
    // Sizes below and above Qt's 16 KiB write buffer, and limits at several points.
    void shortWriteKeepsTheEarlierFile_data()
    {
        QTest::addColumn<qsizetype>("size");
        QTest::addColumn<int>("limit");
        QTest::newRow("buffered, cut at 1 KiB") << qsizetype(8000) << 1024;
        QTest::newRow("buffered, cut near the end") << qsizetype(8000) << 7999;
        QTest::newRow("unbuffered, cut at 4 KiB") << qsizetype(300000) << 4096;
        QTest::newRow("unbuffered, cut at 100 KiB") << qsizetype(300000) << 102400;
        QTest::newRow("unbuffered, cut 1 byte short") << qsizetype(300000) << 299999;
    }

    void shortWriteKeepsTheEarlierFile()
    {
        QFETCH(qsizetype, size);
        QFETCH(int, limit);
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("report.csv"));
        QVERIFY(writeAll(target, Earlier));
        const QStringList before = entries(dir.path());
        Problems problems;
        {
            FileSizeLimit full(limit);
            QVERIFY(full.ok());
            problems = OutputFile::write(target, content(size));
        }
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().message.contains(QLatin1String("cannot be written")),
                 qPrintable(problems.first().message));
        QCOMPARE(readAll(target), Earlier);
        QCOMPARE(entries(dir.path()), before);

        // The same write with room for it succeeds: the limit, not the test, refused it.
        {
            FileSizeLimit room(size);
            QVERIFY(OutputFile::write(target, content(size)).isEmpty());
        }
        QCOMPARE(readAll(target), content(size));
    }

    // The exports on top of it: the results CSV and its .monthly.csv, and the workbook.
    void exportsKeepTheEarlierFileWhenCut_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("limit");
        for (const int limit : { 512, 4096, 20000 }) {
            QTest::addRow("csv, cut at %d", limit) << QStringLiteral("csv") << limit;
            QTest::addRow("xlsx, cut at %d", limit) << QStringLiteral("xlsx") << limit;
        }
    }

    void exportsKeepTheEarlierFileWhenCut()
    {
        QFETCH(QString, kind);
        QFETCH(int, limit);
        Scenario scenario;
        Catalog catalog;
        const Result result = demoResult(&scenario, &catalog);
        QVERIFY(!result.options.empty());
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("report.") + kind);
        const QString monthly = CsvExport::monthlyPathFor(target);
        QVERIFY(writeAll(target, Earlier));
        if (kind == QLatin1String("csv"))
            QVERIFY(writeAll(monthly, Earlier));
        const QStringList before = entries(dir.path());
        Problems problems;
        {
            FileSizeLimit full(limit);
            problems = kind == QLatin1String("csv")
                    ? CsvExport::write(result, target, monthly)
                    : XlsxExport::write(target, scenario, catalog, result);
        }
        QVERIFY(!problems.isEmpty());
        QCOMPARE(readAll(target), Earlier);
        if (kind == QLatin1String("csv"))
            QCOMPARE(readAll(monthly), Earlier);
        QCOMPARE(entries(dir.path()), before);
    }

    // The same on a real file system that fills: a tmpfs of 64 KiB, filled to several levels.
    // Mounting one needs root (as CI runs); elsewhere the file size limit above stands in.
    void fullTmpfsKeepsTheEarlierFile_data()
    {
        QTest::addColumn<qint64>("freeBytes");
        QTest::addColumn<bool>("fits");
        QTest::newRow("full") << qint64(0) << false;
        QTest::newRow("4 KiB free") << qint64(4096) << false;
        QTest::newRow("16 KiB free") << qint64(16384) << false;
        QTest::newRow("28 KiB free") << qint64(28672) << false;
        QTest::newRow("44 KiB free: room for it") << qint64(45056) << true;
    }

    void fullTmpfsKeepsTheEarlierFile()
    {
        QFETCH(qint64, freeBytes);
        QFETCH(bool, fits);
        QTemporaryDir dir;
        const QString mountPoint = dir.filePath(QStringLiteral("tiny"));
        const TinyTmpfs volume(mountPoint, 64 * 1024);
        if (!volume.mounted())
            QSKIP(qPrintable(QStringLiteral("a tmpfs cannot be mounted here (%1; it needs root); "
                                            "shortWriteKeepsTheEarlierFile covers the same with "
                                            "a file size limit")
                                     .arg(volume.error())));
        const QString target = mountPoint + QStringLiteral("/report.csv");
        QVERIFY(writeAll(target, Earlier));
        QVERIFY(volume.fillLeaving(freeBytes));
        const QByteArray bytes = content(40000);
        const Problems problems = OutputFile::write(target, bytes);
        if (fits) {
            QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).message));
            QCOMPARE(readAll(target), bytes);
            return;
        }
        QCOMPARE(problems.size(), 1);
        QCOMPARE(readAll(target), Earlier);
        QCOMPARE(entries(mountPoint),
                 QStringList({ QStringLiteral("filler"), QStringLiteral("report.csv") }));
    }
};

QTEST_GUILESS_MAIN(TestOutputFile)
#include "tst_outputfile.moc"
