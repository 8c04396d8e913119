// SPDX-License-Identifier: GPL-3.0-or-later
// Reads whatever a user hands the command line as INPUT: a bundle (JSON) or a .infertco
// document, told apart by the SQLite header rather than by the file's name.
#pragma once

#include "model/entities/bundle.h"
#include "model/rules/problem.h"

#include <QCoreApplication>

namespace infertco {

class InputFile
{
    Q_DECLARE_TR_FUNCTIONS(infertco::InputFile)

public:
    /// A document (SQLite header, or a name ending in .infertco) is read with Document::read()
    /// (checked, never locked or written), anything else as bundle JSON with
    /// BundleReader::readFile(). Either way the content is validated. `warnings`: a bundle's
    /// unknown keys (BundleReader::read).
    static Outcome<Bundle> read(const QString &path, Problems *warnings = nullptr);
    /// True when `path` starts with the SQLite header.
    static bool isDocument(const QString &path);
};

} // namespace infertco
