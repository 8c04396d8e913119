// SPDX-License-Identifier: GPL-3.0-or-later
// The lock of an open .infertco document (docs/format.md, "Identification and versions"): an OS
// lock (flock) on an open descriptor of the document file itself, so it holds through every name of
// the file (symlinks, hard links) and ends with the process that holds it: a crash never leaves a
// lock behind.
#pragma once

#include "model/rules/problem.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>

namespace infertco {

class DocumentLock
{
    Q_DECLARE_TR_FUNCTIONS(infertco::Document)

public:
    enum class Create {
        No, ///< the file must exist
        Exclusively, ///< the file must not exist; it is created empty
    };

    /// Locks the file at `path` for editing. When another descriptor (in this or another
    /// process) holds it, the message says which process; `create` makes a new empty file
    /// atomically (refused if a file is there).
    static Outcome<std::unique_ptr<DocumentLock>> acquire(const QString &path, Create create);

    /// True when some process holds the edit lock of the file at `path` (through any name).
    static bool isLocked(const QString &path);

    /// True when `a` and `b` name the same file (same device and inode); false if either is
    /// missing.
    static bool sameFile(const QString &a, const QString &b);

    ~DocumentLock();
    DocumentLock(const DocumentLock &) = delete;
    DocumentLock &operator=(const DocumentLock &) = delete;

    /// True while the locked descriptor is still the file found at `path`.
    bool holds(const QString &path) const;

private:
    explicit DocumentLock(int descriptor) : m_descriptor(descriptor) { }

    int m_descriptor = -1;
};

} // namespace infertco
