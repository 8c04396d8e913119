// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the document reader (Document::read, the checks of docs/format.md, "Opening a
// document" and issue 10) on arbitrary bytes written to a file. Besides not crashing: reading never
// changes the file, never leaves a journal or other file beside it, and every document it accepts
// holds a bundle that passes validation.
#include "io/document/document.h"
#include "model/rules/validation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace infertco;

namespace {

QTemporaryDir *workDir = nullptr;

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    // The Qt SQLite driver is a plugin: it is found through the application object.
    static QCoreApplication application(*argc, *argv);
    workDir = new QTemporaryDir;
    return workDir->isValid() ? 0 : 1;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString path = workDir->filePath(QStringLiteral("fuzzed.infertco"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || file.write(bytes) != bytes.size())
            std::abort();
    }
    const Outcome<Bundle> content = Document::read(path);
    if (readAll(path) != bytes) {
        std::fprintf(stderr, "reading a document changed its bytes\n");
        std::abort();
    }
    const QStringList left = QDir(workDir->path()).entryList(QDir::Files | QDir::Hidden);
    if (left != QStringList{ QStringLiteral("fuzzed.infertco") }) {
        std::fprintf(stderr, "reading a document left files beside it: %s\n",
                     qPrintable(left.join(u' ')));
        std::abort();
    }
    if (content.ok()) {
        const Problems problems = Validator::check(content.value());
        if (!problems.isEmpty()) {
            std::fprintf(stderr, "an accepted document holds an invalid bundle: %s\n",
                         qPrintable(problems.first().text()));
            std::abort();
        }
    }
    QFile::remove(path);
    return 0;
}
