// SPDX-License-Identifier: GPL-3.0-or-later
// What the infertco-cli suites share: running the built executable as a user would
// (QProcess), the source tree's files, and the raw reads and writes the tests compare with.
#pragma once

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <sqlite3.h>

namespace clitest {

inline const QString Cli = QStringLiteral(INFERTCO_CLI);

inline QString source(const QString &relative)
{
    return QStringLiteral(INFERTCO_SOURCE_DIR "/") + relative;
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
    process.start(Cli, arguments);
    Run run;
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            && file.write(bytes) == bytes.size();
}

inline QByteArray sha256(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

/// Changes a document behind InferTCO's back; the SQLite error, or empty.
inline QString rawSql(const QString &path, const QByteArray &sql)
{
    sqlite3 *db = nullptr;
    sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READWRITE, nullptr);
    char *message = nullptr;
    const int rc = sqlite3_exec(db, sql.constData(), nullptr, nullptr, &message);
    const QString error = rc == SQLITE_OK ? QString() : QString::fromUtf8(message);
    sqlite3_free(message);
    sqlite3_close(db);
    return error;
}

} // namespace clitest
