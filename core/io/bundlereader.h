// SPDX-License-Identifier: GPL-3.0-or-later
// Reads bundle JSON (DESIGN 6) into domain types, exactly: money from its decimal text,
// every problem named by item and field.
#pragma once

#include "model/bundle.h"
#include "model/problem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace infertco {

class BundleReader
{
    Q_DECLARE_TR_FUNCTIONS(infertco::BundleReader)

public:
    /// Parses and validates; any problem (syntax, type, value, reference) fails the whole read.
    static Outcome<Bundle> read(const QByteArray &json);
    static Outcome<Bundle> readFile(const QString &path);
    /// The checks read() makes once the JSON is parsed: every catalog item, duplicate ids,
    /// dangling references and every scenario. Other sources of bundles (documents, CSV
    /// import) use the same checks.
    static Problems validate(const Bundle &bundle);

    static constexpr int FormatVersion = 3;
};

} // namespace infertco
