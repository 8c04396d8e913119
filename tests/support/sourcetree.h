// SPDX-License-Identifier: GPL-3.0-or-later
// Test helper: files of the source tree (golden bundles, data/, example quotes) by their path
// from the top of the checkout, e.g. readBundle("tests/golden/dc-gpu.json").
#pragma once

#include "io/bundle/bundlereader.h"

#include <QString>

namespace infertco::testing {

inline QString sourcePath(const QString &relative)
{
    return QStringLiteral(INFERTCO_SOURCE_DIR "/") + relative;
}

inline QString sourcePath(const char *relative)
{
    return sourcePath(QString::fromLatin1(relative));
}

/// The bundle in the file at `path`. A bundle of the source tree that does not read is a
/// mistake in the tree, not a result, so the run stops there with the problems.
inline Bundle readBundleFile(const QString &path)
{
    const Outcome<Bundle> bundle = BundleReader::readFile(path);
    if (!bundle.ok()) {
        for (const Problem &problem : bundle.problems())
            qWarning("%s", qPrintable(problem.text()));
        qFatal("cannot read %s", qPrintable(path));
    }
    return bundle.value();
}

/// The bundle at `relative` in the source tree: readBundle("tests/golden/dc-gpu.json").
inline Bundle readBundle(const QString &relative)
{
    return readBundleFile(sourcePath(relative));
}

inline Bundle readBundle(const char *relative)
{
    return readBundle(QString::fromLatin1(relative));
}

} // namespace infertco::testing
