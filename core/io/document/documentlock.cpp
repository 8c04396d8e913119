// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentlock.h"

#include <QFile>
#include <QSysInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace infertco {

namespace {

Problems fileProblem(const QString &message)
{
    return Problems{ { QString(), QString(), message } };
}

int openDescriptor(const QString &path, int flags)
{
    int fd;
    do {
        fd = ::open(QFile::encodeName(path).constData(), flags | O_CLOEXEC, 0666);
    } while (fd < 0 && errno == EINTR);
    return fd;
}

// The process holding an flock on device/inode, from the kernel's own table of locks
// (/proc/locks lines: "1: FLOCK  ADVISORY  WRITE 4242 08:01:1234 0 EOF"); 0 when unknown.
qint64 holderOf(const struct stat &file)
{
    QFile locks(QStringLiteral("/proc/locks"));
    if (!locks.open(QIODevice::ReadOnly | QIODevice::Text))
        return 0;
    const QByteArray wanted = QByteArray::number(major(file.st_dev), 16).rightJustified(2, '0')
            + ':' + QByteArray::number(minor(file.st_dev), 16).rightJustified(2, '0') + ':'
            + QByteArray::number(quint64(file.st_ino));
    // A /proc file reports size 0, so it is read whole rather than line by line to its end.
    const QList<QByteArray> lines = locks.readAll().split('\n');
    for (const QByteArray &line : lines) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        // "->" marks a waiter, not a holder.
        if (fields.size() < 6 || fields.at(1) != "FLOCK" || fields.at(2) == "->")
            continue;
        if (fields.at(5) == wanted)
            return fields.at(4).toLongLong();
    }
    return 0;
}

QString commandOf(qint64 pid)
{
    QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
    if (!comm.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLocal8Bit(comm.readAll().trimmed());
}

bool statOf(const QString &path, struct stat *info)
{
    return ::stat(QFile::encodeName(path).constData(), info) == 0;
}

} // namespace

Outcome<std::unique_ptr<DocumentLock>> DocumentLock::acquire(const QString &path, Create create)
{
    const int flags = create == Create::Exclusively ? O_RDWR | O_CREAT | O_EXCL : O_RDONLY;
    const int fd = openDescriptor(path, flags);
    if (fd < 0) {
        if (errno == EEXIST)
            return fileProblem(tr("already exists; open it, or choose another name"));
        if (errno == EACCES && create == Create::Exclusively)
            return fileProblem(tr("cannot be created: its folder is not writable"));
        return fileProblem(tr("cannot be locked for editing: %1")
                                   .arg(QString::fromLocal8Bit(std::strerror(errno))));
    }
    int result;
    do {
        result = ::flock(fd, LOCK_EX | LOCK_NB);
    } while (result != 0 && errno == EINTR);
    if (result == 0)
        return std::unique_ptr<DocumentLock>(new DocumentLock(fd));

    const int lockError = errno;
    struct stat info
    {
    };
    const qint64 pid = ::fstat(fd, &info) == 0 ? holderOf(info) : 0;
    ::close(fd);
    if (lockError == EWOULDBLOCK) {
        if (pid > 0) {
            const QString application = commandOf(pid);
            return fileProblem(
                    tr("is already open in %1 (process %2 on %3); close it "
                       "there first, or open a copy")
                            .arg(application.isEmpty() ? tr("another program") : application)
                            .arg(pid)
                            .arg(QSysInfo::machineHostName()));
        }
        return fileProblem(tr("is already open in another window or program; close it there "
                              "first, or open a copy"));
    }
    return fileProblem(tr("cannot be locked for editing: %1")
                               .arg(QString::fromLocal8Bit(std::strerror(lockError))));
}

bool DocumentLock::isLocked(const QString &path)
{
    const int fd = openDescriptor(path, O_RDONLY | O_NONBLOCK);
    if (fd < 0)
        return false;
    int result;
    do {
        result = ::flock(fd, LOCK_SH | LOCK_NB);
    } while (result != 0 && errno == EINTR);
    const bool locked = result != 0 && errno == EWOULDBLOCK;
    ::close(fd); // closing releases the probe's own shared lock
    return locked;
}

bool DocumentLock::sameFile(const QString &a, const QString &b)
{
    struct stat first
    {
    };
    struct stat second
    {
    };
    return statOf(a, &first) && statOf(b, &second) && first.st_dev == second.st_dev
            && first.st_ino == second.st_ino;
}

DocumentLock::~DocumentLock()
{
    if (m_descriptor >= 0)
        ::close(m_descriptor);
}

bool DocumentLock::holds(const QString &path) const
{
    struct stat locked
    {
    };
    struct stat named
    {
    };
    return ::fstat(m_descriptor, &locked) == 0 && statOf(path, &named)
            && locked.st_dev == named.st_dev && locked.st_ino == named.st_ino;
}

} // namespace infertco
