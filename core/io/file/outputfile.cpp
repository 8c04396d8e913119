// SPDX-License-Identifier: GPL-3.0-or-later
#include "outputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace infertco {

namespace {

// What a file that is not a regular one is, in words.
QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return OutputFile::tr("a folder");
    if (S_ISFIFO(mode))
        return OutputFile::tr("a named pipe (FIFO)");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return OutputFile::tr("a device");
    if (S_ISSOCK(mode))
        return OutputFile::tr("a socket");
    return OutputFile::tr("not a regular file");
}

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

} // namespace

QString OutputFile::refusal(const QString &path)
{
    const QByteArray name = QFile::encodeName(path);
    struct stat link
    {
    };
    if (::lstat(name.constData(), &link) != 0) {
        if (errno != ENOENT && errno != ENOTDIR)
            return tr("cannot be checked: %1").arg(errnoText(errno));
        const QFileInfo folder(QFileInfo(path).absolutePath());
        if (!folder.isDir())
            return tr("cannot be written: the folder %1 does not exist")
                    .arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
        return {}; // a new name
    }
    if (S_ISREG(link.st_mode))
        return {};
    if (!S_ISLNK(link.st_mode)) {
        return tr("is %1, not a regular file; a report or export is written only to a regular "
                  "file or a new name, so nothing was written")
                .arg(kindOf(link.st_mode));
    }
    struct stat target
    {
    };
    if (::stat(name.constData(), &target) != 0) {
        return tr("is a symbolic link to %1, which cannot be reached (%2); nothing was written")
                .arg(QDir::toNativeSeparators(QFileInfo(path).symLinkTarget()), errnoText(errno));
    }
    if (!S_ISREG(target.st_mode)) {
        return tr("is a symbolic link to %1, which is %2, not a regular file; a report or "
                  "export is written only to a regular file or a new name, so nothing was "
                  "written")
                .arg(QDir::toNativeSeparators(QFileInfo(path).symLinkTarget()),
                     kindOf(target.st_mode));
    }
    return {};
}

Problems OutputFile::write(const QString &path, const QByteArray &content)
{
    return write({ { path, content } });
}

Problems OutputFile::write(const QList<std::pair<QString, QByteArray>> &files)
{
    const auto problem = [](const QString &path, const QString &message) {
        return Problems{ { QDir::toNativeSeparators(path), QString(), message } };
    };
    for (const auto &[path, content] : files) {
        const QString refused = refusal(path);
        if (!refused.isEmpty())
            return problem(path, refused);
    }

    // Every file into its QSaveFile first; any failure cancels them all (a QSaveFile that
    // is not committed removes its new file), so no earlier file is replaced.
    std::vector<std::unique_ptr<QSaveFile>> saves;
    for (const auto &[path, content] : files) {
        auto file = std::make_unique<QSaveFile>(path);
        if (!file->open(QIODevice::WriteOnly))
            return problem(path, tr("cannot be written: %1").arg(file->errorString()));
        // QIODevice::write() may write less than it was given and report no error (a disk
        // that fills part-way): every byte is counted, the rest retried until it is refused.
        qint64 written = 0;
        while (written < content.size()) {
            const qint64 n = file->write(content.constData() + written, content.size() - written);
            if (n <= 0)
                break;
            written += n;
        }
        if (written != content.size() || !file->flush()) {
            const QString why = file->error() != QFileDevice::NoError
                    ? file->errorString()
                    : tr("only %1 of %2 bytes could be written").arg(written).arg(content.size());
            return problem(path,
                           tr("cannot be written: %1; an earlier file of that name is as it was")
                                   .arg(why));
        }
        saves.push_back(std::move(file));
    }
    // A target replaced by something else since the check (a pipe, a device) is looked at
    // again just before the renames.
    for (const auto &[path, content] : files) {
        const QString late = refusal(path);
        if (!late.isEmpty())
            return problem(path, late);
    }
    for (size_t i = 0; i < saves.size(); ++i) {
        if (!saves[i]->commit()) {
            return problem(files.at(qsizetype(i)).first,
                           tr("cannot be written: %1; an earlier file of that name is as it was")
                                   .arg(saves[i]->errorString()));
        }
    }
    return {};
}

bool OutputFile::syncToDisk(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

} // namespace infertco
