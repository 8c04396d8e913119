// SPDX-License-Identifier: GPL-3.0-or-later
// Test helpers for writes that run out of room (issue 21 item 22): a limit on the size of
// the files this process (or a child) may write, which makes write() stop short and then fail
// exactly as a disk that fills does, on any file system and without privileges; and, where
// the test may mount one (root), a real tiny tmpfs filled to a chosen level.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/mount.h>
#include <sys/resource.h>

namespace infertco::testing {

/// While it lives, no file this process writes can grow past `bytes`: a write that crosses
/// the limit writes up to it and returns the short count, the next fails (EFBIG). SIGXFSZ is
/// ignored, so the process is not killed for it.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_ok = ::getrlimit(RLIMIT_FSIZE, &m_previous) == 0;
        m_signal = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_previous;
        limit.rlim_cur = bytes;
        m_ok = m_ok && ::setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_previous);
        std::signal(SIGXFSZ, m_signal);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;
    bool ok() const { return m_ok; }

    /// For QProcess::setChildProcessModifier(): the same limit in a child only.
    static void applyInChild(rlim_t bytes)
    {
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit{};
        ::getrlimit(RLIMIT_FSIZE, &limit);
        limit.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &limit);
    }

private:
    rlimit m_previous{};
    void (*m_signal)(int) = nullptr;
    bool m_ok = false;
};

/// A tmpfs of `bytes` mounted at `folder` (made if missing) while it lives. Mounting needs
/// root (CAP_SYS_ADMIN): error() says why it is not mounted.
class TinyTmpfs
{
public:
    TinyTmpfs(const QString &folder, qint64 bytes) : m_folder(folder)
    {
        QDir().mkpath(folder);
        const QByteArray options = "size=" + QByteArray::number(bytes) + ",mode=0700";
        if (::mount("tmpfs", QFile::encodeName(folder).constData(), "tmpfs", 0, options.constData())
            == 0)
            m_mounted = true;
        else
            m_error = QString::fromLocal8Bit(std::strerror(errno));
    }
    ~TinyTmpfs()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_folder).constData(), MNT_DETACH);
    }
    TinyTmpfs(const TinyTmpfs &) = delete;
    TinyTmpfs &operator=(const TinyTmpfs &) = delete;
    bool mounted() const { return m_mounted; }
    QString error() const { return m_error; }

    /// Fills the volume with a file until at most `freeBytes` are left (whole pages).
    bool fillLeaving(qint64 freeBytes) const
    {
        QFile filler(m_folder + QStringLiteral("/filler"));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered))
            return false;
        const QByteArray page(4096, 'f');
        while (filler.write(page) == page.size()) { }
        filler.close();
        // Full now: give back whole pages until `freeBytes` are free.
        const qint64 size = QFile(filler.fileName()).size();
        const qint64 keep = qMax<qint64>(0, size - (freeBytes / 4096) * 4096);
        return QFile(filler.fileName()).resize(keep);
    }

private:
    QString m_folder;
    bool m_mounted = false;
    QString m_error;
};

} // namespace infertco::testing
