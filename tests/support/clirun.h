// SPDX-License-Identifier: GPL-3.0-or-later
// What the infertco-cli suites share: running the built executable as a user would
// (QProcess), the source tree's files, and the raw reads and writes the tests compare with.
#pragma once

#include "documenttestfiles.h"
#include "fullvolume.h"

#include <QProcess>
#include <QString>
#include <QStringList>

namespace clitest {

inline const QString Cli = QStringLiteral(INFERTCO_CLI);

using infertco::testing::sourcePath;

inline QString source(const QString &relative)
{
    return sourcePath(relative);
}

inline QString source(const char *relative)
{
    return sourcePath(relative);
}

struct Run
{
    int exitCode = -1; ///< -1: it did not finish normally within a minute
    QByteArray out;
    QString err;
};

struct CliOptions
{
    QString workingDirectory;
    QString stdoutFile; ///< standard output into this file (/dev/full), not a pipe
    bool withoutDisplay = false; ///< as from a terminal with no display: no QT_QPA_PLATFORM
    int timeoutMs = 60000; ///< a run still going then is killed and counts as not finished
    qint64 fileSizeLimit = 0; ///< when set: RLIMIT_FSIZE of the child (a disk that fills)
    QList<std::pair<QByteArray, QByteArray>> environment; ///< variables set for the child
};

inline CliOptions inDirectory(const QString &directory)
{
    CliOptions options;
    options.workingDirectory = directory;
    return options;
}

inline CliOptions stdoutTo(const QString &file)
{
    CliOptions options;
    options.stdoutFile = file;
    return options;
}

inline CliOptions withoutDisplay()
{
    CliOptions options;
    options.withoutDisplay = true;
    return options;
}

inline Run cli(const QStringList &arguments, const CliOptions &options = {})
{
    QProcess process;
    if (!options.workingDirectory.isEmpty())
        process.setWorkingDirectory(options.workingDirectory);
    if (!options.stdoutFile.isEmpty())
        process.setStandardOutputFile(options.stdoutFile);
    if (options.withoutDisplay) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
        environment.remove(QStringLiteral("DISPLAY"));
        environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
        process.setProcessEnvironment(environment);
    }
    if (!options.environment.isEmpty()) {
        QProcessEnvironment environment = process.processEnvironment().isEmpty()
                ? QProcessEnvironment::systemEnvironment()
                : process.processEnvironment();
        for (const auto &[name, value] : options.environment)
            environment.insert(QString::fromUtf8(name), QString::fromUtf8(value));
        process.setProcessEnvironment(environment);
    }
    if (options.fileSizeLimit > 0) {
        const rlim_t limit = rlim_t(options.fileSizeLimit);
        process.setChildProcessModifier(
                [limit] { infertco::testing::FileSizeLimit::applyInChild(limit); });
    }
    process.start(Cli, arguments);
    Run run;
    if (!process.waitForFinished(options.timeoutMs) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// The file helpers the document tests use, so that both read and change files the same way.
using infertco::testing::readAll;
using infertco::testing::sha256;
using infertco::testing::writeAll;

/// Changes a document behind InferTCO's back; the SQLite error, or empty.
inline QString rawSql(const QString &path, const QByteArray &sql)
{
    return infertco::testing::rawSql(path, QString::fromUtf8(sql));
}

} // namespace clitest
