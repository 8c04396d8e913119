// SPDX-License-Identifier: GPL-3.0-or-later
#include "demodocument.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace infertco {

namespace {

constexpr char DemoFileName[] = "demo.infertco";

} // namespace

QStringList DemoDocument::candidates(const QString &explicitPath)
{
    QStringList paths;
    if (!explicitPath.isEmpty())
        paths.append(QFileInfo(explicitPath).absoluteFilePath());
    const QDir exe(QCoreApplication::applicationDirPath());
    const QString name = QLatin1String(DemoFileName);
    // Installed: <prefix>/bin/infertco and <prefix>/share/infertco/demo.infertco.
    paths.append(QDir::cleanPath(exe.filePath(QStringLiteral("../share/infertco/") + name)));
    // Build tree: <build>/app/gui/infertco and <build>/data/demo.infertco; tests and tools
    // one or two levels further down.
    for (const char *up : { "../../data/", "../data/", "../../../data/" })
        paths.append(QDir::cleanPath(exe.filePath(QLatin1String(up) + name)));
    paths.removeDuplicates();
    return paths;
}

QString DemoDocument::findShipped(const QString &explicitPath)
{
    for (const QString &path : candidates(explicitPath)) {
        if (QFileInfo(path).isFile())
            return path;
    }
    return {};
}

QString DemoDocument::forLanguage(const QString &path, const QString &code)
{
    const QFileInfo file(path);
    if (file.fileName() != QLatin1String(DemoFileName)
        || (code != QLatin1String("zh_CN") && code != QLatin1String("zh_HK")))
        return path;
    const QString sibling = file.dir().filePath(QStringLiteral("demo.%1.infertco").arg(code));
    return QFileInfo(sibling).isFile() ? sibling : path;
}

QString DemoDocument::workingCopyPath(const QString &fileName)
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
            .filePath(fileName);
}

Outcome<QString> DemoDocument::prepareWorkingCopy(const QString &shipped, const QString &copyPath)
{
    if (QFileInfo::exists(copyPath))
        return copyPath;
    if (shipped.isEmpty() || !QFileInfo(shipped).isFile()) {
        return Problems{
            { tr("demo document"), QString(),
              tr("was not found; looked in %1").arg(candidates().join(QStringLiteral(", "))) }
        };
    }
    if (!QDir().mkpath(QFileInfo(copyPath).absolutePath())) {
        return Problems{ { QDir::toNativeSeparators(copyPath), QString(),
                           tr("cannot be created: the folder cannot be made") } };
    }
    QFile source(shipped);
    if (!source.copy(copyPath)) {
        return Problems{ { QDir::toNativeSeparators(copyPath), QString(),
                           tr("cannot be copied from %1: %2")
                                   .arg(QDir::toNativeSeparators(shipped),
                                        source.errorString()) } };
    }
    // An installed file may be read-only; the copy is the user's to edit.
    QFile::setPermissions(copyPath,
                          QFile::permissions(copyPath) | QFile::WriteOwner | QFile::ReadOwner);
    return copyPath;
}

} // namespace infertco
