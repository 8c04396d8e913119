// SPDX-License-Identifier: GPL-3.0-or-later
// The file name a save dialog suggests for an export of a scenario: its title made safe as a
// single file name on Linux, Windows and macOS ("Plan (H100 / L40S)" → "Plan (H100 - L40S).pdf").
#pragma once

#include <QString>

namespace infertco {

/// title with path separators, characters Windows refuses (\ / : * ? " < > |) and control
/// characters replaced by "-" (runs of "-" folded), white space folded, leading and trailing
/// dots, dashes and spaces trimmed,
/// cut to at most 200 UTF-8 bytes (whole characters), then suffix (".pdf") appended; fallback
/// when nothing is left of title.
QString exportFileName(const QString &title, const QString &suffix, const QString &fallback);

} // namespace infertco
