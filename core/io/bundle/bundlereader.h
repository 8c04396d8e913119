// SPDX-License-Identifier: GPL-3.0-or-later
// Reads bundle JSON (docs/format.md, "Numbers") into domain types, exactly: money from its decimal
// text, every problem named by item and field.
#pragma once

#include "model/entities/bundle.h"
#include "model/rules/problem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace infertco {

class BundleReader
{
    Q_DECLARE_TR_FUNCTIONS(infertco::BundleReader)

public:
    /// Parses and validates; any problem (syntax, text that is not valid Unicode or holds NUL,
    /// type, value, reference) fails the whole read. `warnings`, when given, receives what
    /// does not: each key that is no field of its kind (docs/format.md, "The bundle"), once per
    /// kind and key.
    static Outcome<Bundle> read(const QByteArray &json, Problems *warnings = nullptr);
    static Outcome<Bundle> readFile(const QString &path, Problems *warnings = nullptr);

    static constexpr int FormatVersion = 4;
};

} // namespace infertco
