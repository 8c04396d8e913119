// SPDX-License-Identifier: GPL-3.0-or-later
// A file a report or an export writes: only a regular file or a
// new name, and written whole or not at all.
#pragma once

#include "model/rules/problem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <utility>

namespace infertco {

class OutputFile
{
    Q_DECLARE_TR_FUNCTIONS(infertco::OutputFile)

public:
    /// Why `path` cannot be written as a report or export, or an empty string when it can: it
    /// must be a regular file (or a symbolic link to one) or a name not yet taken in an
    /// existing folder. A folder, a device (/dev/full), a named pipe, a socket or a link to
    /// any of them or to nothing is refused. Decided from lstat()/stat() alone: the target is
    /// never opened, so a pipe with no writer cannot block the check.
    static QString refusal(const QString &path);

    /// Writes `content` to `path` whole or not at all: after refusal(), into a new file beside
    /// it, every byte counted (a short write after the disk fills is not an error to Qt),
    /// flushed and synced, then renamed over it. On any problem an earlier file at `path` is
    /// as it was and no partial file is left. The problem's item is `path`.
    static Problems write(const QString &path, const QByteArray &content);
    /// Several files that belong together (a results CSV and its .monthly.csv): each written
    /// as write() does, and none renamed into place unless every one was written whole.
    static Problems write(const QList<std::pair<QString, QByteArray>> &files);

    /// fsync() of a file written by other means (a workbook): true when its bytes are on disk.
    static bool syncToDisk(const QString &path);
};

} // namespace infertco
