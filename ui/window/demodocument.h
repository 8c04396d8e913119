// SPDX-License-Identifier: GPL-3.0-or-later
// The demo document a first start opens: found where the build or the installation put
// it, and copied to the user's data folder before it is opened, so that the shipped file
// is never written.
#pragma once

#include "model/rules/problem.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace infertco {

class DemoDocument
{
    Q_DECLARE_TR_FUNCTIONS(infertco::DemoDocument)

public:
    /// Where a shipped demo may be, in order: `explicitPath` if given, then beside the
    /// executable's ../share/infertco (installed) and the build tree's data folder.
    static QStringList candidates(const QString &explicitPath = QString());
    /// The first candidate that exists; empty when there is none.
    static QString findShipped(const QString &explicitPath = QString());
    /// The demo of the reader's language: for a file named demo.infertco and translation
    /// `code` "zh_CN" or "zh_HK", demo.<code>.infertco beside it when that file exists (the
    /// same demo with Chinese names, docs/format.md, "The demo documents"); else `path`.
    static QString forLanguage(const QString &path, const QString &code);
    /// The user's working copy of the shipped demo `fileName`: AppDataLocation/`fileName`.
    static QString workingCopyPath(const QString &fileName = QStringLiteral("demo.infertco"));
    /// The working copy, copied from `shipped` unless it exists already (it then holds the
    /// user's edits of the demo). Returns its path.
    static Outcome<QString> prepareWorkingCopy(const QString &shipped,
                                               const QString &copyPath = workingCopyPath());
};

} // namespace infertco
