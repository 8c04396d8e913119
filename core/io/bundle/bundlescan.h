// SPDX-License-Identifier: GPL-3.0-or-later
// The checks of a bundle's text that QJsonDocument cannot make (docs/format.md, "The bundle"): text
// that is not valid Unicode or holds NUL, which Qt would silently change, and keys that are no
// field of their kind, which a reader would silently ignore.
#pragma once

#include "model/rules/problem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

namespace infertco {

class BundleScan
{
    Q_DECLARE_TR_FUNCTIONS(infertco::BundleScan)

public:
    /// Every place in the raw JSON bytes where text is not valid Unicode, or is NUL: a byte
    /// sequence that is not UTF-8 (overlong forms, encoded surrogates, past U+10FFFF, cut
    /// short), a "\u" escape of half a surrogate pair ("\udc00"), "\u0000" or a NUL byte.
    /// Each named by its line and column (columns count characters). Reads any bytes at all
    /// in one pass; stops after MaxReported problems.
    static Problems invalidText(const QByteArray &json);

    /// The keys of a parsed bundle that are no field of their kind: one warning per kind and
    /// key, with how many items hold it and, when one is within a case-insensitive edit
    /// distance of 2, the nearest known field of the same kind. The known keys come from the
    /// field tables (model/fields/fields.h) and the collections read beside them.
    static Problems unknownKeys(const QJsonObject &root);

    /// The Levenshtein distance of `a` and `b`, ignoring case; larger than `limit` is
    /// returned as limit + 1.
    static int editDistance(const QString &a, const QString &b, int limit);

    static constexpr int MaxReported = 20;
};

} // namespace infertco
